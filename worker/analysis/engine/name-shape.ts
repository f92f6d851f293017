/**
 * The shape of a person's name word by grammar and the names knowledge, kept apart from the name reader (name.ts) so
 * the spelling pass and the city reader can ask it without importing the reader that itself asks them.
 */
import { GIVEN_NAMES } from "../knowledge/names-given";
import { foldCase } from "./text";

/** "Иванович", "Сергеевна", "Ильинична": a Russian patronymic; "Ivanovich" the same in Latin letters. */
export const PATRONYMIC = /(?:ович|евич|ьич|овна|евна|ична|инична)$|(?:ovich|evich|ovna|evna|ichna)$/iu;
/** The endings of most Russian, Ukrainian and Belarusian surnames. */
export const SURNAME_ENDING =
  /\p{Script=Cyrillic}(?:ов|ев|ёв|ин|ын|ова|ева|ёва|ина|ына|ский|цкий|ская|цкая|ской|цкой|енко|ук|юк|ич)$|[a-z](?:ov|ev|in|ova|eva|ina|sky|skiy|skii|skaya|enko)$/iu;
/**
 * A word shaped like a person's name by this grammar: a given name of the names knowledge, a surname's or a
 * patronymic's ending. The spelling pass leaves such a capitalised word alone (decision 411).
 */
export function nameShaped(word: string): boolean {
  return GIVEN_NAMES.has(foldCase(word)) || SURNAME_ENDING.test(word) || PATRONYMIC.test(word);
}
