/** `POST /api/resumes/{id}/rate/`: create, update, validation, ownership, consent, and the profile history's stars. */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { RATING_STARS_MESSAGE, type Rating } from "../../shared/schemas/rating";
import type { ResumeResponse } from "../../shared/schemas/resume";
import { createDb } from "../../worker/db/client";
import { analyses, ratings } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { RATING_NOT_ANALYSED_MESSAGE } from "../../worker/services/ratings";
import { api, type CsrfPair, csrfHeaders, getCsrf, seedResume } from "../helpers";

const db = () => createDb(env.DB);
let csrf: CsrfPair;

beforeEach(async () => {
  csrf = await getCsrf();
});

async function analysedResume() {
  const visitorId = newId();
  const resume = await seedResume({ visitorId, isPaid: true, analysisStatus: "done" });
  await db()
    .insert(analyses)
    .values({
      id: newId(),
      resumeId: resume.id,
      result: JSON.stringify({ overall_score: 7 }),
      provider: "builtin",
      overallScore: 70,
    });
  return { resume, cookie: `rework_visitor=${visitorId}` };
}

function rate(resumeId: string, cookie: string, body: unknown) {
  return api(`/api/resumes/${resumeId}/rate/`, {
    method: "POST",
    headers: { ...csrfHeaders(csrf, [cookie]), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("POST /api/resumes/{id}/rate/", () => {
  it("creates a rating, then updates it; the resume shows the stored one", async () => {
    const { resume, cookie } = await analysedResume();
    const created = await rate(resume.id, cookie, { stars: 4, comment: "  Полезно  " });
    expect(created.status).toBe(201);
    expect(await created.json<Rating>()).toMatchObject({
      stars: 4,
      comment: "Полезно",
      publish_consent: false,
      updated_at: null,
    });

    const updated = await rate(resume.id, cookie, { stars: 5, comment: "Очень полезно", publish_consent: true });
    expect(updated.status).toBe(200);
    const body = await updated.json<Rating>();
    expect(body).toMatchObject({ stars: 5, comment: "Очень полезно", publish_consent: true });
    expect(body.updated_at).not.toBeNull();

    const rows = await db().select().from(ratings).where(eq(ratings.resumeId, resume.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stars: 5, publishConsent: true, moderated: false, published: false });

    const shown = await (
      await api(`/api/resumes/${resume.id}/`, { headers: { Cookie: cookie } })
    ).json<ResumeResponse>();
    expect(shown.rating).toMatchObject({ stars: 5, comment: "Очень полезно", publish_consent: true });
  });

  it("sends a changed comment or changed stars back to moderation and keeps an unchanged one published", async () => {
    const { resume, cookie } = await analysedResume();
    await rate(resume.id, cookie, { stars: 5, comment: "Спасибо", publish_consent: true });
    await db().update(ratings).set({ moderated: true, published: true }).where(eq(ratings.resumeId, resume.id));
    await rate(resume.id, cookie, { stars: 5, comment: "Спасибо", publish_consent: true });
    expect(await db().select().from(ratings).where(eq(ratings.resumeId, resume.id)).get()).toMatchObject({
      stars: 5,
      moderated: true,
      published: true,
    });
    // New stars change what the testimonial says (decision 251).
    await rate(resume.id, cookie, { stars: 4, comment: "Спасибо", publish_consent: true });
    expect(await db().select().from(ratings).where(eq(ratings.resumeId, resume.id)).get()).toMatchObject({
      stars: 4,
      moderated: false,
      published: false,
    });
    await db().update(ratings).set({ moderated: true, published: true }).where(eq(ratings.resumeId, resume.id));
    await rate(resume.id, cookie, { stars: 4, comment: "Другой текст", publish_consent: true });
    expect(await db().select().from(ratings).where(eq(ratings.resumeId, resume.id)).get()).toMatchObject({
      moderated: false,
      published: false,
    });
  });

  it("withdrawn consent unpublishes", async () => {
    const { resume, cookie } = await analysedResume();
    await rate(resume.id, cookie, { stars: 5, comment: "Спасибо", publish_consent: true });
    await db().update(ratings).set({ moderated: true, published: true }).where(eq(ratings.resumeId, resume.id));
    await rate(resume.id, cookie, { stars: 5, comment: "Спасибо", publish_consent: false });
    expect(await db().select().from(ratings).where(eq(ratings.resumeId, resume.id)).get()).toMatchObject({
      publishConsent: false,
      published: false,
    });
  });

  it.each([[{}], [{ stars: 0 }], [{ stars: 6 }], [{ stars: 3.5 }], [{ stars: "5" }]])(
    "rejects %j with the spec's message",
    async (body) => {
      const { resume, cookie } = await analysedResume();
      const response = await rate(resume.id, cookie, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: RATING_STARS_MESSAGE, code: "invalid_rating" });
      expect(await db().select().from(ratings).where(eq(ratings.resumeId, resume.id))).toHaveLength(0);
    },
  );

  it("rejects an over-long comment", async () => {
    const { resume, cookie } = await analysedResume();
    const response = await rate(resume.id, cookie, { stars: 3, comment: "я".repeat(2001) });
    expect(response.status).toBe(400);
  });

  it("is for the owner only, and only for a result that exists", async () => {
    const { resume } = await analysedResume();
    expect((await rate(resume.id, `rework_visitor=${newId()}`, { stars: 5 })).status).toBe(404);
    expect((await rate("demo", `rework_visitor=${newId()}`, { stars: 5 })).status).toBe(404);
    const visitorId = newId();
    const fresh = await seedResume({ visitorId, isPaid: true, analysisStatus: "queued" });
    const response = await rate(fresh.id, `rework_visitor=${visitorId}`, { stars: 5 });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: RATING_NOT_ANALYSED_MESSAGE, code: "analysis_required" });
    expect(await db().select().from(ratings).where(eq(ratings.resumeId, resume.id))).toHaveLength(0);
  });
});
