/**
 * Published testimonials for the home slider (spec section 2): ratings whose author ticked «можно опубликовать» AND
 * that a moderator approved (`moderated` and `published` in D1), with a comment. Only a first name is shown, and
 * only when it can be told from the profile's full name; otherwise the author stays unnamed.
 */
import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { ratings, resumes, users } from "../db/schema";

export const TESTIMONIALS_SHOWN = 4;
export const UNNAMED_AUTHOR = "Пользователь Rework";

export interface PublishedTestimonial {
  name: string;
  stars: number;
  text: string;
}

export async function publishedTestimonials(db: Database): Promise<PublishedTestimonial[]> {
  const rows = await db
    .select({ stars: ratings.stars, comment: ratings.comment, fullName: users.fullName })
    .from(ratings)
    .innerJoin(resumes, eq(resumes.id, ratings.resumeId))
    .leftJoin(users, eq(users.id, resumes.userId))
    .where(
      and(
        eq(ratings.publishConsent, true),
        eq(ratings.moderated, true),
        eq(ratings.published, true),
        isNotNull(ratings.comment),
        ne(ratings.comment, ""),
      ),
    )
    .orderBy(desc(ratings.createdAt))
    .limit(TESTIMONIALS_SHOWN)
    .all();
  return rows.map((row) => ({ name: firstNameOf(row.fullName), stars: row.stars, text: (row.comment ?? "").trim() }));
}

/**
 * The first name from a free-form full name: a single word is the name; «Фамилия Имя Отчество» (the patronymic's
 * ending tells the order) gives the word before the patronymic. Anything else is ambiguous ("Петров Иван" or
 * "Иван Петров"?), and a surname must never be published, so the author stays unnamed.
 */
export function firstNameOf(fullName: string | null): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 1) return words[0] as string;
  const last = words.at(-1) ?? "";
  if (words.length === 3 && /(ич|вна|чна|оглы|кызы)$/i.test(last)) return words[1] as string;
  return UNNAMED_AUTHOR;
}
