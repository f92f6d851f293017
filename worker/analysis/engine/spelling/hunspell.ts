/**
 * A check-only Hunspell reader: is this word in the dictionary, directly or through one prefix and/or one suffix
 * rule? That is all the engine asks (suggestions are made by `spelling/index.ts` from single edits).
 *
 * The stems live in one string sorted by code unit (`scripts/build-spelling.mjs`; shipped front-coded and decoded on
 * first use, decision 740), found by binary search over line offsets computed on first use (a few ms per isolate);
 * affix rules are indexed by the text they add. Nothing is expanded, so loading costs nothing like nspell's 50 s for
 * Russian (decision 240).
 */

type Rule = readonly [suffix: number, flag: string, strip: string, add: string, condition: string];

export interface AffixData {
  rules: Rule[];
  cross: Record<string, boolean>;
  flags: Record<string, string>;
}

interface CompiledRule {
  flag: string;
  strip: string;
  add: string;
  cross: boolean;
  test: (stem: string) => boolean;
}

export function conditionTest(condition: string, suffix: boolean): (stem: string) => boolean {
  if (condition === ".") return () => true;
  const pattern = new RegExp(suffix ? `(?:${condition})$` : `^(?:${condition})`, "u");
  const positions = conditionPositions(condition);
  if (!positions) return (stem) => pattern.test(stem);
  // The regex tries every start of the stem; the condition is one code point per position, so only the stem's
  // last (or first) units can match. A surrogate there is left to the regex, which reads code points.
  return (stem) => {
    const from = suffix ? stem.length - positions.length : 0;
    if (from < 0 || positions.length > stem.length) return false;
    for (let j = 0; j < positions.length; j++) {
      const unit = stem.charCodeAt(from + j);
      if (unit >= 0xd800 && unit <= 0xdfff) return pattern.test(stem);
    }
    for (let j = 0; j < positions.length; j++) if (!accepts(positions[j]!, stem.charCodeAt(from + j))) return false;
    return true;
  };
}

/** One position of a condition: "." (any but a line terminator), a class of units, or one unit. */
interface ConditionPosition {
  any: boolean;
  units: string;
  negated: boolean;
}

/** A line terminator, which "." does not match. */
function isLineTerminator(unit: number): boolean {
  return unit === 10 || unit === 13 || unit === 0x2028 || unit === 0x2029;
}

function accepts(position: ConditionPosition, unit: number): boolean {
  if (position.any) return !isLineTerminator(unit);
  let found = false;
  for (let k = 0; k < position.units.length && !found; k++) found = position.units.charCodeAt(k) === unit;
  return found !== position.negated;
}

/**
 * An affix condition read as Hunspell writes them: letters, "." and classes ("[лнр]", "[^аеи]"). Null for anything
 * else (a range, an escape, a quantifier, a surrogate), which keeps its regex.
 */
function conditionPositions(condition: string): ConditionPosition[] | null {
  const positions: ConditionPosition[] = [];
  for (let i = 0; i < condition.length; i++) {
    const c = condition[i]!;
    if (c === ".") positions.push({ any: true, units: "", negated: false });
    else if (c === "[") {
      const end = condition.indexOf("]", i + 1);
      const negated = condition[i + 1] === "^";
      const units = condition.slice(negated ? i + 2 : i + 1, end);
      if (end < 0 || units === "" || !PLAIN_UNITS.test(units)) return null;
      positions.push({ any: false, units, negated });
      i = end;
    } else if (PLAIN_UNITS.test(c)) positions.push({ any: false, units: c, negated: false });
    else return null;
  }
  return positions;
}

/** Units that stand for themselves in and out of a class: no regex syntax, no surrogate (read by code unit, no `u`). */
const PLAIN_UNITS = /^[^\\[\]^$.|?*+(){}\-\ud800-\udfff]+$/;

/** The rules of one added text that strip the same text: one stem look-up serves them all. */
interface StripGroup {
  strip: string;
  rules: CompiledRule[];
}

/**
 * Rules by the text they add, then by what they strip, in the rules' order. The groups are an array, not a Map:
 * a Map's entry iterator with destructuring cost more than the look-ups it leads to (decision 075).
 */
type RuleIndex = Map<string, StripGroup[]>;

function byAdd(rules: readonly CompiledRule[]): RuleIndex {
  const map: RuleIndex = new Map();
  for (const rule of rules) {
    const groups = map.get(rule.add) ?? [];
    map.set(rule.add, groups);
    const group = groups.find((g) => g.strip === rule.strip);
    if (group) group.rules.push(rule);
    else groups.push({ strip: rule.strip, rules: [rule] });
  }
  return map;
}

/** A line's or a stem's first two code units as one number; a one-letter stem's second is its end mark (a line break). */
function pairKey(first: number, second: number): number {
  return first * 0x10000 + (second === 47 || Number.isNaN(second) ? 10 : second);
}

/** FNV-1a over UTF-16 code units: the stem table's hash (the table is the dictionary's, made once per isolate). */
const STEM_HASH_SEED = 0x811c9dc5 | 0;
const STEM_HASH_PRIME = 0x01000193;

export class HunspellChecker {
  private offsets: Uint32Array | null = null;
  /**
   * The lines of each first-two-units key, as [first, last] line: a stem or a prefix of two letters or more is
   * searched among them only (about 8 steps of the binary search instead of 18), with the same answer, since the
   * list is sorted and every line that can match shares its key. Null when the keys are not contiguous.
   */
  private pairs: Map<number, [number, number]> | null = null;
  /**
   * Every stem as [its hash, its line start + 1] (0: an empty slot), open addressing: `flagsOf` reads one or two
   * neighbouring slots and the list only where the whole hash matches, instead of a binary search whose steps each
   * miss the cache in a list of megabytes. Exact because the stems are distinct (the list is sorted strictly); null,
   * and the binary search used, if two lines ever hold one stem.
   */
  private stems: Int32Array | null = null;
  private readonly suffixes: RuleIndex;
  private readonly prefixes: RuleIndex;
  private readonly maxSuffix: number;
  private readonly maxPrefix: number;
  private readonly onlyInCompound: string | undefined;

  constructor(
    affixes: AffixData,
    private readonly words: string,
  ) {
    const compile = (suffix: number): CompiledRule[] =>
      affixes.rules
        .filter((r) => r[0] === suffix)
        .map(([, flag, strip, add, condition]) => ({
          flag,
          strip,
          add,
          cross: affixes.cross[flag] === true,
          test: conditionTest(condition, suffix === 1),
        }));
    const suffixes = compile(1);
    const prefixes = compile(0);
    this.suffixes = byAdd(suffixes);
    this.prefixes = byAdd(prefixes);
    this.maxSuffix = Math.max(0, ...suffixes.map((r) => r.add.length));
    this.maxPrefix = Math.max(0, ...prefixes.map((r) => r.add.length));
    this.onlyInCompound = affixes.flags.ONLYINCOMPOUND;
  }

  private lineOffsets(): Uint32Array {
    if (this.offsets) return this.offsets;
    let count = 1;
    for (let i = this.words.indexOf("\n"); i >= 0; i = this.words.indexOf("\n", i + 1)) count++;
    const offsets = new Uint32Array(count + 1);
    let n = 1;
    for (let i = this.words.indexOf("\n"); i >= 0; i = this.words.indexOf("\n", i + 1)) offsets[n++] = i + 1;
    offsets[count] = this.words.length + 1;
    this.offsets = offsets;
    this.pairs = this.pairRanges(offsets);
    this.stems = this.stemTable(offsets);
    return offsets;
  }

  private stemTable(offsets: Uint32Array): Int32Array | null {
    const lines = offsets.length - 1;
    let size = 1;
    while (size < lines * 1.5) size *= 2;
    const table = new Int32Array(size * 2);
    for (let line = 0; line < lines; line++) {
      const start = offsets[line]!;
      const hash = this.lineHash(start);
      let slot = hash & (size - 1);
      for (; table[slot * 2 + 1] !== 0; slot = (slot + 1) & (size - 1))
        if (table[slot * 2] === hash && this.sameStem(table[slot * 2 + 1]! - 1, start)) return null;
      table[slot * 2] = hash;
      table[slot * 2 + 1] = start + 1;
    }
    return table;
  }

  /** `stemHash` of the stem of the line starting at `start` (up to "/", a line break or the end). */
  private lineHash(start: number): number {
    const words = this.words;
    let hash = STEM_HASH_SEED;
    for (let at = start; at < words.length; at++) {
      const c = words.charCodeAt(at);
      if (c === 47 || c === 10) break;
      hash = Math.imul(hash ^ c, STEM_HASH_PRIME);
    }
    return hash;
  }

  /** Whether the lines starting at `a` and `b` hold the same stem. */
  private sameStem(a: number, b: number): boolean {
    const words = this.words;
    for (let j = 0; ; j++) {
      const c = a + j < words.length ? words.charCodeAt(a + j) : 10;
      const d = b + j < words.length ? words.charCodeAt(b + j) : 10;
      const endC = c === 47 || c === 10;
      const endD = d === 47 || d === 10;
      if (endC || endD) return endC && endD;
      if (c !== d) return false;
    }
  }

  /** The flags written after the stem that ends at `end` (exclusive): "" when the line has none. */
  private flagsAfter(end: number): string {
    if (end >= this.words.length || this.words.charCodeAt(end) !== 47) return "";
    const lineEnd = this.words.indexOf("\n", end);
    return this.words.slice(end + 1, lineEnd < 0 ? this.words.length : lineEnd);
  }

  private pairRanges(offsets: Uint32Array): Map<number, [number, number]> | null {
    const pairs = new Map<number, [number, number]>();
    let last: [number, number] | undefined;
    let lastKey = -1;
    for (let line = 0; line < offsets.length - 1; line++) {
      const start = offsets[line]!;
      const key = pairKey(this.words.charCodeAt(start), this.words.charCodeAt(start + 1));
      if (key === lastKey) {
        last![1] = line;
        continue;
      }
      if (pairs.has(key)) return null;
      last = [line, line];
      lastKey = key;
      pairs.set(key, last);
    }
    return pairs;
  }

  /** The lines a stem or a prefix of two units or more can be on ([first, last]); undefined when none is. */
  private linesOf(text: string): [number, number] | undefined {
    return this.pairs!.get(pairKey(text.charCodeAt(0), text.length === 1 ? 10 : text.charCodeAt(1)));
  }

  /**
   * Compares a stem with the dictionary word starting at `start` (which ends at "/", a line break or the end),
   * code unit by code unit without copying: negative when the dictionary word sorts first.
   */
  private compareAt(start: number, stem: string): number {
    const words = this.words;
    for (let j = 0; ; j++) {
      const at = start + j;
      const c = at < words.length ? words.charCodeAt(at) : 10;
      const ended = c === 47 || c === 10; // "/" or "\n"
      if (j === stem.length) return ended ? 0 : 1;
      if (ended) return -1;
      const d = c - stem.charCodeAt(j);
      if (d !== 0) return d;
    }
  }

  /** The flags of a stem, or null when the dictionary has no such stem. */
  flagsOf(stem: string): string | null {
    const offsets = this.lineOffsets();
    const stems = this.stems;
    if (stems) {
      let hash = STEM_HASH_SEED;
      for (let j = 0; j < stem.length; j++) hash = Math.imul(hash ^ stem.charCodeAt(j), STEM_HASH_PRIME);
      const mask = (stems.length >>> 1) - 1;
      for (let slot = hash & mask; stems[slot * 2 + 1] !== 0; slot = (slot + 1) & mask) {
        if (stems[slot * 2] !== hash) continue;
        const start = stems[slot * 2 + 1]! - 1;
        if (this.compareAt(start, stem) === 0) return this.flagsAfter(start + stem.length);
      }
      return null;
    }
    let lo = 0;
    let hi = offsets.length - 2;
    if (this.pairs && stem.length > 0) {
      const lines = this.linesOf(stem);
      if (!lines) return null;
      [lo, hi] = lines;
    }
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const start = offsets[mid]!;
      const order = this.compareAt(start, stem);
      if (order === 0) {
        const end = offsets[mid + 1]! - 1;
        const flagsAt = start + stem.length;
        return flagsAt < end ? this.words.slice(flagsAt + 1, end) : "";
      }
      if (order < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  /** Whether some stem of the dictionary starts with `prefix` (prunes the candidates of a suggestion search). */
  hasStemStartingWith(prefix: string): boolean {
    const offsets = this.lineOffsets();
    let lo = 0;
    let hi = offsets.length - 1;
    if (this.pairs && prefix.length >= 2) {
      const lines = this.linesOf(prefix);
      if (!lines) return false;
      lo = lines[0];
      hi = lines[1] + 1;
    }
    // The first line not sorting before the prefix.
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareAt(offsets[mid]!, prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo >= offsets.length - 1) return false;
    return this.words.startsWith(prefix, offsets[lo]!);
  }

  /**
   * How long a beginning of the word some stem starts with (0: not even its first letter). The list is sorted, so
   * the stems on either side of the word's place share the most with it: one search answers what
   * `hasStemStartingWith` would for every beginning. -1 for a word with a "/" or a line break (the list's own marks),
   * whose beginnings are asked one by one.
   */
  private reachOf(word: string): number {
    if (word.includes("/") || word.includes("\n")) return -1;
    const offsets = this.lineOffsets();
    let lo = 0;
    let hi = offsets.length - 1;
    if (this.pairs && word.length >= 2) {
      const lines = this.linesOf(word);
      if (!lines) return this.hasStemStartingWith(word.slice(0, 1)) ? 1 : 0;
      lo = lines[0];
      hi = lines[1] + 1;
    }
    const first = lo;
    const end = hi;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareAt(offsets[mid]!, word) < 0) lo = mid + 1;
      else hi = mid;
    }
    const before = lo > first ? this.sharedAt(offsets[lo - 1]!, word) : 0;
    return lo < end ? Math.max(before, this.sharedAt(offsets[lo]!, word)) : before;
  }

  /** How many code units the stem of the line starting at `start` shares with the word's beginning. */
  private sharedAt(start: number, word: string): number {
    const words = this.words;
    let j = 0;
    while (j < word.length && start + j < words.length) {
      const c = words.charCodeAt(start + j);
      if (c === 47 || c === 10 || c !== word.charCodeAt(j)) break;
      j++;
    }
    return j;
  }

  /** Whether any prefix rule's text starts the word: most words have none, and are spared the search. */
  private mayHavePrefix(word: string): boolean {
    for (let k = 1; k <= Math.min(this.maxPrefix, word.length - 1); k++)
      if (this.prefixes.has(word.slice(0, k))) return true;
    return false;
  }

  /** One prefix rule (and, when both allow it, one suffix flag already stripped). */
  private viaPrefix(word: string, suffixFlag: string | null): boolean {
    for (let k = 1; k <= Math.min(this.maxPrefix, word.length - 1); k++) {
      const groups = this.prefixes.get(word.slice(0, k));
      if (!groups) continue;
      for (let g = 0; g < groups.length; g++) {
        const { strip, rules } = groups[g]!;
        const stem = strip + word.slice(k);
        let flags: string | null | undefined;
        for (const rule of rules) {
          if ((suffixFlag !== null && !rule.cross) || !rule.test(stem)) continue;
          flags ??= this.flagsOf(stem);
          if (flags === null) break;
          if (flags.includes(rule.flag) && (suffixFlag === null || flags.includes(suffixFlag))) return true;
        }
      }
    }
    return false;
  }

  /** The word as written (already in the dictionary's case), through at most one prefix and one suffix. */
  private known(word: string): boolean {
    const own = this.flagsOf(word);
    if (own !== null && !(this.onlyInCompound && own.includes(this.onlyInCompound))) return true;
    const reach = this.reachOf(word);
    for (let k = 0; k <= Math.min(this.maxSuffix, word.length - 1); k++) {
      // Every stem of this split starts with what is left of the word: no stem starting so, no group to try.
      const head = word.length - k;
      if (reach >= 0 ? head > reach : !this.hasStemStartingWith(word.slice(0, head))) continue;
      const groups = this.suffixes.get(word.slice(head));
      if (!groups) continue;
      for (let g = 0; g < groups.length; g++) {
        const { strip, rules } = groups[g]!;
        const stem = word.slice(0, word.length - k) + strip;
        // The stem's flags first (one probe of the stem table): a rule whose flag the stem lacks can only help
        // through a prefix, and a dictionary without prefix rules (Russian) skips its condition altogether.
        const flags = this.flagsOf(stem);
        let prefixed: boolean | undefined;
        for (const rule of rules) {
          const flagged = flags?.includes(rule.flag) === true;
          if (!flagged && !(rule.cross && this.maxPrefix > 0)) continue;
          if (!rule.test(stem)) continue;
          if (flagged) return true;
          prefixed ??= this.mayHavePrefix(stem);
          if (prefixed && this.viaPrefix(stem, rule.flag)) return true;
        }
      }
    }
    return this.viaPrefix(word, null);
  }

  /** Known exactly as written: a lower-case word is a common word, not only a name («Mathematica»). */
  knownAsWritten(word: string): boolean {
    return this.known(word);
  }

  /** Correct as written, in lower case, or capitalised like a name (a sentence's first word). */
  correct(word: string): boolean {
    if (this.known(word)) return true;
    const lower = word.toLowerCase();
    if (lower !== word && this.known(lower)) return true;
    const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1);
    return capitalised !== word && this.known(capitalised);
  }
}
