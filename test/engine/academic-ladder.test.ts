/**
 * The academic ladder (decision 620): a researcher's level is read by the European Framework for Research Careers,
 * not by the years of dated posts. A doctoral candidate (R1) with five to twelve years of research and teaching
 * posts is junior, a postdoc (R2) with as many is middle — the labels' convention; the years alone made both
 * "senior". Generated: academic careers × the current post's title × both languages × a date form.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { NOW, NOW_MONTH } from "./now";

const CURRENT: Record<"ru" | "en", Record<"junior" | "middle", readonly string[]>> = {
  en: {
    // "PhD Candidate", "PhD Student" alone are a student's own entries, not posts (knowledge/activities.ts).
    junior: ["Doctoral Researcher", "PhD Researcher", "Early Stage Researcher (PhD)", "Doctoral Researcher, AI Lab"],
    middle: ["Postdoctoral Researcher", "Postdoctoral Fellow", "Postdoc", "Postdoctoral Research Associate"],
  },
  // «Аспирант» in a Russian entry is a student's own (knowledge/activities.ts): the entry is no post, the level is then
  // read from the studies. A Russian postdoc's entry is a post.
  ru: {
    junior: [],
    middle: ["Постдок", "Постдок, научный сотрудник"],
  },
};
const EARLIER: Record<"ru" | "en", readonly string[]> = {
  // Research posts before: a change of field is the family's and the career changer's reading (decision 530).
  en: [
    "Research Engineer, Northwind Labs",
    "Research Fellow, Globex Institute",
    "Visiting Researcher, Initech Institute",
  ],
  ru: ["Инженер-исследователь, АО «Гамма»", "Научный сотрудник, ИПМ РАН", "Научный сотрудник, НИИ «Вектор»"],
};
const HEADINGS = { ru: ["Опыт работы", "Образование"], en: ["Research Experience", "Education"] };
const month = (m: number): string => `${String((m % 12) + 1).padStart(2, "0")}.${Math.floor(m / 12)}`;

const cases = fc.record({
  language: fc.constantFrom("ru" as const, "en" as const),
  level: fc.constantFrom("junior" as const, "middle" as const),
  current: fc.integer({ min: 0, max: 3 }),
  earlier: fc.integer({ min: 0, max: 2 }),
  currentMonths: fc.integer({ min: 6, max: 30 }),
  earlierYears: fc.integer({ min: 5, max: 10 }),
});

describe("the academic ladder reads the level, not the years", () => {
  it("a doctoral candidate is junior and a postdoc middle after years of earlier posts", () => {
    fc.assert(
      fc.property(cases, ({ language, level, current, earlier, currentMonths, earlierYears }) => {
        fc.pre(CURRENT[language][level].length > 0);
        const titles = CURRENT[language][level];
        const title = titles[current % titles.length]!;
        const start = NOW_MONTH - currentMonths + 1;
        const earlierEnd = start - 1;
        const earlierStart = earlierEnd - earlierYears * 12 + 1;
        // An employer line that names no university: «…, University of Leeds» beside a post without a job word of
        // the date reader's ("Postdoc", "Postdoctoral Fellow") is read as a line of the studies (decision 620, left).
        const employer = language === "ru" ? "Сколтех" : "Francis Crick Lab";
        const text = [
          language === "ru" ? "Ирина Чернова" : "Irene Black",
          language === "ru" ? "+7 900 123-45-67" : "+1 617 555 0123",
          HEADINGS[language][0],
          `${title}, ${employer}, ${month(start)} – ${language === "ru" ? "по настоящее время" : "Present"}`,
          `${EARLIER[language][earlier]}, ${month(earlierStart)} – ${month(earlierEnd)}`,
          HEADINGS[language][1],
          language === "ru"
            ? "Магистратура, прикладная математика, МГУ имени М. В. Ломоносова, 2012"
            : "M.Sc. in Applied Mathematics, University of Leeds, 2012",
        ].join("\n");
        const { reading } = analyzeResume({ text }, { now: NOW });
        expect(reading.person.level, text).toBe(level);
      }),
      { numRuns: 60, seed: 620 },
    );
  });
});
