/**
 * Role families the reader left unknown where the classifications agree (decision 735). "Control Engineer" alone was
 * one O*NET vote for a broadcast technician (27-4012.00) against the plant's control titles of O*NET and ESCO; it is
 * now read as the plant's in every form a résumé writes it, while the broadcast titles the sources list whole keep
 * theirs. Every title is generated or written here; the résumé is made up.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { familyOfTitle } from "../../worker/analysis/knowledge/professions";
import { GENERATED_TITLES } from "../../worker/analysis/knowledge/professions.generated";
import { NOW } from "./now";

const person = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW }).reading.person;

const HEADS = ["control engineer", "controls engineer", "control systems engineer"] as const;
/** The forms a résumé writes a title in: case, a level word before, a grade or a level after. */
const FORMS: readonly ((title: string) => string)[] = [
  (t) => t,
  (t) => t.toUpperCase(),
  (t) => t.replace(/(^|\s)(\p{L})/gu, (_, space, c) => space + c.toUpperCase()),
  (t) => `Senior ${t}`,
  (t) => `Lead ${t}`,
  (t) => `Junior ${t}`,
  (t) => `${t} II`,
  (t) => `${t}, Senior`,
  (t) => `${t} (Contract)`,
];

describe("a plant's control engineer", () => {
  for (const head of HEADS)
    it(`"${head}" in every form is engineering and manufacturing`, () => {
      const lost = FORMS.map((form) => form(head)).filter((t) => familyOfTitle(t) !== "engineering_manufacturing");
      expect(lost).toEqual([]);
    });

  it("every longer generated title with a control engineer's words keeps the family its sources give it", () => {
    const rows = Object.entries(GENERATED_TITLES).flatMap(([family, list]) =>
      list
        .split("|")
        .filter((t) => /\bcontrols? (?:systems )?engineer\b/u.test(t) && !(HEADS as readonly string[]).includes(t))
        .map((t) => [t, family] as const),
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter(([t, family]) => familyOfTitle(t) !== family)).toEqual([]);
    // The broadcast station's own titles (O*NET 27-4012.00) among them.
    expect(familyOfTitle("Master Control Engineer")).toBe("other");
    expect(familyOfTitle("Video Control Engineer")).toBe("other");
  });

  it("a made-up control engineer's résumé reads the plant's family", () => {
    const text = [
      "Marek Ostrowski",
      "marek.ostrowski@example.com | +44 7700 900123",
      "",
      "EXPERIENCE",
      "Control Engineer",
      "Northbank Water Treatment Works, Leeds",
      "March 2019 – Present",
      "• Maintained PLC logic and SCADA screens for the filtration and dosing lines",
      "• Commissioned variable speed drives and instrument loops",
      "",
      "EDUCATION",
      "BEng Electrical and Electronic Engineering, University of Leeds, 2015 – 2018",
      "",
      "SKILLS",
      "PLC programming, SCADA, AutoCAD Electrical, HMI design, instrumentation",
    ].join("\n");
    expect(person(text).family).toBe("engineering_manufacturing");
  });
});
