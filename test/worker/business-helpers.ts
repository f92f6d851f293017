/** Helpers of the business API tests: an organisation with keys straight in D1, and calls carrying a key. */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { ApiScope } from "../../shared/schemas/business";
import { createDb } from "../../worker/db/client";
import { apiAnalyses, organisations, resumes, users } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { createApiKey } from "../../worker/services/business/keys";
import { api } from "../helpers";
import { RESUME_TEXT } from "./analysis-fixtures";

export const db = createDb(env.DB);
export const ALL_SCOPES: ApiScope[] = ["analyses:write", "analyses:read", "usage:read"];
export { RESUME_TEXT };

export async function seedOrganisation(balanceKopecks = 0, priceKopecks: number | null = null) {
  const user = { id: newId(), email: `owner.${newId(6).toLowerCase()}@example.ru` };
  await db.insert(users).values(user);
  const organisation = await db
    .insert(organisations)
    .values({ id: newId(), ownerUserId: user.id, name: "ООО Тест", balanceKopecks, priceKopecks })
    .returning()
    .get();
  return { user, organisation };
}

export async function seedKey(
  organisationId: string,
  mode: "test" | "live" = "live",
  scopes: ApiScope[] = ALL_SCOPES,
): Promise<string> {
  return (await createApiKey(db, organisationId, { name: "tests", mode, scopes })).key;
}

/** A call to /api/v1 with the key (and whatever else). */
export function v1(path: string, key: string | null, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (key) headers.set("Authorization", `Bearer ${key}`);
  return api(`/api/v1${path}`, { ...init, headers });
}

export function postText(key: string, text = RESUME_TEXT, headers: Record<string, string> = {}) {
  return v1("/analyses", key, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ text, filename: "candidate.txt" }),
  });
}

export async function balanceOf(organisationId: string): Promise<number> {
  const row = await db.select().from(organisations).where(eq(organisations.id, organisationId)).get();
  return row!.balanceKopecks;
}

export async function countRowsOf(organisationId: string) {
  const analysesRows = await db.select().from(apiAnalyses).where(eq(apiAnalyses.organisationId, organisationId)).all();
  const resumeRows = await db
    .select()
    .from(resumes)
    .where(eq(resumes.visitorId, `api:${organisationId}`))
    .all();
  const entries = await env.DB.prepare("SELECT * FROM balance_entries WHERE organisation_id = ? AND kind = 'charge'")
    .bind(organisationId)
    .all();
  return { analyses: analysesRows.length, resumes: resumeRows.length, charges: entries.results.length };
}

/** Waits for the real queue consumer (it runs on its own in workerd) to finish an analysis. */
export async function waitForStatus(key: string, id: string, status = "done", timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await v1(`/analyses/${id}`, key);
    const body = (await response.json()) as { status: string };
    if (body.status === status) return body;
    if (Date.now() > deadline) throw new Error(`analysis ${id} stayed ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
