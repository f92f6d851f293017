/**
 * Headings of decision 460: the section names of public résumé standards (Europass, JSON Resume, LinkedIn's export,
 * hh.ru; knowledge/headings.standards.ts) × the forms a heading is written in (capitals, letter-spaced, numbered in
 * an outline, ruled, with a colon or a dash) × layouts (a line of its own, before its content in a left column). And
 * what is not a heading: the lower-case end of a wrapped sentence.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { headingOf } from "../../worker/analysis/engine/sections";
import { CURATED_HEADINGS, HEADINGS } from "../../worker/analysis/knowledge/headings";
import { SECTION_STANDARDS } from "../../worker/analysis/knowledge/headings.standards";
import { NOW } from "./now";

const RUNS = { numRuns: 300 };
const capitalised = (phrase: string): string => phrase[0]!.toUpperCase() + phrase.slice(1);
const letters = (phrase: string): string => phrase.replace(/[^\p{L}]/gu, "");

const names = SECTION_STANDARDS.flatMap((standard) =>
  Object.entries(standard.sections).map(([name, kind]) => ({ name, kind, source: standard.source })),
);
/** Names short enough for a heading line in every form (a letter-spaced 45 letters is already 90 characters). */
const short = names.filter(({ name }) => letters(name).length <= 30);

/** The ways a heading is written, each from its phrase. */
const FORMS: Record<string, (phrase: string) => string> = {
  asWritten: capitalised,
  capitals: (p) => p.toUpperCase(),
  colon: (p) => `${capitalised(p)}:`,
  capitalsColon: (p) => `${p.toUpperCase()}:`,
  numbered: (p) => `2. ${capitalised(p)}`,
  roman: (p) => `IV. ${p.toUpperCase()}`,
  lettered: (p) => `B) ${capitalised(p)}`,
  ruled: (p) => `${p.toUpperCase()} ${"_".repeat(24)}`,
  dash: (p) => `${capitalised(p)} —`,
  letterSpaced: (p) =>
    p
      .toUpperCase()
      .split(" ")
      .map((word) => word.split("").join(" "))
      .join("   "),
  markdown: (p) => `## ${capitalised(p)}`,
};

const sectionsOf = (text: string) => readResume({ text }, { now: NOW }).sections;

describe("headings of public résumé standards", () => {
  it("agree with the curated vocabulary and are all in the merged one", () => {
    const key = (s: string) => letters(s.toLowerCase().replace(/ё/gu, "е"));
    const curated = new Map(
      Object.entries(CURATED_HEADINGS).flatMap(([kind, list]) => list.map((n) => [key(n), kind])),
    );
    const merged = new Map(Object.entries(HEADINGS).flatMap(([kind, list]) => list.map((n) => [key(n), kind])));
    for (const { name, kind, source } of names) {
      expect(curated.get(key(name)) ?? kind, `${source}: ${name}`).toBe(kind);
      expect(merged.get(key(name)), `${source}: ${name}`).toBe(kind);
    }
  });

  it("are read as their kind in every form", () => {
    fc.assert(
      fc.property(fc.constantFrom(...short), fc.constantFrom(...Object.keys(FORMS)), ({ name, kind }, form) => {
        const line = FORMS[form]!(name);
        expect(headingOf(line)?.kind, `${form}: ${line}`).toBe(kind);
      }),
      RUNS,
    );
  });

  it("open a section of their kind in a resume, in every form", () => {
    fc.assert(
      fc.property(fc.constantFrom(...short), fc.constantFrom(...Object.keys(FORMS)), ({ name, kind }, form) => {
        const line = FORMS[form]!(name);
        const text = `Анна Ли\n+7 916 123-45-67\n${line}\nООО «Альфа», 2019–2021\nМенеджер проектов`;
        expect(sectionsOf(text).find((s) => s.line === 2)?.kind, `${form}: ${line}`).toBe(kind);
      }),
      RUNS,
    );
  });

  it("in a left column, before their content on the same line, are read as their kind", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ...short.filter(({ kind }) => ["experience", "education", "skills", "languages"].includes(kind)),
        ),
        fc.constantFrom("\t", "   ", " | "),
        ({ name, kind }, gap) => {
          const line = `${capitalised(name)}${gap}ООО «Альфа», 2019–2021`;
          const section = sectionsOf(`Анна Ли\nanna@mail.ru\n${line}\nМенеджер проектов`).find((s) => s.line === 2);
          expect(section?.kind, line).toBe(kind);
        },
      ),
      RUNS,
    );
  });

  it("a second heading of one kind after a line of content opens its own section; the same heading repeated does not", () => {
    const byKind = new Map<string, string[]>();
    for (const { name, kind } of short) byKind.set(kind, [...(byKind.get(kind) ?? []), name]);
    const pairs = [...byKind.values()].flatMap((list) =>
      // A second heading that ends with the first one's words narrows it ("Skills" … "Organizational skills"): a
      // sub-heading of that section, as decision 310 reads it.
      list.flatMap((a) => list.filter((b) => !letters(b).endsWith(letters(a))).map((b) => [a, b] as const)),
    );
    fc.assert(
      fc.property(fc.constantFrom(...pairs), ([first, second]) => {
        const opened = sectionsOf(`Анна Ли\n${capitalised(first)}\nООО «Альфа», 2019\n${capitalised(second)}\nМосква`);
        expect(
          opened.map((s) => s.line),
          `${first} / ${second}`,
        ).toEqual([1, 3]);
        const repeated = sectionsOf(`Анна Ли\n${capitalised(first)}\n\n${capitalised(first)}\nООО «Альфа», 2019`);
        expect(
          repeated.map((s) => s.line),
          first,
        ).toEqual([1]);
      }),
      RUNS,
    );
  });

  it("the lower-case end of a wrapped sentence is no heading, whatever its words", () => {
    const single = Object.values(HEADINGS)
      .flat()
      .filter((phrase) => /^[\p{L}]+$/u.test(phrase));
    fc.assert(
      fc.property(fc.constantFrom(...single), fc.constantFrom("make practical", "составлял отчёты,"), (word, start) => {
        const text = `Опыт работы\nООО «Альфа», 2019–2021\nКонсультант: ${start}\n${word.toLowerCase()}\nдля клиентов.`;
        expect(sectionsOf(text).map((s) => s.line)).toEqual([0]);
      }),
      RUNS,
    );
  });
});
