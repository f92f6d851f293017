/**
 * A phrase index over words: the compiled form of the knowledge lists (professions, level words). Phrases are
 * words on word boundaries after `words()` normalisation, compared by their stemmed key (`wordKey`: «бухгалтера» is
 * «бухгалтер»); a word ending in `*` is a stem (any word starting with it), `=word` is that word exactly as
 * written, a lone `*` is any one word. The index is a token trie: exact words by their stemmed key in a Map, stems in a
 * Map by the stem itself (a word asks each of its prefixes, at most its own length), so a lookup never scans a
 * list and never runs a regular expression per phrase (decision 075).
 */
import { isSurrogatePairAt, letterOrNumberLength } from "../../text/chars";
import { stemRu } from "../../text/stem";

const PLUS = 43;
const HASH = 35;
const YO = /ё/g;

/**
 * Lower case, ё → е, everything but letters, digits, + and # a separator: «Инженер-конструктор» → 2 words. Read by
 * character code (text.ts letterOrNumberLength, the same \p{L}/\p{N} classes): a Unicode-class regex over every
 * title costs more than the rest of the lookup (decision 075).
 */
export function words(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i < lower.length; ) {
    const length = letterOrNumberLength(lower, i);
    const c = lower.charCodeAt(i);
    if (length > 0 || c === PLUS || c === HASH) {
      if (start < 0) start = i;
      i += length > 0 ? length : 1;
    } else {
      if (start >= 0) out.push(foldYo(lower.slice(start, i)));
      start = -1;
      i += isSurrogatePairAt(lower, i) ? 2 : 1;
    }
  }
  if (start >= 0) out.push(foldYo(lower.slice(start)));
  return out;
}

const foldYo = (word: string): string => (word.includes("ё") ? word.replace(YO, "е") : word);

/**
 * Russian feminine agent nouns by their suffix, after the stemmer took the case ending, and the masculine suffix they
 * are read as: сварщиц(а) → сварщик, специалистк(а) → специалист, учительниц(а) → учител(ь), помощниц(а) → помощник,
 * аспиранткой → аспирант: every title of the knowledge, whatever its source, is found in its feminine forms and cases
 * (decision 585; the generator once added the feminine of ОКПДТР's titles alone, 43 of 66 of the form).
 */
const FEMININE_SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ["тельниц", "тел"],
  ["щиц", "щик"],
  ["чиц", "чик"],
  ["ниц", "ник"],
  ["истк", "ист"],
  ["антк", "ант"],
];
const TSE = 0x446; // «ц»
const KA = 0x43a; // «к»

/**
 * The key an exact word is compared by: Latin "1c" is Cyrillic «1с», one Russian ending goes, and a feminine agent
 * noun is its masculine (FEMININE_SUFFIXES).
 */
export function wordKey(word: string): string {
  if (word === "1c") return "1с";
  const key = stemRu(word);
  const last = key.charCodeAt(key.length - 1);
  if (last !== TSE && last !== KA) return key;
  for (const [feminine, masculine] of FEMININE_SUFFIXES)
    if (key.length > feminine.length + 2 && key.endsWith(feminine)) return key.slice(0, -feminine.length) + masculine;
  return key;
}

interface Node<V> {
  exact: Map<string, Node<V>> | null;
  /** Words written `=word`: compared as written, not stemmed («=технолог» is not «технологий»). */
  whole: Map<string, Node<V>> | null;
  stems: Map<string, Node<V>> | null;
  /** The lengths of the stems in `stems`, ascending: a word asks only its prefixes of these lengths. */
  stemLengths: number[];
  any: Node<V> | null;
  value: V | undefined;
}

const node = <V>(): Node<V> => ({
  exact: null,
  whole: null,
  stems: null,
  stemLengths: [],
  any: null,
  value: undefined,
});

function child<V>(map: Map<string, Node<V>>, key: string): Node<V> {
  const known = map.get(key);
  if (known) return known;
  const next = node<V>();
  map.set(key, next);
  return next;
}

/** One phrase found in a text's words: words [start, end) and the phrase's value. */
export interface PhraseHit<V> {
  value: V;
  start: number;
  end: number;
}

export class PhraseIndex<V> {
  private readonly root: Node<V> = node();
  size = 0;

  /**
   * Adds a phrase; a phrase already present keeps its first value (lists are read in order of precedence).
   * `normalised`: the phrase is already words() joined by single spaces (the generated titles), read as is.
   */
  add(phrase: string, value: V, normalised = false): void {
    if (normalised) {
      let at = this.root;
      for (const word of phrase.split(" ")) {
        at.exact ??= new Map();
        at = child(at.exact, wordKey(word));
      }
      this.settle(at, value);
      return;
    }
    const parts = phrase.trim().split(/\s+/u);
    let at = this.root;
    for (const raw of parts) {
      if (raw.startsWith("=")) {
        for (const word of words(raw.slice(1))) {
          at.whole ??= new Map();
          at = child(at.whole, word);
        }
      } else if (raw === "*") {
        at.any ??= node();
        at = at.any;
      } else if (raw.endsWith("*")) {
        const stem = words(raw.slice(0, -1)).join("");
        at.stems ??= new Map();
        if (!at.stemLengths.includes(stem.length))
          at.stemLengths = [...at.stemLengths, stem.length].sort((x, y) => x - y);
        at = child(at.stems, stem);
      } else {
        for (const word of words(raw)) {
          at.exact ??= new Map();
          at = child(at.exact, wordKey(word));
        }
      }
    }
    this.settle(at, value);
  }

  private settle(at: Node<V>, value: V): void {
    if (at !== this.root && at.value === undefined) {
      at.value = value;
      this.size++;
    }
  }

  /** Whether some phrase starts with this word (from words()) followed by more words: "registered" of "registered nurse …". */
  opensPhrase(token: string, key: string = wordKey(token)): boolean {
    const next = this.root.exact?.get(key) ?? this.root.whole?.get(token);
    return next !== undefined && (next.exact ?? next.whole ?? next.stems ?? next.any) !== null;
  }

  /** Every phrase in `tokens` (from words()), each start position walked as far as the trie goes. */
  findAll(tokens: readonly string[], keys: readonly string[] = tokens.map(wordKey)): PhraseHit<V>[] {
    const hits: PhraseHit<V>[] = [];
    for (let start = 0; start < tokens.length; start++) this.walk(this.root, tokens, keys, start, start, hits);
    return hits;
  }

  private walk(
    at: Node<V>,
    tokens: readonly string[],
    keys: readonly string[],
    start: number,
    i: number,
    hits: PhraseHit<V>[],
  ): void {
    if (at !== this.root && at.value !== undefined) hits.push({ value: at.value, start, end: i });
    if (i >= tokens.length) return;
    const exact = at.exact?.get(keys[i]!);
    if (exact) this.walk(exact, tokens, keys, start, i + 1, hits);
    const whole = at.whole?.get(tokens[i]!);
    if (whole) this.walk(whole, tokens, keys, start, i + 1, hits);
    if (at.stems) {
      const word = tokens[i]!;
      const lengths = at.stemLengths;
      for (let j = 0; j < lengths.length && lengths[j]! <= word.length; j++) {
        const next = at.stems.get(word.slice(0, lengths[j]));
        if (next) this.walk(next, tokens, keys, start, i + 1, hits);
      }
    }
    if (at.any) this.walk(at.any, tokens, keys, start, i + 1, hits);
  }
}
