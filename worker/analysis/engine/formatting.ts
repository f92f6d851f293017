/**
 * Formatting signals that matter for ATS parsing and for a tidy look: columns and tables in the extracted text,
 * emoji and icon-font bullets, broken encoding, long paragraphs, double spaces, CAPS walls, punctuation slips.
 */
import type { ResumeFacts } from "./types";

const COLUMN_GAP = /\S {4,}\S/;
const TABLE_LINE = /\t|\s\|\s|^\s*\|.*\|\s*$|[┌┐└┘├┤│─═║]/u;
const EMOJI = /\p{Extended_Pictographic}|[\uE000-\uF8FF]|[\u2700-\u27BF]|[\u{1F300}-\u{1FAFF}]/gu;
/**
 * A character outside the ranges that hold no EMOJI character (ASCII, Latin-1 but © and ®, Cyrillic, dashes,
 * quotes and bullets, №): only a line with one can have an emoji. A plain class scans far faster than EMOJI
 * (without the u flag: a surrogate pair is two units outside the ranges, so it still counts as "maybe").
 */
const MAYBE_EMOJI = /[^\0-\u00A8\u00AA-\u00AD\u00AF-\u00FF\u0400-\u04FF\u2010-\u2027\u2030-\u203B\u2116]/;
/**
 * A list's marker, not an icon (decision 630): a geometric shape («▪», «◼», «▶», U+25A0–U+25FF), a dingbat arrow or a
 * check mark («➤», «✔», U+2794–U+27BF, U+2713–U+2714) opening the line before a space is what the word processor's
 * bullet list puts there; ATS reads it as one.
 */
const LIST_MARK = /^[\u25A0-\u25FF\u2794-\u27BF\u2713\u2714]\uFE0F?\s/u;
const MOJIBAKE =
  /\uFFFD|Ð[\u0080-\u00BF]|Ñ[\u0080-\u00BF]|â[\u0080-\u02FF\u2010-\u20FF]|Ã[\u0080-\u00BF]|(?:Р[ЎўЈ¤Ґ¦§Ё©Є«¬®Ї°±Ііґµ¶·ё№є»јЅѕї]){2,}|\?{4,}/gu;
/** Every MOJIBAKE match has one of these; a plain class rules out most lines far faster than the pattern. */
const MAYBE_MOJIBAKE = /[\uFFFDÐÑâÃР?]/;
/** Every TABLE_LINE match has a tab, a bar or a box-drawing character. */
const MAYBE_TABLE = /[\t|┌┐└┘├┤│─═║]/;
const DOUBLE_SPACE = /[\p{L},.;:](?: {2,3})[\p{L}]/gu;
const CAPS_WORD = /(?<![\p{L}])[\p{Lu}]{3,}(?![\p{L}])/u;
const REPEATED_PUNCT = /[!?]{2,}|,,|\.{4,}|;;/g;
const SPACE_BEFORE_PUNCT = /[\p{L}] [,;:!?](?=\s|$)|[\p{Ll}],[\p{L}]{2,}/gmu;

export function analyzeFormatting(
  lines: readonly string[],
): Omit<ResumeFacts["formatting"], "typos" | "repeatedVerbs"> {
  let doubleSpaces = 0;
  let capsWalls = 0;
  let repeatedPunctuation = 0;
  let spacingErrors = 0;
  let longParagraphs = 0;
  let columnLines = 0;
  let tableLines = 0;
  let specialChars = 0;
  let mojibake = 0;

  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) {
      continue;
    }
    const isColumnLine = COLUMN_GAP.test(trimmed);
    if (isColumnLine) columnLines++;
    else if (trimmed.includes("  ")) doubleSpaces += (trimmed.match(DOUBLE_SPACE) ?? []).length;
    if (MAYBE_TABLE.test(line) && TABLE_LINE.test(line)) tableLines++;
    if (MAYBE_EMOJI.test(trimmed)) specialChars += (trimmed.replace(LIST_MARK, "").match(EMOJI) ?? []).length;
    if (MAYBE_MOJIBAKE.test(trimmed)) mojibake += (trimmed.match(MOJIBAKE) ?? []).length;
    repeatedPunctuation += (trimmed.match(REPEATED_PUNCT) ?? []).length;
    if (/ [,;:!?]|,[^\s\d]/.test(trimmed)) spacingErrors += (trimmed.match(SPACE_BEFORE_PUNCT) ?? []).length;
    if (trimmed.length > 600) longParagraphs++;
    // A "wall" is a long all-caps line that is not a heading: several words, all upper case.
    if (/\p{Ll}/u.test(trimmed)) continue; // the usual case: a line with lower-case letters is no CAPS wall
    const words = trimmed.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
    const allCaps =
      words.length >= 6 && words.every((w) => CAPS_WORD.test(w) || !/\p{Ll}/u.test(w)) && /\p{Lu}{3}/u.test(trimmed);
    if (allCaps) capsWalls++;
  }
  return {
    doubleSpaces,
    capsWalls,
    repeatedPunctuation,
    spacingErrors,
    longParagraphs,
    columnLines,
    tableLines,
    specialChars,
    mojibake,
  };
}
