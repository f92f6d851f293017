/**
 * Date ranges as people write them in Russian and English resumes, and the work timeline built from them.
 * Dates are month numbers (year * 12 + month0) so that merging, gaps and overlaps are plain integer arithmetic.
 */

import { activityOf, EXPLAINS_GAP, STUDY_RECORD_PHRASES } from "../knowledge/activities";
import {
  DAY_ENDINGS,
  OLD_DOCUMENT_MONTHS,
  OPEN_AFTER_WORDS,
  QUARTER_PREFIX,
  QUARTER_WORDS,
  RANGE_DASHES,
  RANGE_WORDS,
  SEASONS,
  SINCE_WORDS,
  TERM_WORDS,
  WORK_STATEMENT_LINKS,
  WORK_STATEMENT_VERBS,
  YEAR_SUFFIXES,
} from "../knowledge/dates";
import { PRESENT_LEADS, PRESENT_PHRASES, PRESENT_WHOLE_WORD } from "../knowledge/present";
import { entryNamesAPost, entryParts, levelOfTitle, namesAPerson, titleSpan } from "../knowledge/professions";
import { EN_MONTH_SRC, EN_MONTHS, RU_MONTH_SRC, RU_MONTHS, wordTrie } from "../recognisers/months";
import { headingOf } from "./sections";
import { collapseSpaces, foldCase } from "./text";
import type { DateRange, DateStyle, DocumentDateFacts, Interval, SectionKind, TimelineFacts } from "./types";

/*
 * The grammar of a date. The words come from knowledge/dates.ts and knowledge/present.ts; what is here is how they
 * combine with numbers: a month word or a season or a quarter, then a year of four digits (or two after a month
 * word), or month and year as numbers with "/", "." or "-", or a year alone. A range is two dates (or a date and
 * "present") with any dash or range word between them; spaces may be line breaks, so a range split over two lines
 * of a column is one range.
 */
const escapeRegex = (word: string): string => word.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const words = (list: readonly string[]): string =>
  [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join("|");

/** A range's dash: every dash of knowledge/dates.ts RANGE_DASHES, one character class for every reader here. */
const DASH = `[${RANGE_DASHES.map((c) => (c === "-" ? "\\-" : escapeRegex(c))).join("")}]`;
const DASH_END = new RegExp(`${DASH}$`, "u");
const SEASON_SRC = wordTrie(SEASONS.flatMap((s) => s.words));
const YEAR_SRC = "(?:19[6-9]\\d|20\\d\\d)(?!\\d)";
const YEAR_SUFFIX_SRC = `(?:\\s?(?:${words(YEAR_SUFFIXES)})\\.?(?:г\\.?)?(?![а-яa-z]))?\\.?`;
/** "Q3 2019", «3 кв. 2019», «III квартал 2019», «2-й квартал 2019». */
const QUARTER_SRC =
  `(?:${QUARTER_PREFIX}[1-4]|(?:[1-4](?:\\s?-?(?:й|ый|th|st|nd|rd))?|iv|i{1,3})\\s?(?:${words(QUARTER_WORDS)})\\.?)` +
  `[\\s,]{0,3}${YEAR_SRC}`;
/** A day of the month, with its ending: "2", "2nd", «1-го». */
const DAY_SRC = `(?:0?[1-9]|[12]\\d|3[01])(?:${words(DAY_ENDINGS)})?`;
/** A day before a month name on its line: "2 July 2018", "2nd July 2018", «15 января 2015». */
const DAY_BEFORE_SRC = `(?:(?<![\\d.,/:])${DAY_SRC}\\.?[ \\t]{1,2})?`;
/**
 * A day after a month name, closed by a comma or written as an ordinal: "June 30, 2019", "July 2nd 2018". Without
 * either, "Sep 15" is a month and a two-digit year.
 */
const DAY_AFTER_SRC = `(?:[ \\t]{1,2}(?:0?[1-9]|[12]\\d|3[01])(?:,|(?:st|nd|rd|th)(?![a-z]),?))?`;
/** "Autumn term 2015", "Spring semester 2016": the season's months. */
const TERM_SRC = `(?:\\s{1,2}(?:${words(TERM_WORDS)}))?`;

/**
 * One date: "март 2019", "July-2015", «сентябрь/2008», "Sep '15" / "Sep 15" (a month name with a two-digit year), "Summer 2016",
 * "Q1 2019", "03.2019", "03-2019", "01.03.2019", "2019.03", or a bare year. Longer forms come first so "Sep 2015"
 * is never "Sep 20". Month and year as two pairs of digits ("03/19") are dates only in a range (SHORT_RANGE).
 */
const DATE_SRC =
  `(?:(?<![а-яa-z])${DAY_BEFORE_SRC}(?:${RU_MONTH_SRC}|${EN_MONTH_SRC}|${SEASON_SRC})\\.?${DAY_AFTER_SRC}${TERM_SRC},?(?:[\\s-]{0,3}|/)['’]?${YEAR_SRC}` +
  `|(?<![а-яa-z\\d])${QUARTER_SRC}` +
  `|(?<![а-яa-z])(?:${EN_MONTH_SRC}|${RU_MONTH_SRC})\\.?[\\s-]?['’]?\\d{2}(?![\\d.:,/])` +
  // "'18 – '21", "'21 – present": a year of two digits after an apostrophe, no month.
  "|['’](?<![а-яa-z\\d]['’])\\d{2}(?![\\d.,:/])" +
  `|(?<![\\d./])(?:0?[1-9]|1[0-2])/(?:1[3-9]|2\\d|3[01])/${YEAR_SRC}` +
  `|(?<![\\d.])(?:[0-3]?\\d[./])?(?:0?[1-9]|1[0-2])[./]${YEAR_SRC}` +
  `|(?<![\\d.])(?:0?[1-9]|1[0-2])-${YEAR_SRC}` +
  `|(?<![\\d.,])${YEAR_SRC}(?:[./](?:0[1-9]|1[0-2])(?![\\d.]))?)${YEAR_SUFFIX_SRC}`;

/**
 * A "present" phrase of knowledge/present.ts as a pattern: a space may be nothing or up to three spaces or line
 * breaks, a dot inside is optional and a final one is a dot or the end of the word, «/» may be a dot.
 */
function presentPhraseSource(phrase: string): string {
  let source = "";
  for (let i = 0; i < phrase.length; i++) {
    const char = phrase[i]!;
    if (char === " ") source += "\\s{0,3}";
    else if (char === ".") source += i === phrase.length - 1 ? "(?:\\.|(?![а-яёa-z]))" : "\\.?";
    else if (char === "/") source += "\\s?[./]\\s?";
    else source += escapeRegex(char);
  }
  return PRESENT_WHOLE_WORD.includes(phrase) ? `${source}(?![а-яёa-z])` : source;
}

/** "Present" in every form of knowledge/present.ts: «по настоящее время», «по н.в.», «наст.вр.», "to date", "Pres.". */
export const PRESENT_SRC =
  `(?:(?:${words(PRESENT_LEADS).replace(/ /g, "\\s{1,3}")})\\s{0,3})?(?:` +
  [...PRESENT_PHRASES]
    .sort((a, b) => b.length - a.length)
    .map(presentPhraseSource)
    .join("|") +
  ")";
const SEP_SRC = `\\s{0,3}(?:${DASH}{1,2}(?:\\s{0,3}(?:по|до)(?![а-я]))?|${words(RANGE_WORDS)})\\s{0,3}`;

/** One range: start date, a separator, then an end date or a "present" word. */
const RANGE = new RegExp(`(${DATE_SRC})${SEP_SRC}(?:(${DATE_SRC})|(${PRESENT_SRC}))`, "gu");
/**
 * "с 2002 г." / "since 2019" without an end: an ongoing range. The word is a word of its own: «1С» (the accounting
 * suite) at the end of a line is no «с» before the next line's date. The date is read whole: «с 2021.12 по …» is no
 * «с 2021» followed by a month.
 */
const SINCE = new RegExp(
  `(?<![а-яa-z\\d])(?:${words(SINCE_WORDS)})\\s{1,3}(${DATE_SRC})(?![./]?\\d)(?!${SEP_SRC}(?:${DATE_SRC}|${PRESENT_SRC}))`,
  "gu",
);
/** "2010 onwards": scanned only in a text that has the word. */
const ONWARDS = new RegExp(`(${DATE_SRC})\\s{0,3}(?:${words(OPEN_AFTER_WORDS)})(?![a-z])`, "gu");
const ONWARDS_HINT = new RegExp(`(?:${words(OPEN_AFTER_WORDS)})(?![a-z])`, "u");

const EDUCATION_LINE =
  /университет|институт|академи|колледж|техникум|училищ|лице[йя]|школ[аеы]|факультет|кафедр|бакалавр|магистр|аспирантур|студент|university|institute|college|school|academy|bachelor|master|faculty of|\bb\.?sc|\bm\.?sc|ph\.?d|degree|gpa/u;

/** Sections whose dates are not work experience. */
const NON_WORK_SECTIONS: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "education",
  "courses",
  "projects",
  "volunteering",
  "publications",
  "achievements",
  "languages",
  "interests",
]);

export interface ParsedDate {
  month: number;
  /** The month was written; year-only dates are less precise. */
  hasMonth: boolean;
  style: DateStyle;
}

/** «III квартал», "Q3", «3-й кв.»: the quarter's number (1–4), or null. */
const QUARTER_HEAD = new RegExp(
  `^(?:${QUARTER_PREFIX}([1-4])|(?:([1-4])(?:\\s?-?\\p{L}{1,2})?|(iv|i{1,3}))\\s?(?:${words(QUARTER_WORDS)})\\.?)[\\s,]*$`,
  "u",
);
const ROMAN_QUARTERS: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3, iv: 4 };

function quarterOf(head: string): number | null {
  const m = QUARTER_HEAD.exec(head);
  if (!m) return null;
  return m[1] ? Number(m[1]) : m[2] ? Number(m[2]) : (ROMAN_QUARTERS[m[3] ?? ""] ?? null);
}

/**
 * Parses one date token already matched by DATE_SRC (lower-cased text). `asEnd`: the token ends a range, so a
 * year-only date means December, a season its last month and a quarter its third (the corpus convention, and how
 * people mean it).
 */
export function parseDateToken(token: string, asEnd = false): ParsedDate | null {
  const yearMatch = /(19[6-9]\d|20\d\d)(?!\d)/.exec(token);
  if (!yearMatch) return parseShortYear(token, asEnd);
  const year = Number(yearMatch[1]);
  const tail = /^[./](\d\d)/.exec(token.slice(yearMatch.index + 4));
  if (tail) return { month: year * 12 + Number(tail[1]) - 1, hasMonth: true, style: "numeric" }; // "2019.03"
  const head = token.slice(0, yearMatch.index).trim();
  // «01.03.2019» is day, month, year; "05/21/2019" (a day above 12 second) is the American month, day, year.
  const numeric = /(?:(\d{1,2})[./])?(\d{1,2})[./-]$/.exec(head);
  if (numeric) {
    const month = Number(numeric[2]) > 12 && numeric[1] ? Number(numeric[1]) : Number(numeric[2]);
    return { month: year * 12 + month - 1, hasMonth: true, style: "numeric" };
  }
  const quarter = head ? quarterOf(head) : null;
  if (quarter !== null)
    return {
      month: year * 12 + (quarter - 1) * 3 + (asEnd ? 2 : 0),
      hasMonth: true,
      style: /[а-я]/.test(head) ? "month-ru" : "month-en",
    };
  const word = withoutDay(head).replace(/[^\p{L}]/gu, "");
  if (word) {
    const named = monthOfWord(word);
    if (named) return { month: year * 12 + named.month, hasMonth: true, style: named.style };
    const season = SEASONS.find((s) => s.words.includes(word));
    if (season)
      return {
        month: year * 12 + (asEnd ? season.last : season.first),
        hasMonth: true,
        style: /[а-я]/.test(word) ? "month-ru" : "month-en",
      };
  }
  return { month: year * 12 + (asEnd ? 11 : 0), hasMonth: false, style: "year" };
}

/** A month name's head without the day written before or after it ("2nd july", "july 2nd,", «15 января»). */
const DAY_IN_HEAD = new RegExp(`(?<![\\p{L}\\d])${DAY_SRC}(?![\\p{L}\\d])`, "gu");
const TERM_IN_HEAD = new RegExp(`(?<![\\p{L}])(?:${words(TERM_WORDS)})(?![\\p{L}])`, "gu");

function withoutDay(head: string): string {
  return head.replace(DAY_IN_HEAD, " ").replace(TERM_IN_HEAD, " ");
}

function monthOfWord(word: string): { month: number; style: DateStyle } | null {
  const isCyrillic = /[а-я]/.test(word);
  const found = (isCyrillic ? RU_MONTHS : EN_MONTHS).find(([prefix]) => word.startsWith(prefix));
  return found ? { month: found[1], style: isCyrillic ? "month-ru" : "month-en" } : null;
}

/** "Sep 15", "sep '15": a month name with a two-digit year (00–69 → 20xx, 70–99 → 19xx); "'18" alone: the year. */
function parseShortYear(token: string, asEnd = false): ParsedDate | null {
  const bare = /^['’](\d{2})$/u.exec(token.trim());
  if (bare) {
    const short = Number(bare[1]);
    return {
      month: (short < 70 ? 2000 + short : 1900 + short) * 12 + (asEnd ? 11 : 0),
      hasMonth: false,
      style: "year",
    };
  }
  const m = /^([\p{L}]+)\.?[\s-]?['’]?(\d{2})$/u.exec(token.trim());
  const named = m ? monthOfWord(m[1]!) : null;
  if (!m || !named) return null;
  const short = Number(m[2]);
  return { month: (short < 70 ? 2000 + short : 1900 + short) * 12 + named.month, hasMonth: true, style: named.style };
}

export function monthOf(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** A document dated this many months or more before today is old news to a recruiter (its "present" is not now). */
export const STALE_DOCUMENT_MONTHS = 18;

/**
 * Whether the document's own date (a month, from TimelineFacts.asOf) is STALE_DOCUMENT_MONTHS or more before `now`
 * with no date range starting after it. One answer for the error list and the criteria.
 */
export function isStaleDocument(
  dated: number | null,
  now: number,
  ranges: readonly { start: number }[],
): dated is number {
  return dated !== null && now - dated >= STALE_DOCUMENT_MONTHS && !ranges.some((r) => r.start > dated);
}

export function formatMonth(month: number, language: "ru" | "en" = "ru"): string {
  const names =
    language === "ru"
      ? ["янв.", "февр.", "март", "апр.", "май", "июнь", "июль", "авг.", "сент.", "окт.", "нояб.", "дек."]
      : ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${names[((month % 12) + 12) % 12]} ${Math.floor(month / 12)}`;
}

export interface RangeContext {
  /** Line index of a character offset. */
  lineOf(offset: number): number;
  /**
   * The line sits under a label inside the jobs («Проект: …», «Технологии:», «Достижения:», "Tools:"): a heading
   * with a colon that follows the experience section (or another such label) does not end it for the dates.
   */
  withinExperience?(line: number): boolean;
  /** Character offset where a line starts (for the span of a range read from a column). */
  lineStart?(line: number): number;
  /** Section kind a line belongs to, or null before the first heading. */
  sectionOf(line: number): SectionKind | null;
  lines: readonly string[];
  hasExperienceSection: boolean;
  now: number;
}

/** Finds every plausible date range in the (case-folded) text. */
export function findDateRanges(folded: string, ctx: RangeContext): DateRange[] {
  const ranges: DateRange[] = [];
  for (const m of rangeMatches(folded, ctx.now)) {
    const span: [number, number] = [m.index, m.index + m.text.length];
    const range = buildRange(m.start, m.end, m.text, ctx.lineOf(m.index), ctx, span);
    if (range) ranges.push(range);
  }
  // "с 2015 г. по 2018 г.": the range above already has it; "с 2015 г." alone is an ongoing job.
  const rangeStarts = new Set(ranges.map((r) => `${r.line}:${r.start}`));
  // "2010 onwards" likewise, scanned only in a text that has the word.
  for (const pattern of ONWARDS_HINT.test(folded) ? [SINCE, ONWARDS] : [SINCE]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(folded); m !== null; m = pattern.exec(folded)) {
      const start = parseDateToken(m[1] ?? "");
      const key = start ? `${ctx.lineOf(m.index)}:${start.month}` : "";
      if (!start || rangeStarts.has(key)) continue;
      const range = buildRange(start, null, m[0], ctx.lineOf(m.index), ctx, [m.index, m.index + m[0].length]);
      // "from 2010 onwards" is one range, found by both patterns.
      rangeStarts.add(key);
      if (range) ranges.push(range);
    }
  }
  // A column range already read on its own line (a start there, the same start) is not a second job.
  const seen = new Set(ranges.flatMap((r) => [`${r.start}:${r.end}`, `${r.line}@${r.start}`]));
  for (const range of columnRanges(ctx)) {
    if (seen.has(`${range.start}:${range.end}`) || seen.has(`${range.line}@${range.start}`)) continue;
    seen.add(`${range.start}:${range.end}`);
    seen.add(`${range.line}@${range.start}`);
    ranges.push(range);
  }
  // The lines a range read over several lines covers: a column's «Сентябрь» / «2009 - Инженер» / «Апрель 2016».
  const covered = new Set<number>();
  for (const r of ranges)
    for (let l = r.line + 1; l <= ctx.lineOf(Math.max(r.span[0], r.span[1] - 1)); l++) covered.add(l);
  ranges.push(...openRanges(ctx, seen, covered));
  const since = currentJobSince(ctx, ranges);
  if (since) ranges.push(since);
  return ranges.sort((a, b) => a.line - b.line);
}

/** One month and year and nothing else dated: «НИЦЭТУ, программный архитектор, Окт 2022». */
const MONTH_YEAR = new RegExp(`(?<![а-яa-z\\d])(?:${RU_MONTH_SRC}|${EN_MONTH_SRC})\\.?,?\\s{0,3}${YEAR_SRC}`, "gu");

/**
 * The latest job written with its start month alone, at the top of the jobs ("Company, Title, Oct 2022" above
 * "Company, Title, Nov 2019 – Aug 2022"): the job held since then. Only a job line of the experience section whose
 * month comes after every counted job's start, with no other date on it.
 */
function currentJobSince(ctx: RangeContext, ranges: readonly DateRange[]): DateRange | null {
  const work = ranges.filter((r) => r.isWork);
  if (!work.length) return null;
  // After every counted job began; never on a line a range (a column's too) covers.
  const latest = Math.max(...work.map((r) => r.start));
  const rangeLines = new Set<number>();
  for (const r of ranges) {
    const last = Math.max(r.line, ctx.lineOf(Math.max(r.span[0], r.span[1] - 1)));
    for (let l = Math.min(r.line, ctx.lineOf(r.span[0])); l <= last; l++) rangeLines.add(l);
  }
  for (let line = 0; line < ctx.lines.length; line++) {
    const text = ctx.lines[line]!;
    if (rangeLines.has(line) || ctx.sectionOf(line) !== "experience" || !HAS_YEAR.test(text)) continue;
    const dates = text.match(MONTH_YEAR);
    if (dates?.length !== 1 || (text.match(ONE_DATE) ?? []).length !== 1) continue;
    const start = parseDateToken(dates[0]!);
    const entry = text.replace(dates[0]!, " ");
    if (!start || start.month <= latest || start.month > ctx.now) continue;
    if (!(JOB_WORDS.test(entry) || COMPANY_MARK.test(entry) || entryNamesAPost(entry))) continue;
    const at = (ctx.lineStart?.(line) ?? 0) + text.indexOf(dates[0]!);
    return buildRange(start, null, dates[0]!, line, ctx, [at, at + dates[0]!.length]);
  }
  return null;
}

interface RangeMatch {
  start: ParsedDate;
  end: ParsedDate | null;
  text: string;
  index: number;
}

/**
 * ISO months "2015-05 – 2020-02" only as a range: a lone "2010-11" is as often an academic year as November.
 */
const ISO_MONTH_SRC = `${YEAR_SRC}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\\d|3[01]))?(?!\\d)`;
const ISO_RANGE = new RegExp(`(?<![\\d.])(${ISO_MONTH_SRC})${SEP_SRC}(?:(${ISO_MONTH_SRC})|(${PRESENT_SRC}))`, "gu");

/**
 * Month and a two-digit year as numbers, "03/19 – 05/21", «03.19 – н.в.»: dates only as a range, both ends short
 * (a lone "10.15" is as often a time or a decimal). With a dot the month has two digits ("1.19 – 5.21" is a pair of
 * numbers), and a year is never after this one, so «с 10.30 до 12.45» is no job.
 */
const SHORT_NUMERIC_SRC = "(?:0?[1-9]|1[0-2])[./]\\d{2}(?!\\d|[./]\\d)";
const SHORT_RANGE = new RegExp(
  `(?<![\\d./-])(${SHORT_NUMERIC_SRC})${SEP_SRC}(?:(${SHORT_NUMERIC_SRC})|(${PRESENT_SRC}))`,
  "gu",
);

const SHORT_NUMERIC_HINT = /\d[./]\d\d(?![\d./])/;

/**
 * Two months and one year, "May – Oct 2024", «февраль – апрель 2016», "Nov 2019"-less "Nov – Feb 2020": the start
 * borrows the end's year (the year before when its month is later). The start has no year of its own: "May 2023 –
 * Oct 2024" is the plain range.
 */
const MONTH_WORD_SRC = `(?:${RU_MONTH_SRC}|${EN_MONTH_SRC})\\.?`;
const MONTH_PAIR = new RegExp(
  `(?<![а-яa-z])(${MONTH_WORD_SRC})${SEP_SRC}((?:${MONTH_WORD_SRC})[\\s,-]{0,3}['’]?${YEAR_SRC})`,
  "gu",
);

/** Two month numbers and one year, «03–06.2019», "3-6/2019": the start borrows the end's year. */
const NUMERIC_MONTH_PAIR = new RegExp(
  `(?<![\\d./'’-])(0?[1-9]|1[0-2])\\s?[-–—]\\s?((?:0?[1-9]|1[0-2])[./]${YEAR_SRC})`,
  "gu",
);

function numericMonthPair(startMonth: string, endToken: string): { start: ParsedDate; end: ParsedDate } | null {
  const end = parseDateToken(endToken, true);
  const month = Number(startMonth) - 1;
  if (!end || month >= end.month % 12) return null;
  return { start: { month: Math.floor(end.month / 12) * 12 + month, hasMonth: true, style: "numeric" }, end };
}

function monthPair(startWord: string, endToken: string): { start: ParsedDate; end: ParsedDate } | null {
  const end = parseDateToken(endToken, true);
  const named = monthOfWord(startWord.replace(/[^\p{L}]/gu, ""));
  if (!end || !named || !end.hasMonth) return null;
  const year = Math.floor(end.month / 12) - (named.month > end.month % 12 ? 1 : 0);
  return { start: { month: year * 12 + named.month, hasMonth: true, style: named.style }, end };
}

function shortNumericDate(token: string, now: number): ParsedDate | null {
  const [, month, dot, short] = /^(\d{1,2})([./])(\d{2})$/.exec(token) ?? [];
  if (!month || !short || (dot === "." && month.length < 2)) return null;
  const nowShort = Math.floor(now / 12) % 100;
  const value = Number(short);
  const year = value <= nowShort ? 2000 + value : value >= 60 ? 1900 + value : null;
  if (year === null || (dot === "." && value === 0)) return null;
  return { month: year * 12 + Number(month) - 1, hasMonth: true, style: "numeric" };
}

function isoMonth(token: string): ParsedDate {
  const [year, month] = token.split("-").map(Number);
  return { month: year! * 12 + month! - 1, hasMonth: true, style: "numeric" };
}

function rangeMatches(text: string, now: number): RangeMatch[] {
  const found: RangeMatch[] = [];
  RANGE.lastIndex = 0;
  for (let m = RANGE.exec(text); m !== null; m = RANGE.exec(text)) {
    const start = parseDateToken(m[1] ?? "");
    const endToken = m[2];
    const end = endToken ? parseDateToken(endToken, true) : null;
    if (start && (!endToken || end)) found.push({ start, end, text: m[0], index: m.index });
  }
  if (text.includes("-")) {
    ISO_RANGE.lastIndex = 0;
    for (let m = ISO_RANGE.exec(text); m !== null; m = ISO_RANGE.exec(text)) {
      found.push({ start: isoMonth(m[1]!), end: m[2] ? isoMonth(m[2]) : null, text: m[0], index: m.index });
    }
  }
  MONTH_PAIR.lastIndex = 0;
  for (let m = MONTH_PAIR.exec(text); m !== null; m = MONTH_PAIR.exec(text)) {
    const pair = monthPair(m[1]!, m[2]!);
    if (pair) found.push({ ...pair, text: m[0], index: m.index });
  }
  NUMERIC_MONTH_PAIR.lastIndex = 0;
  for (let m = NUMERIC_MONTH_PAIR.exec(text); m !== null; m = NUMERIC_MONTH_PAIR.exec(text)) {
    const pair = numericMonthPair(m[1]!, m[2]!);
    if (pair) found.push({ ...pair, text: m[0], index: m.index });
  }
  // A short date has a digit, a slash or dot and two digits: the whole-text scan runs only where one is written.
  if (SHORT_NUMERIC_HINT.test(text)) {
    SHORT_RANGE.lastIndex = 0;
    for (let m = SHORT_RANGE.exec(text); m !== null; m = SHORT_RANGE.exec(text)) {
      const start = shortNumericDate(m[1]!, now);
      const end = m[2] ? shortNumericDate(m[2], now) : null;
      if (start && (!m[2] || end)) found.push({ start, end, text: m[0], index: m.index });
    }
  }
  return found;
}

/**
 * The run of date words a line starts with: months, years, dashes and "present" words. In moderncv and hh.ru PDF
 * layouts the dates sit in a narrow left column, so one range is spread over the starts of 2–4 lines:
 * "Ноябрь 2020 NVIDIA…" / "- Август DevOps инженер" / "2022".
 */
/** The single words of the "present" phrases and their leads: a column may split «по настоящее» / «время». */
const PRESENT_WORDS = [...PRESENT_LEADS, ...PRESENT_PHRASES]
  .flatMap((phrase) => phrase.split(" "))
  .map((word) => word.replace(/\.$/, "")); // the dot after a word is read as punctuation ("наст.вр.")
const COLUMN_TOKEN_SRC =
  `${DAY_SRC}\\.?(?=[ \\t]{1,2}(?:${RU_MONTH_SRC}|${EN_MONTH_SRC}))|(?:0?[1-9]|[12]\\d|3[01])(?:(?:st|nd|rd|th),?|,(?=[ \\t]{0,2}${YEAR_SRC}))|${QUARTER_SRC}|(?:${words(TERM_WORDS)})|(?:${RU_MONTH_SRC}|${EN_MONTH_SRC}|${SEASON_SRC})\\.?|(?:[0-3]?\\d[./])?(?:0?[1-9]|1[0-2])[./-]${YEAR_SRC}|${YEAR_SRC}(?:[./](?:0[1-9]|1[0-2])(?!\\d))?|` +
  `(?:${words(YEAR_SUFFIXES)})\\.?|` +
  `(?:0?[1-9]|1[0-2])/\\d{2}(?!\\d)|(?:0[1-9]|1[0-2])\\.\\d{2}(?![\\d.])|['’]\\d{2}(?!\\d)|${DASH}{1,2}|${words(RANGE_WORDS)}|н\\.?\\s?[./]?\\s?в\\.?(?![а-яa-z])|${words(PRESENT_WORDS)}`;
// A dash may be glued to the word after it («2018–время»): it is a token of its own.
const COLUMN_PREFIX = new RegExp(
  `^\\s*(?:(?:(?:${COLUMN_TOKEN_SRC})(?=[\\s,./]|${DASH}|$)|${DASH}{1,2})[\\s,./]*)+`,
  "u",
);

/** Ranges whose parts are split over the starts of consecutive lines; single-line ranges are found elsewhere. */
function columnRanges(ctx: RangeContext): DateRange[] {
  const ranges: DateRange[] = [];
  let group: { first: number; parts: string[] } | null = null;
  const flush = (): void => {
    if (group && group.parts.length >= 2) {
      group = withPresentAfterDash(group);
      const joined = group.parts.join(" ");
      // Each range belongs to the line its start sits on, so that it pairs with the job written beside it.
      const starts: number[] = [];
      let offset = 0;
      for (const part of group.parts) {
        starts.push(offset);
        offset += part.length + 1;
      }
      let found = 0;
      for (const m of rangeMatches(joined, ctx.now)) {
        const partIndex = starts.filter((start) => start <= m.index).length - 1;
        const last = group.first + group.parts.length - 1;
        const span = columnSpan(ctx, group.first, last);
        const range = buildRange(m.start, m.end, m.text, group.first + Math.max(0, partIndex), ctx, span);
        if (range) ranges.push(range);
        found++;
      }
      const cells = found === 0 ? twoDateCells(group, ctx) : null;
      if (cells) ranges.push(cells);
    }
    group = null;
  };
  let skipped = 0;
  for (let line = 0; line < ctx.lines.length; line++) {
    const prefix = COLUMN_PREFIX.exec(ctx.lines[line] ?? "")?.[0].trim();
    if (!prefix || !/[\p{L}\d]/u.test(prefix)) {
      // «2023 -» / «• Разработка…» / «н.в. • …»: a column's open range may have one content line before its end.
      const open = group !== null && DASH_END.test(group.parts.at(-1) ?? "");
      if (open && skipped === 0) {
        skipped++;
        continue;
      }
      flush();
      skipped = 0;
      continue;
    }
    skipped = 0;
    const pair = dashlessPair(prefix, line, ctx);
    if (pair) {
      flush();
      ranges.push(pair);
      continue;
    }
    if (group) group.parts.push(prefix);
    else group = { first: line, parts: [prefix] };
  }
  flush();
  return ranges;
}

/** A column part that is only words of a "present" phrase: «наст.», «по наст.», "to". */
const PRESENT_PART = new RegExp(`^(?:(?:${words(PRESENT_WORDS)})[\\s.]*)+$`, "u");
/** A column part ending in a range's dash and the last words of a "present" phrase: «2018– время». */
const DASH_THEN_WORDS = new RegExp(`${DASH}{1,2}\\s{0,3}((?:(?:${words(PRESENT_WORDS)})[\\s.]*)+)$`, "u");

/**
 * A "present" phrase whose cell wrapped around the start date: «наст.» on the line above, «2018– время» below (the
 * right-aligned words of «наст. время» beside a left-aligned year). The phrase's first words are put back after the
 * dash, so the grammar reads «2018– наст. время» with its own present words; the part keeps its line.
 */
function withPresentAfterDash(group: { first: number; parts: string[] }): { first: number; parts: string[] } {
  const head = group.parts.findIndex((part) => PRESENT_PART.test(part));
  const tail = group.parts.findIndex((part, i) => i !== head && DASH_THEN_WORDS.test(part));
  if (head < 0 || tail < 0) return group;
  const m = DASH_THEN_WORDS.exec(group.parts[tail]!)!;
  const moved = `${group.parts[tail]!.slice(0, m.index + m[0].length - m[1]!.length)}${group.parts[head]} ${m[1]}`;
  // The head's line is kept as an empty part, so that every part stays on its line.
  return { first: group.first, parts: group.parts.map((part, i) => (i === tail ? moved : i === head ? "" : part)) };
}

/** A date alone, then a later date or a "present" phrase alone: a table's "from" and "to" cells. */
const CELL_DATE_SRC = `${DATE_SRC}|${SHORT_NUMERIC_SRC}`;
const TWO_CELLS = new RegExp(`^(${CELL_DATE_SRC}) (?:(${CELL_DATE_SRC})|(${PRESENT_SRC}))$`, "u");
const cellDate = (token: string, asEnd: boolean, now: number): ParsedDate | null =>
  parseDateToken(token, asEnd) ?? shortNumericDate(token, now);

/**
 * A Word table with a "from" and a "to" column («С» / «По», "From" / "To"), read cell by cell: the start and the end
 * stand alone on two consecutive lines with no dash between them ("09.2016" / "08.2019", «03.2021» / «по н.в.»). Only
 * two lines that hold nothing but their date, the end not before the start.
 */
function twoDateCells(group: { first: number; parts: string[] }, ctx: RangeContext): DateRange | null {
  if (group.parts.length !== 2) return null;
  if (group.parts.some((part, i) => (ctx.lines[group.first + i] ?? "").trim() !== part)) return null;
  const m = TWO_CELLS.exec(group.parts.join(" "));
  const start = m ? cellDate(m[1]!, false, ctx.now) : null;
  if (!m || !start) return null;
  const end = m[2] ? cellDate(m[2], true, ctx.now) : null;
  if (m[2] && (!end || end.month < start.month)) return null;
  return buildRange(
    start,
    end,
    group.parts.join(" – "),
    group.first,
    ctx,
    columnSpan(ctx, group.first, group.first + 1),
  );
}

/** "2018 2020 Старший программист": a column whose dash extraction lost, two dates and nothing between them. */
const DASHLESS_PAIR = new RegExp(`^(${DATE_SRC})\\s+(${DATE_SRC})$`, "u");

function dashlessPair(prefix: string, line: number, ctx: RangeContext): DateRange | null {
  const m = DASHLESS_PAIR.exec(prefix);
  const start = m ? parseDateToken(m[1]!) : null;
  const end = m ? parseDateToken(m[2]!, true) : null;
  if (!start || !end || end.month < start.month) return null;
  return buildRange(start, end, prefix, line, ctx, columnSpan(ctx, line, line));
}

/**
 * "2021 – · · · PhD student", «2019 —» at the end of a line: a range left open is still going. Read last, only where
 * no range (inline or from a column) already starts on that line.
 */
const OPEN_RANGE = new RegExp(`(${DATE_SRC})[ \\t]{0,3}${DASH}{1,2}[ \\t]*(?=$|[·.…\\])•|])`, "gu");
/** A dash with nothing after it but spaces or leaders: the only lines OPEN_RANGE is run on. */
const OPEN_DASH = new RegExp(`${DASH}[ \\t]*(?:$|[·.…\\])•|])`, "u");

/**
 * "12/2020- Postdoctoral Researcher": a line that starts with a month and year, a dash glued to it and then the post,
 * no end date — the entry's "to" cell left empty, so the post is still held (decision 755). A year alone before such
 * a dash ("2019- Acme") is read only when a post's title follows the dash (OPEN_TITLED_HEAD): an employer's name after
 * it is as often a one-year entry as an open one.
 */
const OPEN_HEAD = new RegExp(`^[ \\t]*(${DATE_SRC})${DASH}{1,2}[ \\t]+(?=\\p{L})`, "u");
/**
 * «2019 – Front-end разработчик», "2015 - Senior Research Fellow, …": a date (a year alone included), a dash spaced or
 * glued, and then a post's title, nothing in the "to" cell — the post is still held (decision 775). The title is the
 * entry's first part read by the professions knowledge as a person's post, not a company or a course.
 */
const OPEN_TITLED_HEAD = new RegExp(`^[ \\t]*(${DATE_SRC})[ \\t]{0,3}${DASH}{1,2}[ \\t]+(\\p{L}[^\\n]*)$`, "u");
/** Words of an entry's first part a title may have with its field («… английского языка и иврита»): longer is prose. */
const HEAD_TITLE_WORDS = 10;

function openRanges(ctx: RangeContext, taken: ReadonlySet<string>, covered: ReadonlySet<number>): DateRange[] {
  const ranges: DateRange[] = [];
  for (let line = 0; line < ctx.lines.length; line++) {
    const text = ctx.lines[line]!;
    // A line inside a range already read over several lines is a part of it, not a post of its own.
    const head = covered.has(line) ? null : openHead(text, line, ctx, taken);
    if (head) ranges.push(head);
    if (head || !OPEN_DASH.test(text)) continue;
    OPEN_RANGE.lastIndex = 0;
    for (let m = OPEN_RANGE.exec(text); m !== null; m = OPEN_RANGE.exec(text)) {
      const start = parseDateToken(m[1]!);
      if (!start || taken.has(`${line}@${start.month}`)) continue;
      const at = (ctx.lineStart?.(line) ?? 0) + m.index;
      const range = buildRange(start, null, m[0], line, ctx, [at, at + m[0].length]);
      if (range) ranges.push(range);
    }
  }
  return ranges;
}

function openHead(text: string, line: number, ctx: RangeContext, taken: ReadonlySet<string>): DateRange | null {
  const glued = OPEN_HEAD.exec(text);
  const m = glued ?? OPEN_TITLED_HEAD.exec(text);
  const start = m ? parseDateToken(m[1]!) : null;
  if (!m || !start || taken.has(`${line}@${start.month}`)) return null;
  // The cheap tests first; the professions lookup only for a year alone or a spaced dash.
  if ((start.style === "year" || !glued) && !titleFollows(OPEN_TITLED_HEAD.exec(text)?.[2] ?? "")) return null;
  const head = glued ? m[0] : m[0].slice(0, m[0].length - m[2]!.length);
  const at = (ctx.lineStart?.(line) ?? 0) + m.index;
  return buildRange(start, null, head, line, ctx, [at, at + head.length]);
}

/**
 * The text after an open date's dash opens with a post: its first entry part names a person holding one («Ведущий
 * инженер», "Data analyst – Acme"), or a short part ends in such a noun after a tool or a field («Python-разработчик»,
 * "Front-end разработчик"); «Курс «Python-разработчик»», "Acme Widgets" and «Бакалавриат …» open with none.
 */
function titleFollows(rest: string): boolean {
  const part = entryParts(rest)[0]?.trim() ?? "";
  const words = part.split(/\s+/u);
  if (!part || words.length > HEAD_TITLE_WORDS) return false;
  // The title opens the part (a tool or a field word may lead it): "I worked as a carer" is a sentence.
  const span = titleSpan(part);
  return span !== null && span.start <= 1 && (namesAPerson(part) || namesAPerson(part.match(/\p{L}+/gu)?.at(-1) ?? ""));
}

const PLACEHOLDER_YEAR = /(?<![\p{L}\d])(?:19|20)[xх]{2}(?![\p{L}\d])/gu;

/** Template placeholders instead of years ("June 20XX", "20XX – Present"): the resume is an unfinished template. */
export function countPlaceholderYears(folded: string): number {
  return folded.match(PLACEHOLDER_YEAR)?.length ?? 0;
}

/** A column range's span: from the start of its first line to the end of its last (the parts sit at their starts). */
function columnSpan(ctx: RangeContext, first: number, last: number): [number, number] {
  const from = ctx.lineStart?.(first) ?? 0;
  const to = (ctx.lineStart?.(last) ?? 0) + (ctx.lines[last]?.length ?? 0);
  return [from, Math.max(from, to)];
}

function buildRange(
  start: ParsedDate,
  end: ParsedDate | null,
  text: string,
  line: number,
  ctx: RangeContext,
  span: [number, number],
): DateRange | null {
  const nowYear = Math.floor(ctx.now / 12);
  if (start.month > ctx.now + 1) return null; // a start in the future is not a past job
  const ongoing = end === null;
  const endMonth = end ? end.month : ctx.now;
  if (endMonth < start.month) return null;
  if (Math.floor(endMonth / 12) > nowYear + 7 || endMonth - start.month > 50 * 12) return null;
  const section = ctx.sectionOf(line);
  const style = start.style === "year" && end ? end.style : start.style;
  return {
    start: start.month,
    end: Math.min(endMonth, Math.max(ctx.now, start.month)),
    ongoing,
    text: collapseSpaces(text).trim(),
    line,
    span,
    section,
    style,
    isWork: isWorkRange(line, ctx.lineOf(Math.max(span[0], span[1] - 1)), section, ctx),
  };
}

/**
 * Education dates must not inflate experience. With an experience section, only its ranges count; without one,
 * everything except lines that read like education (or sit in non-work sections) counts. `last` is the line the
 * range ends on (a column's range spans two or more).
 */
function isWorkRange(line: number, last: number, section: SectionKind | null, ctx: RangeContext): boolean {
  // A degree listed under the jobs (flattened tables, one-column templates) is still education — unless hh.ru's
  // per-job duration follows the range: hh.ru counts the months of a job only («Пермский государственный
  // университет» as an employer, the post three lines below).
  if (ctx.hasExperienceSection) {
    if (section === "experience" || ctx.withinExperience?.(line))
      return durationFollows(last, ctx.lines) || !looksLikeDegree(line, ctx.lines);
    // A job's own "Key projects" sub-heading is judged with the jobs' layout (jobsInTheirLayout): a real projects
    // section after the jobs dates projects, not posts.
    if (section === null || !JOB_SUBSECTIONS.has(section) || !followsExperience(line, ctx.sectionOf)) return false;
    return durationFollows(last, ctx.lines) || looksLikeJob(line, ctx.lines) || recordNamesAPost(line, ctx.lines, last);
  }
  if (section && NON_WORK_SECTIONS.has(section)) return false;
  return !looksLikeEducation(line, ctx.lines);
}

const DEGREE_LINE =
  /бакалавр|магистр|аспирант|студент|факультет|диплом|bachelor|master of|\bb\.?sc|\bm\.?sc|\bb\.?tech|\bph\.?d|\bdegree|\bgpa\b|\bb\.?com|\bm\.?com|\b[bm]\.?eng\b/u;
/**
 * A job word. A Russian job noun with the adjective suffix «-ск-» names no person: «программистских олимпиад»,
 * «менеджерские навыки», «тренерский штаб» describe a contest, a skill or a staff beside an award's dates, not a post.
 * The teaching adjectives are left matching: «преподавательская деятельность» is the teaching work itself.
 */
const JOB_WORDS =
  /(?:менеджер|инженер(?!н)|разработчик|программист|специалист|аналитик|руководител|директор|бухгалтер|экономист|учитель|ассистент|сотрудник|доцент|профессор|методист|заведующ|тренер|инструктор)(?!ск)|преподавател|педагог|воспитател|lecturer|faculty(?!\s+of)|tutor|coach|trainer|instructor|professor|researcher|engineer(?!ing)|developer|programmer|manager|analyst|assistant|teacher|consultant|officer|accountant|economist|director|specialist|administrator|администратор/u;

/**
 * "Достижения" or "Skills" written without a colon inside a job ends the experience section for the heading
 * reader; a dated job line after it ("ООО «Ромашка», экономист 2015 – 2019") is still work.
 */
const JOB_SUBSECTIONS: ReadonlySet<SectionKind> = new Set<SectionKind>(["achievements", "additional", "skills"]);
/** The sections a job's own sub-headings are read as («Основные достижения», "Selected projects", "Skills used"). */
const WITHIN_JOBS: ReadonlySet<SectionKind> = new Set<SectionKind>([...JOB_SUBSECTIONS, "projects"]);
/**
 * A company form in a line («ООО», "Ltd", "Inc."): the line names an employer (profile.ts reads departments by it).
 * A public institution's form by the grammar of its abbreviation (ОКОПФ: федеральное/государственное/муниципальное,
 * бюджетное/автономное/казённое, образовательное, учреждение): ГБУ, МАУ, ГБОУ, ГАОУ, ФГБОУ, ГБУЗ.
 */
export const COMPANY_MARK =
  /(?<![а-яa-z])(?:ооо|оао|зао|пао|ао|ип|гуп|муп|фгуп|(?:фг|г|м)[бак](?:о|д)?уз?|llc|inc|ltd|gmbh|corp|company|компани[яи])(?![а-яa-z])/u;

/**
 * The line stands under sub-headings of the jobs only, back to an experience heading: every job of a résumé that
 * repeats «Основные достижения» or "Key projects" inside each job falls under one of them.
 */
function followsExperience(line: number, sectionOf: (line: number) => SectionKind | null): boolean {
  for (let l = line - 1; l >= 0 && l > line - 400; l--) {
    const kind = sectionOf(l);
    if (kind === null || !WITHIN_JOBS.has(kind)) return kind === "experience";
  }
  return false;
}

/**
 * The heading of the line's section is written again elsewhere in the text: a sub-heading each job repeats
 * («Ключевые проекты», "Selected projects"), not a section of the document, which is written once.
 */
function headingRepeats(
  line: number,
  lines: readonly string[],
  sectionOf: (line: number) => SectionKind | null,
): boolean {
  const kind = sectionOf(line);
  let head = line;
  while (head > 0 && sectionOf(head - 1) === kind) head--;
  const heading = (lines[head] ?? "").trim();
  if (!heading) return false;
  let seen = 0;
  for (const text of lines) if (text.trim() === heading && ++seen > 1) return true;
  return false;
}

/** How many lines after its dates a job's record may name the post (hh.ru: duration, employer, city, post). */
const RECORD_LINES_BELOW = 5;

/**
 * The record of a range names a post: a line of it, up to the next dated line or a blank one (and the line above it
 * when that has no date: a US résumé's employer line), is a profession title of at most six words, or holds a job
 * word, and the record names no degree. A layout property — the job's record — not the range's own line alone. The
 * record goes on after the range's last line: a range split over a column («Июль 2008 —» / «Август 2009 Пермь»).
 */
function recordNamesAPost(line: number, lines: readonly string[], last = line): boolean {
  const record: string[] = lines.slice(line, last + 1);
  const above = lines[line - 1] ?? "";
  if (above.trim() && !HAS_YEAR.test(above)) record.push(above);
  for (let l = last + 1; l <= last + RECORD_LINES_BELOW && l < lines.length; l++) {
    const text = lines[l]!;
    if (!text.trim() || HAS_YEAR.test(text)) break;
    record.push(text);
  }
  if (record.some((text) => DEGREE_LINE.test(text))) return false;
  return record.some((text) => {
    const words = text.replace(/^[\s•·–—-]+/u, "").trim();
    return JOB_WORDS.test(words) || (words.split(/\s+/u).length <= 6 && entryNamesAPost(words));
  });
}

/** hh.ru's per-job total alone on the line after a range ("1 год 2 месяца", "11 months"): the range is a job's. */
function durationFollows(last: number, lines: readonly string[]): boolean {
  const next = lines[last + 1] ?? "";
  const m = HH_DURATION.exec(next);
  return m !== null && m[0].length === next.length;
}

function looksLikeJob(line: number, lines: readonly string[]): boolean {
  const text = [lines[line - 1] ?? "", lines[line] ?? "", lines[line + 1] ?? ""].join(" ");
  return (JOB_WORDS.test(text) || COMPANY_MARK.test(text)) && !DEGREE_LINE.test(text);
}

/**
 * A line about studies ("2014 – 2018 МГУ, бакалавр", "2005 – 2010 Московский государственный университет") and not
 * about a job: no job word or company mark on it or beside it ("Институт физики" + "научный сотрудник" is a job).
 */
function looksLikeDegree(line: number, lines: readonly string[]): boolean {
  const own = lines[line] ?? "";
  const next = lines[line + 1] ?? "";
  const text = (own.match(/\p{L}/gu) ?? []).length > 12 ? own : [lines[line - 1] ?? "", own, next].join(" ");
  // The entry is this line and its continuation (a next line without its own range: "Май 2010 Педагог…").
  RANGE.lastIndex = 0;
  const entry = RANGE.test(next) ? own : `${own} ${next}`;
  return (DEGREE_LINE.test(text) || EDUCATION_LINE.test(text)) && !JOB_WORDS.test(entry) && !COMPANY_MARK.test(entry);
}

function looksLikeEducation(line: number, lines: readonly string[]): boolean {
  const own = lines[line] ?? "";
  // A line with its own words speaks for itself; a bare date line is judged by its neighbours, except those that
  // carry their own years ("Университет, 1995 – 2000" beside a date column belongs to its own dates).
  // A two-line entry, the degree above and the place with its dates below ("MMath Master of Mathematics" /
  // "Department of Mathematical Sciences September 2020 - July 2024"), is one entry about studies.
  if ((own.match(/\p{L}/gu) ?? []).length > 12)
    return EDUCATION_LINE.test(own.toLowerCase()) || (!JOB_WORDS.test(own) && degreeAbove(line, lines));
  const neighbours = [lines[line - 1] ?? "", lines[line + 1] ?? ""].filter((l) => !/(?:19|20)\d\d/.test(l));
  return EDUCATION_LINE.test([...neighbours, own].join(" ").toLowerCase());
}

/** The line above names a degree and has no dates of its own: the date line below is that degree's second line. */
function degreeAbove(line: number, lines: readonly string[]): boolean {
  const above = lines[line - 1] ?? "";
  return DEGREE_LINE.test(above) && !HAS_YEAR.test(above) && !JOB_WORDS.test(above);
}

/**
 * Two-column PDFs scramble reading order, so the "Experience" heading may come after the jobs it belongs to.
 * When the experience section holds no dates at all, every range outside education counts instead.
 */
export function relaxWorkRanges(
  ranges: readonly DateRange[],
  lines: readonly string[],
  hasExperienceSection: boolean,
  sectionOf: (line: number) => SectionKind | null = () => null,
): DateRange[] {
  // A period a sentence or a title speaks of is no job's dates: it neither counts nor makes the jobs' section dated.
  ranges = ranges.map((r) => (r.isWork && periodNamedInText(r, lines) ? { ...r, isWork: false } : r));
  // Without an experience heading nothing was scrambled: dates under "Volunteering" or "Awards" are not jobs — unless
  // they are written as the jobs are (jobsInTheirLayout).
  if (!hasExperienceSection || ranges.some((r) => r.isWork))
    return withWorkStatements(
      postsAmongStudies(jobsInTheirLayout(ranges, lines, sectionOf, hasExperienceSection), lines),
      lines,
    );
  // A date frame of an InDesign/LaTeX layout can land under any heading, "Education" included: the words around
  // the date decide, and a course is never a job.
  return withWorkStatements(
    postsAmongStudies(
      ranges.map((r) => ({
        ...r,
        isWork: !r.section || !(NEVER_SCRAMBLED_JOBS.has(r.section) || looksLikeEducation(r.line, lines)),
      })),
      lines,
    ),
    lines,
  );
}

/** "worked as", "working at", «работала в», «тружусь на»: a verb of working and the link to a post or an employer. */
const WORK_STATEMENT = new RegExp(
  `(?<![\\p{L}])(?:${WORK_STATEMENT_VERBS.join("|")})\\s+(?:${WORK_STATEMENT_LINKS.map((w) => w.replace(/ /g, "\\s+")).join("|")})(?![\\p{L}])`,
  "u",
);
/** How many sentences of a dated paragraph may name the work: the first often names the employer alone. */
const STATEMENT_SENTENCES = 2;

/**
 * A paragraph that starts with its dates and a colon and says in its first sentences that the person worked as or
 * for someone is a job under any heading, the education's included: such paragraphs are often written after the
 * studies with no experience heading at all (decision 755). A study's paragraph ("2015 – 2018: studied …") stays.
 */
function withWorkStatements(ranges: readonly DateRange[], lines: readonly string[]): DateRange[] {
  return ranges.map((range) => (range.isWork || !statesWork(range, lines) ? range : { ...range, isWork: true }));
}

function statesWork(range: DateRange, lines: readonly string[]): boolean {
  const own = lines[range.line] ?? "";
  const at = own.indexOf(range.text);
  if (at < 0 || own.slice(0, at).trim() !== "") return false;
  const after = /^\s*:\s*(.*)$/u.exec(own.slice(at + range.text.length));
  if (!after) return false;
  const opening = after[1]!
    .split(/(?<=[.!?])\s+/u)
    .slice(0, STATEMENT_SENTENCES)
    .join(" ");
  return WORK_STATEMENT.test(opening);
}

/** Sections whose dates are never a job's, even in a scrambled layout: a course, unpaid help, a publication's period. */
const NEVER_SCRAMBLED_JOBS: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "courses",
  "volunteering",
  "publications",
]);

/**
 * The words of a study entry besides the degrees DEGREE_LINE names: a diploma, a major, a thesis, school-leaving
 * exams, a course, a qualification or a speciality («специальность», «квалификация», «курс»).
 */
const STUDY_ENTRY =
  /diploma|certificat|(?<![a-z])(?:major|minor|thesis|dissertation|course|coursework|bootcamp|gcses?|a[ -]?levels?|nvq|honou?rs|doctor of|cum laude)(?![a-z])|специальност|квалификаци|направлени|специализаци|(?<![а-яё])курс(?![а-яё]|ор)/u;

/**
 * Posts listed among the studies: an "Education & Employment" list, an "Experience" heading glued to the last line
 * of the education, a wrapped duty line ending "… Education SIG" read as a heading. An entry under the education
 * heading is a post when its first part names a person holding one (professions.ts namesAPerson: "Lab Manager, Yale
 * University", "Postdoctoral Scholar, Psychology, Harvard", "Retail assistant • Duty manager • Iceland") and the
 * entry names no degree, diploma, major or qualification; the field of a degree ("Software Engineering", "Accounting")
 * names no person. A Russian diploma names its qualification as a profession («Инженер-механик, МГТУ»), so a
 * Russian entry under the studies is never read as a post. An on-campus post during the studies is still judged by
 * withoutActivities.
 */
function postsAmongStudies(ranges: readonly DateRange[], lines: readonly string[]): DateRange[] {
  return ranges.map((range) => {
    if (range.isWork || range.section !== "education") return range;
    const own = entryWords(range, lines);
    const next = lines[range.line + 1] ?? "";
    // The entry is the range's own line; a date alone is the entry on the line after it ("09/2008 – 07/2019" /
    // "Retail assistant • Duty manager • Iceland Frozen Foods").
    const entry = own || next;
    const first = entryParts(entry.replace(/^[\s.,;:)(\]•·–—-]+/u, ""))[0]?.trim() ?? "";
    if (first.split(/\s+/u).length > 6 || !namesAPerson(first)) return range;
    const around = own && !HAS_YEAR.test(next) ? `${entry} ${next}` : entry;
    if (DEGREE_LINE.test(around) || STUDY_ENTRY.test(around)) return range;
    if (/[а-яё]/u.test(first)) return range;
    return { ...range, isWork: true };
  });
}

/**
 * Where a range stands in its entry: at the start of its line (after a field label such as "Date:"), at its end, alone,
 * or inside a sentence; and how its start is written (a month word, numbers, a year). A range split over a date
 * column has no place on one line.
 */
function layoutOf(range: DateRange, lines: readonly string[]): string | null {
  const own = lines[range.line] ?? "";
  const at = own.indexOf(range.text);
  if (at < 0) return null;
  const before = own.slice(0, at).trim();
  const after = own.slice(at + range.text.length).replace(/^[\s.,;:)(\]]+$/u, "");
  const field = FIELD_LABEL.test(before) ? before : "";
  const place = before === "" || field ? (after.trim() ? "start" : "alone") : after.trim() ? "inside" : "end";
  const form = range.style === "month-ru" || range.style === "month-en" ? "month" : range.style;
  return `${place}|${field}|${form}`;
}

/** "Date:", «Период:», "Dates of employment:": a field label before an entry's dates. */
const FIELD_LABEL = /^[\p{L} ]{2,30}:$/u;

/**
 * A résumé writes all its jobs one way. A range the section reader left outside the jobs — after a sub-heading a job
 * holds ("Key Achievements", «Технологический стек»), after a line misread as a heading inside the jobs, before the
 * experience heading in a flattened table — is a job when it stands in its line as the counted jobs' ranges do and
 * its entry reads as a job (a job word, a company, a profession title), not as a degree. Sections that date entries
 * of their own keep them: education and courses always, projects while the résumé has an experience heading (without
 * one, "Projects" is where the jobs are, but not a student's projects inside the studies). Volunteering and prose are
 * never jobs; what an entry says it is (a course, a student post) is still judged by withoutActivities.
 */
function jobsInTheirLayout(
  ranges: readonly DateRange[],
  lines: readonly string[],
  sectionOf: (line: number) => SectionKind | null,
  hasExperienceSection: boolean,
): DateRange[] {
  // Each range's layout, read once: the counted jobs' layouts, and every other entry compared with them here and in
  // withSiblingEntries.
  const layoutAt = ranges.map((range) => layoutOf(range, lines));
  const layouts = new Set<string>();
  ranges.forEach((range, i) => {
    const layout = range.isWork ? layoutAt[i] : null;
    if (layout && !layout.startsWith("inside")) layouts.add(layout);
  });
  // When the person studied is asked only of a projects entry in a résumé without an experience heading.
  let studies: Interval[] | undefined;
  const jobLike = (range: DateRange): boolean => {
    if (range.section === "projects") {
      // Under a job's own "Key projects" sub-heading — written again in each job, never a section of its own — the
      // next job's record names its post.
      if (hasExperienceSection)
        return (
          followsExperience(range.line, sectionOf) &&
          headingRepeats(range.line, lines, sectionOf) &&
          recordNamesAPost(range.line, lines)
        );
      studies ??= studyPeriods(ranges, lines, sectionOf);
      if (studies.some((s) => s.start <= range.start && range.end <= s.end)) return false;
      // A date line with words of its own is about them; a date alone is about the lines beside it.
      const own = entryWords(range, lines);
      const job = own ? JOB_WORDS.test(own) || COMPANY_MARK.test(own) : looksLikeJob(range.line, lines);
      return job && !looksLikeDegree(range.line, lines);
    }
    return readsAsJob(range, lines);
  };
  const read = ranges.map((range, i) => {
    if (range.isWork) return range;
    // An entry with a job's own fields ("Position:", "Designation :", "Name of the Company:", «Должность:») is a job
    // under any heading a duty line was misread as ("Other ad-hoc projects (local or global)") or a list of projects
    // is written under ("Summary of Projects": "Project 1" / "Name of the Company:" … "Project Duration : 2020 –
    // 2022"), in any layout; a degree or a course has none of these fields.
    const layout = layoutAt[i] ?? null;
    const inLayout = layout !== null && layouts.has(layout);
    // Written as the counted jobs are, under any heading but education (a course heading read from a duty line); in
    // another layout, never in a section whose records are a course's or unpaid help's.
    const recordsJobs = inLayout
      ? range.section !== "education"
      : !(range.section && NO_JOB_RECORDS.has(range.section));
    if (recordsJobs && hasJobFields(range.line, lines)) return { ...range, isWork: true };
    if (!inLayout) return range;
    if (range.section !== null && OWN_DATED.has(range.section)) return range;
    return jobLike(range) ? { ...range, isWork: true } : range;
  });
  return withSiblingEntries(read, layoutAt, lines);
}

/**
 * One list of entries is one kind: under a heading that is no experience heading (a line of the jobs misread as one,
 * «Конкурс мобильной фотографии»), where the jobs' layout made some entries jobs ("Lemma-auto - fullstack dev
 * 2022-2023"), the other entries written the same way are jobs too, though their words name no post
 * («Минэкономразвития России - бд 2011-2020») — unless they name a degree.
 */
function withSiblingEntries(
  read: readonly DateRange[],
  layoutAt: readonly (string | null)[],
  lines: readonly string[],
): DateRange[] {
  const promoted = new Set<string>();
  // A job counted under a heading that is no experience heading (here, or by a job's record under its sub-headings)
  // makes the entries written as it is in that section jobs too.
  read.forEach((range, i) => {
    if (range.isWork && range.section !== null && range.section !== "experience" && !OWN_DATED.has(range.section))
      promoted.add(`${range.section}|${layoutAt[i]}`);
  });
  if (!promoted.size) return [...read];
  return read.map((range, i) => {
    if (range.isWork || range.section === null || range.section === "projects") return range;
    if (!promoted.has(`${range.section}|${layoutAt[i]}`) || looksLikeDegree(range.line, lines)) return range;
    return { ...range, isWork: true };
  });
}

/** Sections whose records are never a job's, whatever their fields: a degree, a course, unpaid help. */
const NO_JOB_RECORDS: ReadonlySet<SectionKind> = new Set<SectionKind>(["education", "courses", "volunteering"]);

/** The field labels of a job entry: a course, a degree or a project has none of them. */
const JOB_FIELD =
  /^\s*(?:position|designation|job title|post held|employer(?: name)?|company(?: name)?|organi[sz]ation|name of (?:the )?(?:company|employer|organi[sz]ation)|должность|занимаемая должность|работодатель|организация|компания|место работы|наименование (?:организации|компании|работодателя))\s*:/u;
/** How far above its dates a record's fields may start ("Name of the Company:" … "Designation :" … "Duration :"). */
const RECORD_LINES_ABOVE = 8;

/**
 * A job's field label in the range's record: its own line, the two lines after it ("Date: …" / "Position: …" /
 * "Company: …"), or the lines above it up to a blank line ("Name of the Company: …" / "Designation : …" / "Project
 * Duration : 2020 – 2022").
 */
function hasJobFields(line: number, lines: readonly string[]): boolean {
  if ([line, line + 1, line + 2].some((l) => JOB_FIELD.test(lines[l] ?? ""))) return true;
  for (let l = line - 1; l >= 0 && l >= line - RECORD_LINES_ABOVE && (lines[l] ?? "").trim() !== ""; l--)
    if (JOB_FIELD.test(lines[l]!)) return true;
  return false;
}

/** Sections whose dated entries are their own (a degree, a course) or never jobs (unpaid help, prose). */
const OWN_DATED: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "education",
  "courses",
  "volunteering",
  "summary",
  "interests",
]);

/** The words a range's line holds besides its dates and a field label ("Date:"), or "" when it holds none. */
function entryWords(range: DateRange, lines: readonly string[]): string {
  const rest = (lines[range.line] ?? "").replace(range.text, " ").replace(/^\s*[\p{L} ]{2,30}:/u, " ");
  return (rest.match(/\p{L}/gu) ?? []).length >= 4 ? rest : "";
}

/**
 * The entry of a range names a job: a job word or a company on it or beside it, or a profession title in its own
 * words (in the line after a date that stands alone: "Date: Oct 2016 – present" / "Position: Software Architect");
 * and no degree.
 */
function readsAsJob(range: DateRange, lines: readonly string[]): boolean {
  if (looksLikeDegree(range.line, lines)) return false;
  const title = entryWords(range, lines) || (lines[range.line + 1] ?? "");
  return looksLikeJob(range.line, lines) || entryNamesAPost(title);
}

/**
 * Entries listed among the jobs that are not work (knowledge/activities.ts): volunteering, conscription, a course
 * written as the current job, a student's own research — and on-campus posts (a teaching or research assistant)
 * while they run inside a study (studyPeriods). Judged by the entry's title line, the one the timeline shows as the
 * range's label.
 */
export function withoutActivities(
  ranges: readonly DateRange[],
  lines: readonly string[],
  studies: readonly Interval[],
): DateRange[] {
  // One study after another (a bachelor's, then a master's at once) is one time of studies: a teaching assistant from
  // the third year of the bachelor's to the end of the master's is a student's post all along (decision 620).
  const anyStudy = mergeIntervals(studies);
  return ranges.map((range) => {
    if (!range.isWork) return range;
    if (periodNamedInText(range, lines)) return { ...range, isWork: false };
    // An on-campus post is also read in the whole entry: a label cut at 80 characters loses its last words ("…,
    // graduate assistantshi"), a line too long for a label is still the entry's own words. The other activities keep
    // the label's reading: a long line's «PhD student» beside an outside employer's contract is a job by the labels,
    // and an award read in the whole entry moved a validation file's family (decision 575).
    const activity =
      activityOf(rangeLabel(range, lines)) ??
      [rangeEntry(range, lines), entryWords(range, lines), wrappedEntry(range.line, lines)]
        .map(activityOf)
        .find((kind) => kind === "on_campus") ??
      null;
    if (activity === null) {
      if (trainingTitleAbove(range, lines)) return { ...range, isWork: false };
      // A course's record among the jobs is read as a course's: no current job either (decision 775).
      return studyRecord(range, ranges, lines) ? { ...range, isWork: false, section: "courses" } : range;
    }
    if (activity === "on_campus") return outsideStudies(range, anyStudy);
    return EXPLAINS_GAP.has(activity) ? { ...range, isWork: false, explainsGap: true } : { ...range, isWork: false };
  });
}

/** A list item's mark at the start of a line: a bullet is a duty of the entry above, never the next entry's title. */
const BULLET = /^[•·▪◦●○■□►▸✓✔*–—-]/u;

/**
 * A course written as a post on the record's title line above its dates («Инженер по тестированию (обучение)» /
 * «Июнь 2022 – GeekBrains» / «настоящее время»): the dates' own line names no post, the title line above names one
 * and marks it as training (knowledge/activities.ts). A duty bullet of the job above is no title line.
 */
function trainingTitleAbove(range: DateRange, lines: readonly string[]): boolean {
  // The line above first: most ranges have none marked as training, and the professions lookup is the costly part.
  const above = (lines[range.line - 1] ?? "").trim();
  if (!above || HAS_YEAR.test(above) || BULLET.test(above) || activityOf(above) !== "training") return false;
  if (!(JOB_WORDS.test(above) || entryNamesAPost(above))) return false;
  const own = entryWords(range, lines);
  return !own || !(JOB_WORDS.test(own) || entryNamesAPost(own));
}

/** A learner's phrase on a short line of a record: a sub-heading or a bracket, not a sentence of a trainer's duties. */
const STUDY_RECORD = new RegExp(
  `(?<![\\p{L}])(?:${STUDY_RECORD_PHRASES.join("|").replace(/ /g, "\\s+")})(?![\\p{L}])`,
  "u",
);
/** Words a line of the record may have and still be a sub-heading or a bracket's note. */
const RECORD_NOTE_WORDS = 8;
/** Lines below its dates a record is read for the learner's phrase, when no other range comes first. */
const STUDY_RECORD_LINES = 40;

/**
 * A course written as a job under the jobs (decision 775): «Python-разработчик, 2021 — по настоящее время» whose record
 * says «Выполненные кейсы (за время обучения)». The record runs to the next dated line; its short lines are asked.
 */
function studyRecord(range: DateRange, ranges: readonly DateRange[], lines: readonly string[]): boolean {
  const next = ranges.find((r) => r.line > range.line)?.line ?? range.line + STUDY_RECORD_LINES;
  for (let i = range.line + 1; i < Math.min(next, range.line + STUDY_RECORD_LINES, lines.length); i++) {
    const line = lines[i] ?? "";
    if (line.split(/\s+/u).length <= RECORD_NOTE_WORDS && STUDY_RECORD.test(foldCase(line))) return true;
  }
  return false;
}

/**
 * An on-campus post judged against the time of studies (decision 620): a post that began inside a study is a
 * student's while the study runs. Still held ("2020 – present"), it is a student's all along: the degree's end is
 * often the expected one, and a graduate who stayed on would name the new post. Closed after the study ended, the
 * months after it (and the summer after the graduation) are work: the labels count a research assistant from the
 * graduation on, never the months inside the degree.
 */
function outsideStudies(range: DateRange, studies: readonly Interval[]): DateRange {
  const study = studies.find((s) => s.start <= range.start && range.start <= s.end);
  if (!study) return range;
  if (range.ongoing || range.end <= study.end) return { ...range, isWork: false };
  return { ...range, start: study.end + 1 };
}

/** Lines an entry wrapped over may be read back to find its head ("Visiting Scientist Award, …, (accommo-" / "dation), 2019-2020."). */
const WRAPPED_LINES_ABOVE = 3;

/**
 * The entry a line ends when it goes on from the lines above — it starts in lower case or the line above ends in a
 * hyphen or a comma — back to a blank or dated line; "" when the line is an entry's first.
 */
function wrappedEntry(line: number, lines: readonly string[]): string {
  const parts: string[] = [];
  for (let l = line; l > line - WRAPPED_LINES_ABOVE && l > 0; l--) {
    const above = (lines[l - 1] ?? "").trim();
    const own = (lines[l] ?? "").trim();
    if (!above || HAS_YEAR.test(above) || !(/^\p{Ll}/u.test(own) || /[-‐,]$/u.test(above))) break;
    parts.unshift(above);
  }
  return parts.length ? [...parts, lines[line] ?? ""].join(" ") : "";
}

/**
 * A word that makes the years after it a period a sentence or a title speaks of, not an entry's dates: «за 1998–2008
 * годы», «в 1990–2010 гг.», "the archive for 1998–2008", "markets in transition of 1990–2010".
 */
const PERIOD_LEAD =
  /(?:^|[\s(«"“])(?:for|of|in|during|between|over|covering|throughout|за|в|во|на|между|об?|о|период\p{L}*|годы|годах)\s*$/iu;
const MONTH_WORD = new RegExp(`(?<![а-яёa-z])${MONTH_WORD_SRC}`, "gu");
/** A thesis or a dissertation and the roles around it: a supervised student's entry, a degree's title. */
const THESIS = /thesis|dissertation|диссертац|committee member|научн\p{L}* руководител|оппонент/iu;

/**
 * The range is a period the text speaks of, not the dates of an entry (decision 575): it follows a preposition or a
 * period noun (PERIOD_LEAD); or it ends a line whose entry goes on below in brackets or in lower case and names a
 * thesis ("…Interventions, 1968–2003" / "(PhD, committee member)"). A range read from a column (not found on its
 * line) is an entry's. Tried and dropped: a range inside its line beside another year (a publication's) — it moved a
 * validation file's family.
 */
function periodNamedInText(range: DateRange, lines: readonly string[]): boolean {
  const own = (lines[range.line] ?? "").toLowerCase();
  const at = own.indexOf(range.text);
  if (at < 0) return false;
  const before = own.slice(0, at);
  if (PERIOD_LEAD.test(before)) return true;
  // Words, not month names: "Sep 2006 – Nov 2012, Sep – Dec 2014" is one entry's two spells.
  const wordsAfter = (
    own
      .slice(at + range.text.length)
      .replace(MONTH_WORD, " ")
      .match(/\p{L}{2,}/gu) ?? []
  ).length;
  const next = (lines[range.line + 1] ?? "").trim();
  return wordsAfter === 0 && /^[(\p{Ll}]/u.test(next) && THESIS.test(`${own} ${next}`);
}

/**
 * A degree written with its graduation date alone ("2020 PhD – Planetary Geophysics", "Graduation: May 2024") was
 * studied for about this many months before it (a bachelor's four years; a master's or a PhD after it is shorter or
 * as long): only the on-campus posts inside it are judged by this.
 */
const DEGREE_MONTHS = 48;
/**
 * The summer after the last exams still belongs to the studies: an assistantship's contract runs to the end of the
 * academic year (August after an April or May graduation), for a dated study as for a graduation date alone.
 */
const AFTER_GRADUATION_MONTHS = 4;
const ONE_DATE = new RegExp(DATE_SRC, "gu");
const HAS_YEAR = /(?:19|20)\d\d/;

/**
 * When the person studied: the education section's ranges, and for a degree line with one date (its graduation)
 * the DEGREE_MONTHS before it.
 */
export function studyPeriods(
  ranges: readonly DateRange[],
  lines: readonly string[],
  sectionOf: (line: number) => SectionKind | null,
): Interval[] {
  const periods: Interval[] = ranges
    .filter((r) => !r.isWork && r.section === "education")
    .map((r) => ({ start: r.start, end: r.ongoing ? r.end : r.end + AFTER_GRADUATION_MONTHS }));
  const rangeLines = new Set(ranges.map((r) => r.line));
  for (let line = 0; line < lines.length; line++) {
    const text = lines[line]!;
    if (rangeLines.has(line) || sectionOf(line) !== "education" || !HAS_YEAR.test(text)) continue;
    let graduation: ParsedDate | null = null;
    ONE_DATE.lastIndex = 0;
    for (let m = ONE_DATE.exec(text); m !== null; m = ONE_DATE.exec(text)) graduation = parseDateToken(m[0], true);
    if (graduation)
      periods.push({ start: graduation.month - DEGREE_MONTHS, end: graduation.month + AFTER_GRADUATION_MONTHS });
  }
  return periods;
}

/** Merges overlapping or touching intervals (inclusive month ends). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end + 1) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The months two intervals share, both ends counted; 0 or less when they do not meet. */
export function sharedMonths(a: Interval, b: Interval): number {
  return Math.min(a.end, b.end) - Math.max(a.start, b.start) + 1;
}

/** Shared months above this are two jobs held at once; one or two are a hand-over. */
export const CONCURRENT_MONTHS = 2;

export function totalMonths(intervals: readonly Interval[]): number {
  return mergeIntervals(intervals).reduce((sum, i) => sum + (i.end - i.start + 1), 0);
}

/** Work ranges that are not nested inside another one: moderncv lists sub-projects inside a job. */
export function topLevelJobs(ranges: readonly DateRange[]): DateRange[] {
  const jobs: DateRange[] = [];
  ranges.forEach((range, index) => {
    // "Автотесты, 2021-2023" inside "март 2021 — по н. в.": a year-only start may be up to 11 months early.
    const slack = range.style === "year" ? 11 : 0;
    const nested = ranges.some(
      (other, j) =>
        j !== index &&
        other.start <= range.start + slack &&
        other.end >= range.end &&
        (other.end - other.start > range.end - range.start ||
          (j < index && other.end - other.start === range.end - range.start)),
    );
    if (!nested) jobs.push(range);
  });
  return jobs;
}

/**
 * A dated post's own title, read by `post` (decision 515): from the range's own line when it holds words besides the
 * dates («Mindbox октябрь 2022 — …» names the employer, not a post); from the line above or below only when the dates
 * stand alone.
 */
export function namesItsPost(range: DateRange, lines: readonly string[], post: (text: string) => boolean): boolean {
  const own = lines[range.line]?.trim() ?? "";
  const rest = foldCase(own)
    .replace(range.text, " ")
    .replace(/[^\p{L}]+/gu, " ")
    .trim();
  if (rest.split(" ").filter((w) => w.length > 1).length >= 1) return post(own);
  return [range.line - 1, range.line + 1].some((i) => post(lines[i]?.trim() ?? ""));
}

/** A line of a title: short, and a profession or a level word in it. */
const titleLine = (text: string): boolean =>
  text.length > 0 && text.length <= 120 && (entryNamesAPost(text) || levelOfTitle(text) !== null);

/**
 * The posts held inside another post's dates, each with a title of its own on its own line, the outer one titled too
 * and no tenure over a ladder of roles (two or more posts inside it): places of work of their own, which the
 * nesting rule of `topLevelJobs` (a sub-project inside a job) would drop from the count (decision 775).
 */
function postsHeldAtOnce(ranges: readonly DateRange[], jobs: readonly DateRange[], lines: readonly string[]): number {
  const inner = ranges.filter((r) => !jobs.includes(r));
  if (!inner.length) return 0;
  const within = (outer: DateRange, r: DateRange): boolean =>
    r !== outer && r.line !== outer.line && outer.start <= r.start && r.end <= outer.end;
  return inner.filter((r) => {
    const outer = jobs.filter((j) => within(j, r) && !(j.start === r.start && j.end === r.end));
    return (
      outer.length > 0 &&
      outer.every((o) => ranges.filter((x) => within(o, x)).length < 2 && namesItsPost(o, lines, titleLine)) &&
      namesItsPost(r, lines, titleLine)
    );
  }).length;
}

export interface Timeline {
  totalYears: number;
  gaps: { start: number; end: number; months: number }[];
  overlaps: { a: string; b: string; months: number }[];
  shortJobs: number;
  jobsCount: number;
  lastWorkEnd: number | null;
  currentlyEmployed: boolean;
  reverseChronological: boolean | null;
}

/** Gaps longer than this many months are worth explaining to a recruiter. */
export const GAP_MONTHS = 6;

/** How many months a year-only boundary may be off by (January read for a month that could be December). */
const YEAR_ONLY_SLACK_MONTHS = 11;

/** The months from `start` to `end` that no study covers, as pieces in order. */
function withoutStudies(start: number, end: number, studies: readonly Interval[]): Interval[] {
  let pieces: Interval[] = start <= end ? [{ start, end }] : [];
  for (const study of studies) {
    pieces = pieces.flatMap((piece) => {
      if (study.end < piece.start || piece.end < study.start) return [piece];
      const left = { start: piece.start, end: study.start - 1 };
      const right = { start: study.end + 1, end: piece.end };
      return [left, right].filter((part) => part.start <= part.end);
    });
  }
  return pieces;
}

/**
 * `studies`: the dated education ranges. A pause inside one is study, not a gap, and a short job inside one is a
 * student's internship, not job hopping (a PhD's summer research internships read as three gaps and three short jobs).
 */
export function analyzeTimeline(
  workRanges: readonly DateRange[],
  now: number,
  studies: readonly Interval[] = [],
  lines: readonly string[] = [],
): Timeline {
  const jobs = topLevelJobs(workRanges);
  const merged = mergeIntervals(workRanges);
  const studying = (from: number, to: number): boolean => studies.some((s) => s.start <= from && to <= s.end);
  const gaps: Timeline["gaps"] = [];
  for (let i = 1; i < merged.length; i++) {
    // The months spent studying are taken out of the pause, wherever they fall in it (a master's in the middle of
    // three years between jobs leaves what came before and after it): each piece left is a gap to explain.
    for (const piece of withoutStudies(merged[i - 1]!.end + 1, merged[i]!.start - 1, studies)) {
      const months = piece.end - piece.start + 1;
      if (months > GAP_MONTHS) gaps.push({ start: piece.start, end: piece.end, months });
    }
  }
  const overlaps: Timeline["overlaps"] = [];
  for (let i = 0; i < jobs.length; i++) {
    for (let j = i + 1; j < jobs.length; j++) {
      const a = jobs[i]!;
      const b = jobs[j]!;
      // A year-only date ("2018 – 2019", "2019 – 2021") is read as January…December, so two such jobs that meet in
      // one year seem to share up to 12 months that the person never said they shared: only what is left after
      // that year's uncertainty is a certain overlap.
      const uncertain = a.style === "year" || b.style === "year" ? YEAR_ONLY_SLACK_MONTHS : 0;
      const months = sharedMonths(a, b) - uncertain;
      if (months > CONCURRENT_MONTHS) overlaps.push({ a: a.text, b: b.text, months });
    }
  }
  const lastWorkEnd = merged.length ? merged[merged.length - 1]!.end : null;
  return {
    totalYears: Math.round((totalMonths(workRanges) / 12) * 10) / 10,
    gaps,
    overlaps,
    shortJobs: jobs.filter((j) => !j.ongoing && j.end - j.start + 1 < 12 && !studying(j.start, j.end)).length,
    // Distinct dated posts: the nested ones with a title of their own count too (decision 775).
    jobsCount: jobs.length + (lines.length ? postsHeldAtOnce(workRanges, jobs, lines) : 0),
    lastWorkEnd,
    currentlyEmployed: workRanges.some((r) => r.ongoing) || (lastWorkEnd !== null && lastWorkEnd >= now - 1),
    reverseChronological: listedOrder(jobs),
  };
}

/**
 * The order the jobs are listed in, when the listing has one (decision 595): newest first (true) when every job starts
 * no later than the one above it, oldest first (false) when every one starts no earlier; null for fewer than two jobs
 * and for a mixed order — a two-column layout whose dates were read apart from their entries, or side jobs listed
 * among the main ones: no order is said of the person that the reading cannot show.
 */
function listedOrder(jobs: readonly { start: number }[]): boolean | null {
  if (jobs.length < 2) return null;
  let newestFirst = true;
  let oldestFirst = true;
  for (let i = 1; i < jobs.length; i++) {
    if (jobs[i]!.start > jobs[i - 1]!.start) newestFirst = false;
    if (jobs[i]!.start < jobs[i - 1]!.start) oldestFirst = false;
  }
  return newestFirst ? true : oldestFirst ? false : null;
}

/**
 * A range left open («2018 – по наст. время», "2019 – Present", «наст.» / «2018– время» wrapped in a column) among the
 * jobs or under no heading: the person still works, even where the range was not counted (a job the timeline did not
 * take for work). Read by the date grammar's own "present" knowledge, the one recogniser of the fact.
 */
export function openRangeWritten(ranges: readonly DateRange[]): boolean {
  return ranges.some((r) => r.ongoing && (r.section === "experience" || r.section === null));
}

/** hh.ru's heading with its total, in its Russian and its English export: «Опыт работы — 3 года 2 месяца». */
const STATED_EXPERIENCE =
  /(?:опыт работы|work experience)\s{0,3}[—–-]\s{0,3}(?:(\d{1,2})\s{0,2}(?:года|год|лет|years?)\s{0,3})?(?:(\d{1,2})\s{0,2}(?:месяц|months?))?/u;

/** hh.ru exports state the total: "Опыт работы — 3 года 2 месяца", "Work experience — 11 years 3 months". */
export function statedExperienceMonths(folded: string): number | null {
  const m = STATED_EXPERIENCE.exec(folded);
  if (!m || (!m[1] && !m[2])) return null;
  return Number(m[1] ?? 0) * 12 + Number(m[2] ?? 0);
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  один: 1,
  два: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
  десять: 10,
};
const SUMMARY_YEARS =
  /(?<![\d.,\p{L}])(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|один|два|три|четыре|пять|шесть|семь|восемь|девять|десять)\+?\s*(?:years?|yrs?|лет|года?)\s*(?:of\s+)?(?:[\p{L}-]+\s+){0,3}?(?:experience|опыт|в\s)/u;
const SUMMARY_YEARS_RU =
  /опыт\p{L}*\s+(?:работы\s+)?(?:более\s+|свыше\s+|около\s+)?((?<![\d.,])\d{1,2}|один|два|три|четыре|пять|шесть|семь|восемь|девять|десять)\+?\s*(?:лет|года?)/u;

/** "Accountant with three years of experience", «опыт более 5 лет»: the person's own count, as of the document. */
export function summaryYears(summary: string): number | null {
  const folded = foldCase(summary);
  const match = SUMMARY_YEARS.exec(folded) ?? SUMMARY_YEARS_RU.exec(folded);
  if (!match) return null;
  const token = match[1]!;
  const n = /^\d+$/.test(token) ? Number(token) : (NUMBER_WORDS[token] ?? null);
  return n !== null && n > 0 && n <= 50 ? n : null;
}

/** A count of years stated as a lower bound: «более 6 лет», «свыше десяти лет», "over 10 years", "15+ years". */
const AT_LEAST_YEARS =
  /(?:более|больше|свыше|не менее|минимум|over|more than|at least)\s+(?:\d+|\p{L}+)\s*(?:\+\s*)?(?:лет|года?|years?)|\d+\s*\+\s*(?:лет|года?|years?)/u;

/** The years the summary states and whether as a lower bound («более 20 лет», "15+ years"). */
export interface SummaryClaim {
  years: number | null;
  atLeast: boolean;
}

/**
 * The summary's own count of years (the first lines when no summary heading was found), read once for the writer's
 * checks: the count against the dates, and a count the dates have outgrown (stale.ts).
 */
export function summaryClaim(
  lines: readonly string[],
  summary: { line: number; endLine: number } | undefined,
): SummaryClaim {
  const text = summary ? lines.slice(summary.line + 1, summary.endLine).join(" ") : lines.slice(0, 12).join(" ");
  const years = summaryYears(text);
  return { years, atLeast: years !== null && AT_LEAST_YEARS.test(foldCase(text)) };
}

/** "Last updated: March 2019", «Резюме обновлено 12 марта 2024»: the date the document speaks from, if it states one. */
const DOCUMENT_DATE = new RegExp(
  `(?:last\\s{1,3}updated|updated(?:\\s{1,3}on)?|обновлено|дата\\s{1,3}(?:составления|обновления)|as\\s{1,3}of)\\s{0,3}[:\\-–—]?\\s{0,3}(?:\\d{1,2}\\s{1,3})?(${DATE_SRC})`,
  "u",
);

export function documentDateMonth(folded: string): number | null {
  return statedDocumentDate(folded)?.month ?? null;
}

/** The document's stated date with where it stands: the month, the words as written and their offset. */
function statedDocumentDate(folded: string): { month: number; text: string; index: number } | null {
  const match = DOCUMENT_DATE.exec(folded);
  const parsed = match?.[1] ? parseDateToken(match[1]) : null;
  return match && parsed ? { month: parsed.month, text: match[0].trim(), index: match.index } : null;
}

/**
 * A year written anywhere (a publication's, a course's, a range's): four digits of this century or the last, not one
 * group of a number written in groups (a phone's «+7 999 012 7304», a birthday's «2020 08.08.1977»).
 */
const WRITTEN_YEAR = /(?<!\d[ \u00a0]?)(?:19[5-9]\d|20\d\d)(?![ \u00a0]?\d)/gu;
/** A document whose newest date, every range closed, is this old reads as not updated since (decision 325). */
const OLD_CLOSED_MONTHS = 48;

/**
 * The document's own date (decision 575): the date it states when it states one that no range outruns, else its newest
 * date anywhere — a closed range's end, a range's start, a year written alone (its December: the latest it can mean),
 * never after `now`. Whether it looks old, and the years of work it supports with its "present" read as its own date
 * when it does. `workRanges` are the counted jobs, `ranges` every range read; `total` the labels' count to today.
 */
export function documentDate(
  folded: string,
  ranges: readonly DateRange[],
  workRanges: readonly DateRange[],
  now: number,
  lineOf: (offset: number) => number,
  total: number,
  ended: readonly number[] = [],
): DocumentDateFacts | null {
  const stated = statedDocumentDate(folded);
  const date =
    stated && stated.month <= now && ranges.every((r) => r.start <= stated.month)
      ? {
          month: stated.month,
          source: "stated" as const,
          text: stated.text,
          line: lineOf(stated.index),
          openStart: false,
        }
      : newestWritten(folded, ranges, now, lineOf);
  if (!date) return null;
  const age = now - date.month;
  const open = ranges.filter((r) => r.ongoing && r.start <= date.month);
  // A range still called current beside nothing written for five years after it began: its "present" is the
  // document's, not today's ("October 1997 – present" in a CV whose newest year is 2009). The newest date being a
  // current job's start says only that the document was written after it began — unless a technology its maker ended
  // after that date stands among the skills: nothing dated since, the document was written while it lived.
  const outlived = ended.some((month) => month > date.month);
  const looksOld =
    date.source === "stated"
      ? isStaleDocument(date.month, now, ranges)
      : open.length === 0
        ? ranges.length >= 2 && age >= OLD_CLOSED_MONTHS
        : age >= OLD_DOCUMENT_MONTHS && (outlived || (!date.openStart && open.some((r) => date.month - r.start >= 12)));
  const asOfDocument = workRanges.map((r) => (r.ongoing && r.end > date.month ? { ...r, end: date.month } : r));
  return {
    month: date.month,
    source: date.source,
    text: date.text,
    line: date.line,
    ageMonths: age,
    looksOld,
    yearsAsOfDocument: looksOld ? Math.round((totalMonths(asOfDocument) / 12) * 10) / 10 : total,
  };
}

interface NewestDate {
  month: number;
  source: "latest-date";
  text: string;
  line: number;
  /** The date is the start of a range still called current. */
  openStart: boolean;
}

/** The newest date the text writes: a range's start or closed end, or a year alone when it is later than those. */
function newestWritten(
  folded: string,
  ranges: readonly DateRange[],
  now: number,
  lineOf: (offset: number) => number,
): NewestDate | null {
  let best: NewestDate | null = null;
  for (const r of ranges) {
    const month = r.ongoing ? r.start : r.end;
    if (month <= now && (!best || month > best.month || (month === best.month && !r.ongoing)))
      best = { month, source: "latest-date", text: r.text.trim(), line: r.line, openStart: r.ongoing };
  }
  WRITTEN_YEAR.lastIndex = 0;
  for (let m = WRITTEN_YEAR.exec(folded); m !== null; m = WRITTEN_YEAR.exec(folded)) {
    const year = Number(m[0]);
    const month = year * 12 + 11;
    // A year after this one is a page or a count ("p. 2053"); a year already read as a range's (its month known) adds
    // nothing; a year this year is as late as any.
    if (year > Math.floor(now / 12)) continue;
    if (Math.min(month, now) > (best?.month ?? -1) && year !== Math.floor((best?.month ?? 0) / 12))
      best = {
        month: Math.min(month, now),
        source: "latest-date",
        text: m[0],
        line: lineOf(m.index),
        openStart: false,
      };
  }
  return best;
}

export function monthKey(month: number): string {
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}`;
}

/** The month number of a monthKey ("2019-03"): its inverse. */
export function monthOfKey(key: string): number {
  return Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
}

/**
 * The month a technology's maker ended it, as knowledge/skills.obsolete.ts writes it: "2020-12", or "2002" when the
 * notice names only the year (its January: the earliest it can mean, so a document is never dated after it wrongly).
 */
export function endedMonth(since: string): number {
  return since.length > 4 ? monthOfKey(since) : Number(since) * 12;
}

/** What a date range is about, as the timeline shows it: its entry's line cut to 80 characters. */
function rangeLabel(range: DateRange, lines: readonly string[]): string {
  return rangeEntry(range, lines).slice(0, 80);
}

/** What a date range is about: its own line, or the nearest worded line when the dates stand alone. */
function rangeEntry(range: DateRange, lines: readonly string[]): string {
  const line = lines[range.line] ?? "";
  const at = line.toLowerCase().indexOf(range.text);
  // A range from a date column was re-joined from several lines: strip the column's date words instead.
  const own =
    at >= 0
      ? `${line.slice(0, at)} ${line.slice(at + range.text.length)}`
      : line.slice(COLUMN_PREFIX.exec(line.toLowerCase())?.[0].length ?? 0);
  const isTitle = (l: string): boolean =>
    (l.match(/\p{L}/gu) ?? []).length >= 4 && l.trim().length <= 90 && !/[.;]\s*$/.test(l);
  // The section's heading above a date is no job's title, and the lines above it belong to another section: the
  // search up stops there («Опыт работы» / «2015 – 2017» / «Волонтер, фонд …»).
  const near = (direction: 1 | -1): string | undefined => {
    for (const d of [1, 2, 3]) {
      const l = (lines[range.line + d * direction] ?? "").replace(HH_DURATION, "");
      if (direction < 0 && headingOf(l)) return undefined;
      if (isTitle(l)) return l;
    }
    return undefined;
  };
  // A date on its own line or after a duty line (a right-hand cell) follows its job title: look above first.
  // hh.ru's date column is the exception: its range is followed by its own total ("9 лет 9 месяцев") and the job;
  // so is a record of fields whose first is the date ("Date: Oct 2016 – present" / "Position: Compliance Manager").
  const entry = own.replace(LEADING_CONNECTOR, "").replace(EMPTY_BRACKETS, "").replace(LIST_END, "");
  const fieldAlone = FIELD_LABEL.test(entry.trim());
  const datesFirst = fieldAlone || HH_DURATION.test(lines[range.line + 1] ?? "");
  const worded =
    // The date line is the entry itself: a list's «;» or the brackets the dates stood in do not make it a sentence
    // («Центр развития добровольчества (2012-2015);»).
    (fieldAlone ? undefined : [entry].find(isTitle)) ??
    (datesFirst ? (near(1) ?? near(-1)) : (near(-1) ?? near(1))) ??
    "";
  return collapseSpaces(worded).trim();
}

/** What is left of «(2012-2015);» once the dates are taken out, and a list item's or an entry's closing mark. */
const EMPTY_BRACKETS = /\(\s*[,;]?\s*\)|\[\s*\]/gu;
// A full stop closes an entry line only when it holds one sentence: «… my advisor is …» after one is prose.
const LIST_END = /\s*[;,]\s*$|(?<!\.\s.*)\.\s*$/u;

/** hh.ru's per-job total under a range: "9 лет 9 месяцев", "2 года", "1 year 3 months". */
const HH_DURATION =
  /^\s*\d{1,2}\s(?:года|год|лет|years?)(?:\s\d{1,2}\s(?:месяц\p{L}*|months?))?\s*|^\s*\d{1,2}\s(?:месяц\p{L}*|months?)\s*/iu;
const LEADING_CONNECTOR = /^\s*(?:с|since|from)\s+/iu;

/**
 * hh.ru's per-job total glued by extraction to the job's first line: «7 лет 11 месяцев Вела 40 клиентов…». Only
 * before a capital letter, so that a line of content («3 года руководил…») keeps its words.
 */
const GLUED_DURATION =
  /^\s*\d{1,2}\s(?:года?|лет|years?)(?:\s\d{1,2}\s(?:месяц\p{L}*|months?))?\s+(?=\p{Lu})|^\s*\d{1,2}\s(?:месяц\p{L}*|months?)\s+(?=\p{Lu})/u;

/** A line to quote without an hh.ru per-job total glued to its start. */
export function withoutGluedDuration(line: string): string {
  return line.replace(GLUED_DURATION, "");
}

/**
 * The timeline as facts a report can show: which ranges were counted as work (and in which section), the stated
 * total when hh.ru gives one, and the document's own date when it states one.
 */
export function describeTimeline(
  workRanges: readonly DateRange[],
  lines: readonly string[],
  statedMonths: number | null,
  asOf: number | null,
  documentDate: DocumentDateFacts | null = null,
): TimelineFacts {
  return {
    documentDate,
    counted: workRanges.map((r) => ({
      start: monthKey(r.start),
      end: r.ongoing ? "present" : monthKey(r.end),
      label: rangeLabel(r, lines),
      section: r.section,
    })),
    statedMonths,
    asOf: asOf === null ? null : monthKey(asOf),
  };
}

/**
 * The total as the labels count it (decision 445): a job still held in an old document ("Last updated: March 2019",
 * an hh.ru export of 2019) is held today as far as anyone can tell, so its "present" runs to `now`, while the gaps and
 * the level are read as of the document's date. A post temporary by its title (an internship, a student's post)
 * cannot have run for years past the document and ends at its date.
 */
export function yearsToToday(workRanges: readonly DateRange[], lines: readonly string[], now: number): number {
  const toToday = workRanges.map((r) =>
    r.ongoing && r.end < now && levelOfTitle(rangeLabel(r, lines)) !== "student_intern" ? { ...r, end: now } : r,
  );
  return Math.round((totalMonths(toToday) / 12) * 10) / 10;
}

/**
 * Total years: the union of the counted ranges; hh.ru's stated total ("Опыт работы — 11 лет 3 месяца", as of its
 * export date) is a floor, since the ranges run to today and can only be longer — unless some were missed. The total a
 * summary states ("11 years of total experience", «опыт более 7 лет») stands only where no dated job was read: the
 * labels count the listed ranges, and a person's own round figure often counts more than they list (decision 485).
 */
export function totalYearsOf(
  timelineYears: number,
  statedMonths: number | null,
  proseYears: number | null = null,
): number {
  const stated = statedMonths === null ? 0 : Math.round((statedMonths / 12) * 10) / 10;
  const prose = proseYears !== null && timelineYears === 0 ? proseYears : 0;
  return Math.max(timelineYears, stated, prose);
}
