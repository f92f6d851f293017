// Layout facts with their evidence (decision 545), collected by the extractors where the structure is known: PDF
// text positions (pdf-layout.ts), Word and ODT elements (wordxml.ts, table-cells.ts, odt.ts), and the characters a
// file's fonts did not map (brokenTextFact below, for every format).
import { type LayoutFact, type LayoutFactKind, MAX_LAYOUT_FACTS } from "../../shared/schemas/layout";

export type { LayoutFact, LayoutFactKind };

/** Evidence as stored: one line, at most 80 characters, cut at a word. */
function evidenceText(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= 80) return line;
  const cut = line.slice(0, 80);
  const space = cut.lastIndexOf(" ");
  return `${space > 40 ? cut.slice(0, space) : cut}…`;
}

/** Keeps the first fact of each kind per page (the report quotes one), at most MAX_LAYOUT_FACTS in all. */
export class LayoutFacts {
  readonly list: LayoutFact[] = [];
  private readonly seen = new Set<string>();

  add(kind: LayoutFactKind, evidence: string, page: number | null = null): void {
    const key = `${kind}:${page ?? ""}`;
    if (this.seen.has(key) || this.list.length >= MAX_LAYOUT_FACTS) return;
    this.seen.add(key);
    this.list.push({ kind, evidence: evidenceText(evidence), page });
  }

  addAll(facts: readonly LayoutFact[]): void {
    for (const fact of facts) this.add(fact.kind, fact.evidence, fact.page);
  }
}

/**
 * A character a font or an encoding did not map to a letter: the replacement character, or a private-use code
 * point between two letters (an icon font's glyph stands alone or before a word; one inside a word is a letter the
 * font's ToUnicode map left unnamed, as with lost ligatures or a custom Cyrillic encoding).
 */
const BROKEN_CHAR = /\uFFFD|(?<=\p{L})[\uE000-\uF8FF]+(?=\p{L})/gu;
/** Every BROKEN_CHAR match has one of these: a plain class rules a text out in one scan. */
const MAYBE_BROKEN = /[\uFFFD\uE000-\uF8FF]/;
/** A stray one is a typing slip or a lone icon; this many say the text itself is not what the file shows. */
const MIN_BROKEN = 3;

/** The broken-text fact of an extracted text: how many characters were lost, and the first word that lost one. */
export function brokenTextFact(text: string): LayoutFact | null {
  if (!MAYBE_BROKEN.test(text)) return null;
  let count = 0;
  let first = -1;
  for (const match of text.matchAll(BROKEN_CHAR)) {
    count++;
    if (first < 0) first = match.index;
  }
  if (count < MIN_BROKEN) return null;
  const start = Math.max(0, text.lastIndexOf(" ", first) + 1, text.lastIndexOf("\n", first) + 1);
  const end = text.slice(first).search(/[\s]/);
  const word = text.slice(start, end < 0 ? text.length : first + end);
  return { kind: "broken_text", evidence: evidenceText(`${word} (${count})`), page: null };
}
