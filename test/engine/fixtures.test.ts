import { describe, expect, it } from "vitest";
import { analysisResultSchema } from "../../shared/schemas/analysis";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { EN_BACKEND_ENGINEER, EN_BACKEND_EXPECTED } from "./fixtures/en-backend-engineer";
import { EN_MARKETING_MANAGER } from "./fixtures/en-marketing-manager";
import { RU_1C_EXPECTED, RU_1C_PROGRAMMER } from "./fixtures/ru-1c-programmer";
import { RU_JUNIOR_EXPECTED, RU_JUNIOR_FRONTEND } from "./fixtures/ru-junior-frontend";
import { RU_SALES_EXPECTED, RU_SALES_MANAGER } from "./fixtures/ru-sales-manager";
import { NOW } from "./now";

const analyze = (text: string, format: "pdf" | "docx" = "pdf") => analyzeResume({ text, format }, { now: NOW });
const skillNames = (report: ReturnType<typeof analyze>) => report.facts.skills.map((s) => s.name);
const sectionKinds = (report: ReturnType<typeof analyze>) => report.facts.sections.map((s) => s.kind);
const finding = (report: ReturnType<typeof analyze>, id: string) => report.criteria.find((c) => c.id === id)!;
const CYRILLIC = /[а-яё]/i;

describe("Russian 1C programmer (hh.ru style)", () => {
  const report = analyze(RU_1C_PROGRAMMER);
  const { facts } = report;

  it("extracts contacts", () => {
    expect(facts.contacts.emails).toEqual([RU_1C_EXPECTED.email]);
    expect(facts.contacts.phones[0]?.digits).toBe(RU_1C_EXPECTED.phoneDigits);
    expect(facts.contacts.city).toBe(RU_1C_EXPECTED.city);
    expect(facts.contacts.telegramHandle).toBe("@anna_smirnova_1c");
    expect(facts.contacts.links.map((l) => l.kind)).toContain("github");
  });
  it("finds sections, position, years and skills", () => {
    expect(sectionKinds(report)).toEqual(
      expect.arrayContaining(["desired", "summary", "experience", "education", "courses", "skills", "languages"]),
    );
    expect(facts.desiredPosition).toBe("Ведущий программист 1С");
    expect(Math.abs(facts.totalExperienceYears - RU_1C_EXPECTED.totalYears)).toBeLessThan(1);
    expect(facts.statedExperienceMonths).toBe(11 * 12 + 2);
    expect(facts.gaps).toEqual([]);
    expect(skillNames(report)).toEqual(expect.arrayContaining([...RU_1C_EXPECTED.skills]));
    expect(facts.profile?.id).toBe("onec");
    expect(facts.educationLevel).toBe("bachelor");
    expect(facts.languages).toContainEqual({ language: "английский", level: "b1" });
  });
  it("rates a strong resume highly, with Russian text", () => {
    expect(report.result.overall_score).toBeGreaterThanOrEqual(8);
    expect(report.result.strengths.length).toBeGreaterThan(2);
    expect(report.result.general_impression).toMatch(CYRILLIC);
    expect(finding(report, "content.quantified").status).toBe("pass");
    expect(analysisResultSchema.parse(report.result)).toBeTruthy();
  });
});

describe("Russian sales manager", () => {
  const report = analyze(RU_SALES_MANAGER, "docx");
  const { facts } = report;

  it("extracts contacts from '8 927 …' and labelled lines", () => {
    expect(facts.contacts.emails).toEqual([RU_SALES_EXPECTED.email]);
    expect(facts.contacts.phones[0]?.digits).toBe(RU_SALES_EXPECTED.phoneDigits);
    expect(facts.contacts.city).toBe(RU_SALES_EXPECTED.city);
    expect(facts.startsWithResumeWord).toBe(true);
  });
  it("computes years without the education range and finds the gap", () => {
    expect(Math.abs(facts.totalExperienceYears - RU_SALES_EXPECTED.totalYears)).toBeLessThan(1);
    expect(facts.gaps.map((g) => g.months)).toEqual([RU_SALES_EXPECTED.gapMonths]);
    expect(facts.profile?.id).toBe("sales");
    expect(skillNames(report)).toEqual(
      expect.arrayContaining(["amoCRM", "CRM", "Холодные звонки", "Ведение переговоров", "1С:УТ", "1С"]),
    );
  });
  it("flags clichés, duty lists and over-shared personal data, each with a fix", () => {
    expect(facts.cliches).toEqual(
      expect.arrayContaining(["коммуникабельный", "стрессоустойчивый", "ответственный", "целеустремлённый"]),
    );
    expect(facts.personalData.map((p) => p.kind)).toEqual(
      expect.arrayContaining(["passport", "marital", "children", "birth"]),
    );
    for (const id of ["privacy.documents", "content.cliches", "content.duties", "experience.gaps", "structure.name"]) {
      const f = finding(report, id);
      expect(f.status, id).not.toBe("pass");
      expect(f.fix.length, id).toBeGreaterThan(20);
    }
    expect(report.result.overall_score).toBeLessThanOrEqual(6);
  });
});

describe("Russian junior frontend without experience", () => {
  const report = analyze(RU_JUNIOR_FRONTEND);
  const { facts } = report;

  it("reads letter-spaced headings and the contacts line", () => {
    expect(sectionKinds(report)).toEqual(
      expect.arrayContaining(["summary", "projects", "skills", "education", "courses", "languages"]),
    );
    expect(facts.sections.filter((s) => s.letterSpaced).length).toBeGreaterThanOrEqual(5);
    expect(finding(report, "ats.plain_headings").status).not.toBe("pass");
    expect(facts.contacts.emails).toEqual([RU_JUNIOR_EXPECTED.email]);
    expect(facts.contacts.phones[0]?.digits).toBe(RU_JUNIOR_EXPECTED.phoneDigits);
    expect(facts.contacts.city).toBe(RU_JUNIOR_EXPECTED.city);
    expect(facts.contacts.links.map((l) => l.kind)).toEqual(expect.arrayContaining(["github", "telegram"]));
  });
  it("has no experience years and a frontend profile", () => {
    expect(facts.totalExperienceYears).toBe(0);
    expect(facts.seniorityStated).toBe("junior");
    expect(facts.profile?.id).toBe("frontend");
    expect(skillNames(report)).toEqual(expect.arrayContaining([...RU_JUNIOR_EXPECTED.skills]));
    expect(report.result.experience_analysis?.years).toBe(0);
    expect(report.result.skill_gap_analysis?.length).toBeGreaterThan(0);
  });
});

describe("English backend engineer", () => {
  const report = analyze(EN_BACKEND_ENGINEER);
  const { facts } = report;

  it("detects English and extracts facts", () => {
    expect(facts.language).toBe("en");
    expect(facts.contacts.emails).toEqual([EN_BACKEND_EXPECTED.email]);
    expect(facts.contacts.phones[0]?.kind).toBe("intl");
    expect(facts.contacts.city).toBe(EN_BACKEND_EXPECTED.city);
    expect(facts.contacts.links.map((l) => l.kind)).toEqual(expect.arrayContaining(["linkedin", "github"]));
    expect(Math.abs(facts.totalExperienceYears - EN_BACKEND_EXPECTED.totalYears)).toBeLessThan(1);
    expect(facts.educationLevel).toBe("master");
    expect(skillNames(report)).toEqual(expect.arrayContaining([...EN_BACKEND_EXPECTED.skills]));
    expect(facts.languages).toContainEqual({ language: "немецкий", level: "b2" });
  });
  it("answers in Russian for an English resume", () => {
    expect(report.result.general_impression).toMatch(CYRILLIC);
    for (const text of [...report.result.strengths, ...report.result.recommendations]) expect(text).toMatch(CYRILLIC);
    expect(report.result.overall_score).toBeGreaterThanOrEqual(7);
  });
});

describe("English marketing manager with typical mistakes", () => {
  const report = analyze(EN_MARKETING_MANAGER);
  it("flags English clichés, duty phrases and personal data", () => {
    expect(report.facts.cliches).toEqual(expect.arrayContaining(["team player", "hard-working", "detail-oriented"]));
    expect(report.facts.dutyPhraseCount).toBeGreaterThanOrEqual(2);
    expect(report.facts.personalData.map((p) => p.kind)).toEqual(expect.arrayContaining(["marital", "birth"]));
    expect(finding(report, "privacy.birth").status).toBe("fail");
    expect(finding(report, "content.quantified").status).toBe("fail");
    expect(report.result.overall_score).toBeLessThan(6);
    expect(report.result.weaknesses.length).toBeGreaterThan(3);
  });
});
