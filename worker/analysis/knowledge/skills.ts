/**
 * Skills knowledge generated from public lists (docs/knowledge-sources.md), in the skill dictionary's own line
 * format (engine/skills/dictionary.ts) so that one parser reads both: GitHub Linguist's programming languages and
 * O*NET's software products ("Technology Skills": Wireshark, Adobe Photoshop Lightroom, QuarkXPress, Magix Vegas
 * Pro …) with the vendor-less forms as aliases. The curated dictionary wins: an alias it already knows is left out
 * here, and a later list never redefines an earlier one's alias.
 */
import { GENERATED_LANGUAGES } from "./skills.generated";
import { GENERATED_SPOKEN_LANGUAGES } from "./skills.languages.generated";
import { GENERATED_TOOLS } from "./skills.tools.generated";

/** Names shorter than this are letters, not skills ("E", "J"): the curated dictionary knows the real ones (C, R). */
const MIN_NAME_LENGTH = 3;

/**
 * Dictionary lines (`Name | ?*alias; ?*alias | low`) for the languages whose names and aliases `known` lacks. Every
 * language alias is marked ambiguous and case-sensitive (`?*`): many languages are ordinary words ("Red", "Ring",
 * "Io"), so a generated name counts only where the resume lists skills, and only spelled as the language is.
 */
export function generatedLanguageLines(known: (alias: string) => boolean): string {
  const lines: string[] = [];
  for (const row of GENERATED_LANGUAGES.split("|")) {
    const [name = "", ...aliases] = row.split(";");
    if (name.length < MIN_NAME_LENGTH || /[|;~?*]/u.test(row) || [name, ...aliases].some(known)) continue;
    const flagged = [name, ...aliases.filter((a) => a.length >= MIN_NAME_LENGTH)].map((a) => `?*${a}`);
    lines.push(`?*${name} | ${flagged.join("; ")} | low`);
  }
  return lines.join("\n");
}

/**
 * How a product name is matched. Made only of everyday words ("*" from the generator: "Slack", "Business
 * Objects"): ambiguous and case-sensitive (`?*`). One word with no capital inside, digit or all-capitals
 * ("Wireshark", "Ghidra"): ambiguous (`?`) — it may be a surname or a place — so it counts in a skills list or
 * beside another tool, not in prose. A longer or a coined name ("Adobe Premiere Pro", "QuarkXPress", "SPSS"): plain.
 */
function toolAlias(raw: string): string {
  if (raw.startsWith("*")) return `?*${raw.slice(1)}`;
  const coined = /\s|\d|\p{Lu}.*\p{Lu}/u.test(raw);
  return coined ? raw : `?${raw}`;
}

/** Dictionary lines for O*NET's software products, without the aliases `known` (or an earlier product) has. */
export function generatedToolLines(known: (alias: string) => boolean): string {
  const taken = new Set<string>();
  const lines: string[] = [];
  for (const row of GENERATED_TOOLS.split("|")) {
    const hot = row.startsWith("^");
    const forms = (hot ? row.slice(1) : row).split(";");
    const keys = forms.map((form) => form.replace(/^\*/u, "").toLowerCase());
    if (keys.some(known) || /[|~?]/u.test(row)) continue; // a product the dictionary already knows
    const fresh = forms.filter((_, i) => {
      const key = keys[i] ?? "";
      // A form without a letter ("2000" of "EZ 2000") is a number in any resume, never the product's name.
      if (key.length < MIN_NAME_LENGTH || taken.has(key) || !/\p{L}/u.test(key)) return false;
      taken.add(key);
      return true;
    });
    if (fresh.length === 0 || fresh[0] !== forms[0]) continue;
    const [name = "", ...aliases] = fresh.map(toolAlias);
    lines.push(`${name} | ${aliases.join("; ")} | ${hot ? "medium" : "low"}`);
  }
  return lines.join("\n");
}

/**
 * Dictionary lines (`Латинский язык ~ Latin | латинский язык; ?латинский; ?Latin | low`) for the human languages
 * (CLDR names) the curated dictionary does not know. «Латинский язык» names the language; the bare adjective and the
 * English name are ordinary words too («латинский алфавит», "Malay Peninsula"), so they count where skills or
 * languages are listed.
 */
export function spokenLanguageLines(known: (alias: string) => boolean): string {
  const lines: string[] = [];
  const taken = new Set<string>();
  for (const row of GENERATED_SPOKEN_LANGUAGES.split("|")) {
    const [, russian = "", english = ""] = row.split(";");
    // Deprecated codes repeat a language under another code ("iw" and "he" are both Hebrew).
    if (!russian || !english || taken.has(russian) || [russian, english, `${russian} язык`].some(known)) continue;
    taken.add(russian);
    // «английский» is an adjective and is written with «язык»; «иврит», «эсперанто» are nouns and stand alone.
    const adjective = /(?:ий|ый|ой)$/u.test(russian);
    const capital = `${russian[0]!.toUpperCase()}${russian.slice(1)}`;
    const name = adjective ? `${capital} язык` : capital;
    const bare = adjective || russian.length < 5 ? `?${russian}` : russian;
    const aliases = [...(adjective ? [`${russian} язык`] : []), bare, `?${english}`];
    lines.push(`${name} ~ ${english} | ${aliases.join("; ")} | low`);
  }
  return lines.join("\n");
}
