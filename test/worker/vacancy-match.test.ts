/**
 * Vacancy match and version comparison through the real Worker (issue 16): hh.ru links parsed, hh.ru's API mocked at
 * the fetch boundary in its wire format (ok, 404, archived, 403 captcha, unreachable, time-out), ownership, the
 * paid/analysed rules, saved matches listed, CSRF, and the comparison's figures.
 */

import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ResumeComparison, VACANCY_REQUIRED_MESSAGE, type VacancyMatch } from "../../shared/schemas/vacancy-match";
import { createDb } from "../../worker/db/client";
import { analyses, rateLimits, vacancyMatches } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { HhVacancyProvider, parseHhVacancyLink } from "../../worker/providers/vacancies/hh";
import { VacancyFetchError } from "../../worker/providers/vacancies/types";
import {
  MATCH_RATE_LIMIT,
  MATCH_RATE_LIMIT_MESSAGE,
  MATCH_UNPAID_MESSAGE,
} from "../../worker/services/vacancy-matches";
import { otherSiteMessage } from "../../worker/vacancy-match/link";
import { VACANCY_FETCH_MESSAGES } from "../../worker/vacancy-match/messages";
import { api, type CsrfPair, csrfHeaders, getCsrf, seedResume } from "../helpers";
import { RU_FULLSTACK_RESUME, RU_FULLSTACK_VACANCY } from "./vacancy-fixtures";

const db = () => createDb(env.DB);
let csrf: CsrfPair;

beforeEach(async () => {
  csrf = await getCsrf();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function analysedResume(
  options: { visitorId?: string; text?: string; isPaid?: boolean; criteria?: unknown[]; score?: number } = {},
) {
  const visitorId = options.visitorId ?? newId();
  const text = options.text ?? RU_FULLSTACK_RESUME;
  const resume = await seedResume({
    visitorId,
    isPaid: options.isPaid ?? true,
    analysisStatus: "done",
    text,
    originalText: text,
  });
  const score = options.score ?? 6;
  await db()
    .insert(analyses)
    .values({
      id: newId(),
      resumeId: resume.id,
      result: JSON.stringify({ overall_score: score, criteria: options.criteria ?? [] }),
      provider: "builtin",
      overallScore: score * 10,
    });
  return { resume, cookie: `rework_visitor=${visitorId}`, visitorId };
}

function postMatch(resumeId: string, cookie: string, body: unknown, withCsrf = true) {
  return api(`/api/resumes/${resumeId}/vacancy-match/`, {
    method: "POST",
    headers: withCsrf
      ? { ...csrfHeaders(csrf, [cookie]), "Content-Type": "application/json" }
      : { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** hh.ru's answer for GET /vacancies/{id}, as its OpenAPI file describes it. */
function hhVacancy(overrides: Record<string, unknown> = {}) {
  return {
    id: "93350012",
    name: "Fullstack-разработчик (JavaScript)",
    archived: false,
    alternate_url: "https://hh.ru/vacancy/93350012",
    description:
      "<p><strong>Требования:</strong></p><ul><li>опыт от 3 лет</li><li>JavaScript, React</li><li>интеграция с 1С:Бухгалтерия</li></ul><p><strong>Будет плюсом:</strong></p><ul><li>Kubernetes</li></ul>",
    key_skills: [{ name: "PostgreSQL" }, { name: "TypeScript" }],
    experience: { id: "between3And6", name: "3–6 лет" },
    area: { id: "1", name: "Москва", url: "https://api.hh.ru/areas/1" },
    salary: { from: 250000, to: null, currency: "RUR", gross: false },
    employer: { id: "1", name: "Учёт и склад" },
    schedule: { id: "fullDay", name: "Полный день" },
    employment: { id: "full", name: "Полная занятость" },
    ...overrides,
  };
}

interface Seen {
  url: string;
  headers: Headers;
}

function mockHh(reply: (signal: AbortSignal | null | undefined) => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, headers: request.headers });
    return reply(init?.signal);
  });
  return seen;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("hh.ru links", () => {
  it("takes the vacancy id from hh.ru and its regional hosts", () => {
    expect(parseHhVacancyLink("https://hh.ru/vacancy/93350012")).toBe("93350012");
    expect(parseHhVacancyLink("https://spb.hh.ru/vacancy/123456?from=main&query=js")).toBe("123456");
    expect(parseHhVacancyLink("http://ekaterinburg.hh.ru/vacancy/42/")).toBe("42");
    expect(parseHhVacancyLink("hh.ru/vacancy/77")).toBe("77");
    expect(parseHhVacancyLink("https://hh.kz/vacancy/5")).toBe("5");
  });

  it("refuses links that are not an hh.ru vacancy", () => {
    for (const bad of [
      "https://hh.ru/resume/abc",
      "https://evilhh.ru/vacancy/1",
      "https://hh.ru.evil.com/vacancy/1",
      "https://hh.ru/vacancy/abc",
      "javascript:alert(1)",
      "ftp://hh.ru/vacancy/1",
      "просто текст",
      "",
    ]) {
      expect(parseHhVacancyLink(bad), bad).toBeNull();
    }
  });
});

describe("POST /api/resumes/{id}/vacancy-match/", () => {
  it("matches a pasted vacancy, saves it and lists it", async () => {
    const { resume, cookie } = await analysedResume();
    const response = await postMatch(resume.id, cookie, { vacancy_text: RU_FULLSTACK_VACANCY });
    expect(response.status).toBe(201);
    const match = await response.json<VacancyMatch>();
    expect(match).toMatchObject({
      source: "text",
      vacancy_url: null,
      vacancy_title: "Fullstack-разработчик (JavaScript)",
    });
    expect(match.requirements.find((r) => r.term === "JavaScript")).toMatchObject({
      status: "near_miss",
      use_term: "JavaScript",
      resume_term: "JS",
    });
    expect(match.city).toMatchObject({ vacancy: "Москва", fit: "match" });
    expect(match.edits.length).toBe(3);
    expect(match.vacancy_text).toContain("PostgreSQL");

    const listed = await (
      await api(`/api/resumes/${resume.id}/vacancy-matches/`, { headers: { Cookie: cookie } })
    ).json<{ vacancy_matches: VacancyMatch[] }>();
    expect(listed.vacancy_matches).toEqual([match]);
  });

  it("reads an hh.ru link through the API with the HH-User-Agent header and uses its key skills, experience and city", async () => {
    const seen = mockHh(() => json(hhVacancy()));
    const { resume, cookie } = await analysedResume();
    const response = await postMatch(resume.id, cookie, {
      vacancy_url: "https://spb.hh.ru/vacancy/93350012?from=search",
    });
    expect(response.status).toBe(201);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("https://api.hh.ru/vacancies/93350012");
    expect(seen[0]!.headers.get("HH-User-Agent")).toBe(`${env.SITE_NAME}/1.0 (${env.CONTACT_EMAIL})`);
    expect(seen[0]!.headers.get("Authorization")).toBeNull();
    const match = await response.json<VacancyMatch>();
    expect(match).toMatchObject({
      source: "hh",
      vacancy_url: "https://hh.ru/vacancy/93350012",
      vacancy_title: "Fullstack-разработчик (JavaScript)",
      employer: "Учёт и склад",
    });
    const terms = new Map(match.requirements.map((r) => [r.term, r]));
    expect(terms.get("PostgreSQL")).toMatchObject({ status: "near_miss", key_skill: true, resume_term: "Postgres" });
    expect(terms.get("TypeScript")).toMatchObject({ status: "missing", key_skill: true });
    expect(terms.get("1С:Бухгалтерия")?.status).toBe("near_miss");
    expect(terms.get("Kubernetes")).toMatchObject({ status: "missing", weight: 1 });
    expect(match.experience).toMatchObject({ required_years: 3, fit: "match" });
    expect(match.city).toMatchObject({ vacancy: "Москва", fit: "match" });
    expect(match.vacancy_text).toMatch(/^Fullstack-разработчик \(JavaScript\)\n\nТребования:\n• опыт от 3 лет/);
  });

  const failures: Array<[string, () => Response, number, keyof typeof VACANCY_FETCH_MESSAGES]> = [
    ["404", () => json({ errors: [{ type: "not_found" }], description: "Not Found" }, 404), 422, "not_found"],
    ["an archived vacancy", () => json(hhVacancy({ archived: true })), 422, "archived"],
    [
      "403 captcha_required",
      () =>
        json(
          {
            errors: [
              {
                type: "captcha_required",
                value: "captcha_required",
                captcha_url: "https://hh.ru/account/captcha?state=x",
              },
            ],
          },
          403,
        ),
      503,
      "captcha",
    ],
    ["403 forbidden", () => json({ errors: [{ type: "forbidden" }] }, 403), 502, "forbidden"],
    ["503 service_unavailable", () => json({ errors: [{ type: "service_unavailable" }] }, 503), 502, "unavailable"],
    ["a 200 that is not JSON", () => new Response("<html>captcha</html>", { status: 200 }), 502, "bad_answer"],
  ];
  for (const [label, reply, status, kind] of failures) {
    it(`answers ${label} with a Russian message that offers the paste box, and saves nothing`, async () => {
      mockHh(reply);
      const { resume, cookie } = await analysedResume();
      const response = await postMatch(resume.id, cookie, { vacancy_url: "https://hh.ru/vacancy/93350012" });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: VACANCY_FETCH_MESSAGES[kind], code: `vacancy_${kind}` });
      expect(VACANCY_FETCH_MESSAGES[kind]).toMatch(/вставь/);
      expect(await db().select().from(vacancyMatches).where(eq(vacancyMatches.resumeId, resume.id))).toEqual([]);
    });
  }

  it("answers an unreachable hh.ru with its message", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    const { resume, cookie } = await analysedResume();
    const response = await postMatch(resume.id, cookie, { vacancy_url: "https://hh.ru/vacancy/1" });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      code: "vacancy_unavailable",
      error: VACANCY_FETCH_MESSAGES.unavailable,
    });
  });

  it("gives up on an hh.ru that does not answer in time (provider time-out)", async () => {
    mockHh((signal) => new Promise((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason))));
    const provider = new HhVacancyProvider({ userAgent: "Rework/1.0 (hello@rework.example)", timeoutMs: 50 });
    const failure = await provider.fetchVacancy("1").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(VacancyFetchError);
    expect((failure as VacancyFetchError).kind).toBe("timeout");
  });

  it("sends the application token when one is configured", async () => {
    const seen = mockHh(() => json(hhVacancy()));
    await new HhVacancyProvider({ userAgent: "Rework/1.0 (a@b.ru)", token: "APP-TOKEN" }).fetchVacancy("93350012");
    expect(seen[0]!.headers.get("Authorization")).toBe("Bearer APP-TOKEN");
  });

  it("refuses a bad link and an empty body without calling hh.ru", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { resume, cookie } = await analysedResume();
    const bad = await postMatch(resume.id, cookie, { vacancy_url: "https://example.com/vacancy/1" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: otherSiteMessage("example.com") });
    const notVacancy = await postMatch(resume.id, cookie, { vacancy_url: "https://hh.ru/employer/12345" });
    expect(await notVacancy.json()).toMatchObject({ error: otherSiteMessage("hh.ru") });
    // Another job site's link pasted into the text box is refused by name, never saved as a 0 % "vacancy".
    const superjob = await postMatch(resume.id, cookie, {
      vacancy_text: "https://www.superjob.ru/vakansii/analitik-dannyh-46211234.html",
    });
    expect(superjob.status).toBe(400);
    expect(((await superjob.json()) as { error: string }).error).toMatch(/superjob\.ru.*только hh\.ru/u);
    expect(await db().select().from(vacancyMatches).where(eq(vacancyMatches.resumeId, resume.id))).toEqual([]);
    const empty = await postMatch(resume.id, cookie, { vacancy_text: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: VACANCY_REQUIRED_MESSAGE });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("is rate-limited per owner, and a refused call saves nothing", async () => {
    const { resume, cookie, visitorId } = await analysedResume();
    const windowStart = Math.floor(Date.now() / 1000 / MATCH_RATE_LIMIT.windowSeconds) * MATCH_RATE_LIMIT.windowSeconds;
    await db()
      .insert(rateLimits)
      .values({ key: `vacancy:visitor:${visitorId}`, windowStart, count: MATCH_RATE_LIMIT.limit });
    const response = await postMatch(resume.id, cookie, { vacancy_text: RU_FULLSTACK_VACANCY });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: MATCH_RATE_LIMIT_MESSAGE, code: "rate_limited" });
    expect(await db().select().from(vacancyMatches).where(eq(vacancyMatches.resumeId, resume.id))).toEqual([]);
  });

  it("is for the owner of a paid resume only, and needs the CSRF token", async () => {
    const { resume, cookie } = await analysedResume();
    const stranger = await postMatch(resume.id, `rework_visitor=${newId()}`, { vacancy_text: RU_FULLSTACK_VACANCY });
    expect(stranger.status).toBe(404);
    const strangerList = await api(`/api/resumes/${resume.id}/vacancy-matches/`, {
      headers: { Cookie: `rework_visitor=${newId()}` },
    });
    expect(strangerList.status).toBe(404);
    const noCsrf = await postMatch(resume.id, cookie, { vacancy_text: RU_FULLSTACK_VACANCY }, false);
    expect(noCsrf.status).toBe(403);
    const unpaid = await analysedResume({ isPaid: false });
    const refused = await postMatch(unpaid.resume.id, unpaid.cookie, { vacancy_text: RU_FULLSTACK_VACANCY });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ error: MATCH_UNPAID_MESSAGE });
    const demo = await postMatch("demo", cookie, { vacancy_text: RU_FULLSTACK_VACANCY });
    expect(demo.status).toBe(404);
  });
});

describe("GET /api/resumes/{id}/compare/{other_id}/", () => {
  const OLD_TEXT = `Анна Смирнова
Разработчик
anna.smirnova@example.ru

ОПЫТ РАБОТЫ
Март 2019 — настоящее время
ООО «СкладСофт», разработчик
• Писала на JS и PHP.

НАВЫКИ
JS, PHP, Git
`;

  it("answers the score change, criteria fixed and newly failing, skills, years and sections", async () => {
    const visitorId = newId();
    const older = await analysedResume({
      visitorId,
      text: OLD_TEXT,
      score: 5,
      criteria: [
        { id: "contacts_city", title: "Город указан", status: "fail" },
        { id: "length", title: "Объём", status: "pass" },
      ],
    });
    const newer = await analysedResume({
      visitorId,
      text: RU_FULLSTACK_RESUME,
      score: 7.5,
      criteria: [
        { id: "contacts_city", title: "Город указан", status: "pass" },
        { id: "length", title: "Объём", status: "fail" },
      ],
    });
    const response = await api(`/api/resumes/${newer.resume.id}/compare/${older.resume.id}/`, {
      headers: { Cookie: newer.cookie },
    });
    expect(response.status).toBe(200);
    const comparison = await response.json<ResumeComparison>();
    expect(comparison.score_change).toBe(2.5);
    expect(comparison.resume.score).toBe(7.5);
    expect(comparison.other.score).toBe(5);
    expect(comparison.criteria_fixed).toEqual(["Город указан"]);
    expect(comparison.criteria_newly_failing).toEqual(["Объём"]);
    expect(comparison.skills_added).toEqual(expect.arrayContaining(["React", "Postgres", "Docker"]));
    expect(comparison.skills_removed).toEqual(["PHP"]);
    expect(comparison.sections_added).toEqual(expect.arrayContaining(["О СЕБЕ", "ОБРАЗОВАНИЕ"]));
    expect(comparison.years.resume).toBeCloseTo(comparison.years.other, 0);
  });

  it("answers 404 when either resume is not the caller's", async () => {
    const mine = await analysedResume();
    const theirs = await analysedResume();
    const response = await api(`/api/resumes/${mine.resume.id}/compare/${theirs.resume.id}/`, {
      headers: { Cookie: mine.cookie },
    });
    expect(response.status).toBe(404);
    const reverse = await api(`/api/resumes/${theirs.resume.id}/compare/${mine.resume.id}/`, {
      headers: { Cookie: mine.cookie },
    });
    expect(reverse.status).toBe(404);
  });
});
