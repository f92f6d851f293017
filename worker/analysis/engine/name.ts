/**
 * The candidate's name. Usually the first line, but real files are messier: the name shares a line with contacts
 * ("Jane Doe | jane@… | (555) …"), with an icon-font glyph and a link ("Иван Петров Õ https://…"), with an
 * hh.ru page header, is split over two lines ("ИВАН" … "ПЕТРОВ"), or, in a two-column PDF, comes after the
 * sidebar. So every plausible line near the top is a candidate, scored by what surrounds a name: a job title
 * right under it and contacts next to it.
 */
import { isKnownCity } from "./contacts";
import { headingOf } from "./sections";
import { foldCase, WordPattern } from "./text";
import type { SectionKind } from "./types";

const RESUME_WORD = /^(?:резюме|resume|résumé|cv|curriculum vitae)\.?$/iu;
const STARTS_WITH_CAPITAL = /^\p{Lu}/u;
const NAME_WORD = /^[\p{Lu}][\p{Ll}]+(?:-[\p{Lu}][\p{Ll}]+)?\.?$|^[\p{Lu}]{2,}(?:-[\p{Lu}]{2,})?$|^[\p{Lu}]\.$/u;
/** Separators between the name and the contacts on one line. */
const SEGMENT_BREAK = /\s+[|•·▪◆]\s+|\s[—–]\s|\s{3,}|\t/u;
/** hh.ru prints "Резюме обновлено 7 ноября 2025 в 10:06" in the page header, glued to the name. */
const HH_HEADER = /резюме обновлено\s+\d{1,2}\s+\p{L}+\s+\d{4}(?:\s+в\s+\d{1,2}:\d{2})?/giu;
const CONTACT_LIKE = /@|https?:|www\.|\+?\d[\d\s().-]{6,}\d|\.(?:com|ru|io|net|org|me|dev)\b|github|linkedin/iu;
const DATE_LIKE = /(?:19|20)\d\d/;
/** Employers and schools look like names in capitals ("CORNELL UNIVERSITY", "Unity Technologies"). */
const ORGANIZATION = new WordPattern(
  /(?:universit|университет|college|колледж|institut|институт|school|школ|academy|академи|inc|llc|ltd|gmbh|ооо|зао|оао|пао|technolog|corp|company|bank|банк|group|групп|solutions)/iu,
);
const MAX_LINES = 60;

export interface NameResult {
  name: string | null;
  startsWithResumeWord: boolean;
}

interface Line {
  text: string;
  index: number;
}

/** A heading at the start ("ВКРАТЦЕ ОБО МНЕ SKILLS") means a heading line, not a name. */
function startsWithHeading(words: readonly string[]): boolean {
  for (let n = 1; n <= Math.min(3, words.length); n++) if (headingOf(words.slice(0, n).join(" "))) return true;
  return false;
}

/** The name words a line starts with, when what follows them (if anything) is contacts or an icon glyph. */
/** Letters after a name in English CVs: "MARK OLSEN, CPA", "Jane Doe, PhD, PMP". */
const CREDENTIALS_AFTER_NAME =
  /(?:,\s*(?:CPA|CFA|CMA|ACCA|ACA|MBA|PhD|Ph\.D\.|MD|PE|P\.E\.|PMP|JD|MSc|MS|MA|RN|CISSP|SHRM-CP|SPHR|CFP|EA))+$/u;

function leadingName(raw: string, roleWords: RegExp): string[] | null {
  // The header has a year in it: a line without a digit (most of them) is not searched for it.
  const line = (/\d/.test(raw) ? raw.replace(HH_HEADER, " ") : raw).replace(/^#+\s*/, "").trim();
  // A name word starts with a capital (NAME_WORD), and the first word starts the line: most lines end here.
  if (!STARTS_WITH_CAPITAL.test(line)) return null;
  // The part before the first separator (what line.split(SEGMENT_BREAK)[0] is, without splitting the rest).
  const firstBreak = SEGMENT_BREAK.exec(line);
  const segment = (firstBreak ? line.slice(0, firstBreak.index) : line)
    .replace(/[\s|•·▪◆—–-]+$/u, "")
    .replace(CREDENTIALS_AFTER_NAME, "")
    .trim();
  if (!segment || segment.length > 60) return null;
  const words = segment.split(/\s+/);
  let n = 0;
  while (n < words.length && n < 4 && NAME_WORD.test(words[n]!)) n++;
  if (n === 0) return null;
  const rest = words.slice(n).join(" ");
  if (rest !== "" && !CONTACT_LIKE.test(rest)) return null;
  // Shaped like a name: now the costlier checks that it is not a title, an employer, a city or a heading.
  if (
    RESUME_WORD.test(segment) ||
    roleWords.test(foldCase(segment)) ||
    ORGANIZATION.test(segment) ||
    isKnownCity(segment)
  )
    return null;
  return startsWithHeading(words) ? null : words.slice(0, n);
}

function isLoneNameWord(text: string, sameCase: boolean): boolean {
  return NAME_WORD.test(text) && !headingOf(text) && (!sameCase || text === text.toUpperCase());
}

/**
 * Picks the best candidate. Scores: near the top +3 (first 5 lines) or +1.5 (first 14); a job title within the
 * next two lines +2; contacts within three lines +3; a date just above −2 (that is a company under a period).
 */
export function findName(
  lines: readonly string[],
  sectionOf: (line: number) => SectionKind | null,
  roleWords: RegExp,
): NameResult {
  const nonEmpty: Line[] = [];
  for (let i = 0; i < lines.length && nonEmpty.length < MAX_LINES; i++) {
    const text = lines[i]!.trim();
    if (text) nonEmpty.push({ text, index: i });
  }
  const startsWithResumeWord = RESUME_WORD.test(nonEmpty[0]?.text ?? "");
  let best: { name: string; score: number } | null = null;
  for (let i = 0; i < nonEmpty.length; i++) {
    if (sectionOf(nonEmpty[i]!.index) === "references") continue;
    const name = candidateAt(nonEmpty, i, roleWords);
    if (!name) continue;
    const score = candidateScore(nonEmpty, i, roleWords);
    if (i >= 14 && score < 4) continue; // deep in the text only a name with a title and contacts around it counts
    if (!best || score > best.score) best = { name, score };
  }
  return { name: best?.name ?? null, startsWithResumeWord };
}

function candidateScore(lines: readonly Line[], i: number, roleWords: RegExp): number {
  const near = (from: number, to: number, test: (text: string) => boolean): boolean =>
    lines.slice(Math.max(0, from), Math.max(0, to)).some((l) => test(l.text));
  let score = i < 5 ? 3 : i < 14 ? 1.5 : 0;
  if (near(i + 1, i + 3, (t) => t.length <= 80 && roleWords.test(foldCase(t)))) score += 2;
  if (near(i - 3, i + 4, (t) => CONTACT_LIKE.test(t))) score += 3;
  const above = lines[i - 1]?.text ?? "";
  if (DATE_LIKE.test(above) && above.length < 25) score -= 2;
  return score;
}

function candidateAt(lines: readonly Line[], i: number, roleWords: RegExp): string | null {
  const words = leadingName(lines[i]!.text, roleWords);
  if (!words) return null;
  if (words.length >= 2) return words.join(" ");
  // "ИВАН" here, "ПЕТРОВ" on one of the next two lines: a name split by a two-column header.
  const first = words[0]!;
  const upper = first === first.toUpperCase();
  for (const next of lines.slice(i + 1, i + 3)) {
    const joined = `${first} ${next.text}`;
    if (isLoneNameWord(next.text, upper) && !roleWords.test(foldCase(next.text)) && !headingOf(joined)) return joined;
  }
  return null;
}
