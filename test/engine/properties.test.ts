import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analysisResultSchema } from "../../shared/schemas/analysis";
import { analyzeResume, CRITERIA, type EngineInput } from "../../worker/analysis/engine/index";
import { RU_1C_PROGRAMMER } from "./fixtures/ru-1c-programmer";
import { NOW } from "./now";

/** Strings that look a bit like resumes: headings, dates, contacts and noise mixed at random. */
const resumeish = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        "Опыт работы",
        "О П Ы Т",
        "Education",
        "Навыки:",
        "янв. 2019 – по настоящее время",
        "03.2018–05.2021",
        "+7 (999) 123-45-67",
        "a@b.co",
        "C++, C#, .NET, Node.js, 1С:Бухгалтерия",
        "2016 - 2019",
        "🚀🔥",
        "\u0000\uFFFD",
        "x".repeat(700),
      ),
      fc.string({ unit: "grapheme" }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join("\n"));

function checkReport(input: EngineInput): void {
  const report = analyzeResume(input, { now: NOW });
  const { overall_score: score } = report.result;
  expect(score).toBeGreaterThanOrEqual(0);
  expect(score).toBeLessThanOrEqual(10);
  expect(Math.round(score * 10) / 10).toBe(score);
  expect(report.criteria.map((c) => c.id)).toEqual(CRITERIA.map((c) => c.id));
  analysisResultSchema.parse(report.result);
}

describe("engine properties", () => {
  it("never throws on any string, and the result is always valid", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (text) => checkReport({ text })),
      { numRuns: 200 },
    );
  });
  it("never throws on resume-like text with formats and layout hints", () => {
    fc.assert(
      fc.property(
        resumeish,
        fc.constantFrom("pdf", "docx", "doc", "rtf", "txt", undefined),
        fc.option(fc.integer({ min: -3, max: 50 })),
        fc.boolean(),
        (text, format, pageCount, multiColumn) =>
          checkReport({ text, format, pageCount, layout: { multiColumn, hasTables: multiColumn } }),
      ),
      { numRuns: 150 },
    );
  });
  it("survives hostile inputs: empty, binary, huge, wrong types", () => {
    const binary = String.fromCharCode(...Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
    for (const text of ["", " \n\t ", binary, RU_1C_PROGRAMMER.repeat(200), "а".repeat(100_000)]) checkReport({ text });
    checkReport(null as unknown as EngineInput);
    checkReport({ text: 42 } as unknown as EngineInput);
    checkReport({ text: "Опыт", layout: "x", pageCount: Number.NaN } as unknown as EngineInput);
  });
  it("gives an empty or unreadable file a low score with an explanation", () => {
    const empty = analyzeResume({ text: "", format: "pdf", pageCount: 1 }, { now: NOW });
    expect(empty.result.overall_score).toBeLessThan(2);
    expect(empty.result.general_impression).toMatch(/текст/i);
    const scan = analyzeResume(
      { text: "Иван", format: "pdf", pageCount: 2, layout: { hasTextLayer: false } },
      { now: NOW },
    );
    expect(scan.criteria.find((c) => c.id === "ats.text_layer")?.status).toBe("fail");
    expect(scan.result.overall_score).toBeLessThanOrEqual(2);
  });
  it("reports every catalogue criterion exactly once, with a fix wherever something is wrong", () => {
    const report = analyzeResume({ text: "Иван\nпродавец", format: "txt" }, { now: NOW });
    const ids = report.criteria.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(CRITERIA.length);
    for (const c of report.criteria)
      if (c.status === "fail" || c.status === "warn") expect(c.fix.length, c.id).toBeGreaterThan(15);
  });
  it("is deterministic for a fixed now", () => {
    const a = analyzeResume({ text: RU_1C_PROGRAMMER }, { now: NOW });
    const b = analyzeResume({ text: RU_1C_PROGRAMMER }, { now: NOW });
    expect(a.result).toEqual(b.result);
  });
});
