import { describe, expect, it } from "vitest";
import { mergeIntervals, parseDateToken } from "../../worker/analysis/engine/dates";
import { extractFacts } from "../../worker/analysis/engine/index";
import { NOW } from "./now";

const month = (year: number, m: number): number => year * 12 + (m - 1);

/** One job under an "Опыт работы" heading, so the range counts as work. */
function workRange(range: string) {
  const facts = extractFacts(`Опыт работы\n${range}\nООО «Ромашка», менеджер\n`, { now: NOW });
  expect(facts.experienceRanges).toHaveLength(1);
  return facts.experienceRanges[0]!;
}

describe("date ranges people write", () => {
  it("'янв. 2019 – по настоящее время'", () => {
    const r = workRange("янв. 2019 – по настоящее время");
    expect([r.start, r.end, r.ongoing]).toEqual([month(2019, 1), month(2026, 11), true]);
  });
  it("'январь 2019 — наст. время'", () => {
    const r = workRange("январь 2019 — наст. время");
    expect([r.start, r.ongoing]).toEqual([month(2019, 1), true]);
  });
  it("'03.2018–05.2021'", () => {
    const r = workRange("03.2018–05.2021");
    expect([r.start, r.end, r.ongoing, r.style]).toEqual([month(2018, 3), month(2021, 5), false, "numeric"]);
  });
  it("'2016 - 2019' (years only: January to December, as the corpus labels count it)", () => {
    const r = workRange("2016 - 2019");
    expect(r.style).toBe("year");
    expect([r.start, r.end]).toEqual([month(2016, 1), month(2019, 12)]);
  });
  it("every way of saying 'present', in both languages", () => {
    for (const present of [
      "по сегодняшний день",
      "по н.в.",
      "наст. время",
      "сейчас",
      "до текущего момента",
      "по настоящее время",
      "н/в",
      "to date",
      "now",
      "Present",
      "till date",
      "to the present",
      "Pres.",
      "ongoing",
      "по сей день",
    ]) {
      const r = workRange(`март 2019 – ${present}`);
      expect([r.start, r.end, r.ongoing], present).toEqual([month(2019, 3), month(2026, 11), true]);
    }
  });
  it("'July-2015 to Present', 'From April 2016 to date'", () => {
    expect(workRange("July-2015 to Present").start).toBe(month(2015, 7));
    expect(workRange("From April 2016 to date").start).toBe(month(2016, 4));
  });
  it("two-digit years: 'Sep 15 – NOW', 'Aug 11 – Jul 15', \"Mar '18 – Dec '19\"", () => {
    expect([workRange("Sep 15 – NOW").start, workRange("Sep 15 – NOW").ongoing]).toEqual([month(2015, 9), true]);
    const r = workRange("Aug 11 – Jul 15");
    expect([r.start, r.end]).toEqual([month(2011, 8), month(2015, 7)]);
    const q = workRange("Mar '18 – Dec '19");
    expect([q.start, q.end]).toEqual([month(2018, 3), month(2019, 12)]);
  });
  it("«2015–2019 гг.», «с 2015 г. по 2018 г.», «2016 г. – до текущего момента»", () => {
    expect([workRange("2015–2019 гг.").start, workRange("2015–2019 гг.").end]).toEqual([
      month(2015, 1),
      month(2019, 12),
    ]);
    const r = workRange("с 2015 г. по 2018 г.");
    expect([r.start, r.end]).toEqual([month(2015, 1), month(2018, 12)]);
    expect(workRange("2016 г. – до текущего момента").ongoing).toBe(true);
  });
  it("seasons: a start is the season's first month, an end its last", () => {
    const r = workRange("Лето 2012 — осень 2013");
    expect([r.start, r.end]).toEqual([month(2012, 6), month(2013, 11)]);
    const e = workRange("Summer 2016 – Feb 2019");
    expect([e.start, e.end]).toEqual([month(2016, 6), month(2019, 2)]);
  });
  it("ISO months only as a range: '2015-05 – 2020-02', '2015-05 – present'", () => {
    const r = workRange("2015-05 – 2020-02");
    expect([r.start, r.end]).toEqual([month(2015, 5), month(2020, 2)]);
    expect(workRange("2015-05 – present").ongoing).toBe(true);
  });
  it("'С 01.09.1998г. по 31.12.2005г.', '1998-2005 гг.'", () => {
    const r = workRange("С 01.09.1998г. по 31.12.2005г. ОАО «Завод», экономист");
    expect([r.start, r.end]).toEqual([month(1998, 9), month(2005, 12)]);
    expect(workRange("1998-2005 гг. – ОАО «Завод»").end).toBe(month(2005, 12));
  });
  it("'2019.03 – 2021.10' and hh.ru's per-job total after the range", () => {
    const r = workRange("2019.03 – 2021.10");
    expect([r.start, r.end]).toEqual([month(2019, 3), month(2021, 10)]);
    const hh = workRange("Январь 2019 — по настоящее время 7 лет 11 месяцев");
    expect([hh.start, hh.ongoing]).toEqual([month(2019, 1), true]);
  });
  it("'Jan 2020 – Present'", () => {
    const r = workRange("Jan 2020 – Present");
    expect([r.start, r.end, r.ongoing]).toEqual([month(2020, 1), month(2026, 11), true]);
  });
  it("'May 2018 - Current'", () => {
    const r = workRange("May 2018 - Current");
    expect([r.start, r.ongoing, r.style]).toEqual([month(2018, 5), true, "month-en"]);
  });
  it("'2019 – now'", () => {
    const r = workRange("2019 – now");
    expect([r.start, r.ongoing]).toEqual([month(2019, 1), true]);
  });
  it("'сентябрь 2015 — май 2019'", () => {
    const r = workRange("сентябрь 2015 — май 2019");
    expect([r.start, r.end, r.style]).toEqual([month(2015, 9), month(2019, 5), "month-ru"]);
  });
  it("hh.ru export with the end date on the next line: 'Июнь 2025 —\\nАвгуст 2025'", () => {
    const r = workRange("Июнь 2025 —\nАвгуст 2025");
    expect([r.start, r.end]).toEqual([month(2025, 6), month(2025, 8)]);
  });
  it("genitive months and 'по': 'с июля 2023 по декабрь 2023'", () => {
    const r = workRange("с июля 2023 по декабрь 2023");
    expect([r.start, r.end]).toEqual([month(2023, 7), month(2023, 12)]);
  });
  it("'Sep. 2023 \\u00AD Mar. 2024' (LaTeX soft hyphen separator)", () => {
    const r = workRange("Sep. 2023 \u00AD Mar. 2024");
    expect([r.start, r.end]).toEqual([month(2023, 9), month(2024, 3)]);
  });
  it("ignores phone numbers, salaries and future starts", () => {
    const facts = extractFacts("Опыт работы\n+7 (912) 345-67-89\nот 2000 до 2500 у.е.\n2030 — 2031\n", { now: NOW });
    expect(facts.experienceRanges).toHaveLength(0);
  });
});

describe("timeline", () => {
  it("merges overlapping ranges for total years", () => {
    const facts = extractFacts(
      "Опыт работы\nянварь 2018 — декабрь 2020\nФирма А\nянварь 2019 — декабрь 2021\nФирма Б\n",
      { now: NOW },
    );
    expect(facts.totalExperienceYears).toBeCloseTo(4, 1);
    expect(facts.overlaps).toHaveLength(1);
  });
  it("does not call jobs with year-only dates that meet in one year overlapping, but does when they share more", () => {
    const meeting = extractFacts("Опыт работы\n2016 — 2018\nФирма А\n2018 — 2021\nФирма Б\n2021 — 2024\nФирма В\n", {
      now: NOW,
    });
    expect(meeting.experienceRanges).toHaveLength(3);
    expect(meeting.overlaps).toHaveLength(0);
    const sharing = extractFacts("Опыт работы\n2015 — 2019\nФирма А\n2017 — 2021\nФирма Б\n", { now: NOW });
    expect(sharing.overlaps).toHaveLength(1);
  });
  it("detects a gap longer than 6 months", () => {
    const facts = extractFacts(
      "Опыт работы\nмарт 2022 — по настоящее время\nФирма Б\nянварь 2019 — июнь 2021\nФирма А\n",
      { now: NOW },
    );
    expect(facts.gaps).toHaveLength(1);
    expect(facts.gaps[0]!.months).toBe(8);
    expect(facts.reverseChronological).toBe(true);
  });
  it("does not count education dates as experience", () => {
    const facts = extractFacts("Опыт работы\n2020 — 2022\nФирма\n\nОбразование\n2014 — 2019\nМГУ, бакалавр\n", {
      now: NOW,
    });
    expect(facts.experienceRanges).toHaveLength(1);
    expect(facts.dateRanges.find((r) => r.section === "education")?.isWork).toBe(false);
  });
  it("without headings, skips lines that read like education", () => {
    const facts = extractFacts(
      "2015 - 2019 Московский государственный университет, бакалавр\n2019 - 2023 ООО Альфа, аналитик\n",
      { now: NOW },
    );
    expect(facts.experienceRanges.map((r) => r.text)).toEqual(["2019 - 2023"]);
  });
  it("counts 'по настоящее время' up to the injected now", () => {
    const later = extractFacts("Опыт работы\nянварь 2020 — по настоящее время\n", {
      now: new Date("2030-01-15T00:00:00Z"),
    });
    expect(later.totalExperienceYears).toBeCloseTo(10.1, 1);
  });
  it("does not count research, volunteering or a degree listed among the jobs", () => {
    const facts = extractFacts(
      [
        "Work Experience",
        "Engineer, Acme — Jan 2020 – Dec 2021",
        "2014 – 2018 State University, Bachelor of Science",
        "Research",
        "Doctoral researcher, perception lab, 2014 – 2017",
        "Volunteering",
        "Food bank driver, 2012 – 2016",
      ].join("\n"),
      { now: NOW },
    );
    expect(facts.experienceRanges.map((r) => r.text)).toEqual(["jan 2020 – dec 2021"]);
    expect(facts.timeline.counted).toEqual([
      { start: "2020-01", end: "2021-12", label: "Engineer, Acme —", section: "experience" },
    ]);
  });
  it("dates in a table cell of their own, the job in the next cell", () => {
    const facts = extractFacts(
      "Опыт работы\nс 2020 г. по н.в.\tМБОУ «Лицей № 7»\nУчитель математики\n2016–2019 гг.\tГимназия № 3\n",
      { now: NOW },
    );
    expect(facts.timeline.counted.map((r) => [r.start, r.end])).toEqual([
      ["2020-01", "present"],
      ["2016-01", "2019-12"],
    ]);
  });
  it("a university among the jobs (a flattened sidebar) is education; a job at a school or institute is work", () => {
    const facts = extractFacts(
      [
        "Опыт работы",
        "2012 – н.в. ООО «Ромашка», аналитик",
        "2005 – 2010 Московский государственный университет",
        "Июнь 2003 - Школа #91, Нижний Новгород",
        "Май 2005 Педагог дополнительного образования",
      ].join("\n"),
      { now: NOW },
    );
    expect(facts.timeline.counted.map((r) => r.start)).toEqual(["2012-01", "2003-06"]);
  });
  it("a dated job after 'Достижения' written inside the previous job is still work", () => {
    const facts = extractFacts(
      [
        "Опыт работы",
        "01.2006 – по н.в. ООО «Банк», главный экономист",
        "Достижения",
        "Снизил издержки на 12 %",
        "01.1998 – 12.2005 ОАО «Завод», экономист",
        "Образование",
        "1993 – 1998 МГУ, экономист",
      ].join("\n"),
      { now: NOW },
    );
    expect(facts.timeline.counted.map((r) => [r.start, r.end])).toEqual([
      ["2006-01", "present"],
      ["1998-01", "2005-12"],
    ]);
  });
  it("dates that landed away from the jobs (two-column layouts) still count, education dates still do not", () => {
    const facts = extractFacts(
      [
        "Иванова Мария",
        "Образование",
        "Финансовый университет, экономист, 1995 – 2000",
        "2010 – н.в.",
        "2001 – 2009",
        "Опыт работы",
        "ПАО «Сбер», ведущий экономист",
        "ООО «Ромашка», экономист",
      ].join("\n"),
      { now: NOW },
    );
    expect(facts.timeline.counted.map((r) => [r.start, r.end])).toEqual([
      ["2010-01", "present"],
      ["2001-01", "2009-12"],
    ]);
  });
  it("hh.ru's stated total is a floor when ranges were missed", () => {
    const facts = extractFacts("Опыт работы — 11 лет 3 месяца\nООО Ромашка\n", { now: NOW });
    expect(facts.totalExperienceYears).toBeCloseTo(11.3, 1);
    expect(facts.timeline.statedMonths).toBe(135);
  });
  it("reads the document's own date when it states one", () => {
    expect(extractFacts("Last updated: March 2019\nExperience\nJan 2015 – Present\n", { now: NOW }).timeline.asOf).toBe(
      "2019-03",
    );
  });
  it("mergeIntervals joins touching months", () => {
    expect(
      mergeIntervals([
        { start: 10, end: 20 },
        { start: 21, end: 30 },
        { start: 40, end: 41 },
      ]),
    ).toEqual([
      { start: 10, end: 30 },
      { start: 40, end: 41 },
    ]);
  });
  it("parseDateToken understands numeric, Russian and English months", () => {
    expect(parseDateToken("05.2021")?.month).toBe(month(2021, 5));
    expect(parseDateToken("февр. 2020")?.month).toBe(month(2020, 2));
    expect(parseDateToken("sept 2017")?.month).toBe(month(2017, 9));
    expect(parseDateToken("2016 г.")?.hasMonth).toBe(false);
  });
});
