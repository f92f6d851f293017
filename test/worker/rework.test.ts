/**
 * `GET /api/resumes/{id}/rework/` and `/rework/docx/` through the real Worker: only the owner of a paid, analysed
 * resume; built from the analysis's stored reading once and kept per analysis, built again when the builder's or the
 * reading's version changes; the DOCX is a Word file named in the person's language; the demo's; an account's
 * deletion takes its reworks along.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import SAMPLE_TEXT from "../../client/features/analysis/demo/sample-resume.txt?raw";
import { type ReworkedResume, reworkBuildVersion, reworkedResumeSchema } from "../../shared/schemas/rework";
import { SAMPLE_ANALYSED_AT, SAMPLE_INPUT } from "../../worker/analysis/demo/sample";
import { READING_VERSION, type ResumeReading, readResume } from "../../worker/analysis/engine";
import { createDb } from "../../worker/db/client";
import { analyses, reworks } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { reworkFromText } from "../../worker/rework";
import demoRework from "../../worker/rework/demo-rework.json";
import { REWORK_NOT_ANALYSED_MESSAGE, REWORK_UNPAID_MESSAGE } from "../../worker/services/reworks";
import { deleteAccount, listUserResumes } from "../../worker/services/users";
import { RU_SALES_MANAGER } from "../engine/fixtures/ru-sales-manager";
import { api, seedResume } from "../helpers";

const db = () => createDb(env.DB);

async function paidResume(options: { analysed?: boolean; paid?: boolean; userId?: string } = {}) {
  const visitorId = newId();
  const resume = await seedResume({
    visitorId,
    userId: options.userId,
    isPaid: options.paid ?? true,
    analysisStatus: options.analysed === false ? "none" : "done",
    text: RU_SALES_MANAGER,
    originalText: RU_SALES_MANAGER,
  });
  const analysisId = newId();
  if (options.analysed !== false)
    await db()
      .insert(analyses)
      .values({ id: analysisId, resumeId: resume.id, result: "{}", provider: "builtin", overallScore: 60 });
  return { resume, analysisId, cookie: `rework_visitor=${visitorId}` };
}

const get = (path: string, cookie?: string) => api(path, { headers: cookie ? { Cookie: cookie } : {} });

describe("GET /api/resumes/{id}/rework/", () => {
  it("builds the reworked resume from the owner's reading once and keeps it with the analysis", async () => {
    const { resume, analysisId, cookie } = await paidResume();
    const response = await get(`/api/resumes/${resume.id}/rework/`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const rework = reworkedResumeSchema.parse(await response.json());
    expect(rework.language).toBe("ru");
    expect(rework.experience.length).toBeGreaterThan(0);
    expect(rework.comparison.map((section) => section.section)).toContain("Опыт работы");

    const rows = await db().select().from(reworks).where(eq(reworks.analysisId, analysisId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(reworkBuildVersion(READING_VERSION));

    // The kept copy is what the second request returns: a marker written into it comes back.
    await db()
      .update(reworks)
      .set({ content: { ...rework, position: "Отметка из базы" } })
      .where(eq(reworks.analysisId, analysisId));
    const again = await (await get(`/api/resumes/${resume.id}/rework/`, cookie)).json<ReworkedResume>();
    expect(again.position).toBe("Отметка из базы");
  });

  it("is built from the analysis's stored reading, not from the text read again", async () => {
    const { resume, analysisId, cookie } = await paidResume();
    // A stored reading that keeps one key skill and another city: only the stored copy says so.
    const read = readResume({ text: RU_SALES_MANAGER }, { now: new Date() });
    const stored: ResumeReading = {
      ...read,
      keySkills: read.keySkills.slice(0, 1),
      contacts: { ...read.contacts, city: "Калининград" },
    };
    await db()
      .update(analyses)
      .set({ reading: JSON.stringify(stored), readingVersion: READING_VERSION })
      .where(eq(analyses.id, analysisId));
    const rework = reworkedResumeSchema.parse(await (await get(`/api/resumes/${resume.id}/rework/`, cookie)).json());
    expect(rework.skills.flatMap((group) => group.items)).toEqual([read.keySkills[0]!.name]);
    expect(rework.contacts.city).toBe("Калининград");
  });

  it("builds it again when the stored copy was made by an older builder or from an older reading", async () => {
    const { resume, analysisId, cookie } = await paidResume();
    await db()
      .insert(reworks)
      .values({ analysisId, version: reworkBuildVersion(READING_VERSION - 1), content: { stale: true } });
    const response = await get(`/api/resumes/${resume.id}/rework/`, cookie);
    expect(response.status).toBe(200);
    expect(reworkedResumeSchema.safeParse(await response.json()).success).toBe(true);
    const [row] = await db().select().from(reworks).where(eq(reworks.analysisId, analysisId));
    expect(row!.version).toBe(reworkBuildVersion(READING_VERSION));
  });

  it("is the owner's only: another visitor gets 404 and nothing is built", async () => {
    const { resume, analysisId } = await paidResume();
    const response = await get(`/api/resumes/${resume.id}/rework/`, `rework_visitor=${newId()}`);
    expect(response.status).toBe(404);
    expect(await db().select().from(reworks).where(eq(reworks.analysisId, analysisId))).toHaveLength(0);
    expect((await get(`/api/resumes/${resume.id}/rework/docx/`)).status).toBe(404);
  });

  it("needs the analysis to be paid for and ready, and says so in Russian", async () => {
    const unpaid = await paidResume({ paid: false });
    const refused = await get(`/api/resumes/${unpaid.resume.id}/rework/`, unpaid.cookie);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ error: REWORK_UNPAID_MESSAGE, code: "payment_required" });

    const pending = await paidResume({ analysed: false });
    const early = await get(`/api/resumes/${pending.resume.id}/rework/`, pending.cookie);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: REWORK_NOT_ANALYSED_MESSAGE });
  });

  it("downloads an editable Word document named in the person's language", async () => {
    const { resume, cookie } = await paidResume();
    const response = await get(`/api/resumes/${resume.id}/rework/docx/`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(response.headers.get("Content-Disposition")).toContain(encodeURIComponent("Резюме"));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // a ZIP container, as every .docx
  });

  it("is listed in the history and deleted with the account", async () => {
    const userId = newId();
    await env.DB.prepare("INSERT INTO users (id, email) VALUES (?, ?)").bind(userId, `${userId}@example.ru`).run();
    const { analysisId } = await paidResume({ userId });
    await db()
      .insert(reworks)
      .values({ analysisId, version: reworkBuildVersion(READING_VERSION), content: {} });
    expect((await listUserResumes(db(), userId)).map((item) => item.has_rework)).toEqual([true]);
    await deleteAccount(db(), env.FILES, userId);
    expect(await db().select().from(reworks).where(eq(reworks.analysisId, analysisId))).toHaveLength(0);
  });
});

describe("the demo's reworked resume", () => {
  it("is the builder's work on the sample, as committed (regenerate with worker/rework/generate-demo.ts)", () => {
    const rebuilt = reworkFromText({ text: SAMPLE_TEXT, ...SAMPLE_INPUT }, new Date(SAMPLE_ANALYSED_AT));
    expect(rebuilt).toEqual(demoRework);
  });

  it("is served to anyone, with its DOCX", async () => {
    const json = await get("/api/rework/demo/");
    expect(json.status).toBe(200);
    const rework = reworkedResumeSchema.parse(await json.json());
    expect(rework.name).toBe("Анна Кузнецова");
    const docx = await get("/api/rework/demo/docx/");
    expect(docx.status).toBe(200);
    expect(docx.headers.get("Content-Type")).toContain("wordprocessingml");
  });
});
