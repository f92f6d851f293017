/**
 * Moderation of ratings offered as testimonials (docs/decisions/251). Moderators are the accounts whose e-mail is in
 * ADMIN_EMAILS; they sign in by a one-time code like anyone. A pending rating has the author's consent and a comment
 * no moderator has decided on since it last changed. Approval freezes what is published — the text, the stars and the
 * author's display name as they were when approved — so a later edit of the profile name never reaches the home page
 * unmoderated, and a changed comment or changed stars send the rating back to pending (services/ratings.ts).
 */
import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { ModerationDecision, ModerationItem, ModerationState } from "../../shared/schemas/rating";
import type { Database } from "../db/client";
import { ratings, resumes, users } from "../db/schema";
import { ApiError, forbidden, notFound, unauthorized } from "../lib/errors";
import type { Actor } from "../types";
import { firstNameOf } from "./testimonials";

export const MODERATION_MESSAGES = {
  notAdmin: "Эта страница — для модераторов сайта.",
  notFound: "Отзыв не найден",
  changed: "Автор изменил отзыв, пока ты его читал. Обнови список и посмотри ещё раз.",
  noConsent: "Автор больше не разрешает публиковать этот отзыв.",
} as const;

const LIST_LIMIT = 100;

/** The signed-in moderator's e-mail, or 401 (signed out) / 403 (not a moderator). */
export async function requireModerator(db: Database, actor: Actor, adminEmails: readonly string[]): Promise<string> {
  if (!actor.userId) throw unauthorized();
  const user = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId)).get();
  const email = user?.email.toLowerCase();
  if (!email || !adminEmails.includes(email)) throw forbidden(MODERATION_MESSAGES.notAdmin);
  return email;
}

function stateOf(row: { moderated: boolean; published: boolean }): ModerationState {
  if (!row.moderated) return "pending";
  return row.published ? "approved" : "rejected";
}

type RatingRow = typeof ratings.$inferSelect;

function toModerationItem(
  row: Pick<
    RatingRow,
    | "id"
    | "stars"
    | "comment"
    | "createdAt"
    | "updatedAt"
    | "moderated"
    | "published"
    | "publishedText"
    | "publishedName"
  >,
  fullName: string | null,
): ModerationItem {
  return {
    id: row.id,
    stars: row.stars,
    comment: row.comment ?? "",
    author_name: firstNameOf(fullName),
    state: stateOf(row),
    updated_at: (row.updatedAt ?? row.createdAt).toISOString(),
    published_text: row.publishedText,
    published_name: row.publishedName,
  };
}

const stateCondition = {
  pending: eq(ratings.moderated, false),
  approved: and(eq(ratings.moderated, true), eq(ratings.published, true)),
  rejected: and(eq(ratings.moderated, true), eq(ratings.published, false)),
} as const;

export async function listForModeration(db: Database, state: ModerationState): Promise<ModerationItem[]> {
  const rows = await db
    .select({
      id: ratings.id,
      stars: ratings.stars,
      comment: ratings.comment,
      createdAt: ratings.createdAt,
      updatedAt: ratings.updatedAt,
      moderated: ratings.moderated,
      published: ratings.published,
      publishedText: ratings.publishedText,
      publishedName: ratings.publishedName,
      fullName: users.fullName,
    })
    .from(ratings)
    .innerJoin(resumes, eq(resumes.id, ratings.resumeId))
    .leftJoin(users, eq(users.id, resumes.userId))
    .where(
      and(eq(ratings.publishConsent, true), isNotNull(ratings.comment), ne(ratings.comment, ""), stateCondition[state]),
    )
    .orderBy(desc(ratings.createdAt))
    .limit(LIST_LIMIT)
    .all();
  return rows.map((row) => toModerationItem(row, row.fullName));
}

/**
 * Approves (freezing text, stars and name) or rejects. The update matches the comment and stars the moderator saw,
 * so an edit made meanwhile is not approved unread: 409.
 */
export async function decideRating(
  db: Database,
  moderator: string,
  ratingId: string,
  decision: ModerationDecision,
): Promise<ModerationItem> {
  const current = await db
    .select({ rating: ratings, fullName: users.fullName })
    .from(ratings)
    .innerJoin(resumes, eq(resumes.id, ratings.resumeId))
    .leftJoin(users, eq(users.id, resumes.userId))
    .where(eq(ratings.id, ratingId))
    .get();
  if (!current) throw notFound(MODERATION_MESSAGES.notFound);
  const { rating } = current;
  if (rating.comment !== decision.seen_comment || rating.stars !== decision.seen_stars)
    throw new ApiError(409, "rating_changed", MODERATION_MESSAGES.changed);
  const approve = decision.decision === "approve";
  if (approve && !rating.publishConsent) throw new ApiError(409, "no_consent", MODERATION_MESSAGES.noConsent);
  const frozen = approve
    ? { publishedText: rating.comment, publishedStars: rating.stars, publishedName: firstNameOf(current.fullName) }
    : { publishedText: null, publishedStars: null, publishedName: null };
  const updated = await db
    .update(ratings)
    .set({ moderated: true, published: approve, ...frozen, moderatedAt: new Date(), moderatedBy: moderator })
    .where(
      and(eq(ratings.id, ratingId), eq(ratings.comment, decision.seen_comment), eq(ratings.stars, decision.seen_stars)),
    )
    .returning()
    .get();
  // Changed between the read and the write.
  if (!updated) throw new ApiError(409, "rating_changed", MODERATION_MESSAGES.changed);
  return toModerationItem(updated, current.fullName);
}
