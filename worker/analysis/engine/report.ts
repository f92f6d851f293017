/**
 * Turns facts and criterion findings into the spec's analysis result: friendly, concrete Russian ("ты"),
 * every weakness paired with what to change.
 */

import type { AnalysisResult, CriterionFinding } from "../../../shared/schemas/analysis";
import { scoreBand } from "../../../shared/schemas/analysis";
import type { LayoutFact } from "../../../shared/schemas/layout";
import { formatScore, plural } from "../../../shared/schemas/ru-format";
import type { RoleFamily } from "../knowledge/families";
import { studiesFit } from "../knowledge/fields";
import { fieldsOfDuties } from "../knowledge/professions";
import { EN_MONTH_SRC, RU_MONTH_SRC } from "../recognisers/months";
import {
  adviceMarket,
  fits,
  fittingProfile,
  IT_FAMILIES,
  readerOf,
  sureOfField,
  UNSURE,
  unsureOfField,
  yearsForLevel,
} from "./audience";
import { readsWhole, repairReport } from "./consistency";
import { claimsOf } from "./criteria";
import { where } from "./criteria/research";
import { IT_PROFILES, noneDeclared, profileGaps } from "./criteria/types";
import { monthOfKey, PRESENT_SRC, totalMonths } from "./dates";
import { DOCTORAL_DEGREE, degreeIn, EDUCATION_LABELS, studyEntry } from "./education";
import { dutyClause, findSpecificErrors, findStrengths, type Strength, SUPERVISION } from "./evidence";
import { type CandidateProfile, FAMILY_LABELS, forMarket, PROFILE_FAMILY, writerCandidate } from "./profile";
import { cleanPhrase } from "./quotes";
import { atsScore, overallScore, type Reservation, reservedScore, toTen } from "./score";
import { headingOf } from "./sections";
import { compiledLabelPrepositional } from "./skills/dictionary";
import { PROFILES } from "./skills/profiles";
import { oldNewestFact, yearsAsOfOldDocument } from "./stale";
import { clip, foldCase, formatYears, type PreparedText, unique } from "./text";
import type { DateRange, EducationLevel, ResearchListing, ResumeFacts } from "./types";

// 6,2 — the one Russian number formatter (shared/schemas/ru-format.ts), re-exported for the engine's texts.
export { formatScore };

function severity(f: CriterionFinding): number {
  return f.weight * (1 - f.score);
}

function problems(findings: readonly CriterionFinding[]): CriterionFinding[] {
  return findings.filter((f) => f.status === "warn" || f.status === "fail").sort((a, b) => severity(b) - severity(a));
}

/** Who the advice is for: a student or someone without work experience, or a person changing field. */
interface Person {
  starting: boolean;
  changer: boolean;
  /** Moved into the field two to five years ago from another career. */
  bridging: boolean;
}

function personOf(facts: ResumeFacts, candidate: CandidateProfile): Person {
  const starting = candidate.seniority === "student_intern" || facts.totalExperienceYears === 0;
  // A person already in the role is not told «ты меняешь сферу»: only a sure reading says so (decision 440).
  const changer =
    !starting &&
    candidate.role_family !== null &&
    candidate.confidence >= 0.6 &&
    candidate.seniority === "junior" &&
    facts.totalExperienceYears >= 4 &&
    candidate.years_in_role <= 2 &&
    // Only when the dated jobs show another field: a person whose jobs are all in the target role is not changing.
    candidate.career_change !== false;
  // A change made a few years ago (decision 630): the earlier career is part of the story to tell, not a gap to hide.
  const bridging =
    !starting &&
    !changer &&
    candidate.career_change === true &&
    candidate.confidence >= 0.6 &&
    yearsForLevel(facts, candidate) >= 2 &&
    yearsForLevel(facts, candidate) < BRIDGING_YEARS &&
    facts.totalExperienceYears - yearsForLevel(facts, candidate) >= 2;
  return { starting, changer, bridging };
}

/**
 * Problems in the order the person should work on them (decision 325): for a student or someone without work
 * experience "quantify your results" is not the first advice; for a career changer the target field's criteria
 * (skills, role, summary) come before the old field's numbers.
 */
function prioritized(findings: readonly CriterionFinding[], person: Person): CriterionFinding[] {
  const weight = (f: CriterionFinding): number => {
    let w = severity(f);
    if (f.id === "content.quantified" && (person.starting || person.changer)) w *= 0.3;
    if (
      person.changer &&
      (f.id.startsWith("skills.") || f.id.startsWith("structure.summary") || f.id.includes("position"))
    )
      w *= 1.5;
    return w;
  };
  return findings.filter((f) => f.status === "warn" || f.status === "fail").sort((a, b) => weight(b) - weight(a));
}

/** Kinds of evidence that are results in numbers: a verdict that says there are none rules them out (or in). */
const NUMERIC_KINDS = new Set(["money", "percent", "count", "scale", "scope", "funding"]);

/**
 * What a recruiter weighs first (decision 440): results with their figures, a notable employer, the seniority of the
 * posts (a promotion, a sole role), then degrees, certificates and licences, publications and awards; a first degree,
 * a school, a language and a project after them; a course last. The finder keeps its own order within a rank.
 * Beside the results (decision 730): the scope the person runs (a budget, the systems administered) and a security
 * clearance, which a government or defence employer asks for before anything else and which no other fact stands in
 * for, weigh as a notable employer does.
 */
const STRENGTH_RANK: Readonly<Record<string, number>> = {
  funding: 0,
  scale: 0,
  money: 0,
  percent: 0,
  count: 0,
  clearance: 1,
  scope: 1,
  employer: 1,
  promotion: 2,
  sole_role: 2,
  degree: 3,
  academic_title: 3,
  certificate: 3,
  licence: 3,
  publication: 4,
  award: 4,
  degree_first: 5,
  project: 5,
  honours: 6,
  school: 6,
  language: 7,
  course: 8,
};

/**
 * A distinction of a pupil or a student, not of a professional: a school's prize, a matriculation, an olympiad, a
 * travel grant to a student conference. True of a student, noise beside years of work.
 */
const SCHOOL_LEVEL =
  /(?:^|[^\p{L}])(?:(?:secondary|high|grammar) school|matriculation|school prize|travel (?:award|grant)|student travel|dean['’]?s list|honou?r roll|honou?rs program\p{L}*|olympiad\p{L}*|олимпиад\p{L}*|(?<!высш\p{L}*\s)школ\p{L}*|гимнази\p{L}*|лице(?:й|я|ю|е|ем)|школьн\p{L}*)(?![\p{L}])/u;

/** A school's quote with no name beyond its kind and a place: «Университет, Иваново». */
function unnamedSchool(text: string): boolean {
  const quote = /«([^«»]*)»/u.exec(text)?.[1] ?? "";
  const words = quote.match(/\p{Lu}[\p{L}-]*|\p{L}{4,}/gu) ?? [];
  return (
    words.filter(
      (w) => !/^(?:университет|институт|академи|колледж|техникум|university|college|institute|academy)/iu.test(w),
    ).length < 2
  );
}

/** The words of a place of study (its kind), and those that say what was studied there. */
const SCHOOL_WORD =
  /университет|институт|академи|колледж|техникум|училищ|школ|university|college|institute|academy|school|école|(?:^|[^\p{L}])[а-яё]{1,4}(?:гу|ту|пу|фу|эу)(?![\p{L}])/u;
const FIELD_OF_STUDY =
  /факультет|специальност|направлени|кафедр|профил|программ|бакалав|магист|аспиран|курс|faculty|major|department|programme|program|degree|bachelor|master|(?:^|[^\p{L}])(?:b\.?sc?|m\.?sc?|ba|ma|phd)(?![\p{L}])|\d{2}\.\d{2}\.\d{2}/u;

/**
 * A place of study quoted by its name alone (decision 630): no field, programme or degree on the line, and no part
 * beside the name that says one in words (a lower-case word: «…, Иностранные языки и межкультурная коммуникация»).
 * A city or a state after a comma ("College Station, TX") is no field.
 */
function bareSchool(text: string): boolean {
  const quote = /«([^«»]*)»/u.exec(text)?.[1] ?? "";
  const folded = foldCase(quote);
  // A degree named in any of its forms (education.ts, decision 615: "D.C.D., Doctor of …", «к.т.н.») says what was earned.
  if (FIELD_OF_STUDY.test(folded) || degreeIn(folded) !== null) return false;
  return !quote
    .split(/[,;|/()–—]+/u)
    .some((part) => !SCHOOL_WORD.test(foldCase(part)) && /(?:^|[^\p{L}])\p{Ll}{4,}/u.test(part));
}

/** Years of work after which a pupil's distinction or a short online course is no longer a strength. */
const PROFESSIONAL_YEARS = 3;

/**
 * The strengths a recruiter would name, strongest first, or none (decision 440): ranked by what they weigh; a pupil's
 * prize and an online course are left out for a person with years of work, rather than sold as a strength.
 */
export function rankStrengths(
  evidence: readonly Strength[],
  years: number,
  stronger = 0,
  context: StrengthContext = NO_CONTEXT,
): Strength[] {
  const professional = years >= PROFESSIONAL_YEARS;
  const distinction = (e: Strength): boolean => e.kind === "award" || e.kind === "publication" || e.kind === "honours";
  const weak = (e: Strength): boolean => {
    if (!professional) return false;
    if (e.kind === "course") return true;
    return distinction(e) && (SCHOOL_LEVEL.test(foldCase(e.text)) || context.pupil(e));
  };
  // A weak fact goes when two stronger ones stand without it; alone, it is still the person's own fact, ranked last.
  // A school by its kind of place and a city («Университет, Иваново») names no school: nothing to say of a
  // professional rather than that.
  // A school's ranking or prize named on its school's entry («Лицей …» / «Второе место в рейтинге») is a pupil's: not
  // sold to a professional as «Публикации и награды» (decision 595), however few other facts there are.
  // A strength is a fact said whole (decision 630): a language line («French Native») and a place of study named
  // alone («МГТУ им. Н. Э. Баумана», "Texas A&M University") are entries of a list, not a sentence about the person.
  const named = evidence.filter(
    (e) =>
      e.kind !== "language" &&
      !(e.kind === "school" && bareSchool(e.text)) &&
      !(professional && e.kind === "school" && unnamedSchool(e.text)) &&
      !(professional && distinction(e) && context.pupil(e)),
  );
  // A degree or a school of another field than the person's is a strength only when the person has nothing else
  // (decision 765: a linguistics degree is no front-end developer's selling point, their projects are).
  const own = named.filter((e) => !context.unfitStudy(e));
  const fitting = own.length > 0 ? own : named;
  const strong = fitting.filter((e) => !weak(e));
  // `stronger`: facts the caller quotes before these (a researcher's degree, publications, grants).
  const kept = strong.length + stronger >= 2 ? strong : fitting;
  const rank = (e: Strength): number => {
    // A weak fact comes last; a pupil's distinction after a student's degree, never first.
    if (weak(e)) return 9;
    const base = STRENGTH_RANK[e.kind] ?? 6;
    const pupil = (e.kind === "award" || e.kind === "publication") && SCHOOL_LEVEL.test(foldCase(e.text));
    // Relevance to the person's field (decision 595): a fact whose words read as another field's work (the archive's
    // «время поиска документов» for a tester) comes after the credentials, whatever its figures.
    // A work fact of a job long over (decision 730: "the Marines' radio gear of 2013 before today's 175+ queue
    // managers") is ranked as one off the field: a recruiter reads the last years first.
    return (pupil ? 6 : base) + (context.offField(e) || context.old(e) ? OFF_FIELD_RANK : 0);
  };
  // One fact once (decision 595): two kinds of one line («$112K PnL» is money and a count), two lines of one school
  // («…университет, специальность …», «…университет, факультет …») — by the quote's opening and by the lines quoted.
  const opening = (e: Strength): string => (/«([^«»]{0,30})/u.exec(e.text)?.[1] ?? e.text).toLowerCase();
  const seen = new Set<string>();
  const quotedLines = new Set<number>();
  return kept
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
    .filter(({ e }) => {
      const key = opening(e);
      if (seen.has(key) || e.lines.some((line) => quotedLines.has(line))) return false;
      seen.add(key);
      for (const line of e.lines) quotedLines.add(line);
      return true;
    })
    .map(({ e }) => ({ ...e, text: withoutFieldLabel(withoutDateGlue(e.text), e.kind) }));
}

/** What the ranking knows of a strength beyond its words: where it stands in the text and whose field it names. */
export interface StrengthContext {
  /** A distinction written on a school's entry (the lines above it in its block name a lyceum, a school). */
  pupil: (e: Strength) => boolean;
  /** The quote reads as another field's work and names nothing of the person's own field. */
  offField: (e: Strength) => boolean;
  /** A work fact written under a job that ended `OLD_WORK_YEARS` or more before today (the reading's `now`). */
  old: (e: Strength) => boolean;
  /** A degree or a place of study whose field of study is read and prepares for another family than the person's. */
  unfitStudy: (e: Strength) => boolean;
}

const NO_CONTEXT: StrengthContext = {
  pupil: () => false,
  offField: () => false,
  old: () => false,
  unfitStudy: () => false,
};

/** Kinds that quote what the person studied: judged by its field (decision 765). */
const STUDY_STRENGTHS: ReadonlySet<string> = new Set(["degree", "degree_first", "school", "honours"]);

/** The kind of the section a line is in (its heading's line excluded), or null. */
function inSection(facts: ResumeFacts, line: number): string | null {
  return facts.sections.find((s) => line > s.line && line < s.endLine)?.kind ?? null;
}

/** Years after a job's end when what was done there is no longer the person's news (the reviewers' "about 8"). */
const OLD_WORK_YEARS = 8;

/** How far an off-field fact moves down: after degrees and certificates (3), before a school and a language. */
const OFF_FIELD_RANK = 4;

/** Kinds whose quote may open with a form's field label: «University: University of Sofia …», «Awards: Honors …». */
const LABELLED_KINDS: ReadonlySet<string> = new Set([
  "degree",
  "degree_first",
  "school",
  "honours",
  "award",
  "publication",
  "certificate",
  "course",
  "licence",
]);

/**
 * A credential's quote without the form's field label before its value (decision 595): "University: University of
 * Sofia …" is the university, «Awards: Honors Program …» the honours. A label is one or two words before a colon, the
 * value after it starts with a capital and says at least two words.
 */
function withoutFieldLabel(text: string, kind: string): string {
  // A result's quote that opens with its section's heading («Достижения: Сократил время…») is the result
  // (decision 630): the heading is known to the headings' vocabulary, the rest opens with a capital.
  if (!LABELLED_KINDS.has(kind))
    return text.replace(/«([\p{Lu}][\p{L} ]{2,30}):\s+(?=\p{Lu})/u, (whole, label: string) =>
      headingOf(label) !== null ? "«" : whole,
    );
  // A label is a word written in ordinary case ("University", «Учебное заведение»), not a code ("NY: K-12 …").
  // A label that is the degree itself («Бакалавр: МГТУ …», "Master: …") says what was earned: it stays (decision 630).
  return text.replace(/«(\p{Lu}\p{Ll}{3,}(?:[ -]\p{Ll}+)?):\s+(?=\p{Lu}[^«»]*\s\p{L}{2,})/u, (whole, label: string) =>
    DEGREE_LABEL.test(label.toLowerCase()) ? whole : "«",
  );
}

/** A form's label that names a degree or a level of study: kept before the place it was earned at. */
const DEGREE_LABEL = /^(?:бакалавр|магистр|специалист|аспирант|кандидат|доктор|bachelor|master|doctor|ph\.?d)/u;

/**
 * A strength's quote without the layout's dates around it: «2004 IT University Minsk» is the university, "KPMG —
 * ANALYST (Oct 2001 - Dec 2005)" the post; a year that dates a certificate («ACCA (1997)») stays. A postal code glued
 * after a list of languages ("English (C2), 02-093 Warsaw") is another column.
 */
function withoutDateGlue(text: string): string {
  const stripped = text
    .replace(LEADING_DATE, "«")
    .replace(TRAILING_RANGE, "")
    .replace(/,\s*[^,«»]*(?:\b\d{2}-\d{3}\b|\b\d{5,6}\b)[^«»]*(?=»)/gu, "");
  // What is left must still say something: «2015 — 2019 ВШЭ» keeps its dates rather than become «ВШЭ».
  const says = (quote: string): boolean => quote.length >= 8 && (quote.match(/\p{L}{3,}/gu)?.length ?? 0) >= 2;
  const before = [...text.matchAll(/«([^«»]*)»/gu)].map((m) => m[1]!);
  const after = [...stripped.matchAll(/«([^«»]*)»/gu)].map((m) => m[1]!);
  return after.length === before.length && after.every((quote, i) => quote === before[i] || says(quote))
    ? stripped
    : text;
}

const MONTH_WORD =
  "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек)\\p{L}*\\.?\\s?";
const NUMERIC_MONTH = "(?:(?:0?[1-9]|1[0-2])[./])?";
const LEADING_DATE = new RegExp(
  `«(?:(?:${EN_MONTH_SRC}|${RU_MONTH_SRC})\\.?\\s)?${NUMERIC_MONTH}(?:19|20)\\d\\d(?:\\s*[-–—]\\s*(?:${NUMERIC_MONTH}(?:19|20)\\d\\d|${PRESENT_SRC}))?\\s*[,:|–—-]?\\s+(?=\\p{L})`,
  "giu",
);
const TRAILING_RANGE = new RegExp(
  `\\s*[(,–—-]?\\s*(?:${MONTH_WORD})?${NUMERIC_MONTH}(?:19|20)\\d\\d\\s*[-–—]\\s*(?:${MONTH_WORD})?${NUMERIC_MONTH}(?:(?:19|20)\\d\\d|н\\.\\s?в\\.?|present|now|наст\\p{L}*(?:\\s\\p{L}+)?)\\)?(?=»)`,
  "giu",
);

/**
 * The person's real strengths are their own facts, quoted (decision 241): a result with its numbers and context,
 * a recognisable employer, a degree, a certificate, an award, a publication, a project. Never a counter
 * («Профессиональных навыков: 16»), a length of service alone or a checklist item («есть телефон»). Only when the
 * text has fewer than two such facts are the in-demand skills it names added — by name, not by count.
 */
function strengthsOf(
  findings: readonly CriterionFinding[],
  evidence: readonly Strength[],
  facts: ResumeFacts,
  text: PreparedText,
  readsWhole: (sentence: string) => boolean,
  candidate: CandidateProfile | null = null,
): string[] {
  const context = strengthContext(facts, text, candidate);
  const noNumbers = findings.some((f) => claimsOf(f).some((c) => c.topic === "results_in_numbers" && !c.holds));
  // "No results in numbers" is said of the experience: a result quoted from it would contradict the verdict, one
  // from projects, activities or the summary does not.
  const inExperience = (line: number): boolean =>
    facts.sections.some((s) => s.kind === "experience" && line > s.line && line < s.endLine);
  const research = facts.research.isResearchCv;
  // A research CV's lists are counted, never pasted: no reference or talk is quoted as a result (decision 435).
  const inListing = (line: number): boolean =>
    facts.research.listings.some((l) => l.facet !== "teaching" && line > l.line && line < l.endLine);
  const usable = evidence.filter(
    (e) =>
      !(noNumbers && NUMERIC_KINDS.has(e.kind) && e.lines.some(inExperience)) && !(research && e.lines.some(inListing)),
  );
  // The degree first, then what a research reader counts, then the rest.
  const degrees = research ? usable.filter((e) => e.kind === "degree" || e.kind === "degree_first") : [];
  const own = research ? researchStrengths(facts, text) : { texts: [], lines: [] };
  // A researcher's degree is the doctoral one the research facts read, when its line quotes whole; else the
  // evidence's.
  const doctoral = research ? doctoralDegree(facts, text) : null;
  const quoted = research
    ? [
        ...(doctoral ? [doctoral] : degrees.slice(0, 1).map((e) => e.text)),
        ...own.texts,
        // A line the research facts already quote is not quoted twice; the rest ranked as for anyone (a pupil's
        // prize or a student travel award is left out beside a doctorate and publications, decision 440).
        ...rankStrengths(
          usable.filter((e) => !degrees.includes(e) && !e.lines.some((l) => own.lines.includes(l))),
          facts.totalExperienceYears,
          own.texts.length + (doctoral || degrees.length ? 1 : 0),
          context,
        ).map((e) => e.text),
      ]
    : rankStrengths(usable, facts.totalExperienceYears, 0, context).map((e) => e.text);
  // A quote is a whole clause (decision 510): one cut at its length ends at its last clause boundary, or goes —
  // unless nothing else is left (a cut result of the person's still says more than no strength at all).
  const whole = quoted.map(wholeClause).filter((s): s is string => s !== null);
  const kept = (whole.length ? whole : quoted)
    // Refused before the summary names the first one: «Сильная сторона: награда.» with its quote taken out says nothing.
    .filter(readsWhole);
  // Few facts: the in-demand skills the text names are added by name (decision 241), and a foreign language at a
  // working level is said as a sentence of what it lets the person do (decision 630) — after the person's own facts.
  if (kept.length < 2 && !research) {
    const inDemand = findings.find((f) => f.id === "skills.in_demand" && f.status === "pass");
    const named = inDemand ? inDemandSkills(facts) : null;
    if (named) kept.push(named);
  }
  const language = kept.length < 3 ? languageStrength(facts) : null;
  if (language) kept.push(language);
  const earlier = candidate ? transferableStrength(facts, candidate) : null;
  if (earlier) kept.push(earlier);
  return unique(kept).slice(0, 6);
}

/** Years in the new field after which a change of career is the person's history, not their news (decision 630). */
const BRIDGING_YEARS = 5;

/**
 * The years a career changer worked before the new field and the field they were in, when the reading is sure of the
 * change (decisions 530, 675): what the level in the new field leaves out, and what they bring to it.
 */
function earlierCareer(
  facts: ResumeFacts,
  candidate: CandidateProfile,
): { years: number; field: string | null } | null {
  const family = candidate.role_family;
  if (candidate.career_change !== true || family === null || candidate.confidence < UNSURE) return null;
  // A research career runs through studies and posts the work timeline reads as other fields (decision 435).
  if (facts.research.isResearchCv || family === "research_academia") return null;
  const inField = yearsForLevel(facts, candidate);
  const years = facts.totalExperienceYears - inField;
  // A change is news while the new field is the shorter part of the career: eighteen years an architect after two at
  // a plant is an architect, not a changer.
  if (years < 2 || inField >= BRIDGING_YEARS || years <= inField) return null;
  // The field the other dated jobs name, when they name one (and only one): else «в другой сфере», nothing guessed.
  const others = new Set(
    (candidate.jobs ?? []).flatMap((j) =>
      j.family && j.family !== "other" && !sameField(j.family, family) ? [j.family] : [],
    ),
  );
  const [field] = others.size === 1 ? [...others] : [null];
  return { years, field: field ? FAMILY_LABELS[field] : null };
}

/** A career changer's standing in the new field: its years, and the entry level when the reading puts them there. */
function inNewField(facts: ResumeFacts, candidate: CandidateProfile): string {
  const years = yearsForLevel(facts, candidate);
  if (years < 1 / 12) return "в новой сфере пока без опыта работы";
  const entry = candidate.seniority === "junior" || candidate.seniority === "student_intern";
  return entry
    ? `в новой сфере начальный уровень (${formatYears(years)} опыта)`
    : `в новой сфере ${formatYears(years)} опыта`;
}

/** A career changer's earlier work, said as the asset it is (decision 675): years and field from the reading. */
function transferableStrength(facts: ResumeFacts, candidate: CandidateProfile): string | null {
  const earlier = earlierCareer(facts, candidate);
  if (!earlier) return null;
  const where = earlier.field ? `в сфере «${earlier.field}»` : "в другой сфере";
  return `Опыт до смены профессии: ${formatYears(earlier.years)} работы ${where}. Это не пробел, а преимущество перед выпускниками: результаты и навыки оттуда переносятся в новую роль.`;
}

/** Levels of a foreign language that let a person work in it (CEFR C1–C2 and the words for them), as written. */
const WORKING_LEVEL: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\p{L}\d])[cс]2(?!\d)/u, "C2"],
  [/(?<![\p{L}\d])[cс]1(?!\d)/u, "C1"],
  [/^(?:свободн|fluent|advanced|продвинут|proficien)/u, "свободный"],
  [/^(?:native|родн|носител|bilingual)/u, "родной"],
];
/** The resume's own language by its name in the reading: knowing it is no strength (decision 550). */
const OWN_LANGUAGE: Readonly<Record<string, string>> = { ru: "русский", en: "английский" };

/**
 * A foreign language at a working level as a sentence of the person's fact (decision 630): «Английский на уровне C1 —
 * …», never the line quoted («Язык: «Fluent English»»). The reading's languages with their level; the resume's own
 * language is none.
 */
function languageStrength(facts: ResumeFacts): string | null {
  for (const { language, level } of facts.languages) {
    if (!level || language === OWN_LANGUAGE[facts.language]) continue;
    const named = WORKING_LEVEL.find(([pattern]) => pattern.test(level.toLowerCase()))?.[1];
    if (!named) continue;
    const phrase =
      named === "свободный"
        ? `свободный ${language}`
        : named === "родной"
          ? `${language} как родной`
          : `${language} на уровне ${named}`;
    return `Язык для работы: ${phrase} — можно работать с зарубежными коллегами, клиентами и документацией.`;
  }
  return null;
}

/** Kinds that say what the person did at work: their field is the work's (decision 595). */
const WORK_KINDS: ReadonlySet<string> = new Set([
  "funding",
  "scale",
  "scope",
  "money",
  "percent",
  "count",
  "award",
  "promotion",
  "sole_role",
  "project",
]);

/**
 * A job of family `a` is in the field of a person read as `b`: the same family, a general one, or both of the
 * software, data and systems families (audience.ts `IT_FAMILIES`: one field for a strength's relevance).
 */
function sameField(a: RoleFamily, b: RoleFamily): boolean {
  return a === b || a === "executive_management" || a === "other" || (IT_FAMILIES.has(a) && IT_FAMILIES.has(b));
}

/** How many lines up a distinction's entry is looked for (its school's name, dates and place above it). */
const ENTRY_REACH = 3;

/**
 * The ranking's context of the strengths (decision 595): a distinction under a school's entry is a pupil's, and a
 * work fact whose words the professions knowledge reads as another field's duties (`fieldsOfDuties`) — never as the
 * person's own family — is off their field. Only a sure reading of the family decides the second.
 */
function strengthContext(facts: ResumeFacts, text: PreparedText, candidate: CandidateProfile | null): StrengthContext {
  const family = candidate && candidate.confidence >= UNSURE ? candidate.role_family : null;
  const inEducation = (line: number): boolean =>
    facts.sections.some((s) => s.kind === "education" && line > s.line && line < s.endLine);
  return {
    pupil: (e) => {
      const first = e.lines[0];
      // A pupil's distinction is written among the person's studies: a teacher's pupils' olympiad under the school
      // they teach at is the teacher's result.
      if (first === undefined || !inEducation(first)) return false;
      for (let i = first - 1; i >= Math.max(0, first - ENTRY_REACH); i--) {
        const line = text.foldedLines[i] ?? "";
        if (!line.trim()) return false;
        if (SCHOOL_LEVEL.test(line)) return true;
      }
      return false;
    },
    old: (e) => {
      const first = e.lines[0];
      // Only a fact written among the jobs is a job's: an awards section after them is no part of the last one.
      if (first === undefined || !WORK_KINDS.has(e.kind) || inSection(facts, first) !== "experience") return false;
      // The dated job whose date line is the nearest above the fact, when it has ended.
      let job: DateRange | undefined;
      for (const r of facts.experienceRanges) if (r.line <= first && (!job || r.line > job.line)) job = r;
      return job !== undefined && !job.ongoing && facts.now - job.end >= OLD_WORK_YEARS * 12;
    },
    // The field its entry names (fields.ts `studiesFit`, the one recogniser of a fitting education, which the education
    // verdict asks too): the quoted line and the lines under it, never another entry's.
    unfitStudy: (e) =>
      family !== null &&
      STUDY_STRENGTHS.has(e.kind) &&
      e.lines[0] !== undefined &&
      studiesFit(studyEntry(text.lines, e.lines[0]), family) === false,
    offField: (e) => {
      if (!family || family === "other" || facts.research.isResearchCv || !WORK_KINDS.has(e.kind)) return false;
      const quote = /«([^«»]*)»/u.exec(e.text)?.[1];
      if (!quote) return false;
      // A line that names the person's field is theirs, whatever job it sits under. Its words alone do not make it
      // another field's: «отчёты для планово-экономического отдела» is a 1C developer's work, "infrastructure costs" a
      // backend engineer's — the job it is written under decides.
      if (fieldsOfDuties(quote).has(family)) return false;
      // The dated job whose date line is the last one above it.
      const first = e.lines[0] ?? -1;
      let job: { line: number; family: RoleFamily | null } | undefined;
      for (const j of candidate?.jobs ?? []) if (j.line <= first && (!job || j.line > job.line)) job = j;
      return job?.family != null && !sameField(job.family, family);
    },
  };
}

/** A preposition, an article or a conjunction the quote ends on: it was cut before the words that complete it. */
const DANGLING_WORD =
  /\s(?:under|with|at|of|for|from|to|in|on|by|and|or|the|a|an|as|into|via|в|на|с|со|по|для|из|от|до|к|и|а|или|при|под|над|за)$/u;

/** Where a clause ends inside a sentence: a comma, a semicolon, a dash, or before a conjunction or a relative word. */
const CLAUSE_BOUNDARY =
  /[,;]\s|\s[—–]\s|\s(?=(?:and|or|which|that|including|while|whereas|where|и|а также|что|которы\p{L}*|включая|при этом)\s)/giu;

/**
 * A strength's quote as a whole clause (decision 510): a quote the finder cut at its length («…during 9-month
 * rotation to Korea and throughout numerous…») ends at its last clause boundary when four words and its figure are
 * left; a quote with an unpaired quotation mark or bracket («Октябрь" (ВМЗКО) перед Сбербанком…») was cut out of a
 * longer sentence and goes.
 */
export function wholeClause(strength: string): string | null {
  const quotes = [...strength.matchAll(/«([^«»]*)»/gu)];
  if (quotes.length !== 1) return strength;
  const [whole, body] = quotes[0]! as unknown as [string, string];
  let clause = body;
  if (body.endsWith("…")) {
    const text = body.slice(0, -1);
    let cut = -1;
    for (const m of text.matchAll(CLAUSE_BOUNDARY)) cut = m.index;
    const kept = cut > 0 ? text.slice(0, cut).replace(/[\s,;:—–-]+$/u, "") : "";
    // A figure is a number of its own ("21", "$2.5"), not a digit inside a name ("S6").
    const figure = (s: string): boolean => /(?<![\p{L}\d])\d/u.test(s);
    if ((kept.match(/\p{L}{2,}/gu)?.length ?? 0) < 4 || (figure(text) && !figure(kept))) return null;
    clause = kept;
  }
  // A quote cut before its complement ends on a function word ("… de Marseille under", «… проекта по»): the words
  // before it are the whole phrase (decision 630); punctuation a layout left at its start («: BA, …») goes too.
  const untrimmed = clause;
  clause = clause.replace(/^[\s:;,.–—-]+/u, "");
  for (let dangling = DANGLING_WORD.exec(clause); dangling; dangling = DANGLING_WORD.exec(clause))
    clause = clause.slice(0, dangling.index).replace(/[\s,;:—–-]+$/u, "");
  // What the trimming left must still say something (a section's name quoted whole, «Гранты», is untouched).
  if (clause !== untrimmed && (clause.match(/\p{L}{2,}/gu)?.length ?? 0) < 2) return null;
  const count = (re: RegExp): number => clause.match(re)?.length ?? 0;
  // Every mark paired (decision 595): straight quotes, brackets of both kinds, and the typographic pairs “…” and „…“.
  if (count(/"/gu) % 2 === 1 || count(/\(/gu) !== count(/\)/gu) || count(/\[/gu) !== count(/\]/gu)) return null;
  // Each “ opens an English pair (closed by ”) or closes a Russian inner one (opened by „).
  if (count(/“/gu) !== count(/[”„]/gu)) return null;
  return clause === body ? strength : strength.replace(whole, `«${clause}»`);
}

/**
 * «Образование: «PhD in Neuroscience, University of Bonn»»: the doctoral degree's line, cleaned, or null. The degree
 * held before one in progress (decision 550): «присуждена учёная степень кандидата … наук» over «(аспирантура)»; the
 * reading's degree line first, then the other lines that name one; a line that says no more than the level (a
 * bracketed word, one word) is no quote.
 */
function doctoralDegree(facts: ResumeFacts, text: PreparedText): string | null {
  const degree = facts.research.degree;
  if (!degree) return null;
  const quotes: { quote: string; held: boolean }[] = [];
  const read = (line: number): void => {
    const quoted = cleanPhrase(text.lines[line] ?? "", 90);
    // A line that only names a studentship or a programme in passing ("Represented PhD students' interests") is none.
    if (!quoted || /represent|student|студент/iu.test(quoted)) return;
    // Other people's degrees the person supervised, examined or refereed ("Ph.D Supervision of …") are no degree.
    if (SUPERVISION.test(foldCase(quoted)) || /examiner|referee|committee|оппонент/iu.test(quoted)) return;
    // "Administered the … PhD program" names a degree in a duty: the label «Образование» needs a degree's line.
    if (dutyClause(quoted) || /^[([]/u.test(quoted) || (quoted.match(/\p{L}{3,}/gu)?.length ?? 0) < 2) return;
    quotes.push({ quote: quoted, held: !IN_PROGRESS.test(foldCase(quoted)) });
  };
  read(degree.line);
  if (!quotes[0]?.held)
    text.foldedLines.forEach((folded, i) => {
      if (i !== degree.line && DOCTORAL_DEGREE.test(folded)) read(i);
    });
  const best = quotes.find((q) => q.held) ?? quotes[0];
  return best ? `Образование: «${best.quote.replace(/[.;,:]+$/u, "")}».` : null;
}

/** A doctorate in progress: «аспирантура», "PhD candidate", "PhD student", "expected", «соискатель». */
const IN_PROGRESS = /аспирант|соискател|candidate|student|expected|in progress|ongoing|\(abd\)/u;

/**
 * A researcher's strengths from the reading's research facts (decision 435): the works listed, with journals or
 * proceedings among them when a reference names one; grants and fellowships; talks. Counts of the person's own
 * lists in their own headings, never a reference pasted into a sentence.
 */
function researchStrengths(facts: ResumeFacts, text: PreparedText): { texts: string[]; lines: number[] } {
  const of = (facet: ResearchListing["facet"]) => facts.research.listings.filter((l) => l.facet === facet && l.count);
  const count = (listings: readonly ResearchListing[]): number => listings.reduce((n, l) => n + l.count, 0);
  const out: string[] = [];
  const publications = of("publications");
  const works = count(publications);
  if (works)
    out.push(
      `Публикации: ${works} ${plural(works, ["работа", "работы", "работ"])} ${where(publications)}${publications.some((l) => l.journal) ? ", среди них — в журналах или трудах конференций" : ""}.`,
    );
  const grants = of("grants");
  // A grant quoted is a line of the person's own funding, not a reference in the works listed ("… eds. “Comics as
  // Scholarship: Special Issue”" names a scholarship in a title): the reading's listing spans decide (decision 510).
  const inWorks = (i: number): boolean =>
    facts.research.listings.some((l) => l.facet !== "grants" && i > l.line && i < l.endLine);
  const grantAt = facts.research.grantLines.find(
    (i) => !inWorks(i) && /\p{L}{3}/u.test(cleanPhrase(text.lines[i] ?? "", 90) ?? ""),
  );
  const lines: number[] = [];
  if (grants.length) out.push(`Гранты, стипендии и награды: ${count(grants)} ${where(grants)}.`);
  else if (grantAt !== undefined) {
    lines.push(grantAt);
    out.push(`Грант или стипендия: «${cleanPhrase(text.lines[grantAt]!, 90)!.replace(/[.;,:]+$/u, "")}».`);
  }
  const talks = of("talks");
  const given = count(talks);
  if (given) out.push(`Доклады и выступления: ${given} ${where(talks)}.`);
  return { texts: out, lines };
}

/**
 * The in-demand skills the resume names, by their dictionary names («Python», «Налоговый учёт» — never the text's
 * «налогового учёта» or «css»), and only when there are at least three: a list of names, not a counter (decision 410).
 */
function inDemandSkills(facts: ResumeFacts): string | null {
  const english = facts.language === "en";
  const names = unique(
    facts.skills
      .filter((s) => s.demand === "high" && !s.implied && s.category !== "soft" && s.category !== "languages")
      .map((s) => (english && /[а-яё]/iu.test(s.name) ? s.display : s.name))
      .filter((n) => !/^\p{Ll}/u.test(n) || /^[a-z]+[A-Z]/u.test(n)),
  ).slice(0, 5);
  if (names.length < 3) return null;
  return `Навыки, которые часто просят в вакансиях: ${names.map((n) => `«${n}»`).join(", ")} (по словарю навыков, составленному в ${compiledLabelPrepositional()}).`;
}

/** Picked by skills/key-skills.ts: the resume's own list first, spelled as written (decision 027). */
function keySkills(facts: ResumeFacts): string[] {
  return facts.keySkills.map((s) => s.name);
}

/**
 * The role as the report names it: the skill profile's title when it agrees with the candidate's reading, the
 * person's own role when the level is lead/executive (a CTO is not "аналитик данных"), the family otherwise.
 */
function roleLabel(facts: ResumeFacts, candidate: CandidateProfile): string | null {
  if (!candidate.role_family) return null;
  // «другая сфера» is no role: «кандидатов на роль «другая сфера»» names nothing (decision 550).
  if (candidate.role_family === "other" && !candidate.role) return null;
  const senior = candidate.seniority === "executive" || candidate.seniority === "lead_manager";
  if (senior && candidate.role) return candidate.role;
  // The profile's title only of a profile that is the person's (a private tutor is no «учитель / преподаватель» of a
  // school's list, decision 595).
  const profile = fittingProfile(facts, candidate);
  if (profile && PROFILE_FAMILY[profile.id] === candidate.role_family) return profile.title;
  return candidate.role ?? FAMILY_LABELS[candidate.role_family];
}

function hardSkills(facts: ResumeFacts): ResumeFacts["skills"] {
  return facts.skills.filter((s) => s.category !== "soft" && s.category !== "languages" && s.category !== "listed");
}

function recencyFactor(facts: ResumeFacts): number {
  if (facts.currentlyEmployed) return 1;
  if (facts.lastWorkEnd === null) return 0.4;
  const months = facts.now - facts.lastWorkEnd;
  return months <= 12 ? 0.8 : months <= 24 ? 0.5 : 0.25;
}

/**
 * The skills of the person's field among those given (decision 720): named in the profiles of their family
 * (skills/profiles.ts) — «Продажи» and «Scrum» are in demand, but not in an art teacher's vacancies. A family with no
 * profile (research, office work) has no list to tell its skills by, so it drops only a trade's skills that another
 * single family's profiles own (decision 800): «Подбор персонала» read from a researcher's "recruitment of
 * participants" is recruiters', «Бухгалтерский учет» of bookkeeping history accountants'. A tool of the IT profiles
 * (Python, Machine Learning: a researcher's tools), one several fields share (Excel) or one none lists stays.
 */
function ofField(skills: ResumeFacts["skills"], family: RoleFamily | null): ResumeFacts["skills"] {
  const lists = PROFILES.filter((p) => family !== null && PROFILE_FAMILY[p.id] === family);
  if (!lists.length) return skills.filter((s) => (familiesOfSkill().get(s.name)?.size ?? 0) !== 1);
  const field = new Set(lists.flatMap((p) => [...p.signals, ...p.expected]));
  return skills.filter((s) => field.has(s.name));
}

let skillFamilies: Map<string, Set<RoleFamily>> | null = null;
/** Every skill of a trade's profile (the IT profiles left out) → the families whose profiles name it, built once. */
function familiesOfSkill(): Map<string, Set<RoleFamily>> {
  if (skillFamilies) return skillFamilies;
  skillFamilies = new Map();
  for (const p of PROFILES) {
    const family = PROFILE_FAMILY[p.id];
    if (!family || IT_PROFILES.has(p.id)) continue;
    for (const name of [...p.signals, ...p.expected]) {
      const set = skillFamilies.get(name) ?? new Set<RoleFamily>();
      set.add(family);
      skillFamilies.set(name, set);
    }
  }
  return skillFamilies;
}

function marketRelevance(facts: ResumeFacts, candidate: CandidateProfile): { description: string; score: number } {
  const hard = hardSkills(facts);
  const high = hard.filter((s) => s.demand === "high");
  const coverage = facts.profile ? facts.profile.coveredCount / Math.max(1, facts.profile.expectedCount) : 0.3;
  const score = toTen(0.4 * Math.min(1, high.length / 6) + 0.35 * coverage + 0.25 * recencyFactor(facts));
  const parts: string[] = [];
  const label = roleLabel(facts, candidate);
  if (!sureOfField(candidate))
    parts.push(unsureOfField(candidate, "с навыками из вакансий конкретной роли резюме не сравниваем"));
  else {
    if (label) parts.push(`Резюме читается как «${label}».`);
    // The market's too: «Яндекс Директ» is no skill in demand for a resume aimed abroad.
    const own = ofField(high, candidate.role_family).filter((s) => forMarket([s.name], candidate.market).length > 0);
    parts.push(
      own.length
        ? `Востребованные сейчас навыки: ${own
            .slice(0, 6)
            .map((s) => s.name)
            .join(", ")}.`
        : "Среди найденных навыков почти нет тех, что чаще всего встречаются в вакансиях.",
    );
  }
  const missing = profileGaps(facts, candidate);
  if (missing.length && candidate.role_family && candidate.seniority !== "executive")
    parts.push(`Чаще всего в вакансиях твоей роли ещё просят: ${missing.slice(0, 4).join(", ")}.`);
  if (!facts.currentlyEmployed && facts.lastWorkEnd !== null && fits("explainIdle", readerOf(facts, candidate)))
    parts.push("Перерыв с последнего места работы немного снижает актуальность — объясни его в резюме.");
  parts.push(
    `Рейтинг востребованности — оценка по словарю навыков, составленному в ${compiledLabelPrepositional()}, а не живые данные вакансий.`,
  );
  return { description: parts.join(" "), score };
}

function experienceAnalysis(
  facts: ResumeFacts,
  candidate: CandidateProfile,
  findings: readonly CriterionFinding[] = [],
  lines?: readonly string[],
): NonNullable<AnalysisResult["experience_analysis"]> {
  const years = facts.totalExperienceYears;
  // A highlight says what was done and with what result: a counter of three words («Реализовано 5 проектов») is a
  // figure without its context, not a highlight (decision 630).
  const highlights = facts.quantifiedLines
    .filter((l) => (l.match(/\p{L}{2,}/gu)?.length ?? 0) >= 5)
    .slice(0, 4)
    .map((l) => clip(l, 140));
  if (years <= 0 && facts.placeholderDates > 0) {
    return {
      description:
        "Стаж посчитать нельзя: вместо дат в резюме остались заглушки шаблона «20XX». Рекрутер увидит незаполненный шаблон — впиши настоящие месяцы и годы для каждого места работы и учёбы.",
      years: 0,
      highlights,
      relevance_score: toTen(0.4 * (facts.profile?.confidence ?? 0.2)),
    };
  }
  if (years <= 0 && facts.jobsCount === 0) {
    // "Career start" only of a reading sure it is one: a person of fifty whose dates were not found is told what was
    // not found, never that they are starting out (decision 440).
    // A section that says «Отсутствует» is a starter's own word (decision 720): no periods asked of jobs not held.
    const starting =
      (candidate.seniority === "student_intern" && candidate.confidence >= 0.5) ||
      (lines !== undefined && noneDeclared(facts, lines));
    return {
      description: starting
        ? "Опыта работы с датами в резюме не нашлось. Для старта карьеры это нормально: сделай упор на проекты, практику, стажировки и курсы и опиши их так же, как работу — задача, действия, результат."
        : // «если ты только начинаешь» only to a reading sure the person is starting (decision 510).
          `Мест работы с датами в резюме не нашлось, поэтому стаж не посчитан. У каждого места работы укажи должность, компанию и период (${facts.language === "ru" ? "«март 2021 — по настоящее время»" : "по-английски: «Mar 2021 – Present»"})${fits("starting", readerOf(facts, candidate)) ? "; если ты только начинаешь — опиши проекты, практику и курсы так же, как работу" : ""}.`,
      years: 0,
      highlights,
      relevance_score: facts.profile ? 3 : 2,
    };
  }
  // An old document's «по настоящее время» is counted to its own date first (decision 715): 17 years «по датам» for a
  // CV of 2019 whose jobs then made 11 is a count the person never wrote.
  const asOld = yearsAsOfOldDocument(facts);
  const jobs = facts.jobsCount ? `, мест работы: ${facts.jobsCount}` : "";
  const parts = [
    asOld
      ? `Общий стаж по датам на ${asOld.when} (дату резюме) — ${formatYears(asOld.years)}${jobs}; если текущая работа продолжается, сейчас — ${formatYears(years)}.`
      : `Общий стаж по датам — ${formatYears(years)}${jobs}.`,
  ];
  // hh.ru's stated total is counted to its export date, as is an "updated" document's and an old document's: the
  // dates are counted to the same date before they are compared (decision 660), else the time since reads as a
  // discrepancy.
  const documentMonth = facts.timeline.documentDate?.looksOld ? facts.timeline.documentDate.month : null;
  const asOfMonth = facts.timeline.asOf ? monthOfKey(facts.timeline.asOf) : documentMonth;
  const countedYears =
    asOfMonth === null
      ? years
      : Math.round(
          (totalMonths(
            facts.experienceRanges.map((r) => (r.ongoing && r.end > asOfMonth ? { ...r, end: asOfMonth } : r)),
          ) /
            12) *
            10,
        ) / 10;
  if (facts.statedExperienceMonths !== null && Math.abs(facts.statedExperienceMonths / 12 - countedYears) > 1) {
    parts.push(
      `В шапке указан стаж ${formatYears(facts.statedExperienceMonths / 12)} — проверь даты, они расходятся с подсчётом.`,
    );
  }
  if (facts.research.isResearchCv) {
    // A research career runs through studies, postdocs, fellowships and visits the work timeline does not count:
    // no pause or short post is judged, and its results are publications, grants and talks (decision 435).
    parts.push("Итоги научной работы — публикации, гранты, доклады и преподавание; их проверяют пункты «Научное CV».");
  } else {
    // The recency verdict decides what is said of "now": a current job on an old document is current as of the
    // document, not today (decision 440: contradictions ruled out by topic, not by sentence).
    const recent = findings.find((f) => f.id === "experience.recent");
    const staleCurrent =
      facts.currentlyEmployed && recent !== undefined && recent.status !== "pass" && recent.status !== "info";
    // An open range beside nothing dated for years (decision 660): the newest dated fact, not "you work now".
    const newest = facts.currentlyEmployed && !staleCurrent ? oldNewestFact(facts) : null;
    parts.push(
      staleCurrent
        ? "Текущее место работы указано на дату резюме, а с тех пор прошло много времени — по резюме не видно, что с опытом сейчас."
        : newest
          ? `Самая поздняя дата в резюме, кроме «по настоящее время», — ${newest.when}: если ты и сейчас там работаешь, добавь свежие результаты с датами, если нет — обнови резюме.`
          : facts.currentlyEmployed
            ? "Ты работаешь сейчас."
            : fits("explainIdle", readerOf(facts, candidate))
              ? "Сейчас ты, судя по датам, не работаешь — коротко объясни, чем занят."
              : // A student's time is their studies (decision 630): work beside them is a plus, not a duty.
                "Сейчас ты учишься: опыт работы во время учёбы — плюс, перерыв объяснять не нужно.",
    );
    if (facts.gaps.length) parts.push(`Перерывов дольше полугода: ${facts.gaps.length}.`);
    if (facts.shortJobs >= 2) parts.push(`Мест работы короче года: ${facts.shortJobs}.`);
    parts.push(
      facts.quantifiedLines.length >= 3
        ? "Опыт подкреплён цифрами — это сильная сторона."
        : "Опыту не хватает измеримых результатов: добавь цифры к 3–5 главным пунктам.",
    );
  }
  const relevance =
    0.4 * (facts.profile?.confidence ?? 0.2) +
    0.3 * Math.min(1, years / 5) +
    0.3 * Math.min(1, facts.quantifiedLines.length / 4);
  return {
    description: parts.join(" "),
    years: Math.min(70, Math.round(years * 10) / 10),
    highlights,
    relevance_score: toTen(relevance),
  };
}

const LEVEL_SCORE: Record<EducationLevel, number> = {
  phd: 10,
  master: 9,
  bachelor: 8,
  higher: 8,
  incomplete_higher: 6.5,
  vocational: 6,
  courses: 5,
  secondary: 4,
};

function educationAnalysis(
  facts: ResumeFacts,
  findings: readonly CriterionFinding[],
  evidence: readonly Strength[] = [],
): NonNullable<AnalysisResult["education_analysis"]> {
  const trained = evidence
    .filter((e) => e.kind === "course" || e.kind === "certificate")
    .map((e) => e.text.replace(/^[^:]+:\s*/u, "").replace(/\.$/u, ""));
  const level = facts.educationLevel;
  const relevance = findings.find((f) => f.id === "education.relevance");
  const recommendations = findings
    .filter((f) => f.category === "Образование" && (f.status === "warn" || f.status === "fail") && f.fix)
    .map((f) => f.fix);
  const parts = [level ? `Образование: ${EDUCATION_LABELS[level]}.` : "Уровень образования в резюме не указан."];
  if (relevance && relevance.status !== "info") parts.push(relevance.finding);
  // What the courses verdict found decides the sentence: found without a heading, or hidden by the layout, is not
  // "не видно" (decision 440).
  const courses = findings.find((f) => f.id === "structure.courses");
  const coursesClaim = courses ? claimsOf(courses).find((c) => c.topic === "courses") : undefined;
  parts.push(
    facts.coursesCount > 0
      ? `Курсов и сертификатов: ${facts.coursesCount}.`
      : // A course or certificate the strengths quote is there, whatever the count (decision 325).
        trained.length
        ? `Обучение и сертификаты: ${trained.join(", ")}.`
        : coursesClaim?.holds
          ? "Курсы или сертификаты, похоже, есть, но не под своим заголовком."
          : courses &&
              (courses.status === "warn" || courses.status === "fail") &&
              /^Не смогли найти/u.test(courses.finding)
            ? "Курсов и сертификатов мы не нашли, но текст файла читается не по порядку — проверь, что у них есть свой заголовок."
            : "Курсов и сертификатов не видно.",
  );
  let score = level ? LEVEL_SCORE[level] : 2;
  if (relevance && relevance.status !== "info" && relevance.score < 0.8) score -= 2;
  if (facts.coursesCount > 0) score += 0.5;
  return {
    description: parts.join(" "),
    relevance_score: Math.round(Math.min(10, Math.max(0, score)) * 10) / 10,
    recommendations: unique(recommendations),
  };
}

function skillGaps(
  facts: ResumeFacts,
  candidate: CandidateProfile,
  evidence: readonly Strength[] = [],
  folded = "",
): string[] {
  // A profile of the person's family that is theirs (audience.ts `fittingProfile`): a borrowed list is no gap.
  const fitting = candidate.role_family !== null ? fittingProfile(facts, candidate) : null;
  if (candidate.role_family && (candidate.seniority === "executive" || candidate.seniority === "lead_manager")) {
    // A leader is hired for scope and results, not for a specialist's tool list.
    return [
      "На твоём уровне список инструментов вторичен: важнее показать масштаб — бюджет, команду, выручку или сроки — в 3–4 главных пунктах.",
    ];
  }
  if (!fitting) {
    const reader = readerOf(facts, candidate);
    if (fits("translatorKit", reader)) return translatorGaps(folded, evidence);
    if (reader.research)
      return [
        "Научную позицию читают по методам и результатам, а не по списку навыков из вакансий: перечисли методы и инструменты исследования (статистика, лабораторные методы, языки анализа данных) рядом с публикациями.",
      ];
    if (!sureOfField(candidate)) return [unsureOfField(candidate, "список недостающих навыков не составляем")];
    // A clear role the dictionary has no skill list for (a photographer) is not an "unclear profile"; nor is one whose
    // list the person's skills barely cover (a C++ developer beside the backend list): the list is not theirs.
    return [
      candidate.role_family && candidate.role
        ? facts.profile
          ? `Для роли «${candidate.role}» наш типовой список навыков почти не совпадает с твоими: выпиши повторяющиеся требования из 10 свежих вакансий именно твоей специализации и добавь в навыки те, что у тебя есть.`
          : `Для роли «${candidate.role}» у нас нет точного списка типичных требований: выпиши повторяющиеся требования из 10 свежих вакансий и добавь в навыки те, что у тебя есть.`
        : "Профиль по резюме не определён однозначно: назови целевую роль в заголовке, и станет понятно, каких навыков не хватает.",
    ];
  }
  const missing = profileGaps(facts, candidate).slice(0, 6);
  const gaps: string[] = [];
  if (missing.length) {
    // One line for the list and one for what to do with it — not the same sentence six times.
    gaps.push(`В вакансиях роли «${fitting.title}» чаще всего просят то, чего нет в резюме: ${missing.join(", ")}.`);
    gaps.push(
      `Если владеешь ${missing.length > 1 ? "чем-то из этого" : "этим"} — добавь в навыки и покажи в опыте на конкретной задаче; если нет — начни с «${missing[0]}»: это самое частое требование из списка.`,
    );
  }
  // English the strengths quote is English the person has: never "state your English level" beside it.
  const english =
    facts.languages.find((l) => l.language === "английский") ??
    evidence.find((e) => e.kind === "language" && /англ|english/iu.test(e.text));
  if (
    facts.language === "ru" &&
    !english &&
    ["frontend", "backend", "systems", "quant", "mobile", "devops", "data", "qa", "pm", "hospitality"].includes(
      fitting.id,
    )
  ) {
    gaps.push(
      "Английский язык — укажи уровень (хотя бы B1 для чтения документации): многие вакансии в этой роли его требуют.",
    );
  }
  return gaps;
}

/**
 * What translators' vacancies ask and the resume does not show (decision 550): CAT tools, language pairs, a sample or
 * a test translation, a certified language level. Each is looked for in the whole text first; none is claimed absent
 * that the text names.
 */
function translatorGaps(folded: string, evidence: readonly Strength[]): string[] {
  const wanted: string[] = [];
  if (!/trados|memoq|smartcat|memsource|phrase tms|wordfast|cat[-\s]?(?:tool|инструмент|программ|систем)/u.test(folded))
    wanted.push("CAT-инструменты (Trados, memoQ, Smartcat)");
  if (!/[a-zа-я]{2}\s?(?:>|→|–|-)\s?[a-zа-я]{2}(?![a-zа-я])|language pair|языков\p{L}* пар|→/u.test(folded))
    wanted.push("языковые пары и направление перевода");
  if (!/portfolio|портфолио|sample|образц|тестов\p{L}* (?:перевод|задани)|test translation/u.test(folded))
    wanted.push("образцы переводов или портфолио");
  const certified =
    /ielts|toefl|cambridge|cae|cpe|jlpt|hsk|delf|dalf|goethe|testdaf|dele|торкс|сертификат\p{L}* (?:уровня|по)/u.test(
      folded,
    ) || evidence.some((e) => e.kind === "language" && /jlpt|ielts|toefl|hsk|delf|goethe|c2|c1/iu.test(e.text));
  if (!certified) wanted.push("подтверждённый уровень языка (сертификат: IELTS, TOEFL, Cambridge, HSK, JLPT)");
  return wanted.length
    ? [
        `В вакансиях переводчиков почти всегда спрашивают то, чего не видно в резюме: ${wanted.join(", ")}.`,
        "Если это у тебя есть — назови прямо; если нет — начни с CAT-инструмента и 2–3 образцов перевода по своей тематике.",
      ]
    : [
        "Главное для переводчика в резюме есть: языковые пары, инструменты и подтверждение уровня. Добавь объём и тематику выполненных переводов.",
      ];
}

function industryFit(facts: ResumeFacts, candidate: CandidateProfile): NonNullable<AnalysisResult["industry_fit"]> {
  const reader = readerOf(facts, candidate);
  // No field's industries on a guessed field or market (decision 720); a translator's and a researcher's are their
  // trade's, read from the role and the CV.
  if (!sureOfField(candidate) && !fits("translatorKit", reader) && !reader.research)
    return { description: unsureOfField(candidate, "отрасли под профиль не подбираем"), industries: [] };
  // The field in the report's own words: the reader's title may carry the layout («… at Vertex Pte Ltd»).
  if (facts.profile && !fittingProfile(facts, candidate) && candidate.role_family) {
    return {
      description: `Для твоей сферы («${FAMILY_LABELS[candidate.role_family]}») выбери 2–3 отрасли по вакансиям, на которые откликаешься, и подстрой формулировки под их термины и примеры задач.`,
      industries: [],
    };
  }
  if (!facts.profile) {
    // The field's own market when the reading knows it (decision 550); "no target role" only when none was read.
    if (fits("translatorKit", reader))
      return {
        description:
          "Переводчиков нанимают бюро переводов, компании локализации ПО и игр, издательства, юридические и медицинские компании; много заказов идёт через фриланс-платформы. Выбери 1–2 тематики и назови их в заголовке.",
        industries: ["Бюро переводов", "Локализация ПО и игр", "Издательства", "Юридический и медицинский перевод"],
      };
    if (reader.research)
      return {
        description:
          "Научное CV читают не по отрасли, а по области исследований: назови её в заголовке или в «Научных интересах» (тема, методы, объекты) — по ней комиссия и руководитель группы поймут, подходишь ли ты.",
        industries: [],
      };
    return {
      // A role the reading is sure of is named (an unsure one was said above, decision 720); no absence of a role is
      // claimed: a desired position the reading found but could not place is still there (decision 550).
      description: candidate.role
        ? `Отрасль по резюме определить сложно: для роли «${candidate.role}» в нём мало профильных навыков. Выпиши 10–15 навыков из вакансий, на которые откликаешься, и назови в заголовке отрасль, если она для тебя важна.`
        : "Отрасль по резюме определить сложно: в нём мало профильных навыков. Начни с заголовка с целевой должностью и 10–15 ключевых навыков из вакансий, на которые откликаешься.",
      industries: [],
    };
  }
  const industries = facts.profile.industries;
  return {
    description: `С профилем «${roleLabel(facts, candidate) ?? facts.profile.title}» резюме лучше всего подходит для отраслей: ${industries.join(", ")}. Подстрой формулировки под конкретную отрасль — используй её термины и примеры задач.`,
    industries,
  };
}

function competitiveness(
  facts: ResumeFacts,
  findings: readonly CriterionFinding[],
  overall: number,
  market: number,
  strengths: readonly string[],
  candidate: CandidateProfile,
  held = false,
): NonNullable<AnalysisResult["competitiveness"]> {
  const years = facts.totalExperienceYears;
  const share =
    0.5 * (overall / 10) +
    0.2 * Math.min(1, years / 6) +
    0.15 * Math.min(1, facts.quantifiedLines.length / 4) +
    0.15 * (market / 10);
  // The band follows the overall score shown beside it: a report scored above the typical 5–6 is never "below
  // average", one below 5 never "above average" (decision 325), and one the band calls «Отлично» never "average"
  // (decision 510: the same verdict in two words).
  const floor = overall >= 8 ? 7.5 : overall >= 5 ? 5.5 : 0;
  const score = Math.min(overall < 5 ? 5.4 : overall <= 6 ? 7.4 : 10, Math.max(floor, toTen(share)));
  const advantages = strengths.slice(0, 4);
  const disadvantages = problems(findings)
    .slice(0, 4)
    .map((f) => f.finding);
  const level = score >= 7.5 ? "выше среднего" : score >= 5.5 ? "на среднем уровне" : "ниже среднего";
  const label = roleLabel(facts, candidate);
  const role = label ? `кандидатов на роль «${label}»` : "кандидатов с похожим опытом";
  return {
    description: `Сейчас резюме ${level} среди ${role}. ${
      disadvantages.length
        ? // A criterion's title is its name, not its content («тянет вниз: e-mail указан»): it is quoted as a name.
          `Больше всего баллов теряется в ${problems(findings).length > 1 ? "пунктах" : "пункте"} ${problems(findings)
            .slice(0, 2)
            .map((f) => `«${f.title}»`)
            .join(" и ")}.`
        : "Серьёзных слабых мест не видно."
    }`,
    score,
    // One verdict drives both sentences, so "below average" never sits beside "ahead of most".
    market_comparison: `Типичное резюме на рынке набирает 5–6 баллов из 10 по нашим ${findings.length} критериям; у тебя ${formatScore(overall)}. ${overall > 6 && level === "выше среднего" && !held ? "Ты уже впереди большинства — шлифуй детали." : overall > 6 ? "Это выше типичного: 2–3 правки из списка выведут резюме вперёд." : overall >= 5 ? "Ты на уровне большинства: 2–3 правки из списка выведут резюме вперёд." : "Исправь 3–4 главных замечания, и резюме догонит среднее по рынку."}`,
    advantages,
    disadvantages,
  };
}

const NEXT_ROLES: Record<string, string> = {
  frontend: "Fullstack-разработчик (Node.js) или Tech Lead фронтенда",
  backend: "Tech Lead или архитектор бэкенда",
  mobile: "Lead мобильной разработки или кросс-платформенный разработчик",
  onec: "ведущий разработчик / архитектор 1С или руководитель проектов внедрения 1С",
  qa: "автоматизатор тестирования (AQA/SDET) или QA Lead",
  devops: "SRE / Platform Engineer или DevOps Lead",
  data: "ML-инженер или Lead-аналитик",
  analyst: "ведущий аналитик или продакт-менеджер",
  pm: "Head of Product / руководитель проектного офиса",
  design: "Lead-дизайнер или продуктовый дизайнер",
  accounting: "главный бухгалтер или финансовый контролёр",
  sales: "руководитель группы продаж или Key Account Manager",
  marketing: "руководитель отдела маркетинга или Head of Growth",
  hr: "HR Business Partner или руководитель подбора",
  hospitality: "управляющий отелем или рестораном",
  law: "старший юрист / руководитель юридического направления",
  support: "системный инженер или DevOps-инженер",
  management: "руководитель направления или операционный директор",
  engineering: "ведущий инженер или руководитель проектов",
  logistics: "руководитель отдела логистики или закупок",
  // A school's ladder, not an office's «ведущий специалист» (decision 550).
  teacher: "методист, руководитель методического объединения или заместитель директора по учебной работе",
  retail: "управляющий магазином или территориальный менеджер",
};

const CERTIFICATIONS: Record<string, string> = {
  onec: "Сдай экзамен «1С:Специалист» по своей конфигурации — в вакансиях 1С это прямой плюс к зарплате.",
  accounting: "Получи аттестат профессионального бухгалтера ИПБ России или пройди курс по МСФО (ДипИФР/ACCA).",
  pm: "Подтверди методологию сертификатом: PSM I, PMP или IPMA.",
  devops: "Сертификат CKA (Kubernetes) или облачный сертификат (Yandex Cloud, AWS) заметно выделяет резюме.",
  qa: "Сертификат ISTQB Foundation Level и проект с автотестами на GitHub усилят резюме.",
  data: "Выложи 1–2 проекта (ноутбук с анализом, дашборд) в открытый доступ и пройди курс по A/B-тестам.",
  sales: "Посчитай свои продажи в цифрах (план/факт, средний чек, конверсия) — это главная «сертификация» продавца.",
  hr: "Курс по HR-аналитике или C&B и цифры по закрытым вакансиям (сроки, воронка) усилят резюме.",
  marketing: "Сертификаты Яндекс Директ / Метрика и кейсы с ROMI в цифрах — то, что ищут работодатели.",
};

/**
 * The next step without the one the person already holds: «ведущий инженер или руководитель проектов» for a
 * «Ведущий инженер-конструктор» is «руководитель проектов» (an option is held when the title has all its words).
 */
function nextStep(options: string, role: string | null): string {
  const title = foldCase(role ?? "");
  const held = (option: string): boolean =>
    title !== "" &&
    foldCase(option)
      .split(/\s+/u)
      .every((word) => word.length < 4 || title.includes(word.slice(0, 5)));
  const open = options.split(" или ").filter((option) => !held(option));
  return open.length > 0 ? open.join(" или ") : "руководитель группы или направления";
}

function careerSuggestions(facts: ResumeFacts, candidate: CandidateProfile, hasCertificate: boolean): string[] {
  const suggestions: string[] = [];
  const fitting = fittingProfile(facts, candidate);
  const profileId = candidate.role_family ? fitting?.id : undefined;
  const missing = profileGaps(facts, candidate).slice(0, 2);
  // The level the advice addresses: the reading's when it is sure, raised by the title the person states and by
  // years of work (audience.ts) — a ladder is never offered at or below where the person stands (decision 510).
  const reader = readerOf(facts, candidate);
  if (candidate.role_family && candidate.role && candidate.confidence < UNSURE) {
    // A reading unsure of the person names what it read and asks; it plans no career from a guess (decision 440).
    suggestions.push(
      `Роль по резюме читается неуверенно (ближе всего «${candidate.role}»). Сформулируй целевую роль и уровень в заголовке — от этого зависят и резюме, и план развития.`,
    );
    return suggestions;
  }
  // A market the reading guessed plans no career by one country's ladder or exams (decision 720).
  if (candidate.role_family && candidate.market_sure === false)
    return [unsureOfField(candidate, "план развития по вакансиям одной страны не строим")];
  if (!candidate.role_family || !candidate.seniority || candidate.confidence < UNSURE || reader.level === null) {
    // Weak evidence: neutral advice instead of a guessed career path.
    suggestions.push(
      // No example: without a reading the title is the person's to name (the criteria show the template once).
      "Профиль по резюме не определён однозначно. Сформулируй целевую роль и уровень в заголовке — от этого зависят и резюме, и план развития.",
    );
    return suggestions;
  }
  if (fits("translatorKit", reader)) {
    // A translator is hired by language pairs, subject fields and a test translation (decision 550), not by an IT
    // junior's study projects or a ladder to "Middle".
    suggestions.push(
      "Переводчика выбирают по языковым парам, тематике и тестовому переводу: укажи в заголовке пары и направления (например, «английский → русский, технический и юридический перевод») и будь готов к тестовому заданию.",
    );
    suggestions.push(
      reader.level === "student_intern" || reader.level === "junior"
        ? "Собери 2–3 образца переводов (учебных, волонтёрских, для некоммерческих проектов) в портфолио и освой хотя бы один CAT-инструмент (Trados, memoQ, Smartcat): их спрашивают почти в каждой вакансии бюро переводов."
        : "Покажи объём и тематику: сколько страниц или часов устного перевода, для каких отраслей и заказчиков, с какими CAT-инструментами (Trados, memoQ, Smartcat) ты работаешь.",
    );
    return suggestions;
  }
  if (fits("tutorKit", reader)) {
    // A private tutor is chosen by pupils' results, not promoted along an office's ladder (decision 595).
    suggestions.push(
      // The exams are the market's: ЕГЭ and ОГЭ are Russia's school-leaving exams (knowledge/markets.ts); a market the
      // text does not say gets no exam named (decision 790).
      `Репетитора выбирают по результатам учеников: напиши, скольких учеников ты подготовил, к каким экзаменам${tutorExams(reader.market)} и с какими баллами, а также формат занятий (онлайн или очно) и свою специализацию.`,
    );
    return suggestions;
  }
  if (reader.research) {
    // A research career has no Middle or «руководитель группы»: its next step is read from works, grants and the
    // people it leads, whatever the title (a full professor was offered «ведущий специалист»).
    suggestions.push(
      "В научной карьере следующий шаг определяют работы, гранты и руководство: вынеси в начало избранные публикации, полученные гранты и тех, кем ты руководишь (студенты, проекты, лаборатория).",
    );
    return suggestions;
  }
  switch (reader.level) {
    case "student_intern":
      suggestions.push(
        fits("studyProjects", reader)
          ? `Ближайшая цель — первая работа в профессии: доведи 2–3 учебных проекта до результата, который можно показать${missing.length ? `; навыки для изучения в первую очередь: ${missing.join(", ")}` : ""}.`
          : "Ближайшая цель — первая работа в профессии: опиши практику и учебные задачи так же, как работу — что сделал и с каким результатом.",
      );
      suggestions.push(
        fits("studyProjects", reader)
          ? "Откликайся на стажировки и junior-вакансии в компаниях с наставничеством: в начале карьеры обучение важнее зарплаты."
          : "Откликайся на стажировки и вакансии начального уровня там, где новичков обучают: в начале карьеры обучение важнее зарплаты.",
      );
      break;
    case "junior":
      if (changing(facts, candidate)) {
        // A person moving into a field starts in it (decision 550): the first job there, not the next level.
        // Finished projects with a link are a developer's or analyst's entry ticket; elsewhere the new field's
        // training and practice are (decision 790).
        suggestions.push(
          `Ближайшая цель — первая работа в новой сфере: ${fits("studyProjects", reader) ? "2–3 завершённых проекта в ней с результатом и ссылкой" : "обучение и практика в ней с тем, что уже умеешь делать"}${missing.length ? `, навыки для изучения в первую очередь: ${missing.join(", ")}` : ""}; из прежнего опыта оставь то, что пригодится в новой роли.`,
        );
        return suggestions;
      }
      if (!fits("ladder", reader)) break;
      suggestions.push(
        `Ближайшая цель — уровень Middle: бери задачи целиком, от постановки до результата, и описывай их в резюме с цифрами${missing.length ? `; навыки для изучения в первую очередь: ${missing.join(", ")}` : ""}.`,
      );
      break;
    case "middle":
      if (!fits("ladder", reader)) break;
      suggestions.push(
        "Следующий шаг — Senior: бери задачи с ответственностью за результат целиком (модуль, направление, клиент) и фиксируй эффект в цифрах.",
      );
      suggestions.push(
        "Начни делиться опытом: наставничество новичков, внутренние доклады — это аргумент для повышения.",
      );
      break;
    case "senior":
      if (!fits("ladder", reader)) break;
      suggestions.push(
        `Следующий шаг — ${nextStep(NEXT_ROLES[profileId ?? ""] ?? "ведущий специалист или руководитель группы", candidate.role)}: добавь в резюме примеры, где ты влиял на решения команды.`,
      );
      break;
    case "lead_manager":
      // No ladder named: «руководитель направления» is where a Head of … already stands.
      suggestions.push(
        "Руководителя нанимают по управленческим результатам: вынеси в начало бюджет, размер команды и влияние на выручку или сроки — с цифрами.",
      );
      break;
    case "executive":
      suggestions.push(
        "На уровне топ-менеджера резюме читают как список решений и их масштаба: вынеси в начало 3–4 итога (выручка, сделки, рост команды, привлечённые деньги) с цифрами и сроками.",
      );
      suggestions.push(
        "Для позиций такого уровня важнее рекомендации и сеть контактов, чем отклики: укажи советы директоров, инвесторов или публичные выступления, если они есть.",
      );
      break;
  }
  if (
    profileId &&
    NEXT_ROLES[profileId] &&
    (reader.level === "junior" || reader.level === "middle") &&
    fits("ladder", reader)
  )
    suggestions.push(`Перспективное направление роста: ${NEXT_ROLES[profileId]}.`);
  const certificateAdvice = profileId ? CERTIFICATIONS[profileId] : undefined;
  // A certificate or a course to take is a career builder's advice, not an experienced person's (decision 510): the
  // «courses» audience leaves out senior people, leads and executives.
  if (
    certificateAdvice &&
    !hasCertificate &&
    fits("courses", reader) &&
    forMarket([certificateAdvice], candidate.market).length > 0
  )
    suggestions.push(certificateAdvice);
  return suggestions;
}

function generalImpression(
  facts: ResumeFacts,
  findings: readonly CriterionFinding[],
  overall: number,
  candidate: CandidateProfile,
  strengths: readonly string[],
  held: Reservation | null = null,
): string {
  if (facts.wordCount === 0) {
    return "Из файла не удалось извлечь текст, поэтому оценка минимальная. Скорее всего, это скан или картинка. Сохрани резюме из Word или Google Docs в PDF так, чтобы текст выделялся и копировался, и загрузи файл снова.";
  }
  if (facts.looksLikeGarbage) {
    return "Текст из файла извлекается с ошибками — вместо слов в основном символы. Возможно, файл повреждён, защищён или сохранён с необычными шрифтами. Пересохрани резюме в PDF или DOCX и загрузи снова.";
  }
  const who =
    candidate.role && candidate.role_family && candidate.confidence < UNSURE
      ? `Роль по резюме читается неуверенно (ближе всего «${candidate.role}»). Резюме`
      : candidate.role && candidate.role_family
        ? // «другая сфера» says nothing next to the person's own title («Фотограф»).
          `Резюме читается как «${candidate.role}»${candidate.role_family === "other" ? "" : ` (${FAMILY_LABELS[candidate.role_family]})`}`
        : candidate.role_family
          ? `Резюме по профилю «${FAMILY_LABELS[candidate.role_family]}»`
          : "Профиль по резюме не определён однозначно. Резюме";
  // A career changer starts in the new field (decision 675): the years there, then the earlier career beside them —
  // never the total as if it were the new field's («QA engineer с опытом 17,5 года» of six months in testing).
  const earlier = earlierCareer(facts, candidate);
  const experience = earlier
    ? ` — ${inNewField(facts, candidate)}, до неё ${formatYears(earlier.years)} ${earlier.field ? `в сфере «${earlier.field}»` : "в другой сфере"}`
    : facts.totalExperienceYears > 0
      ? ` с опытом ${formatYears(facts.totalExperienceYears)}`
      : facts.placeholderDates > 0
        ? " (в датах — заглушки шаблона «20XX»)"
        : "";
  const band = scoreBand(overall);
  const best = strengths[0];
  const worst = prioritized(findings, personOf(facts, candidate))[0];
  const parts = [
    `${who}${experience}: оценка ${formatScore(overall)} из 10 — «${band}»${held ? ` (${HELD_BACK[held]})` : ""}.`,
  ];
  if (best) parts.push(`Сильная сторона: ${best.charAt(0).toLowerCase()}${best.slice(1)}`);
  // No strength is said plainly rather than inflated with a counter or a name (decision 630).
  else
    parts.push(
      "Сильной стороны с фактом — результата с цифрой, диплома, сертификата, награды — в тексте пока не видно. Если такие факты есть, вынеси главный в «О себе» и в первые пункты опыта: с них рекрутер начинает чтение.",
    );
  if (worst)
    parts.push(
      `В первую очередь стоит поработать над пунктом «${worst.title}»: ${worst.fix ? worst.fix.charAt(0).toLowerCase() + worst.fix.slice(1) : worst.finding}`,
    );
  return parts.join(" ");
}

export function buildResult(
  facts: ResumeFacts,
  findings: CriterionFinding[],
  read: CandidateProfile,
  text: PreparedText,
  layout: readonly LayoutFact[] = [],
): AnalysisResult {
  const candidate = writerCandidate(read, facts.name);
  const errors = findSpecificErrors(text, facts, layout);
  // The number agrees with what the report says of its own reading (score.ts `reservedScore`, decision 790).
  const { score: overall, held } = reservedScore(
    overallScore(findings, facts),
    reservationsOf(facts, candidate, errors, text.lines),
  );
  const market = marketRelevance(facts, candidate);
  const person = personOf(facts, candidate);
  const issues = prioritized(findings, person);
  const evidence = findStrengths(text, facts);
  const hasCertificate = evidence.some((e) => e.kind === "certificate");
  const strengths = strengthsOf(findings, evidence, facts, text, readsWhole(text.text), candidate);
  // One finding per topic in the lists: the dictionary's typos are said once, by the error that quotes them.
  const listed = errors.some((e) => e.id === "misspelled_word") ? issues.filter((f) => f.id !== "style.typos") : issues;
  // A Russian resume of a person who looks for work abroad is read there in English first (decision 630).
  const abroad = fits("englishVersion", readerOf(facts, candidate)) ? ENGLISH_VERSION : null;
  const result: AnalysisResult = {
    overall_score: overall,
    strengths,
    // The errors a reviewer catches first (template text, a misspelt product, years that disagree) lead the list.
    weaknesses: unique([
      ...errors.map((e) => e.finding),
      ...(abroad ? [abroad.finding] : []),
      ...listed.slice(0, 8).map((f) => f.finding),
    ]).slice(0, 9),
    recommendations: unique([
      ...errors.map((e) => e.fix),
      ...(abroad ? [abroad.fix] : []),
      ...(person.changer ? [changerAdvice(candidate)] : []),
      ...(person.bridging ? [BRIDGING_ADVICE] : []),
      ...oneEditOnce(listed.filter((f) => f.fix))
        .slice(0, 10)
        .map((f) => f.fix),
    ]).slice(0, 11),
    key_skills: keySkills(facts),
    general_impression: generalImpression(facts, findings, overall, candidate, strengths, held),
    market_relevance: market,
    experience_analysis: experienceAnalysis(facts, candidate, findings, text.lines),
    education_analysis: educationAnalysis(facts, findings, evidence),
    skill_gap_analysis: skillGaps(facts, candidate, evidence, text.folded),
    industry_fit: industryFit(facts, candidate),
    competitiveness: competitiveness(facts, findings, overall, market.score, strengths, candidate, held !== null),
    career_progression_suggestions: careerSuggestions(facts, candidate, hasCertificate),
    ats_compatibility_score: atsScore(findings, facts),
    criteria: findings,
    candidate_profile: {
      role: candidate.role,
      role_family: candidate.role_family,
      seniority: candidate.seniority,
      confidence: candidate.confidence,
    },
  };
  const repaired = repairReport(result, adviceMarket(candidate), text.text);
  // The summary names the first strength the person reads: when the last gate took the one it named, it is written
  // again from those left, so no «Сильная сторона: сертификат.» is left without its fact (decision 630).
  if (strengths.length && repaired.strengths[0] !== strengths[0])
    return repairReport(
      {
        ...repaired,
        general_impression: generalImpression(facts, findings, overall, candidate, repaired.strengths, held),
      },
      adviceMarket(candidate),
      text.text,
    );
  return repaired;
}

/**
 * Criteria whose fixes ask for the same edit (decision 595): «Добавь раздел «Курсы и сертификаты» … за последние 2–3
 * года» and «Добавь курсы за последние 2–3 года»; «Укажи уровень, учебное заведение, специальность и год» and «Запиши
 * образование полностью». The recommendations say each edit once, by the first (most pressing) of its criteria. (Courses
 * found without their heading ask for a heading, another edit: only the courses verdict that claims none is grouped.)
 */
const SAME_EDIT: ReadonlyArray<readonly string[]> = [
  ["structure.courses", "education.recent_learning"],
  ["education.level", "education.details"],
];

function oneEditOnce(findings: readonly CriterionFinding[]): CriterionFinding[] {
  const said = new Set<number>();
  return findings.filter((f) => {
    const unheaded = f.id === "structure.courses" && claimsOf(f).some((c) => c.topic === "courses" && c.holds);
    const edit = unheaded ? -1 : SAME_EDIT.findIndex((ids) => ids.includes(f.id));
    if (edit < 0) return true;
    if (said.has(edit)) return false;
    said.add(edit);
    return true;
  });
}

/**
 * What the report holds back on (score.ts `Reservation`), the most pressing first: an old document, then an error a
 * recruiter raises first, then a reading the report calls unsure — of the field or the market (the market relevance
 * and the gaps say `unsureOfField`), or of the years: an experience section whose dates gave no years, unless it says
 * there is no experience.
 */
function reservationsOf(
  facts: ResumeFacts,
  candidate: CandidateProfile,
  errors: readonly { id: string }[],
  lines: readonly string[],
): Reservation[] {
  const held: Reservation[] = [];
  if (errors.some((e) => e.id === "stale_document")) held.push("stale_document");
  if (errors.some((e) => e.id !== "stale_document")) held.push("recruiter_first");
  if (!sureOfField(candidate)) held.push("unsure_field");
  if (
    facts.totalExperienceYears <= 0 &&
    facts.placeholderDates === 0 &&
    facts.sections.some((s) => s.kind === "experience") &&
    !noneDeclared(facts, lines)
  )
    held.push("unsure_years");
  return held;
}

/** Why the score stops at the top of «Хорошо», said beside it: the verdict's words agree with its number. */
const HELD_BACK: Readonly<Record<Reservation, string>> = {
  stale_document: "выше не ставим, пока резюме выглядит давно не обновлённым",
  recruiter_first: "выше не ставим, пока не исправлена ошибка из первых замечаний — её рекрутер заметит сразу",
  unsure_field: "выше не ставим: роль или рынок по резюме читаются неуверенно, и сравнить его с вакансиями нельзя",
  unsure_years: "выше не ставим: стаж по датам прочитать не удалось",
};

/** The exams a tutor's pupils sit, named by the market the text says (knowledge/markets.ts); none when it is unread. */
function tutorExams(market: ReturnType<typeof adviceMarket>): string {
  return market === "ru" ? " (ЕГЭ, ОГЭ, IELTS, Cambridge)" : market ? " (IELTS, TOEFL, Cambridge, SAT)" : "";
}

/** What a Russian resume aimed abroad lacks first: a version its readers read (decision 630). */
const ENGLISH_VERSION = {
  finding:
    "Ты ищешь работу за рубежом, а резюме написано только по-русски: зарубежный рекрутер и ATS его не прочитают.",
  fix: "Сделай версию резюме на английском: те же разделы, должности и результаты с цифрами по-английски — её отправляй зарубежным работодателям, русскую оставь для русскоязычных компаний.",
};

/** The dated jobs show a move into the target field, with under two years in it (the reading's years in the role). */
function changing(facts: ResumeFacts, candidate: CandidateProfile): boolean {
  return candidate.career_change === true && yearsForLevel(facts, candidate) < 2 && facts.totalExperienceYears >= 2;
}

/** A change of field made a few years ago, told as an asset (decision 630): the earlier career explains the person. */
const BRIDGING_ADVICE =
  "Переход из прежней сферы — твоё преимущество, а не пробел: одной строкой в «О себе» свяжи прежний опыт с нынешней ролью (что он даёт в работе сейчас), опыт в новой сфере ставь первым, а из прежних мест оставь два-три результата с цифрами, которые понятны и в новой.";

/** A career changer's first advice is about the field they are moving to, not the numbers of the old one. */
function changerAdvice(candidate: CandidateProfile): string {
  const target = candidate.role ? `«${candidate.role}»` : "новую роль";
  return `Ты меняешь сферу: назови в начале резюме целевую роль ${target}, поставь выше прежнего опыта то, что уже сделал в новой сфере, — проекты, обучение, задачи из прошлых мест, которые к ней относятся, — а из прежней сферы оставь результаты с цифрами, которые переносятся (сроки, деньги, люди, процессы), и одной строкой в «О себе» объясни, почему переходишь.`;
}
