/**
 * Decision 675: advice and level that fit the person, one block per kind the eleventh recruiter review found.
 *   - The level the advice speaks to rests on the years in the person's own field, not on jobs of other fields or
 *     studies: a graduate with years of summer and side jobs is offered no "next step" above where the reading puts them.
 *   - A career changer is entry level in the new field, and the earlier career is said as what they bring.
 *   - With no family settled, nothing field-specific: no skills' guess («бэкенд-разработчик») names the person's field.
 *   - hh.ru is named only to a document exported from it; elsewhere the salary and age advice name no site.
 *   - One measure of an old document (`OLD_DOCUMENT_MONTHS`), and technologies their makers ended as its evidence.
 * Each block fails on the writer before this decision; guards keep what was right.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readerOf, yearsForLevel } from "../../worker/analysis/engine/audience";
import { summaryExample } from "../../worker/analysis/engine/criteria/examples";
import { analyzeResume, extractFacts, readResume } from "../../worker/analysis/engine/index";
import type { CandidateProfile } from "../../worker/analysis/engine/profile";
import { settlePerson } from "../../worker/analysis/engine/reading";
import { oldNewestFact } from "../../worker/analysis/engine/stale";
import { foldCase } from "../../worker/analysis/engine/text";
import { OLD_DOCUMENT_MONTHS } from "../../worker/analysis/knowledge/dates";
import { said } from "./fixtures/report-text";

const NOW = new Date("2026-11-15T00:00:00Z");
const NOW_MONTH = 2026 * 12 + 10;
const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const fixOf = (report: ReturnType<typeof analyze>, id: string): string =>
  report.criteria.find((f) => f.id === id)?.fix ?? "";

/** A graduate in software whose dated lines are years of jobs outside the field (a shop, a café) and internships. */
const GRADUATE = `Daniel Brooks
Software Engineer
daniel.brooks@example.com
Experience
Software Engineering Intern, Northwind Labs, Jun 2025 – Aug 2025
- Wrote integration tests for the billing service
Sales Assistant, Corner Shop, Sep 2012 – May 2024
- Served customers and ran the till
Education
B.Sc. in Computer Science, State University, 2025
Skills
Python, Java, SQL, Git, Docker`;

/** The reading of a person in the field for `inField` years, with `total` years of dated work in all. */
function candidateOf(level: CandidateProfile["seniority"], inField: number): CandidateProfile {
  return {
    role: "Software Engineer",
    role_family: "software_engineering",
    seniority: level,
    confidence: 1,
    market: "international",
    years_in_role: inField,
    years_in_field: inField,
    internships: 1,
    headline: "Software Engineer",
    career_change: false,
    jobs: [{ line: 4, family: "software_engineering" }],
  } as CandidateProfile;
}

describe("the level rests on the years in the person's field", () => {
  it("years of jobs in other fields raise no student or junior to senior (property)", () => {
    const facts = extractFacts(GRADUATE, { now: NOW });
    expect(facts.totalExperienceYears).toBeGreaterThanOrEqual(8);
    fc.assert(
      fc.property(
        fc.constantFrom<CandidateProfile["seniority"]>("student_intern", "junior"),
        fc.double({ min: 0, max: 7.9, noNaN: true }),
        (level, inField) => {
          const candidate = candidateOf(level, inField);
          expect(yearsForLevel(facts, candidate)).toBeLessThanOrEqual(inField);
          expect(readerOf(facts, candidate).level).toBe(level);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("eight years in the field still make an experienced person", () => {
    const facts = extractFacts(GRADUATE, { now: NOW });
    expect(readerOf(facts, candidateOf("middle", 8.5)).level).toBe("senior");
  });

  it("the suggested summary states the years in the field, not the shop's", () => {
    const facts = extractFacts(GRADUATE, { now: NOW });
    const example = summaryExample(facts, candidateOf("junior", 1));
    expect(example).not.toMatch(/1[0-4] years/u);
  });

  it("the whole report of the graduate offers no senior's next step (guard: read as a change of field)", () => {
    const { result } = analyze(GRADUATE);
    const steps = (result.career_progression_suggestions ?? []).join("\n");
    expect(steps).not.toMatch(/Следующий шаг|Tech Lead|ведущий специалист|руководитель группы/u);
  });
});

/** A career changer: six years as an accountant, a year as a junior QA engineer now. */
const CHANGER = `Ольга Смирнова
Junior QA Engineer
olga.smirnova@example.com
Москва
Опыт работы
Январь 2025 — по настоящее время, ООО «Тестлаб» — Junior QA Engineer
Написала 120 тест-кейсов для мобильного приложения
Январь 2017 — Декабрь 2023, ООО «Альфа» — Бухгалтер
Закрывала месяц и готовила налоговую отчётность по 12 юрлицам
Образование
Финансовый университет, экономика, 2016
Навыки
Тест-дизайн, Postman, SQL, Jira, Charles Proxy`;

describe("a career changer is entry level in the new field, the earlier career an asset", () => {
  it("the impression says the years in the new field and the earlier career beside them, not the total", () => {
    const report = analyze(CHANGER);
    expect(report.result.candidate_profile?.seniority).toMatch(/junior|student_intern/u);
    expect(report.result.general_impression).toMatch(/в новой сфере начальный уровень/u);
    expect(report.result.general_impression).not.toMatch(/с опытом 8,\d года/u);
  });

  it("the earlier career is a strength with its years and its field", () => {
    const { result } = analyze(CHANGER);
    const earlier = result.strengths.find((s) => s.startsWith("Опыт до смены профессии"));
    expect(earlier).toMatch(/^Опыт до смены профессии: [67] лет работы в сфере «бухгалтерия и финансы»\./u);
  });

  it("a person long in their field is no changer (guard)", () => {
    const settled = CHANGER.replace("Январь 2025", "Январь 2015").replace(
      "Январь 2017 — Декабрь 2023",
      "Январь 2012 — Декабрь 2014",
    );
    const { result } = analyze(settled);
    expect(said(result)).not.toMatch(/Опыт до смены профессии|в новой сфере/u);
  });
});

/** A backend developer by title and skills: the skills' profile is sure of itself, whatever the reader settles. */
const UNPLACED = `Ivan Orlov
Backend Developer
ivan.orlov@example.com
Skills
Python, Django, PostgreSQL, Docker, Redis, Kafka, REST API, Git, Linux`;

describe("no family settled: nothing field-specific", () => {
  it("the skills' profile is not the person's when no family is settled", () => {
    const facts = extractFacts(UNPLACED, { now: NOW });
    expect(facts.profile?.id).toBe("backend");
    expect(facts.profile?.confidence).toBeGreaterThanOrEqual(0.6);
    for (const confidence of [0.3, 0.7, 1]) {
      const candidate = { ...candidateOf("middle", 3), role_family: null, confidence } as CandidateProfile;
      expect(settlePerson(facts, candidate, foldCase(UNPLACED)).profile).toBeNull();
    }
  });

  it("a settled family keeps its own profile (guard)", () => {
    const facts = extractFacts(UNPLACED, { now: NOW });
    expect(settlePerson(facts, candidateOf("middle", 3), foldCase(UNPLACED)).profile?.id).toBe("backend");
  });
});

/** An accountant in `city`, as their own file or as hh.ru's export (its fixed heading and its stamp). */
function accountant(city: string, exported: boolean): string {
  return [
    "Алесь Ковалёв",
    ...(exported
      ? ["Мужчина, 35 лет, родился 12 марта 1990", "Желаемая должность и зарплата", "Бухгалтер"]
      : ["Бухгалтер"]),
    `Город: ${city}`,
    ...(exported ? [] : ["Дата рождения: 12.03.1990"]),
    "Опыт работы",
    "Март 2019 — по настоящее время, ОАО «Альфа» — бухгалтер",
    "Закрывал месяц и готовил налоговую отчётность по 12 юрлицам",
    "Образование",
    "Экономический университет, 2018",
    ...(exported ? ["Ковалёв Алесь • Резюме обновлено 7 ноября 2026 в 10:06"] : []),
  ].join("\n");
}

describe("hh.ru is named only to its own export", () => {
  const boards: [string, string, string][] = [
    ["Москва", "hh.ru", "₽"],
    ["Минск", "rabota.by", "BYN"],
    ["Алматы", "hh.kz", "₸"],
  ];
  it.each(boards)("an export from %s is told its site; the person's own file is not", (city, board, currency) => {
    const exported = analyze(accountant(city, true));
    expect(exported.facts.hhExport).toBe(true);
    expect(fixOf(exported, "market.salary")).toContain(`На ${board} укажи`);
    const own = analyze(accountant(city, false));
    expect(own.facts.hhExport).toBe(false);
    expect(fixOf(own, "market.salary")).not.toContain(board);
    expect(fixOf(own, "market.salary")).toContain(`«от [сумма] ${currency} на руки»`);
    expect(fixOf(own, "privacy.age")).not.toMatch(/hh\.|rabota\.by|выгрузке/u);
  });

  it("a resume naming hh.ru in its text is no export (guard)", () => {
    const text = accountant("Москва", false).replace("Образование", "Резюме на hh.ru: hh.ru/resume/123\nОбразование");
    expect(analyze(text).facts.hhExport).toBe(false);
  });
});

/** A current job begun `startYearsAgo` years ago, an earlier job, and the skills line. */
function tenure(startYearsAgo: number, skills: string): string {
  const start = 2026 - startYearsAgo;
  return `Peter Grant
Web Developer
peter.grant@example.com
Experience
Web Developer, Studio Nine, March ${start} – present
- Build and maintain client web sites
Junior Web Developer, Pixel Works, June ${start - 3} – February ${start}
- Built landing pages
Education
B.A. in Design, City College, ${start - 4}
Skills
${skills}`;
}

describe("one measure of an old document, and ended technologies as its evidence", () => {
  it("the document's date and the newest dated fact agree on old (property over ages)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 24, max: 12 * 12 }), (ageMonths) => {
        // A course at `ageMonths` before today beside a current job begun a year before it.
        const courseMonth = NOW_MONTH - ageMonths;
        const year = Math.floor(courseMonth / 12);
        const text = `${tenure(Math.ceil(ageMonths / 12) + 1, "HTML, CSS, JavaScript")}\nCourses\nAccessibility for the Web, Coursera, ${year}`;
        const facts = extractFacts(text, { now: NOW });
        const date = facts.timeline.documentDate;
        if (date === null || date.source !== "latest-date" || date.month !== year * 12 + 11) return;
        const old = NOW_MONTH - date.month >= OLD_DOCUMENT_MONTHS;
        expect(date.looksOld, text).toBe(old);
        expect(oldNewestFact(facts) !== null, text).toBe(old);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ["Adobe Flash", 12],
    ["Silverlight", 10],
    ["Windows XP", 14],
  ])("%s named beside a current job begun %i years ago and nothing dated since: old, and said", (skill, years) => {
    const text = tenure(years, `HTML, CSS, JavaScript, ${skill}`);
    const reading = readResume({ text }, { now: NOW });
    expect(reading.timeline.documentDate?.looksOld, text).toBe(true);
    const stale = analyze(text).result.weaknesses.find((w) => w.includes("похоже, резюме писали давно"));
    expect(stale).toMatch(new RegExp(`Среди навыков — «[^»]*${skill.split(" ").pop()}[^»]*»`, "u"));
  });

  it("a long tenure without an ended technology is no old document (guard, decision 575)", () => {
    const reading = readResume({ text: tenure(12, "HTML, CSS, JavaScript, React") }, { now: NOW });
    expect(reading.timeline.documentDate?.looksOld).toBe(false);
  });

  it("an ended technology beside a recent dated fact dates nothing (guard)", () => {
    const text = `${tenure(12, "HTML, CSS, JavaScript, Adobe Flash")}\nCourses\nModern CSS, Coursera, 2025`;
    expect(readResume({ text }, { now: NOW }).timeline.documentDate?.looksOld).toBe(false);
  });
});
