/**
 * Decision 650: a key skill is never a fact the reading already knows as something else — an employer of the
 * timeline, the job's title, the person's city or a known city, a section heading, the person's name — and a field's
 * label («Проживает», "Location") is never the city. Resumes are generated in both languages with those distractors
 * planted in the skills list, in a sub-heading, and in a job entry the skills section runs over.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { NOW } from "./now";

const RUNS = { numRuns: 40 };

/** Names no dictionary has: employers and products made up for the test. */
const EMPLOYERS = ["Ollie Games", "Brightwell Labs", "Квазар Софт", "Northwind Traders", "Гамма Системс"];
const TITLES_RU = ["Unity Developer", "Ведущий инженер", "Менеджер проектов", "Frontend Developer"];
const TITLES_EN = ["Unity Developer", "Project Manager", "Frontend Developer", "Data Engineer"];
const JOB_CITIES_RU = ["Воронеж", "Казань", "Новосибирск"];
const JOB_CITIES_EN = ["London", "Berlin", "Boston"];
const HEADINGS_RU = ["Хард скиллы", "Софт скиллы", "Базовые знания", "Навыки"];
const HEADINGS_EN = ["Hard skills", "Soft skills", "Basic skills", "Technical skills"];
const SKILLS = ["Python", "Docker", "PostgreSQL", "Git", "Kubernetes", "Figma", "Jira"];
const PEOPLE_RU = ["Борис Крылов", "Анна Смирнова"];
const PEOPLE_EN = ["Jane Doe", "Michael Turner"];

const letters = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, "");

interface Resume {
  text: string;
  distractors: string[];
}

const resume = (ru: boolean): fc.Arbitrary<Resume> =>
  fc
    .record({
      person: fc.constantFrom(...(ru ? PEOPLE_RU : PEOPLE_EN)),
      employers: fc.uniqueArray(fc.constantFrom(...EMPLOYERS), { minLength: 2, maxLength: 2 }),
      title: fc.constantFrom(...(ru ? TITLES_RU : TITLES_EN)),
      jobCity: fc.constantFrom(...(ru ? JOB_CITIES_RU : JOB_CITIES_EN)),
      heading: fc.constantFrom(...(ru ? HEADINGS_RU : HEADINGS_EN)),
      skills: fc.uniqueArray(fc.constantFrom(...SKILLS), { minLength: 2, maxLength: 4 }),
      planted: fc.subarray(["employer", "title", "city", "person", "heading"] as const, { minLength: 1 }),
      runOver: fc.boolean(),
    })
    .map(({ person, employers, title, jobCity, heading, skills, planted, runOver }) => {
      const [first, second] = employers as [string, string];
      const home = ru ? "Москва" : "Chicago";
      const planting: Record<(typeof planted)[number], string> = {
        employer: first,
        title,
        city: jobCity,
        person,
        heading,
      };
      const items = [...skills, ...planted.filter((p) => p !== "heading").map((p) => planting[p])];
      const list = planted.includes("heading")
        ? `${heading}\n${items.map((i) => `• ${i}`).join("\n")}`
        : items.map((i) => `• ${i}`).join("\n");
      const job = (employer: string, dates: string, stack: string) =>
        `${title}\n${employer}, ${jobCity} • ${dates}\n${ru ? "Разработка мобильных игр" : "Built mobile games"}\n${stack}`;
      const jobs = ru
        ? [
            job(first, "Сентябрь 2023 — Октябрь 2024", "Технологии: C#, Lua"),
            job(second, "Январь 2021 — Август 2023", "Технологии: Git"),
          ]
        : [
            job(first, "September 2023 – October 2024", "Stack: C#, Lua"),
            job(second, "January 2021 – August 2023", "Stack: Git"),
          ];
      const header = `${person}\n${title}\n+7 (999) 012-73-12 • person@example.com\n${home}\n`;
      const text = runOver
        ? // The skills section (a «Технологии:» label read as its heading) runs over the next job entry.
          `${header}\n${ru ? "ОПЫТ РАБОТЫ" : "EXPERIENCE"}\n${jobs.join("\n\n")}\n\n${ru ? "НАВЫКИ" : "SKILLS"}\n${list}\n`
        : `${header}\n${ru ? "НАВЫКИ" : "SKILLS"}\n${list}\n\n${ru ? "ОПЫТ РАБОТЫ" : "EXPERIENCE"}\n${jobs.join("\n\n")}\n`;
      return {
        text,
        distractors: [first, second, title, jobCity, home, person, heading, ...person.split(" ")],
      };
    });

describe("key skills are never another fact of the reading (decision 650)", () => {
  for (const ru of [true, false])
    it(`drops employers, titles, cities, headings and the name from the key skills (${ru ? "ru" : "en"})`, () => {
      fc.assert(
        fc.property(resume(ru), ({ text, distractors }) => {
          const { result } = analyzeResume({ text, format: "pdf" }, { now: NOW });
          const shown = new Set(result.key_skills.map(letters));
          for (const d of distractors)
            expect(shown.has(letters(d)), `${d} in ${result.key_skills.join(", ")}`).toBe(false);
          // The real skills stay.
          expect(result.key_skills.length).toBeGreaterThan(0);
        }),
        RUNS,
      );
    });

  it("a job entry the skills section runs over gives no key skills but its stack (the eighth review's case)", () => {
    const text = [
      "Крылов Борис",
      "Senior Unity Developer",
      "+7 (999) 012-73-12 • boris@example.com",
      "Москва • Удалённая работа",
      "",
      "ОПЫТ РАБОТЫ",
      "Senior Unity Developer",
      "Softintermob LLC, Москва • Октябрь 2024 — Февраль 2026",
      "Техническое лидерство в команде.",
      "Технологии: C#, Lua, Addressables, VContainer",
      "",
      "Unity Developer",
      "Ollie Games, Воронеж • Сентябрь 2023 — Октябрь 2024",
      "Full-cycle разработка casual игр.",
      "Технологии: C#, Unity, WebGL",
    ].join("\n");
    const { result } = analyzeResume({ text, format: "pdf" }, { now: NOW });
    expect(result.key_skills).toEqual(expect.arrayContaining(["C#", "Lua", "Unity", "WebGL"]));
    for (const junk of ["Unity Developer", "Ollie Games", "Воронеж", "Softintermob LLC", "Москва"])
      expect(result.key_skills).not.toContain(junk);
  });
});

describe("a field's label is never the city (decision 650)", () => {
  const LABELS = ["Проживает", "Город", "Город проживания", "Местоположение", "Адрес", "Location", "City", "Address"];
  const CITIES = ["Москва", "Казань", "Новосибирск", "London", "Berlin"];
  const COUNTRIES = ["Испания", "Россия", "Германия", "Spain", "Germany"];

  it("reads the city after the label, hh.ru style, and no city when only a country follows", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LABELS),
        fc.option(fc.constantFrom(...CITIES), { nil: null }),
        fc.option(fc.constantFrom(...COUNTRIES), { nil: null }),
        fc.constantFrom(": ", " : ", ":\u00a0"),
        (label, city, country, colon) => {
          fc.pre(city !== null || country !== null);
          const value = [city, country].filter(Boolean).join(", ");
          const text = [
            "Иванов Иван",
            "Мужчина, 35 лет, родился 1 января 1990",
            "+7 (999) 123-45-67",
            "ivan@example.com — предпочитаемый способ связи",
            "",
            `${label}${colon}${value}`,
            "Гражданство: Россия, есть разрешение на работу: Россия",
            "",
            "Опыт работы",
            "Январь 2020 — настоящее время",
            "ООО Ромашка",
            "Менеджер проектов",
            "Вёл проекты.",
          ].join("\n");
          const { facts } = analyzeResume({ text, format: "pdf" }, { now: NOW });
          const read = facts.contacts.city;
          if (read !== null) {
            expect(LABELS.map((l) => l.toLowerCase())).not.toContain(read.toLowerCase());
            expect(read.toLowerCase()).not.toMatch(/проживает|город|location|адрес|address|city/u);
          }
          if (city) expect(read).toBe(city);
        },
      ),
      { numRuns: 80 },
    );
  });
});
