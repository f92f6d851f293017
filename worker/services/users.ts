/**
 * The signed-in user's own data: profile (read, edit), resume history and account deletion. Every function takes
 * the user id from the session (routes pass `actor.userId`), never from a URL or body.
 */
import { eq, inArray } from "drizzle-orm";
import type { ResumeListItem } from "../../shared/schemas/resume";
import type { ProfileChanges, UserProfile } from "../../shared/schemas/user";
import type { Database } from "../db/client";
import {
  analyses,
  conversations,
  coverLetters,
  deviceTokens,
  loginCodes,
  messages,
  paymentEvents,
  payments,
  ratings,
  resumes,
  reworks,
  sessions,
  users,
} from "../db/schema";
import { describeError, log } from "../lib/log";
import { organisationDocumentsOfOwner } from "./business/analyses";
import { listResumesWhere } from "./resumes";

type UserRow = typeof users.$inferSelect;

export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    gender: user.gender,
    city: user.city,
    age: user.age,
    work_experience: user.workExperience,
    phone: user.phone,
    education: user.education,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
  };
}

export async function findUser(db: Database, userId: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, userId)).get();
}

/** Applies only the fields present in the update; returns the new profile, or undefined if the user is gone. */
export async function updateProfile(
  db: Database,
  userId: string,
  update: ProfileChanges,
): Promise<UserProfile | undefined> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (update.full_name !== undefined) changes.fullName = update.full_name;
  if (update.gender !== undefined) changes.gender = update.gender;
  if (update.city !== undefined) changes.city = update.city;
  if (update.age !== undefined) changes.age = update.age;
  if (update.work_experience !== undefined) changes.workExperience = update.work_experience;
  if (update.phone !== undefined) changes.phone = update.phone;
  if (update.education !== undefined) changes.education = update.education;
  if (Object.keys(changes).length === 0) {
    const user = await findUser(db, userId);
    return user && toProfile(user);
  }
  const user = await db.update(users).set(changes).where(eq(users.id, userId)).returning().get();
  return user && toProfile(user);
}

/** The history list of the profile panel, newest first, with the score out of 10, the user's stars and the rework. */
export async function listUserResumes(db: Database, userId: string): Promise<ResumeListItem[]> {
  return listResumesWhere(db, eq(resumes.userId, userId));
}

/**
 * Deletes the account and everything it owns, as the privacy policy promises. Rows first, then the R2 objects
 * (the project's rule, decision 010: a row must never point at a deleted object); if the R2 step fails, the
 * nightly orphan sweep (scheduled/retention.ts) removes the files a day later. Analyses, ratings, cover letters,
 * payments (and their events) and messages would follow their resume or conversation by ON DELETE CASCADE; they
 * are deleted explicitly, children first, so the result does not depend on foreign keys being enforced.
 */
export async function deleteAccount(db: Database, files: R2Bucket, userId: string): Promise<{ deletedFiles: number }> {
  const user = await findUser(db, userId);
  if (!user) return { deletedFiles: 0 };
  const fileKeys = (
    await db.select({ fileKey: resumes.fileKey }).from(resumes).where(eq(resumes.userId, userId)).all()
  ).map((row) => row.fileKey);
  // Candidates' documents sent through the business API by the user's organisation (docs/decisions/275).
  fileKeys.push(...(await organisationDocumentsOfOwner(db, userId)));

  // Sub-selects rather than id lists: D1 binds at most 100 parameters per statement.
  const ownedResumes = db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, userId));
  const ownedPayments = db.select({ id: payments.id }).from(payments).where(inArray(payments.resumeId, ownedResumes));
  const ownedConversations = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  await db.batch([
    db.delete(messages).where(inArray(messages.conversationId, ownedConversations)),
    db.delete(conversations).where(eq(conversations.userId, userId)),
    db.delete(paymentEvents).where(inArray(paymentEvents.paymentId, ownedPayments)),
    db.delete(payments).where(inArray(payments.resumeId, ownedResumes)),
    db
      .delete(reworks)
      .where(
        inArray(
          reworks.analysisId,
          db.select({ id: analyses.id }).from(analyses).where(inArray(analyses.resumeId, ownedResumes)),
        ),
      ),
    db.delete(analyses).where(inArray(analyses.resumeId, ownedResumes)),
    db.delete(ratings).where(inArray(ratings.resumeId, ownedResumes)),
    db.delete(coverLetters).where(inArray(coverLetters.resumeId, ownedResumes)),
    db.delete(resumes).where(eq(resumes.userId, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(deviceTokens).where(eq(deviceTokens.userId, userId)),
    db.delete(loginCodes).where(eq(loginCodes.email, user.email)),
    db.delete(users).where(eq(users.id, userId)),
  ]);

  try {
    // R2 deletes at most 1000 keys per call.
    for (let start = 0; start < fileKeys.length; start += 1000) await files.delete(fileKeys.slice(start, start + 1000));
  } catch (error) {
    log.warn("account_files_left_for_sweep", { userId, files: fileKeys.length, ...describeError(error) });
  }
  return { deletedFiles: fileKeys.length };
}
