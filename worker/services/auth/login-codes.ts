/**
 * One-time sign-in codes (ASVS 5.0 V6.5/V6.6): 6 digits from the CSPRNG, valid 10 minutes, single use, at most
 * five comparisons each. D1 decides everything (it is consistent; KV is not, see protocols brief §5): the row
 * keeps the hash, the attempt counter, the expiry and the consumption time. KV gets a copy of the hash with a
 * 10-minute TTL, deleted on use, so the code also vanishes from the edge store without a cron.
 */
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loginCodes } from "../../db/schema";
import { constantTimeEqual, randomDigits, sha256Hex } from "../../lib/crypto";
import { newId } from "../../lib/ids";
import { clearFailures, recordFailure, reserveComparison } from "./code-failures";
import { emailKey } from "./rate-limits";

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export const codeKvKey = (codeId: string) => `login-code:${codeId}`;

/** The code id salts the hash, so one table of 10^6 precomputed hashes does not open every row. */
export function hashCode(codeId: string, code: string): Promise<string> {
  return sha256Hex(`${codeId}:${code}`);
}

export interface IssuedCode {
  codeId: string;
  code: string;
}

export async function issueLoginCode(
  db: Database,
  kv: KVNamespace,
  email: string,
  now = Date.now(),
): Promise<IssuedCode> {
  const codeId = newId();
  const code = randomDigits(CODE_LENGTH);
  const codeHash = await hashCode(codeId, code);
  await db
    .insert(loginCodes)
    .values({ id: codeId, email, codeHash, createdAt: new Date(now), expiresAt: new Date(now + CODE_TTL_MS) });
  await kv.put(codeKvKey(codeId), codeHash, { expirationTtl: CODE_TTL_MS / 1000 });
  return { codeId, code };
}

export type CodeCheck =
  | { ok: true; email: string }
  | { ok: false; reason: "unknown" | "expired" | "used" | "locked" }
  | { ok: false; reason: "wrong"; attemptsLeft: number }
  /** Too many wrong codes for this address lately: wait before comparing again (code-failures.ts). */
  | { ok: false; reason: "backoff"; waitMs: number };

/**
 * Counts the attempt first (atomic conditional UPDATE), then compares: even many parallel guesses get at most
 * MAX_CODE_ATTEMPTS comparisons. A right code is then consumed with `consumed_at IS NULL` so only one request
 * can ever win it. Before a code's second and later comparisons the address' back-off across codes is consulted
 * (code-failures.ts); the first comparison of a fresh code never waits.
 */
export async function checkLoginCode(
  db: Database,
  kv: KVNamespace,
  codeId: string,
  input: string,
  now = Date.now(),
): Promise<CodeCheck> {
  const target = await db
    .select({
      email: loginCodes.email,
      attempts: loginCodes.attempts,
      consumedAt: loginCodes.consumedAt,
      expiresAt: loginCodes.expiresAt,
    })
    .from(loginCodes)
    .where(eq(loginCodes.id, codeId))
    .get();
  if (!target) return { ok: false, reason: "unknown" };
  const address = await emailKey(target.email);
  const stillUsable = !target.consumedAt && target.attempts < MAX_CODE_ATTEMPTS && target.expiresAt.getTime() > now;
  // A dead code is refused for its own reason below; only a live code's second and later tries wait.
  if (stillUsable && target.attempts > 0) {
    const { waitMs } = await reserveComparison(db, address, now);
    if (waitMs > 0) return { ok: false, reason: "backoff", waitMs };
  }

  const counted = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(
        eq(loginCodes.id, codeId),
        isNull(loginCodes.consumedAt),
        lt(loginCodes.attempts, MAX_CODE_ATTEMPTS),
        gt(loginCodes.expiresAt, new Date(now)),
      ),
    )
    .returning({ codeHash: loginCodes.codeHash, attempts: loginCodes.attempts })
    .get();
  if (!counted) return { ok: false, reason: await whyRefused(db, codeId, now) };

  if (!constantTimeEqual(await hashCode(codeId, input), counted.codeHash)) {
    await recordFailure(db, address, now);
    return { ok: false, reason: "wrong", attemptsLeft: MAX_CODE_ATTEMPTS - counted.attempts };
  }

  const consumed = await db
    .update(loginCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(loginCodes.id, codeId), isNull(loginCodes.consumedAt)))
    .returning({ email: loginCodes.email })
    .get();
  if (!consumed) return { ok: false, reason: "used" };
  await Promise.all([kv.delete(codeKvKey(codeId)), clearFailures(db, address)]);
  return { ok: true, email: consumed.email };
}

async function whyRefused(
  db: Database,
  codeId: string,
  now: number,
): Promise<"unknown" | "expired" | "used" | "locked"> {
  const row = await db
    .select({ consumedAt: loginCodes.consumedAt, attempts: loginCodes.attempts, expiresAt: loginCodes.expiresAt })
    .from(loginCodes)
    .where(eq(loginCodes.id, codeId))
    .get();
  if (!row) return "unknown";
  if (row.consumedAt) return "used";
  if (row.attempts >= MAX_CODE_ATTEMPTS) return "locked";
  if (row.expiresAt.getTime() <= now) return "expired";
  return "locked";
}
