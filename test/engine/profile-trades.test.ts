/**
 * The trades the classifications keep apart inside a family (decision 585): systems software (SOC 2010 15-1133: C/C++,
 * embedded, drivers, graphics), financial quantitative analysts (O*NET 13-2099.01) and tutors (SOC 2018 25-3041) get a
 * skill profile of their own, so their gaps are their trade's — no Redis and Kafka for a firmware developer, no ФГОС or
 * classroom management for a private tutor. The family stays the labels' (software, finance, teaching). Every resume
 * here is generated.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { NOW } from "./now";

const person = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW }).reading.person;

function resume(lang: "en" | "ru", headline: string, job: string, duty: string, skills: readonly string[]): string {
  const en = lang === "en";
  return [
    en ? "Jordan Miles" : "Иванова Мария",
    en ? "jordan.miles@example.com · (555) 201-7788" : "m.ivanova@example.ru · +7 900 111-22-33",
    headline,
    en ? "Experience" : "Опыт работы",
    `${job}, ${en ? "Northwind Labs" : "ООО «Пример»"}`,
    en ? "March 2019 – Present" : "Март 2019 – по настоящее время",
    duty,
    en ? "Skills" : "Навыки",
    skills.join(", "),
    en ? "Education" : "Образование",
    en ? "Springfield State University, 2013 – 2019" : "МГТУ им. Баумана, 2013 – 2019",
  ].join("\n");
}

const WEB_BACKEND = ["Redis", "Kafka", "PostgreSQL", "Микросервисы", "REST API"];
const SCHOOL = ["ФГОС", "Классное руководство", "Управление классом"];

describe("systems software: C/C++, embedded, drivers, graphics", () => {
  const titles = {
    en: [
      "Embedded Software Engineer",
      "Firmware Engineer",
      "C++ Developer",
      "Graphics Programmer",
      "Software Engineer",
    ],
    ru: ["Инженер-программист встраиваемых систем", "Программист микроконтроллеров", "C++ разработчик", "Программист"],
  } as const;
  const stacks = [
    ["C", "C++", "CMake", "GDB", "Linux", "Git"],
    ["C++", "OpenGL", "DirectX", "CUDA", "Git"],
    ["C", "Assembler", "GDB", "Valgrind", "Linux"],
  ];
  for (const lang of ["en", "ru"] as const)
    for (const title of titles[lang])
      for (const stack of stacks)
        it(`${lang}: ${title} with ${stack.join(", ")} → software, profile systems, no web backend gaps`, () => {
          const duty =
            lang === "en" ? "Wrote drivers and the boot code for the board." : "Писала драйверы и загрузчик для платы.";
          const p = person(resume(lang, title, title, duty, stack));
          expect(p.family).toBe("software_engineering");
          expect(p.profile?.id).toBe("systems");
          expect(p.profile?.missing.filter((name) => WEB_BACKEND.includes(name))).toEqual([]);
        });
  it("a web backend developer who also lists C++ stays backend", () => {
    const skills = ["Python", "Django", "PostgreSQL", "Docker", "Redis", "C++"];
    const p = person(resume("en", "Backend Developer", "Backend Developer", "Built the order API.", skills));
    expect(p.profile?.id).toBe("backend");
  });
});

describe("quantitative finance", () => {
  it.each(["Quantitative Analyst", "Quant Researcher", "Quantitative Researcher", "Количественный аналитик"])(
    "%s → the quant profile",
    (title) => {
      const skills = ["Python", "C++", "SQL", "MATLAB", "Bloomberg"];
      const p = person(
        resume(/[а-я]/u.test(title) ? "ru" : "en", title, title, "Priced options; risk reports.", skills),
      );
      expect(p.profile?.id).toBe("quant");
    },
  );
  it("an analyst or a researcher with statistics and MATLAB is no quant", () => {
    const skills = ["Statistics", "MATLAB", "R", "Python"];
    const p = person(resume("en", "Research Analyst", "Lab Analyst", "Ran the assays and the statistics.", skills));
    expect(p.profile?.id).not.toBe("quant");
  });
});

describe("private tutoring", () => {
  it.each([
    ["ru", "Репетитор по математике", "Готовлю школьников к ОГЭ и ЕГЭ, занятия онлайн."],
    ["ru", "Частный преподаватель английского языка", "Индивидуальные занятия со взрослыми и детьми."],
    ["en", "Private Tutor", "One-to-one lessons in maths and physics."],
    ["en", "Math Tutor", "Prepared students for the SAT."],
  ] as const)("%s: %s → teaching, profile tutor, no school's standards as gaps", (lang, title, duty) => {
    const skills = lang === "ru" ? ["Подготовка к ОГЭ и ЕГЭ", "Дистанционное обучение"] : ["Curriculum development"];
    const p = person(resume(lang, title, title, duty, skills));
    expect(p.family).toBe("education_teaching");
    expect(p.profile?.id).toBe("tutor");
    expect(p.profile?.missing.filter((name) => SCHOOL.includes(name))).toEqual([]);
  });
  it("a school teacher keeps the teacher's profile", () => {
    const skills = ["ФГОС", "Классное руководство", "Подготовка к ОГЭ и ЕГЭ"];
    const p = person(resume("ru", "Учитель математики", "Учитель математики", "Вела 7–9 классы.", skills));
    expect(p.profile?.id).toBe("teacher");
  });
});
