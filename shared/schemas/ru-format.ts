/**
 * Russian wording shared by the engine (which writes findings) and the client (which labels results), so the two
 * never say the same number differently. Free of zod and of anything worker-only.
 */

/** Russian plural: plural(5, ["год", "года", "лет"]) → "лет"; forms for one, few, many (1 файл, 2 файла, 5 файлов). */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const abs = Math.abs(Math.trunc(n));
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** "7 лет", "7,3 года", "8 месяцев": a duration given in years, to the tenth the analysis result's `years` shows. */
export function formatYears(years: number): string {
  if (years < 1) {
    const months = Math.max(1, Math.round(years * 12));
    return `${months} ${plural(months, ["месяц", "месяца", "месяцев"])}`;
  }
  const rounded = Math.round(years * 10) / 10;
  // A fractional number takes the genitive singular: "2,5 года", "7,3 года".
  return Number.isInteger(rounded) ? `${rounded} ${plural(rounded, ["год", "года", "лет"])}` : `${String(rounded).replace(".", ",")} года`;
}
