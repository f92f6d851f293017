/**
 * Per-key rate limits of the business API, told to the client with the IETF draft's fields
 * (draft-ietf-httpapi-ratelimit-headers-10): `RateLimit-Policy: "per-key";q=<quota>;w=<window s>` and
 * `RateLimit: "per-key";r=<remaining>;t=<seconds until the window resets>`, plus `Retry-After` on a 429. Counted
 * in D1 fixed windows like the site's limits (decision 004): exact, shared by every location.
 */
import type { Database } from "../../db/client";
import type { ApiKeyMode } from "../../db/schema";
import { countRateLimit } from "../rate-limit";

export const KEY_RATE_LIMITS: Record<ApiKeyMode, { limit: number; windowSeconds: number }> = {
  live: { limit: 120, windowSeconds: 60 },
  test: { limit: 60, windowSeconds: 60 },
};

export interface KeyRateState {
  allowed: boolean;
  headers: Record<string, string>;
}

export async function takeKeyRate(
  db: Database,
  key: { id: string; mode: ApiKeyMode },
  now = Date.now(),
): Promise<KeyRateState> {
  const rule = { key: `api-key:${key.id}`, ...KEY_RATE_LIMITS[key.mode] };
  const { count, windowStart } = await countRateLimit(db, rule, now);
  const remaining = Math.max(0, rule.limit - count);
  const resetSeconds = Math.max(1, windowStart + rule.windowSeconds - Math.floor(now / 1000));
  const headers: Record<string, string> = {
    "RateLimit-Policy": `"per-key";q=${rule.limit};w=${rule.windowSeconds}`,
    RateLimit: `"per-key";r=${remaining};t=${resetSeconds}`,
  };
  const allowed = count <= rule.limit;
  if (!allowed) headers["Retry-After"] = String(resetSeconds);
  return { allowed, headers };
}
