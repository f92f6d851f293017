/**
 * A criterion reads facts and returns a verdict: a score 0..1, what was found and what to change.
 * Returning null means "not applicable to this resume" (reported as info, left out of the score).
 */

import type { CandidateProfile } from "../profile";
import { clip } from "../text";
import type { EngineInput, Language, ResumeFacts } from "../types";

export interface Verdict {
  score: number;
  finding: string;
  fix?: string;
  /** Forces the status; otherwise it follows the score. */
  status?: "pass" | "warn" | "fail" | "info";
}

export interface CriterionContext {
  facts: ResumeFacts;
  input: EngineInput;
  /** The current year, from the injected "now". */
  year: number;
  /** Who the resume reads as (role family, level, market); absent in unit tests of single criteria. */
  candidate?: CandidateProfile;
}

export interface Criterion {
  id: string;
  title: string;
  category: string;
  weight: number;
  description: string;
  evaluate(ctx: CriterionContext): Verdict | null;
}

/** Picks an example matching the resume's language: advice is in Russian, examples follow the resume. */
export function byLang(language: Language, ru: string, en: string): string {
  return language === "ru" ? ru : en;
}

export const IT_PROFILES: ReadonlySet<string> = new Set([
  "frontend",
  "backend",
  "mobile",
  "onec",
  "qa",
  "devops",
  "data",
  "analyst",
  "support",
]);

export function isItProfile(facts: ResumeFacts): boolean {
  return facts.profile !== null && IT_PROFILES.has(facts.profile.id);
}

export function hasSection(facts: ResumeFacts, kind: ResumeFacts["sections"][number]["kind"]): boolean {
  return facts.sections.some((s) => s.kind === kind);
}

/** Someone with a work history, as opposed to a student or a career starter. */
export function hasWorkHistory(facts: ResumeFacts): boolean {
  return facts.totalExperienceYears >= 0.5 || facts.jobsCount > 0 || hasSection(facts, "experience");
}

/** «…» around a line without its own final period, so that a sentence never ends in «…в месяц.». */
export function quoteLine(text: string, max = 90): string {
  return `«${clip(text, max).replace(/[.;,:]+$/u, "")}»`;
}

export function quote(items: readonly string[], max = 3): string {
  return items
    .slice(0, max)
    .map((i) => `«${i.replace(/[.;,:]+$/u, "")}»`)
    .join(", ");
}
