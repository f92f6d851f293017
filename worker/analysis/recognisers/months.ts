/**
 * Month names in Russian (every case and the usual abbreviations) and English, as regex sources and as a lookup,
 * compiled from the date vocabulary (knowledge/dates.ts). Used by the engine's dates (engine/dates.ts) and by
 * masking's birth dates, so both read the same dates.
 */
import { MONTHS } from "../knowledge/dates";

type TrieNode = Map<string, TrieNode | true>;

/**
 * The words as one pattern factored by their common beginnings ("янв(?:ар(?:ь|я|е|ю))?"): the regex engine reads a
 * word's letters once instead of trying every word in turn at each word start (the date patterns scan whole texts).
 * Longer words are tried first, so a match never stops at a shorter word ("сентябрь", not "сен").
 */
export function wordTrie(words: readonly string[]): string {
  const root: TrieNode = new Map();
  for (const word of words) {
    let node = root;
    for (const char of word) {
      let next = node.get(char);
      if (next === undefined || next === true) {
        next = new Map();
        node.set(char, next);
      }
      node = next;
    }
    node.set("", true);
  }
  const emit = (node: TrieNode): string => {
    const branches: string[] = [];
    for (const [char, child] of node) {
      if (child !== true) branches.push(char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&") + emit(child));
    }
    if (branches.length === 0) return "";
    const body = branches.length === 1 ? branches[0]! : `(?:${branches.join("|")})`;
    return node.has("") ? `(?:${body})?` : body;
  };
  return emit(root);
}

const alternation = (words: readonly string[]): string => wordTrie([...new Set(words)]);

/** Lower-case Russian month words: "январь", "января", "янв", "сент". */
export const RU_MONTH_SRC = alternation(MONTHS.flatMap((m) => m.ruForms));

/** Lower-case English month words: "jan", "january", "sept". */
export const EN_MONTH_SRC = alternation(MONTHS.flatMap((m) => m.en));

/** Russian month stems, longest first within a month: the first prefix a word starts with gives its month. */
export const RU_MONTHS: ReadonlyArray<readonly [string, number]> = MONTHS.flatMap((m) =>
  m.ru.map((stem) => [stem, m.month] as const),
);

/** English prefixes (three letters name every month). */
export const EN_MONTHS: ReadonlyArray<readonly [string, number]> = MONTHS.map((m) => [m.en.at(-1)!, m.month] as const);

/** The month (0–11) of a lower-case month word, or null: "марта" → 2, "sept" → 8. */
export function monthNumber(word: string): number | null {
  const table = /[а-яё]/.test(word) ? RU_MONTHS : EN_MONTHS;
  return table.find(([prefix]) => word.startsWith(prefix))?.[1] ?? null;
}
