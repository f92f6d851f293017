/** `checkPaymentStatus`: the buyer's poll after returning from the bank (spec section 4). */
import { eq } from "drizzle-orm";
import { payments, resumes } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { describeError, log } from "../../lib/log";
import { type PublicPaymentStatus, publicStatusOf } from "../../providers/payments/status";
import type { Actor } from "../../types";
import { findOwnedResume } from "../ownership";
import { followUpPaymentReport, type PaymentReportDeps } from "./after-report";
import { PAYMENT_MESSAGES, providerFailure } from "./errors";
import { syncWithProvider } from "./provider-state";

export interface PaymentStatusResult {
  paymentId: string;
  status: PublicPaymentStatus;
  isPaid: boolean;
}

export async function checkPaymentStatus(
  deps: PaymentReportDeps,
  actor: Actor,
  paymentId: string,
): Promise<PaymentStatusResult> {
  const { db, provider } = deps;
  const payment = await db.select().from(payments).where(eq(payments.id, paymentId)).get();
  // A stranger learns nothing, not even that the payment exists.
  if (!payment || !(await findOwnedResume(db, actor, payment.resumeId))) throw notFound(PAYMENT_MESSAGES.notFound);
  let current = payment;
  try {
    current = await syncWithProvider(db, provider, payment);
  } catch (error) {
    throw providerFailure(error, PAYMENT_MESSAGES.checkFailed, "");
  }
  // Also retries a cancel or refund, or a hand-off, that failed when the resume was paid.
  try {
    await followUpPaymentReport(deps, payment.resumeId);
  } catch (error) {
    // The answer is about the payment; the page's own analyze call reports a queue that is down.
    log.error("paid_analysis_start_failed", { resumeId: payment.resumeId, source: "check", ...describeError(error) });
  }
  const resume = await db
    .select({ isPaid: resumes.isPaid })
    .from(resumes)
    .where(eq(resumes.id, payment.resumeId))
    .get();
  return { paymentId: current.id, status: publicStatusOf(current.status), isPaid: resume?.isPaid ?? false };
}
