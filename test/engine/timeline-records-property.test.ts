/**
 * The kinds of decision 485, each over generated forms × layouts: posts listed among the studies (an "Education &
 * Employment" list, an "Experience" heading glued to the education's last line) count when their first part names a
 * person holding a post, and a degree, a field of study, a course or a Russian qualification never does; a job record
 * whose fields stand above its dates ("Name of the Company:" … "Project Duration :") is a job under a projects heading
 * with no other job to copy the layout from; the entries of one list written one way are all jobs; a "present" phrase
 * wrapped around the start year («наст.» / «2018– время») is an open range, read by the date grammar alone (no second
 * list of "present" words in facts.ts); the total a summary states counts where no dated job was read; every dash
 * of the knowledge (a tilde and an arrow too) and ISO dates with a day join a range.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { RANGE_DASHES } from "../../worker/analysis/knowledge/dates";
import { PRESENT_PHRASES } from "../../worker/analysis/knowledge/present";
import { NOW } from "./now";

const read = (text: string) => readResume({ text }, { now: NOW });
const counted = (text: string) => read(text).timeline.ranges.filter((r) => r.isWork);
const cv = (...body: string[]) => ["Anna Smith", "anna.smith@example.com", ...body].join("\n");

/** Posts written as the entries of an academic or a one-page list. */
const POSTS = [
  "Lab Manager, Yale University.",
  "Postdoctoral Scholar, Psychology, Harvard University",
  "Lecturer and Project Manager – Özyeğin University, Istanbul",
  "Retail assistant • Duty manager • Iceland Frozen Foods",
  "Research Associate, Department of Chemistry, University of Leeds",
  "Software Developer at Acme Ltd",
  "EFL and EAP Teacher – Various Institutions, IR and TR",
];
/** Study entries that name a degree, a field of study, a course or a Russian qualification: never posts. */
const STUDIES = [
  "Ph.D., Psychology, Stanford University",
  "B.A., Philosophy & Cognitive Science, University of Michigan",
  "Software Engineering, Massachusetts Institute of Technology",
  "Accounting, University of Leeds",
  "Graphic Design – Central Saint Martins",
  "Data Science Bootcamp, General Assembly",
  "Master of Science in Civil Engineering, TU Delft",
  "Science and Engineering, Imperial College London",
  "Инженер-механик, МГТУ им. Баумана",
  "Экономист, Финансовый университет",
  "Курс «Python-разработчик», Нетология",
];
const EDUCATION_HEADINGS = ["Education & Employment", "Education", "EDUCATION AND APPOINTMENTS", "Образование"];
/** Where the dates stand: before the entry, after it, alone on the line above it. */
const PLACES: Record<string, (entry: string, dates: string) => string> = {
  before: (entry, dates) => `${dates} ${entry}`,
  after: (entry, dates) => `${entry} ${dates}`,
  above: (entry, dates) => `${dates}\n${entry}`,
};
const DATES = ["2016 – 2019", "09/2016 – 07/2019", "Sep 2016 – Jul 2019"];

describe("posts listed among the studies", () => {
  it("count when their first part names a person holding a post, in every place of the dates", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...POSTS),
        fc.constantFrom(...EDUCATION_HEADINGS),
        fc.constantFrom(...Object.keys(PLACES)),
        fc.constantFrom(...DATES),
        (post, heading, place, dates) => {
          const text = cv(
            heading,
            PLACES[place]!(post, dates),
            "",
            PLACES[place]!("B.A., History, University of Kent", "2012 – 2016"),
          );
          const work = counted(text);
          expect(work, text).toHaveLength(1);
          expect(work[0]!.end, text).toMatch(/^2019-/u);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("a degree, a field of study, a course or a Russian qualification never counts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STUDIES),
        fc.constantFrom(...EDUCATION_HEADINGS),
        fc.constantFrom(...Object.keys(PLACES)),
        fc.constantFrom(...DATES),
        (study, heading, place, dates) => {
          const text = cv(heading, PLACES[place]!(study, dates));
          expect(counted(text), text).toEqual([]);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("an «Experience» heading glued to the education's last line: the jobs under it count (a one-page Word CV)", () => {
    const text = cv(
      "Education",
      "Stafford College",
      "NVQ Level 2 Certificate In Understanding Climate Change And Environmental Awareness Experience",
      "09/2008 – 07/2019",
      "Retail assistant • Duty manager • Iceland Frozen Foods",
      "",
      "2001 - 2006",
      "Butcher • butcher • Perry Follows Butchers",
    );
    expect(read(text).timeline.totalYears).toBeCloseTo(16.9, 1);
  });

  it("a teaching assistant during the degree stays out (on-campus, decision 305)", () => {
    const text = cv(
      "Education & Employment",
      "2019 – 2025 Ph.D., Psychology, Stanford University",
      "2020 – 2022 Teaching Assistant, Stanford University",
      "2016 – 2019 Lab Manager, Yale University.",
    );
    expect(counted(text).map((r) => r.start)).toEqual(["2016-01"]);
  });
});

/** A job record whose fields stand above its dates. */
const COMPANY_FIELDS = ["Name of the Company", "Company Name", "Employer", "Место работы", "Наименование организации"];
const POST_FIELDS = ["Designation", "Position", "Должность"];
const DURATION_FIELDS = ["Project Duration", "Duration", "Период работы"];
const FIELD_COLONS = [": ", " : ", "     : "];

describe("a job record with its fields above its dates", () => {
  it("is a job under a projects heading, with no counted job to copy the layout from", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMPANY_FIELDS),
        fc.constantFrom(...POST_FIELDS),
        fc.constantFrom(...DURATION_FIELDS),
        fc.constantFrom(...FIELD_COLONS),
        fc.constantFrom("Summary of Projects", "Projects", "Проекты"),
        (company, post, duration, colon, heading) => {
          const record = (n: number, dates: string) => [
            `Project ${n}`,
            "",
            `${company}${colon}Capgemini Technology Services India Limited`,
            `${post}${colon}Senior consultant`,
            `Client${colon}Chubb Inc.`,
            `Platforms${colon}MS-SQL Azure 12.0, Databricks`,
            `${duration}${colon}${dates}`,
            "",
            "Worked on the automation of repetitive tasks such as table data purge.",
            "",
          ];
          const text = cv(heading, ...record(1, "January 2023- Present"), ...record(2, "2012 – 2014."));
          expect(
            counted(text).map((r) => r.start),
            text,
          ).toEqual(["2023-01", "2012-01"]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a course's or a degree's record with an organisation stays out", () => {
    for (const heading of ["Courses", "Education", "Курсы"]) {
      const text = cv(heading, "Organization: Coursera", "Title: Machine Learning", "Duration: 2019 – 2020");
      expect(counted(text), heading).toEqual([]);
    }
  });
});

describe("the entries of one list are one kind", () => {
  it("an entry whose words name no post counts beside the jobs written the same way under a misread heading", () => {
    for (const dash of [" - ", " – ", ", "]) {
      const text = cv(
        "Опыт работы",
        `Friendlee.pro${dash}frontend dev 2024-2024`,
        "Веб студия. NextJS, Zustand, SCSS",
        "Конкурс мобильной фотографии",
        "",
        `Lemma-auto${dash}fullstack dev 2022-2023`,
        "Интернет-магазин. Laravel 8, php, MySQL",
        "",
        `Mos.ru${dash}backend dev 2021-2022`,
        "",
        `Минэкономразвития России${dash}бд 2011-2020`,
        "Гос. министерство. Разработка и поддержка базы данных",
      );
      // Whatever the heading reader makes of the duty line, the list is one list of jobs.
      expect(
        counted(text).map((r) => r.start),
        dash,
      ).toEqual(["2024-01", "2022-01", "2021-01", "2011-01"]);
    }
  });
});

/** The first words of a "present" phrase on one line, its last words after the dash beside the start year. */
const WRAPPED_PRESENT: readonly (readonly [string, string])[] = [
  ["наст.", "время"],
  ["по наст.", "время"],
  ["по настоящее", "время"],
  ["тек.", "момент"],
  ["по настоящий", "момент"],
];

describe("a present phrase wrapped around the start year", () => {
  it("is an open range, with its head above or below the year, in every dash", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WRAPPED_PRESENT),
        fc.constantFrom("–", " – ", "-", "—"),
        fc.boolean(),
        fc.constantFrom("Частная практика/фриланс", "ООО «Альфа» дизайнер"),
        ([head, tail], dash, above, entry) => {
          const year = `2018${dash}${tail} ${entry}`;
          const lines = above ? [head, year] : [year, head];
          const text = cv("ОПЫТ РАБОТЫ", "", ...lines, "веб-дизайн лендингов", "", "2016–2017 ООО «Бета», дизайнер");
          const reading = read(text);
          const open = reading.timeline.ranges.filter((r) => r.isWork && r.ongoing);
          expect(
            open.map((r) => r.start),
            text,
          ).toEqual(["2018-01"]);
          expect(reading.timeline.currentlyEmployed, text).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("every present phrase of the knowledge after a start year means the person works", () => {
    for (const phrase of PRESENT_PHRASES)
      for (const dash of [" – ", "-"]) {
        const text = cv("Опыт работы", `ООО «Альфа», дизайнер 2018${dash}${phrase}`, "• Сделал 40 лендингов.");
        expect(read(text).timeline.currentlyEmployed, `${dash}${phrase}`).toBe(true);
      }
  });
});

describe("the total a summary states", () => {
  const SUMMARIES = [
    ["11 years of total experience in the role of a developer and consultant.", 11],
    ["Accountant with eight years of experience in audit.", 8],
    ["Опыт работы более 7 лет в продажах.", 7],
    ["12+ years experience in logistics", 12],
  ] as const;
  it("counts where no dated job was read", () => {
    for (const [summary, years] of SUMMARIES) {
      const text = cv("Summary", summary, "Skills", "Excel, SQL");
      expect(read(text).timeline.totalYears, summary).toBe(years);
    }
  });
  it("never outweighs a timeline of listed jobs, longer or shorter (the labels count what is listed)", () => {
    const longer = cv(
      "Summary",
      "Developer with 5 years of experience.",
      "Experience",
      "Acme Ltd, Developer 2010 – 2020",
    );
    expect(read(longer).timeline.totalYears).toBe(11);
    const shorter = cv("Summary", "Опыт работы более 15 лет.", "Опыт работы", "ООО «Альфа», разработчик 2016 – 2025");
    expect(read(shorter).timeline.totalYears).toBe(10);
  });
  it("never reads the last digits of a year («в июле 2020 года в качестве хобби»)", () => {
    const text = cv("Обо мне", "Увлёкся программированием в июле 2020 года в качестве хобби.", "Навыки", "JavaScript");
    expect(read(text).timeline.totalYears).toBe(0);
  });
});

/** Duty lines the heading reader may take for a heading of their first word's kind. */
const DUTY_LINES = [
  "Training and recruiting new team members",
  "Training new employees on the till",
  "Projects delivered for the key accounts",
  "Achievements recognised by the regional manager",
];

describe("a duty line in ordinary case under headings in capitals", () => {
  it("does not end the jobs, in both places of the dates", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DUTY_LINES), fc.boolean(), (duty, below) => {
        const job = (entry: string, dates: string) => (below ? [entry, dates] : [`${entry} ${dates}`]);
        const text = cv(
          "EXPERIENCE",
          ...job("Nordstrom Ebar, Corte Madera, CA - ASSISTANT DEPARTMENT MANAGER", "01/2013 to 01/2015"),
          "Visual merchandising",
          duty,
          "Coaching team members",
          ...job("Peet's Coffee And Tea, Petaluma, CA - SHIFT LEAD", "01/2010 to 01/2013"),
          "Cash handling/counting",
          "EDUCATION",
          "Santa Rosa Junior College 09/2000 to 06/2003",
        );
        expect(
          counted(text).map((r) => r.start),
          text,
        ).toEqual(["2013-01", "2010-01"]);
      }),
    );
  });
});

describe("the dashes and ISO dates of a range", () => {
  it("every dash of the knowledge joins two dates in every form, spaced or not", () => {
    const forms: readonly (readonly [string, string])[] = [
      ["Oct 2015", "Mar 2018"],
      ["10.2015", "03.2018"],
      ["2015-10-15", "2018-03-20"],
      ["октябрь 2015", "март 2018"],
    ];
    for (const dash of RANGE_DASHES)
      for (const [from, to] of forms)
        for (const space of [" ", ""]) {
          const text = cv("Опыт работы", `ООО «Альфа», менеджер ${from}${space}${dash}${space}${to}`);
          expect(
            counted(text).map((r) => `${r.start}..${r.end}`),
            `${from}${space}${dash}${space}${to}`,
          ).toEqual(["2015-10..2018-03"]);
        }
  });
});
