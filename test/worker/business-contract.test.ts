/**
 * Contract of the business API (decision 271): every response the OpenAPI document lists — each path, method and
 * status — is produced by a real call and validated against that document's own JSON Schema (not the zod schemas
 * it was generated from); every address or method it does not list answers a problem 404.
 */

import { env } from "cloudflare:workers";
import { Validator } from "@cfworker/json-schema";
import { beforeAll, describe, expect, it } from "vitest";
import { apiAnalyses } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { KEY_RATE_LIMITS } from "../../worker/services/business/rate-limit";
import { seedResume } from "../helpers";
import {
  db,
  inlineRefs,
  type OpenApiDocument,
  postText,
  RESUME_TEXT,
  seedKey,
  seedOrganisation,
  v1,
  waitForStatus,
} from "./business-helpers";

type Json = Record<string, unknown>;

let doc: OpenApiDocument;
const covered = new Set<string>();
const inline = (schema: unknown) => inlineRefs(doc, schema);

/** Checks one answer against the document and records (method, path, status) as covered. */
async function expectDocumented(method: string, path: string, response: Response): Promise<void> {
  const status = String(response.status);
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  const documented = operation!.responses[status];
  expect(documented, `${method} ${path} documents ${status}`).toBeDefined();
  covered.add(`${method} ${path} ${status}`);
  // The headers the document promises on this answer (the rate-limit fields on every success) are there.
  for (const header of Object.keys(documented!.headers ?? {})) {
    expect(response.headers.has(header), `${method} ${path} ${status} carries ${header}`).toBe(true);
  }
  if (!documented!.content) {
    expect(await response.text()).toBe("");
    return;
  }
  const contentType = response.headers.get("Content-Type")?.split(";")[0] ?? "";
  const media = documented!.content[contentType];
  expect(media, `${method} ${path} ${status} documents ${contentType}`).toBeDefined();
  const body = await response.json();
  const result = new Validator(inline(media!.schema) as Json, "2020-12", false).validate(body);
  expect(result.errors, `${method} ${path} ${status}: ${JSON.stringify(result.errors.slice(0, 3))}`).toEqual([]);
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  const response = await v1("/openapi.json", null);
  expect(response.status).toBe(200);
  doc = (await response.json()) as OpenApiDocument;
});

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with every route, the bearer scheme and problem+json errors", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      ["/analyses", "/analyses/{id}", "/analyses/{id}/vacancy-match", "/statement", "/usage"].sort(),
    );
    expect(doc.components.schemas).toHaveProperty("Problem");
    expect(doc.components.schemas).toHaveProperty("Analysis");
    // The reading is the stored ResumeReading's own schema, with its version; `lang` is documented where it applies.
    expect(doc.components.schemas.ResumeReading?.required).toEqual(expect.arrayContaining(["version", "person"]));
    const getOne = doc.paths["/analyses/{id}"]!.get as unknown as { parameters: { name: string; in: string }[] };
    expect(getOne.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(["path:id", "query:lang", "header:accept-language"]),
    );
    // The validator really validates: a body missing required fields, or with a wrong type, is refused.
    const analysis = new Validator(inline(doc.components.schemas.Analysis) as Json, "2020-12", false);
    expect(analysis.validate({ id: "x", object: "analysis" }).valid).toBe(false);
    const problem = new Validator(inline(doc.components.schemas.Problem) as Json, "2020-12", false);
    expect(problem.validate({ type: "/x", title: "t", status: "404", detail: "d", code: "c" }).valid).toBe(false);
    expect(problem.validate({ type: "/x", title: "t", status: 404, detail: "d", code: "c" }).valid).toBe(true);
  });

  it("matches every documented response of every operation", async () => {
    const { organisation } = await seedOrganisation(1_000);
    const live = await seedKey(organisation.id, "live");
    const test = await seedKey(organisation.id, "test");
    const usageOnly = await seedKey(organisation.id, "test", ["usage:read"]);
    const readOnly = await seedKey(organisation.id, "test", ["analyses:read"]);
    const broke = await seedKey((await seedOrganisation(0)).organisation.id, "live");

    // POST /analyses
    const created = await postText(test, RESUME_TEXT, { "Idempotency-Key": "contract-1" });
    const createdBody = (await created.clone().json()) as { id: string };
    await expectDocumented("post", "/analyses", created);
    await expectDocumented("post", "/analyses", await postText(test, RESUME_TEXT, { "Idempotency-Key": "contract-1" }));
    await expectDocumented("post", "/analyses", await postText(test, RESUME_TEXT, { "Idempotency-Key": "a b" }));
    await expectDocumented("post", "/analyses", await postText(broke));
    const big = new FormData();
    big.append("file", new File([new Uint8Array(10_485_761)], "cv.pdf", { type: "application/pdf" }));
    await expectDocumented("post", "/analyses", await v1("/analyses", test, { method: "POST", body: big }));
    const png = new FormData();
    png.append("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cv.png", { type: "image/png" }));
    await expectDocumented("post", "/analyses", await v1("/analyses", test, { method: "POST", body: png }));
    await expectDocumented("post", "/analyses", await postText(test, "  "));
    const paid = await postText(live);
    expect(paid.status).toBe(202);

    // GET /analyses, GET /analyses/{id}
    await waitForStatus(test, createdBody.id);
    await expectDocumented("get", "/analyses", await v1("/analyses?limit=1", test));
    await expectDocumented("get", "/analyses", await v1("/analyses?limit=0", test));
    await expectDocumented("get", "/analyses/{id}", await v1(`/analyses/${createdBody.id}?lang=en`, test));
    const inRussian = await v1(`/analyses/${createdBody.id}`, test, { headers: { "Accept-Language": "ru-RU" } });
    expect(((await inRussian.clone().json()) as { report: { language: string } }).report.language).toBe("ru");
    await expectDocumented("get", "/analyses/{id}", inRussian);
    const inEnglish = await v1(`/analyses/${createdBody.id}`, test, { headers: { "Accept-Language": "en-GB" } });
    expect(((await inEnglish.clone().json()) as { report: { language: string } }).report.language).toBe("en");
    await expectDocumented("get", "/analyses/{id}", inEnglish);
    await expectDocumented("get", "/analyses/{id}", await v1("/analyses/unknown-id", test));

    // POST /analyses/{id}/vacancy-match
    const vacancy = `Backend-разработчик Python\nТребования: Python, Django, PostgreSQL, опыт от 3 лет, Docker.\nМосква`;
    await expectDocumented(
      "post",
      "/analyses/{id}/vacancy-match",
      await v1(`/analyses/${createdBody.id}/vacancy-match`, test, json({ vacancy_text: vacancy })),
    );
    await expectDocumented(
      "post",
      "/analyses/{id}/vacancy-match",
      await v1(`/analyses/${createdBody.id}/vacancy-match`, test, json({ vacancy_text: "коротко" })),
    );
    await expectDocumented(
      "post",
      "/analyses/{id}/vacancy-match",
      await v1("/analyses/unknown-id/vacancy-match", test, json({ vacancy_text: vacancy })),
    );
    const queued = await seedResume({
      visitorId: `api:${organisation.id}`,
      isPaid: true,
      analysisStatus: "queued",
      text: RESUME_TEXT,
    });
    const queuedId = newId();
    await db.insert(apiAnalyses).values({
      id: queuedId,
      organisationId: organisation.id,
      resumeId: queued.id,
      mode: "test",
      requestHash: "x",
      priceKopecks: 0,
    });
    await expectDocumented(
      "post",
      "/analyses/{id}/vacancy-match",
      await v1(`/analyses/${queuedId}/vacancy-match`, test, json({ vacancy_text: vacancy })),
    );

    // GET /usage, GET /statement
    await expectDocumented("get", "/usage", await v1("/usage", live));
    await expectDocumented("get", "/statement", await v1("/statement", live));
    await expectDocumented("get", "/statement", await v1("/statement?cursor=not-a-cursor", live));

    // DELETE /analyses/{id}, then 410 for what needs the document
    await expectDocumented(
      "delete",
      "/analyses/{id}",
      await v1(`/analyses/${createdBody.id}`, test, { method: "DELETE" }),
    );
    await expectDocumented(
      "delete",
      "/analyses/{id}",
      await v1(`/analyses/${createdBody.id}`, test, { method: "DELETE" }),
    );
    await expectDocumented("get", "/analyses/{id}", await v1(`/analyses/${createdBody.id}`, test));
    await expectDocumented(
      "post",
      "/analyses/{id}/vacancy-match",
      await v1(`/analyses/${createdBody.id}/vacancy-match`, test, json({ vacancy_text: vacancy })),
    );

    // 401, 403 and 429 on every operation
    const calls: [string, string, (key: string | null) => Promise<Response>][] = [
      ["post", "/analyses", (key) => v1("/analyses", key, json({ text: RESUME_TEXT }))],
      ["get", "/analyses", (key) => v1("/analyses", key)],
      ["get", "/analyses/{id}", (key) => v1(`/analyses/${queuedId}`, key)],
      ["delete", "/analyses/{id}", (key) => v1("/analyses/unknown-id", key, { method: "DELETE" })],
      [
        "post",
        "/analyses/{id}/vacancy-match",
        (key) => v1(`/analyses/${queuedId}/vacancy-match`, key, json({ vacancy_text: vacancy })),
      ],
      ["get", "/usage", (key) => v1("/usage", key)],
      ["get", "/statement", (key) => v1("/statement", key)],
    ];
    for (const [method, path, call] of calls) {
      await expectDocumented(method, path, await call(null));
      await expectDocumented(
        method,
        path,
        await call(path === "/usage" || path === "/statement" ? readOnly : usageOnly),
      );
    }
    const exhausted = await seedKey(organisation.id, "test");
    for (let i = 0; i < KEY_RATE_LIMITS.test.limit; i++) await v1("/usage", exhausted);
    for (const [method, path, call] of calls) {
      const response = await call(exhausted);
      if (response.status !== 429) continue; // the window turned over mid-loop; the rest still cover it
      await expectDocumented(method, path, response);
    }

    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.keys(operation.responses).map((status) => `${method} ${path} ${status}`),
      ),
    );
    expect(documented.filter((entry) => !covered.has(entry))).toEqual([]);
    void env;
  });
});

describe("undocumented methods", () => {
  it("answer a problem 404 on every documented path, for every method the document does not list", async () => {
    const { organisation } = await seedOrganisation(0);
    const key = await seedKey(organisation.id, "test");
    for (const [path, operations] of Object.entries(doc.paths)) {
      const address = path.replace("{id}", "some-id");
      for (const method of ["get", "post", "put", "patch", "delete"].filter((m) => !(m in operations))) {
        const response = await v1(address, key, { method: method.toUpperCase() });
        expect([method, path, response.status]).toEqual([method, path, 404]);
        expect(((await response.json()) as { code: string }).code).toBe("not_found");
      }
    }
  });
});

describe("undocumented addresses", () => {
  it("answer a problem 404, with or without a key", async () => {
    const { organisation } = await seedOrganisation(0);
    const key = await seedKey(organisation.id, "test");
    const undocumented: [string, string][] = [
      ["GET", "/"],
      ["GET", "/webhooks"],
      ["GET", "/ANALYSES"],
      ["GET", "/analyses/x/report"],
      ["PUT", "/analyses/x"],
      ["PATCH", "/analyses/x"],
      ["POST", "/usage"],
      ["DELETE", "/usage"],
      ["GET", "/analyses/x/vacancy-match"],
      ["GET", "/organisations/me"],
      ["POST", "/keys"],
    ];
    for (const [method, path] of undocumented) {
      for (const auth of [null, key]) {
        const response = await v1(path, auth, { method });
        expect([method, path, response.status]).toEqual([method, path, 404]);
        expect(response.headers.get("Content-Type")).toBe("application/problem+json");
        expect(((await response.json()) as { code: string }).code).toBe("not_found");
      }
    }
  });
});
