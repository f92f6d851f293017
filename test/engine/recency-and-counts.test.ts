/**
 * Decision 775: years, recency and job counts a recruiter would agree with, over generated forms × layouts.
 * (a) «2019 – Front-end разработчик»: a date (a year alone included), a dash spaced or glued, and a post's title after
 *     it, nothing in the "to" cell — a post still held. An employer, a course or a sentence after the dash is not.
 * (b) A year written alone as the latest job's end is said as the year, never as its December.
 * (c) A post held inside another post's dates, each with a title of its own, is a place of work of its own.
 * (d) A record among the jobs whose sub-heading says the person was taught («за время обучения») is a course.
 * The people, employers and posts are invented.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../../worker/analysis/engine/index";
import { NOW, NOW_MONTH } from "./now";

const workRanges = (text: string) =>
  readResume({ text }, { now: NOW })
    .timeline.ranges.filter((r) => r.isWork)
    .map((r) => [r.start, r.end]);
const finding = (text: string, id: string): string =>
  analyzeResume({ text }, { now: NOW }).result.criteria?.find((c) => c.id === id)?.finding ?? "";
const description = (text: string): string =>
  analyzeResume({ text }, { now: NOW }).result.experience_analysis?.description ?? "";

const POSTS_RU = [
  "Front-end разработчик",
  "Ведущий инженер",
  "Преподаватель английского языка",
  "Бухгалтер",
  "Python-разработчик",
];
const POSTS_EN = ["Senior Research Fellow", "Care Assistant", "Data Analyst", "Software Engineer", "English Teacher"];
const year = fc.integer({ min: 2008, max: Math.floor(NOW_MONTH / 12) - 2 });
const dash = fc.constantFrom(" – ", " - ", " — ", "- ", "– ");

describe("a post's title after an open date's dash (decision 775)", () => {
  const LAYOUTS: Record<string, (head: string) => string> = {
    "Russian, employer below": (head) =>
      `Андрей Петров\nОпыт работы\n${head}\nООО «Ромашка»\n2004 – 2007 Инженер\nООО «Вектор»\n`,
    "English, employer after a comma": (head) =>
      `Jane Doe\nExperience\n${head}, Northgate Care Ltd\n2004 – 2007 Engineer, Acme Ltd\n`,
  };
  for (const [layout, write] of Object.entries(LAYOUTS))
    it(`reads «YEAR – Post» as still held, ${layout}`, () => {
      const posts = layout.startsWith("Russian") ? POSTS_RU : POSTS_EN;
      fc.assert(
        fc.property(year, dash, fc.constantFrom(...posts), (y, d, post) => {
          const text = write(`${y}${d}${post}`);
          expect(workRanges(text), text).toEqual([
            [`${y}-01`, "present"],
            ["2004-01", "2007-12"],
          ]);
        }),
        { numRuns: 40, seed: 775 },
      );
    });

  it("an employer, a course or a sentence after the dash is no post held", () => {
    for (const rest of [
      "Acme Widgets, analyst",
      "Курс «Python-разработчик»",
      "I worked as a support worker at Harbour",
    ])
      expect(workRanges(`John Roe\nExperience\n2019 – ${rest}\n2015 – 2018 Engineer, Acme Ltd\n`)).toEqual([
        ["2015-01", "2018-12"],
      ]);
  });

  it("a column's year between its month above and its end below is no open post", () => {
    const text =
      "Иван Орлов\nОпыт\nСентябрь Вектор, Нижний Новгород.\n2009 - Инженер по программному обеспечению\nАпрель 2016\nРазработка систем.\n";
    expect(workRanges(text)).not.toContainEqual(["2009-01", "present"]);
  });
});

describe("the latest job's end written as a year alone (decision 775)", () => {
  it("is said as the year, a month-precise end as the month", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2010, max: Math.floor(NOW_MONTH / 12) - 3 }), dash, (end, d) => {
        const yearAlone = `Jane Doe\nExperience\nLecturer, Northgate University, ${end - 2}${d}${end}\n`;
        const said = finding(yearAlone, "experience.recent");
        expect(said, yearAlone).toContain(`${end} год (${Math.floor(NOW_MONTH / 12) - end} `);
        expect(said, yearAlone).not.toMatch(/дек\./u);
        const month = `Jane Doe\nExperience\nLecturer, Northgate University, March ${end - 2}${d}June ${end}\n`;
        expect(finding(month, "experience.recent"), month).toContain(`июнь ${end}`);
      }),
      { numRuns: 20, seed: 775 },
    );
  });
});

describe("posts held at once are places of work of their own (decision 775)", () => {
  it("counts a titled post inside another titled post", () => {
    const text =
      "Анна Смирнова\nОПЫТ РАБОТЫ\nУчитель программирования Апрель 2020 - Май 2022\nООО Кодовый класс, Уфа\n" +
      "Специалист технической поддержки Июль 2021 - Ноябрь 2021\nООО Контур-Софт, Екатеринбург\n" +
      "Инженер-тестировщик Ноябрь 2021 - Январь 2023\nООО Бета-Софт, Уфа\n";
    expect(description(text)).toContain("мест работы: 3");
  });
  it("a tenure over a ladder of roles stays one place", () => {
    const text =
      "Jane Doe\nExperience\nAcme Corp, March 2015 – June 2020\nSenior Developer, March 2018 – June 2020\nDeveloper, March 2015 – February 2018\n";
    expect(description(text)).toContain("мест работы: 1");
  });
});

describe("a course's record among the jobs (decision 775)", () => {
  const record = (note: string, post: string) =>
    `Кирилл Иванов\nОпыт работы\nАвгуст 2021 — по настоящее время\nОнлайн-платформа «Знание»\n${post}\n` +
    `Навыки: Python, Django\n${note}\n- Игра в слова\n- Доска объявлений\n` +
    "Сентябрь 2019 — Февраль 2021\nООО «Вектор»\nБэкенд-разработчик\n- Обработка запросов\n";
  it("is no job when a short line of it says «за время обучения»", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "ВЫПОЛНЕННЫЕ КЕЙСЫ (за время обучения):",
          "Проекты за время обучения",
          "Кейсы, выполненные за время учёбы:",
        ),
        fc.constantFrom("Python-разработчик", "Бэкенд-разработчик", "Аналитик данных"),
        (note, post) => {
          const text = record(note, post);
          expect(workRanges(text), text).toEqual([["2019-09", "2021-02"]]);
          expect(finding(text, "experience.recent"), text).not.toBe("Ты работаешь сейчас — опыт актуален.");
        },
      ),
      { numRuns: 12, seed: 775 },
    );
  });
  it("a trainer's duties stay a job", () => {
    const text = record("- Обучение новых сотрудников и стажёров", "Python-разработчик");
    expect(workRanges(text)).toContainEqual(["2021-08", "present"]);
  });
});
