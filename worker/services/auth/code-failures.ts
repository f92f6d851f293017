/**
 * Wrong codes per address across all its codes (ASVS 5.0 V6.1.1; OWASP: failure counters tied to the account,
 * exponential back-off). Five attempts per code alone allow 5 × (codes sent) guesses; past FREE_FAILURES wrong
 * codes in a day, every further comparison for the address waits 30 s, 1, 2, 4 … minutes, at most an hour.
 *
 * A code's *first* comparison never waits: whoever holds a fresh code from the mailbox gets in at once, so the
 * back-off a stranger builds up cannot lock the owner out (docs/decisions/045). Its cost to an attacker is the
 * code itself: a new code per free guess, and codes per address are capped (rate-limits.ts).
 *
 * D1 decides, consistently: a waiting comparison is reserved with one conditional UPDATE (compare-and-set on
 * next_attempt_at), so parallel guesses cannot slip through the same opening.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { signInFailures } from "../../db/schema";

export const FREE_FAILURES = 5;
export const FIRST_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** The wait after `failures` wrong codes, in JS (for messages and tests). */
export function backoffMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.min(failures - FREE_FAILURES, 30), MAX_BACKOFF_MS);
}

/** The same formula in SQL (SQLite has `<<` and the scalar min()), so D1 computes it inside one statement. */
const backoffSql = (failures: ReturnType<typeof sql>) =>
  sql`CASE WHEN ${failures} < ${FREE_FAILURES} THEN 0
    ELSE min(${FIRST_BACKOFF_MS} * (1 << min(${failures} - ${FREE_FAILURES}, 20)), ${MAX_BACKOFF_MS}) END`;

/**
 * Reserves a comparison for the address, or answers how many milliseconds to wait. The reservation pushes
 * next_attempt_at forward by the current back-off, so a second parallel guess has to wait too.
 */
export async function reserveComparison(db: Database, emailKey: string, now = Date.now()): Promise<{ waitMs: number }> {
  const forgotten = now - FAILURE_MEMORY_MS;
  const reserved = await db.get<{ failures: number }>(sql`
    UPDATE sign_in_failures
    SET next_attempt_at = ${now} + CASE WHEN last_failure_at < ${forgotten} THEN 0 ELSE ${backoffSql(sql`failures`)} END
    WHERE email_key = ${emailKey} AND (next_attempt_at <= ${now} OR last_failure_at < ${forgotten})
    RETURNING failures`);
  if (reserved) return { waitMs: 0 };
  const row = await db
    .select({ nextAttemptAt: signInFailures.nextAttemptAt })
    .from(signInFailures)
    .where(eq(signInFailures.emailKey, emailKey))
    .get();
  return { waitMs: row ? Math.max(row.nextAttemptAt.getTime() - now, 1000) : 0 };
}

/** One more wrong code for the address; the next comparison waits backoff(failures). */
export async function recordFailure(db: Database, emailKey: string, now = Date.now()): Promise<void> {
  const counted = sql`CASE WHEN sign_in_failures.last_failure_at < ${now - FAILURE_MEMORY_MS} THEN 1 ELSE sign_in_failures.failures + 1 END`;
  await db.run(sql`
    INSERT INTO sign_in_failures (email_key, failures, last_failure_at, next_attempt_at) VALUES (${emailKey}, 1, ${now}, ${now})
    ON CONFLICT (email_key) DO UPDATE SET
      failures = ${counted},
      last_failure_at = ${now},
      next_attempt_at = max(sign_in_failures.next_attempt_at, ${now} + ${backoffSql(counted)})`);
}

/** A right code ends the back-off. */
export async function clearFailures(db: Database, emailKey: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.emailKey, emailKey));
}

/** Nightly (scheduled/retention.ts): rows whose failures are forgotten anyway and whose wait is over. */
export async function deleteForgottenFailures(db: Database, now = Date.now()): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      sql`${signInFailures.lastFailureAt} < ${now - FAILURE_MEMORY_MS} AND ${signInFailures.nextAttemptAt} < ${now}`,
    );
}
