// DOCX: unzip with size guards, then walk the WordprocessingML of the body, page headers and footers.

import type { DocumentLink } from "../../shared/schemas/layout";
import type { LayoutFact } from "./layout-facts";
import { WordLists } from "./word-lists";
import { relationshipTargets, walkWordXml } from "./wordxml";
import { listZipEntries, readZipEntry, type ZipEntry } from "./zip";

export const DOCX_LIMITS = {
  maxEntries: 2_000,
  // Sized to the isolate (decision 012): a part is held as bytes, then as a string, then walked; the corpus peaks
  // at 0.7 MB a part and 0.9 MB in all.
  maxPartBytes: 2 * 1024 * 1024,
  maxTotalBytes: 6 * 1024 * 1024,
};

export interface DocxResult {
  text: string;
  hasTables: boolean;
  multiColumn: boolean;
  hasTextBoxes: boolean;
  /** Layout facts of the body, then of the page headers and footers (decision 545). */
  facts: LayoutFact[];
  /** Hyperlinks of the headers, the body and the footers, with their words (decision 610). */
  links: DocumentLink[];
  pageCount: number | null;
  encrypted: false;
}

/**
 * Reads parts while keeping a running total, so many medium parts cannot add up to a bomb either. Also reads ODT
 * (odt.ts), under the same limits.
 */
export class PartReader {
  private inflated = 0;
  private readonly entries: Map<string, ZipEntry>;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: typeof DOCX_LIMITS = DOCX_LIMITS,
  ) {
    const list = listZipEntries(bytes, limits.maxEntries);
    this.entries = new Map(list.map((entry) => [entry.name.replace(/^\//, ""), entry]));
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  read(name: string): string | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    const budget = Math.min(this.limits.maxPartBytes, this.limits.maxTotalBytes - this.inflated);
    const data = readZipEntry(this.bytes, entry, budget);
    this.inflated += data.length;
    return new TextDecoder("utf-8").decode(data);
  }
}

/** The main document part named by the package relationships (almost always word/document.xml). */
function mainDocumentPath(parts: PartReader): string {
  const relationships = parts.read("_rels/.rels") ?? "";
  const match = /<Relationship\b[^>]*Type="[^"]*\/officeDocument"[^>]*>/.exec(relationships);
  const target = match && /Target="([^"]+)"/.exec(match[0]);
  const path = target?.[1]?.replace(/^\//, "");
  return path && parts.names().includes(path) ? path : "word/document.xml";
}

function headerFooterPaths(parts: PartReader, kind: "header" | "footer"): string[] {
  const pattern = new RegExp(`^word/${kind}\\d*\\.xml$`);
  return parts
    .names()
    .filter((name) => pattern.test(name))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** "word/document.xml" → "word/_rels/document.xml.rels": where a part's relationships (its links' targets) are. */
function relsOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return `${path.slice(0, slash + 1)}_rels/${path.slice(slash + 1)}.rels`;
}

/** Pages as Word last counted them (docProps/app.xml); absent for files written by many generators. */
function declaredPageCount(parts: PartReader): number | null {
  const app = parts.read("docProps/app.xml");
  const pages = app && /<Pages>(\d+)<\/Pages>/.exec(app);
  const count = pages ? Number(pages[1]) : 0;
  return count > 0 ? count : null;
}

/**
 * Headers repeat (first page, even pages, default) and usually say the same thing: keep each distinct line once.
 */
function distinctLines(blocks: string[], alreadySeen: Set<string>): string {
  const lines: string[] = [];
  for (const block of blocks) {
    for (const line of block.split("\n")) {
      const key = line.trim();
      if (key === "" || alreadySeen.has(key)) continue;
      alreadySeen.add(key);
      lines.push(line);
    }
  }
  return lines.join("\n");
}

export function extractDocx(bytes: Uint8Array): DocxResult {
  const parts = new PartReader(bytes);
  // List paragraphs draw their bullets and numbers from the document's numbering and styles (word-lists.ts).
  const lists = new WordLists({
    numbering: () => parts.read("word/numbering.xml"),
    styles: () => parts.read("word/styles.xml"),
  });
  const read = (path: string) =>
    walkWordXml(parts.read(path) ?? "", relationshipTargets(parts.read(relsOf(path))), lists);
  const body = read(mainDocumentPath(parts));
  const headers = headerFooterPaths(parts, "header").map(read);
  const footers = headerFooterPaths(parts, "footer").map(read);

  // Headers go first because templates put the name and contacts there; footers last.
  const seen = new Set<string>();
  const headerText = distinctLines(
    headers.map((part) => part.text),
    seen,
  );
  const footerText = distinctLines(
    footers.map((part) => part.text),
    seen,
  );
  const text = [headerText, body.text, footerText].filter((block) => block.trim() !== "").join("\n\n");
  const all = [body, ...headers, ...footers];
  return {
    // Kept once per kind, the body's first, where every extractor's facts are (extraction/index.ts).
    facts: all.flatMap((part) => part.facts),
    links: [...headers, body, ...footers].flatMap((part) => part.links),
    text,
    hasTables: all.some((part) => part.hasTables),
    multiColumn: body.multiColumn,
    hasTextBoxes: all.some((part) => part.hasTextBoxes),
    pageCount: declaredPageCount(parts),
    encrypted: false,
  };
}
