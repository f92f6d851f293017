/**
 * A phrase index over words: the compiled form of the knowledge lists (professions, level words). Phrases are
 * words on word boundaries after `words()` normalisation; a word ending in `*` is a stem (any word starting with
 * it), a lone `*` is any one word. The index is a token trie: exact words by their stemmed key in a Map, stems in a
 * Map by the stem itself (a word asks each of its prefixes, at most its own length), so a lookup never scans a
 * list and never runs a regular expression per phrase (decision 075).
 */
import { stemRu } from "../engine/text";

/** Lower case, ё → е, everything but letters, digits, + and # a space, split: «Инженер-конструктор» → 2 words. */
export function words(text: string): string[] {
  const normal = text
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
  return normal ? normal.split(" ") : [];
}

/** The key an exact word is compared by: Latin "1c" is Cyrillic «1с», and one Russian ending goes. */
export function wordKey(word: string): string {
  return word === "1c" ? "1с" : stemRu(word);
}

interface Node<V> {
  exact: Map<string, Node<V>> | null;
  stems: Map<string, Node<V>> | null;
  any: Node<V> | null;
  value: V | undefined;
}

const node = <V>(): Node<V> => ({ exact: null, stems: null, any: null, value: undefined });

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
  /** The longest stem: a word asks its prefixes up to this length only. */
  private longestStem = 0;
  size = 0;

  /** Adds a phrase; a phrase already present keeps its first value (lists are read in order of precedence). */
  add(phrase: string, value: V): void {
    const parts = phrase.trim().split(/\s+/u);
    let at = this.root;
    for (const raw of parts) {
      if (raw === "*") {
        at.any ??= node();
        at = at.any;
      } else if (raw.endsWith("*")) {
        const stem = words(raw.slice(0, -1)).join("");
        this.longestStem = Math.max(this.longestStem, stem.length);
        at.stems ??= new Map();
        at = child(at.stems, stem);
      } else {
        for (const word of words(raw)) {
          at.exact ??= new Map();
          at = child(at.exact, wordKey(word));
        }
      }
    }
    if (at !== this.root && at.value === undefined) {
      at.value = value;
      this.size++;
    }
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
    if (at.stems) {
      const word = tokens[i]!;
      const longest = Math.min(word.length, this.longestStem);
      for (let n = 1; n <= longest; n++) {
        const next = at.stems.get(word.slice(0, n));
        if (next) this.walk(next, tokens, keys, start, i + 1, hits);
      }
    }
    if (at.any) this.walk(at.any, tokens, keys, start, i + 1, hits);
  }
}
