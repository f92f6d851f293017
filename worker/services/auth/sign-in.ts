/**
 * What happens once a browser has proved who it is (a verified code or a remember-device token): the user row
 * (created on first sign-in), a new session, the previous session of this browser ended (rotation, ASVS V7.2.4)
 * and this browser's anonymous resumes handed to the user, all in one D1 batch (one transaction).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { deviceTokens, resumes, sessions, users } from "../../db/schema";
import { newId } from "../../lib/ids";
import { destroySessionQuery, hashSessionToken, newSession } from "../sessions";
import { newDeviceToken } from "./device-tokens";

export interface BrowserState {
  visitorId: string | null;
  previousSessionToken: string | undefined;
  /** Kept with the session to label it in the profile's device list. */
  userAgent: string | null;
}

export interface SignedIn {
  userId: string;
  sessionToken: string;
  /** Set when a new remember-device token was issued (code sign-in only). */
  deviceToken: string | null;
}

/** After a verified code: find or create the user by address and remember this device. */
export async function signInWithEmail(
  db: Database,
  email: string,
  browser: BrowserState,
  now = Date.now(),
): Promise<SignedIn> {
  const user = await db
    .insert(users)
    .values({ id: newId(), email, lastLogin: new Date(now) })
    .onConflictDoUpdate({ target: users.email, set: { lastLogin: new Date(now) } })
    .returning({ id: users.id })
    .get();
  const device = await newDeviceToken(user.id, now);
  const sessionToken = await startSession(db, user.id, browser, now, [db.insert(deviceTokens).values(device.row)]);
  return { userId: user.id, sessionToken, deviceToken: device.token };
}

/** After a valid remember-device token: the user exists already. */
export async function signInRemembered(
  db: Database,
  userId: string,
  browser: BrowserState,
  now = Date.now(),
): Promise<SignedIn> {
  const sessionToken = await startSession(db, userId, browser, now, [
    db
      .update(users)
      .set({ lastLogin: new Date(now) })
      .where(eq(users.id, userId)),
  ]);
  return { userId, sessionToken, deviceToken: null };
}

async function startSession(
  db: Database,
  userId: string,
  browser: BrowserState,
  now: number,
  extra: BatchItem<"sqlite">[],
): Promise<string> {
  const session = await newSession(userId, now, browser.userAgent);
  const statements: BatchItem<"sqlite">[] = [...extra];
  if (browser.previousSessionToken)
    statements.push(destroySessionQuery(db, await hashSessionToken(browser.previousSessionToken)));
  if (browser.visitorId) {
    statements.push(
      db
        .update(resumes)
        .set({ userId })
        .where(and(eq(resumes.visitorId, browser.visitorId), isNull(resumes.userId))),
    );
  }
  await db.batch([db.insert(sessions).values(session.row), ...statements]);
  return session.token;
}
