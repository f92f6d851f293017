/**
 * Recording what a provider reports about a payment (decision 031). Every state a provider reports (notification,
 * GetState, Cancel) goes through `applyProviderState`: matched against our row, applied only forward
 * (providers/payments/status.ts ranks), written with its payment_events row and the resume's `is_paid` in one D1
 * batch. `is_paid` is never set from anything else, so the browser cannot pay by saying so.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import { log } from "../../lib/log";
import {
  canMoveTo,
  FULL_RETURN_STATUSES,
  isSettled,
  PAID_STATUSES,
  publicStatusOf,
} from "../../providers/payments/status";
import { type PaymentProvider, PaymentProviderError, type ProviderPaymentState } from "../../providers/payments/types";

export type PaymentEventSource = "init" | "notification" | "check" | "sandbox" | "cancel";
export type PaymentRow = typeof payments.$inferSelect;
export type StateOutcome = "applied" | "unchanged";

/** Concurrent reporters (a notification racing a poll) are resolved by retrying the compare-and-set this often. */
const APPLY_ATTEMPTS = 3;
/** payment_events status marking a payment confirmed for a resume another payment had already paid: refund it. */
export const DUPLICATE_PAYMENT_EVENT = "DUPLICATE_PAYMENT";

/** Asks the provider (GetState) about an unsettled payment and records what it says; settled ones are final. */
export async function syncWithProvider(
  db: Database,
  provider: PaymentProvider,
  payment: PaymentRow,
): Promise<PaymentRow> {
  // A payment made through another provider (the config changed since) can't be asked about here.
  if (isSettled(payment.status) || !payment.providerPaymentId || payment.provider !== provider.name) return payment;
  const state = await provider.getState(payment.providerPaymentId);
  if (describeMismatch(payment, state)) {
    log.error("payment_state_mismatch", {
      paymentId: payment.id,
      source: "check",
      mismatch: describeMismatch(payment, state),
    });
    throw new PaymentProviderError("bad_response", "GetState does not match the payment");
  }
  await applyProviderState(db, payment, state, "check");
  return (await db.select().from(payments).where(eq(payments.id, payment.id)).get()) ?? payment;
}

/** What differs between our order and the provider's report, or null: the bank's security guidance. */
export function describeMismatch(payment: PaymentRow, state: ProviderPaymentState): string | null {
  if (state.orderId !== payment.id) return "order_id";
  if (state.amountKopecks !== payment.amountKopecks) return "amount";
  if (payment.providerPaymentId && state.providerPaymentId !== payment.providerPaymentId) return "payment_id";
  return null;
}

/**
 * Applies a verified state if it moves the payment forward: a compare-and-set on the status, the event row only if
 * that update happened (`changes()` of the previous statement in the same batch), and `is_paid` from the payment's
 * new state, all in one D1 batch (one transaction). A lost race is retried against the fresh row.
 */
export async function applyProviderState(
  db: Database,
  payment: PaymentRow,
  state: ProviderPaymentState,
  source: PaymentEventSource,
): Promise<StateOutcome> {
  let current = payment;
  for (let attempt = 0; attempt < APPLY_ATTEMPTS; attempt++) {
    if (!canMoveTo(current.status, state.status)) {
      log.info("payment_state_unchanged", {
        paymentId: payment.id,
        source,
        current: current.status,
        reported: state.status,
      });
      return "unchanged";
    }
    const [update, , duplicateMark] = await db.$client.batch(stateChangeStatements(db.$client, current, state, source));
    if (update?.meta.changes === 1) {
      log.info("payment_state_changed", { paymentId: payment.id, source, from: current.status, to: state.status });
      if (publicStatusOf(state.status) === "completed" && duplicateMark?.meta.changes === 1) {
        log.warn("payment_duplicate_confirmed", {
          paymentId: payment.id,
          resumeId: payment.resumeId,
          source,
          action: "refund",
        });
      }
      return "applied";
    }
    const fresh = await db.select().from(payments).where(eq(payments.id, payment.id)).get();
    if (!fresh) return "unchanged";
    current = fresh;
  }
  log.warn("payment_state_contended", { paymentId: payment.id, source, reported: state.status });
  return "unchanged";
}

/**
 * The three statements of one state change, run as one D1 batch (a single transaction), in raw SQL because the
 * event insert depends on `changes()` of the update before it, which the query builder cannot express:
 * 1. compare-and-set the payment's status (only from the status we read, so a concurrent reporter can't be overwritten);
 * 2. the payment_events row, only if (1) changed the row;
 * 3. on CONFIRMED, if (1) happened while the resume was already paid (by another payment: `is_paid` is set from
 *    payments only), a DUPLICATE_PAYMENT event: the mark `closeRedundantPayments` refunds by, decided in the same
 *    transaction so two confirmations racing each other can't both be taken for the duplicate;
 * 4. the resume's `is_paid`, guarded by "this payment now has that status": set on CONFIRMED (a no-op for a
 *    duplicate), and on a full refund/reversal recomputed from the resume's other payments.
 */
function stateChangeStatements(
  d1: D1Database,
  payment: PaymentRow,
  state: ProviderPaymentState,
  source: PaymentEventSource,
): D1PreparedStatement[] {
  const statements = [
    d1
      .prepare(
        "UPDATE payments SET status = ?1, provider_payment_id = COALESCE(provider_payment_id, ?2), updated_at = ?3 WHERE id = ?4 AND status = ?5",
      )
      .bind(state.status, state.providerPaymentId, Date.now(), payment.id, payment.status),
    d1
      .prepare(
        "INSERT INTO payment_events (payment_id, status, source, payload) SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1",
      )
      .bind(payment.id, state.status, source, JSON.stringify(state.raw)),
  ];
  const landed = "EXISTS (SELECT 1 FROM payments WHERE id = ?2 AND status = ?3)";
  if (publicStatusOf(state.status) === "completed") {
    statements.push(
      // changes() is now that of the event insert: 1 exactly when this batch's compare-and-set happened.
      d1
        .prepare(
          "INSERT INTO payment_events (payment_id, status, source, payload) SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1 AND EXISTS (SELECT 1 FROM resumes WHERE id = ?5 AND is_paid = 1)",
        )
        .bind(
          payment.id,
          DUPLICATE_PAYMENT_EVENT,
          source,
          JSON.stringify({ reason: "resume_already_paid", action: "refund" }),
          payment.resumeId,
        ),
      d1
        .prepare(`UPDATE resumes SET is_paid = 1 WHERE id = ?1 AND ${landed}`)
        .bind(payment.resumeId, payment.id, state.status),
    );
  } else if (FULL_RETURN_STATUSES.has(state.status)) {
    const paid = PAID_STATUSES.map((status) => `'${status}'`).join(", ");
    statements.push(
      d1
        .prepare(
          `UPDATE resumes SET is_paid = EXISTS (SELECT 1 FROM payments WHERE resume_id = ?1 AND status IN (${paid})) WHERE id = ?1 AND ${landed}`,
        )
        .bind(payment.resumeId, payment.id, state.status),
    );
  }
  return statements;
}
