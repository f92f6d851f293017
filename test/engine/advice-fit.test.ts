/**
 * Decision 720: advice and comparisons only where the reading is sure — one block per kind the ninth recruiter
 * reviews found (reviews 11A, 11B and dev-11), each on invented people.
 *   - Field-specific comparisons (skill gaps, in-demand skills, industries, a career path, education relevance) only
 *     when the reading is sure of the family and the market; plain words otherwise.
 *   - A town abroad named after a Russian city is no Russian market; a Russian city alone is no sure one.
 *   - One list of Russian-market markers: none of them in any report for a resume aimed elsewhere.
 *   - An academic CV (teaching, talks, a doctorate studied for) is not held to two pages and a commercial summary.
 *   - An experience section that says there is none gets a starter's advice, not «3–5 пунктов» per job.
 *   - The level of education from the degree's own words: a year of study is no higher education yet, «LLM API» no
 *     law master's; a qualification's word («инженер») is no field of study.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fittingProfile, sureOfField, UNSURE } from "../../worker/analysis/engine/audience";
import { degreeIn, detectEducationLevel } from "../../worker/analysis/engine/education";
import { analyzeResume } from "../../worker/analysis/engine/index";
import type { CandidateProfile } from "../../worker/analysis/engine/profile";
import { foldCase } from "../../worker/analysis/engine/text";
import type { ResumeFacts } from "../../worker/analysis/engine/types";
import { RU_MARKET_MARKERS, RU_MARKET_ONLY } from "../../worker/analysis/knowledge/markets";
import { EN_BACKEND_ENGINEER } from "./fixtures/en-backend-engineer";
import { EN_MARKETING_MANAGER } from "./fixtures/en-marketing-manager";
import { said } from "./fixtures/report-text";
import { EN_POSTDOC } from "./fixtures/research-cvs";

const NOW = new Date("2026-11-15T00:00:00Z");
const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
type Report = ReturnType<typeof analyze>;
const marketText = (report: Report): string => {
  const market = report.result.market_relevance;
  return typeof market === "string" ? market : (market?.description ?? "");
};
const everything = (report: Report): string => [said(report.result), marketText(report)].join("\n");
const finding = (report: Report, id: string) => (report.result.criteria ?? []).find((f) => f.id === id);

/** A backend engineer writing in English from a city named like a Russian one, in `place`. */
const engineerIn = (place: string) => `Oliver Grant
Backend Developer
oliver.grant@example.com | ${place}
Summary
Backend developer with five years of building payment APIs in Python.
Experience
Backend Developer, Harbor Payments, Mar 2021 – Present
- Built the settlement API in Python and Django that handles 40,000 payments a day
- Cut the nightly reconciliation from 3 hours to 20 minutes
Backend Developer, Lumen Retail, Jan 2019 – Feb 2021
- Wrote order services in Python and PostgreSQL
Education
B.Sc. in Computer Science, State University, 2018
Skills
Python, Django, PostgreSQL, Git, Docker`;

describe("field-specific comparisons only when the family and the market are sure", () => {
  const reading = (confidence: number, marketSure: boolean | undefined, family: CandidateProfile["role_family"]) =>
    ({
      role: "Backend Developer",
      role_family: family,
      seniority: "middle",
      confidence,
      market: "ru",
      market_sure: marketSure,
      years_in_role: 5,
      internships: 0,
      headline: null,
    }) as CandidateProfile;

  it("is sure only with a named family, a confidence at UNSURE or above and a market the text says", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(true, false, undefined),
        fc.constantFrom<CandidateProfile["role_family"]>("software_engineering", "education_teaching", "other", null),
        (confidence, marketSure, family) => {
          const expected = confidence >= UNSURE && marketSure !== false && family !== null && family !== "other";
          expect(sureOfField(reading(confidence, marketSure, family))).toBe(expected);
        },
      ),
    );
  });

  it("gives no skill profile to an unsure reading", () => {
    const facts = {
      profile: {
        id: "backend",
        title: "бэкенд-разработчик",
        confidence: 1,
        industries: [],
        missing: [],
        expectedCount: 10,
        coveredCount: 8,
      },
    } as unknown as ResumeFacts;
    expect(fittingProfile(facts, reading(0.3, true, "software_engineering"))).toBeNull();
    expect(fittingProfile(facts, reading(0.9, false, "software_engineering"))).toBeNull();
  });

  it("an English resume whose only Russian sign is a city's name compares with no field's vacancies", () => {
    const report = analyze(engineerIn("Moscow"));
    expect(report.reading?.person.market).toBe("ru");
    const text = everything(report);
    expect(text).not.toMatch(/ещё просят|чаще всего просят то, чего нет/u);
    expect(report.result.industry_fit?.industries ?? []).toEqual([]);
    expect(report.result.skill_gap_analysis?.join(" ")).toMatch(
      /Рынок, на который нацелено резюме, по тексту читается неуверенно/u,
    );
  });

  it("a town abroad named after a Russian city is no Russian market (US state codes)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("St. Petersburg", "Saint Petersburg", "Moscow"),
        fc.constantFrom("FL", "ID", "PA", "OH", "TX", "Florida", "Idaho"),
        (city, state) => {
          const report = analyze(engineerIn(`${city}, ${state}`));
          expect(report.reading?.person.market).toBe("international");
        },
      ),
      { numRuns: 8 },
    );
  });

  it("guard: a sure reading keeps its field's gaps and industries", () => {
    const report = analyze(engineerIn("Leeds, United Kingdom"));
    expect(report.result.industry_fit?.industries.length).toBeGreaterThan(0);
  });

  it("in-demand skills named are the person's field's: no «Продажи» or «Scrum» for an art teacher", () => {
    const report = analyze(`Hannah Morrow
Art Teacher
hannah.morrow@example.com | Portland, Oregon
Experience
Art Teacher, Riverside Middle School, Sep 2014 – Present
- Teach drawing, painting and ceramics to 160 students a year
- Led the school's yearbook team of 12 students
Education
B.A. in Fine Arts, Oregon State College, 2014
Skills
Sales, Scrum, Project management, Agile, UX/UI, Classroom management, Lesson planning`);
    expect(marketText(report)).not.toMatch(/Востребованные сейчас навыки:[^.]*(?:Продажи|Scrum|UX\/UI)/u);
  });
});

describe("one list of Russian-market markers", () => {
  it("holds every marker the two old lists held", () => {
    for (const old of ["1С", "hh.ru", "ИПБ", "Банк-клиент", "КонсультантПлюс", "Контур", "₽", "Яндекс", "ЗУП"])
      expect(RU_MARKET_MARKERS).toContain(old);
    for (const old of ["amoCRM", "ЕСКД", "Компас-3D", "DataLens"]) expect(RU_MARKET_MARKERS).toContain(old);
  });

  it("reads each marker as a word in any frame, never inside a longer word", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RU_MARKET_MARKERS),
        fc.constantFrom("Подготовка к {} и IELTS", "{}:Предприятие", "Excel, {}, Word", "{}", "работа в {}."),
        (marker, frame) => {
          expect(RU_MARKET_ONLY.test(frame.replace("{}", marker))).toBe(true);
          if (/\p{L}$/u.test(marker)) expect(RU_MARKET_ONLY.test(`${marker}ыми`)).toBe(false);
        },
      ),
    );
  });

  const TUTOR = `Emily Carter
Private Tutor
emily.carter@example.com | Bristol, United Kingdom
Summary
Private tutor of mathematics and physics for secondary school pupils.
Experience
Private Tutor, self-employed, Sep 2019 – Present
- Tutor 15 pupils a week in mathematics and physics, online and in person
- Prepared 30 pupils for GCSE and A-level exams
Education
B.Sc. in Mathematics, University of Bristol, 2019
Skills
Mathematics, Physics, Lesson planning, Online teaching, Exam preparation`;

  it("no report for a resume aimed outside Russia names one of them", () => {
    for (const text of [EN_BACKEND_ENGINEER, EN_MARKETING_MANAGER, EN_POSTDOC, TUTOR, engineerIn("Austin, Texas")]) {
      const report = analyze(text);
      expect(report.reading?.person.market).toBe("international");
      const hit = everything(report)
        .split("\n")
        .find((line) => RU_MARKET_ONLY.test(line));
      expect(hit).toBeUndefined();
    }
  });

  it("guard: a Russian tutor still hears of ЕГЭ and ОГЭ", () => {
    const report = analyze(`Мария Соколова
Репетитор по математике
maria.sokolova@example.ru | +7 912 345-67-89 | Казань
О себе
Репетитор по математике для школьников 5–11 классов.
Опыт работы
Репетитор по математике, частная практика, сентябрь 2018 — настоящее время
- Подготовила 40 учеников к экзаменам, средний балл 82
- Занятия онлайн и очно, 20 учеников в неделю
Образование
Казанский федеральный университет, математика, 2018
Навыки
Подготовка к ОГЭ и ЕГЭ, Методика преподавания, Дистанционное обучение`);
    expect(report.reading?.person.market).toBe("ru");
    expect(everything(report)).toMatch(/ЕГЭ/u);
  });
});

/** A PhD student who teaches and presents: no research title yet, a teaching heading and a list of talks. */
const PHD_STUDENT = `Grace Whitfield
gwhitfield@example.edu | Orlando, Florida
Education
Ph.D. student in Rhetoric and Composition, University of Central Florida (in progress)
M.A. in English, University of Central Florida, 2021
Professional Teaching Experience
Adjunct Instructor, Valencia College, 08/2022 – Present
- Teach first-year composition, four sections a term
Graduate Teaching Associate, University of Central Florida, 08/2021 – Present
- Teach technical writing to 50 students a term
Presentations
Whitfield, G. "Feedback in online writing courses." Conference on College Composition, 2025.
Whitfield, G. "Peer review with generative tools." Computers and Writing Conference, 2024.
Whitfield, G. "Writing centres after the pandemic." Southeastern Writing Center Association, 2023.
Skills
Course design, Canvas, Peer review, Academic writing`;

describe("an academic CV is read by its committee's norms", () => {
  it("is not held to two pages or a commercial summary", () => {
    const report = analyzeResume({ text: PHD_STUDENT, format: "pdf", pageCount: 4 }, { now: NOW });
    for (const id of ["length.pages", "structure.summary"]) {
      const f = finding(report, id);
      expect(f?.status, id).toBe("info");
    }
    expect(everything(report)).not.toMatch(/Уложись в 2/u);
  });

  it("guard: a commercial resume of four pages is still told to shorten", () => {
    const report = analyzeResume(
      { text: engineerIn("Leeds, United Kingdom"), format: "pdf", pageCount: 4 },
      { now: NOW },
    );
    expect(finding(report, "length.pages")?.status).not.toBe("info");
  });
});

describe("a person with no experience gets advice for their situation", () => {
  const STUDENT = (none: string) => `Анна Кравцова
anna.kravtsova@example.ru | +7 915 123-45-67 | Москва
Образование
• 2 курс – Московский государственный университет (Журналистика)
Опыт работы
• ${none}
Достижения
• Призёр городской олимпиады по литературе, 2024
Языки
• Английский — C1`;

  it("no periods, 3–5 bullets or verbs per job when the experience section says there is none", () => {
    for (const none of ["Отсутствует", "Нет", "Опыта работы нет", "нет опыта"]) {
      const text = everything(analyze(STUDENT(none)));
      expect(text, none).not.toMatch(
        /Для каждого места работы|Укажи для каждого места период|Раздел с опытом работы есть|У каждого места работы укажи/u,
      );
      expect(text, none).toMatch(/Вместо «опыта нет» опиши то, что уже сделал/u);
      expect(text, none).not.toMatch(/роль, стаж, главный результат/u);
    }
  });

  it("guard: a section with a real job keeps the job advice", () => {
    const text = STUDENT("Курьер, служба доставки «Быстро», 2024–2025");
    expect(finding(analyze(text), "structure.experience_section")?.finding).not.toMatch(/сказано, что опыта нет/u);
  });
});

describe("the level of education from the degree's own words", () => {
  it("a year of study at a university is unfinished higher education", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("1 курс", "2-й курс", "3 курс", "студент 4 курса", "Студентка"),
        fc.constantFrom("МГУ (Филология)", "НИУ ВШЭ, экономика", "Казанский федеральный университет"),
        (year, school) => {
          const section = foldCase(`Образование\n• ${year} – ${school}`);
          expect(detectEducationLevel(section, section, 2026)).toBe("incomplete_higher");
        },
      ),
      { numRuns: 15 },
    );
    const done = foldCase("Образование\nКазанский федеральный университет, 2015");
    expect(detectEducationLevel(done, done, 2026)).toBe("higher");
  });

  it("«LLM API» in a job's line is no law master's; «LLM in International Law» is one", () => {
    const dev = analyze(`Илья Громов
Frontend-разработчик
ilya.gromov@example.ru | +7 921 555-12-34 | Минск
Образование
Инженер-программист, Белорусский государственный университет, 2016 – 2020
Опыт работы
Frontend-разработчик, студия «Пиксель», июль 2023 — настоящее время
Разработка приложения на React, google maps, LLM API
- Сделал каталог на React и TypeScript
Навыки
React, TypeScript, JavaScript, HTML, CSS, Git`);
    expect(dev.reading?.education.level).not.toBe("master");
    expect(degreeIn(foldCase("Разработка приложения на React, google maps, LLM API"))).toBeNull();
    expect(degreeIn(foldCase("Чат-бот на LLM, RAG и Python"))).toBeNull();
    const law = foldCase("Education\nLLM in International Law, University of Leeds, 2019");
    expect(detectEducationLevel(law, law, 2026)).toBe("master");
  });

  it("a qualification's word is no field: a winemaking engineer's degree is not a developer's", () => {
    for (const degree of [
      "Инженер-технолог винодельческой промышленности",
      "Инженер-механик сельскохозяйственных машин",
    ]) {
      const report = analyze(`Павел Орлов
Frontend-разработчик
pavel.orlov@example.ru | +7 903 111-22-33 | Одесса
Опыт работы
Frontend-разработчик, агентство «Сайты», март 2019 — настоящее время
- Вёрстка и доработка интернет-магазинов на JavaScript, HTML и CSS
- Ускорил загрузку каталога в 2 раза
Образование
Одесская академия пищевых технологий, 2004 – 2009
${degree}
Навыки
JavaScript, HTML, CSS, Git, React, TypeScript`);
      expect(report.result.education_analysis?.description, degree).not.toMatch(/Образование профильное/u);
    }
  });

  it("the education heading is no field of study for a teacher", () => {
    const report = analyze(`Ольга Миронова
Учитель математики
olga.mironova@example.ru | +7 916 222-33-44 | Тула
Опыт работы
Учитель математики, школа № 12, сентябрь 2015 — настоящее время
- Веду математику в 5–9 классах, 6 классов
- 12 учеников стали призёрами городской олимпиады
Образование
Высшее образование
Тульский государственный университет, машиностроение, 2010
Навыки
ФГОС, Методика преподавания, Классное руководство, Преподавание`);
    expect(report.result.education_analysis?.description).not.toMatch(/Образование профильное/u);
  });
});
