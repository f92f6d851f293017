/**
 * Fixed-window rate limits counted in D1 with one atomic upsert (KV's read-modify-write could lose increments).
 * Returns whether the call is allowed; the caller throws its own Russian message.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

export interface RateLimitRule {
  /** e.g. "upload:visitor:<id>" */
  key: string;
  limit: number;
  windowSeconds: number;
}

export async function hitRateLimit(db: Database, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${rule.key}, ${windowStart}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
      window_start = excluded.window_start
    RETURNING count`);
  return (row?.count ?? 1) <= rule.limit;
}

/** Every rule must allow the call (e.g. per visitor and per IP); all are counted. */
export async function hitAllRateLimits(db: Database, rules: RateLimitRule[], now = Date.now()): Promise<boolean> {
  const results = await Promise.all(rules.map((rule) => hitRateLimit(db, rule, now)));
  return results.every(Boolean);
}

export async function deleteStaleRateLimits(db: Database, now = Date.now()): Promise<void> {
  // Windows are at most a day long here; anything older than two days is dead weight.
  await db.run(sql`DELETE FROM rate_limits WHERE window_start < ${Math.floor(now / 1000) - 2 * 86400}`);
}

/** The client's address as Cloudflare reports it; "local" in development where the header is absent. */
export function clientIp(headers: Headers): string {
  return headers.get("CF-Connecting-IP") ?? "local";
}
