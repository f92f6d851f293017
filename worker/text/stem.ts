/** A crude Russian stemmer shared by the engine and the knowledge layer (decision 262). */

const RU_SUFFIXES = [
  "иями",
  "ями",
  "ами",
  "иях",
  "ого",
  "его",
  "ому",
  "ему",
  "ыми",
  "ими",
  "ией",
  "ах",
  "ях",
  "ой",
  "ей",
  "ий",
  "ый",
  "ая",
  "яя",
  "ое",
  "ее",
  "ые",
  "ие",
  "ых",
  "их",
  "ов",
  "ев",
  "ом",
  "ем",
  "ам",
  "ям",
  "ую",
  "юю",
  "ию",
  "ия",
  "ии",
  "ью",
  "а",
  "я",
  "ы",
  "и",
  "у",
  "ю",
  "о",
  "е",
  "ь",
  "й",
];

const SMALL_A = 0x430; // «а»
const SMALL_YA = 0x44f; // «я»

/**
 * The endings by their last letter, in the order above: every word of a resume is stemmed, so only those are tried.
 * Indexed by the letter's code from «а»: a word's last letter is read as a number, not made into a string to look up
 * (V8 keeps no ready one-letter strings for Cyrillic).
 */
const RU_SUFFIXES_BY_LAST: ReadonlyArray<readonly string[]> = (() => {
  const byLast: string[][] = Array.from({ length: SMALL_YA - SMALL_A + 1 }, () => []);
  for (const suffix of RU_SUFFIXES) byLast[suffix.charCodeAt(suffix.length - 1) - SMALL_A]!.push(suffix);
  return byLast;
})();

/** Whether every character is a small Russian letter «а»–«я» (what /^[а-я]+$/ tests, read by code). */
function onlySmallRussian(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (code < SMALL_A || code > SMALL_YA) return false;
  }
  return token.length > 0;
}

/**
 * A deliberately crude Russian stemmer: it strips one common inflection ending so that "переговоры",
 * "переговоров" and "ведение переговоров" meet. Applied the same way to dictionary aliases and to resume words,
 * so its mistakes cancel out.
 */
export function stemRu(token: string): string {
  if (token.length < 5 || !onlySmallRussian(token)) return token;
  for (const suffix of RU_SUFFIXES_BY_LAST[token.charCodeAt(token.length - 1) - SMALL_A]!) {
    if (token.endsWith(suffix) && token.length - suffix.length >= 4) return token.slice(0, -suffix.length);
  }
  return token;
}
