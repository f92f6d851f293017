/**
 * Headings of decision 500 over generated forms: the kind of a short heading found by its root words is its head
 * noun's — the last root in English ("Research Publications", "Summary of Academic Achievements"), in Russian the
 * noun before its genitive («Опыт исследовательской работы»); Russian qualifiers in the neuter («Дополнительное обучение»); and
 * academic CV sections (ORCID, NIH/NSF biosketches, tenure dossiers, the research headings) in both languages, one
 * after another in a CV, each opening its own section in every form.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { headingKindOf, headingOf } from "../../worker/analysis/engine/sections";
import { RESEARCH_HEADINGS } from "../../worker/analysis/knowledge/headings";
import { SECTION_STANDARDS } from "../../worker/analysis/knowledge/headings.standards";
import { NOW } from "./now";

const RUNS = { numRuns: 300 };
const oneOf = <T>(...values: T[]) => fc.constantFrom(...values);
const capitalised = (phrase: string): string => phrase[0]!.toUpperCase() + phrase.slice(1);

/** English root nouns with the kind they name: what a short heading may end with. */
const ENGLISH_NOUNS: readonly (readonly [string, string])[] = [
  ["Publications", "publications"],
  ["Achievements", "achievements"],
  ["Awards", "achievements"],
  ["Experience", "experience"],
  ["Skills", "skills"],
  ["Projects", "projects"],
  ["Certifications", "courses"],
  ["Interests", "interests"],
  ["Competencies", "skills"],
];
/** Words that are roots of another kind and stand before the head noun. */
const ENGLISH_FRONTS = ["Research", "Project", "Academic", "Training", "Education", "Community", "Volunteer"];

describe("a heading found by its root words takes its head noun's kind", () => {
  it("in English, the last root: 'Research Publications', 'Summary of Academic Achievements'", () => {
    fc.assert(
      fc.property(
        oneOf(...ENGLISH_FRONTS),
        oneOf(...ENGLISH_NOUNS),
        oneOf("", "Summary of ", "Record of "),
        fc.boolean(),
        (front, [noun, kind], lead, capitals) => {
          const phrase = `${lead}${front} ${noun}`;
          const written = capitals ? phrase.toUpperCase() : phrase;
          // A phrase the vocabulary lists keeps its listed kind ("Language Skills" is languages).
          const expected = headingKindOf(`${front} ${noun}`) ?? kind;
          expect(headingOf(written)?.kind, written).toBe(lead ? kind : expected);
        },
      ),
      RUNS,
    );
  });

  it("in Russian, the head noun before its genitive («Опыт исследовательской работы», «Навыки проектной работы»)", () => {
    fc.assert(
      fc.property(
        oneOf(["Опыт", "experience"], ["Навыки", "skills"]),
        oneOf("исследовательской работы", "проектной работы", "в науке"),
        ([noun, kind], rest) => {
          const written = `${noun} ${rest}`;
          expect(headingOf(written)?.kind, written).toBe(kind);
        },
      ),
      RUNS,
    );
  });

  it("a Russian qualifier in the neuter leaves the kind of a neuter heading («Дополнительное обучение»)", () => {
    fc.assert(
      fc.property(
        oneOf("Дополнительное", "Основное", "Профессиональное", "Техническое", "Практическое", "Научное"),
        oneOf(["обучение", "courses"], ["образование", "education"], ["волонтерство", "volunteering"]),
        fc.boolean(),
        (qualifier, [noun, kind], capitals) => {
          const phrase = `${qualifier} ${noun}`;
          const written = capitals ? phrase.toUpperCase() : phrase;
          expect(headingOf(written)?.kind, written).toBe(headingKindOf(phrase) ?? kind);
        },
      ),
      RUNS,
    );
  });
});

/** Every academic section name: the academic standard's, and the research headings with the kind each is filed under. */
const ACADEMIC = [
  ...Object.entries(SECTION_STANDARDS.find((s) => s.source.startsWith("Academic CV"))!.sections).map(
    ([phrase, kind]) => ({ phrase, kind }),
  ),
  ...Object.values(RESEARCH_HEADINGS).flatMap((byKind) =>
    Object.entries(byKind).flatMap(([kind, list]) => (list ?? []).map((phrase) => ({ phrase, kind }))),
  ),
].filter(({ phrase }) => phrase.replace(/[^\p{L}]/gu, "").length <= 30);
const cyrillic = (text: string): boolean => /[а-яё]/u.test(text);

/** Kinds a "Heading:" inside an experience section is a sub-heading of (sections.ts SUBHEADING_IN_EXPERIENCE). */
const SUBHEADINGS = new Set(["achievements", "projects", "additional"]);

/** How a heading is written in a CV. */
const FORMS: readonly ((phrase: string) => string)[] = [
  capitalised,
  (p) => p.toUpperCase(),
  (p) => `${capitalised(p)}:`,
  (p) => `3. ${capitalised(p)}`,
  (p) => `${p.toUpperCase()} ${"—".repeat(12)}`,
  (p) => `## ${capitalised(p)}`,
];

describe("academic CV sections, one after another, in both languages", () => {
  it("each opens a section of its kind on its line, in every form", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ACADEMIC), { minLength: 3, maxLength: 6, selector: (h) => h.phrase }),
        fc.integer({ min: 0, max: FORMS.length - 1 }),
        (headings, form) => {
          fc.pre(headings.every((h) => cyrillic(h.phrase) === cyrillic(headings[0]!.phrase)));
          // Two headings of one kind in a row, the second ending with the first's words, are one section (sections.ts).
          fc.pre(headings.every((h, i) => i === 0 || h.kind !== headings[i - 1]!.kind));
          const ru = cyrillic(headings[0]!.phrase);
          const lines = [ru ? "Анна Петрова" : "Anna Petrova", ru ? "Доцент" : "Associate Professor"];
          const at: number[] = [];
          for (const [i, h] of headings.entries()) {
            at.push(lines.length);
            lines.push(FORMS[form]!(h.phrase));
            lines.push(ru ? `2019 — 2021 Пункт ${i + 1}, МГУ` : `2019 – 2021 Item ${i + 1}, University of Leeds`);
          }
          const sections = readResume({ text: lines.join("\n") }, { now: NOW }).sections;
          // The section a heading is read in: a sub-heading opens none, so the one before it is still open.
          let open: string | undefined;
          for (const [i, h] of headings.entries()) {
            // "Достижения:" inside a job section is that job's sub-heading (sections.ts), not a section.
            const sub = form === 2 && open === "experience" && SUBHEADINGS.has(h.kind);
            const section = sections.find((s) => s.line === at[i]);
            expect(section?.kind, lines[at[i]!]).toBe(sub ? undefined : h.kind);
            if (!sub) open = h.kind;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
