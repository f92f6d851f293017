/**
 * English words written in Cyrillic (decision 635): «скрейпер» is "scraper", «алерт» "alert", «линтер» "linter",
 * «рендеринг» "rendering", «ретейлер» "retailer", «хедхантер» "headhunter". Russian writes an English word by its
 * sound, so one Cyrillic letter or pair stands for several English spellings (е for "e", "a" or "ea"; «ей» for the
 * "a" of "scrape"; «кс» for "x"), and the same English word has several Russian spellings (скрейпер / скрепер, фэнтези
 * / фентези, бэкенд / бекенд).
 *
 * `loanSpellings` reads a Cyrillic word into the English words (dictionary or skills taxonomy) it may be written from,
 * each with its cost: 0 when every letter is read in its usual way (practical transcription: е → e, «ей» → a, к → k
 * or c), one more for each letter read in a less usual one (е → a, а → u, a single letter for an English double).
 * The spelling pass then keeps a word it would "correct" only when the correction is the closer spelling of the
 * same English word: «скрейпера» (0 from "scraper") is not corrected to «скрепера» (1), «перифирии» (и for "e", 1)
 * still is to «периферии» (0). A search over English prefixes (the dictionary's stems and the taxonomy's spellings),
 * so a word with no English reading costs a few look-ups.
 */
import type { HunspellChecker } from "./hunspell";

type Options = ReadonlyArray<readonly [latin: string, cost: number]>;

/** Each Cyrillic letter's English spellings, the usual one(s) at cost 0. */
const LETTER: Readonly<Record<string, Options>> = {
  а: [
    ["a", 0],
    ["u", 1],
    ["o", 1],
  ],
  б: [
    ["b", 0],
    ["bb", 1],
  ],
  в: [
    ["v", 0],
    ["w", 0],
  ],
  г: [
    ["g", 0],
    ["gg", 1],
    ["gh", 1],
  ],
  д: [
    ["d", 0],
    ["dd", 1],
  ],
  е: [
    ["e", 0],
    ["a", 1],
    ["ea", 1],
    ["i", 1],
  ],
  ё: [
    ["o", 0],
    ["e", 1],
    ["ea", 1],
    ["u", 1],
  ],
  ж: [
    ["zh", 0],
    ["g", 1],
    ["j", 1],
    ["s", 1],
  ],
  з: [
    ["z", 0],
    ["s", 0],
  ],
  и: [
    ["i", 0],
    ["e", 1],
    ["ee", 1],
    ["ea", 1],
    ["y", 1],
  ],
  й: [
    ["y", 0],
    ["i", 0],
    ["", 1],
  ],
  к: [
    ["k", 0],
    ["c", 0],
    ["ck", 0],
    ["ch", 1],
    ["q", 1],
  ],
  л: [
    ["l", 0],
    ["ll", 1],
  ],
  м: [
    ["m", 0],
    ["mm", 1],
  ],
  н: [
    ["n", 0],
    ["nn", 1],
  ],
  о: [
    ["o", 0],
    ["a", 1],
    ["ou", 1],
    ["ow", 1],
  ],
  п: [
    ["p", 0],
    ["pp", 1],
  ],
  р: [
    ["r", 0],
    ["rr", 1],
  ],
  с: [
    ["s", 0],
    ["c", 0],
    ["ss", 1],
    ["sc", 1],
  ],
  т: [
    ["t", 0],
    ["tt", 1],
    ["th", 1],
  ],
  у: [
    ["u", 0],
    ["oo", 0],
    ["o", 1],
    ["ou", 1],
    ["w", 1],
  ],
  ф: [
    ["f", 0],
    ["ph", 0],
    ["ff", 1],
  ],
  х: [["h", 0]],
  ц: [
    ["ts", 0],
    ["c", 1],
    ["tz", 1],
  ],
  ч: [
    ["ch", 0],
    ["tch", 1],
  ],
  ш: [["sh", 0]],
  щ: [["sch", 0]],
  ъ: [["", 0]],
  ы: [
    ["y", 0],
    ["i", 1],
  ],
  ь: [["", 0]],
  э: [
    ["e", 0],
    ["a", 0],
  ],
  ю: [
    ["u", 0],
    ["yu", 0],
    ["ew", 0],
  ],
  я: [
    ["ya", 0],
    ["ia", 0],
  ],
};

/** Pairs read as one English sound: «ей» the "a" of "scrape", «ай» the "i" of "file", «оу» the "o" of "promote". */
const PAIR: Readonly<Record<string, Options>> = {
  ей: [
    ["a", 0],
    ["ay", 0],
    ["ai", 0],
    ["ey", 0],
  ],
  эй: [
    ["a", 0],
    ["ay", 0],
  ],
  ай: [
    ["i", 0],
    ["y", 0],
    ["igh", 0],
    ["ai", 0],
  ],
  ой: [
    ["oy", 0],
    ["oi", 0],
  ],
  оу: [
    ["o", 0],
    ["ow", 0],
    ["ou", 0],
  ],
  кс: [
    ["x", 0],
    ["ks", 0],
    ["cs", 0],
  ],
  дж: [
    ["j", 0],
    ["g", 0],
    ["dg", 0],
  ],
  ью: [
    ["u", 0],
    ["ew", 0],
  ],
};

/** Russian endings a loanword takes (case, number, an adjective's or a verb's): taken off before reading it. */
const RU_LOAN_ENDING =
  /(?:ами|ями|ого|ому|ыми|ими|ных|ной|ное|ная|ный|ные|ным|ить|ишь|ов|ев|ом|ем|ам|ах|ой|ые|ый|ая|ое|ий|ую|ы|и|а|у|е|я|ю)?$/u;
/** A verb made of a loanword («лог-ировать», «кастом-изировал») and its nouns and participles. */
const RU_LOAN_VERB = /(?:из)?ирова(?:ние|ния|нию|нием|нии|ть|л|ла|ли|лось|нный|нная|нное|нные|нных|нного|нным)$/u;
/** An English agent noun's or gerund's ending as Russian writes it: «линт-ер», «мок-инг»; the English stem is read. */
const RU_LOAN_SUFFIX = /(?:ер|ор|инг)$/u;
/** An English final "e" is silent in Russian («скрейп» is "scrape"); a verb's "-ate" or "-ize" too. */
const WORD_ENDINGS = ["", "e"];
const VERB_ENDINGS = ["", "e", "ate", "iate", "ize"];
/** Readings kept at each letter: the cheapest first. A word has a handful; the cap only bounds a strange one. */
const MAX_READINGS = 64;
const MIN_STEM = 3;

/** What the search looks English words up in: the dictionary and the taxonomy's Latin spellings. */
export interface EnglishWords {
  dictionary: HunspellChecker;
  /** Every Latin spelling of the skills taxonomy, folded. */
  taxonomy: ReadonlySet<string>;
}

/** Every beginning of the taxonomy's spellings, made on first use: the search's pruning for tool names. */
const TAXONOMY_PREFIXES = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
function taxonomyPrefixes(taxonomy: ReadonlySet<string>): ReadonlySet<string> {
  let prefixes = TAXONOMY_PREFIXES.get(taxonomy);
  if (!prefixes) {
    const made = new Set<string>();
    for (const spelling of taxonomy) for (let k = 1; k <= spelling.length; k++) made.add(spelling.slice(0, k));
    prefixes = made;
    TAXONOMY_PREFIXES.set(taxonomy, prefixes);
  }
  return prefixes;
}

/** The English readings of a Cyrillic stem whose letters all begin some English word, cheapest first. */
function readings(stem: string, english: EnglishWords): Map<string, number> {
  const prefixes = taxonomyPrefixes(english.taxonomy);
  const viable = (latin: string): boolean =>
    latin === "" || prefixes.has(latin) || english.dictionary.hasStemStartingWith(latin);
  // at[i]: the readings of the stem's first i letters, latin → cost.
  const at: Map<string, number>[] = Array.from({ length: stem.length + 1 }, () => new Map());
  at[0]!.set("", 0);
  for (let i = 0; i < stem.length; i++) {
    const here = [...at[i]!].sort((a, b) => a[1] - b[1]).slice(0, MAX_READINGS);
    if (!here.length) return new Map();
    const steps: Array<[Options, number]> = [[LETTER[stem[i]!] ?? [], i + 1]];
    const pair = PAIR[stem.slice(i, i + 2)];
    if (pair) steps.push([pair, i + 2]);
    for (const [options, next] of steps) {
      for (const [latin, cost] of here) {
        for (const [add, extra] of options) {
          const read = latin + add;
          const total = cost + extra;
          const known = at[next]!.get(read);
          if ((known === undefined || total < known) && viable(read)) at[next]!.set(read, total);
        }
      }
    }
  }
  return at[stem.length]!;
}

/**
 * The English words (dictionary or taxonomy) a Cyrillic word may be written from, each with the cost of its
 * cheapest reading: the word itself, or without its Russian ending, its verb's «-ировать», or an agent noun's or a
 * gerund's «-ер», «-ор», «-инг» (then the English stem is the word: "lint" of «линтер»). An English final "e" is
 * silent in Russian («скрейп» is "scrape"). Empty for most Russian words.
 */
export function loanSpellings(word: string, english: EnglishWords): Map<string, number> {
  const found = new Map<string, number>();
  const ending = RU_LOAN_ENDING.exec(word);
  const verb = RU_LOAN_VERB.exec(word);
  const stems = new Set([word, ending ? word.slice(0, ending.index) : word, verb ? word.slice(0, verb.index) : word]);
  for (const stem of [...stems]) {
    const suffix = RU_LOAN_SUFFIX.exec(stem);
    if (suffix && suffix.index >= MIN_STEM) stems.add(stem.slice(0, suffix.index));
  }
  const verbStem = verb ? word.slice(0, verb.index) : null;
  for (const stem of stems) {
    if (stem.length < MIN_STEM) continue;
    // «аффилир-ованный» is "affiliated", «интегрир-овать» "integrate", «кастомиз-ировал» "customize": the verb's
    // English ending is silent in its Russian stem.
    const endings = stem === verbStem ? VERB_ENDINGS : WORD_ENDINGS;
    for (const [latin, cost] of readings(stem, english)) {
      if (latin.length < MIN_STEM) continue;
      const read = english.taxonomy.has(latin)
        ? latin
        : endings.map((e) => latin + e).find((w) => english.dictionary.correct(w));
      if (read === undefined) continue;
      const known = found.get(read);
      if (known === undefined || cost < known) found.set(read, cost);
    }
  }
  return found;
}

/**
 * Whether the written word is an English word's spelling at least as usual as the suggested correction's spelling
 * of the same word (or the correction reads as no such word: «алерты» → «алеуты»). Then the "correction" changes
 * one way of writing a loanword for another, or for another word: the word is left alone.
 */
export function loanwordKept(written: string, suggestion: string, english: EnglishWords): boolean {
  const own = loanSpellings(written, english);
  if (own.size === 0) return false;
  const theirs = loanSpellings(suggestion, english);
  for (const [latin, cost] of own) {
    const other = theirs.get(latin);
    if (other === undefined || cost < other) return true;
  }
  return false;
}
