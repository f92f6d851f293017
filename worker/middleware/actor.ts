/** Resolves who is calling from the HttpOnly cookies; nothing in a URL or body is trusted for identity. */
import type { Context, MiddlewareHandler } from "hono";
import { COOKIE, clearCookie, getCookie, setServerCookie } from "../lib/cookies";
import { unauthorized } from "../lib/errors";
import { newId } from "../lib/ids";
import { resolveSession } from "../services/sessions";
import type { AppEnv } from "../types";

const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const resolveActor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const visitorCookie = getCookie(c, COOKIE.visitor);
  const visitorId = visitorCookie && VISITOR_ID_PATTERN.test(visitorCookie) ? visitorCookie : null;
  const sessionToken = getCookie(c, COOKIE.session);
  let userId: string | null = null;
  if (sessionToken) {
    userId = await resolveSession(c.var.db, sessionToken);
    if (!userId) clearCookie(c, COOKIE.session);
  }
  c.set("actor", { userId, visitorId });
  await next();
};

/** The visitor id for anonymous ownership, issuing the cookie on first need (e.g. the first upload). */
export function ensureVisitorId(c: Context<AppEnv>): string {
  const existing = c.var.actor.visitorId;
  if (existing) return existing;
  const visitorId = newId();
  setServerCookie(c, COOKIE.visitor, visitorId, VISITOR_COOKIE_MAX_AGE);
  c.set("actor", { ...c.var.actor, visitorId });
  return visitorId;
}

export const NOT_SIGNED_IN_MESSAGE = "Пользователь не авторизован";

/** The signed-in user's id, or the spec's 401 for a route that needs an account. */
export function requireUserId(c: Context<AppEnv>): string {
  const userId = c.var.actor.userId;
  if (!userId) throw unauthorized(NOT_SIGNED_IN_MESSAGE);
  return userId;
}
