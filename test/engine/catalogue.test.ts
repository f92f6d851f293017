import { describe, expect, it } from "vitest";
import { findPhones } from "../../worker/analysis/engine/contacts";
import { CRITERIA, extractFacts, SKILL_DICTIONARY_COMPILED } from "../../worker/analysis/engine/index";
import { headingOf } from "../../worker/analysis/engine/sections";
import { SKILL_DICTIONARY } from "../../worker/analysis/engine/skills/dictionary";

describe("criteria catalogue", () => {
  it("has at least 50 uniquely named, weighted criteria with Russian titles", () => {
    expect(CRITERIA.length).toBeGreaterThanOrEqual(50);
    expect(new Set(CRITERIA.map((c) => c.id)).size).toBe(CRITERIA.length);
    for (const c of CRITERIA) {
      expect(c.title, c.id).toMatch(/[а-яё]/i);
      expect(c.weight, c.id).toBeGreaterThan(0);
      expect(c.description.length, c.id).toBeGreaterThan(10);
    }
  });
});

describe("skill dictionary", () => {
  it("is large, bilingual and dated", () => {
    expect(SKILL_DICTIONARY.length).toBeGreaterThanOrEqual(300);
    expect(SKILL_DICTIONARY_COMPILED).toMatch(/^\d{4}-\d{2}$/);
    expect(new Set(SKILL_DICTIONARY.map((s) => s.category)).size).toBeGreaterThanOrEqual(15);
  });
  const skillsOf = (text: string) => extractFacts(text).skills.map((s) => s.name);
  it("matches aliases case-insensitively", () => {
    expect(skillsOf("Опыт: JS, постгрес, k8s")).toEqual(
      expect.arrayContaining(["JavaScript", "PostgreSQL", "Kubernetes"]),
    );
  });
  it("keeps C++, C#, .NET and Node.js whole, and Java apart from JavaScript", () => {
    const found = skillsOf("Стек: C++, C#, .NET Core, Node.js, JavaScript");
    expect(found).toEqual(expect.arrayContaining(["C++", "C#", ".NET", "Node.js", "JavaScript"]));
    expect(found).not.toContain("Java");
  });
  it("treats 1С:Бухгалтерия as also 1С, with Latin or Cyrillic C", () => {
    expect(skillsOf("Работа в 1C:Бухгалтерия 3.0")).toEqual(expect.arrayContaining(["1С:Бухгалтерия", "1С"]));
  });
  it("uses word boundaries for Cyrillic and inflected Russian forms", () => {
    expect(skillsOf("Вёл переговоры с поставщиками")).toContain("Ведение переговоров");
    expect(skillsOf("Проводил переговоров много")).toContain("Ведение переговоров");
    expect(skillsOf("Гонял голубей")).not.toContain("Go");
    expect(skillsOf("Backend на Go и Python")).toEqual(expect.arrayContaining(["Go", "Python"]));
  });
});

describe("headings and contacts", () => {
  it.each([
    ["Опыт работы", "experience"],
    ["ОПЫТ РАБОТЫ", "experience"],
    ["О П Ы Т   Р А Б О Т Ы", "experience"],
    ["## Experience", "experience"],
    ["Work Experience:", "experience"],
    ["Опыт работы — 11 месяцев", "experience"],
    ["Образование", "education"],
    ["EDUCATION", "education"],
    ["Ключевые навыки", "skills"],
    ["Skills & Tools", "skills"],
    ["О себе", "summary"],
    ["Summary", "summary"],
    ["Проекты", "projects"],
    ["Курсы", "courses"],
    ["Certifications", "courses"],
    ["Языки", "languages"],
    ["Знание языков", "languages"],
  ])("'%s' is a %s heading", (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });
  it("does not take ordinary lines for headings", () => {
    expect(headingOf("Опыт работы с клиентами более 5 лет")).toBeNull();
    expect(headingOf("Experience with Python and Go")).toBeNull();
  });
  it.each([
    ["+7 (999) 012-73-01", "79990127301"],
    ["8 999 012-73-09", "79990127309"],
    ["89990127309", "79990127309"],
    ["+7-999-123-4567", "79991234567"],
    ["+375 29 900 12 17", "375299001217"],
    ["+1 (555) 010-0199", "15550100199"],
  ])("phone %s", (raw, digits) => {
    expect(findPhones(`Телефон: ${raw}`)[0]?.digits).toBe(digits);
  });
  it("does not take year ranges for phones", () => {
    expect(findPhones("2016 - 2019, 2020-2021")).toEqual([]);
  });
});
