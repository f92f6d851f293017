/**
 * The document's own date (decision 575): generated careers written as of a past date, in every layout real files come
 * in × every date form, beside a later dated item (a course, a publication) or a stated "updated" date. The reading
 * says the document looks old, from its own evidence, and the years it supports end at its date; the total still
 * counts "present" as today (the labels' convention). Documents written now — a course two to four years ago beside
 * a current job, a current job whose start is the newest date — do not look old.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../../worker/analysis/engine/index";
import { ambiguousWriting, datedItems, jobsBack, yearOf } from "./fixtures/career-frames";
import {
  type Career,
  DASHES,
  expectedMonths,
  formsFor,
  LAYOUTS,
  type Language,
  PRESENT,
} from "./fixtures/career-layouts";
import { NOW, NOW_MONTH, TOLERANCE } from "./now";

/** A later dated item the document writes at its own date: a course, a publication or a certificate. */
const LATER_ITEM = datedItems("course", "publication", "certificate");

/** A career as of `asOf`: two to six jobs, the latest current and at least two years long by then. */
const careerAsOf = (language: Language, asOf: fc.Arbitrary<number>, layouts = Object.keys(LAYOUTS)) =>
  fc
    .record({
      asOf,
      first: fc.integer({ min: 24, max: 60 }),
      lengths: fc.array(fc.integer({ min: 6, max: 48 }), { minLength: 1, maxLength: 5 }),
      pause: fc.integer({ min: 0, max: 6 }),
      form: fc.constantFrom(...formsFor(language)),
      dash: fc.constantFrom(...DASHES),
      present: fc.constantFrom(...PRESENT[language]),
      layout: fc.constantFrom(...layouts.filter((n) => LAYOUTS[n]!.languages.includes(language))),
      item: fc.integer({ min: 0, max: LATER_ITEM[language].length - 1 }),
    })
    .map((g) => {
      const jobs = jobsBack(language, g.asOf, [g.first, ...g.lengths], { current: true, pauses: g.pause });
      const career: Career = { jobs, language, form: g.form, dash: g.dash, present: g.present };
      return { career, asOf: g.asOf, layout: g.layout, item: g.item };
    });

/** The layouts whose own fixed lines are no later than 2008 (the academic CV writes a publication of 2019). */
const OLD = Object.keys(LAYOUTS).filter((n) => n !== "academic CV");

describe("an old document with a later dated item: it looks old, and its years end at its date", () => {
  for (const language of ["en", "ru"] as const)
    it(`every layout × date form (${language})`, () => {
      fc.assert(
        fc.property(
          careerAsOf(language, fc.integer({ min: NOW_MONTH - 17 * 12, max: NOW_MONTH - 9 * 12 }), OLD),
          (g) => {
            fc.pre(!ambiguousWriting(g.career));
            const text = [
              LAYOUTS[g.layout]!.write(g.career, g.asOf),
              ...LATER_ITEM[language][g.item]!(yearOf(g.asOf)),
            ].join("\n");
            const reading = readResume({ text }, { now: NOW });
            const date = reading.timeline.documentDate;
            expect(date?.looksOld, text).toBe(true);
            expect(Number(date?.month.slice(0, 4)), text).toBe(yearOf(g.asOf));
            // The document's own "present" is its year's December at the latest (the item's year is all it says).
            const docEnd = Math.min(yearOf(g.asOf) * 12 + 11, NOW_MONTH);
            const asOfDocument = expectedMonths(g.career.jobs, g.career.form, docEnd) / 12;
            expect(Math.abs(date!.yearsAsOfDocument - asOfDocument), text).toBeLessThanOrEqual(TOLERANCE);
            // The total is the labels': "present" is today.
            const today = expectedMonths(g.career.jobs, g.career.form, NOW_MONTH) / 12;
            expect(Math.abs(reading.timeline.totalYears - today), text).toBeLessThanOrEqual(TOLERANCE);
          },
        ),
        { numRuns: 120, seed: 575 },
      );
    });
});

describe("a stated date: «Резюме обновлено …», “Last updated: …”", () => {
  const STATED: Record<Language, (m: number) => string> = {
    en: (m) => `Last updated: ${["March", "July", "October"][m % 3]} ${yearOf(m)}`,
    ru: (m) => `Резюме обновлено 12 ${["марта", "июля", "октября"][m % 3]} ${yearOf(m)}`,
  };
  for (const language of ["en", "ru"] as const)
    it(`two years or more ago: looks old, with its words and line (${language})`, () => {
      fc.assert(
        fc.property(careerAsOf(language, fc.integer({ min: NOW_MONTH - 15 * 12, max: NOW_MONTH - 24 })), (g) => {
          fc.pre(!ambiguousWriting(g.career));
          const stated = STATED[language](g.asOf);
          const text = [stated, LAYOUTS[g.layout]!.write(g.career, g.asOf)].join("\n");
          const date = readResume({ text }, { now: NOW }).timeline.documentDate;
          expect(date, text).toMatchObject({ source: "stated", looksOld: true, line: 0 });
          expect(date?.text.toLowerCase(), text).toContain(String(yearOf(g.asOf)));
        }),
        { numRuns: 60, seed: 5751 },
      );
    });
});

describe("documents written now do not look old", () => {
  for (const language of ["en", "ru"] as const) {
    // Under the one measure of an old document (`OLD_DOCUMENT_MONTHS`, decision 675): a course of six or seven years
    // ago beside a current job now reads old, as the newest-fact verdict of decision 660 already said.
    it(`a course two to four years ago beside a current job (${language})`, () => {
      fc.assert(
        fc.property(careerAsOf(language, fc.constant(NOW_MONTH)), fc.integer({ min: 2, max: 4 }), (g, yearsAgo) => {
          fc.pre(!ambiguousWriting(g.career));
          const text = [
            LAYOUTS[g.layout]!.write(g.career, NOW_MONTH),
            ...LATER_ITEM[language][g.item]!(yearOf(NOW_MONTH) - yearsAgo),
          ].join("\n");
          const date = readResume({ text }, { now: NOW }).timeline.documentDate;
          expect(date?.looksOld, text).toBe(false);
          expect(date?.yearsAsOfDocument).toBe(readResume({ text }, { now: NOW }).timeline.totalYears);
        }),
        { numRuns: 80, seed: 5752 },
      );
    });
    // Not the academic CV: its fixed publication of 2019 is a dated fact after the start, old by the one measure.
    it(`a current job begun long ago whose start is the newest date (${language})`, () => {
      fc.assert(
        fc.property(careerAsOf(language, fc.constant(NOW_MONTH), OLD), (g) => {
          fc.pre(!ambiguousWriting(g.career));
          // The current job runs for ten years: its start is the newest date written; earlier jobs end before it.
          const start = NOW_MONTH - 10 * 12;
          const jobs = [
            { ...g.career.jobs[0]!, start },
            ...g.career.jobs.slice(1).map((j, i) => ({ ...j, start: start - 24 * (i + 1), end: start - 24 * i - 1 })),
          ];
          const text = LAYOUTS[g.layout]!.write({ ...g.career, jobs }, NOW_MONTH);
          expect(readResume({ text }, { now: NOW }).timeline.documentDate?.looksOld, text).toBe(false);
        }),
        { numRuns: 60, seed: 5753 },
      );
    });
  }
});

describe("what is not a year of the document", () => {
  const career = [
    "Anna Smith",
    "+7 999 012 7304 08.08.1977",
    "Experience",
    "Senior Accountant, Acme Corp.",
    "March 2009 – Present",
    "Accountant, Globex LLC",
    "2005 – 2009",
    "Publications",
    "Smith, A. (2012). Regional labour markets. Journal of Economics, 12(4), 2053–2061.",
  ].join("\n");
  it("a phone's group of digits, a page number after this year", () => {
    const date = readResume({ text: career }, { now: NOW }).timeline.documentDate;
    expect(date).toMatchObject({ month: "2012-12", source: "latest-date", text: "2012", looksOld: true });
    expect(date?.yearsAsOfDocument).toBeCloseTo(8, 1);
  });
  it("every range closed four years ago or more: looks old; two years ago: not", () => {
    const closed = (end: number): string =>
      ["Experience", "Accountant, Acme Corp.", `2012 – ${end}`, "Clerk, Globex LLC", "2008 – 2011"].join("\n");
    expect(readResume({ text: closed(2021) }, { now: NOW }).timeline.documentDate?.looksOld).toBe(true);
    expect(readResume({ text: closed(2024) }, { now: NOW }).timeline.documentDate?.looksOld).toBe(false);
  });
  it("a year alone is said as the year, and its age in calendar years as a reader counts them", () => {
    // 2021 read in November 2026 is five years ago to a reader, though its December is only 59 months back.
    for (const end of [2018, 2019, 2021]) {
      const text = [
        "Anna Smith",
        "Experience",
        "Accountant, Acme Corp.",
        `2012 – ${end}`,
        "Clerk, Globex LLC",
        "2008 – 2011",
      ];
      const report = JSON.stringify(analyzeResume({ text: text.join("\n"), format: "pdf" }, { now: NOW }).result);
      const ago = yearOf(NOW_MONTH) - end; // 8, 7 and 5: «лет» each time
      expect(report).toContain(`Самая поздняя дата в резюме — ${end} год, ${ago} лет назад`);
    }
  });
  it("no date at all: no document date", () => {
    expect(readResume({ text: "Anna Smith\nAccountant\nExcel, SAP" }, { now: NOW }).timeline.documentDate).toBeNull();
  });
});
