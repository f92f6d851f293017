/**
 * Date ranges as people write them in Russian and English resumes, and the work timeline built from them.
 * Dates are month numbers (year * 12 + month0) so that merging, gaps and overlaps are plain integer arithmetic.
 */
import type { DateRange, DateStyle, Interval, SectionKind } from "./types";

const RU_MONTHS: ReadonlyArray<readonly [string, number]> = [
  ["январ", 0], ["янв", 0], ["феврал", 1], ["февр", 1], ["фев", 1], ["март", 2], ["мар", 2], ["апрел", 3],
  ["апр", 3], ["ма", 4], ["июн", 5], ["июл", 6], ["август", 7], ["авг", 7], ["сентябр", 8], ["сент", 8],
  ["сен", 8], ["октябр", 9], ["окт", 9], ["ноябр", 10], ["нояб", 10], ["ноя", 10], ["декабр", 11], ["дек", 11],
];
const EN_MONTHS: ReadonlyArray<readonly [string, number]> = [
  ["jan", 0], ["feb", 1], ["mar", 2], ["apr", 3], ["may", 4], ["jun", 5], ["jul", 6], ["aug", 7], ["sep", 8],
  ["oct", 9], ["nov", 10], ["dec", 11],
];

const RU_MONTH_SRC =
  "январ[ьяе]|янв|феврал[ьяе]|февр?|марта?|мар|апрел[ьяе]|апр|ма[йяе]|июн[ьяе]?|июл[ьяе]?|августа?|авг|" +
  "сентябр[ьяе]|сент?|октябр[ьяе]|окт|ноябр[ьяе]|нояб?|декабр[ьяе]|дек";
const EN_MONTH_SRC =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|" +
  "oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const YEAR_SRC = "(?:19[6-9]\\d|20\\d\\d)(?!\\d)";
const YEAR_SUFFIX_SRC = "(?:\\s?(?:г\\.?г?|года|год)(?![а-яa-z]))?\\.?";
const DATE_SRC =
  `(?:(?<![а-яa-z])(?:${RU_MONTH_SRC}|${EN_MONTH_SRC})\\.?,?\\s{0,3}'?${YEAR_SRC}` +
  `|(?<![\\d.])(?:[0-3]?\\d\\.)?(?:0?[1-9]|1[0-2])[./]${YEAR_SRC}` +
  `|(?<![\\d.,])${YEAR_SRC})${YEAR_SUFFIX_SRC}`;
const PRESENT_SRC =
  "(?:по\\s{1,3}|до\\s{1,3})?(?:настоящее|текущее|нынешнее)\\s{1,3}время|наст\\.?\\s{0,2}вр(?:емя|\\.)?|" +
  "н\\.\\s?в\\.?|(?:текущий|настоящий)\\s{1,3}момент|сейчас|до\\s{1,3}сих\\s{1,3}пор|по\\s{1,3}сей\\s{1,3}день|" +
  "(?:till\\s{1,3}|until\\s{1,3}|to\\s{1,3})?(?:present|current(?:ly)?|now|today|date)(?![а-яa-z])|ongoing";
const SEP_SRC = "\\s{0,3}(?:[-–—−]{1,2}|по|до|to|till|until|through)\\s{0,3}";

/** One range: start date, a separator, then an end date or a "present" word. */
const RANGE = new RegExp(`(${DATE_SRC})${SEP_SRC}(?:(${DATE_SRC})|(${PRESENT_SRC}))`, "gu");
/** "с 2002 г." / "since 2019" without an end: an ongoing range. */
const SINCE = new RegExp(`(?<![а-яa-z])(?:с|since|from)\\s{1,3}(${DATE_SRC})(?!${SEP_SRC}(?:${DATE_SRC}|${PRESENT_SRC}))`, "gu");

const EDUCATION_LINE =
  /университет|институт|академи|колледж|техникум|училищ|лице[йя]|школ[аеы]|факультет|кафедр|бакалавр|магистр|аспирантур|студент|university|institute|college|school|academy|bachelor|master|faculty|\bb\.?sc|\bm\.?sc|ph\.?d|degree|gpa/u;

/** Sections whose dates are not work experience. */
const NON_WORK_SECTIONS: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "education", "courses", "projects", "volunteering", "publications", "achievements", "languages", "interests",
]);

export interface ParsedDate {
  month: number;
  /** The month was written; year-only dates are less precise. */
  hasMonth: boolean;
  style: DateStyle;
}

/** Parses one date token already matched by DATE_SRC (lower-cased text). */
export function parseDateToken(token: string): ParsedDate | null {
  const yearMatch = /(19[6-9]\d|20\d\d)(?!\d)/.exec(token);
  if (!yearMatch) return null;
  const year = Number(yearMatch[1]);
  const head = token.slice(0, yearMatch.index).trim();
  const numeric = /(\d{1,2})[./]$/.exec(head);
  if (numeric) return { month: year * 12 + Number(numeric[1]) - 1, hasMonth: true, style: "numeric" };
  const word = head.replace(/[^\p{L}]/gu, "");
  if (word) {
    const isCyrillic = /[а-я]/.test(word);
    const table = isCyrillic ? RU_MONTHS : EN_MONTHS;
    const found = table.find(([prefix]) => word.startsWith(prefix));
    if (found) return { month: year * 12 + found[1], hasMonth: true, style: isCyrillic ? "month-ru" : "month-en" };
  }
  return { month: year * 12, hasMonth: false, style: "year" };
}

export function monthOf(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export function formatMonth(month: number, language: "ru" | "en" = "ru"): string {
  const names = language === "ru"
    ? ["янв.", "февр.", "март", "апр.", "май", "июнь", "июль", "авг.", "сент.", "окт.", "нояб.", "дек."]
    : ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${names[((month % 12) + 12) % 12]} ${Math.floor(month / 12)}`;
}

export interface RangeContext {
  /** Line index of a character offset. */
  lineOf(offset: number): number;
  /** Section kind a line belongs to, or null before the first heading. */
  sectionOf(line: number): SectionKind | null;
  lines: readonly string[];
  hasExperienceSection: boolean;
  now: number;
}

/** Finds every plausible date range in the (case-folded) text. */
export function findDateRanges(folded: string, ctx: RangeContext): DateRange[] {
  const ranges: DateRange[] = [];
  for (const m of rangeMatches(folded)) {
    const range = buildRange(m.start, m.end, m.text, ctx.lineOf(m.index), ctx);
    if (range) ranges.push(range);
  }
  SINCE.lastIndex = 0;
  for (let m = SINCE.exec(folded); m !== null; m = SINCE.exec(folded)) {
    const start = parseDateToken(m[1] ?? "");
    if (!start) continue;
    const range = buildRange(start, null, m[0], ctx.lineOf(m.index), ctx);
    if (range) ranges.push(range);
  }
  const seen = new Set(ranges.map((r) => `${r.start}:${r.end}`));
  for (const range of columnRanges(ctx)) {
    if (seen.has(`${range.start}:${range.end}`)) continue;
    seen.add(`${range.start}:${range.end}`);
    ranges.push(range);
  }
  return ranges.sort((a, b) => a.line - b.line);
}

interface RangeMatch {
  start: ParsedDate;
  end: ParsedDate | null;
  text: string;
  index: number;
}

function rangeMatches(text: string): RangeMatch[] {
  const found: RangeMatch[] = [];
  RANGE.lastIndex = 0;
  for (let m = RANGE.exec(text); m !== null; m = RANGE.exec(text)) {
    const start = parseDateToken(m[1] ?? "");
    const endToken = m[2];
    const end = endToken ? parseDateToken(endToken) : null;
    if (start && (!endToken || end)) found.push({ start, end, text: m[0], index: m.index });
  }
  return found;
}

/**
 * The run of date words a line starts with: months, years, dashes and "present" words. In moderncv and hh.ru PDF
 * layouts the dates sit in a narrow left column, so one range is spread over the starts of 2–4 lines:
 * "Ноябрь 2020 NVIDIA…" / "- Август DevOps инженер" / "2022".
 */
const COLUMN_TOKEN_SRC =
  `(?:${RU_MONTH_SRC}|${EN_MONTH_SRC})\\.?|${YEAR_SRC}|[-–—−]{1,2}|` +
  "по|до|to|till|until|настоящее|текущее|нынешнее|текущий|настоящий|время|момент|наст\\.|вр\\.|н\\.\\s?в\\.?|present|current|now|ongoing";
const COLUMN_PREFIX = new RegExp(`^\\s*(?:(?:${COLUMN_TOKEN_SRC})(?=[\\s,.\\-–—−]|$)[\\s,.]*)+`, "u");

/** Ranges whose parts are split over the starts of consecutive lines; single-line ranges are found elsewhere. */
function columnRanges(ctx: RangeContext): DateRange[] {
  const ranges: DateRange[] = [];
  let group: { first: number; parts: string[] } | null = null;
  const flush = (): void => {
    if (group && group.parts.length >= 2) {
      const joined = group.parts.join(" ");
      for (const m of rangeMatches(joined)) {
        const range = buildRange(m.start, m.end, m.text, group.first, ctx);
        if (range) ranges.push(range);
      }
    }
    group = null;
  };
  for (let line = 0; line < ctx.lines.length; line++) {
    const prefix = COLUMN_PREFIX.exec(ctx.lines[line] ?? "")?.[0].trim();
    if (!prefix || !/[\p{L}\d]/u.test(prefix)) {
      flush();
      continue;
    }
    if (group) group.parts.push(prefix);
    else group = { first: line, parts: [prefix] };
  }
  flush();
  return ranges;
}

const PLACEHOLDER_YEAR = /(?<![\p{L}\d])(?:19|20)[xх]{2}(?![\p{L}\d])/gu;

/** Template placeholders instead of years ("June 20XX", "20XX – Present"): the resume is an unfinished template. */
export function countPlaceholderYears(folded: string): number {
  return folded.match(PLACEHOLDER_YEAR)?.length ?? 0;
}

function buildRange(start: ParsedDate, end: ParsedDate | null, text: string, line: number, ctx: RangeContext): DateRange | null {
  const nowYear = Math.floor(ctx.now / 12);
  if (start.month > ctx.now + 1) return null; // a start in the future is not a past job
  const ongoing = end === null;
  let endMonth = end ? end.month : ctx.now;
  if (end && !end.hasMonth && !start.hasMonth && Math.floor(endMonth / 12) === Math.floor(start.month / 12)) {
    endMonth = start.month + 5; // "2019 – 2019": some months within one year
  }
  if (endMonth < start.month) return null;
  if (Math.floor(endMonth / 12) > nowYear + 7 || endMonth - start.month > 50 * 12) return null;
  const section = ctx.sectionOf(line);
  const style = start.style === "year" && end ? end.style : start.style;
  return {
    start: start.month,
    end: Math.min(endMonth, Math.max(ctx.now, start.month)),
    ongoing,
    text: text.replace(/\s+/g, " ").trim(),
    line,
    section,
    style,
    isWork: isWorkRange(line, section, ctx),
  };
}

/**
 * Education dates must not inflate experience. With an experience section, only its ranges count; without one,
 * everything except lines that read like education (or sit in non-work sections) counts.
 */
function isWorkRange(line: number, section: SectionKind | null, ctx: RangeContext): boolean {
  if (ctx.hasExperienceSection) return section === "experience";
  if (section && NON_WORK_SECTIONS.has(section)) return false;
  return !looksLikeEducation(line, ctx.lines);
}

function looksLikeEducation(line: number, lines: readonly string[]): boolean {
  const own = lines[line] ?? "";
  // A line with its own words speaks for itself; a bare date line is judged by its neighbours.
  if ((own.match(/\p{L}/gu) ?? []).length > 12) return EDUCATION_LINE.test(own.toLowerCase());
  const around = [lines[line - 1] ?? "", own, lines[line + 1] ?? ""].join(" ").toLowerCase();
  return EDUCATION_LINE.test(around);
}

/**
 * Two-column PDFs scramble reading order, so the "Experience" heading may come after the jobs it belongs to.
 * When the experience section holds no dates at all, every range outside education counts instead.
 */
export function relaxWorkRanges(ranges: readonly DateRange[], lines: readonly string[], hasExperienceSection: boolean): DateRange[] {
  // Without an experience heading nothing was scrambled: dates under "Volunteering" or "Awards" are not jobs.
  if (!hasExperienceSection || ranges.some((r) => r.isWork)) return [...ranges];
  return ranges.map((r) => ({
    ...r,
    isWork: r.section !== "education" && r.section !== "courses" && !looksLikeEducation(r.line, lines),
  }));
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

export function totalMonths(intervals: readonly Interval[]): number {
  return mergeIntervals(intervals).reduce((sum, i) => sum + (i.end - i.start + 1), 0);
}

/** Work ranges that are not nested inside another one: moderncv lists sub-projects inside a job. */
export function topLevelJobs(ranges: readonly DateRange[]): DateRange[] {
  const jobs: DateRange[] = [];
  ranges.forEach((range, index) => {
    // "Автотесты, 2021-2023" inside "март 2021 — по н. в.": a year-only start may be up to 11 months early.
    const slack = range.style === "year" ? 11 : 0;
    const nested = ranges.some((other, j) => j !== index && other.start <= range.start + slack && other.end >= range.end &&
      (other.end - other.start > range.end - range.start || (j < index && other.end - other.start === range.end - range.start)));
    if (!nested) jobs.push(range);
  });
  return jobs;
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

export function analyzeTimeline(workRanges: readonly DateRange[], now: number): Timeline {
  const jobs = topLevelJobs(workRanges);
  const merged = mergeIntervals(workRanges);
  const gaps: Timeline["gaps"] = [];
  for (let i = 1; i < merged.length; i++) {
    const prev = merged[i - 1]!;
    const next = merged[i]!;
    const months = next.start - prev.end - 1;
    if (months > GAP_MONTHS) gaps.push({ start: prev.end + 1, end: next.start - 1, months });
  }
  const overlaps: Timeline["overlaps"] = [];
  for (let i = 0; i < jobs.length; i++) {
    for (let j = i + 1; j < jobs.length; j++) {
      const a = jobs[i]!;
      const b = jobs[j]!;
      const months = Math.min(a.end, b.end) - Math.max(a.start, b.start) + 1;
      if (months > 2) overlaps.push({ a: a.text, b: b.text, months });
    }
  }
  const lastWorkEnd = merged.length ? merged[merged.length - 1]!.end : null;
  return {
    totalYears: Math.round((totalMonths(workRanges) / 12) * 10) / 10,
    gaps,
    overlaps,
    shortJobs: jobs.filter((j) => !j.ongoing && j.end - j.start + 1 < 12).length,
    jobsCount: jobs.length,
    lastWorkEnd,
    currentlyEmployed: workRanges.some((r) => r.ongoing) || (lastWorkEnd !== null && lastWorkEnd >= now - 1),
    reverseChronological: jobs.length < 2 ? null : jobs[0]!.start >= jobs[jobs.length - 1]!.start,
  };
}

const STATED_EXPERIENCE = /опыт работы\s{0,3}[—–-]\s{0,3}(?:(\d{1,2})\s{0,2}(?:год|года|лет)\s{0,3})?(?:(\d{1,2})\s{0,2}месяц)?/u;

/** hh.ru exports state the total: "Опыт работы — 3 года 2 месяца". */
export function statedExperienceMonths(folded: string): number | null {
  const m = STATED_EXPERIENCE.exec(folded);
  if (!m || (!m[1] && !m[2])) return null;
  return Number(m[1] ?? 0) * 12 + Number(m[2] ?? 0);
}
