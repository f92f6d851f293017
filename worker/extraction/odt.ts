// ODT (OpenDocument text, what LibreOffice saves): a ZIP like DOCX, read with the same reader and the same limits
// (decision 012), then the body (content.xml), the page headers and footers (styles.xml) and the page count
// (meta.xml). ODF's XML is machine-written like Word's, so the same kind of tag tokenizer is enough.
import { DOCX_LIMITS, PartReader } from "./docx";
import type { LayoutFact } from "./layout-facts";
import { TableCells } from "./table-cells";
import { needsMarker } from "./word-lists";
import { decodeXmlEntities } from "./xml-entities";

export interface OdtResult {
  text: string;
  hasTables: boolean;
  multiColumn: boolean;
  /** Columns (a style's column count, a table row of several-line cells) and tables (decision 545). */
  facts: LayoutFact[];
  pageCount: number | null;
}

/** Subtrees that are not reading text: tracked deletions, comments, form controls, image descriptions. */
const SKIPPED = new Set(["text:tracked-changes", "office:annotation", "office:forms", "svg:title", "svg:desc"]);
/** Elements whose text is read: paragraphs and headings (everything visible sits in one of them). */
const TEXT_BLOCKS = new Set(["text:p", "text:h"]);
/** In styles.xml only what the master pages put in headers and footers is text. */
const PAGE_MARGINS = /^style:(header|footer)(-first|-left)?$/;

interface Walked {
  text: string;
  hasTables: boolean;
  multiColumn: boolean;
  facts: LayoutFact[];
}

/** Walks one ODF part; with `marginsOnly`, text counts only inside page headers and footers. */
export function walkOdfXml(xml: string, marginsOnly = false): Walked {
  const out: string[] = [];
  const cells = new TableCells(out);
  const stack: string[] = [];
  let skipDepth = 0;
  let blockDepth = 0;
  let marginDepth = 0;
  let hasTables = false;
  let multiColumn = false;
  // A list item's first paragraph shows its bullet or number, drawn by the list style and not in the text: written
  // as "• " so the item reads as a list item (decision 610). A heading (text:h) in a list stays a heading.
  let listItemOpen = false;
  const markers: number[] = [];
  const reading = (): boolean => skipDepth === 0 && blockDepth > 0 && (!marginsOnly || marginDepth > 0);

  const onStart = (name: string, tag: string): void => {
    if (name === "text:list-item") listItemOpen = true;
    else if (name === "text:h") listItemOpen = false;
    else if (name === "text:p" && skipDepth === 0) {
      markers.push(listItemOpen ? out.length : -1);
      if (listItemOpen) out.push("");
      listItemOpen = false;
    }
    if (name === "table:table") hasTables = true;
    else if (name === "style:columns" && Number(/fo:column-count="(\d+)"/.exec(tag)?.[1] ?? 1) > 1) multiColumn = true;
    // Paired with onEnd's cell and row ends: the same test of what is skipped.
    const counted = skipDepth === 0 && (!marginsOnly || marginDepth > 0);
    if (counted && name === "table:table-cell") cells.cellStart();
    else if (counted && name === "table:table-row") cells.rowStart();
    if (!reading()) return;
    if (name === "text:tab") out.push("\t");
    else if (name === "text:line-break") cells.lineBreak();
    else if (name === "text:s") out.push(" ".repeat(Math.min(100, Number(/text:c="(\d+)"/.exec(tag)?.[1] ?? 1))));
  };
  const onEnd = (name: string): void => {
    if (name === "text:p" && skipDepth === 0) {
      const at = markers.pop() ?? -1;
      if (at >= 0 && needsMarker(out.slice(at + 1).join(""))) out[at] = "• ";
    }
    if (skipDepth > 0 || (marginsOnly && marginDepth === 0)) return;
    if (TEXT_BLOCKS.has(name)) cells.lineBreak();
    else if (name === "table:table-cell") cells.cellEnd();
    else if (name === "table:table-row") cells.rowEnd();
  };
  const open = (name: string): void => {
    stack.push(name);
    if (SKIPPED.has(name)) skipDepth++;
    if (TEXT_BLOCKS.has(name)) blockDepth++;
    if (PAGE_MARGINS.test(name)) marginDepth++;
  };
  const close = (name: string): void => {
    if (SKIPPED.has(name)) skipDepth--;
    if (TEXT_BLOCKS.has(name)) blockDepth--;
    if (PAGE_MARGINS.test(name)) marginDepth--;
    onEnd(name);
  };

  const tokens = /<[^>]*>|[^<]+/g;
  for (let match = tokens.exec(xml); match; match = tokens.exec(xml)) {
    const token = match[0];
    if (token[0] !== "<") {
      if (reading()) out.push(decodeXmlEntities(token));
    } else if (token[1] === "/") {
      // Pop to the matching element even if the XML is sloppy, so one bad tag cannot derail the whole part.
      const index = stack.lastIndexOf(token.slice(2, -1).trim());
      while (index >= 0 && stack.length > index) close(stack.pop()!);
    } else if (token[1] !== "?" && token[1] !== "!") {
      const name = /^<([^\s/>]+)/.exec(token)?.[1] ?? "";
      onStart(name, token);
      open(name);
      if (token.endsWith("/>")) close(stack.pop()!);
    }
  }
  return { text: out.join(""), hasTables, multiColumn, facts: cells.facts(multiColumn) };
}

function declaredPageCount(meta: string | null): number | null {
  const pages = meta && /meta:page-count="(\d+)"/.exec(meta);
  const count = pages ? Number(pages[1]) : 0;
  return count > 0 ? count : null;
}

export function extractOdt(bytes: Uint8Array): OdtResult {
  const parts = new PartReader(bytes, DOCX_LIMITS);
  const body = walkOdfXml(parts.read("content.xml") ?? "");
  const margins = walkOdfXml(parts.read("styles.xml") ?? "", true);
  // Headers first, as in DOCX: templates put the name and contacts there.
  const text = [margins.text, body.text].filter((block) => block.trim() !== "").join("\n\n");
  return {
    text,
    hasTables: body.hasTables,
    multiColumn: body.multiColumn,
    // Kept once per kind, the body's first, where every extractor's facts are (extraction/index.ts).
    facts: [...body.facts, ...margins.facts],
    pageCount: declaredPageCount(parts.read("meta.xml")),
  };
}
