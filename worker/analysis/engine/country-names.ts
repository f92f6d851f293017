/**
 * Country names, kept apart from the contacts reader (contacts.ts) so the spelling pass can ask them without importing
 * the reader that itself imports what asks the spelling pass (sections.ts): a misspelt country is a typo wherever it
 * stands (spelling/index.ts), a country after a place's comma ends an address (contacts.ts).
 */
import { foldCase } from "./text";

/** Region codes that name no country (CLDR's groupings and private-use codes). */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);
let countries: ReadonlySet<string> | null = null;

/**
 * Country names in English and Russian from ISO 3166 through CLDR (`Intl.DisplayNames`: the runtime's own data, no
 * list kept here), folded, with the short forms people write ("USA", "UK", «РФ»). Made on first use.
 */
export function countryNames(): ReadonlySet<string> {
  if (countries) return countries;
  // The short forms people write, and the names CLDR has since replaced ("Turkey" is "Türkiye" there).
  const names = new Set(["usa", "us", "uk", "рф", "россия", "сша", "turkey", "czech republic"]);
  const english = new Intl.DisplayNames(["en"], { type: "region" });
  const russian = new Intl.DisplayNames(["ru"], { type: "region" });
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const a of letters)
    for (const b of letters) {
      const code = a + b;
      if (NOT_COUNTRIES.has(code)) continue;
      for (const display of [english, russian]) {
        const name = display.of(code);
        if (name && name !== code) names.add(foldCase(name));
      }
    }
  countries = names;
  return names;
}
