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

/**
 * Two furniture lines are the same when they differ only in the page number or count ("Page 2 of 3"); any other
 * number must match (a footer's date is the same on every page, a body line's dates are not).
 */
function furnitureKey(text: string, page: number, pageCount: number): string {
  return compact(text).replace(/\d+/g, (digits) =>
    Number(digits) === page || Number(digits) === pageCount ? "#" : digits,
  );
}

export interface ReadPage {
  text: string;
  edges: EdgeLine[];
}

/** The edge lines to drop from each page: page numbers, and repeats of a line already seen at that place. */
function furnitureOf(pages: ReadPage[]): EdgeLine[][] {
  const places = new Map<string, { y: number; pages: Set<number> }[]>();
  pages.forEach((page, index) => {
    for (const edge of page.edges) {
      const key = furnitureKey(edge.text, index + 1, pages.length);
      if (key.replace(/\P{L}/gu, "").length < 3 && !key.includes("#")) continue;
      const seen = places.get(key) ?? [];
      const place = seen.find((other) => Math.abs(other.y - edge.y) < SAME_PLACE);
      if (place) place.pages.add(index);
      else seen.push({ y: edge.y, pages: new Set([index]) });
      places.set(key, seen);
    }
  });
  return pages.map((page, index) => {
    const isFurniture = (edge: EdgeLine): boolean => {
      if (PAGE_NUMBER.test(compact(edge.text))) return true;
      const place = places
        .get(furnitureKey(edge.text, index + 1, pages.length))
        ?.find((other) => Math.abs(other.y - edge.y) < SAME_PLACE);
      return place !== undefined && place.pages.size >= 2;
    };
    // Furniture sits at the very edge: a second line counts only below (or above) furniture of its own.
    const furniture = page.edges.filter(isFurniture);
    const atEdge = furniture.filter(
      (edge) => edge.depth === 0 || furniture.some((outer) => outer.at === edge.at && outer.depth === 0),
    );
    // A running head stays where it first appears; page numbers go everywhere.
    return atEdge.filter((edge) => {
      if (PAGE_NUMBER.test(compact(edge.text))) return true;
      const place = places
        .get(furnitureKey(edge.text, index + 1, pages.length))
        ?.find((other) => Math.abs(other.y - edge.y) < SAME_PLACE);
      return place !== undefined && Math.min(...place.pages) < index;
    });
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
