/**
 * Errors of the business API as RFC 9457 problem details (`application/problem+json`), in the caller's language.
 * Codes the API defines have both texts in services/business/messages.ts; the site's own refusals (upload,
 * extraction, vacancy match) keep their exact Russian text and get the English one by code.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiLanguage } from "../../../shared/schemas/business";
import { ApiError } from "../../lib/errors";
import { describeError, log } from "../../lib/log";
import { API_MESSAGES, type ApiMessageCode, ENGLISH_BY_CODE } from "../../services/business/messages";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

const TITLES: Partial<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function problemDetail(code: string, language: ApiLanguage, russian?: string): string {
  const own = API_MESSAGES[code as ApiMessageCode];
  if (own) return own[language];
  if (language === "en") return ENGLISH_BY_CODE[code] ?? russian ?? code;
  return russian ?? code;
}

export function problem(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  russian?: string,
  extraDetail?: string,
): Response {
  const language: ApiLanguage = c.get("lang") ?? "ru";
  const detail = problemDetail(code, language, russian);
  const body = {
    type: `/developers#error-${code}`,
    title: TITLES[status] ?? "Error",
    status,
    detail: extraDetail ? `${detail} (${extraDetail})` : detail,
    instance: c.req.path,
    code,
    request_id: c.get("requestId") as string | undefined,
  };
  c.header("Cache-Control", "no-store");
  return c.body(JSON.stringify(body), status, { "Content-Type": PROBLEM_CONTENT_TYPE });
}

/** The v1 app's error handler: every error becomes a problem; unexpected ones are logged and answered 500. */
export function problemFromError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    const extra = typeof error.extra.detail === "string" ? error.extra.detail : undefined;
    return problem(c, error.status, error.code, error.message === error.code ? undefined : error.message, extra);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Thrown by Hono or @hono/zod-openapi itself: a body over a cap, a Content-Type the route does not take.
    if (error.status === 413) return problem(c, 413, "payload_too_large");
    if (error.status === 415) return problem(c, 415, "unsupported_media_type");
    return problem(c, 400, "validation_error");
  }
  log.error("api_v1_unhandled_error", { requestId: c.get("requestId"), path: c.req.path, ...describeError(error) });
  return problem(c, 500, "internal_error");
}
