/**
 * Skills named outside the skills section (decision 465), tested over generated forms: names no dictionary has,
 * listed beside taxonomy skills in duties, summaries and course lines (leads × separators × sections × languages),
 * in brackets, down a column, between the tags of a flattened key-skills row; and what must never come of it —
 * lists of places or employers, the end of a wrapped line, a date, a heading, a contact site, the person's name.
 * Nothing the reading or the report lists is junk by the bench's checker.
 */
import { describe, expect, it } from "vitest";
import { junkReason } from "../../bench/skill-junk.mjs";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { skillItemProblem } from "../../worker/analysis/engine/skills/gate";
import { NOW } from "./now";

const letters = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, "");

function read(text: string): { names: Set<string>; all: string[] } {
  const { facts, result } = analyzeResume({ text, format: "pdf" }, { now: NOW });
  const all = [...new Set([...result.key_skills, ...facts.skills.map((s) => s.name)])];
  return { names: new Set(all.map(letters)), all };
}

/** Names of no trade's dictionary: found by their place in a list beside known ones, or not at all. */
const UNKNOWN = ["Telmera", "Qwertix", "Zorbit Suite", "KLV-9", "Nexora"];
/** Taxonomy skills of several trades. */
const KNOWN_EN = ["Excel", "SQL", "AutoCAD", "Python", "SAP"];
const KNOWN_RU = ["Excel", "1С:Бухгалтерия", "Docker", "SQL", "AutoCAD"];

/** Interleaves two known names into the unknown ones: "Excel, Telmera, SQL, Qwertix, …". */
const mixed = (known: readonly string[], unknown: readonly string[]): string[] => [
  known[0]!,
  unknown[0]!,
  known[1]!,
  ...unknown.slice(1),
];

const EN_LEADS = [
  (list: string) => `Reconciled accounts using ${list}.`,
  (list: string) => `Worked with a range of tools including ${list}.`,
  (list: string) => `Tools: ${list}`,
  (list: string) => `Technologies used: ${list}`,
  (list: string) => `Built the reporting pipeline (${list}) for the finance team`,
  (list: string) => `• Stack: ${list}`,
];
const RU_LEADS = [
  (list: string) => `Вела учёт с использованием: ${list}.`,
  (list: string) => `Стек: ${list}`,
  (list: string) => `Инструменты: ${list}`,
  (list: string) => `Работала в программах (${list}) ежедневно`,
  (list: string) => `- Технологии: ${list}`,
];
const SEPARATORS = [", ", "; "];

const enResume = (section: string, line: string): string =>
  `Anna Lee\nFinancial analyst\nanna.lee@example.com\n\n${section}\nAcme Ltd, Analyst, 2019 – 2024\n${line}\n\nEducation\nUniversity of Leeds, BSc Accounting, 2015\n`;
const ruResume = (section: string, line: string): string =>
  `Анна Ли\nБухгалтер\nanna.lee@example.com\n\n${section}\nООО «Ромашка», бухгалтер, 2019 – 2024\n${line}\n\nОбразование\nМГУ, экономический факультет, 2015\n`;

describe("names listed beside taxonomy skills outside the skills section", () => {
  for (const section of ["Experience", "Summary", "Courses"])
    for (const separator of SEPARATORS)
      it.each(EN_LEADS.map((lead, i) => [i, lead] as const))(
        `English, ${section}, "${separator}", lead %i`,
        (_, lead) => {
          const names = mixed(KNOWN_EN, UNKNOWN);
          const { names: found, all } = read(enResume(section, lead(names.join(separator))));
          for (const name of UNKNOWN) expect(found.has(letters(name)), name).toBe(true);
          for (const item of all) expect(junkReason(item), item).toBeNull();
        },
      );

  for (const section of ["Опыт работы", "О себе", "Курсы"])
    for (const separator of SEPARATORS)
      it.each(RU_LEADS.map((lead, i) => [i, lead] as const))(
        `Russian, ${section}, "${separator}", lead %i`,
        (_, lead) => {
          const names = mixed(KNOWN_RU, UNKNOWN);
          const { names: found, all } = read(ruResume(section, lead(names.join(separator))));
          for (const name of UNKNOWN) expect(found.has(letters(name)), name).toBe(true);
          for (const item of all) expect(junkReason(item), item).toBeNull();
        },
      );

  it("a last member joined by a conjunction and a sentence going on after it", () => {
    const { names } = read(
      enResume("Experience", "Ran assays on HPLC rigs using Excel, SQL, Telmera and Qwertix to cut costs."),
    );
    for (const name of ["Telmera", "Qwertix"]) expect(names.has(letters(name)), name).toBe(true);
  });
});

describe("what a list outside the skills section never gives", () => {
  const NOT_SKILLS = [
    "Opened offices in Moscow, London, Paris and Berlin.",
    "Clients: Sberbank, Nornickel, Severstal, Magnit",
    "Managed vendors, contractors, auditors and banks for the group.",
    "Вела переговоры с Газпромом, Лукойлом, Сбером и Магнитом.",
  ];
  it.each(NOT_SKILLS)("no taxonomy skill in the list, nothing added: %s", (line) => {
    const { all } = read(enResume("Experience", line));
    for (const word of ["Moscow", "London", "Sberbank", "Nornickel", "vendors", "auditors", "Газпромом", "Магнитом"])
      expect(all.map(letters)).not.toContain(letters(word));
  });

  it("the end of a line that goes on below is not a member; nor is the start of a continued line", () => {
    const wrapped = read(
      enResume("Education", "Took courses on Python, SQL, Excel, applied\nstatistics and econometrics at Leeds."),
    );
    expect(wrapped.all.map(letters)).not.toContain("applied");
    const continued = read(
      ruResume("Опыт работы", "Применяла техники тест-\nдизайна, STLC, SDLC, SQL, Docker, модели разработки ПО"),
    );
    expect(continued.all.map(letters)).not.toContain(letters("дизайна"));
  });

  it("publications and referees are not read for skills", () => {
    const text = `${enResume("Experience", "Analyst work")}\nPublications\nLee A., Python, SQL, Smith J., Telmera B. (2020) Journal\n`;
    expect(read(text).names.has(letters("Smith J"))).toBe(false);
  });
});

describe("a column of short lines and a row of tags", () => {
  it("three or more short lines, two of them taxonomy skills, name skills down the column", () => {
    const column = ["• Excel", "• Telmera", "• SQL", "• Qwertix"].join("\n");
    const { names } = read(
      `Anna Lee\nanna.lee@example.com\n\n${column}\n\nExperience\nAcme Ltd, Analyst, 2019 – 2024\n`,
    );
    for (const name of ["Telmera", "Qwertix"]) expect(names.has(letters(name)), name).toBe(true);
  });

  it("a column with no taxonomy skill (cities, titles) gives nothing", () => {
    const column = ["Moscow", "Saint Petersburg", "Kazan", "Sochi"].join("\n");
    const { all } = read(`Anna Lee\nanna.lee@example.com\n\n${column}\n\nExperience\nAcme Ltd, Analyst, 2019 – 2024\n`);
    for (const city of ["Moscow", "Kazan", "Sochi"]) expect(all.map(letters)).not.toContain(letters(city));
  });

  it("coined names between the tags of a flattened key-skills row; a Title-case word is left alone", () => {
    const row = "Навыки Python Django Framework SQL PostgreSQL ООП Linux Git MySQL Flask";
    const { names, all } = read(
      `Иван Петров\nivan@example.com\n\n${row}\n\nОпыт работы\nООО «Ромашка», разработчик, 2019 – 2024\n`,
    );
    expect(names.has(letters("ООП"))).toBe(true);
    expect(all).not.toContain("Framework");
  });
});

describe("the cleanliness gate: dates, headings, contact sites, the person's name", () => {
  const MONTHS = ["Jan", "January", "Sept", "январь", "сентября", "Summer", "Q3"];
  const FORMS = [
    (m: string) => `${m} 2020`,
    (m: string) => `${m} 2019 – ${m} 2021`,
    (m: string) => `${m} 2019 – present`,
  ];
  it("a date in any form is no item", () => {
    for (const month of MONTHS)
      for (const form of FORMS) expect(skillItemProblem(form(month)), form(month)).toBe("date");
    expect(skillItemProblem("сентябрь 2019 – н.в.")).toBe("date");
  });
  it("a name with a version or a year is still a name", () => {
    for (const name of ["Office 2016", "Windows 10", "1С 8.3", "Python 3", "HTML5", "Visual Studio 2022"])
      expect(skillItemProblem(name), name).toBeNull();
  });
  it("a section's name is no item, a heading that is also a skill is one", () => {
    for (const heading of [
      "Languages",
      "Skills",
      "Technical skills",
      "Опыт работы",
      "Education",
      "Навыки",
      "Контакты",
      "References",
    ])
      expect(skillItemProblem(heading), heading).toBe("heading");
    // A heading's words in a skill's name, or a heading the taxonomy names as a skill, stay.
    for (const skill of [
      "Research",
      "Teaching",
      "Training",
      "Project Management",
      "Communication skills",
      "Английский язык B2",
      "Персональные данные",
    ])
      expect(skillItemProblem(skill), skill).toBeNull();
  });
  it("a contact site alone is no item; a tool of that site is", () => {
    expect(skillItemProblem("LinkedIn")).toBe("contact");
    expect(skillItemProblem("hh.ru")).toBe("contact");
    expect(skillItemProblem("LinkedIn Recruiter")).toBeNull();
  });
  it("the person's own name in the skills list is no skill", () => {
    const { all } = read("Anna Lee\nanna.lee@example.com\n\nSkills\nAnna Lee\nExcel, Telmera, SQL\n");
    expect(all.map(letters)).not.toContain(letters("Anna Lee"));
    expect(all.map(letters)).toContain(letters("Telmera"));
  });
  it("a past-tense duty and a mojibake word are no item", () => {
    expect(skillItemProblem("Оптимизировал код")).toBe("fragment");
    expect(skillItemProblem("äëÿ MacOS")).toBe("fragment");
    expect(skillItemProblem("Café management")).toBeNull();
  });
});
