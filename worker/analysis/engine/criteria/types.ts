/**
 * A criterion reads facts and returns a verdict: a score 0..1, what was found and what to change.
 * Returning null means "not applicable to this resume" (reported as info, left out of the score).
 */

import type { LayoutFact, LayoutFactKind } from "../../../../shared/schemas/layout";
import { type AdviceId, fits, fittingProfile, forTrade, readerOf } from "../audience";
import { type CandidateProfile, forMarket } from "../profile";
import { cleanPhrase } from "../quotes";
import { type Searchable, type SearchResult, searchFor } from "../search";
import { clip, MAX_INPUT_CHARS, type PreparedText, prepareText } from "../text";
import type { EngineInput, Language, ResumeFacts } from "../types";

/**
 * What a verdict says about the resume, as data (decision 241): a topic and whether it holds («есть результаты в
 * цифрах»: results/true). Two verdicts of one report never claim a topic both ways; the prose is written from
 * the verdict, so the check reads topics, not sentences.
 */
export type Topic =
  | "results_in_numbers"
  | "action_verbs"
  | "duty_phrases"
  | "cliches"
  | "summary"
  | "experience_section"
  | "education_section"
  | "skills_section"
  | "projects"
  | "courses"
  | "languages"
  | "desired_position"
  | "city"
  | "phone"
  | "email"
  | "links";

export interface Claim {
  topic: Topic;
  holds: boolean;
}

export interface Verdict {
  score: number;
  finding: string;
  fix?: string;
  /** Forces the status; otherwise it follows the score. */
  status?: "pass" | "warn" | "fail" | "info";
  /** What the finding asserts, as topics; an absence claim is only made after `searchOf` found nothing. */
  claims?: readonly Claim[];
  /** The lines of the resume the verdict rests on (0-based), when it rests on particular lines. */
  lines?: readonly number[];
}

export interface CriterionContext {
  facts: ResumeFacts;
  input: EngineInput;
  /** The current year, from the injected "now". */
  year: number;
  /** Who the resume reads as (role family, level, market); absent in unit tests of single criteria. */
  candidate?: CandidateProfile;
  /** The prepared text the facts were read from; prepared from `input.text` when a caller does not pass it. */
  text?: PreparedText;
}

const PREPARED = new WeakMap<ResumeFacts, PreparedText>();

/** The text behind the facts, prepared once per resume. */
export function textOf(ctx: CriterionContext): PreparedText {
  if (ctx.text) return ctx.text;
  let text = PREPARED.get(ctx.facts);
  if (!text) {
    text = prepareText(ctx.input.text);
    PREPARED.set(ctx.facts, text);
  }
  return text;
}

/** The whole-text search for a part of the resume (search.ts), before anything is said about its absence. */
export function searchOf(ctx: CriterionContext, kind: Searchable): SearchResult {
  const found = searchFor(kind, textOf(ctx), ctx.facts);
  return found.state === "absent" && layoutHides(ctx) ? { state: "unsure" } : found;
}

/**
 * The extracted text may hide a part (decision 440): columns read across one another, little text for the file's
 * pages, or hardly any heading found in a text long enough to have several. Then an absence is not a fact.
 */
export function layoutHides({ facts, input }: CriterionContext): boolean {
  // The text's own columns (lines of two blocks read across), not the file's: a multi-column PDF is mostly extracted
  // block by block (27 of 149 development files, their absence claims true).
  const columns = facts.formatting.columnLines / Math.max(1, facts.lineCount) > 0.15;
  const pages = typeof input.pageCount === "number" && input.pageCount > 0 ? input.pageCount : 0;
  // A one-page resume may just be short; two pages or more with little text lost some of it.
  const thin = input.format === "pdf" && pages >= 2 && facts.wordCount < 60 * pages;
  const unheaded = facts.sections.length <= 1 && facts.wordCount >= 250;
  // Characters the file's fonts did not map (decision 545): part of the text was not read. A page with no text is
  // not counted: on the development half all four were blank pages, which hide nothing.
  const unread = Boolean(layoutFact(input, "broken_text"));
  return columns || thin || unheaded || unread || textCut({ input });
}

/** The first layout fact of a kind extraction saw (decision 545), or null; undefined when extraction said nothing. */
export function layoutFact(input: EngineInput, kind: LayoutFactKind): LayoutFact | null | undefined {
  const facts = input.layout?.facts;
  if (!facts) return undefined;
  return facts.find((fact) => fact.kind === kind) ?? null;
}

/** A quote of a fact's evidence for a finding: « — «…»» when there is one. */
export function evidenceQuote(fact: LayoutFact | null | undefined, lead: string): string {
  // Cleaned like every quote (layout glue off): a cell's or a column's first line may carry a date or a separator.
  const phrase = fact?.evidence ? cleanPhrase(fact.evidence, 60) : null;
  return phrase ? `${lead} «${phrase}»` : "";
}

/** The text is longer than the engine reads (text.ts `MAX_INPUT_CHARS`): its tail was never searched. */
export function textCut({ input }: Pick<CriterionContext, "input">): boolean {
  return typeof input.text === "string" && input.text.length > MAX_INPUT_CHARS;
}

export interface Criterion {
  id: string;
  title: string;
  category: string;
  weight: number;
  description: string;
  /**
   * Whom the criterion's advice fits (audience.ts, decision 510): a problem it finds is said only to them; to anyone
   * else the criterion reports as information, left out of the score. Absent: everyone.
   */
  audience?: (facts: ResumeFacts) => AdviceId | null;
  evaluate(ctx: CriterionContext): Verdict | null;
}

/**
 * Whether an advice item fits the person the criteria read (audience.ts, decision 510). A criterion evaluated without
 * a reading (a unit test of one criterion) gives its advice as written.
 */
export function advises(ctx: CriterionContext, id: AdviceId): boolean {
  return ctx.candidate === undefined || fits(id, readerOf(ctx.facts, ctx.candidate));
}

/** Picks an example matching the resume's language: advice is in Russian, examples follow the resume. */
export function byLang(language: Language, ru: string, en: string): string {
  return language === "ru" ? ru : en;
}

export const IT_PROFILES: ReadonlySet<string> = new Set([
  "frontend",
  "backend",
  "systems",
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

/**
 * Nothing to judge experience by (decision 555): no experience, projects or volunteering section, no dated job, and
 * the whole-text search finds none. Then checks of how the experience is told (numbers, action verbs, duties) have
 * nothing to check, and failing them beside «раздела с опытом нет» says one thing twice, the second time falsely.
 */
export function noExperienceToJudge(ctx: CriterionContext): boolean {
  const { facts } = ctx;
  if (facts.experienceRanges.length > 0 || facts.jobsCount > 0) return false;
  if (declaresNoExperience(ctx)) return true;
  if (facts.sections.some((s) => s.kind === "experience" || s.kind === "projects" || s.kind === "volunteering"))
    return false;
  return searchOf(ctx, "experience").state === "absent";
}

/**
 * The experience section says there is none («Опыт работы: • Отсутствует», "Work experience: None"), decision 720:
 * a student's honest line. Advice about jobs — periods, 3–5 bullets each, verbs, figures — has nothing to apply to.
 */
const NONE_DECLARED =
  /^[\s•·▪*–—-]*(?:отсутствует|нет|пока нет|не имею|без опыта(?: работы)?|опыта(?: работы)? (?:пока )?нет|нет опыта(?: работы)?|none|n\/a|no (?:work )?experience(?: yet)?|not yet)[.!]?\s*$/iu;

export function declaresNoExperience(ctx: CriterionContext): boolean {
  return noneDeclared(ctx.facts, textOf(ctx).lines);
}

/** `declaresNoExperience` over the facts and the lines they were read from (the writer has no criterion context). */
export function noneDeclared(facts: ResumeFacts, lines: readonly string[]): boolean {
  if (facts.experienceRanges.length > 0 || facts.jobsCount > 0) return false;
  const sections = facts.sections.filter((s) => s.kind === "experience");
  if (!sections.length) return false;
  return sections.every((s) => {
    const body = lines.slice(s.line + 1, s.endLine).filter((line) => line.trim() !== "");
    return body.length > 0 && body.every((line) => NONE_DECLARED.test(line));
  });
}

/** Someone with a work history, as opposed to a student or a career starter. */
export function hasWorkHistory(facts: ResumeFacts): boolean {
  return facts.totalExperienceYears >= 0.5 || facts.jobsCount > 0 || hasSection(facts, "experience");
}

/**
 * «…» around a whole phrase of the person's text (quotes.ts: layout glue off, cut at a clause), without its own
 * final period, so that a sentence never ends in «…в месяц.».
 */
export function quoteLine(text: string, max = 90): string {
  return `«${(cleanPhrase(text, max) ?? clip(text, max)).replace(/[.;,:]+$/u, "")}»`;
}

/** Up to `max` items in «…»; an item that is a fragment of a phrase is left out. */
export function quote(items: readonly string[], max = 3): string {
  const whole = [...new Set(items)].filter((i) => i.length <= 40 || cleanPhrase(i) !== null);
  return (whole.length ? whole : items)
    .slice(0, max)
    .map((i) => `«${(i.length > 40 ? (cleanPhrase(i) ?? i) : i).replace(/[.;,:]+$/u, "")}»`)
    .join(", ");
}

/**
 * Skills of one platform are not a gap for a developer of the other (decision 241): an iOS developer is not told
 * to start with Kotlin, an Android developer not with Swift. The platform is the one the resume's skills name alone.
 */
const PLATFORM_SKILLS: Readonly<Record<"ios" | "android", RegExp>> = {
  ios: /^(?:swift|swiftui|uikit|objective-c|xcode|cocoapods|core data|combine|ios)$/iu,
  android: /^(?:kotlin|java|android|android sdk|jetpack compose|android studio|gradle|room|kotlin coroutines)$/iu,
};

export function forPlatform(missing: readonly string[], facts: ResumeFacts): string[] {
  const names = facts.skills.map((s) => s.name);
  const has = (platform: "ios" | "android"): boolean => names.some((n) => PLATFORM_SKILLS[platform].test(n));
  const ios = has("ios");
  const android = has("android");
  if (ios === android) return [...missing];
  const other = ios ? PLATFORM_SKILLS.android : PLATFORM_SKILLS.ios;
  return missing.filter((skill) => !other.test(skill));
}

/**
 * The skills the person's profile expects and the resume does not name, as advice gives them (decision 595): only of a
 * profile that is the person's (audience.ts `fittingProfile`), for their platform, market and trade.
 */
export function profileGaps(facts: ResumeFacts, candidate: CandidateProfile | null | undefined): string[] {
  const profile = fittingProfile(facts, candidate);
  if (!profile) return [];
  return forTrade(
    forMarket(forPlatform(profile.missing, facts), candidate?.market, facts.language),
    readerOf(facts, candidate ?? undefined),
  );
}
