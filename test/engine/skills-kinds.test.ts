/**
 * Skills kinds of decision 495, over generated forms: what a recruiter found listed as a skill that is none — a
 * product named by an ordinary word or a given name ("MAGIC", "ERIC", "HER" of O*NET, "REST", "LAMP" read in "the
 * rest of the day"), an ambiguous name in the title of a work, a row label kept before its first item, the person's
 * name as a page footer, a sentence of the skills section cut into "cells", an abbreviation inside an organisation's
 * hyphenated name — and what must still be read: run-in competence terms («Работа с HNWIs. Последние …») and the
 * items after a long row label. Each junk test fails on the code before the decision.
 */
import { describe, expect, it } from "vitest";
import { junkReason } from "../../bench/skill-junk.mjs";
import dictionaryEn from "../../node_modules/dictionary-en/index.dic?raw";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { SKILL_DICTIONARY } from "../../worker/analysis/engine/skills/dictionary";
import { matchSkills } from "../../worker/analysis/engine/skills/match";
import { NOW } from "./now";

const letters = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, "");

function read(text: string): { key: string[]; all: string[]; names: Set<string> } {
  const { facts, result } = analyzeResume({ text, format: "pdf" }, { now: NOW });
  const all = [...new Set([...result.key_skills, ...facts.skills.map((s) => s.name)])];
  return { key: result.key_skills, all, names: new Set(all.map(letters)) };
}

/** Lower-case words of the English Hunspell dictionary: ordinary words (its capitalised entries are names). */
const ORDINARY: ReadonlySet<string> = new Set(
  dictionaryEn
    .split("\n")
    .slice(1)
    .map((line) => line.split("/")[0]!.trim())
    .filter((word) => /^[a-z]{3,}$/u.test(word)),
);

describe("a taxonomy name that is an ordinary word needs a skills context", () => {
  // Every one-word name of a product (generated from O*NET) or an acronym in capitals (curated) whose letters are an
  // ordinary English word: in a sentence, lower-case or capitalised, it is the word.
  const words = new Map<string, string>();
  for (const entry of SKILL_DICTIONARY)
    for (const alias of entry.aliases) {
      const word = alias.text.toLowerCase();
      // O*NET's products are capitalised ("Harvest", "MAGIC"); a lower-case alias is a curated abbreviation ("wpm").
      const fromOnet = entry.category === "tools" && /^\p{Lu}\p{L}+$/u.test(alias.text);
      const acronym = /^\p{Lu}{3,}$/u.test(alias.text) && entry.category !== "tools";
      if ((fromOnet || acronym) && ORDINARY.has(word) && word !== "sass") words.set(word, entry.name);
    }

  it("finds the kind in the data (the test reads something)", () => {
    expect(words.size).toBeGreaterThan(40);
    for (const word of ["magic", "fear", "interact", "rest", "lamp"]) expect(words.has(word)).toBe(true);
  });

  const capital = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
  const sentences = [
    (w: string) => `We spent the ${w} of the week on it and talked it over.`,
    (w: string) => `${capital(w)} was what the audience remembered best about the evening.`,
    (w: string) => `Wrote a chapter titled "${capital(w)} and Memory" for the volume.`,
  ];
  it("no sentence of ordinary words reads the product", () => {
    const wrong: string[] = [];
    for (const [word, name] of words)
      for (const sentence of sentences) {
        const text = sentence(word);
        if (matchSkills(text, { language: "en" }).some((s) => s.name === name)) wrong.push(`${name} ← ${text}`);
      }
    expect(wrong).toEqual([]);
  });

  it("the same names are read in a skills list", () => {
    const found = (line: string) => read(`Anna Lee\nanna.lee@example.com\n\nSkills\n${line}\n`).names;
    expect(found("REST, Java, LAMP, Docker").has(letters("REST API"))).toBe(true);
    expect(found("REST, Java, LAMP, Docker").has(letters("XAMPP"))).toBe(true);
    expect(found("Python, Jira, ELK, Docker").has(letters("Elasticsearch"))).toBe(true);
  });

  it("given names: a product named like a person is no skill in prose", () => {
    for (const text of ["Eric and Max presented the results to Felix.", "Worked with Eric Murnane on the panel."])
      expect(matchSkills(text, { language: "en" }).map((s) => s.name)).toEqual([]);
  });

  it("an abbreviation that is half of an organisation's hyphenated name is no skill", () => {
    for (const org of ["АМР-СМК", "СМК-Холдинг", "ABC-QMS"])
      for (const line of [`2016 – 2020 ${org} (Москва)`, `Работал в ${org}, затем в банке.`])
        expect(matchSkills(line, { language: "ru" }).map((s) => s.name)).not.toContain("Контроль качества");
    expect(matchSkills("Внедрил СМК по ISO 9001", { language: "ru" }).map((s) => s.name)).toContain(
      "Контроль качества",
    );
  });
});

describe("titles of works name no skill by an ambiguous word", () => {
  const titles = [
    "“Make Lamp: Crafting Parser-Based IF with Inform 7” (with J. Pintar). NarraScope 2019, Boston, June 2019.",
    "Salter, A. “Spring and Go: Seasons of Play.” Games and Culture 12 (2017): 1-20.",
    "“Mending the ‘Magic’ Circle: Crafting Feminist Pedagogy.” MAI 14 (2024).",
  ];
  for (const heading of ["Publications", "CONFERENCE PRESENTATIONS", "Публикации"])
    it(`${heading}: the titles give no ambiguous name`, () => {
      const text = `Anna Lee\nProfessor of English\nanna.lee@example.com\n\nExperience\nUniversity of Leeds, Professor, 2015 – 2024\nTaught game design.\n\n${heading}\n${titles.join("\n")}\n`;
      const { all } = read(text);
      for (const name of ["CMake", "Spring", "Go", "MAGIC", "XAMPP"]) expect(all).not.toContain(name);
    });
});

describe("authors' initials and lists of names in a works section", () => {
  const resume = (line: string) =>
    `Anna Lee\nEconomist\nanna.lee@example.com\n\nExperience\nUniversity of Leeds, Lecturer, 2015 – 2024\nTaught macroeconomics.\n\nPublications\n${line}\n`;
  for (const authors of [
    "Smith, R., Lee, C., and Doe, J. Growth and Debt. Journal of Economics 12 (2019).",
    "Lee, C., Smith, R.",
  ])
    it(authors, () => {
      const { all } = read(resume(authors));
      expect(all).not.toContain("R");
      expect(all).not.toContain("C");
    });
  it("a list of short names there is still a list", () => {
    expect(read(resume("Matlab, Julia, Stata, LaTeX")).all).toContain("Julia");
  });
});

describe("row labels before a list are no item", () => {
  const labels = [
    "Фреймворки и инструменты робототехники",
    "Инструменты анализа и визуализации данных",
    "Programming Languages and Frameworks",
    "Tools for data analysis",
  ];
  const items = ["ROS/ROS2", "Telmera", "Docker", "Qwertix"];
  for (const label of labels)
    for (const separator of [", ", "; "])
      it(`${label}:${separator.trim()}`, () => {
        const text = `Anna Lee\nanna.lee@example.com\n\nНавыки\n${label}: ${items.join(separator)}\nPython, SQL\n`;
        const { all, names } = read(text);
        expect(all.filter((s) => s.includes(label))).toEqual([]);
        for (const item of items) expect(names.has(letters(item))).toBe(true);
      });
  it("a bracket or a comma before the colon is inside a list, not a label", () => {
    const { all } = read(
      "Anna Lee\nanna.lee@example.com\n\nНавыки\nМоделирование процессов (BPMN, UML: Activity, Sequence)\nPython, SQL\n",
    );
    expect(all).toContain("Моделирование процессов (BPMN, UML: Activity, Sequence)");
    expect(all.filter((s) => s.startsWith("Activity"))).toEqual([]);
  });
});

describe("rows of labelled groups: 'Technical Skills: Languages: …; Tools: …'", () => {
  const groups = [
    ["Languages", ["Python", "Telmera", "Java"]],
    ["Tools", ["Git", "Qwertix", "Docker"]],
    ["Базы данных", ["PostgreSQL", "Nexora"]],
    ["Cloud Platforms", ["AWS", "Zorbit Suite"]],
  ] as const;
  const rows = [(body: string) => `Technical Skills: ${body}`, (body: string) => `• ${body}`, (body: string) => body];
  for (const row of rows)
    for (const separator of [", ", ","])
      it(row("…").replace("…", `labels${separator.trim()}`), () => {
        const body = groups.map(([label, items]) => `${label}: ${items.join(separator)}`).join("; ");
        const { all, names } = read(`Anna Lee\nanna.lee@example.com\n\nSkills\n${row(body)}\nExcel\n`);
        for (const [label, items] of groups) {
          for (const item of items) expect(names.has(letters(item)), item).toBe(true);
          expect(all.filter((s) => s.startsWith(`${label}:`))).toEqual([]);
        }
      });
});

describe("the person's name as a page footer is no skill", () => {
  const footers = (name: string) => [`${name} 1`, `${name} 2`, `${name} | 2`, `${name} – Page 2`, `${name} 2/3`];
  for (const [name, heading] of [
    ["Артём Дружинин", "Навыки"],
    ["Jane Doe", "Skills"],
  ] as const)
    for (const footer of footers(name))
      it(footer, () => {
        const text = `${name}\njane.doe@example.com\n\n${heading}\nExcel\n${footer}\nPython\nTelmera\n`;
        const { all } = read(text);
        expect(all.filter((s) => s.includes(name.split(" ")[1]!))).toEqual([]);
        expect(all).toContain("Telmera");
      });
});

describe("a sentence in the skills section is prose, not a flattened row", () => {
  const sentences = [
    "Являлся генеральным директором и членом Совета директоров в нескольких компаниях.",
    "Руководил отделом и вёл переговоры с Партнёрами из нескольких стран.",
    "Served as a board member and advised Portfolio companies on their growth.",
  ];
  for (const sentence of sentences)
    it(sentence, () => {
      const { all } = read(`Anna Lee\nanna.lee@example.com\n\nКомпетенции\nExcel, SQL, Power BI\n${sentence}\n`);
      const words = sentence.replace(/[.]/gu, "").split(" ");
      // No piece of the sentence of two words or more is an item.
      expect(all.filter((s) => s.includes(" ") && words.join(" ").includes(s))).toEqual([]);
    });
});

describe("run-in competence terms: the term before its description is a skill", () => {
  const terms = {
    ru: ["Работа с HNWIs", "Банковское финансирование", "Слияния и поглощения (M&A)", "Запуск новых компаний"],
    en: ["Stakeholder management", "Budget planning", "Mergers and acquisitions (M&A)", "Clinical audit"],
  };
  const rests = {
    ru: [
      "Последние 15 лет работал напрямую с владельцами бизнесов и вёл переговоры.",
      "вёл сделки на сумму более 10 млрд рублей в России.",
    ],
    en: [
      "Worked directly with business owners for fifteen years across sectors.",
      "led deals worth more than ten million pounds in total.",
    ],
  };
  const marks = [". "];
  for (const language of ["ru", "en"] as const)
    for (const mark of marks)
      it(`${language} "${mark.trim()}"`, () => {
        const body = terms[language]
          .map((term) => {
            const rest = mark === ". " ? rests[language][0]! : rests[language][1]!;
            return `${term}${mark}${rest}\n`;
          })
          .join("\n");
        const heading = language === "ru" ? "Компетенции" : "Core competencies";
        const { names, all } = read(`Anna Lee\nanna.lee@example.com\n\n${heading}\n\n${body}`);
        for (const term of terms[language]) expect(names.has(letters(term))).toBe(true);
        for (const item of all) expect(junkReason(item), item).toBeNull();
      });

  it("a category's label before a colon or a dash, and an abbreviation, are no term", () => {
    const text =
      "Anna Lee\nanna.lee@example.com\n\nSkills\nModel Expertise: Familiar with open-source models such as LLaMA and Qwen.\n" +
      "Администрирование – настройка простых сетей, туннелей и мостов на серверах.\nMisc. Video editing in iMovie and image editing in Paint.\nExcel, SQL, Python\n";
    const { all } = read(text);
    for (const label of ["Model Expertise", "Misc", "Администрирование – настройка простых сетей"])
      expect(all).not.toContain(label);
  });

  it("a labelled list is a list, not a term and its description", () => {
    const { all, names } = read(
      "Anna Lee\nanna.lee@example.com\n\nSkills\nPotential models: Embedded Atom Models (EAM), Moment Tensor Potential (MTP)\n",
    );
    expect(all).not.toContain("Potential models");
    expect(names.has(letters("Embedded Atom Models (EAM)"))).toBe(true);
  });

  it("a sentence whose opening is no term (a personal detail, a heading) gives none", () => {
    const { all } = read(
      "Anna Lee\nanna.lee@example.com\n\nSkills\nОпыт работы 5 лет. Работал в нескольких компаниях над проектами.\nExcel, SQL, Python\n",
    );
    expect(all.filter((s) => /лет|Опыт работы/u.test(s))).toEqual([]);
  });
});
