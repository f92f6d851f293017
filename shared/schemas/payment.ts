/** Payment API shapes (spec section 7), shared by the worker (validation, answers) and the client popup. */
import { z } from "zod";

export const initPaymentRequestSchema = z.object({ resume_id: z.string().trim().min(1).max(64) });
export const checkPaymentStatusRequestSchema = z.object({ payment_id: z.string().trim().min(1).max(64) });

export const PUBLIC_PAYMENT_STATUSES = ["completed", "failed", "cancelled", "pending"] as const;
export type PaymentStatus = (typeof PUBLIC_PAYMENT_STATUSES)[number];

export interface InitPaymentResponse {
  success: true;
  payment_id: string;
  payment_url: string;
}

export interface CheckPaymentStatusResponse {
  success: true;
  payment_id: string;
  status: PaymentStatus;
  is_paid: boolean;
}

/** Every payment failure: the project's `{error, code}` plus the spec's fields. */
export interface PaymentErrorResponse {
  success: false;
  error: string;
  code: string;
  error_code?: string | null;
  details?: string | null;
}

/**
 * Why the newest payment of a resume did not go through (decision 250): the code the failure page maps to its own
 * text (client/routes/PaymentFailPage.tsx). The bank returns the buyer to the FailURL without a reason, so the page
 * asks `GET /api/payment/outcome/?resume_id=…`; null when there is no settled failure to name.
 */
export const PAYMENT_FAILURE_REASONS = ["declined", "expired", "canceled"] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export interface PaymentOutcomeResponse {
  reason: PaymentFailureReason | null;
}
