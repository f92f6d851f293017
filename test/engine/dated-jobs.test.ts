/**
 * Decision 755: dated jobs outside an experience heading, and open-ended ranges, over generated forms × layouts.
 * (a) A paragraph that starts with its dates and a colon and says it was work («I worked as…», «работала в…») is a job
 *     wherever it sits, after the studies with no experience heading included; a study's paragraph stays a study.
 * (b) "12/2020- Postdoctoral Researcher": a month and year with a dash glued to it and the post after it, no end date,
 *     is a post still held; "– Currently", "– Current" are "present".
 * The people, employers and posts are invented.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { MONTHS } from "../../worker/analysis/knowledge/dates";
import { NOW, NOW_MONTH } from "./now";

const pad = (n: number): string => String(n).padStart(2, "0");
const iso = (m: number): string => `${Math.floor(m / 12)}-${pad((m % 12) + 1)}`;

/** A month and a year as people write one: numbers or a month word, Russian or English. */
function monthYear(at: number): fc.Arbitrary<string> {
  const year = Math.floor(at / 12);
  const month = at % 12;
  const words = MONTHS[month]!;
  return fc.oneof(
    fc.constantFrom(`${month + 1}/${year}`, `${pad(month + 1)}/${year}`, `${pad(month + 1)}.${year}`),
    fc.constantFrom(...words.en).map((w) => `${w[0]!.toUpperCase()}${w.slice(1)} ${year}`),
    fc.constantFrom(...words.ruForms).map((w) => `${w} ${year}`),
  );
}

const start = fc.integer({ min: 2005 * 12, max: NOW_MONTH - 13 });

const workRanges = (text: string) =>
  readResume({ text }, { now: NOW })
    .timeline.ranges.filter((r) => r.isWork)
    .map((r) => [r.start, r.end]);

/** A study entry written "Date: … / Institution: …", ahead of each paragraph the tests place under Education. */
const STUDY_ENTRY = [
  "Mary Major",
  "Education:",
  "Date: September 2001 – June 2004",
  "Institution: Riverside College",
  "",
];

describe("an open range whose post follows its dash (decision 755)", () => {
  const LAYOUTS: Record<string, (open: string, closed: string) => string> = {
    "under an experience heading": (open, closed) =>
      `Jane Doe\nResearch Positions\n${open} Senior Research Fellow\nNorthgate University\n${closed} Research Assistant\nNorthgate University\n`,
    "under a Russian heading": (open, closed) =>
      `Анна Смирнова\nОпыт работы\n${open} Ведущий инженер\nООО «Ромашка»\n${closed} Инженер\nООО «Ромашка»\n`,
  };
  for (const [layout, write] of Object.entries(LAYOUTS))
    it(`reads "DATE- Post" as still held, ${layout}`, () => {
      const written = start.chain((from) =>
        fc.record({
          from: fc.constant(from),
          open: monthYear(from),
          a: monthYear(from - 12),
          b: monthYear(from - 1),
          dash: fc.constantFrom("-", "–", "—"),
          space: fc.constantFrom(" ", "  ", "\t"),
        }),
      );
      fc.assert(
        fc.property(written, ({ from, open, a, b, dash, space }) => {
          const text = write(`${open}${dash}${space}`, `${a}-${b}`);
          expect(workRanges(text), text).toEqual([
            [iso(from), "present"],
            [iso(from - 12), iso(from - 1)],
          ]);
        }),
        { numRuns: 60, seed: 755 },
      );
    });

  it("a year alone before such a dash is left unread: «2019- Acme» is as often one year", () => {
    expect(workRanges("John Roe\nExperience\n2019- Acme Widgets, analyst\n")).not.toContainEqual([
      "2019-01",
      "present",
    ]);
  });
});

/** Sentences that say the person worked somewhere, both languages: a verb of working and a post or an employer. */
const STATEMENTS = [
  "I have worked as a personal assistant for a family.",
  "I worked for Brightwell Homes as a care worker.",
  "Harbour staffing agency. My last job working as a support worker.",
  "Greenfield Clinic. My current job working at a children's ward.",
  "I work as a teaching assistant in a primary school.",
  "Was employed by Northgate Council as a clerk.",
  "Работала в ООО «Ромашка» менеджером по продажам.",
  "Работал на складе комплектовщиком.",
  "Тружусь в больнице санитаркой.",
];
const ENDS_PRESENT = ["Currently", "Current", "present", "по настоящее время", "н.в."];

describe("a dated paragraph that says it was work, outside an experience heading (decision 755)", () => {
  it("is a job after the studies with no experience heading, with any end", () => {
    fc.assert(
      fc.property(
        start,
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...STATEMENTS),
        fc.oneof(fc.constant(null), fc.constantFrom(...ENDS_PRESENT)),
        fc.constantFrom(" – ", "-", " - "),
        (from, length, statement, present, dash) => {
          const to = from + length;
          const end = present ?? `${MONTHS[to % 12]!.en[0]} ${Math.floor(to / 12)}`;
          const first = `${MONTHS[from % 12]!.en[0]} ${Math.floor(from / 12)}`;
          const text = [...STUDY_ENTRY, `${first}${dash}${end}: ${statement} Supporting people every day.`].join("\n");
          expect(workRanges(text), text).toEqual([[iso(from), present ? "present" : iso(to)]]);
        },
      ),
      { numRuns: 200, seed: 755 },
    );
  });

  it("a study's paragraph and a dated study entry stay studies", () => {
    const text = [
      ...STUDY_ENTRY,
      "September 2004 – June 2007: I studied nursing at Riverside University and worked on my thesis.",
    ].join("\n");
    expect(workRanges(text)).toEqual([]);
  });

  it("a paragraph whose dates stand inside a sentence is not such a paragraph", () => {
    const text = [
      "Mary Major",
      "Education:",
      "Institution: Riverside College",
      "In my course, from September 2004 – June 2007: I worked as a tutor's helper.",
    ].join("\n");
    expect(workRanges(text)).toEqual([]);
  });
});
