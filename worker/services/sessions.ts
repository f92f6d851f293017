/**
 * Server-side sessions. The cookie carries a random 256-bit token; D1 keeps only its SHA-256, with an absolute
 * expiry (30 days) and an idle limit (14 days without a request), so logout, expiry and account deletion really
 * end a session (ASVS 5.0 V7.2.3, V7.3.1–2, V7.4.1).
 */
import { and, desc, eq, gt, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { deviceTokens, sessions, users } from "../db/schema";
import { sha256Hex } from "../lib/crypto";
import { newId } from "../lib/ids";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so an ordinary request does not write to D1. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface NewSession {
  token: string;
  row: typeof sessions.$inferInsert;
}

/** A fresh token and the row to insert, for callers that write it inside a batch with other statements. */
export async function newSession(
  userId: string,
  now = Date.now(),
  userAgent: string | null = null,
): Promise<NewSession> {
  const token = newId(32);
  return {
    token,
    row: {
      tokenHash: await sha256Hex(token),
      userId,
      createdAt: new Date(now),
      expiresAt: new Date(now + SESSION_TTL_MS),
      lastSeenAt: new Date(now),
      userAgent: userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    },
  };
}

const MAX_USER_AGENT_LENGTH = 300;

export async function createSession(db: Database, userId: string, now = Date.now()): Promise<string> {
  const session = await newSession(userId, now);
  await db.insert(sessions).values(session.row);
  return session.token;
}

/** The user id behind a session token, or null when the token is unknown, expired or idle too long. */
export async function resolveSession(db: Database, token: string, now = Date.now()): Promise<string | null> {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    )
    .get();
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row.userId;
}

export const hashSessionToken = (token: string) => sha256Hex(token);

/** The DELETE for one session, not yet run, so sign-in can put it in the same batch as the new session. */
export function destroySessionQuery(db: Database, tokenHash: string) {
  return db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function destroySession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)));
}

export async function deleteExpiredSessions(db: Database, now = Date.now()): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))));
}

export interface ActiveSession {
  tokenHash: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The user's live sessions (one per signed-in browser), most recently seen first, for the profile's device list. */
export async function listActiveSessions(db: Database, userId: string, now = Date.now()): Promise<ActiveSession[]> {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .all();
}

/** «Выйти на всех устройствах»: every session and every remember-device token of the user, in one batch. */
export async function signOutEverywhere(db: Database, userId: string): Promise<void> {
  await db.batch([
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(deviceTokens).where(eq(deviceTokens.userId, userId)),
  ]);
}
