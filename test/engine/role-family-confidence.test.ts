/**
 * The role family from the kinds of evidence (decision 535), over generated forms: titles with a grade after them
 * ("Accountant II") and titles written as several ("Lecturer and Project Manager", "Data/AI Scientist") keep the
 * family of their titles over the generated layer; a skills list alone names no family, while the same list beside a
 * title, a target or studies of that family does. Every resume here is made up.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import type { RoleFamily } from "../../worker/analysis/knowledge/families";
import { familyOfTitle, isGenericTitle } from "../../worker/analysis/knowledge/professions";
import { GENERATED_TITLES } from "../../worker/analysis/knowledge/professions.generated";

const NOW = new Date("2026-11-15T00:00:00Z");
const person = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW }).reading.person;

/** Every n-th generated title of one to three words that the reader gives its own family: a fixed sample. */
function sample(every: number, maxWords: number): [string, RoleFamily][] {
  const out: [string, RoleFamily][] = [];
  for (const [family, list] of Object.entries(GENERATED_TITLES)) {
    const titles = list.split("|");
    for (let i = 0; i < titles.length; i += every) {
      const title = titles[i]!;
      const words = title.split(" ").length;
      if (words <= maxWords && /^[a-z ]+$/u.test(title) && familyOfTitle(title) === family)
        out.push([title, family as RoleFamily]);
    }
  }
  return out;
}

const titleCase = (title: string): string => title.replace(/(^|\s)(\p{L})/gu, (_, space, c) => space + c.toUpperCase());

describe("a grade after a title is a level of the post", () => {
  // One-word titles are the generated layer's weakest entries (surnames, ordinary words): a grade must not hide them.
  const oneWord = sample(7, 1);
  it("the sample holds one-word titles of many families", () => {
    expect(oneWord.length).toBeGreaterThan(100);
    expect(new Set(oneWord.map(([, family]) => family)).size).toBeGreaterThan(8);
  });
  for (const grade of ["I", "II", "III", "IV", "2"])
    it(`"<Title> ${grade}" keeps the title's family`, () => {
      const lost = oneWord.filter(([title, family]) => familyOfTitle(`${titleCase(title)} ${grade}`) !== family);
      expect(lost).toEqual([]);
    });
  it("a word after a one-word title that is no grade or level still reads as a phrase, not the title", () => {
    // "Baker Street", "Carrier Services": the one-word rule stands (decision 450).
    expect(familyOfTitle("Sebastian Bender Street")).toBeNull();
  });
});

describe("titles written as several: the first one decides", () => {
  const specific = sample(23, 3).filter(([title]) => !isGenericTitle(title) && !/\b(?:and|i)\b/u.test(title));
  const pairs: [string, RoleFamily, string, RoleFamily][] = [];
  // The sample runs family by family: pair each title with one half the list away, of another family.
  const half = Math.floor(specific.length / 2);
  for (let i = 0; i < half && pairs.length < 400; i++) {
    const [a, fa] = specific[i]!;
    const [b, fb] = specific[i + half]!;
    if (fa !== fb) pairs.push([titleCase(a), fa, titleCase(b), fb]);
  }
  it("the sample pairs titles of different families", () => expect(pairs.length).toBeGreaterThan(150));
  for (const join of [" / ", "/", " | ", " & "])
    it(`"A${join}B" reads as A whenever A names a person (a head of its own)`, () => {
      const misread = pairs
        .filter(([a]) => /(?:er|or|ist|ant|ian|ee|ar|nurse|chef|clerk|aide|agent)$/u.test(a))
        .filter(([a, fa, b]) => familyOfTitle(`${a}${join}${b}`) !== fa);
      expect(misread).toEqual([]);
    });
  it.each([
    ["Lecturer and Project Manager", "education_teaching"],
    ["Radiographer / Team Member", "other"],
    ["Beginning Software Engineer/Accounts Receivables Specialist", "software_engineering"],
    ["Educator | Instructional Designer | Digital Learning Specialist", "education_teaching"],
    ["Бухгалтер и кассир", "accounting_finance"],
    ["Преподаватель и методист", "education_teaching"],
  ] as const)("%s → %s", (title, family) => expect(familyOfTitle(title)).toBe(family));
  it.each([
    // Modifiers share the head when every reading agrees; otherwise the whole title decides, as before.
    ["Sales and Marketing Manager", familyOfTitle("Sales and Marketing Manager")],
    ["Risk and Compliance Manager", familyOfTitle("Risk and Compliance Manager")],
  ] as const)("%s is read whole (its modifiers disagree)", (title, family) => {
    expect(family).not.toBeNull();
    expect(familyOfTitle(title)).toBe(family);
  });
  it("a title the classifications list whole is read whole", () => {
    expect(familyOfTitle("QA / QC Manager")).toBe(familyOfTitle("qa qc manager"));
  });
  it("a sentence is no list of titles", () => {
    // Coordination is read in a title of up to eight words, never in a summary's prose.
    const sentence = "Eleven years of total experience in the role of a developer, consultant and technical lead";
    expect(familyOfTitle(sentence)).toBe(familyOfTitle(sentence.replace(" and ", " with ")));
  });
});

/** The kinds of evidence a generated resume carries, each naming one family. */
interface Evidence {
  headline?: string;
  jobs?: readonly string[];
  skills?: readonly string[];
  studies?: string;
}

function resume(lang: "en" | "ru", e: Evidence): string {
  const en = lang === "en";
  const parts = [
    en ? "Jordan Miles" : "Иванова Мария",
    en ? "jordan.miles@example.com · (555) 201-7788" : "m.ivanova@example.ru · +7 900 111-22-33",
  ];
  if (e.headline) parts.push(e.headline);
  if (e.jobs?.length) {
    parts.push(en ? "Experience" : "Опыт работы");
    const ranges = en
      ? ["March 2022 – Present", "January 2019 – February 2022", "June 2016 – December 2018"]
      : ["Март 2022 – по настоящее время", "Январь 2019 – Февраль 2022", "Июнь 2016 – Декабрь 2018"];
    e.jobs.forEach((title, i) => {
      parts.push(`${title}, ${en ? "Hollis Home Goods" : "ООО «Пример»"}`, ranges[i]!);
      parts.push(
        en
          ? "Planned the week's work with the team, kept the records in order and reported to the owner every month."
          : "Планировала работу на неделю вместе с командой, вела отчётность и каждый месяц отчитывалась руководителю.",
      );
    });
  }
  if (e.skills?.length) parts.push(en ? "Skills" : "Навыки", e.skills.join(", "));
  parts.push(
    en ? "Education" : "Образование",
    e.studies ?? (en ? "Springfield State University, 2012 – 2016" : "МГУ, 2012 – 2016"),
  );
  return parts.join("\n");
}

describe("the headline's title, not what stands beside it", () => {
  it.each([
    ["Production Supervisor — Food Manufacturing", "engineering_manufacturing"],
    ["к.ф.-м.н., исследователь ИИ и машинного обучения", "research_academia"],
    ["PhD, Data Scientist", "data_ml"],
  ] as const)("the title of the headline %s, not what stands beside it → %s", (headline, family) => {
    expect(person(resume("en", { headline, jobs: ["Office Administrator"] })).family).toBe(family);
  });
  it("a generic head under the name does not decide against the jobs", () => {
    // "Manager", «Инженер», "Director": the head's commonest field is a guess (decision 450).
    for (const headline of ["Manager", "Director"])
      expect(person(resume("en", { headline, jobs: ["Paralegal", "Paralegal", "Paralegal"] })).family).toBe("legal");
    expect(person(resume("ru", { headline: "Инженер", jobs: ["Юрист", "Юрист", "Юрист"] })).family).toBe("legal");
  });
});

/** A summary's opening noun phrase, then what is said of the person; the sentence names another field. */
const OPENINGS: readonly { summary: string; family: RoleFamily | null }[] = [
  {
    summary: "Seasoned Licensed Clinical Social Worker dedicated to providing education and counselling to families.",
    family: "other",
  },
  {
    summary: "Certified Public Accountant experienced in teaching and curriculum design for schools.",
    family: "accounting_finance",
  },
  {
    summary: "Dedicated and efficient culinary professional with three years in hotel accounting.",
    family: "hospitality_food",
  },
  {
    summary: "Привет! Меня зовут Анна, я Flutter-разработчик с опытом ведения бухгалтерии.",
    family: "software_engineering",
  },
  { summary: "Юрист с педагогическим образованием и опытом преподавания в школе.", family: "legal" },
];

describe("a summary names the role its opening phrase names", () => {
  for (const { summary, family } of OPENINGS)
    it(`"${summary.slice(0, 60)}…" → ${family}`, () => {
      const text = resume(/[а-я]/u.test(summary) ? "ru" : "en", {}).replace(
        /\n(Education|Образование)\n/u,
        `\n${/[а-я]/u.test(summary) ? "О себе" : "Summary"}\n${summary}\n$1\n`,
      );
      expect(person(text).family).toBe(family);
    });
});
