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

/** The countries' names as word stems, keyed by the first word's: «германи», «соединенн» → «штат». */
let countries: Map<string, string[][]> | undefined;

/**
 * The foreign countries' names by their words' stems, in Russian (a name's case endings: «Германия», «в Германии»,
 * «в Германию») and in English; empty when the runtime has no region names. A map from a first word's stem, so a line
 * is read word by word with a few look-ups each, never one pattern of hundreds of names tried at every position.
 */
function countryStems(): Map<string, string[][]> {
  if (countries) return countries;
  countries = new Map();
  try {
    const ru = new Intl.DisplayNames(["ru"], { type: "region" });
    const en = new Intl.DisplayNames(["en"], { type: "region" });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (HOME_MARKET.has(code)) continue;
        for (const names of [ru, en]) {
          const name = names.of(code);
          if (!name || name === code || /[^\p{L}\s-]/u.test(name)) continue;
          const words = stemsOf(name.toLowerCase().replace(/ё/gu, "е"));
          if (words.join("").length < MIN_STEM) continue;
          const list = countries.get(words[0]!) ?? [];
          list.push(words);
          countries.set(words[0]!, list);
        }
      }
    }
  } catch {
    countries = new Map();
  }
  return countries;
}

/** A name's words without their endings, so its cases match: «германия» → «германи», «канада» → «канад». */
function stemsOf(name: string): string[] {
  return name
    .split(/[\s-]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.replace(/(?:ые|ая|ий|ое|[аяоеыьйи])$/u, ""));
}

/** Letters a case ending may add to a stem: «Германи|ю», «Канад|ы», "german|y". */
const ENDING = 3;

/** A word is a stem with a case ending of its own. */
function endsWith(word: string, stem: string): boolean {
  return word.startsWith(stem) && word.length - stem.length <= ENDING;
}

/** The line names a foreign country: one of its words (and the words after it, for a name of several) by its stems. */
function namesCountry(line: string): boolean {
  const stems = countryStems();
  if (stems.size === 0) return false;
  const words = line.replace(/ё/gu, "е").match(/\p{L}+/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    for (let k = Math.max(1, word.length - ENDING); k <= word.length; k++) {
      const names = stems.get(word.slice(0, k));
      if (names?.some((name) => name.every((stem, j) => j === 0 || endsWith(words[i + j] ?? "", stem)))) return true;
    }
  }
  return false;
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
    if (namesCountry(line)) return true;
  }
  return false;
}

/** The USPS codes of the US states and DC: what follows a US town's name ("St. Petersburg, FL"). */
const US_STATES =
  "al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy";
const NAMESAKE = new RegExp(
  `^\\s*,\\s*(?:${US_STATES.split(" ").join("|")}|usa|us|united states|florida|idaho|pennsylvania|ohio|texas)(?![\\p{L}])`,
  "u",
);

/**
 * Whether the folded text after a city's name places it abroad: a US state's code or name, as a town named after a
 * Russian city is written ("St. Petersburg, FL", "Moscow, Idaho"). Decision 720.
 */
export function namesakeAbroad(after: string): boolean {
  return NAMESAKE.test(after);
}
