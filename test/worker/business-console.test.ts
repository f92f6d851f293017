/**
 * The business console's API and the promises of the B2B legal texts (decision 275): one organisation per owner,
 * console calls need the session and CSRF, the texts render with the configured price, deleting an analysis or the
 * account destroys the candidates' documents and results.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyses, apiAnalyses, organisations, resumes } from "../../worker/db/schema";
import { api } from "../helpers";
import { freshEmail, signIn, TestBrowser } from "./auth-helpers";
import { db, postText, seedKey, v1, waitForStatus } from "./business-helpers";

async function owner() {
  const browser = new TestBrowser();
  const userId = await signIn(browser, freshEmail("console"));
  const created = await browser.post("/api/business/organisation/", { name: "HR-отдел" });
  expect(created.status).toBe(201);
  const { organisation } = (await created.json()) as { organisation: { id: string; price_rub: number } };
  return { browser, userId, organisation };
}

describe("the console API", () => {
  it("needs a session and the CSRF token, and keeps one organisation per owner", async () => {
    expect((await api("/api/business/")).status).toBe(401);
    const noCsrf = await api("/api/business/organisation/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Нет" }),
    });
    expect(noCsrf.status).toBe(403);
    const { browser, organisation } = await owner();
    expect(organisation.price_rub).toBe(10);
    const again = await browser.post("/api/business/organisation/", { name: "Второе" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("У тебя уже есть организация.");
    const badKey = await browser.post("/api/business/keys/", { name: "x", mode: "live", scopes: [] });
    expect(badKey.status).toBe(400);
  });
});

describe("the candidates' data", () => {
  it("DELETE /api/v1/analyses/{id} destroys the document, the result and the file; the usage record stays", async () => {
    const { organisation } = await owner();
    const key = await seedKey(organisation.id, "test");
    const created = (await (await postText(key)).json()) as { id: string };
    await waitForStatus(key, created.id);
    const record = await db.select().from(apiAnalyses).where(eq(apiAnalyses.id, created.id)).get();
    const resume = await db.select().from(resumes).where(eq(resumes.id, record!.resumeId!)).get();
    expect(await env.FILES.head(resume!.fileKey)).not.toBeNull();

    expect((await v1(`/analyses/${created.id}`, key, { method: "DELETE" })).status).toBe(204);
    expect(await db.select().from(resumes).where(eq(resumes.id, resume!.id)).get()).toBeUndefined();
    expect(await db.select().from(analyses).where(eq(analyses.resumeId, resume!.id)).get()).toBeUndefined();
    expect(await env.FILES.head(resume!.fileKey)).toBeNull();
    const kept = await db.select().from(apiAnalyses).where(eq(apiAnalyses.id, created.id)).get();
    expect(kept).toMatchObject({ resumeId: null, mode: "test" });
    expect((await v1(`/analyses/${created.id}`, key)).status).toBe(410);
  });

  it("deleting the owner's account deletes the organisation and every candidate document it sent", async () => {
    const { browser, organisation } = await owner();
    const key = await seedKey(organisation.id, "test");
    const created = (await (await postText(key)).json()) as { id: string };
    await waitForStatus(key, created.id);
    const fileKey = (await db
      .select()
      .from(resumes)
      .where(eq(resumes.visitorId, `api:${organisation.id}`))
      .get())!.fileKey;
    expect((await browser.fetch("/api/user/", { method: "DELETE" })).status).toBe(200);
    expect(await db.select().from(organisations).where(eq(organisations.id, organisation.id)).get()).toBeUndefined();
    expect(
      await db
        .select()
        .from(resumes)
        .where(eq(resumes.visitorId, `api:${organisation.id}`))
        .all(),
    ).toEqual([]);
    expect(await env.FILES.head(fileKey)).toBeNull();
    expect((await v1("/usage", key)).status).toBe(401);
  });
});

describe("the B2B legal texts", () => {
  it("render the terms with the configured price and the processing instruction, with no placeholder left", async () => {
    for (const slug of ["business-terms", "data-processing"]) {
      const response = await api(`/api/legal/${slug}/`);
      expect(response.status).toBe(200);
      const { html, title } = (await response.json()) as { html: string; title: string };
      expect(title.length).toBeGreaterThan(5);
      expect(html).not.toMatch(/\{\{|\}\}/);
      if (slug === "business-terms") expect(html).toContain("10 ₽");
      if (slug === "data-processing") expect(html).toContain("152-ФЗ");
    }
  });
});
