// Layout facts decided in extraction and read by the layout criteria (decision 545): PDF table rows whose cells
// wrap are read cell by cell and reported as a table; Word tables of column cells, one-cell frames and text boxes;
// text-less pages and unmapped characters; and the ATS criteria saying what the file is, with its evidence.
import { Document, Packer, Paragraph, Table, TableCell, TableRow, WidthType } from "docx";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { extractDocument } from "../../worker/extraction";
import { brokenTextFact } from "../../worker/extraction/layout-facts";
import { type Fragment, layoutPage } from "../../worker/extraction/pdf-layout";
import { walkWordXml } from "../../worker/extraction/wordxml";
import { helveticaPdf, pdfFromObjects } from "./fixtures/pdf-objects";
import { NOW } from "./now";

const RUNS = { numRuns: 30 };
const PDF = { filename: "cv.pdf", contentType: "application/pdf" };
const DOCX = {
  filename: "cv.docx",
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Prose a table cell holds (an institution, a degree, a duty), in both languages; ASCII ones can be drawn in a PDF. */
const CELL_TEXTS = [
  "State budget general education institution of the city of Moscow school number one",
  "National research university higher school of economics faculty of world economy",
  "Responsible for the weekly stock count and the ordering of fresh goods for the store",
  "University of Leeds school of biology bachelor of science with honours in ecology",
  "Государственное бюджетное общеобразовательное учреждение города Москвы школа номер один",
  "Национальный исследовательский университет высшая школа экономики факультет мировой экономики",
];
const ASCII_TEXTS = CELL_TEXTS.filter((text) => /^[\x20-\x7E]+$/u.test(text));

/** Wraps a sentence into lines of at most `width` characters at word boundaries (every line after the first goes on in lower case). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Fragments as pdf.js gives them: widths of an average glyph of half the font size. */
function fragment(text: string, x: number, y: number, fontSize: number): Fragment {
  return { text, x, y, width: text.length * fontSize * 0.5, fontSize, rotated: false };
}

const tableRow = fc.record({
  texts: fc.uniqueArray(fc.constantFrom(...CELL_TEXTS), { minLength: 2, maxLength: 2 }),
  width: fc.integer({ min: 24, max: 34 }),
  size: fc.integer({ min: 9, max: 11 }),
  pitch: fc.double({ min: 1.2, max: 1.5, noNaN: true }),
  rightX: fc.integer({ min: 290, max: 340 }),
});

const PROFILE = [
  "Analyst with seven years of work in retail and banking, building reports and dashboards for sales",
  "teams and the board; looking for a senior role in a data team where the numbers decide what to do,",
  "with a team that values clean data, clear definitions and reports people read every week in the office",
];
const AFTER = [
  "English, level C1: worked with partners in London and Dublin on daily calls and wrote the weekly report",
  "German, level A2: read the supplier documents and the contracts with the help of a dictionary at work",
  "Russian, native speaker: all the training materials for the new analysts in the team were written by me",
];

/** A profile, a table row of two wrapping cells on one baseline grid, then a list across the page. */
function tablePage(row: { texts: string[]; width: number; size: number; pitch: number; rightX: number }) {
  const [left, right] = row.texts.map((text) => wrap(text, row.width)) as [string[], string[]];
  const step = row.size * row.pitch;
  // A page of one column around the table: a profile paragraph above, a list across the page below.
  const placed = PROFILE.map((text, i) => ({ text, x: 40, y: 800 - i * step, size: row.size }));
  const top = 800 - (PROFILE.length + 1) * step;
  placed.push({ text: "EDUCATION", x: 40, y: top, size: row.size });
  for (const [i, text] of left.entries()) placed.push({ text, x: 40, y: top - (i + 1) * step, size: row.size });
  for (const [i, text] of right.entries())
    placed.push({ text, x: row.rightX, y: top - (i + 1) * step, size: row.size });
  const below = top - (Math.max(left.length, right.length) + 1) * step;
  placed.push({ text: "LANGUAGES", x: 40, y: below, size: row.size });
  for (const [i, text] of AFTER.entries()) placed.push({ text, x: 40, y: below - (i + 1) * step, size: row.size });
  return { placed, left, right };
}

describe("PDF: a table row whose cells wrap is read cell by cell", () => {
  it("keeps each cell's lines together and reports a table with its first line, for any width, size and pitch", () => {
    fc.assert(
      fc.property(tableRow, (row) => {
        const page = tablePage(row);
        const fragments = page.placed.map((p) => fragment(p.text, p.x, p.y, p.size));
        const layout = layoutPage(fragments, { left: 0, right: 595 });
        expect(layout.text).toContain(page.left.join("\n"));
        expect(layout.text).toContain(page.right.join("\n"));
        // The heading under the row is not taken into a cell, and the row comes before it.
        expect(layout.text.indexOf(page.right.at(-1)!)).toBeLessThan(layout.text.indexOf("LANGUAGES"));
        expect(layout.text).toContain(`LANGUAGES\n${AFTER[0]}`);
        expect(layout.multiColumn).toBe(false);
        expect(layout.facts).toContainEqual({ kind: "table", evidence: page.left[0] });
        expect(layout.facts).toContainEqual({ kind: "columns", evidence: page.left[0] });
        expect(layout.hasTables).toBe(true);
      }),
      RUNS,
    );
  });

  it("leaves a date strip beside entries row by row (the date stays on its entry's line)", () => {
    const size = 10;
    const rows: [string, string][] = [
      ["Sep 2019 -", "Senior Analyst, Northwind Ltd"],
      ["Present", "built the weekly revenue dashboards for the"],
      ["", "sales team and the board"],
    ];
    const fragments = rows.flatMap(([date, entry], i) => [
      ...(date ? [fragment(date, 40, 700 - i * 13, size)] : []),
      fragment(entry, 200, 700 - i * 13, size),
    ]);
    const text = layoutPage(fragments, { left: 0, right: 595 }).text;
    expect(text.split("\n")[0]).toBe("Sep 2019 -  Senior Analyst, Northwind Ltd");
  });

  it("reads the row's facts through extraction into the reading and the ATS criteria", async () => {
    await fc.assert(
      fc.asyncProperty(
        tableRow.filter((row) => row.texts.every((text) => ASCII_TEXTS.includes(text))),
        async (row) => {
          const page = tablePage(row);
          const doc = await extractDocument(helveticaPdf(page.placed), PDF);
          expect(doc.text).toContain(page.left.join("\n"));
          const table = doc.layout.facts?.find((fact) => fact.kind === "table");
          expect(table).toEqual({ kind: "table", evidence: page.left[0], page: 1 });
          const report = analyzeResume(
            { text: doc.text, format: "pdf", pageCount: 1, layout: doc.layout },
            { now: NOW },
          );
          expect(report.reading.layout?.facts).toContainEqual(table);
          const tables = report.criteria.find((c) => c.id === "ats.tables");
          expect(tables?.status).not.toBe("pass");
          // Never "one column" for two cells of text side by side.
          expect(report.criteria.find((c) => c.id === "ats.columns")?.status).not.toBe("pass");
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe("PDF: an icon font's glyph glued before a contact", () => {
  it("is a word of its own, so the contact is read whole", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[a-z]{3,8}(?:[._][a-z]{2,6})?$/),
        fc.constantFrom("gmail.com", "mail.ru", "example.org"),
        fc.constantFrom("B", "E", "M", "@"),
        async (local, domain, icon) => {
          const address = `${local}@${domain}`;
          // The icon in a font of its own (Courier here), the address right after it in the body font, no gap.
          const content = `BT /F2 10 Tf 40 760 Td (${icon}) Tj /F1 10 Tf (${address}) Tj ET\nBT /F1 10 Tf 40 740 Td (Anna Example, data analyst) Tj ET`;
          const bytes = pdfFromObjects([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>",
            `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
          ]);
          const doc = await extractDocument(bytes, PDF);
          expect(doc.text).toContain(`${icon} ${address}`);
          expect(doc.email).toBe(address);
        },
      ),
      { numRuns: 8 },
    );
  });
});

// --- Word: tables of column cells, frames and text boxes ---

const cell = (lines: string[]): TableCell =>
  new TableCell({
    width: { size: 50, type: WidthType.PERCENTAGE },
    children: lines.map((text) => new Paragraph({ text })),
  });

async function docxOf(...children: (Paragraph | Table)[]): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toArrayBuffer(new Document({ sections: [{ children }] })));
}

describe("Word: the layout a table or a text box makes", () => {
  it("reports columns for a row of several-line cells, a table for a row of cells, nothing for a one-cell frame", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...CELL_TEXTS), { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 2, max: 4 }),
        async ([left, right], lines) => {
          const leftLines = wrap(left!, 30).slice(0, lines);
          const columns = await extractDocument(
            await docxOf(
              new Paragraph({ text: "Anna Example" }),
              new Table({ rows: [new TableRow({ children: [cell(leftLines), cell(wrap(right!, 30))] })] }),
            ),
            DOCX,
          );
          expect(columns.layout.facts).toContainEqual({ kind: "columns", evidence: leftLines[0], page: null });
          expect(columns.layout.facts).toContainEqual({ kind: "table", evidence: leftLines[0], page: null });

          const record = await extractDocument(
            await docxOf(
              new Table({ rows: [new TableRow({ children: [cell(["Телефон:"]), cell(["+7 916 123-45-67"])] })] }),
              new Paragraph({ text: left! }),
            ),
            DOCX,
          );
          expect(record.layout.facts?.map((fact) => fact.kind)).toEqual(["table"]);

          const frame = await extractDocument(
            await docxOf(new Table({ rows: [new TableRow({ children: [cell([left!, right!])] })] })),
            DOCX,
          );
          expect(frame.layout.facts).toEqual([]);
        },
      ),
      { numRuns: 8 },
    );
  });

  it("reports a text box with words, with its first line; an empty shape is none", () => {
    const box = (words: string) =>
      `<w:document><w:body><w:p><w:r><w:t>Anna Example</w:t></w:r></w:p><w:p><w:r><mc:AlternateContent><mc:Choice><w:drawing><wps:txbx><w:txbxContent>${words}</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox><w:txbxContent>${words}</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p></w:body></w:document>`;
    const withWords = walkWordXml(
      box("<w:p><w:r><w:t>CONTACTS</w:t></w:r></w:p><w:p><w:r><w:t>anna@example.com</w:t></w:r></w:p>"),
    );
    expect(withWords.facts).toEqual([{ kind: "text_box", evidence: "CONTACTS", page: null }]);
    expect(walkWordXml(box("<w:p></w:p>")).facts).toEqual([]);
  });
});

// --- Characters a font did not map ---

describe("broken text: characters the file's fonts did not map", () => {
  it("counts replacement characters and private-use glyphs inside words, not an icon before a word", () => {
    const broken = brokenTextFact("Менед\uE001ер по прода\uE002ам\nОпыт \uFFFD работы и ещё \uFFFD");
    expect(broken).toEqual({ kind: "broken_text", evidence: "Менед\uE001ер (4)", page: null });
    // Icon fonts: a glyph before a phone, an e-mail or a heading, bullets: the words themselves are whole.
    expect(brokenTextFact("\uF095 +7 916 123-45-67\n\uF0E0 anna@example.com\n\uF0B7 Python\n\uF0B7 SQL")).toBeNull();
    // One stray character is a slip, not a broken file.
    expect(brokenTextFact("Опыт работы \uFFFD 5 лет")).toBeNull();
  });
});

// --- The ATS criteria read the facts ---

const RESUME = [
  "Анна Пример",
  "anna@example.com | +7 916 123-45-67 | Москва",
  "Опыт работы",
  "2019 – н.в. Аналитик, ООО «Ромашка»",
  "Строила отчёты для отдела продаж | SQL | Power BI",
  "Образование",
  "2013 – 2018 МГУ, экономический факультет",
  "Навыки",
  "SQL | Python | Excel | Power BI",
].join("\n");

function criterion(layout: Parameters<typeof analyzeResume>[0]["layout"], id: string) {
  const report = analyzeResume({ text: RESUME, format: "pdf", pageCount: 1, language: "ru", layout }, { now: NOW });
  return report.criteria.find((c) => c.id === id);
}

describe("ATS criteria from the layout facts", () => {
  const base = { multiColumn: false, hasTables: false, hasTextLayer: true };

  it("never says one column when extraction saw columns, and quotes where", () => {
    const columns = criterion({ ...base, facts: [{ kind: "columns", evidence: "LANGUAGES", page: 1 }] }, "ats.columns");
    expect(columns?.status).not.toBe("pass");
    expect(columns?.finding).toContain("«LANGUAGES»");
    const textBox = criterion(
      { ...base, facts: [{ kind: "text_box", evidence: "КОНТАКТЫ", page: null }] },
      "ats.columns",
    );
    expect(textBox?.status).not.toBe("pass");
    expect(textBox?.finding).toContain("надпис");
  });

  it("says tables from extraction's facts, not from «|» between words, when the structure was known", () => {
    expect(criterion({ ...base, facts: [] }, "ats.tables")?.status).toBe("pass");
    const table = criterion(
      { ...base, facts: [{ kind: "table", evidence: "Фамилия Имя Отчество", page: 1 }] },
      "ats.tables",
    );
    expect(table?.status).not.toBe("pass");
    expect(table?.finding).toContain("«Фамилия Имя Отчество»");
    // Text given without a file's facts is judged by its lines, as before.
    expect(criterion(undefined, "ats.tables")?.status).not.toBe("pass");
  });

  it("says what it could not read: broken characters and text-less pages", () => {
    const broken = criterion(
      { ...base, facts: [{ kind: "broken_text", evidence: "Менед\uE001ер (4)", page: null }] },
      "ats.encoding",
    );
    expect(broken?.status).not.toBe("pass");
    expect(broken?.finding).toContain("не читается");
    const image = criterion({ ...base, facts: [{ kind: "image_page", evidence: "2", page: 2 }] }, "ats.text_layer");
    expect(image?.status).not.toBe("pass");
    expect(image?.finding).toContain("странице 2");
  });
});
