/**
 * The writer in English (decision 340): every criterion has an English title and advice, and the English report is
 * written from the same verdicts as the Russian one — the same criteria in the same order with the same statuses,
 * the same open problems first — with no Russian word outside a quote of the person's own lines.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume, CRITERIA, CRITERIA_EN, writeEnglishReport } from "../../worker/analysis/engine/index";
import { EN_BACKEND_ENGINEER } from "./fixtures/en-backend-engineer";
import { EN_MARKETING_MANAGER } from "./fixtures/en-marketing-manager";
import { PROFILE_RESUMES } from "./fixtures/profile-resumes";
import { RU_1C_PROGRAMMER } from "./fixtures/ru-1c-programmer";
import { RU_JUNIOR_FRONTEND } from "./fixtures/ru-junior-frontend";
import { RU_SALES_MANAGER } from "./fixtures/ru-sales-manager";
import { NOW } from "./now";

const RESUMES = [
  EN_BACKEND_ENGINEER,
  EN_MARKETING_MANAGER,
  RU_1C_PROGRAMMER,
  RU_JUNIOR_FRONTEND,
  RU_SALES_MANAGER,
  ...PROFILE_RESUMES.map((r) => r.text),
];

/** Text outside «…» quotes (the person's own words may be Russian). */
const outsideQuotes = (text: string) => text.replace(/«[^»]*»/g, "");

describe("the English catalogue", () => {
  it("has a title and advice in English for every criterion", () => {
    for (const { id } of CRITERIA) {
      const entry = CRITERIA_EN[id];
      expect(entry, id).toBeDefined();
      expect(entry!.title, id).toMatch(/^[A-Z]/);
      expect(outsideQuotes(`${entry!.title} ${entry!.expects}`), id).not.toMatch(/[а-яё]/i);
      expect(entry!.expects.length, id).toBeGreaterThan(10);
    }
    expect(Object.keys(CRITERIA_EN).sort()).toEqual(CRITERIA.map((c) => c.id).sort());
  });
});

describe("the English report", () => {
  it.each(RESUMES.map((text, index) => [index, text] as const))("follows the verdicts of resume %i", (_, text) => {
    const { result, reading } = analyzeResume({ text, format: "pdf" }, { now: NOW });
    const report = writeEnglishReport(result, reading);
    const findings = result.criteria ?? [];
    // Same criteria, same order; the finding states the verdict's status and advice is given only where it failed.
    expect(report.criteria.map((c) => c.id)).toEqual(findings.map((f) => f.id));
    for (const [index, criterion] of report.criteria.entries()) {
      const status = findings[index]!.status;
      expect(criterion.finding).toBe(
        { pass: "Met.", warn: "Partly met.", fail: "Not met.", info: "For information; not scored." }[status],
      );
      expect(criterion.fix === "").toBe(status === "pass" || status === "info");
    }
    const open = findings.filter((f) => f.status === "warn" || f.status === "fail");
    expect(report.weaknesses.length).toBe(Math.min(open.length, 9));
    // No Russian outside the person's quoted words.
    const prose = [report.general_impression, ...report.strengths, ...report.weaknesses, ...report.recommendations];
    for (const sentence of prose) expect(outsideQuotes(sentence), sentence).not.toMatch(/[а-яё]/i);
    // Strengths quote only the reading's own lines.
    for (const strength of report.strengths) {
      const quote = /^A result in numbers: «(.*)»$/.exec(strength)?.[1];
      if (quote !== undefined) expect(reading.lines.quantified).toContain(quote);
    }
    // The score and the person as read.
    expect(report.general_impression).toContain(`score ${result.overall_score.toLocaleString("en-GB")} of 10`);
  });
});
