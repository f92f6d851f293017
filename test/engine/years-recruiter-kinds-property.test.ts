/**
 * Decision 715: total years as a recruiter reads them, one block per kind the ninth review and the development half
 * showed. Generated careers in the layouts of `fixtures/career-layouts.ts` × the date forms, from the fixed seed:
 *   - a contest's dates under the awards beside an adjective of a job noun («программистских олимпиад») add nothing;
 *   - the jobs under the singular heading «Место работы» count;
 *   - a course written as the current post on the title line above its dates («Инженер по тестированию (обучение)» /
 *     «Июнь 2022 – GeekBrains» / «настоящее время») adds nothing; a duty bullet «Обучение …» above a job is no title;
 *   - an old document's years are said to its own date, today's beside them.
 * Each block but the guards fails before this decision.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../../worker/analysis/engine/index";
import { isoMonth, monthOf, recentCareer, recentDraws, twoDigitYear } from "./fixtures/career-frames";
import {
  type Career,
  expectedMonths,
  formsFor,
  LAYOUTS,
  RU_MONTHS_GENITIVE,
  writeRange,
} from "./fixtures/career-layouts";
import { NOW, NOW_MONTH, TOLERANCE } from "./now";

/**
 * A Russian career of 2–5 jobs ending now or three months ago, in a date form without the ambiguous ISO months, in
 * the Russian layouts but those `skip` names.
 */
const careerOf = (...skip: string[]) =>
  fc
    .record(
      recentDraws("ru", {
        jobs: [2, 5],
        longest: 60,
        pauses: 5,
        forms: (f) => !isoMonth(f) && !twoDigitYear(f),
        layouts: (n) => !skip.includes(n),
      }),
    )
    .map((g) => ({ career: recentCareer("ru", g), layout: g.layout }));

const yearsOf = (text: string): number => readResume({ text }, { now: NOW }).timeline.totalYears;
const expectedYears = (c: Career): number => expectedMonths(c.jobs, c.form, NOW_MONTH) / 12;

/** Job nouns of the date reader and the case endings of their «-ский» adjectives. */
const JOB_NOUNS = ["программист", "менеджер", "тренер", "директор", "бухгалтер", "учитель", "инструктор", "экономист"];
const ADJECTIVE_ENDINGS = ["ский", "ского", "ских", "ская", "ской", "ские", "скими"];

describe("a contest's dates under the awards beside an adjective of a job noun add nothing", () => {
  // A two-column PDF whose experience heading holds no dates counts every range outside the studies (the scrambled
  // reading, decision 530's sidebar kind): left out here.
  it("every Russian layout × date form × job noun's adjective", () => {
    fc.assert(
      fc.property(
        careerOf("two-column PDF"),
        fc.constantFrom(...JOB_NOUNS),
        fc.constantFrom(...ADJECTIVE_ENDINGS),
        fc.integer({ min: 2005, max: 2018 }),
        fc.integer({ min: 1, max: 4 }),
        (g, noun, ending, from, span) => {
          const text = [
            LAYOUTS[g.layout]!.write(g.career, NOW_MONTH),
            "Награды",
            `${from}${g.career.dash}${from + span} Выступление в четвертьфиналах студенческого чемпионата`,
            `Многократный участник ${noun}${ending} и студенческих соревнований`,
          ].join("\n");
          expect(Math.abs(yearsOf(text) - expectedYears(g.career)), text).toBeLessThanOrEqual(TOLERANCE);
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe("the jobs under the singular heading «Место работы» count", () => {
  // The academic CV writes its own heading («Должности»). A two-column PDF whose experience heading holds no dates is
  // read scrambled: a diploma's qualification («Инженер-программист») then counts under any heading (left, decision 715).
  it("every Russian layout × date form, the degrees with their qualification above", () => {
    fc.assert(
      fc.property(
        careerOf("academic CV", "two-column PDF"),
        fc.constantFrom("Место работы", "МЕСТО РАБОТЫ"),
        (g, heading) => {
          const c = { ...g.career, heading };
          // A Belarusian or Russian CV lists its diplomas by qualification above the jobs: «Инженер-программист».
          const studies = [
            "Образование",
            `Инженер-программист ${writeRange({ start: monthOf(2004, 9), end: monthOf(2009, 6), title: "", employer: "" }, c.form, c.dash, c.present)}`,
            "Государственный технический университет",
          ];
          const text = [studies.join("\n"), LAYOUTS[g.layout]!.write(c, NOW_MONTH)].join("\n");
          expect(Math.abs(yearsOf(text) - expectedYears(c)), text).toBeLessThanOrEqual(TOLERANCE);
        },
      ),
      { numRuns: 120 },
    );
  });
});

/** A course written where the jobs are: its title line marks it as training, its dates run to "present". */
const COURSE_MARKS = ["(обучение)", " (обучение)", " (курсы)", " (учёба)"];
const COURSE_TITLES = ["Инженер по тестированию", "Аналитик данных", "Веб-разработчик", "Специалист по маркетингу"];

describe("a course written as the current post on the title line above its dates adds nothing", () => {
  it("a title line, then the dates with the school, then «present» wrapped or not × date forms", () => {
    fc.assert(
      fc.property(
        careerOf(),
        fc.constantFrom(...COURSE_TITLES),
        fc.constantFrom(...COURSE_MARKS),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        (g, title, mark, monthsAgo, wrapped) => {
          const c = g.career;
          const start = writeRange(
            { start: NOW_MONTH - monthsAgo, end: null, title, employer: "" },
            c.form,
            c.dash,
            "",
          );
          // «настоящее» beside the school's link, «время» on the line after: the phrase wrapped in its cell.
          const [first, ...rest] = c.present.split(" ");
          const course = wrapped
            ? [`${start.trimEnd()} «КодСтарт»`, `${first} https://kodstart.example.ru/`, rest.join(" ")]
            : [`${start.trimEnd()} ${c.present} «КодСтарт»`];
          if (!course.at(-1)) course.pop();
          const jobs = c.jobs.flatMap((j) => [
            j.title,
            `${writeRange(j, c.form, c.dash, c.present)} ${j.employer}`,
            "• Вела отчётность",
          ]);
          const text = ["Опыт работы", `${title}${mark}`, ...course, "Изучила основы профессии", ...jobs].join("\n");
          expect(Math.abs(yearsOf(text) - expectedYears(c)), text).toBeLessThanOrEqual(TOLERANCE);
        },
      ),
      { numRuns: 120 },
    );
  });

  it("guard: a duty bullet «Обучение …» above the next job's dates leaves that job counted", () => {
    const text = [
      "Опыт работы",
      "Менеджер по продажам",
      "Март 2019 – по настоящее время ООО «Вектор»",
      "• Обучение новых сотрудников",
      "Январь 2015 – Февраль 2019 ООО «Север»",
      "• Вела клиентов",
    ].join("\n");
    expect(yearsOf(text)).toBeGreaterThanOrEqual(11.5);
  });
});

describe("an old document's years are said to its own date", () => {
  const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
  it("a stated update 6–12 years ago with a current job: the years then, today's beside them", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 12 }),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 11 }),
        (ago, before, month) => {
          const updated = NOW_MONTH - ago * 12 - month;
          const start = updated - before * 12;
          const c: Career = {
            jobs: [
              { start, end: null, title: "Ведущий программист", employer: "ООО «Вектор»" },
              { start: start - 40, end: start - 1, title: "Программист", employer: "ООО «Север»" },
            ],
            language: "ru",
            form: formsFor("ru")[0]!,
            dash: " – ",
            present: "по настоящее время",
          };
          const text = [
            `Резюме обновлено 1 ${RU_MONTHS_GENITIVE[updated % 12]} ${Math.floor(updated / 12)}`,
            LAYOUTS["hh.ru export"]!.write(c, updated),
          ].join("\n");
          const report = analyze(text);
          const said = report.result.experience_analysis?.description ?? "";
          const total = report.criteria.find((f) => f.id === "experience.total")?.finding ?? "";
          const then = (updated - (start - 40) + 1) / 12;
          expect(said, text).toMatch(/на \S+ \d{4} \(дату резюме\) — [\d,]+ (?:год|года|лет)/u);
          expect(total).toMatch(/\(дату резюме\)/u);
          const quoted = Number(/\(дату резюме\) — ([\d,]+)/u.exec(said)?.[1]?.replace(",", "."));
          expect(Math.abs(quoted - then), said).toBeLessThanOrEqual(TOLERANCE);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("guard: a document updated last month says one total", () => {
    const c: Career = {
      jobs: [{ start: NOW_MONTH - 60, end: null, title: "Ведущий программист", employer: "ООО «Вектор»" }],
      language: "ru",
      form: formsFor("ru")[0]!,
      dash: " – ",
      present: "по настоящее время",
    };
    const text = ["Резюме обновлено 1 октября 2026", LAYOUTS["hh.ru export"]!.write(c, NOW_MONTH)].join("\n");
    const said = analyze(text).result.experience_analysis?.description ?? "";
    expect(said).toMatch(/^Общий стаж по датам — 5,1 года, мест работы: 1\./u);
    expect(said).not.toMatch(/дату резюме/u);
  });
});
