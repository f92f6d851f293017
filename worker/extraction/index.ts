// Resume text extraction: the one entry point the rest of the Worker uses.
// Flow: the spec's upload rule → what the bytes really are → a format-specific extractor → normalisation.

import type { DocumentLayout, DocumentLink } from "../../shared/schemas/layout";
import {
  checkUploadRule,
  declaredKind,
  UPLOAD_MESSAGES,
  UploadRejected,
  type UploadRejectionCode,
  withPdfCauses,
} from "../../shared/upload-rules";
import { detectLanguage, findFirstEmail } from "../text/language";
import { normalizeText } from "../text/normalize";
import { DocEncryptedError, extractDoc } from "./doc";
import { extractDocx } from "./docx";
import { brokenTextFact, type LayoutFact, LayoutFacts } from "./layout-facts";
import { distinctLinks } from "./link-targets";
import { extractOdt } from "./odt";
import { OleChainError } from "./ole";
import { extractPdf, PdfExtractionError, type PdfFailure } from "./pdf";
import { extractRtf, RtfLimitError } from "./rtf";
import { type DocumentFormat, hasOleStream, sniffFormat } from "./sniff";
import { extractTxt, htmlToText, looksLikeHtml } from "./txt";
import { ZipLimitError } from "./zip";

export {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  checkUploadRule,
  MAX_UPLOAD_BYTES,
  PDF_POSSIBLE_CAUSES,
  UPLOAD_MESSAGES,
  UploadRejected,
  type UploadRejectionCode,
  withPdfCauses,
} from "../../shared/upload-rules";
export { detectLanguage, findFirstEmail } from "../text/language";
export { normalizeText } from "../text/normalize";
export { type DocumentFormat, type SniffedFormat, sniffFormat } from "./sniff";

export interface ExtractedDocument {
  format: DocumentFormat;
  /** Normalised text for analysis. */
  text: string;
  /** The text as extracted, before normalisation. */
  originalText: string;
  pageCount: number | null;
  language: "ru" | "en";
  email: string | null;
  /** What extraction saw of the layout, each fact with its evidence (shared/schemas/layout.ts, decision 545). */
  layout: DocumentLayout;
}

/** Longer than any real resume (≈ 60 pages of text): more means a pathological or non-resume file. */
export const MAX_TEXT_CHARS = 200_000;

interface RawExtraction {
  text: string;
  pageCount: number | null;
  multiColumn: boolean;
  hasTables: boolean;
  facts: LayoutFact[];
  /** Web links with their words (PDF annotations, Word and ODT hyperlinks); none for the other formats. */
  links?: DocumentLink[];
}

/** The facts of a format that knows only "has a table" (DOC's tab rows, RTF's \\trowd): no evidence to quote. */
function tableFact(hasTables: boolean): LayoutFact[] {
  return hasTables ? [{ kind: "table", evidence: "", page: null }] : [];
}

function reject(code: UploadRejectionCode, message: string, status = 400): UploadRejected {
  return new UploadRejected(code, message, status);
}

/** Maps what sniffing found to the format we will read, or rejects the file. */
function chooseFormat(bytes: Uint8Array, declared: ReturnType<typeof declaredKind>): DocumentFormat {
  const sniffed = sniffFormat(bytes);
  switch (sniffed) {
    case "empty":
      throw reject("empty_document", UPLOAD_MESSAGES.emptyDocument, 422);
    case "executable":
      throw reject("executable", UPLOAD_MESSAGES.executable, 415);
    case "image":
      throw reject("image", UPLOAD_MESSAGES.image, 415);
    case "zip-other":
      throw reject("content_mismatch", UPLOAD_MESSAGES.contentMismatch, 415);
    case "unknown-binary":
      // Word and Excel store password-protected OOXML files as an OLE2 container with an EncryptedPackage.
      if (hasOleStream(bytes, "EncryptedPackage"))
        throw reject("document_encrypted", UPLOAD_MESSAGES.documentEncrypted, 422);
      throw reject("content_mismatch", UPLOAD_MESSAGES.contentMismatch, 415);
    case "txt":
      // A PDF, DOCX or ODT is never plain text. A ".doc" may be: many sites export HTML or text under that name.
      if (declared === "pdf" || declared === "docx" || declared === "odt")
        throw reject("content_mismatch", UPLOAD_MESSAGES.contentMismatch, 415);
      return "txt";
    default:
      // A real document under another accepted name (hh.ru serves RTF as ".doc", people rename files): read
      // what the bytes are, not what the name says.
      return sniffed;
  }
}

const PDF_FAILURES: Record<PdfFailure, [UploadRejectionCode, string]> = {
  encrypted: ["pdf_encrypted", UPLOAD_MESSAGES.pdfEncrypted],
  "no-text": ["pdf_no_text", UPLOAD_MESSAGES.pdfNoText],
  empty: ["empty_document", UPLOAD_MESSAGES.emptyDocument],
  damaged: ["damaged", UPLOAD_MESSAGES.damaged],
  "too-complex": ["too_complex", UPLOAD_MESSAGES.tooComplex],
  "too-much-text": ["pdf_too_much_text", UPLOAD_MESSAGES.pdfTooMuchText],
  "decoded-bytes": ["pdf_too_much_data", UPLOAD_MESSAGES.pdfTooMuchData],
  objects: ["pdf_too_many_objects", UPLOAD_MESSAGES.pdfTooManyObjects],
};

async function readPdf(bytes: Uint8Array): Promise<RawExtraction> {
  try {
    const pdf = await extractPdf(bytes);
    const { text, pageCount, multiColumn, hasTables, facts, links } = pdf;
    return { text, pageCount, multiColumn, hasTables, facts, links };
  } catch (error) {
    if (!(error instanceof PdfExtractionError)) throw error;
    const [code, message] = PDF_FAILURES[error.failure];
    throw reject(code, message, 422);
  }
}

/** DOCX and ODT, both zipped XML: a part that inflates past the limits is a bomb (or more than a resume needs). */
function readZipped(
  read: (bytes: Uint8Array) => Omit<RawExtraction, "links"> & { links?: DocumentLink[] },
  bytes: Uint8Array,
  [code, message]: [UploadRejectionCode, string],
): RawExtraction {
  try {
    const { text, pageCount, multiColumn, hasTables, facts, links } = read(bytes);
    return { text, pageCount, multiColumn, hasTables, facts, links };
  } catch (error) {
    if (error instanceof ZipLimitError) throw reject(code, message, 422);
    throw reject("damaged", UPLOAD_MESSAGES.damaged, 422);
  }
}

async function readDoc(bytes: Uint8Array): Promise<RawExtraction> {
  try {
    const doc = await extractDoc(bytes);
    const facts = tableFact(doc.hasTables);
    if (doc.textBox !== null) facts.push({ kind: "text_box", evidence: doc.textBox, page: null });
    return { text: doc.text, pageCount: doc.pageCount, multiColumn: false, hasTables: doc.hasTables, facts };
  } catch (error) {
    if (error instanceof DocEncryptedError) throw reject("document_encrypted", UPLOAD_MESSAGES.documentEncrypted, 422);
    if (error instanceof OleChainError) throw reject("doc_broken_structure", UPLOAD_MESSAGES.docBrokenStructure, 422);
    throw reject("damaged", UPLOAD_MESSAGES.damaged, 422);
  }
}

function readRtf(bytes: Uint8Array): RawExtraction {
  let rtf: ReturnType<typeof extractRtf>;
  try {
    rtf = extractRtf(bytes);
  } catch (error) {
    if (!(error instanceof RtfLimitError)) throw error;
    if (error.limit === "depth") throw reject("rtf_too_deep", UPLOAD_MESSAGES.rtfTooDeep, 422);
    throw reject("too_complex", UPLOAD_MESSAGES.tooComplex, 422);
  }
  return {
    text: rtf.text,
    pageCount: rtf.pageCount,
    multiColumn: false,
    hasTables: rtf.hasTables,
    facts: tableFact(rtf.hasTables),
  };
}

function readTxt(bytes: Uint8Array): RawExtraction {
  const { text } = extractTxt(bytes);
  const html = looksLikeHtml(text);
  const hasTables = html && /<table/i.test(text);
  return {
    text: html ? htmlToText(text) : text,
    pageCount: null,
    multiColumn: false,
    hasTables,
    facts: tableFact(hasTables),
  };
}

async function readFormat(format: DocumentFormat, bytes: Uint8Array): Promise<RawExtraction> {
  switch (format) {
    case "pdf":
      return readPdf(bytes);
    case "docx":
      return readZipped(extractDocx, bytes, ["docx_too_large_unpacked", UPLOAD_MESSAGES.docxTooLargeUnpacked]);
    case "odt":
      return readZipped(extractOdt, bytes, ["odt_too_large_unpacked", UPLOAD_MESSAGES.odtTooLargeUnpacked]);
    case "doc":
      return readDoc(bytes);
    case "rtf":
      return readRtf(bytes);
    case "txt":
      return readTxt(bytes);
  }
}

/** PDF rejections carry the spec's list of possible causes, unless the message is about a password. */
function asUserFacingError(error: unknown, format: DocumentFormat | null): UploadRejected {
  // Anything unexpected inside a parser means we could not read the file: say so, keep the cause for logs.
  const rejection =
    error instanceof UploadRejected
      ? error
      : Object.assign(reject("damaged", UPLOAD_MESSAGES.damaged, 422), { cause: error });
  if (format !== "pdf") return rejection;
  return Object.assign(
    new UploadRejected(rejection.code, withPdfCauses(rejection.message, rejection.code), rejection.status),
    {
      cause: rejection.cause,
    },
  );
}

/**
 * The extractor's facts and the characters its fonts or encoding did not map, in one list: the one place where facts
 * are kept once per kind and page (the first) and cut to their stored length.
 */
function layoutFacts(raw: RawExtraction): LayoutFact[] {
  const facts = new LayoutFacts();
  facts.addAll(raw.facts);
  const broken = brokenTextFact(raw.text);
  if (broken) facts.add(broken.kind, broken.evidence, broken.page);
  return facts.list;
}

export async function extractDocument(
  bytes: Uint8Array,
  meta: { filename: string; contentType: string },
): Promise<ExtractedDocument> {
  checkUploadRule({ name: meta.filename, type: meta.contentType, size: bytes.length });
  let format: DocumentFormat | null = null;
  try {
    format = chooseFormat(bytes, declaredKind({ name: meta.filename, type: meta.contentType }));
    const raw = await readFormat(format, bytes);
    if (raw.text.length > MAX_TEXT_CHARS) throw reject("too_complex", UPLOAD_MESSAGES.tooComplex, 422);
    const text = normalizeText(raw.text);
    // Nothing but spaces, punctuation and symbols: one search for any other character, not a stripped copy.
    if (!/[^\s\p{P}\p{S}]/u.test(text)) throw reject("empty_document", UPLOAD_MESSAGES.emptyDocument, 422);
    return {
      format,
      text,
      originalText: raw.text,
      pageCount: raw.pageCount,
      language: detectLanguage(text),
      email: findFirstEmail(text),
      layout: {
        multiColumn: raw.multiColumn,
        hasTables: raw.hasTables,
        hasTextLayer: true,
        facts: layoutFacts(raw),
        ...(raw.links?.length ? { links: distinctLinks(raw.links) } : {}),
      },
    };
  } catch (error) {
    throw asUserFacingError(error, format);
  }
}
