/**
 * The stored reading of a resume (decision 230): written with the analysis by the queue consumer
 * (services/analysis.ts), read here by every feature that needs the person — the cover letter, the vacancy match and
 * its version comparison, the advisor — so the engine does not run again on `resume.text` for each of them. A
 * reading stored by an older engine (READING_VERSION) or not at all (analyses made before migration 0008) is read
 * again from the resume's text once and saved, so the next use is a plain select.
 */
import { eq } from "drizzle-orm";
import { READING_VERSION, type ResumeReading, resumeReadingSchema } from "../../shared/schemas/reading";
import { readResume } from "../analysis/engine";
import type { Database } from "../db/client";
import { analyses, type resumes } from "../db/schema";
import { log } from "../lib/log";

type ResumeRow = typeof resumes.$inferSelect;
/** What a reading is made from: the stored text and what extraction said about the file. */
export type ResumeForReading = Pick<ResumeRow, "id" | "text" | "format" | "language"> &
  Partial<Pick<ResumeRow, "pageCount" | "layout">>;

/** A stored reading when it is of this version and still matches the schema; null otherwise. */
export function parseStoredReading(json: string | null, version: number | null): ResumeReading | null {
  if (!json || version !== READING_VERSION) return null;
  try {
    const parsed = resumeReadingSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The engine's input for a stored resume: the same fields the analysis was made from. */
export function readingInput(resume: ResumeForReading) {
  return {
    text: resume.text,
    format: resume.format,
    pageCount: resume.pageCount,
    language: resume.language,
    layout: resume.layout ?? undefined,
  };
}

/**
 * The reading of a resume: the stored one, or read now (and saved beside the analysis when there is one). Without an
 * analysis nothing is stored: a reading lives with the analysis it was made for.
 */
export async function readingOf(db: Database, resume: ResumeForReading): Promise<ResumeReading> {
  const row = await db
    .select({
      id: analyses.id,
      reading: analyses.reading,
      readingVersion: analyses.readingVersion,
      createdAt: analyses.createdAt,
    })
    .from(analyses)
    .where(eq(analyses.resumeId, resume.id))
    .get();
  const stored = row ? parseStoredReading(row.reading, row.readingVersion) : null;
  if (stored) return stored;
  // Read again as of the analysis's moment: "по настоящее время" means what it meant in the report the person paid
  // for, as in the reading stored then.
  const reading = readResume(readingInput(resume), row ? { now: row.createdAt } : {});
  if (row) {
    await db
      .update(analyses)
      .set({ reading: JSON.stringify(reading), readingVersion: reading.version })
      .where(eq(analyses.id, row.id));
    log.info("reading_refreshed", { resumeId: resume.id, from: row.readingVersion ?? 0, to: reading.version });
  }
  return reading;
}
