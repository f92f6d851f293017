/**
 * The rating of a result (spec sections 3–5, "Rating"): the owner of an analysed resume rates it 1–5 with an
 * optional comment; a second rating updates the first. The consent to publish is stored for the home page's
 * testimonials, which show only what a moderator approved (services/moderation.ts, decision 251).
 */
import { eq, sql } from "drizzle-orm";
import type { Rating, RatingRequest } from "../../shared/schemas/rating";
import type { Database } from "../db/client";
import { analyses, ratings } from "../db/schema";
import { ApiError } from "../lib/errors";
import { newId } from "../lib/ids";
import type { Actor } from "../types";
import { requireOwnedResume } from "./ownership";

export const RATING_NOT_ANALYSED_MESSAGE = "Оценить можно только готовый результат анализа.";

type RatingRow = typeof ratings.$inferSelect;

export function toRating(row: RatingRow): Rating {
  return {
    stars: row.stars,
    comment: row.comment,
    publish_consent: row.publishConsent,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export async function rateResume(
  db: Database,
  actor: Actor,
  resumeId: string,
  request: RatingRequest,
): Promise<{ rating: Rating; created: boolean }> {
  await requireOwnedResume(db, actor, resumeId);
  const analysis = await db.select({ id: analyses.id }).from(analyses).where(eq(analyses.resumeId, resumeId)).get();
  if (!analysis) throw new ApiError(409, "analysis_required", RATING_NOT_ANALYSED_MESSAGE);
  const now = new Date();
  // One row per resume: an update keeps created_at and, when the text changes, sends it back to moderation.
  const row = await db
    .insert(ratings)
    .values({
      id: newId(),
      resumeId,
      stars: request.stars,
      comment: request.comment,
      publishConsent: request.publish_consent,
    })
    .onConflictDoUpdate({
      target: ratings.resumeId,
      set: {
        stars: request.stars,
        comment: request.comment,
        publishConsent: request.publish_consent,
        updatedAt: now,
        // A changed comment or changed stars go back to moderation (decision 251); withdrawn consent unpublishes.
        moderated: sql`CASE WHEN ${ratings.comment} IS ${request.comment} AND ${ratings.stars} = ${request.stars} THEN ${ratings.moderated} ELSE 0 END`,
        published: sql`CASE WHEN ${ratings.comment} IS ${request.comment} AND ${ratings.stars} = ${request.stars} AND ${request.publish_consent ? 1 : 0} = 1 THEN ${ratings.published} ELSE 0 END`,
      },
    })
    .returning()
    .get();
  return { rating: toRating(row), created: row.updatedAt === null };
}
