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
    const furniture = page.edges.filter((edge, at) => isPageNumber(edge) || repeats(at).length > 0);
    // Furniture sits at the very edge: a second line counts only below (or above) furniture of its own.
    const atEdge = new Set(
      furniture.filter(
        (edge) => edge.depth === 0 || furniture.some((outer) => outer.at === edge.at && outer.depth === 0),
      ),
    );
    // A running head stays where it first appears; page numbers go everywhere.
    return page.edges.filter(
      (edge, at) => atEdge.has(edge) && (isPageNumber(edge) || repeats(at).some((other) => other.page < index + 1)),
    );
  });
}

/**
 * Each page's text without its furniture (running heads kept on the first page they appear on). A head is taken
 * off the top of the text and a footer off the bottom, so a body line that happens to read the same stays.
 */
export function dropPageFurniture(pages: ReadPage[]): string[] {
  const furniture = furnitureOf(pages);
  return pages.map((page, index) => {
    const drop = furniture[index]!;
    if (drop.length === 0) return page.text;
    const lines = page.text.split("\n");
    for (const edge of drop) {
      const at = edge.at === "top" ? lines.indexOf(edge.text) : lines.lastIndexOf(edge.text);
      if (at >= 0) lines.splice(at, 1);
    }
    return lines.join("\n");
  });
}
