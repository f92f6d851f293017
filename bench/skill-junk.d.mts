/** Types of bench/skill-junk.mjs for the tests that check the checker. */
export function junkReason(item: unknown, text?: string): "personal" | "fragment" | "cut word" | null;
