/**
 * The desired position is a title (issue 21): a labelled field («Цель:», «Желаемая должность:», "Objective:",
 * "Position sought:") gives its value; else a header line that the professions knowledge reads as a job title;
 * otherwise none. Lines that are no title — family status, an employer's audience figure, a degree, a school, a job
 * line with its dates and city, a sentence cut mid-phrase — are never taken, wherever they stand in the header.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { NOW } from "./now";

const TITLES = [
  "Менеджер по продажам",
  "Бухгалтер",
  "Frontend-разработчик",
  "Главный инженер проекта",
  "Data Analyst",
  "Project Manager",
];

const LABELS = ["Цель: ", "Желаемая должность: ", "Должность: ", "Позиция — ", "Objective: ", "Position sought: "];

const NOT_TITLES = [
  "Замужем, двое детей",
  "Женат, есть дети",
  "Married, two children",
  "Аудитория проекта 2 млн пользователей в месяц",
  "Менеджер проектов в сервисе с аудиторией 300 000 подписчиков",
  "PhD in Artificial Intelligence",
  "Бакалавр экономики",
  "Московский государственный университет, факультет журналистики",
  "Август 2020 – Старший разработчик в Ravenpack International, Малага",
  "Manufacturing technician with more than",
  "Ищу работу менеджером, готова к переезду.",
];

const SAFE_BODY = "Опыт работы\nООО «Альфа», 2015 – 2020\nНавыки\nExcel, Word\n";

const desiredOf = (text: string) => readResume({ text }, { now: NOW }).person.desiredPosition;

describe("the desired position is a title", () => {
  it("a labelled field gives its value", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LABELS), fc.constantFrom(...TITLES), fc.boolean(), (label, title, above) => {
        const header = above ? `${label}${title}\nИванова Анна` : `Иванова Анна\n${label}${title}`;
        const text = `${header}\n+7 (916) 555-12-34\n${SAFE_BODY}`;
        expect(desiredOf(text), text).toBe(title);
      }),
      { numRuns: 60, seed: 21 },
    );
  });

  it("a header line the professions knowledge reads as a title is one", () => {
    for (const title of TITLES) expect(desiredOf(`Иванова Анна\n${title}\n${SAFE_BODY}`), title).toBe(title);
  });

  it("lines that are no title are never taken, labelled or not, wherever they stand in the header", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NOT_TITLES),
        fc.constantFrom("", "Цель: ", "Желаемая должность: "),
        fc.integer({ min: 0, max: 2 }),
        (line, label, at) => {
          const header = ["Иванова Анна", "+7 (916) 555-12-34", "anna@example.ru"];
          header.splice(at + 1, 0, `${label}${line}`);
          const text = `${header.join("\n")}\n${SAFE_BODY}`;
          const desired = desiredOf(text);
          expect(desired === null || !`${label}${line}`.includes(desired), `${text}\n→ ${desired}`).toBe(true);
        },
      ),
      { numRuns: 80, seed: 21 },
    );
  });

  it("hh.ru's desired-position section keeps the position without the pay", () => {
    const text = `Колесников Александр\nЖелаемая должность и зарплата\nJunior Frontend Developer От 40 000 руб.\n${SAFE_BODY}`;
    expect(desiredOf(text)).toBe("Junior Frontend Developer");
  });

  it("a pay line of its own under a desired heading is no position («от 100 000 руб» never reads as «От»)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Желаемая зарплата:", "Желаемая должность и зарплата", "Зарплата"),
        fc.constantFrom("от ", "до ", "От ", ""),
        fc.constantFrom("100 000", "85000", "1 500", "250 000"),
        fc.constantFrom(" руб", " руб.", " ₽", " р.", " тыс."),
        (heading, bound, amount, unit) => {
          const text = `Колесников Александр\n${heading}\n${bound}${amount}${unit}\n${SAFE_BODY}`;
          const position = desiredOf(text);
          expect(position === null || !/^(?:от|до)?$/iu.test(position.trim()), text).toBe(true);
        },
      ),
      { numRuns: 60, seed: 570 },
    );
  });
});

describe("the title in a header line (decision 400)", () => {
  const PEOPLE = ["Лебедев Егор", "TRISA TAY", "Anna Smirnova", "Иванова Мария Петровна"];
  it("after the person's name and a comma or a dash", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PEOPLE),
        fc.constantFrom(...TITLES),
        fc.constantFrom(", ", " — ", " | "),
        (name, title, sep) => {
          const text = `${name}${sep}${title}\n+7 900 123-45-67 · mail@example.com\n${SAFE_BODY}`;
          expect(desiredOf(text), text).toBe(title);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("before «at Company» in a headline", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Data Analyst", "Project Manager", "Compliance Lead"),
        fc.constantFrom(" at ", " @ "),
        (title, at) => {
          const text = `Anna Smirnova\n${title}${at}Vertex Venture Management Pte Ltd\nanna@example.com\n${SAFE_BODY}`;
          expect(desiredOf(text), text).toBe(title);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("not the end of a wrapped line", () => {
    const text =
      "Anna Smirnova\nSingapore\nCompliance professional focusing on regulatory compliance, AML, KYC, anti-\ncorruption, data research\n\nEducation\nNUS, 2010";
    expect(desiredOf(text)).toBeNull();
  });
});
