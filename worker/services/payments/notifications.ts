/** The payment provider's webhook (and the sandbox bank's settlement, which takes the same verified path). */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import { log } from "../../lib/log";
import { NotificationRejectedError, type PaymentProvider, type ProviderPaymentState } from "../../providers/payments/types";
import type { RunInBackground } from "../../types";
import { paymentError, PAYMENT_MESSAGES } from "./errors";
import { closeRedundantPayments } from "./no-double-charge";
import { applyProviderState, describeMismatch, type StateOutcome } from "./provider-state";

/**
 * A provider notification (raw body): verified by the provider (Token, TerminalKey), matched against our order
 * (OrderId, PaymentId, Amount), then applied once. Throws ApiError for anything that must not be acknowledged.
 */
export async function processNotification(
  db: Database,
  provider: PaymentProvider,
  body: string,
  source: "notification" | "sandbox",
  runInBackground: RunInBackground,
): Promise<StateOutcome> {
  let state: ProviderPaymentState;
  try {
    state = await provider.verifyNotification(body);
  } catch (error) {
    if (!(error instanceof NotificationRejectedError)) throw error;
    log.warn("payment_notification_rejected", { provider: provider.name, reason: error.reason });
    throw paymentError(error.reason === "malformed" ? 400 : 403, "invalid_notification", "Уведомление не прошло проверку подписи", error.reason);
  }
  const payment = await db.select().from(payments).where(eq(payments.id, state.orderId)).get();
  if (!payment) {
    log.warn("payment_notification_unknown_order", { provider: provider.name, orderId: state.orderId });
    throw paymentError(404, "payment_not_found", PAYMENT_MESSAGES.notFound);
  }
  const mismatch = payment.provider !== provider.name ? "provider" : describeMismatch(payment, state);
  if (mismatch) {
    log.error("payment_state_mismatch", { paymentId: payment.id, source, mismatch, reportedAmount: state.amountKopecks, reportedPaymentId: state.providerPaymentId });
    throw paymentError(400, "payment_mismatch", "Уведомление не соответствует платежу", mismatch);
  }
  const outcome = await applyProviderState(db, payment, state, source);
  // After the answer: the bank waits for our `OK` (up to 10 s during the payment), not for other payments' cancels.
  runInBackground(closeRedundantPayments(db, provider, payment.resumeId));
  return outcome;
}
