/**
 * Spelling, as a recruiter notices it: words the Russian or English Hunspell dictionary does not know that are one
 * typing slip away from a word it does («обязаности» → «обязанности», "managment" → "management"), and technology
 * names one slip away from the skills taxonomy's spelling ("Kubernates" → "Kubernetes"). An unknown word with no
 * close dictionary word (jargon, a company, a surname) is never reported: a false "typo" costs more than a missed one.
 *
 * Budget (decision 240): at most MAX_WORDS distinct words per resume, in reading order (the top is read first), and
 * at most MAX_SEARCHES suggestion searches; both are counts, so the result never depends on the machine's speed.
 * Answers are remembered for one prepared text (one analysis), which only saves time: the same word always gets the
 * same answer, and a remembered answer charges the budget what its search cost. Nothing is kept from one resume to the
 * next (decision 075), so a report never depends on the resumes read before it.
 */
import {
  CLASS_OF_UNIT,
  CLASS_TABLE_END,
  IS_LETTER,
  isHighSurrogate,
  isLowSurrogate,
  LETTER_BIT,
} from "../../../text/chars";
import { decodeFrontCoded } from "../../../text/front-coding";
import { MONTHS } from "../../knowledge/dates";
import { GENERATED_SPOKEN_LANGUAGES } from "../../knowledge/skills.languages.generated";
import { commonness, commonWords } from "../../knowledge/word-frequencies";
import { countryNames } from "../country-names";
import { nameShaped } from "../name-shape";
import { SKILL_DICTIONARY } from "../skills/dictionary";
import { foldCase, type PreparedText } from "../text";
import type { MatchedSkill } from "../types";
import { AFFIXES as EN_AFFIXES, WORDS as EN_WORDS } from "./dictionaries/en";
import { AFFIXES as RU_AFFIXES, WORDS as RU_WORDS } from "./dictionaries/ru";
import { type AffixData, HunspellChecker } from "./hunspell";
import { loanSpellings, loanwordKept } from "./loanwords";

export interface Misspelling {
  /** The word as written. */
  word: string;
  /** The dictionary's or the taxonomy's spelling one slip away; null when two words are equally near. */
  suggestion: string | null;
  /** 0-based line of the first occurrence. */
  line: number;
  kind: "word" | "technology";
}

const MAX_WORDS = 300;
const MAX_SEARCHES = 20;
const MAX_HEADING_WORDS_ASKED = 300;
const MAX_HEADING_SEARCHES = 20;
const MAX_HEADING_CHECKS = 800;
const MAX_CHECKS = 1200;
const MAX_NAME_LOOKUPS = 60;
const MIN_LENGTH = 6;
/** Longer runs of letters are no words (a file's garbage, a line without spaces): never searched, whatever the budget. */
const MAX_LENGTH = 40;

const RU_ALPHABET = "оеаинтсрвлкмдпуяызьбгчйхжшюцщэфъ";
const EN_ALPHABET = "etaoinshrdlcumwfgypbvkjxqz";

let checkers: { ru: HunspellChecker; en: HunspellChecker } | null = null;
/** The dictionaries, decoded on the first check of an isolate (they ship front-coded to keep the bundle small). */
function checker(script: "ru" | "en"): HunspellChecker {
  checkers ??= {
    ru: new HunspellChecker(RU_AFFIXES as AffixData, decodeFrontCoded(RU_WORDS)),
    en: new HunspellChecker(EN_AFFIXES as AffixData, decodeFrontCoded(EN_WORDS)),
  };
  return checkers[script];
}

/** The dictionary of a script, for the spelling benchmark (bench/typo-eval.mjs) to tell a real word. */
export function spellingChecker(script: "ru" | "en"): HunspellChecker {
  return checker(script);
}

/**
 * A remembered answer: null (correct, or unknown without a close word) or the suggestion, with what finding it cost
 * (whether a search was spent, how many dictionary checks), charged again each time it is used.
 */
interface Seen {
  value: string | null;
  /** Whether a suggestion search was spent, or a taxonomy look-up of a name ("names"). */
  searched: boolean | "names";
  checks: number;
}

/**
 * The remembered answers of one prepared text (one analysis): per script, for the resume's language or not, word →
 * its answer. The typos criterion and the report's error list search the same text with other skip sets; they share
 * these, and nothing is carried to the next resume.
 */
type Answers = Map<string, Map<string, Seen>>;
const ANSWERS = new WeakMap<PreparedText, Answers>();

/** The answers of one script, for the resume's language or not: one map each, so a look-up builds no key. */
function seenOf(answers: Answers, script: "ru" | "en", prose: boolean): Map<string, Seen> {
  const name = prose ? script : `${script}-names`;
  let map = answers.get(name);
  if (!map) {
    map = new Map();
    answers.set(name, map);
  }
  return map;
}

/**
 * Every Latin spelling of the taxonomy (names and aliases), folded, by first letter and length (`${first}${length}`):
 * what a technology name should be, with the spelling to offer (the entry's name when it is that spelling, else the
 * alias as the taxonomy writes it: "ptotobuf" → "protobuf", not the entry "gRPC").
 */
let techNames: Map<string, Array<[string, string]>> | null = null;
/** Every Latin spelling of the taxonomy, whatever its entry's name («Kaizen» of «Бережливое производство»). */
const TAXONOMY_SPELLINGS = new Set<string>();
function technologyNames(): Map<string, Array<[string, string]>> {
  if (techNames) return techNames;
  const byStart = new Map<string, Array<[string, string]>>();
  const seen = new Set<string>();
  for (const entry of SKILL_DICTIONARY) {
    for (const text of [entry.name, entry.en ?? "", ...entry.aliases.map((a) => a.text)]) {
      const folded = text.toLowerCase();
      if (/^[a-z][a-z.+#-]+$/u.test(folded)) {
        TAXONOMY_SPELLINGS.add(folded);
        // A product's name written without its dot or hyphen ("ExpressJS", "NodeJS", "scikitlearn") is the same
        // name, written as its own site often does: never a typo of the taxonomy's spelling (decision 635).
        TAXONOMY_SPELLINGS.add(folded.replace(/[.-]/gu, ""));
      }
      if (!/^[a-z][a-z.+#-]{4,}$/u.test(folded) || !/^[\x20-\x7e]+$/u.test(entry.name) || seen.has(folded)) continue;
      seen.add(folded);
      const key = `${folded[0]}${folded.length}`;
      const list = byStart.get(key) ?? [];
      list.push([folded, entry.name.toLowerCase() === folded ? entry.name : text]);
      byStart.set(key, list);
    }
  }
  techNames = byStart;
  return byStart;
}

/**
 * Closed classes of capitalised words, misspelt wherever they stand: a capitalised word anywhere one slip from one is a
 * typo, not a surname — language names (CLDR, knowledge/skills.languages.generated.ts: Russian adjectives and English
 * names: «Англиский», "Japnese"), month names (knowledge/dates.ts: «Февраь», "Febuary") and country names (CLDR,
 * country-names.ts: «Росиия»). By their first three letters; made on first use. `wrong`: one letter for another is
 * read as a slip too (months and countries: few, long and unlike any surname; a language's adjective is not).
 */
interface ClosedName {
  name: string;
  wrong: boolean;
}
let closedNames: Map<string, ClosedName[]> | null = null;
function closedNamesByPrefix(): Map<string, ClosedName[]> {
  if (closedNames) return closedNames;
  const byPrefix = new Map<string, ClosedName[]>();
  const add = (name: string, wrong: boolean) => {
    if (name.length < MIN_LENGTH || /[^\p{L}]/u.test(name)) return;
    const list = byPrefix.get(name.slice(0, 3)) ?? [];
    list.push({ name, wrong });
    byPrefix.set(name.slice(0, 3), list);
  };
  for (const row of GENERATED_SPOKEN_LANGUAGES.split("|")) {
    const [, russian = "", english = ""] = row.split(";");
    for (const name of [russian, english.toLowerCase()]) add(name, false);
  }
  for (const month of MONTHS) for (const name of [...month.ruForms, ...month.en]) add(name, true);
  for (const name of countryNames()) add(withoutYo(name), true);
  closedNames = byPrefix;
  return byPrefix;
}

/** The closed-class name a capitalised word is one slip from, or null (most words: no name shares their first letters). */
function misspeltClosedName(lower: string): string | null {
  const names = closedNamesByPrefix().get(lower.slice(0, 3));
  if (!names || names.some(({ name }) => name === lower)) return null;
  // As any capitalised word's (decision 411): a letter left out, typed twice or two swapped, inside the word — a
  // letter more is another name ("Germain"), the name cut short another language's word ("Italia"); a letter for
  // another only before the last two (a case ending: «Франции» is no misspelt «Франция»).
  const slipped = ({ name, wrong }: ClosedName) => {
    const slip = slipKind(lower, name);
    if (CAPITAL_SLIPS.has(slip)) return true;
    // Nor a letter for one that sounds alike: another language's spelling of the name ("Brasil").
    const inside = firstDifference(lower, name) < lower.length - 2;
    return wrong && slip === "wrong" && inside && !soundAlike(lower, name) && !nameShaped(lower);
  };
  return names.find((entry) => slipped(entry) && !entry.name.startsWith(lower))?.name ?? null;
}

/** The first position where two words differ. */
function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

/** Damerau–Levenshtein distance, capped: 0, 1 or 2 (= "more"). */
function withinOneSlip(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // one transposition
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i); // one letter more or less
}

/** A capitalised word anywhere is read for a product's name only when it is this long: shorter ones are names. */
const MIN_CAPITALISED_PRODUCT = 7;

/**
 * The taxonomy's spelling one slip from the word (its first letter kept: people rarely slip the first), or null.
 * A capitalised word anywhere (`capitalised`) may be a surname or a company as well: seven letters or more, and no
 * letter written for another.
 */
function technologyFor(folded: string, capitalised = false): string | null {
  const names = technologyNames();
  // Built with the map above: the taxonomy's own spellings are right by definition.
  if (folded.length < (capitalised ? MIN_CAPITALISED_PRODUCT : MIN_LENGTH) || TAXONOMY_SPELLINGS.has(folded))
    return null;
  for (const length of [folded.length, folded.length - 1, folded.length + 1]) {
    for (const [spelling, name] of names.get(`${folded[0]}${length}`) ?? []) {
      // "OpenCL" is not a misspelt "OpenCV": a different last letter is usually a different product.
      if (!withinOneSlip(folded, spelling) || folded.at(-1) !== spelling.at(-1)) continue;
      if (capitalised && slipKind(folded, spelling) === "wrong") continue;
      return name;
    }
  }
  return null;
}

/** What a search answers for a misspelt word with no single nearest word: flagged, with nothing to offer. */
export const NO_SUGGESTION = "";

/**
 * Letters people write one for another by sound, not by a slip of the finger: «помошника» is «помощника», not
 * «поморника»; "seperate" is "separate". A substitution between them is the likelier correction.
 */
const SOUND_ALIKE = new Set(
  [
    "еэ",
    "её",
    "иы",
    "шщ",
    "ао",
    "еи",
    "сз",
    "ьъ",
    "дт",
    "бп",
    "вф",
    "гк",
    "жш",
    "ae",
    "ei",
    "ie",
    "ea",
    "ou",
    "ck",
    "cs",
    "sz",
    "ao",
  ].flatMap(([a, b]) => [`${a}${b}`, `${b}${a}`]),
);

/** The letter replaced in a same-length candidate and the one put instead, or null for any other edit. */
function soundAlike(word: string, candidate: string): boolean {
  if (word.length !== candidate.length) return false;
  let i = 0;
  while (i < word.length && word[i] === candidate[i]) i++;
  return SOUND_ALIKE.has(`${word[i]}${candidate[i]}`);
}

/**
 * The nearest common word, NO_SUGGESTION when equally near words are equally common (a wrong correction costs more
 * trust than none: «изумаемых» is as near «изымаемых» as «изучаемых», both rare), or null when there is none. The
 * slips people make and dictionaries do not explain, in the order of how often they are made: two letters swapped, a
 * letter typed twice or a double letter typed once («указаных», «аггрегация»); then a letter missing or wrong
 * inside the word, a letter written for one that sounds alike ranked first; then a letter typed more, and two slips,
 * where only a common word (knowledge/word-frequencies.ts, decision 600) is offered: "backend" is no slip of "backed"
 * — a word with a letter more than a rare one is usually a word the dictionary lacks.
 */
function suggest(word: string, dictionary: HunspellChecker, script: "ru" | "en", budget: Budget): string | null {
  const alphabet = script === "ru" ? RU_ALPHABET : EN_ALPHABET;
  const n = word.length;
  const correct = (candidate: string): boolean => budget.checks-- > 0 && dictionary.correct(candidate);
  const slips = new Set<string>();
  for (let i = 0; i < n - 2; i++) slips.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  for (let i = 1; i < n - 1; i++) {
    if (word[i] === word[i - 1]) slips.add(word.slice(0, i) + word.slice(i + 1));
    else if (i < n - 2) slips.add(word.slice(0, i) + word[i] + word.slice(i));
  }
  slips.delete(word);
  const slipped = new Set([...slips].filter(correct));
  if (slipped.size) return mostCommon(slipped, script);
  // A form the dictionary does not list of a stem it has («сервисов» beside «сервис»): not a typo. Russian endings
  // run to three letters; an English word's derived forms are taken by englishDerivation before this search, so
  // its stem is all but the last two letters ("succesful" is no form of "succes…", decision 515) —
  // Only in a long word: a short one two letters off a known stem is as often a word the dictionary lacks
  // ("esports", "novated").
  const ending = alphabet === EN_ALPHABET && n >= 9 ? 2 : 3;
  // …unless a letter left out or typed more makes a common word ("posiion", "responsibilites"): an unlisted form
  // is rarely one letter from a common word (decision 600).
  if (dictionary.hasStemStartingWith(word.slice(0, Math.max(4, n - ending))))
    return mostCommon(commonByLetter(word, script, alphabet, false), script);
  // A missing or a wrong letter inside the word (the ending is grammar, not spelling: the last two are left alone),
  // just after the longest beginning the dictionary knows: that is where the slip is.
  let known = 1;
  while (known < n && dictionary.hasStemStartingWith(word.slice(0, known + 1))) known++;
  const near = new Set<string>();
  for (let i = Math.max(1, known - 2); i <= Math.min(known, n - 2); i++) {
    const keep = Math.min(i + 1, Math.max(2, n - 4));
    // A letter typed more just there («упортребляю»): the word without it.
    const extra = word.slice(0, i) + word.slice(i + 1);
    if (i < n - 2 && !near.has(extra) && dictionary.hasStemStartingWith(extra.slice(0, keep)) && correct(extra))
      near.add(extra);
    for (const letter of alphabet) {
      for (const candidate of [
        word.slice(0, i) + letter + word.slice(i),
        word.slice(0, i) + letter + word.slice(i + 1),
      ]) {
        if (candidate === word || near.has(candidate) || !dictionary.hasStemStartingWith(candidate.slice(0, keep)))
          continue;
        if (correct(candidate)) near.add(candidate);
      }
    }
  }
  // Elsewhere in the word, and a letter typed more ("Postition"): only a common word (decision 600), looked up in
  // the list of common words, which costs no dictionary check.
  if (!near.size) for (const candidate of commonByLetter(word, script, alphabet, true)) near.add(candidate);
  if (near.size) {
    const alike = new Set([...near].filter((candidate) => soundAlike(word, candidate)));
    return mostCommon(alike.size ? alike : near, script);
  }
  return twoSlips(word, script);
}

/**
 * Common words one letter from the word (knowledge/word-frequencies.ts: a look-up, no dictionary check): a letter
 * left out or typed more anywhere after the first, and one letter for another when `wrong` is asked.
 */
function commonByLetter(word: string, script: "ru" | "en", alphabet: string, wrong: boolean): Set<string> {
  const found = new Set<string>();
  for (let i = 1; i <= word.length - 1; i++) {
    // A letter more in the last two is an ending ("crypto", «изучениям», "sociale"), not a slip.
    const extra = word.slice(0, i) + word.slice(i + 1);
    if (i < word.length - 2 && commonness(extra, script) !== null) found.add(extra);
    for (const letter of alphabet) {
      const missed = word.slice(0, i) + letter + word.slice(i);
      if (commonness(missed, script) !== null) found.add(missed);
      if (!wrong || i > word.length - 2) continue;
      const replaced = word.slice(0, i) + letter + word.slice(i + 1);
      if (replaced !== word && commonness(replaced, script) !== null) found.add(replaced);
    }
  }
  return found;
}

/**
 * Of equally near words, the one more common than every other (knowledge/word-frequencies.ts); one word alone is
 * offered whatever its use; several with none more common than the rest: NO_SUGGESTION.
 */
function mostCommon(found: ReadonlySet<string>, script: "ru" | "en"): string | null {
  if (found.size === 0) return null;
  if (found.size === 1) return [...found][0]!;
  const ranked = [...found]
    .map((word) => ({ word, band: commonness(word, script) ?? 9 }))
    .sort((a, b) => a.band - b.band);
  return ranked[0]!.band < ranked[1]!.band ? ranked[0]!.word : NO_SUGGESTION;
}

/** Common words by their first letter and length: the words a long word two slips away may be. Made on first use. */
const COMMON_BY_START = { ru: null as Map<string, string[]> | null, en: null as Map<string, string[]> | null };

function commonStartingWith(script: "ru" | "en", first: string, length: number): readonly string[] {
  let index = COMMON_BY_START[script];
  if (!index) {
    index = new Map();
    for (const word of commonWords(script).keys()) {
      const key = `${word[0]}${word.length}`;
      const list = index.get(key);
      if (list) list.push(word);
      else index.set(key, [word]);
    }
    COMMON_BY_START[script] = index;
  }
  return index.get(`${first}${length}`) ?? [];
}

/** Words of nine letters or more two slips from a common word: «бибилиотке» is «библиотеке», "developmnet"… */
const TWO_SLIPS_MIN_LENGTH = 9;

/**
 * The one common word (same first letter, two letters longer or shorter at most) two slips away — letters swapped,
 * missing, typed more or wrong — when no word is one slip away; the most common of several, or NO_SUGGESTION.
 */
function twoSlips(word: string, script: "ru" | "en"): string | null {
  if (word.length < TWO_SLIPS_MIN_LENGTH) return null;
  const found = new Set<string>();
  for (let length = word.length - 2; length <= word.length + 2; length++)
    for (const candidate of commonStartingWith(script, word[0]!, length))
      if (slipDistance(word, candidate, 2) <= 2) found.add(candidate);
  return mostCommon(found, script);
}

/**
 * Optimal string alignment distance (letters missing, typed more, wrong or two swapped), stopped past `limit`
 * (returns limit + 1 then).
 */
function slipDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/*
 * A word is what `/\p{L}+(?:['’-]\p{L}+)*\/gu` matches; it is read by character code (wordEnd), not by that regex:
 * a Unicode class run over every line cost more than the rest of the spelling pass with answers remembered.
 */

/** The UTF-16 length of the \p{L} letter at `i`: 1, 2 (astral), or 0 when there is none. */
function letterLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < CLASS_TABLE_END) return (CLASS_OF_UNIT[c]! & LETTER_BIT) !== 0 ? 1 : 0;
  if (isHighSurrogate(c)) return isLowSurrogate(text.charCodeAt(i + 1)) && IS_LETTER.test(text.slice(i, i + 2)) ? 2 : 0;
  if (isLowSurrogate(c)) return 0;
  return IS_LETTER.test(text.charAt(i)) ? 1 : 0;
}

/** Units below CLASS_TABLE_END that lower-casing changes (capitals, İ): made from toLowerCase itself. */
const CHANGES_IN_LOWER_CASE = (() => {
  const table = new Uint8Array(CLASS_TABLE_END);
  for (let c = 0; c < CLASS_TABLE_END; c++) {
    const char = String.fromCharCode(c);
    table[c] = char.toLowerCase() === char ? 0 : 1;
  }
  return table;
})();

/**
 * `word === word.toLowerCase()` without making the lower-cased copy for Latin, Greek and Cyrillic: a word is left as
 * it is by lower-casing exactly when none of its characters is changed (capital Σ, the one letter whose small form
 * depends on its neighbours, is changed whatever they are). Any other character: the copy is made.
 */
function inLowerCase(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= CLASS_TABLE_END) return word === word.toLowerCase();
    if (CHANGES_IN_LOWER_CASE[c] === 1) return false;
  }
  return true;
}

/** ё folded to е (the dictionaries are stored so); most words have none. */
function withoutYo(word: string): string {
  return word.includes("ё") ? word.replace(/ё/gu, "е") : word;
}

/** Where the word that starts with the letter at `start` ends: letters, joined by ', ’ or - between letters. */
function wordEnd(text: string, start: number): number {
  let end = start;
  for (;;) {
    for (let n = letterLength(text, end); n > 0; n = letterLength(text, end)) end += n;
    const c = text.charCodeAt(end);
    if ((c === 39 || c === 0x2019 || c === 45) && letterLength(text, end + 1) > 0) end++;
    else return end;
  }
}

const CYRILLIC = /^[а-яё-]+$/iu;
const LATIN = /^[a-z'’-]+$/iu;
const NOT_PROSE = /@|https?:|www\.|\.(?:ru|com|org|io)\b/iu;

/**
 * A word in lower case as written (a capitalised word may be a name, a company or a place) that is not cut by a
 * hyphen or an apostrophe, nor the first word of a line after a line that ends in a letter or a hyphen: a piece of a
 * word the layout broke or a column's neighbour put there ("ex-" / "perience", «оп» / «тимизации»).
 */
function checkable(word: string, line: string, at: number, first: boolean, previous: string): boolean {
  if (first && /[\p{L}-]\s*$/u.test(previous)) return false;
  const end = at + word.length;
  return !(line.charCodeAt(end) === 45 || line.charCodeAt(end) === 39); // "-", "'"
}

/**
 * A piece of a word the layout broke at a line's end («образова» / «ние»): glued to the first word of the line below
 * (in lower case), it makes a dictionary word. Asked only of a word the search would report (decision 635): a word at
 * a line's end in wrapped prose is a whole word far more often ("in statistcs" / "working with…" is a typo).
 */
function brokenAtEnd(word: string, next: string, dictionary: HunspellChecker): boolean {
  const after = /^\s*(\p{Ll}+)/u.exec(next)?.[1];
  return after !== undefined && dictionary.correct(withoutYo(`${word}${after}`.toLowerCase()));
}

/**
 * A word typed with two capitals where one was meant («КЛючевые», "DEvelopment": the Shift key held a letter
 * too long, what word processors correct as "TWo INitial CApitals"): the first two letters capitals, the rest (two
 * or more) in lower case, and the word in lower case a dictionary word. Returns the word as meant, or null
 * ("OAuth", "IDs", "MSc", "ВКонтакте" are no dictionary words in lower case or too short to be read; "EMail" is a
 * letter before a word).
 */
function twoInitialCapitals(word: string): string | null {
  if (word.length < 4 || !inLowerCase(word.slice(2)) || inLowerCase(word.charAt(0)) || inLowerCase(word.charAt(1)))
    return null;
  const lower = withoutYo(word.toLowerCase());
  const dictionary = checker(code0(lower));
  if (!/^\p{L}+$/u.test(lower) || !dictionary.knownAsWritten(lower) || dictionary.knownAsWritten(word)) return null;
  // A one-letter prefix to a word in camel case ("EMail", "ECommerce") is how the compound is written, not a slip.
  if (dictionary.knownAsWritten(lower.slice(1))) return null;
  return capitalise(word.toLowerCase());
}

/**
 * A capitalised word that may be checked (decision 411): the first word of a line or of a sentence, capitalised and
 * otherwise in lower case, followed on its line by a word in lower case (the sentence goes on as prose:
 * «Трудолюбиивый, ответственный…», "Managment of…"), and not shaped like a name by the name grammar (name.ts: the
 * names knowledge's given names, a surname's or a patronymic's ending). A name's line («Смирнова Анна»), a heading or
 * a company alone on its line are left alone; the slip and the suggestion are limited too (searchMisspellings):
 * a false "typo" costs more than a missed one. Returns the word in lower case, or null.
 */
function capitalisedAtStart(raw: string, line: string, start: number, end: number, first: boolean): string | null {
  if (!first && !/[.!?…]\s+$/u.test(line.slice(Math.max(0, start - 4), start))) return null;
  const lower = raw.toLowerCase();
  if (raw.charAt(0) === lower.charAt(0) || !inLowerCase(raw.slice(1))) return null;
  if (!/^[\s,;:]*[—–-]?\s*\p{Ll}/u.test(line.slice(end, end + 8))) return null;
  if (nameShaped(raw)) return null;
  return lower;
}

/** Counts, not time: the same resume always gets the same answer. */
interface Budget {
  searches: number;
  checks: number;
  /** Look-ups of a word of the other script in the taxonomy only: no dictionary checks, a budget of their own. */
  names: number;
}

/**
 * British spellings the American dictionary lacks: "organisation", "colour", "centre", "travelled", "analyse",
 * "licence", "programme", "speciality".
 */
function americanVariants(word: string): string[] {
  return [
    word.replace(/is(e|ed|es|ing|ation|ations|er|ers)$/u, "iz$1"),
    word.replace(/our(s|ed|ing|ful|able)?$/u, "or$1"),
    word.replace(/tre(s)?$/u, "ter$1"),
    word.replace(/ll(ed|ing|er|ers)$/u, "l$1"),
    word.replace(/ogue(s)?$/u, "og$1"),
    word.replace(/ys(e|ed|es|ing|er|ers)$/u, "yz$1"),
    word.replace(/ence(s)?$/u, "ense$1"),
    word.replace(/amme(s)?$/u, "am$1"),
    word.replace(/iality$/u, "ialty"),
  ].filter((variant) => variant !== word);
}

/**
 * An English word the dictionary holds only as its base: "deployable" (deploy + -able), "flyers" (fly + -er + -s),
 * "rebuildable". Hunspell's en_US lists a stem with the affix flags its editors chose, so a regular derivation they
 * left out reads as unknown and its nearest listed word ("deplorable", "foyers") would be offered as a correction.
 * A productive suffix (an inflection ending first, then one derivation) or prefix taken off, with a final "e"
 * dropped before a vowel or a doubled consonant put back, leaving a listed word of three letters or more, means the
 * word is English ("insolation" is insole's -ation, a climate scientist's word, not a misspelt "insulation").
 */
const EN_INFLECTION = /(?:['’]s|s|es)$/u;
const EN_DERIVATION =
  /(?:ability|ables?|ably|ibility|ibles?|ers?|ees?|ings?|ed|ly|ness|ments?|less|ful|ize[ds]?|izing|ization|ise[ds]?|ising|isation|ist|ism)$/u;
const EN_PREFIX = /^(?:re|un|pre|non|co|multi|sub|inter|over|under|self-|cross-|post|anti|de|mis|auto|micro|cyber)/u;

function stemsOf(word: string, suffix: RegExp): string[] {
  const match = suffix.exec(word);
  if (!match) return [];
  const base = word.slice(0, match.index);
  // A final "e" drops only before a vowel ("usable"), never before "-ment" or "-ly": "managment" stays a typo.
  const stems = /^[aeiouy]/u.test(match[0]) ? [base, `${base}e`] : [base];
  // "planning" → "plan", "shipped" → "ship"; "happily" → "happy".
  if (/([b-df-hj-np-tv-z])\1$/u.test(base)) stems.push(base.slice(0, -1));
  if (base.endsWith("i")) stems.push(`${base.slice(0, -1)}y`);
  return stems.filter((stem) => stem.length >= 3);
}

function englishDerivation(word: string, dictionary: HunspellChecker): boolean {
  const lower = word.toLowerCase();
  const inflected = [lower, ...stemsOf(lower, EN_INFLECTION)];
  const derived = inflected.flatMap((w) => [w, ...stemsOf(w, EN_DERIVATION)]);
  const candidates = derived.flatMap((w) => {
    const prefix = EN_PREFIX.exec(w);
    return prefix && w.length - prefix[0].length >= 4 ? [w, w.slice(prefix[0].length)] : [w];
  });
  if (candidates.some((stem) => stem !== lower && dictionary.correct(stem))) return true;
  // A noun of action on a listed verb or noun ("insolation" of "insole"), the stem whole: with a prefix taken off
  // too, "colaboration" would be co- + labor + -ation.
  if (stemsOf(lower.replace(EN_INFLECTION, ""), /ations?$|ational$/u).some((stem) => dictionary.correct(stem)))
    return true;
  return inflected.some((w) => englishCompound(w, dictionary));
}

/**
 * English writes a field's terms as two words run together ("stepover" in geology, "backend", "helpdesk",
 * "groundwater"): a word that splits into two lower-case dictionary words of three letters or more is a compound,
 * never a typo (decision 600). A slip rarely leaves two whole words behind.
 */
function englishCompound(word: string, dictionary: HunspellChecker): boolean {
  for (let k = 3; k <= word.length - 3; k++)
    if (dictionary.knownAsWritten(word.slice(0, k)) && dictionary.knownAsWritten(word.slice(k))) return true;
  return false;
}

/** Words of today's Russian the dictionary (2008) does not have yet, as beginnings: «офлайн», «дедлайна». */
const MODERN_RU =
  /^(?:офлайн|онлайн|ревью|прокси|девайс|фронтенд|бэкенд|бекенд|фулстек|фуллстек|лендинг|фриланс|дедлайн|митап|скрам|эджайл|аджайл|коммит|деплой|стартап|маркетплейс|блогер|фидбэк|фидбек|хакатон|чат-бот|юзабилити|дашборд|кешбэк|кэшбэк|ритейл|ретейл|тимлид|техлид|продакт|проджект|аккаунт|апсейл|кросс-|онбординг|офбординг|ассесмент|ассессмент|бенчмарк|воркшоп|вебинар|дизайн-|таргет|смм|копирайт|рерайт|контент|геймиф|фреймворк|мессенджер|скрипт|бэклог|бэклог|спринт|релиз|хотфикс|рефактор|мерч|промоутер|логист|эквайринг|краудфанд|мидл|джун|сеньор|синьор)/u;

/**
 * Russian prefixes that make new words from any verb or noun («ре-структурировал», «пере-настроил», «авто-тесты»),
 * and the first parts of compound abbreviations («соц-сети», «гос-закупки», «тех-поддержка»): the 2008 dictionary
 * lists only some of what they make.
 */
const RU_PREFIX =
  /^(?:соц|гос|спец|тех|мед|хоз|проф|орг|нац|фин|пром|энерго|нефте|газо|ре|де|дис|пере|недо|пред|само|авто|анти|контр|мульти|меж|супер|гипер|микро|мини|мега|нано|псевдо|квази|пост|со|суб|транс|ультра|экс|экстра|интер|видео|фото|медиа|веб|теле|радио|нейро|био|эко|агро|кибер|онлайн|офлайн)-?/u;

function russianDerivation(word: string, dictionary: HunspellChecker): boolean {
  const prefix = RU_PREFIX.exec(word);
  return prefix !== null && word.length - prefix[0].length >= 5 && dictionary.correct(word.slice(prefix[0].length));
}

/**
 * A Cyrillic word written from an English one (spelling/loanwords.ts, decision 635): kept when the suggestion is no
 * closer spelling of the same English word («скрейпера» is not «скрепера»); with no single suggestion, when it reads
 * as any English word.
 */
function loanword(word: string, suggestion: string): boolean {
  technologyNames();
  const english = { dictionary: checker("en"), taxonomy: TAXONOMY_SPELLINGS };
  return suggestion === NO_SUGGESTION ? loanSpellings(word, english).size > 0 : loanwordKept(word, suggestion, english);
}

function answer(
  word: string,
  script: "ru" | "en",
  prose: boolean,
  budget: Budget,
  answers: Answers,
): string | null | undefined {
  const seen = seenOf(answers, script, prose);
  const known = seen.get(word);
  if (known !== undefined) return charged(known, budget);
  const remember = (value: string | null, searched: Seen["searched"] = false, checks = 0): string | null => {
    seen.set(word, { value, searched, checks });
    return value;
  };
  const dictionary = checker(script);
  if (dictionary.correct(word)) return remember(null);
  if (script === "ru" && MODERN_RU.test(word.toLowerCase())) return remember(null);
  if (script === "en" && americanVariants(word.toLowerCase()).some((v) => dictionary.correct(v))) return remember(null);
  if (script === "en" && englishDerivation(word, dictionary)) return remember(null);
  const folded = foldCase(word);
  // A tool name in a resume of the other language (dozens in an engineer's Russian resume) is looked up in the
  // taxonomy alone, from a budget of its own, so they never use up the searches of the resume's own words.
  if (!prose) {
    if (budget.names <= 0) return undefined;
    budget.names--;
    return remember(script === "en" ? technologyFor(folded) : null, "names");
  }
  if (budget.searches <= 0 || budget.checks <= 0) return undefined;
  budget.searches--;
  const technology = script === "en" ? technologyFor(folded) : null;
  if (technology) return remember(technology, true);
  const before = budget.checks;
  let suggestion = suggest(folded, dictionary, script, budget);
  // A search cut short by the budget is not remembered: another search of this text may have the budget to finish it.
  if (budget.checks <= 0 && suggestion === null && before > 0) return undefined;
  // A word a slip away from a listed one may still be a word the dictionary lacks: a prefix's derivation or a
  // loanword written in Cyrillic. Asked only of a word that would be reported (few per resume).
  // A double letter typed once or two letters swapped («програмирования») is a slip whatever the word's origin.
  if (
    suggestion !== null &&
    script === "ru" &&
    !(suggestion && TYPING_SLIPS.has(slipKind(folded, suggestion))) &&
    (russianDerivation(folded, dictionary) || loanword(folded, suggestion))
  )
    suggestion = null;
  return remember(suggestion, true, before - Math.max(budget.checks, 0));
}

/**
 * A remembered answer, paid for as a fresh search would be: a search and its checks come out of this resume's
 * budget, and a budget too small to finish that search gives what a fresh one would, no answer.
 */
function charged(known: Seen, budget: Budget): string | null | undefined {
  if (!known.searched) return known.value;
  if (known.searched === "names") {
    if (budget.names <= 0) return undefined;
    budget.names--;
    return known.value;
  }
  if (budget.searches <= 0 || budget.checks <= 0) return undefined;
  budget.searches--;
  // A fresh search that spends the last check without finding a word is cut short, like one that runs out.
  const cutShort = known.value === null && known.checks > 0 && known.checks === budget.checks;
  if (known.checks > budget.checks || cutShort) {
    budget.checks = 0;
    return undefined;
  }
  budget.checks -= known.checks;
  return known.value;
}

/**
 * Misspelt words of the resume, each once, in reading order. Words are checked against the dictionary of the
 * resume's language (English words in a Russian resume are mostly tool names: only the taxonomy judges them).
 * `skip` holds folded words known to be right whatever the dictionary says (the resume's recognised skills).
 */
/** One search per prepared text and language: the criterion and the report's error list read the same answer. */
const FOUND = new WeakMap<PreparedText, Map<string, Misspelling[]>>();
/** The sorted words of a `skip` set, made once per set (the criterion and the error list pass the same one). */
const SKIP_KEYS = new WeakMap<ReadonlySet<string>, string>();
/** The words right whatever the dictionary says, one set per skills list (skillSpellings). */
const SKILL_SPELLINGS = new WeakMap<readonly MatchedSkill[], ReadonlySet<string>>();

/**
 * The resume's recognised skills as the spelling pass skips them: every name, display name and surface, folded.
 * One set per skills list, shared by the typos criterion and the report's error list.
 */
export function skillSpellings(skills: readonly MatchedSkill[]): ReadonlySet<string> {
  let words = SKILL_SPELLINGS.get(skills);
  if (!words) {
    words = new Set(skills.flatMap((s) => [s.name, s.display, ...(s.surfaces ?? [])]).map(foldCase));
    SKILL_SPELLINGS.set(skills, words);
  }
  return words;
}

export function findMisspellings(
  prepared: PreparedText,
  language: "ru" | "en",
  skip: ReadonlySet<string> = new Set(),
): Misspelling[] {
  let skipKey = SKIP_KEYS.get(skip);
  if (skipKey === undefined) {
    skipKey = [...skip].sort().join("|");
    SKIP_KEYS.set(skip, skipKey);
  }
  const key = `${language}:${skipKey}`;
  const known = FOUND.get(prepared)?.get(key);
  if (known) return known;
  const found = searchMisspellings(prepared, language, skip);
  const byKey = FOUND.get(prepared) ?? new Map<string, Misspelling[]>();
  byKey.set(key, found);
  FOUND.set(prepared, byKey);
  return found;
}

function searchMisspellings(prepared: PreparedText, language: "ru" | "en", skip: ReadonlySet<string>): Misspelling[] {
  const found: Misspelling[] = [];
  const asked = new Set<string>();
  const capitals = new Set<string>();
  const budget: Budget = { searches: MAX_SEARCHES, checks: MAX_CHECKS, names: MAX_NAME_LOOKUPS };
  // Words of headings and capitals lines are asked from a budget of their own: a long CV's headings never use up
  // the searches of its prose (decision 600).
  const headingAsked = new Set<string>();
  const headingBudget: Budget = { searches: MAX_HEADING_SEARCHES, checks: MAX_HEADING_CHECKS, names: 0 };
  let answers = ANSWERS.get(prepared);
  if (!answers) {
    answers = new Map();
    ANSWERS.set(prepared, answers);
  }
  const { lines } = prepared;
  for (let l = 0; l < lines.length && asked.size < MAX_WORDS; l++) {
    const line = lines[l]!;
    if (NOT_PROSE.test(line)) continue;
    let first = true;
    for (let at = 0; at < line.length; ) {
      if (letterLength(line, at) === 0) {
        at++;
        continue;
      }
      const start = at;
      at = wordEnd(line, start);
      const wasFirst = first;
      first = false;
      // Cheap tests first: most words are short, capitalised or already asked.
      if (at - start < MIN_LENGTH || at - start > MAX_LENGTH) continue;
      const written = line.slice(start, at);
      const meant = capitals.has(written) ? null : (tripledLetter(written) ?? twoInitialCapitals(written));
      if (meant) {
        capitals.add(written);
        found.push({ word: written, suggestion: meant, line: l, kind: "word" });
        continue;
      }
      // A capitalised word is checked in lower case, at a line's or a sentence's start only (decision 411).
      const atStart = inLowerCase(written) ? null : capitalisedAtStart(written, line, start, at, wasFirst);
      // A word of a heading or of a line typed in capitals ("Operating Sytems", «ОБРАЗОВНИЕ»), decision 600.
      const inHeading = inLowerCase(written) || atStart ? null : headingWord(written, line);
      const lowered = atStart ?? inHeading;
      const raw = lowered ?? written;
      if (!lowered && !inLowerCase(raw)) {
        // A language's name misspelt («Англиский», "Japnese"), capitalised anywhere. Names and companies are
        // most capitalised words: they are kept apart from the words asked (MAX_WORDS).
        if (capitals.has(raw)) continue;
        capitals.add(raw);
        const language = inLowerCase(raw.slice(1)) ? misspeltClosedName(foldCase(raw)) : null;
        if (language && !foreignLine(line, code0(raw)) && !checker(code0(raw)).correct(raw))
          found.push({ word: raw, suggestion: capitalise(language), line: l, kind: "word" });
        // A product's name misspelt ("Instragram", "Kubernates"), capitalised anywhere: the taxonomy is a closed
        // class too, looked up from the names' own budget.
        else if (
          !language &&
          code0(raw) === "en" &&
          /^[a-z]+$/iu.test(raw) &&
          budget.names > 0 &&
          !skip.has(foldCase(raw))
        ) {
          budget.names--;
          const product = technologyFor(foldCase(raw), true);
          if (product && !checker("en").correct(raw) && !nameShaped(raw))
            found.push({ word: raw, suggestion: product, line: l, kind: "technology" });
        }
        continue;
      }
      if ((!lowered && !inLowerCase(raw)) || asked.has(raw)) continue;
      if (!lowered && !checkable(raw, line, start, wasFirst, lines[l - 1] ?? "")) continue;
      if (lowered && (raw.includes("-") || line.charCodeAt(at) === 45 || line.charCodeAt(at) === 39)) continue;
      const folded = withoutYo(raw);
      if (skip.has(folded)) continue;
      // The script by its first letter, then the whole word checked once (mixed scripts are not words).
      const code = raw.charCodeAt(0);
      const script =
        code >= 0x430 && code <= 0x451
          ? CYRILLIC.test(raw)
            ? "ru"
            : null
          : code < 0x80 && LATIN.test(raw)
            ? "en"
            : null;
      if (!script) continue;
      if (inHeading) {
        if (headingAsked.has(raw) || headingAsked.size >= MAX_HEADING_WORDS_ASKED) continue;
        headingAsked.add(raw);
      } else {
        asked.add(raw);
        if (asked.size > MAX_WORDS) break;
      }
      // A hyphenated word is right when the dictionary knows it whole or each part («онлайн-курс»).
      const parts = raw.includes("-") ? raw.split("-").filter((p) => p.length >= MIN_LENGTH) : [raw];
      for (const part of parts) {
        const word = withoutYo(part);
        const suggestion = answer(word, script, script === language, inHeading ? headingBudget : budget, answers);
        if (suggestion === null || suggestion === undefined) continue;
        // A capitalised word one letter off («Гринатом» → «Гранатом») is as likely a name: only a letter left out,
        // typed twice or two swapped are a capitalised word's typo, with one word to offer.
        // And the word it should be is a common word, not a name («Matematica» is no misspelt «Mathematica»).
        // A letter typed more ("Postition") only before a common word (decision 600).
        if (lowered) {
          const meant = foldCase(suggestion);
          const slip = slipKind(foldCase(word), meant);
          const common = commonness(meant, script) !== null;
          if (
            suggestion === NO_SUGGESTION ||
            !(CAPITAL_SLIPS.has(slip) || (slip === "extra" && common && word.length >= MIN_CAPITALISED_EXTRA)) ||
            !checker(script).knownAsWritten(suggestion)
          )
            continue;
        }
        // The resume itself says the word is right: written the same way twice or more (a domain term, a place), or
        // standing in a line of another language (a title in Italian in an English CV). Not a typing slip of a common
        // word: a title copied from job to job copies its slip too ("Bacchelor Level" under each post).
        // A name's line keeps the vouch ("Tyler Baeten" is no "beaten").
        const vouched =
          writtenAgain(prepared, foldCase(part)) &&
          (!typingSlipOfCommonWord(word, suggestion, script) || namesAPerson(line, part));
        if (vouched || foreignLine(line, script)) break;
        // A piece of a word the layout broke at the line's end.
        if (line.slice(at).trim() === "" && brokenAtEnd(part, lines[l + 1] ?? "", checker(script))) break;
        const fromTaxonomy = script === "en" && suggestion !== NO_SUGGESTION && !/^[a-z']+$/u.test(suggestion);
        const offered = suggestion === NO_SUGGESTION ? null : suggestion;
        // A capitalised word is reported as written, its suggestion capitalised the same way.
        found.push({
          word: lowered ? written : part,
          suggestion: lowered && !fromTaxonomy && offered ? caseAs(written, offered) : offered,
          line: l,
          kind: fromTaxonomy ? "technology" : "word",
        });

        break;
      }
    }
  }
  return found;
}
/**
 * A letter typed three times running («Настоящеее», "FELLLOWSHIPS", "fellowwwships") in any case, anywhere: no word of
 * either language and no name is written so, so the word with the run cut to two letters or to one, when that is a
 * dictionary word in lower case, is what was meant. Returns it written as the word was (in lower case, capitalised or
 * in capitals), or null. The one search a run of three needs: the slips of `suggest` take one letter away.
 */
function tripledLetter(raw: string): string | null {
  if (!hasRunOfThree(raw)) return null;
  const run = /(\p{L})\1\1+/iu.exec(raw);
  // A Roman numeral ("XXVIII") is written with runs of three.
  if (!run || /^[ivxlcdm]+$/iu.test(raw)) return null;
  const lower = withoutYo(raw.toLowerCase());
  const script = code0(lower);
  if (!(script === "ru" ? CYRILLIC : LATIN).test(lower)) return null;
  for (const keep of [2, 1]) {
    const meant =
      lower.slice(0, run.index) + lower.charAt(run.index).repeat(keep) + lower.slice(run.index + run[0].length);
    if (checker(script).knownAsWritten(meant)) return inLowerCase(raw) ? meant : caseAs(raw, meant);
  }
  return null;
}

/** Another capitalised word of the line is shaped like a person's name (name-shape.ts): the line may be a name's. */
function namesAPerson(line: string, word: string): boolean {
  for (const other of line.match(/\p{Lu}\p{Ll}+/gu) ?? []) if (other !== word && nameShaped(other)) return true;
  return false;
}

/** A double letter typed once or twice, or two letters swapped, in a common word (knowledge/word-frequencies.ts). */
function typingSlipOfCommonWord(word: string, suggestion: string, script: "ru" | "en"): boolean {
  const meant = foldCase(suggestion);
  return (
    suggestion !== NO_SUGGESTION &&
    TYPING_SLIPS.has(slipKind(foldCase(word), meant)) &&
    commonness(meant, script) !== null
  );
}

/** Three equal code units running: a loop, not a regex, since it is asked of every long word. */
function hasRunOfThree(word: string): boolean {
  for (let i = 2; i < word.length; i++)
    if (word.charCodeAt(i) === word.charCodeAt(i - 1) && word.charCodeAt(i) === word.charCodeAt(i - 2)) return true;
  return false;
}

/** The word written twice or more in the resume, as a whole word in any case: its writer's word, not a slip. */
function writtenAgain(prepared: PreparedText, word: string): boolean {
  const { folded } = prepared;
  let count = 0;
  for (let at = folded.indexOf(word); at >= 0 && count < 2; at = folded.indexOf(word, at + word.length)) {
    const before = folded.charCodeAt(at - 1);
    const after = folded.charCodeAt(at + word.length);
    const edge = (c: number) => Number.isNaN(c) || letterLength(String.fromCharCode(c), 0) === 0;
    if (edge(before) && edge(after)) count++;
  }
  return count >= 2;
}

/**
 * Function words of the languages an English or a Russian CV quotes titles in (Italian, Spanish, Portuguese, French,
 * German; Ukrainian and Belarusian by their own letters) that are no English words.
 */
const FOREIGN_FUNCTION_WORDS = new Set(
  "di del della delle degli dei il nel nella nelle che gli sono le la lo al ai sul sulla nei los las el por para con una uno und der das mit für von zur zum les des du et pour avec dans sur une não com dos em".split(
    " ",
  ),
);
const FOREIGN_LETTERS = /[àèéìòùñüöäçãõâêîôûß]/iu;
const OTHER_CYRILLIC_LETTERS = /[іїєґў]/iu;

/**
 * A line in another language than the word's dictionary: a title in Italian or Spanish in an English CV (a letter
 * of those languages, or two of their function words), a line in Ukrainian in a Russian one. Its words are no typos.
 */
function foreignLine(line: string, script: "ru" | "en"): boolean {
  if (script === "ru") return OTHER_CYRILLIC_LETTERS.test(line);
  if (FOREIGN_LETTERS.test(line)) return true;
  let count = 0;
  for (const word of line.toLowerCase().split(/[^a-z]+/u))
    if (FOREIGN_FUNCTION_WORDS.has(word) && ++count >= 2) return true;
  return false;
}

/** The dictionary of a word's script by its first letter. */
function code0(word: string): "ru" | "en" {
  const code = word.charCodeAt(0);
  return code >= 0x400 && code <= 0x4ff ? "ru" : "en";
}

/**
 * What one slip turned the word meant into the word written: two letters swapped, a letter typed twice ("doubled"),
 * a double letter typed once ("undoubled"), a letter left out ("missed") or typed more ("extra"), one letter for
 * another ("wrong"); null when they are not one slip apart. One reading of the slip for every rule that limits it.
 */
type Slip = "swapped" | "doubled" | "undoubled" | "missed" | "extra" | "wrong";

function slipKind(written: string, meant: string): Slip | null {
  if (written.length === meant.length) {
    let i = 0;
    while (i < written.length && written[i] === meant[i]) i++;
    if (i === written.length) return null;
    if (written.slice(i + 1) === meant.slice(i + 1)) return "wrong";
    const swapped =
      written[i] === meant[i + 1] && written[i + 1] === meant[i] && written.slice(i + 2) === meant.slice(i + 2);
    return swapped ? "swapped" : null;
  }
  const writtenLonger = written.length > meant.length;
  const [longer, shorter] = writtenLonger ? [written, meant] : [meant, written];
  if (longer.length !== shorter.length + 1) return null;
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i++;
  if (longer.slice(i + 1) !== shorter.slice(i)) return null;
  const double = longer[i] === longer[i - 1] || longer[i] === longer[i + 1];
  if (writtenLonger) return double ? "doubled" : "extra";
  return double ? "undoubled" : "missed";
}

/** The slips a word of another origin cannot explain: a double letter typed once or twice, two letters swapped. */
const TYPING_SLIPS: ReadonlySet<Slip | null> = new Set(["swapped", "doubled", "undoubled"]);
/**
 * The slips a capitalised word (a name, a company, as likely as a word) is read for (decision 411): those above and a
 * letter left out; never one letter for another («Гринатом» is no «Гранатом»).
 */
const CAPITAL_SLIPS: ReadonlySet<Slip | null> = new Set(["swapped", "doubled", "undoubled", "missed"]);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A suggestion written as the word was: in capitals, or capitalised. */
function caseAs(written: string, suggestion: string): string {
  return written.length > 1 && written === written.toUpperCase() ? suggestion.toUpperCase() : capitalise(suggestion);
}

/** A capitalised word with a letter more than a common word is read as a slip from this length ("Postition"). */
const MIN_CAPITALISED_EXTRA = 9;

/** A heading's line: a few words, each of three letters or more capitalised or in capitals, no sentence end. */
const MAX_HEADING_WORDS = 8;

/**
 * A capitalised or capitals word of a heading ("Operating Sytems", "Current Postition") or of a line typed in
 * capitals («ОПЫТ РАБОТЫ В КОМПАНИИ…»), decision 600: checked in lower case as a sentence's first word is, unless the
 * name grammar takes it for a name. Returns the word in lower case, or null.
 */
function headingWord(written: string, line: string): string | null {
  const lower = written.toLowerCase();
  const capitals = written === written.toUpperCase();
  if (!capitals && !inLowerCase(written.slice(1))) return null;
  const words = line.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  const capitalsLine = !/\p{Ll}/u.test(line) && words.length >= 2;
  if (capitals && !capitalsLine) return null;
  if (
    !capitalsLine &&
    (words.length > MAX_HEADING_WORDS ||
      /[.!?;]\s*\S/u.test(line.trim()) ||
      words.some((w) => w.length >= 3 && !/^\p{Lu}/u.test(w)))
  )
    return null;
  // A language's name is read where every capitalised word is (misspeltLanguage); a word in quotes is a name.
  if (misspeltClosedName(lower) || /["«“„'‘]\s*$/u.test(line.slice(0, line.indexOf(written)))) return null;
  return nameShaped(capitalise(lower)) ? null : lower;
}

/**
 * A common word of its script's language: its lower-case form is a dictionary word ("current", "survey", "dragon",
 * «российского»), not only a capitalised name. The one recogniser of "a word of the language" outside the spelling
 * pass (decision 635): the name reader asks it of a candidate that holds no name evidence (decision 580: a heading,
 * an employer or a grant title is made of such words, a person's name seldom is), the e-mail check of a handle's
 * letters (an English word with a year is a nickname).
 */
export function isCommonWord(word: string): boolean {
  const lower = withoutYo(word.toLowerCase());
  return /^\p{L}{2,}$/u.test(lower) && checker(code0(lower)).knownAsWritten(lower);
}
