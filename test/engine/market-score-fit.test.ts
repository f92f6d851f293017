/**
 * Decision 790: advice for the person's market, and a score that agrees with the report — one block per kind the
 * tenth paired review (12A, 12B) found, each on invented people.
 *   - A market-specific thing (ГОСТ, РИНЦ, hh.ru, Telegram, 1С, ЕГЭ …) is named only to a person whose market is that
 *     one, as the reader reads it; a market the text does not say gets none.
 *   - The IT starter's template (study projects, junior vacancies, office examples) only for software and data work.
 *   - No «Отлично» while the report itself says it reads the person unsure, the document looks old, or an error a
 *     recruiter raises first leads its list; the verdict's words follow the number.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scoreBand } from "../../shared/schemas/analysis";
import { ADVICE, adviceMarket, fits, IT_FAMILIES, ofMarket, type Reader } from "../../worker/analysis/engine/audience";
import { analyzeResume } from "../../worker/analysis/engine/index";
import type { CandidateProfile } from "../../worker/analysis/engine/profile";
import { RESERVED_CAP, type Reservation, reservedScore } from "../../worker/analysis/engine/score";
import type { RoleFamily } from "../../worker/analysis/knowledge/families";
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
/** Every sentence the person reads, without their own quoted lines (a person may name Telegram or 1С themselves). */
const advice = (report: Report): string[] =>
  [said(report.result), marketText(report)]
    .join("\n")
    .replace(/«[^«»]*»/gu, "«»")
    .split("\n")
    .filter((line) => line.length > 0);
const marketThings = (report: Report): string[] => advice(report).filter((line) => RU_MARKET_ONLY.test(line));

/** A researcher abroad whose publications lack full references and who names no author profile. */
const researcherIn = (place: string) => `Ingrid Holm
Doctoral Researcher in Economic History
ingrid.holm@example.se | ${place}
Research Interests
Labour markets and migration in nineteenth-century Scandinavia, with census microdata.
Education
Ph.D. candidate in Economic History, Lund University, 2021 – Present
M.A. in Economic History, Lund University, 2020
Research Experience
Doctoral Researcher, Lund University, Sep 2021 – Present
- Built a linked census panel of 120,000 individuals from 1880 to 1910
Research Assistant, Lund University, Jan 2019 – Aug 2021
- Coded parish records for a project on rural wages
Teaching
Teaching Assistant, Economic History of Europe, Lund University, 2022 – 2025
Publications
Migration and wages in rural Sweden
Census linkage with historical names
Parish records as labour data
Conference Presentations
Holm, I. "Rural wages and migration." European Social Science History Conference, 2025.
Holm, I. "Linking censuses." Nordic Economic History Meeting, 2024.
Skills
R, Stata, Historical GIS, Archival research`;

describe("a market-specific thing only for that market", () => {
  it("every added name is a Russian-market marker, read as a word", () => {
    for (const name of ["ГОСТ", "РИНЦ", "eLIBRARY", "Telegram"]) {
      expect(RU_MARKET_MARKERS).toContain(name);
      expect(RU_MARKET_ONLY.test(`например, APA или ${name}.`)).toBe(true);
    }
    expect(RU_MARKET_ONLY.test("ГОСТы")).toBe(false);
  });

  it("names offered as examples keep another market's only for it", () => {
    fc.assert(
      fc.property(
        fc.subarray(["APA", "Chicago", "Scopus", "Google Scholar", "Web of Science"], { minLength: 1 }),
        fc.subarray([...RU_MARKET_MARKERS], { minLength: 1 }),
        fc.constantFrom("international" as const, null),
        (neutral, russian, market) => {
          const names = [...neutral, ...russian];
          expect(ofMarket(names, "ru")).toEqual(names);
          expect(ofMarket(names, market)).toEqual(neutral);
        },
      ),
    );
  });

  it("a researcher in Malmö hears of APA and Google Scholar, never ГОСТ or РИНЦ", () => {
    const report = analyze(researcherIn("Malmö, Sweden"));
    expect(report.reading?.person.market).toBe("international");
    expect(marketThings(report)).toEqual([]);
    // The advice is still given, with the names of no one market.
    expect(said(report.result)).toMatch(/например, APA\)/u);
    expect(said(report.result)).toMatch(/Google Scholar/u);
  });

  it("a market the text does not say (an English CV naming only Moscow) gets no market's things", () => {
    const candidate = { market: "ru", market_sure: false } as CandidateProfile;
    expect(adviceMarket(candidate)).toBeNull();
    expect(adviceMarket({ ...candidate, market_sure: true })).toBe("ru");
    for (const text of [researcherIn("Moscow"), EN_BACKEND_ENGINEER.replace(/\n/u, "\nMoscow\n")]) {
      const report = analyze(text);
      expect(report.reading?.person.market).toBe("ru");
      expect(marketThings(report)).toEqual([]);
    }
  });

  it("no English CV aimed elsewhere is told of a Russian-market thing", () => {
    for (const text of [EN_BACKEND_ENGINEER, EN_MARKETING_MANAGER, EN_POSTDOC, researcherIn("Austin, Texas")])
      expect(marketThings(analyze(text))).toEqual([]);
  });

  const RU_MARKETER = (relocation: string) => `Анна Лебедева
Маркетолог
anna.lebedeva@example.ru | +7 912 345-67-89 | Москва
${relocation}
О себе
Маркетолог с опытом запуска рекламных кампаний для интернет-магазинов.
Опыт работы
Маркетолог, ООО «Северный ветер», март 2020 — настоящее время
- Запустила 12 рекламных кампаний, снизила стоимость заявки на 30%
- Вела контент-план и рассылки для 40 000 подписчиков
Образование
МГУ, факультет журналистики, 2019
Навыки
Контент-маркетинг, Email-маркетинг, Google Analytics, SMM`;

  it("a Russian resume aimed abroad is sent to no Russian job site; guard: one at home still is", () => {
    const abroad = analyze(RU_MARKETER("Рассматриваю переезд в Германию"));
    expect(abroad.reading?.person.market).toBe("international");
    expect(marketThings(abroad)).toEqual([]);
    const home = analyze(RU_MARKETER(""));
    expect(home.reading?.person.market).toBe("ru");
    expect(said(home.result)).toMatch(/hh\.ru/u);
  });

  it("guard: a Russian researcher still hears of ГОСТ and РИНЦ", () => {
    const report = analyze(`Пётр Волков
Научный сотрудник
petr.volkov@example.ru | +7 913 555-12-34 | Новосибирск
Научные интересы
Физика плазмы, численное моделирование.
Образование
Кандидат физико-математических наук, Новосибирский государственный университет, 2018
Опыт работы
Научный сотрудник, Институт ядерной физики, сентябрь 2018 — настоящее время
- Разработал модель нагрева плазмы
Публикации
Нагрев плазмы в открытой ловушке
Численная модель пучка
Устойчивость плазменного шнура
Доклады
Волков П. «Нагрев плазмы». Всероссийская конференция по физике плазмы, 2024.
Волков П. «Модель пучка». Конференция молодых учёных, 2023.
Преподавание
Ассистент кафедры общей физики, НГУ, 2019 — 2023
Навыки
Python, C++, Численные методы`);
    expect(report.reading?.person.market).toBe("ru");
    expect(said(report.result)).toMatch(/ГОСТ/u);
    expect(said(report.result)).toMatch(/РИНЦ/u);
  });
});

describe("the IT starter's template only for software and data work", () => {
  const reader = (family: RoleFamily | null, level: Reader["level"]): Reader => ({
    level,
    atLeast: level,
    family,
    desk: true,
    it: family !== null && IT_FAMILIES.has(family),
    research: false,
    englishUser: false,
    market: "ru",
    language: "ru",
    studying: false,
    occupation: null,
  });
  const FAMILIES: RoleFamily[] = [
    "software_engineering",
    "data_ml",
    "qa_testing",
    "design",
    "marketing",
    "legal",
    "hospitality_food",
    "retail",
    "education_teaching",
    "other",
  ];

  it("study projects and junior vacancies fit IT families only", () => {
    expect(ADVICE.studyProjects).toMatchObject({ it: true });
    fc.assert(
      fc.property(
        fc.constantFrom(...FAMILIES, null),
        fc.constantFrom("student_intern" as const, "junior" as const),
        (f, l) => {
          expect(fits("studyProjects", reader(f, l))).toBe(f !== null && IT_FAMILIES.has(f));
        },
      ),
    );
  });

  it("a UK care worker is given no study projects, junior vacancies or office examples", () => {
    const report = analyze(`Grace Mensah
Healthcare Assistant
grace.mensah@example.co.uk | 07700 900123 | Leicester, United Kingdom
Profile
Caring healthcare assistant supporting adults with learning disabilities.
Experience
Healthcare Assistant, Riverside Care Home, Sep 2022 – Present
- Support 12 residents with personal care, meals and medication rounds
Support Worker, Homefield Domiciliary Care, Jan 2020 – Aug 2022
- Visited 8 clients a day at home and kept their care plans up to date
Education
Care Certificate, 2020
Skills
Personal care, Medication administration, Care plans`);
    const text = said(report.result);
    expect(text).not.toMatch(/учебных проекта|junior-вакансии|завершённых проекта в ней/u);
    expect(text).not.toMatch(/«Excel», «CRM»/u);
  });
});

describe("no «Отлично» beside the report's own reservations", () => {
  const RESERVATIONS: Reservation[] = ["unsure_field", "unsure_years", "stale_document", "recruiter_first"];

  it("caps any score at the top of «Хорошо» and names the reservation only when it lowered the score", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
        fc.subarray(RESERVATIONS, { minLength: 1 }),
        (score, held) => {
          const capped = reservedScore(score, held);
          expect(capped.score).toBeLessThanOrEqual(RESERVED_CAP);
          expect(scoreBand(capped.score)).not.toBe("Отлично");
          expect(capped.held).toBe(score > RESERVED_CAP ? held[0] : null);
          // Guard: no reservation, no cap.
          expect(reservedScore(score, [])).toEqual({ score, held: null });
        },
      ),
    );
  });

  /** A strong engineer's resume: the last job from `start` to `end` («Present» or a month long past). */
  const engineerOf = (start: number, end = "Present") => `Oliver Grant
Senior Backend Developer
oliver.grant@example.com | +44 7700 900123 | London, United Kingdom
linkedin.com/in/oliver-grant
Summary
Backend developer building payment APIs in Python and Go for fintech companies. I design services that move money
safely, keep them observable and fast, and mentor the engineers who join the team. I like plain designs, careful
migrations and on-call rotations that let people sleep.
Experience
Senior Backend Developer, Harbor Payments, Mar ${start} – ${end}
- Built the settlement API in Python and Django that handles 40,000 payments a day
- Cut the nightly reconciliation from 3 hours to 20 minutes
- Reduced cloud costs by 25% by moving batch jobs to spot instances
- Led a team of 4 engineers that shipped the new payouts service in 6 months
- Designed the idempotent retry scheme that removed duplicate payouts for 300 merchants
- Introduced contract tests between 9 services, cutting failed releases from 6 a month to 1
Backend Developer, Lumen Retail, Jan ${start - 3} – Feb ${start}
- Wrote order services in Python and PostgreSQL serving 2 million orders a month
- Raised test coverage from 40% to 85%
- Moved the catalogue search to PostgreSQL full-text search, answering in 80 ms instead of 900 ms
- Automated the weekly stock import that three analysts had done by hand
Education
B.Sc. in Computer Science, University of Leeds, ${start - 4}
Skills
Python, Go, Django, PostgreSQL, Redis, Kafka, Docker, Kubernetes, AWS, Git, CI/CD, REST APIs`;

  const agrees = (report: Report): void => {
    const { overall_score: score, general_impression: gi } = report.result;
    expect(gi).toContain(`— «${scoreBand(score)}»`);
    if (/выше не ставим/u.test(gi)) expect(score).toBe(RESERVED_CAP);
  };

  it("an old document is at most «Хорошо», and the impression says why", () => {
    const report = analyze(engineerOf(2015, "Jun 2019"));
    expect(report.result.weaknesses.join(" ")).toMatch(/давно не обновл|Дата в резюме|Самая поздняя дата/u);
    expect(report.result.overall_score).toBeLessThanOrEqual(RESERVED_CAP);
    expect(report.result.general_impression).toMatch(
      /«Хорошо» \(выше не ставим, пока резюме выглядит давно не обновлённым\)/u,
    );
    agrees(report);
  });

  it("a reading the report calls unsure is at most «Хорошо»", () => {
    const report = analyze(engineerOf(2021).replace("London, United Kingdom", "Moscow"));
    expect(marketText(report)).toMatch(/читается неуверенно/u);
    expect(report.result.overall_score).toBeLessThanOrEqual(RESERVED_CAP);
    expect(report.result.general_impression).toMatch(
      /«Хорошо» \(выше не ставим: роль или рынок по резюме читаются неуверенно/u,
    );
    agrees(report);
  });

  it("guard: the same resume, fresh and sure, keeps its «Отлично»", () => {
    const report = analyze(engineerOf(2021));
    expect(report.result.general_impression).not.toMatch(/выше не ставим/u);
    expect(report.result.overall_score).toBeGreaterThanOrEqual(8);
    agrees(report);
  });

  it("every fixture's verdict follows its number", () => {
    for (const text of [EN_BACKEND_ENGINEER, EN_MARKETING_MANAGER, EN_POSTDOC]) agrees(analyze(text));
  });
});
