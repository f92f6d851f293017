/**
 * A resume's structure on layouts that are not one plain column (decision 480): documents made here — Word tables
 * built with the `docx` library, PDF pages drawn with positioned text — run through extraction and the reader.
 * - a heading in a table cell after a cell of several lines is a line of its own (it was glued to that cell's last
 *   line: "…Environmental Awareness Experience"), and its section is found with the jobs' years;
 * - a two-column table of date cells beside their jobs keeps each date on its job's first line (left or right);
 * - a grid of one-word cells gives each cell a line (a list, not one long item);
 * - a sidebar set on the main column's line grid is read as a column of its own, not row by row with the main text.
 */
import { Document, Packer, Paragraph, Table, TableCell, TableRow, WidthType } from "docx";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { extractDocument } from "../../worker/extraction";
import { type Fragment, layoutPage } from "../../worker/extraction/pdf-layout";
import { helveticaPdf } from "./fixtures/pdf-objects";
import { NOW } from "./now";

const RUNS = { numRuns: 25 };
const DOCX = {
  filename: "cv.docx",
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
const PDF = { filename: "cv.pdf", contentType: "application/pdf" };

/** Section headings in both languages, as resumes write them. */
const EXPERIENCE = ["Experience", "Work Experience", "EXPERIENCE", "Опыт работы", "ОПЫТ РАБОТЫ"];
const EDUCATION_LINES = [
  "NCFE Level 2 Certificate In Understanding Climate Change And Environmental Awareness",
  "BSc Biology, University of Leeds",
  "Курсы повышения квалификации «Управление проектами»",
  "GCSE Maths and English",
  "Stafford College NVQ Level 2 Catering and Hospitality",
];
const TITLES = ["Retail assistant", "Duty manager", "Warehouse operative", "Продавец-консультант", "Кладовщик"];
const EMPLOYERS = ["Iceland Frozen Foods", "Northwind Ltd", "ООО «Ромашка»", "АО «Пример»", "Contoso Stores"];

const cell = (lines: string[], width = 50): TableCell =>
  new TableCell({
    width: { size: width, type: WidthType.PERCENTAGE },
    children: lines.map((text) => new Paragraph({ text })),
  });
const table = (rows: TableCell[][]): Table =>
  new Table({ rows: rows.map((cells) => new TableRow({ children: cells })) });

async function docxOf(...children: (Paragraph | Table)[]): Promise<Uint8Array> {
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}

/** A job with its years: "09/2008 – 07/2019" and the months it spans. */
const job = fc
  .record({
    start: fc.integer({ min: 1995, max: 2012 }),
    length: fc.integer({ min: 2, max: 9 }),
    month: fc.integer({ min: 1, max: 12 }),
    title: fc.constantFrom(...TITLES),
    employer: fc.constantFrom(...EMPLOYERS),
  })
  .map((j) => ({
    ...j,
    dates: `${String(j.month).padStart(2, "0")}/${j.start} – ${String(j.month).padStart(2, "0")}/${j.start + j.length}`,
  }));

describe("Word tables: cells as lines in reading order", () => {
  it("reads a heading that opens the right cell of a two-column table as a section with its jobs", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...EXPERIENCE),
        fc.uniqueArray(fc.constantFrom(...EDUCATION_LINES), { minLength: 2, maxLength: 4 }),
        job,
        async (heading, education, work) => {
          const bytes = await docxOf(
            new Paragraph({ text: "Peter Example" }),
            table([
              [
                cell(["Contact", "peter@example.com", "Education", ...education]),
                cell([heading, work.dates, `${work.title} • ${work.employer}`, "Ran the store after hours."]),
              ],
            ]),
          );
          const doc = await extractDocument(bytes, DOCX);
          const lines = doc.text.split("\n");
          // The heading is a line of its own, never glued to the left cell's last line.
          expect(lines).toContain(heading);
          expect(lines).toContain(education.at(-1));
          const reading = readResume({ text: doc.text }, { now: NOW });
          const experience = reading.sections.find((section) => section.kind === "experience");
          expect(experience?.heading).toBe(heading);
          expect(Math.abs(reading.timeline.totalYears - work.length)).toBeLessThanOrEqual(1);
        },
      ),
      RUNS,
    );
  });

  it("keeps a date cell on its job's first line, left or right of the job, and the job's other lines after it", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(job, { minLength: 1, maxLength: 3, selector: (j) => j.start }),
        fc.boolean(),
        async (jobs, datesRight) => {
          const sorted = [...jobs].sort((p, q) => q.start - p.start);
          const rows = sorted.map((j) => {
            const entry = cell([`${j.title}, ${j.employer}`, "Served customers and kept the stock in order."], 75);
            return datesRight ? [entry, cell([j.dates], 25)] : [cell([j.dates], 25), entry];
          });
          const doc = await extractDocument(await docxOf(new Paragraph({ text: "Experience" }), table(rows)), DOCX);
          const lines = doc.text.split("\n");
          for (const j of sorted) {
            const title = `${j.title}, ${j.employer}`;
            expect(lines).toContain(datesRight ? `${title} ${j.dates}` : `${j.dates} ${title}`);
          }
          const reading = readResume({ text: doc.text }, { now: NOW });
          expect(reading.timeline.ranges.filter((range) => range.isWork)).toHaveLength(sorted.length);
        },
      ),
      RUNS,
    );
  });

  it("gives each cell of a grid of words a line of its own, and keeps a row with a number on one line", async () => {
    const skills = ["Python", "Grafana", "Active Directory", "PowerShell", "MongoDB", "Jenkins"];
    const bytes = await docxOf(
      new Paragraph({ text: "Skills" }),
      table([skills.slice(0, 3).map((s) => cell([s], 33)), skills.slice(3).map((s) => cell([s], 33))]),
      new Paragraph({ text: "Contacts" }),
      table([[cell(["Телефон:"], 30), cell(["+7 916 123-45-67"], 70)]]),
    );
    const doc = await extractDocument(bytes, DOCX);
    const lines = doc.text.split("\n");
    for (const skill of skills) expect(lines).toContain(skill);
    expect(lines).toContain("Телефон: +7 916 123-45-67");
  });

  it("keeps a cell's separator out of a nested table's cells, and nests without losing text", async () => {
    const inner = table([[cell(["2019 – 2021"], 30), cell(["Analyst, Northwind Ltd"], 70)]]);
    const outer = new Table({
      rows: [
        new TableRow({
          children: [
            new TableCell({ children: [new Paragraph("Summary"), new Paragraph("Analyst with five years")] }),
            new TableCell({ children: [new Paragraph("Experience"), inner, new Paragraph("")] }),
          ],
        }),
      ],
    });
    const doc = await extractDocument(await docxOf(outer), DOCX);
    const lines = doc.text.split("\n");
    expect(lines).toContain("Analyst with five years");
    expect(lines).toContain("Experience");
    expect(lines).toContain("2019 – 2021 Analyst, Northwind Ltd");
  });
});

// --- PDF: a sidebar on the main column's line grid ---

/** Written in ASCII: the generated PDF's font encoding (WinAnsi) is written byte for byte here. */
const SIDEBAR_BLOCKS: Record<string, string[]> = {
  SKILLS: ["Python, SQL, Tableau, Power BI", "Statistics and forecasting", "Stakeholder reporting", "Data modelling"],
  LANGUAGES: ["English - native speaker", "French - B2, German - A2", "Spanish - A1"],
  CERTIFICATES: ["Google Data Analytics", "Microsoft Power BI Analyst", "Tableau Desktop Specialist"],
};
const MAIN = (jobs: { title: string; years: string }[]): string[] => [
  "PROFILE",
  "Data analyst with nine years in banking and retail analytics",
  "",
  "EXPERIENCE",
  ...jobs.flatMap((j) => [
    `${j.title}, ${j.years}`,
    "Built the weekly revenue dashboards used by the sales team",
    "Cut the monthly reporting time from five days to two",
    "",
  ]),
  "EDUCATION",
  "MSc Statistics, University of Leeds, 2011 - 2013",
];

/** Fragments of one page as pdf.js gives them: widths of an average glyph of half the font size. */
function fragment(text: string, x: number, y: number, fontSize: number): Fragment {
  return { text, x, y, width: text.length * fontSize * 0.5, fontSize, rotated: false };
}

const sidebarLayout = fc.record({
  size: fc.integer({ min: 9, max: 11 }),
  pitch: fc.double({ min: 1.25, max: 1.6, noNaN: true }),
  right: fc.boolean(),
  blocks: fc.uniqueArray(fc.constantFrom(...Object.keys(SIDEBAR_BLOCKS)), { minLength: 1, maxLength: 2 }),
  jobs: fc.uniqueArray(
    fc.record({
      title: fc.constantFrom("Senior Data Analyst, Northwind Ltd", "Data Analyst, Contoso Bank", "Analyst, Fabrikam"),
      start: fc.integer({ min: 2005, max: 2018 }),
    }),
    { minLength: 2, maxLength: 2, selector: (j) => j.title },
  ),
});

/** The sidebar's and the main column's lines, both on one baseline grid from the same top. */
function sidebarPage(layout: SidebarLayout) {
  const jobs = layout.jobs.map((j, i) => ({ title: j.title, years: `${j.start + i * 3} - ${j.start + i * 3 + 2}` }));
  const main = MAIN(jobs);
  const side = layout.blocks.flatMap((block, i) => [...(i > 0 ? [""] : []), block, ...SIDEBAR_BLOCKS[block]!]);
  const step = layout.size * layout.pitch;
  const [sideX, mainX] = layout.right ? [420, 40] : [40, 240];
  const placed: { text: string; x: number; y: number; size: number }[] = [
    { text: "Anna Example", x: 40, y: 800, size: 18 },
  ];
  for (const [i, text] of side.entries())
    if (text) placed.push({ text, x: sideX, y: 740 - i * step, size: layout.size });
  for (const [i, text] of main.entries())
    if (text) placed.push({ text, x: mainX, y: 740 - i * step, size: layout.size });
  return { placed, side: side.filter(Boolean), main: main.filter(Boolean), jobs };
}
type SidebarLayout = {
  size: number;
  pitch: number;
  right: boolean;
  blocks: string[];
  jobs: { title: string; start: number }[];
};

describe("PDF: a sidebar on the main column's line grid", () => {
  it("reads every sidebar line and every main line whole, for any size, pitch and side", () => {
    fc.assert(
      fc.property(sidebarLayout, (layout) => {
        const page = sidebarPage(layout);
        const fragments = page.placed.map((p) => fragment(p.text, p.x, p.y, p.size));
        const lines = layoutPage(fragments, { left: 0, right: 595 }).text.split("\n");
        for (const line of [...page.side, ...page.main]) expect(lines).toContain(line);
      }),
      RUNS,
    );
  });

  it("finds the sidebar's sections and the main column's jobs in a drawn PDF", async () => {
    await fc.assert(
      fc.asyncProperty(sidebarLayout, async (layout) => {
        const page = sidebarPage(layout);
        const doc = await extractDocument(helveticaPdf(page.placed), PDF);
        const lines = doc.text.split("\n");
        for (const block of layout.blocks) expect(lines).toContain(block);
        for (const j of page.jobs) expect(lines).toContain(`${j.title}, ${j.years}`);
        const reading = readResume({ text: doc.text }, { now: NOW });
        const kinds = reading.sections.map((section) => section.kind);
        expect(kinds).toContain("experience");
        if (layout.blocks.includes("SKILLS")) expect(kinds).toContain("skills");
        if (layout.blocks.includes("LANGUAGES")) expect(kinds).toContain("languages");
      }),
      { numRuns: 12 },
    );
  });

  it("still reads a date strip beside its jobs row by row", () => {
    fc.assert(
      fc.property(fc.integer({ min: 9, max: 11 }), fc.integer({ min: 2000, max: 2015 }), (size, start) => {
        const step = size * 1.4;
        const fragments: Fragment[] = [];
        let row = 0;
        for (let j = 0; j < 4; j++) {
          fragments.push(fragment(`${start + 2 * j} – ${start + 2 * j + 2}`, 40, 740 - row * step, size));
          fragments.push(fragment(`Analyst, Company ${j + 1}`, 160, 740 - row * step, size));
          for (let d = 1; d <= 3; d++)
            fragments.push(fragment(`Duty line ${d} of the job described in words`, 160, 740 - (row + d) * step, size));
          row += 5;
        }
        const lines = layoutPage(fragments, { left: 0, right: 595 }).text.split("\n");
        for (let j = 0; j < 4; j++)
          expect(lines.some((line) => line.includes(`${start + 2 * j} – `) && line.includes(`Company ${j + 1}`))).toBe(
            true,
          );
      }),
      RUNS,
    );
  });
});
