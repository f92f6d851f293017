/**
 * Why a resume's newest payment failed, for the payment-failure page (decision 250). T-Bank and the sandbox return
 * the buyer to the FailURL given at Init, which carries only `resume_id` (decision 049): the reason is read here from
 * the payment's recorded status, asking the provider first if the row is not settled yet (T-Bank notifies before it
 * redirects, so this is rare).
 */
import { desc, eq } from "drizzle-orm";
import type { PaymentFailureReason } from "../../../shared/schemas/payment";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import { describeError, log } from "../../lib/log";
import type { PaymentProvider } from "../../providers/payments/types";
import type { Actor } from "../../types";
import { requireOwnedResume } from "../ownership";
import { syncWithProvider } from "./provider-state";

/** The provider's statuses (providers/payments/status.ts) the failure page has a text for. */
const REASON_BY_STATUS: Readonly<Record<string, PaymentFailureReason>> = {
  REJECTED: "declined",
  AUTH_FAIL: "declined",
  DEADLINE_EXPIRED: "expired",
  CANCELED: "canceled",
};

export async function paymentFailureReason(
  db: Database,
  provider: PaymentProvider | null,
  actor: Actor,
  resumeId: string,
): Promise<PaymentFailureReason | null> {
  // A stranger's resume is a 404, as everywhere (ownership.ts).
  await requireOwnedResume(db, actor, resumeId);
  let payment = await db
    .select()
    .from(payments)
    .where(eq(payments.resumeId, resumeId))
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .get();
  if (!payment) return null;
  if (provider) {
    try {
      payment = await syncWithProvider(db, provider, payment);
    } catch (error) {
      // The page still shows the general text; the reason is a courtesy.
      log.warn("payment_outcome_check_failed", { paymentId: payment.id, ...describeError(error) });
    }
  }
  return REASON_BY_STATUS[payment.status] ?? null;
}
