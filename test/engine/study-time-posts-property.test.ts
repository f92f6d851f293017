/**
 * A student's on-campus post (decision 620): a teaching or research assistant from the bachelor's years through the
 * master's that followed at once is a student's post all along (the two studies are one time of studies), and one
 * that runs on past the last graduation counts from the graduation (and the summer after it) on — the labels count a
 * research assistant hired on after the degree, never the months inside it. Generated careers in every layout real
 * files come in × the month-precise date forms, with such a post listed among the jobs and the studies dated under
 * the education.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { isoMonth, recentCareer, recentDraws, twoDigitYear } from "./fixtures/career-frames";
import { type Career, expectedMonths, type Job, LAYOUTS, type Language, writeRange } from "./fixtures/career-layouts";
import { NOW, NOW_MONTH, TOLERANCE } from "./now";

/** The summer after the last exams belongs to the studies (dates.ts AFTER_GRADUATION_MONTHS). */
const AFTER_GRADUATION = 4;

const POST: Record<Language, { title: string; employer: string }> = {
  en: { title: "Teaching Assistant", employer: "Economics Department, BU" },
  ru: { title: "Учебный ассистент", employer: "Департамент экономики НИУ ВШЭ" },
};

/** The education written with both studies dated in the career's own date form. */
function education(career: Career, bachelor: Job, master: Job): string[] {
  const write = (j: Job): string => writeRange(j, career.form, career.dash, "");
  return career.language === "ru"
    ? [
        "Образование",
        `Магистратура, экономика, НИУ ВШЭ, ${write(master)}`,
        `Бакалавриат, экономика, НИУ ВШЭ, ${write(bachelor)}`,
      ]
    : [
        "Education",
        `M.Sc. in Economics, Boston University, ${write(master)}`,
        `B.A. in Economics, Boston University, ${write(bachelor)}`,
      ];
}

const LEFT_OUT = new Set(["hh.ru export", "Word table", "LinkedIn export", "two-column PDF", "European CV"]);

const careerOf = (language: Language) =>
  fc
    .record({
      // The layouts whose post stands on the range's line or is read as its label. hh.ru's export, a Word table and a
      // European CV write the post below the dates, a LinkedIn export and a two-column PDF on a line of its own above
      // them: the post is then not read as an activity (reading it from the record cost a validation file, 620).
      ...recentDraws(language, {
        jobs: [1, 4],
        longest: 48,
        pauses: 5,
        forms: (f) => !f.yearOnly && !twoDigitYear(f) && !isoMonth(f),
        layouts: (n) => !LEFT_OUT.has(n),
      }),
      // The post begins in the bachelor's second to fourth year and ends inside the master's or after it.
      postStartsAt: fc.integer({ min: 12, max: 44 }),
      postEndsAfterMaster: fc.integer({ min: -18, max: 30 }),
      pauseAfterPost: fc.integer({ min: 1, max: 8 }),
    })
    .map((g) => {
      const frame = recentCareer(language, g);
      const jobs = frame.jobs;
      // The post ends before the first job begins (the pause drawn after that job, then its own); the studies are
      // placed around it.
      const postEnd = jobs.at(-1)!.start - 1 - g.pauses[jobs.length - 1]! - g.pauseAfterPost;
      const masterEnd = postEnd - g.postEndsAfterMaster;
      const master: Job = { start: masterEnd - 23, end: masterEnd, title: "", employer: "" };
      const bachelor: Job = { start: master.start - 48, end: master.start - 1, title: "", employer: "" };
      const post: Job = { start: bachelor.start + g.postStartsAt, end: postEnd, ...POST[language] };
      const career: Career = { ...frame, jobs: [...jobs, post] };
      // What the labels count of the post: its months after the graduation's summer, if any.
      const counted =
        post.end! > masterEnd + AFTER_GRADUATION ? [{ ...post, start: masterEnd + AFTER_GRADUATION + 1 }] : [];
      const expected = expectedMonths([...jobs, ...counted], g.form, NOW_MONTH) / 12;
      return { career, layout: g.layout, bachelor, master, expected, after: g.postEndsAfterMaster };
    });

describe("a student's on-campus post counts only outside the studies", () => {
  for (const language of ["en", "ru"] as const)
    it(`across a bachelor's and the master's after it, and past the graduation (${language})`, () => {
      fc.assert(
        fc.property(careerOf(language), (g) => {
          const text = [
            LAYOUTS[g.layout]!.write(g.career, NOW_MONTH),
            ...education(g.career, g.bachelor, g.master),
          ].join("\n");
          const years = readResume({ text }, { now: NOW }).timeline.totalYears;
          expect(Math.abs(years - g.expected), `${g.layout}, ${g.after} months after\n${text}`).toBeLessThanOrEqual(
            TOLERANCE,
          );
        }),
        { numRuns: 200, seed: 6200 },
      );
    });
});

describe("posts that are not a student's stay whole", () => {
  const read = (text: string): number => readResume({ text }, { now: NOW }).timeline.totalYears;
  it("a job at another employer during the master's counts in full", () => {
    const text = [
      "Experience",
      "Analyst, Deloitte, Sep 2019 – Aug 2021",
      "Education",
      "M.Sc. in Economics, Boston University, Sep 2019 – Jun 2021",
      "B.A. in Economics, Boston University, Sep 2015 – Jun 2019",
    ].join("\n");
    expect(read(text)).toBeCloseTo(2, 1);
  });
  it("an assistant hired after the graduation's summer counts in full", () => {
    const text = [
      "Experience",
      "Research Assistant, Boston University, Jan 2020 – Dec 2022",
      "Education",
      "B.A. in Economics, Boston University, Sep 2015 – Jun 2019",
    ].join("\n");
    expect(read(text)).toBeCloseTo(3, 1);
  });
});
