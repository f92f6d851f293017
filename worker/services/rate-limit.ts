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

const windowStartOf = (rule: RateLimitRule, now: number) =>
  Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;

/** Counts the call, allowed or not: for limits on work that was done anyway (an upload's body is read). */
export async function hitRateLimit(db: Database, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
  const windowStart = windowStartOf(rule, now);
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

/**
 * Takes one unit of the rule only when the window still has one (one conditional upsert, so parallel calls never
 * overshoot): a refused call costs nothing, so whoever floods a shared limit does not push it further away.
 */
export async function takeRateLimit(db: Database, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
  const windowStart = windowStartOf(rule, now);
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${rule.key}, ${windowStart}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
      window_start = excluded.window_start
    WHERE rate_limits.window_start <> excluded.window_start OR rate_limits.count < ${rule.limit}
    RETURNING count`);
  return row !== undefined && row !== null;
}

/** Gives back a unit taken by takeRateLimit (when a later rule refused the same call). */
async function returnRateLimit(db: Database, rule: RateLimitRule, now: number): Promise<void> {
  await db.run(sql`UPDATE rate_limits SET count = count - 1
    WHERE key = ${rule.key} AND window_start = ${windowStartOf(rule, now)} AND count > 0`);
}

/**
 * Every rule must have room; a call refused by one rule takes nothing from the others (rules are taken in order
 * and given back on refusal). Returns the refusing rule, or null when the call is allowed.
 */
export async function takeAllRateLimits(
  db: Database,
  rules: RateLimitRule[],
  now = Date.now(),
): Promise<RateLimitRule | null> {
  const taken: RateLimitRule[] = [];
  for (const rule of rules) {
    if (!(await takeRateLimit(db, rule, now))) {
      await Promise.all(taken.map((done) => returnRateLimit(db, done, now)));
      return rule;
    }
    taken.push(rule);
  }
  return null;
}

export async function deleteStaleRateLimits(db: Database, now = Date.now()): Promise<void> {
  // Windows are at most a day long here; anything older than two days is dead weight.
  await db.run(sql`DELETE FROM rate_limits WHERE window_start < ${Math.floor(now / 1000) - 2 * 86400}`);
}

/**
 * The caller's network for per-IP limits, as Cloudflare reports the address: IPv4 as is, IPv6 cut to its /64 (one
 * subscriber usually gets a whole /64, so counting full IPv6 addresses would give one machine unlimited fresh
 * "IPs"). "local" in development where the header is absent. Every per-IP limit uses this one helper.
 */
/** The network of a request without CF-Connecting-IP: only off Cloudflare (wrangler dev, tests). */
export const LOCAL_NETWORK = "local";

export function clientNetwork(headers: Headers): string {
  const address = headers.get("CF-Connecting-IP")?.trim();
  if (!address) return LOCAL_NETWORK;
  if (!address.includes(":")) return address;
  const prefix = ipv6Prefix64(address);
  return prefix ? `${prefix}::/64` : address;
}

/** The first four hextets of an IPv6 address ("2001:db8:0:1"), or null when it does not parse. */
function ipv6Prefix64(address: string): string | null {
  const [head = "", tail, ...rest] = address.toLowerCase().split("%")[0]!.split("::");
  if (rest.length > 0) return null;
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) takes two groups; it is never in the first 64 bits unless the
  // address is IPv4-mapped, which Cloudflare reports as plain IPv4 anyway.
  const groupCount = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
  const missing = 8 - groupCount(headGroups) - groupCount(tailGroups);
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...tailGroups];
  const first = groups.slice(0, 4);
  if (!first.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return first.map((group) => group.replace(/^0+(?=.)/, "")).join(":");
}
