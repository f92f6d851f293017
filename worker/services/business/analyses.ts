/**
 * Analyses ordered through the API (decisions 271–272). The document goes through the site's own upload rules and
 * extraction (same limits, same refusals), the file to R2 first, then one D1 batch stores, records and charges
 * (metering.ts), then the site's analysis queue runs it (test keys on the built-in engine, queue/analysis.ts).
 */
import { and, desc, eq } from "drizzle-orm";
import type { ApiAnalysis, ApiLanguage } from "../../../shared/schemas/business";
import type { Database } from "../../db/client";
import { type ApiKeyMode, analyses, apiAnalyses, organisations, resumes } from "../../db/schema";
import { checkUploadRule, extractDocument, UploadRejected } from "../../extraction";
import { sha256Hex } from "../../lib/crypto";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { describeError, log } from "../../lib/log";
import { type AnalysisQueue, startPaidAnalysis } from "../analysis";
import { FORMAT_CONTENT_TYPES } from "../resumes";
import type { AuthenticatedKey } from "./keys";
import { ANALYSIS_FAILED_TEXT, STATUS_TEXTS } from "./messages";
import { type Cursor, encodeCursor, findByIdempotencyKey, olderThan, recordChargedAnalysis } from "./metering";
import { apiOwnerOf, kopecksToRub } from "./organisations";
import { readingAndReport } from "./reading";

type ApiAnalysisRow = typeof apiAnalyses.$inferSelect;
type ResumeRow = typeof resumes.$inferSelect;

export interface SubmittedDocument {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface CreateApiAnalysisDeps {
  db: Database;
  d1: D1Database;
  bucket: R2Bucket;
  queue: AnalysisQueue;
}

export interface CreateApiAnalysisInput {
  auth: AuthenticatedKey;
  priceKopecks: number;
  document: SubmittedDocument;
  idempotencyKey: string | null;
  language: ApiLanguage;
}

export type CreatedApiAnalysis = { analysis: ApiAnalysis; replayed: boolean };

export const balanceShort = () => new ApiError(402, "insufficient_balance", "insufficient_balance");

export async function createApiAnalysis(
  deps: CreateApiAnalysisDeps,
  input: CreateApiAnalysisInput,
): Promise<CreatedApiAnalysis> {
  const { auth, document, idempotencyKey } = input;
  const organisationId = auth.organisation.id;
  const requestHash = await sha256Hex(concat(document.filename, document.bytes));
  if (idempotencyKey) {
    const replay = await replayOf(deps.db, organisationId, idempotencyKey, requestHash, input.language);
    if (replay) return replay;
  }
  const price = auth.key.mode === "test" ? 0 : input.priceKopecks;
  if (auth.organisation.balanceKopecks < price) throw balanceShort();

  const extracted = await extractOrRefuse(document);
  const fileKey = `resumes/${newId(32)}`;
  await deps.bucket.put(fileKey, document.bytes, {
    httpMetadata: { contentType: FORMAT_CONTENT_TYPES[extracted.format] },
    customMetadata: { organisationId },
  });
  const created = await recordChargedAnalysis(deps.d1, {
    organisationId,
    keyId: auth.key.id,
    mode: auth.key.mode,
    idempotencyKey,
    requestHash,
    priceKopecks: price,
    filename: document.filename,
    fileKey,
    fileSize: document.bytes.byteLength,
    extracted,
  }).catch(async (error: unknown) => {
    // A unique-key race lost inside the batch rolls it back: treat as "created nothing".
    log.warn("api_analysis_batch_refused", describeError(error));
    return null;
  });
  if (!created) {
    await deps.bucket.delete(fileKey).catch(() => undefined);
    const replay = idempotencyKey
      ? await replayOf(deps.db, organisationId, idempotencyKey, requestHash, input.language)
      : null;
    if (replay) return replay;
    throw balanceShort();
  }
  log.info("api_analysis_created", { analysisId: created.analysisId, organisationId, mode: auth.key.mode, price });
  try {
    await startPaidAnalysis(deps.db, deps.queue, created.resumeId);
  } catch {
    // Charged and stored: the nightly safety net (decision 035) starts it if the queue refused the job now.
  }
  const analysis = await getApiAnalysis(deps.db, organisationId, created.analysisId, input.language);
  return { analysis: analysis!, replayed: false };
}

function concat(filename: string, bytes: Uint8Array): Uint8Array {
  const name = new TextEncoder().encode(`${filename}\u0000`);
  const all = new Uint8Array(name.byteLength + bytes.byteLength);
  all.set(name);
  all.set(bytes, name.byteLength);
  return all;
}

async function replayOf(
  db: Database,
  organisationId: string,
  idempotencyKey: string,
  requestHash: string,
  language: ApiLanguage,
): Promise<CreatedApiAnalysis | null> {
  const existing = await findByIdempotencyKey(db, organisationId, idempotencyKey);
  if (!existing) return null;
  if (existing.requestHash !== requestHash) {
    throw new ApiError(422, "idempotency_key_reused", "idempotency_key_reused");
  }
  const analysis = await getApiAnalysis(db, organisationId, existing.id, language);
  return analysis ? { analysis, replayed: true } : null;
}

/** The site's rule (name, type, size) and extraction, refusing with the site's status, code and Russian text. */
async function extractOrRefuse(document: SubmittedDocument) {
  try {
    checkUploadRule({ name: document.filename, type: document.contentType, size: document.bytes.byteLength });
    return await extractDocument(document.bytes, { filename: document.filename, contentType: document.contentType });
  } catch (error) {
    if (error instanceof UploadRejected) {
      throw new ApiError(error.status as 413 | 415 | 422 | 400, error.code, error.message);
    }
    throw error;
  }
}

const STATUS_OF: Record<ResumeRow["analysisStatus"], ApiAnalysis["status"]> = {
  none: "queued",
  queued: "queued",
  running: "running",
  done: "done",
  failed: "failed",
};

type ApiAnalysisSummary = Omit<ApiAnalysis, "reading" | "report">;

/** The analysis without its reading and report (what lists show). */
export function toApiAnalysis(
  row: ApiAnalysisRow,
  resume: ResumeRow | null,
  language: ApiLanguage,
): ApiAnalysisSummary {
  const status = resume ? STATUS_OF[resume.analysisStatus] : "done";
  return {
    id: row.id,
    object: "analysis",
    status,
    status_text: STATUS_TEXTS[status][language],
    mode: row.mode,
    price_rub: kopecksToRub(row.priceKopecks),
    created_at: row.createdAt.toISOString(),
    document: resume
      ? {
          filename: resume.filename,
          format: resume.format,
          size_bytes: resume.fileSize,
          pages: resume.pageCount,
          language: resume.language,
        }
      : null,
    error: status === "failed" ? { code: "analysis_failed", message: ANALYSIS_FAILED_TEXT[language] } : null,
  };
}

/** One analysis of the organisation with its resume and result; null if there is none (or it is another's). */
export async function getApiAnalysis(
  db: Database,
  organisationId: string,
  analysisId: string,
  language: ApiLanguage,
): Promise<ApiAnalysis | null> {
  const row = await db
    .select({ record: apiAnalyses, resume: resumes, analysis: analyses })
    .from(apiAnalyses)
    .leftJoin(resumes, eq(resumes.id, apiAnalyses.resumeId))
    .leftJoin(analyses, eq(analyses.resumeId, apiAnalyses.resumeId))
    .where(and(eq(apiAnalyses.id, analysisId), eq(apiAnalyses.organisationId, organisationId)))
    .get();
  if (!row) return null;
  if (!row.resume) throw new ApiError(410, "document_deleted", "document_deleted");
  const { reading, report } = await readingAndReport(db, row.resume, row.analysis, language);
  const { error, ...summary } = toApiAnalysis(row.record, row.resume, language);
  return { ...summary, reading, report, error };
}

export async function listApiAnalyses(
  db: Database,
  organisationId: string,
  options: { limit: number; cursor: Cursor | null; mode?: ApiKeyMode; language: ApiLanguage },
) {
  const rows = await db
    .select({ record: apiAnalyses, resume: resumes })
    .from(apiAnalyses)
    .leftJoin(resumes, eq(resumes.id, apiAnalyses.resumeId))
    .where(
      and(
        eq(apiAnalyses.organisationId, organisationId),
        options.mode ? eq(apiAnalyses.mode, options.mode) : undefined,
        options.cursor ? olderThan(apiAnalyses, options.cursor) : undefined,
      ),
    )
    .orderBy(desc(apiAnalyses.createdAt), desc(apiAnalyses.id))
    .limit(options.limit + 1)
    .all();
  const page = rows.slice(0, options.limit);
  return {
    data: page.map(({ record, resume }) => toApiAnalysis(record, resume, options.language)),
    nextCursor: rows.length > options.limit ? encodeCursor(page.at(-1)!.record) : null,
  };
}

/**
 * The customer's instruction to destroy a candidate's data (152-FZ, the data-processing terms): the resume row
 * (with its result and matches, by cascade) and the file go; the usage record stays for the statement.
 */
export async function deleteApiAnalysisDocument(
  db: Database,
  bucket: R2Bucket,
  organisationId: string,
  analysisId: string,
): Promise<boolean> {
  const row = await db
    .select({ resumeId: resumes.id, fileKey: resumes.fileKey })
    .from(apiAnalyses)
    .innerJoin(resumes, eq(resumes.id, apiAnalyses.resumeId))
    .where(and(eq(apiAnalyses.id, analysisId), eq(apiAnalyses.organisationId, organisationId)))
    .get();
  if (!row) return false;
  await db.delete(resumes).where(and(eq(resumes.id, row.resumeId), eq(resumes.visitorId, apiOwnerOf(organisationId))));
  await bucket.delete(row.fileKey).catch((error: unknown) => log.error("api_file_delete_failed", describeError(error)));
  return true;
}

/** Whether the analysis of this resume was ordered with a test key (it then runs on the built-in engine). */
export async function isSandboxResume(db: Database, resumeId: string): Promise<boolean> {
  const row = await db
    .select({ mode: apiAnalyses.mode })
    .from(apiAnalyses)
    .where(eq(apiAnalyses.resumeId, resumeId))
    .get();
  return row?.mode === "test";
}

/**
 * The owner's account is being deleted: every candidate document of their organisation goes too (the processing
 * instruction ends with the contract, content/legal/data-processing.md 5.1). The organisation's own rows follow the
 * user by cascade. Returns the R2 keys for the caller to delete after its batch.
 */
export async function organisationDocumentsOfOwner(db: Database, userId: string): Promise<string[]> {
  const organisation = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.ownerUserId, userId))
    .get();
  if (!organisation) return [];
  const owner = apiOwnerOf(organisation.id);
  const rows = await db.select({ fileKey: resumes.fileKey }).from(resumes).where(eq(resumes.visitorId, owner)).all();
  await db.delete(resumes).where(eq(resumes.visitorId, owner));
  return rows.map((row) => row.fileKey);
}
