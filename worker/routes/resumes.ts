/**
 * `POST /api/resumes/` (upload) and `GET /api/resumes/{id}/` (spec section 7). The analysis, rating, cover-letter
 * and per-user list routes live in their own modules (analysis.ts, user.ts).
 */
import { Hono } from "hono";
import { checkUploadRule, extractDocument, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UploadRejected } from "../extraction";
import { concatBytes } from "../lib/bytes";
import { ApiError, badRequest, notFound, tooManyRequests } from "../lib/errors";
import { log } from "../lib/log";
import { ensureVisitorId } from "../middleware/actor";
import { requireOwnedResume, RESUME_NOT_FOUND_MESSAGE } from "../services/ownership";
import { clientNetwork, hitAllRateLimits, type RateLimitRule } from "../services/rate-limit";
import { resumeResponseFor, storeResume, toResumeResponse, type ResumeOwner } from "../services/resumes";
import type { AppConfig } from "../lib/config";
import type { AppEnv } from "../types";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export const MISSING_FILE_MESSAGE = "Файл не получен. Пожалуйста, выбери файл резюме и загрузи его ещё раз (поле «file»).";
export const UPLOAD_RATE_LIMIT_MESSAGE = "Слишком много загрузок подряд. Пожалуйста, подожди несколько минут и попробуй снова.";

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Generous for a person fixing a file and trying again; tight enough that a script can't fill R2 or burn CPU. */
export const UPLOAD_LIMITS = {
  perOwner: { limit: 10, windowSeconds: 10 * 60 },
  perIp: { limit: 30, windowSeconds: 60 * 60 },
} as const;

const RESUME_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const tooLarge = () => new ApiError(413, "too_large", UPLOAD_MESSAGES.tooLarge);

/**
 * Reads the body with a hard cap, so a lying or missing Content-Length can't make the Worker buffer more than
 * one maximum upload.
 */
async function readBodyCapped(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return concatBytes(chunks, total);
}

/** The `file` field of a multipart body; anything else (wrong field, no file, not multipart) is a clear 400. */
async function readUploadedFile(request: Request): Promise<File> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) throw badRequest(MISSING_FILE_MESSAGE, "missing_file");
  const body = await readBodyCapped(request, MAX_UPLOAD_BODY_BYTES);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
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
  return error instanceof UploadRejected ? new ApiError(error.status as ContentfulStatusCode, error.code, error.message) : error;
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

async function extractOrReject(bytes: Uint8Array, file: File) {
  try {
    return await extractDocument(bytes, { filename: file.name, contentType: file.type });
  } catch (error) {
    throw asApiError(error);
  }
}

export const resumeRoutes = new Hono<AppEnv>()
  .post("/resumes/", async (c) => {
    const owner = uploadOwner(c);
    // Counted before reading the body: every attempt costs bandwidth and CPU, accepted or not.
    if (!(await hitAllRateLimits(c.var.db, uploadRateRules(owner, clientNetwork(c.req.raw.headers), c.var.config.environment)))) {
      throw tooManyRequests(UPLOAD_RATE_LIMIT_MESSAGE);
    }
    const file = await readUploadedFile(c.req.raw);
    const bytes = await fileBytes(file);
    const extracted = await extractOrReject(bytes, file);
    const resume = await storeResume(c.var.db, c.env.FILES, { owner, filename: file.name, bytes, extracted });
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
  .get("/resumes/:id/", async (c) => {
    const id = c.req.param("id");
    // A malformed id can't exist; answering it like any unknown id keeps probing uninformative.
    if (!RESUME_ID_PATTERN.test(id)) throw notFound(RESUME_NOT_FOUND_MESSAGE);
    const resume = await requireOwnedResume(c.var.db, c.var.actor, id);
    return c.json(await resumeResponseFor(c.var.db, resume), 200);
  });
