/**
 * The item grammar of a resume's own skills list (decision 395), tested over generated forms × layouts: a name with a
 * level before or after it, in brackets, joined to another by a conjunction or a spaced slash, a flattened row's
 * label or cells; the reading keeps the whole list (not only the report's 15), and nothing it lists is junk by the
 * bench's checker.
 */
import { describe, expect, it } from "vitest";
import { junkReason } from "../../bench/skill-junk.mjs";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { readAside, splitJoinedNames, splitSpacedSlash, withoutLevel } from "../../worker/analysis/engine/skills/items";
import { NOW } from "./now";

/** Every skill the reading and the report name, by letters only (as the bench compares). */
function readSkills(text: string): { all: Set<string>; shown: string[]; listed: string[] } {
  const { facts, result } = analyzeResume({ text, format: "pdf" }, { now: NOW });
  const names = [...result.key_skills, ...facts.skills.map((s) => s.name), ...facts.skills.map((s) => s.display)];
  return {
    all: new Set(names.map(letters)),
    shown: result.key_skills,
    listed: [...new Set([...result.key_skills, ...facts.skills.map((s) => s.name)])],
  };
}
const letters = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, "");

/** Names nobody's dictionary has: the reader must find them by the list's form alone. */
const UNKNOWN_NAMES = ["Telmera", "Readypay", "Qwertix Suite", "Morningstar Direct", "Lipper", "Macaulay2", "Zorbit"];

const LAYOUTS: ReadonlyArray<{ name: string; render: (items: readonly string[]) => string }> = [
  { name: "bullets", render: (items) => items.map((i) => `• ${i}`).join("\n") },
  { name: "dashes", render: (items) => items.map((i) => `- ${i}`).join("\n") },
  { name: "comma list with a label", render: (items) => `Tools: ${items.join(", ")}` },
  { name: "semicolons", render: (items) => items.join("; ") },
  { name: "markdown label", render: (items) => `* **Software:** ${items.join(", ")}` },
  { name: "two bullets a line", render: (items) => items.map((i, n) => (n % 2 ? ` • ${i}\n` : `• ${i}`)).join("") },
];

const resume = (skillsBlock: string, heading = "Skills"): string =>
  `Anna Lee\nFinancial analyst\nanna.lee@example.com\n\n${heading}\n${skillsBlock}\n\nEducation\nUniversity of Leeds, BSc Accounting, 2015\n`;

describe("levels around a name (generated leads × names × layouts)", () => {
  const EN_LEADS = [
    "Proficient in",
    "Proficiency in",
    "Knowledge of",
    "Strong knowledge of",
    "Working knowledge of",
    "Experience with",
    "Skilled in",
    "Competent in",
    "High level of proficiency with",
    "Basic",
    "Advanced",
  ];
  const EN_TRAILS = [" Intermediate", " Upper-Intermediate", " – advanced", " (basic)", " 80%", " - expert", ""];

  it.each(LAYOUTS)("English leads and levels, $name", ({ render }) => {
    const items = UNKNOWN_NAMES.map(
      (name, i) => `${EN_LEADS[i % EN_LEADS.length]} ${name}${EN_TRAILS[i % EN_TRAILS.length]}`,
    );
    const { all, shown } = readSkills(resume(render(items)));
    for (const name of UNKNOWN_NAMES) expect(all.has(letters(name)), name).toBe(true);
    for (const item of shown) expect(junkReason(item), item).toBeNull();
  });

  it("every English lead and level around every name leaves the name", () => {
    for (const lead of EN_LEADS)
      for (const trail of EN_TRAILS)
        for (const name of ["Microsoft Office Suite", "Bloomberg", "QuickBooks Online", "SAP GL", "Telmera"])
          expect(withoutLevel(`${lead} ${name}${trail}`), `${lead} ${name}${trail}`).toBe(name);
  });

  it("every Russian lead before a name (Latin, a number, an abbreviation) leaves the name", () => {
    const leads = [
      "Знание",
      "Знания",
      "Базовые знания",
      "Хорошее знание",
      "Уверенное владение",
      "Владение программами",
      "Опыт работы с",
      "Опыт работы в среде",
      "Навыки работы с",
      "Умение работать в",
      "Уверенный пользователь",
      "Имею базовые знания",
      "Средний уровень знаний",
    ];
    for (const lead of leads)
      for (const name of ["Microsoft Visual Studio 2022", "Git (GitHub)", "ООП", "1С:Бухгалтерия", "Adobe Photoshop"])
        expect(withoutLevel(`${lead} ${name}`), `${lead} ${name}`).toBe(name);
  });

  it("keeps a phrase whole: the lead or level belongs to the skill there", () => {
    for (const phrase of [
      "Proficient with POS systems",
      "Proficiency in accounting software",
      "Basic mathematics",
      "Experienced in most restaurant positions",
      "Владение техникой классического танца",
      "Знание английского языка",
      "React Native",
      "Visual Basic",
      "Data entry proficiency",
    ])
      expect(withoutLevel(phrase), phrase).toBe(phrase);
  });
});

describe("names joined, split and in brackets", () => {
  it("splits capitalised names at a conjunction, a phrase stays one", () => {
    expect(splitJoinedNames("Excel and PowerPoint", false)).toEqual(["Excel", "PowerPoint"]);
    expect(splitJoinedNames("Hyperion and HFM", false)).toEqual(["Hyperion", "HFM"]);
    expect(splitJoinedNames("Word и Excel", false)).toEqual(["Word", "Excel"]);
    expect(splitJoinedNames("Excel & Powerpoint", true)).toEqual(["Excel", "Powerpoint"]);
    for (const phrase of [
      "Composite design and stress analysis",
      "Переговоры и эскалации",
      "Proactive and team player",
      "1С:Зарплата и управление персоналом",
      "Plating & Presentation",
      "Research Communication & Dissemination",
    ])
      expect(splitJoinedNames(phrase, false), phrase).toEqual([phrase]);
  });

  it("a spaced slash separates short names, not a shared noun", () => {
    expect(splitSpacedSlash("HTML / CSS / SQL")).toEqual(["HTML", "CSS", "SQL"]);
    expect(splitSpacedSlash("CSS modules / SCSS / TailwindCSS / MUI")).toEqual([
      "CSS modules",
      "SCSS",
      "TailwindCSS",
      "MUI",
    ]);
    expect(splitSpacedSlash("Accounts payable / receivable")).toEqual(["Accounts payable / receivable"]);
    expect(splitSpacedSlash("CI/CD")).toEqual(["CI/CD"]);
  });

  it("an aside leaves the item as written and gives the name; a part list gives each part; initials stay", () => {
    expect(readAside("QisKit (IBM)")).toEqual({ name: "QisKit (IBM)", parts: ["QisKit"] });
    expect(readAside("Python (pandas, numpy)")).toEqual({
      name: "Python (pandas, numpy)",
      parts: ["Python", "pandas", "numpy"],
    });
    expect(readAside("Embedded Atom Models (EAM)")).toEqual({ name: "Embedded Atom Models (EAM)", parts: [] });
  });

  it.each(LAYOUTS)("joined names and asides read in a skills list, $name", ({ render }) => {
    const { all } = readSkills(
      resume(
        render([
          "Telmera and Readypay",
          "Zorbit (Acme Corp)",
          "Lipper (Quux, Macaulay2)",
          "Qwertix / Morningstar Direct",
        ]),
      ),
    );
    for (const name of [
      "Telmera",
      "Readypay",
      "Zorbit",
      "Lipper",
      "Quux",
      "Macaulay2",
      "Qwertix",
      "Morningstar Direct",
    ])
      expect(all.has(letters(name)), name).toBe(true);
  });

  it("the last 'and' of a list of names goes, a phrase that goes on stays", () => {
    expect(readSkills(resume("R, Stata, and Zorbit")).all.has("zorbit")).toBe(true);
    const phrase = readSkills(resume("Friendly, courteous, & service oriented"));
    // A personal quality: the reading's skill as written, not a key skill (decision 770).
    expect(phrase.all.has(letters("Friendly, courteous, & service oriented"))).toBe(true);
  });
});

describe("layout of the list", () => {
  it("one lower-case item a line without bullets: each line is an item", () => {
    const { shown } = readSkills(
      resume("ведение бухгалтерского и налогового учёта\nведение кассовых операций\nсоставление отчётности", "Навыки"),
    );
    expect(shown).toEqual(
      expect.arrayContaining(["ведение бухгалтерского и налогового учёта", "ведение кассовых операций"]),
    );
  });

  it("a bulleted item wrapped onto a lower-case line is one item", () => {
    const { shown } = readSkills(resume("• Recruiting & hiring\ntalent\n• Quality assurance"));
    expect(shown).toContain("Recruiting & hiring talent");
  });

  it("a flattened table row gives its cells; a row label glued before the first item goes", () => {
    const row = readSkills(resume("Работа с C-level Переговоры и эскалации Развитие ключевых клиентов", "Навыки"));
    expect(row.shown).toEqual(
      expect.arrayContaining(["Работа с C-level", "Переговоры и эскалации", "Развитие ключевых клиентов"]),
    );
    expect(row.listed).not.toContain("C");
    const labelled = readSkills(resume("Ключевые навыки Zorbit, Telmera, Readypay", "Навыки"));
    expect(labelled.shown).toContain("Zorbit");
  });

  it("the reading keeps the whole list, not only the report's 15", () => {
    const names = Array.from({ length: 30 }, (_, i) => `Zorbit${i + 1}`);
    const { facts, result } = analyzeResume({ text: resume(names.join(", ")), format: "pdf" }, { now: NOW });
    expect(result.key_skills.length).toBeLessThanOrEqual(15);
    const read = facts.skills.filter((s) => s.category === "listed").map((s) => s.name);
    expect(read).toEqual(expect.arrayContaining(names));
  });

  it("page marks and lone letters are not items", () => {
    const { listed } = readSkills(resume("• Telmera\n• Page 2 of 3\n• ô C ô Zorbit"));
    expect(listed).not.toContain("Page 2 of 3");
    expect(listed).not.toContain("ô C");
  });
});
