/**
 * Decision 590: the person's spellings and the skills list's layout, as generated forms.
 * - versions after a name are kept among the skill's spellings (forms × item contexts), counts and ranges are not;
 * - entry names that are English words are the word in English prose when written in lower case;
 * - a profile site alone on a contact line, or before a blanked link, is no skill;
 * - Word's "o" bullet is a list mark; "Name – what I did with it" lists the name;
 * - key-skill items stay whole: generated skills lists (separators × wrapping × levels × case) give no junk, no
 *   split item, and every skill of the reading quotes a line that holds one of its spellings.
 */
import { describe, expect, it } from "vitest";
import { junkReason } from "../../bench/skill-junk.mjs";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { SKILL_DICTIONARY } from "../../worker/analysis/engine/skills/dictionary";
import { matchSkills } from "../../worker/analysis/engine/skills/match";
import { ORDINARY_WORD_NAMES } from "../../worker/analysis/knowledge/skills.ordinary.generated";
import { skillsResume } from "./fixtures/skills-resume";
import { NOW } from "./now";

const inSkills = { sectionOf: (line: number) => (line >= 1 ? ("skills" as const) : null) };

describe("a version after a name", () => {
  const NAMES = ["Bootstrap", "CodeIgniter", "CATIA", "Sublime Text", "SQL Server", "JavaScript", "Angular"];
  const VERSIONS = ["3", "8.3", "2022", "V5", "v4", "ES6+", "3.x"];
  const CONTEXTS = [
    (item: string) => `Skills\nGit, ${item}, Docker`,
    (item: string) => `Skills\n${item}`,
    (item: string) => `Skills\nTools: ${item}; Jira`,
    (item: string) => `Опыт\nРазрабатывал интерфейсы на ${item}.`,
  ];
  for (const name of NAMES)
    for (const version of VERSIONS)
      it(`"${name} ${version}" keeps its version among the spellings`, () => {
        for (const context of CONTEXTS) {
          const skills = matchSkills(context(`${name} ${version}`), inSkills);
          const skill = skills.find((s) => s.surfaces?.includes(name));
          expect(skill, context(name)).toBeDefined();
          expect(skill!.surfaces).toContain(`${name} ${version}`);
          // The first spelling stays the bare name: the vacancy match compares it.
          expect(skill!.surfaces![0]).toBe(name);
        }
      });

  // Names with no versioned alias of their own ("Python 3", "Java 8" are aliases).
  const NOT_VERSIONS = [
    "Docker 3 года опыта",
    "Jira 2 years of daily use",
    "Kubernetes 2015 – 2018",
    "Kubernetes 2015-2018",
    "Jira  8",
    "Docker 12345",
  ];
  it.each(NOT_VERSIONS)("%s: a count, a range or a stray number is no version", (line) => {
    for (const skill of matchSkills(`Skills\n${line}`, inSkills))
      for (const surface of skill.surfaces ?? []) expect(surface).not.toMatch(/\d/u);
  });
});

describe("an entry name that is an English word, in lower case", () => {
  const names = ORDINARY_WORD_NAMES.split("|").filter((name) =>
    SKILL_DICTIONARY.some((e) => e.name === name && e.aliases.some((a) => a.text === name && a.wordInProse)),
  );
  it("the generated list finds the kind", () => {
    expect(names).toEqual(expect.arrayContaining(["React", "Angular", "Airflow", "Vault"]));
    // Programming languages are left out: "python", "java" in lower case are the languages.
    expect(names).not.toContain("Python");
  });
  const ENGLISH = [
    (w: string) => `We measured the ${w} in the lab and wrote a paper about it.`,
    (w: string) => `A sharp condition for the density of ${w} derivatives was proven.`,
  ];
  it.each(names)("%s: the word in an English sentence, the product in a list, capitalised, or in Russian", (name) => {
    const lower = name.toLowerCase();
    for (const sentence of ENGLISH) expect(matchSkills(sentence(lower)).map((s) => s.name)).not.toContain(name);
    expect(matchSkills(`Skills\n${lower}, docker, git, typescript`, inSkills).map((s) => s.name)).toContain(name);
    expect(matchSkills(`Built the service with ${name} and Docker.`).map((s) => s.name)).toContain(name);
    expect(matchSkills(`Опыт работы с ${lower} в нескольких проектах.`).map((s) => s.name)).toContain(name);
  });
});

describe("a profile site on a contact line", () => {
  const SITES: ReadonlyArray<[string, string]> = [
    ["LinkedIn", "LinkedIn"],
    ["GitHub", "Git"],
    ["Google Scholar", "Scholar"],
  ];
  const CONTACT_LINES = [
    (s: string) => s,
    (s: string) => `• ${s}`,
    (s: string) => `${s}:`,
    (s: string) => `${s}: https://example.org/ivan`,
    (s: string) => `Õ ${s}`,
  ];
  for (const [site, entry] of SITES)
    it(`"${site}" alone or before its link is a contact, not ${entry}`, () => {
      for (const line of CONTACT_LINES) {
        const text = `Ivan Petrov\n${line(site)}\nivan@example.com`;
        expect(
          matchSkills(text).map((s) => s.name),
          line(site),
        ).not.toContain(entry);
      }
    });

  it("GitHub in a skills list is Git; github before its link in a skills line is not", () => {
    expect(matchSkills("Skills\nDocker, GitHub, Jira", inSkills).map((s) => s.name)).toContain("Git");
    expect(
      matchSkills("Skills\nR, C++, SQL, github: https://github.com/ivan", inSkills).map((s) => s.name),
    ).not.toContain("Git");
  });
});

function keySkills(text: string): { key: string[]; skills: ReturnType<typeof analyzeResume>["facts"]["skills"] } {
  const { result, facts } = analyzeResume({ text, format: "pdf" }, { now: NOW });
  return { key: result.key_skills, skills: facts.skills };
}

describe("list marks and described items", () => {
  const NAMES = ["Java", "PHP", "Android", "Windows", "PostgreSQL"];
  it("Word's 'o' bullet is a list mark, not part of the item", () => {
    const { key } = keySkills(skillsResume(NAMES.map((n) => `o ${n}`).join("\n")));
    for (const name of NAMES) expect(key).toContain(name);
    for (const item of key) expect(item).not.toMatch(/^o\s/u);
  });

  it.each(["Flask - Использовался для REST API", "Scrapy – parsed a lot of sites", "Docker — собирал образы сам"])(
    "%s lists the name",
    (item) => {
      const { key } = keySkills(skillsResume(`Python, Git, ${item}`));
      const name = item.split(/\s+[-–—]\s+/u)[0]!;
      expect(key).toContain(name);
      expect(key.some((k) => k.length > name.length && k.startsWith(name))).toBe(false);
    },
  );
});

describe("generated skills lists: separators × wrapping × levels × case", () => {
  const NAMES = [
    "Python",
    "PostgreSQL",
    "Docker",
    "Visual Studio Code",
    "1С:Бухгалтерия",
    "Adobe Photoshop",
    "Excel",
    "Qt",
    "DBeaver",
    "Kubernetes",
  ];
  const SEPARATORS = [", ", "; ", " | ", " • "];
  const LEVELS = [(n: string) => n, (n: string) => `${n} (advanced)`, (n: string) => `${n} — опытный пользователь`];
  const CASES = [(n: string) => n, (n: string) => n.toUpperCase()];
  const WRAPS = [(items: string[], sep: string) => items.join(sep), (items: string[]) => items.join("\n")];

  for (const sep of SEPARATORS)
    for (const [li, level] of LEVELS.entries())
      for (const [ci, kase] of CASES.entries())
        for (const [wi, wrap] of WRAPS.entries())
          it(`"${sep.trim()}" × level ${li} × case ${ci} × wrap ${wi}: whole items, no junk, every skill quoted`, () => {
            const items = NAMES.map((n) => level(kase(n)));
            const { key, skills } = keySkills(skillsResume(wrap(items, sep)));
            expect(key.length).toBeGreaterThanOrEqual(6);
            for (const item of key) {
              expect(junkReason(item, skillsResume(wrap(items, sep))), item).toBeNull();
              // Never a piece of an item: each key skill is one of the names as written (its level gone).
              expect(
                NAMES.some((n) => kase(n) === item || n === item),
                item,
              ).toBe(true);
            }
            for (const skill of skills) {
              if (skill.implied) continue;
              const spellings = [skill.display, ...(skill.surfaces ?? [])].map((s) => s.toLowerCase());
              expect(
                spellings.some((s) => skill.evidence.toLowerCase().includes(s)),
                `${skill.name}: ${skill.evidence}`,
              ).toBe(true);
            }
          });
});

describe("HTML tags in a markdown resume's skills section", () => {
  const NAMES = ["PostgreSQL", "Docker", "Figma", "Git", "Python"];
  const TAGS = [
    (n: string) =>
      `<img src="https://cdn.example.org/icons/${n.toLowerCase()}.svg" width="60" height="60" title="${n}" style="display: inline; margin-right: 15px;" />`,
    (n: string) =>
      `<img src="./images/${n.toLowerCase()}.png" alt="${n}" style="border-radius: 50%; object-fit: cover; padding: 5px;">`,
  ];
  for (const [ti, tag] of TAGS.entries())
    it(`icon tags (form ${ti}) are read as their names, never their attributes`, () => {
      const lines = ['<span style="display: inline-block; white-space: nowrap;">', ...NAMES.map(tag), "</span>"];
      const { key } = keySkills(skillsResume(lines.join("\n")));
      for (const name of NAMES) expect(key).toContain(name);
      for (const item of key) expect(item).not.toMatch(/[:<>="]|px\b|inline|radius|nowrap/u);
    });
});
