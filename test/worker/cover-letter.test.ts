/**
 * `POST /api/resumes/{id}/cover-letter/` through the real Worker: ownership, unpaid and unanalysed refusals, the
 * demo, validation with the spec's message, the letter stored and shown on the resume, a second letter for another
 * vacancy, the per-resume limit, the per-owner rate limit, and nothing stored when the request fails.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  COVER_LETTER_REQUIRED_MESSAGE,
  type CoverLetter,
  MAX_COVER_LETTERS_PER_RESUME,
} from "../../shared/schemas/cover-letter";
import type { ResumeResponse } from "../../shared/schemas/resume";
import { createDb } from "../../worker/db/client";
import { analyses, coverLetters, rateLimits } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import {
  LETTER_LIMIT_MESSAGE,
  LETTER_NOT_ANALYSED_MESSAGE,
  LETTER_RATE_LIMIT,
  LETTER_RATE_LIMIT_MESSAGE,
  LETTER_UNPAID_MESSAGE,
} from "../../worker/services/cover-letters";
import { RU_SALES_MANAGER } from "../engine/fixtures/ru-sales-manager";
import { api, type CsrfPair, csrfHeaders, getCsrf, seedResume } from "../helpers";

const db = () => createDb(env.DB);
let csrf: CsrfPair;

beforeEach(async () => {
  csrf = await getCsrf();
});

async function analysedResume(overrides: Parameters<typeof seedResume>[0] = {}) {
  const visitorId = newId();
  const resume = await seedResume({
    visitorId,
    isPaid: true,
    analysisStatus: "done",
    text: RU_SALES_MANAGER,
    originalText: RU_SALES_MANAGER,
    ...overrides,
  });
  await db()
    .insert(analyses)
    .values({
      id: newId(),
      resumeId: resume.id,
      result: JSON.stringify({ overall_score: 6 }),
      provider: "builtin",
      overallScore: 60,
    });
  return { resume, cookie: `rework_visitor=${visitorId}` };
}

function postLetter(resumeId: string, cookie: string, body: unknown) {
  return api(`/api/resumes/${resumeId}/cover-letter/`, {
    method: "POST",
    headers: { ...csrfHeaders(csrf, [cookie]), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

const VALID = { company_name: "ТехноСнаб", position_name: "Менеджер по продажам" };

async function lettersOf(resumeId: string) {
  return db().select().from(coverLetters).where(eq(coverLetters.resumeId, resumeId));
}

describe("POST /api/resumes/{id}/cover-letter/", () => {
  it("writes the built-in letter for the owner of a paid, analysed resume and shows it on the resume", async () => {
    const { resume, cookie } = await analysedResume();
    const response = await postLetter(resume.id, cookie, { ...VALID, personal_style: "friendly", auto_research: true });
    expect(response.status).toBe(201);
    const letter = await response.json<CoverLetter>();
    expect(letter).toMatchObject({
      company_name: "ТехноСнаб",
      position_name: "Менеджер по продажам",
      personal_style: "friendly",
      language: "ru",
      author: "builtin",
      assumptions: [],
    });
    expect(letter.content).toContain("«ТехноСнаб»");
    expect(letter.content).toContain("35%");

    const shown = await (
      await api(`/api/resumes/${resume.id}/`, { headers: { Cookie: cookie } })
    ).json<ResumeResponse>();
    expect(shown.has_cover_letter).toBe(true);
    expect(shown.cover_letter).toEqual(letter);
    expect(shown.cover_letters).toEqual([letter]);
  });

  it("keeps earlier letters listed when a new one is written for another vacancy; the newest is the resume's", async () => {
    const { resume, cookie } = await analysedResume();
    const first = await (await postLetter(resume.id, cookie, VALID)).json<CoverLetter>();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await (
      await postLetter(resume.id, cookie, {
        company_name: "Acme",
        position_name: "Key Account Manager",
        vacancy_description: "We need B2B sales and negotiation experience.",
      })
    ).json<CoverLetter>();
    expect(second.language).toBe("en");
    const shown = await (
      await api(`/api/resumes/${resume.id}/`, { headers: { Cookie: cookie } })
    ).json<ResumeResponse>();
    expect(shown.cover_letter?.id).toBe(second.id);
    expect(shown.cover_letters.map((l) => l.id)).toEqual([second.id, first.id]);
    const listed = await (await api(`/api/resumes/${resume.id}/cover-letters/`, { headers: { Cookie: cookie } })).json<{
      cover_letters: CoverLetter[];
    }>();
    expect(listed.cover_letters.map((l) => l.id)).toEqual([second.id, first.id]);
  });

  it(`stops at ${MAX_COVER_LETTERS_PER_RESUME} letters per resume`, async () => {
    const { resume, cookie } = await analysedResume();
    for (let i = 0; i < MAX_COVER_LETTERS_PER_RESUME; i++) {
      await db()
        .insert(coverLetters)
        .values({
          id: newId(),
          resumeId: resume.id,
          companyName: `Компания ${i}`,
          positionName: "Менеджер",
          content: "Здравствуйте!",
        });
    }
    const response = await postLetter(resume.id, cookie, VALID);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: LETTER_LIMIT_MESSAGE, code: "letter_limit" });
    expect(await lettersOf(resume.id)).toHaveLength(MAX_COVER_LETTERS_PER_RESUME);
  });

  it("answers a stranger, a malformed id and the demo's sample id with 404 and stores nothing", async () => {
    const { resume } = await analysedResume();
    const stranger = await postLetter(resume.id, `rework_visitor=${newId()}`, VALID);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ error: "Резюме не найдено", code: "not_found" });
    expect((await postLetter("demo", `rework_visitor=${newId()}`, VALID)).status).toBe(404);
    expect((await postLetter("demo-resume-sample-0001", `rework_visitor=${newId()}`, VALID)).status).toBe(404);
    expect(await lettersOf(resume.id)).toHaveLength(0);
  });

  it("refuses an unpaid resume (402) and one without an analysis yet (409)", async () => {
    const visitorId = newId();
    const unpaid = await seedResume({ visitorId, text: RU_SALES_MANAGER });
    const response = await postLetter(unpaid.id, `rework_visitor=${visitorId}`, VALID);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: LETTER_UNPAID_MESSAGE, code: "payment_required" });

    const paidId = newId();
    const paid = await seedResume({
      visitorId: paidId,
      isPaid: true,
      analysisStatus: "running",
      text: RU_SALES_MANAGER,
    });
    const waiting = await postLetter(paid.id, `rework_visitor=${paidId}`, VALID);
    expect(waiting.status).toBe(409);
    expect(await waiting.json()).toEqual({ error: LETTER_NOT_ANALYSED_MESSAGE, code: "analysis_required" });
    expect(await lettersOf(unpaid.id)).toHaveLength(0);
    expect(await lettersOf(paid.id)).toHaveLength(0);
  });

  it.each([
    ["blank company", { company_name: "   ", position_name: "Менеджер" }],
    ["missing position", { company_name: "ТехноСнаб" }],
    ["blank both", { company_name: "", position_name: " \n " }],
  ])("rejects %s with the spec's message", async (_name, body) => {
    const { resume, cookie } = await analysedResume();
    const response = await postLetter(resume.id, cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: COVER_LETTER_REQUIRED_MESSAGE, code: "invalid_cover_letter" });
    expect(await lettersOf(resume.id)).toHaveLength(0);
  });

  it("rejects an unknown style and an over-long vacancy with a Russian message", async () => {
    const { resume, cookie } = await analysedResume();
    const style = await postLetter(resume.id, cookie, { ...VALID, personal_style: "sarcastic" });
    expect(style.status).toBe(400);
    expect((await style.json<{ error: string }>()).error).toMatch(/[А-Яа-я]/u);
    const long = await postLetter(resume.id, cookie, { ...VALID, vacancy_description: "а".repeat(9000) });
    expect(long.status).toBe(400);
    expect((await long.json<{ error: string }>()).error).toBe(
      "Слишком длинный текст в поле формы. Сократи его, пожалуйста.",
    );
  });

  it("treats blank optional fields as not given", async () => {
    const { resume, cookie } = await analysedResume();
    const response = await postLetter(resume.id, cookie, { ...VALID, company_info: "  ", vacancy_description: "" });
    expect(response.status).toBe(201);
    expect((await response.json<CoverLetter>()).language).toBe("ru");
  });

  it("needs the CSRF token", async () => {
    const { resume, cookie } = await analysedResume();
    const response = await api(`/api/resumes/${resume.id}/cover-letter/`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(VALID),
    });
    expect(response.status).toBe(403);
    expect(await lettersOf(resume.id)).toHaveLength(0);
  });

  it("limits letters per owner per hour", async () => {
    const { resume, cookie } = await analysedResume();
    const visitorId = cookie.split("=")[1]!;
    const windowStart =
      Math.floor(Date.now() / 1000 / LETTER_RATE_LIMIT.windowSeconds) * LETTER_RATE_LIMIT.windowSeconds;
    await db()
      .insert(rateLimits)
      .values({ key: `letter:visitor:${visitorId}`, windowStart, count: LETTER_RATE_LIMIT.limit });
    const response = await postLetter(resume.id, cookie, VALID);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: LETTER_RATE_LIMIT_MESSAGE, code: "rate_limited" });
    expect(await lettersOf(resume.id)).toHaveLength(0);
  });
});
