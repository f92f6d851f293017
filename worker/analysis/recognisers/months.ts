/**
 * Month names in Russian (every case and the usual abbreviations) and English, as regex sources and as a lookup.
 * Used by the engine's dates (engine/dates.ts) and by masking's birth dates, so both read the same dates.
 */

/** Lower-case Russian month words: "январь", "января", "янв", "сент". */
export const RU_MONTH_SRC =
  "январ[ьяе]|янв|феврал[ьяе]|февр?|марта?|мар|апрел[ьяе]|апр|ма[йяе]|июн[ьяе]?|июл[ьяе]?|августа?|авг|" +
  "сентябр[ьяе]|сент?|октябр[ьяе]|окт|ноябр[ьяе]|нояб?|декабр[ьяе]|дек";

/** Lower-case English month words: "jan", "january", "sept". */
export const EN_MONTH_SRC =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|" +
  "oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";

/** Russian month stems, longest first within a month: the first prefix a word starts with gives its month. */
export const RU_MONTHS: ReadonlyArray<readonly [string, number]> = [
  ["январ", 0],
  ["янв", 0],
  ["феврал", 1],
  ["февр", 1],
  ["фев", 1],
  ["март", 2],
  ["мар", 2],
  ["апрел", 3],
  ["апр", 3],
  ["ма", 4],
  ["июн", 5],
  ["июл", 6],
  ["август", 7],
  ["авг", 7],
  ["сентябр", 8],
  ["сент", 8],
  ["сен", 8],
  ["октябр", 9],
  ["окт", 9],
  ["ноябр", 10],
  ["нояб", 10],
  ["ноя", 10],
  ["декабр", 11],
  ["дек", 11],
];

export const EN_MONTHS: ReadonlyArray<readonly [string, number]> = [
  ["jan", 0],
  ["feb", 1],
  ["mar", 2],
  ["apr", 3],
  ["may", 4],
  ["jun", 5],
  ["jul", 6],
  ["aug", 7],
  ["sep", 8],
  ["oct", 9],
  ["nov", 10],
  ["dec", 11],
];

/** The month (0–11) of a lower-case month word, or null: "марта" → 2, "sept" → 8. */
export function monthNumber(word: string): number | null {
  const table = /[а-яё]/.test(word) ? RU_MONTHS : EN_MONTHS;
  return table.find(([prefix]) => word.startsWith(prefix))?.[1] ?? null;
}
