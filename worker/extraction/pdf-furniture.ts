// Page furniture of a PDF: running heads and footers repeated on every page (a name and phone, "Резюме обновлено
// 12 марта 2024", a browser's print date and URL) and page numbers. Read as text they land between two pages of a
// job, so a footer's date or name reads as part of that job. A line at the same place on two or more pages is kept
// once, where it first appears (it may be the only place the phone is); a page number is dropped.

import type { EdgeLine } from "./pdf-layout";

/** Baselines of one running head on two pages differ by less than this (points). */
const SAME_PLACE = 2;

/**
 * "3", "- 3 -", "3/5", "3 | 5", "Page 3 of 5", "Стр. 3 из 5", "Страница 3", "P a g e 3|3": nothing but a page
 * number, compared without spaces (letter-spaced footers).
 */
const PAGE_NUMBER = /^(?:page|p\.|стр\.?|страница)?[-–—]?\d{1,3}(?:(?:of|из|\/|\|)\d{1,3})?[-–—]?$/i;

/**
 * What a browser prints in the margins when a page is saved as PDF with headers and footers on (decision 725): the
 * date and time of printing before the page's title (Chrome, Edge: "11.08.2026, 17:27  Title", "8/11/26, 5:27 PM
 * Title") or after the page count (Firefox, Safari: "1 of 2  11/08/2026, 17:27"), and the page's address beside the
 * page count ("file:///C:/Users/…/cv.html  1/2", "localhost:63342/cv.html  2/2"; Chrome drops "http://"), or a local
 * file or a blank page's address alone. No resume writes these at a page's very edge; the person never typed them.
 * A web address alone stays: a footer "https://github.com/…" may be the person's own link.
 */
const PRINT_DATE = String.raw`(?:\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2}),?\s+\d{1,2}:\d{2}(?:\s?[AP]\.?M\.?)?`;
const PRINT_COUNT = String.raw`(?:(?:page|стр\.?|страница)\s*)?\d{1,3}\s?(?:\/|of|из)\s?\d{1,3}`;
const LOCAL_ADDRESS = String.raw`(?:file:\/\/\/\S*|about:blank)`;
/** A host needs a dot or a port to be an address without its scheme: "CI/CD  1/2" is no address. */
const ANY_ADDRESS = String.raw`(?:${LOCAL_ADDRESS}|https?:\/\/\S+|[\w-]+(?:\.[\w-]+)+(?::\d+)?\/\S*|[\w.-]+:\d+\/\S*)`;
const BROWSER_LINE = new RegExp(
  [
    `^${PRINT_DATE}(?:\\s.*)?$`,
    `^(?:${PRINT_COUNT}\\s+)?.*\\s${PRINT_DATE}$`,
    `^(?:${PRINT_COUNT}\\s+)?${ANY_ADDRESS}\\s+${PRINT_COUNT}$`,
    `^${PRINT_COUNT}\\s+${ANY_ADDRESS}$`,
    `^${LOCAL_ADDRESS}$`,
  ].join("|"),
  "iu",
);
/** The parts of a browser's line that never belong to the page's own text, when columns split the line apart. */
const BROWSER_PIECE = new RegExp(`^(?:${PRINT_DATE}|${PRINT_COUNT}|${ANY_ADDRESS}(?:\\s+${PRINT_COUNT})?)$`, "iu");

/** A line a browser printed in the page's margin (not typed by the person). */
export function isBrowserLine(text: string): boolean {
  return BROWSER_LINE.test(text.trim());
}

function compact(text: string): string {
  return text.replace(/\s+/g, "");
}

/** An edge line as compared across pages: its words with numbers masked, its numbers, its place. */
interface Seen {
  page: number;
  key: string;
  numbers: number[];
  y: number;
}

function seenOf(edge: EdgeLine, page: number): Seen {
  // Numbers are read before spaces go: "short=1  2/2" is 1, 2, 2, not 12, 2.
  const numbers = (edge.text.match(/\d+/g) ?? []).map(Number);
  return { page, key: compact(edge.text.replace(/\d+/g, "#")), numbers, y: edge.y };
}

/**
 * The same running head on two pages: same words at the same place, and the same numbers except a page number or
 * count ("Page 1 of 3" / "Page 2 of 3", "1/2" / "2/2"). A footer's date is the same on every page; the dates of
 * two body lines that happen to sit at the same place are not.
 */
function sameFurniture(one: Seen, other: Seen, pageCount: number): boolean {
  if (one.key !== other.key || Math.abs(one.y - other.y) >= SAME_PLACE) return false;
  const pageNumberOf = (seen: Seen, value: number): boolean => value === seen.page || value === pageCount;
  return one.numbers.every(
    (value, at) => value === other.numbers[at] || (pageNumberOf(one, value) && pageNumberOf(other, other.numbers[at]!)),
  );
}

/** Too little to tell a running head from a repeated word ("•", "IT"), unless it carries a page number. */
function tooShort(seen: Seen): boolean {
  return seen.key.replace(/\P{L}/gu, "").length < 3 && seen.numbers.length === 0;
}

export interface ReadPage {
  text: string;
  edges: EdgeLine[];
}

/** The edge lines to drop from each page: page numbers, and repeats of a line already seen at that place. */
function furnitureOf(pages: ReadPage[]): EdgeLine[][] {
  const seen = pages.map((page, index) => page.edges.map((edge) => seenOf(edge, index + 1)));
  const all = seen.flat().filter((line) => !tooShort(line));
  return pages.map((page, index) => {
    const isPageNumber = (edge: EdgeLine): boolean => PAGE_NUMBER.test(compact(edge.text));
    /** Other pages where this line is repeated. */
    const repeats = (at: number): Seen[] => {
      const line = seen[index]![at]!;
      if (tooShort(line)) return [];
      return all.filter((other) => other.page !== line.page && sameFurniture(line, other, pages.length));
    };
    const furniture = page.edges.filter(
      (edge, at) => isPageNumber(edge) || isBrowserLine(edge.text) || repeats(at).length > 0,
    );
    // Furniture sits at the very edge: a second line counts only below (or above) furniture of its own.
    const atEdge = new Set(
      furniture.filter(
        (edge) => edge.depth === 0 || furniture.some((outer) => outer.at === edge.at && outer.depth === 0),
      ),
    );
    // A running head stays where it first appears; page numbers and a browser's lines go everywhere.
    return page.edges.filter(
      (edge, at) =>
        atEdge.has(edge) &&
        (isPageNumber(edge) || isBrowserLine(edge.text) || repeats(at).some((other) => other.page < index + 1)),
    );
  });
}

/**
 * Each page's text without its furniture (running heads kept on the first page they appear on). A head is taken
 * off the top of the text and a footer off the bottom, so a body line that happens to read the same stays.
 */
export function dropPageFurniture(pages: ReadPage[]): PagesWithoutFurniture {
  const furniture = furnitureOf(pages);
  const texts = pages.map((page, index) => {
    const drop = furniture[index]!;
    if (drop.length === 0) return page.text;
    const lines = page.text.split("\n");
    for (const edge of drop) {
      if (!dropLine(lines, edge.text, edge.at) && isBrowserLine(edge.text)) dropBrowserPieces(lines, edge);
    }
    return lines.join("\n");
  });
  return { texts, browserPrint: browserPrintOf(furniture) };
}

export interface PagesWithoutFurniture {
  /** Each page's text without its furniture. */
  texts: string[];
  /** The first line a browser printed in a page's margin, with its page: the person sees it in the file. */
  browserPrint: { line: string; page: number } | null;
}

/** Drops the first line (from the top, or from the bottom) that reads `text`; false when there is none. */
function dropLine(lines: string[], text: string, at: EdgeLine["at"]): boolean {
  const index = at === "top" ? lines.indexOf(text) : lines.lastIndexOf(text);
  if (index < 0) return false;
  lines.splice(index, 1);
  return true;
}

/**
 * A browser's line that columns split apart ("19.08.2026, 11:48" read in the left column, the title in the right):
 * its date, address and page count are dropped where they stand alone; the title, which a body line may repeat
 * (the person's name), stays.
 */
function dropBrowserPieces(lines: string[], edge: EdgeLine): void {
  for (const piece of edge.text.split(/\s{2,}/u)) {
    if (BROWSER_PIECE.test(piece.trim())) dropLine(lines, piece.trim(), edge.at);
  }
}

/** The first browser line dropped, preferring the head with the date and the title (what a recruiter quotes). */
function browserPrintOf(furniture: EdgeLine[][]): PagesWithoutFurniture["browserPrint"] {
  const lines = furniture.flatMap((edges, index) =>
    edges.filter((edge) => isBrowserLine(edge.text)).map((edge) => ({ line: edge.text, page: index + 1, edge })),
  );
  const first = lines.find((found) => found.edge.at === "top") ?? lines[0];
  return first ? { line: first.line.replace(/\s+/gu, " ").trim(), page: first.page } : null;
}
