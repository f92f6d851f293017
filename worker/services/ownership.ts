/**
 * Ownership checks shared by every resume-scoped route. A resume is visible to its signed-in owner, or to the
 * anonymous visitor cookie that uploaded it while it has no user. Anyone else gets 404, not 403, so ids can't be probed.
 */
import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { resumes } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Actor } from "../types";

export const RESUME_NOT_FOUND_MESSAGE = "Резюме не найдено";

/** SQL condition "this resume belongs to the actor"; never matches for an actor with neither id. */
export function ownedBy(actor: Actor): SQL {
  const conditions: SQL[] = [];
  if (actor.userId) conditions.push(eq(resumes.userId, actor.userId));
  if (actor.visitorId) conditions.push(and(isNull(resumes.userId), eq(resumes.visitorId, actor.visitorId))!);
  return conditions.length ? or(...conditions)! : eq(resumes.id, "\u0000never");
}

export async function findOwnedResume(db: Database, actor: Actor, resumeId: string) {
  return db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), ownedBy(actor)))
    .get();
}

export async function requireOwnedResume(db: Database, actor: Actor, resumeId: string) {
  const resume = await findOwnedResume(db, actor, resumeId);
  if (!resume) throw notFound(RESUME_NOT_FOUND_MESSAGE);
  return resume;
}
