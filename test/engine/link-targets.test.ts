/**
 * A contact that exists only as a link's target (decision 460): "Email", "Mail", "GitHub", an icon, whose address is
 * a PDF link annotation or a Word hyperlink (a relationship or a HYPERLINK field). Generated documents: link words ×
 * contact targets × formats; the extracted text shows the contact after its words, the reader finds it, and a target
 * the words (or the page) already show is not written twice; a link that is no contact adds nothing.
 */
import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { extractDocument } from "../../worker/extraction";
import { contactOfTarget } from "../../worker/extraction/link-targets";
import { pdfFromObjects } from "./fixtures/pdf-objects";
import { NOW } from "./now";

const RUNS = { numRuns: 40 };

/** Link words; the generated PDF's font (Helvetica, WinAnsi) writes Latin ones only. */
const WORDS = ["Email", "E-mail", "Mail", "GitHub", "LinkedIn", "Telegram", "Phone", "Website", "Contact me"];
const WORDS_RU = ["Почта", "Написать", "Телефон", "Профиль"];
const local = fc.stringMatching(/^[a-z][a-z0-9]{2,10}(?:[._][a-z0-9]{2,8})?$/u);
const domain = fc.constantFrom("gmail.com", "mail.ru", "yandex.ru", "uni-example.edu", "proton.me");
/** Each target with the contact the reader should find, and which of the reading's facts holds it. */
const target = fc.oneof(
  fc.tuple(local, domain).map(([l, d]) => ({ url: `mailto:${l}@${d}`, contact: `${l}@${d}`, fact: "email" as const })),
  // A country code and a national number of that country's length (+7, +1 and +44: ten digits, +49 151: eleven).
  fc
    .tuple(
      fc.constantFrom(["+7916", 7] as const, ["+447400", 6] as const, ["+49151", 8] as const, ["+1212", 7] as const),
      fc.nat(),
    )
    .map(([[code, rest], n]) => {
      const phone = `${code}${String(n).padStart(rest, "3").slice(-rest)}`;
      return { url: `tel:${phone}`, contact: phone, fact: "phone" as const };
    }),
  fc
    .tuple(fc.constantFrom("github.com", "linkedin.com/in", "t.me"), local)
    .map(([host, name]) => ({ url: `https://${host}/${name}`, contact: `${host}/${name}`, fact: "link" as const })),
);

/** A one-page PDF: a name, a line of link words with their annotations, and a heading with a job. */
function pdfWithLinks(name: string, links: { words: string; url: string }[]): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/gu, (c) => `\\${c}`);
  let x = 72;
  const placed = links.map((link) => {
    const at = x;
    x += link.words.length * 7 + 30;
    return { ...link, x: at, width: link.words.length * 6.2 };
  });
  const content = [
    `BT /F1 16 Tf 72 760 Td (${esc(name)}) Tj ET`,
    ...placed.map((l) => `BT /F1 11 Tf ${l.x} 730 Td (${esc(l.words)}) Tj ET`),
    "BT /F1 13 Tf 72 690 Td (Experience) Tj ET",
    "BT /F1 11 Tf 72 670 Td (Acme Ltd, analyst, 2019 - 2023) Tj ET",
  ].join("\n");
  const annots = placed.map(
    (l) =>
      `<< /Type /Annot /Subtype /Link /Rect [${l.x - 1} 726 ${l.x + l.width + 1} 742] /Border [0 0 0] /A << /S /URI /URI (${esc(l.url)}) >> >>`,
  );
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R /Annots [${annots.map((_, i) => `${6 + i} 0 R`).join(" ")}] >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...annots,
  ];
  return pdfFromObjects(objects);
}

/** A DOCX whose contact line holds each link, as a relationship hyperlink or as a HYPERLINK field. */
function docxWithLinks(name: string, links: { words: string; url: string }[], asField: boolean): Uint8Array {
  const xmlEscape = (s: string) => s.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/"/gu, "&quot;");
  const run = (text: string) => `<w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r>`;
  const linked = links.map((link, i) =>
    asField
      ? `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "${xmlEscape(link.url)}" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(link.words)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`
      : `<w:hyperlink r:id="rLink${i}">${run(link.words)}</w:hyperlink>`,
  );
  const paragraph = (inner: string) => `<w:p>${inner}</w:p>`;
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${paragraph(run(name))}${paragraph(linked.join(run(" | ")))}${paragraph(run("Experience"))}${paragraph(run("Acme Ltd, analyst, 2019 - 2023"))}</w:body></w:document>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${links
    .map(
      (link, i) =>
        `<Relationship Id="rLink${i}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${xmlEscape(link.url)}" TargetMode="External"/>`,
    )
    .join("")}</Relationships>`;
  return zipSync({
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    "word/document.xml": strToU8(document),
    "word/_rels/document.xml.rels": strToU8(rels),
  });
}

const PDF = { filename: "cv.pdf", contentType: "application/pdf" };
const DOCX = {
  filename: "cv.docx",
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

async function extracted(format: "pdf" | "docx" | "field", links: { words: string; url: string }[]) {
  const bytes =
    format === "pdf" ? pdfWithLinks("Ivan Petrov", links) : docxWithLinks("Ivan Petrov", links, format === "field");
  return extractDocument(bytes, format === "pdf" ? PDF : DOCX);
}

describe("contacts that exist only as a link's target", () => {
  it("are written after their words and read as the person's contacts, in every format", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.record({ words: fc.constantFrom(...WORDS, ...WORDS_RU), target }), {
          minLength: 1,
          maxLength: 3,
          selector: (l) => l.target.contact,
        }),
        fc.constantFrom("pdf" as const, "docx" as const, "field" as const),
        async (links, format) => {
          fc.pre(format !== "pdf" || links.every((l) => WORDS.includes(l.words)));
          const doc = await extracted(
            format,
            links.map((l) => ({ words: l.words, url: l.target.url })),
          );
          const reading = readResume({ text: doc.text }, { now: NOW });
          for (const { words, target: t } of links) {
            expect(doc.text, format).toContain(`${words} ${t.contact}`);
            if (t.fact === "email") expect(reading.contacts.emails).toContain(t.contact);
            if (t.fact === "phone")
              expect(reading.contacts.phones.map((p) => p.digits)).toContain(t.contact.replace(/\D/gu, ""));
          }
        },
      ),
      RUNS,
    );
  });

  it("are not written again when the words or the page show them", async () => {
    for (const format of ["pdf", "docx", "field"] as const) {
      const doc = await extracted(format, [
        { words: "ivan@mail.ru", url: "mailto:ivan@mail.ru" },
        { words: "GitHub", url: "https://github.com/ivan" },
        { words: "github.com/ivan", url: "https://github.com/ivan" },
        { words: "+7 916 123-45-67", url: "tel:+79161234567" },
      ]);
      expect(doc.text.match(/ivan@mail\.ru/gu)?.length, format).toBe(1);
      expect(doc.text.match(/github\.com\/ivan/gu)?.length, format).toBe(1);
      expect(doc.text, format).not.toContain("+79161234567");
    }
  });

  it("a link that is no contact (a company's site, a DOI, a script) adds nothing", async () => {
    for (const url of ["https://acme.example.com/about", "https://doi.org/10.1000/182", "javascript:alert(1)"])
      expect(contactOfTarget(url), url).toBeNull();
    const doc = await extracted("docx", [{ words: "Acme", url: "https://acme.example.com/about" }]);
    expect(doc.text).not.toContain("acme.example.com");
    // A repository or a company page is no contact of the person; linked words that are no channel's name (a
    // heading, a project) stay as they are, or they would be read as something else.
    for (const url of ["https://github.com/ivan/repo", "https://www.linkedin.com/company/acme"])
      expect(contactOfTarget(url), url).toBeNull();
    for (const format of ["pdf", "docx"] as const) {
      const linked = await extracted(format, [
        { words: "Projects", url: "https://github.com/ivan" },
        { words: "Experience", url: "mailto:ivan@mail.ru" },
      ]);
      expect(linked.text, format).not.toMatch(/github\.com|ivan@mail\.ru/u);
    }
  });
});
