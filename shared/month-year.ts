/**
 * «ноябрь 2026» for "2026-11" (or «ноябре 2026» after «в»): the report and the result view never show machine dates.
 * Kept out of ru-format.ts so the month names stay off the home page's first load (only the result view uses them).
 */
export const MONTHS = {
  nominative: [
    "январь",
    "февраль",
    "март",
    "апрель",
    "май",
    "июнь",
    "июль",
    "август",
    "сентябрь",
    "октябрь",
    "ноябрь",
    "декабрь",
  ],
  prepositional: [
    "январе",
    "феврале",
    "марте",
    "апреле",
    "мае",
    "июне",
    "июле",
    "августе",
    "сентябре",
    "октябре",
    "ноябре",
    "декабре",
  ],
} as const;

/** "2026-11" → «ноябрь 2026» / «ноябре 2026»; anything else as written. */
export function monthYear(value: string, form: keyof typeof MONTHS = "nominative"): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  const month = match ? MONTHS[form][Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : value;
}
