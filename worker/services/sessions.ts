/**
 * Server-side sessions. The cookie carries a random 256-bit token; D1 keeps only its SHA-256, with an absolute
 * expiry, so logout, expiry and account deletion really end a session.
 */
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";
import { sha256Hex } from "../lib/crypto";
import { newId } from "../lib/ids";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so an ordinary request does not write to D1. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export async function createSession(db: Database, userId: string, now = Date.now()): Promise<string> {
  const token = newId(32);
  await db.insert(sessions).values({
    tokenHash: await sha256Hex(token),
    userId,
    expiresAt: new Date(now + SESSION_TTL_MS),
    lastSeenAt: new Date(now),
  });
  return token;
}

/** The user id behind a session token, or null when the token is unknown or expired. */
export async function resolveSession(db: Database, token: string, now = Date.now()): Promise<string | null> {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(now))))
    .get();
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row.userId;
}

export async function destroySession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)));
}

export async function deleteExpiredSessions(db: Database, now = Date.now()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
}
