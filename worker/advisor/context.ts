/**
 * What the advisor knows about the person: the selected resume's stored analysis (when it was analysed) and the
 * engine's facts read from the resume text. Every reply of the built-in advisor is built from these, never made up.
 */

import type { AnalysisResult, CriterionFinding } from "../../shared/schemas/analysis";
import { analyzeResume, type ResumeFacts } from "../analysis/engine";

export type ActionType = "discuss_resume" | "interview_simulation" | "psychological_help";
export const ACTION_TYPES: readonly ActionType[] = ["discuss_resume", "interview_simulation", "psychological_help"];

/** The spec's preset messages of the three quick actions (section 3). */
export const PRESET_MESSAGES: Readonly<Record<ActionType, string>> = {
  discuss_resume: "Помоги проанализировать моё резюме",
  interview_simulation: "Давай проведём симуляцию собеседования",
  psychological_help: "Мне нужна психологическая поддержка в карьерных вопросах",
};

export interface AdvisorContext {
  resumeText: string;
  filename: string;
  /** The paid analysis, or null when the resume was not analysed (then only facts are used, not findings). */
  analysis: AnalysisResult | null;
  facts: ResumeFacts;
  /** The engine's criteria findings (from the stored analysis when it has them). */
  findings: CriterionFinding[];
  role: string | null;
  seniority: string | null;
  roleFamily: string | null;
}

export interface HistoryMessage {
  role: "user" | "assistant";
  content: string;
  actionType: ActionType | null;
}

export function buildContext(resumeText: string, filename: string, analysis: AnalysisResult | null): AdvisorContext {
  const report = analyzeResume({ text: resumeText });
  const profile = analysis?.candidate_profile ?? report.result.candidate_profile;
  return {
    resumeText,
    filename,
    analysis,
    facts: report.facts,
    findings: analysis ? (analysis.criteria ?? []) : [],
    // The resume's own title first: it is the person's wording (the profile's role is a reconstruction).
    role: report.facts.desiredPosition ?? profile?.role ?? null,
    seniority: profile?.seniority ?? null,
    roleFamily: profile?.role_family ?? null,
  };
}
