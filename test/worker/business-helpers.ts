/** Helpers of the business API tests: an organisation with keys straight in D1, and calls carrying a key. */
import { env } from "cloudflare:workers";
import { Validator } from "@cfworker/json-schema";
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

type Json = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Json }>; headers?: Json }> }>
  >;
  components: { schemas: Record<string, Json> };
}

/** The served document (what integrators read), not the zod schemas it was generated from. */
export async function servedOpenApi(): Promise<OpenApiDocument> {
  return (await (await v1("/openapi.json", null)).json()) as OpenApiDocument;
}

/** Replaces every "#/components/schemas/X" reference with the schema itself (the document's schemas are not recursive). */
export function inlineRefs(doc: OpenApiDocument, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(doc, item));
  if (!schema || typeof schema !== "object") return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === "string") return inlineRefs(doc, doc.components.schemas[ref.replace("#/components/schemas/", "")]);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlineRefs(doc, value)]));
}

/** The errors of a body against the documented JSON schema of (method, path, status, media type); [] when valid. */
export function documentedErrors(
  doc: OpenApiDocument,
  [method, path, status, media]: [string, string, number, string],
  body: unknown,
) {
  const schema = doc.paths[path]?.[method]?.responses[String(status)]?.content?.[media]?.schema;
  if (!schema) return [{ error: `${method} ${path} ${status} ${media} is not documented` }];
  return new Validator(inlineRefs(doc, schema) as Json, "2020-12", false).validate(body).errors;
}
