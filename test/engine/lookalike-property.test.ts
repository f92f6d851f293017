/**
 * Latin look-alike letters inside Russian words (issue 21): a PDF that writes a Latin «o», «c», «k», «e», «p», «a»,
 * «x» or «y» in place of the Russian letter — at random, or for every occurrence of one letter — reads as the clean
 * text: the same headings and sections, skills, name and desired position, and no spelling "typos". Words wholly in
 * Latin ("Excel", "1С" in Cyrillic, brand names) stay as written.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractFacts, readResume } from "../../worker/analysis/engine/index";
import { fixLookalikeWords } from "../../worker/text/normalize";
import { NOW } from "./now";

/** Russian letter → the Latin one a PDF writes in its place. */
const SWAP: Readonly<Record<string, string>> = {
  а: "a",
  е: "e",
  к: "k",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
};

const RESUMES = [
  [
    "Смирнова Ольга Петровна",
    "Желаемая должность: Бухгалтер по расчету заработной платы",
    "Телефон: +7 (916) 555-12-34",
    "Опыт работы",
    "Бухгалтер, ООО «Северная торговая компания»",
    "Март 2018 — по настоящее время",
    "Расчет заработной платы и отпускных, сдача отчетности в налоговую и фонды, работа в 1С:Бухгалтерия.",
    "Образование",
    "Московский финансовый университет, экономический факультет, 2012",
    "Ключевые навыки",
    "1С:Зарплата и управление персоналом, Excel, налоговый учет, кадровое делопроизводство",
  ],
  [
    "Кузнецов Сергей",
    "Цель: Менеджер по продажам",
    "Контакты: sergey.k@example.ru",
    "О себе",
    "Коммуникабельный, ответственный, опыт холодных звонков и ведения переговоров с клиентами.",
    "Опыт работы",
    "Менеджер по продажам, компания «Рост»",
    "2019 – 2024",
    "Поиск клиентов, ведение CRM, заключение договоров, выполнение плана продаж.",
    "Навыки",
    "Продажи, Переговоры, CRM, Excel, Деловая переписка",
    "Образование",
    "Высшее, Российский экономический университет, 2018",
  ],
].map((lines) => lines.join("\n"));

/** Latin letters inside a word whose other letters are Russian: at random, or every occurrence of one letter. */
function swapped(text: string, choose: (letter: string, index: number) => boolean): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const letter = text[i]!;
    const latin = SWAP[letter];
    out += latin !== undefined && choose(letter, i) ? latin : letter;
  }
  // A word made of look-alikes only (no Russian letter left) is not what the kind is: keep it Russian.
  return out.replace(/[\p{L}]+/gu, (word, at: number) =>
    /[а-яё]/iu.test(word) ? word : text.slice(at, at + word.length),
  );
}

const substitution = fc.oneof(
  // Every occurrence of one letter («o» everywhere), as a font's broken mapping writes it.
  fc.constantFrom(...Object.keys(SWAP)).map((one) => (letter: string) => letter === one),
  // At random, letter by letter.
  fc
    .array(fc.boolean(), { minLength: 64, maxLength: 64 })
    .map((bits) => (_letter: string, i: number) => bits[(i * 7) % 64]!),
);

function readingOf(text: string) {
  const reading = readResume({ text }, { now: NOW });
  const facts = extractFacts(text, { now: NOW });
  return {
    sections: reading.sections.map((s) => [s.kind, s.heading]),
    skills: reading.skills,
    name: reading.person.name,
    desired: reading.person.desiredPosition,
    years: reading.timeline.totalYears,
    typos: facts.formatting.typos,
  };
}

describe("Latin look-alikes inside Russian words", () => {
  it("read the same as the clean text", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RESUMES), substitution, (clean, choose) => {
        const dirty = swapped(clean, choose);
        expect(readingOf(dirty), dirty).toEqual(readingOf(clean));
      }),
      { numRuns: 60, seed: 21 },
    );
  });

  it("one-letter words before a Russian word are read in Russian", () => {
    expect(fixLookalikeWords("Опыт работы c клиентами и o продукте")).toBe("Опыт работы с клиентами и о продукте");
  });

  it("leave words wholly in Latin, or mixed on purpose, as written", () => {
    for (const text of [
      "Excel, Word, Photoshop",
      "1С:Бухгалтерия",
      "Яndex",
      "C++, C#",
      "Canon EOS, Coca-Cola",
      "e-mail: a.k@example.ru",
      "Plan a trip",
    ])
      expect(fixLookalikeWords(text), text).toBe(text);
  });
});
