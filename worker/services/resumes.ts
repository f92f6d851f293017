/**
 * Storing and reading resumes. The original file goes to R2 under an unguessable key and the row to D1; the two
 * writes are ordered so a failure of either leaves nothing behind (object first, row second, object removed if the
 * row fails). The public shape is built by `toResumeResponse` (shared/schemas/resume.ts).
 */
import { desc, eq, type SQL } from "drizzle-orm";
import { type AnalysisResult, analysisResultSchema } from "../../shared/schemas/analysis";
import { MAX_COVER_LETTERS_PER_RESUME } from "../../shared/schemas/cover-letter";
import type { ResumeListItem, ResumeResponse } from "../../shared/schemas/resume";
import type { Database } from "../db/client";
import { analyses, coverLetters, ratings, resumes, reworks } from "../db/schema";
import type { ExtractedDocument } from "../extraction";
import { newId } from "../lib/ids";
import { describeError, log } from "../lib/log";
import { toCoverLetter } from "./cover-letters";
import { toRating } from "./ratings";

export type ResumeRow = typeof resumes.$inferSelect;
type AnalysisRow = typeof analyses.$inferSelect;
type RatingRow = typeof ratings.$inferSelect;
type CoverLetterRow = typeof coverLetters.$inferSelect;

/** The MIME type of what the bytes really are: stored with the object and returned, whatever the browser claimed. */
export const FORMAT_CONTENT_TYPES: Record<ExtractedDocument["format"], string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  rtf: "application/rtf",
  odt: "application/vnd.oasis.opendocument.text",
  txt: "text/plain",
};

const MAX_FILENAME_LENGTH = 255;
const FALLBACK_FILENAME = "resume";

/**
 * The name to keep and show: no directories (old browsers send "C:\fakepath\…"), no control or bidi-override
 * characters (they can disguise an extension in the UI), and a bounded length that keeps the extension.
 */
export function cleanFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const visible = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  if (!visible) return FALLBACK_FILENAME;
  if (visible.length <= MAX_FILENAME_LENGTH) return visible;
  const dot = visible.lastIndexOf(".");
  const extension = dot > 0 && visible.length - dot <= 10 ? visible.slice(dot) : "";
  return visible.slice(0, MAX_FILENAME_LENGTH - extension.length) + extension;
}

export interface ResumeOwner {
  userId: string | null;
  visitorId: string | null;
}

export interface NewResume {
  owner: ResumeOwner;
  filename: string;
  bytes: Uint8Array;
  extracted: ExtractedDocument;
}

/** Writes the object, then the row; if the row fails the object is deleted, so neither is ever left alone. */
export async function storeResume(db: Database, bucket: R2Bucket, input: NewResume): Promise<ResumeRow> {
  const id = newId();
  const fileKey = `resumes/${newId(32)}`;
  const contentType = FORMAT_CONTENT_TYPES[input.extracted.format];
  await bucket.put(fileKey, input.bytes, {
    httpMetadata: { contentType },
    customMetadata: { resumeId: id },
  });
  try {
    return await db
      .insert(resumes)
      .values({
        id,
        userId: input.owner.userId,
        visitorId: input.owner.visitorId,
        filename: cleanFilename(input.filename),
        contentType,
        fileSize: input.bytes.byteLength,
        fileKey,
        format: input.extracted.format,
        text: input.extracted.text,
        originalText: input.extracted.originalText,
        language: input.extracted.language,
        pageCount: input.extracted.pageCount,
        email: input.extracted.email,
        layout: input.extracted.layout,
      })
      .returning()
      .get();
  } catch (error) {
    await deleteObjectQuietly(bucket, fileKey);
    throw error;
  }
}

async function deleteObjectQuietly(bucket: R2Bucket, key: string): Promise<void> {
  try {
    await bucket.delete(key);
  } catch (error) {
    // The retention job cannot find an object without a row; the log is the only trace left to clean it by hand.
    log.error("orphan_object_delete_failed", { key, ...describeError(error) });
  }
}

export interface ResumeExtras {
  analysis: AnalysisRow | null;
  rating: RatingRow | null;
  /** Newest first. */
  coverLetters: CoverLetterRow[];
}

export const NO_EXTRAS: ResumeExtras = { analysis: null, rating: null, coverLetters: [] };

/** The stored analysis through the shared schema; a row that no longer fits is reported and treated as absent. */
export function parseStoredAnalysis(row: AnalysisRow | null): AnalysisResult | null {
  if (!row) return null;
  try {
    const parsed = analysisResultSchema.safeParse(JSON.parse(row.result));
    if (parsed.success) return parsed.data;
    log.error("stored_analysis_invalid", { analysisId: row.id, issues: parsed.error.issues.slice(0, 5) });
  } catch (error) {
    log.error("stored_analysis_unreadable", { analysisId: row.id, ...describeError(error) });
  }
  return null;
}

export function toResumeResponse(resume: ResumeRow, extras: ResumeExtras = NO_EXTRAS): ResumeResponse {
  const { rating, coverLetters: letters } = extras;
  return {
    id: resume.id,
    filename: resume.filename,
    content_type: resume.contentType,
    file_size: resume.fileSize,
    created_at: resume.createdAt.toISOString(),
    is_paid: resume.isPaid,
    analysis_status: resume.analysisStatus,
    analysis_error: resume.analysisError,
    analysis: parseStoredAnalysis(extras.analysis),
    rating: rating ? toRating(rating) : null,
    cover_letter: letters[0] ? toCoverLetter(letters[0]) : null,
    has_cover_letter: letters.length > 0,
    cover_letters: letters.map(toCoverLetter),
    email: resume.email,
    language: resume.language,
    page_count: resume.pageCount,
  };
}

/** The analysis, rating and cover letter of one resume, read in one D1 round trip. */
export async function loadResumeExtras(db: Database, resumeId: string): Promise<ResumeExtras> {
  const [analysisRows, ratingRows, letterRows] = await db.batch([
    db.select().from(analyses).where(eq(analyses.resumeId, resumeId)).limit(1),
    db.select().from(ratings).where(eq(ratings.resumeId, resumeId)).limit(1),
    db
      .select()
      .from(coverLetters)
      .where(eq(coverLetters.resumeId, resumeId))
      .orderBy(desc(coverLetters.createdAt))
      .limit(MAX_COVER_LETTERS_PER_RESUME),
  ]);
  return { analysis: analysisRows[0] ?? null, rating: ratingRows[0] ?? null, coverLetters: letterRows };
}

/** A resume the caller already owns (see services/ownership.ts), as the API returns it. */
export async function resumeResponseFor(db: Database, resume: ResumeRow): Promise<ResumeResponse> {
  return toResumeResponse(resume, await loadResumeExtras(db, resume.id));
}

/**
 * Resumes matching `where` (an owner's: `ownedBy(actor)` or one user's), newest first, as list items with their state:
 * the profile's history and the home page's «Твои резюме» (a returning anonymous visitor finds a paid result again).
 */
export async function listResumesWhere(db: Database, where: SQL, limit = 100): Promise<ResumeListItem[]> {
  const rows = await db
    .select({
      id: resumes.id,
      filename: resumes.filename,
      createdAt: resumes.createdAt,
      isPaid: resumes.isPaid,
      analysisStatus: resumes.analysisStatus,
      scoreX10: analyses.overallScore,
      stars: ratings.stars,
      reworkVersion: reworks.version,
    })
    .from(resumes)
    .leftJoin(analyses, eq(analyses.resumeId, resumes.id))
    .leftJoin(ratings, eq(ratings.resumeId, resumes.id))
    .leftJoin(reworks, eq(reworks.analysisId, analyses.id))
    .where(where)
    .orderBy(desc(resumes.createdAt))
    .limit(limit)
    .all();
  return rows.map((row) => ({
    id: row.id,
    filename: row.filename,
    created_at: row.createdAt.toISOString(),
    is_paid: row.isPaid,
    analysis_status: row.analysisStatus,
    overall_score: row.scoreX10 === null ? null : row.scoreX10 / 10,
    rating_stars: row.stars,
    has_rework: row.reworkVersion !== null,
  }));
}
