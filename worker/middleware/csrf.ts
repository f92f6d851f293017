/**
 * CSRF as the spec has it: `GET /api/resume-count/` sets a readable `csrftoken` cookie, and every unsafe /api call
 * must echo it in `X-CSRFToken` (double-submit). Payment-provider webhooks are exempt: they are verified by signature.
 */
import type { MiddlewareHandler } from "hono";
import { ApiError } from "../lib/errors";
import { constantTimeEqual } from "../lib/crypto";
import { COOKIE, getCookie, setServerCookie } from "../lib/cookies";
import { newId } from "../lib/ids";
import type { AppEnv } from "../types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Paths called by outside systems (or by the provider's own pages) rather than by our client. */
export const CSRF_EXEMPT_PATHS = new Set(["/api/payment/notification/", "/api/payment/sandbox/complete/"]);

export const CSRF_MESSAGE = "Сессия устарела: обнови страницу и попробуй ещё раз.";

export const csrfProtection: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || CSRF_EXEMPT_PATHS.has(c.req.path)) return next();
  const cookieToken = getCookie(c, COOKIE.csrf);
  const headerToken = c.req.header("X-CSRFToken");
  if (!cookieToken || !headerToken || !constantTimeEqual(cookieToken, headerToken)) {
    throw new ApiError(403, "csrf_failed", CSRF_MESSAGE);
  }
  return next();
};

/** Issues the CSRF cookie if the browser has none. Readable by the page (not HttpOnly) by design. */
export function ensureCsrfCookie(c: Parameters<MiddlewareHandler<AppEnv>>[0]): void {
  if (getCookie(c, COOKIE.csrf)) return;
  setServerCookie(c, COOKIE.csrf, newId(24), 365 * 24 * 60 * 60, { httpOnly: false });
}
