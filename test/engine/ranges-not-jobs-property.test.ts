/**
 * Ranges that are not jobs (decision 575): a period inside a title or a sentence (a thesis on «1968–2003», an archive
 * of 1998–2008), a scholarship's, a grant's or an award's years, a publication's period, a thesis under the studies.
 * Generated careers in every layout real files come in × the date forms, with such ranges placed in the awards, the
 * publications, the education, a duty line of a job and a supervised thesis under a teaching heading: the total stays
 * the jobs' total (the labels' convention: the union of the listed jobs; awards, education and prose excluded).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { recentCareer, recentDraws, twoDigitYear } from "./fixtures/career-frames";
import { expectedMonths, type Job, LAYOUTS, type Language } from "./fixtures/career-layouts";
import { NOW, NOW_MONTH, TOLERANCE } from "./now";

/** Where a range that is no job stands, written as real CVs write it; `a`–`b` is its period (years). */
const PLACES: Record<Language, Record<string, (a: number, b: number, dash: string) => string[]>> = {
  en: {
    "awards: a scholarship": (a, b, d) => [
      "Awards & Grants",
      `Turkish Higher Education Council, Full Scholarship for Graduate Studies, ${a}${d}${b}.`,
      `Best Paper Award, American Political Science Association, ${b}.`,
    ],
    "awards: a grant": (a, b, d) => [
      "Honors and Awards",
      `Research grant of the National Science Foundation (PI), ${a}${d}${b}`,
      `Dean's List, ${a}`,
    ],
    "publications: a period in a title": (a, b, d) => [
      "Publications",
      `Smith, A. (${b + 2}). Regional labour markets in transition, ${a}${d}${b}. Journal of Economics, 12(4).`,
    ],
    "education: a thesis on a period": (a, b, d) => [
      "Education",
      "Ph.D. in History, Boston University",
      `Thesis: Military and Diplomatic Interventions, ${a}${d}${b}`,
    ],
    "a duty line of a job": (a, b, d) => [
      "Additional Information",
      `• Digitised the ministry's archive for ${a}${d}${b} and wrote its catalogue`,
    ],
    "a supervised thesis under teaching": (a, b, d) => [
      "Teaching & Advising Experience",
      "Students Mentored",
      `Katelyn Tietzen, With and without the Kremlin: Iraqi Military and Diplomatic Interventions, ${a}${d}${b}`,
      "(PhD, committee member)",
      "Jacob Mauslein, Three Essays on International Cyber Threats (PhD, committee member)",
    ],
  },
  ru: {
    "awards: a scholarship": (a, b, d) => [
      "Награды и стипендии",
      `Стипендия Президента Российской Федерации, ${a}${d}${b}`,
      `Диплом победителя конкурса молодых учёных, ${b}`,
    ],
    "awards: a grant": (a, b, d) => [
      "Гранты",
      `Грант Российского научного фонда № 19-18-00250, руководитель, ${a}${d}${b} гг.`,
    ],
    "publications: a period in a title": (a, b, d) => [
      "Публикации",
      `Петрова А. Рынок труда в регионах в ${a}${d}${b} гг. // Вопросы экономики. ${b + 2}. № 4.`,
    ],
    "education: a thesis on a period": (a, b, d) => [
      "Образование",
      "Московский государственный университет, исторический факультет",
      `Диссертация: «Внешняя политика СССР, ${a}${d}${b}»`,
    ],
    "a duty line of a job": (a, b, d) => [
      "Дополнительная информация",
      `• Оцифровала архив министерства за ${a}${d}${b} годы и составила каталог`,
    ],
    "a supervised thesis under teaching": (a, b, d) => [
      "Преподавательский опыт",
      "Научное руководство",
      `Иванов И. И., Внешняя политика СССР и страны Ближнего Востока, ${a}${d}${b}`,
      "(магистерская диссертация, научный руководитель)",
      "Сидорова А. А., Экономика региона (кандидатская диссертация, оппонент)",
    ],
  },
};

const careerOf = (language: Language) =>
  fc
    .record({
      ...recentDraws(language, { jobs: [2, 6], longest: 60, pauses: 6, forms: (f) => !twoDigitYear(f) }),
      place: fc.constantFrom(...Object.keys(PLACES[language])),
      // The period: long ago (a historical one) or within the career (a scholarship, a grant).
      from: fc.integer({ min: 1960, max: 2018 }),
      span: fc.integer({ min: 1, max: 35 }),
    })
    .map((g) => {
      const to = Math.min(g.from + g.span, 2024);
      return { career: recentCareer(language, g), layout: g.layout, place: g.place, from: g.from, to };
    });

describe("a range that is not a job's adds nothing to the total", () => {
  for (const language of ["en", "ru"] as const)
    it(`every place × layout × date form (${language})`, () => {
      fc.assert(
        fc.property(careerOf(language), (g) => {
          fc.pre(!(g.career.form.name === "2016-09"));
          const text = [
            LAYOUTS[g.layout]!.write(g.career, NOW_MONTH),
            ...PLACES[language][g.place]!(g.from, g.to, g.career.dash),
          ].join("\n");
          const expected = expectedMonths(g.career.jobs, g.career.form, NOW_MONTH) / 12;
          const years = readResume({ text }, { now: NOW }).timeline.totalYears;
          expect(Math.abs(years - expected), `${g.place}\n${text}`).toBeLessThanOrEqual(TOLERANCE);
        }),
        { numRuns: 300, seed: 5755 },
      );
    });
});

describe("entries that are jobs stay jobs", () => {
  const read = (text: string): number => readResume({ text }, { now: NOW }).timeline.totalYears;
  it("one employer's two spells on one line (the second after a comma, its months named)", () => {
    const text = [
      "Experience",
      "BOEING COMMERCIAL AIRPLANES, Everett, WA Sep 2006 – Nov 2012, Sep – Dec 2014",
      "Stress Engineer",
    ].join("\n");
    expect(read(text)).toBeGreaterThanOrEqual(6.2);
  });
  it("a post whose title names grants or awards: Grant Writer, Awards Coordinator, «Менеджер по грантам»", () => {
    for (const title of ["Grant Writer, City Foundation", "Awards Coordinator, City Council"])
      expect(read(["Experience", `${title}, 2015 – 2019`].join("\n")), title).toBeCloseTo(5, 1);
    expect(read(["Опыт работы", "Менеджер по грантам, фонд «Вклад», 2015 – 2019"].join("\n"))).toBeCloseTo(5, 1);
  });
  it("a graduate assistantship on a line too long for a label, during the doctorate, adds nothing", () => {
    const text = [
      "Experience",
      "Professor, Kansas State University, 2015 – 2020",
      "Awards & Grants",
      "Florida State University, Department of Political Science, graduate assistantship for the doctoral programme, 2002 – 2005.",
      "Education",
      "Ph.D., Department of Political Science, Florida State University, 2005.",
    ].join("\n");
    expect(read(text)).toBeCloseTo(6, 1);
  });
});

describe("overlapping jobs are counted once", () => {
  for (const language of ["en", "ru"] as const)
    it(`a second job held at the same time adds only its months outside the first (${language})`, () => {
      fc.assert(
        fc.property(
          careerOf(language),
          fc.integer({ min: 0, max: 1 }),
          fc.integer({ min: 3, max: 30 }),
          (g, which, months) => {
            fc.pre(g.career.form.name !== "2016-09");
            // A part-time post inside (or overlapping the start of) one of the jobs, listed as a job of its own.
            const host = g.career.jobs[Math.min(which, g.career.jobs.length - 1)]!;
            const start = host.start + 1;
            const side: Job = {
              start,
              end: Math.min(start + months, NOW_MONTH - 1),
              title: language === "ru" ? "Преподаватель (совместительство)" : "Adjunct Lecturer (part-time)",
              employer: language === "ru" ? "Колледж «Профи»" : "City College",
            };
            const career = { ...g.career, jobs: [...g.career.jobs, side].sort((a, b) => b.start - a.start) };
            const text = LAYOUTS[g.layout]!.write(career, NOW_MONTH);
            const expected = expectedMonths(career.jobs, career.form, NOW_MONTH) / 12;
            const years = readResume({ text }, { now: NOW }).timeline.totalYears;
            expect(Math.abs(years - expected), text).toBeLessThanOrEqual(TOLERANCE);
          },
        ),
        { numRuns: 80, seed: 5756 },
      );
    });
});
