/**
 * Published testimonials for the home slider (spec section 2): ratings whose author ticked «можно опубликовать» AND
 * that a moderator approved (`moderated` and `published` in D1). What is shown is what was approved, frozen then
 * (services/moderation.ts, decision 251): the text, the stars and the display name — only a first name, and only when
 * it can be told from the profile's full name; otherwise the author stays unnamed.
 */
import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { ratings } from "../db/schema";

export const TESTIMONIALS_SHOWN = 4;
export const UNNAMED_AUTHOR = "Пользователь Rework";

export interface PublishedTestimonial {
  name: string;
  stars: number;
  text: string;
}

export async function publishedTestimonials(db: Database): Promise<PublishedTestimonial[]> {
  const rows = await db
    .select({ stars: ratings.publishedStars, text: ratings.publishedText, name: ratings.publishedName })
    .from(ratings)
    .where(
      and(
        eq(ratings.publishConsent, true),
        eq(ratings.moderated, true),
        eq(ratings.published, true),
        isNotNull(ratings.publishedText),
        ne(ratings.publishedText, ""),
        isNotNull(ratings.publishedStars),
      ),
    )
    .orderBy(desc(ratings.moderatedAt))
    .limit(TESTIMONIALS_SHOWN)
    .all();
  return rows.map((row) => ({
    name: row.name ?? UNNAMED_AUTHOR,
    stars: row.stars ?? 5,
    text: (row.text ?? "").trim(),
  }));
}

/**
 * The first name from a free-form full name: a single word is the name; «Фамилия Имя Отчество» (the patronymic's
 * ending tells the order) gives the word before the patronymic. Anything else is ambiguous ("Петров Иван" or
 * "Иван Петров"?), and a surname must never be published, so the author stays unnamed.
 */
export function firstNameOf(fullName: string | null): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? "";
  const candidate =
    words.length === 1 ? words[0] : words.length === 3 && /(ич|вна|чна|оглы|кызы)$/i.test(last) ? words[1] : null;
  return candidate && looksLikeAName(candidate) ? candidate : UNNAMED_AUTHOR;
}

/**
 * A first name is letters (a hyphen or apostrophe inside), up to 30 of them: a «name» with digits, a link or a card
 * number is not published as one, whoever approved the text (issue 24 tried a 200-character word).
 */
function looksLikeAName(word: string): boolean {
  return word.length <= 30 && /^\p{L}+(?:[-'’]\p{L}+)*$/u.test(word);
}
