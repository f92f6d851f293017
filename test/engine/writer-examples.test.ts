/**
 * Decision 440: the copy-ready examples are the person's own facts in the resume's language or a visible template,
 * never raw layout; strengths are ranked as a recruiter weighs them, or left out; an unsure reading names what it read
 * instead of a role, a level or a career start. One test per kind, and properties over every fixture and generated
 * resumes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../shared/schemas/analysis";
import { reportContradictions } from "../../worker/analysis/engine/consistency";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { EN_BACKEND_ENGINEER } from "./fixtures/en-backend-engineer";
import { EN_MARKETING_MANAGER } from "./fixtures/en-marketing-manager";
import { PROFILE_RESUMES } from "./fixtures/profile-resumes";
import { RU_1C_PROGRAMMER } from "./fixtures/ru-1c-programmer";
import { RU_JUNIOR_FRONTEND } from "./fixtures/ru-junior-frontend";
import { RU_SALES_MANAGER } from "./fixtures/ru-sales-manager";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const fixOf = (result: AnalysisResult, id: string): string => result.criteria?.find((f) => f.id === id)?.fix ?? "";

const FIXTURES: ReadonlyArray<readonly [string, string]> = [
  ["en-backend-engineer", EN_BACKEND_ENGINEER],
  ["en-marketing-manager", EN_MARKETING_MANAGER],
  ["ru-1c-programmer", RU_1C_PROGRAMMER],
  ["ru-junior-frontend", RU_JUNIOR_FRONTEND],
  ["ru-sales-manager", RU_SALES_MANAGER],
  ...PROFILE_RESUMES.map((r) => [r.id, r.text] as const),
];

/** The examples built from the person's lines: «строку «…» допиши» and the summary's «…» after «Например:». */
function ownExamples(result: AnalysisResult): string[] {
  const texts = [...(result.criteria ?? []).map((f) => f.fix ?? ""), ...result.recommendations];
  const rewrites = texts.flatMap((t) => [...t.matchAll(/строку «([^«»]+)» допиши/gu)].map((m) => m[1]!));
  const summaries = (result.criteria ?? [])
    .filter((f) => f.id === "structure.summary")
    .flatMap((f) =>
      [...(f.fix ?? "").matchAll(/Например: (?:\(шаблон(?: по-английски)? — впиши своё\) )?«([^«»]+)»/gu)].map(
        (m) => m[1]!,
      ),
    );
  return [...rewrites, ...summaries];
}

/** Layout no copy-ready example may carry. */
const RAW =
  /https?:|www\.|@|(?<![\p{L}])(?:[Dd][Oo][Ii]|ISBN|ORCID)(?![\p{L}])|\s\|\s|…$|(?<![\d[])(?:19|20)\d\d(?!\d)|\p{Lu}{3,}\s+\p{Lu}{3,}/u;

/** The «quotes» of the advice an English resume's person copies: written by the report, not quoted from the text. */
function writtenExamples(result: AnalysisResult, text: string): string[] {
  const flat = text.replace(/\s+/gu, " ");
  const fixes = [...(result.criteria ?? []).map((f) => f.fix ?? ""), ...result.recommendations];
  return fixes
    .flatMap((t) => [...t.matchAll(/«([^«»]{4,})»/gu)].map((m) => m[1]!))
    .filter((q) => !flat.includes(q.replace(/…$/u, "")));
}

/**
 * What the person copies from an example: its words, not its blanks. A blank is the report's own instruction, in the
 * report's language («[главный результат с цифрой]», decision 510).
 */
const withoutBlanks = (quote: string): string => quote.replace(/\[[^\]]*\]/gu, "");

/** Section and item names the Russian report uses for its own parts (its headings, not examples to copy). */
const REPORT_OWN =
  /^(?:О себе|Результаты в цифрах|Резюме|по настоящее время|Файл → .*|Найти и заменить|больше нечего сказать|давно не искал работу и не обновлял резюме)$/u;

const enResume = (duty: string, extra = "") => `John Carter
Operations Analyst
john.carter@example.com
Experience
Mar 2019 – Present, Northwind Logistics — Operations Analyst
- ${duty}
- Prepared weekly reports for the regional director
Jan 2014 – Dec 2016, Contoso Retail — Store Supervisor
- Supervised the evening shift and handled cash reconciliation
${extra}
Education
2010 – 2014 University of Leeds, BSc Economics`;

const ruResume = (duty: string, extra = "") => `Мария Соколова
Операционный аналитик
maria@mail.ru
Опыт работы
Март 2019 — по настоящее время, ООО «Северный ветер» — операционный аналитик
- ${duty}
- Готовила еженедельные отчёты для регионального директора
Январь 2014 — декабрь 2016, ООО «Лента» — администратор смены
- Руководила вечерней сменой и сверяла кассу
${extra}
Образование
2010 — 2014 Уральский федеральный университет, экономика`;

describe("examples are the person's own facts or a visible template, never raw layout (property)", () => {
  it.each(FIXTURES)("%s", (_id, text) => {
    const { result } = analyze(text);
    for (const example of ownExamples(result)) expect(example).not.toMatch(RAW);
  });

  const layoutDuty = fc.constantFrom(
    "NORTHWIND LOGISTICS | Operations Analyst | 2019 – 2023",
    "Published in Journal of Operations, doi:10.1016/j.jom.2020.01.004",
    "Built the dashboard at https://example.com/dash for the regional team",
    "Coordinated supplier onboarding across 14 regional warehouses and three transport partners, reviewing contracts, delivery schedules and invoices every month for the whole region",
    "EXPERIENCE Coordinated supplier onboarding for the regional warehouses",
    "Coordinated supplier onboarding for the regional warehouses",
  );
  it("generated English resumes with layout in their duty lines", () => {
    fc.assert(
      fc.property(layoutDuty, fc.boolean(), (duty, summary) => {
        const text = enResume(duty, summary ? "Summary\nAnalyst." : "");
        const { result } = analyze(text);
        for (const example of ownExamples(result)) expect(example).not.toMatch(RAW);
      }),
      { numRuns: 30 },
    );
  });
});

describe("an English resume gets English examples inside the Russian report", () => {
  it.each(FIXTURES.filter(([id]) => id.startsWith("en-")))("%s", (_id, text) => {
    const { result } = analyze(text);
    const russian = writtenExamples(result, text).filter(
      (q) => /[а-яё]/iu.test(withoutBlanks(q)) && !REPORT_OWN.test(q),
    );
    expect(russian).toEqual([]);
  });

  const variant = fc.record({
    years: fc.constantFrom("2014 – 2016", "2019 – 2021"),
    gap: fc.boolean(),
    vague: fc.boolean(),
    short: fc.boolean(),
  });
  it("generated English resumes: dates, gaps, vague words, short jobs", () => {
    fc.assert(
      fc.property(variant, ({ years, gap, vague, short }) => {
        const text = `Jane Roe
Logistics Coordinator
jane.roe@example.com
Experience
${years}, Acme Freight — Logistics Coordinator
- Scheduled deliveries for 40 stores${vague ? ", etc." : ""}
${gap ? "2008 – 2010" : "2016 – 2019"}, Beta Ports — Dispatcher
- Assigned drivers and routes
${short ? "Jan 2022 – Apr 2022, Gamma Trade — Clerk\n- Filed invoices\nJun 2022 – Sep 2022, Delta Co — Clerk\n- Filed orders" : ""}
Education
BSc Logistics, University of Hull`;
        const { result } = analyze(text);
        const russian = writtenExamples(result, text).filter(
          (q) => /[а-яё]/iu.test(withoutBlanks(q)) && !REPORT_OWN.test(q),
        );
        expect(russian).toEqual([]);
      }),
      { numRuns: 24 },
    );
  });

  it("a year-only date's advice shows an English date, a gap's advice the person's own gap", () => {
    const text = `Jane Roe
Logistics Coordinator
jane.roe@example.com
Experience
2019 – Present, Acme Freight — Logistics Coordinator
- Scheduled deliveries for 40 stores
2010 – 2015, Beta Ports — Dispatcher
- Assigned drivers and routes
Education
BSc Logistics, University of Hull`;
    const { result } = analyze(text);
    expect(fixOf(result, "experience.dates")).toContain("«Sep 2019 – Feb 2020»");
    expect(fixOf(result, "experience.dates")).not.toMatch(/сентябрь/u);
    const gaps = fixOf(result, "experience.gaps");
    expect(gaps).toMatch(
      /«(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 20\d\d – \p{L}{3} 20\d\d: \[чем был занят/u,
    );
  });

  it("a Russian resume's gap example is its own months, not somebody's «учёба на курсах по аналитике»", () => {
    const { result } = analyze(ruResume("Сократила сроки сверки с 5 до 2 дней"));
    const gaps = fixOf(result, "experience.gaps");
    expect(gaps).toContain("янв. 2017 — ");
    expect(gaps).not.toContain("курсах по аналитике");
  });

  it("the city example is a template, not another person's city", () => {
    const { result } = analyze(ruResume("Сократила сроки сверки с 5 до 2 дней"));
    const fix = fixOf(result, "contacts.city");
    if (fix) expect(fix).not.toContain("Казань");
  });
});

describe("a duty is quoted whole or not at all", () => {
  it("a long duty is never cut at its length inside «строку … допиши»", () => {
    const text = `Taras Melnyk
Email: t.melnyk@example.com
Experience
2008 Internship at the law firm “Pravo Group”, Lviv, Translation department

The applicant worked for a top-5 Ukrainian law-firm during a summer internship. My daily tasks included: legal research, checking, proofreading and translating contracts.

Education
2005-2009 Lviv National University, Bachelor's Degree in International Law`;
    const { result } = analyze(text);
    // Every line the advice asks to rewrite is a whole sentence of the resume, not one cut at its length.
    const rewrites = [...JSON.stringify(result).matchAll(/строку «([^«»]+)» допиши/gu)].map((m) => m[1]!);
    for (const quote of rewrites)
      expect(text).toMatch(new RegExp(`${quote.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}[.;]?(?:\\s*\\n|\\.)`, "u"));
  });
});

describe("strengths ranked as a recruiter weighs them, or none", () => {
  it("an online course is not the first strength of a person with a master's degree and years of work", () => {
    const { result } = analyze(`Павел Орлов
Java-разработчик
pavel@mail.ru
Опыт работы
Март 2015 — по настоящее время, ООО «Бета» — Java-разработчик
- Разработал сервис расчёта тарифов на Spring Boot
Курсы
2014 GeekBrains.ru, Web development
Образование
2008 — 2014 МГУ, механико-математический факультет, прикладная математика (магистратура)
Языки
Английский — C1 — Продвинутый`);
    expect(result.strengths[0] ?? "").not.toMatch(/^Обучение/u);
    expect(result.general_impression).not.toMatch(/Сильная сторона: обучение/u);
  });

  it("a school prize comes after a result and a degree, and goes when they stand without it", () => {
    const { result } = analyze(`Jane Roe
Senior Financial Analyst
jane.roe@example.com
Experience
Mar 2012 – Present, Acme Bank — Senior Financial Analyst
- Cut the monthly close from 8 to 4 days across 12 business units
Education
2006 – 2010 Master of Science in Finance, London School of Economics
Awards
Prize of the Mayor for the best student, 14th Secondary School in Warsaw`);
    expect(result.strengths.join("\n")).not.toMatch(/Secondary School/u);
    expect(result.strengths[0]).toMatch(/^Результат/u);
  });

  it("a job-search line is never quoted as education", () => {
    const { result } = analyze(`Резюме
Имя: Павел Гордеев
Телефон: +79990127310
Ищу работу: Программист 1С, стажер-разработчик 1С. Курс обучения - 1С 8.3 Бухгалтерия предприятия.
Образование: Высшее
Уральский государственный университет путей сообщения.`);
    expect(result.strengths.join("\n")).not.toMatch(/Образование: «Ищу работу/u);
  });

  it("a strength's quote loses the layout's dates around it", () => {
    const { result } = analyze(`Jane Roe
Auditor
jane.roe@example.com
Experience
Oct 2001 – Dec 2005
NORTHWIND AUDIT SERVICES - JUNIOR ANALYST (Oct 2001 - Dec 2005)
- Reviewed client ledgers
Education
2004 IT University Minsk Belarus`);
    expect(result.strengths.join("\n")).not.toMatch(/«(?:19|20)\d\d |\((?:Oct|Jan)[^)]*\d{4}\)»/u);
  });
});

describe("an unsure reading says less", () => {
  it("no «career start» for a person whose jobs carry no dates", () => {
    const { result } = analyze(`Резюме
Имя: Павел
Фамилия: Гордеев
Дата рождения: 04.03.1968
Телефон: +79990127310
Ищу работу: Программист 1С, стажер-разработчик 1С.
Образование: Высшее
Омское высшее общевойсковое командное училище
Последние места работы: МТС Инженер сервисной группы, ИП Ремонт электроники.`);
    expect(result.experience_analysis?.description).not.toMatch(/старта карьеры/u);
    expect(result.experience_analysis?.description).toMatch(/не нашлось/u);
  });

  it("a role read with low confidence is named as read, not asserted, and no other field's titles are offered", () => {
    const text = `Taras Melnyk
Email: t.melnyk@example.com
Experience
2015-2016 Advisor and assistant to a deputy of the town council
This position presupposed assisting the local council deputy with daily tasks, such as drafting documents.
2013-2015 Open School of English Language, founder
The applicant organized a private language school for those who want to learn English.
Education
2011-2012 The University of Edinburgh, LLM in International Law`;
    const { result } = analyze(text);
    const said = JSON.stringify(result);
    expect(said).not.toMatch(/Senior Backend Engineer|Менеджер по продажам B2B/u);
    expect(result.candidate_profile?.confidence).toBeLessThan(0.4);
    expect(said).not.toContain("«Attorney");
    expect(result.general_impression).not.toMatch(/Резюме читается как/u);
    expect(result.general_impression).toMatch(/неуверенно \(ближе всего «Advisor/u);
    expect(result.career_progression_suggestions?.join("\n")).not.toMatch(/Ближайшая цель|Следующий шаг/u);
    expect(reportContradictions(result)).toEqual([]);
  });

  it("a sentence with a figure or a goal is no title in the report", () => {
    const { result } = analyze(`Анна Князева
Месячная аудитория составляет 57 млн пользователей
anna@mail.ru
Опыт работы
Март 2021 — по настоящее время, Avito — продуктовый дизайнер
- Запустила новый онбординг продавцов
Навыки
Figma, дизайн-системы, прототипирование`);
    expect(result.general_impression).not.toMatch(/«Месячная аудитория/u);
  });
});

describe("no absence from a text whose layout may hide it", () => {
  const filler = "Отвечала за сверку первичных документов и расчёты с поставщиками в нескольких регионах страны.";
  it("a long text with no headings found says what it could not find, never «нет раздела»", () => {
    const text = `Мария Соколова
maria@mail.ru
${Array.from({ length: 30 }, () => filler).join("\n")}`;
    const report = analyzeResume({ text, format: "pdf" }, { now: NOW });
    const said = JSON.stringify(report.result);
    expect(said).not.toMatch(/Нет раздела «О себе»|Иностранные языки не указаны|Нет раздела с курсами/u);
    expect(said).toMatch(/Не смогли найти/u);
  });

  const SHORT = `Мария Соколова
maria@mail.ru
Бухгалтер
Опыт работы
Март 2019 — по настоящее время, ООО «Север» — бухгалтер
Образование
СПбГЭУ, 2012`;
  it("little text for its pages: languages are not found, not «не указаны»", () => {
    const text = SHORT;
    const report = analyzeResume({ text, format: "pdf", pageCount: 3 }, { now: NOW });
    const languages = report.result.criteria?.find((f) => f.id === "skills.languages");
    expect(languages?.finding).not.toBe("Иностранные языки не указаны.");
    expect(languages?.finding).toMatch(/Не смогли найти языки/u);
  });

  it("the same resume on a page of its own still hears what is missing", () => {
    const text = SHORT;
    const report = analyzeResume({ text, format: "pdf", pageCount: 1 }, { now: NOW });
    expect(report.result.criteria?.find((f) => f.id === "skills.languages")?.finding).toBe(
      "Иностранные языки не указаны.",
    );
  });
});

describe("contradictions ruled out by topic", () => {
  it("an old document's current job is not «ты работаешь сейчас»", () => {
    const { result } = analyze(`Иван Соколов
Менеджер по продажам
ivan@mail.ru
Резюме обновлено: март 2019
Опыт работы
Январь 2016 — по настоящее время, ООО «Альфа» — менеджер по продажам
- Выполнил план продаж на 120% в 2018 году
Образование
СПбГЭУ, 2012`);
    expect(result.experience_analysis?.description).not.toMatch(/Ты работаешь сейчас/u);
    expect(reportContradictions(result)).toEqual([]);
  });

  it("English written at C1 is not asked for in the gaps, and is said as a sentence, not its line quoted", () => {
    const { result } = analyze(`Олег Смирнов
Frontend-разработчик
oleg@mail.ru
Опыт работы
Март 2021 — по настоящее время, ООО «Бета» — frontend-разработчик
- Перевёл каталог на React
Навыки
JavaScript, TypeScript, React, HTML, CSS
Образование
Университет ИТМО, бакалавриат, 2020
Свободно владею английским на уровне C1 (рабочие созвоны с заказчиками)`);
    // The language line is read (the gaps know it) and said as a sentence of what it allows, not quoted (decision 630).
    expect(result.strengths.join("\n")).not.toMatch(/^Язык: «/mu);
    expect(result.strengths.join("\n")).toMatch(
      /^Язык для работы: (?:английский на уровне C1|свободный английский) — /mu,
    );
    expect((result.skill_gap_analysis ?? []).join("\n")).not.toMatch(/Английский язык — укажи уровень/u);
    expect(reportContradictions(result)).toEqual([]);
  });
});

describe("what a professional's report says nothing of rather than say it weakly", () => {
  it("a school named only by its kind and a city is no strength of a person with years of work", () => {
    const { result } = analyze(`Андрей Шагушин
Консультант Genesys
andrey@mail.ru
Опыт работы
Сентябрь 2020 — по настоящее время, ООО «Контакт-центр» — консультант
- Настраивал маршрутизацию звонков в Genesys
Образование
Университет, Иваново`);
    expect(result.strengths.join("\n")).not.toContain("«Университет, Иваново»");
  });

  it("a languages heading away from its languages: the languages are quoted, not called absent", () => {
    const { result } = analyze(`Эльвин Алханов
Golang-разработчик
elvin@mail.ru
Опыт работы
Март 2022 — по настоящее время, ООО «Бета» — Golang-разработчик
- Разработал сервис уведомлений на Go
Знание языков
Навыки
Go, PostgreSQL, Redis, Docker
Образование
Финансовый университет, прикладная информатика, 2021
Английский — C2 — В совершенстве`);
    const languages = result.criteria?.find((f) => f.id === "skills.languages")?.finding ?? "";
    expect(languages).not.toMatch(/языков в нём не видно|не указаны/u);
  });
});

describe("strength quotes read whole and once", () => {
  it("a quote stopping on a possessive or an article is a fragment", async () => {
    const { layoutFragments } = await import("../../worker/analysis/engine/consistency");
    expect(
      layoutFragments("Проект: «Employed as PDRA to explore applications of methods developed during my»."),
    ).toContain("обрывок в конце цитаты");
    expect(layoutFragments("Проект: «Built a pricing service for the».")).toContain("обрывок в конце цитаты");
  });

  it("two lines of one school are one strength", () => {
    const { result } = analyze(`Ирина Колесникова
Веб-верстальщик
irina@mail.ru
Опыт работы
Март 2014 — по настоящее время, ООО «Сайт» — верстальщик
- Сверстала 40 лендингов для клиентов студии
Образование
Таврический государственный агротехнологический университет, специальность «Энергетика»
Таврический государственный агротехнологический университет, факультет энергетический`);
    const schools = result.strengths.filter((s) => s.includes("Таврический"));
    expect(schools.length).toBeLessThanOrEqual(1);
  });
});

describe("never a counter's word", () => {
  it("one in-demand skill is not «много востребованных навыков»", () => {
    const { result } = analyze(`Резюме
Имя: Павел Гордеев
Телефон: +79990127310
Ищу работу: Программист 1С, стажер-разработчик 1С. Курс обучения - 1С 8.3 Бухгалтерия предприятия.
Образование: Высшее
Уральский государственный университет путей сообщения.`);
    const finding = result.criteria?.find((f) => f.id === "skills.in_demand")?.finding ?? "";
    expect(finding).not.toMatch(/^Много востребованных навыков: «[^»]+»\./u);
  });
});

describe("advice follows the person's field, not the skills dictionary's guess", () => {
  it("a researcher whose skills read as frontend is not advised on frontend careers, industries or degrees", () => {
    const { result } = analyze(`Adam Wolnik
Associate Professor of Theoretical Physics
adam.h@example.edu
Experience
Oct 2019 – Present, National Centre for Nuclear Research — Associate Professor
- Lead a group of 4 researchers in dark matter phenomenology
Oct 2014 – Sep 2019, University of Oslo — Postdoctoral Fellow
- Improved bounds on scalar singlet dark matter
Education
2010 – 2014 Ph.D. in Physics, SISSA, Trieste
Skills
JavaScript, HTML, CSS, React, Python, Mathematica
Publications
1. A. Wolnik et al., Dark matter freeze-out, Phys. Rev. D 101 (2020) 015001
2. A. Wolnik et al., Indirect detection, JCAP 05 (2019) 012`);
    const family = result.candidate_profile?.role_family;
    if (family !== "software_engineering") {
      const said = JSON.stringify({
        career: result.career_progression_suggestions,
        industry: result.industry_fit,
        education: result.education_analysis,
        market: result.market_relevance,
      });
      expect(said).not.toMatch(/фронтенд|Fullstack|Frontend/iu);
    }
  });
});

describe("a role string that is no title is not named", async () => {
  const { writerCandidate } = await import("../../worker/analysis/engine/profile");
  const read = {
    role: "",
    role_family: "sales",
    seniority: "middle",
    confidence: 0.9,
    market: "ru",
    years_in_role: 3,
    internships: 0,
  } as unknown as Parameters<typeof writerCandidate>[0];
  it("a title with its dates loses them", () => {
    expect(
      writerCandidate({ ...read, role: "Менеджер по продажам 2019 — 2023" }, "Иван Петров").role ?? "",
    ).not.toMatch(/\d{4}/u);
  });
  it.each([
    ["Менеджер по продажам, январь 2019", "Иван Петров"],
    ["Иван Петров, менеджер по продажам", "Иван Петров"],
    [
      "Отвечал за продажи оборудования в регионах и вёл ключевых клиентов компании по всей нашей большой стране",
      "Иван Петров",
    ],
  ])("%s", (role, name) => {
    expect(writerCandidate({ ...read, role }, name).role).toBeNull();
  });
  it("a title stays a title", () => {
    expect(writerCandidate({ ...read, role: "Менеджер по продажам" }, "Иван Петров").role).toBe("Менеджер по продажам");
  });
});

describe("the link a recruiter of the field opens", () => {
  it("a 1C developer is not sent to GitHub", () => {
    const { result } = analyze(`Павел Гордеев
Программист 1С
pavel.g@mail.ru
Опыт работы
Март 2021 — по настоящее время, ООО «Учёт» — программист 1С
- Дорабатывал конфигурацию 1С:УТ 11 и 1С:ERP, писал отчёты на СКД
Навыки
1С:Предприятие 8.3, СКД, БСП, управляемые формы, запросы 1С
Образование
2015 — 2020 Сибирская государственная академия телекоммуникаций и информатики`);
    const links = result.criteria?.find((f) => f.id === "contacts.links");
    expect(links?.fix ?? "").not.toMatch(/GitHub/u);
  });
});
