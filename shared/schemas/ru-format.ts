/**
 * Russian wording shared by the engine (which writes findings) and the client (which labels results), so the two
 * never say the same number differently. Free of zod and of anything worker-only.
 */

const russianPlurals = new Intl.PluralRules("ru-RU");

/**
 * Russian plural: plural(5, ["год", "года", "лет"]) → "лет"; forms for one, few, many (1 файл, 2 файла, 5 файлов).
 * The count is whole (a fraction is truncated; formatYears words fractions itself), so the "other" category of
 * Intl.PluralRules never comes up.
 */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const category = russianPlurals.select(Math.abs(Math.trunc(n)));
  return category === "one" ? forms[0] : category === "few" ? forms[1] : forms[2];
}

/**
 * A count in the genitive, as after «около», «из», «до»: около 121 слова, около 87 слов. Only the "one" category
 * (1, 21, 121, but not 11) takes the genitive singular; every other whole count takes the genitive plural.
 */
export function genitiveCount(n: number, forms: readonly [singular: string, plural: string]): string {
  return `${n} ${russianPlurals.select(Math.abs(Math.trunc(n))) === "one" ? forms[0] : forms[1]}`;
}

/** "7 лет", "7,3 года", "8 месяцев": a duration given in years, to the tenth the analysis result's `years` shows. */
export function formatYears(years: number): string {
  if (years < 1) {
    const months = Math.max(1, Math.round(years * 12));
    return `${months} ${plural(months, ["месяц", "месяца", "месяцев"])}`;
  }
  const rounded = Math.round(years * 10) / 10;
  // A fractional number takes the genitive singular: "2,5 года", "7,3 года".
  return Number.isInteger(rounded)
    ? `${rounded} ${plural(rounded, ["год", "года", "лет"])}`
    : `${String(rounded).replace(".", ",")} года`;
}
