/**
 * The site's cookies. In production (and on any https origin) every cookie is `Secure` and carries the `__Host-`
 * prefix (ASVS 5.0 V3.3.1): the browser then refuses it unless it was set over https, for path `/` and without a
 * Domain, so neither a sibling subdomain nor a plain-http page can plant or overwrite it. Local development over
 * http keeps the bare names (`__Host-` cookies cannot exist there). Callers use the bare names from COOKIE; the
 * prefix is added here, in one place. The client reads the CSRF cookie under either name (client/lib/api.ts).
 */
import type { Context } from "hono";
import { deleteCookie, getCookie as readCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { AppEnv } from "../types";

export const COOKIE = {
  csrf: "csrftoken",
  session: "rework_session",
  visitor: "rework_visitor",
  device: "rework_device",
  /** The sign-in marker: limits only, never a session (services/auth/sign-in-marker.ts, decision 252). */
  signInMarker: "rework_signin",
} as const;

export const SECURE_COOKIE_PREFIX = "__Host-";

export function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === "https:";
}

/** Secure (and prefixed) always in production, and on https anywhere; plain only for local http development. */
export function usesSecureCookies(c: Context<AppEnv>): boolean {
  return c.var.config?.environment === "production" || isHttps(c);
}

export function cookieName(c: Context<AppEnv>, name: string): string {
  return usesSecureCookies(c) ? `${SECURE_COOKIE_PREFIX}${name}` : name;
}

export function getCookie(c: Context<AppEnv>, name: string): string | undefined {
  return readCookie(c, cookieName(c, name));
}

/** `httpOnly: false` for the one cookie the page must read (CSRF). */
export function setServerCookie(
  c: Context<AppEnv>,
  name: string,
  value: string,
  maxAgeSeconds: number,
  extra: CookieOptions = {},
) {
  setCookie(c, cookieName(c, name), value, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: usesSecureCookies(c),
    maxAge: maxAgeSeconds,
    ...extra,
  });
}

export function clearCookie(c: Context<AppEnv>, name: string) {
  deleteCookie(c, cookieName(c, name), { path: "/", secure: usesSecureCookies(c) });
}
