/**
 * The public business API, `/api/v1/` (issue 26, decisions 270–275): key-authenticated (`Authorization: Bearer`),
 * no cookies and no CSRF, errors as RFC 9457 problems, per-key rate limits with the IETF RateLimit fields, and the
 * OpenAPI 3.1 document generated from the same zod schemas that validate the requests (`/api/v1/openapi.json`).
 * Mounted before the cookie API in app.ts, so none of the site's middleware (CSRF, the visitor cookie) runs here.
 * An address or method not documented below is a problem 404.
 */
import { createRoute, OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  type ApiLanguage,
  type ApiScope,
  analysisListSchema,
  apiAnalysisSchema,
  apiVacancyMatchRequestSchema,
  apiVacancyMatchSchema,
  createTextAnalysisSchema,
  problemSchema,
  statementSchema,
  usageSchema,
} from "../../../shared/schemas/business";
import { vacancyMatchRequestSchema } from "../../../shared/schemas/vacancy-match";
import { ApiError } from "../../lib/errors";
import { drainUnreadBody, MAX_API_BODY_BYTES } from "../../middleware/body-limit";
import { selectVacancyProvider } from "../../providers/vacancies/select";
import {
  createApiAnalysis,
  deleteApiAnalysisDocument,
  getApiAnalysis,
  listApiAnalyses,
  type SubmittedDocument,
} from "../../services/business/analyses";
import { type AnalysisRef, type AuthenticatedKey, authenticateApiKey, hasScope } from "../../services/business/keys";
import { requestLanguage } from "../../services/business/messages";
import { decodeCursor, listStatement, toStatementEntry, usageOf } from "../../services/business/metering";
import { apiOwnerOf, priceKopecksOf } from "../../services/business/organisations";
import { keyRateState } from "../../services/business/rate-limit";
import { createVacancyMatch } from "../../services/vacancy-matches";
import type { AppEnv } from "../../types";
import { MAX_UPLOAD_BODY_BYTES } from "../resumes";
import { problem, problemFromError } from "./problem";

export type BusinessEnv = {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & { auth: AuthenticatedKey; lang: ApiLanguage };
};

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const encoder = new TextEncoder();

// ---------------------------------------------------------------- middleware

/**
 * The key, its rate limit and its scope, in that order: every authenticated call is counted. `namesAnalysis`: the
 * path's {id} is looked up in the key's own batch (one round trip, decision 342), and an analysis that is not the
 * organisation's is a 404 here, before the route's work.
 */
function requireKey(scope: ApiScope, namesAnalysis = false): MiddlewareHandler<BusinessEnv> {
  return async (c, next) => {
    const withAnalysis = namesAnalysis ? c.req.param("id") : undefined;
    const auth = await authenticateApiKey(c.var.db, c.req.header("Authorization"), { withAnalysis });
    if (typeof auth === "string") {
      c.header("WWW-Authenticate", `Bearer realm="rework", error="invalid_token"`);
      throw new ApiError(401, auth, auth);
    }
    const rate = keyRateState(auth.key.mode, auth.rate);
    for (const [name, value] of Object.entries(rate.headers)) c.header(name, value);
    if (!rate.allowed) throw new ApiError(429, "rate_limited", "rate_limited");
    if (!hasScope(auth.key, scope)) throw new ApiError(403, "insufficient_scope", "insufficient_scope");
    if (namesAnalysis && !auth.analysis) throw new ApiError(404, "analysis_not_found", "analysis_not_found");
    c.set("auth", auth);
    await next();
  };
}

/** The analysis the path names (a route declared with `namesAnalysis`); its document may have been deleted. */
function namedAnalysis(c: Context<BusinessEnv>): AnalysisRef {
  const analysis = c.var.auth.analysis;
  if (!analysis) throw new ApiError(404, "analysis_not_found", "analysis_not_found");
  return analysis;
}

const bodyCap = (maxSize: number): MiddlewareHandler<BusinessEnv> =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, maxSize > MAX_API_BODY_BYTES ? "too_large" : "payload_too_large", "");
    },
  });

// ---------------------------------------------------------------- documentation pieces

const rateLimitHeaders = z.object({
  RateLimit: z.string().meta({ description: 'e.g. "per-key";r=118;t=42' }),
  "RateLimit-Policy": z.string().meta({ description: 'e.g. "per-key";q=120;w=60' }),
});
const AUTH_PROBLEMS = {
  401: "No key, an unknown key or a revoked key.",
  403: "The key has no scope for this call.",
  429: "Too many requests with this key; see Retry-After.",
};
const langQuery = z.object({
  lang: z
    .enum(["ru", "en"])
    .optional()
    .meta({ description: "Language of the report and of every text: ru or en. Wins over Accept-Language." }),
});
const langHeaders = z.object({
  "accept-language": z
    .string()
    .optional()
    .meta({ description: "The best of ru and en by weight chooses the language when `lang` is absent; else ru." }),
});
const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ param: { name: "id", in: "path" } }),
});
const pageQuery = langQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional().meta({ description: "next_cursor of the previous page." }),
});

interface KeyRouteSpec extends Omit<RouteConfig, "security" | "middleware" | "responses"> {
  scope: ApiScope;
  /** The path's {id} is an analysis of the organisation, looked up with the key (see requireKey). */
  namesAnalysis?: boolean;
  /** The body's size cap, checked after the key (an unauthenticated caller is not read). */
  bodyCap?: MiddlewareHandler<BusinessEnv>[];
  /** The answers on success; those with a schema are JSON and carry the rate-limit headers. */
  ok: Record<number, { description: string; schema?: z.ZodType }>;
  /** This operation's own problems; every key-authenticated call adds 401, 403 and 429. */
  problems?: Record<number, string>;
}

/**
 * One shape for every key-authenticated operation (review D3): the bearer security, the key, rate-limit and scope
 * middleware, the success answers with the rate-limit headers, and every refusal as a problem+json answer.
 */
function keyRoute<const S extends KeyRouteSpec>(spec: S) {
  const { scope, namesAnalysis, bodyCap: cap = [], ok, problems = {}, ...route } = spec;
  const successes = Object.fromEntries(
    Object.entries(ok).map(([status, { description, schema }]) => [
      status,
      schema
        ? { description, content: { "application/json": { schema } }, headers: rateLimitHeaders }
        : { description },
    ]),
  );
  const refusals = Object.fromEntries(
    Object.entries({ ...problems, ...AUTH_PROBLEMS }).map(([status, description]) => [
      status,
      { description, content: { "application/problem+json": { schema: problemSchema } } },
    ]),
  );
  return createRoute({
    ...route,
    security: [{ bearer: [] }],
    middleware: [requireKey(scope, namesAnalysis), ...cap],
    responses: { ...successes, ...refusals },
  });
}

// ---------------------------------------------------------------- routes

const createAnalysis = keyRoute({
  method: "post",
  path: "/analyses",
  summary: "Analyse a resume",
  description:
    "Send a file (multipart/form-data, field «file»: PDF, DOC, DOCX, RTF or TXT up to 10 MB) or text (JSON). The analysis is charged to the organisation's balance once (test keys: free, built-in engine) and runs in the background: poll GET /analyses/{id} or wait for the analysis.completed webhook. An Idempotency-Key makes retries safe.",
  scope: "analyses:write",
  bodyCap: [bodyCap(MAX_UPLOAD_BODY_BYTES)],
  request: {
    headers: langHeaders.extend({
      "idempotency-key": z.string().optional().meta({ description: "1–255 visible ASCII characters." }),
    }),
    query: langQuery,
    body: {
      required: false,
      content: {
        "multipart/form-data": {
          schema: z.object({ file: z.any().meta({ type: "string", format: "binary" }) }),
        },
        "application/json": { schema: createTextAnalysisSchema },
      },
    },
  },
  ok: {
    202: { schema: apiAnalysisSchema, description: "Accepted and charged; the analysis is queued." },
    200: { schema: apiAnalysisSchema, description: "A retry with the same Idempotency-Key: the analysis it created." },
  },
  problems: {
    400: "No document, or an invalid Idempotency-Key.",
    402: "The balance does not cover the price.",
    413: "The file is over 10 MB.",
    415: "Not a PDF, DOC, DOCX, RTF or TXT document (checked by content).",
    422: "The document cannot be read (password, no text, damaged), or the Idempotency-Key was used with another request.",
  },
});

const listAnalyses = keyRoute({
  method: "get",
  path: "/analyses",
  summary: "List analyses, newest first",
  scope: "analyses:read",
  request: { query: pageQuery.extend({ mode: z.enum(["test", "live"]).optional() }), headers: langHeaders },
  ok: { 200: { schema: analysisListSchema, description: "A page of analyses (without reading and report)." } },
  problems: { 400: "Invalid query." },
});

const getAnalysis = keyRoute({
  method: "get",
  path: "/analyses/{id}",
  summary: "Get an analysis: status, the stored reading and the report in the caller's language",
  description:
    "`reading` is the stored ResumeReading (with its `version`); `report` is written in the language `lang` or Accept-Language asks for (ru or en), and `report.language` says which.",
  scope: "analyses:read",
  namesAnalysis: true,
  request: { params: idParam, query: langQuery, headers: langHeaders },
  ok: { 200: { schema: apiAnalysisSchema, description: "The analysis." } },
  problems: { 404: "No such analysis in this organisation.", 410: "Its document was deleted." },
});

const deleteAnalysis = keyRoute({
  method: "delete",
  path: "/analyses/{id}",
  summary: "Delete the candidate's document and results (the usage record stays)",
  scope: "analyses:write",
  namesAnalysis: true,
  request: { params: idParam },
  ok: { 204: { description: "Deleted." } },
  problems: { 404: "No such analysis (or already deleted)." },
});

const matchVacancy = keyRoute({
  method: "post",
  path: "/analyses/{id}/vacancy-match",
  summary: "Match the analysed resume against a vacancy (text or hh.ru link)",
  scope: "analyses:write",
  namesAnalysis: true,
  bodyCap: [bodyCap(MAX_API_BODY_BYTES)],
  request: {
    params: idParam,
    query: langQuery,
    headers: langHeaders,
    body: { required: true, content: { "application/json": { schema: apiVacancyMatchRequestSchema } } },
  },
  ok: { 201: { schema: apiVacancyMatchSchema, description: "The match." } },
  problems: {
    400: "No vacancy, a too short text or a link that is not hh.ru.",
    404: "No such analysis in this organisation.",
    409: "The analysis is not finished yet.",
    410: "Its document was deleted.",
  },
});

const getUsage = keyRoute({
  method: "get",
  path: "/usage",
  summary: "Balance, price and this month's analyses",
  scope: "usage:read",
  request: { query: langQuery, headers: langHeaders },
  ok: { 200: { schema: usageSchema, description: "Usage this calendar month (UTC)." } },
});

const getStatement = keyRoute({
  method: "get",
  path: "/statement",
  summary: "The statement: top-ups and charges, newest first",
  scope: "usage:read",
  request: { query: pageQuery, headers: langHeaders },
  ok: { 200: { schema: statementSchema, description: "A page of the statement." } },
  problems: { 400: "Invalid query." },
});

// ---------------------------------------------------------------- the app

/** The `cursor` query of a list: absent → the first page; present but not ours → 400. */
function pageCursor(raw: string | undefined) {
  const cursor = decodeCursor(raw);
  if (raw && !cursor) throw new ApiError(400, "validation_error", "validation_error", { detail: "cursor" });
  return cursor;
}

function submittedDocument(contentType: string, valid: { json?: unknown; form?: unknown }): SubmittedDocument {
  if (/^application\/json/i.test(contentType) && valid.json) {
    const { text, filename } = valid.json as z.infer<typeof createTextAnalysisSchema>;
    const base = (filename ?? "resume.txt").replace(/\.[^.]*$/, "") || "resume";
    return { filename: `${base}.txt`, contentType: "text/plain", bytes: encoder.encode(text) };
  }
  const file = (valid.form as { file?: unknown } | undefined)?.file;
  if (/^multipart\/form-data/i.test(contentType) && file instanceof File) {
    return { filename: file.name, contentType: file.type, bytes: new Uint8Array(0), file } as SubmittedDocument & {
      file: File;
    };
  }
  throw new ApiError(400, "missing_document", "missing_document");
}

export const businessApi = new OpenAPIHono<BusinessEnv>({
  defaultHook: (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    // The upload's form without its «file» part: the same refusal as the site's upload (no file received).
    if (result.target === "form") throw new ApiError(400, "missing_document", "missing_document");
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw new ApiError(400, "validation_error", "validation_error", { detail: `${where}${issue?.message ?? ""}` });
  },
});

businessApi.use(drainUnreadBody);
businessApi.use(async (c, next) => {
  const language = requestLanguage(c.req.query("lang"), c.req.header("Accept-Language"));
  c.set("lang", language);
  await next();
  c.header("Content-Language", language);
  c.header("Vary", "Accept-Language, Authorization");
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
});

businessApi.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
  type: "http",
  scheme: "bearer",
  description: "An API key from the business console: rw_live_… (charged) or rw_test_… (free, built-in engine).",
});

businessApi
  .openapi(createAnalysis, async (c) => {
    const idempotencyKey = c.req.header("Idempotency-Key") ?? null;
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new ApiError(400, "invalid_idempotency_key", "invalid_idempotency_key");
    }
    const contentType = c.req.header("Content-Type") ?? "";
    const valid = {
      json: /^application\/json/i.test(contentType) ? c.req.valid("json") : undefined,
      form: /^multipart\/form-data/i.test(contentType) ? c.req.valid("form") : undefined,
    };
    const submitted = submittedDocument(contentType, valid) as SubmittedDocument & { file?: File };
    const document = submitted.file
      ? { ...submitted, bytes: new Uint8Array(await submitted.file.arrayBuffer()) }
      : submitted;
    const auth = c.var.auth;
    const { analysis, replayed } = await createApiAnalysis(
      { db: c.var.db, d1: c.env.DB, bucket: c.env.FILES, queue: c.env.ANALYSIS_QUEUE },
      {
        auth,
        priceKopecks: priceKopecksOf(auth.organisation, c.var.config.b2bPriceRub),
        document,
        idempotencyKey,
        language: c.var.lang,
      },
    );
    c.header("Location", `/api/v1/analyses/${analysis.id}`);
    if (replayed) {
      c.header("Idempotent-Replayed", "true");
      return c.json(analysis, 200);
    }
    return c.json(analysis, 202);
  })
  .openapi(listAnalyses, async (c) => {
    const query = c.req.valid("query");
    const cursor = pageCursor(query.cursor);
    const page = await listApiAnalyses(c.var.db, c.var.auth.organisation.id, {
      limit: query.limit,
      cursor,
      mode: query.mode,
      language: c.var.lang,
    });
    return c.json({ object: "list" as const, data: page.data, next_cursor: page.nextCursor }, 200);
  })
  .openapi(getAnalysis, async (c) => {
    const analysis = await getApiAnalysis(c.var.db, c.var.auth.organisation.id, namedAnalysis(c).id, c.var.lang);
    if (!analysis) throw new ApiError(404, "analysis_not_found", "analysis_not_found");
    return c.json(analysis, 200);
  })
  .openapi(deleteAnalysis, async (c) => {
    const deleted = await deleteApiAnalysisDocument(
      c.var.db,
      c.env.FILES,
      c.var.auth.organisation.id,
      c.req.valid("param").id,
    );
    if (!deleted) throw new ApiError(404, "analysis_not_found", "analysis_not_found");
    return c.body(null, 204);
  })
  .openapi(matchVacancy, async (c) => {
    const organisationId = c.var.auth.organisation.id;
    const request = vacancyMatchRequestSchema.safeParse(c.req.valid("json"));
    if (!request.success) throw new ApiError(400, "invalid_vacancy", request.error.issues[0]?.message ?? "");
    const { resumeId } = namedAnalysis(c);
    if (!resumeId) throw new ApiError(410, "document_deleted", "document_deleted");
    const actor = { userId: null, visitorId: apiOwnerOf(organisationId) };
    const match = await createVacancyMatch(c.var.db, selectVacancyProvider(c.env), actor, resumeId, request.data);
    return c.json(match, 201);
  })
  .openapi(getUsage, async (c) => {
    const { organisation } = c.var.auth;
    const price = priceKopecksOf(organisation, c.var.config.b2bPriceRub);
    return c.json(await usageOf(c.var.db, organisation, price), 200);
  })
  .openapi(getStatement, async (c) => {
    const query = c.req.valid("query");
    const cursor = pageCursor(query.cursor);
    const page = await listStatement(c.var.db, c.var.auth.organisation.id, query.limit, cursor);
    return c.json(
      { object: "list" as const, data: page.rows.map(toStatementEntry), next_cursor: page.nextCursor },
      200,
    );
  });

export const OPENAPI_CONFIG = {
  openapi: "3.1.0",
  info: {
    title: "Rework for business API",
    version: "1.0.0",
    description:
      "Resume analysis for recruiting teams and job boards. Keys, prices and webhooks are managed in the business console (/business); the reference with examples is /developers.",
  },
  servers: [{ url: "/api/v1" }],
};

businessApi.get("/openapi.json", (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json(businessApi.getOpenAPI31Document(OPENAPI_CONFIG), 200);
});

businessApi.all("*", (c) => problem(c, 404, "not_found"));
businessApi.onError(problemFromError);
