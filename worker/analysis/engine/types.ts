/**
 * Shared types of the built-in analysis engine. Facts are what the text says (extracted once);
 * criteria read facts and never re-parse the text on their own, which keeps the engine fast and consistent.
 */

import type { DocumentFormat } from "../../../shared/document-formats";
import type { AnalysisResult, CriterionFinding } from "../../../shared/schemas/analysis";
import type { DocumentLink, LayoutFact } from "../../../shared/schemas/layout";
import type { PERSONAL_DATA_KINDS, ResumeReading, SectionKind } from "../../../shared/schemas/reading";
import type { Level } from "../knowledge/families";
import type { ResearchFacet } from "../knowledge/headings";
import type { ResearchIdentifierKind } from "../knowledge/research";

export type ResumeFormat = DocumentFormat;
export type Language = "ru" | "en";

export interface EngineInput {
  text: string;
  format?: ResumeFormat;
  pageCount?: number | null;
  language?: Language;
  /** What extraction saw of the layout (shared/schemas/layout.ts, decision 545); absent for text given directly. */
  layout?: {
    multiColumn?: boolean;
    hasTables?: boolean;
    hasTextLayer?: boolean;
    facts?: LayoutFact[];
    /** The file's web links with their words (decision 610): a profile behind "GitHub" is a link given. */
    links?: DocumentLink[];
  };
}

export interface EngineOptions {
  /** The moment "по настоящее время" refers to; injectable so that tests are stable. */
  now?: Date;
}

export interface EngineReport {
  result: AnalysisResult;
  criteria: CriterionFinding[];
  facts: ResumeFacts;
  /** What was read, as stored with the analysis and read by every other feature (shared/schemas/reading.ts). */
  reading: ResumeReading;
}

/** The kinds of section, one list for the engine and the stored reading. */
export type { SectionKind };

export interface Section {
  kind: SectionKind;
  /** The heading as written (trimmed). */
  heading: string;
  /** 0-based line index of the heading. */
  line: number;
  /** Line index after the last line of the section (exclusive). */
  endLine: number;
  /** The heading was written letter-spaced ("О П Ы Т"), which many ATS cannot read. */
  letterSpaced: boolean;
}

export type DateStyle = "month-ru" | "month-en" | "numeric" | "year";

export interface DateRange {
  /** Months since year 0: year * 12 + month (0-based). */
  start: number;
  end: number;
  /** The end was "по настоящее время" / "Present". */
  ongoing: boolean;
  text: string;
  line: number;
  /** [from, to): the characters of the prepared text the range was read from. */
  span: [number, number];
  section: SectionKind | null;
  style: DateStyle;
  /** Whether the range counts as work experience (not education, courses, projects). */
  isWork: boolean;
  /** Time off listed as an entry (parental leave, a career break): not work, and no gap across it. */
  explainsGap?: boolean;
}

/** One range counted as work, for the report: "2019-01" … "present", the job line it belongs to, its section. */
export interface CountedRange {
  start: string;
  end: string;
  label: string;
  section: SectionKind | null;
}

export interface TimelineFacts {
  /** The ranges the total was computed from (education, research, projects, volunteering are never here). */
  counted: CountedRange[];
  /** hh.ru's own total ("Опыт работы — 11 лет 3 месяца"), in months, used as a floor. */
  statedMonths: number | null;
  /** The date the document states it was written or updated ("Last updated: March 2019"), "YYYY-MM". */
  asOf: string | null;
  /** The document's own date from its evidence, and whether it looks old (dates.ts `documentDate`). */
  documentDate: DocumentDateFacts | null;
}

/** The document's own date (decision 575), months as numbers; the reading stores it as `timeline.documentDate`. */
export interface DocumentDateFacts {
  month: number;
  source: "stated" | "latest-date";
  /** The date as written and its line. */
  text: string;
  line: number;
  ageMonths: number;
  looksOld: boolean;
  /** The union of the jobs with "present" read as the document's date when it looks old, else the total. */
  yearsAsOfDocument: number;
}

export interface Interval {
  start: number;
  end: number;
}

export type LinkKind = "linkedin" | "github" | "telegram" | "hh" | "portfolio" | "other";

export interface Link {
  kind: LinkKind;
  url: string;
  /** Looks well-formed (scheme or known host, no spaces, has a path where the site needs one). */
  valid: boolean;
  /** The words a file's hyperlink sits behind when its address is nowhere in the text (decision 610). */
  behind?: string;
}

export interface Contacts {
  emails: string[];
  phones: { raw: string; digits: string; kind: "ru" | "intl" }[];
  /** A template's phone left unfilled: "+7 (9XX) XXX-XX-XX". */
  placeholderPhone: string | null;
  city: string | null;
  links: Link[];
  telegramHandle: string | null;
}

export type Demand = "high" | "medium" | "low";

export interface MatchedSkill {
  /** The dictionary name (Russian where Russian has one): what profiles and criteria compare against. */
  name: string;
  /** The name shown to the user: as spelled in the resume's skills list, else in the resume's language. */
  display: string;
  category: string;
  demand: Demand;
  count: number;
  /** The line it was found on (the first listing, if listed), as a short quote; and its line index. */
  evidence: string;
  line: number;
  /** Times it was listed as a skill (a skills section or a list item), synonyms included ("Lean · Kaizen" = 2); 0 = prose only. Tags written twice are in ResumeFacts.duplicateSkills. */
  listed: number;
  /** Not named in the text but implied by a more specific skill ("1С:ERP" → "1С"). */
  implied?: true;
  /** Every spelling found in the text ("JS", "JavaScript"), first seen first: the vacancy match compares them. */
  surfaces?: string[];
  /** Ended by its maker in this month ("2020-12" for Adobe Flash): no report calls such a stack current (decision 590). */
  obsoleteSince?: string;
}

/** A skill as the report names it: one item of the resume's own list, or a dictionary skill from the text. */
export interface KeySkill {
  /** As written in the resume's skills list, or the dictionary display name. */
  name: string;
  /** Dictionary skills it stands for (empty for a listed skill the dictionary does not know). */
  skills: string[];
  evidence: string;
  line: number;
  source: "skills-list" | "text";
}

export type EducationLevel =
  | "phd"
  | "master"
  | "bachelor"
  | "higher"
  | "incomplete_higher"
  | "vocational"
  | "secondary"
  | "courses";

/** The level of a degree: the doctoral, the master's, the first degree (decision 615). */
export type DegreeLevel = "phd" | "master" | "bachelor";

/** A degree an education entry names, and whether the person still studies for it. */
export interface DegreeEntry {
  level: DegreeLevel;
  studying: boolean;
  /** 0-based line of the degree's name, and that line as written (trimmed). */
  line: number;
  text: string;
}

export interface LanguageSkill {
  language: string;
  level: string | null;
}

export interface PersonalDataHit {
  kind: (typeof PERSONAL_DATA_KINDS)[number];
  sample: string;
}

export interface ProfileMatch {
  id: string;
  title: string;
  /** 0..1 — how clearly the resume points at this profile. */
  confidence: number;
  industries: string[];
  missing: string[];
  expectedCount: number;
  coveredCount: number;
}

/** A research CV's facts (research.ts, decision 435). */
export interface ResearchListing {
  facet: ResearchFacet;
  /** The heading as written. */
  heading: string;
  /** The heading's line and the line after the section. */
  line: number;
  endLine: number;
  /** Entries listed: a reference, a talk, a grant, a course taught. */
  count: number;
  /** Entries that read as full references: a year and a venue or a DOI (publications only). */
  references: number;
  /** An entry names a journal or proceedings. */
  journal: boolean;
  /** The heading says the list is a selection ("Selected publications", «Избранные публикации»). */
  selected: boolean;
}

export interface ResearchIdentifier {
  kind: ResearchIdentifierKind;
  /** As written, clipped. */
  text: string;
  line: number;
}

export interface ResearchFacts {
  isResearchCv: boolean;
  /** What the kind rests on, for the reading and the tests. */
  signals: string[];
  listings: ResearchListing[];
  identifiers: ResearchIdentifier[];
  /** The line that names a doctoral degree (held or in progress), as written. */
  degree: { text: string; line: number } | null;
  /** A title line (the header or a job's) that names a research or faculty post, as written. */
  title: { text: string; line: number } | null;
  /** Lines elsewhere (awards, positions) that name a grant or a fellowship. */
  grantLines: number[];
}

/** A document bundled into the resume's file that is not the resume (decision 780): someone else's letter, a proposal. */
export interface OtherDocument {
  kind: "letter" | "proposal";
  /** Its first line and the line after its last. */
  line: number;
  endLine: number;
  /** How it opens, as written: the letter's salutation, the proposal's first line. */
  opening: string;
  /** The letter's signer as written (the signature's first line), else null. */
  signer: string | null;
}

export interface ResumeFacts {
  language: Language;
  /** Someone else's letter or a proposal found in the file and set aside before reading (decision 780). */
  otherDocuments?: OtherDocument[];
  charCount: number;
  wordCount: number;
  lineCount: number;
  estimatedPages: number;
  /** Letters make up too little of the text: binary garbage, broken encoding or a scan. */
  looksLikeGarbage: boolean;
  name: string | null;
  startsWithResumeWord: boolean;
  contacts: Contacts;
  contactsLine: number | null;
  sections: Section[];
  desiredPosition: string | null;
  salaryMentioned: boolean;
  /** The document is hh.ru's export (its stamp or fixed heading, industries.ts): advice may speak of hh.ru to it. */
  hhExport: boolean;
  workFormatMentioned: boolean;
  dateRanges: DateRange[];
  /** "20XX"-style template placeholders written instead of years. */
  placeholderDates: number;
  experienceRanges: DateRange[];
  /** Which ranges were counted and the cross-checks (see docs/decisions/025-work-timeline.md). */
  timeline: TimelineFacts;
  totalExperienceYears: number;
  /** "Опыт работы — 3 года 2 месяца" as hh.ru writes it, in months. */
  statedExperienceMonths: number | null;
  gaps: { start: number; end: number; months: number }[];
  overlaps: { a: string; b: string; months: number }[];
  shortJobs: number;
  jobsCount: number;
  lastWorkEnd: number | null;
  currentlyEmployed: boolean;
  reverseChronological: boolean | null;
  dateStyles: DateStyle[];
  educationLevel: EducationLevel | null;
  /** The degrees the education entries name (never a certificate's or a job's line), held or studied for. */
  degrees: DegreeEntry[];
  educationText: string;
  coursesCount: number;
  recentCourseYear: number | null;
  skills: MatchedSkill[];
  /** Up to 15 skills for the report, the resume's own skills list first (see skills/key-skills.ts). */
  keySkills: KeySkill[];
  /** Skills listed twice or more in the resume's skills list ("Git … Git"), as written. */
  duplicateSkills: string[];
  profile: ProfileMatch | null;
  languages: LanguageSkill[];
  /** The level the title at the top states (knowledge levelOfTitle), or null; the person's level is the profile's. */
  seniorityStated: Level | null;
  quantifiedLines: string[];
  actionVerbCount: number;
  /** Imperfective past verbs ("разрабатывал"): a process, not a result. */
  processVerbs: string[];
  dutyPhraseCount: number;
  dutyExamples: string[];
  cliches: string[];
  vaguePhrases: string[];
  personalData: PersonalDataHit[];
  firstPersonCount: number;
  bulletLines: number;
  experienceLines: number;
  summaryWords: number;
  formatting: {
    doubleSpaces: number;
    capsWalls: number;
    repeatedPunctuation: number;
    spacingErrors: number;
    longParagraphs: number;
    columnLines: number;
    tableLines: number;
    specialChars: number;
    mojibake: number;
    typos: string[];
    repeatedVerbs: string[];
  };
  /** A research CV and what it lists (research.ts, decision 435). */
  research: ResearchFacts;
  now: number;
}
