/**
 * Top-ups of an organisation's balance through the site's payment provider (T-Bank, or the sandbox bank locally):
 * the same Init, the same signed notification URL and verification (services/payments/notifications.ts hands an
 * order id starting with "tu_" here), the same forward-only status ranks. The balance is credited exactly once, in
 * the batch that moves the top-up to CONFIRMED (decision 272). Refunds of a top-up are handled by hand.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { topUps, users } from "../../db/schema";
import { newId } from "../../lib/ids";
import { log } from "../../lib/log";
import { canMoveTo, isSettled } from "../../providers/payments/status";
import type { PaymentProvider, ProviderPaymentState } from "../../providers/payments/types";
import { PAYMENT_MESSAGES, providerFailure } from "../payments/errors";
import type { StateOutcome } from "../payments/provider-state";
import { type OrganisationRow, rubToKopecks } from "./organisations";

export const TOP_UP_ORDER_PREFIX = "tu_";
export const isTopUpOrder = (orderId: string) => orderId.startsWith(TOP_UP_ORDER_PREFIX);
export const TOP_UP_ITEM_NAME = "Пополнение баланса API";

type TopUpRow = typeof topUps.$inferSelect;

export interface StartTopUpInput {
  organisation: OrganisationRow;
  amountRub: number;
  origin: string;
  siteName: string;
}

export async function startTopUp(
  db: Database,
  provider: PaymentProvider,
  input: StartTopUpInput,
): Promise<{ topUpId: string; paymentUrl: string }> {
  const id = `${TOP_UP_ORDER_PREFIX}${newId()}`;
  const amountKopecks = rubToKopecks(input.amountRub);
  const owner = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, input.organisation.ownerUserId))
    .get();
  const back = `${input.origin}/business?top_up=${encodeURIComponent(id)}`;
  let result: Awaited<ReturnType<PaymentProvider["init"]>>;
  try {
    result = await provider.init({
      orderId: id,
      amountKopecks,
      description: `${TOP_UP_ITEM_NAME} — ${input.siteName}`,
      itemName: `${TOP_UP_ITEM_NAME} — ${input.siteName}`,
      receiptEmail: owner?.email ?? null,
      successUrl: back,
      failUrl: `${back}&failed=1`,
      notificationUrl: `${input.origin}/api/payment/notification/`,
    });
  } catch (error) {
    throw providerFailure(error, PAYMENT_MESSAGES.initFailed, input.siteName);
  }
  await db.insert(topUps).values({
    id,
    organisationId: input.organisation.id,
    provider: provider.name,
    providerPaymentId: result.providerPaymentId,
    status: result.status,
    amountKopecks,
    paymentUrl: result.paymentUrl,
    updatedAt: new Date(),
  });
  log.info("top_up_initialised", { topUpId: id, organisationId: input.organisation.id, amountKopecks });
  return { topUpId: id, paymentUrl: result.paymentUrl };
}

/**
 * A verified provider report about a top-up: matched against the order (amount, payment id, provider), applied only
 * forward, and on CONFIRMED the statement line and the balance in the same batch, guarded by `changes()` so only
 * the report that moved the status credits. Throws on a mismatch (the notification is then not acknowledged).
 */
export async function applyTopUpReport(
  db: Database,
  provider: PaymentProvider,
  state: ProviderPaymentState,
): Promise<StateOutcome> {
  const topUp = await db.select().from(topUps).where(eq(topUps.id, state.orderId)).get();
  if (!topUp) throw new Error(`unknown top-up ${state.orderId}`);
  if (
    topUp.provider !== provider.name ||
    topUp.amountKopecks !== state.amountKopecks ||
    (topUp.providerPaymentId && topUp.providerPaymentId !== state.providerPaymentId)
  ) {
    log.error("top_up_state_mismatch", { topUpId: topUp.id, reportedAmount: state.amountKopecks });
    throw new Error("top-up report does not match the order");
  }
  if (!canMoveTo(topUp.status, state.status)) return "unchanged";
  const d1 = db.$client;
  const statements = [
    d1
      .prepare("UPDATE top_ups SET status = ?1, updated_at = ?2 WHERE id = ?3 AND status = ?4")
      .bind(state.status, Date.now(), topUp.id, topUp.status),
  ];
  if (state.status === "CONFIRMED") {
    statements.push(
      d1
        .prepare(
          `INSERT INTO balance_entries (id, organisation_id, kind, amount_kopecks, balance_after_kopecks, top_up_id)
           SELECT ?1, ?2, 'top_up', ?3, balance_kopecks + ?3, ?4 FROM organisations WHERE id = ?2 AND changes() = 1`,
        )
        .bind(newId(), topUp.organisationId, topUp.amountKopecks, topUp.id),
      d1
        .prepare("UPDATE organisations SET balance_kopecks = balance_kopecks + ?1 WHERE id = ?2 AND changes() = 1")
        .bind(topUp.amountKopecks, topUp.organisationId),
    );
  }
  const [update] = await d1.batch(statements);
  if (update?.meta.changes !== 1) return "unchanged";
  log.info("top_up_state_changed", { topUpId: topUp.id, from: topUp.status, to: state.status });
  return "applied";
}

/** The owner's return from the bank: asks the provider (GetState) about an unsettled top-up of the organisation. */
export async function refreshTopUp(
  db: Database,
  provider: PaymentProvider,
  organisationId: string,
  topUpId: string,
): Promise<TopUpRow | null> {
  const topUp = await db.select().from(topUps).where(eq(topUps.id, topUpId)).get();
  if (!topUp || topUp.organisationId !== organisationId) return null;
  if (isSettled(topUp.status) || !topUp.providerPaymentId || topUp.provider !== provider.name) return topUp;
  await applyTopUpReport(db, provider, await provider.getState(topUp.providerPaymentId));
  return (await db.select().from(topUps).where(eq(topUps.id, topUpId)).get()) ?? topUp;
}

export async function listTopUps(db: Database, organisationId: string, limit = 10): Promise<TopUpRow[]> {
  return db
    .select()
    .from(topUps)
    .where(eq(topUps.organisationId, organisationId))
    .orderBy(desc(topUps.createdAt))
    .limit(limit)
    .all();
}
