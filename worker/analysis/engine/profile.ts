/**
 * Who the person is, as a recruiter reads it: role family, level and the market the resume addresses
 * (decision 070). Titles decide first — the headline under the name or the desired position, then the latest job
 * titles — and the skill profile (skills/profiles.ts) only breaks ties, because skills alone mislead (a CTO knows
 * SQL, an accountant lists Excel). The level is read from titles as well, then checked against the years spent in
 * the target family as of the document's own date; a career changer is judged in the new role.
 * Weak evidence gives `role_family: null` and the report turns neutral instead of guessing.
 */

import { type Activity, activityOf, heldInMembersBody, isSidePost } from "../knowledge/activities";
import type { Level, RoleFamily } from "../knowledge/families";
import { familyOfStudies } from "../knowledge/fields";
import { RU_MARKET_ONLY } from "../knowledge/markets";
import {
  englishHeadNamesPerson,
  familyOfEntryParts,
  familyOfTitle,
  fieldsOfDuties,
  hasSentenceWord,
  isExecutiveTitle,
  isGenericTitle,
  levelOfTitle,
  opensWithTitle,
  readsAsJobTitle,
  russianHeadNamesPerson,
  type TitleWords,
  titleSpan,
  titleWords,
} from "../knowledge/professions";
import { namesakeAbroad, seeksAbroad } from "../knowledge/regions";
import { EN_MONTH_SRC, RU_MONTH_SRC } from "../recognisers/months";
import { COMPANY_MARK, mergeIntervals, PRESENT_SRC, summaryYears } from "./dates";
import { DOCTORAL_DEGREE, HIGHER_EDUCATION_INSTITUTION } from "./education";
import { ROLE_WORDS, roleOrNone } from "./facts";
import { nameInLatin } from "./name-shape";
import { findPersonalData } from "./personal";
import { cleanPhrase, cleanTitle } from "./quotes";
import { headingOf, sectionIndex } from "./sections";
import { SKILL_BY_NAME } from "./skills/dictionary";
import { foldCase, foldedHead, type PreparedText, prepareText, unique, WordPattern } from "./text";
import type { DateRange, Language, ResumeFacts, Section, SectionKind } from "./types";

// Role families and levels are the knowledge layer's vocabulary (below the engine); re-exported for the engine.
export { LEVELS, type Level, type RoleFamily } from "../knowledge/families";

export type Market = "ru" | "international";

export interface CandidateProfile {
  /** The role in the person's own words (headline or latest job title), or null. */
  role: string | null;
  role_family: RoleFamily | null;
  seniority: Level | null;
  /** 0..1: how clearly titles and skills agree. */
  confidence: number;
  /** Which job market the advice should address. */
  market: Market;
  /**
   * False when the market is a guess (an English resume naming a Russian city and nothing else, decision 720): no
   * comparison with one market's vacancies is built on it. Not stored in the reading.
   */
  market_sure?: boolean;
  /** Years spent in the target family as of the document's date (career changers count only the new role). */
  years_in_role: number;
  /**
   * Years of the dated jobs in the target family (untitled jobs included, internships not), as of the document's
   * date — what a career changer has in the new field, next to the total (decision 530). Unlike `years_in_role`, a
   * total the summary states does not replace it. Absent where no jobs were read.
   */
  years_in_field?: number;
  /** Dated jobs whose title says internship: short by design, never "job hopping" or a gap to explain. */
  internships: number;
  /**
   * Whether the dated jobs show a move between fields: some job outside the target family and far fewer years in it
   * than overall. False when the recent work is already the target role (no «ты меняешь сферу» to a person in it);
   * absent where no jobs were read.
   */
  career_change?: boolean;
  /**
   * The dated jobs' date lines and the family each job's title (or its duties) names: what field a line under a job is
   * in, for the writer's ranking of strengths by the person's field (decision 595). Absent where no jobs were read.
   */
  jobs?: readonly { line: number; family: RoleFamily | null }[];
  /**
   * The title line at the top (under the name) when it reads as a job title in any family's vocabulary, e.g.
   * «Диспетчер службы доставки»: the desired position, also where the facts' shorter list of role words missed it.
   */
  headline: string | null;
}

/** Russian names of the families, for the report. */
export const FAMILY_LABELS: Readonly<Record<RoleFamily, string>> = {
  software_engineering: "разработка ПО",
  data_ml: "данные и машинное обучение",
  devops_sre: "DevOps и инфраструктура",
  qa_testing: "тестирование",
  "1c_erp": "1С и ERP",
  it_support: "ИТ-поддержка",
  product_project_management: "управление продуктом и проектами",
  design: "дизайн",
  sales: "продажи",
  marketing: "маркетинг",
  accounting_finance: "бухгалтерия и финансы",
  hr_recruiting: "HR и подбор",
  legal: "право",
  hospitality_food: "гостеприимство и общепит",
  retail: "розничная торговля",
  education_teaching: "образование и преподавание",
  engineering_manufacturing: "инженерия и производство",
  logistics_transport: "логистика и транспорт",
  executive_management: "общее руководство",
  research_academia: "наука и исследования",
  administrative_office: "офис и администрирование",
  other: "другая сфера",
};

export const LEVEL_LABELS: Readonly<Record<Level, string>> = {
  student_intern: "студент / стажёр",
  junior: "junior (начальный)",
  middle: "middle (самостоятельный специалист)",
  senior: "senior (опытный специалист)",
  lead_manager: "руководитель команды или направления",
  executive: "топ-менеджер",
};

/** The skill profile's id (skills/profiles.ts) → its family; "management" is too broad to decide alone. */
export const PROFILE_FAMILY: Readonly<Record<string, RoleFamily>> = {
  frontend: "software_engineering",
  backend: "software_engineering",
  mobile: "software_engineering",
  onec: "1c_erp",
  qa: "qa_testing",
  devops: "devops_sre",
  data: "data_ml",
  analyst: "product_project_management",
  pm: "product_project_management",
  design: "design",
  accounting: "accounting_finance",
  sales: "sales",
  marketing: "marketing",
  hr: "hr_recruiting",
  hospitality: "hospitality_food",
  law: "legal",
  support: "it_support",
  management: "executive_management",
  engineering: "engineering_manufacturing",
  logistics: "logistics_transport",
  teacher: "education_teaching",
  systems: "software_engineering",
  quant: "accounting_finance",
  tutor: "education_teaching",
  retail: "retail",
};

/** Someone still studying: «студентка 4 курса», "Expected graduation 2026", "PhD candidate". */
const STUDYING = new WordPattern(
  /(?:student|студент\p{L}*|обучаюсь|учусь|expected|ожидаемый выпуск|candidate)(?![\p{L}])/u,
);
/** People whose title says they lead: "led a team of 12", "руководил командой из 8", "managing nine staff". */
const TEAM_SCOPE =
  /(?:led|lead|leading|managed|managing|manages|supervised|supervising|supervises|oversaw|overseeing|руководил\p{L}*|руковожу|управлял\p{L}*|управляю)\s+(?:a\s+|the\s+|an?\s+)?(?:team|staff|department|group|office|командой|отделом|группой|коллективом|\d+|[a-z]+\s+(?:staff|employees|people|engineers))/u;

const MONTHS_IN_YEAR = 12;

/**
 * The tuned constants that decide the role family (decision 070, named in decision 220). Votes by where a title
 * stands: the headline or desired position says most, the summary's opening next, the latest job more than the two
 * before it; the skill profile votes in proportion to its confidence; a field of study only for someone with no
 * job title of their own (a student, a graduate).
 */
const VOTE = {
  headline: 4,
  summary: 2,
  latestJob: 2.5,
  earlierJob: 1,
  skills: 2.5,
  /** A CFO is finance whatever else the titles say. */
  cfo: 5,
  /** A CTO leads the engineering family of his skills. */
  cto: 4,
  /** "Ph.D. candidate" with no job title. */
  doctoralStudent: 3,
  /** The field of study of someone with no job title of their own (a student, a graduate). */
  fieldOfStudy: 1.5,
  /** The share of a job's vote its duties give when its title names no field (the weakest title evidence). */
  dutiesShare: 0.5,
  /**
   * The share of an earlier job's vote an internship gives ("Стажер-разработчик" before «Разработчик машинного
   * обучения»): beside a skill profile of its field it outvoted the current post (decision 585).
   */
  internshipShare: 0.5,
  /** A research CV (research.ts): its publications, grants and identifiers say research whatever the titles say. */
  researchCv: 2.5,
} as const;
/** "Director", "Manager" alone lose to a profession whose votes reach this share of theirs. */
const GENERIC_LOSES_AT = 0.6;
/** Votes at which one family's lead counts in full; fewer scale the confidence down. */
const FULL_STRENGTH_VOTES = 4;
/** The winner's share of its and the runner-up's votes below which the evidence is split and the family unknown. */
const SPLIT_SHARE = 0.55;
/** Below this confidence the family is null and the report turns neutral («профиль не определён однозначно»). */
const SURE_CONFIDENCE = 0.35;
/**
 * The latest jobs whose titles vote: the three a recruiter reads first. Older jobs describe a career the person may
 * have left (a career changer is judged in the new role).
 */
const JOBS_VOTING = 3;
/** A job title sits on its date line or near it: the same line, then above before below, nearest first. */
const TITLE_OFFSETS = [0, -1, 1, -2, 2, -3] as const;
/** Longer lines are descriptions, not a job's title line ("Nexus AI, Co-Founder & CTO, San Francisco, CA"). */
const TITLE_LINE_MAX_CHARS = 120;
/** The summary's opening sentence or two, where "Determined Accountant with three years…" names the role. */
const SUMMARY_OPENING_CHARS = 160;
/** A student with no title, no field and no skill profile is «другая сфера» (the labels' convention) this surely. */
const STUDENT_WITHOUT_ROLE_CONFIDENCE = 0.4;

/**
 * The title questions of one analysis, answered once each: titleNear, cleanRole, the votes and the level checks ask
 * about the same lines and titles many times, and each answer runs up to 23 title patterns. Per call, never shared
 * between analyses.
 */
interface TitleReader {
  family(title: string): RoleFamily | null;
  /** The family a field of work names alone ("healthcare", "Marketing or Public Relations"). */
  field(title: string): RoleFamily | null;
  level(title: string): Level | null;
  /** The title names its family by a generic head only ("Integration Engineer", «Администратор»). */
  generic(title: string): boolean;
}

function remembered<K, V>(memo: Map<K, V>, key: K, compute: (key: K) => V): V {
  if (memo.has(key)) return memo.get(key) as V;
  const value = compute(key);
  memo.set(key, value);
  return value;
}

function titleReader(): TitleReader {
  const families = new Map<string, RoleFamily | null>();
  const levels = new Map<string, Level | null>();
  const generics = new Map<string, boolean>();
  // A title's words are read once for both questions.
  const read = new Map<string, TitleWords>();
  const wordsOf = (title: string): TitleWords => remembered(read, title, titleWords);
  return {
    family: (title) => remembered(families, title, () => familyOfTitle(wordsOf(title))),
    field: (title) => familyOfTitle(wordsOf(title), { fieldAlone: true }),
    level: (title) => remembered(levels, title, () => levelOfTitle(wordsOf(title))),
    generic: (title) => remembered(generics, title, () => isGenericTitle(wordsOf(title))),
  };
}

interface Job {
  title: string;
  family: RoleFamily | null;
  range: DateRange | null;
  /** The line the title was read from. */
  titleLine?: number | null;
  /** The field the duties under a generic or missing title name (dutiesField). */
  duties?: RoleFamily | null;
}

/**
 * A job's title line may carry a label: «Должность: инженер-программист.», "Position: Compliance Manager",
 * "Job title: Accountant". What follows the label is the title, whatever punctuation ends it.
 */
const TITLE_LABEL = /^(?:job title|position title|title|position|role|должность|позиция)\s*[:–—-]\s*/iu;

/** A line of a date written in a column of its own: "October 2011", "to", "Current", «по н.в.». */
const DATE_COLUMN_CHARS = 24;

/** What may follow a date range at a line's end: the dot of "Pres." or «н.в.», a bracket, a comma. */
const AFTER_DATE = /^[\s.,;:|)\]–—-]*$/u;

/** A line as a title reader sees it: a title label cut off, and whether a date range ends the line. */
interface JobLine {
  text: string;
  labelled: boolean;
  /**
   * A date range ends the line: "Store Manager, Hollis Home Goods Mar. 2019 – Pres.", «Ведущий инженер, ПАО «…»
   * 01.2021 – по н.в.», "Production Supervisor, Lakeshore Snacks Inc. — Jan 2020 – Present". Its final dot is the
   * date's, not a sentence's.
   */
  endsWithDate: boolean;
}

/** A list item's marker: a bullet or a number before the words. */
const LIST_MARKER = /^\s*(?:[•·▪■◦●►▶➢✓✔]|\d{1,2}[.)])\s+/u;

interface JobLines {
  line(i: number): JobLine;
  /** The line a range ends on: "October 2011 / to / August 2015" ends two lines below its start. */
  lastLine(range: DateRange): number;
}

/** The lines of the job entries, answered once per line and analysis. */
function jobLines(
  lines: readonly string[],
  ranges: readonly DateRange[],
  sections: readonly Section[],
  titles: TitleReader,
  jobRanges: readonly DateRange[],
): JobLines {
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  const spanEnd = (range: DateRange): number => {
    let i = range.line;
    while (i + 1 < lines.length && starts[i + 1]! < range.span[1]) i++;
    return i;
  };
  // A range set in a column of its own ends where its span ends; one whose span runs through a two-column job
  // ("Октябрь Теком, …" / "2022 - Senior Software Engineer" / "Текущий" / "момент") is read from its first line.
  const lastLine = (range: DateRange): number => {
    const end = spanEnd(range);
    return lines.slice(range.line, end + 1).every((l) => l.trim().length <= DATE_COLUMN_CHARS) ? end : range.line;
  };
  // The lines a range ends on, with the column it ends at.
  const ends = new Map<number, number[]>();
  for (const range of ranges) {
    const i = spanEnd(range);
    ends.set(i, [...(ends.get(i) ?? []), range.span[1] - starts[i]!]);
  }
  // A heading glued to its section's first line («Опыт работы Делопроизводитель», "EXPERIENCE Senior Engineer"):
  // the section finder knows the heading's words; what follows them is the first line of the section.
  const headings = new Map(sections.map((s) => [s.line, s.heading]));
  // A list item that opens with a counted job's range is a job written as a list item («• 2024–2026 гг.
  // Переводчик»; Word list paragraphs keep their bullets: decision 610): an entry line, its marker no sign of a duty.
  // A range inside or at the end of a list item, or a study's, leaves it as it is: on the validation half a title
  // read from such an item ("• … (2016 – present)") gave one more wrong family and no right one.
  const openers = new Set<number>();
  for (const range of jobRanges) {
    const marker = LIST_MARKER.exec(lines[range.line] ?? "");
    if (marker && range.span[0] - starts[range.line]! <= marker[0].length) openers.add(range.line);
  }
  const memo = new Map<number, JobLine>();
  const line = (i: number): JobLine =>
    remembered(memo, i, () => {
      const listed = lines[i] ?? "";
      const endsWithDate = (ends.get(i) ?? []).some((column) => AFTER_DATE.test(listed.slice(column)));
      const raw = openers.has(i) ? listed.replace(LIST_MARKER, "") : listed;
      const trimmed = raw.trim();
      // The finder may have kept the whole line as the heading («Опыт работы Делопроизводитель» reads as one by its
      // root): its first words that are a heading of the same kind, before a title, are then the heading.
      const found = headings.get(i);
      const heading = found === trimmed ? headingBeforeTitle(trimmed, titles) : found;
      const text =
        heading && trimmed.length > heading.length && trimmed.startsWith(heading)
          ? trimmed.slice(heading.length).replace(/^[\s:|–—-]+/u, "")
          : trimmed;
      const label = TITLE_LABEL.exec(text);
      return label
        ? { text: text.slice(label[0].length).trim(), labelled: true, endsWithDate }
        : { text, labelled: false, endsWithDate };
    });
  return { line, lastLine };
}

/** A heading is at most this many words ("Опыт работы", "Professional Experience", "Work History"). */
const HEADING_MAX_WORDS = 3;

/** "Опыт работы Делопроизводитель": the heading's words when the rest of the line is a job title, else undefined. */
function headingBeforeTitle(line: string, titles: TitleReader): string | undefined {
  const kind = headingOf(line)?.kind;
  const words = line.split(/\s+/u);
  for (let size = Math.min(HEADING_MAX_WORDS, words.length - 1); size > 0; size--) {
    const head = words.slice(0, size).join(" ");
    if (headingOf(head)?.kind === kind && titles.family(words.slice(size).join(" ")) !== null) return head;
  }
  return undefined;
}

/** Whether a line reads as a job title (where it may stand is the caller's question). */
function isTitleLine(line: JobLine, titles: TitleReader): boolean {
  const { text } = line;
  // Bullets are duties ("• Built infrastructure serving 2M requests"), not titles. (The cheap tests come first.)
  if (
    !text ||
    text.length > TITLE_LINE_MAX_CHARS ||
    // … but Markdown's bold ("**Line Cook** | *Chop Steakhouse*") is a title's emphasis, not a bullet.
    /^(?:[-–—•·▪■◦●+►▶➢✓✔]|\*(?!\*))/u.test(text) ||
    (!line.labelled && !line.endsWithDate && /[.;]$/.test(text)) ||
    headingOf(text) ||
    !shapedAsTitle(text)
  )
    return false;
  // An entry line names its title among its parts («Частная практика, Москва – психолог, коуч»); a line with a colon
  // is a field or a duty («приложение для сферы ЖКХ: -> App Store»), not an entry.
  return (
    ROLE_WORDS.test(foldCase(text)) ||
    titles.family(text) !== null ||
    (!text.includes(":") && familyOfEntryParts(text) !== null)
  );
}

/**
 * A duty starts with a verb in the past tense and goes on in lower case: "Initiated daily store counts", «Разработал
 * систему учёта», «Руководила отделом». A title in sentence case may start with a participle of the same shape
 * ("Registered nurse", "Certified nursing assistant"): it is one when its first words are a title of their own.
 */
const PAST_TENSE_START =
  /^(?:\p{Lu}?\p{Ll}{2,}ed|[А-ЯЁ]?[а-яё]{2,}(?:ал|ил|ял|ел|ыл)(?:а|и|ось|ся|ась|ись)?)\s+\p{Ll}/u;
/** A heading of the experience kind with its qualifiers: «Исследовательский и проектный опыт», "Research experience". */
const QUALIFIED_HEADING_MAX_WORDS = 5;

/** A line or a sentence that opens with a past-tense verb, not with a participle titles start with. */
const startsWithDuty = (text: string): boolean => PAST_TENSE_START.test(text) && !opensWithTitle(text);

/**
 * A role must look like a title (issue 21's third kind of miss: the role read from a sentence or a heading). Not a
 * duty that starts with a verb, not a heading of the experience kind whose last word names it («… опыт»).
 */
function shapedAsTitle(text: string): boolean {
  const words = text.split(/\s+/u);
  if (startsWithDuty(text)) return false;
  if (words.length <= QUALIFIED_HEADING_MAX_WORDS && words.length > 1) {
    const last = words.at(-1)!.replace(/[^\p{L}]/gu, "");
    if (headingOf(last)?.kind === "experience") return false;
  }
  return true;
}

/**
 * A job title sits on the date line, just above it or just below it ("Nexus AI, Co-Founder & CTO" / "June 2023 –
 * present"); a range written over several lines ("October 2011 / to / August 2015") is looked below from its last.
 */
function titleNear(
  range: DateRange,
  lastLine: number,
  isTitle: (i: number) => boolean,
  lines: readonly string[],
  namesAPost: (i: number) => boolean,
): number | null {
  // hh.ru's export and LinkedIn's profile PDF set the entry as dates / duration / employer / place / the employer's
  // industries («Информационные технологии, системная интеграция, интернет») / title: below a duration line the title
  // is the first line of the entry's head that names a post by the professions knowledge, never above the dates — an
  // industry's words are no title («технологии» is no «технолог»).
  if (DURATION.test(lines[lastLine + 1]?.trim() ?? "")) {
    if (isTitle(lastLine)) return lastLine;
    for (let i = lastLine + 2; i <= lastLine + ENTRY_HEAD_LINES; i++) if (namesAPost(i)) return i;
    return null;
  }
  for (const offset of TITLE_OFFSETS) {
    const i = offset > 0 ? lastLine + offset : range.line + offset;
    if (isTitle(i)) return i;
  }
  if (lastLine > range.line && isTitle(lastLine)) return lastLine;
  return null;
}

/**
 * How long a job lasted, on a line of its own under the dates: «2 года 10 месяцев», «3 месяца», "1 yr 4 mos",
 * "(2 years)" — hh.ru's export and LinkedIn's profile PDF.
 */
const DURATION =
  /^\(?(?:\d{1,2}\s*(?:год|года|лет|г\.|месяц|месяца|месяцев|мес\.?|yrs?|years?|mos?|months?)\s*(?:и\s*|and\s*)?)+\)?$/iu;
/** Lines under the dates that hold an entry's head: duration, employer, place, industries, title (hh.ru). */
const ENTRY_HEAD_LINES = 7;

function jobsOf(lines: readonly string[], facts: ResumeFacts, titles: TitleReader): Job[] {
  const byLine = sectionIndex(facts.sections, lines.length);
  const inExperience = (i: number): boolean =>
    byLine[i] === "experience" || byLine[i] === null || byLine[i] === "summary";
  const { line: jobLine, lastLine } = jobLines(lines, facts.dateRanges, facts.sections, titles, facts.experienceRanges);
  // Neighbouring date lines look at the same lines around them: judge each line once.
  const titleLines = new Map<number, boolean>();
  const isTitle = (i: number): boolean => remembered(titleLines, i, () => isTitleLine(jobLine(i), titles));
  const roles = new Map<string, string>();
  const jobStarts = new Set(facts.experienceRanges.map((range) => range.line));
  const jobs: Job[] = facts.experienceRanges.map((range) => {
    // A counted range's title is in its own section, whichever the heading reader put it in (a job after
    // «Технологии и инструменты: …» read as a heading, a job in the counted jobs' layout under another heading).
    const inEntry = (i: number): boolean => (inExperience(i) || byLine[i] === byLine[range.line]) && isTitle(i);
    const namesAPost = (i: number): boolean =>
      inEntry(i) && (titles.family(jobLine(i).text) !== null || titles.level(jobLine(i).text) !== null);
    const at = titleNear(range, lastLine(range), inEntry, lines, namesAPost);
    const line = at === null ? "" : jobLine(at).text;
    // "Northgate Logistics, Chicago, IL — Chief Financial Officer": the employer's name is not the role.
    const role = remembered(roles, line, () => cleanRole(line, titles) ?? line);
    const title = at === null ? role : withDepartment(role, at, range, jobLine, jobStarts, titles);
    // «Частная практика, Москва – психолог, коуч»: the employer beside the title hides it from the whole line.
    return { title, family: title ? (titles.family(title) ?? familyOfEntryParts(title)) : null, range, titleLine: at };
  });
  // A generic head or an untitled job among those that vote: the field its duties name, if they name one clearly.
  for (const job of latestFirst(jobs).slice(0, JOBS_VOTING))
    if (job.range && (job.family === null || titles.generic(job.title) || job.family === "executive_management"))
      job.duties = dutiesField(lines, job.titleLine ?? job.range.line, job.range.line, jobStarts, byLine);
  if (jobs.length) return jobs;
  // No dated jobs: short title-like lines of the experience section still say what the person did.
  return lines
    .flatMap((line, i): Job[] => {
      const text = line.trim();
      return byLine[i] === "experience" &&
        text.length >= 3 &&
        text.length <= 90 &&
        !/[.;]$/.test(text) &&
        ROLE_WORDS.test(foldCase(text))
        ? [{ title: text, family: titles.family(text), range: null }]
        : [];
    })
    .slice(0, 6);
}

/** A department or practice line under a title is a few words long: "Regulatory Advisory Services". */
const DEPARTMENT_MAX_WORDS = 5;
/** Lines under a title read for its department: the next two (a date line between them is skipped). */
const DEPARTMENT_LINES = 2;

/**
 * "Manager" / "Regulatory Advisory Services" / "PricewaterhouseCoopers …": a generic head (general management or no
 * family: "Manager", "Vice President", «Ведущий специалист») whose field of work stands on the short line under it
 * — the department or practice — keeps that field, as "Director, Finance" does (withField). An employer's line is
 * no department ("Standard Chartered Bank", «ООО «Медиа»»): a company form or an employer's quote marks rule it out.
 */
function withDepartment(
  role: string,
  at: number,
  range: DateRange,
  line: (i: number) => JobLine,
  jobStarts: ReadonlySet<number>,
  titles: TitleReader,
): string {
  // A specific title ("Accountant", "CEO") has its field already.
  if (titles.family(role) !== null && !titles.generic(role)) return role;
  for (let i = at + 1, seen = 0; seen < DEPARTMENT_LINES && i <= at + DEPARTMENT_LINES + 1; i++) {
    if (i === range.line) continue;
    // The line of another job's dates, or the one just above it, is that job's title ("Network Engineer").
    if (jobStarts.has(i) || jobStarts.has(i + 1)) break;
    const { text } = line(i);
    if (!text) continue;
    seen++;
    const field = withoutDates(text);
    if (
      !field ||
      field.split(/\s+/u).length > DEPARTMENT_MAX_WORDS ||
      /[.;:«»"“”]|^[-–—•·▪■◦●*+►▶➢✓✔]/u.test(field) ||
      COMPANY_MARK.test(foldCase(field)) ||
      headingOf(field)
    )
      continue;
    // A line with a head, a role noun or a level is a title (the next job's, "Инженер NOC"), not a department.
    const named = ROLE_WORDS.test(foldCase(field)) || titles.level(field) !== null ? null : titles.field(field);
    if (named !== null && named !== "executive_management") return `${role}, ${field}`;
  }
  return role;
}

/** Lines of duties read under a job: up to the next job's dates, at most this many. */
const DUTY_LINES = 15;
/** Words of one field the duties must name to decide, and how many times the next field's. */
const DUTY_MIN_WORDS = 3;
const DUTY_MARGIN = 2;

/**
 * "Vice President" over "Financial Control: … treasury management, financial accounting, audits, taxation …": the
 * field of work the duties under a generic head name (fieldsOfDuties, the professions knowledge), when one field
 * has at least DUTY_MIN_WORDS words and DUTY_MARGIN times the next one's. The lines run from the title to the next
 * job's dates; a heading ends them.
 */
function dutiesField(
  lines: readonly string[],
  titleLine: number,
  dateLine: number,
  jobStarts: ReadonlySet<number>,
  byLine: readonly (SectionKind | null)[],
): RoleFamily | null {
  const counts = new Map<RoleFamily, number>();
  const kind = byLine[dateLine];
  for (let i = Math.max(titleLine, dateLine) + 1; i <= Math.max(titleLine, dateLine) + DUTY_LINES; i++) {
    if (i >= lines.length || jobStarts.has(i) || byLine[i] !== kind) break;
    for (const [family, n] of fieldsOfDuties(lines[i]!)) counts.set(family, (counts.get(family) ?? 0) + n);
  }
  const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < DUTY_MIN_WORDS || first[1] < (second?.[1] ?? 0) * DUTY_MARGIN) return null;
  return first[0];
}

/** The latest job first: by start month when dated, otherwise as written. */
function latestFirst(jobs: readonly Job[]): Job[] {
  return [...jobs].sort(
    (a, b) => (b.range?.end ?? 0) - (a.range?.end ?? 0) || (b.range?.start ?? 0) - (a.range?.start ?? 0),
  );
}

const STATED_DATE =
  /(?:last updated|updated|обновлено|обновлен\p{L}*|дата составления|дата обновления)[^\n\d]{0,14}(?:\d{1,2}(?:st|nd|rd|th)?[./\s][^\n\d]{0,12}(?:\d{1,2}[./])?)?((?:19|20)\d\d)(?!\d)/u;

/**
 * The month the document speaks from: a stated "Last updated 2015" / «Резюме обновлено 03.2015» makes "Present" mean
 * that date, not today. Without a stated date we cannot know the document is old, so "Present" is today.
 */
function documentMonth(prepared: PreparedText, facts: ResumeFacts): number {
  const stated = STATED_DATE.exec(foldedHead(prepared, 2000));
  return stated ? Math.min(facts.now, Number(stated[1]) * MONTHS_IN_YEAR + 11) : facts.now;
}

function unionMonths(ranges: readonly { start: number; end: number }[]): number {
  const sorted = [...ranges].filter((r) => r.end >= r.start).sort((a, b) => a.start - b.start);
  let total = 0;
  let current: { start: number; end: number } | null = null;
  for (const r of sorted) {
    if (current && r.start <= current.end + 1) current.end = Math.max(current.end, r.end);
    else {
      if (current) total += current.end - current.start + 1;
      current = { ...r };
    }
  }
  if (current) total += current.end - current.start + 1;
  return total;
}

function levelFromYears(years: number): Level {
  return years < 0.75 ? "student_intern" : years < 2.5 ? "junior" : years < 6 ? "middle" : "senior";
}

/**
 * Skills to suggest to this person: none that only a Russian employer asks for when the resume aims elsewhere, and
 * named as the resume is written — an English resume gets the dictionary's English names, never a Russian one.
 */
export function forMarket(
  skills: readonly string[],
  market: Market | undefined,
  language: Language | undefined = undefined,
): string[] {
  const suited = market === "international" ? skills.filter((s) => !RU_MARKET_ONLY.test(s)) : [...skills];
  if (language !== "en") return suited;
  return unique(suited.map((name) => SKILL_BY_NAME.get(name)?.en ?? name).filter((name) => !CYRILLIC.test(name)));
}

const CYRILLIC = /\p{Script=Cyrillic}/u;

/** What names Russia's market outright: its job board, its currency, the country's own name and code. */
const RUSSIAN_MARKET = /(?<![\p{L}])(?:россия|russia|hh\.ru|₽|руб|рф)(?![\p{L}])/u;
/**
 * Russia's largest cities, which an English resume may name as its place. A namesake abroad ("St. Petersburg, FL",
 * "Moscow, ID") is followed by its state or country (knowledge/regions.ts `namesakeAbroad`).
 */
const RUSSIAN_CITY = /(?<![\p{L}])(?:москва|moscow|санкт-петербург|saint petersburg|st\.? petersburg)(?![\p{L}])/gu;

/**
 * Advice addresses the market the resume is written for: Russian-language, or aimed at Russia, or else international.
 * A Russian resume whose author looks for work abroad («Открыт к переезду (ЕС)», «ищу работу в Германии») is aimed
 * at the international market: no hh.ru, roubles or Telegram for it (decision 630, knowledge/regions.ts).
 */
export function detectMarket(prepared: PreparedText, facts: ResumeFacts): Market {
  return readMarket(prepared, facts).market;
}

/**
 * The market and whether the text says it (decision 720): a Russian resume's is its language's (or abroad, by a
 * line of its own); an English resume's is Russia's when a Russian phone, the country, its currency or its job
 * board says so. An English resume that names a Russian city and nothing else is read as Russia's but not surely:
 * advice that compares with one market's vacancies is not built on it.
 */
export function readMarket(
  { folded, foldedLines }: PreparedText,
  facts: ResumeFacts,
): { market: Market; sure: boolean } {
  if (facts.language === "ru") return { market: seeksAbroad(foldedLines) ? "international" : "ru", sure: true };
  if (RUSSIAN_MARKET.test(folded) || facts.contacts.phones.some((p) => /^\s*\+\s?7/u.test(p.raw)))
    return { market: "ru", sure: true };
  const city = [...folded.matchAll(RUSSIAN_CITY)].some((m) => !namesakeAbroad(folded.slice(m.index + m[0].length)));
  return city ? { market: "ru", sure: false } : { market: "international", sure: true };
}

/** The first lines under the name: a headline such as "Q A ENGINEER" or "Senior Backend Engineer (Python)". */
/**
 * "M A N A G E R" (a letter-spaced headline) → "MANAGER". Only when most words are single letters: an ordinary title
 * keeps its one-letter prepositions («Менеджер по работе с ключевыми клиентами в …»).
 */
function joinSpacedLetters(line: string): string {
  const words = line.trim().split(/\s+/u);
  const single = words.filter((word) => /^\p{L}$/u.test(word)).length;
  return single * 2 > words.length ? line.replace(/(?<=\p{L}) (?=\p{L}(?: |$))/gu, "") : line;
}

function headline(
  lines: readonly string[],
  header: readonly string[],
  facts: ResumeFacts,
  titles: TitleReader,
  sought: SoughtRole | null,
): string | null {
  // A sentence is no desired position («Lead and mentor 27 team members.», «должность - специалист по …»): a line
  // of a job's duties taken for one; the lines under the name are read instead. A position the facts took from the
  // top lines by their own word list (no label, no section) is one header line among the others, read in order.
  const position = facts.desiredPosition;
  if (position && !isSentence(position) && !fromTopLines(position, lines, facts))
    return withProfessionalArea(position, lines, titles);
  // The role an objective asks for is the target; a title at the top may be the job the person is leaving.
  if (sought) return sought.title;
  const top = header.filter(
    // The line taken for the name is a headline when it reads as a job title ("DFW PERSONAL CHEF" with no name).
    (l) =>
      (l !== facts.name || readsAsJobTitle(l)) &&
      !nameWithDegree(l, facts.name) &&
      l.length <= 70 &&
      !/@|\d{5,}|https?:/u.test(l) &&
      !headingOf(l),
  );
  return (
    top.find((l) => {
      if (isSentence(l) || !/^[\p{L}\d]/u.test(l) || endOfWrappedLine(l, header) || !shapedAsTitle(l)) return false;
      const joined = joinSpacedLetters(l);
      // A line of personal details («Женат, трое детей, могу быть полезен в качестве электрика») is no title,
      // whatever profession it names: the personal-data recogniser knows those lines (asked last: it is the dearest).
      return (
        joined.split(/\s+/u).length <= HEADLINE_MAX_WORDS &&
        titles.family(withoutDegreeParts(joined)) !== null &&
        findPersonalData(foldCase(l), l).length === 0
      );
    }) ?? null
  );
}

/**
 * "Anna Ivanova, PhD", «Смирнова О. В., к.х.н.»: the name with a degree after it is the name line, not a title
 * (decision 435) — the degree is no role to read the person as.
 */
function nameWithDegree(line: string, name: string | null): boolean {
  if (!name || line === name || !line.startsWith(name)) return false;
  const rest = foldCase(line.slice(name.length)).replace(/^[\s,;|–—-]+/u, "");
  return rest.split(/\s+/u).length <= 3 && DOCTORAL_DEGREE.test(rest);
}

/**
 * A line without its parts that are a doctoral degree and nothing else: "Curriculum Vitae Ammar Example, BSc, MSc,
 * PhD" → "Curriculum Vitae Ammar Example, BSc, MSc". Post-nominal letters are a qualification, not a post (a degree is
 * in no occupational classification), whether or not the name finder read the name before them; "PhD Candidate" and
 * "PhD, Data Scientist" (titleBeforeQualifier) keep their reading (decision 625).
 */
function withoutDegreeParts(line: string): string {
  const parts = line.split(/\s*,\s*/u);
  const kept = parts.filter((part) => {
    const folded = foldCase(part).trim();
    const degree = DOCTORAL_DEGREE.exec(folded);
    return degree === null || folded.replace(degree[0], "").replace(/[\s.()]/gu, "") !== "";
  });
  return kept.length === parts.length ? line : kept.join(", ");
}

/** "… due diligence, anti-" + "corruption, data research": the end of a line the layout wrapped is no headline. */
function endOfWrappedLine(line: string, header: readonly string[]): boolean {
  const before = header[header.indexOf(line) - 1];
  return before !== undefined && /[-‐,]$/u.test(before);
}

/** The first lines are the header, read for a title whatever headings the section finder saw among them. */
const HEADER_FIRST_LINES = 8;
/**
 * The header goes on to the first heading of a section that is not contacts, up to this many lines: a name block
 * with an address above the title ("Tudvaseva Marina / … / Address / Jubilee Street / Moscow / Тудвасева Марина /
 * Переводчик").
 */
const HEADER_MAX_LINES = 16;
/**
 * Lines under the name read for a title where the name stands below a sidebar (a two-column PDF puts skills and
 * languages first): "Соколова Вера / vera.swallow@gmail.com / HTML-верстальщик/ / веб-разработчик".
 */
const LINES_UNDER_NAME = 3;

/** The header's lines in reading order, trimmed, without blanks: where a headline or a desired position stands. */
function headerLines(lines: readonly string[], facts: ResumeFacts): string[] {
  const firstHeading = facts.sections.find((s) => s.kind !== "contacts")?.line ?? HEADER_MAX_LINES;
  const end = Math.min(lines.length, Math.max(HEADER_FIRST_LINES, Math.min(firstHeading, HEADER_MAX_LINES)));
  const byLine = sectionIndex(facts.sections, lines.length);
  const at = new Set<number>();
  for (let i = 0; i < end; i++) if (!NOT_HEADER_KINDS.has(byLine[i] ?? "contacts")) at.add(i);
  // The lines under the name are the header wherever the name stands, inside a sidebar's section or not.
  const name = facts.name;
  const nameLine = name ? lines.findIndex((l) => l.trimStart().startsWith(name)) : -1;
  if (nameLine >= 0) {
    // … up to the next heading: under it begin the sections («Образование», "Experience").
    const after = lines
      .slice(nameLine + 1, nameLine + 1 + HEADER_MAX_LINES)
      .map((l, i) => [l.trim(), nameLine + 1 + i] as const);
    const heading = after.findIndex(([l]) => l && headingOf(l));
    const under = (heading >= 0 ? after.slice(0, heading) : after)
      .filter(([l]) => l && !CONTACT_LINE.test(l))
      .slice(0, LINES_UNDER_NAME);
    for (const [, i] of under) at.add(i);
  }
  return [...at]
    .sort((a, b) => a - b)
    .map((i) => lines[i]!.trim().replace(/^#+\s*/u, ""))
    .filter(Boolean);
}

/** A desired position that is a whole line of the header outside a desired-position section: no label names it. */
function fromTopLines(position: string, lines: readonly string[], facts: ResumeFacts): boolean {
  const byLine = sectionIndex(facts.sections, lines.length);
  return lines.some(
    (line, i) => i < HEADER_MAX_LINES && byLine[i] !== "desired" && line.trim().replace(/^#+\s*/u, "") === position,
  );
}

/** An item of a list section within the first lines ("SEO" under «Навыки» in a sidebar) is no headline. */
const LIST_KINDS: ReadonlySet<SectionKind> = new Set<SectionKind>(["skills", "languages", "interests"]);
/**
 * Nor is a line of the jobs or the studies that start within the first lines (a short header, then «Опыт работы» /
 * «Главный бухгалтер, ООО «Пример»»): a job's title is that job's vote, a degree no target (decision 490).
 */
const NOT_HEADER_KINDS: ReadonlySet<SectionKind> = new Set<SectionKind>([...LIST_KINDS, "experience", "education"]);

const CONTACT_LINE = /@|https?:|www\.|\+?\d[\d\s().-]{6,}\d/u;

/** The role an objective sentence asks for, in the person's words, and its family. */
interface SoughtRole {
  title: string;
  family: RoleFamily;
}

/** A verb of seeking that starts an objective: "Seeking …", "To obtain …", «Ищу …», «Цель: получение работы …». */
const SEEKING =
  /(?<![\p{L}])(?:seeking|seek|obtain|acquire|secure|looking for|pursue|pursuing|transitioning|transition|pivoting|switching|ищу|получени\p{L}*|получить|найти|хочу|стремлюсь|перейти|переход\p{L}*|развиваюсь)(?![\p{L}])/u;
/** Words that end a title inside a sentence: "… position with a dynamic company", «… с перспективой роста». */
const TITLE_END =
  "(?=\\s+(?:with|where|that|which|at|for|to|in|within|offering|utilizing|using|after|following|с|со|в|во|для|где|и|после)(?![\\p{L}])|[.,;:()!]|$)";
const TITLE = "([\\p{L}][\\p{L}\\d /&+#'’-]{1,60}?)";
/**
 * The grammar of an objective, in the order asked: "a position as (an) X", «на должность X», «в качестве X»;
 * "an X position / role / job"; "a position in the X field" (a field of work: its family without a head).
 */
const SOUGHT_AS = new RegExp(
  `(?:position|role|job|career|employment|opportunity|work)\\s+(?:as|of)\\s+(?:an?\\s+)?${TITLE}${TITLE_END}|` +
    `(?:на\\s+(?:должность|позицию|вакансию)|в\\s+качестве|должности|позиции)\\s+${TITLE}${TITLE_END}`,
  "iu",
);
const SOUGHT_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:an?|the)\\s+${TITLE}\\s+(?:position|role|job|opportunity)(?![\\p{L}])`,
  "iu",
);
/**
 * A career change's target (decision 615): "transitioning into a data analyst role" is SOUGHT_BEFORE's; "transitioning
 * to Data Analyst", «хочу перейти в QA-инженеры», «перехожу на должность тестировщика» name the title after the verb.
 * Read only when a role word heads it (a field alone — "into data analytics" — is no title to write under the name).
 */
const SOUGHT_INTO = new RegExp(
  `(?:transition\\p{L}*|pivot\\p{L}*|switch\\p{L}*|move|moving|перейти|переход\\p{L}*)\\s+(?:in)?(?:to|в|на)\\s+(?:an?\\s+|the\\s+)?${TITLE}${TITLE_END}`,
  "iu",
);
const SOUGHT_FIELD = new RegExp(
  `(?<![\\p{L}])(?:in|within)\\s+(?:the\\s+)?${TITLE}\\s+(?:field|industry|sector|area|department|сфере|области)(?![\\p{L}])|` +
    `(?:в\\s+сфере|в\\s+области)\\s+${TITLE}${TITLE_END}`,
  "iu",
);
/** An objective is near the top: the desired-position and summary sections, or the header, within this many characters. */
const OBJECTIVE_CHARS = 300;

/**
 * "Objective: Seeking a position as a Stocker/Receiver", "To acquire an executive assistant position",
 * "Seeking an employment position in the Marketing or Public Relations field", «Цель: получение работы в PwC на
 * должность Web-дизайнера»: the role named inside an objective sentence, read where an objective stands — a
 * desired-position or summary section, or the header. A sentence without a seeking verb ("Served in the role of
 * …") is a duty, not an objective.
 */
function soughtRole(
  lines: readonly string[],
  header: readonly string[],
  facts: ResumeFacts,
  titles: TitleReader,
): SoughtRole | null {
  const places = facts.sections
    .filter((s) => s.kind === "desired" || s.kind === "summary")
    .map((s) => lines.slice(s.line, s.endLine).join(" "));
  places.push(header.join(" "));
  for (const place of places) {
    const text = place.replace(/\s+/gu, " ").slice(0, OBJECTIVE_CHARS * 2);
    for (const sentence of text.split(/(?<=[.!?])\s/u)) {
      const seeking = SEEKING.exec(foldCase(sentence));
      if (!seeking || seeking.index > OBJECTIVE_CHARS) continue;
      const rest = sentence.slice(seeking.index);
      for (const [pattern, field] of [
        [SOUGHT_AS, false],
        [SOUGHT_BEFORE, false],
        [SOUGHT_INTO, false],
        [SOUGHT_FIELD, true],
      ] as const) {
        const match = pattern.exec(rest);
        const title = (match?.[1] ?? match?.[2])?.trim();
        if (!title || (pattern === SOUGHT_INTO && !ROLE_WORDS.test(foldCase(title)))) continue;
        const family = field ? titles.field(title) : titles.family(title);
        if (family) return { title, family };
      }
    }
  }
  return null;
}

/**
 * "Production Supervisor — Food Manufacturing": a headline's title before a spaced dash, when it names its field by a
 * specific title, is the target; what follows is the industry or the employer. A generic head keeps its qualifier
 * ("Senior Director of Business Operations - Healthcare" is read whole).
 */
function titleBeforeQualifier(line: string, titles: TitleReader): string {
  // «к.ф.-м.н., исследователь ИИ …», "PhD, Data Scientist": a degree before the title is no part of it.
  const comma = line.indexOf(",");
  const degree = comma > 0 && DOCTORAL_DEGREE.test(foldCase(line.slice(0, comma)));
  const headline = degree ? line.slice(comma + 1).trim() : line;
  const dash = /\s[–—-]\s/u.exec(headline);
  if (!dash) return headline;
  const title = headline.slice(0, dash.index).trim();
  return titles.family(title) !== null && !titles.generic(title) ? title : headline;
}

/** A line that ends a sentence or runs longer than a title («Lead and mentor 27 team members.»). */
const isSentence = (line: string): boolean =>
  /[.!?]$/.test(line.trim()) || joinSpacedLetters(line).trim().split(/\s+/u).length > HEADLINE_MAX_WORDS;

/**
 * A desired position that names a level and no profession («Стажер», "Intern") is followed, in an hh.ru export, by the
 * professional area it was filed under («Маркетинг, реклама, PR»): the area names the family, the position the level.
 */
function withProfessionalArea(position: string, lines: readonly string[], titles: TitleReader): string {
  if (titles.family(position) !== null || titles.level(position) === null) return position;
  const at = lines.findIndex((line) => line.trim() === position.trim());
  const next = at >= 0 ? lines.slice(at + 1, at + 3).find((line) => line.trim()) : undefined;
  const area = next?.trim();
  if (!area || area.length > 70 || headingOf(area) || titles.family(area) === null) return position;
  return `${position} (${area})`;
}

/**
 * A headline is a title, not a sentence: «Менеджер по работе с ключевыми клиентами в дистрибуции» is eight words,
 * «В сферу моих увлечений входит изучение технологий машинного и» (a wrapped sentence) is more. A letter-spaced
 * headline ("Q A E N G I N E E R") is counted after its letters are joined.
 */
const HEADLINE_MAX_WORDS = 8;

/**
 * The family a summary's opening names. A summary is a sentence, not a title: read as a title, any word in it decides
 * by the families' order of precedence ("Licensed Clinical Social Worker … in the role of psychotherapist, educator
 * and manager" read as teaching by "educator"). When its words name several fields (fieldsOfDuties: the curated
 * profession words and fields of work, each as often as written), the title reading stands only when it is the field
 * named most, and alone; otherwise the summary is a mixed witness and casts no vote (decision 625).
 */
function summaryFamily(text: string, titles: TitleReader): RoleFamily | null {
  const family = titles.family(text);
  if (family === null) return null;
  const counts = [...fieldsOfDuties(text)];
  if (counts.length < 2) return family;
  const most = Math.max(...counts.map(([, n]) => n));
  const leaders = counts.filter(([, n]) => n === most);
  return leaders.length === 1 && leaders[0]![0] === family ? family : null;
}

/** The education sections' text (the fields of study of someone with no job title). */
function educationOf(lines: readonly string[], facts: ResumeFacts): string {
  return facts.sections
    .filter((s) => s.kind === "education")
    .map((s) => lines.slice(s.line + 1, s.endLine).join("\n"))
    .join("\n")
    .slice(0, 3000);
}

function summaryOf(lines: readonly string[], facts: ResumeFacts): string {
  const summary = facts.sections.find((s) => s.kind === "summary");
  return summary
    ? lines
        .slice(summary.line + 1, summary.endLine)
        .join(" ")
        .trim()
        .slice(0, 400)
    : "";
}

const DATE_BITS =
  /(?:(?<![\p{L}])(?:с|since|from)\s+)?(?:(?:(?<![\p{L}])(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек)\p{L}*\.?\s*)|(?<![\d.])\d{1,2}[./]\s?)?(?:19|20)\d\d(?:\s?гг?\.?(?![\p{L}]))?|(?<![\p{L}])(?:present|current|now|по настоящее время|настоящее время|н\.\s?в\.)(?![\p{L}])|[–—-]\s*(?=[–—-]|$)/giu;

/** A line without its dates and the brackets or dashes they leave: "Director, Finance (2015 – Present)" → "Director, Finance". */
const withoutDates = (line: string): string =>
  line
    .replace(DATE_BITS, " ")
    .replace(/\(\s*[–—-]?\s*\)|\s[–—-]\s*[–—-]?\s*$/gu, " ")
    .replace(/\s{2,}/gu, " ")
    .trim();

/**
 * Month names and "present" without a year, as a two-column layout leaves them beside a title («июнь апрель
 * интернет-маркетолог», «наст. время Консультант Genesys»): the date vocabulary's words (recognisers/months.ts,
 * knowledge/present.ts), never a title's.
 */
const DATE_WORDS = new RegExp(
  `(?<![\\p{L}])(?:(?:${RU_MONTH_SRC}|${EN_MONTH_SRC})\\.?|${PRESENT_SRC})(?![\\p{L}])`,
  "giu",
);

const US_PLACE = /\s+[\p{Lu}][\p{L}.]+(?:\s[\p{Lu}][\p{L}.]+)?,\s?[A-Z]{2}$/u;

/** A role word at a word's start: «нанотехнологий» holds «технолог» but names no technologist. */
function roleWordAtStart(folded: string): boolean {
  const match = ROLE_WORDS.exec(folded);
  return match !== null && (match.index === 0 || !/\p{L}/u.test(folded[match.index - 1]!));
}

/** Months a post may end before the latest job and still be held beside it (a parallel post). */
const PARALLEL_MONTHS = 3;

/**
 * The post that stands for the person when no line above the jobs names one (decisions 700, 800): of the latest job
 * and the posts held beside it, a main post before a side one (an adjunct's, a guest's, a student's on-campus post:
 * knowledge/activities.ts), one of the person's family before another field's (an ML engineer's evening teaching),
 * then the one held longest. Only these: an earlier job's "title" read beside junk was a duty or a project's name as
 * often as a post.
 */
function mainPost(jobs: readonly Job[], ofOwnField: (job: Job) => boolean): Job | null {
  const latest = jobs[0];
  if (!latest?.range) return latest ?? null;
  const end = latest.range.end;
  const beside = jobs.filter((j) => j.range && j.range.end >= end - PARALLEL_MONTHS);
  const main = (j: Job): number => (j.title && isSidePost(j.title) ? 0 : 1);
  const own = (j: Job): number => (ofOwnField(j) ? 1 : 0);
  const months = (j: Job): number => j.range!.end - j.range!.start;
  // An untitled post of the person's own stays first: another field's post held beside it («Преподаватель» beside an
  // ML engineer's job whose title was not read) stands for no one.
  const first = [...beside].sort((a, b) => main(b) - main(a) || own(b) - own(a) || months(b) - months(a))[0];
  return first?.title ? first : null;
}

/**
 * The first candidate that reads as a job title (decisions 700, 800), in the order given — the desired position or
 * the title under the name before the main post — or null: never the name, pay, an employment type or a sentence
 * (roleOrNone), and only what passes the one gate of a title (isJobTitle). With none the report names no role.
 */
function shownRole(candidates: readonly (string | null)[], name: string | null, titles: TitleReader): string | null {
  for (const candidate of candidates) {
    const read = roleOrNone(cleanRole(withoutGluedLabel(candidate, titles), titles), name);
    if (read && isJobTitle(read, titles)) return read;
  }
  return null;
}

/**
 * A job title is at most this many words (decision 800): a longer line is a bullet or a sentence. "Advisor and
 * assistant to the deputy of the city council" is one long title.
 */
const TITLE_MAX_WORDS = 10;
/** A figure of a result or a scale ("175+ queue managers", "30%", "2 000 clients"): a bullet's, never a title's. */
const FIGURE = /\d\s*[+%]|\d{3,}|\d\s\d{3}/u;
/** Entries that are no post whatever words they hold: an award, a contest's place, a course, leave, conscription. */
const NOT_A_POST: ReadonlySet<Activity> = new Set<Activity>([
  "award",
  "competition",
  "training",
  "leave",
  "conscription",
]);

/**
 * The one gate "is this a job title" (decision 800): its head is a profession the knowledge reads (headNamesPerson),
 * it is short, holds no figure and no sentence's word (a pronoun, the copula), is no award, contest or course
 * (knowledge/activities.ts) and no post in a students' or members' body, and none of the other kinds a line taken for
 * a title may be (notATitle: a phrase, a duty, a heading, an organisation).
 */
function isJobTitle(role: string, titles: TitleReader): boolean {
  if (role.split(/\s+/u).length > TITLE_MAX_WORDS || FIGURE.test(role) || hasSentenceWord(role)) return false;
  if (!namesPost(role, titles) || !headNamesPerson(role) || notATitle(role)) return false;
  const activity = activityOf(role);
  return !(activity !== null && NOT_A_POST.has(activity)) && !heldInMembersBody(role);
}

/**
 * The title's head names a person holding a post, not a thing or a field (professions.ts): an English title's head
 * is its last noun before "of", "in" … ("Teacher Award" is an award, "Research Institute" a place, "Data Science" a
 * field); a Russian title's is its first word after the adjectives («Системный администратор», «Java-разработчик»),
 * never a pronoun («Я бэкенд разработчик …»). A C-level title is one.
 */
function headNamesPerson(role: string): boolean {
  if (isExecutiveTitle(role)) return true;
  return /[а-яё]/iu.test(role) ? russianHeadNamesPerson(role) : englishHeadNamesPerson(role);
}

/**
 * A label glued before the title, its colon lost in a table's column ("Position Website Analyst") or kept
 * («Должность: инженер»): cut when what follows it names a post.
 */
const GLUED_LABEL =
  /^(?:job title|position title|desired position|target role|title|position|role|headline|должность|позиция|желаемая должность|целевая роль)(?:\s*[:–—-]\s*|\s+)/iu;

function withoutGluedLabel(line: string | null, titles: TitleReader): string | null {
  const label = line ? GLUED_LABEL.exec(line) : null;
  if (!line || !label) return line;
  const rest = line.slice(label[0].length).trim();
  return rest && namesPost(rest, titles) ? rest : line;
}

/** A role word opens it, or the professions knowledge reads a family or a level in it. */
function namesPost(role: string, titles: TitleReader): boolean {
  return roleWordAtStart(foldCase(role)) || titles.family(role) !== null || titles.level(role) !== null;
}

/**
 * A word that opens a phrase, never a title: a preposition, a conjunction or an article ("for UOBAM Board of
 * Directors meeting", «по итогам квартала», "and the team"). Titles open with their head or a modifier.
 */
/** "with" joins a sentence's parts, never a title's: "Support students with the analysis", "Simulation with …". */
const JOINS_CLAUSE = /\swith\s/iu;
const OPENS_PHRASE =
  /^(?:for|of|in|at|to|with|by|on|from|and|or|the|an?|as|into|during|including|within|under|over|about|в|во|на|по|для|с|со|к|ко|от|из|и|или|при|о|об|за|под|над|у|а|но)\s/iu;

/** A web address or an e-mail: a contacts line's part ("Research Centre web: example.github.io"), no title's. */
const LINK = /@|https?:|www\.|[\p{L}\d-]\.(?:com|org|net|io|ru|uk|edu|me|dev)(?![\p{L}])/u;

/**
 * What a body line read for a title may still be (decision 700): a duty or a sentence's part (a verb or a function
 * word first), a heading, or an organisation's name — a legal form or a place of study with no role word in it
 * with no role word and no title's first word ("Institute of Physics", «ООО Ромашка»).
 */
function notATitle(role: string): boolean {
  const folded = foldCase(role);
  if (OPENS_PHRASE.test(role) || JOINS_CLAUSE.test(role) || LINK.test(folded) || !shapedAsTitle(role)) return true;
  // A title of the headings' words ("Conference Interpreter") holds a role word or reads as a job title.
  const post = ROLE_WORDS.test(folded);
  if (headingOf(role) !== null && !post && !readsAsJobTitle(role)) return true;
  // «Доцент кафедры физики» opens with its post; "Institute of Physics" with the place of study; a legal form beside a
  // post («ГАОУ ВО … доцент кафедры») is cut by the writer (decision 550), one with no title words is an employer.
  if (HIGHER_EDUCATION_INSTITUTION.test(folded.split(/\s+/u)[0]!) && !post) return true;
  return COMPANY_MARK.test(folded) && !post && titleSpan(role) === null;
}

/** The role as the person wrote it, without dates, places and the employer: "Co-Founder & CTO". */
function cleanRole(title: string | null, titles: TitleReader): string | null {
  if (!title) return null;
  const parts = title
    .replace(US_PLACE, "")
    .split(/\s*(?:,|;|\||•|\s[–—-]\s)\s*/u)
    .filter((p) => p.trim());
  const isRole = (p: string): boolean => {
    const folded = foldCase(p);
    return ROLE_WORDS.test(folded) || isExecutiveTitle(p) || titles.level(p) !== null;
  };
  const found =
    parts.find((p) => titles.family(p) !== null && isRole(p)) ??
    parts.find(isRole) ??
    parts.find((p) => titles.family(p) !== null) ??
    title;
  const cleaned = withField(found, parts, titles)
    .replace(/^#+\s*/, "")
    .replace(/\*\*|__/gu, "")
    .replace(/^\d{1,2}[.)]\s+/u, "")
    .replace(DATE_BITS, " ")
    .replace(DATE_WORDS, " ")
    .replace(/\(\s*\)/gu, " ")
    // A bracket a range's removal or the line's end left open («Java-разработчик (» of «… (2019 — 2021»).
    .replace(/\s*\([^()]*$/u, "")
    .replace(/\s*[–—-]\s*[–—-]\s*/gu, " ")
    // What a range cut out leaves at the end: "Manager to" (of "Dec 2014 to present"), "программист." , "CTO …".
    .replace(/(?:\s+(?:to|till|until|from|since|по|до|с))?[\s,.;:…–—|-]*$/iu, "")
    .replace(/^[\s,:;–—|-]+|[\s,–—|-]+$/gu, "")
    .replace(/\s{2,}/gu, " ");
  // "ищу стажировку в финансовом отделе" says what is wanted, not a role to quote as «Резюме читается как …».
  if (/^(?:ищу|в поиске|looking for|seeking|open to)(?![\p{L}])/iu.test(cleaned)) return null;
  return cleaned.length >= 2 ? cleaned.slice(0, 100) : null;
}

/** A field of work that follows a generic head, split from it by a comma, is a few words long ("Director, Finance"). */
const FIELD_AFTER_HEAD_MAX_WORDS = 4;

/**
 * "Director, Finance", "Vice President, Corporate Finance": a generic head written before its field of work keeps
 * the field — the labels' convention is that the domain wins over the level — where the comma would split it off.
 */
function withField(role: string, parts: readonly string[], titles: TitleReader): string {
  const family = titles.family(role);
  if (family !== null && family !== "executive_management") return role;
  const at = parts.indexOf(role);
  const next = at >= 0 ? withoutDates(parts[at + 1] ?? "") : "";
  if (!next || next.split(/\s+/u).length > FIELD_AFTER_HEAD_MAX_WORDS || titles.field(next) === null) return role;
  const joined = `${role}, ${next}`;
  return titles.family(joined) === titles.field(next) ? joined : role;
}

/** Levels a student's job never states: a "Senior …" or a "Head of …" during studies is a career, not a side job. */
const ABOVE_STUDENT_JOBS: ReadonlySet<Level> = new Set<Level>(["middle", "senior", "lead_manager", "executive"]);

/** A school, not a university: jobs held while at one are a pupil's activities, however many years they fill. */
const SCHOOL =
  /(?<![\p{L}])(?:школ\p{L}*|гимнази\p{L}*|лице[йяю]\p{L}*|high school|secondary school|gymnasium|realschule)(?![\p{L}])/u;
/** Years of jobs inside a university's studies up to which they read as a student's side jobs. */
const STUDENT_JOB_YEARS = 2.5;

/**
 * Every dated job lies inside the studies the education section dates, none with a title above junior, and they
 * add up to under STUDENT_JOB_YEARS unless the studies were at school.
 */
function onlyStudentJobs(
  dated: readonly (Job & { range: DateRange })[],
  facts: ResumeFacts,
  lines: readonly string[],
  titles: TitleReader,
): boolean {
  if (dated.length === 0) return false;
  const studyRanges = facts.dateRanges.filter((r) => !r.isWork && r.section === "education");
  const studies = mergeIntervals(studyRanges);
  const inside = (r: DateRange): boolean => studies.some((s) => s.start <= r.start && r.end <= s.end);
  if (!dated.every((j) => inside(j.range) && !ABOVE_STUDENT_JOBS.has(titles.level(j.title) as Level))) return false;
  const atSchool = studyRanges.some((r) =>
    SCHOOL.test(foldCase(lines.slice(Math.max(0, r.line - 1), r.line + 2).join(" "))),
  );
  return atSchool || unionMonths(dated.map((j) => j.range)) / MONTHS_IN_YEAR < STUDENT_JOB_YEARS;
}

/** `source`: the analysis's prepared text, or raw text (tests, callers outside analyzeResume). */
export function detectCandidateProfile(source: PreparedText | string, facts: ResumeFacts): CandidateProfile {
  const prepared = typeof source === "string" ? prepareText(source) : source;
  const { lines } = prepared;
  const { market, sure: marketSure } = readMarket(prepared, facts);
  if (facts.wordCount < 20 || facts.looksLikeGarbage)
    return {
      role: null,
      role_family: null,
      seniority: null,
      confidence: 0,
      market,
      market_sure: marketSure,
      years_in_role: 0,
      internships: 0,
      headline: null,
    };

  const titles = titleReader();
  const header = headerLines(lines, facts);
  const sought = soughtRole(lines, header, facts, titles);
  const head = headline(lines, header, facts, titles, sought);
  const headClean = head ? joinSpacedLetters(head) : null;
  const summary = summaryOf(lines, facts);
  const summaryHead = summary.slice(0, SUMMARY_OPENING_CHARS);
  const jobs = latestFirst(jobsOf(lines, facts, titles));
  const latest = jobs[0] ?? null;

  // Family: votes from titles, then the skill profile.
  const votes = new Map<RoleFamily, number>();
  // The votes a family has from more than a generic head's guess ("Engineer" → manufacturing): a specific title, a
  // field of work, the skills, the studies.
  const named = new Map<RoleFamily, number>();
  const vote = (family: RoleFamily | null, weight: number, generic = false): void => {
    if (!family) return;
    votes.set(family, (votes.get(family) ?? 0) + weight);
    if (!generic) named.set(family, (named.get(family) ?? 0) + weight);
  };
  const headRole = headClean ? titleBeforeQualifier(withoutDegreeParts(headClean), titles) : null;
  const headFamily = sought && head === sought.title ? sought.family : headRole ? titles.family(headRole) : null;
  const targetGeneric = !(sought && head === sought.title) && !!headRole && titles.generic(headRole);
  // On a research CV a university teaching post is faculty, not a school's (decision 435): «Lecturer»,
  // «Старший преподаватель» vote research.
  const research = facts.research.isResearchCv;
  const inResearch = (family: RoleFamily | null): RoleFamily | null =>
    research && family === "education_teaching" ? "research_academia" : family;
  vote(inResearch(headFamily), VOTE.headline, targetGeneric);
  // A summary that opens with a duty ("Served in the role of a nurse aide at a camp") describes no role of the person.
  const summaryNames = summaryHead && !startsWithDuty(summaryHead) ? summaryFamily(summaryHead, titles) : null;
  vote(inResearch(summaryNames), VOTE.summary, titles.generic(summaryHead));
  for (const [i, job] of jobs.slice(0, JOBS_VOTING).entries()) {
    // An earlier internship is a student's placement, not a post of the career (decision 585): half a job's vote.
    const internship = i > 0 && titles.level(job.title) === "student_intern";
    const weight = (i === 0 ? VOTE.latestJob : VOTE.earlierJob) * (internship ? VOTE.internshipShare : 1);
    // A generic head's duties name its field: the job votes for that field, as a head with its department does.
    if (job.duties && job.duties !== job.family) vote(inResearch(job.duties), weight * VOTE.dutiesShare);
    else vote(inResearch(job.family), weight, titles.generic(job.title));
  }
  const skillFamily = facts.profile ? (PROFILE_FAMILY[facts.profile.id] ?? null) : null;
  // The tools a researcher uses (Python, R, MATLAB) name no role of theirs: on a research CV skills do not vote.
  const skillVote =
    skillFamily && skillFamily !== "executive_management" && !research ? VOTE.skills * facts.profile!.confidence : 0;
  // A profile read from title words alone (no skill of its list found) is the titles again, not a field of its own.
  vote(skillFamily, skillVote, (facts.profile?.coveredCount ?? 0) === 0);
  if (research) vote("research_academia", VOTE.researchCv);
  // Someone with no job title of their own (a student, a graduate) is read by what they study.
  const studying = STUDYING.test(foldedHead(prepared, 3000));
  const titled =
    headFamily !== null || jobs.some((j) => j.family !== null && titles.level(j.title) !== "student_intern");

  // A C-level title keeps the family of the domain: CTO → the engineering family he leads, CFO → finance.
  const topTitle = headClean ?? latest?.title ?? "";
  const foldedTop = foldCase(topTitle);
  if (/(?<![\p{L}])(?:cfo|chief financial|финансов\p{L}* директор)/u.test(foldedTop))
    vote("accounting_finance", VOTE.cfo);
  else if (
    /(?<![\p{L}])(?:cto|chief technology|техническ\p{L}* директор|vp of engineering|head of engineering)/u.test(
      foldedTop,
    )
  ) {
    vote(skillFamily && skillFamily !== "executive_management" ? skillFamily : "software_engineering", VOTE.cto);
  }

  let studied: RoleFamily | null = null;
  // A doctoral student with no job title is a researcher in training ("Ph.D. candidate in Computer Science").
  if (
    votes.size === 0 &&
    /(?<![\p{L}])(?:ph\.?\s?d\.?\s+(?:candidate|student)|doctoral (?:candidate|student)|аспирант\p{L}*)(?![\p{L}])/u.test(
      prepared.folded,
    )
  )
    vote("research_academia", VOTE.doctoralStudent);
  else if (!titled) studied = familyOfStudies(educationOf(lines, facts));
  vote(studied, VOTE.fieldOfStudy);
  // Someone with no title whose studies and skills name different families («Информационная безопасность» and a
  // data-science skill list) is not guessed at: either reading is as likely, and a wrong family misleads the report
  // more than a neutral one.
  // Only when those two are all there is: a CTO's or an intern's titles elsewhere decide between them.
  const contradictory =
    studied !== null &&
    skillFamily !== null &&
    skillFamily !== studied &&
    skillVote > 0 &&
    votes.size === 2 &&
    votes.get(skillFamily) === skillVote &&
    votes.get(studied) === VOTE.fieldOfStudy;
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  let [family, best] = ranked[0] ?? [null, 0];
  let second = ranked[1]?.[1] ?? 0;
  /**
   * A setting yields to the field named beside it, and its votes then back that field instead of competing with it:
   * the person is one role, a "Director" of marketing.
   */
  const yieldTo = (field: RoleFamily): void => {
    const setting = best;
    family = field;
    best = (votes.get(field) ?? 0) + setting;
    second = ranked.find(([other]) => other !== field && ranked[0]![0] !== other)?.[1] ?? 0;
  };
  // "Director", "Manager" alone are the weakest signal: when a profession also shows up, it wins. So is any family
  // named by generic heads only ("Integration Engineer" → manufacturing, "Code Writer" → other) against a field
  // named by a specific title, a skill profile or the studies.
  const genericOnly = family !== null && !named.has(family);
  if (
    (family === "executive_management" || genericOnly) &&
    ranked[1] &&
    !isExecutiveTitle(topTitle) &&
    second >= best * GENERIC_LOSES_AT &&
    (family === "executive_management" || named.has(ranked[1][0]))
  )
    yieldTo(ranked[1][0]);
  let confidence = best <= 0 ? 0 : Math.min(1, (best / (best + second)) * Math.min(1, best / FULL_STRENGTH_VOTES));

  // Level: titles first, checked against years in the target family as of the document's date.
  const docMonth = documentMonth(prepared, facts);
  const asOfDocument = (r: DateRange): { start: number; end: number } => ({
    start: r.start,
    end: r.ongoing ? Math.max(r.start, Math.min(r.end, docMonth)) : Math.min(r.end, docMonth),
  });
  const dated = jobs.filter((j): j is Job & { range: DateRange } => j.range !== null && j.range.start <= docMonth);
  const totalYears = unionMonths(dated.map((j) => asOfDocument(j.range))) / MONTHS_IN_YEAR;
  // "Head of Science", "Director" name no domain of their own: like an untitled job, they stay in the family.
  const inFamily = dated.filter(
    (j) =>
      j.family === null ||
      j.family === family ||
      j.family === "executive_management" ||
      family === "executive_management",
  );
  const nonInternInFamily = inFamily.filter((j) => titles.level(j.title) !== "student_intern");
  const yearsInField = unionMonths(nonInternInFamily.map((j) => asOfDocument(j.range))) / MONTHS_IN_YEAR;
  let years = yearsInField;
  const stated = summaryYears(summary);
  if (stated !== null) years = stated;
  // The years in the field, not a total the summary states («10 лет в продажах» above a move into analytics), tell a
  // career change (decision 530).
  const careerChanger =
    family !== null && dated.length > 0 && inFamily.length < dated.length && yearsInField < totalYears - 2;

  const headLevel = headClean ? titles.level(headClean) : null;
  const latestLevel = latest ? titles.level(latest.title) : null;
  const currentJobs = dated.filter((j) => j.range.ongoing || j.range.end >= docMonth - 6);
  // A side business in another field ("Flying Instructor & Business Owner" beside a research post, a co-founded
  // school beside an AI researcher's jobs) does not make the person an executive: only a C-level job in their own
  // family or in general management does.
  const ownField = (j: Job): boolean => j.family === null || j.family === family || j.family === "executive_management";
  // A headline that seeks a role of the person's family below the C-level ("Rust Software Engineer" above "Lead
  // Software Engineer / CTO") is the level they apply at: the C-level job then reads as a lead's.
  const seeksBelowExecutive = headClean !== null && headLevel !== "executive" && titles.family(headClean) === family;
  const execNow =
    !seeksBelowExecutive &&
    [latest, ...currentJobs].some((j) => j && ownField(j) && titles.level(j.title) === "executive");

  let seniority: Level | null;
  if (headLevel === "executive" || execNow) seniority = "executive";
  else if (headLevel) seniority = headLevel;
  else if (
    careerChanger &&
    !(latest?.family === family && (latestLevel === "senior" || latestLevel === "lead_manager"))
  )
    seniority = yearsInField < 2.5 ? "junior" : levelFromYears(yearsInField);
  else if (latestLevel === "lead_manager" || latestLevel === "executive") seniority = "lead_manager";
  else if (
    nonInternInFamily.length === 0 &&
    (studying || dated.some((j) => titles.level(j.title) === "student_intern") || dated.length === 0)
  ) {
    // No job at all but an education: a student or a fresh graduate (the labels' convention), not "unknown".
    const onlyStudies = jobs.length === 0 && facts.sections.some((s) => s.kind === "education");
    seniority = studying || dated.length || onlyStudies ? "student_intern" : null;
  } else if (
    (latestLevel === "junior" || latestLevel === "middle") &&
    latest?.range &&
    (latest.range.ongoing || latest.range.end >= docMonth - 12)
  ) {
    // The current title states the level ("Junior ETL/BI Analyst"): years alone do not overrule it.
    seniority = latestLevel;
  } else {
    seniority = levelFromYears(years);
    // The current title states senior or lead ("Lead Data Scientist") after three years of work: the years of the
    // neighbouring families (a software developer before the data science) are experience all the same.
    if (latestLevel === "senior" && (seniority === "junior" || seniority === "middle") && totalYears >= 3)
      seniority = "senior";
    if (latestLevel === "junior" && (seniority === "senior" || seniority === "middle") && years < 6)
      seniority = "junior";
    if ((seniority === "senior" || seniority === "middle") && years >= 5 && TEAM_SCOPE.test(foldCase(summaryHead)))
      seniority = "lead_manager";
  }
  // No dated job to judge by: the level the top of the resume states («Junior Frontend Developer, от 40 000 руб.»),
  // else the total an hh.ru export states.
  seniority ??=
    facts.seniorityStated ?? (facts.totalExperienceYears > 0 ? levelFromYears(facts.totalExperienceYears) : null);
  if (seniority === "student_intern" && !studying && years >= 0.75 && !headLevel) seniority = levelFromYears(years);
  // Every dated job ran inside the studies (school included): a dance ensemble at school, a summer job at university.
  // With no title above junior that is a student or a fresh graduate (the labels' convention), however long.
  if (seniority !== "student_intern" && !headLevel && onlyStudentJobs(dated, facts, lines, titles))
    seniority = "student_intern";
  // Someone still studying with under a year and a half of dated work is a student, whatever the job lines say.
  if (seniority === "junior" && studying && !headLevel && totalYears < 1.5) seniority = "student_intern";

  // The role shown as the person's is a job title or none (decisions 580, 700, 800): the desired position or the line
  // under the name first, then the main post; a candidate that is no title gives way to the next, and with none the
  // report names none.
  // The latest job's title stands behind the main post's when that one is no title.
  const main = mainPost(jobs, (j) => j.family === null || inResearch(j.family) === family);
  const role = shownRole([headClean, main?.title ?? null, latest?.title ?? null], facts.name, titles);
  // Split evidence: a runner-up close behind the winner is as likely a reading, and a wrong family misleads the
  // report more than a neutral one (decision 490). Both sides are weighed by what names them: a runner-up named only
  // by a generic head ("Инженер" beside a software engineer's titles) contradicts nothing, and a skill profile read
  // from the titles' own words (coveredCount 0) is those titles again, no second witness.
  const rival = Math.max(0, ...[...named].filter(([other]) => other !== family).map(([, n]) => n));
  // The target the person names under their name or as the desired position outranks every other title: a winner
  // that holds it is not split by lesser evidence.
  const own = family === null ? 0 : (named.get(family) ?? 0);
  const split = rival > 0 && own / (own + rival) < SPLIT_SHARE && inResearch(headFamily) !== family;
  // A family that only generic heads and a skill profile read from title words name ("Operations Manager" →
  // office administration, "Corporate Administrator") is the head's commonest field, a guess with no witness: no
  // family (decision 625).
  const guessed = family !== null && own <= 0;
  let sure = confidence >= SURE_CONFIDENCE && !contradictory && !split && !guessed;
  // A student or graduate (an education section) with nothing that names a profession: «другая сфера», as the
  // labels' convention reads them. Without an education there is nothing to go by: null, and a neutral report.
  if (votes.size === 0 && seniority === "student_intern" && facts.sections.some((s) => s.kind === "education")) {
    family = "other";
    confidence = STUDENT_WITHOUT_ROLE_CONFIDENCE;
    sure = true;
  }
  return {
    role,
    role_family: sure ? family : null,
    // The level stands on titles and dated years even where the family is unsure (the report turns neutral on the
    // family, not on the level): one reading of the level, no second scale to fall back on.
    seniority,
    confidence: Math.round(confidence * 100) / 100,
    market,
    market_sure: marketSure,
    years_in_role: Math.round(years * 10) / 10,
    years_in_field: Math.round(yearsInField * 10) / 10,
    internships: dated.filter((j) => titles.level(j.title) === "student_intern").length,
    headline: head,
    career_change: careerChanger,
    jobs: dated.map((j) => ({ line: j.range.line, family: j.family ?? j.duties ?? null })),
  };
}

/**
 * The person as the writer names them: the role is quoted in many sentences (criteria's examples too), so as a
 * whole phrase («Java-разработчик (» has lost its bracket's content), and never a heading the reader took for a
 * title («Стэк технологий»): then the report names the family.
 */
export function writerCandidate(read: CandidateProfile, name: string | null = null): CandidateProfile {
  if (!read.role) return read;
  const title = withoutLabel(roleSide(cleanTitle(cleanPhrase(read.role, 80) ?? read.role)));
  // A label ends with a colon («Стэк технологий:»); a heading is in the headings' vocabulary and names no role; a
  // sentence with a figure («Месячная аудитория составляет 57») or a goal («Получение работы …») is no title.
  const label =
    /:\s*$/u.test(read.role) ||
    (title !== null && /\d/u.test(title) && !ROLE_WORDS.test(foldCase(title))) ||
    (title !== null &&
      /^(?:получение|поиск|ищу|цель|seeking|looking for|to obtain|objective)(?![\p{L}])/iu.test(title)) ||
    // A date, the person's own name or a sentence is no title (decision 440): «Jan 2019 Analyst», «Иван Петров,
    // аналитик», a line of twelve words and more.
    (title !== null && /(?<!\d)(?:19|20)\d\d(?!\d)/u.test(title)) ||
    (title !== null && name !== null && namesPerson(title, name)) ||
    read.role.trim().split(/\s+/u).length >= 12;
  const heading =
    title !== null &&
    headingOf(title.replace(/:$/u, "")) !== null &&
    !ROLE_WORDS.test(foldCase(title)) &&
    // A title of two words the professions knowledge reads ("Conference Interpreter") is no heading.
    !readsAsJobTitle(title) &&
    !/research|исследовател|professor|профессор|lecturer|postdoc|fellow|student|студент/u.test(foldCase(title));
  return { ...read, role: label || heading ? null : titleOnly(title, name) };
}

/** A Russian adjective's ending: a title that ends with one was cut before its noun («доцент кафедры высшей»). */
const DANGLING_ADJECTIVE = /[а-яё]{3,}(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ых|их|ым|им|ей|ого|его|ому|ему)$/u;

/**
 * A role as the words that name the post (decision 550): the reading's role line may hold an organisation before the
 * post («ГАОУ ВО г. Москвы доцент кафедры высшей»: a legal form, COMPANY_MARK) or a handle after it ("Postdoctoral
 * researcher a acheysson": a word holding the person's name); those parts go, outside the words the professions
 * knowledge reads as the title (titleSpan), and so does an adjective the line cut before its noun. A title's own
 * complement stays («Менеджер по работе с ключевыми клиентами»); a line with no title word is left as it is.
 */
function titleOnly(title: string | null, name: string | null): string | null {
  if (!title) return title;
  const span = titleSpan(title);
  const spans = [...title.matchAll(/[\p{L}\p{N}+#]+/gu)];
  if (!span || spans.length === 0) return title;
  const textOf = (from: number, to: number): string =>
    from >= to ? "" : foldCase(title.slice(spans[from]!.index, spans[to - 1]!.index + spans[to - 1]![0].length));
  // The name as written and as a handle spells it («Петров» in "a petrovivan").
  const nameParts = [...foldCase(name ?? "").split(/[^\p{L}]+/u), ...nameInLatin(name)].filter(
    (part) => part.length >= 4,
  );
  const holdsName = (text: string): boolean => nameParts.some((part) => text.includes(part));
  let start = 0;
  let end = spans.length;
  const before = textOf(0, span.start);
  if (before && COMPANY_MARK.test(before)) start = span.start;
  const after = textOf(span.end, spans.length);
  if (after && (COMPANY_MARK.test(after) || holdsName(after))) end = span.end;
  while (end > start + 1 && DANGLING_ADJECTIVE.test(spans[end - 1]![0].toLowerCase())) end--;
  if (start === 0 && end === spans.length) return title;
  return title.slice(spans[start]!.index, spans[end - 1]!.index + spans[end - 1]![0].length);
}

/** The title holds the person's surname or given name (two letters and more), as written in their name. */
function namesPerson(title: string, name: string): boolean {
  const words = new Set(foldCase(title).split(/[^\p{L}]+/u));
  return foldCase(name)
    .split(/[^\p{L}]+/u)
    .some((part) => part.length >= 3 && words.has(part));
}

/** A form's label before the title ("Job Appointment : Senior Audit Associate") is no part of it. */
function withoutLabel(title: string | null): string | null {
  const labelled = title ? /^([^:]{2,30}?)\s*:\s+(\S.*)$/u.exec(title) : null;
  return labelled && !ROLE_WORDS.test(foldCase(labelled[1]!)) ? labelled[2]! : title;
}

/**
 * Of a title glued to a place or an employer by a dash («Mt. Pleasant —Substitute Teacher»), the side that names a
 * role, when only one does (decision 410).
 */
function roleSide(title: string | null): string | null {
  if (!title) return title;
  const sides = title.split(/\s+[—–]\s*|\s*[—–]\s+/u).map((part) => part.trim());
  if (sides.length !== 2) return title;
  const roles = sides.filter((side) => ROLE_WORDS.test(foldCase(side)));
  return roles.length === 1 ? roles[0]! : title;
}
