/**
 * extractFacts: everything the criteria need, read from the text once. Pure and linear-time; never throws
 * for string input (analyzeResume additionally guards it).
 */

import { familyOfTitle, isGenericTitle, levelOfTitle, ROLE_WORDS, readsAsJobTitle } from "../knowledge/professions";
import { extractContacts } from "./contacts";
import { analyzeContent } from "./content";
import {
  analyzeTimeline,
  countPlaceholderYears,
  describeTimeline,
  documentDate,
  documentDateMonth,
  endedMonth,
  findDateRanges,
  monthOf,
  openRangeWritten,
  relaxWorkRanges,
  statedExperienceMonths,
  studyPeriods,
  summaryYears,
  totalYearsOf,
  withoutActivities,
  yearsToToday,
} from "./dates";
import { analyzeCourses, degreeIn, findLanguages, readEducation } from "./education";
import { analyzeFormatting } from "./formatting";
import { isHhExport } from "./industries";
import { findName } from "./name";
import { findPersonalData } from "./personal";
import { startsItem } from "./quotes";
import { readResearch } from "./research";
import { findSections, headingOf, sectionIndex, sectionText } from "./sections";
import { pickKeySkills } from "./skills/key-skills";
import { matchSkills } from "./skills/match";
import { detectProfile } from "./skills/profiles";
import { countWords, detectLanguage, foldCase, letterShare, type PreparedText } from "./text";
import type { EngineOptions, Language, ResumeFacts, Section, SectionKind } from "./types";

/** The words that mark a line as a job title, as whole words in their inflected forms (knowledge/professions.ts). */
export { ROLE_WORDS };

const DESIRED_LABEL =
  /(?:желаемая должность|желаемая позиция|должность|позиция|position|objective|target role|desired role)\s*[:—–-]\s*([^\n]{3,80})/u;
/** A labelled field at a line's start: «Цель:», «Желаемая должность:», "Objective:", "Position sought:". */
const LABELLED_POSITION =
  /^(?:[-•*#]\s*)?(?:цель|желаемая должность|желаемая позиция|должность|позиция|position sought|desired position|position|objective|career objective|target role|desired role)\s*[:—–-]\s*([^\n]{2,80})$/iu;
/**
 * Lines that are no title, whatever words they hold: a degree or a place of study («PhD in …», «Факультет …»), a
 * supervisor, a date (a job line «Август 2020 – Старший разработчик в …, Малага»), an audience figure.
 */
const NOT_A_TITLE =
  /(?<![\p{L}])(?:ph\.?\s?d|university|college|faculty|school of|supervisor|advisor|degree|bachelor|master of|master's|doctor of|m\.?sc?\.|b\.?sc?\.|candidate|student|университет|институт|академи|факультет|кафедр|бакалавр|магистр|аспирант|студент|научн\p{L}* руководител|диплом|семейное|замуж|женат|дет(?:и|ей)(?![\p{L}])|ребен|ребён|гражданство|citizenship|married|children|пользовател|подписчик|аудитори|users|subscribers|audience)|(?:19|20)\d\d|\d{3,}/iu;
/** The pay written after a position: «От 40 000 руб.», "from $3,000". */
// A pay line of its own («от 100 000 руб» under «Желаемая зарплата») is all pay: nothing of it is a position.
const PAY_TAIL =
  /(?:^|\s+)(?:от|до|from|up to)?\s*[$€£₽]?\s?\d[\d\s.,]*\s*(?:₽|руб\.?|р\.|rub|usd|eur|тыс\.?|k|[$€£])?\.?\s*(?:на руки|gross|net)?$/iu;
/** A line cut mid-phrase ("Manufacturing technician with more than"): a sentence's start, not a title. */
const DANGLING_END = /(?<=\s)(?:with|and|of|in|for|the|a|an|than|to|at|и|в|во|с|со|по|на|для|более|из|от|к)$/u;

/**
 * Whether a value stands as a title: short, not a sentence (no full stop, no words cut mid-phrase), no date or
 * figure, no degree, school or family status.
 */
export function standsAsTitle(value: string): boolean {
  const v = value.trim();
  if (v.length < 2 || v.length > 80 || /[.!?;]$/u.test(v) || /@|https?:|<\/?\p{L}/u.test(v)) return false;
  if (v.split(/\s+/u).length > 9 || DANGLING_END.test(v)) return false;
  return !NOT_A_TITLE.test(v);
}

/**
 * The employment types and work schedules of hh.ru's dictionaries (api.hh.ru/dictionaries: `employment`, `schedule`)
 * and the terms English job boards use for the same: what a desired-position block says beside the title («Полная
 * занятость, проектная работа»), never a title (decision 580).
 */
const EMPLOYMENT_TERM =
  /^(?:полная занятость|частичная занятость|проектная работа|разовое задание|волонт[её]рство|стажировка|полный день|сменный график|гибкий график|удал[её]нная работа|удал[её]нка|вахтовый метод|full[\s-]time|part[\s-]time|contract|contractor|temporary|internship|volunteering|volunteer work|remote|hybrid|on[\s-]?site|shift work|flexible schedule|project work|freelance)$/iu;
/** Pay, not a title: «От 100 000 руб.», "from $3,000", «150 000 ₽ на руки». */
const PAY_VALUE =
  /^(?:(?:от|до|from|up to)\s*[$€£₽]?\s?\d|[$€£₽]\s?\d|\d[\d\s.,]*\s?(?:₽|руб|р\.|rub|usd|eur|\$|€|тыс))/iu;
/** A goal sentence, not a title: «Получение работы web-верстальщика», "Seeking a position …" (profile.ts reads the role in it). */
const GOAL_START =
  /^(?:получение|поиск|ищу|хочу|seeking|seek|looking for|to obtain|obtain|to secure|to find)(?![\p{L}])/iu;
/** hh.ru's duration of a job before its title: «2 года 2 месяца Golang-разработчик», "1 year 3 months Analyst". */
const DURATION_BEFORE =
  /^(?:\d{1,2}\s+(?:года|год|лет|years|year|yrs|yr)(?![\p{L}])\s*)?(?:\d{1,2}\s+(?:месяцев|месяца|месяц|months|month|mos|mo)(?![\p{L}])\s*)?(?=\p{L})/iu;

/**
 * A header value as a title, or null (decision 580): the person's own name is taken off where the line starts with
 * it («Артем Соболев Бэкенд-разработчик»); a value that is the name, pay, an employment type or schedule, a goal
 * sentence, or nothing once those are gone, is no title.
 */
export function titleOrNone(value: string | null, name: string | null): string | null {
  if (!value) return null;
  let v = value.trim();
  if (name && foldCase(v).startsWith(foldCase(name))) v = v.slice(name.length).replace(/^[\s,|·•—–-]+/u, "");
  v = v.replace(DURATION_BEFORE, "");
  if (v.length < 2 || PAY_VALUE.test(v) || GOAL_START.test(v)) return null;
  if (v.split(/\s*[,;/|·•]\s*/u).every((part) => EMPLOYMENT_TERM.test(part) || part === "")) return null;
  if (name && namedPerson(v, name)) return null;
  return v;
}

/**
 * A role read from a job line is a title, not sentences: not cut mid-phrase ("… players at"), no sentence ending
 * inside it ("… in Pensacola. Also coach …"), under ROLE_MAX_WORDS words ("Advisor and assistant to the deputy of the
 * city council" is one long title).
 */
export function roleOrNone(value: string | null, name: string | null): string | null {
  const role = titleOrNone(value, name);
  if (!role || DANGLING_END.test(role) || SENTENCE_INSIDE.test(role)) return null;
  // A degree is no role («PhD», "BSc, MSc, PhD" after the name): the person holds it, they are not it (decision 615).
  if (degreeIn(foldCase(role)) !== null && !ROLE_WORDS.test(foldCase(role))) return null;
  return role.split(/\s+/u).length < ROLE_MAX_WORDS ? role : null;
}
const ROLE_MAX_WORDS = 12;
/** A sentence's end inside a value: a full stop after a word, then the next sentence's capital. */
const SENTENCE_INSIDE = /\p{Ll}{3,}[.!?]\s+\p{Lu}/u;

/** The person's name in a value: two of its words, or its only word ("BENJAMIN L. CARVER" in "… CARVER (Ph.D.)"). */
function namedPerson(value: string, name: string): boolean {
  const words = new Set(foldCase(value).split(/[^\p{L}]+/u));
  const parts = foldCase(name)
    .split(/[^\p{L}]+/u)
    .filter((part) => part.length >= 3);
  const found = parts.filter((part) => words.has(part)).length;
  return found >= Math.min(2, parts.length) && found > 0;
}

/**
 * A role the report may tell the person to write under their name (decision 615): a title — a role word or a title
 * the professions knowledge reads —, not a generic head alone («Инженер», "Manager": a level may stand beside it), not
 * a degree ("PhD"), no employer glued on ("…; Gateway Church"), and for someone changing careers not a generic post of
 * the career they leave ("Port Operation Director"). Null when none: the writer then asks for the target instead.
 */
export function suggestableTitle(role: string | null, careerChange: boolean): string | null {
  const title = role ? roleOrNone(role, null) : null;
  if (!title || /[;@]/u.test(title)) return null;
  const folded = foldCase(title);
  if (familyOfTitle(title) === null && !ROLE_WORDS.test(folded)) return null;
  if (isGenericTitle(title) && (careerChange || headAlone(title))) return null;
  return title;
}

/** A title that is its head and at most a level word: «Инженер», "Senior Manager", «Ведущий специалист». */
function headAlone(title: string): boolean {
  const words = title.split(/[\s-]+/u).filter((word) => /\p{L}/u.test(word));
  return words.length === 1 || (words.length === 2 && levelOfTitle(words[0]!) !== null);
}

/**
 * Several titles side by side in the header — "Systems Engineer · Quantitative Engineer · 3D Engine Developer" — are
 * no one desired position: a recruiter reads them as three directions (decision 580). The titles, when there are
 * COMPETING_TITLES or more that the professions knowledge reads as titles; else null.
 */
export function competingTitles(position: string): string[] | null {
  // Split where no bracket is open: «Developer (Java / Kotlin)» is one title.
  if (/\([^)]*[|·•/]/u.test(position)) return null;
  const parts = position
    .split(/\s*[|·•]\s*|\s+\/\s+/u)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < COMPETING_TITLES) return null;
  const titles = parts.filter((part) => familyOfTitle(part) !== null);
  return titles.length >= COMPETING_TITLES ? titles : null;
}
const COMPETING_TITLES = 3;

/** A header line that the professions knowledge reads as a job title (or a level alone: «Стажер», "Intern"). */
function recognisedTitle(line: string): boolean {
  return standsAsTitle(line) && (familyOfTitle(line) !== null || levelOfTitle(line) !== null);
}
const MONEY = /\d[\d\s]{2,9}\s?(?:₽|руб|р\.|rub|usd|eur|тыс|k(?![\p{L}]))|[$€£₽]\s?\d|\d\s?[$€£]/u;
/** Words that make a line about pay, not a result: «150 000 ₽ на руки», «желаемая зарплата», "salary". */
export const SALARY_WORDS = /зарплат|заработн|доход|оклад|ожидани|желаем|на руки|до вычета|salary|compensation/u;
/** With an amount of money: «от 150 000 ₽» is pay too. */
const SALARY_CONTEXT = new RegExp(`${SALARY_WORDS.source}|(?<![\\p{L}])от\\s\\d`, "u");
const WORK_FORMAT =
  /занятость|график работы|удален|remote|гибрид|hybrid|релокац|переезд|relocat|командировк|full[\s-]time|part[\s-]time|полный день|сменный график|офис(?![\p{L}])/u;

/** Sections whose lines are descriptions of work (achievements and verbs are looked for there). */
const NON_NARRATIVE: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "desired", // the wished-for title, salary and schedule: never a result ("150 000 ₽ на руки")
  "education",
  "courses",
  "languages",
  "interests",
  "skills",
  "contacts",
  "references",
]);

function buildLineOf(text: string): { lineOf: (offset: number) => number; lineStart: (line: number) => number } {
  const starts: number[] = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  const lineStart = (line: number): number => starts[Math.min(Math.max(line, 0), starts.length - 1)]!;
  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return { lineOf, lineStart };
}

/** Kinds a label inside a job may read as: «Проект: …», «Технологии:», «Достижения:», «Изучил курсы:», «Языки: …». */
const JOB_LABEL_KINDS: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "projects",
  "skills",
  "achievements",
  "courses",
  "languages",
  "additional",
]);

/** Words from which a line in ordinary case under capital headings reads as a duty, not a heading. */
const DUTY_HEADING_WORDS = 4;

/** A heading written in capitals ("EXPERIENCE", «ОПЫТ РАБОТЫ»): its letters are all upper case. */
function inCapitals(heading: string): boolean {
  const letters = heading.replace(/[^\p{L}]/gu, "");
  return letters.length >= 2 && letters === letters.toUpperCase();
}

/**
 * Lines under a label heading («Технологии:», «Проект: Матчинг») that follows the experience section, directly or
 * through other such labels: the jobs go on below it (each job of an hh.ru-style export has its own labels).
 */
function labelsWithinExperience(
  sections: readonly Section[],
  byLine: readonly (SectionKind | null)[],
  lines: readonly string[],
): (line: number) => boolean {
  const inside = new Set<number>();
  let chain = false;
  // A document writes its headings one way: under an experience heading in capitals, a line of several words in
  // ordinary case ("Training and recruiting new team members", a duty) is no heading of that document.
  const capitals = sections.some((s) => s.kind === "experience" && inCapitals(s.heading));
  for (const section of sections) {
    // The colon is the label's mark wherever the heading reader cut the line: «Технологии и инструменты: BPMN, …»
    // is read as the heading «Технологии и инструменты» with its content after the colon.
    const labelled = section.heading.includes(":") || (lines[section.line] ?? "").includes(":");
    const unlikeHeadings =
      capitals && !inCapitals(section.heading) && section.heading.trim().split(/\s+/u).length >= DUTY_HEADING_WORDS;
    chain =
      section.kind === "experience" || (chain && JOB_LABEL_KINDS.has(section.kind) && (labelled || unlikeHeadings));
    if (chain && section.kind !== "experience") inside.add(section.line);
  }
  const sectionStart: number[] = [];
  for (const section of sections) for (let l = section.line; l < section.endLine; l++) sectionStart[l] = section.line;
  return (line: number): boolean => byLine[line] !== "experience" && inside.has(sectionStart[line] ?? -1);
}

/** The first sentence or so of "About me": "Determined Accountant with three years of experience…". */
function summaryOpening(lines: readonly string[], sections: readonly Section[]): string {
  const summary = sections.find((s) => s.kind === "summary");
  if (!summary) return "";
  return lines
    .slice(summary.line + 1, summary.endLine)
    .join(" ")
    .trim()
    .slice(0, 160);
}

/** Short lines of the experience section that name a role: "Alpine Technologies, Director of Operations". */
function jobTitleLines(lines: readonly string[], byLine: readonly (SectionKind | null)[]): string[] {
  const titles: string[] = [];
  for (let i = 0; i < lines.length && titles.length < 8; i++) {
    const line = lines[i]!.trim();
    // A title is short, capitalised and not a sentence: "Assisted accountant with accounting tasks." is a duty.
    if (
      byLine[i] !== "experience" ||
      line.length < 3 ||
      line.length > 90 ||
      /[.;]$/.test(line) ||
      !/^[\p{Lu}\d]/u.test(line)
    )
      continue;
    if (ROLE_WORDS.test(foldCase(line))) titles.push(line);
  }
  return titles;
}

/** The first of the top lines that holds a role word: the old reading of the desired position, now a hint only. */
function topRoleLine(lines: readonly string[], name: string | null): string | null {
  const top = lines
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 8);
  const line = top.find(
    (l) =>
      l !== name && l.length <= 70 && !/@|\d{5,}|https?:/u.test(l) && !headingOf(l) && ROLE_WORDS.test(foldCase(l)),
  );
  return line ? line.replace(/^#+\s*/, "") : null;
}

/**
 * The desired position is a title (issue 21): a labelled field («Цель:», «Желаемая должность:», "Objective:",
 * "Position sought:") or the first line of a desired-position section, when it stands as a title; else a header
 * line that the professions knowledge recognises as a job title; otherwise none. A sentence about family status, an
 * audience figure, a degree or a school, a job line with its dates and city are no desired position.
 */
function findDesiredPosition(
  lines: readonly string[],
  sections: readonly Section[],
  byLine: readonly (SectionKind | null)[],
  name: string | null,
): string | null {
  const head = lines.slice(0, 40);
  for (const line of head) {
    const value = LABELLED_POSITION.exec(line.trim())?.[1]?.trim();
    if (!value || !standsAsTitle(value)) continue;
    // The first labelled value decides: a goal sentence or pay there does not hand the label to a later line.
    const title = titleOrNone(value, name);
    if (title) return title;
    break;
  }
  const desired = sections.find((s) => s.kind === "desired");
  if (desired) {
    const line = lines
      .slice(desired.line + 1, desired.endLine)
      .map((l) => l.trim())
      .find((l) => l.length > 1);
    // hh.ru writes the pay on the position's line: «Junior Frontend Developer От 40 000 руб.».
    const position = line?.replace(PAY_TAIL, "").trim();
    const title = position && standsAsTitle(position) ? titleOrNone(position, name) : null;
    if (title) return title;
  }
  const labelled = DESIRED_LABEL.exec(head.join("\n"))?.[1]?.trim();
  const fromLabel = labelled && recognisedTitle(labelled) ? titleOrNone(labelled, name) : null;
  if (fromLabel) return fromLabel;
  // A header line: one of the first eight, before any heading or under contacts / a profile (a line of the
  // experience section at the top is a job, not a headline).
  const top = lines
    .map((l, index) => ({ line: l.trim(), index }))
    .filter(({ line }) => line)
    .slice(0, 8);
  let previous = "";
  const firstSection = sections[0]?.line ?? lines.length;
  for (const { line, index } of top) {
    // "… due diligence, anti-" + "corruption, data research": the end of a wrapped line is not a line of its own.
    const goesOn = /[-,‐]$/u.test(previous) || DANGLING_END.test(previous);
    previous = line;
    if (goesOn || !HEADER_KINDS.has(byLine[index] ?? null) || line === name) continue;
    const title = headlineOf(line.replace(/^#+\s*/, ""), name);
    if (title.length <= 70 && !headingOf(title) && ROLE_WORDS.test(foldCase(title)) && recognisedTitle(title)) {
      const value = titleOrNone(title, name);
      if (value) return value;
    }
    // A line that is no title as a whole may hold one among its items: a field or a note beside it, a full stop after
    // it (decision 615) — read in the header proper, above the first section («■ Marketing, Lead Generation ■» under
    // "Highlights" is a list).
    const parts = index < firstSection && title.length <= 120 && !headingOf(title) ? titleParts(title) : null;
    const fromParts = parts ? titleOrNone(parts, name) : null;
    if (fromParts) return fromParts;
  }
  return null;
}

/** Words a title item has at most: "Compliance professional focusing on regulatory compliance" is a phrase. */
const TITLE_ITEM_MAX_WORDS = 5;
/** Words an item beside a title has at most: a field or a figure, not a sentence. */
const OTHER_ITEM_MAX_WORDS = 5;

/** Separators of a header line's items outside brackets: «Нагрузочное тестирование, Тестировщик QA Python». */
const ITEM_SEPARATOR = /\s*[,;·|•■▪◦●]\s*|\s+[–—]\s+/u;

/** A header line's items, split where no bracket is open: «Backend-инженер (NestJS, TS) · Углубляюсь в Go». */
function itemsOf(line: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "(" || ch === "[") depth++;
    else if ((ch === ")" || ch === "]") && depth > 0) depth--;
    else if (depth === 0) {
      const separator = ITEM_SEPARATOR.exec(line.slice(i, i + 3));
      if (separator && separator.index === 0 && separator[0].length > 0) {
        items.push(line.slice(start, i));
        i += separator[0].length - 1;
        start = i + 1;
      }
    }
  }
  items.push(line.slice(start));
  return items.map((item) => item.trim()).filter(Boolean);
}

/**
 * The title items of a header line that is more than a title (decision 615): a field beside the title
 * («Нагрузочное тестирование, Тестировщик QA Python.»), a sentence after it («… · Углубляюсь в Go»), the employer
 * glued to it ("Infrastructure Engineer; Gateway Church"). An item is a title when it names a role word and the
 * professions knowledge reads it; the line is no job line (no year) and no sentence. Null when no item is a title.
 */
export function titleParts(line: string): string | null {
  const v = line
    .trim()
    .replace(/^[\p{Co}•·▪■◦●*–—-]+\s*/u, "")
    .replace(/[.;]+$/u, "");
  // A job line (a year), a sentence, contacts, personal details or a degree are no header of titles.
  // A line the layout wrapped mid-word ("…, AML, KYC, anti-") is a sentence's start.
  if (NOT_A_TITLE.test(v) || v.split(/\s+/u).length > 14 || /@|https?:|[-‐]$/u.test(v)) return null;
  const items = itemsOf(v);
  if (items.length < 2) return null;
  // A title item is written as one: capitalised ("могу работать в качестве повара" is a clause).
  const titles = items.filter(
    (item) =>
      /^[\p{Lu}\d]/u.test(item) &&
      item.split(/\s+/u).length <= TITLE_ITEM_MAX_WORDS &&
      (ROLE_WORDS.test(foldCase(item)) || readsAsJobTitle(item)) &&
      recognisedTitle(item),
  );
  // Beside the title, short items (a field, "2+ года опыта"), not prose: "…, particularly in the area of …" is a
  // sentence that opens with a title.
  const prose = items.some((item) => !titles.includes(item) && item.split(/\s+/u).length > OTHER_ITEM_MAX_WORDS);
  return titles.length && titles.length <= 2 && !prose ? titles.join(" / ") : null;
}

/** The sections a header line may stand in. */
const HEADER_KINDS: ReadonlySet<SectionKind | null> = new Set<SectionKind | null>([null, "contacts", "summary"]);
/** "Compliance Lead at Vertex Ventures", "Analyst @ Acme": a title, then where it is held. */
const TITLE_AT = /^(.{2,60}?)\s+(?:at|@)\s+\p{Lu}/u;

/**
 * The title in a header line: after the person's name and a comma or dash ("Лебедев Егор, Back-end Разработчик",
 * "TRISA TAY, CHARTERED ACCOUNTANT"), before "at Company" when what stands before it is a title.
 */
function headlineOf(line: string, name: string | null): string {
  let title = line;
  if (name && foldCase(title).startsWith(foldCase(name))) {
    const rest = /^(?:\s*[,|—–-]|\s)\s*(.+)$/u.exec(title.slice(name.length))?.[1];
    if (rest) title = rest.trim();
  }
  const at = TITLE_AT.exec(title)?.[1];
  return at && recognisedTitle(at) ? at : title;
}

export function extractFacts(prepared: PreparedText, options: EngineOptions = {}, language?: Language): ResumeFacts {
  const { text, folded, lines, foldedLines } = prepared;
  const now = monthOf(options.now && Number.isFinite(options.now.getTime()) ? options.now : new Date());
  const sections = findSections(lines);
  const byLine = sectionIndex(sections, lines.length);
  const sectionOfKind = (kind: SectionKind): string => sectionText(foldedLines, sections, kind);
  const wordCount = countWords(text);

  const { name, startsWithResumeWord } = findName(lines, (line) => byLine[line] ?? null, ROLE_WORDS);
  const contacts = extractContacts(text, (line) => byLine[line] ?? null, name);
  const contactsLine = foldedLines.findIndex((l) => l.includes("@") || /\+\s?\d[\d\s()-]{8,}/.test(l));
  const desiredPosition = findDesiredPosition(lines, sections, byLine, name);
  // The words of the first title-like line still tell the level and the skill profile (a job line at the top,
  // "Co-founder & Chief Technology Officer, Routewise Mar 2018 – Present"), though it is no desired position.
  const titleHint = desiredPosition ?? topRoleLine(lines, name);

  const hasExperienceSection = sections.some((s) => s.kind === "experience");
  const lineIndex = { ...buildLineOf(folded), withinExperience: labelsWithinExperience(sections, byLine, lines) };
  const foundRanges = findDateRanges(folded, {
    ...lineIndex,
    sectionOf: (line) => byLine[line] ?? null,
    lines: foldedLines,
    hasExperienceSection,
    now,
  });
  // A CV that states its own date («Last updated: March 2019») speaks as of that date: its "Present" ends there,
  // not today. Trusted only when no range starts after it (a later job means the stated date is stale).
  const statedAt = documentDateMonth(folded);
  const asOf =
    statedAt !== null && statedAt < now && foundRanges.length > 0 && foundRanges.every((r) => r.start <= statedAt)
      ? statedAt
      : now;
  const datedRanges =
    asOf === now
      ? foundRanges
      : findDateRanges(folded, {
          ...lineIndex,
          sectionOf: (line) => byLine[line] ?? null,
          lines: foldedLines,
          hasExperienceSection,
          now: asOf,
        });
  const relaxed = relaxWorkRanges(datedRanges, foldedLines, hasExperienceSection, (line) => byLine[line] ?? null);
  const ranges = withoutActivities(
    relaxed,
    lines,
    studyPeriods(relaxed, foldedLines, (line) => byLine[line] ?? null),
  );
  const experienceRanges = ranges.filter((r) => r.isWork);
  // Study and time off written as an entry (parental leave, a career break) explain the pause they fill.
  const studies = ranges.filter((r) => !r.isWork && (r.section === "education" || r.explainsGap));
  const timeline = analyzeTimeline(experienceRanges, asOf, studies, foldedLines);
  const stated = statedExperienceMonths(folded);
  const summaryText = sectionOfKind("summary");
  const totalYears = totalYearsOf(
    yearsToToday(experienceRanges, lines, now),
    stated,
    summaryYears(summaryText.slice(0, 400)),
  );

  const educationText = sectionOfKind("education");
  const education = readEducation(foldedLines, lines, (line) => byLine[line] ?? null, Math.floor(now / 12), folded);
  const courses = analyzeCourses(sectionOfKind("courses"), educationText);
  const resumeLanguage = language ?? detectLanguage(text);
  const sectionOfLine = (line: number): SectionKind | null => byLine[line] ?? null;
  const skills = matchSkills(text, { sectionOf: sectionOfLine, language: resumeLanguage, prepared });
  // A job entry's lines (the dated line with its employer and city, the title above it) are no skills (decision 650).
  // The entry's description lines after the dated one, up to a blank line or a label («Технологии: …»), too.
  // All within the dated line's section: a heading («Навыки») after the entry ends it.
  const sameSection = (i: number, line: number): boolean =>
    i >= 0 && i < lines.length && (byLine[i] ?? null) === (byLine[line] ?? null);
  const jobLines = new Set<number>();
  for (const { line } of experienceRanges) {
    if (sameSection(line - 1, line)) jobLines.add(line - 1);
    for (let i = line; i === line || (sameSection(i, line) && lines[i]!.trim() && !lines[i]!.includes(":")); i++)
      jobLines.add(i);
  }
  // The parts of an entry's title and dated lines (the title, the employer, its city; no labelled list) are the
  // same facts wherever they are listed.
  const entryParts = new Set(
    experienceRanges
      .flatMap(({ line }) => [line - 1, line].filter((i) => sameSection(i, line)))
      .filter((i) => !lines[i]!.includes(":"))
      .flatMap((i) => lines[i]!.split(/\s*(?:[,|•·(]|\s[–—-]\s)\s*/u))
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part.length > 1),
  );
  const {
    keySkills,
    duplicates: duplicateSkills,
    listedSkills,
  } = pickKeySkills(lines, sectionOfLine, skills, name, {
    city: contacts.city,
    jobLines,
    entryParts,
    firstJobLine: experienceRanges.length ? Math.min(...experienceRanges.map((r) => r.line)) : undefined,
  });
  const profile = detectProfile(skills, {
    title: [titleHint ?? "", ...lines.slice(0, 4)].join("\n"),
    summary: summaryOpening(lines, sections),
    jobTitles: jobTitleLines(lines, byLine),
    text: folded,
  });
  // The level the resume itself states, in the one vocabulary of levels (knowledge/professions.ts); the level the
  // person is read at (titles checked against dated years) is the candidate profile's (profile.ts).
  const seniorityStated = levelOfTitle([titleHint ?? "", ...lines.slice(0, 4)].join("\n"));

  const narrativeMask = foldedLines.map((_, i) => {
    const kind = byLine[i];
    return kind === null || kind === undefined || !NON_NARRATIVE.has(kind);
  });
  const content = analyzeContent(foldedLines, lines, narrativeMask, folded);
  // Items, not lines: a duty the layout wrapped over two lines is one line of detail (decision 330).
  const experienceSectionLines = lines.filter(
    (l, i) => byLine[i] === "experience" && l.trim().length > 0 && startsItem(lines, i),
  ).length;
  const desiredText = sectionOfKind("desired");
  const salaryMentioned =
    MONEY.test(desiredText) ||
    foldedLines.some((l) => SALARY_CONTEXT.test(l) && MONEY.test(l) && !/опыт|experience/u.test(l));

  return {
    language: resumeLanguage,
    charCount: text.length,
    wordCount,
    lineCount: lines.length,
    estimatedPages: pagesOf(wordCount),
    looksLikeGarbage: text.trim().length > 0 && (letterShare(text) < 0.5 || wordCount < 3),
    name,
    startsWithResumeWord,
    contacts,
    contactsLine: contactsLine >= 0 ? contactsLine : null,
    sections,
    desiredPosition,
    salaryMentioned,
    hhExport: isHhExport(foldedLines),
    workFormatMentioned: WORK_FORMAT.test(folded),
    dateRanges: ranges,
    placeholderDates: countPlaceholderYears(folded),
    experienceRanges,
    timeline: describeTimeline(
      experienceRanges,
      lines,
      stated,
      statedAt,
      documentDate(
        folded,
        ranges,
        experienceRanges,
        now,
        lineIndex.lineOf,
        totalYears,
        // Technologies their makers ended date a document that names nothing after them (decision 675).
        skills.flatMap((s) => (s.obsoleteSince ? [endedMonth(s.obsoleteSince)] : [])),
      ),
    ),
    totalExperienceYears: totalYears,
    statedExperienceMonths: stated,
    gaps: timeline.gaps,
    overlaps: timeline.overlaps,
    shortJobs: timeline.shortJobs,
    jobsCount: timeline.jobsCount,
    lastWorkEnd: timeline.lastWorkEnd,
    // A course's record read among the jobs («за время обучения») holds no current job (decision 775).
    currentlyEmployed:
      timeline.currentlyEmployed ||
      openRangeWritten(datedRanges.filter((r) => !ranges.some((c) => c.line === r.line && c.section === "courses"))),
    reverseChronological: timeline.reverseChronological,
    dateStyles: [...new Set(ranges.map((r) => r.style))],
    educationLevel: education.level,
    degrees: education.degrees,
    educationText,
    coursesCount: courses.count,
    recentCourseYear: courses.latestYear,
    // The taxonomy's skills, then the resume's own listed items it does not name (decision 395).
    skills: listedSkills.length ? [...skills, ...listedSkills] : skills,
    keySkills,
    duplicateSkills,
    profile,
    languages: findLanguages(sectionOfKind("languages"), folded),
    seniorityStated,
    quantifiedLines: content.quantifiedLines,
    actionVerbCount: content.actionVerbCount,
    processVerbs: content.processVerbs,
    dutyPhraseCount: content.dutyPhraseCount,
    dutyExamples: content.dutyExamples,
    cliches: content.cliches,
    vaguePhrases: content.vaguePhrases,
    personalData: findPersonalData(folded, text, Math.floor(now / 12)),
    firstPersonCount: content.firstPersonCount,
    bulletLines: lines.filter((l) => /^\s*(?:[-–—•·▪■◦●*+►▶➢✓✔]|\d{1,2}[.)])\s/u.test(l)).length,
    experienceLines: experienceSectionLines,
    summaryWords: countWords(summaryText),
    formatting: { ...analyzeFormatting(lines), typos: content.typos, repeatedVerbs: content.repeatedVerbs },
    research: readResearch(prepared, sections, byLine, experienceRanges),
    now,
  };
}

/** Pages a text of `words` words fills at about 450 words a page (the resume's own length, for the report and advice). */
export function pagesOf(words: number): number {
  return Math.max(1, Math.ceil(words / 450));
}
