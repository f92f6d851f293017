/**
 * CSRF as the spec has it: `GET /api/resume-count/` sets a readable `csrftoken` cookie, and every unsafe /api call
 * must echo it in `X-CSRFToken` (double-submit). A route called by outside systems (the payment provider's webhook,
 * the sandbox bank's own form) declares `csrfExempt` among its handlers and is verified by signature or token instead.
 */
import type { MiddlewareHandler } from "hono";
import { COOKIE, getCookie, setServerCookie } from "../lib/cookies";
import { constantTimeEqual } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import { newId } from "../lib/ids";
import type { AppEnv } from "../types";
import { marker, routeDeclares } from "./route-declarations";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Listed by a route that outside systems (or the provider's own pages) call rather than our client. */
export const csrfExempt = marker();

export const CSRF_MESSAGE = "Сессия устарела: обнови страницу и попробуй ещё раз.";

export const csrfProtection: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || routeDeclares(c, (handler) => handler === csrfExempt)) return next();
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
