/** Helpers shared by the worker tests: requests through the real Worker entry, CSRF, and seed rows. */
import { env, exports } from "cloudflare:workers";
import { createDb } from "../worker/db/client";
import { analyses, resumes } from "../worker/db/schema";
import { newId } from "../worker/lib/ids";

export const ORIGIN = "http://rework.test";

export function api(path: string, init: RequestInit = {}, origin = ORIGIN): Promise<Response> {
  return exports.default.fetch(new Request(`${origin}${path}`, init));
}

export interface CsrfPair {
  token: string;
  cookie: string;
}

export async function getCsrf(): Promise<CsrfPair> {
  const response = await api("/api/resume-count/");
  const token = /csrftoken=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1];
  if (!token) throw new Error("no CSRF cookie issued");
  // Sent under both names: production calls it __Host-csrftoken (worker/lib/cookies.ts), development csrftoken.
  return { token, cookie: `csrftoken=${token}; __Host-csrftoken=${token}` };
}

/** Headers for an unsafe call: the CSRF pair plus any other cookies (session, visitor). */
export function csrfHeaders(
  csrf: CsrfPair,
  cookies: string[] = [],
  extra: Record<string, string> = {},
): Record<string, string> {
  return { Cookie: [csrf.cookie, ...cookies].join("; "), "X-CSRFToken": csrf.token, ...extra };
}

/** Every `name=value` pair from a response's Set-Cookie headers, ready to send back. */
export function cookiesFrom(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="));
}

export async function seedResume(overrides: Partial<typeof resumes.$inferInsert> = {}) {
  const db = createDb(env.DB);
  const row: typeof resumes.$inferInsert = {
    id: newId(),
    visitorId: newId(),
    filename: "resume.txt",
    contentType: "text/plain",
    fileSize: 10,
    fileKey: `resumes/${newId()}`,
    format: "txt",
    text: "Иван Петров",
    originalText: "Иван Петров",
    language: "ru",
    ...overrides,
  };
  await db.insert(resumes).values(row);
  return row;
}

export async function seedAnalysedResume() {
  const resume = await seedResume({ isPaid: true, analysisStatus: "done" });
  await createDb(env.DB)
    .insert(analyses)
    .values({
      id: newId(),
      resumeId: resume.id,
      result: JSON.stringify({ overall_score: 7 }),
      provider: "builtin",
      overallScore: 70,
    });
  return resume;
}

/** Resume rows in D1: an upload that is refused must leave this unchanged. */
export async function countRows(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM resumes").first<{ n: number }>();
  return row?.n ?? 0;
}

/** Objects in R2: an upload that is refused must leave this unchanged. */
export async function countObjects(): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ cursor });
    count += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return count;
}
