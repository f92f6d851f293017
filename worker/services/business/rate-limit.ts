/**
 * Per-key rate limits of the business API, told to the client with the IETF draft's fields
 * (draft-ietf-httpapi-ratelimit-headers-10): `RateLimit-Policy: "per-key";q=<quota>;w=<window s>` and
 * `RateLimit: "per-key";r=<remaining>;t=<seconds until the window resets>`, plus `Retry-After` on a 429. Counted
 * in the site's D1 fixed windows (`rate_limits`, decision 004: exact, shared by every location), in the same D1
 * batch as the key's lookup (keys.ts `authenticateApiKey`).
 */
import type { ApiKeyMode } from "../../db/schema";

/** One window length for both modes, so the window can be counted before the key (and its mode) is known. */
export const KEY_RATE_WINDOW_SECONDS = 60;
export const KEY_RATE_PREFIX = "api-key:";
export const KEY_RATE_LIMITS: Record<ApiKeyMode, { limit: number; windowSeconds: number }> = {
  live: { limit: 120, windowSeconds: KEY_RATE_WINDOW_SECONDS },
  test: { limit: 60, windowSeconds: KEY_RATE_WINDOW_SECONDS },
};

export interface KeyRateState {
  allowed: boolean;
  headers: Record<string, string>;
}

/** Whether this call (the `count`-th of its window) is allowed, and the headers that say what is left. */
export function keyRateState(
  mode: ApiKeyMode,
  rate: { count: number; windowStart: number },
  now = Date.now(),
): KeyRateState {
  const rule = KEY_RATE_LIMITS[mode];
  const remaining = Math.max(0, rule.limit - rate.count);
  const resetSeconds = Math.max(1, rate.windowStart + rule.windowSeconds - Math.floor(now / 1000));
  const headers: Record<string, string> = {
    "RateLimit-Policy": `"per-key";q=${rule.limit};w=${rule.windowSeconds}`,
    RateLimit: `"per-key";r=${remaining};t=${resetSeconds}`,
  };
  const allowed = rate.count <= rule.limit;
  if (!allowed) headers["Retry-After"] = String(resetSeconds);
  return { allowed, headers };
}
