/**
 * Decision 670: the confidence weighs the winning family against the same witnesses the split rule does (decision
 * 625). A runner-up that only generic heads name ("Engineer", "Administrator", a project line read by "model") is a
 * guess, not a second reading: it no longer pulls a family named by a specific title under the threshold. A runner-up
 * named by a specific title still does. Generated over the curated words: specific titles × generic heads of other
 * families. Every resume here is made up.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import type { RoleFamily } from "../../worker/analysis/knowledge/families";
import { familyOfTitle, isGenericTitle } from "../../worker/analysis/knowledge/professions";

const NOW = new Date("2026-11-15T00:00:00Z");
const person = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW }).reading.person;

/** Titles a specific curated word of their family names (asserted below). */
const SPECIFIC: ReadonlyArray<readonly [RoleFamily, string]> = [
  ["accounting_finance", "Accountant"],
  ["education_teaching", "Teacher"],
  ["legal", "Paralegal"],
  ["design", "Illustrator"],
  ["hr_recruiting", "Recruiter"],
  ["software_engineering", "Programmer"],
  ["research_academia", "Researcher"],
  ["hospitality_food", "Bartender"],
];

/** Generic heads of other families: each names its family by the head alone (asserted below). */
const GENERIC = ["Engineer", "Technician", "Administrator", "Coordinator"] as const;

const HEAD = "Jordan Miles\njordan.miles@example.com · (555) 201-7788\nSpringfield, IL";
const RANGES = ["March 2022 – Present", "January 2019 – February 2022", "May 2016 – December 2018"];

/** The latest job and two earlier ones, each with a plain duty line that names no field. */
function resume(latest: string, earlier: string): string {
  const entries = [latest, earlier, earlier].map(
    (title, i) => `${title}, Hollis Home Goods\n${RANGES[i]}\nKept the records in order.`,
  );
  return [HEAD, "Experience", ...entries, "Education", "Springfield State University, 2012 – 2016"].join("\n");
}

describe("the titles behind the forms", () => {
  it("each specific title names its family, each head only by itself", () => {
    for (const [family, title] of SPECIFIC) {
      expect(familyOfTitle(title), title).toBe(family);
      expect(isGenericTitle(title), title).toBe(false);
    }
    for (const head of GENERIC) expect(isGenericTitle(head), head).toBe(true);
  });
});

describe("the confidence against a runner-up that only generic heads name", () => {
  it("a latest specific title keeps its family beside two earlier generic heads of another field", () => {
    const lost: string[] = [];
    for (const [family, title] of SPECIFIC)
      for (const head of GENERIC) {
        if (familyOfTitle(head) === family) continue;
        const read = person(resume(title, head)).family;
        if (read !== family) lost.push(`${title} after ${head} → ${read}`);
      }
    expect(lost).toEqual([]);
  });

  it("a runner-up named by specific titles still weighs against the winner", () => {
    const unweighed: string[] = [];
    for (const [family, title] of SPECIFIC)
      for (const [other, earlier] of SPECIFIC) {
        if (other === family) continue;
        const named = person(resume(title, earlier)).confidence;
        const guessed = person(resume(title, "Engineer")).confidence;
        if (named >= guessed) unweighed.push(`${title} after ${earlier}: ${named} ≥ ${guessed}`);
      }
    expect(unweighed).toEqual([]);
  });
});
