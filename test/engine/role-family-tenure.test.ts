/**
 * Operational research careers read as their field, not as a brief first post (decision 760). Operations research (O*NET 15-2031
 * Operations Research Analysts; the UK's "Operational Research" profession) is a mathematical science beside the
 * statisticians: its titles were read as research_academia by "research" before the data family was asked. Every
 * title is generated or written here; the résumé is made up.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { familyOfTitle } from "../../worker/analysis/knowledge/professions";
import { GENERATED_TITLES } from "../../worker/analysis/knowledge/professions.generated";
import { NOW } from "./now";

const person = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW }).reading.person;

const FIELDS = ["operations research", "operational research"] as const;
const HEADS = ["analyst", "manager", "lead", "specialist", "consultant", "fast stream analyst", "analyst/manager"];
/** The forms a résumé writes a title in: case, a level word before, a grade or a level after. */
const FORMS: readonly ((title: string) => string)[] = [
  (t) => t,
  (t) => t.toUpperCase(),
  (t) => t.replace(/(^|\s)(\p{L})/gu, (_, space, c) => space + c.toUpperCase()),
  (t) => `Senior ${t}`,
  (t) => `Principal ${t}`,
  (t) => `${t} II`,
  (t) => `${t}, Senior`,
];

describe("operations research titles", () => {
  it("every head after either name of the field, in every form, is data and ML", () => {
    const titles = FIELDS.flatMap((field) => HEADS.flatMap((head) => FORMS.map((form) => form(`${field} ${head}`))));
    expect(titles.filter((t) => familyOfTitle(t) !== "data_ml")).toEqual([]);
  });

  it("the generated titles of the field keep the family their sources give", () => {
    const rows = Object.entries(GENERATED_TITLES).flatMap(([family, list]) =>
      list
        .split("|")
        .filter((t) => t.includes("operations research"))
        .map((t) => [t, family] as const),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter(([t, family]) => familyOfTitle(t) !== family)).toEqual([]);
  });

  it('"Analytical Lead" is the analytics lead; a laboratory\'s "analytical" titles keep their families', () => {
    expect(FORMS.map((form) => familyOfTitle(form("analytical lead")))).toEqual(FORMS.map(() => "data_ml"));
    expect(familyOfTitle("Analytical Chemist")).toBe("research_academia");
    expect(familyOfTitle("Analytical Biochemical Engineer")).toBe("engineering_manufacturing");
  });
});

describe("a career of operational research titles", () => {
  it("a summary naming a brief first post loses to an operational research career", () => {
    const text = [
      "Maren Holt",
      "maren.holt@example.com | 07700 900789",
      "Professional Summary",
      "After a short spell as a trainee auditor, I have worked as an operational research analyst in government since 2013.",
      "Experience",
      "Mar 2020-present: Analytical Lead, Transport Modelling Team",
      "• Lead analyst on the freight demand forecast model",
      "Apr 2016-Mar 2020: Operational Research Manager, Housing Analysis Unit",
      "• Led the analysis of the housing benefit caseload using SQL and R",
      "Sep 2013-Apr 2016: Operational Research Analyst, Benefits Modelling Team",
      "• Maintained the microsimulation model of benefit reform",
      "Education",
      "Sep 2009-Jul 2013: MMath Mathematics; University of Bristol",
    ].join("\n");
    expect(person(text).family).toBe("data_ml");
  });
});
