/**
 * The sign-in marker (docs/decisions/252): after a code sign-in the browser keeps a signed, long-lived, HttpOnly
 * cookie naming the address (by hash) it signed in with. It is not a session and signs nobody in; it only tells
 * request-code that this browser is the owner's, so its code requests draw from the owner's own pool
 * (rate-limits.ts, decision 044) — also after a logout, which forgets the remember-device token (decision 046).
 * Without it, a stranger sending ten requests a day from two networks kept a logged-out owner out of code sign-in.
 *
 * Signed with HMAC-SHA-256 under a key the Worker makes on first use and keeps in KV (no secret to configure; nobody
 * outside the Worker can read it): a marker cannot be forged for someone else's address.
 */
import { constantTimeEqual } from "../../lib/crypto";
import { emailKey } from "./rate-limits";

export const SIGN_IN_MARKER_TTL_SECONDS = 365 * 24 * 60 * 60;
export const MARKER_KEY_KV = "sign-in-marker:key";
const VERSION = "v1";

async function hmacKey(kv: KVNamespace): Promise<CryptoKey> {
  let raw = await kv.get(MARKER_KEY_KV);
  if (!raw) {
    // Two first uses at once may both write; a marker signed under the losing key then just does not verify.
    raw = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
    await kv.put(MARKER_KEY_KV, raw);
  }
  const bytes = Uint8Array.from(atob(raw), (char) => char.charCodeAt(0));
  return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

async function signature(kv: KVNamespace, payload: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(kv), new TextEncoder().encode(payload));
  return btoa(String.fromCharCode(...new Uint8Array(mac)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** `v1.<address hash>.<issued, unix seconds>.<HMAC>` for the address just signed in with. */
export async function issueSignInMarker(kv: KVNamespace, email: string, now = Date.now()): Promise<string> {
  const payload = `${VERSION}.${await emailKey(email)}.${Math.floor(now / 1000)}`;
  return `${payload}.${await signature(kv, payload)}`;
}

/** True when `marker` is ours, unexpired and names `email`. */
export async function markerNames(
  kv: KVNamespace,
  marker: string | undefined,
  email: string,
  now = Date.now(),
): Promise<boolean> {
  if (!marker || marker.length > 200) return false;
  const parts = marker.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) return false;
  const [version, address, issued, mac] = parts as [string, string, string, string];
  const issuedSeconds = Number(issued);
  if (!Number.isInteger(issuedSeconds) || now / 1000 - issuedSeconds > SIGN_IN_MARKER_TTL_SECONDS) return false;
  if (address !== (await emailKey(email))) return false;
  return constantTimeEqual(mac, await signature(kv, `${version}.${address}.${issued}`));
}
