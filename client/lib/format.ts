/** Russian formatting: dates as ru-RU with day, month, year, hour and minute (spec section 9) and plural forms. */
const dateTimeFormat = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dateFormat = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric" });

export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat.format(date);
}

export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

const pluralRules = new Intl.PluralRules("ru-RU");

/** plural(5, ["резюме", "резюме", "резюме"]) — forms for one, few, many (1 файл, 2 файла, 5 файлов). */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const category = pluralRules.select(count);
  return category === "one" ? one : category === "few" ? few : many;
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat("ru-RU").format(value);
}

/** "7 лет", "7,3 года", "8 месяцев": a duration given in years, to one decimal. */
export function formatYears(years: number): string {
  if (years < 1) {
    const months = Math.max(1, Math.round(years * 12));
    return `${months} ${plural(months, ["месяц", "месяца", "месяцев"])}`;
  }
  const rounded = Math.round(years * 10) / 10;
  // A fractional number takes the genitive singular: "2,5 года", "7,3 года".
  return Number.isInteger(rounded) ? `${rounded} ${plural(rounded, ["год", "года", "лет"])}` : `${String(rounded).replace(".", ",")} года`;
}
