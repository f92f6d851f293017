/**
 * Spelling slips a recruiter sees at once (decision 785): a month's or a country's name misspelt where a capitalised
 * word is otherwise left alone as a name, a letter typed three times, a typing slip copied into every job's title. Every
 * case is generated from the knowledge (month and country names × slips) or from invented lines, none is a resume's
 * text; each `it` has a guard of right words that must stay unflagged.
 */
import { describe, expect, it } from "vitest";
import { countryNames } from "../../worker/analysis/engine/country-names";
import { findMisspellings } from "../../worker/analysis/engine/spelling";
import { prepareText } from "../../worker/analysis/engine/text";
import { MONTHS } from "../../worker/analysis/knowledge/dates";
import { slips } from "./fixtures/slips";

const found = (text: string, language: "ru" | "en") =>
  findMisspellings(prepareText(text), language).map((m) => `${m.word}→${m.suggestion}`);
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

describe("a month's name misspelt is a typo wherever it stands", () => {
  const months = MONTHS.flatMap((m) => [
    ...m.ruForms.filter((f) => f.length >= 7).map((f) => [capitalise(f), "ru"] as const),
    ...m.en.filter((f) => f.length >= 7).map((f) => [capitalise(f), "en"] as const),
  ]);

  it("a letter left out, typed twice or two swapped, in a date range", () => {
    const missed: string[] = [];
    for (const [month, language] of months)
      for (const typo of slips(month)) {
        const text = language === "ru" ? `Сентябрь 2020 — ${typo} 2021` : `Sep 2020 – ${typo} 2021`;
        if (!found(text, language).includes(`${typo}→${month}`)) missed.push(typo);
      }
    expect(missed).toEqual([]);
  });

  it("every month's form as written is no typo", () => {
    for (const [month, language] of months) {
      const text = language === "ru" ? `Сентябрь 2020 — ${month} 2021` : `Sep 2020 – ${month} 2021`;
      expect(found(text, language), month).toEqual([]);
    }
  });
});

describe("a country's name misspelt is a typo wherever it stands", () => {
  const russian = ["Россия", "Германия", "Казахстан", "Франция", "Беларусь"];
  const english = ["Germany", "Namibia", "Portugal", "Kazakhstan", "Australia"];

  it("slips and a letter for another inside the name, after a city's comma", () => {
    for (const name of russian) expect(countryNames().has(name.toLowerCase()), name).toBe(true);
    const missed: string[] = [];
    for (const [names, language] of [
      [russian, "ru"],
      [english, "en"],
    ] as const)
      for (const name of names) {
        const mid = Math.floor(name.length / 2);
        // One letter for another, a doubled neighbour's (the way «сс» becomes «си»).
        const wrong = name.slice(0, mid) + name[mid + 1] + name.slice(mid + 1);
        for (const typo of [...slips(name), wrong]) {
          if (typo === name) continue;
          const text =
            language === "ru" ? `ООО Ромашка, Город, ${typo} (удаленно)` : `Acme Ltd, Town, ${typo} (remote)`;
          if (!found(text, language).includes(`${typo}→${name}`)) missed.push(typo);
        }
      }
    expect(missed).toEqual([]);
  });

  it("a name's cases, another language's spelling and a surname are no typos", () => {
    for (const line of [
      "Работал во Франции и в Германии, жил в России.",
      "Стажировка: Казахстана филиал, Беларуси офис.",
    ])
      expect(found(line, "ru"), line).toEqual([]);
    // A sound-alike letter is another language's spelling ("Brasil"); a surname is a name.
    for (const line of ["Porto Alegre, Brasil, 2022", "Worked with Maria Germain and Paul Rusia."])
      expect(found(line, "en"), line).toEqual([]);
  });
});

describe("a letter typed three times", () => {
  it("is a typo in a word in any case anywhere, in either language", () => {
    const words = [
      ["Настоящее", "ru"],
      ["Руководитель", "ru"],
      ["Fellowships", "en"],
      ["Management", "en"],
      ["fellowships", "en"],
      ["руководитель", "ru"],
    ] as const;
    for (const [word, language] of words) {
      const i = Math.floor(word.length / 2);
      const typo = word.slice(0, i) + word[i]!.repeat(3) + word.slice(i + 1);
      const text = language === "ru" ? `Проект, Окт. 2022 - ${typo}` : `Awards, 2022 - ${typo}`;
      expect(found(text, language), typo).toContain(`${typo}→${word}`);
    }
  });

  it("a Roman numeral is no typo", () => {
    for (const numeral of ["XXVIII", "XXXVII", "MMMCXX"])
      expect(found(`2024 ${numeral} Workshop on Economics, Town`, "en"), numeral).toEqual([]);
  });
});

describe("a typing slip copied into every job is still a typo", () => {
  it("a double letter typed twice or two letters swapped in a common word, repeated in titles", () => {
    for (const [typo, meant] of [
      ["Bacchelor", "Bachelor"],
      ["Enginneer", "Engineer"],
      ["Assistnat", "Assistant"],
    ] as const) {
      const text = `Lecturer, ${typo} Level, North University\n2019 – 2020\nTutor, ${typo} Level, South College`;
      expect(found(text, "en"), typo).toContain(`${typo}→${meant}`);
    }
  });

  it("a person's name line and a word the resume spells its own way stay vouched for", () => {
    // A surname a swap from a common word, on the name's line and again in the e-mail's line.
    expect(found("Olga Mathcer\nolga.mathcer@mail.example\nAnalyst, Olga Mathcer Consulting", "en")).toEqual([]);
  });
});
