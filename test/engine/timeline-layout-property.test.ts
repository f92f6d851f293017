/**
 * Which dated entries the timeline counts when the section reader puts a job outside the experience section
 * (decision 385): a résumé writes all its jobs one way, so a range written as the counted jobs are — after a
 * sub-heading inside a job, after a prefix heading, before the heading in a flattened table — is a job; entries
 * of sections that date their own things (degrees, courses, projects beside an experience heading) and unpaid or
 * student posts stay out. Generated: job titles × date forms × layouts × the sub-heading between the jobs.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { activityOf } from "../../worker/analysis/knowledge/activities";
import { NOW } from "./now";

/** Date ranges in the four ways a start is written: month words in either language, numbers, a year. */
const DATE_PAIRS: readonly (readonly [string, string])[] = [
  ["Sep 2016 – Aug 2019", "Oct 2012 – Jul 2016"],
  ["September 2016 – till date", "May 2010 – November 2015"],
  ["Сентябрь 2016 – по н.в.", "Май 2010 – Август 2016"],
  ["09/2016 – 08/2019", "05/2010 – 11/2015"],
  ["2016 – 2019", "2010 – 2015"],
];

const TITLES = [
  "Acme Pte Ltd - Finance Analyst",
  "Senior Accountant – Horizon Group",
  "ООО «Ромашка» — главный бухгалтер",
  "Lecturer – Northern University",
  "Software Architect, GridWorks",
];

/** Where the dates stand in a job's entry. */
const LAYOUTS: Record<string, (title: string, dates: string) => string> = {
  "dates after the title": (title, dates) => `${title} ${dates}`,
  "dates before the title": (title, dates) => `${dates} ${title}`,
  "a labelled field above the title": (title, dates) => `Date: ${dates}\nPosition: ${title}`,
};

/** What the section reader takes for a heading between two jobs: a job's own sub-heading, a prefix heading. */
const BETWEEN = [
  "Key Achievements\nGrew the number of subsidiaries from 13 to 19",
  "Analytical Skills\nBuilt the monthly forecast model",
  "Languages: English and Hindi (fluent)",
  "Достижения\nСократила срок закрытия месяца до 3 дней",
];

const counted = (text: string) => readResume({ text }, { now: NOW }).timeline.ranges.filter((r) => r.isWork);

const cv = (...body: string[]) => ["Anna Smith", "+7 900 123-45-67", ...body].join("\n");

describe("a job written as the counted jobs are counts wherever the section reader put it", () => {
  for (const [name, place] of Object.entries(LAYOUTS)) {
    it(`with ${name}`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...TITLES),
          fc.constantFrom(...TITLES),
          fc.constantFrom(...DATE_PAIRS),
          fc.constantFrom(...BETWEEN),
          (first, second, [latest, earlier], between) => {
            const text = cv("Professional Experience", place(first, latest), between, place(second, earlier));
            expect(counted(text), text).toHaveLength(2);
          },
        ),
        { numRuns: 60, seed: 385 },
      );
    });
  }

  it("the jobs of a résumé with no experience heading count under Projects, in their layout", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DATE_PAIRS), ([latest, earlier]) => {
        const text = cv(
          "Проекты",
          `${latest} Skyeer — Frontend разработчик`,
          "Технологический стек",
          "React, TypeScript",
          `${earlier} ООО «Логистикс» — Frontend разработчик`,
        );
        expect(counted(text), text).toHaveLength(2);
      }),
      { numRuns: 10, seed: 385 },
    );
  });
});

describe("entries in the jobs' layout that stay out", () => {
  it("a degree, a course or a diploma qualification, written as the jobs are", () => {
    const entries = [
      "Kazan Federal University",
      "B.S. in Computer Science and Engineering",
      "Казанский федеральный университет",
      "Курс «Python-разработчик», Нетология",
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...entries),
        fc.constantFrom(...DATE_PAIRS),
        fc.constantFrom(...Object.values(LAYOUTS).slice(0, 2)),
        (entry, [latest, earlier], place) => {
          const text = cv(
            "Опыт работы",
            place("ООО «Ромашка» — главный бухгалтер", latest),
            "Образование",
            place(entry, earlier),
            "Учитель математики",
          );
          expect(counted(text), text).toHaveLength(1);
        },
      ),
      { numRuns: 40, seed: 385 },
    );
  });

  it("a project beside an experience heading, volunteering, a summary sentence", () => {
    for (const [heading, entry] of [
      ["Projects", "Head of Education Department, Project Kinabuhi"],
      ["Volunteering", "Volunteer English Teacher, Red Cross"],
      ["Summary", "Worked as a developer and manager"],
    ] as const) {
      const text = cv(
        "Experience",
        "Acme Pte Ltd - Finance Analyst Sep 2016 – Aug 2019",
        heading,
        `${entry} Oct 2012 – Jul 2016`,
      );
      expect(counted(text), text).toHaveLength(1);
    }
  });
});

describe("the words of an entry", () => {
  it("faculty is a post; a faculty of a university is a place of study", () => {
    for (const title of ["Faculty", "Sessional Faculty", "Adjunct Faculty"]) {
      const text = cv(
        "Education",
        "Simon Fraser University, Burnaby  Sept. 2015 – Apr. 2017",
        "Academic Experience",
        `${title}  Sept. 2019 – Present`,
        "Yorkville University, Toronto",
      );
      expect(counted(text), text).toHaveLength(1);
    }
    const study = cv("Experience", "Faculty of Mathematics, Moscow University  Sep 2010 – Jun 2014");
    expect(counted(study)).toHaveLength(0);
  });

  it("a degree on the line above makes the date line below part of the studies", () => {
    for (const [degree, place] of [
      ["MMath Master of Mathematics at Durham University", "Department of Mathematical Sciences"],
      ["MEng Aerospace Engineering", "Bristol, First Class Honours"],
      ["Bachelor of Arts in History", "Department of History, Leiden"],
    ] as const) {
      const text = cv(
        "Degrees",
        degree,
        `${place} September 2020 - July 2024`,
        "Research Experience",
        "Research project funded by an undergraduate bursary",
      );
      expect(counted(text), text).toHaveLength(0);
    }
  });

  it("an on-campus post still held that began inside the studies is a student's, with or without a full stop", () => {
    const forms = ["2020 – present", "Sep 2020 – Present", "09/2020 – н.в."];
    const posts = [
      "Research Assistant, University of Michigan, Ann Arbor, MI.",
      "Teaching Assistant, Department of Physics",
      "College Core Tutor in Economics and Statistics",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...forms), fc.constantFrom(...posts), (dates, post) => {
        const text = cv(
          "Education",
          "2020–2024 Doctor of Philosophy, University of Michigan",
          "Work Experience",
          `${dates} ${post}`,
        );
        expect(counted(text), text).toHaveLength(0);
      }),
      { numRuns: 20, seed: 385 },
    );
  });

  it("missionaries serve as volunteers; a tutor is a student's post", () => {
    expect(activityOf("Proselyting Missionary, Sister Training Leader")).toBe("volunteering");
    expect(activityOf("Миссионер, церковь")).toBe("volunteering");
    expect(activityOf("College Core Tutor in Economics")).toBe("on_campus");
    expect(activityOf("Software Engineer, Mission Systems")).toBeNull();
  });

  it("the latest job written with its start month alone is held since then", () => {
    const starts = ["Окт 2022", "October 2022", "Oct. 2022"];
    const titles = ["ООО «Ромашка», ведущий разработчик", "Acme Inc., Senior Software Engineer"];
    fc.assert(
      fc.property(fc.constantFrom(...starts), fc.constantFrom(...titles), (start, title) => {
        const text = cv(
          "Опыт работы",
          `${title}, ${start}`,
          "Разработка и поддержка сервисов",
          "DellEMC, principal engineer, Nov 2019 – Aug 2022",
          "E-Legion, инженер-программист, Декабрь 2010 – Май 2012",
        );
        const jobs = counted(text);
        expect(jobs, text).toHaveLength(3);
        expect(jobs.some((r) => r.ongoing && r.startMonth === 2022 * 12 + 9)).toBe(true);
      }),
      { numRuns: 12, seed: 385 },
    );
    // A single month below the latest range's start is no current job (a certificate's date, a promotion).
    const older = cv("Experience", "DellEMC, principal engineer, Nov 2019 – Aug 2022", "Acme Inc., Engineer, May 2018");
    expect(counted(older)).toHaveLength(1);
  });
});
