/**
 * What the advisor knows about the person: the selected resume's stored analysis (when it was analysed) and its
 * stored reading (services/reading.ts). Every reply of the built-in advisor is built from these, never made up.
 */

import type { AnalysisResult, CriterionFinding } from "../../shared/schemas/analysis";
import { type ResumeReading, readResume } from "../analysis/engine";

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
  /** What the engine read from the resume: skills, timeline, measurable lines, the person. */
  reading: ResumeReading;
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

/** `reading`: the resume's stored reading; scripts and tests without one get it read from the text here, once. */
export function buildContext(
  resumeText: string,
  filename: string,
  analysis: AnalysisResult | null,
  reading: ResumeReading = readResume({ text: resumeText }),
): AdvisorContext {
  const profile = analysis?.candidate_profile;
  return {
    resumeText,
    filename,
    analysis,
    reading,
    findings: analysis ? (analysis.criteria ?? []) : [],
    // The resume's own title first: it is the person's wording (the profile's role is a reconstruction).
    role: reading.person.desiredPosition ?? profile?.role ?? reading.person.role,
    seniority: profile ? profile.seniority : reading.person.level,
    roleFamily: profile ? profile.role_family : reading.person.family,
  };
}
