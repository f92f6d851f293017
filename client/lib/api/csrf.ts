/**
 * The CSRF half of the data layer (spec section 6, double submit): unsafe calls send `X-CSRFToken` equal to the
 * `csrftoken` cookie, which `GET /api/resume-count/` sets when it is missing.
 */
import { readCookie } from "../cookies";

const CSRF_COOKIE = "csrftoken";

let csrfRequest: Promise<void> | null = null;

/** The token for an unsafe call; fetches the cookie first when this browser has none yet (one request at a time). */
export async function ensureCsrfToken(): Promise<string> {
  if (!readCookie(CSRF_COOKIE)) {
    csrfRequest ??= fetch("/api/resume-count/", { credentials: "same-origin" }).then(
      () => undefined,
      () => undefined, // Offline: the unsafe call itself will fail and say so.
    );
    await csrfRequest;
    csrfRequest = null;
  }
  return readCookie(CSRF_COOKIE) ?? "";
}
