// Word list paragraphs (decision 610): a paragraph numbered by Word (w:numPr, given directly or through its paragraph
// style) shows a bullet or a number that is not in its text runs; Word draws it from numbering.xml. Without it the
// extracted text lost every list, and the report said «опыт написан сплошным текстом» of a resume of bullets. The
// marker is written the way a typed list reads ("• ", "1. "), which is how every reader of the text knows a list item.
// A numbered heading (a heading style, an outline level, a short line in capitals) keeps its text as it was: a
// heading is not a list item.

import { decodeXmlEntities } from "./xml-entities";

/** One level of a list: its number format (bullet, decimal, lowerLetter…), the text pattern ("%1."), the start. */
interface ListLevel {
  format: string;
  text: string;
  start: number;
}

/** A paragraph style's list and heading properties, as written (basedOn is followed when read). */
interface ParagraphStyle {
  numId?: string;
  ilvl?: number;
  heading: boolean;
  basedOn?: string;
}

/** What a paragraph says of itself in its w:pPr. */
export interface ParagraphList {
  styleId?: string;
  numId?: string;
  ilvl?: number;
  outlineLevel?: number;
}

/** Word's own limit: nine levels (0–8). */
const LEVELS = 9;
/** A numbered heading has at most this many words ("1. Professional experience and internships"). */
const HEADING_MAX_WORDS = 6;
/** The built-in names of heading styles (styleIds are localised, names are not: "heading 1", "Title"). */
const HEADING_STYLE = /^(?:heading\s*\d|title|subtitle|заголовок(?:\s*\d)?)$/iu;
/** Up to five words in capitals: "1. EXPERIENCE", «2. ОБРАЗОВАНИЕ» numbered as a list are headings. */
const CAPITALS_TITLE = /^(?=[^\p{Ll}]*\p{Lu}[^\p{Ll}]*\p{Lu})[^\p{Ll}\d]+$/u;
/** A paragraph's text that is already a list item: a typed bullet or number before the numbering's own. */
const TYPED_MARKER = /^\s*(?:[-–—•·▪■◦●*+►▶➢✓✔]|\d{1,2}[.)])\s/u;

/** A list item's text that shows words and no bullet or number typed by hand: the marker Word or ODF draws is due. */
export function needsMarker(text: string): boolean {
  return /\S/u.test(text) && !TYPED_MARKER.test(text);
}

const ATTRIBUTES = {
  "w:abstractNumId": /\bw:abstractNumId="([^"]*)"/u,
  "w:ilvl": /\bw:ilvl="([^"]*)"/u,
  "w:numId": /\bw:numId="([^"]*)"/u,
  "w:type": /\bw:type="([^"]*)"/u,
} as const;

const attribute = (tag: string, name: keyof typeof ATTRIBUTES): string | undefined => ATTRIBUTES[name].exec(tag)?.[1];

/** The levels of every abstract list definition, by abstractNumId, and the style it takes its levels from. */
function abstractLists(
  xml: string,
): Map<string, { levels: ListLevel[]; styleLink?: string; styles: [number, string][] }> {
  const lists = new Map<string, { levels: ListLevel[]; styleLink?: string; styles: [number, string][] }>();
  for (const [, open, body] of xml.matchAll(/<w:abstractNum\b([^>]*)>([\s\S]*?)<\/w:abstractNum>/gu)) {
    const id = attribute(open!, "w:abstractNumId");
    if (id === undefined) continue;
    const levels: ListLevel[] = [];
    const styles: [number, string][] = [];
    for (const [, lvlOpen, lvl] of body!.matchAll(/<w:lvl\b([^>]*)>([\s\S]*?)<\/w:lvl>/gu)) {
      const ilvl = Number(attribute(lvlOpen!, "w:ilvl") ?? -1);
      if (ilvl < 0 || ilvl >= LEVELS) continue;
      levels[ilvl] = levelOf(lvl!);
      const style = /<w:pStyle\b[^>]*w:val="([^"]+)"/u.exec(lvl!)?.[1];
      if (style) styles.push([ilvl, style]);
    }
    const styleLink = /<w:numStyleLink\b[^>]*w:val="([^"]+)"/u.exec(body!)?.[1];
    lists.set(id, { levels, styleLink, styles });
  }
  return lists;
}

function levelOf(lvl: string): ListLevel {
  return {
    format: /<w:numFmt\b[^>]*w:val="([^"]+)"/u.exec(lvl)?.[1] ?? "decimal",
    text: decodeXmlEntities(/<w:lvlText\b[^>]*w:val="([^"]*)"/u.exec(lvl)?.[1] ?? ""),
    start: Number(/<w:start\b[^>]*w:val="(\d+)"/u.exec(lvl)?.[1] ?? 1),
  };
}

/**
 * One paragraph style's numbering and heading properties, found by its styleId (styles.xml may hold hundreds of
 * styles, latent ones and table styles among them: only the few a document's list paragraphs name are read).
 */
function styleOf(xml: string, id: string): ParagraphStyle | undefined {
  const at = xml.indexOf(`w:styleId="${id}"`);
  if (at < 0) return undefined;
  const open = xml.lastIndexOf("<w:style ", at);
  const close = xml.indexOf("</w:style>", at);
  if (open < 0 || close < 0) return undefined;
  const tagEnd = xml.indexOf(">", at);
  if ((attribute(xml.slice(open, tagEnd), "w:type") ?? "paragraph") !== "paragraph") return undefined;
  const body = xml.slice(tagEnd + 1, close);
  const name = decodeXmlEntities(/<w:name\b[^>]*w:val="([^"]*)"/u.exec(body)?.[1] ?? "");
  const outline = /<w:outlineLvl\b[^>]*w:val="(\d+)"/u.exec(body)?.[1];
  const ilvl = /<w:ilvl\b[^>]*w:val="(\d+)"/u.exec(body)?.[1];
  return {
    numId: /<w:numId\b[^>]*w:val="(\d+)"/u.exec(body)?.[1],
    ilvl: ilvl === undefined ? undefined : Number(ilvl),
    heading: HEADING_STYLE.test(name.trim()) || (outline !== undefined && Number(outline) < LEVELS),
    basedOn: /<w:basedOn\b[^>]*w:val="([^"]+)"/u.exec(body)?.[1],
  };
}

/**
 * A document's lists: numbering.xml's definitions and styles.xml's paragraph styles, read once per document, and the
 * running count of each list, so that the third item of a numbered list reads "3.".
 */
export class WordLists {
  /** numId → its levels (the abstract definition's, with the instance's overrides). */
  private readonly lists = new Map<string, ListLevel[]>();
  /** Paragraph styles read so far, by styleId (undefined: no such paragraph style). */
  private readonly styles = new Map<string, ParagraphStyle | undefined>();
  private stylesXml = "";
  /** numId → the current number at each level. */
  private readonly counters = new Map<string, number[]>();
  /** The parts, read when the first paragraph that may be a list item asks (most paragraphs never do). */
  private source: { numbering: () => string | null; styles: () => string | null } | null;

  constructor(source: { numbering: () => string | null; styles: () => string | null }) {
    this.source = source;
  }

  /** Paragraph styles numbered by a list, as numbering.xml's levels name them (Word writes this link both ways). */
  private readonly styleLists = new Map<string, { numId: string; ilvl: number }>();
  private readStyles: (() => string | null) | null = null;

  /**
   * A paragraph style by its id. styles.xml is often the largest part of a file (a template's is 350 KB): it is
   * inflated only when a list paragraph's style must be known, not for every document with a list.
   */
  private style(id: string): ParagraphStyle | undefined {
    if (this.readStyles) {
      this.stylesXml = this.readStyles() ?? "";
      this.readStyles = null;
    }
    if (!this.styles.has(id)) this.styles.set(id, styleOf(this.stylesXml, id));
    return this.styles.get(id);
  }

  private load(): void {
    if (!this.source) return;
    const source = this.source;
    this.source = null;
    const xml = source.numbering() ?? "";
    // No list instance, no list paragraph: styles.xml (often the largest part) is not even inflated.
    if (!xml.includes("<w:num ") && !xml.includes("<w:num>")) return;
    this.readStyles = source.styles;
    const abstracts = abstractLists(xml);
    const numToAbstract = new Map<string, string>();
    const numBodies: [string, string][] = [];
    for (const [, open, body] of xml.matchAll(/<w:num\b([^>]*)>([\s\S]*?)<\/w:num>/gu)) {
      const numId = attribute(open!, "w:numId");
      const abstractId = /<w:abstractNumId\b[^>]*w:val="(\d+)"/u.exec(body!)?.[1];
      if (numId === undefined || abstractId === undefined) continue;
      numToAbstract.set(numId, abstractId);
      numBodies.push([numId, body!]);
    }
    for (const [numId, body] of numBodies) {
      let abstract = abstracts.get(numToAbstract.get(numId)!);
      // A list that takes its levels from a numbering style: the style's list holds them.
      const linkedNum = abstract?.styleLink ? this.styleChain(abstract.styleLink).numId : undefined;
      if (linkedNum && linkedNum !== numId) abstract = abstracts.get(numToAbstract.get(linkedNum) ?? "") ?? abstract;
      const levels = [...(abstract?.levels ?? [])];
      for (const [, open, override] of body.matchAll(/<w:lvlOverride\b([^>]*)>([\s\S]*?)<\/w:lvlOverride>/gu)) {
        const ilvl = Number(attribute(open!, "w:ilvl") ?? -1);
        if (ilvl < 0 || ilvl >= LEVELS) continue;
        const lvl = /<w:lvl\b[^>]*>([\s\S]*?)<\/w:lvl>/u.exec(override!)?.[1];
        const start = /<w:startOverride\b[^>]*w:val="(\d+)"/u.exec(override!)?.[1];
        const base = lvl ? levelOf(lvl) : levels[ilvl];
        if (base) levels[ilvl] = start ? { ...base, start: Number(start) } : base;
      }
      this.lists.set(numId, levels);
    }
    // A level that names its paragraph style: that style's paragraphs are items of the first list of its definition.
    for (const [abstractId, abstract] of abstracts)
      for (const [ilvl, styleId] of abstract.styles) {
        const numId = numBodies.find(([id]) => numToAbstract.get(id) === abstractId)?.[0];
        if (numId !== undefined && !this.styleLists.has(styleId)) this.styleLists.set(styleId, { numId, ilvl });
      }
  }

  /** A paragraph's list and level: its own numPr, else its style's (from numbering.xml's link, else from styles.xml). */
  private listOf(paragraph: ParagraphList): { numId?: string; ilvl: number } {
    if (paragraph.numId !== undefined) return { numId: paragraph.numId, ilvl: paragraph.ilvl ?? 0 };
    if (paragraph.styleId === undefined || this.lists.size === 0) return { ilvl: 0 };
    const linked = this.styleLists.size > 0 ? this.styleLists.get(paragraph.styleId) : undefined;
    if (linked || this.styleLists.size > 0) return { numId: linked?.numId, ilvl: paragraph.ilvl ?? linked?.ilvl ?? 0 };
    const style = this.styleChain(paragraph.styleId);
    return { numId: style.numId, ilvl: paragraph.ilvl ?? style.ilvl ?? 0 };
  }

  /** A style's list and heading properties with its basedOn chain followed (a few links at most). */
  private styleChain(styleId: string | undefined): ParagraphStyle {
    const merged: ParagraphStyle = { heading: false };
    let id = styleId;
    for (let depth = 0; id !== undefined && depth < 10; depth++) {
      const style = this.style(id);
      if (!style) break;
      merged.numId ??= style.numId;
      merged.ilvl ??= style.ilvl;
      merged.heading ||= style.heading;
      id = style.basedOn;
    }
    return merged;
  }

  /**
   * The marker to write before a paragraph's text ("• ", "3. "), or "" when it is no list item. Called once for each
   * paragraph, in document order, with its text: numbered paragraphs count even when they hold no text, as in Word.
   */
  markerOf(paragraph: ParagraphList, text: string): string {
    this.load();
    const list = this.listOf(paragraph);
    const numId = list.numId;
    // numId 0 takes a style's numbering away.
    if (numId === undefined || numId === "0") return "";
    const ilvl = Math.min(LEVELS - 1, Math.max(0, list.ilvl));
    const levels = this.lists.get(numId);
    const level = levels?.[ilvl];
    if (!levels || !level || level.format === "none") return "";
    const numbers = this.count(numId, ilvl, levels);
    const words = text.trim();
    if (!needsMarker(words)) return "";
    // A heading is short: only a short item's style is looked up (a long one is a duty whatever its style says).
    const short = words.split(/\s+/u).length <= HEADING_MAX_WORDS;
    const heading =
      (paragraph.outlineLevel !== undefined && paragraph.outlineLevel < LEVELS) ||
      (short && paragraph.styleId !== undefined && this.styleChain(paragraph.styleId).heading);
    if (heading) return "";
    if (level.format === "bullet") return level.text.trim() === "" ? "" : "• ";
    if (CAPITALS_TITLE.test(words) && words.split(/\s+/u).length <= 5) return "";
    const marker = level.text.replace(/%([1-9])/gu, (_, n: string) => {
      const at = Number(n) - 1;
      return formatNumber(numbers[at] ?? 1, levels[at]?.format ?? "decimal");
    });
    return marker.trim() === "" ? "" : `${marker.trim()} `;
  }

  /** Advances a list's count at a level (deeper levels start again) and returns the numbers of every level. */
  private count(numId: string, ilvl: number, levels: readonly ListLevel[]): number[] {
    let numbers = this.counters.get(numId);
    if (!numbers) {
      numbers = levels.map((level) => (level?.start ?? 1) - 1);
      this.counters.set(numId, numbers);
    }
    numbers[ilvl] = (numbers[ilvl] ?? (levels[ilvl]?.start ?? 1) - 1) + 1;
    for (let deeper = ilvl + 1; deeper < numbers.length; deeper++) numbers[deeper] = (levels[deeper]?.start ?? 1) - 1;
    for (let above = 0; above < ilvl; above++)
      numbers[above] = Math.max(numbers[above] ?? 0, levels[above]?.start ?? 1);
    return numbers;
  }
}

const ROMAN: [number, string][] = [
  [1000, "m"],
  [900, "cm"],
  [500, "d"],
  [400, "cd"],
  [100, "c"],
  [90, "xc"],
  [50, "l"],
  [40, "xl"],
  [10, "x"],
  [9, "ix"],
  [5, "v"],
  [4, "iv"],
  [1, "i"],
];

function roman(n: number): string {
  let rest = Math.max(1, Math.min(n, 3999));
  let out = "";
  for (const [value, digits] of ROMAN) {
    while (rest >= value) {
      out += digits;
      rest -= value;
    }
  }
  return out;
}

/** "a".."z", then "aa".. as Word writes letters past the alphabet. */
function letters(n: number, alphabet: string): string {
  const size = alphabet.length;
  const index = (Math.max(1, n) - 1) % size;
  return alphabet[index]!.repeat(Math.floor((Math.max(1, n) - 1) / size) + 1);
}

const LATIN = "abcdefghijklmnopqrstuvwxyz";
/** The letters Word's russianLower numbering uses (no ё, й, ъ, ы, ь). */
const RUSSIAN = "абвгдежзиклмнопрстуфхцчшщэюя";

/** A list number in its level's format; formats the text cannot show (ordinals in words…) as decimal. */
function formatNumber(n: number, format: string): string {
  switch (format) {
    case "lowerLetter":
      return letters(n, LATIN);
    case "upperLetter":
      return letters(n, LATIN).toUpperCase();
    case "lowerRoman":
      return roman(n);
    case "upperRoman":
      return roman(n).toUpperCase();
    case "russianLower":
      return letters(n, RUSSIAN);
    case "russianUpper":
      return letters(n, RUSSIAN).toUpperCase();
    case "decimalZero":
      return String(n).padStart(2, "0");
    default:
      return String(n);
  }
}
