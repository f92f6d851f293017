/**
 * Skills the person has, read only from evidence in their text (decision 540, issue 21 item 5, issue 22 "untrue of
 * the person"), over generated forms. Kinds a recruiter found claimed that the person does not have: a product named
 * by an ordinary word («ДЕЛО» in «вклад в дело подготовки кадров», "Lambda" in a formula), a transliteration read in
 * an abbreviation («гоу» of Go in «ГОУ СОШ»), a surname among authors ("Jenkins, H.S." read as Jenkins and CI/CD), a
 * language level read as a product ("Japanese Fluent" as ANSYS Fluent), a product shown under the name of another
 * the dictionary groups it with (Mocha shown as Jest, Microsoft Teams as Slack); and fragments kept as key skills: a
 * lone level, a parenthesised level, a noun in an oblique case («Великобритании», «английского языка»), a member of a
 * comma list wrapped onto the next line («типы» + «тестирования»), an inflected spelling («прототипирования»).
 */
import { describe, expect, it } from "vitest";
import { junkReason } from "../../bench/skill-junk.mjs";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { SKILL_DICTIONARY } from "../../worker/analysis/engine/skills/dictionary";
import { skillItemProblem } from "../../worker/analysis/engine/skills/gate";
import { inObliqueCase, withoutLevel } from "../../worker/analysis/engine/skills/items";
import { isLevelWord } from "../../worker/analysis/engine/skills/levels";
import { matchSkills } from "../../worker/analysis/engine/skills/match";
import { ORDINARY_WORD_ALIASES } from "../../worker/analysis/knowledge/skills.ordinary.generated";
import { NOW } from "./now";

function read(text: string): { key: string[]; names: string[]; displays: string[] } {
  const { facts, result } = analyzeResume({ text, format: "pdf" }, { now: NOW });
  return {
    key: result.key_skills,
    names: facts.skills.map((s) => s.name),
    displays: facts.skills.map((s) => s.display),
  };
}

const entryOf = (alias: string): string | undefined =>
  SKILL_DICTIONARY.find((e) => e.aliases.some((a) => a.text === alias))?.name;

describe("a product named by an ordinary word (generated from the Hunspell dictionaries)", () => {
  const words = ORDINARY_WORD_ALIASES.split("|");

  it("the generated list finds the kind in the curated dictionary", () => {
    expect(words.length).toBeGreaterThan(15);
    for (const word of ["ДЕЛО", "Тезис", "Lambda", "Mocha"]) expect(words).toContain(word);
  });

  const prose = [
    (w: string) => `Внесла значительный вклад в ${w.toLowerCase()} подготовки кадров и в работу кафедры.`,
    (w: string) => `We discussed the ${w.toLowerCase()} of the model with the whole group last year.`,
  ];
  it.each(words)("%s in lower case in a sentence is the word, not the product", (word) => {
    const name = entryOf(word);
    expect(name).toBeDefined();
    for (const sentence of prose) expect(matchSkills(sentence(word)).map((s) => s.name)).not.toContain(name);
  });

  it.each(words)("%s spelled as the product in a skills list is read", (word) => {
    const name = entryOf(word)!;
    const found = matchSkills(`Навыки\nИнструменты: ${word}, Git, Docker, Jira`, {
      sectionOf: (line) => (line === 1 ? "skills" : null),
    });
    expect(found.map((s) => s.name)).toContain(name);
  });
});

describe("a short alias written in lower case is not read in an abbreviation in capitals", () => {
  // Every curated alias of two to five lower-case letters («гоу», «пхп», "psql"): in capitals in a sentence it is
  // another abbreviation («ГОУ СОШ №850» is a state school, not Go).
  const aliases = SKILL_DICTIONARY.flatMap((entry) =>
    entry.aliases
      .filter((a) => !a.caseSensitive && /^\p{Ll}{2,5}$/u.test(a.text))
      // The entry's own name or another alias in capitals ("CPP", "ЭДО") is another matter.
      .filter((a) => !entry.aliases.some((b) => b !== a && b.text.toLowerCase() === a.text && b.text !== a.text))
      .filter((a) => entry.name.toLowerCase() !== a.text && (entry.en ?? "").toLowerCase() !== a.text)
      .map((a) => [a.text, entry.name] as const),
  );

  it("finds the kind in the data", () => {
    expect(aliases.map(([a]) => a)).toEqual(expect.arrayContaining(["гоу", "пхп"]));
  });

  it.each(aliases)("%s in capitals in a sentence is not %s", (alias, name) => {
    for (const line of [
      `${alias.toUpperCase()} СОШ №850 г. Москвы, учитель математики`,
      `Worked for ${alias.toUpperCase()} Ltd as a clerk, 2015–2018`,
    ])
      expect(matchSkills(line).map((s) => s.name)).not.toContain(name);
  });

  it("the same alias in lower case is still read", () => {
    expect(matchSkills("Навыки: пхп, гоу, джава").map((s) => s.name)).toEqual(
      expect.arrayContaining(["PHP", "Go", "Java"]),
    );
  });
});

describe("a surname with initials is an author or a referee, not a product", () => {
  // Every one-word capitalised name the dictionary reads only in a skills context (ambiguous): "Jenkins", "Ruby",
  // "Cassandra", "Flask" …, as an author in the three ways a reference list writes one.
  const names = [
    ...new Set(
      SKILL_DICTIONARY.flatMap((e) =>
        e.aliases.filter((a) => a.ambiguous && /^\p{Lu}\p{Ll}{3,}$/u.test(a.text)).map((a) => a.text),
      ),
    ),
  ];
  const forms = [
    (n: string) => `Pacheco-Gomez, T., Rifai, S.W., ${n}, H.S., Brennan, J. (2021) Forest dynamics, Nature 12.`,
    (n: string) => `${n}, R., Smith, J., Lee, C. (2019). A model of migration, Journal of Economics 4.`,
    (n: string) => `Supervised by Prof. H. S. ${n} and Dr. J. Smith, University of Leeds.`,
  ];

  it("finds the kind in the data", () => {
    expect(names.length).toBeGreaterThan(50);
    expect(names).toContain("Jenkins");
  });

  it("no author line reads a product, nor what it would imply (CI/CD of Jenkins)", () => {
    const wrong: string[] = [];
    for (const name of names)
      for (const form of forms) {
        const found = matchSkills(`Publications\n${form(name)}`, { sectionOf: () => null });
        if (found.length) wrong.push(`${name}: ${found.map((s) => s.name).join(", ")}`);
      }
    expect(wrong).toEqual([]);
  });

  it("the same names in a list of tools are read", () => {
    const found = matchSkills("Tools: Jenkins, Ruby, Cassandra, Flask").map((s) => s.name);
    expect(found).toEqual(expect.arrayContaining(["Jenkins", "Ruby", "Cassandra", "Flask"]));
  });
});

describe("a language level is no skill", () => {
  const levels = ["Fluent", "Native", "Intermediate", "Advanced", "Basic", "Proficient", "Beginner", "Свободно"];
  const languages = ["Japanese", "French", "English", "Spanish"];
  const forms = [
    (lang: string, level: string) => `${lang} ${level} (JLPT N1)`,
    (lang: string, level: string) => `${lang}: ${level}`,
    (lang: string, level: string) => `${lang} – ${level}`,
    (lang: string, level: string) => `${level} in ${lang}`,
  ];

  it.each(levels)("%s alone is refused by the gate, in any case but capitals (BASIC is a language)", (level) => {
    expect(isLevelWord(level)).toBe(true);
    expect(skillItemProblem(level)).toBe("fragment");
    expect(skillItemProblem(level.toLowerCase())).toBe("fragment");
  });

  it("BASIC in capitals is the language", () => {
    expect(isLevelWord("BASIC")).toBe(false);
    expect(skillItemProblem("BASIC")).toBeNull();
  });

  it("no languages line lists its level as a skill or a key skill", () => {
    const wrong: string[] = [];
    for (const language of languages)
      for (const level of levels)
        for (const form of forms) {
          const { key, names } = read(`Иван Петров\nLanguages\n${form(language, level)}\nSkills\nPython, SQL, Git`);
          const bad = [...key, ...names].filter((s) => isLevelWord(s) || s.toLowerCase() === level.toLowerCase());
          if (bad.length) wrong.push(`${form(language, level)} → ${bad.join(", ")}`);
        }
    expect(wrong).toEqual([]);
  });

  it.each(["high", "low", "medium", "intermediate", "basic", "advanced"])(
    "a level in brackets (%s) after a name goes",
    (level) => {
      for (const name of ["C++", "R", "Java", "Stan"]) expect(withoutLevel(`${name} (${level})`)).toBe(name);
    },
  );
});

describe("a word in an oblique case opens no item", () => {
  // Adjectives and nouns × the oblique endings the grammar knows; nominatives that look alike stay items.
  const stems = ["английск", "бухгалтерск", "немецк", "управленческ"];
  const adjectiveEndings = ["ого", "ому", "ими"];
  const nouns = ["культурами", "странами", "технологиями", "историей"];

  it("generated oblique adjectives and nouns are read as such", () => {
    for (const stem of stems)
      for (const ending of adjectiveEndings) expect(inObliqueCase(`${stem}${ending}`)).toBe(true);
    for (const noun of nouns) expect(inObliqueCase(noun)).toBe(true);
    expect(inObliqueCase("тестирования")).toBe(true);
    // Nominatives: a plural in -ии, a capitalised noun in -ния, a singular.
    for (const word of ["Презентации", "Германия", "Аналитика", "Продажи", "Знания"])
      expect(inObliqueCase(word)).toBe(false);
  });

  it("an item opening with one is a fragment; the nominative is a skill", () => {
    for (const stem of stems)
      for (const ending of adjectiveEndings) expect(skillItemProblem(`${stem}${ending} языка`)).toBe("fragment");
    expect(skillItemProblem("Английский язык")).toBeNull();
    expect(skillItemProblem("Презентации (pitching)")).toBeNull();
  });

  const places = ["Великобритании", "Германии", "Франции", "Италии"];
  it.each(places)("a place in the genitive inside a skills line is not cut into items (%s)", (place) => {
    const { key } = read(
      `Иван Петров\nКлючевые навыки\nХорошо ознакомлена с культурой стран ${place} и Китая;\nДесятипальцевый метод печати`,
    );
    expect(key).not.toContain(place);
    expect(key).not.toContain("Китая");
    for (const item of key) expect(junkReason(item)).toBeNull();
  });

  it("a comma list wrapped in a narrow column keeps its members whole", () => {
    const { key } = read(
      "Иван Петров\nНавыки\nТеория тестирования:\nSDLC, STLC, уровни тестирования, типы\nтестирования, методы тестирования, техники\nтест-дизайна\nSQL, Git",
    );
    expect(key).toContain("типы тестирования");
    expect(key).not.toContain("тестирования");
    expect(key).not.toContain("типы");
  });

  it.each([
    ["(high)", "(low)"],
    ["(intermediate)", "(basic)"],
    ["(5/5)", "(3/5)"],
  ])("a list rated in brackets %s wrapped before a rating keeps its member whole", (high, low) => {
    const { key } = read(
      `Jane Doe\nSkills\nProgramming Languages: R ${high}; Java ${high}; Python ${low}; JavaScript API for Google Earth\nEngine ${high}; Stan ${low}; Fortran ${low}\nSpanish, Portuguese`,
    );
    expect(key).toContain("JavaScript API for Google Earth Engine");
    expect(key).not.toContain("Engine");
    expect(key).toEqual(expect.arrayContaining(["R", "Java", "Python"]));
  });

  it("a skill read through its inflection is shown by its name in the nominative", () => {
    const { key } = read(
      "Иван Петров\nНавыки\nНавыки прототипирования (Скетч, Вайрфрейм)\nЗнание и опыт работы с базами данных\nSQL, Git, Figma",
    );
    expect(key).toEqual(expect.arrayContaining(["Прототипирование", "Базы данных"]));
    for (const item of key) expect(inObliqueCase(item.split(" ")[0]!)).toBe(false);
  });
});

describe("a product the dictionary groups under another's name is shown as the person wrote it", () => {
  const others: ReadonlyArray<readonly [string, string]> = [
    ["Mocha", "Jest"],
    ["Microsoft Teams", "Slack"],
    ["Unix", "Linux"],
    ["MariaDB", "MySQL"],
    ["Keycloak", "Okta"],
    ["SPSS", "Статистика"],
    ["Zabbix", "Мониторинг"],
  ];
  const sentences = [
    // Beside another tool: a name the dictionary marks ambiguous ("Mocha", "Unix") counts there.
    (p: string) => `Wrote and maintained the team's services using ${p} and Python every day in production.`,
    (p: string) => `Ежедневно работал с ${p} и Python в production-окружении команды.`,
  ];

  it.each(others)("%s in prose is shown as %s's kind but under its own name", (product, group) => {
    for (const sentence of sentences) {
      const found = matchSkills(sentence(product));
      const skill = found.find((s) => s.name === group);
      expect(skill?.display).toBe(product);
    }
  });

  it("another product listed beside its group's name is a skill of the reading of its own; a spelling is not", () => {
    const { facts } = analyzeResume(
      { text: "Иван Петров\nНавыки\nVue.js, Vuex, Pinia, Linux, Unix, Jest, Mocha, Git\n", format: "pdf" },
      { now: NOW },
    );
    const names = facts.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Pinia", "Unix", "Mocha", "Vue.js", "Linux", "Jest"]));
    expect(names).not.toContain("Vuex");
    expect(facts.skills.find((s) => s.name === "Pinia")?.category).toBe("frontend");
  });

  const spellings: ReadonlyArray<readonly [string, string]> = [
    ["JS", "JavaScript"],
    ["K8s", "Kubernetes"],
    ["Golang", "Go"],
    ["Apache Kafka", "Kafka"],
    ["MS Excel", "Excel"],
  ];
  it.each(spellings)("%s is a spelling of %s: prose shows the dictionary's name", (spelling, name) => {
    const found = matchSkills(`Wrote and maintained the team's services in ${spelling} for three years.`);
    expect(found.find((s) => s.name === name)?.display).toBe(name);
  });
});

describe("what someone else did to the person is no skill of theirs", () => {
  const frames = [
    (w: string) => `Under the ${w} of Giacomo Calzolari (European University Institute).`,
    (w: string) => `Thesis written under the close ${w} of Prof. Thomas Brand.`,
    (w: string) => `Worked under ${w} of the head of department on the survey.`,
  ];
  it.each(["supervision", "leadership", "mentoring", "management"])("under the %s of … reads nothing", (word) => {
    for (const frame of frames) expect(matchSkills(frame(word))).toEqual([]);
  });
  it("the same words as the person's own work are read", () => {
    expect(matchSkills("Supervision of a team of five analysts; mentoring of new hires.").length).toBeGreaterThan(0);
  });
});
