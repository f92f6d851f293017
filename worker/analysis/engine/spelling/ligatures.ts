// Ligatures a PDF's font named wrongly (decision 725). Word and other writers draw "ff", "fi", "ti"… as one glyph,
// and some fonts' ToUnicode maps name that glyph as an unrelated letter: "JeƯ", "eƯiciency" (ff as U+01AF),
// "Educaধon", "Publicaধons" (ti as a Bengali letter), or a private-use code point. The glyph's own name is not in
// the file (the fonts are subset TrueType without names), and which letter stands for which ligature differs by font
// and version, so no table of code points can be trusted: the ligature is the one that turns the most words holding
// that letter into dictionary words. The person's name and e-mail ("JeƯ", "jeƯreys…") are no dictionary words, but
// the same letter in "eƯiciency" and "eƯort" says what it stands for in them too.
// Extraction flags the text as broken where the file holds it (layout-facts.ts); this is how the engine reads it.
import { isCommonWord } from "./index";

/** Ligatures fonts draw as one glyph; of two that explain as many words, the earlier (commoner) wins. */
const LIGATURES = ["fi", "ff", "fl", "ti", "ffi", "ffl", "ft", "tt", "fj", "tf", "st", "ct"];

/**
 * A letter no English word holds next to a Latin letter: Latin Extended-B and IPA, Greek, the scripts from Armenian
 * to Mongolian, and private-use glyphs. Latin Extended-A (Polish "ł", Czech "č") and Cyrillic are letters of words.
 */
const ODD = "\\u0180-\\u02AF\\u0370-\\u03FF\\u0530-\\u18AF\\uE000-\\uF8FF";
const MAYBE_BROKEN = new RegExp(`[A-Za-z][${ODD}]|[${ODD}][A-Za-z]`, "u");
/** A word of Latin letters with one odd letter or more in it. */
const BROKEN_WORD = new RegExp(`[A-Za-z${ODD}]*(?:[A-Za-z][${ODD}]|[${ODD}][A-Za-z])[A-Za-z${ODD}]*`, "gu");
const ODD_LETTER = new RegExp(`[${ODD}]`, "gu");
/** At least this many different words must read as dictionary words with the ligature: one may be chance. */
const MIN_WORDS = 2;

/** The ligature `odd` stands for in these words, or null when no ligature explains at least two of them. */
function ligatureOf(odd: string, words: ReadonlySet<string>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const ligature of LIGATURES) {
    let count = 0;
    for (const word of words) if (isCommonWord(word.replaceAll(odd, ligature))) count++;
    if (count > bestCount) {
      best = ligature;
      bestCount = count;
    }
  }
  return bestCount >= MIN_WORDS ? best : null;
}

export interface LigaturesRead {
  text: string;
  /** The first word as the file wrote it and how many letters stood for ligatures ("JeƯ (6)"); null when none. */
  evidence: string | null;
}

/** The text with every letter that stands for a ligature in Latin words written as that ligature's letters. */
export function repairLigatures(text: string): LigaturesRead {
  if (!MAYBE_BROKEN.test(text)) return { text, evidence: null };
  // Each odd letter with the Latin words it stands in.
  const wordsOf = new Map<string, Set<string>>();
  for (const [word] of text.matchAll(BROKEN_WORD)) {
    for (const odd of new Set(word.match(ODD_LETTER))) {
      const words = wordsOf.get(odd) ?? new Set<string>();
      // As written: lower-casing would change the odd letter itself ("Ư" → "ư"); the dictionary folds the case.
      words.add(word);
      wordsOf.set(odd, words);
    }
  }
  const read = new Map<string, string>();
  for (const [odd, words] of wordsOf) {
    const ligature = ligatureOf(odd, words);
    if (ligature) read.set(odd, ligature);
  }
  if (read.size === 0) return { text, evidence: null };
  let first: string | null = null;
  let count = 0;
  const repaired = text.replace(BROKEN_WORD, (word) =>
    word.replace(ODD_LETTER, (odd) => {
      const ligature = read.get(odd);
      if (!ligature) return odd;
      first ??= word;
      count++;
      return ligature;
    }),
  );
  return { text: repaired, evidence: `${first} (${count})` };
}
