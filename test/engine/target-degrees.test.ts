/**
 * The person's target and credentials (decision 615): the stated target read from the header's title items, the
 * objective's grammar (career changers included), and a role to suggest that is a title; degrees read only from
 * education entries by one grammar — never from a certificate, a course or a job — held or still studied for.
 * Generated forms × layouts × distractors, in both languages.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../../worker/analysis/engine/index";
import { NOW } from "./now";

const read = (text: string) => readResume({ text }, { now: NOW });
const fixOf = (text: string, id: string): string => {
  const criterion = analyzeResume({ text }, { now: NOW }).criteria.find((c) => c.id === id);
  return `${criterion?.finding ?? ""} ${criterion?.fix ?? ""}`;
};

/** Degree names as people write them, by level. */
const DEGREES = {
  master: [
    "Master of Science in Physics",
    "Master's degree in Finance",
    "Masters in Economics",
    "MSc in Statistics",
    "M.S. in Computer Science",
    "MBA",
    "Master, Economics",
    "Master 2 Mathematics",
    "Магистр, прикладная математика",
    "Магистратура, экономика",
  ],
  bachelor: [
    "Bachelor of Arts in History",
    "B.A. in Religious Studies",
    "BA in Religious Studies",
    "BSc (Hons) Computing",
    "B.S. Mechanical Engineering",
    "Bachelor's degree in Marketing",
    "Бакалавр, менеджмент",
    "Бакалавриат, информатика",
  ],
  phd: ["Ph.D. in Chemistry", "PhD, Economics", "Doctor of Philosophy, Biology", "Кандидат технических наук"],
} as const;
type Level = keyof typeof DEGREES;
const SCHOOLS = ["University of Michigan", "Boston College", "НИУ ВШЭ", "Уральский федеральный университет"];

/** Ways an entry is laid out: the degree, the place and the years in one line, two lines, dates first. */
const ENTRY_LAYOUTS: ((degree: string, school: string, years: string) => string)[] = [
  (d, s, y) => `${d}, ${s}, ${y}`,
  (d, s, y) => `${d}\n${s}, ${y}`,
  (d, s, y) => `${y}\n${d}\n${s}`,
  (d, s, y) => `${s}\n${d}\n${y}`,
];
const CLOSED = ["2012 – 2016", "2016", "Sep 2014 – Jun 2018", "09.2010 – 06.2015"];
const OPEN = ["2023 – present", "2024 – по н. в.", "expected 2027", "2022 – 2028"];

const BODY = "EXPERIENCE\nAnalyst, Acme Corp\nJan 2019 – Present\nBuilt monthly reports for the sales team.\n";
const resumeWith = (education: string, extra = ""): string =>
  `Jane Doe\njane.doe@example.com\n+1 206 555 0100\n${BODY}${extra}EDUCATION\n${education}\nSKILLS\nExcel, SQL, Tableau`;

const levelArb = fc.constantFrom<Level>("master", "bachelor", "phd");
const degreeArb = levelArb.chain((level) => fc.tuple(fc.constant(level), fc.constantFrom(...DEGREES[level])));

describe("degrees from education entries (decision 615)", () => {
  it("a held degree of any form × layout is read at its level", () => {
    fc.assert(
      fc.property(
        degreeArb,
        fc.constantFrom(...SCHOOLS),
        fc.constantFrom(...CLOSED),
        fc.constantFrom(...ENTRY_LAYOUTS),
        ([level, degree], school, years, layout) => {
          const reading = read(resumeWith(layout(degree, school, years)));
          expect(reading.education.degrees.map((d) => [d.level, d.status])).toEqual([[level, "held"]]);
          expect(reading.education.level).toBe(level);
        },
      ),
      { numRuns: 120 },
    );
  });

  it("a degree still studied for is studying, and the level is the highest held one below it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Level>("master", "phd"),
        fc.constantFrom(...OPEN),
        fc.constantFrom(...ENTRY_LAYOUTS),
        (level, years, layout) => {
          const current = layout(DEGREES[level][0], SCHOOLS[0]!, years);
          const earlier = `${DEGREES.bachelor[0]}, ${SCHOOLS[1]}, 2012 – 2016`;
          const reading = read(resumeWith(`${current}\n\n${earlier}`));
          const statuses = Object.fromEntries(reading.education.degrees.map((d) => [d.level, d.status]));
          expect(statuses[level]).toBe("studying");
          expect(statuses.bachelor).toBe("held");
          expect(reading.education.level).toBe("bachelor");
        },
      ),
      { numRuns: 40 },
    );
  });

  it("a student of any year is a student, never a graduate", () => {
    for (const line of [
      "Студент 3 курса бакалавриата, НИУ ВШЭ",
      "Бакалавриат, 4 курс, Уральский федеральный университет",
      "B.S. in Computer Science, University of Michigan, expected 2027",
      "Ph.D. candidate in Physics, University of Michigan",
    ]) {
      const reading = read(resumeWith(line));
      expect(
        reading.education.degrees.every((d) => d.status === "studying"),
        line,
      ).toBe(true);
      expect(reading.education.level, line).toBe("incomplete_higher");
    }
  });

  it("a first-person 'PhD student' makes the PhD entry a degree in progress, whatever its dates say", () => {
    const text = resumeWith(
      "Ph.D. Statistics, University of Michigan, 2020 – 2024\nM.S. Mathematics, Boston College, 2018 – 2020",
      "SUMMARY\nI'm a third year PhD student in statistics.\n",
    );
    const reading = read(text);
    expect(reading.education.level).toBe("master");
    expect(reading.education.degrees.find((d) => d.level === "phd")?.status).toBe("studying");
  });

  it("certificates, courses and job titles with a degree's word are no degree", () => {
    const distractors = [
      "Master Training Specialist (MTS), 2020",
      "Certified Scrum Master, 2019",
      "Professional Scrum Master I",
      "Data Analytics Bootcamp, Master class, 2024",
      "Курсы повышения квалификации «Магистр продаж», 2021",
    ];
    fc.assert(
      fc.property(fc.subarray(distractors, { minLength: 1 }), fc.boolean(), (lines, withEducation) => {
        const certificates = `CERTIFICATIONS\n${lines.join("\n")}\n`;
        const job = "EXPERIENCE\nScrum Master, Acme Corp\nJan 2019 – Present\nRan the sprints.\n";
        const text = `Jane Doe\njane.doe@example.com\n${job}${certificates}${
          withEducation ? "EDUCATION\nHawthorne High School, 2010\n" : ""
        }SKILLS\nJira, Confluence`;
        const reading = read(text);
        expect(reading.education.degrees).toEqual([]);
        expect(["master", "bachelor", "phd"]).not.toContain(reading.education.level);
      }),
      { numRuns: 40 },
    );
  });

  it("without an education section a dated degree line is an entry; a degree's word in a job line is not", () => {
    const entry = read("Jane Doe\njane.doe@example.com\nB.A. in Economics, Boston College, 2014\nAnalyst at Acme");
    expect(entry.education.level).toBe("bachelor");
    const job = read(
      "Jane Doe\njane.doe@example.com\nEXPERIENCE\nMaster of ceremonies, Acme Events\n2015 – 2019\nRan events.",
    );
    expect(job.education.degrees).toEqual([]);
  });

  it("the education verdict and the degree read the same recogniser: a quoted degree is never 'not stated'", () => {
    fc.assert(
      fc.property(degreeArb, fc.constantFrom(...CLOSED), ([, degree], years) => {
        const text = resumeWith(`${degree}, ${SCHOOLS[0]}, ${years}`);
        expect(fixOf(text, "education.level")).not.toMatch(/не указан/u);
      }),
      { numRuns: 40 },
    );
  });
});

/** Header lines: the title among a field, a figure or a short note, in any order, with any separator. */
const HEADERS = {
  ru: {
    name: "Котов Максим Викторович",
    titles: ["Тестировщик QA", "Frontend-разработчик", "Бухгалтер", "Системный аналитик"],
    others: ["Нагрузочное тестирование", "2+ года опыта", "Углубляюсь в Go", "Открыт к переезду"],
    contacts: "Телефон: +7 999 012-73-14\nmax.kotov@example.com",
    body: "Опыт работы\nООО «Ромашка»\nЯнварь 2020 — настоящее время\nИнженер\nВёл испытания.\nНавыки\nExcel, SQL",
  },
  en: {
    name: "Jane Doe",
    titles: ["Data Analyst", "Frontend Developer", "Accountant", "Project Manager", "Sous Chef"],
    others: ["Load testing", "5+ years", "Open to relocation", "Remote"],
    contacts: "Phone: +1 206 555 0100\njane.doe@example.com",
    body: "EXPERIENCE\nAcme Corp\nJan 2020 – Present\nEngineer\nRan tests.\nSKILLS\nExcel, SQL",
  },
} as const;
const SEPARATORS = [", ", " · ", " | ", " — ", "; "];

describe("the stated target (decision 615)", () => {
  for (const [lang, h] of Object.entries(HEADERS)) {
    it(`${lang}: the title item of a line under the name that is no title as a whole is the target, never the field or the note`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...h.titles),
          fc.constantFrom(...h.others),
          fc.constantFrom(...SEPARATORS),
          fc.boolean(),
          (title, other, separator, titleFirst) => {
            // Written as a sentence (a full stop): the line as a whole stands as no title.
            const line = `${titleFirst ? `${title}${separator}${other}` : `${other}${separator}${title}`}.`;
            const reading = read(`${h.name}\n${line}\n${h.contacts}\n${h.body}`);
            expect(reading.person.desiredPosition).toBe(title);
          },
        ),
        { numRuns: 80 },
      );
    });
  }

  it("a career changer's objective names the new role: the target, not the old job", () => {
    for (const [summary, title] of [
      ["Transitioning into a Data Analyst role after ten years in logistics.", "Data Analyst"],
      ["Seeking a position as a Frontend Developer after a coding bootcamp.", "Frontend Developer"],
      ["Хочу перейти на должность тестировщика после курсов по QA.", "тестировщика"],
    ] as const) {
      const text = `Jane Doe\njane.doe@example.com\nSUMMARY\n${summary}\nEXPERIENCE\nAcme Logistics\nJan 2012 – Dec 2022\nWarehouse Manager\nRan the warehouse.`;
      expect(read(text).person.desiredPosition, summary).toBe(title);
    }
  });

  it("a suggested title is never a lone generic head, a degree or a title with its employer glued on", () => {
    const cases = [
      "Jane Doe, BSc, MSc, PhD\njane.doe@example.com\nEXPERIENCE\nAcme Corp\nJan 2015 – Present\nPhD\nBuilt software.",
      "Jane Doe\njane.doe@example.com\nEXPERIENCE\nAcme Corp\nJan 2015 – Present\nEngineer\nBuilt machines.",
      "Котов Максим\nmax@example.com\nОпыт работы\nООО «Ромашка»\nЯнварь 2015 — настоящее время\nИнженер\nВёл испытания.",
      "Jane Doe\njane.doe@example.com\nEXPERIENCE\nInfrastructure Engineer; Gateway Church (Southlake, TX)\nJan 2015 – Present\nRan servers.",
    ];
    for (const text of cases) {
      const fix = fixOf(text, "structure.desired_position");
      expect(fix, text).not.toMatch(/«(?:PhD|Engineer|Инженер)»|Gateway Church»/u);
    }
  });
});
