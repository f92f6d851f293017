// PDF text through unpdf (pdf.js), with our own line and column reconstruction: pdf.js gives positioned
// fragments, and reading them in content-stream order interleaves the columns of two-column resumes.
import { Buffer } from "node:buffer";
import { getResolvedPDFJS } from "unpdf";
import type { PDFDocumentProxy } from "unpdf/pdfjs";
import type { DocumentLink } from "../../shared/schemas/layout";
import type { LayoutFact } from "./layout-facts";
import { type PageLink, writeLinkTargets } from "./link-targets";
import { DocumentBudget, type PdfBudgetError, type PdfBudgetLimit, withBudget } from "./pdf-budget";
import { dropPageFurniture, type ReadPage } from "./pdf-furniture";
import { repairGlyphs } from "./pdf-glyphs";
import { type Fragment, layoutPage, visibleChars } from "./pdf-layout";
import { indexOfAscii } from "./sniff";

export const PDF_LIMITS = {
  maxPages: 50,
  /**
   * Wall-clock budget for the whole document once pdf.js is loaded; checked between pages, between chunks of text
   * items and whenever pdf.js grows a decoding buffer (pdf-budget.ts). The bench aims at 2 s of CPU for any file.
   */
  maxMillis: 8_000,
  /** Below this many non-space characters a PDF counts as having no text layer. */
  minTextChars: 20,
  /** Text items over the whole document (a dense resume page has 300–3000): each costs pdf.js ~300 bytes. */
  maxTextItems: 30_000,
  /** pdf.js skips decoding larger images (text extraction decodes none; this is a second fence): 4 Mpx ≈ 16 MB. */
  maxImagePixels: 4_000_000,
  /**
   * A text-less PDF counts as drawn (a scan, or text as outlines) rather than blank when it has an image or when
   * pdf.js decoded at least this much for it (page content, forms, fonts) or the file is at least this big.
   */
  minDrawnBytes: 8 * 1024,
};

export type PdfFailure =
  | "encrypted"
  | "damaged"
  | "no-text"
  | "empty"
  | "too-complex"
  | "too-much-text"
  | Exclude<PdfBudgetLimit, "time">;

export class PdfExtractionError extends Error {
  constructor(
    public readonly failure: PdfFailure,
    detail: string,
  ) {
    super(detail);
  }
}

export interface PdfResult {
  text: string;
  pageCount: number;
  multiColumn: boolean;
  hasTables: boolean;
  /** Columns, tables and text-less pages, each with the page and the line that shows it (decision 545). */
  facts: LayoutFact[];
  /** Link annotations' web targets with the words they sit on (decision 610). */
  links: DocumentLink[];
}

/** The shape of pdf.js text items we use (unpdf's own types pull in optional canvas typings). */
interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName?: string;
}

function isTextItem(item: unknown): item is RawTextItem {
  return typeof item === "object" && item !== null && "str" in item && "transform" in item;
}

/** A complete PDF ends with %%EOF; a truncated upload (interrupted download, "head -c") does not. */
function looksTruncated(bytes: Uint8Array): boolean {
  const window = 4096;
  return indexOfAscii(bytes, "%%EOF", Math.max(0, bytes.length - window)) < 0;
}

function classifyPdfJsError(error: unknown): PdfExtractionError {
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "PasswordException" || /password/i.test(message)) return new PdfExtractionError("encrypted", message);
  return new PdfExtractionError("damaged", `${name}: ${message}`);
}

function toFragment(item: RawTextItem): Fragment | null {
  const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = item.transform;
  // pdf.js hands over tabs, CRs and no-break spaces from some generators as part of the text: make them spaces.
  const text = item.str.replace(/[\t\r\n\u00A0]/g, " ");
  if (text.trim() === "") return null;
  const fontSize = Math.hypot(c, d) || Math.abs(item.height) || 10;
  return {
    text,
    x,
    y,
    width: item.width > 0 ? item.width : text.length * fontSize * 0.5,
    fontSize,
    rotated: Math.abs(b) > Math.abs(a) + 1e-6,
    ...(typeof item.fontName === "string" ? { font: item.fontName } : {}),
  };
}

/** pdf.js page proxies are loosely typed through unpdf; this is the small surface we call. */
interface PageLike {
  view: number[];
  streamTextContent(): ReadableStream<{ items: unknown[] }>;
  getAnnotations(params?: { intent?: string }): Promise<unknown[]>;
  cleanup(): unknown;
}

/**
 * The page's link annotations with a target (an e-mail, a phone, a profile: link-targets.ts decides which count).
 * A page whose annotations cannot be read keeps its text as it is.
 */
async function pageLinks(page: PageLike): Promise<PageLink[]> {
  let annotations: unknown[];
  try {
    annotations = await page.getAnnotations({ intent: "display" });
  } catch {
    return [];
  }
  const links: PageLink[] = [];
  for (const annotation of annotations) {
    const { subtype, url, unsafeUrl, rect } = annotation as {
      subtype?: unknown;
      url?: unknown;
      unsafeUrl?: unknown;
      rect?: unknown;
    };
    const target = typeof url === "string" ? url : typeof unsafeUrl === "string" ? unsafeUrl : null;
    if (subtype === "Link" && target && Array.isArray(rect)) links.push({ target, rect: rect as number[] });
  }
  return links;
}

/**
 * Reads a page's text items as pdf.js streams them (chunks of ~100), stopping once the document's item budget runs
 * out, so a content stream of millions of tiny text operators never sits in memory whole.
 */
async function pageFragments(page: PageLike, budget: { items: number; deadline: number }): Promise<Fragment[]> {
  const reader = page.streamTextContent().getReader();
  const fragments: Fragment[] = [];
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return fragments;
      }
      budget.items -= value.items.length;
      if (budget.items < 0)
        throw new PdfExtractionError("too-much-text", `more than ${PDF_LIMITS.maxTextItems} text items`);
      if (Date.now() > budget.deadline) throw new PdfExtractionError("too-complex", "time limit within a page");
      for (const item of value.items) {
        const fragment = isTextItem(item) ? toFragment(item) : null;
        if (fragment) fragments.push(fragment);
      }
    }
  } finally {
    if (!finished) drainInBackground(reader);
  }
}

/**
 * Lets a text task we stopped reading run to its end, dropping what it sends. pdf.js's text task waits for the
 * reader before each chunk, and document.destroy() waits for every task: without a reader both wait forever
 * (a cancel() is never settled by its in-thread worker either). destroy() marks the task terminated, so it stops
 * at its next chunk.
 */
function drainInBackground(reader: ReadableStreamDefaultReader<unknown>): void {
  void (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // The task ends with "terminated": expected.
    }
  })();
}

/**
 * Opens the document with pdf.js, with the options of unpdf's getDocumentProxy (no eval, system fonts) plus ours.
 * getDocumentProxy itself is not used: in Node it first tries import.meta.resolve("pdfjs-dist/package.json") on
 * every call (for font and CMap URLs of a pdfjs-dist install that neither Node nor workerd has here), which cost
 * ~0.3 ms of a 2-page resume's ~15 ms.
 */
async function openDocument(
  getDocument: Awaited<ReturnType<typeof getResolvedPDFJS>>["getDocument"],
  bytes: Uint8Array,
): Promise<PDFDocumentProxy> {
  return getDocument({
    // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: true,
    stopAtErrors: false,
    isOffscreenCanvasSupported: false,
    maxImageSize: PDF_LIMITS.maxImagePixels,
  }).promise;
}

/**
 * Whether a text-less PDF shows something (an image, or drawing: a scan, text as outlines) rather than nothing.
 * Decided without asking pdf.js for operator lists, which it builds whole and without bound (a form drawing a
 * pattern that draws the form grew one until V8 ran out of heap): an image dictionary in the file (image XObjects
 * are streams, so their dictionaries are never compressed inside object streams), or enough content decoded or
 * stored. Both answers refuse the file; this only picks the message.
 */
function looksDrawn(bytes: Uint8Array, budget: DocumentBudget): boolean {
  if (budget.decodedBytes >= PDF_LIMITS.minDrawnBytes || bytes.length >= PDF_LIMITS.minDrawnBytes) return true;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  return /\/Subtype\s*\/Image\b|\sBI\s[\s\S]{0,4096}?\sID\s/.test(text);
}

/** Reads every page within the document's budgets (pages, items, time, and what pdf.js decodes: pdf-budget.ts). */
async function readPages(document: PDFDocumentProxy, budget: DocumentBudget): Promise<PdfResult> {
  const pageCount = document.numPages;
  if (pageCount > PDF_LIMITS.maxPages) throw new PdfExtractionError("too-complex", `${pageCount} pages`);
  const pages: ReadPage[] = [];
  const items = { items: PDF_LIMITS.maxTextItems, deadline: budget.deadline };
  let multiColumn = false;
  let hasTables = false;
  // Every page's facts; kept once per kind and page where every extractor's facts are (extraction/index.ts).
  const facts: LayoutFact[] = [];
  const links: DocumentLink[] = [];
  for (let number = 1; number <= pageCount; number++) {
    if (Date.now() > budget.deadline) throw new PdfExtractionError("too-complex", "time limit");
    const page = (await document.getPage(number)) as unknown as PageLike;
    const [left = 0, , right = 612] = page.view;
    const fragments = await pageFragments(page, items);
    links.push(...writeLinkTargets(fragments, await pageLinks(page)));
    // pdf.js carries on after most errors inside a page (a font it cannot load, a broken content stream), so a
    // budget it passed shows here, not as a rejection.
    budget.check();
    const layout = layoutPage(fragments, { left, right });
    pages.push({ text: layout.text, edges: layout.edges });
    multiColumn ||= layout.multiColumn;
    hasTables ||= layout.hasTables;
    for (const fact of layout.facts) facts.push({ kind: fact.kind, evidence: fact.evidence, page: number });
    // A page with no text among pages with text: a scan, a picture or text drawn as outlines (or a blank page).
    if (visibleChars(layout.text) < PDF_LIMITS.minTextChars)
      facts.push({ kind: "image_page", evidence: `${number}`, page: number });
    page.cleanup();
  }
  const { texts, browserPrint } = dropPageFurniture(pages);
  // The browser's lines are gone from the text; that the file carries them is the person's to know (decision 725).
  if (browserPrint) facts.push({ kind: "browser_print", evidence: browserPrint.line, page: browserPrint.page });
  const text = texts.map(repairGlyphs).join("\n\n");
  return { text, pageCount, multiColumn, hasTables, facts, links };
}

function budgetFailure(error: PdfBudgetError): PdfExtractionError {
  return new PdfExtractionError(error.limit === "time" ? "too-complex" : error.limit, error.message);
}

export async function extractPdf(bytes: Uint8Array): Promise<PdfResult> {
  // The clock starts once pdf.js is loaded: the first PDF in an isolate loads pdf.js itself, which can take seconds
  // on a busy machine and says nothing about this file.
  const { getDocument } = await getResolvedPDFJS();
  const budget = new DocumentBudget(Date.now() + PDF_LIMITS.maxMillis);
  return withBudget(budget, async () => {
    let document: PDFDocumentProxy;
    try {
      document = await openDocument(getDocument, bytes);
    } catch (error) {
      if (budget.exceeded) throw budgetFailure(budget.exceeded);
      throw classifyPdfJsError(error);
    }
    try {
      if (looksTruncated(bytes)) throw new PdfExtractionError("damaged", "no %%EOF at the end: truncated file");
      const result = await readPages(document, budget);
      if (visibleChars(result.text) < PDF_LIMITS.minTextChars) {
        throw new PdfExtractionError(looksDrawn(bytes, budget) ? "no-text" : "empty", "no text layer");
      }
      return result;
    } catch (error) {
      if (error instanceof PdfExtractionError) throw error;
      if (budget.exceeded) throw budgetFailure(budget.exceeded);
      throw classifyPdfJsError(error);
    } finally {
      await document.destroy();
    }
  });
}
