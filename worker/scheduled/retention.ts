/** Nightly housekeeping: expired sessions, login codes and rate-limit windows. */
import { lt } from "drizzle-orm";
import { createDb } from "../db/client";
import { loginCodes } from "../db/schema";
import { log } from "../lib/log";
import { deleteStaleRateLimits } from "../services/rate-limit";
import { deleteExpiredSessions } from "../services/sessions";

export async function runRetention(env: Env, now: number): Promise<void> {
  const db = createDb(env.DB);
  await deleteExpiredSessions(db, now);
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now)));
  await deleteStaleRateLimits(db, now);
  log.info("retention_done", { at: new Date(now).toISOString() });
}
