/**
 * Where a job's title stands and what it names (decision 450), over generated forms: titles × the ways a date range
 * ends a line × layouts, a generic head × the department line under it, a generic head beside a skill profile, and a
 * heading read together with the first title. Every resume here is made up.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { familyOfTitle, isGenericTitle } from "../../worker/analysis/knowledge/professions";
import { NOW } from "./now";

const person = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW }).reading.person;

/** Titles of several families in both languages; each names its family alone (asserted below). */
const TITLES_EN = ["Store Manager", "Senior Accountant", "Graphic Designer", "Logistics Coordinator", "Paralegal"];
const TITLES_RU = ["Ведущий инженер-конструктор", "Главный бухгалтер", "Инженер-программист", "Менеджер по продажам"];

/** The ends of a range that leave a dot or a dash at the line's end. */
const ENDS_EN = ["Mar. 2019 – Pres.", "03/2019 – Present.", "2019 – now.", "Mar 2019 – Current;"];
const ENDS_RU = ["01.2019 – по н.в.", "с 03.2019 по наст. вр.", "2019 – наст.", "март 2019 – н.в."];

/** A header and an education section first, as many resumes have: the jobs stand below the header's lines. */
const HEADER_EN =
  "Jordan Miles\njordan.miles@example.com · (555) 201-7788\nSpringfield, IL\nEducation\nSpringfield State University\n" +
  "Bachelor of Arts, 2008 – 2012\nGraduated with honours";
const HEADER_RU =
  "Иванова Мария\nm.ivanova@example.ru · +7 900 111-22-33\nг. Москва\nОбразование\nУниверситет-Пример\n" +
  "Бакалавр, 2008 – 2012\nДиплом с отличием";
// Enough words for a reading (a text under 20 words is read as no resume).
const DUTIES_EN =
  "Planned the week's work with the team, kept the records in order, answered the customers' questions and " +
  "reported to the owner every month";
const DUTIES_RU =
  "Планировала работу на неделю вместе с командой, вела отчётность, отвечала на вопросы клиентов и каждый месяц " +
  "отчитывалась перед руководителем";

describe("a date range that ends the title line is no sentence's end", () => {
  for (const [titles, ends, header, heading, employer, duties] of [
    [TITLES_EN, ENDS_EN, HEADER_EN, "Experience", "Hollis Home Goods", DUTIES_EN],
    [TITLES_RU, ENDS_RU, HEADER_RU, "Опыт работы", "ООО «Пример»", DUTIES_RU],
  ] as const)
    for (const title of titles)
      for (const end of ends)
        it(`"${title}, ${employer} ${end}"`, () => {
          const family = familyOfTitle(title);
          expect(family).not.toBeNull();
          const read = person(`${header}\n${heading}\n${title}, ${employer} ${end}\n${duties}.`);
          expect(read.family).toBe(family);
          // The role quoted to the person is the title, with no piece of the date left on it.
          expect(read.role).toBe(title);
        });
});

describe("a range set in a column of its own: the title under its last line", () => {
  for (const title of TITLES_EN)
    for (const [from, to] of [
      ["October 2011", "August 2015"],
      ["01/2016", "Current"],
    ])
      it(`"${from} / to / ${to} / ${title}"`, () => {
        const read = person(`${HEADER_EN}\nExperience\n${from}\nto\n${to}\nAcme Co. ${title}\n${DUTIES_EN}.`);
        expect(read.family).toBe(familyOfTitle(title));
      });
});

describe("a labelled title line: «Должность: …», 'Position: …'", () => {
  for (const [label, title, header, heading] of [
    ["Должность:", "инженер-программист.", HEADER_RU, "Опыт работы"],
    ["Должность -", "главный бухгалтер", HEADER_RU, "Опыт работы"],
    ["Position:", "Senior Accountant.", HEADER_EN, "Experience"],
    ["Job title:", "Logistics Coordinator", HEADER_EN, "Experience"],
  ] as const)
    it(`"${label} ${title}"`, () => {
      const read = person(
        `${header}\n${heading}\nАвгуст 2019 – настоящее время: ООО «Сириус».\n${label} ${title}\n${DUTIES_RU}.`,
      );
      expect(read.family).toBe(familyOfTitle(title.replace(/\.$/u, "")));
    });
});

describe("a generic head keeps the department line under it", () => {
  const heads = ["Manager", "Senior Manager", "Assistant Manager", "Vice President"];
  const departments = [
    "Regulatory Advisory Services",
    "Financial Services",
    "Corporate Finance",
    "Human Resources",
    "Marketing Communications",
  ];
  for (const head of heads)
    for (const department of departments)
      it(`"${head} Dec 2014 to present" / "${department}"`, () => {
        const field = familyOfTitle(department, { fieldAlone: true });
        expect(field).not.toBeNull();
        const read = person(
          `${HEADER_EN}\nExperience\n${head} Dec 2014 to present\n${department}\nNorthwind Partners, Singapore\n${DUTIES_EN}.`,
        );
        expect(read.family).toBe(field);
        expect(read.role).toBe(`${head}, ${department}`);
      });

  for (const employer of ["Acme Media Ltd", "Northwind Bank LLC", "ООО «Медиа Групп»"])
    it(`an employer's line is no department: "Manager" / "${employer}"`, () => {
      const read = person(`${HEADER_EN}\nExperience\nManager Dec 2014 to present\n${employer}\n${DUTIES_EN}.`);
      // The head stays alone ("Manager", no department): a head's guess alone names no family (decision 625).
      expect(read.role).toBe("Manager");
      expect(read.family).toBeNull();
    });

  it("the next job's title under a head is no department: 'Team Lead' / 'Network Engineer'", () => {
    const read = person(
      `${HEADER_EN}\nExperience\nTeam Lead Jan 2021 – Present\nNetwork Engineer\nMar 2017 – Dec 2020\n${DUTIES_EN}.`,
    );
    expect(read.role).toBe("Team Lead");
  });
});

describe("a family named by a generic head only yields to a field named beside it", () => {
  for (const title of ["Integration Engineer", "Middleware Engineer", "Solutions Engineer"])
    it(`"${title}" after years as a developer reads as software engineering`, () => {
      expect(isGenericTitle(title)).toBe(true);
      const read = person(
        `${HEADER_EN}\nExperience\n${title}, Acme Corp, Mar 2021 – Present\n${DUTIES_EN}.\n` +
          `Backend Developer, Initech, Jan 2018 – Feb 2021\n${DUTIES_EN}.\nSoftware Developer, Globex, 2015 – 2017`,
      );
      expect(read.family).toBe("software_engineering");
    });

  it("the head's guess alone names no family when nothing else names a field (decision 625)", () => {
    expect(familyOfTitle("Integration Engineer")).not.toBeNull();
    const read = person(`${HEADER_EN}\nExperience\nIntegration Engineer, Acme Corp, Mar 2019 – Present\n${DUTIES_EN}.`);
    expect(read.role).toBe("Integration Engineer");
    expect(read.family).toBeNull();
  });

  it("a specific title does not yield to an earlier field: 'Mechanical Engineer' after a developer's job", () => {
    expect(isGenericTitle("Mechanical Engineer")).toBe(false);
    const read = person(
      `${HEADER_EN}\nExperience\nMechanical Engineer, Acme Corp, Mar 2021 – Present\n${DUTIES_EN}.\n` +
        `Backend Developer, Initech, Jan 2018 – Feb 2021\n${DUTIES_EN}.`,
    );
    expect(read.family).toBe("engineering_manufacturing");
  });
});

describe("a heading read together with the first title", () => {
  for (const [heading, title, header] of [
    ["Опыт работы", "Делопроизводитель", HEADER_RU],
    ["Опыт работы", "Бухгалтер", HEADER_RU],
    ["Experience", "Paralegal", HEADER_EN],
  ] as const)
    it(`"${heading} ${title}" / dates / employer`, () => {
      const read = person(`${header}\n${heading} ${title}\n2016 - 2020\nМинистерство-Пример, Бишкек\n${DUTIES_RU}.`);
      expect(read.role).toBe(title);
      expect(read.family).toBe(familyOfTitle(title));
    });
});

describe("a generic head's duties name its field (the weakest title evidence)", () => {
  // Duties written from the field's own words, several lines of each: finance, law, logistics, Russian finance.
  const DUTIES: ReadonlyArray<readonly [string, string]> = [
    [
      "Financial control of the funds: accounting, audits and taxation.\nTreasury management and financial reporting.\nPrepared the budget with the finance team.",
      "accounting_finance",
    ],
    [
      "Ran the compliance programme and regulatory reporting.\nReviewed contracts with outside counsel.\nAdvised on legal and regulatory matters.",
      "legal",
    ],
    [
      "Planned freight and shipping for three warehouses.\nManaged the fleet and the logistics partners.\nCut inventory write-offs by a third.",
      "logistics_transport",
    ],
  ];
  for (const head of ["Vice President", "Manager", "Director"])
    for (const [duties, family] of DUTIES)
      it(`"${head}" over ${family} duties`, () => {
        const read = person(
          `${HEADER_EN}\nExperience\n${head}\nMar 2016 – Present\nNorthwind Partners, Singapore\n${duties}\n` +
            `${head}\nJan 2012 – Feb 2016\nGlobex Holdings\n${duties}`,
        );
        expect(read.family).toBe(family);
      });

  it("duties that name no field clearly leave the head alone, and a head alone names no family (decision 625)", () => {
    const read = person(
      `${HEADER_EN}\nExperience\nDirector\nMar 2016 – Present\nNorthwind Partners, Singapore\n` +
        "Led a team of twelve people and set the yearly plan.\nReported to the board every quarter.\n" +
        "Hired and trained new staff members.",
    );
    expect(read.role).toBe("Director");
    expect(read.family).toBeNull();
  });

  it("a sentence's words count each for its own field: 'accounting software' is no programmer's duty", () => {
    const read = person(
      `${HEADER_EN}\nExperience\nManager\nMar 2016 – Present\nNorthwind Partners, Singapore\n` +
        "Moved the accounting to new accounting software.\nClosed the books every month and prepared the tax returns.\n" +
        "Ran the audit with the external auditors.",
    );
    expect(read.family).toBe("accounting_finance");
  });
});

describe("the entry head of hh.ru's export and LinkedIn's PDF: dates, duration, employer, place, industries, title", () => {
  // hh.ru: «Август 2023 — настоящее время / 2 года 10 месяцев / ООО "Пример" / Санкт-Петербург[, site] / [the
  // employer's industries, «• …»] / title / duties»; LinkedIn: "Jan 2020 - Present / 2 yrs 3 mos / … / title" (decision 585).
  const industries = [
    "",
    "Информационные технологии, системная интеграция, интернет\n• Разработка программного обеспечения\n",
  ];
  for (const title of TITLES_RU)
    for (const duration of ["2 года 10 месяцев", "3 месяца", "1 год"])
      for (const industry of industries)
        it(`${title} under «${duration}»${industry ? " and the employer's industries" : ""}`, () => {
          const text =
            `Петрова Дарья\n+7 999 012-73-11\nd.petrova@example.ru\nОпыт работы —10 лет 3 месяца\n` +
            `Август 2023 — настоящее время\n${duration}\nООО "Пример"\nСанкт-Петербург, example.ru\n${industry}` +
            `${title}\n${DUTIES_RU}.\nОбразование\nУниверситет-Пример, 2008`;
          const read = person(text);
          expect(read.role).toBe(title);
          expect(read.family).toBe(familyOfTitle(title));
        });
  it("an industry line under the employer is no title («технологии» is no «технолог»)", () => {
    const text =
      "Петрова Дарья\n+7 999 012-73-11\nОпыт работы\nАвгуст 2020 — Апрель 2021\n9 месяцев\nЭЛНА\nЕкатеринбург\n" +
      "Информационные технологии, системная интеграция, интернет\nИнженер-программист\n" +
      `${DUTIES_RU}.\nОбразование\nУниверситет-Пример, 2008`;
    expect(person(text).role).toBe("Инженер-программист");
  });
});

describe("Markdown's bold title over the dates is a title, not a bullet", () => {
  for (const title of TITLES_EN)
    it(`"**${title}** | *Employer*" / "*City* | dates"`, () => {
      const text =
        `# Jordan Miles\njordan.miles@example.com\n## Experience\n**${title}** | *Hollis Home Goods*\n` +
        `*Winnipeg, Manitoba* | Nov 2024 - Present\n* ${DUTIES_EN}.\n## Education\nSpringfield State University, 2012`;
      const read = person(text);
      expect(read.role).toBe(title);
      expect(read.family).toBe(familyOfTitle(title));
    });
});

describe("an earlier internship is a student's placement, not a post of the career", () => {
  // «Стажер-разработчик» and a backend skill list outvoted the current «Разработчик машинного обучения» (decision 585).
  it.each([
    ["ru", "Разработчик машинного обучения", "Стажер-разработчик", "Python, Django, PostgreSQL, Docker, FastAPI, Git"],
    [
      "en",
      "Machine Learning Engineer",
      "Software Engineering Intern",
      "Python, Django, PostgreSQL, Docker, FastAPI, Git",
    ],
  ] as const)("%s: %s after %s is not read as the internship's field", (lang, current, internship, skills) => {
    const en = lang === "en";
    const text = [
      en ? HEADER_EN : HEADER_RU,
      en ? "Experience" : "Опыт работы",
      `${current}, ${en ? "Hollis Labs" : "ООО «Пример»"}`,
      en ? "March 2024 – Present" : "Март 2024 – по настоящее время",
      `${en ? DUTIES_EN : DUTIES_RU}.`,
      `${internship}, ${en ? "Acme" : "ООО «Акме»"}`,
      en ? "June 2023 – August 2023" : "Июнь 2023 – Август 2023",
      `${en ? DUTIES_EN : DUTIES_RU}.`,
      en ? "Skills" : "Навыки",
      skills,
    ].join("\n");
    expect(person(text).family).not.toBe("software_engineering");
  });
});
