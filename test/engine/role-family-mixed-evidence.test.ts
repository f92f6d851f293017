/**
 * Decision 625, over generated forms: a summary whose words name several fields is a mixed witness — the field named
 * less often never decides by the families' order of precedence; the document's own name and the person's name
 * followed by degrees ("Curriculum Vitae Ammar Example, BSc, MSc, PhD") are a name line, not a research headline.
 * A family that generic heads alone name ("Operations Manager", «Инженер») is a guess with no witness: no family.
 * Every resume here is made up.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import type { RoleFamily } from "../../worker/analysis/knowledge/families";
import { familyOfTitle, fieldsOfDuties, isGenericTitle } from "../../worker/analysis/knowledge/professions";
import { FAMILY_WORDS } from "../../worker/analysis/knowledge/professions.curated";
import { NOW } from "./now";

const person = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW }).reading.person;

/** Pairs of titles of one family, each named by a curated word of that family alone (asserted below). */
const FAMILIES: ReadonlyArray<readonly [RoleFamily, string, string]> = [
  ["accounting_finance", "accountant", "bookkeeper"],
  ["education_teaching", "teacher", "tutor"],
  ["legal", "paralegal", "attorney"],
  ["design", "graphic designer", "illustrator"],
  ["hr_recruiting", "recruiter", "HR generalist"],
  ["software_engineering", "software developer", "programmer"],
];

const HEAD = "Jordan Miles\njordan.miles@example.com · (555) 201-7788\nSpringfield, IL";
const EDUCATION = "Education\nSpringfield State University, 2012 – 2016";

function withSummary(summary: string, jobs: readonly string[] = []): string {
  const ranges = ["March 2022 – Present", "January 2019 – February 2022"];
  const entries = jobs.map((title, i) => `${title}, Hollis Home Goods\n${ranges[i]}\nKept the records in order.`);
  return [HEAD, "Summary", summary, ...(jobs.length ? ["Experience", ...entries] : []), EDUCATION].join("\n");
}

describe("the knowledge behind the forms", () => {
  it("each title is named by its own family's words alone", () => {
    for (const [family, a, b] of FAMILIES)
      for (const title of [a, b]) {
        expect(familyOfTitle(title), title).toBe(family);
        expect([...fieldsOfDuties(title).keys()], title).toEqual([family]);
      }
  });
});

describe("a summary that names several fields", () => {
  it("the field named less often never decides by the families' order", () => {
    const wrong: string[] = [];
    for (const [own, a, b] of FAMILIES)
      for (const [other, c] of FAMILIES) {
        // "graphic designer" also holds a skill's name (graphic design): the skills are a witness of their own.
        if (other === own || other === "design") continue;
        const summary = `Reliable ${a} and ${b} with ten years of practice, who also helped as a ${c} at times.`;
        const family = person(withSummary(summary)).family;
        if (family === other) wrong.push(`${summary} → ${family}`);
      }
    expect(wrong).toEqual([]);
  });

  it("a summary that names one field still votes for it", () => {
    for (const [own, a] of FAMILIES) {
      const summary = `Reliable ${a} with ten years of practice in a busy office.`;
      expect(person(withSummary(summary, [a])).family, summary).toBe(own);
    }
  });

  it("a mixed summary leaves the jobs' titles to decide", () => {
    for (const [own, a, b] of FAMILIES)
      for (const [other, c] of FAMILIES) {
        if (other === own) continue;
        const summary = `Reliable ${c} and ${a} with ten years of practice, also a ${b}.`;
        expect(person(withSummary(summary, [a, b])).family, summary).toBe(own);
      }
  });
});

describe("the name with degrees after the document's name", () => {
  const DOCUMENT = ["Curriculum Vitae ", "CURRICULUM VITAE ", "Resume: ", ""];
  const DEGREES = ["PhD", "BSc, MSc, PhD", "MSc, Ph.D.", "Ph.D"];
  it("is a name line: the jobs decide, not a research headline", () => {
    for (const document of DOCUMENT)
      for (const degrees of DEGREES) {
        const first = `${document}Samir Haddad, ${degrees}`;
        // A Word document's page header repeats the line above the body; its symbol-font bullets read as "(".
        const text = [
          first,
          "",
          first,
          "",
          "( +44 79 000 00 000",
          "( samir.haddad@example.com",
          "Experience",
          "Software Developer, Hollis Home Goods",
          "March 2022 – Present",
          "Built the billing service and kept it running.",
          EDUCATION,
        ].join("\n");
        expect(person(text).family, first).toBe("software_engineering");
      }
  });

  it("a title after the name still is the headline", () => {
    const text = [
      "Curriculum Vitae Jordan Miles",
      "Postdoctoral Researcher",
      "jordan.miles@example.com",
      "Experience",
      "Postdoctoral Researcher, Springfield Lab",
      "March 2022 – Present",
      "Ran the experiments.",
      EDUCATION,
    ].join("\n");
    expect(person(text).family).toBe("research_academia");
  });
});

/** The curated layer's generic heads written whole (no stem), as a title of their own: "Engineer", "Administrator". */
const GENERIC_HEADS: readonly string[] = FAMILY_WORDS.flatMap(([, phrases]) =>
  phrases
    .split("|")
    .filter((phrase) => phrase.startsWith("~") && !phrase.includes("*"))
    .map((phrase) => phrase.slice(1)),
).filter((head) => familyOfTitle(head) !== null && isGenericTitle(head));

describe("a family only generic heads name", () => {
  it("the generic heads are many and each names a family by a guess", () => {
    expect(GENERIC_HEADS.length).toBeGreaterThan(10);
  });

  it("is no family, with the heads as headline and as every job's title, in any case", () => {
    const guessed: string[] = [];
    for (const head of GENERIC_HEADS)
      for (const written of [head, head.toUpperCase(), `Senior ${head}`]) {
        const text = [
          "Jordan Miles",
          written,
          "jordan.miles@example.com · (555) 201-7788",
          "Experience",
          `${written}, Hollis Home Goods`,
          "March 2022 – Present",
          "Kept the records in order and answered the customers.",
          `${written}, Acme Corp`,
          "January 2019 – February 2022",
          "Planned the week's work with the team.",
          EDUCATION,
        ].join("\n");
        const family = person(text).family;
        if (family !== null) guessed.push(`${written} → ${family}`);
      }
    expect(guessed).toEqual([]);
  });

  it("a generic head beside a specific title of its field keeps the family", () => {
    const text = [
      "Jordan Miles",
      "jordan.miles@example.com · (555) 201-7788",
      "Experience",
      "Engineer, Hollis Home Goods",
      "March 2022 – Present",
      "Kept the line running.",
      "Mechanical Engineer, Acme Corp",
      "January 2019 – February 2022",
      "Designed the conveyor parts.",
      EDUCATION,
    ].join("\n");
    expect(person(text).family).toBe("engineering_manufacturing");
  });
});
