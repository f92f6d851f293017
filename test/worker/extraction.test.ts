// Resume extraction inside workerd: every format, every rejection, with the fixtures from test/fixtures
// (see test/fixtures/README.md for how each one was made).
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import {
  checkUploadRule,
  detectLanguage,
  type ExtractedDocument,
  extractDocument,
  findFirstEmail,
  MAX_UPLOAD_BYTES,
  normalizeText,
  PDF_POSSIBLE_CAUSES,
  sniffFormat,
  UPLOAD_MESSAGES,
  UploadRejected,
  withPdfCauses,
} from "../../worker/extraction";
import emptyTxtUrl from "../fixtures/empty.txt?inline";
import imageAsDocxUrl from "../fixtures/image-renamed.docx?inline";
import imageAsPdfUrl from "../fixtures/image-renamed.pdf?inline";
import programAsPdfUrl from "../fixtures/program-renamed.pdf?inline";
import pdfUrl from "../fixtures/resume-2p.pdf?inline";
import cp1251Url from "../fixtures/resume-cp1251.txt?inline";
import enBomUrl from "../fixtures/resume-en-utf8-bom.txt?inline";
import encryptedDocUrl from "../fixtures/resume-encrypted.doc?inline";
import encryptedPdfUrl from "../fixtures/resume-encrypted.pdf?inline";
import docxUrl from "../fixtures/resume-header.docx?inline";
import koi8Url from "../fixtures/resume-koi8r.txt?inline";
import docUrl from "../fixtures/resume-legacy.doc?inline";
import docWithPagesUrl from "../fixtures/resume-pages.doc?inline";
import rtfCp1251Url from "../fixtures/resume-rtf-cp1251.doc?inline";
import rtfUnicodeUrl from "../fixtures/resume-rtf-unicode.doc?inline";
import scannedPdfUrl from "../fixtures/resume-scanned.pdf?inline";
import sidebarPdfUrl from "../fixtures/resume-sidebar.pdf?inline";
import truncatedPdfUrl from "../fixtures/resume-truncated.pdf?inline";
import utf8Url from "../fixtures/resume-utf8.txt?inline";
import utf16Url from "../fixtures/resume-utf16le-bom.txt?inline";
import zipBombUrl from "../fixtures/zip-bomb.docx?inline";
import { bytesOfInlined, UPLOAD_MIME } from "../inlined-fixture";

function extract(url: string, filename: string, contentType = ""): Promise<ExtractedDocument> {
  return extractDocument(bytesOfInlined(url), { filename, contentType });
}

async function rejection(promise: Promise<unknown>): Promise<UploadRejected> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UploadRejected);
    return error as UploadRejected;
  }
  throw new Error("expected the upload to be rejected");
}

function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

// pdf.js loads into the isolate on first use (seconds on a busy machine): pay that before the first PDF test.
beforeAll(async () => {
  await extract(pdfUrl, "warm.pdf", UPLOAD_MIME.pdf);
}, 120_000);

describe("upload rule (spec section 5)", () => {
  it("accepts the four extensions whatever the MIME type", () => {
    for (const name of ["cv.pdf", "cv.DOC", "cv.docx", "cv.txt", "cv.rtf", "cv.odt"]) {
      expect(() => checkUploadRule({ name, type: "application/octet-stream", size: 100 })).not.toThrow();
    }
  });

  it("accepts a supported MIME type when the name has no usable extension", () => {
    for (const type of [UPLOAD_MIME.pdf, UPLOAD_MIME.docx, UPLOAD_MIME.doc, UPLOAD_MIME.txt])
      expect(() => checkUploadRule({ name: "resume", type, size: 1 })).not.toThrow();
    expect(() => checkUploadRule({ name: "resume.rtf", type: "application/msword", size: 1 })).not.toThrow();
    expect(() => checkUploadRule({ name: "notes", type: "text/plain; charset=utf-8", size: 1 })).not.toThrow();
  });

  it("refuses other formats with the exact spec message", () => {
    let error: unknown;
    try {
      checkUploadRule({ name: "setup.exe", type: "application/x-msdownload", size: 10 });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UploadRejected);
    expect((error as UploadRejected).code).toBe("unsupported_format");
    expect((error as UploadRejected).message).toBe(
      "Неподдерживаемый формат файла. Пожалуйста, загрузи файл в формате PDF, DOC, DOCX или TXT.",
    );
  });

  it("allows exactly 10 MB and refuses one byte more with the exact spec message", () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(() => checkUploadRule({ name: "cv.pdf", type: UPLOAD_MIME.pdf, size: 10_485_760 })).not.toThrow();
    expect(() => checkUploadRule({ name: "cv.pdf", type: UPLOAD_MIME.pdf, size: 10_485_761 })).toThrow(
      "Размер файла слишком большой. Максимальный размер – 10МБ.",
    );
  });

  it("refuses a 10485761-byte upload in extractDocument too, before reading it", async () => {
    const oversized = new Uint8Array(10_485_761).fill(0x41);
    const error = await rejection(extractDocument(oversized, { filename: "big.txt", contentType: UPLOAD_MIME.txt }));
    expect(error.code).toBe("too_large");
    expect(error.message).toBe(UPLOAD_MESSAGES.tooLarge);
  });
});

describe("content sniffing", () => {
  it("recognises each fixture by its bytes, not its name", () => {
    expect(sniffFormat(bytesOfInlined(pdfUrl))).toBe("pdf");
    expect(sniffFormat(bytesOfInlined(docxUrl))).toBe("docx");
    expect(sniffFormat(bytesOfInlined(docUrl))).toBe("doc");
    expect(sniffFormat(bytesOfInlined(rtfCp1251Url))).toBe("rtf");
    expect(sniffFormat(bytesOfInlined(utf8Url))).toBe("txt");
    expect(sniffFormat(bytesOfInlined(utf16Url))).toBe("txt");
    expect(sniffFormat(bytesOfInlined(cp1251Url))).toBe("txt");
    expect(sniffFormat(bytesOfInlined(programAsPdfUrl))).toBe("executable");
    expect(sniffFormat(bytesOfInlined(imageAsDocxUrl))).toBe("image");
    expect(sniffFormat(new Uint8Array())).toBe("empty");
    expect(sniffFormat(zipSync({ "content.xml": strToU8("<x/>") }))).toBe("zip-other");
  });
});

describe("PDF", () => {
  it("extracts both pages of a Cyrillic + Latin resume in reading order", async () => {
    const doc = await extract(pdfUrl, "Резюме.pdf", UPLOAD_MIME.pdf);
    expect(doc.format).toBe("pdf");
    expect(doc.pageCount).toBe(2);
    expect(doc.language).toBe("ru");
    expect(doc.email).toBe("anna.volkova@example.com");
    expect(doc.layout).toEqual({ multiColumn: false, hasTables: false, hasTextLayer: true, facts: [] });
    expect(doc.text).toContain("Анна Сергеевна Волкова");
    expect(doc.text).toContain("PostgreSQL, Redis, Kafka");
    // Page 2 content, after page 1 content.
    expect(doc.text).toContain("Казанский федеральный университет");
    expect(doc.text.indexOf("Опыт работы")).toBeLessThan(doc.text.indexOf("Образование"));
    expect(doc.text).toContain("C++ (базовый уровень)");
    expect(doc.text).toContain("English — Upper-Intermediate (B2)");
    expect(doc.originalText).toContain("Анна Сергеевна Волкова");
  });

  it("reads a sidebar that covers only part of the page after the paragraph beside it", async () => {
    const doc = await extract(sidebarPdfUrl, "cv.pdf", UPLOAD_MIME.pdf);
    expect(doc.layout.multiColumn).toBe(true);
    const about = doc.originalText.slice(doc.originalText.indexOf("О себе"), doc.originalText.indexOf("Навыки"));
    // The whole paragraph, line after line, with none of the skill names wedged in.
    expect(about).toContain("Разрабатываю интерфейсы личных кабинетов и\nвнутренних систем шесть лет.");
    expect(about).toContain("доступностью и\nтестами.");
    expect(about).not.toMatch(/TypeScript|React|Vite|Playwright|Figma|GraphQL/);
    const skills = doc.originalText.slice(doc.originalText.indexOf("Навыки"), doc.originalText.indexOf("Опыт работы"));
    for (const skill of ["TypeScript", "React", "Vite", "Playwright", "Figma", "GraphQL"])
      expect(skills).toContain(skill);
  });

  it("keeps margin dates next to their jobs below a partial sidebar", async () => {
    const { originalText: text } = await extract(sidebarPdfUrl, "cv.pdf", UPLOAD_MIME.pdf);
    const firstJob = text.indexOf("ООО «Пример Финанс»");
    const secondJob = text.indexOf("АО «Тестовые Системы»");
    expect(text.indexOf("Март 2021 —")).toBeGreaterThan(firstJob);
    expect(text.indexOf("настоящее время")).toBeLessThan(secondJob);
    expect(text.indexOf("Сентябрь 2018 —")).toBeGreaterThan(secondJob);
    expect(text.indexOf("февраль 2021")).toBeLessThan(text.indexOf("Образование"));
  });

  it("refuses a password-protected PDF without appending the causes list", async () => {
    const error = await rejection(extract(encryptedPdfUrl, "cv.pdf", UPLOAD_MIME.pdf));
    expect(error.code).toBe("pdf_encrypted");
    expect(error.message).toBe(UPLOAD_MESSAGES.pdfEncrypted);
    expect(error.message).toMatch(/парол/);
    expect(error.message).not.toContain("Возможные причины");
  });

  it("refuses an image-only (scanned) PDF with its cause alone, no list of other causes", async () => {
    const error = await rejection(extract(scannedPdfUrl, "scan.pdf", UPLOAD_MIME.pdf));
    expect(error.code).toBe("pdf_no_text");
    expect(error.message).toBe(UPLOAD_MESSAGES.pdfNoText);
  });

  it("refuses a truncated PDF as damaged, with the causes list", async () => {
    const error = await rejection(extract(truncatedPdfUrl, "cv.pdf", UPLOAD_MIME.pdf));
    expect(error.code).toBe("damaged");
    expect(error.message.startsWith(UPLOAD_MESSAGES.damaged)).toBe(true);
    expect(error.message).toContain(PDF_POSSIBLE_CAUSES);
  });

  it("refuses garbage that only starts like a PDF", async () => {
    const fake = strToU8("%PDF-1.7\n this is not really a PDF at all\n%%EOF\n");
    const error = await rejection(extractDocument(fake, { filename: "cv.pdf", contentType: UPLOAD_MIME.pdf }));
    expect(error.code).toBe("damaged");
  });

  it("lists causes once, and never for password messages", () => {
    expect(withPdfCauses(withPdfCauses("Ошибка"))).toBe(`Ошибка\n\n${PDF_POSSIBLE_CAUSES}`);
    expect(withPdfCauses("Файл защищён паролем")).toBe("Файл защищён паролем");
    // A message that names its cause is not followed by a list that contradicts it (issue 24).
    expect(withPdfCauses(UPLOAD_MESSAGES.pdfNoText, "pdf_no_text")).toBe(UPLOAD_MESSAGES.pdfNoText);
    expect(withPdfCauses(UPLOAD_MESSAGES.damaged, "damaged")).toBe(
      `${UPLOAD_MESSAGES.damaged}\n\n${PDF_POSSIBLE_CAUSES}`,
    );
    expect(PDF_POSSIBLE_CAUSES).toMatch(/парол/);
    expect(PDF_POSSIBLE_CAUSES).toMatch(/скан/);
    expect(PDF_POSSIBLE_CAUSES).toMatch(/повреждён/);
    expect(PDF_POSSIBLE_CAUSES).toMatch(/несовместим/);
  });
});

describe("DOCX", () => {
  it("reads the header, body, table, text box (once) and footer", async () => {
    const doc = await extract(docxUrl, "resume.docx", UPLOAD_MIME.docx);
    expect(doc.format).toBe("docx");
    expect(doc.language).toBe("ru");
    // The contacts exist only in the page header part.
    expect(doc.email).toBe("maria.kuznetsova@example.com");
    expect(doc.text.startsWith("Мария Петровна Кузнецова · maria.kuznetsova@example.com")).toBe(true);
    expect(doc.text).toContain("Мария Кузнецова — аналитик данных");
    // Table cells stay on their row.
    expect(doc.text).toContain("2021–2025 ООО «Данные и точка» Ведущий аналитик: дашборды в Power BI, A/B-тесты");
    expect(doc.text).toContain("ПАО «Пример Банк»");
    // Word stores a text box twice (DrawingML + VML fallback): it must come out once.
    expect(occurrences(doc.text, "Готова к переезду в Санкт-Петербург")).toBe(1);
    expect(doc.text).toContain("Резюме обновлено 1 марта 2025");
    expect(doc.layout.hasTables).toBe(true);
  });

  it("stops a zip bomb before inflating it", async () => {
    const started = Date.now();
    const error = await rejection(extract(zipBombUrl, "resume.docx", UPLOAD_MIME.docx));
    expect(error.code).toBe("docx_too_large_unpacked");
    expect(error.message).toBe(UPLOAD_MESSAGES.docxTooLargeUnpacked);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses a zip that is not a Word document", async () => {
    const zip = zipSync({
      mimetype: strToU8("application/vnd.oasis.opendocument.spreadsheet"),
      "content.xml": strToU8("<x/>"),
    });
    const error = await rejection(extractDocument(zip, { filename: "resume.docx", contentType: UPLOAD_MIME.docx }));
    expect(error.code).toBe("content_mismatch");
    expect(error.message).toBe(UPLOAD_MESSAGES.contentMismatch);
  });

  it("refuses a DOCX whose zip is cut off as damaged", async () => {
    const bytes = bytesOfInlined(docxUrl);
    const error = await rejection(
      extractDocument(bytes.subarray(0, Math.floor(bytes.length * 0.6)), {
        filename: "resume.docx",
        contentType: UPLOAD_MIME.docx,
      }),
    );
    expect(["damaged", "content_mismatch"]).toContain(error.code);
  });
});

describe("DOC (Word 97-2003)", () => {
  it("reads Cyrillic body, header, table and text box", async () => {
    const doc = await extract(docUrl, "resume.doc", UPLOAD_MIME.doc);
    expect(doc.format).toBe("doc");
    expect(doc.language).toBe("ru");
    expect(doc.email).toBe("maria.kuznetsova@example.com");
    expect(doc.text).toContain("Мария Кузнецова — аналитик данных");
    expect(doc.text).toContain("ООО «Данные и точка»");
    expect(occurrences(doc.text, "Готова к переезду в Санкт-Петербург")).toBe(1);
    // LibreOffice writes no page count into SummaryInformation: unknown, not guessed.
    expect(doc.pageCount).toBeNull();
  });

  it("takes the page count from the SummaryInformation properties", async () => {
    const doc = await extract(docWithPagesUrl, "resume.doc", UPLOAD_MIME.doc);
    expect(doc.pageCount).toBe(1);
    expect(doc.text).toContain("Мария Кузнецова — аналитик данных");
  });

  it("refuses a password-protected .doc (FIB fEncrypted) with the document_encrypted message", async () => {
    const error = await rejection(extract(encryptedDocUrl, "resume.doc", UPLOAD_MIME.doc));
    expect(error.code).toBe("document_encrypted");
    expect(error.message).toBe(UPLOAD_MESSAGES.documentEncrypted);
    expect(error.status).toBe(422);
  });
});

describe("RTF saved as .doc", () => {
  it("decodes Windows-1251 \\'xx escapes and skips non-text groups (hh.ru style)", async () => {
    const doc = await extract(rtfCp1251Url, "Резюме.doc", UPLOAD_MIME.doc);
    expect(doc.format).toBe("rtf");
    expect(doc.language).toBe("ru");
    expect(doc.email).toBe("oleg.sokolov@example.com");
    expect(doc.text).toContain("Олег Викторович Соколов");
    expect(doc.text).toContain("Резюме с сайта вакансий"); // page header group
    expect(doc.text).toContain("2019 — 2022 АО «Пример Телеком» Системный администратор Linux");
    // \u8212 followed by its \'97 fallback: one dash, not two.
    expect(doc.text).toContain("Английский язык — B1");
    for (const noise of ["Times New Roman", "Normal", "Rework fixture script", "HYPERLINK", "89504e47", "red31"]) {
      expect(doc.text).not.toContain(noise);
    }
    expect(doc.layout.hasTables).toBe(true);
    expect(doc.pageCount).toBe(1);
  });

  it("decodes \\uN escapes with their fallback characters skipped (LibreOffice RTF)", async () => {
    const doc = await extract(rtfUnicodeUrl, "resume.doc", UPLOAD_MIME.doc);
    expect(doc.format).toBe("rtf");
    expect(doc.text).toContain("Мария Петровна Кузнецова");
    expect(doc.text).toContain("Ведущий аналитик: дашборды в Power BI, A/B-тесты");
    expect(doc.text).not.toContain("?");
    expect(doc.email).toBe("maria.kuznetsova@example.com");
  });
});

/** An OpenDocument text file as LibreOffice writes it: `mimetype` first and stored, then the XML parts. */
function odt(parts: { content: string; styles?: string; meta?: string; mimetype?: string }): Uint8Array {
  const office = 'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"';
  return zipSync({
    mimetype: [strToU8(parts.mimetype ?? "application/vnd.oasis.opendocument.text"), { level: 0 }],
    "content.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${office}><office:body><office:text>${parts.content}</office:text></office:body></office:document-content>`,
    ),
    "styles.xml": strToU8(`<office:document-styles ${office}>${parts.styles ?? ""}</office:document-styles>`),
    "meta.xml": strToU8(
      `<office:document-meta ${office}><office:meta>${parts.meta ?? ""}</office:meta></office:document-meta>`,
    ),
  });
}

const ODT_RESUME = odt({
  content:
    '<text:h text:outline-level="1">Анна Смирнова</text:h>' +
    "<text:p>Python-разработчик<text:tab/>anna.smirnova@example.com</text:p>" +
    '<text:p>Опыт:<text:s text:c="3"/>5 лет<text:line-break/>Москва</text:p>' +
    "<office:annotation><text:p>заметка рецензента</text:p></office:annotation>" +
    "<table:table><table:table-row><table:table-cell><text:p>2019–2024</text:p></table:table-cell>" +
    "<table:table-cell><text:p>ООО «Пример», Backend</text:p></table:table-cell></table:table-row></table:table>",
  styles:
    "<office:master-styles><style:master-page><style:header><text:p>Резюме · Анна Смирнова</text:p></style:header></style:master-page></office:master-styles>" +
    "<office:styles><style:style><text:p>не текст стиля</text:p></style:style></office:styles>",
  meta: '<meta:document-statistic meta:page-count="2"/>',
});

describe("RTF and ODT under their own names (issue 23)", () => {
  it("accepts .rtf and .odt names and their MIME types", () => {
    for (const name of ["cv.rtf", "cv.ODT"]) {
      expect(() => checkUploadRule({ name, type: "application/octet-stream", size: 100 })).not.toThrow();
    }
    for (const type of ["application/rtf", "text/rtf", "application/vnd.oasis.opendocument.text"]) {
      expect(() => checkUploadRule({ name: "resume", type, size: 1 })).not.toThrow();
    }
  });

  it("reads an RTF uploaded as .rtf (hh.ru's RTF download)", async () => {
    const doc = await extract(rtfCp1251Url, "Резюме.rtf", "application/rtf");
    expect(doc.format).toBe("rtf");
    expect(doc.text).toContain("Олег Викторович Соколов");
  });

  it("reads an ODT: page header, headings, tabs, spaces, line breaks and tables, without comments", async () => {
    expect(sniffFormat(ODT_RESUME)).toBe("odt");
    const doc = await extractDocument(ODT_RESUME, { filename: "resume.odt", contentType: "" });
    expect(doc.format).toBe("odt");
    expect(doc.originalText).toContain("Резюме · Анна Смирнова");
    expect(doc.originalText).toContain("Анна Смирнова\nPython-разработчик\tanna.smirnova@example.com");
    expect(doc.originalText).toContain("Опыт:   5 лет\nМосква");
    expect(doc.originalText).toContain("2019–2024\tООО «Пример», Backend");
    expect(doc.originalText).not.toContain("заметка рецензента");
    expect(doc.originalText).not.toContain("не текст стиля");
    expect(doc.email).toBe("anna.smirnova@example.com");
    expect(doc.pageCount).toBe(2);
    expect(doc.layout.hasTables).toBe(true);
  });

  it("refuses an ODT whose text part inflates past the DOCX limits, with its own message", async () => {
    const big = odt({ content: `<text:p>${"резюме ".repeat(400_000)}</text:p>` });
    const error = await rejection(extractDocument(big, { filename: "resume.odt", contentType: "" }));
    expect(error.code).toBe("odt_too_large_unpacked");
    expect(error.message).toBe(UPLOAD_MESSAGES.odtTooLargeUnpacked);
  });

  it("tells an ODT from other OpenDocument files and plain zips", () => {
    expect(
      sniffFormat(odt({ content: "<text:p>x</text:p>", mimetype: "application/vnd.oasis.opendocument.spreadsheet" })),
    ).toBe("zip-other");
  });
});

describe("TXT encodings", () => {
  const expected = "Игорь Николаевич Смирнов\nИнженер по тестированию (QA), Новосибирск";

  it.each([
    ["UTF-8", utf8Url],
    ["UTF-16LE with BOM", utf16Url],
    ["Windows-1251", cp1251Url],
    ["KOI8-R", koi8Url],
  ])("decodes %s", async (_label, url) => {
    const doc = await extract(url, "resume.txt", UPLOAD_MIME.txt);
    expect(doc.format).toBe("txt");
    expect(doc.text.startsWith(expected)).toBe(true);
    expect(doc.text).toContain("Ёмкие отчёты об ошибках");
    expect(doc.email).toBe("igor.smirnov@example.net");
    expect(doc.language).toBe("ru");
    expect(doc.pageCount).toBeNull();
  });

  it("gives the same text for UTF-8, UTF-16 and Windows-1251", async () => {
    const texts = await Promise.all(
      [utf8Url, utf16Url, cp1251Url].map(async (url) => (await extract(url, "a.txt")).text),
    );
    expect(new Set(texts).size).toBe(1);
  });

  it("drops the UTF-8 BOM and detects English", async () => {
    const doc = await extract(enBomUrl, "cv.txt", UPLOAD_MIME.txt);
    expect(doc.text.startsWith("Daniel Reed\n")).toBe(true);
    expect(doc.originalText.charCodeAt(0)).not.toBe(0xfeff);
    expect(doc.language).toBe("en");
    expect(doc.email).toBe("daniel.reed@example.org");
  });

  it("refuses plain text pretending to be a PDF", async () => {
    const error = await rejection(extract(utf8Url, "resume.pdf", UPLOAD_MIME.pdf));
    expect(error.code).toBe("content_mismatch");
    expect(error.message).toBe(UPLOAD_MESSAGES.contentMismatch);
  });
});

describe("files that are not resumes", () => {
  it("refuses an executable renamed .pdf", async () => {
    const error = await rejection(extract(programAsPdfUrl, "resume.pdf", UPLOAD_MIME.pdf));
    expect(error.code).toBe("executable");
    expect(error.message).toBe(UPLOAD_MESSAGES.executable);
  });

  it.each([
    ["resume.docx", imageAsDocxUrl],
    ["resume.pdf", imageAsPdfUrl],
  ])("refuses an image renamed %s", async (filename, url) => {
    const error = await rejection(extract(url, filename));
    expect(error.code).toBe("image");
    expect(error.message).toBe(UPLOAD_MESSAGES.image);
  });

  it("refuses an empty file and a whitespace-only file", async () => {
    expect((await rejection(extract(emptyTxtUrl, "resume.txt", UPLOAD_MIME.txt))).code).toBe("empty_document");
    const blank = await rejection(
      extractDocument(strToU8(" \n\t \r\n"), { filename: "resume.txt", contentType: UPLOAD_MIME.txt }),
    );
    expect(blank.code).toBe("empty_document");
    expect(blank.message).toBe(UPLOAD_MESSAGES.emptyDocument);
  });

  it("refuses text longer than any resume", async () => {
    const huge = strToU8("Опыт работы. ".repeat(20_000));
    const error = await rejection(extractDocument(huge, { filename: "resume.txt", contentType: UPLOAD_MIME.txt }));
    expect(error.code).toBe("too_complex");
  });

  it("has a Russian message for every rejection", () => {
    for (const message of Object.values(UPLOAD_MESSAGES)) expect(message).toMatch(/[а-яё]/i);
  });
});

describe("normalisation, language and e-mail", () => {
  it("cleans typographic noise but keeps the words", () => {
    expect(normalizeText("co\u00ADoperation\u00A0and\u200B team\uFB01t")).toBe("cooperation and teamfit");
    expect(normalizeText("2019\u00AD2021")).toBe("2019 – 2021");
    expect(normalizeText("high-\u00AD\u2010impact")).toBe("high-impact");
    expect(normalizeText("one   two\t\tthree\r\n\r\n\r\n\r\nfour")).toBe("one two three\n\nfour");
  });

  it("joins letter-spaced and broken headings", () => {
    expect(normalizeText("О П Ы Т  Р А Б О Т Ы")).toBe("ОПЫТ РАБОТЫ");
    expect(normalizeText("C O NT AC T")).toBe("CONTACT");
    expect(normalizeText("KE Y S KI L L S")).toBe("KEY SKILLS");
    expect(normalizeText("int erests")).toBe("interests");
    expect(normalizeText("Java Python Go")).toBe("Java Python Go");
  });

  it("turns Cyrillic look-alikes inside Latin words into Latin, and the reverse", () => {
    expect(normalizeText("Знаю С++, С# и Jаva")).toBe("Знаю C++, C# и Java");
    expect(normalizeText("Pусский")).toBe("Русский");
    expect(normalizeText("с коллегами")).toBe("с коллегами");
  });

  it("restores the dash of a date range that lost it", () => {
    expect(normalizeText("DevOps Engineer Sep. 2023 Mar. 2024")).toBe("DevOps Engineer Sep. 2023 – Mar. 2024");
  });

  it("detects Russian despite English technology names", () => {
    expect(detectLanguage("Опыт работы: Python, Django, PostgreSQL, Docker, Kubernetes, CI/CD")).toBe("ru");
    expect(
      detectLanguage("Experience: senior Python developer at Acme Corp, building data pipelines. Location: Москва"),
    ).toBe("en");
  });

  it("finds the first e-mail address", () => {
    expect(findFirstEmail("Тел. +7 900 000-00-00, почта: Ivan.Petrov@Example.COM; ivan@other.ru")).toBe(
      "ivan.petrov@example.com",
    );
    expect(findFirstEmail("mail: anna @ example.ru")).toBe("anna@example.ru");
    expect(findFirstEmail("нет почты")).toBeNull();
  });
});
