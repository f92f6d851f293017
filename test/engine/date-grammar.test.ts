/**
 * The date grammar over generated forms × layouts (issue 21, item 3): every way of writing a month and a year that
 * the vocabulary (worker/analysis/knowledge/dates.ts, present.ts) knows, in any case, with any dash, inline, in a
 * left column split over two lines, in a table row, in a right-hand cell and split over lines. Each generated resume
 * has one job; the reader must find exactly that range.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { MONTHS, SEASONS } from "../../worker/analysis/knowledge/dates";
import { RU_MONTHS } from "./fixtures/career-layouts";
import { NOW, NOW_MONTH } from "./now";

interface Written {
  /** The date as written. */
  text: string;
  /** The month it means as a start and as an end (seasons and quarters differ). */
  start: number;
  end: number;
  /** Month and year as two pairs of digits: only paired with the same kind or "present". */
  short?: boolean;
}

const anyCase = (word: string): fc.Arbitrary<string> =>
  fc.constantFrom(word, word[0]!.toUpperCase() + word.slice(1), word.toUpperCase());
const pad = (n: number): string => String(n).padStart(2, "0");

/** One date of a month and a year, in every form the grammar reads. */
function writtenDate(year: number, month: number): fc.Arbitrary<Written> {
  const at = year * 12 + month;
  const words = MONTHS[month]!;
  const abbreviations = new Set(["янв", "фев", "февр", "мар", "апр", "июн", "июл", "авг", "сен", "сент", "окт"]);
  const ruWord = fc
    .constantFrom(...words.ruForms)
    .chain((w) => anyCase(w).map((c) => (abbreviations.has(w) || w === "нояб" || w === "дек" ? `${c}.` : c)));
  const enWord = fc.constantFrom(...words.en).chain((w) => anyCase(w).chain((c) => fc.constantFrom(c, `${c}.`)));
  const same = (text: string): Written => ({ text, start: at, end: at });
  // A day written before or after the month name (decision 445): «15 января 2015», "2nd July 2018", "June 30, 2019".
  const day = fc.integer({ min: 1, max: 28 });
  const ordinal = (d: number): string =>
    `${d}${d % 10 === 1 && d !== 11 ? "st" : d % 10 === 2 && d !== 12 ? "nd" : d % 10 === 3 && d !== 13 ? "rd" : "th"}`;
  return fc.oneof(
    fc.tuple(ruWord, fc.constantFrom("", " г.", " года")).map(([w, suffix]) => same(`${w} ${year}${suffix}`)),
    fc.tuple(day, fc.constantFrom(words.ruForms[1]!)).map(([d, w]) => same(`${d} ${w} ${year}`)),
    fc.tuple(day, enWord, fc.boolean()).map(([d, w, nth]) => same(`${nth ? ordinal(d) : d} ${w} ${year}`)),
    fc.tuple(day, enWord, fc.boolean()).map(([d, w, nth]) => same(`${w} ${nth ? ordinal(d) : `${d},`} ${year}`)),
    fc.constantFrom(...words.ruForms).map((w) => same(`${w}/${year}`)),
    enWord.map((w) => same(`${w} ${year}`)),
    enWord.map((w) => same(`${w.replace(/\.$/, "")} '${pad(year % 100)}`)),
    fc
      .constantFrom(
        `${pad(month + 1)}.${year}`,
        `${month + 1}/${year}`,
        `${pad(month + 1)}/${year}`,
        `${pad(month + 1)}-${year}`,
        `${year}.${pad(month + 1)}`,
        `${year}/${pad(month + 1)}`,
        `01.${pad(month + 1)}.${year}`,
      )
      .map(same),
    fc
      // «12.00» is as often noon: a dotted short date of the year 2000 is not read (dates.ts shortNumericDate).
      .constantFrom(
        `${pad(month + 1)}/${pad(year % 100)}`,
        `${pad(month + 1)}${year === 2000 ? "/" : "."}${pad(year % 100)}`,
      )
      .map((text) => ({ ...same(text), short: true })),
  );
}

/** A season or a quarter: a start is its first month, an end its last. */
function writtenPeriod(year: number, month: number): fc.Arbitrary<Written> {
  const season = SEASONS.find((s) => s.first <= month && month <= s.last);
  const quarter = Math.floor(month / 3);
  const quarterForms = [`Q${quarter + 1} ${year}`, `${quarter + 1} кв. ${year}`, `${quarter + 1}-й квартал ${year}`];
  const roman = ["I", "II", "III", "IV"][quarter]!;
  quarterForms.push(`${roman} квартал ${year}`);
  const forms: fc.Arbitrary<Written>[] = [
    fc
      .constantFrom(...quarterForms)
      .map((text) => ({ text, start: year * 12 + quarter * 3, end: year * 12 + quarter * 3 + 2 })),
  ];
  if (season)
    forms.push(
      fc
        .constantFrom(...season.words.slice(0, 1), season.words.at(-1)!)
        .chain(anyCase)
        .chain((w) => fc.constantFrom(w, /[a-z]/i.test(w) ? `${w} term` : w, /[a-z]/i.test(w) ? `${w} semester` : w))
        .map((w) => ({ text: `${w} ${year}`, start: year * 12 + season.first, end: year * 12 + season.last })),
    );
  return fc.oneof(...forms);
}

/** "Present" as people write it: full, abbreviated, glued, upper case, split over lines. */
const PRESENT_FORMS = [
  "по настоящее время",
  "по наст. время",
  "по наст.вр.",
  "наст.вр.",
  "наст. вр.",
  "н.в.",
  "н. в.",
  "по н.в.",
  "по н/в",
  "н/в",
  "нв",
  "по настоящее\nвремя",
  "настоящее время",
  "НАСТОЯЩЕЕ ВРЕМЯ",
  "до настоящего времени",
  "по текущий момент",
  "по тек. время",
  "по сегодняшний день",
  "по сей день",
  "до сих пор",
  "сейчас",
  "Present",
  "PRESENT",
  "present day",
  "Current",
  "currently",
  "Now",
  "to date",
  "till date",
  "Pres.",
  "Ongoing",
];

/** Any dash, spaced or not, a line break after it, a range word, LaTeX's soft hyphen between spaces. */
const DASHES = ["-", "–", "—", "−", " - ", " – ", " — ", "–\n", " —\n", " по ", " to ", " \u00ad "];

const job = fc
  .tuple(fc.integer({ min: 1998 * 12, max: NOW_MONTH - 1 }), fc.integer({ min: 0, max: 120 }))
  .map(([start, length]) => [start, Math.min(NOW_MONTH, start + length)] as const);

/** A range: two dates of the same family, or a date and "present". */
const range = job.chain(([from, to]) => {
  const date = (m: number): fc.Arbitrary<Written> =>
    fc.oneof(
      { weight: 4, arbitrary: writtenDate(Math.floor(m / 12), m % 12) },
      { weight: 1, arbitrary: writtenPeriod(Math.floor(m / 12), m % 12) },
    );
  const dash = fc.constantFrom(...DASHES);
  const present = fc.constantFrom(...PRESENT_FORMS);
  return fc.oneof(
    fc
      .tuple(date(from), date(to), dash)
      .filter(([a, b]) => Boolean(a.short) === Boolean(b.short) && a.start <= b.end)
      .map(([a, b, d]) => ({ start: a.text, dash: d, end: b.text, from: a.start, to: b.end, ongoing: false })),
    fc.tuple(date(from), dash, present).map(([a, d, p]) => ({
      start: a.text,
      dash: d.includes("\n") || d.includes("\u00ad") || d.trim() === "по" || d.trim() === "to" ? " – " : d,
      end: p,
      from: a.start,
      to: NOW_MONTH,
      ongoing: true,
    })),
  );
});

/**
 * Two months and one year ("May – Oct 2024", «с февраля по апрель 2016», "Nov – Feb 2020"): a job of under a year
 * whose start borrows the end's year, or the year before when its month is later.
 */
const monthPair = fc
  .tuple(fc.integer({ min: 1998 * 12, max: NOW_MONTH - 1 }), fc.integer({ min: 1, max: 11 }))
  .map(([start, length]) => [start, Math.min(NOW_MONTH, start + length)] as const)
  .filter(([from, to]) => from % 12 !== to % 12)
  .chain(([from, to]) => {
    const word = (m: number, language: "ru" | "en"): fc.Arbitrary<string> => {
      const forms = language === "ru" ? MONTHS[m % 12]!.ruForms : MONTHS[m % 12]!.en;
      return fc.constantFrom(...forms).chain(anyCase);
    };
    return fc
      .constantFrom<"ru" | "en">("ru", "en")
      .chain((language) =>
        fc.tuple(word(from, language), word(to, language), fc.constantFrom(...DASHES), fc.constantFrom("", ".")),
      )
      .filter(([a, , , dot]) => dot === "" || a.length <= 4)
      .map(([a, b, dash, dot]) => ({
        start: `${a}${dot}`,
        dash,
        end: `${b} ${Math.floor(to / 12)}`,
        from,
        to,
        ongoing: false,
      }));
  });

type Range = { start: string; dash: string; end: string };
const inline = (r: Range): string => `${r.start}${r.dash}${r.end}`;

/** Where the range sits on the page. */
const LAYOUTS: Record<string, (r: Range) => string> = {
  "its own line above the job": (r) => `${inline(r)}\nООО «Ромашка», менеджер по продажам`,
  "a left column beside the job, split over two lines": (r) =>
    `${r.start} ${r.dash.trim() || "–"}    ООО «Ромашка»\n${r.end.replace(/\n/g, " ")}    менеджер по продажам`,
  "a table row": (r) => `| ${inline(r).replace(/\n/g, " ")} | ООО «Ромашка» | менеджер по продажам |`,
  "a right-hand cell": (r) => `ООО «Ромашка», менеджер по продажам\t\t${inline(r).replace(/\n/g, " ")}`,
  "split over lines": (r) => `${r.start} ${r.dash.trim() || "–"}\n${r.end}\nООО «Ромашка», менеджер по продажам`,
};

describe("dates by grammar: forms × layouts", () => {
  for (const [layout, place] of Object.entries(LAYOUTS)) {
    it(`reads every form in ${layout}`, () => {
      fc.assert(
        fc.property(fc.oneof({ weight: 5, arbitrary: range }, { weight: 1, arbitrary: monthPair }), (r) => {
          const text = `Иван Петров\nОпыт работы\n${place(r)}\nОбразование\nМГУ, 2010\n`;
          const reading = readResume({ text }, { now: NOW });
          const work = reading.timeline.ranges.filter((x) => x.isWork);
          expect(work, text).toHaveLength(1);
          const found = work[0]!;
          expect([found.startMonth, found.ongoing ? NOW_MONTH : found.endMonth, found.ongoing], text).toEqual([
            r.from,
            Math.min(r.to, NOW_MONTH),
            r.ongoing,
          ]);
          // The span points at the text the range was read from.
          expect(text.slice(found.span[0], found.span[1]).length, text).toBeGreaterThan(0);
        }),
        { numRuns: 250, seed: 21 },
      );
    });
  }

  it("years after an apostrophe, a column that lost its dash, an open dash, a column with a line inside its range", () => {
    const work = (body: string) =>
      readResume({ text: `Иван Петров\nОпыт работы\n${body}\n` }, { now: NOW })
        .timeline.ranges.filter((r) => r.isWork)
        .map((r) => [r.start, r.end]);
    expect(work("T-Bank, Frontend Engineer '21 - present\nNoveo, Frontend Dev '18 - '21")).toEqual([
      ["2021-01", "present"],
      ["2018-01", "2021-12"],
    ]);
    expect(work("2018 2020 Старший программист, ООО «Ромашка»")).toEqual([["2018-01", "2020-12"]]);
    expect(work("Главный бухгалтер, ООО «Ромашка» 2019 –\nВедение учёта")).toEqual([["2019-01", "present"]]);
    expect(work("ООО «Ромашка» — разработчик\n2022 -\n• Интеграция с банком\n2023 • CI для проектов")).toEqual([
      ["2022-01", "2023-12"],
    ]);
  });

  it("jobs go on below a label inside a job («Технологии:», «Проект: …», «Достижения:»)", () => {
    const text = [
      "Иван Петров",
      "Опыт работы",
      "Август 2020 — настоящее время ООО «Зебра»",
      "Технологии: Java, Kotlin",
      "Достижения:",
      "Ускорил сборку в 2 раза",
      "Январь 2020 — Август 2020 ООО «Гелий»",
      "Проект: Матчинг товаров",
      "Сентябрь 2018 — Январь 2020 ООО «Декс»",
      "Образование",
      "2014–2018 МГУ, бакалавр",
    ].join("\n");
    const reading = readResume({ text }, { now: NOW });
    expect(reading.timeline.ranges.filter((r) => r.isWork).map((r) => r.start)).toEqual([
      "2020-08",
      "2020-01",
      "2018-09",
    ]);
    expect(reading.timeline.totalYears).toBe(8.3); // September 2018 to November 2026, months inclusive
  });

  it("a time of day or a decimal is no job: «с 10.15 до 12.30», «1.19 – 5.21», «09.00–18.00»", () => {
    for (const line of ["График: с 10.15 до 12.30", "коэффициент 1.19 – 5.21", "09.00–18.00, пн–пт"]) {
      const reading = readResume({ text: `Опыт работы\n${line}\nООО «Ромашка», менеджер\n` }, { now: NOW });
      expect(reading.timeline.ranges, line).toHaveLength(0);
    }
  });

  it("more forms (decision 445): two month numbers with one year, an open range in brackets, 'onwards', hh.ru's English total", () => {
    const work = (body: string) =>
      readResume({ text: `Иван Петров\nОпыт работы\n${body}\n` }, { now: NOW })
        .timeline.ranges.filter((r) => r.isWork)
        .map((r) => [r.start, r.end]);
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2025 }),
        fc.integer({ min: 1, max: 11 }),
        fc.integer({ min: 1, max: 11 }),
        fc.constantFrom("-", "–", " – ", "—"),
        fc.constantFrom(".", "/"),
        fc.boolean(),
        (year, a, length, dash, dot, padded) => {
          const b = Math.min(12, a + length);
          const num = (n: number): string => (padded ? String(n).padStart(2, "0") : String(n));
          const line = `ООО «Ромашка», менеджер ${num(a)}${dash}${num(b)}${dot}${year}`;
          expect(work(line), line).toEqual([
            [`${year}-${String(a).padStart(2, "0")}`, `${year}-${String(b).padStart(2, "0")}`],
          ]);
        },
      ),
      { numRuns: 120, seed: 445 },
    );
    // A month number after a month name's year is that date's, not a pair: "june '05-09.2008" is one range.
    expect(work("june '05-09.2008\nООО «Ромашка», менеджер")).toEqual([["2005-06", "2008-09"]]);
    for (const line of [
      "Manager, Acme Inc. (2010-)",
      "Manager, Acme Inc. 2010 onwards",
      "Manager, Acme Inc. from 2010 onwards",
    ])
      expect(work(line), line).toEqual([["2010-01", "present"]]);
    // A day on the line above is not the start's day: "… from 13 to 19" / "Oct 2012 – Jul 2016".
    expect(work("Grew the team from 13 to 19\nOct 2012 – Jul 2016 Software Architect, GridWorks")).toEqual([
      ["2012-10", "2016-07"],
    ]);
    const english = readResume(
      { text: "John Smith\nWork experience — 11 years 3 months\nJanuary 2020 — present\nAcme LLC, Engineer\n" },
      { now: NOW },
    );
    expect(english.timeline.statedMonths).toBe(135);
  });

  it("«1С» ending a line is no «с» before the next line's date; «с 2021.12 по …» is one range; hh.ru's «года» total keeps its months (decision 665)", () => {
    const ranges = (body: string) =>
      readResume({ text: `Иван Петров\nОпыт работы\n${body}\n` }, { now: NOW }).timeline.ranges.map((r) => [
        r.start,
        r.end,
      ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2020 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 6, max: 60 }),
        fc.constantFrom("Excel, 1С", "Учёт в 1С", "Знание 1С"),
        (year, month, length, tools) => {
          const start = year * 12 + month - 1;
          const end = Math.min(start + length, NOW_MONTH - 1);
          const key = (m: number) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}`;
          const ruMonth = (m: number) => RU_MONTHS[m % 12];
          const text = `${tools}\n${ruMonth(start)} ${year} — ООО «Ромашка»\n${ruMonth(end)} ${Math.floor(end / 12)} Москва`;
          expect(ranges(text), text).toEqual([[key(start), key(end)]]);
          const iso = `с ${year}.${String(month).padStart(2, "0")} по настоящее время\nООО «Ромашка», менеджер`;
          expect(ranges(iso), iso).toEqual([[key(start), "present"]]);
        },
      ),
      { numRuns: 60 },
    );
    const total = (years: number, months: number, word: string) =>
      readResume({ text: `Иван Петров\nОпыт работы — ${years} ${word} ${months} месяцев\n` }, { now: NOW }).timeline
        .statedMonths;
    for (const [years, word] of [
      [2, "года"],
      [3, "года"],
      [24, "года"],
      [5, "лет"],
      [1, "год"],
    ] as const)
      expect(total(years, 7, word)).toBe(years * 12 + 7);
  });
});
