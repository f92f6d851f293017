/**
 * Decision 685: key skills with merged tokens, as generated forms.
 * - names run together with spaces (a row of tags, a comma list's member that lost its comma) are each an item;
 *   a taxonomy name of several words and a lower-case term stay whole;
 * - a level glued after a name or before a language ("Python Advanced", «Java на базовом уровне», "Fluent English")
 *   leaves the name; a row of levels alone ("Expert Advanced", a rating column's header) is no item.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { skillsResume } from "./fixtures/skills-resume";
import { NOW } from "./now";

function keySkills(skills: string): string[] {
  const text = skillsResume(skills);
  return analyzeResume({ text, format: "pdf" }, { now: NOW }).result.key_skills;
}

describe("names run together with spaces", () => {
  const NAMES = ["Python", "PostgreSQL", "Docker", "Kubernetes", "TypeScript", "Redis", "C#", "Webpack", "Kafka"];
  const RUNS = [2, 3, 4];
  const LISTS = [
    (run: string) => run,
    (run: string) => `Git, ${run}, Jira`,
    (run: string) => `Инструменты: ${run}; Figma`,
    (run: string) => `• ${run}\n• Linux`,
  ];
  for (const size of RUNS)
    for (let start = 0; start + size <= NAMES.length; start += 2)
      for (const [li, list] of LISTS.entries()) {
        const names = NAMES.slice(start, start + size);
        it(`${names.join(" ")} (list form ${li}): each name is an item`, () => {
          const key = keySkills(list(names.join(" ")));
          for (const name of names) expect(key).toContain(name);
          for (const item of key) expect(names.filter((n) => item.includes(n)).length, item).toBeLessThanOrEqual(1);
        });
      }

  it("an abbreviation the taxonomy does not know stands between names (an hh.ru row)", () => {
    const key = keySkills("HTTP Redis API Postgres");
    for (const name of ["HTTP", "Redis", "API", "Postgres"]) expect(key).toContain(name);
  });

  // Guards: one name of several words, a term in lower case, another product grouped under one entry.
  it.each([
    "React Native",
    "Visual Basic",
    "Adobe Photoshop",
    "Microsoft SQL Server",
    "Spring Boot",
    "Lean Six Sigma",
    "usability testing",
    "ручное тестирование",
  ])("%s stays one item", (name) => {
    const key = keySkills(`Git, ${name}, Jira`);
    expect(key).toContain(name);
  });

  it("two spellings of one entry stay together, a product grouped under another is its own", () => {
    expect(keySkills("Linux, ESLint Prettier, Jira")).toEqual(expect.arrayContaining(["ESLint", "Prettier"]));
  });
});

describe("a level glued to a name", () => {
  const NAMES = ["Python", "SQL", "Excel", "Figma", "JavaScript"];
  const AFTER = ["Advanced", "Basic", "Expert", "Intermediate", "продвинутый", "на базовом уровне", "средний уровень"];
  for (const name of NAMES)
    it(`${name} × ${AFTER.length} levels after it: the name is the item`, () => {
      for (const level of AFTER) {
        const key = keySkills(`Git, ${name} ${level}, Jira`);
        expect(key, level).toContain(name);
        expect(
          key.some((k) => k.startsWith(`${name} `)),
          level,
        ).toBe(false);
      }
    });

  it("a name that ends with a level word is kept whole", () => {
    expect(keySkills("Git, Visual Basic, Jira")).toContain("Visual Basic");
  });

  it.each(["Fluent", "Native", "Bilingual"])("%s before a language leaves the language", (level) => {
    const text = skillsResume(`Python, ${level} English, ${level} German`);
    const { reading, result } = analyzeResume({ text, format: "pdf" }, { now: NOW });
    // Spoken languages are the reading's skills, not key skills (decision 770).
    const shown = reading.skills.map((s) => s.display);
    expect(shown).toEqual(expect.arrayContaining(["English", "German"]));
    for (const item of [...result.key_skills, ...shown]) expect(item.startsWith(level)).toBe(false);
  });

  it.each(["Expert Advanced", "Advanced Intermediate Basic", "Продвинутый Базовый"])(
    "a row of levels alone (%s) is no item",
    (row) => {
      const key = keySkills(`${row}\nC#, Python, Docker`);
      expect(key).toEqual(expect.arrayContaining(["C#", "Python", "Docker"]));
      expect(key).not.toContain(row);
    },
  );
});
