/**
 * What the API answers as an analysis' `reading` and `report` (decisions 340–341):
 * - `reading` is the stored `ResumeReading` (decision 230), validated by its own schema; a reading stored by an older
 *   reader (or none, before migration 0008) is read again and saved by services/reading.ts, once.
 * - `report` is the analysis in the caller's language: Russian as the analysis stored it, English written by the
 *   engine's English writer from the same stored verdicts and the reading (`writeEnglishReport`).
 */
import type { AnalysisResult } from "../../../shared/schemas/analysis";
import type { ApiAnalysis, ApiLanguage } from "../../../shared/schemas/business";
import type { ResumeReading } from "../../../shared/schemas/reading";
import { writeEnglishReport } from "../../analysis/engine";
import type { Database } from "../../db/client";
import type { analyses, resumes } from "../../db/schema";
import { parseStoredReading, readingOf } from "../reading";
import { parseStoredAnalysis } from "../resumes";

type AnalysisRow = typeof analyses.$inferSelect;
type ResumeRow = typeof resumes.$inferSelect;
type Written = Pick<ApiAnalysis, "reading" | "report">;

/** The reading and the report of a finished analysis; both null while there is no stored result. */
export async function readingAndReport(
  db: Database,
  resume: ResumeRow,
  row: AnalysisRow | null,
  language: ApiLanguage,
): Promise<Written> {
  const result = parseStoredAnalysis(row);
  if (!row || !result) return { reading: null, report: null };
  const reading = parseStoredReading(row.reading, row.readingVersion) ?? (await readingOf(db, resume));
  return { reading, report: reportOf(result, reading, language) };
}

/** The report in the asked language, from the stored result (its verdicts) and the reading. */
export function reportOf(
  result: AnalysisResult,
  reading: ResumeReading,
  language: ApiLanguage,
): NonNullable<ApiAnalysis["report"]> {
  const findings = result.criteria ?? [];
  const prose =
    language === "en"
      ? writeEnglishReport(result, reading)
      : {
          general_impression: result.raw_analysis ?? result.general_impression,
          strengths: result.strengths,
          weaknesses: result.weaknesses,
          recommendations: result.recommendations,
          criteria: findings.map((c) => ({ id: c.id, title: c.title, finding: c.finding, fix: c.fix ?? "" })),
        };
  return {
    language,
    overall_score: result.overall_score,
    ats_score: result.ats_compatibility_score ?? null,
    general_impression: prose.general_impression,
    strengths: prose.strengths,
    weaknesses: prose.weaknesses,
    recommendations: prose.recommendations,
    // The verdicts' data beside the prose written from them (same order in both languages).
    criteria: findings.map((c, index) => ({
      id: c.id,
      category: c.category,
      status: c.status,
      score: c.score,
      title: prose.criteria[index]?.title ?? c.title,
      finding: prose.criteria[index]?.finding ?? c.finding,
      fix: prose.criteria[index]?.fix ?? c.fix ?? "",
    })),
    produced_by: result.produced_by?.name ?? "builtin",
  };
}
