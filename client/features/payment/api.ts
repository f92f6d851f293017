/**
 * The payment calls of spec section 7 (`POST /api/payment/init/`, `POST /api/payment/check-status/`) with the
 * payment part of the section 8 error catalogue: the server's text, else the catalogue's fallbacks, with
 * ' (code: details)' appended when the answer carries both.
 */
import { apiHeaders } from "../../lib/api";
import type { CheckPaymentStatusResponse, InitPaymentResponse, PaymentStatus } from "../../../shared/schemas/payment";

export const PAYMENT_TEXTS = {
  initError: "Произошла ошибка при инициализации платежа",
  initFailed: "Не удалось инициализировать платеж",
  unknown: "Произошла неизвестная ошибка",
  statusError: "Произошла ошибка при проверке статуса платежа",
  statusFailed: "Не удалось проверить статус платежа",
  notCompleted: "Платеж не был завершен. Пожалуйста, попробуйте снова.",
} as const;

/** A payment call that failed; `code` is the server's machine code (e.g. `already_paid`) when there was one. */
export class PaymentRequestError extends Error {
  constructor(
    message: string,
    public readonly code: string | null = null,
  ) {
    super(message);
    this.name = "PaymentRequestError";
  }
}

type Body = Record<string, unknown> | null;

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

/** The catalogue's composition: `error` (or a fallback) + ' (error_code: details)' when both exist. */
export function paymentErrorMessage(body: Body, fallback: string): string {
  const message = text(body?.error) ?? fallback;
  const code = text(body?.error_code);
  const details = text(body?.details);
  return code && details ? `${message} (${code}: ${details})` : message;
}

async function postPayment(path: string, payload: unknown, fallbacks: { http: string; refused: string }): Promise<Body> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: await apiHeaders("POST", { "Content-Type": "application/json" }),
      credentials: "same-origin",
      body: JSON.stringify(payload),
    });
  } catch {
    // No answer at all (offline, blocked): the catalogue's generic text for this call.
    throw new PaymentRequestError(fallbacks.http, "network_error");
  }
  const body = (await response.json().catch(() => null)) as Body;
  if (!response.ok) throw new PaymentRequestError(paymentErrorMessage(body, fallbacks.http), text(body?.code));
  if (!body || body.success !== true) throw new PaymentRequestError(paymentErrorMessage(body, fallbacks.refused), text(body?.code));
  return body;
}

export async function initPayment(resumeId: string): Promise<InitPaymentResponse> {
  const body = await postPayment("/api/payment/init/", { resume_id: resumeId }, { http: PAYMENT_TEXTS.initError, refused: PAYMENT_TEXTS.initFailed });
  if (typeof body?.payment_id !== "string" || typeof body.payment_url !== "string") throw new PaymentRequestError(PAYMENT_TEXTS.initFailed);
  return body as unknown as InitPaymentResponse;
}

const STATUSES: readonly PaymentStatus[] = ["completed", "failed", "cancelled", "pending"];

export async function checkPaymentStatus(paymentId: string): Promise<CheckPaymentStatusResponse> {
  const body = await postPayment("/api/payment/check-status/", { payment_id: paymentId }, { http: PAYMENT_TEXTS.statusError, refused: PAYMENT_TEXTS.statusFailed });
  const status = STATUSES.find((value) => value === body?.status) ?? "pending";
  return { success: true, payment_id: paymentId, status, is_paid: body?.is_paid === true };
}

/** Any thrown value as the text the popup shows. */
export function messageOf(error: unknown): string {
  return error instanceof PaymentRequestError ? error.message : PAYMENT_TEXTS.unknown;
}
