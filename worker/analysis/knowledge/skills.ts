/**
 * Skills knowledge generated from public lists (docs/knowledge-sources.md), in the skill dictionary's own line
 * format (engine/skills/dictionary.ts) so that one parser reads both: today GitHub Linguist's programming languages
 * and their aliases. The curated dictionary wins: a language it already knows is left out here. Every generated
 * alias is marked ambiguous and case-sensitive (`?*`): many languages are ordinary words ("Red", "Ring", "Io"), so
 * a generated name counts only where the resume lists skills, and only spelled as the language is.
 */
import { GENERATED_LANGUAGES } from "./skills.generated";

/** Names shorter than this are letters, not skills ("E", "J"): the curated dictionary knows the real ones (C, R). */
const MIN_NAME_LENGTH = 3;

/** Dictionary lines (`Name | ?*alias; ?*alias | low`) for the languages whose names and aliases `known` lacks. */
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
