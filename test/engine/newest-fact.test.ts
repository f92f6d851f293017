/**
 * The newest dated fact beside an open range (decision 660): generated careers in every layout × date form, both
 * languages, whose current job began in some year and whose newest other date (a course, a certificate, a
 * publication) is some later year. Five years and more before today, "experience is current" is not said: the verdict
 * names the newest dated fact and asks for recent results or an update (info, never "you do not work"). A resume with a
 * recent dated fact still passes. And hh.ru's stated total, counted to its export date, is compared with the dates
 * counted to that date: the time since the export is no "check your dates".
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { ambiguousWriting, datedItems, jobsBack, yearOf } from "./fixtures/career-frames";
import {
  type Career,
  DASHES,
  EMPLOYERS,
  formsFor,
  type Job,
  LAYOUTS,
  type Language,
  PRESENT,
  RU_MONTHS,
  RU_MONTHS_GENITIVE,
  TITLES,
} from "./fixtures/career-layouts";
import { NOW, NOW_MONTH } from "./now";

const NOW_YEAR = 2026;
/** A dated item the resume writes: a course or a certificate, in its language. */
const LATER_ITEM = datedItems("course", "certificate");

/** The layouts whose own fixed lines carry no year (the academic CV writes a publication of 2019); the
 * others write no year after 2008, so careers here begin in 2009 or later. */
const PLAIN = Object.keys(LAYOUTS).filter((n) => n !== "academic CV");

/** A current job begun in `openYear`, one to three closed jobs before it, and a dated item in `itemYear` or none. */
const career = (language: Language, openYear: fc.Arbitrary<number>) =>
  fc
    .record({
      openYear,
      openMonth: fc.integer({ min: 0, max: 11 }),
      lengths: fc.array(fc.integer({ min: 12, max: 48 }), { minLength: 1, maxLength: 3 }),
      form: fc.constantFrom(...formsFor(language)),
      dash: fc.constantFrom(...DASHES),
      present: fc.constantFrom(...PRESENT[language]),
      layout: fc.constantFrom(...PLAIN.filter((n) => LAYOUTS[n]!.languages.includes(language))),
      item: fc.integer({ min: 0, max: LATER_ITEM[language].length - 1 }),
    })
    .map((g) => {
      const start = g.openYear * 12 + g.openMonth;
      const jobs: Job[] = [
        { start, end: null, title: TITLES[language][0]!, employer: EMPLOYERS[language][0]! },
        ...jobsBack(language, start - 1, g.lengths, { pauses: 2, offset: 1 }),
      ];
      const c: Career = { jobs, language, form: g.form, dash: g.dash, present: g.present };
      return { career: c, layout: g.layout, item: g.item };
    });

const recentOf = (text: string) => {
  const { result } = analyzeResume({ text }, { now: NOW });
  return { recent: result.criteria?.find((f) => f.id === "experience.recent"), result };
};

describe("an open range beside nothing dated for five years and more", () => {
  for (const language of ["en", "ru"] as const)
    it(`names the newest dated fact, never «опыт актуален» (${language})`, () => {
      fc.assert(
        fc.property(
          career(language, fc.integer({ min: 2009, max: NOW_YEAR - 8 })),
          fc.integer({ min: 0, max: 2 }),
          fc.boolean(),
          (g, after, withItem) => {
            fc.pre(!ambiguousWriting(g.career));
            const openYear = yearOf(g.career.jobs[0]!.start);
            const itemYear = Math.min(openYear + after, NOW_YEAR - 6);
            const text = [
              LAYOUTS[g.layout]!.write(g.career, NOW_MONTH),
              ...(withItem ? LATER_ITEM[language][g.item]!(itemYear) : []),
            ].join("\n");
            const { recent, result } = recentOf(text);
            expect(recent?.status, text).toBe("info");
            expect(recent?.finding, text).toMatch(/^Самая поздняя дата в резюме, кроме «по настоящее время»/u);
            const newest = withItem ? Math.max(openYear, itemYear) : openYear;
            expect(recent?.finding, text).toContain(String(newest));
            expect(recent?.fix, text).toMatch(/свежие результаты с датами/u);
            const description = result.experience_analysis?.description ?? "";
            expect(description, text).not.toMatch(/Ты работаешь сейчас|опыт актуален|не работаешь/u);
          },
        ),
        { numRuns: 60, seed: 660 },
      );
    });
});

describe("a resume with a recent dated fact still passes", () => {
  for (const language of ["en", "ru"] as const)
    it(`an old current job beside a course of the last four years (${language})`, () => {
      fc.assert(
        fc.property(
          career(language, fc.integer({ min: 2009, max: NOW_YEAR - 8 })),
          fc.integer({ min: 0, max: 4 }),
          (g, ago) => {
            fc.pre(!ambiguousWriting(g.career));
            const text = [
              LAYOUTS[g.layout]!.write(g.career, NOW_MONTH),
              ...LATER_ITEM[language][g.item]!(NOW_YEAR - ago),
            ].join("\n");
            const { recent } = recentOf(text);
            expect(recent?.status, text).toBe("pass");
            expect(recent?.finding, text).toBe("Ты работаешь сейчас — опыт актуален.");
          },
        ),
        { numRuns: 40, seed: 661 },
      );
    });
});

describe("hh.ru's stated total counted to its export date", () => {
  /** An hh.ru export dated `exportMonth`: its stamp, its own total as of that date, a current job begun `start`. */
  const hhExport = (exportMonth: number, start: number, statedMonths: number): string => {
    const y = Math.floor(statedMonths / 12);
    const m = statedMonths % 12;
    return [
      "Иван Петров",
      "+7 900 123-45-67",
      "ivan.petrov@example.ru",
      `Резюме обновлено 12 ${RU_MONTHS_GENITIVE[exportMonth % 12]} ${yearOf(exportMonth)} в 10:00`,
      "Желаемая должность и зарплата",
      "Бухгалтер",
      `Опыт работы — ${y} лет${m ? ` ${m} месяцев` : ""}`,
      `${RU_MONTHS[start % 12]} ${yearOf(start)} — настоящее время`,
      "ООО «Ромашка»",
      "Москва",
      "Главный бухгалтер",
      "Вела учёт по РСБУ, сдавала отчётность, сократила закрытие месяца с 10 до 6 дней.",
      "Образование",
      "Высшее",
      "Финансовый университет, учёт и аудит",
    ].join("\n");
  };
  it("the time since the export is no «проверь даты»; a real discrepancy still is", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: NOW_MONTH - 48, max: NOW_MONTH - 18 }),
        fc.integer({ min: 36, max: 180 }),
        (exportMonth, months) => {
          const start = exportMonth - months + 1;
          const right = hhExport(exportMonth, start, months);
          const said = (text: string) =>
            analyzeResume({ text }, { now: NOW }).result.experience_analysis?.description ?? "";
          expect(said(right), right).not.toMatch(/проверь даты/u);
          const wrong = hhExport(exportMonth, start, months + 36);
          expect(said(wrong), wrong).toMatch(/проверь даты/u);
        },
      ),
      { numRuns: 30, seed: 662 },
    );
  });
});
