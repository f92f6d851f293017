/**
 * Proficiency level words ("Fluent", «свободно», "Java (basic)"): the one vocabulary both the skills matcher and the
 * key-skill items read, kept apart so that neither imports the other.
 */

// Level words after the name. Alone ("Bloomberg Intermediate") only the words no product name ends with; after a
// dash, colon, comma or in brackets also the short ones ("Excel – advanced", «Английский — свободно», "Java (basic)").
export const LEVEL_ALONE =
  "(?:upper|pre)[- ]?intermediate|intermediate|beginner|elementary|proficient|fluent|(?:full|limited|professional|working|business|native)(?:\\s+(?:professional|working))?\\s+proficiency";
export const LEVEL_AFTER_MARK = `${LEVEL_ALONE}|advanced|basic|expert|native|good|excellent|strong|(?:базов|средн|продвинут|начальн|свободн|родн|высок|хорош|уверенн)\\p{L}*(?:\\s+уровень)?`;
const LEVEL_WORD = new RegExp(`^(?:${LEVEL_AFTER_MARK})$`, "iu");

/**
 * A proficiency level standing alone ("Fluent", "Native", «Свободно», "Intermediate"): what a language or a tool is
 * known at, never a skill of its own (a product named by the word, ANSYS "Fluent", is written with its vendor).
 */
export function isLevelWord(text: string): boolean {
  const word = text.trim();
  // In capitals it is a name: "BASIC" is the language.
  return LEVEL_WORD.test(word) && !/^\p{Lu}{2,}$/u.test(word);
}
