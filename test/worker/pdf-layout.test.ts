/**
 * PDF reading order and text-layer repairs over generated pages (decision 420): positioned fragments as pdf.js
 * gives them, built here for each layout, so every property holds for any font size, offset and wording drawn.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dropPageFurniture } from "../../worker/extraction/pdf-furniture";
import { repairGlyphs } from "../../worker/extraction/pdf-glyphs";
import { type Fragment, layoutPage } from "../../worker/extraction/pdf-layout";

const PAGE = { left: 0, right: 595 };

/** A fragment as pdf.js reports it: width from an average glyph of half the font size. */
function fragment(text: string, x: number, y: number, fontSize: number): Fragment {
  return { text, x, y, width: text.length * fontSize * 0.5, fontSize, rotated: false };
}

/** Fragments laid one after another on a baseline, each `gap` points after the previous one's end. */
function run(parts: { text: string; fontSize: number; rise?: number }[], x: number, y: number, gap = 0): Fragment[] {
  const out: Fragment[] = [];
  let at = x;
  for (const part of parts) {
    const piece = fragment(part.text, at, y + (part.rise ?? 0), part.fontSize);
    out.push(piece);
    at = piece.x + piece.width + gap;
  }
  return out;
}

const ORDINALS = ["st", "nd", "rd", "th", "er", "e"];
const MONTHS = ["January", "March", "July", "September", "November"];

describe("superscripts and subscripts stay on their line", () => {
  it("reads an ordinal date as one line for any font size, script size and rise", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 8, max: 16, noNaN: true }),
        fc.double({ min: 0.55, max: 0.75, noNaN: true }),
        fc.double({ min: 0.2, max: 0.5, noNaN: true }),
        fc.integer({ min: 1, max: 28 }),
        fc.constantFrom(...ORDINALS),
        fc.constantFrom(...MONTHS),
        fc.integer({ min: 1990, max: 2025 }),
        (size, scale, rise, day, ordinal, month, year) => {
          const y = 700;
          const fragments = [
            ...run(
              [
                { text: String(day), fontSize: size },
                { text: ordinal, fontSize: size * scale, rise: rise * size },
                { text: ` ${month} ${year} – Present`, fontSize: size },
              ],
              72,
              y,
            ),
            // Lines above and below at the usual pitch: a script never joins them.
            fragment("Work Experience", 72, y + 2.2 * size, size),
            fragment("Software Developer, Example Ltd", 72, y - 1.4 * size, size),
          ];
          const lines = layoutPage(fragments, PAGE).text.split("\n");
          expect(lines).toContain(`${day}${ordinal} ${month} ${year} – Present`);
          expect(lines).toContain("Software Developer, Example Ltd");
        },
      ),
    );
  });

  it("keeps footnote marks and subscripts on the line they belong to", () => {
    fc.assert(
      fc.property(fc.double({ min: 8, max: 14, noNaN: true }), (size) => {
        const fragments = [
          ...run(
            [
              { text: "Algorithms in O(N", fontSize: size },
              { text: "2", fontSize: size * 0.7, rise: 0.35 * size },
              { text: ") time; CO", fontSize: size },
              { text: "2", fontSize: size * 0.7, rise: -0.2 * size },
              { text: " sensors", fontSize: size },
            ],
            72,
            600,
          ),
          fragment("Research", 72, 600 + 2 * size, size),
        ];
        expect(layoutPage(fragments, PAGE).text.split("\n")).toContain("Algorithms in O(N2) time; CO2 sensors");
      }),
    );
  });

  it("leaves a line of small text in its own place, even close under a large name", () => {
    fc.assert(
      fc.property(fc.double({ min: 18, max: 28, noNaN: true }), (size) => {
        const fragments = [
          fragment("Ivan Petrov", 72, 760, size),
          fragment("Backend developer", 72, 760 - 0.9 * size, size * 0.45),
          fragment("Moscow", 72, 760 - 0.9 * size - 10, size * 0.45),
        ];
        expect(layoutPage(fragments, PAGE).text.split("\n").slice(0, 3)).toEqual([
          "Ivan Petrov",
          "Backend developer",
          "Moscow",
        ]);
      }),
    );
  });
});

describe("a list marker belongs to its item", () => {
  const MARKERS = ["•", "●", "▪", "■", "◦", "►", "✓", "➢"];

  it("never reads the gap after a bullet as a column gutter, however wide the table beside it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKERS),
        fc.double({ min: 9, max: 12, noNaN: true }),
        fc.double({ min: 0.6, max: 2.5, noNaN: true }),
        fc.integer({ min: 8, max: 14 }),
        (marker, size, gapInSizes, rows) => {
          const fragments: Fragment[] = [];
          const skills: string[] = [];
          for (let row = 0; row < rows; row++) {
            const y = 720 - row * 1.3 * size;
            // A table's left cells on some rows (job, start, end), bullets with skills on every row.
            if (row % 3 === 0) {
              fragments.push(fragment(`Company${row} -`, 72, y, size), fragment(`${2010 + row}`, 160, y, size));
              fragments.push(fragment("Current", 230, y, size));
            }
            const bullet = fragment(marker, 310, y, size);
            const skill = `Skill number ${row} of the job`;
            skills.push(skill);
            fragments.push(bullet, fragment(skill, bullet.x + bullet.width + gapInSizes * size, y, size));
          }
          const text = layoutPage(fragments, PAGE).text;
          for (const skill of skills) expect(text).toContain(`${marker} ${skill}`);
          // Read row by row: the first job comes before the second row's skill.
          expect(text.indexOf("Company0")).toBeLessThan(text.indexOf(skills[1]!));
        },
      ),
    );
  });

  it("still reads a real sidebar beside the main column after it", () => {
    const fragments: Fragment[] = [];
    for (let row = 0; row < 12; row++) {
      fragments.push(fragment(`• Sidebar skill ${row}`, 40, 760 - row * 14, 10));
      fragments.push(fragment(`Main column sentence number ${row} about work`, 240, 757 - row * 19, 10));
    }
    const text = layoutPage(fragments, PAGE).text;
    expect(text.indexOf("Sidebar skill 11")).toBeLessThan(text.indexOf("Main column sentence number 0"));
  });
});

describe("text-layer repairs", () => {
  // TeX draws an accented letter as a spacing accent then the letter.
  const CASES: [string, string][] = [
    ["Andirk ´o", "Andirkó"],
    ["Andirk´o, PhD", "Andirkó, PhD"],
    ["Mart´ınez-Gil", "Martínez-Gil"],
    ["Schr¨odinger", "Schrödinger"],
    ["Universit`a della Svizzera", "Università della Svizzera"],
    ["Lule˚a University", "Luleå University"],
    ["Franc¸ois", "François"],
    ["´Ecole Polytechnique", "École Polytechnique"],
    ["Dvoˇr´ak", "Dvořák"],
  ];

  it.each(CASES)("joins TeX's accent and letter: %s", (input, expected) => {
    expect(repairGlyphs(input)).toBe(expected);
  });

  it("leaves an acute typed as an apostrophe and a backtick quote alone", () => {
    for (const text of ["Master´s degree", "don´t", "I´m", "we´ll", "a corpus of `USD 2 bn`", "2015 ´ 2016", "´"]) {
      expect(repairGlyphs(text)).toBe(text);
    }
  });

  it("reads kra as к inside Cyrillic words only, for any word", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(..."абвгдежзийклмнопрстуфхцчшщыэюя"), { minLength: 1, maxLength: 8 }),
        fc.array(fc.constantFrom(..."абвгдежзийклмнопрстуфхцчшщыэюя"), { minLength: 0, maxLength: 8 }),
        (head, tail) => {
          const word = `${head.join("")}к${tail.join("")}`;
          expect(repairGlyphs(`Опыт: ${word.replace("к", "ĸ")}, Kĸ`)).toBe(`Опыт: ${word}, Kĸ`);
        },
      ),
    );
  });
});

describe("page furniture", () => {
  /** A page of body lines with a running head and a footer at fixed places. */
  function page(number: number, pages: number, body: string[], head: string, footer: string): Fragment[] {
    return [
      fragment(head, 72, 800, 9),
      ...body.map((line, index) => fragment(line, 72, 760 - index * 14, 11)),
      fragment(footer.replace("{n}", String(number)).replace("{of}", String(pages)), 72, 30, 9),
    ];
  }

  const FOOTERS = [
    "{n}",
    "- {n} -",
    "{n}/{of}",
    "Page {n} of {of}",
    "Стр. {n} из {of}",
    "Страница {n}",
    "P a g e {n}|{of}",
  ];
  const PARTS = ["one", "two", "three", "four", "five"];
  const HEADS = ["Иванов Иван • Резюме обновлено 12 марта 2024 в 10:00", "CV Ivan Petrov • ivan1@mail.ru"];

  it("keeps a running head once, drops page numbers, and keeps every body line", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HEADS),
        fc.constantFrom(...FOOTERS),
        fc.integer({ min: 2, max: 5 }),
        (head, footer, pages) => {
          const read = Array.from({ length: pages }, (_, index) => {
            const body = Array.from({ length: 8 }, (_, line) => `Body line ${line} of part ${PARTS[index]}`);
            const layout = layoutPage(page(index + 1, pages, body, head, footer), PAGE);
            return { text: layout.text, edges: layout.edges };
          });
          const text = dropPageFurniture(read).texts.join("\n\n");
          expect(text.split(head).length - 1).toBe(1);
          expect(text.startsWith(head)).toBe(true);
          for (let index = 1; index <= pages; index++) {
            const number = footer.replace("{n}", String(index)).replace("{of}", String(pages));
            expect(text.split("\n")).not.toContain(number);
            for (let line = 0; line < 8; line++)
              expect(text).toContain(`Body line ${line} of part ${PARTS[index - 1]}`);
          }
        },
      ),
    );
  });

  it("knows a footer by its words and numbers, whatever the page number in it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "ivan-petrov.dev | Ivan Petrov CV  {n}/{of}",
          "ivan1@mail.ru | +7 915 123-45-67 | PAGE {n}",
          "Резюме обновлено 12 марта 2024 в 10:00 • стр. {n}",
        ),
        fc.integer({ min: 2, max: 4 }),
        (footer, pages) => {
          const read = Array.from({ length: pages }, (_, index) => {
            const body = Array.from({ length: 8 }, (_, line) => `Line ${line} of part ${PARTS[index]}`);
            const layout = layoutPage(page(index + 1, pages, body, "Ivan Petrov", footer), PAGE);
            return { text: layout.text, edges: layout.edges };
          });
          const lines = dropPageFurniture(read).texts.join("\n").split("\n");
          const footers = lines.filter((line) => line.startsWith(footer.slice(0, 12)));
          expect(footers).toEqual([footer.replace("{n}", "1").replace("{of}", String(pages))]);
        },
      ),
    );
  });

  // A browser's print header and footer (decision 725): Chrome's and Firefox's forms in both languages.
  const PRINT_HEADS = [
    "19.08.2026, 11:48  CV Ivan Petrov",
    "8/19/26, 11:48 AM  Ivan Petrov - Resume",
    "2026-08-19 11:48  Резюме Иванова",
    "19.08.2026, 11:48",
  ];
  const PRINT_FOOTERS = [
    "file:///C:/Users/ivan/Desktop/cv/index.html  {n}/{of}",
    "localhost:63342/cv/index.html?lang=ru&short=1  {n}/{of}",
    "https://ivan-petrov.dev/cv.html  {n}/{of}",
    "about:blank  {n}/{of}",
    "{n} из {of}  19.08.2026, 11:48",
    "Page {n} of {of}  8/19/26, 11:48 AM",
  ];

  it("drops a browser's print head and footer from every page, keeps every body line, and says which", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRINT_HEADS),
        fc.constantFrom(...PRINT_FOOTERS),
        fc.integer({ min: 1, max: 4 }),
        (head, footer, pages) => {
          const read = Array.from({ length: pages }, (_, index) => {
            const body = Array.from({ length: 8 }, (_, line) => `Body line ${line} of part ${PARTS[index]}`);
            const layout = layoutPage(page(index + 1, pages, body, head, footer), PAGE);
            return { text: layout.text, edges: layout.edges };
          });
          const { texts, browserPrint } = dropPageFurniture(read);
          const lines = texts
            .join("\n")
            .split("\n")
            .filter((line) => line !== "");
          expect(lines).toHaveLength(8 * pages);
          expect(lines.every((line) => line.startsWith("Body line"))).toBe(true);
          expect(browserPrint).toEqual({ line: head.replace(/\s+/gu, " "), page: 1 });
        },
      ),
    );
  });

  it("keeps a person's own link or a body line at a page's edge when nothing a browser prints is there", () => {
    for (const edge of ["https://github.com/ivan-petrov", "CI/CD  1/2", "Сертификат 19.08.2026", "Ivan Petrov 2026"]) {
      const layout = layoutPage(
        [
          ...Array.from({ length: 8 }, (_, line) => fragment(`Body line ${line}`, 72, 760 - line * 14, 11)),
          fragment(edge, 72, 30, 9),
        ],
        PAGE,
      );
      const { texts, browserPrint } = dropPageFurniture([{ text: layout.text, edges: layout.edges }]);
      expect(texts[0]).toContain(edge);
      expect(browserPrint).toBeNull();
    }
  });

  it("keeps body lines that happen to repeat at the top of two pages unless the edge above is furniture", () => {
    const read = [1, 2].map((number) => {
      const layout = layoutPage(
        [
          fragment(`Section ${number === 1 ? "Projects" : "Committees"}`, 72, 800, 12),
          fragment("European", 72, 786, 11),
          ...Array.from({ length: 8 }, (_, line) => fragment(`Line ${line}`, 72, 760 - line * 14, 11)),
        ],
        PAGE,
      );
      return { text: layout.text, edges: layout.edges };
    });
    expect(dropPageFurniture(read).texts.join("\n").split("European").length - 1).toBe(2);
  });
});
