/**
 * The reading of a resume (issue 21): what the built-in engine read from the text in one pass — contacts, sections,
 * the dated timeline with the text span of each range, skills with their evidence, and the person (role, family,
 * level, market, confidence). It is stored with the analysis (`analyses.reading`, decision 230) and every feature
 * that needs the person (cover letter, vacancy match, advisor) reads it instead of running the engine again.
 *
 * One schema for the worker (which validates a stored reading before trusting it) and the client. Spans and line
 * numbers refer to the resume's text as the engine prepares it (`prepareText`: line breaks and spaces normalised);
 * every quoted piece is also kept as text, so nothing needs the spans to be shown.
 *
 * READING_VERSION goes up whenever the engine reads differently enough that a stored reading should be redone: a
 * stored reading of an older version is recomputed from the resume's text and saved again on first use.
 */
import { z } from "zod";
import "./zod-config";
import { layoutFactSchema } from "./layout";

export const READING_VERSION = 11;

export const SECTION_KINDS = [
  "contacts",
  "summary",
  "desired",
  "experience",
  "education",
  "skills",
  "projects",
  "courses",
  "languages",
  "achievements",
  "publications",
  "volunteering",
  "interests",
  "references",
  "additional",
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

const sectionKind = z.enum(SECTION_KINDS);
/** "2019-03": a month as the report and the labels write it. */
const monthKey = z.string().regex(/^\d{4}-\d{2}$/);
/** [from, to): character offsets into the prepared text. */
const span = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

export const readingSectionSchema = z.object({
  kind: sectionKind,
  /** The heading as written (trimmed); a glued or letter-spaced heading as read. */
  heading: z.string(),
  /** 0-based line of the heading and the line after the section's last one. */
  line: z.number().int().min(0),
  endLine: z.number().int().min(0),
  letterSpaced: z.boolean(),
});

export const readingContactsSchema = z.object({
  emails: z.array(z.string()),
  phones: z.array(z.object({ raw: z.string(), digits: z.string(), kind: z.enum(["ru", "intl"]) })),
  placeholderPhone: z.string().nullable(),
  city: z.string().nullable(),
  links: z.array(
    z.object({
      kind: z.enum(["linkedin", "github", "telegram", "hh", "portfolio", "other"]),
      url: z.string(),
      valid: z.boolean(),
      /** The words a hyperlink of the file sits behind, when its address is not in the text (decision 610). */
      behind: z.string().optional(),
    }),
  ),
  telegramHandle: z.string().nullable(),
});

export const readingRangeSchema = z.object({
  /** Months since year 0 (year × 12 + month − 1): plain integer arithmetic for merging and gaps. */
  startMonth: z.number().int(),
  endMonth: z.number().int(),
  start: monthKey,
  /** "present" for an ongoing range. */
  end: z.union([monthKey, z.literal("present")]),
  ongoing: z.boolean(),
  /** The range as written, spaces collapsed: «март 2019 – по н. в.». */
  text: z.string(),
  /** Where it was read from: the line of its start and its characters (a column range spans several lines). */
  line: z.number().int().min(0),
  span,
  section: sectionKind.nullable(),
  style: z.enum(["month-ru", "month-en", "numeric", "year"]),
  /** Counted as work (not education, courses, projects, volunteering). */
  isWork: z.boolean(),
  /** The job line it belongs to (its own words, or the nearest worded line). */
  label: z.string(),
});

/**
 * The document's own date, read from its own evidence (decision 575): the date it states ("Last updated: March 2019",
 * «Резюме обновлено …») or else the newest date written anywhere in it (a range's end or start, a publication's or a
 * course's year). The checks say a document "looks old" from this fact, with its text and line, instead of searching
 * again; the years it supports (`yearsAsOfDocument`) are what the report may claim of an old document.
 */
export const readingDocumentDateSchema = z.object({
  /** The month the document speaks from (a year written alone counts as its December). */
  month: monthKey,
  /** "stated": the document says when it was written or updated; "latest-date": its newest date anywhere. */
  source: z.enum(["stated", "latest-date"]),
  /** The date as written («обновлено 12 марта 2019», "2009", «2015 – 2016») and the 0-based line it stands on. */
  text: z.string(),
  line: z.number().int().min(0),
  /** Whole months from that date to the reading's "present" (`readAt`). */
  ageMonths: z.number().int(),
  /**
   * The document looks old: a stated date 18 months or more ago with no range starting after it; or, read from its
   * newest date, four years or more with every range closed, or eight years or more when that date is a year or more
   * after the start of a range it still calls current ("2001 – present" beside nothing written after 2009).
   */
  looksOld: z.boolean(),
  /**
   * Years of work the document itself supports: its "present" ends at its own date when it looks old (otherwise the
   * same as `totalYears`, which counts "present" as today, the labels' convention).
   */
  yearsAsOfDocument: z.number().min(0),
});

export const readingTimelineSchema = z.object({
  ranges: z.array(readingRangeSchema),
  /** Union of the work ranges, floored by hh.ru's stated total. */
  totalYears: z.number().min(0),
  /** hh.ru's own total («Опыт работы — 11 лет 3 месяца»), in months. */
  statedMonths: z.number().int().min(0).nullable(),
  /** The date the document says it was written or updated. */
  asOf: monthKey.nullable(),
  /** The document's own date from its evidence and whether it looks old (null: no date in it at all). */
  documentDate: readingDocumentDateSchema.nullable(),
  jobsCount: z.number().int().min(0),
  currentlyEmployed: z.boolean(),
  lastWorkEnd: monthKey.nullable(),
  gaps: z.array(z.object({ start: monthKey, end: monthKey, months: z.number().int() })),
  shortJobs: z.number().int().min(0),
  reverseChronological: z.boolean().nullable(),
});

export const readingSkillSchema = z.object({
  /** The dictionary name: what profiles and matching compare. */
  name: z.string(),
  /** As the resume spells it (its skills list first), else in the resume's language. */
  display: z.string(),
  category: z.string(),
  demand: z.enum(["high", "medium", "low"]),
  count: z.number().int().min(0),
  /** The line it was found on, as a short quote, and that line's index. */
  evidence: z.string(),
  line: z.number().int(),
  /** Times listed as a skill (0 = only in prose). */
  listed: z.number().int().min(0),
  /** Not named but implied by a more specific skill («1С:ERP» → «1С»). */
  implied: z.literal(true).optional(),
  /** Every spelling met in the text. */
  surfaces: z.array(z.string()).optional(),
  /**
   * Ended by its maker ("2020-12": Adobe Flash; "2014-04": Windows XP), from the vendors' end-of-life notices
   * (worker/analysis/knowledge/skills.obsolete.ts, decision 590). Absent = no dated end known.
   */
  obsoleteSince: z
    .string()
    .regex(/^\d{4}(?:-\d{2})?$/u)
    .optional(),
});

export const readingKeySkillSchema = z.object({
  name: z.string(),
  skills: z.array(z.string()),
  evidence: z.string(),
  line: z.number().int(),
  source: z.enum(["skills-list", "text"]),
});

export const readingPersonSchema = z.object({
  name: z.string().nullable(),
  /** The desired position: the resume's own words (a «Желаемая должность» section, a label, the title line). */
  desiredPosition: z.string().nullable(),
  /** The role in the person's words (headline or latest job title). */
  role: z.string().nullable(),
  /** The role family (the labels' vocabulary), or null when titles and skills do not agree enough. */
  family: z.string().nullable(),
  level: z.enum(["student_intern", "junior", "middle", "senior", "lead_manager", "executive"]).nullable(),
  market: z.enum(["ru", "international"]),
  /** 0..1: how clearly titles and skills agree. */
  confidence: z.number().min(0).max(1),
  yearsInRole: z.number().min(0),
  /**
   * Years of the dated jobs in the person's family (the target or latest role's; untitled jobs count, internships
   * do not), as of the document's date: next to `timeline.totalYears`, what a career changer has in the new field.
   * The level, the next step and the level advice read it when `careerChange` is true (decision 530).
   */
  yearsInField: z.number().min(0),
  /** The dated jobs show a move between fields: jobs outside the family and far fewer years in it than overall. */
  careerChange: z.boolean(),
  internships: z.number().int().min(0),
  /** The skill profile the expectations are read against (skills/profiles.ts), if one fits. */
  profile: z
    .object({
      id: z.string(),
      title: z.string(),
      confidence: z.number(),
      missing: z.array(z.string()),
      industries: z.array(z.string()),
    })
    .nullable(),
});

export const readingEducationSchema = z.object({
  level: z
    .enum(["phd", "master", "bachelor", "higher", "incomplete_higher", "vocational", "secondary", "courses"])
    .nullable(),
  /**
   * The degrees the education entries name (decision 615): never a certificate's, a course's or a job's line.
   * "studying": the entry says it is still studied for ("expected 2027", "2023 – present", «студент 3 курса», a PhD
   * student); the level above counts held degrees only.
   */
  degrees: z.array(
    z.object({
      level: z.enum(["phd", "master", "bachelor"]),
      status: z.enum(["held", "studying"]),
      text: z.string(),
      line: z.number().int().min(0),
    }),
  ),
  coursesCount: z.number().int().min(0),
  recentCourseYear: z.number().int().nullable(),
  languages: z.array(z.object({ language: z.string(), level: z.string().nullable() })),
});

/** Kinds of personal detail the analysis advises leaving out of a resume. */
export const PERSONAL_DATA_KINDS = [
  "passport",
  "marital",
  "children",
  "birth",
  "nationality",
  "citizenship",
  "religion",
  "photo",
  "snils_inn",
  "health",
] as const;

export const readingPersonalSchema = z.object({
  kind: z.enum(PERSONAL_DATA_KINDS),
  /** The words as the resume writes them («Семейное положение: замужем»). */
  sample: z.string(),
});

/** What a research CV lists (decision 435): the facets of its headings. */
export const RESEARCH_FACETS = ["publications", "talks", "grants", "teaching"] as const;
export const RESEARCH_IDENTIFIER_KINDS = [
  "orcid",
  "scopus",
  "researcherid",
  "scholar",
  "researchgate",
  "hindex",
  "elibrary",
  "profile",
] as const;

const lineQuote = z.object({ text: z.string(), line: z.number().int().min(0) });

/**
 * The document's kind and its research facts (decision 435): a research CV is judged by a research reader's
 * conventions (publications, grants, talks, teaching, author identifiers), not a commercial resume's.
 */
export const readingResearchSchema = z.object({
  kind: z.enum(["research_cv", "resume"]),
  /** What the kind rests on: the facets listed, the identifiers, "degree", "title". */
  signals: z.array(z.string()),
  /** Each research section: its facet, heading, lines [line, endLine) and what it lists. */
  listings: z.array(
    z.object({
      facet: z.enum(RESEARCH_FACETS),
      heading: z.string(),
      line: z.number().int().min(0),
      endLine: z.number().int().min(0),
      count: z.number().int().min(0),
      /** Entries with a year and a venue or a DOI. */
      references: z.number().int().min(0),
      journal: z.boolean(),
      selected: z.boolean(),
    }),
  ),
  identifiers: z.array(z.object({ kind: z.enum(RESEARCH_IDENTIFIER_KINDS), text: z.string(), line: z.number().int() })),
  /** The line naming a doctoral degree (held or in progress). */
  degree: lineQuote.nullable(),
  /** A research or faculty title line. */
  title: lineQuote.nullable(),
  /** Lines outside the grants section that name a grant or a fellowship. */
  grantLines: z.array(z.number().int().min(0)),
});

export const resumeReadingSchema = z.object({
  version: z.number().int().min(1),
  /** The month "present" meant when the resume was read. */
  readAt: monthKey,
  language: z.enum(["ru", "en"]),
  size: z.object({
    chars: z.number().int().min(0),
    words: z.number().int().min(0),
    lines: z.number().int().min(0),
    /** Letters are too few: binary garbage, broken encoding or a scan. */
    looksLikeGarbage: z.boolean(),
  }),
  contacts: readingContactsSchema,
  sections: z.array(readingSectionSchema),
  timeline: readingTimelineSchema,
  skills: z.array(readingSkillSchema),
  /** Up to 15 skills for the report, the resume's own list first. */
  keySkills: z.array(readingKeySkillSchema),
  person: readingPersonSchema,
  education: readingEducationSchema,
  /** Personal details the analysis advises removing (the reworked resume leaves their lines out). */
  personal: z.array(readingPersonalSchema),
  /** Lines the features quote: measurable results, duty phrasing, imperfective verbs. */
  lines: z.object({
    quantified: z.array(z.string()),
    duties: z.array(z.string()),
    processVerbs: z.array(z.string()),
  }),
  research: readingResearchSchema,
  /**
   * What extraction saw of the file's layout — columns, tables, text boxes, text-less pages, broken characters —
   * each with its evidence (shared/schemas/layout.ts, decision 545). Absent when the text came without a file.
   */
  layout: z.object({ facts: z.array(layoutFactSchema) }).optional(),
});

export type ResumeReading = z.infer<typeof resumeReadingSchema>;
export type ReadingRange = z.infer<typeof readingRangeSchema>;
export type ReadingSkill = z.infer<typeof readingSkillSchema>;
export type ReadingSection = z.infer<typeof readingSectionSchema>;
export type ReadingDocumentDate = z.infer<typeof readingDocumentDateSchema>;
export type ReadingResearch = z.infer<typeof readingResearchSchema>;
