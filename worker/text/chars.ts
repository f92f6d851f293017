/**
 * Letters and numbers by character code, below both extraction and analysis: the Unicode classes read from a table
 * for the scripts of nearly every resume (Latin, Greek, Cyrillic), and surrogate pairs told apart, so hot loops make
 * no one-character strings. Moved here from the engine's text.ts so that the knowledge layer can use it (decision 262).
 */

/*
 * Unicode letters (\p{L}) and numbers (\p{N}) of the BMP below U+0530 (Latin, Greek, Cyrillic: nearly every
 * character of a resume), by table: made once from the Unicode classes themselves, so it answers exactly as they do.
 * Characters above it are asked of the classes.
 */
export const CLASS_TABLE_END = 0x530;
export const LETTER_BIT = 1;
const NUMBER_BIT = 2;
export const IS_LETTER = /^\p{L}$/u;
const IS_LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
export const CLASS_OF_UNIT = (() => {
  const table = new Uint8Array(CLASS_TABLE_END);
  for (let c = 0; c < CLASS_TABLE_END; c++) {
    const char = String.fromCharCode(c);
    table[c] = (IS_LETTER.test(char) ? LETTER_BIT : 0) | (/^\p{N}$/u.test(char) ? NUMBER_BIT : 0);
  }
  return table;
})();

/** Whether the UTF-16 unit at `i` (not a surrogate) is a \p{L} letter. */
export function isLetterUnit(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < CLASS_TABLE_END ? (CLASS_OF_UNIT[c]! & LETTER_BIT) !== 0 : IS_LETTER.test(text.charAt(i));
}

export function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

export function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** The UTF-16 length of the letter or number (\p{L}, \p{N}) at `i`: 1, 2 (astral), or 0 when there is none. */
export function letterOrNumberLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < CLASS_TABLE_END) return CLASS_OF_UNIT[c]! === 0 ? 0 : 1;
  if (isHighSurrogate(c)) {
    if (!isLowSurrogate(text.charCodeAt(i + 1))) return 0;
    return IS_LETTER_OR_NUMBER.test(text.slice(i, i + 2)) ? 2 : 0;
  }
  if (isLowSurrogate(c)) return 0;
  return IS_LETTER_OR_NUMBER.test(text.charAt(i)) ? 1 : 0;
}

/** Whether a surrogate pair starts at `i`: one character to a Unicode regex. */
export function isSurrogatePairAt(text: string, i: number): boolean {
  return isHighSurrogate(text.charCodeAt(i)) && isLowSurrogate(text.charCodeAt(i + 1));
}
