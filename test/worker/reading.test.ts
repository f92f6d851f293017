/**
 * The stored reading (decision 230) in workerd with real D1: the queue consumer writes it with the analysis; the
 * cover letter, the vacancy match and the advisor read the stored one (a value only the stored reading holds shows
 * up in their answers); a reading missing (analyses made before migration 0008) or of an older READING_VERSION is
 * read again from the resume's text once and saved.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { CoverLetter } from "../../shared/schemas/cover-letter";
import { READING_VERSION, type ResumeReading, resumeReadingSchema } from "../../shared/schemas/reading";
import { buildContext } from "../../worker/advisor/context";
import { createDb } from "../../worker/db/client";
import { analyses } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { builtinProvider } from "../../worker/providers/ai/builtin";
import { performAnalysis } from "../../worker/services/analysis";
import { readingOf } from "../../worker/services/reading";
import { matchVacancy } from "../../worker/vacancy-match/match";
import { RU_SALES_MANAGER } from "../engine/fixtures/ru-sales-manager";
import { api, type CsrfPair, csrfHeaders, getCsrf, seedResume } from "../helpers";

const db = () => createDb(env.DB);
let csrf: CsrfPair;

beforeEach(async () => {
  csrf = await getCsrf();
});

async function analysedByConsumer() {
  const visitorId = newId();
  const resume = await seedResume({
    visitorId,
    isPaid: true,
    analysisStatus: "queued",
    text: RU_SALES_MANAGER,
    originalText: RU_SALES_MANAGER,
  });
  expect(await performAnalysis({ db: db(), provider: builtinProvider, timeoutMs: 1000 }, resume.id)).toBe("done");
  return { resume, cookie: `rework_visitor=${visitorId}` };
}

async function storedRow(resumeId: string) {
  return db().select().from(analyses).where(eq(analyses.resumeId, resumeId)).get();
}

/** Changes the stored reading in place: what a feature then says can only have come from the stored copy. */
async function editStored(resumeId: string, edit: (reading: ResumeReading) => void) {
  const row = await storedRow(resumeId);
  const reading = resumeReadingSchema.parse(JSON.parse(row!.reading!));
  edit(reading);
  await db()
    .update(analyses)
    .set({ reading: JSON.stringify(reading) })
    .where(eq(analyses.resumeId, resumeId));
}

describe("the stored reading", () => {
  it("is written once with the analysis by the queue consumer, with its version", async () => {
    const { resume } = await analysedByConsumer();
    const row = await storedRow(resume.id);
    expect(row?.readingVersion).toBe(READING_VERSION);
    const reading = resumeReadingSchema.parse(JSON.parse(row!.reading!));
    expect(reading.version).toBe(READING_VERSION);
    expect(reading.contacts.emails.length).toBeGreaterThan(0);
    expect(reading.timeline.totalYears).toBeGreaterThan(0);
    expect(reading.timeline.ranges.some((r) => r.isWork)).toBe(true);
    for (const range of reading.timeline.ranges) expect(range.span[1]).toBeGreaterThan(range.span[0]);
    expect(reading.skills.length).toBeGreaterThan(0);
    expect(reading.person.family).not.toBeNull();
  });

  it("is what the cover letter is written from", async () => {
    const { resume, cookie } = await analysedByConsumer();
    await editStored(resume.id, (reading) => {
      // Still the resume's words (the letter's fact check drops a name the resume lacks), but not as the engine read it.
      reading.person.name = "Кузнецов Дмитрий";
    });
    const response = await api(`/api/resumes/${resume.id}/cover-letter/`, {
      method: "POST",
      headers: { ...csrfHeaders(csrf, [cookie]), "Content-Type": "application/json" },
      body: JSON.stringify({ company_name: "ТехноСнаб", position_name: "Менеджер по продажам" }),
    });
    expect(response.status).toBe(201);
    const { content } = await response.json<CoverLetter>();
    expect(content).toContain("Кузнецов Дмитрий");
    expect(content).not.toContain("Олегович");
  });

  it("is what the vacancy match and the advisor read", async () => {
    const { resume } = await analysedByConsumer();
    await editStored(resume.id, (reading) => {
      reading.timeline.totalYears = 42;
      reading.contacts.city = "Хранимовск";
    });
    const reading = await readingOf(db(), resume);
    const match = matchVacancy(resume.text, reading, {
      title: "Менеджер по продажам",
      description: "Опыт от 3 лет, CRM",
      keySkills: [],
      minYears: 3,
      city: "Москва",
      remote: false,
    });
    expect(match.experience.resume_years).toBe(42);
    expect(match.city.resume).toBe("Хранимовск");
    expect(buildContext(resume.text, resume.filename, null, reading).reading.timeline.totalYears).toBe(42);
  });

  it("is read again and saved when missing or of an older version", async () => {
    for (const [reading, readingVersion] of [
      [null, null],
      ['{"version":0}', 0],
    ] as const) {
      const { resume } = await analysedByConsumer();
      await db().update(analyses).set({ reading, readingVersion }).where(eq(analyses.resumeId, resume.id));
      const fresh = await readingOf(db(), resume);
      expect(fresh.version).toBe(READING_VERSION);
      expect(fresh.timeline.totalYears).toBeGreaterThan(0);
      const row = await storedRow(resume.id);
      expect(row?.readingVersion).toBe(READING_VERSION);
      expect(resumeReadingSchema.parse(JSON.parse(row!.reading!))).toEqual(fresh);
    }
  });
});
