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

/**
 * Numbers and units, one formatter for the site's texts (issue 24, item 9): the engine's findings, the advisor, the
 * reports and the screens write «7,8 из 10», «14 400», «30 слов» the same way. By hand, not Intl.NumberFormat: it
 * prints the same (tested against it in test/worker/client-format.test.ts) and costs a phone no ICU set-up on the home
 * page's first screen (decision 150).
 */
const NO_BREAK_SPACE = "\u00a0";

/**
 * ru-RU digits: groups of three joined by a no-break space («1 234», «14 400»), a decimal comma, `fractionDigits`
 * places after it (trailing zeros kept: «7,0»). A negative sign only when the rounded value is not zero.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const rounded = Math.round(Math.abs(value) * 10 ** fractionDigits);
  const whole = Math.floor(rounded / 10 ** fractionDigits);
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
  const fraction = fractionDigits > 0 ? `,${String(rounded % 10 ** fractionDigits).padStart(fractionDigits, "0")}` : "";
  return `${value < 0 && rounded > 0 ? "-" : ""}${grouped}${fraction}`;
}

/** A score out of 10, always to one decimal as the profile shows it (spec section 2): «7,0», «7,8». */
export function formatScore(score: number): string {
  return formatNumber(score, 1);
}

/** «7,8 из 10». */
export function formatScoreOutOf10(score: number): string {
  return `${formatScore(score)} из 10`;
}

/** A count with its word in full, never abbreviated: «30 слов», «1 день», «5 лет» (plural forms as `plural`). */
export function formatCount(n: number, forms: readonly [string, string, string]): string {
  return `${formatNumber(n)}${NO_BREAK_SPACE}${plural(n, forms)}`;
}

export const UNIT_FORMS = {
  words: ["слово", "слова", "слов"],
  days: ["день", "дня", "дней"],
  years: ["год", "года", "лет"],
  times: ["раз", "раза", "раз"],
} as const satisfies Record<string, readonly [string, string, string]>;

/**
 * «было X, стало Y» for two values that the same format may print alike (6,62 and 6,58 both «6,6»): then the change
 * is said to be none instead of a sentence that reads as a contradiction.
 */
export function formatChange(before: number, after: number, format: (value: number) => string): string {
  const [was, now] = [format(before), format(after)];
  return was === now ? `без изменений (${now})` : `было ${was}, стало ${now}`;
}

/** A file size: «512 Б», «35 КБ», «1,2 МБ» (megabytes to one decimal). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)}${NO_BREAK_SPACE}Б`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024)}${NO_BREAK_SPACE}КБ`;
  return `${formatNumber(bytes / 1024 / 1024, 1)}${NO_BREAK_SPACE}МБ`;
}
