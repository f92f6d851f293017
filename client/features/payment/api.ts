/**
 * The payment calls of spec section 7 (`POST /api/payment/init/`, `POST /api/payment/check-status/`) with the
 * payment part of the section 8 error catalogue: the server's text, else the catalogue's fallbacks, with
 * ' (code: details)' appended when the answer carries both.
 */

import {
  type CheckPaymentStatusResponse,
  type InitPaymentResponse,
  PAYMENT_FAILURE_REASONS,
  type PaymentFailureReason,
  type PaymentOutcomeResponse,
  type PaymentStatus,
} from "../../../shared/schemas/payment";
import { ApiError, api } from "../../lib/api";

export const PAYMENT_TEXTS = {
  initError: "Произошла ошибка при инициализации платежа",
  initFailed: "Не удалось инициализировать платеж",
  unknown: "Произошла неизвестная ошибка",
  statusError: "Произошла ошибка при проверке статуса платежа",
  statusFailed: "Не удалось проверить статус платежа",
  notCompleted: "Платеж не был завершен. Пожалуйста, попробуйте снова.",
} as const;

type Body = Record<string, unknown> | null | undefined;

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

/** The catalogue's composition: `error` (or a fallback) + ' (error_code: details)' when both exist. */
export function paymentErrorMessage(body: unknown, fallback: string): string {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : null;
  const message = text(fields?.error) ?? fallback;
  const code = text(fields?.error_code);
  const details = text(fields?.details);
  return code && details ? `${message} (${code}: ${details})` : message;
}

/** A payment POST: an HTTP error uses the `http` fallback; a 200 without `success: true` is refused by the bank. */
async function postPayment(
  path: string,
  payload: unknown,
  fallbacks: { http: string; refused: string },
): Promise<Body> {
  const body = await api<Body>(path, {
    method: "POST",
    json: payload,
    fallback: fallbacks.http,
    badResponse: fallbacks.refused,
    explain: paymentErrorMessage,
  });
  if (body?.success !== true)
    throw new ApiError(paymentErrorMessage(body, fallbacks.refused), 200, text(body?.code), body);
  return body;
}

export async function initPayment(resumeId: string): Promise<InitPaymentResponse> {
  const body = await postPayment(
    "/api/payment/init/",
    { resume_id: resumeId },
    { http: PAYMENT_TEXTS.initError, refused: PAYMENT_TEXTS.initFailed },
  );
  if (typeof body?.payment_id !== "string" || typeof body.payment_url !== "string")
    throw new ApiError(PAYMENT_TEXTS.initFailed, 200);
  return body as unknown as InitPaymentResponse;
}

const STATUSES: readonly PaymentStatus[] = ["completed", "failed", "cancelled", "pending"];

export async function checkPaymentStatus(paymentId: string): Promise<CheckPaymentStatusResponse> {
  const body = await postPayment(
    "/api/payment/check-status/",
    { payment_id: paymentId },
    { http: PAYMENT_TEXTS.statusError, refused: PAYMENT_TEXTS.statusFailed },
  );
  const status = STATUSES.find((value) => value === body?.status) ?? "pending";
  return { success: true, payment_id: paymentId, status, is_paid: body?.is_paid === true };
}

/** Any thrown value as the text the popup shows. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : PAYMENT_TEXTS.unknown;
}

/**
 * Why the resume's newest payment failed (`GET /api/payment/outcome/{id}/`, decision 250): the failure page shows
 * its own text for the code. Any failure of this call is null: the page keeps the general text.
 */
export async function fetchPaymentFailureReason(
  resumeId: string,
  signal?: AbortSignal,
): Promise<PaymentFailureReason | null> {
  try {
    const body = await api<PaymentOutcomeResponse>(`/api/payment/outcome/${encodeURIComponent(resumeId)}/`, {
      signal,
      fallback: PAYMENT_TEXTS.unknown,
    });
    return PAYMENT_FAILURE_REASONS.find((reason) => reason === body?.reason) ?? null;
  } catch {
    return null;
  }
}

/** Whether the server counts the resume as paid yet (the success page waits for it; decision 250). */
export async function isResumePaid(resumeId: string, signal?: AbortSignal): Promise<boolean> {
  const body = await api<{ is_paid?: unknown }>(`/api/resumes/${encodeURIComponent(resumeId)}/`, {
    signal,
    fallback: PAYMENT_TEXTS.statusFailed,
  });
  return body?.is_paid === true;
}
