/**
 * Languages listed inline (issue 21): «Языки: английский (B2), немецкий», "Languages: English, Spanish" — every
 * language of the list is read, for any CLDR language name (knowledge/skills.languages.generated.ts) × the layouts
 * a list takes, in Russian and in English.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { GENERATED_SPOKEN_LANGUAGES } from "../../worker/analysis/knowledge/skills.languages.generated";
import { NOW } from "./now";

/** One-word names (CLDR), in Russian and in English. */
const LANGUAGES = GENERATED_SPOKEN_LANGUAGES.split("|")
  .map((row) => row.split(";") as [string, string, string])
  .filter(([, russian, english]) => !/\s/.test(russian) && !/\s/.test(english));

const LEVELS = ["", " (B2)", " — C1", " – fluent", " (базовый)"];

const LAYOUTS: Record<string, (names: readonly string[]) => string> = {
  "Языки: a, b, c": (names) => `Языки: ${names.join(", ")}`,
  "Languages: a, b, c": (names) => `Languages: ${names.join(", ")}`,
  "Иностранные языки: a; b; c": (names) => `Иностранные языки: ${names.join("; ")}`,
  "a heading and a list under it": (names) => `Владение языками\n${names.join(", ")}`,
};

describe("languages listed inline are all read", () => {
  for (const [layout, place] of Object.entries(LAYOUTS)) {
    it(layout, () => {
      fc.assert(
        fc.property(
          fc.uniqueArray(fc.constantFrom(...LANGUAGES), { minLength: 2, maxLength: 4, selector: ([code]) => code }),
          fc.boolean(),
          fc.array(fc.constantFrom(...LEVELS), { minLength: 4, maxLength: 4 }),
          (languages, english, levels) => {
            const names = languages.map(([, russian, inEnglish], i) => `${english ? inEnglish : russian}${levels[i]}`);
            const text = `Иван Петров\nОпыт работы\nМенеджер, ООО «Альфа» 2015 – 2020\n${place(names)}\nНавыки\nExcel, Word\n`;
            const read = readResume({ text }, { now: NOW }).education.languages.map((l) => l.language);
            expect(read.sort(), text).toEqual(languages.map(([, russian]) => russian).sort());
          },
        ),
        { numRuns: 80, seed: 21 },
      );
    });
  }

  it("reads the inflected Russian forms and keeps the level with its language", () => {
    const text = "Анна\nЯзыки: владею английским на уровне B2, немецкий — A2, иврит\nНавыки\nExcel";
    expect(readResume({ text }, { now: NOW }).education.languages).toEqual([
      { language: "английский", level: "b2" },
      { language: "немецкий", level: "a2" },
      { language: "иврит", level: null },
    ]);
  });
});
