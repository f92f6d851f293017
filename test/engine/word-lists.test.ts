/**
 * What a recruiter sees in the file is what extraction keeps (decision 610): Word list paragraphs (w:numPr, direct or
 * through a paragraph style) and ODF list items show their bullet or number in the text; a numbered heading stays a
 * heading; hyperlinks behind words (Word relationships, PDF link annotations) reach the contacts reader as links.
 * Generated documents: items × list kinds × levels, and link words × targets × formats.
 */
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from "docx";
import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../../worker/analysis/engine/index";
import { extractDocument, normalizeText } from "../../worker/extraction";
import { pdfFromObjects } from "./fixtures/pdf-objects";
import { NOW } from "./now";

const RUNS = { numRuns: 25 };
const DOCX = {
  filename: "cv.docx",
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Duties as people write them, in both languages: what a list item holds. */
const DUTIES = [
  "Built weekly sales reports in Power BI for the regional team",
  "Reduced stock losses by 12% through a new counting routine",
  "Trained six new cashiers on the till and the returns policy",
  "Migrated the billing service from PHP to Go without downtime",
  "Вёл переговоры с поставщиками и снизил закупочные цены на 8%",
  "Настроила сквозную аналитику для трёх интернет-магазинов",
  "Обучал новых сотрудников работе с кассой и возвратами",
  "Сократил время обработки заявок с двух дней до четырёх часов",
];

type ListKind = "bullet" | "decimal" | "style";

const NUMBERING = {
  config: [
    {
      reference: "numbers",
      levels: [
        { level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START },
        { level: 1, format: LevelFormat.LOWER_LETTER, text: "%2)", alignment: AlignmentType.START },
      ],
    },
    {
      reference: "dots",
      levels: [
        { level: 0, format: LevelFormat.BULLET, text: "\u2022", alignment: AlignmentType.START },
        { level: 1, format: LevelFormat.BULLET, text: "o", alignment: AlignmentType.START },
      ],
    },
  ],
};

/** A paragraph style that numbers its paragraphs itself (the list comes through the style, not the paragraph). */
const STYLES = {
  paragraphStyles: [
    { id: "Duty", name: "Duty", basedOn: "Normal", paragraph: { numbering: { reference: "dots", level: 0 } } },
  ],
};

function item(text: string, kind: ListKind, level = 0): Paragraph {
  if (kind === "bullet") return new Paragraph({ text, bullet: { level } });
  if (kind === "style") return new Paragraph({ text, style: "Duty" });
  return new Paragraph({ text, numbering: { reference: "numbers", level } });
}

async function docx(children: Paragraph[]): Promise<Uint8Array> {
  const document = new Document({ numbering: NUMBERING, styles: STYLES, sections: [{ children }] });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}

/** A resume around a list: a name, an experience heading and a dated job, the list, an education section. */
function resumeAround(list: Paragraph[], heading: Paragraph = new Paragraph({ text: "Опыт работы" })): Paragraph[] {
  return [
    new Paragraph({ text: "Иван Петров" }),
    new Paragraph({ text: "ivan.petrov@mail.ru" }),
    heading,
    new Paragraph({ text: "ООО «Ромашка», аналитик, 2019 – 2024" }),
    ...list,
    new Paragraph({ text: "Образование" }),
    new Paragraph({ text: "МГУ, экономический факультет, 2013 – 2018" }),
  ];
}

const lines = (text: string) => text.split("\n").map((line) => line.trim());

describe("Word list paragraphs keep their bullets and numbers", () => {
  it("writes each item's marker, in order, and the engine counts the list", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...DUTIES), { minLength: 3, maxLength: 6 }),
        fc.constantFrom<ListKind>("bullet", "decimal", "style"),
        async (duties, kind) => {
          const doc = await extractDocument(await docx(resumeAround(duties.map((d) => item(d, kind)))), DOCX);
          const text = lines(doc.text);
          duties.forEach((duty, i) => {
            const marker = kind === "decimal" ? `${i + 1}. ` : "• ";
            expect(text, kind).toContain(`${marker}${duty}`);
          });
          const report = analyzeResume({ text: doc.text, format: "docx", layout: doc.layout }, { now: NOW });
          expect(report.facts.bulletLines).toBeGreaterThanOrEqual(duties.length);
          const bullets = report.criteria.find((c) => c.id === "content.bullets");
          if (bullets) expect(bullets.finding).not.toContain("без пунктов");
        },
      ),
      RUNS,
    );
  });

  it("numbers a second level after its parent and starts it again under the next parent", async () => {
    const [a, b, c, d, e] = DUTIES;
    const doc = await extractDocument(
      await docx([
        item(a!, "decimal"),
        item(b!, "decimal", 1),
        item(c!, "decimal", 1),
        item(d!, "decimal"),
        item(e!, "decimal", 1),
      ]),
      DOCX,
    );
    expect(lines(doc.text).filter(Boolean)).toEqual([`1. ${a}`, `a) ${b}`, `b) ${c}`, `2. ${d}`, `a) ${e}`]);
  });

  it("keeps a numbered heading a heading: a heading style, or a short line in capitals", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("Опыт работы", "Work experience", "ОПЫТ РАБОТЫ", "EXPERIENCE"),
        fc.boolean(),
        async (title, styled) => {
          fc.pre(styled || title === title.toUpperCase());
          const heading = styled
            ? new Paragraph({
                text: title,
                heading: HeadingLevel.HEADING_1,
                numbering: { reference: "numbers", level: 0 },
              })
            : new Paragraph({ text: title, numbering: { reference: "numbers", level: 0 } });
          const doc = await extractDocument(await docx(resumeAround([item(DUTIES[0]!, "bullet")], heading)), DOCX);
          expect(lines(doc.text)).toContain(title);
          const reading = readResume({ text: doc.text }, { now: NOW });
          expect(reading.sections.map((s) => s.kind)).toContain("experience");
        },
      ),
      { numRuns: 8 },
    );
  });

  it("writes no marker twice, none for an empty item, none where numbering is taken away", async () => {
    const typed = await extractDocument(
      await docx([item("• Typed bullet already", "bullet"), item("", "bullet")]),
      DOCX,
    );
    expect(typed.text).toContain("• Typed bullet already");
    expect(typed.text).not.toContain("• •");
    expect(typed.text.trim()).toBe("• Typed bullet already");
  });
});

describe("a marker glued to its item's first word", () => {
  it("gets its space, so the line reads as a list item; a dash or a star before a word or a number does not", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("•", "◦", "▪", "■", "●", "►", "▶", "➢", "✓", "✔"),
        fc.constantFrom(...DUTIES),
        (marker, duty) => {
          expect(normalizeText(`${marker}${duty}`)).toBe(`${marker} ${duty}`);
          // The text as extraction hands it on (normalised), not as the engine gets text typed in directly.
          const text = normalizeText(resumeText(DUTIES.slice(0, 4).map((d) => `${marker}${d}`)));
          const report = analyzeResume({ text }, { now: NOW });
          expect(report.facts.bulletLines).toBeGreaterThanOrEqual(4);
        },
      ),
      { numRuns: 20 },
    );
    for (const line of ["-5% churn", "*Note", "·Python", "+7 916 123-45-67", "5.Tableau"])
      expect(normalizeText(line)).toBe(line);
  });
});

/** A resume's text around list lines (for text given directly). */
function resumeText(items: string[]): string {
  return [
    "Иван Петров",
    "Опыт работы",
    "ООО «Ромашка», аналитик, 2019 – 2024",
    ...items,
    "Образование",
    "МГУ, 2018",
  ].join("\n");
}

/** An ODT whose body is a list of items (ODF's text:list), after a heading. */
function odtWithList(items: string[]): Uint8Array {
  const xmlText = (s: string) => s.replace(/&/gu, "&amp;").replace(/</gu, "&lt;");
  const list = items.map((t) => `<text:list-item><text:p>${xmlText(t)}</text:p></text:list-item>`).join("");
  const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:list><text:list-item><text:h text:outline-level="1">Experience</text:h></text:list-item></text:list><text:p>Acme Ltd, analyst, 2019 - 2023</text:p><text:list>${list}</text:list></office:text></office:body></office:document-content>`;
  return zipSync({
    mimetype: strToU8("application/vnd.oasis.opendocument.text"),
    "content.xml": strToU8(content),
  });
}

describe("ODF list items keep their bullets", () => {
  it("writes a bullet before each item's text, never before a heading in a list", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.constantFrom(...DUTIES), { minLength: 1, maxLength: 5 }), async (duties) => {
        const doc = await extractDocument(odtWithList(duties), {
          filename: "cv.odt",
          contentType: "application/vnd.oasis.opendocument.text",
        });
        const text = lines(doc.text);
        for (const duty of duties) expect(text).toContain(`• ${duty}`);
        expect(text).toContain("Experience");
      }),
      { numRuns: 10 },
    );
  });
});

/** Words a link sits behind and the targets of a person's profiles and works. */
const LINK_WORDS = ["Мои репозитории", "My projects", "Profile", "Портфолио", "Nursultan Petrov", "Projects"];
const handle = fc.stringMatching(/^[a-z][a-z0-9]{3,10}$/u);
const profile = fc.oneof(
  handle.map((h) => ({ url: `https://github.com/${h}?tab=repositories`, kind: "github", address: `github.com/${h}` })),
  handle.map((h) => ({ url: `https://www.linkedin.com/in/${h}/`, kind: "linkedin", address: `linkedin.com/in/${h}` })),
  handle.map((h) => ({ url: `https://hh.kz/resume/${h}`, kind: "hh", address: `hh.kz/resume/${h}` })),
);

async function docxWithLink(words: string, url: string): Promise<Uint8Array> {
  return docx([
    new Paragraph({ text: "Иван Петров" }),
    new Paragraph({ children: [new ExternalHyperlink({ link: url, children: [new TextRun(words)] })] }),
    new Paragraph({ text: "Опыт работы" }),
    new Paragraph({ text: "ООО «Ромашка», frontend-разработчик, 2019 – 2024" }),
  ]);
}

/** A one-page PDF with the link's words on a line and a link annotation over them. */
function pdfWithLink(words: string, url: string): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/gu, (c) => `\\${c}`);
  const content = [
    "BT /F1 16 Tf 72 760 Td (Ivan Petrov) Tj ET",
    `BT /F1 11 Tf 72 730 Td (${esc(words)}) Tj ET`,
    "BT /F1 13 Tf 72 690 Td (Experience) Tj ET",
    "BT /F1 11 Tf 72 670 Td (Acme Ltd, frontend developer, 2019 - 2023) Tj ET",
  ].join("\n");
  const annot = `<< /Type /Annot /Subtype /Link /Rect [71 726 ${72 + words.length * 6.2} 742] /Border [0 0 0] /A << /S /URI /URI (${esc(url)}) >> >>`;
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R /Annots [6 0 R] >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    annot,
  ]);
}

describe("hyperlinks behind words are links the person gave", () => {
  it("reach the reading's links with their words, and the report does not say there are none", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LINK_WORDS),
        profile,
        fc.constantFrom("docx" as const, "pdf" as const),
        async (words, target, format) => {
          fc.pre(format === "docx" || /^[\x20-\x7e]+$/u.test(words));
          const bytes = format === "docx" ? await docxWithLink(words, target.url) : pdfWithLink(words, target.url);
          const doc = await extractDocument(
            bytes,
            format === "docx" ? DOCX : { filename: "cv.pdf", contentType: "application/pdf" },
          );
          expect(doc.layout.links).toEqual([{ url: target.url, text: words }]);
          // The address is kept as a layout fact; only a channel's name ("Profile") before a person's page gets it
          // written after the words (decision 460), and then once.
          const written = doc.text.split(target.address).length - 1;
          expect(written).toBeLessThanOrEqual(1);
          const report = analyzeResume({ text: doc.text, format, layout: doc.layout }, { now: NOW });
          const found = report.reading.contacts.links.filter((l) => l.url.includes(target.address));
          expect(found).toHaveLength(1);
          expect(found[0]).toMatchObject(written ? { kind: target.kind } : { kind: target.kind, behind: words });
          if (written) expect(found[0]!.behind).toBeUndefined();
          const finding = report.criteria.find((c) => c.id === "contacts.links")?.finding ?? "";
          expect(finding).not.toContain("нет ни одной ссылки");
        },
      ),
      RUNS,
    );
  });

  it("says the address is hidden behind the words, and a link shown in the text is not counted twice", async () => {
    const hidden = await extractDocument(await docxWithLink("Мои репозитории", "https://github.com/ivanpetrov"), DOCX);
    const text = `${hidden.text}\nJavaScript, React, TypeScript`;
    const report = analyzeResume({ text, format: "docx", layout: hidden.layout }, { now: NOW });
    const links = report.criteria.find((c) => c.id === "contacts.links");
    if (links?.finding.includes("Ссылки есть")) expect(links.finding).toContain("«Мои репозитории»");
    const shown = analyzeResume(
      { text: `${text}\ngithub.com/ivanpetrov`, format: "docx", layout: hidden.layout },
      { now: NOW },
    );
    expect(shown.reading.contacts.links.filter((l) => l.url.includes("github.com/ivanpetrov"))).toHaveLength(1);
    expect(shown.reading.contacts.links.some((l) => l.behind !== undefined)).toBe(false);
  });

  it("a company's site behind its name is a link, not the person's portfolio", async () => {
    const doc = await extractDocument(await docxWithLink("ООО Ромашка", "https://romashka-example.ru/about"), DOCX);
    const reading = readResume({ text: doc.text, layout: doc.layout }, { now: NOW });
    expect(reading.contacts.links).toContainEqual(
      expect.objectContaining({ kind: "other", url: "romashka-example.ru/about" }),
    );
  });
});
