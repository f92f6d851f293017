/**
 * The CSRF half of the data layer (spec section 6, double submit): unsafe calls send `X-CSRFToken` equal to the
 * `csrftoken` cookie, which `GET /api/resume-count/` sets when it is missing. In production (and on https) the cookie
 * is `__Host-csrftoken` (worker/lib/cookies.ts); local http development uses the bare name.
 */
import { readCookie } from "../cookies";

const CSRF_COOKIES = ["__Host-csrftoken", "csrftoken"];
const readCsrfCookie = () => CSRF_COOKIES.map(readCookie).find((value) => value !== null) ?? null;

let csrfRequest: Promise<void> | null = null;

/** The token for an unsafe call; fetches the cookie first when this browser has none yet (one request at a time). */
export async function ensureCsrfToken(): Promise<string> {
  if (!readCsrfCookie()) {
    csrfRequest ??= fetch("/api/resume-count/", { credentials: "same-origin" }).then(
      () => undefined,
      () => undefined, // Offline: the unsafe call itself will fail and say so.
    );
    await csrfRequest;
    csrfRequest = null;
  }
  return readCsrfCookie() ?? "";
}
