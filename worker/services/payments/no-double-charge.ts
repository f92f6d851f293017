/**
 * No double charge (decision 033): once a resume is paid, its other open payments are cancelled (their links die)
 * and a second payment that is confirmed all the same is refunded.
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentEvents, payments, resumes } from "../../db/schema";
import { describeError, log } from "../../lib/log";
import { isSettled } from "../../providers/payments/status";
import type { PaymentProvider } from "../../providers/payments/types";
import { applyProviderState, DUPLICATE_PAYMENT_EVENT, describeMismatch, type PaymentRow } from "./provider-state";

/**
 * No double charge: once a resume is paid, every other payment of it that can still take money is cancelled
 * (NEW → CANCELED: its link dies), and one marked DUPLICATE_PAYMENT (confirmed after the resume was paid) is
 * refunded (CONFIRMED → REFUNDED; `is_paid` stays, the resume is paid by the other payment). Idempotent, so each
 * check-status and notification of the resume retries what failed before. Never rejects: failures are logged.
 */
export async function closeRedundantPayments(db: Database, provider: PaymentProvider, resumeId: string): Promise<void> {
  try {
    const resume = await db.select({ isPaid: resumes.isPaid }).from(resumes).where(eq(resumes.id, resumeId)).get();
    if (!resume?.isPaid) return;
    for (const payment of await redundantPayments(db, provider, resumeId)) {
      await cancelPayment(db, provider, payment);
    }
  } catch (error) {
    log.error("payment_close_redundant_failed", { resumeId, ...describeError(error) });
  }
}

/** The resume's payments this provider can cancel that are still open, or confirmed as a duplicate. */
async function redundantPayments(db: Database, provider: PaymentProvider, resumeId: string): Promise<PaymentRow[]> {
  const candidates = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.resumeId, resumeId), eq(payments.provider, provider.name), isNotNull(payments.providerPaymentId)),
    )
    .all();
  const open = candidates.filter((payment) => !isSettled(payment.status));
  const confirmed = candidates.filter((payment) => payment.status === "CONFIRMED");
  if (confirmed.length === 0) return open;
  const marked = await db
    .select({ paymentId: paymentEvents.paymentId })
    .from(paymentEvents)
    .where(
      and(
        inArray(
          paymentEvents.paymentId,
          confirmed.map((payment) => payment.id),
        ),
        eq(paymentEvents.status, DUPLICATE_PAYMENT_EVENT),
      ),
    )
    .all();
  const duplicates = new Set(marked.map((event) => event.paymentId));
  return [...open, ...confirmed.filter((payment) => duplicates.has(payment.id))];
}

/** One Cancel call, its answer matched against our order and applied like any reported state. */
async function cancelPayment(db: Database, provider: PaymentProvider, payment: PaymentRow): Promise<void> {
  const refund = payment.status === "CONFIRMED";
  try {
    const state = await provider.cancel(payment.providerPaymentId ?? "", payment.amountKopecks);
    const mismatch = describeMismatch(payment, state);
    if (mismatch) {
      log.error("payment_state_mismatch", { paymentId: payment.id, source: "cancel", mismatch });
      return;
    }
    const outcome = await applyProviderState(db, payment, state, "cancel");
    log.warn(refund ? "payment_duplicate_refunded" : "payment_redundant_cancelled", {
      paymentId: payment.id,
      resumeId: payment.resumeId,
      status: state.status,
      outcome,
    });
  } catch (error) {
    // Left as it is: the next check-status or notification for this resume tries again.
    log.error("payment_cancel_failed", {
      paymentId: payment.id,
      resumeId: payment.resumeId,
      refund,
      ...describeError(error),
    });
  }
}
