/**
 * Decision 765: the person's real strengths first, education only when it is the selling point. Over generated forms
 * of invented people: each figure that is no result (a postal address, an attendance record, homework and course
 * pieces done, a headcount written as a field, a code with an x) is refused as «Результат в цифрах»; each result kind
 * (money, a share, a multiple, a magnitude, a figure past the quote's usual length) is kept and ranked before a degree;
 * a degree of another field than the person's goes when the person has other facts, stays when they have nothing
 * else, and the education verdict says «профильное» only of a fitting field (one recogniser, knowledge/fields.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { postalAddressLine } from "../../worker/analysis/engine/contacts";
import { holdsResultFigure, isQuantified } from "../../worker/analysis/engine/content";
import { studyEntry } from "../../worker/analysis/engine/education";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { foldCase } from "../../worker/analysis/engine/text";
import { studiesFit } from "../../worker/analysis/knowledge/fields";
import { NOW } from "./now";

const report = (lines: string[]) => analyzeResume({ text: lines.join("\n"), format: "pdf" }, { now: NOW }).result;
const strengths = (lines: string[]) => report(lines).strengths;
const results = (said: readonly string[]) => said.filter((s) => /^(?:Результат|Масштаб)/u.test(s));

/** An invented developer: a summary line, one current job with its lines, a degree entry of two lines. */
function developer(jobLines: string[], degree: [string, string], head: string[] = []): string[] {
  return [
    "Mira Castell",
    ...head,
    "mira.castell@example.com",
    "Frontend Developer",
    "Summary",
    "Frontend developer building web applications for retail clients.",
    "Experience",
    "Brightline Studio",
    "Frontend Developer",
    "March 2021 – Present",
    ...jobLines,
    "",
    "Education",
    "2012 – 2016",
    ...degree,
  ];
}
const FITTING: [string, string] = ["Bachelor of Science, Northern State University", "Major: Computer Science"];
const UNFITTING: [string, string] = [
  "Bachelor of Arts, Northern State University",
  "Major: Linguistics and Philosophy",
];

describe("figures that are no result", () => {
  it("a postal address in the head is never a result, whatever its house number and postcode", () => {
    const street = fc.constantFrom("Rue Mistral", "Station Road", "Elm Street", "Avenue Laurier");
    const form = fc.record({
      house: fc.integer({ min: 2, max: 999 }),
      flat: fc.integer({ min: 1000, max: 2999 }),
      street,
      code: fc.constantFrom("H2P 2X7", "G3 6AN", "10115", "27705"),
    });
    fc.assert(
      fc.property(form, ({ house, flat, street: name, code }) => {
        const address = `${house}-${flat} ${name}, Springfield, ${code}`;
        expect(postalAddressLine(address), address).toBe(true);
        const said = strengths(developer(["• Built the checkout pages in React."], FITTING, [address]));
        expect(
          said.some((s) => s.includes(name)),
          address,
        ).toBe(false);
      }),
      { numRuns: 12 },
    );
  });

  it("a line opening with a verb and a count names no street", () => {
    for (const line of ["Managed 1500 Accounts across Europe", "Opened 12 stores in one year", "Grew sales 30%"])
      expect(postalAddressLine(line), line).toBe(false);
  });

  it("attendance, homework and course pieces are a study record, not a result", () => {
    const form = fc.oneof(
      fc.integer({ min: 90, max: 100 }).map((n) => `Backed up by my ${n}% attendance record at work`),
      fc.integer({ min: 2, max: 40 }).map((n) => `Выполнил ${n} учебных кейсов с оценкой «отлично»`),
      fc.integer({ min: 2, max: 40 }).map((n) => `Сдал ${n}+ домашних работ на курсе`),
      fc.integer({ min: 2, max: 40 }).map((n) => `Completed ${n} assignments and coursework for the bootcamp`),
      fc.integer({ min: 2, max: 40 }).map((n) => `Выполнил ${n} масштабных учебных кейсов`),
    );
    fc.assert(
      fc.property(form, (line) => {
        expect(isQuantified(foldCase(line)), line).toBe(false);
        expect(holdsResultFigure(foldCase(line)), line).toBe(false);
        const said = strengths(developer([`• ${line}.`], FITTING));
        expect(results(said), line).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });

  it("a headcount written as a field is no result; a team the person led is", () => {
    for (const n of [5, 8, 12]) {
      expect(isQuantified(foldCase(`Команда: ${n} человек (распределённая), координация разработки`))).toBe(false);
      expect(isQuantified(foldCase(`Team size: ${n} people, distributed`))).toBe(false);
      expect(isQuantified(foldCase(`Руководил командой: ${n} человек, найм и обучение`))).toBe(true);
    }
  });

  it("a code with an x is no multiple", () => {
    for (const code of ["13X/13R", "12X/14Y"])
      expect(holdsResultFigure(foldCase(`Obtained tax exemptions (${code}) for the funds`)), code).toBe(false);
    expect(holdsResultFigure(foldCase("Made the build 3x faster"))).toBe(true);
  });
});

describe("results kept and ranked first", () => {
  const resultForm = fc.oneof(
    fc.integer({ min: 2, max: 90 }).map((n) => `Reduced page load time by ${n}% through code splitting`),
    fc.integer({ min: 2, max: 90 }).map((n) => `Increased checkout conversion by ${n}% with a new payment flow`),
    fc.integer({ min: 2, max: 900 }).map((n) => `Cut hosting costs by $${n}k a year by moving assets to a CDN`),
    fc.integer({ min: 2, max: 9 }).map((n) => `Made the test suite ${n}x faster by running it in parallel`),
    fc.integer({ min: 120, max: 900 }).map((n) => `Built the design system used by ${n}+ engineers in the company`),
  );

  it("each result kind is quoted, before a fitting degree", () => {
    fc.assert(
      fc.property(resultForm, (line) => {
        const said = strengths(developer([`• ${line}.`], FITTING));
        const result = said.findIndex((s) => s.includes(line.slice(0, 30)));
        const degree = said.findIndex((s) => s.startsWith("Образование:"));
        expect(result, `${line} | ${said.join(" | ")}`).toBeGreaterThan(-1);
        if (degree > -1) expect(result, line).toBeLessThan(degree);
      }),
      { numRuns: 15 },
    );
  });

  it("a result whose figure lies past the usual quote's length is quoted with it", () => {
    const form = fc
      .integer({ min: 2, max: 90 })
      .map(
        (n) =>
          `Led analysis supporting the introduction of the regional schools funding formula, a reform of the annual distribution of over £${n}billion`,
      );
    fc.assert(
      fc.property(form, (line) => {
        const said = strengths(developer([`• ${line}: publication.`], FITTING));
        const figure = /£\d+billion/u.exec(line)![0];
        expect(
          said.some((s) => s.startsWith("Результат в деньгах:") && s.includes(figure)),
          said.join(" | "),
        ).toBe(true);
      }),
      { numRuns: 6 },
    );
  });
});

describe("education by its field", () => {
  it("one recogniser of a fitting field: fields knowledge, judged families only", () => {
    expect(studiesFit("Major: Computer Science", "software_engineering")).toBe(true);
    expect(studiesFit("Major: Linguistics and Philosophy", "software_engineering")).toBe(false);
    expect(studiesFit("Бакалавр гуманитарных наук в области лингвистики", "qa_testing")).toBe(false);
    expect(studiesFit("Major: Linguistics", "research_academia")).toBeNull();
    expect(studiesFit("Northern State University", "software_engineering")).toBeNull();
    expect(studiesFit("Bachelor of Accountancy", "accounting_finance")).toBe(true);
  });

  it("a study entry is its own lines, not the next degree's nor an item under it", () => {
    const lines = [
      "Бакалавриат Иерусалимский Университет",
      "Бакалавр гуманитарных наук в области лингвистики",
      "2014 – 2016 Магистратура, прикладная математика",
    ];
    expect(studyEntry(lines, 0)).toBe(lines.slice(0, 2).join("\n"));
    expect(studyEntry(["PhD, Northern State University", "• Led a design project"], 0)).toBe(
      "PhD, Northern State University",
    );
  });

  it("a degree of another field goes when the person has other facts; a fitting one stays", () => {
    const jobs = ["• Reduced page load time by 40% through code splitting."];
    const other = strengths(developer(jobs, UNFITTING));
    expect(
      other.some((s) => s.startsWith("Образование:")),
      other.join(" | "),
    ).toBe(false);
    expect(other.some((s) => s.includes("40%"))).toBe(true);
    const own = strengths(developer(jobs, FITTING));
    expect(
      own.some((s) => s.startsWith("Образование:")),
      own.join(" | "),
    ).toBe(true);
  });

  it("«Образование профильное» only of a fitting field", () => {
    const say = (degree: [string, string]) =>
      JSON.stringify(report(developer(["• Built the checkout pages in React."], degree)));
    expect(say(UNFITTING)).not.toContain("Образование профильное");
    expect(say(FITTING)).not.toContain("не связана напрямую");
  });
});
