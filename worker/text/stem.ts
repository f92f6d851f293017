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

/** The endings by their last letter, in the order above: every word of a resume is stemmed, so only those are tried. */
const RU_SUFFIXES_BY_LAST: ReadonlyMap<string, readonly string[]> = (() => {
  const byLast = new Map<string, string[]>();
  for (const suffix of RU_SUFFIXES) byLast.set(suffix.at(-1)!, [...(byLast.get(suffix.at(-1)!) ?? []), suffix]);
  return byLast;
})();

/**
 * A deliberately crude Russian stemmer: it strips one common inflection ending so that "переговоры",
 * "переговоров" and "ведение переговоров" meet. Applied the same way to dictionary aliases and to resume words,
 * so its mistakes cancel out.
 */
export function stemRu(token: string): string {
  if (token.length < 5 || !/^[а-я]+$/.test(token)) return token;
  for (const suffix of RU_SUFFIXES_BY_LAST.get(token.at(-1)!) ?? []) {
    if (token.endsWith(suffix) && token.length - suffix.length >= 4) return token.slice(0, -suffix.length);
  }
  return token;
}
