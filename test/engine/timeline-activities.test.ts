/**
 * What counts as work in the timeline and what level the person is read at (decision 305): entries listed among
 * the jobs that are not work by the labels' convention (knowledge/activities.ts) × the layouts a date takes beside
 * its entry, the jobs that must stay jobs, and the level rules over generated students and professionals.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../../worker/analysis/engine/index";
import { activityOf } from "../../worker/analysis/knowledge/activities";
import { NOW } from "./now";

/** Entries that are not work, whatever the dates: by kind, in both languages. */
const NOT_WORK: Record<string, readonly string[]> = {
  volunteering: ["Волонтер, фонд «Доброе сердце»", "Центр развития добровольчества", "Volunteer, Red Cross"],
  conscription: ["Срочная служба в армии", "Military Service, Korea Army", "National Service"],
  training: ["Инженер по тестированию (обучение)", "Курсы", "Data Science Bootcamp"],
  student: [
    "Graduate Student Researcher | Gainesville, FL",
    "Master's student research",
    "PhD Student, Ecology and Evolution",
    "Аспирант кафедры физики",
  ],
  competition: ["Safran Challenge 1st Place", "Хакатон «Цифровой прорыв», призер", "ICPC Finalist"],
  leave: [
    "Декретный отпуск",
    "Отпуск по уходу за ребёнком",
    "Отпуск по уходу за ребенком до 3 лет",
    "Maternity leave",
    "Parental leave",
    "Career break",
    "Sabbatical",
  ],
};

/** Jobs that carry one of those words and stay jobs. */
const JOBS = [
  "Менеджер по обучению персонала, ООО «Ромашка»",
  "Software Engineer & Security Researcher (Compulsory Military Service)",
  "Project Manager, Acme Inc.",
  "Research Assistant, The Treasury",
  "Teaching Assistant, Sunny Days Primary School",
  "Competition Law Associate, Clifford Chance",
  "Методист по работе со студентами, НИУ ВШЭ",
];

/** Where the dates sit beside the entry. */
const LAYOUTS: Record<string, (entry: string, dates: string) => string> = {
  "dates after the entry": (entry, dates) => `${entry} ${dates}`,
  "dates in brackets with a list's semicolon": (entry, dates) => `${entry} (${dates});`,
  "dates on the line above": (entry, dates) => `${dates}\n${entry}`,
  "a right-hand cell": (entry, dates) => `${entry}\t\t${dates}`,
};

const DATES = ["2015 – 2017", "март 2019 – н.в.", "Sep 2018 – May 2020", "01.2016 – 12.2016"];

const workOf = (body: string) =>
  readResume(
    { text: `Иван Петров\nОпыт работы\n${body}\nНавыки\nExcel, Word\nОбразование\nМГУ, бакалавр, 2005 – 2010\n` },
    { now: NOW },
  ).timeline.ranges.filter((r) => r.isWork);

describe("entries that are not work: kinds × layouts", () => {
  for (const [layout, place] of Object.entries(LAYOUTS)) {
    it(`leaves them out with ${layout}`, () => {
      const entries = Object.values(NOT_WORK).flat();
      fc.assert(
        fc.property(fc.constantFrom(...entries), fc.constantFrom(...DATES), (entry, dates) => {
          const body = place(entry, dates);
          expect(workOf(body), body).toHaveLength(0);
        }),
        { numRuns: 60, seed: 305 },
      );
    });

    it(`keeps the jobs with ${layout}`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...JOBS), fc.constantFrom(...DATES), (entry, dates) => {
          const body = place(entry, dates);
          expect(workOf(body), body).toHaveLength(1);
        }),
        { numRuns: 40, seed: 305 },
      );
    });
  }

  it("names the kind", () => {
    for (const [kind, entries] of Object.entries(NOT_WORK))
      for (const entry of entries) expect(activityOf(entry), entry).toBe(kind);
    for (const entry of [...JOBS.slice(0, 3), ...JOBS.slice(5)]) expect(activityOf(entry), entry).toBeNull();
  });

  it("an on-campus post is not work inside the studies, a job after them", () => {
    const cv = (post: string) =>
      readResume(
        {
          text: [
            "Anna Smith",
            "Education",
            "Master of Science in Physics, University of Florida, Graduation: May 2024",
            "BSc Physics, Florida International University  Sep 2016 – May 2020",
            "Experience",
            post,
            "Data Analyst, Acme Inc.  Jun 2024 – present",
          ].join("\n"),
        },
        { now: NOW },
      ).timeline.ranges.filter((r) => r.isWork).length;
    expect(cv("Teaching Assistant, Department of Physics  Sep 2017 – May 2019")).toBe(1); // inside the BSc
    expect(cv("Research Assistant, AI Lab  Feb 2023 – Mar 2024")).toBe(1); // inside the MSc before its graduation
    expect(cv("Research Assistant, AI Lab  Sep 2024 – Mar 2025")).toBe(2); // after the degree: employed
  });
});

describe("the level, on one scale", () => {
  const level = (text: string) => analyzeResume({ text }, { now: NOW }).result.candidate_profile?.seniority;

  it("a pupil's and a student's side jobs make a student, however long at school", () => {
    const pupil = [
      "Анна Иванова",
      "Опыт работы",
      "2014 – 2017 Ансамбль «Чародейка», артист хореографического ансамбля",
      "2015 – 2017 Газета «Восход», внештатный корреспондент",
      "Образование",
      "2006 – 2017 МБОУ Гимназия № 1, среднее общее образование",
      "2017 – 2021 НИУ ВШЭ, лингвистика",
    ].join("\n");
    expect(level(pupil)).toBe("student_intern");
  });

  it("a career beside a master's is not a student's", () => {
    const professional = [
      "Anna Smith",
      "Accountant",
      "Experience",
      "Accountant, Acme Inc.  Sep 2019 – present",
      "Education",
      "MBA, London Business School  Sep 2019 – present",
      "BSc Accounting, University of Leeds  Sep 2015 – Jun 2019",
    ].join("\n");
    expect(level(professional)).not.toBe("student_intern");
  });

  it("a side business in another field is no executive title", () => {
    const text = [
      "John Doe",
      "Research Scientist",
      "Experience",
      "Research Scientist, DeepMind  Jan 2022 – present",
      "Machine learning research on reinforcement learning agents.",
      "Flying Instructor & Business Owner, SkyHigh Flight School  Jan 2017 – present",
      "Education",
      "PhD in Computer Science, UCL  2017 – 2021",
    ].join("\n");
    expect(level(text)).not.toBe("executive");
  });

  it("the level the top of the resume states stands when no job is dated", () => {
    const text = [
      "Колесников Александр",
      "Желаемая должность и зарплата",
      "Junior Frontend Developer, от 40 000 руб.",
      "Навыки",
      "JavaScript, React, HTML, CSS, Git, TypeScript, Redux, Webpack, Jest, REST API, Figma, Node.js",
      "Опыт работы",
      "Учебные проекты: интернет-магазин на React, лендинг на HTML и CSS, чат на WebSocket",
    ].join("\n");
    expect(level(text)).toBe("junior");
  });
});

describe("time off between jobs is no gap (issue 21)", () => {
  const LEAVES = NOT_WORK.leave!;
  const JOB_LINES = ["Бухгалтер, ООО «Ромашка»", "Project Manager, Acme Corp"];
  it("a pause filled by parental leave or a career break is not reported as a gap", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEAVES), fc.constantFrom(...Object.values(LAYOUTS)), (leave, place) => {
        const body = [
          place(JOB_LINES[0]!, "03.2022 – н.в."),
          place(leave, "04.2019 – 02.2022"),
          place(JOB_LINES[1]!, "01.2014 – 03.2019"),
        ].join("\n");
        const reading = readResume({ text: `Анна Петрова\nОпыт работы\n${body}\nНавыки\nExcel, Word\n` }, { now: NOW });
        expect(reading.timeline.gaps, body).toHaveLength(0);
        expect(
          reading.timeline.ranges.filter((r) => r.isWork),
          body,
        ).toHaveLength(2);
      }),
      { numRuns: 40, seed: 21 },
    );
  });

  it("the same pause without the leave is a gap", () => {
    const body = "Бухгалтер, ООО «Ромашка» 03.2022 – н.в.\nProject Manager, Acme Corp 01.2014 – 03.2019";
    const reading = readResume({ text: `Анна Петрова\nОпыт работы\n${body}\nНавыки\nExcel\n` }, { now: NOW });
    expect(reading.timeline.gaps).toHaveLength(1);
  });
});
