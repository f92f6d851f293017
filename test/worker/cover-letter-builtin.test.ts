/**
 * The built-in cover-letter generator's promises, checked over every resume fixture of the project and over
 * many generated resumes (fast-check): 120–250 words, the vacancy's language, the company and position named, the
 * style changing the wording, no clichés, and no invented fact — every number, name and skill in the letter is in
 * the resume or in the person's own request.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CoverLetterRequestInput, coverLetterRequestSchema } from "../../shared/schemas/cover-letter";
import { analyzeResume, detectLanguage, matchSkills } from "../../worker/analysis/engine";
import { factSources, writeBuiltin } from "../../worker/cover-letter";
import { countLetterWords, LETTER_MAX_WORDS, LETTER_MIN_WORDS } from "../../worker/cover-letter/builtin-letter";
import {
  findProblems,
  LETTER_CLICHES,
  numbersIn,
  removeUnsupportedSentences,
} from "../../worker/cover-letter/fact-check";
import { EN_BACKEND_ENGINEER } from "../engine/fixtures/en-backend-engineer";
import { EN_MARKETING_MANAGER } from "../engine/fixtures/en-marketing-manager";
import { RU_1C_PROGRAMMER } from "../engine/fixtures/ru-1c-programmer";
import { RU_JUNIOR_FRONTEND } from "../engine/fixtures/ru-junior-frontend";
import { RU_SALES_MANAGER } from "../engine/fixtures/ru-sales-manager";
import resumeUtf8 from "../fixtures/resume-utf8.txt?raw";
import resumeEnSrc from "../fixtures/src/resume-en.txt?raw";
import resumeRuSrc from "../fixtures/src/resume-ru.txt?raw";
import { RESUME_TEXT } from "./analysis-fixtures";

/** Every resume text fixture: engine fixtures, upload fixtures, the analysis fixture; more land in test/fixtures/resumes/. */
const extraFixtures = import.meta.glob<string>("../fixtures/resumes/*.txt", {
  query: "?raw",
  import: "default",
  eager: true,
});
const RESUMES: Record<string, string> = {
  "en-backend-engineer": EN_BACKEND_ENGINEER,
  "en-marketing-manager": EN_MARKETING_MANAGER,
  "ru-1c-programmer": RU_1C_PROGRAMMER,
  "ru-junior-frontend": RU_JUNIOR_FRONTEND,
  "ru-sales-manager": RU_SALES_MANAGER,
  "src/resume-en": resumeEnSrc,
  "src/resume-ru": resumeRuSrc,
  "resume-utf8": resumeUtf8,
  "analysis-fixture": RESUME_TEXT,
  ...extraFixtures,
};

const STYLES = [undefined, "formal", "friendly", "creative"] as const;
const RU_VACANCY =
  "Ищем специалиста. Требования: SQL, Python, Excel, 1С, React, ведение переговоров, Kubernetes, английский язык.";
const EN_VACANCY =
  "We are hiring. Requirements: Python, Go, Kafka, SQL, Excel, React, Figma, negotiation skills, Kubernetes.";

function request(input: CoverLetterRequestInput) {
  return coverLetterRequestSchema.parse(input);
}

function checkLetter(resume: string, input: CoverLetterRequestInput): string {
  const req = request(input);
  const letter = writeBuiltin(resume, req).content;
  const words = countLetterWords(letter);
  expect(words, letter).toBeGreaterThanOrEqual(LETTER_MIN_WORDS);
  expect(words, letter).toBeLessThanOrEqual(LETTER_MAX_WORDS);
  expect(letter).toContain(req.company_name);
  expect(letter).toContain(req.position_name);
  expect(findProblems(letter, factSources(resume, req)), letter).toEqual([]);
  for (const cliche of LETTER_CLICHES) expect(letter, letter).not.toMatch(cliche);
  // Independent of the checker: digits only from the resume and the request, skills only from the resume.
  const allowedNumbers = numbersIn([resume, req.company_name, req.position_name].join("\n"));
  for (const number of numbersIn(letter)) expect(allowedNumbers, `${number} in\n${letter}`).toContain(number);
  // "In the resume" as the engine reads it: a listed "Excel" under НАВЫКИ counts, as does any skill in the text.
  const resumeSkills = new Set(
    [...analyzeResume({ text: resume }).facts.skills, ...matchSkills(`${resume}\n${req.position_name}`)].map(
      (s) => s.name,
    ),
  );
  for (const skill of matchSkills(letter)) expect(resumeSkills, `${skill.name} in\n${letter}`).toContain(skill.name);
  // Every sentence true of the resume and the vacancy (issue 22):
  // "measurable results" only beside a number the letter quotes;
  if (/измеримые итоги|measurable results/u.test(letter)) expect(numbersIn(letter).size, letter).toBeGreaterThan(0);
  // "the tasks / the vacancy you describe" only when a vacancy was given;
  const aboutVacancy =
    /вы описываете|задачи из описания|В описании вакансии|В вакансии вы пишете|Из того, что вы ищете|you describe|in the description|Your vacancy mentions|You mention|From your wish list/u;
  if (!req.vacancy_description) expect(letter, letter).not.toMatch(aboutVacancy);
  // a skill said to be in the vacancy is written in the vacancy, not only implied by another one;
  const vacancySkills = new Set(
    matchSkills(`${req.position_name}\n${req.vacancy_description ?? ""}`)
      .filter((s) => !s.implied)
      .map((s) => s.name),
  );
  for (const sentence of letter.split(/(?<=[.!?])\s+/u).filter((x) => aboutVacancy.test(x)))
    for (const skill of matchSkills(sentence))
      expect(vacancySkills, `${skill.name} in «${sentence}»`).toContain(skill.name);
  // «О компании» is used when it has a sentence to quote.
  const note = (req.company_info ?? "").split(/(?<=[.!?])\s+/u)[0]?.replace(/[.!?]+$/u, "") ?? "";
  if (note.length >= 20 && note.length <= 160 && /[а-яё]/iu.test(note) === (detectLanguage(letter) === "ru"))
    expect(letter, letter).toContain(note);
  return letter;
}

describe("built-in cover letter over the project's resume fixtures", () => {
  for (const [name, resume] of Object.entries(RESUMES)) {
    it(`${name}: every style, with and without a vacancy, in Russian and English`, () => {
      for (const style of STYLES) {
        const ru = checkLetter(resume, {
          company_name: "Северсталь Диджитал",
          position_name: "Ведущий специалист",
          personal_style: style,
        });
        expect(detectLanguage(ru)).toBe("ru");
        const ruVacancy = checkLetter(resume, {
          company_name: "ТехноСнаб",
          position_name: "Аналитик",
          personal_style: style,
          vacancy_description: RU_VACANCY,
        });
        expect(detectLanguage(ruVacancy)).toBe("ru");
        const en = checkLetter(resume, {
          company_name: "Northwind",
          position_name: "Senior Analyst",
          personal_style: style,
          vacancy_description: EN_VACANCY,
        });
        expect(detectLanguage(en)).toBe("en");
      }
    });
  }

  it("is Russian by default, even for an English resume, and English for an English vacancy", () => {
    const ru = writeBuiltin(
      EN_BACKEND_ENGINEER,
      request({ company_name: "Яндекс", position_name: "Backend-разработчик" }),
    );
    expect(ru.language).toBe("ru");
    expect(ru.content).toMatch(/^Здравствуйте!/u);
    const en = writeBuiltin(
      RU_SALES_MANAGER,
      request({ company_name: "Acme", position_name: "Sales Manager", vacancy_description: EN_VACANCY }),
    );
    expect(en.language).toBe("en");
    expect(en.content).toMatch(/^Dear Acme team,/u);
  });

  it("puts the vacancy's skills that the resume has first, and never claims the ones it lacks", () => {
    const letter = writeBuiltin(
      EN_BACKEND_ENGINEER,
      request({
        company_name: "Stripe",
        position_name: "Staff Engineer",
        vacancy_description: "We use Kafka, Kubernetes and Java.",
      }),
    ).content;
    expect(letter).toMatch(/mentions Kafka and Kubernetes\./u);
    expect(letter).not.toMatch(/Java(?!Script)/u);
  });

  it("quotes real measurable achievements verbatim", () => {
    const letter = writeBuiltin(
      RU_SALES_MANAGER,
      request({ company_name: "ТехноСнаб", position_name: "Менеджер по продажам" }),
    ).content;
    expect(letter).toContain("увеличил выручку по своему портфелю на 35% за 2023 год");
    expect(letter).toContain("Кузнецов Дмитрий Олегович");
  });

  it("changes the wording with the style, not only the greeting", () => {
    const letters = (["formal", "friendly", "creative"] as const).map(
      (style) =>
        writeBuiltin(
          EN_BACKEND_ENGINEER,
          request({ company_name: "Яндекс", position_name: "Backend-разработчик", personal_style: style }),
        ).content,
    );
    const sentences = letters.map(
      (letter) =>
        new Set(
          letter
            .split(/(?<=[.!?])\s+|\n+/u)
            .map((s) => s.trim())
            .filter((s) => s.length > 20),
        ),
    );
    for (let a = 0; a < sentences.length; a++) {
      for (let b = a + 1; b < sentences.length; b++) {
        const shared = [...sentences[a]!].filter((s) => sentences[b]!.has(s));
        // Quoted achievements may repeat; the template sentences around them must not.
        expect(shared.length, shared.join("\n")).toBeLessThanOrEqual(1);
      }
    }
  });
});

/** Resumes assembled at random from names, employers, numbers and skills, to test the no-invented-fact property. */
const resumeArbitrary = fc
  .record({
    name: fc.constantFrom("Анна Котова", "Пётр Ильин", "Jane Doe", "Мария Сидорова-Гриневич"),
    title: fc.constantFrom(
      "Бухгалтер",
      "Python-разработчик",
      "Менеджер проектов",
      "Data Analyst",
      "Дизайнер интерфейсов",
      "Инженер-конструктор",
    ),
    employers: fc.array(fc.constantFrom("ООО «Ромашка»", "Zentrix Labs", "АО «Квантор»", "Globex", "ИП Соколов"), {
      minLength: 0,
      maxLength: 3,
    }),
    achievements: fc.array(
      fc.tuple(
        fc.constantFrom(
          "Сократил затраты на",
          "Увеличил продажи на",
          "Reduced costs by",
          "Запустил",
          "Обучил",
          "Automated",
        ),
        fc.integer({ min: 2, max: 9999 }),
        fc.constantFrom("%", " клиентов", " отчётов", " services", "% за год", " млн ₽"),
      ),
      { maxLength: 5 },
    ),
    skills: fc.array(
      fc.constantFrom(
        "Python",
        "SQL",
        "Excel",
        "1С:Бухгалтерия",
        "Figma",
        "AutoCAD",
        "Docker",
        "Jira",
        "Power BI",
        "переговоры",
      ),
      { maxLength: 8 },
    ),
    education: fc.constantFrom(
      "",
      "ОБРАЗОВАНИЕ\nМГУ, магистр, 2015",
      "EDUCATION\nBSc Economics, 2012",
      "ОБРАЗОВАНИЕ\nКолледж связи, 2010",
    ),
  })
  .map(({ name, title, employers, achievements, skills, education }) =>
    [
      name,
      title,
      "ОПЫТ РАБОТЫ",
      ...employers.map((employer, i) => `${employer}\n0${i + 1}.201${i} — 0${i + 2}.202${i}`),
      ...achievements.map(([verb, n, unit]) => `- ${verb} ${n}${unit}`),
      "НАВЫКИ",
      skills.join(", "),
      education,
    ].join("\n"),
  );

const requestArbitrary = fc.record({
  company_name: fc.constantFrom("Яндекс", "Acme Corp", "Т-Банк", "Ромашка"),
  position_name: fc.constantFrom("Аналитик", "Senior Developer", "Главный бухгалтер"),
  personal_style: fc.constantFrom(undefined, "formal", "friendly", "creative"),
  vacancy_description: fc.constantFrom(
    undefined,
    RU_VACANCY,
    EN_VACANCY,
    "Нужен опыт с Kubernetes, Java и 15 лет стажа в Microsoft.",
  ),
  company_info: fc.constantFrom(
    undefined,
    "Мы делаем сервис онлайн-бухгалтерии для малого бизнеса. Офис в Казани.",
    "We build payment infrastructure for online shops in Europe.",
  ),
});

describe("built-in cover letter: what it says of the person (issue 22)", () => {
  it("names the person's actual job, makes no measurable-results claim without numbers, and uses «О компании»", () => {
    const thin =
      "Ольга Смирнова\nБухгалтер\nОПЫТ РАБОТЫ\nООО «Север»\n03.2018 — 05.2024\nВедение учёта\nНАВЫКИ\n1С, Excel";
    const letter = writeBuiltin(
      thin,
      request({
        company_name: "Ромашка",
        position_name: "Главный бухгалтер",
        personal_style: "formal",
        company_info: "Мы делаем сервис онлайн-бухгалтерии для малого бизнеса.",
      }),
    ).content;
    expect(letter).toContain("бухгалтер");
    expect(letter).not.toMatch(/измеримые итоги/u);
    expect(letter).toContain("Мы делаем сервис онлайн-бухгалтерии для малого бизнеса");
    const friendly = writeBuiltin(
      thin,
      request({ company_name: "Ромашка", position_name: "Главный бухгалтер", personal_style: "friendly" }),
    ).content;
    expect(friendly).not.toMatch(/вы описываете|из описания/u);
  });
});

describe("built-in cover letter: no invented fact (property)", () => {
  it("holds for generated resumes and requests", () => {
    fc.assert(
      fc.property(resumeArbitrary, requestArbitrary, (resume, input) => {
        checkLetter(resume, input);
      }),
      { numRuns: 150 },
    );
  });
});

describe("fact check", () => {
  const sources = factSources(
    RU_SALES_MANAGER,
    request({ company_name: "ТехноСнаб", position_name: "Менеджер по продажам" }),
  );

  it("flags invented numbers, employers, skills and clichés", () => {
    expect(findProblems("За 7 лет в Сбербанке я освоил Kubernetes. Я коммуникабельный.", sources)).toEqual(
      expect.arrayContaining([
        { kind: "number", value: "7" },
        { kind: "skill", value: "Kubernetes" },
        { kind: "name", value: "Сбербанке" },
        { kind: "name", value: "Kubernetes" },
        { kind: "cliche", value: "коммуникабельн" },
      ]),
    );
    expect(findProblems("Я работаю в «ВолгаТрейд» и подняла выручку на 35%. Знаю amoCRM.", sources)).toEqual([]);
  });

  it("removes only the sentences that state unsupported facts", () => {
    const cleaned = removeUnsupportedSentences(
      "Здравствуйте! Я увеличил выручку на 35%. Я руководил отделом из 40 человек в Google.\n\nС уважением",
      sources,
    );
    expect(cleaned.text).toBe("Здравствуйте! Я увеличил выручку на 35%.\n\nС уважением");
    expect(cleaned.dropped).toBe(1);
  });
});

describe("built-in cover letter: the person's job as a clean title (decision 320)", () => {
  it("never quotes a title with a bracket the layout cut", () => {
    const resume =
      "Мария Дубова\nЖелаемая должность\nСтажер (Маркетинг\nОПЫТ РАБОТЫ\nООО «Пример»\n07.2022 — 08.2022\nРабота с контентом\nНАВЫКИ\nWordPress, Excel";
    const letter = writeBuiltin(
      resume,
      request({ company_name: "Ромашка", position_name: "Стажёр в отдел маркетинга", personal_style: "formal" }),
    ).content;
    expect(letter).not.toMatch(/\((?![^)]*\))/u);
  });
});
