import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";

export const COOKIE = {
  csrf: "csrftoken",
  session: "rework_session",
  visitor: "rework_visitor",
  device: "rework_device",
} as const;

/** Secure only over https, so local http development keeps working. */
export function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === "https:";
}

export function setServerCookie(c: Context, name: string, value: string, maxAgeSeconds: number, extra: CookieOptions = {}) {
  setCookie(c, name, value, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    maxAge: maxAgeSeconds,
    ...extra,
  });
}

export function clearCookie(c: Context, name: string) {
  deleteCookie(c, name, { path: "/", secure: isHttps(c) });
}

export { getCookie };
