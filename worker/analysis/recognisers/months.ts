/**
 * Month names in Russian (every case and the usual abbreviations) and English, as regex sources and as a lookup,
 * compiled from the date vocabulary (knowledge/dates.ts). Used by the engine's dates (engine/dates.ts) and by
 * masking's birth dates, so both read the same dates.
 */
import { MONTHS } from "../knowledge/dates";

/** Longest first, so that an alternation never stops at a shorter word ("сент" before "сен"). */
const alternation = (words: readonly string[]): string =>
  [...new Set(words)].sort((a, b) => b.length - a.length || a.localeCompare(b)).join("|");

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
