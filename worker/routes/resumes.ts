/**
 * Everything under `/api/resumes/` (spec section 7): the upload `POST /`, `GET /{id}/`, `POST /{id}/analyze/` and the
 * signed-in user's history `GET /user/{userId}/`. The work itself is in services/resumes.ts and services/analysis.ts.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { checkUploadRule, extractDocument, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UploadRejected } from "../extraction";
import type { AppConfig } from "../lib/config";
import { ApiError, badRequest, forbidden, tooManyRequests } from "../lib/errors";
import { log } from "../lib/log";
import { ensureVisitorId, requireUserId } from "../middleware/actor";
import { routeBodyLimit } from "../middleware/body-limit";
import { ANALYSIS_PENDING_MESSAGE, requestAnalysis } from "../services/analysis";
import { rememberDevelopmentOrigin } from "../services/analysis-ready-email";
import { ownedBy, requireOwnedResume } from "../services/ownership";
import { clientNetwork, hitAllRateLimits, type RateLimitRule } from "../services/rate-limit";
import {
  listResumesWhere,
  type ResumeOwner,
  resumeResponseFor,
  storeResume,
  toResumeResponse,
} from "../services/resumes";
import { listUserResumes } from "../services/users";
import type { AppEnv } from "../types";
import { validResumeId } from "./resume-id";

export const MISSING_FILE_MESSAGE =
  "Файл не получен. Пожалуйста, выбери файл резюме и загрузи его ещё раз (поле «file»).";
export const UPLOAD_RATE_LIMIT_MESSAGE =
  "Слишком много загрузок подряд. Пожалуйста, подожди несколько минут и попробуй снова.";
export const FOREIGN_HISTORY_MESSAGE = "Нет доступа к истории резюме другого пользователя";

/** The home page lists this many of the caller's newest resumes. */
export const MY_RESUMES_LIMIT = 10;

/** Long enough for a built-in analysis (the consumer runs within a second or two), short enough for a request. */
export const ANALYZE_WAIT_MS = 8_000;
const ANALYZE_POLL_MS = 300;

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Generous for a person fixing a file and trying again; tight enough that a script can't fill R2 or burn CPU. */
export const UPLOAD_LIMITS = {
  perOwner: { limit: 10, windowSeconds: 10 * 60 },
  perIp: { limit: 30, windowSeconds: 60 * 60 },
} as const;

/**
 * The upload's own body cap, in place of the API-wide 64 KB: a declared Content-Length over one maximum upload is
 * refused at once, and a body of unknown length is read only until it passes it.
 */
const uploadBodyLimit = routeBodyLimit(
  MAX_UPLOAD_BODY_BYTES,
  () => new ApiError(413, "too_large", UPLOAD_MESSAGES.tooLarge),
);

/** The `file` field of a multipart body; anything else (wrong field, no file, not multipart) is a clear 400. */
async function readUploadedFile(request: Request): Promise<File> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data"))
    throw badRequest(MISSING_FILE_MESSAGE, "missing_file");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest(MISSING_FILE_MESSAGE, "missing_file");
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw badRequest(MISSING_FILE_MESSAGE, "missing_file");
  return file;
}

/** A signed-in user owns the upload; otherwise the anonymous visitor cookie (issued now if missing). */
function uploadOwner(c: Context<AppEnv>): ResumeOwner {
  const { userId, visitorId } = c.var.actor;
  if (userId) return { userId, visitorId };
  return { userId: null, visitorId: ensureVisitorId(c) };
}

function uploadRateRules(owner: ResumeOwner, ip: string, environment: AppConfig["environment"]): RateLimitRule[] {
  const ownerKey = owner.userId ? `upload:user:${owner.userId}` : `upload:visitor:${owner.visitorId}`;
  const rules: RateLimitRule[] = [{ key: ownerKey, ...UPLOAD_LIMITS.perOwner }];
  // In local development every browser (and every browser test) is the same loopback address, so a per-IP limit
  // would only block the developer; the per-visitor limit still applies. Production and tests count per IP.
  if (environment !== "development") rules.push({ key: `upload:ip:${ip}`, ...UPLOAD_LIMITS.perIp });
  return rules;
}

function asApiError(error: unknown): unknown {
  return error instanceof UploadRejected
    ? new ApiError(error.status as ContentfulStatusCode, error.code, error.message)
    : error;
}

/** The spec's rule (name, type, size) before the file's bytes are copied out of the form, same order as the client. */
async function fileBytes(file: File): Promise<Uint8Array> {
  try {
    checkUploadRule({ name: file.name, type: file.type, size: file.size });
  } catch (error) {
    throw asApiError(error);
  }
  return new Uint8Array(await file.arrayBuffer());
}

/** Counted before the body is read: every attempt costs bandwidth and CPU, accepted or not. */
const limitUploads: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rules = uploadRateRules(uploadOwner(c), clientNetwork(c.req.raw.headers), c.var.config.environment);
  if (!(await hitAllRateLimits(c.var.db, rules))) throw tooManyRequests(UPLOAD_RATE_LIMIT_MESSAGE);
  await next();
};

async function extractOrReject(bytes: Uint8Array, file: File) {
  try {
    return await extractDocument(bytes, { filename: file.name, contentType: file.type });
  } catch (error) {
    throw asApiError(error);
  }
}

export const resumeRoutes = new Hono<AppEnv>()
  .post("/", limitUploads, uploadBodyLimit, async (c) => {
    const owner = uploadOwner(c);
    const file = await readUploadedFile(c.req.raw);
    const bytes = await fileBytes(file);
    const extracted = await extractOrReject(bytes, file);
    const resume = await storeResume(c.var.db, c.env.FILES, { owner, filename: file.name, bytes, extracted });
    await rememberDevelopmentOrigin(c.env.KV, c.var.config, c.req.url);
    log.info("resume_uploaded", {
      requestId: c.var.requestId,
      resumeId: resume.id,
      format: extracted.format,
      bytes: resume.fileSize,
      pages: extracted.pageCount,
      language: extracted.language,
    });
    return c.json(toResumeResponse(resume), 201);
  })

  /**
   * The caller's own resumes (account or visitor cookie), newest first, for the home page: an anonymous buyer who
   * closed the tab finds the paid result again, an unpaid upload survives a reload (decision 250).
   */
  .get("/mine/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listResumesWhere(c.var.db, ownedBy(c.var.actor), MY_RESUMES_LIMIT), 200);
  })

  .get("/:id/", validResumeId, async (c) => {
    const resume = await requireOwnedResume(c.var.db, c.var.actor, c.req.valid("param").id);
    return c.json(await resumeResponseFor(c.var.db, resume), 200);
  })

  .post("/:id/analyze/", validResumeId, async (c) => {
    const outcome = await requestAnalysis(
      { db: c.var.db, queue: c.env.ANALYSIS_QUEUE, waitMs: ANALYZE_WAIT_MS, pollMs: ANALYZE_POLL_MS },
      c.var.actor,
      c.req.valid("param").id,
    );
    if (outcome.status === "done") return c.json({ analysis: outcome.analysis }, 200);
    // The last attempt failed: the spec's analysis error, with the suggestion to retry (a new call claims it again).
    if (outcome.status === "failed") throw new ApiError(502, "analysis_failed", outcome.error);
    return c.json({ status: outcome.status, message: ANALYSIS_PENDING_MESSAGE }, 202);
  })

  /** The user in the URL is only compared with the session's: the history is always the caller's own. */
  .get("/user/:userId/", async (c) => {
    const userId = requireUserId(c);
    if (c.req.param("userId") !== userId) throw forbidden(FOREIGN_HISTORY_MESSAGE);
    c.header("Cache-Control", "no-store");
    return c.json(await listUserResumes(c.var.db, userId), 200);
  });
