/**
 * How common a word is (decision 600): the band of use of the Russian and English words counted in a large corpus of
 * everyday speech (word-frequencies.generated.ts, from scripts/knowledge/build-word-frequencies.mjs), 0 for the most
 * common thousand, 1, 2 and 3 for the next bands, null for a word outside the list (a rare word, a term of a field, a
 * name). The spelling pass offers only a common word as a correction and ranks equally near ones by it.
 * Decoded on first use (a few milliseconds per isolate), never at load.
 */
import { COMMON_WORDS_EN, COMMON_WORDS_RU } from "./word-frequencies.generated";

let bands: { ru: Map<string, number>; en: Map<string, number> } | null = null;

/** A front-coded list (a digit: letters shared with the word before, then the rest), bands joined by "|". */
function decode(packed: string): Map<string, number> {
  const out = new Map<string, number>();
  packed.split("|").forEach((band, index) => {
    let previous = "";
    for (const [, shared = "0", rest = ""] of band.matchAll(/(\d)(\D*)/gu)) {
      previous = previous.slice(0, Number(shared)) + rest;
      out.set(previous, index);
    }
  });
  return out;
}

/** The common words of a script with their bands, decoded on the first ask; spelling/index.ts searches them for words two slips away. */
export function commonWords(script: "ru" | "en"): ReadonlyMap<string, number> {
  bands ??= { ru: decode(COMMON_WORDS_RU), en: decode(COMMON_WORDS_EN) };
  return bands[script];
}

/** The word's band of use (0 = most common), or null when it is not among the common words. ё is read as е. */
export function commonness(word: string, script: "ru" | "en"): number | null {
  return commonWords(script).get(word.includes("ё") ? word.replace(/ё/gu, "е") : word) ?? null;
}
