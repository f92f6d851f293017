/**
 * The CSRF half of the data layer (spec section 6, double submit): unsafe calls send `X-CSRFToken` equal to the
 * `csrftoken` cookie, which `GET /api/resume-count/` sets when it is missing. In production (and on https) the cookie
 * is `__Host-csrftoken` (worker/lib/cookies.ts); local http development uses the bare name.
 */
import { readCookie } from "../cookies";

const CSRF_COOKIES = ["__Host-csrftoken", "csrftoken"];
const readCsrfCookie = () => CSRF_COOKIES.map(readCookie).find((value) => value !== null) ?? null;

/** The address whose answer sets the cookie when the browser has none. */
export const CSRF_COOKIE_SOURCE = "/api/resume-count/";

let cookieRequest: Promise<void> | null = null;

/**
 * Runs a request to CSRF_COOKIE_SOURCE. While the browser has no cookie these run one at a time: two at once (the
 * counter's call and an upload's `ensureCsrfToken`) would each get a new token, and the later answer's cookie could
 * replace the token an unsafe call had just read («Сессия устарела» for a first-time visitor who is quick).
 */
export async function oneCookieSetterAtATime<T>(request: () => Promise<T>): Promise<T> {
  while (cookieRequest && !readCsrfCookie()) await cookieRequest;
  if (readCsrfCookie()) return request();
  const running = request();
  const settled = running.then(
    () => undefined,
    () => undefined,
  );
  cookieRequest = settled;
  try {
    return await running;
  } finally {
    if (cookieRequest === settled) cookieRequest = null;
  }
}

/** The token for an unsafe call; fetches the cookie first when this browser has none yet. */
export async function ensureCsrfToken(): Promise<string> {
  if (!readCsrfCookie())
    await oneCookieSetterAtATime(() =>
      // Offline: the unsafe call itself will fail and say so.
      fetch(CSRF_COOKIE_SOURCE, { credentials: "same-origin" }).catch(() => undefined),
    );
  return readCsrfCookie() ?? "";
}
