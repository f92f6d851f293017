/**
 * Rework's built-in resume analysis engine: deterministic, offline, synchronous.
 *
 *   analyzeResume({ text, format, pageCount, language, layout }, { now }) -> { result, criteria, facts }
 *
 * `result` follows the spec's analysis result (shared/schemas/analysis.ts); `criteria` holds one finding per
 * catalogue entry with a concrete fix; `facts` is what was read from the text (contacts, sections, dates, skills).
 */

import { isDocumentFormat } from "../../../shared/document-formats";
import type { AnalysisResult, CriterionFinding } from "../../../shared/schemas/analysis";
import { describeError, log } from "../../lib/log";
import { ALL_CRITERIA, evaluateCriteria } from "./criteria";
import { monthOf } from "./dates";
import { extractFacts as extractFactsFrom } from "./facts";
import { type CandidateProfile, detectCandidateProfile, PROFILE_FAMILY } from "./profile";
import { buildResult } from "./report";
import { detectProfile } from "./skills/profiles";
import { prepareText } from "./text";
import type { EngineInput, EngineOptions, EngineReport, ResumeFacts } from "./types";

// The engine's one entry (decision 260): what the cover letter and the vacancy match read with the engine's own
// recognisers (decision 028) is exported here rather than imported from the files inside.
export { findCity } from "./contacts";
export { withoutGluedDuration } from "./dates";
export { cleanPhrase, phraseAt } from "./quotes";
/** The score before its caps: how a change that keeps a capped score still improves the resume is measured. */
export { categoryWeightedScore } from "./score";
export { SKILL_BY_NAME, SKILL_CATEGORIES, SKILL_DICTIONARY_COMPILED, type SkillEntry } from "./skills/dictionary";
export { matchSkills, tokenize } from "./skills/match";
export type { PreparedText } from "./text";
export { detectLanguage } from "./text";
export type { EngineInput, EngineOptions, EngineReport, MatchedSkill, ResumeFacts } from "./types";
/** The lines every `line` index in the facts points into, and a quote without hh.ru's glued per-job total. */
export { prepareText };

/** The published criteria catalogue: id, Russian title, category, weight and what is checked. */
export const CRITERIA: ReadonlyArray<{
  id: string;
  title: string;
  category: string;
  weight: number;
  description: string;
}> = Object.freeze(
  ALL_CRITERIA.map(({ id, title, category, weight, description }) =>
    Object.freeze({ id, title, category, weight, description }),
  ),
);

/** Inputs come from upload handlers and models; anything malformed is reduced to a safe shape. */
function sanitizeInput(input: unknown): EngineInput {
  const raw = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const layout =
    typeof raw.layout === "object" && raw.layout !== null ? (raw.layout as Record<string, unknown>) : undefined;
  const flag = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);
  return {
    text: typeof raw.text === "string" ? raw.text : "",
    format: isDocumentFormat(raw.format) ? raw.format : undefined,
    pageCount:
      typeof raw.pageCount === "number" && Number.isFinite(raw.pageCount) && raw.pageCount > 0
        ? Math.floor(raw.pageCount)
        : null,
    language: raw.language === "ru" || raw.language === "en" ? raw.language : undefined,
    layout: layout
      ? {
          multiColumn: flag(layout.multiColumn),
          hasTables: flag(layout.hasTables),
          hasTextLayer: flag(layout.hasTextLayer),
        }
      : undefined,
  };
}

export function extractFacts(text: string, options: EngineOptions = {}): ResumeFacts {
  return extractFactsFrom(prepareText(typeof text === "string" ? text : ""), options);
}

export function analyzeResume(input: EngineInput, options: EngineOptions = {}): EngineReport {
  const safeInput = sanitizeInput(input);
  const now = options?.now instanceof Date && Number.isFinite(options.now.getTime()) ? options.now : new Date();
  try {
    // Normalised once here and shared: facts, the candidate profile and the evidence all read the same text.
    const prepared = prepareText(safeInput.text);
    const extracted = extractFactsFrom(prepared, { now }, safeInput.language);
    const candidate = detectCandidateProfile(prepared, extracted);
    // The profile reads the top lines with every family's title vocabulary: a headline it finds is the desired
    // position even where the facts' own list of role words had none («Диспетчер», «Учитель начальных классов»).
    const withHeadline =
      extracted.desiredPosition || !candidate.headline
        ? extracted
        : { ...extracted, desiredPosition: candidate.headline };
    const facts = withFamilyProfile(withHeadline, candidate, prepared.folded);
    const criteria = evaluateCriteria({
      facts,
      input: safeInput,
      year: Math.floor(facts.now / 12),
      candidate,
      text: prepared,
    });
    return { result: buildResult(facts, criteria, candidate, prepared), criteria, facts };
  } catch (error) {
    log.error("engine_failed", describeError(error));
    return fallbackReport(now);
  }
}

/**
 * The skill profile follows the role the titles name: a head of a planning department whose skills read as
 * "management" is judged against finance's expected skills, not «Управление P&L» and «OKR». Families without a
 * skill profile (research, "other") keep the one the skills chose.
 */
function withFamilyProfile(facts: ResumeFacts, candidate: CandidateProfile, folded: string): ResumeFacts {
  const family = candidate.role_family;
  if (!family || (facts.profile && PROFILE_FAMILY[facts.profile.id] === family)) return facts;
  const ofFamily = (id: string): boolean => PROFILE_FAMILY[id] === family;
  if (!Object.keys(PROFILE_FAMILY).some(ofFamily)) return facts;
  return { ...facts, profile: detectProfile(facts.skills, { title: candidate.role ?? "", text: folded }, ofFamily) };
}

/** Last resort if an unexpected bug slips through: still a valid, honest result. */
function fallbackReport(now: Date): EngineReport {
  const facts = extractFactsFrom(prepareText(""), { now });
  const criteria: CriterionFinding[] = ALL_CRITERIA.map(({ id, title, category, weight }) => ({
    id,
    title,
    category,
    weight,
    score: 0,
    status: "info",
    finding: "Проверка не выполнена из-за внутренней ошибки.",
    fix: "",
  }));
  const result: AnalysisResult = {
    overall_score: 0,
    strengths: [],
    weaknesses: ["Автоматический анализ не смог обработать этот файл."],
    recommendations: ["Пересохрани резюме в PDF или DOCX из текстового редактора и загрузи снова."],
    key_skills: [],
    general_impression: "Не получилось разобрать текст резюме. Попробуй загрузить файл ещё раз в формате PDF или DOCX.",
    market_relevance: { description: "Информация о соответствии требованиям рынка недоступна", score: 0 },
    ats_compatibility_score: 0,
    criteria,
  };
  return { result, criteria, facts: { ...facts, now: monthOf(now) } };
}
