// Cleans extracted text for analysis. The original text is kept separately by the caller; this only makes
// the text easier for keyword search and the model: same words, same lines, fewer typographic surprises.

// An alternation, not a character class: a class holding the zero-width joiner reads as one joined sequence.
const ZERO_WIDTH = /\u200B|\u200C|\u200D|\u2060|\uFEFF/g;
const WIDE_SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
// Controls other than tab/newline (form feeds, vertical tabs, stray C0/C1 bytes from old encodings).
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

const LIGATURES: Record<string, string> = {
  "\uFB00": "ff",
  "\uFB01": "fi",
  "\uFB02": "fl",
  "\uFB03": "ffi",
  "\uFB04": "ffl",
  "\uFB05": "st",
  "\uFB06": "st",
};

/**
 * Word's bullet library drawn in a symbol font (decision 725): Symbol's "•" and Wingdings' "▪", "❖", "➢", "✓", "◻"
 * reach the text as the private-use code points U+F000 + the font's byte, often with Symbol's own space (U+F020)
 * after them. Opening a line before a space they are list markers, whatever the glyph: read as "•", never as an
 * icon or an emoji. Icon fonts' glyphs (a phone, an envelope) are other code points and stay.
 */
const SYMBOL_FONT_BULLET = /^([ \t]*)[\uF0B7\uF0A7\uF076\uF0D8\uF0FC\uF0A8][\uF020 \t]+/gmu;

function symbolFontBullets(text: string): string {
  return /[\uF076-\uF0FC]/u.test(text) ? text.replace(SYMBOL_FONT_BULLET, "$1• ") : text;
}

/** Line breaks: CRLF and lone CR (old Mac text) become LF. */
function unifyLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(/[\u2028\u2029\u0085]/g, "\n");
}

/**
 * Soft hyphens are invisible break hints and must vanish inside words, but some PDF generators use one as the
 * visible separator of a date range ("2019\u00AD2021", "Sep 2019 \u00AD Present"): there it becomes a dash.
 * Runs of mixed hyphen characters ("-\u00AD\u2010", seen in Word→Quartz PDFs) collapse to one hyphen.
 */
function fixHyphens(text: string): string {
  let fixed = text.replace(/[-\u2010\u2011][\u00AD\u2010\u2011-]+/g, "-");
  // Most text has no soft hyphen at all; the passes that look for one are the costliest (one try per letter).
  if (fixed.includes("\u00AD")) {
    fixed = fixed
      .replace(/(\d)\s*\u00AD\s*(?=[\p{L}\d])/gu, "$1 – ")
      .replace(/([\p{L}.])\s+\u00AD\s+(?=[\p{L}\d])/gu, "$1 – ")
      .replace(/\u00AD/g, "");
  }
  return fixed.replace(/[\u2010\u2011]/g, "-");
}

/**
 * "О П Ы Т  Р А Б О Т Ы" → "ОПЫТ РАБОТЫ". A letter-spaced heading is a run of at least three single letters
 * separated by single spaces; a wider gap (two or more spaces) separates its words.
 */
export function joinLetterSpacedWords(line: string): string {
  return line.replace(/(?<![\p{L}\p{N}])\p{L}(?: \p{L}){2,}(?:\s{2,}\p{L}(?: \p{L})+)*(?![\p{L}\p{N}])/gu, (run) =>
    run
      .split(/\s{2,}/)
      .map((word) => word.replace(/ /g, ""))
      .join(" "),
  );
}

// Words of common resume section headings (EN/RU), used to re-split headings that PDF letter-spacing broke up.
const HEADING_WORDS = new Set(
  (
    "about me key skills skill work professional experience education contact contacts profile summary interests " +
    "languages projects certifications certificates achievements awards hobbies references objective career courses " +
    "personal technical information additional employment history qualifications publications volunteer expertise " +
    "core competencies strengths details and of " +
    "о себе опыт работы образование навыки ключевые контакты контактная информация языки проекты курсы достижения " +
    "личные качества дополнительная дополнительное профессиональные профессиональный способы связи цель интересы " +
    "хобби сертификаты желаемая должность технические компетенции повышение квалификации и"
  ).split(" "),
);

/** Splits a lower-cased run of letters into heading words, or null if it is not made of them. */
function segmentHeading(joined: string): string[] | null {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= joined.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 16); start < end; start++) {
      const previous = best[start];
      const word = joined.slice(start, end);
      if (previous && HEADING_WORDS.has(word) && (!best[end] || previous.length + 1 < best[end]!.length)) {
        best[end] = [...previous, word];
      }
    }
  }
  return best[joined.length] ?? null;
}

/**
 * PDF text of letter-spaced headings comes back broken at random glyph pairs ("C O NT AC T", "KE Y S KI L L S",
 * "int erests"). A short line made only of letter groups is rejoined, and re-split into heading words if it can be.
 */
export function repairSplitHeading(line: string): string {
  const trimmed = line.trim();
  if (trimmed.length === 0 || trimmed.length > 48) return line;
  const tokens = trimmed.split(/\s+/);
  if (!tokens.every((token) => /^\p{L}+$/u.test(token))) return line;
  const joined = tokens.join("");
  const isUpper = joined === joined.toUpperCase();
  if (tokens.length === 1 && !isUpper) return line;
  const words = segmentHeading(joined.toLowerCase());
  if (words && (tokens.length > 1 || words.length > 1)) {
    let at = 0;
    const spaced: string[] = [];
    for (const word of words) {
      spaced.push(joined.slice(at, at + word.length));
      at += word.length;
    }
    return spaced.join(" ");
  }
  const singleLetters = tokens.filter((token) => token.length === 1).length;
  const letterSpaced =
    tokens.length >= 3 && singleLetters / tokens.length >= 0.6 && tokens.every((token) => token.length <= 3);
  return letterSpaced ? joined : line;
}

const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Янв|Фев|Мар|Апр|Май|Мая|Июн|Июл|Авг|Сен|Окт|Ноя|Дек)\p{L}*\.?`;
const OPEN_END = String.raw`(?:Present|Current|Now|Today|настоящее время|н\.\s?в\.|сейчас)`;
/** "Sep. 2023 Mar. 2024": some PDFs lose the dash of a date range (it is drawn as an invisible soft hyphen). */
const DATE_RANGE_WITHOUT_DASH = new RegExp(String.raw`(${MONTH} \d{4}) (?=${MONTH} \d{4}|${OPEN_END})`, "giu");

function restoreDateRangeDashes(text: string): string {
  return text.replace(DATE_RANGE_WITHOUT_DASH, "$1 – ");
}

/**
 * The one table of Cyrillic letters that look like Latin ones (a PDF may write Latin «k», «o», «c», «e», «p», «a»,
 * «x», «y» for Cyrillic ones), and the reverse map. «В», «Н», «М», «Т» look alike in capitals only; the engine's
 * case-folded lookups read the lower-cased Russian part of it (engine/text.ts LOOK_ALIKE_LATIN).
 */
export const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
  У: "Y",
  І: "I",
  Ј: "J",
  Ѕ: "S",
  а: "a",
  е: "e",
  к: "k",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  һ: "h",
};
const LATIN_TO_CYRILLIC: Record<string, string> = Object.fromEntries(
  Object.entries(CYRILLIC_TO_LATIN)
    .filter(([cyrillic]) => /[А-Яа-яё]/.test(cyrillic))
    .map(([cyrillic, latin]) => [latin, cyrillic]),
);

const CYRILLIC_LETTER = /\p{Script=Cyrillic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
function isCyrillic(char: string): boolean {
  return CYRILLIC_LETTER.test(char);
}
function isLatin(char: string): boolean {
  return LATIN_LETTER.test(char);
}

/**
 * A word mixing scripts is almost always a look-alike typo or an anti-parsing trick ("Jаva" with a Cyrillic "а").
 * If every letter of one script is a look-alike, rewrite those letters in the other script.
 */
function fixMixedScriptWord(word: string): string {
  // Almost every word is in one script: one pass over the word each answers that, before the per-letter work
  // below (which was half of normalizeText's time).
  if (!LATIN_LETTER.test(word) || !CYRILLIC_LETTER.test(word)) return word;
  const letters = Array.from(word);
  const latinOnly = letters.filter((char) => isLatin(char) && !(char in LATIN_TO_CYRILLIC)).length;
  const cyrillicOnly = letters.filter((char) => isCyrillic(char) && !(char in CYRILLIC_TO_LATIN)).length;
  const hasLatin = letters.some(isLatin);
  const hasCyrillic = letters.some(isCyrillic);
  if (!hasLatin || !hasCyrillic) return word;
  if (cyrillicOnly === 0 && latinOnly > 0) return letters.map((char) => CYRILLIC_TO_LATIN[char] ?? char).join("");
  if (latinOnly === 0 && cyrillicOnly > 0) return letters.map((char) => LATIN_TO_CYRILLIC[char] ?? char).join("");
  if (cyrillicOnly === 0 && latinOnly === 0) {
    // Only look-alikes on both sides (e.g. "Ореn"): follow the majority script.
    const cyrillicCount = letters.filter(isCyrillic).length;
    const map = cyrillicCount * 2 > letters.length ? LATIN_TO_CYRILLIC : CYRILLIC_TO_LATIN;
    return letters.map((char) => map[char] ?? char).join("");
  }
  return word;
}

/** A Latin letter beside a Cyrillic one: the only texts with a mixed word (one scan, before the per-word work). */
const MIXED_PAIR = /[A-Za-z][\u0400-\u04FF]|[\u0400-\u04FF][A-Za-z]/;
/**
 * A one-letter Russian word written with its Latin look-alike («c», «o», «a», «y», «k» before a Russian word):
 * «Опыт работы c клиентами», «знание o продукте».
 */
const LONE_LOOKALIKE = /(?<![\p{L}\p{N}.@/\\&+#_-])([acoykex])(?= +[а-яё])/gu;
const LONE_HINT = /(?:^|[^A-Za-z])[acoykex] +[а-яё]/;

/**
 * Words whose letters are otherwise of one script written back in it: «Кoнтакты» (a Latin «o») reads «Контакты»,
 * "Jаva" (a Cyrillic «а») reads "Java". Words wholly in one script ("1С", "Canon", «ООО») stay as written.
 * Same length as the input: every look-alike is one UTF-16 unit, so positions stay valid.
 */
export function fixLookalikeWords(text: string): string {
  let fixed = MIXED_PAIR.test(text) ? text.replace(/[\p{L}\p{M}]+/gu, fixMixedScriptWord) : text;
  if (LONE_HINT.test(fixed)) fixed = fixed.replace(LONE_LOOKALIKE, (letter) => LATIN_TO_CYRILLIC[letter] ?? letter);
  return fixed;
}

function fixLookalikes(text: string): string {
  return (
    fixLookalikeWords(text)
      // "С++"/"С#" written with a Cyrillic С: the language names only exist in Latin.
      .replace(/(?<![\p{L}\p{N}])[СсCc](?=(?:\+\+|#)(?![\p{L}\p{N}#+]))/gu, "C")
  );
}

function replaceLigatures(text: string): string {
  return text.replace(/[\uFB00-\uFB06]/g, (char) => LIGATURES[char] ?? char);
}

/**
 * Unicode's full-width forms of ASCII (U+FF01–FF5E: "＋７ ９１６ １２３－４５－６７", "ｉｖａｎ＠ｍａｉｌ．ｒｕ", typed with an East
 * Asian input method or pasted from a form) as the ASCII characters they stand for: what NFKC does for this block.
 */
function foldFullWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
}

/**
 * A bullet glyph glued to its item's first word ("•Performed", a PDF whose generator left no gap after the marker):
 * the marker of a list item, as a reader sees it, so the item reads as one (decision 610). Only glyphs that are
 * nothing but markers; "-", "*" and "·" also start words and numbers.
 */
const GLUED_MARKER = /^([•◦▪■●►▶➢✓✔])(?=[\p{L}\p{N}])/u;

function tidyWhitespace(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/[ \t]+/g, " ")
        .trim()
        .replace(GLUED_MARKER, "$1 "),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Character-level cleaning only — line breaks, invisible and control characters, soft hyphens, odd spaces,
 * ligatures — keeping lines and spacing as they are. The one set of character rules: normalizeText below builds
 * on it, and the analysis engine applies it to text that did not come through extraction (decision 028).
 */
export function cleanCharacters(original: string): string {
  let text = unifyLineBreaks(original).normalize("NFC");
  text = text.replace(ZERO_WIDTH, "").replace(CONTROL_CHARS, " ");
  text = fixHyphens(text);
  text = text.replace(WIDE_SPACES, " ");
  text = /[\uFF01-\uFF5E]/.test(text) ? foldFullWidth(text) : text;
  return symbolFontBullets(replaceLigatures(text));
}

/** The normalised text used for analysis. */
export function normalizeText(original: string): string {
  let text = cleanCharacters(original);
  text = text
    .split("\n")
    .map((line) => repairSplitHeading(joinLetterSpacedWords(line)))
    .join("\n");
  text = fixLookalikes(text);
  text = restoreDateRangeDashes(text);
  return tidyWhitespace(text);
}
