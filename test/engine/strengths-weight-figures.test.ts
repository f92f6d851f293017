/**
 * Decision 730: results in numbers read by one grammar of figures (content.ts) in every common form, generated —
 * money with a currency's sign or code before or after and a scale word or none, shares, multiples, magnitudes
 * ("175+ …", "over 138 …", "a 900-person …") — and figures that are no result (a date, a phone, a count of years, a
 * course's length, a page's number). Strengths by weight: a security clearance held (knowledge/distinctions.ts), a
 * budget or what the person runs as scope and not a money result, a job's fact of long ago after the credentials. One
 * recogniser of a grade and of a supervision in evidence.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isQuantified } from "../../worker/analysis/engine/content";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { foldCase } from "../../worker/analysis/engine/text";
import { oneJobThenEducation } from "./fixtures/career-frames";
import { NOW } from "./now";

const quantified = (line: string): boolean => isQuantified(foldCase(line));

const amount = fc.oneof(
  fc.integer({ min: 2, max: 999 }).map(String),
  fc
    .tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 9 }), fc.constantFrom(".", ","))
    .map(([a, b, sep]) => `${a}${sep}${b}`),
);
const noun = fc.constantFrom(
  "queue managers",
  "applicants",
  "servers",
  "educational articles",
  "pieces of content",
  "клиентов",
  "объектов",
  "точек продаж",
);

describe("a figure that is a result, in every common form", () => {
  it("money: a currency's sign or code before or after, with a scale word or none", () => {
    const form = fc.record({
      figure: amount,
      scale: fc.constantFrom("", "M", " million", " млн", " тыс.", "k", " mn", " bn"),
      currency: fc.constantFrom(
        "$",
        "€",
        "£",
        "₽",
        "US$ ",
        "USD ",
        "EUR ",
        " USD",
        " руб.",
        " рублей",
        " долларов",
        " EUR",
      ),
    });
    fc.assert(
      fc.property(form, ({ figure, scale, currency }) => {
        const before = /^(?:\$|€|£|₽|US\$ |USD |EUR )$/u.test(currency);
        const money = before ? `${currency}${figure}${scale}` : `${figure}${scale}${currency}`;
        expect(quantified(`Handled a portfolio worth ${money} for the region`), money).toBe(true);
      }),
    );
  });

  it("a share, a multiple and a magnitude, in both languages", () => {
    const form = fc.oneof(
      amount.map((a) => `${a}%`),
      amount.map((a) => `${a} процентов`),
      amount.map((a) => `${a} percent`),
      fc.integer({ min: 2, max: 9 }).map((n) => `в ${n} раза`),
      fc.integer({ min: 2, max: 9 }).map((n) => `x${n}`),
      fc.integer({ min: 2, max: 9 }).map((n) => `${n}x`),
      fc.integer({ min: 2, max: 9 }).map((n) => `${n}-fold`),
      fc.tuple(fc.integer({ min: 10, max: 999 }), noun).map(([n, what]) => `${n}+ ${what}`),
      fc
        .tuple(fc.constantFrom("over", "more than", "свыше", "более"), fc.integer({ min: 10, max: 999 }), noun)
        .map(([word, n, what]) => `${word} ${n} ${what}`),
      fc.integer({ min: 10, max: 999 }).map((n) => `a ${n}-person department`),
    );
    fc.assert(
      fc.property(form, (figure) => {
        expect(quantified(`Работа с поставщиками: ${figure}`), figure).toBe(true);
      }),
    );
  });

  it("a multiple in words, without a figure", () => {
    for (const line of ["Tripled program enrollment", "Doubling the audience of the blog", "Вдвое сократил сроки"])
      expect(quantified(line), line).toBe(true);
  });

  it("a date, a phone, a count of years, a course's length and a page's number are no result", () => {
    const form = fc.oneof(
      fc
        .tuple(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2025 }))
        .map(([d, m, y]) => `${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${y}`),
      fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2025 })).map(([m, y]) => `${m}/${y}`),
      fc.integer({ min: 1, max: 28 }).map((d) => `${d} марта`),
      fc.integer({ min: 1, max: 28 }).map((d) => `${d} March`),
      fc
        .integer({ min: 1000000, max: 9999999 })
        .map((n) => `+7 (921) ${String(n).slice(0, 3)}-${String(n).slice(3, 7)}`),
      fc.integer({ min: 2, max: 30 }).map((n) => `${n}+ years`),
      fc.integer({ min: 2, max: 30 }).map((n) => `${n} лет`),
      fc.integer({ min: 2, max: 30 }).map((n) => `${n}-летний`),
      fc.integer({ min: 2, max: 16 }).map((n) => `${n}-week`),
      fc.integer({ min: 2, max: 16 }).map((n) => `${n}-month`),
      fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 5, max: 9 })).map(([p, of]) => `Page ${p} of ${of}`),
      fc.integer({ min: 1, max: 9 }).map((p) => `стр. ${p}`),
    );
    // The verbs beside the figure are a result's ("accelerated", «повысил»): only the figure decides.
    fc.assert(
      fc.property(form, (figure) => {
        expect(quantified(`Accelerated composition courses, ${figure}`), figure).toBe(false);
        expect(quantified(`Повысил квалификацию ${figure}`), figure).toBe(false);
      }),
    );
  });
});

const analyze = (lines: string[]) =>
  analyzeResume({ text: lines.join("\n"), format: "pdf" }, { now: NOW }).result.strengths;

describe("strengths by weight", () => {
  const resume = (summary: string[], current: string[], earlier: string[]) => [
    "Jordan Miles",
    "jordan.miles@example.com",
    "Senior Middleware Engineer",
    "Summary",
    ...summary,
    "Professional Experience",
    "Globex Bank",
    "Senior Middleware Engineer",
    "March 2021 – Present",
    ...current,
    "Northwind Corps",
    "Section Leader",
    "May 2010 – February 2015",
    ...earlier,
    "Education",
    "Master of Science in Computer Science, Northern State University",
  ];

  it("a security clearance held is named; one to be obtained is not", () => {
    for (const clearance of [
      "Active security clearance with experience supporting secure messaging systems.",
      "Hold an active TS/SCI clearance for federal programs.",
      "Current Secret clearance, renewed for federal work.",
    ]) {
      const said = analyze(resume([clearance], ["• Administer the messaging platform for payments."], []));
      expect(
        said.some((s) => s.startsWith("Допуск:")),
        clearance,
      ).toBe(true);
    }
    for (const line of [
      "Eligible for a security clearance if required by the client.",
      "Processed security clearance requests for new staff members.",
    ]) {
      const said = analyze(resume([line], ["• Administer the messaging platform for payments."], []));
      expect(
        said.some((s) => s.startsWith("Допуск:")),
        line,
      ).toBe(false);
    }
  });

  it("a budget kept or equipment valued is scope, not a result in money", () => {
    const said = analyze(
      resume(
        ["Engineer of payment messaging systems."],
        [
          "• Administer the messaging infrastructure consisting of 175+ queue managers across data centers.",
          "• Managed a $10k budget for the team's training programs.",
        ],
        [],
      ),
    );
    expect(said.some((s) => s.startsWith("Масштаб работы:") && s.includes("175+"))).toBe(true);
    expect(said.some((s) => s.startsWith("Результат в деньгах:") && s.includes("$10k"))).toBe(false);
  });

  it("a result of a job that ended eight years ago or more comes after a higher degree", () => {
    const said = analyze(
      resume(
        ["Engineer of payment messaging systems."],
        ["• Administer the messaging platform for payments."],
        ["• Reduced preventable operational errors by 40% through process improvement."],
      ),
    );
    const result = said.findIndex((s) => s.includes("40%"));
    const degree = said.findIndex((s) => s.startsWith("Образование:"));
    expect(result).toBeGreaterThan(-1);
    expect(degree).toBeGreaterThan(-1);
    expect(result).toBeGreaterThan(degree);
  });
});

describe("one recogniser of a grade and of a supervision", () => {
  const entry = (lines: string[]) => analyze(oneJobThenEducation("en", lines));

  it("a grade under a degree is no part of its quote", () => {
    for (const grade of ["GPA 3.9", "Marks : 72%", "CGPA 8.1", "Cumulative CPA: 3.85/4"]) {
      const said = entry(["Master of Science", "University of Leeds", grade]);
      const degree = said.find((s) => s.startsWith("Образование:")) ?? "";
      expect(degree, grade).toContain("University of Leeds");
      expect(degree, grade).not.toContain(grade);
    }
  });

  it("a degree the person earned under a supervisor is theirs; one they supervised is not", () => {
    const own = entry(["PhD in Systems Biology, University of Leeds, supervised by Prof. Ann Lee"]);
    expect(own.some((s) => s.startsWith("Образование:") && s.includes("PhD in Systems Biology"))).toBe(true);
    // A degree's words in a line of supervising others' theses: no degree of the person's (a school is not named).
    const others = entry(["Co-supervised MSc theses in systems biology and bioinformatics"]);
    expect(others.some((s) => s.includes("Co-supervised"))).toBe(false);
  });
});
