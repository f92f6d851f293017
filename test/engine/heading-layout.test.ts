/**
 * Headings by layout (issue 21, item 4), generated from the heading vocabulary (worker/analysis/knowledge/headings.ts)
 * × the layouts resumes put them in: a line of its own, letter-spaced, split over two lines, in a left column beside
 * its content (tab, wide spaces), in a table cell, glued to the first line by extraction, and in capitals before its
 * content. Each generated resume must open a section of the heading's kind on the heading's line.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { HEADING_MODIFIERS, HEADINGS } from "../../worker/analysis/knowledge/headings";
import { NOW } from "./now";

const CONTENT = "«Альфа-Сервис», 2019–2021";

const phrases = Object.entries(HEADINGS).flatMap(([kind, list]) => list.map((phrase) => ({ kind, phrase })));
const capitalised = (phrase: string): string => phrase[0]!.toUpperCase() + phrase.slice(1);
const heading = fc
  .constantFrom(...phrases)
  .chain(({ kind, phrase }) =>
    fc.constantFrom(capitalised(phrase), phrase.toUpperCase()).map((written) => ({ kind, written })),
  );

type Heading = { kind: string; written: string };
const LAYOUTS: Record<string, { place: (h: Heading) => string; fits?: (h: Heading) => boolean }> = {
  "a line of its own": { place: (h) => `${h.written}\n${CONTENT}` },
  "letter-spaced": {
    place: (h) =>
      `${h.written
        .toUpperCase()
        .split(" ")
        .map((w) => w.split("").join(" "))
        .join("  ")}\n${CONTENT}`,
    fits: (h) => /^[\p{L} ]+$/u.test(h.written),
  },
  "split over two lines": {
    place: (h) => {
      const words = h.written.split(" ");
      const half = Math.ceil(words.length / 2);
      return `${words.slice(0, half).join(" ")}\n${words.slice(half).join(" ")}\n${CONTENT}`;
    },
    fits: (h) => h.written.includes(" ") && h.written.length <= 50 && /^[\p{L} ]+$/u.test(h.written),
  },
  "a left column (tab)": { place: (h) => `${h.written}\t${CONTENT}` },
  "a left column (wide spaces)": { place: (h) => `${h.written}     ${CONTENT}` },
  "a table cell": { place: (h) => `| ${h.written} | ${CONTENT} |` },
  "glued to its first line": {
    place: (h) => `${h.written}Альфа-Сервис, 2019–2021`,
    fits: (h) => /\p{Ll}$/u.test(h.written) && h.written.replace(/\P{L}/gu, "").length >= 5,
  },
  "in capitals before its content": {
    place: (h) => `${h.written.toUpperCase()} ${CONTENT}`,
    fits: (h) => h.written.includes(" ") || h.written.replace(/\P{L}/gu, "").length >= 6,
  },
};

describe("headings by layout", () => {
  for (const [name, layout] of Object.entries(LAYOUTS)) {
    it(`finds every listed heading in ${name}`, () => {
      fc.assert(
        fc.property(
          heading.filter((h) => layout.fits?.(h) ?? true),
          (h) => {
            const text = `Иван Петров\n+7 900 000-00-00\n\n${layout.place(h)}\nещё одна строка\n`;
            const reading = readResume({ text }, { now: NOW });
            const at = reading.sections.find((s) => s.line === 3);
            expect(at?.kind, text).toBe(h.kind);
          },
        ),
        { numRuns: 300, seed: 22 },
      );
    });
  }

  it("a sentence, a job title or a list item that starts with a heading word is no heading", () => {
    for (const line of [
      "Опыт работы с клиентами — более 5 лет",
      "Research Engineer, robotics",
      "Volunteer Swim Coach",
      "• Open-source CLI tool for automating PR workflows",
      "Research Areas: robotics, vision",
    ]) {
      const reading = readResume({ text: `Иван Петров\n\n\n${line}\nещё строка\n` }, { now: NOW });
      expect(
        reading.sections.find((s) => s.line === 3),
        line,
      ).toBeUndefined();
    }
  });

  /** The kind a phrase is listed under, or undefined. */
  // The reader compares a heading's letters only («Career & goals» is the listed "career goals").
  const letters = (text: string): string => text.toLowerCase().replace(/[^\p{L}]+/gu, "");
  const listedKind = (phrase: string): string | undefined =>
    phrases.find((p) => letters(p.phrase) === letters(phrase))?.kind;
  const short = phrases.filter(({ phrase }) => phrase.split(" ").length <= 3 && /^[\p{L} ]+$/u.test(phrase));
  /** Phrases and qualifiers are combined within one language, as people write them. */
  const cyrillic = (text: string): boolean => /[а-яё]/u.test(text);
  const readKind = (written: string): string | undefined =>
    readResume(
      { text: `Иван Петров\n+7 900 000-00-00\n\n${written}\n${CONTENT}\nещё одна строка\n` },
      { now: NOW },
    ).sections.find((s) => s.line === 3)?.kind;

  it("finds a heading qualified by a word that does not change its kind («Мои навыки», 'Other Skills')", () => {
    const modifiers = HEADING_MODIFIERS.filter((m) => !["of", "the", "list"].includes(m));
    fc.assert(
      fc.property(fc.constantFrom(...modifiers), fc.constantFrom(...short), (modifier, { kind, phrase }) => {
        fc.pre(cyrillic(modifier) === cyrillic(phrase));
        const written = capitalised(`${modifier} ${phrase}`);
        // Past 45 letters only a compound is a heading (sections.ts): «Релевантные научно-исследовательская деятельность».
        fc.pre(written.replace(/[^\p{L}]/gu, "").length <= 45);
        // A qualified phrase that is itself listed ("Additional education") keeps the kind it is listed under.
        expect(readKind(written), written).toBe(listedKind(`${modifier} ${phrase}`) ?? kind);
      }),
      { numRuns: 300, seed: 310 },
    );
  });

  it("finds a compound heading by its first part («Навыки и личные качества», 'Skills & Languages')", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...short),
        fc.constantFrom(...short),
        fc.constantFrom(" и ", " & ", " and ", ", ", " / "),
        fc.boolean(),
        (first, second, join, capitals) => {
          const phrase = `${first.phrase}${join}${second.phrase}`;
          fc.pre(phrase.split(/\s+/u).length <= 7 && cyrillic(first.phrase) === cyrillic(second.phrase));
          fc.pre(!(join === " и " && !cyrillic(first.phrase)) && !(join === " and " && cyrillic(first.phrase)));
          // "Research and Teaching Experience": English shares the last noun; the test below reads those.
          const [adjunct, noun] = second.phrase.split(" ");
          fc.pre(cyrillic(phrase) || first.phrase.includes(" ") || !noun || HEADING_MODIFIERS.includes(adjunct!));
          const written = capitals ? phrase.toUpperCase() : capitalised(phrase);
          expect(readKind(written), written).toBe(listedKind(phrase) ?? first.kind);
        },
      ),
      { numRuns: 300, seed: 311 },
    );
  });

  it("finds a heading typed with look-alike letters of the other script, or after an icon", () => {
    const toLatin: Record<string, string> = { о: "o", а: "a", е: "e", с: "c", р: "p" };
    const toCyrillic: Record<string, string> = { o: "о", a: "а", e: "е", c: "с", p: "р" };
    fc.assert(
      fc.property(
        fc.constantFrom(...short),
        fc.constantFrom("", "📌 ", "✦ ", "👩‍💻", "■ "),
        ({ kind, phrase }, icon) => {
          // One look-alike letter of the other script: the first one the phrase has.
          const swapped = phrase.replace(/[оаесрoaecp]/u, (ch) => toLatin[ch] ?? toCyrillic[ch] ?? ch);
          const written = `${icon}${capitalised(swapped)}`;
          expect(readKind(written), written).toBe(kind);
        },
      ),
      { numRuns: 300, seed: 312 },
    );
  });

  it("a compound heading whose first words qualify the noun it ends with takes that noun's kind", () => {
    for (const [written, kind] of [
      ["Academic/Teaching Experience", "experience"],
      ["Research and Teaching Experience", "experience"],
      ["Профессиональные Навыки и Личные Качества", "skills"],
      ["Из профессиональных навыков знаю:", "skills"],
      ["Достижения (дополнительные знания и курсы)", "achievements"],
    ] as const)
      expect(readKind(written), written).toBe(kind);
  });
});
