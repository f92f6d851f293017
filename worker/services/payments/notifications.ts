/** The payment provider's webhook (and the sandbox bank's settlement, which takes the same verified path). */
import { eq } from "drizzle-orm";
import { payments } from "../../db/schema";
import { log } from "../../lib/log";
import { NotificationRejectedError, type ProviderPaymentState } from "../../providers/payments/types";
import { applyTopUpReport, isTopUpOrder } from "../business/top-ups";
import { followUpPaymentReport, type PaymentReportDeps } from "./after-report";
import { PAYMENT_MESSAGES, paymentError } from "./errors";
import { applyProviderState, describeMismatch, type StateOutcome } from "./provider-state";

/**
 * A provider notification (raw body): verified by the provider (Token, TerminalKey), matched against our order
 * (OrderId, PaymentId, Amount), then applied once; a paid resume's analysis is then started on the server. Throws
 * for anything that must not be acknowledged (then T-Bank repeats the notification).
 */
export async function processNotification(
  deps: PaymentReportDeps,
  body: string,
  source: "notification" | "sandbox",
): Promise<StateOutcome> {
  const { db, provider } = deps;
  let state: ProviderPaymentState;
  try {
    state = await provider.verifyNotification(body);
  } catch (error) {
    if (!(error instanceof NotificationRejectedError)) throw error;
    log.warn("payment_notification_rejected", { provider: provider.name, reason: error.reason });
    throw paymentError(
      error.reason === "malformed" ? 400 : 403,
      "invalid_notification",
      "Уведомление не прошло проверку подписи",
      error.reason,
    );
  }
  // A business balance top-up (order id "tu_…") shares the terminal, the URL and the verification (decision 272).
  if (isTopUpOrder(state.orderId)) return applyTopUpOrReject(deps, state);
  const payment = await db.select().from(payments).where(eq(payments.id, state.orderId)).get();
  if (!payment) {
    log.warn("payment_notification_unknown_order", { provider: provider.name, orderId: state.orderId });
    throw paymentError(404, "payment_not_found", PAYMENT_MESSAGES.notFound);
  }
  const mismatch = payment.provider !== provider.name ? "provider" : describeMismatch(payment, state);
  if (mismatch) {
    log.error("payment_state_mismatch", {
      paymentId: payment.id,
      source,
      mismatch,
      reportedAmount: state.amountKopecks,
      reportedPaymentId: state.providerPaymentId,
    });
    throw paymentError(400, "payment_mismatch", "Уведомление не соответствует платежу", mismatch);
  }
  const outcome = await applyProviderState(db, payment, state, source);
  // Also for an "unchanged" report: a repeated notification is the bank's retry after a hand-off that failed (the
  // queue refused the job, so no `OK` was given). The claim makes sure the analysis starts once.
  await followUpPaymentReport(deps, payment.resumeId);
  return outcome;
}

async function applyTopUpOrReject(deps: PaymentReportDeps, state: ProviderPaymentState): Promise<StateOutcome> {
  try {
    return await applyTopUpReport(deps.db, deps.provider, state);
  } catch (error) {
    log.warn("top_up_notification_rejected", { orderId: state.orderId, reason: String(error) });
    throw paymentError(400, "payment_mismatch", "Уведомление не соответствует платежу");
  }
}
