/**
 * Countries and regions outside the Russian-speaking job market, for the market the resume addresses (decision 630):
 * "Открыт к переезду (ЕС)", «Ищу работу в Германии с релокацией», "Relocating to Canada".
 *
 * The country names are not a hand list: they are the ISO 3166-1 regions' names in Russian and English as the
 * Unicode CLDR gives them through `Intl.DisplayNames` (the runtime's own ICU data — no bytes in the bundle), built on
 * first use: only a resume with a word of moving or searching asks. The markets where the Russian-language job boards
 * (hh.ru and its regional sites) and the same advice work are not "abroad".
 */

/** ISO 3166-1 codes of the Russian-language job market: Russia and the CIS countries its job boards serve. */
const HOME_MARKET: ReadonlySet<string> = new Set(["RU", "BY", "KZ", "UZ", "KG", "TJ", "TM", "AZ", "AM", "MD"]);

/** Regions named by their grouping rather than a country: the EU, Europe, "abroad" in both languages. */
const REGION_WORDS =
  /(?:^|[^\p{L}])(?:ес|евросоюз\p{L}*|европ\p{L}*|зарубеж\p{L}*|за рубеж\p{L}*|за границ\p{L}*|eu|europe\p{L}*|abroad|overseas|usa|сша|uk|оаэ|uae)(?![\p{L}])/u;

/** A word of moving or of a search for work: what makes a place named on the line the person's target. */
const MOVING = /переезд|релокац|relocat|переех|в поиске|ищу|рассматриваю|looking for|seeking|open to|готов\p{L}* к/u;

/** Stems shorter than this are too common as words («Того», "Chad") to be read as a country's name. */
const MIN_STEM = 5;

let countries: RegExp | null | undefined;

/**
 * One pattern of the foreign countries' names by their stems, in Russian (a name's case endings: «Германия»,
 * «в Германии», «в Германию») and in English; null when the runtime has no region names.
 */
function countryPattern(): RegExp | null {
  if (countries !== undefined) return countries;
  countries = null;
  try {
    const ru = new Intl.DisplayNames(["ru"], { type: "region" });
    const en = new Intl.DisplayNames(["en"], { type: "region" });
    const stems = new Set<string>();
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (HOME_MARKET.has(code)) continue;
        for (const names of [ru, en]) {
          const name = names.of(code);
          if (!name || name === code || /\d/u.test(name)) continue;
          const words = stemsOf(name.toLowerCase().replace(/ё/gu, "е"));
          if (words.join("").length >= MIN_STEM)
            stems.add(words.map((w) => `${w.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}\\p{L}{0,3}`).join("\\s+"));
        }
      }
    }
    if (stems.size > 0) countries = new RegExp(`(?:^|[^\\p{L}])(?:${[...stems].join("|")})(?![\\p{L}])`, "u");
  } catch {
    countries = null;
  }
  return countries;
}

/** A name's words without their endings, so its cases match: «германия» → «германи», «канада» → «канад». */
function stemsOf(name: string): string[] {
  return name.split(/\s+/u).map((word) => word.replace(/(?:ые|ая|ий|ое|[аяоеыьйи])$/u, ""));
}

/**
 * The person looks for work outside the Russian-language market: a line that speaks of moving or of a search names
 * the EU, "abroad" or a foreign country («Открыт к переезду (ЕС)», "looking for a role in Germany").
 * `foldedLines` are lower-cased lines.
 */
export function seeksAbroad(foldedLines: readonly string[]): boolean {
  for (const line of foldedLines) {
    if (!MOVING.test(line)) continue;
    if (REGION_WORDS.test(line)) return true;
    const pattern = countryPattern();
    if (pattern?.test(line.replace(/ё/gu, "е"))) return true;
  }
  return false;
}
