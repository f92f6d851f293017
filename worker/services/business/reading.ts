/**
 * THE adapter between what the analysis stores and what the API returns as the reading and the report. Today it
 * reads the analysis result the pipeline stores (analyses.result through analysisResultSchema). When the stored
 * ResumeReading lands (branch `reader`), `readingOf` is the one function to change: read the stored reading here
 * and keep the Reading shape (shared/schemas/business.ts) or extend it there.
 */
import type { AnalysisResult } from "../../../shared/schemas/analysis";
import type { ApiAnalysis } from "../../../shared/schemas/business";
import type { analyses } from "../../db/schema";
import { parseStoredAnalysis } from "../resumes";

type AnalysisRow = typeof analyses.$inferSelect;

export function readingOf(row: AnalysisRow | null): Pick<ApiAnalysis, "reading" | "report"> {
  const result = parseStoredAnalysis(row);
  if (!result) return { reading: null, report: null };
  return { reading: toReading(result), report: toReport(result) };
}

function toReading(result: AnalysisResult): NonNullable<ApiAnalysis["reading"]> {
  const profile = result.candidate_profile;
  return {
    overall_score: result.overall_score,
    ats_score: result.ats_compatibility_score ?? null,
    key_skills: result.key_skills,
    experience_years: result.experience_analysis?.years ?? null,
    candidate: {
      role: profile?.role ?? null,
      role_family: profile?.role_family ?? null,
      seniority: profile?.seniority ?? null,
      confidence: profile?.confidence ?? 0,
    },
    criteria: (result.criteria ?? []).map((c) => ({
      id: c.id,
      category: c.category,
      status: c.status,
      score: c.score,
    })),
  };
}

/** The engine and the models write Russian prose today, so the report says `language: "ru"` (decision 273). */
function toReport(result: AnalysisResult): NonNullable<ApiAnalysis["report"]> {
  return {
    language: "ru",
    general_impression: result.raw_analysis ?? result.general_impression,
    strengths: result.strengths,
    weaknesses: result.weaknesses,
    recommendations: result.recommendations,
    criteria: (result.criteria ?? []).map((c) => ({ id: c.id, title: c.title, finding: c.finding, fix: c.fix })),
    produced_by: result.produced_by?.name ?? "builtin",
  };
}
