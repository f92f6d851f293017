/**
 * The kinds of decision 445, each over generated forms × layouts: a job's field label with its content after the
 * colon («Технологии и инструменты: BPMN, …») read as a heading does not end the jobs; an entry line names its post
 * among its parts («Employer, City – title»), for the timeline and for the level; a job still held in an old document
 * counts to today in the total (the labels' convention) while an internship ends at the document's date and the
 * level is read as of it; a career changer whose past job is named only among an entry's parts is junior in the
 * new role.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { NOW } from "./now";

const read = (text: string) => readResume({ text }, { now: NOW });
const counted = (text: string) => read(text).timeline.ranges.filter((r) => r.isWork);

/** Date ranges as a job's own line, in both languages and the numeric form. */
const RANGES: readonly (readonly [string, string])[] = [
  ["МАРТ 2008 – АПРЕЛЬ 2025", "МАРТ 2007 – МАРТ 2008"],
  ["March 2008 – April 2025", "March 2007 – March 2008"],
  ["03.2008 – 04.2025", "03.2007 – 03.2008"],
];

/** A job's field label with its content on the same line: what the heading reader may take for a heading. */
const LABELS = [
  "Технологии и инструменты: BPMN, Use Cases, Figma",
  "Инструменты и технологии: Java, Postgres, Docker",
  "Tools and technologies: Jira, Confluence, SQL",
  "Ключевые навыки: переговоры, аналитика",
];

/** Entry lines whose post is one of their parts, after the employer and the city. */
const ENTRIES = [
  "Частная практика, Москва – психолог, коуч",
  "КПМГ, Москва – бизнес-аналитик",
  "НИЦЭТУ, программный архитектор",
  "Northwind Traders, Leeds – Accountant",
  "Private practice | Psychologist",
];

describe("a field label inside a job does not end the jobs", () => {
  it("in every layout of the dates (own line under the entry, after it)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RANGES),
        fc.constantFrom(...LABELS),
        fc.constantFrom(...ENTRIES),
        fc.boolean(),
        ([latest, earlier], label, entry, below) => {
          const job = (dates: string) => (below ? `${entry}\n${dates}` : `${entry} ${dates}`);
          const text = [
            "Анна Смирнова",
            "ОПЫТ РАБОТЫ",
            job(latest),
            "● Провела анализ бизнес-процессов",
            label,
            "",
            job(earlier),
            "● Документировала процессы",
            label,
            "ОБРАЗОВАНИЕ",
            "2006 — МГУ, факультет ВМК",
          ].join("\n");
          expect(counted(text), text).toHaveLength(2);
        },
      ),
      { numRuns: 60, seed: 445 },
    );
  });
});

describe("a record of fields is a job under any heading a duty line was misread as", () => {
  it("'Date:' then 'Position:' / «Должность:» after a heading of projects or courses, labelled by its position", () => {
    const DUTIES = ["Other ad-hoc projects (local or global)", "Conduct compliance/AML training", "Project management"];
    fc.assert(
      fc.property(
        fc.constantFrom(...DUTIES),
        fc.constantFrom(
          ["Position", "Company", "Compliance Manager", "Acme Pte Ltd"],
          ["Designation", "Employer", "Accounts Executive", "Oosh Pte Ltd"],
          ["Должность", "Организация", "Главный бухгалтер", "ООО «Ромашка»"],
        ),
        // A résumé writes all its jobs one way: both ranges in one form.
        fc.constantFrom(
          ["Oct 2014 – July 2016", "Oct 2010 – July 2014"],
          ["10.2014 – 07.2016", "10.2010 – 07.2014"],
          ["Октябрь 2014 – Июль 2016", "Октябрь 2010 – Июль 2014"],
        ),
        (duty, [position, company, title, employer], [latest, dates]) => {
          const text = [
            "Jonathan Man",
            "Past employment:",
            `Date: ${latest}`,
            `${position}: Senior Analyst`,
            `${company}: Invesco Ltd`,
            "Review of regulations",
            duty,
            "",
            `Date: ${dates}`,
            `${position}: ${title}`,
            `${company}: ${employer}`,
            "Educational Background",
            "Date: 2004 – 2008",
            "Bachelor of Accountancy, Nanyang Technological University",
          ].join("\n");
          const work = read(text).timeline.ranges.filter((r) => r.isWork);
          expect(
            work.map((r) => [r.start, r.end]),
            text,
          ).toEqual([
            ["2014-10", "2016-07"],
            ["2010-10", "2014-07"],
          ]);
          expect(work[1]!.label, text).toBe(`${position}: ${title}`);
        },
      ),
      { numRuns: 30, seed: 445 },
    );
  });
});

describe("an entry names its post among its parts", () => {
  it("the current job with its start month alone, the employer before the title", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ENTRIES),
        fc.constantFrom("Окт 2022", "Oct 2022", "October 2022"),
        (entry, since) => {
          const text = [
            "Алексей Злобин",
            "Опыт",
            `${entry}, ${since}`,
            "Управление двумя проектами.",
            "DellEMC, principal engineer, Nov 2019 – Aug 2022",
            "Алгоритмы управления для бэкенда СХД.",
          ].join("\n");
          const ranges = counted(text).map((r) => [r.start, r.end]);
          expect(ranges, text).toEqual([
            ["2022-10", "present"],
            ["2019-11", "2022-08"],
          ]);
        },
      ),
      { numRuns: 30, seed: 445 },
    );
  });

  it("a career changer whose past posts are named among the entry's parts is junior in the new role", () => {
    const past = [
      "Частная практика, Москва – психолог, коуч",
      "Городская больница № 3, Казань – медицинская сестра",
      "Northwind Traders, Leeds – Accountant",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...past), fc.constantFrom(...LABELS.slice(0, 2)), (entry, label) => {
        const text = [
          "Ирина Чернова",
          "Системный аналитик",
          "ОПЫТ РАБОТЫ",
          "Проект: спецификация веб-приложения",
          "ИЮНЬ 2025 – АВГУСТ 2025",
          "● Описала требования",
          label,
          "",
          entry,
          "МАРТ 2008 – АПРЕЛЬ 2025",
          "● Консультировала клиентов",
          label,
          "",
          "ИНТЕРГЕЙМ, Москва – бизнес-аналитик",
          "МАРТ 2006 – МАРТ 2007",
          "● Собирала требования",
          "ОБРАЗОВАНИЕ",
          "2025 — ТГУ, программа «Системный аналитик»",
        ].join("\n");
        const reading = read(text);
        expect(reading.person.level, text).toBe("junior");
        // The years are the person's all the same: the level is judged in the new role.
        expect(reading.timeline.totalYears, text).toBeGreaterThan(18);
      }),
      { numRuns: 12, seed: 445 },
    );
  });
});

describe("a current senior or lead title after years in a neighbouring family", () => {
  it("is not junior by the months of the new title alone", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Lead Data Scientist", "Senior Data Scientist", "Principal ML Engineer"),
        fc.constantFrom("Software Developer", "Backend Developer", "C++ Developer"),
        (current, before) => {
          const text = [
            "Anton Ivanov",
            "Experience",
            "Sber AI, Moscow",
            `${current}  Mar. 2025 – Present`,
            "Yandex, Moscow",
            `${before}  Jan. 2020 – Feb. 2025`,
            "Education",
            "Skoltech, MSc in Data Science  2018 – 2020",
          ].join("\n");
          expect(["senior", "lead_manager"], text).toContain(read(text).person.level);
        },
      ),
      { numRuns: 9, seed: 445 },
    );
  });
});

describe("a C-level job under a headline that seeks a role below it", () => {
  it("reads as a lead's, not an executive's", () => {
    const cv = (headline: string) =>
      [
        "Andrey Rozanov",
        headline,
        "Опыт работы",
        "Lead Software Engineer / CTO, QBD  10/2024 — по н.в.",
        "Backend Developer, Habdev  01/2023 — 08/2024",
        "Образование",
        "2016 — 2020 ДВФУ, бакалавр",
      ]
        .filter(Boolean)
        .join("\n");
    for (const headline of ["Rust Software Engineer", "Backend Developer", "Software Engineer (Rust, Go)"])
      expect(read(cv(headline)).person.level, headline).toBe("lead_manager");
  });
});

describe("an old document: the total to today, the level as of its date", () => {
  const oldCv = (title: string, stamp: string, dates: string) =>
    ["John Ashford", stamp, "Experience", `${title}\t${dates}`, "Drafted contracts.", "Education", "BA, 2014"].join(
      "\n",
    );
  const STAMPS = ["Last updated: March 2019", "Updated: March 2019", "Резюме обновлено 12 марта 2019"];
  const STARTS = [
    ["June 2016 – Present", 2016 * 12 + 5],
    ["06.2016 – по настоящее время", 2016 * 12 + 5],
    ["June 2016 – Current", 2016 * 12 + 5],
  ] as const;

  it("a job still held runs to today in the total; the level is read as of the document", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Associate Lawyer, Harlow & Pike LLP", "Accountant, Northwind Traders Ltd"),
        fc.constantFrom(...STAMPS),
        fc.constantFrom(...STARTS),
        (title, stamp, [dates, start]) => {
          const reading = read(oldCv(title, stamp, dates));
          const months = 2026 * 12 + 10 - start + 1;
          expect(reading.timeline.totalYears).toBe(Math.round((months / 12) * 10) / 10);
          expect(reading.timeline.asOf).toBe("2019-03");
        },
      ),
      { numRuns: 20, seed: 445 },
    );
  });

  it("the level is read as of the document: under three years in March 2019, not the ten years to today", () => {
    for (const stamp of ["Last updated: March 2019", "Резюме обновлено 12 марта 2019"]) {
      const reading = read(oldCv("Associate Lawyer, Harlow & Pike LLP", stamp, "June 2016 – Present"));
      expect(reading.timeline.totalYears).toBe(10.5);
      expect(reading.person.level, stamp).toBe("middle");
    }
  });

  it("an internship still held in an old document ends at its date", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Legal Intern, Harlow & Pike LLP", "Стажёр, ООО «Ромашка»", "Summer Intern, Acme Inc."),
        fc.constantFrom(...STAMPS),
        fc.constantFrom(...STARTS),
        (title, stamp, [dates, start]) => {
          const reading = read(oldCv(title, stamp, dates));
          const months = 2019 * 12 + 2 - start + 1;
          expect(reading.timeline.totalYears).toBe(Math.round((months / 12) * 10) / 10);
        },
      ),
      { numRuns: 20, seed: 445 },
    );
  });
});
