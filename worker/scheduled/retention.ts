/**
 * Nightly housekeeping (cron in wrangler.toml):
 * - expired sessions, remember-device tokens, login codes and rate-limit windows;
 * - anonymous, unpaid resumes older than RETENTION_DAYS, with their files (nobody can pay for or claim them any more
 *   without the visitor cookie, and the privacy policy promises not to keep data without purpose);
 * - anonymous PAID resumes a year after upload (payment happens within RETENTION_DAYS of upload, so the result stays
 *   at least 30 days after payment as the offer promises, and is destroyed within a year of the service as the
 *   privacy policy promises; signed-in users keep theirs until they delete the account);
 * - payments left open (or duplicates left unrefunded) on paid resumes because a cancel failed (decision 033);
 * - R2 objects under `resumes/` that no row points at: left behind only if an isolate died between the object write
 *   and the row insert (decision 010). Objects younger than a day are skipped so an upload in flight is never touched.
 */
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { createDb, type Database } from "../db/client";
import { deviceTokens, loginCodes, resumes } from "../db/schema";
import { readConfig } from "../lib/config";
import { log } from "../lib/log";
import { selectPaymentProvider } from "../providers/payments/select";
import { PaymentConfigError } from "../providers/payments/types";
import { deleteForgottenFailures } from "../services/auth/code-failures";
import { deleteStaleConversations } from "../services/chat";
import { sweepRedundantPayments } from "../services/payments/sweep";
import { deleteStaleRateLimits } from "../services/rate-limit";
import { deleteExpiredSessions } from "../services/sessions";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Anonymous paid resumes: kept a year after upload (privacy policy 6.3, docs/decisions/120). */
export const PAID_ANONYMOUS_RETENTION_DAYS = 365;
/** D1 allows at most 100 bound parameters per statement. */
const KEY_BATCH = 90;

export async function runRetention(env: Env, now: number): Promise<void> {
  const db = createDb(env.DB);
  await deleteExpiredSessions(db, now);
  await db.delete(deviceTokens).where(lt(deviceTokens.expiresAt, new Date(now)));
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now)));
  await deleteStaleRateLimits(db, now);
  await deleteForgottenFailures(db, now);
  await deleteStaleConversations(db, now);
  const expired =
    (await deleteExpiredAnonymousResumes(db, env.FILES, now - readConfig(env).retentionDays * DAY_MS)) +
    (await deleteExpiredAnonymousResumes(db, env.FILES, now - PAID_ANONYMOUS_RETENTION_DAYS * DAY_MS, true));
  const orphans = await deleteOrphanFiles(db, env.FILES, now - DAY_MS);
  const paymentResumes = await sweepPayments(db, env);
  log.info("retention_done", {
    at: new Date(now).toISOString(),
    expiredResumes: expired,
    orphanFiles: orphans,
    paymentResumes,
  });
}

async function sweepPayments(db: Database, env: Env): Promise<number> {
  try {
    return await sweepRedundantPayments(db, selectPaymentProvider(env));
  } catch (error) {
    // Payments not configured (production without T-Bank secrets): nothing to sweep.
    if (error instanceof PaymentConfigError) return 0;
    throw error;
  }
}

/** Anonymous resumes (paid or unpaid, as asked) uploaded before `olderThan`, with their files and dependent rows. */
export async function deleteExpiredAnonymousResumes(
  db: Database,
  bucket: R2Bucket,
  olderThan: number,
  paid = false,
): Promise<number> {
  const stale = await db
    .select({ id: resumes.id, fileKey: resumes.fileKey })
    .from(resumes)
    .where(and(isNull(resumes.userId), eq(resumes.isPaid, paid), lt(resumes.createdAt, new Date(olderThan))))
    .limit(500)
    .all();
  for (let start = 0; start < stale.length; start += KEY_BATCH) {
    const chunk = stale.slice(start, start + KEY_BATCH);
    // Rows first: a row must never point at a deleted object; an object without a row is swept below next night.
    await db.delete(resumes).where(
      inArray(
        resumes.id,
        chunk.map((row) => row.id),
      ),
    );
    await bucket.delete(chunk.map((row) => row.fileKey));
  }
  return stale.length;
}

export async function deleteOrphanFiles(db: Database, bucket: R2Bucket, uploadedBefore: number): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: "resumes/", cursor, limit: 500 });
    const candidates = page.objects
      .filter((object) => object.uploaded.getTime() < uploadedBefore)
      .map((object) => object.key);
    for (let start = 0; start < candidates.length; start += KEY_BATCH) {
      const keys = candidates.slice(start, start + KEY_BATCH);
      const known = await db.select({ key: resumes.fileKey }).from(resumes).where(inArray(resumes.fileKey, keys)).all();
      const knownKeys = new Set(known.map((row) => row.key));
      const orphans = keys.filter((key) => !knownKeys.has(key));
      if (orphans.length) await bucket.delete(orphans);
      deleted += orphans.length;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
