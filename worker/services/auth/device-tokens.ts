/**
 * Remember-device tokens for the spec's quick login. Verifying a code issues a random 256-bit token in a
 * long-lived HttpOnly cookie; D1 keeps its SHA-256. Quick login for an address succeeds only when one of the
 * browser's tokens belongs to that address' user, so typing someone else's e-mail signs nobody in. One browser
 * may remember a few accounts (the known-e-mails list), so the cookie holds up to MAX_DEVICE_TOKENS tokens.
 */
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { deviceTokens, resumes, users } from "../../db/schema";
import { sha256Hex } from "../../lib/crypto";
import { newId } from "../../lib/ids";

export const DEVICE_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;
export const MAX_DEVICE_TOKENS = 5;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SEPARATOR = ".";

/** Tokens from the cookie value; anything malformed is dropped rather than trusted. */
export function parseDeviceCookie(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(SEPARATOR)
    .filter((token) => TOKEN_PATTERN.test(token))
    .slice(0, MAX_DEVICE_TOKENS);
}

/** The new token first; the oldest fall off once the cookie holds MAX_DEVICE_TOKENS. */
export function serializeDeviceCookie(tokens: string[]): string {
  return tokens.slice(0, MAX_DEVICE_TOKENS).join(SEPARATOR);
}

export interface NewDeviceToken {
  token: string;
  row: typeof deviceTokens.$inferInsert;
}

export async function newDeviceToken(userId: string, now = Date.now()): Promise<NewDeviceToken> {
  const token = newId(32);
  return {
    token,
    row: {
      tokenHash: await sha256Hex(token),
      userId,
      createdAt: new Date(now),
      expiresAt: new Date(now + DEVICE_TOKEN_TTL_MS),
    },
  };
}

/** The user behind one of `tokens` whose address is `email`, or null. */
export async function findRememberedUser(db: Database, tokens: string[], email: string, now = Date.now()) {
  if (tokens.length === 0) return null;
  const hashes = await Promise.all(tokens.map((token) => sha256Hex(token)));
  const row = await db
    .select({ id: users.id, email: users.email })
    .from(deviceTokens)
    .innerJoin(users, eq(users.id, deviceTokens.userId))
    .where(
      and(inArray(deviceTokens.tokenHash, hashes), eq(users.email, email), gt(deviceTokens.expiresAt, new Date(now))),
    )
    .get();
  return row ?? null;
}

/**
 * Whether this browser is one the address' owner has used: it holds a remember-device token of that user, or its
 * visitor cookie uploaded a resume that now belongs to that user. Strangers cannot have either, so such a browser
 * gets sign-in limits of its own (rate-limits.ts). It decides limits only, never a sign-in.
 */
export async function isOwnersBrowser(
  db: Database,
  browser: { tokens: string[]; visitorId: string | null },
  email: string,
): Promise<boolean> {
  if (await findRememberedUser(db, browser.tokens, email)) return true;
  if (!browser.visitorId) return false;
  const claimed = await db
    .select({ id: resumes.id })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(and(eq(resumes.visitorId, browser.visitorId), eq(users.email, email)))
    .limit(1)
    .get();
  return claimed !== undefined;
}

/**
 * Logout on this browser: deletes the browser's tokens that belong to `userId` and answers the tokens left for
 * the cookie (other accounts this browser remembers keep theirs).
 */
export async function revokeDeviceTokens(db: Database, tokens: string[], userId: string): Promise<string[]> {
  if (tokens.length === 0) return [];
  const hashed = await Promise.all(tokens.map(async (token) => ({ token, hash: await sha256Hex(token) })));
  const revoked = await db
    .delete(deviceTokens)
    .where(
      and(
        eq(deviceTokens.userId, userId),
        inArray(
          deviceTokens.tokenHash,
          hashed.map(({ hash }) => hash),
        ),
      ),
    )
    .returning({ hash: deviceTokens.tokenHash });
  const gone = new Set(revoked.map(({ hash }) => hash));
  return hashed.filter(({ hash }) => !gone.has(hash)).map(({ token }) => token);
}
