/** The payment API's error answers: the project's `{error, code}` plus the spec's `success`, `error_code`, `details`. */
import { ApiError } from "../../lib/errors";
import { PaymentProviderError } from "../../providers/payments/types";

export const PAYMENT_MESSAGES = {
  initFailed: "Не удалось инициализировать платеж",
  checkFailed: "Не удалось проверить статус платежа",
  alreadyPaid: "Анализ этого резюме уже оплачен",
  notFound: "Платеж не найден",
  unavailable: "Платёжный сервис недоступен. Пожалуйста, попробуйте ещё раз через минуту.",
  timeout: "Платёжный сервис не ответил вовремя. Пожалуйста, попробуйте ещё раз.",
  badResponse: "Платёжный сервис вернул некорректный ответ. Пожалуйста, попробуйте ещё раз.",
  rateLimited: "Слишком много попыток оплаты. Пожалуйста, попробуйте через час.",
  inProgress: "Платёж уже создаётся — подожди несколько секунд и попробуй снова.",
  receiptEmail: (siteName: string) =>
    `Для кассового чека нужен email: войдите через ${siteName} ID, и чек придёт на вашу почту.`,
} as const;

/** A payment API error: the project's `{error, code}` plus the spec's `success`, `error_code`, `details`. */
export function paymentError(
  status: 400 | 402 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503 | 504,
  code: string,
  message: string,
  errorCode: string | null = null,
  details: string | null = null,
) {
  return new ApiError(status, code, message, { success: false, error_code: errorCode, details });
}

export const alreadyPaid = () => paymentError(409, "already_paid", PAYMENT_MESSAGES.alreadyPaid, "already_paid");

/** A provider failure as the API answers it: the spec's `{success:false, error, error_code, details}`. */
export function providerFailure(error: unknown, failedMessage: string, siteName: string): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  switch (error.code) {
    case "provider_error":
      return paymentError(502, "payment_provider_error", failedMessage, error.providerCode, error.details);
    case "network_error":
      return paymentError(502, "payment_provider_unavailable", PAYMENT_MESSAGES.unavailable, "network_error");
    case "timeout":
      return paymentError(504, "payment_provider_timeout", PAYMENT_MESSAGES.timeout, "timeout");
    case "bad_response":
      return paymentError(502, "payment_provider_error", PAYMENT_MESSAGES.badResponse, "bad_response");
    case "receipt_email_required":
      return paymentError(
        422,
        "receipt_email_required",
        PAYMENT_MESSAGES.receiptEmail(siteName || "Rework"),
        "receipt_email_required",
      );
  }
}
