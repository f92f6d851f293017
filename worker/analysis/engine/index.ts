/**
 * Rework's built-in resume analysis engine: deterministic, offline, synchronous. This file is the only way into the
 * engine (biome.json forbids importing its modules from anywhere else).
 *
 *   readResume({ text, … }, { now })    -> ResumeReading (shared/schemas/reading.ts): the reading alone
 *   analyzeResume({ text, format, pageCount, language, layout }, { now }) -> { result, criteria, facts, reading }
 *
 * One pass: the text is read once into facts and the candidate profile, the person is settled once (reading.ts),
 * and the reading, the criteria and the report all come from that. `result` follows the spec's analysis result
 * (shared/schemas/analysis.ts); `criteria` holds one finding per catalogue entry with a concrete fix; `reading` is
 * what is stored with the analysis and what every other feature reads.
 */

import { isDocumentFormat } from "../../../shared/document-formats";
import type { AnalysisResult, CriterionFinding } from "../../../shared/schemas/analysis";
import {
  type DocumentLink,
  documentLinkSchema,
  type LayoutFact,
  layoutFactSchema,
  MAX_DOCUMENT_LINKS,
  MAX_LAYOUT_FACTS,
} from "../../../shared/schemas/layout";
import type { ResumeReading } from "../../../shared/schemas/reading";
import { describeError, log } from "../../lib/log";
import { withLinksBehindWords } from "./contacts";
import { ALL_CRITERIA, evaluateCriteria } from "./criteria";
import { monthOf } from "./dates";
import { extractFacts as extractFactsFrom } from "./facts";
import { forgetAnswers } from "./memo";
import { detectCandidateProfile, writerCandidate } from "./profile";
import { buildReading, settledFacts, settlePerson } from "./reading";
import { buildResult } from "./report";
import { otherDocuments } from "./sections";
import { repairLigatures } from "./spelling/ligatures";
import { type PreparedText, prepareText } from "./text";
import type { EngineInput, EngineOptions, EngineReport, OtherDocument, ResumeFacts } from "./types";

export type { ResumeReading } from "../../../shared/schemas/reading";
export { READING_VERSION } from "../../../shared/schemas/reading";
export { findCity } from "./contacts";
// The engine's one entry (decision 260): what the cover letter and the vacancy match read with the engine's own
// recognisers (decision 028) is exported here rather than imported from the files inside.
export { withoutGluedDuration } from "./dates";
export { pagesOf } from "./facts";
export { cleanPhrase, cleanTitle, phraseAt, wrapsFromAbove } from "./quotes";
/** The writer in English (decision 340): the stored verdicts and reading as English prose. */
export { CRITERIA_EN, type EnglishReport, writeEnglishReport } from "./report-en";
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

/** Stored layout facts (a JSON column): only well-formed ones are read. */
function layoutFacts(raw: unknown): LayoutFact[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.slice(0, MAX_LAYOUT_FACTS).flatMap((fact) => {
    const parsed = layoutFactSchema.safeParse(fact);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Stored links (a JSON column): only well-formed ones are read. */
function layoutLinks(raw: unknown): DocumentLink[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.slice(0, MAX_DOCUMENT_LINKS).flatMap((link) => {
    const parsed = documentLinkSchema.safeParse(link);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * A ligature a PDF font named as another letter is read as its letters ("eƯiciency" → "efficiency", decision 725),
 * and the text counts as broken where the file holds it, as extraction's own broken-text fact says (layout-facts.ts):
 * an ATS reads the letter the file names.
 */
function withLigaturesRead(input: EngineInput): EngineInput {
  const { text, evidence } = repairLigatures(input.text);
  if (evidence === null) return input;
  const facts = input.layout?.facts ?? [];
  if (facts.some((fact) => fact.kind === "broken_text")) return { ...input, text };
  const broken: LayoutFact = { kind: "broken_text", evidence, page: null };
  return { ...input, text, layout: { ...input.layout, facts: [...facts.slice(0, MAX_LAYOUT_FACTS - 1), broken] } };
}

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
          facts: layoutFacts(layout.facts),
          links: layoutLinks(layout.links),
        }
      : undefined,
  };
}

export function extractFacts(text: string, options: EngineOptions = {}): ResumeFacts {
  return extractFactsFrom(prepareText(typeof text === "string" ? text : ""), options);
}

function nowOf(options: EngineOptions | undefined): Date {
  return options?.now instanceof Date && Number.isFinite(options.now.getTime()) ? options.now : new Date();
}

/**
 * Someone else's letter or a proposal bundled into the file (decision 780) is not the person's resume: its lines are
 * blanked before anything reads the text (line numbers kept), so no contact, job, date or strength comes from it; the
 * report names what was set aside (evidence.ts).
 */
function withOtherDocumentsSetAside(read: PreparedText): { prepared: PreparedText; others: OtherDocument[] } {
  const others = otherDocuments(read.lines);
  if (others.length === 0) return { prepared: read, others };
  const kept = read.lines.map((line, i) => (others.some((o) => o.line <= i && i < o.endLine) ? "" : line));
  return { prepared: prepareText(kept.join("\n")), others };
}

/** The one pass: the text prepared once, facts and the candidate profile read once, the person settled once. */
function readOnce(input: EngineInput, now: Date) {
  // Answers remembered for the last resume are not this one's to use (memo.ts).
  forgetAnswers();
  // Normalised once here and shared: facts, the candidate profile and the evidence all read the same text.
  const { prepared, others } = withOtherDocumentsSetAside(prepareText(input.text));
  const extracted = extractFactsFrom(prepared, { now }, input.language);
  if (others.length) extracted.otherDocuments = others;
  // A profile behind link words is a link the person gave (decision 610): the contacts reader counts it too.
  if (input.layout?.links?.length)
    extracted.contacts.links = withLinksBehindWords(extracted.contacts.links, input.layout.links);
  // The role is settled once, as the writer names it (decision 700): the reading stores the title the report quotes,
  // never a line with its bracket left open («Java-разработчик (») or a form's label before it.
  const candidate = writerCandidate(detectCandidateProfile(prepared, extracted), extracted.name ?? null);
  const person = settlePerson(extracted, candidate, prepared.folded);
  const reading = buildReading(extracted, candidate, person);
  // What extraction saw of the layout is part of what was read (decision 545); text given directly has none.
  if (input.layout?.facts) reading.layout = { facts: input.layout.facts };
  return { prepared, extracted, candidate, person, reading };
}

export function analyzeResume(input: EngineInput, options: EngineOptions = {}): EngineReport {
  const safeInput = withLigaturesRead(sanitizeInput(input));
  const now = nowOf(options);
  try {
    const { prepared, extracted, candidate, person, reading } = readOnce(safeInput, now);
    const facts = settledFacts(extracted, person);
    // The criteria's examples and the report name the person the same way: the candidate as readOnce settled it
    // (decisions 320, 700).
    const criteria = evaluateCriteria({
      facts,
      input: safeInput,
      year: Math.floor(facts.now / 12),
      candidate,
      text: prepared,
    });
    return {
      result: buildResult(facts, criteria, candidate, prepared, safeInput.layout?.facts),
      criteria,
      facts,
      reading,
    };
  } catch (error) {
    log.error("engine_failed", describeError(error));
    return fallbackReport(now);
  }
}

/**
 * The reading alone (no criteria, no report): what the cover letter, the vacancy match and the advisor need when no
 * stored reading exists yet, and what the property tests check.
 */
export function readResume(input: EngineInput, options: EngineOptions = {}): ResumeReading {
  const now = nowOf(options);
  try {
    return readOnce(withLigaturesRead(sanitizeInput(input)), now).reading;
  } catch (error) {
    log.error("engine_failed", describeError(error));
    return fallbackReport(now).reading;
  }
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
  const settled = { ...facts, now: monthOf(now) };
  const candidate = detectCandidateProfile(prepareText(""), settled);
  return {
    result,
    criteria,
    facts: settled,
    reading: buildReading(settled, candidate, { desiredPosition: null, profile: null, keySkills: [] }),
  };
}
