/**
 * Decision 770: key skills are clean entries of the person's own field, over generated forms (invented people).
 * - a spoken language or a personal quality listed among the skills is a fact of its own (the languages and the
 *   hard-vs-soft checks), not a key skill; the reading keeps it;
 * - a lead before a taxonomy name («Знание и навыки использования Git», «Опыт применения Docker») leaves the name;
 * - two cells of a flattened row glued where the script changes («Планирование бюджета User Story Mapping») part;
 * - a web address's path segment ("ab707a203/") and a word that lost a ligature glyph ("Microso", "O ice") are none;
 * - a trade's skill read only in running text («recruitment of participants» in a research CV) needs the trade's
 *   family or a skills list; a general tool does not.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { SKILL_DICTIONARY } from "../../worker/analysis/engine/skills/dictionary";
import { TRADE_CATEGORY_FAMILIES } from "../../worker/analysis/knowledge/families";
import { skillsResume } from "./fixtures/skills-resume";
import { NOW } from "./now";

function read(text: string): { key: string[]; all: string[]; family: string | null } {
  const { reading, result } = analyzeResume({ text, format: "pdf" }, { now: NOW });
  return { key: result.key_skills, all: reading.skills.map((s) => s.name), family: reading.person.family };
}

const entriesOf = (category: string) => SKILL_DICTIONARY.filter((e) => e.category === category);
const TOOLS = "Python, PostgreSQL, Docker, Git";

describe("languages and personal qualities are facts of their own", () => {
  const languages = entriesOf("languages").slice(0, 12);
  const qualities = entriesOf("soft").filter((e) => !e.aliases.some((a) => a.text === e.name && a.ambiguous));
  it("finds the kinds in the data (the test reads something)", () => {
    expect(languages.length).toBeGreaterThan(5);
    expect(qualities.length).toBeGreaterThan(10);
  });
  const FORMS = [
    (items: string[]) => `${TOOLS}, ${items.join(", ")}`,
    (items: string[]) => [TOOLS, ...items.map((i) => `• ${i}`)].join("\n"),
  ];
  for (const [fi, form] of FORMS.entries()) {
    it(`spoken languages with and without a level (form ${fi})`, () => {
      const items = languages.map((e, i) => (i % 2 ? `${e.name} — B2` : e.name));
      const { key, all } = read(skillsResume(form(items)));
      for (const e of languages) expect(key, e.name).not.toContain(e.name);
      expect(
        key.some((k) => /язык|— B2/u.test(k)),
        key.join(" | "),
      ).toBe(false);
      expect(key).toContain("Python");
      expect(all).toContain(languages[0]!.name);
    });
    it(`personal qualities (form ${fi})`, () => {
      const { key, all } = read(skillsResume(form(qualities.map((e) => e.name))));
      for (const e of qualities) expect(key, e.name).not.toContain(e.name);
      expect(key).toContain("Docker");
      expect(all).toContain(qualities[0]!.name);
    });
  }
  it("the languages and qualities of an English list", () => {
    const { key } = read(skillsResume("Excel, Tableau, English, French, Teamwork, Leadership, Time management"));
    expect(key).toEqual(expect.arrayContaining(["Excel", "Tableau"]));
    for (const word of ["English", "French", "Teamwork", "Leadership", "Time management"])
      expect(key).not.toContain(word);
  });
});

describe("a lead before a taxonomy name leaves the name", () => {
  const NAMES = ["Git", "Docker", "PostgreSQL", "Jira", "Figma", "Kubernetes"];
  const LEADS = [
    "Знание и навыки использования",
    "Знания и умение использования",
    "Опыт применения",
    "Навыки использования",
    "Опыт и знание",
    "Уверенное знание и опыт работы с",
  ];
  for (const lead of LEADS)
    it(`«${lead} X»`, () => {
      const { key } = read(skillsResume(NAMES.map((n) => `- ${lead} ${n},`).join("\n")));
      for (const name of NAMES) expect(key).toContain(name);
      expect(
        key.filter((k) => k.includes(" ")),
        key.join(" | "),
      ).toEqual([]);
    });
  it("a phrase without a name after the lead is kept as written", () => {
    const { key } = read(skillsResume("- Знание и навыки использования систем контроля версий,\n- Git, Docker"));
    expect(key).toContain("Git");
    expect(key).not.toContain("систем контроля версий");
  });
});

describe("cells glued where the script changes", () => {
  // Russian taxonomy names of two words or more and Latin ones of two or more, written as the dictionary names them.
  const russian = SKILL_DICTIONARY.map((e) => e.name).filter((n) => /^[А-ЯЁ][а-яё]+(?: [а-яё]+)+$/u.test(n));
  const latin = SKILL_DICTIONARY.map((e) => e.name).filter((n) => /^[A-Z][a-z]+(?: [A-Z][a-z]+)+$/u.test(n));
  it("finds the kinds in the data", () => {
    expect(russian.length).toBeGreaterThan(20);
    expect(latin.length).toBeGreaterThan(20);
  });
  const rows = Array.from({ length: 8 }, (_, i) => [
    russian[i * 3]!,
    latin[i * 2]!,
    russian[i * 3 + 1]!,
    latin[i * 2 + 1]!,
  ]);
  for (const row of rows)
    it(`an hh.ru row: ${row.join(" ")}`, () => {
      const { key } = read(skillsResume(`Ключевые навыки ${row.join(" ")} Git Docker`));
      const glued = key.filter((k) => /[а-яё]/iu.test(k) && /[a-z]/iu.test(k));
      expect(glued, key.join(" | ")).toEqual([]);
    });
  it("a preposition before a Latin name leads on, one phrase stays one", () => {
    const { key } = read(skillsResume("Работа в Microsoft Excel, Git, Docker"));
    expect(key.some((k) => k.includes("Excel"))).toBe(true);
    expect(key).not.toContain("Работа в");
  });
});

describe("pieces of web addresses and lost ligatures", () => {
  const JUNK = [
    "ab707a203/",
    "in/jane-doe-1a2b/",
    "/in/jane-doe",
    "MS O ice",
    "Microso and Libre O ice",
    "Adobe A er E ects",
    "Tra ic analysis",
  ];
  for (const junk of JUNK)
    it(`«${junk}» is no key skill`, () => {
      const { key } = read(skillsResume(`Git\nDocker\nJira\n${junk}`));
      expect(key).not.toContain(junk);
      expect(key).toEqual(expect.arrayContaining(["Git", "Docker", "Jira"]));
    });
  it("names with slashes and ordinary words stay", () => {
    const { key } = read(skillsResume("CI/CD\nTCP/IP\nA/B-тестирование\nMicrosoft Office\nSwift"));
    expect(key).toEqual(expect.arrayContaining(["CI/CD", "TCP/IP", "Microsoft Office", "Swift"]));
  });
});

describe("a trade's skill from running text needs the trade", () => {
  /** An invented research CV: a trade's words stand only in its sentences. */
  const researchCv = (sentence: string, skills = "R, Python, MATLAB"): string =>
    [
      "Jane Doe",
      "jane.doe@example.org",
      "Postdoctoral Research Fellow in Neuroscience",
      "Research Experience",
      "2019 – present Postdoctoral Research Fellow, Institute of Brain Research, University of Somewhere",
      `Led a longitudinal study of memory in ageing. ${sentence}`,
      "2014 – 2019 PhD Student, Department of Psychology, University of Somewhere",
      "Education",
      "2019 PhD in Neuroscience, University of Somewhere",
      "Publications",
      "Doe, J., Roe, R. (2021). Memory and sleep in ageing. Journal of Neuroscience, 12(3), 45–60.",
      "Skills",
      skills,
    ].join("\n");
  /** Plain (unambiguous) English aliases of a category's entries, lower case, one to three words. */
  const plainAliases = (category: string): Array<[string, string]> =>
    entriesOf(category).flatMap((e) =>
      e.aliases
        .filter((a) => !a.ambiguous && !a.caseSensitive && /^[a-z]+(?: [a-z]+){0,2}$/u.test(a.text))
        .slice(0, 1)
        .map((a): [string, string] => [e.name, a.text]),
    );
  const trades = Object.keys(TRADE_CATEGORY_FAMILIES).filter(
    (c) => !TRADE_CATEGORY_FAMILIES[c]!.includes("research_academia"),
  );
  it("the CV reads as research, and the trades have plain aliases", () => {
    expect(read(researchCv("We met weekly.")).family).toBe("research_academia");
    for (const trade of trades) expect(plainAliases(trade).length, trade).toBeGreaterThan(0);
  });
  for (const trade of trades)
    it(`${trade}: in a research CV's sentences no key skill, in its skills list one`, () => {
      const wrong: string[] = [];
      for (const [name, alias] of plainAliases(trade).slice(0, 6)) {
        const sentence = `The project also involved ${alias} for the partner clinics.`;
        const prose = read(researchCv(sentence));
        const en = SKILL_DICTIONARY.find((e) => e.name === name)?.en ?? name;
        if (prose.key.includes(en) || prose.key.includes(name)) wrong.push(`${alias} → ${en}`);
      }
      expect(wrong).toEqual([]);
    });
  it("listed by the person, a trade's skill is a key skill in any field", () => {
    const { key } = read(researchCv("We met weekly.", "R, Python, Recruiting, Negotiation"));
    expect(key).toEqual(expect.arrayContaining(["Recruiting", "Negotiation"]));
  });
  it("a general tool from running text stays", () => {
    const { key } = read(researchCv("All analyses were scripted in Python and SQL.", "Bayesian statistics"));
    expect(key).toEqual(expect.arrayContaining(["Python", "SQL"]));
  });
  it("a lower-case ordinary word is not the product with a capital inside", () => {
    const { key } = read(researchCv("These findings help us decipher the code of memory."));
    expect(key).not.toContain("DeCipher");
  });
  it("in the trade's own family the same sentence gives the skill", () => {
    const text = [
      "Anna Smith",
      "anna@example.com",
      "HR Manager",
      "Experience",
      "2018 – present HR Manager, Acme Ltd",
      "Responsible for recruitment of engineers and onboarding of new staff.",
    ].join("\n");
    expect(read(text).key).toContain("Recruiting");
  });
});
