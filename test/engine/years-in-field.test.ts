/**
 * Years in the target field (decision 530): a career changer's reading carries the years of the jobs in the new
 * role's family next to the total, and the level, the next step and the level advice read those, not the years of
 * the earlier career (the labels' convention: a career changer is junior in the new role). Generated: earlier
 * careers of 6–15 years in three families × the new role's years × both languages × a total the summary states.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { NOW } from "./now";

const EARLIER: Record<"ru" | "en", readonly (readonly [string, string])[]> = {
  ru: [
    ["Учитель математики", "МБОУ «Школа № 12»"],
    ["Бухгалтер", "ООО «Ромашка»"],
    ["Менеджер по продажам", "АО «Гамма»"],
  ],
  en: [
    ["Mathematics Teacher", "Riverside High School"],
    ["Accountant", "Northwind Traders Ltd"],
    ["Sales Manager", "Globex LLC"],
  ],
};
const NEW: Record<"ru" | "en", readonly [string, string, string]> = {
  ru: ["Аналитик данных", "Аналитик данных", "ООО «Датафлоу»"],
  en: ["Data Analyst", "Data Analyst", "Dataflow Inc."],
};
const HEADINGS = { ru: ["Опыт работы", "Образование"], en: ["Work Experience", "Education"] };
const SUMMARY = {
  ru: (years: number) => `О себе\nБолее ${years} лет опыта работы с людьми и цифрами, перехожу в аналитику данных.`,
  en: (years: number) =>
    `Summary\nOver ${years} years of experience with people and numbers, moving into data analytics.`,
};

function career(
  language: "ru" | "en",
  earlierYears: number,
  newMonths: number,
  earlier: readonly [string, string],
  stated: boolean,
) {
  const newStart = 2026 * 12 + 10 - newMonths + 1;
  const oldEnd = newStart - 2;
  const oldStart = oldEnd - earlierYears * 12 + 1;
  const month = (m: number) => `${String((m % 12) + 1).padStart(2, "0")}.${Math.floor(m / 12)}`;
  const [headline, title, employer] = NEW[language];
  const text = [
    language === "ru" ? "Ирина Чернова" : "Irene Black",
    headline,
    language === "ru" ? "+7 900 123-45-67" : "+1 617 555 0123",
    ...(stated ? [SUMMARY[language](earlierYears)] : []),
    HEADINGS[language][0],
    `${month(newStart)} – ${language === "ru" ? "по настоящее время" : "Present"}`,
    `${title}, ${employer}`,
    language === "ru" ? "• Построила дашборды продаж в Power BI" : "• Built sales dashboards in Power BI",
    `${month(oldStart)} – ${month(oldEnd)}`,
    `${earlier[0]}, ${earlier[1]}`,
    language === "ru" ? "• Вела отчётность" : "• Kept the reports",
    HEADINGS[language][1],
    language === "ru" ? "2024 — Яндекс Практикум, «Аналитик данных»" : "2024 — Data Analytics Certificate, Coursera",
    language === "ru" ? "Навыки\nSQL, Python, Power BI, Excel" : "Skills\nSQL, Python, Power BI, Excel",
  ].join("\n");
  return { text, newYears: newMonths / 12, totalYears: (newMonths + earlierYears * 12) / 12 };
}

const cases = fc.record({
  language: fc.constantFrom("ru" as const, "en" as const),
  earlierYears: fc.integer({ min: 6, max: 15 }),
  newMonths: fc.integer({ min: 4, max: 20 }),
  earlier: fc.integer({ min: 0, max: 2 }),
  stated: fc.boolean(),
});

describe("a career changer's years in the new field", () => {
  it("the reading holds the years in the field next to the total, and the change", () => {
    fc.assert(
      fc.property(cases, ({ language, earlierYears, newMonths, earlier, stated }) => {
        const c = career(language, earlierYears, newMonths, EARLIER[language][earlier]!, stated);
        const { reading } = analyzeResume({ text: c.text }, { now: NOW });
        expect(reading.person.family, c.text).toBe("data_ml");
        expect(reading.person.careerChange, c.text).toBe(true);
        expect(Math.abs(reading.person.yearsInField - c.newYears), c.text).toBeLessThanOrEqual(0.15);
        // The total is the person's all the same, as the labels count it.
        expect(Math.abs(reading.timeline.totalYears - c.totalYears), c.text).toBeLessThanOrEqual(0.25);
        expect(reading.person.level, c.text).toBe("junior");
      }),
      { numRuns: 40, seed: 530 },
    );
  });

  it("the next step and the level advice address the new field's level, not the earlier career's years", () => {
    fc.assert(
      fc.property(cases, ({ language, earlierYears, newMonths, earlier, stated }) => {
        const c = career(language, earlierYears, newMonths, EARLIER[language][earlier]!, stated);
        const { result, criteria } = analyzeResume({ text: c.text }, { now: NOW });
        const advice = (result.career_progression_suggestions ?? []).join("\n");
        // Eight years of teaching made the reader "senior": «Следующий шаг — ведущий специалист» for a new analyst.
        expect(advice, c.text).not.toMatch(/Следующий шаг|Senior|руководител/u);
        const seniority = criteria.find((f) => f.id === "market.seniority_match");
        expect(seniority?.fix ?? "", c.text).not.toMatch(/Middle/u);
      }),
      { numRuns: 30, seed: 531 },
    );
  });

  it("a person whose every job is in the field is no career changer: the years in the field are the total", () => {
    const text = [
      "Anna Smith",
      "Data Analyst",
      "Work Experience",
      "03.2021 – Present",
      "Data Analyst, Dataflow Inc.",
      "05.2016 – 02.2021",
      "Junior Data Analyst, Globex LLC",
      "Skills",
      "SQL, Python, Power BI",
    ].join("\n");
    const { reading } = analyzeResume({ text }, { now: NOW });
    expect(reading.person.careerChange).toBe(false);
    expect(reading.person.yearsInField).toBeCloseTo(reading.timeline.totalYears, 0);
  });
});
