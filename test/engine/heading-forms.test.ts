/**
 * Heading forms of decision 400, generated from the heading vocabulary (worker/analysis/knowledge/headings.ts) × the
 * ways resumes and text layers write them: a generic noun after the heading ("Education Details"), two headings
 * joined by a spaced dash ("Grants – Awards"), capitals whose spaces a PDF moved («КЛЮЧЕВЫЕРЕ ЗУЛЬТАТЫ»), an emoji
 * before it ("## 💼 Опыт работы"), a bullet item or an aside beside it. And what is not a heading: a Markdown
 * sub-heading inside a section, a line that goes on on the next one, "Name Training Center – City".
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { headingOf } from "../../worker/analysis/engine/sections";
import { HEADING_MODIFIERS, HEADING_TRAILERS, HEADINGS } from "../../worker/analysis/knowledge/headings";
import { NOW } from "./now";

const RUNS = { numRuns: 200 };
const capitalised = (phrase: string): string => phrase[0]!.toUpperCase() + phrase.slice(1);

const phrases = Object.entries(HEADINGS).flatMap(([kind, list]) => list.map((phrase) => ({ kind, phrase })));
const qualifiers = new Set(HEADING_MODIFIERS);
const listed = new Set(phrases.map(({ phrase }) => phrase));
/** English phrases that are not a qualifier alone ("Additional overview" is a qualified "overview"). */
const english = phrases.filter(({ phrase }) => /^[a-z ]+$/u.test(phrase) && !qualifiers.has(phrase));
/** Listed phrases of letters only, not themselves compounds ("qualifications and skills"). */
const plain = phrases.filter(
  ({ phrase }) => /^[\p{L} ]+$/u.test(phrase) && phrase.length >= 5 && !/ (?:and|or|и|или) /u.test(phrase),
);

const sectionsOf = (text: string) => readResume({ text }, { now: NOW }).sections;
const kindAt = (text: string, line: number) => sectionsOf(text).find((s) => s.line === line)?.kind;

describe("heading forms", () => {
  it("a listed English heading followed by a generic noun keeps its kind", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...english),
        fc.constantFrom(...HEADING_TRAILERS),
        fc.boolean(),
        (h, trailer, caps) => {
          const written = capitalised(`${h.phrase} ${trailer}`);
          const line = caps ? written.toUpperCase() : written;
          fc.pre(lettersOf(`${h.phrase}${trailer}`).length <= 45);
          // A pair the vocabulary lists whole is that heading ("Qualifications summary" is a summary).
          fc.pre(!listed.has(`${h.phrase} ${trailer}`));
          expect(headingOf(line)?.kind, line).toBe(h.kind);
        },
      ),
      RUNS,
    );
  });

  it("a heading ruled with underscores or equals signs to the line's end keeps its kind, however long the rule", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...plain),
        fc.constantFrom("_", "="),
        fc.integer({ min: 3, max: 120 }),
        fc.boolean(),
        (h, mark, length, caps) => {
          const title = caps ? h.phrase.toUpperCase() : capitalised(h.phrase);
          fc.pre(title.length <= 60);
          const line = `${title} ${mark.repeat(length)}`;
          expect(headingOf(line)?.kind, line).toBe(headingOf(title)?.kind);
        },
      ),
      RUNS,
    );
  });

  it("two listed headings joined by a spaced dash are one heading of the first one's kind", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...plain.filter((p) => !qualifiers.has(p.phrase))),
        fc.constantFrom(...plain),
        fc.constantFrom(" – ", " - ", " — "),
        (a, b, dash) => {
          const line = `${a.phrase} ${dash.trim()} ${b.phrase}`.toUpperCase();
          fc.pre(line.split(/\s+/u).length <= 7);
          const text = `Иван Петров\n${line}\n«Альфа-Сервис», 2019–2021`;
          expect(kindAt(text, 1), line).toBe(a.kind);
        },
      ),
      RUNS,
    );
  });

  it("capitals whose spaces a PDF text layer lost or moved", () => {
    const qualified = fc.record({
      modifier: fc.constantFrom(...HEADING_MODIFIERS.filter((m) => m.length >= 3)),
      heading: fc.constantFrom(...plain.filter(({ phrase }) => !phrase.includes(" "))),
      cuts: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(qualified, ({ modifier, heading, cuts }) => {
        let letters = `${modifier}${heading.phrase}`.toUpperCase();
        for (const cut of cuts) {
          const at = 1 + (cut % (letters.length - 1));
          if (letters[at - 1] !== " " && letters[at] !== " ") letters = `${letters.slice(0, at)} ${letters.slice(at)}`;
        }
        fc.pre(letters.replace(/ /gu, "").length <= 45);
        // Read as the same heading with its spaces where they belong.
        const spaced = headingOf(`${modifier} ${heading.phrase}`.toUpperCase())?.kind;
        expect(headingOf(letters)?.kind, letters).toBe(spaced);
      }),
      RUNS,
    );
  });

  it("an emoji before a heading, and a Markdown level", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...plain),
        fc.constantFrom("💼 ", "🎓 ", "🛠 ", "⚙️ ", "📞 "),
        fc.constantFrom("", "## ", "# "),
        (h, emoji, mark) => {
          const line = `${mark}${emoji}${capitalised(h.phrase)}`;
          expect(headingOf(line)?.kind, line).toBe(h.kind);
        },
      ),
      RUNS,
    );
  });

  it("a heading with its first list item or an aside beside it", () => {
    // One word alone must be six letters or more to open a section beside its content ("Work" of a sentence is not).
    const core = plain.filter(
      ({ kind, phrase }) =>
        ["experience", "education", "skills", "summary", "languages"].includes(kind) &&
        (phrase.includes(" ") || phrase.length >= 6),
    );
    fc.assert(
      fc.property(fc.constantFrom(...core), fc.constantFrom("• ", "▪ "), (h, bullet) => {
        const text = `Иван Петров\n${capitalised(h.phrase)} ${bullet}Целеустремлённость\n${bullet}Коммуникабельность`;
        expect(kindAt(text, 1), text).toBe(h.kind);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.constantFrom(...plain), fc.constantFrom(" — ", " · ", " – "), (h, dash) => {
        const line = `${h.phrase.toUpperCase()}${dash}ссылки на GitHub`;
        expect(headingOf(line)?.kind, line).toBe(h.kind);
      }),
      RUNS,
    );
  });
});

describe("not headings", () => {
  it("a Markdown sub-heading with a root word inside a section", () => {
    const text = [
      "## Обо мне",
      "Системный аналитик",
      "## 🛠 Технические компетенции",
      "### 📊 Проектирование и моделирование",
      "UML, BPMN",
      "## 💼 Проектный опыт",
      "### 🎓 Дипломный проект",
      "Мобильное приложение",
    ].join("\n");
    const kinds = sectionsOf(text).map((s) => [s.line, s.kind]);
    expect(kinds).toEqual([
      [0, "summary"],
      [2, "skills"],
      [5, "experience"],
    ]);
  });

  it("a line that goes on on the next one", () => {
    fc.assert(
      fc.property(fc.constantFrom(...plain), fc.constantFrom(" &", " and", ",", " и", " /"), (h, joint) => {
        expect(headingOf(`${capitalised(h.phrase)}${joint}`)).toBeNull();
      }),
      RUNS,
    );
  });

  it("an organisation's name with a root word, a dash and a place", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "Activa Training Center",
          "Global Research Institute",
          "Harbor Community Clinic",
          "Apex Education Group",
        ),
        fc.constantFrom("Miami", "Boston, MA", "London"),
        fc.constantFrom(" - ", " – "),
        (name, place, dash) => {
          expect(headingOf(`${name}${dash}${place}`)).toBeNull();
        },
      ),
      RUNS,
    );
  });
});

function lettersOf(text: string): string {
  return text.replace(/\P{L}/gu, "");
}
