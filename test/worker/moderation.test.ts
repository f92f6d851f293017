/**
 * Rating moderation (docs/decisions/251): moderators from ADMIN_EMAILS (signed in by code like anyone) list the
 * ratings offered as testimonials and approve or reject them; what is published is frozen as approved (text, stars,
 * display name); a changed comment or changed stars go back to moderation; only approved ratings reach the home page.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { ratings, resumes, users } from "../../worker/db/schema";
import { UNNAMED_AUTHOR } from "../../worker/services/testimonials";
import { ORIGIN, seedAnalysedResume } from "../helpers";
import { db, freshEmail, signIn, TestBrowser } from "./auth-helpers";

let adminEmail: string;
let admin: TestBrowser;
let adminEnv: Env;

beforeAll(async () => {
  admin = new TestBrowser();
  adminEmail = freshEmail("moderator");
  await signIn(admin, adminEmail);
  await admin.fetch("/api/resume-count/");
  adminEnv = { ...env, ADMIN_EMAILS: ` someone@example.ru, ${adminEmail.toUpperCase()} ` };
});

/** A request as `browser` to the app configured with the moderator list. */
function call(browser: TestBrowser, path: string, json?: unknown): Promise<Response> {
  const headers = new Headers({ Cookie: browser.cookieHeader(), "CF-Connecting-IP": browser.ip });
  if (json !== undefined) {
    headers.set("Content-Type", "application/json");
    headers.set("X-CSRFToken", browser.csrfToken() ?? "");
  }
  const init = json === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(json) };
  return Promise.resolve(app.fetch(new Request(`${ORIGIN}${path}`, init), adminEnv, createExecutionContext()));
}

/** An analysed resume of a user with `fullName`, and that user's browser (to rate it as its owner). */
async function authorWithRating(fullName: string, comment: string, stars = 5) {
  const author = new TestBrowser();
  const userId = await signIn(author, freshEmail("author"));
  await db().update(users).set({ fullName }).where(eq(users.id, userId));
  const resume = await seedAnalysedResume();
  await db().update(resumes).set({ userId, visitorId: null }).where(eq(resumes.id, resume.id));
  const rate = (body: { stars: number; comment: string; publish_consent: boolean }) =>
    author.post(`/api/resumes/${resume.id}/rate/`, body);
  expect((await rate({ stars, comment, publish_consent: true })).status).toBe(201);
  const row = await db().select().from(ratings).where(eq(ratings.resumeId, resume.id)).get();
  return { author, userId, resumeId: resume.id, ratingId: row!.id, rate };
}

const testimonials = async () =>
  ((await (await call(new TestBrowser(), "/api/testimonials/")).json()) as { items: unknown[] }).items;

describe("moderation of ratings", () => {
  it("is for moderators only: 401 signed out, 403 for another account", async () => {
    expect((await call(new TestBrowser(), "/api/admin/ratings/")).status).toBe(401);
    const someone = new TestBrowser();
    await signIn(someone, freshEmail("someone"));
    const refused = await call(someone, "/api/admin/ratings/");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "forbidden", error: "Эта страница — для модераторов сайта." });
    expect((await call(admin, "/api/admin/ratings/")).status).toBe(200);
  });

  it("approval publishes the text, stars and name frozen as approved; a later name change does not reach the page", async () => {
    const comment = `Разбор помог переписать опыт ${Date.now()}`;
    const { userId, ratingId } = await authorWithRating("Смирнова Анна Сергеевна", comment, 4);
    const pending = (await (await call(admin, "/api/admin/ratings/?state=pending")).json()) as {
      items: { id: string; comment: string; author_name: string; state: string }[];
    };
    expect(pending.items).toContainEqual(
      expect.objectContaining({ id: ratingId, comment, author_name: "Анна", state: "pending" }),
    );
    expect(JSON.stringify(await testimonials())).not.toContain(comment);

    const approved = await call(admin, `/api/admin/ratings/${ratingId}/decision/`, {
      decision: "approve",
      seen_comment: comment,
      seen_stars: 4,
    });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ state: "approved", published_text: comment, published_name: "Анна" });
    expect(await testimonials()).toContainEqual({ name: "Анна", stars: 4, text: comment });

    // The author renames the profile to a 200-character "name" with a card number and a link: the page keeps «Анна».
    await db()
      .update(users)
      .set({ fullName: `${"А".repeat(150)}2200123456789012https://evil.example` })
      .where(eq(users.id, userId));
    expect(await testimonials()).toContainEqual({ name: "Анна", stars: 4, text: comment });
    const row = await db().select().from(ratings).where(eq(ratings.id, ratingId)).get();
    expect(row).toMatchObject({ moderatedBy: adminEmail, published: true });
  });

  it("a changed comment or changed stars send the rating back to moderation and off the page", async () => {
    const comment = `Хорошие советы ${Date.now()}`;
    const { ratingId, rate } = await authorWithRating("Пётр", comment, 5);
    await call(admin, `/api/admin/ratings/${ratingId}/decision/`, {
      decision: "approve",
      seen_comment: comment,
      seen_stars: 5,
    });
    expect(await testimonials()).toContainEqual({ name: "Пётр", stars: 5, text: comment });

    await rate({ stars: 2, comment, publish_consent: true });
    expect(JSON.stringify(await testimonials())).not.toContain(comment);
    const row = await db().select().from(ratings).where(eq(ratings.id, ratingId)).get();
    expect(row).toMatchObject({ moderated: false, published: false });

    // A decision on what the moderator saw before the edit is refused: the new stars must be read first.
    const stale = await call(admin, `/api/admin/ratings/${ratingId}/decision/`, {
      decision: "approve",
      seen_comment: comment,
      seen_stars: 5,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "rating_changed" });
  });

  it("rejection keeps it off the page and lists it under rejected; a strange name is never published as one", async () => {
    const comment = `Не понравилось ${Date.now()}`;
    const { ratingId } = await authorWithRating("Вася2200https://x.example", comment, 1);
    const pending = (await (await call(admin, "/api/admin/ratings/")).json()) as {
      items: { id: string; author_name: string }[];
    };
    expect(pending.items.find((item) => item.id === ratingId)?.author_name).toBe(UNNAMED_AUTHOR);
    const rejected = await call(admin, `/api/admin/ratings/${ratingId}/decision/`, {
      decision: "reject",
      seen_comment: comment,
      seen_stars: 1,
    });
    expect(await rejected.json()).toMatchObject({ state: "rejected", published_text: null });
    const list = (await (await call(admin, "/api/admin/ratings/?state=rejected")).json()) as {
      items: { id: string }[];
    };
    expect(list.items.map((item) => item.id)).toContain(ratingId);
    expect(JSON.stringify(await testimonials())).not.toContain(comment);
    expect((await call(admin, "/api/admin/ratings/?state=everything")).status).toBe(400);
  });
});
