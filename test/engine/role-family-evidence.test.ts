/**
 * The role family from agreeing evidence (decision 490), over generated forms: split titles × families × languages
 * give no family unless the headline holds the winner; duties that start with a verb and qualified experience
 * headings are no titles while participle titles are; month and "present" words are cut from a role; titles the
 * classifications also file under general management name no field. Every resume here is made up.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import type { RoleFamily } from "../../worker/analysis/knowledge/families";
import { familyOfTitle, isGenericTitle, opensWithTitle } from "../../worker/analysis/knowledge/professions";
import { GENERATED_TITLES } from "../../worker/analysis/knowledge/professions.generated";
import { NOW } from "./now";

const person = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW }).reading.person;

/** Specific titles of different families, both languages, each naming its family alone (asserted below). */
const TITLES: Readonly<Record<"en" | "ru", readonly string[]>> = {
  en: ["Senior Accountant", "Graphic Designer", "Paralegal", "Logistics Coordinator", "Software Developer"],
  ru: ["Главный бухгалтер", "Графический дизайнер", "Юрист", "Логист", "Инженер-программист"],
};

const LAYOUT = {
  en: {
    head: "Jordan Miles\njordan.miles@example.com · (555) 201-7788\nSpringfield, IL",
    experience: "Experience",
    employer: "Hollis Home Goods",
    ranges: ["March 2022 – Present", "January 2019 – February 2022", "June 2016 – December 2018"],
    duties:
      "Planned the week's work with the team, kept the records in order, answered the customers' questions and " +
      "reported to the owner every month.",
    education: "Education\nSpringfield State University, 2012 – 2016",
  },
  ru: {
    head: "Иванова Мария\nm.ivanova@example.ru · +7 900 111-22-33\nг. Москва",
    experience: "Опыт работы",
    employer: "ООО «Пример»",
    ranges: ["Март 2022 – по настоящее время", "Январь 2019 – Февраль 2022", "Июнь 2016 – Декабрь 2018"],
    duties:
      "Планировала работу на неделю вместе с командой, вела отчётность, отвечала на вопросы клиентов и каждый месяц " +
      "отчитывалась перед руководителем.",
    education: "Образование\nУниверситет-Пример, 2012 – 2016",
  },
} as const;

/** A resume of dated jobs, latest first, with an optional headline under the name and an optional summary. */
function resume(lang: "en" | "ru", jobs: readonly string[], headline?: string, summary?: string): string {
  const l = LAYOUT[lang];
  const entries = jobs.map((title, i) => `${title}, ${l.employer}\n${l.ranges[i]}\n${l.duties}`);
  const about = summary ? [lang === "en" ? "Summary" : "О себе", summary] : [];
  return [l.head, ...(headline ? [headline] : []), ...about, l.experience, ...entries, l.education].join("\n");
}

/** A summary that opens with the title: "Paralegal with ten years of practice." */
const opening = (lang: "en" | "ru", title: string): string =>
  lang === "en" ? `${title} with ten years of practice in a busy office.` : `${title} с десятилетним опытом работы.`;

describe("split evidence names no family", () => {
  for (const lang of ["en", "ru"] as const)
    for (const a of TITLES[lang])
      for (const b of TITLES[lang]) {
        if (a === b) continue;
        const [fa, fb] = [familyOfTitle(a), familyOfTitle(b)];
        it(`${lang}: latest "${a}" against a summary and an earlier job of "${b}"`, () => {
          expect(fa).not.toBeNull();
          expect(fb).not.toBeNull();
          expect(fa).not.toBe(fb);
          // 2.5 votes for the latest title against 2 + 1 for the summary's and the earlier title's: either reading
          // is as likely.
          expect(person(resume(lang, [a, b], undefined, opening(lang, b))).family).toBeNull();
        });
        it(`${lang}: the same jobs under the headline "${a}" name its family`, () => {
          expect(person(resume(lang, [a, b], a, opening(lang, b))).family).toBe(fa);
        });
        it(`${lang}: three jobs that agree on "${a}" name its family`, () => {
          expect(person(resume(lang, [a, a, a])).family).toBe(fa);
        });
      }
});

describe("a role looks like a title", () => {
  const duties = {
    en: ["Initiated daily store counts", "Managed accounts of key clients", "Coordinated deliveries across the region"],
    ru: ["Разработал систему учёта заказов", "Руководила отделом продаж", "Вёл переговоры с поставщиками"],
  } as const;
  for (const lang of ["en", "ru"] as const)
    for (const duty of duties[lang])
      for (const title of TITLES[lang])
        it(`${lang}: the duty "${duty}" above a range is no title; "${title}" above it is`, () => {
          const l = LAYOUT[lang];
          // The duty stands where a title would (just above the range), the real title two lines higher.
          const text = `${l.head}\n${l.experience}\n${title}\n${l.employer}\n${duty}\n${l.ranges[0]}\n${l.duties}\n${l.education}`;
          const read = person(text);
          expect(read.role).not.toBe(duty);
        });

  it("participle titles open with a title's first word; past-tense duties do not", () => {
    for (const title of ["Registered nurse", "Certified nursing assistant", "Licensed practical nurse"])
      expect(opensWithTitle(title)).toBe(true);
    for (const duty of ["Initiated daily store counts", "Organized weekly team meetings", "Разработал систему"])
      expect(opensWithTitle(duty)).toBe(false);
  });

  for (const heading of ["Исследовательский и проектный опыт", "Research and teaching experience"])
    it(`"${heading}" over a range is a heading, not a research title`, () => {
      const l = LAYOUT.en;
      const read = person(`${l.head}\n${heading}\n${l.ranges[0]}\n${l.duties}\n${l.education}`);
      expect(read.role).not.toBe(heading);
    });
});

describe("month and 'present' words are no part of a role", () => {
  const before = {
    en: ["June April", "Present", "Current"],
    ru: ["июнь апрель", "наст. время", "по настоящее время"],
  } as const;
  for (const lang of ["en", "ru"] as const)
    for (const words of before[lang])
      for (const title of TITLES[lang])
        it(`${lang}: "${words} ${title}"`, () => {
          const l = LAYOUT[lang];
          const read = person(
            `${l.head}\n${l.experience}\n${l.ranges[0]}\n${words} ${title}\n${l.duties}\n${l.education}`,
          );
          expect(read.role).toBe(title);
          expect(read.family).toBe(familyOfTitle(title));
        });
});

describe("titles the classifications file under general management name no field", () => {
  const generated = new Map<string, RoleFamily>();
  for (const [family, titles] of Object.entries(GENERATED_TITLES))
    for (const title of titles.split("|")) generated.set(title, family as RoleFamily);
  // SOC 11-9199.00 / 11-1021 / ISCO 1120 list these beside a field's group: the generated layer keeps none of them.
  for (const title of [
    "project coordinator",
    "operations manager",
    "general manager",
    "team leader",
    "program manager",
  ])
    it(`"${title}" is no generated title; the curated heads read it`, () => {
      expect(generated.has(title)).toBe(false);
    });
  it("a field's own title is kept", () => {
    expect(generated.get("construction manager")).toBe("engineering_manufacturing");
    expect(generated.get("software project manager")).toBe("product_project_management");
  });
  it("a project coordinator is a generic head, not manufacturing", () => {
    expect(familyOfTitle("Project Coordinator")).not.toBe("engineering_manufacturing");
    expect(isGenericTitle("Project Coordinator")).toBe(true);
  });
  it("analytics and machine learning name data work in both languages", () => {
    for (const title of ["Head of Analytics", "Директор по аналитике", "Разработчик машинного обучения"])
      expect(familyOfTitle(title)).toBe("data_ml");
  });
});
