/** Published testimonials: only consented, moderated, published ratings with a comment; first name only. */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { ratings, users } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { firstNameOf, UNNAMED_AUTHOR } from "../../worker/services/testimonials";
import { seedResume } from "../helpers";

/** A rating; one seeded as approved carries what approval freezes (services/moderation.ts). */
async function seedRating(values: Partial<typeof ratings.$inferInsert>, fullName: string | null = null) {
  const db = createDb(env.DB);
  let userId: string | undefined;
  if (fullName !== null) {
    userId = newId();
    await db.insert(users).values({ id: userId, email: `${userId}@example.com`, fullName });
  }
  const resume = await seedResume({ isPaid: true, analysisStatus: "done", userId });
  await db.insert(ratings).values({
    id: newId(),
    resumeId: resume.id,
    stars: 5,
    comment: "Полезный разбор",
    ...(values.published
      ? {
          publishedText: values.comment === undefined ? "Полезный разбор" : values.comment,
          publishedStars: values.stars ?? 5,
          publishedName: firstNameOf(fullName),
          moderatedAt: new Date(),
        }
      : {}),
    ...values,
  });
}

describe("GET /api/testimonials/", () => {
  it("lists only ratings with consent, moderation and publication, newest first, without surnames", async () => {
    await seedRating({ comment: "Без согласия", moderated: true, published: true });
    await seedRating({ comment: "Не прошёл модерацию", publishConsent: true });
    await seedRating({ comment: "Одобрен, но снят", publishConsent: true, moderated: true, published: false });
    await seedRating({ comment: null, publishConsent: true, moderated: true, published: true });
    await seedRating(
      { comment: "Помогло с ATS", stars: 4, publishConsent: true, moderated: true, published: true },
      "Смирнова Анна Сергеевна",
    );

    const response = await app.fetch(
      new Request("https://rework.test/api/testimonials/"),
      env,
      createExecutionContext(),
    );
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { name: string; stars: number; text: string }[] };
    expect(items).toEqual([{ name: "Анна", stars: 4, text: "Помогло с ATS" }]);
  });

  it("tells a first name only when the full name leaves no doubt", () => {
    expect(firstNameOf("Смирнова Анна Сергеевна")).toBe("Анна");
    expect(firstNameOf("Иванов Пётр Ильич")).toBe("Пётр");
    expect(firstNameOf("Анна")).toBe("Анна");
    expect(firstNameOf("Анна Смирнова")).toBe(UNNAMED_AUTHOR);
    expect(firstNameOf(null)).toBe(UNNAMED_AUTHOR);
    // Not a name: digits, a link, a 200-character word (issue 24).
    expect(firstNameOf("Вася2200")).toBe(UNNAMED_AUTHOR);
    expect(firstNameOf("https://evil.example")).toBe(UNNAMED_AUTHOR);
    expect(firstNameOf("А".repeat(200))).toBe(UNNAMED_AUTHOR);
    expect(firstNameOf("Анна-Мария")).toBe("Анна-Мария");
  });
});
