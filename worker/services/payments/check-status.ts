/** `checkPaymentStatus`: the buyer's poll after returning from the bank (spec section 4). */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, resumes } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { publicStatusOf, type PublicPaymentStatus } from "../../providers/payments/status";
import type { PaymentProvider } from "../../providers/payments/types";
import type { Actor, RunInBackground } from "../../types";
import { findOwnedResume } from "../ownership";
import { PAYMENT_MESSAGES, providerFailure } from "./errors";
import { closeRedundantPayments } from "./no-double-charge";
import { syncWithProvider } from "./provider-state";

export interface PaymentStatusResult {
  paymentId: string;
  status: PublicPaymentStatus;
  isPaid: boolean;
}

export async function checkPaymentStatus(
  db: Database,
  provider: PaymentProvider,
  actor: Actor,
  paymentId: string,
  runInBackground: RunInBackground,
): Promise<PaymentStatusResult> {
  const payment = await db.select().from(payments).where(eq(payments.id, paymentId)).get();
  // A stranger learns nothing, not even that the payment exists.
  if (!payment || !(await findOwnedResume(db, actor, payment.resumeId))) throw notFound(PAYMENT_MESSAGES.notFound);
  let current = payment;
  try {
    current = await syncWithProvider(db, provider, payment);
  } catch (error) {
    throw providerFailure(error, PAYMENT_MESSAGES.checkFailed, "");
  }
  // Also retries a cancel or refund that failed when the resume was paid.
  runInBackground(closeRedundantPayments(db, provider, payment.resumeId));
  const resume = await db.select({ isPaid: resumes.isPaid }).from(resumes).where(eq(resumes.id, payment.resumeId)).get();
  return { paymentId: current.id, status: publicStatusOf(current.status), isPaid: resume?.isPaid ?? false };
}
