/**
 * `GET /api/v1/analyses/{id}` (decisions 340–342): the reading is the STORED ResumeReading (an edit of the stored
 * row shows; an older version is read again and saved), the report is written in the caller's language (`lang`,
 * then Accept-Language), both languages validate against the served OpenAPI document, and the analysis looked up
 * with the key is only ever the key's organisation's.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { READING_VERSION, type ResumeReading } from "../../shared/schemas/reading";
import { analyses, apiAnalyses, apiKeys } from "../../worker/db/schema";
import { hashApiKey } from "../../worker/services/business/keys";
import {
  db,
  documentedErrors,
  type OpenApiDocument,
  postText,
  seedKey,
  seedOrganisation,
  servedOpenApi,
  v1,
  waitForStatus,
} from "./business-helpers";

interface Report {
  language: string;
  overall_score: number;
  general_impression: string;
  strengths: string[];
  weaknesses: string[];
  recommendations: string[];
  criteria: { id: string; status: string; score: number; title: string; finding: string; fix: string }[];
}
interface Body {
  reading: ResumeReading;
  report: Report;
}

let doc: OpenApiDocument;
let key: string;
let id: string;
let resumeId: string;

const get = async (query = "", headers: Record<string, string> = {}) => {
  const response = await v1(`/analyses/${id}${query}`, key, { headers });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Body;
  expect(documentedErrors(doc, ["get", "/analyses/{id}", 200, "application/json"], body)).toEqual([]);
  return { body, language: response.headers.get("Content-Language") };
};

beforeAll(async () => {
  doc = await servedOpenApi();
  const { organisation } = await seedOrganisation(0);
  key = await seedKey(organisation.id, "test");
  const created = (await (await postText(key)).json()) as { id: string };
  id = created.id;
  await waitForStatus(key, id);
  const row = await db.select().from(apiAnalyses).where(eq(apiAnalyses.id, id)).get();
  resumeId = row!.resumeId!;
});

describe("the reading", () => {
  it("is the stored ResumeReading, as stored, with its version", async () => {
    const stored = await db.select().from(analyses).where(eq(analyses.resumeId, resumeId)).get();
    const { body } = await get();
    expect(body.reading).toEqual(JSON.parse(stored!.reading!));
    expect(body.reading.version).toBe(READING_VERSION);
    // What is stored is what is answered: an edit of the stored row shows, nothing is read again.
    const edited = { ...body.reading, person: { ...body.reading.person, role: "Роль из хранимого чтения" } };
    await db
      .update(analyses)
      .set({ reading: JSON.stringify(edited) })
      .where(eq(analyses.resumeId, resumeId));
    expect((await get()).body.reading.person.role).toBe("Роль из хранимого чтения");
  });

  it("is read again and saved once when the stored one is of an older reader", async () => {
    await db
      .update(analyses)
      .set({ reading: JSON.stringify({ version: 0 }), readingVersion: 0 })
      .where(eq(analyses.resumeId, resumeId));
    const { body } = await get();
    expect(body.reading.version).toBe(READING_VERSION);
    expect(body.reading.person.role).not.toBe("Роль из хранимого чтения");
    const saved = await db.select().from(analyses).where(eq(analyses.resumeId, resumeId)).get();
    expect(saved!.readingVersion).toBe(READING_VERSION);
    expect(JSON.parse(saved!.reading!)).toEqual(body.reading);
  });
});

describe("the report in the caller's language", () => {
  it("is Russian by default and English when asked, from the same verdicts", async () => {
    const russian = await get();
    expect(russian.language).toBe("ru");
    expect(russian.body.report.language).toBe("ru");
    expect(russian.body.report.general_impression).toMatch(/[а-яё]/i);

    const english = await get("?lang=en");
    expect(english.language).toBe("en");
    const report = english.body.report;
    expect(report.language).toBe("en");
    // The same verdicts: criteria, statuses, scores and the overall score.
    const verdicts = (r: Report) => r.criteria.map(({ id, status, score }) => ({ id, status, score }));
    expect(verdicts(report)).toEqual(verdicts(russian.body.report));
    expect(report.overall_score).toBe(russian.body.report.overall_score);
    expect(report.general_impression).toMatch(/^The resume .*score [\d.]+ of 10/);
    expect(report.weaknesses.length).toBeGreaterThan(0);
    // English prose: no Russian outside quotes of the person's own words.
    const prose = [
      report.general_impression,
      ...report.strengths,
      ...report.weaknesses,
      ...report.recommendations,
      ...report.criteria.flatMap((c) => [c.title, c.finding, c.fix]),
    ];
    for (const text of prose) expect(text.replace(/«[^»]*»/g, ""), text).not.toMatch(/[а-яё]/i);
  });

  it("follows Accept-Language by weight, and `lang` wins over it", async () => {
    expect((await get("", { "Accept-Language": "en-US,en;q=0.9" })).body.report.language).toBe("en");
    expect((await get("", { "Accept-Language": "de-DE, ru;q=0.8, en;q=0.5" })).body.report.language).toBe("ru");
    expect((await get("", { "Accept-Language": "fr-FR" })).body.report.language).toBe("ru");
    expect((await get("?lang=ru", { "Accept-Language": "en" })).body.report.language).toBe("ru");
    expect((await get("?lang=en", { "Accept-Language": "ru" })).body.report.language).toBe("en");
  });
});

describe("the analysis looked up with the key", () => {
  it("is only the key's organisation's, and not once the key is revoked", async () => {
    const other = await seedKey((await seedOrganisation(0)).organisation.id, "test");
    const foreign = await v1(`/analyses/${id}`, other);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { code: string }).code).toBe("analysis_not_found");
    expect((await v1(`/analyses/${id}/vacancy-match`, other, { method: "POST", body: "{}" })).status).toBe(404);
    expect((await v1(`/analyses/${id}`, other, { method: "DELETE" })).status).toBe(404);
    expect((await v1(`/analyses/${id}`, key)).status).toBe(200);
    await db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(apiKeys.keyHash, await hashApiKey(key)));
    const revoked = await v1(`/analyses/${id}`, key);
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { code: string }).code).toBe("revoked_api_key");
  });
});
