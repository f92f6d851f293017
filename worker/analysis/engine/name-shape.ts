/**
 * The shape of a person's name word by grammar and the names knowledge, kept apart from the name reader (name.ts) so
 * the spelling pass and the city reader can ask it without importing the reader that itself asks them; and the name's
 * words in Latin letters, which the profile (a handle in a title line) and the criteria's examples (a handle to
 * write) both ask (decision 795).
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

/** A Cyrillic letter as a handle or an address spells it («ю» → "yu", «й» → "y"). */
const TRANSLIT: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** The words of a person's name as a handle spells them: lower case, Latin letters only («Смирнова» → "smirnova"). */
export function nameInLatin(name: string | null): string[] {
  return (name ?? "")
    .toLowerCase()
    .split(/\s+/u)
    .map((w) =>
      [...w]
        .map((c) => TRANSLIT[c] ?? c)
        .join("")
        .replace(/[^a-z]/gu, ""),
    )
    .filter((w) => w.length >= 2);
}
