/**
 * Decision 590: technologies their makers ended carry `obsoleteSince` in the reading, and no report calls a stack with
 * one of them current. Every mark names a dictionary entry; generated stacks × list forms × languages.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { SKILL_DICTIONARY } from "../../worker/analysis/engine/skills/dictionary";
import { matchSkills } from "../../worker/analysis/engine/skills/match";
import { OBSOLETE_SKILLS } from "../../worker/analysis/knowledge/skills.obsolete";

const ENTRY_NAMES = new Set(SKILL_DICTIONARY.map((e) => e.name));

describe("obsolete marks", () => {
  it("every mark names an entry of the skill dictionary, with a month or a year and a source", () => {
    for (const [name, mark] of Object.entries(OBSOLETE_SKILLS)) {
      expect(ENTRY_NAMES.has(name), name).toBe(true);
      expect(mark.since).toMatch(/^(?:19|20)\d\d(?:-(?:0[1-9]|1[0-2]))?$/u);
      expect(mark.source.length).toBeGreaterThan(10);
    }
  });

  it("the dictionary carries each mark on its entry and no other entry has one", () => {
    for (const entry of SKILL_DICTIONARY)
      expect(entry.obsoleteSince, entry.name).toBe(OBSOLETE_SKILLS[entry.name]?.since);
  });

  // The person's spellings of ended technologies (vendors' product names and their versions).
  const ENDED: ReadonlyArray<[string, string]> = [
    ["Flash MX", "Adobe Flash"],
    ["Macromedia Flash", "Adobe Flash"],
    ["Adobe Flash Player", "Adobe Flash"],
    ["WML", "WML"],
    ["WMLScript", "WML"],
    ["VB6", "Visual Basic 6"],
    ["Visual Basic 6.0", "Visual Basic 6"],
    ["Silverlight", "Silverlight"],
    ["Internet Explorer", "Internet Explorer"],
    ["Windows XP", "Windows XP"],
    ["Visual FoxPro", "Visual FoxPro"],
    ["Visual SourceSafe", "Visual SourceSafe"],
  ];
  const SEPARATORS = [", ", "; ", " | ", " • "];
  const CURRENT = ["C++", "JavaScript", "SQL"];

  for (const [spelled, name] of ENDED)
    for (const sep of SEPARATORS)
      it(`"${spelled}" in a list separated by "${sep.trim()}" reads ${name} marked ended`, () => {
        const text = `Skills\n${[...CURRENT, spelled].join(sep)}`;
        const skills = matchSkills(text, { sectionOf: (line) => (line >= 1 ? "skills" : null), language: "en" });
        const hit = skills.find((s) => s.name === name);
        expect(hit?.obsoleteSince).toBe(OBSOLETE_SKILLS[name]!.since);
        for (const current of skills.filter((s) => s.name !== name)) expect(current.obsoleteSince).toBeUndefined();
      });

  it("bare Flash (memory) and MFC (still shipped) carry no mark", () => {
    const skills = matchSkills("Skills\nC, SPI, I2C, NAND Flash, MFC, Win32", {
      sectionOf: (line) => (line >= 1 ? "skills" : null),
      language: "en",
    });
    expect(skills.some((s) => s.name === "Adobe Flash")).toBe(false);
    expect(skills.find((s) => s.name === "MFC")?.obsoleteSince).toBeUndefined();
  });
});

describe("the report on a stack built of ended technologies", () => {
  const resume = (stack: string) =>
    [
      "Иван Петров",
      "ivan@example.com",
      "Опыт работы",
      "2004 — 2012 Разработчик, ООО «Ромашка»",
      "Разрабатывал интерактивные сайты и мобильные порталы.",
      "Навыки",
      stack,
    ].join("\n");

  for (const stack of [
    "Flash MX, ActionScript, WML, HTML, CSS, JavaScript, SQL",
    "VB6, Visual FoxPro, Windows XP, SQL, C++, JavaScript, HTML, CSS",
    "Silverlight, C#, SQL, JavaScript, HTML, CSS, Git",
  ])
    it(`never says the stack is current: ${stack}`, () => {
      const report = analyzeResume({ text: resume(stack) }, { now: new Date("2026-11-15T00:00:00Z") });
      const text = JSON.stringify(report.result);
      expect(text).not.toContain("Стек в целом актуален");
      expect(report.reading.skills.some((s) => s.obsoleteSince)).toBe(true);
    });

  it("a current stack is still called current", () => {
    const report = analyzeResume(
      { text: resume("TypeScript, React, Node.js, PostgreSQL, Docker, Kubernetes, Git") },
      { now: new Date("2026-11-15T00:00:00Z") },
    );
    expect(JSON.stringify(report.result)).toContain("Стек в целом актуален");
  });
});
