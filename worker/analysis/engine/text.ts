/**
 * Text preparation shared by every extractor: cleaning, line splitting, word counting, language detection and a
 * tiny Russian stemmer. Everything here is linear in the input length.
 */

import { isHighSurrogate, isLetterUnit, isLowSurrogate, isSurrogatePairAt } from "../../text/chars";
import { detectLanguage } from "../../text/language";
import { CYRILLIC_TO_LATIN, cleanCharacters, fixLookalikeWords } from "../../text/normalize";

/** Longer inputs are cut: a resume never needs more, and it bounds the worst-case running time. */
export const MAX_INPUT_CHARS = 60_000;

/**
 * Turns anything into clean text: a string cut to the limit, with extraction's character rules (line breaks,
 * invisible and control characters, soft hyphens, odd spaces). Text from extraction is already clean; this guards
 * direct callers (tests, the demo) and keeps one set of rules (decision 028).
 */
export function normalizeText(raw: unknown): string {
  if (typeof raw !== "string") return "";
  // A Latin look-alike inside a Russian word («Кoнтакты») is read as the Russian letter, so that headings, skills,
  // spelling and quotes all see the real word (extraction does the same; this guards direct callers).
  return fixLookalikeWords(cleanCharacters(raw.slice(0, MAX_INPUT_CHARS)));
}

/**
 * The text of one analysis, prepared once and shared by every reader (facts, candidate profile, evidence):
 * normalised, case-folded, and split into lines. Normalising is the costliest pass over the text, so it runs once.
 */
export interface PreparedText {
  readonly text: string;
  readonly folded: string;
  readonly lines: readonly string[];
  readonly foldedLines: readonly string[];
}

export function prepareText(raw: unknown): PreparedText {
  const text = normalizeText(raw);
  const folded = foldCase(text);
  return { text, folded, lines: text.split("\n"), foldedLines: folded.split("\n") };
}

/**
 * Whether `lower` (text lower-cased) maps text position by position: every character to one of the same length,
 * regardless of its neighbours. Then a slice of `lower` is that slice lower-cased. Lower-casing breaks this only
 * for capital İ (it grows) and capital Σ (final or not depends on what follows).
 */
export function lowerCasedByPosition(text: string, lower: string): boolean {
  return lower.length === text.length && !text.includes("Σ");
}

/** foldCase(text.slice(0, end)), cut from the already folded text when positions agree. */
export function foldedHead({ text, folded }: PreparedText, end: number): string {
  return lowerCasedByPosition(text, folded) ? folded.slice(0, end) : foldCase(text.slice(0, end));
}

/** Lower case with ё folded to е; same length as the input, so indices stay valid. */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  // Most lines have no «ё»: skip the second pass over them (foldCase runs on every line, many times).
  return lower.includes("ё") ? lower.replace(/ё/g, "е") : lower;
}

/** Letters and digits; Latin and Cyrillic by code range (fast), other scripts via the Unicode property. */
export function isWordChar(char: string): boolean {
  return isWordCharAt(char, 0);
}

/**
 * isWordChar of the UTF-16 unit at `i`, read by code so that a loop over a Cyrillic text does not make a
 * one-character string per unit (V8 caches those only for Latin-1).
 */
function isWordCharAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0x0400 && c <= 0x04ff))
    return true;
  return c > 127 && /[\p{L}\p{N}]/u.test(text[i]!);
}

const LETTER_OR_DIGIT = /^[\p{L}\d]$/u;
const LETTER_ONLY = /^\p{L}$/u;

/** Whether the code point just before `index` is a letter (or, with `digitsToo`, an ASCII digit, like `\d`). */
function wordCharBefore(text: string, index: number, digitsToo: boolean): boolean {
  if (index === 0) return false;
  const c = text.charCodeAt(index - 1);
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0x410 && c <= 0x44f) || c === 0x401 || c === 0x451)
    return true;
  if (c >= 48 && c <= 57) return digitsToo;
  if (c < 128) return false;
  // A letter outside Latin and Cyrillic, possibly astral (a surrogate pair ends at index - 1).
  const high = index >= 2 ? text.charCodeAt(index - 2) : 0;
  const paired = c >= 0xdc00 && c <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  const before = paired ? text.slice(index - 2, index) : text[index - 1]!;
  return (digitsToo ? LETTER_OR_DIGIT : LETTER_ONLY).test(before);
}

/** What the engine asks of a pattern on a line: a regex or a WordPattern. */
export interface TextTest {
  test(text: string): boolean;
}

/** Whether any of the tests holds: a regex `a|b` split into parts that are each fast to run. */
export function anyOf(...tests: readonly TextTest[]): TextTest {
  return { test: (text) => tests.some((t) => t.test(text)) };
}

/**
 * A pattern that must start where no letter precedes it: what a leading `(?<![\p{L}])` says (`(?<![\p{L}\d])` with
 * `digitsToo`). V8 evaluates a Unicode lookbehind at every position of the text, which makes such a regex 4–20×
 * slower than the same one without it; WordPattern runs the pattern without the lookbehind and checks the
 * boundary only where it matched, moving on by one character when it does not hold. `test` answers exactly as the
 * regex with the lookbehind would, and `exec` returns the same match. `body` is that regex without the lookbehind.
 */
export class WordPattern implements TextTest {
  private readonly body: RegExp;

  constructor(
    body: RegExp,
    private readonly digitsToo = false,
  ) {
    if (body.flags !== "u" && body.flags !== "iu")
      throw new Error(`WordPattern: /u or /iu expected, got /${body.flags}`);
    this.body = new RegExp(body.source, `g${body.flags}`);
  }

  /** The leftmost match that starts at a word start: what the regex with the lookbehind would return. */
  exec(text: string): RegExpExecArray | null {
    const body = this.body;
    body.lastIndex = 0;
    for (let match = body.exec(text); match !== null; match = body.exec(text)) {
      if (!wordCharBefore(text, match.index, this.digitsToo)) return match;
      body.lastIndex = match.index + 1;
    }
    return null;
  }

  test(text: string): boolean {
    return this.exec(text) !== null;
  }
}

/**
 * Many patterns asked of one text, answered with one scan of it (decision 405, third pass). A resume is searched for
 * dozens of phrases (clichés, common typos, personal details), most of which it does not hold: one pattern per
 * phrase meant one pass over the whole text each. The patterns are joined into one alternation and the text is
 * scanned once for any of them; only where one of them matches is each pattern tried, anchored there. Each answer
 * is the pattern's own: `firstMatches(text)[i]` is what `patterns[i].exec(text)` returns (its leftmost match).
 */
export class PatternSet {
  private readonly any: RegExp;
  private readonly anchored: RegExp[];

  constructor(patterns: readonly RegExp[]) {
    const flags = patterns[0]?.flags ?? "u";
    for (const pattern of patterns) {
      // One set of flags for the alternation; no numbered back-reference, which joining would renumber.
      if (pattern.flags !== flags || /[gy]/u.test(flags) || /\\[1-9]/u.test(pattern.source))
        throw new Error(`PatternSet: /${pattern.source}/${pattern.flags} cannot join the set`);
    }
    this.any = new RegExp(patterns.map((p) => `(?:${p.source})`).join("|"), `g${flags}`);
    this.anchored = patterns.map((p) => new RegExp(p.source, `y${flags}`));
  }

  /** For each pattern, its leftmost match in the text, or null. */
  firstMatches(text: string): Array<RegExpExecArray | null> {
    const found: Array<RegExpExecArray | null> = this.anchored.map(() => null);
    let missing = found.length;
    const any = this.any;
    any.lastIndex = 0;
    // Every position where some pattern matches is visited in order (the scan goes on from the next character, not
    // from the match's end: another pattern may match inside it), so each pattern's first hit is its leftmost one.
    for (let match = any.exec(text); match !== null && missing > 0; match = any.exec(text)) {
      for (let i = 0; i < found.length; i++) {
        if (found[i] !== null) continue;
        const anchored = this.anchored[i]!;
        anchored.lastIndex = match.index;
        found[i] = anchored.exec(text);
        if (found[i] !== null) missing--;
      }
      any.lastIndex = match.index + (isSurrogatePairAt(text, match.index) ? 2 : 1);
    }
    return found;
  }
}

const JOINERS = "-.'";

/** Words are runs of letters/digits; "Node.js" or "Ростов-на-Дону" count once, since the joiner sits inside. */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    if (isWordCharAt(text, i)) {
      if (!inWord) count++;
      inWord = true;
    } else if (inWord && JOINERS.includes(text[i]!) && i + 1 < text.length && isWordCharAt(text, i + 1)) {
    } else {
      inWord = false;
    }
  }
  return count;
}

/** The resume's language: extraction's rule, the only one (decision 028). */
export { detectLanguage };

const LETTER = /\p{L}/u;

/** Share of letters among visible characters (on a sample); real text is above 0.6, binary junk far below. */
export function letterShare(text: string): number {
  const sample = text.length > 8000 ? text.slice(0, 8000) : text;
  let visible = 0;
  let letters = 0;
  // By code, one character (code point) at a time; only characters outside Latin and Cyrillic become strings.
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 32 || c === 10 || c === 9) continue;
    // A run of one mark is layout, not content: dotted leaders and rules ("......", "─────") under a heading.
    if (
      c < 128 &&
      c === sample.charCodeAt(i - 1) &&
      !((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57))
    )
      continue;
    visible++;
    if ((c >= 0x0400 && c <= 0x04ff) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
    else if (c > 127) {
      const char = String.fromCodePoint(sample.codePointAt(i)!);
      if (LETTER.test(char)) letters++;
      i += char.length - 1;
    }
  }
  return visible === 0 ? 0 : letters / visible;
}

/**
 * "О П Ы Т  Р А Б О Т Ы" -> "ОПЫТ РАБОТЫ". Words are separated by two or more spaces in such headings; when they
 * are not, the letters simply run together, which heading matching tolerates by comparing letters only.
 */
export function collapseLetterSpacing(line: string): { text: string; wasSpaced: boolean } {
  const trimmed = line.trim();
  if (!/^(?:\p{L}[ \u2009]){2,}\p{L}(?:[ \u2009]{2,}(?:\p{L}[ \u2009])*\p{L})*$/u.test(trimmed)) {
    return { text: trimmed, wasSpaced: false };
  }
  const words = trimmed.split(/[ \u2009]{2,}/).map((w) => w.replace(/[ \u2009]/g, ""));
  return { text: words.join(" "), wasSpaced: true };
}

/** Letters only, lower case: the key used to compare headings regardless of spacing and punctuation. */
export function lettersKey(text: string): string {
  return lettersOnly(foldCase(text));
}

/** The letters of an already folded text: lettersKey without folding it again. */
export function lettersOnly(folded: string): string {
  // What folded.replace(/[^\p{L}]/gu, "") gives, read by character code (it runs on every line, for headings).
  let letters = "";
  let runStart = 0;
  for (let i = 0; i < folded.length; i++) {
    const c = folded.charCodeAt(i);
    if (isHighSurrogate(c) || isLowSurrogate(c)) return folded.replace(/[^\p{L}]/gu, ""); // astral: left to the regex
    if (isLetterUnit(folded, i)) continue;
    if (runStart < i) letters += folded.slice(runStart, i);
    runStart = i + 1;
  }
  return runStart === 0 ? folded : letters + folded.slice(runStart);
}

/** Moved below the engine (worker/text), re-exported for the engine's own modules. */
export { isSurrogatePairAt, letterOrNumberLength } from "../../text/chars";
export { stemRu } from "../../text/stem";

/** Whitespace runs as one space each: text.replace(/\s+/g, " "). */
export function collapseSpaces(text: string): string {
  // Most lines have single spaces only, and replace would still build a new string for them.
  return NOT_SINGLE_SPACE.test(text) ? text.replace(/\s+/g, " ") : text;
}

/** Whitespace that collapsing changes: any but a space, or two in a row. */
const NOT_SINGLE_SPACE = /[^\S ]| {2}/;

/** Keeps the first `max` characters on a word boundary, adding an ellipsis when cut. */
/** A line as a quote: whitespace collapsed, list bullets and dashes at the start dropped, cut at a word. */
export function clip(text: string, max = 80): string {
  const flat = collapseSpaces(text)
    .trim()
    .replace(/^[•·▪●○◦■□➢➤►▶✓✔*–—-]+\s*/u, "");
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,;:.\s-]+$/, "")}…`;
}

export { formatYears, genitiveCount, plural } from "../../../shared/schemas/ru-format";

/** «слово» in the genitive, singular and plural: «около 121 слова», «около 87 слов» (with genitiveCount). */
export const WORD_FORMS = ["слова", "слов"] as const;

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/**
 * Cyrillic letters that look like Latin ones, lower-cased («Н», «В», «М», «Т», «К» look alike in capitals only):
 * the Russian part of worker/text's one table (CYRILLIC_TO_LATIN), read by case-folded lookups.
 */
export const LOOK_ALIKE_LATIN: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CYRILLIC_TO_LATIN)
    .filter(([cyrillic]) => /^[А-Я]$/.test(cyrillic))
    .map(([cyrillic, latin]) => [cyrillic.toLowerCase(), latin.toLowerCase()]),
);
