/**
 * One error shape for the whole API: `{ "error": "<Russian message>", "code": "<machine_code>" }`.
 * Throw `ApiError` anywhere below a route; `app.onError` turns it into that JSON.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class ApiError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly code: string,
    message: string,
    /** Extra public fields merged into the body (e.g. `error_code`/`details` for payments). */
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const GENERIC_ERROR_MESSAGE = "Произошла внутренняя ошибка сервера. Пожалуйста, попробуй позже.";

export const notFound = (message = "Не найдено") => new ApiError(404, "not_found", message);
export const unauthorized = (message = "Пользователь не авторизован") => new ApiError(401, "unauthorized", message);
export const forbidden = (message = "Доступ запрещён") => new ApiError(403, "forbidden", message);
export const badRequest = (message: string, code = "bad_request") => new ApiError(400, code, message);
export const tooManyRequests = (message: string) => new ApiError(429, "rate_limited", message);
