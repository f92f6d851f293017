// A small streaming walker over WordprocessingML (document, header and footer parts) that yields reading text.
// It is not a general XML parser: Word's XML is machine-written, so a tag tokenizer is enough and fast.

import type { DocumentLink } from "../../shared/schemas/layout";
import type { LayoutFact } from "./layout-facts";
import { contactAfterWords, webLink } from "./link-targets";
import { TableCells } from "./table-cells";
import type { ParagraphList, WordLists } from "./word-lists";
import { decodeXmlEntities } from "./xml-entities";

export interface WordXmlText {
  text: string;
  hasTables: boolean;
  multiColumn: boolean;
  hasTextBoxes: boolean;
  /** Columns (a section's w:cols, a table row of several-line cells), tables, text boxes: decision 545. */
  facts: LayoutFact[];
  /** Hyperlinks' web targets with their words (decision 610). */
  links: DocumentLink[];
}

/**
 * Elements whose whole subtree is not reading text. mc:Fallback is the important one: Word stores every
 * modern text box twice (mc:Choice with wps:txbx and a VML copy in mc:Fallback); reading both doubles it.
 */
const SKIPPED_SUBTREES = new Set([
  "mc:Fallback",
  "w:instrText",
  "w:delText",
  "w:fldData",
  "w:rPrChange",
  "w:pPrChange",
]);

/** A hyperlink being read: its target and where its words start in the output. */
interface OpenLink {
  target: string;
  from: number;
}

/** The target of a field code «HYPERLINK "mailto:ivan@mail.ru"» (Word's older way to write a link). */
const FIELD_HYPERLINK = /^\s*HYPERLINK\s+"([^"]+)"/u;

/** A paragraph being read: where its marker goes in the output (a kept place) and its list properties. */
interface OpenParagraph {
  at: number;
  list: ParagraphList;
}

class WordXmlWalker {
  private readonly out: string[] = [];
  /** A part's relationships (r:id → target), for its hyperlinks; the document's lists, for its list paragraphs. */
  constructor(
    private readonly targets: ReadonlyMap<string, string> = new Map(),
    private readonly lists: WordLists | null = null,
  ) {}
  /** Paragraphs open now: a text box's paragraphs sit inside a paragraph of the body. */
  private readonly paragraphs: OpenParagraph[] = [];
  private link: OpenLink | null = null;
  /** A field's code as read so far, and the link it opens once its result starts. */
  private fieldCode = "";
  private fieldLink: OpenLink | null = null;
  private readonly stack: string[] = [];
  private skipDepth = 0;
  /** Cell ends become tabs or line breaks (table-cells.ts); every line break is written through it. */
  private readonly cells = new TableCells(this.out);
  private runHidden = false;
  hasTables = false;
  multiColumn = false;
  hasTextBoxes = false;
  /** Where the first text box's text starts in the output, and its first line once it is closed. */
  private textBoxAt = -1;
  textBoxEvidence: string | null = null;

  /** The layout facts of the part, each with the first line that shows it. */
  facts(): LayoutFact[] {
    const facts = this.cells.facts(this.multiColumn);
    if (this.textBoxEvidence !== null) facts.push({ kind: "text_box", evidence: this.textBoxEvidence, page: null });
    return facts;
  }

  walk(xml: string): string {
    const tokens = /<[^>]*>|[^<]+/g;
    for (let match = tokens.exec(xml); match; match = tokens.exec(xml)) {
      const token = match[0];
      if (token[0] !== "<") this.onText(token);
      else if (token[1] === "/") this.onClose(token.slice(2, -1).trim());
      else if (token[1] !== "?" && token[1] !== "!") this.onOpen(token);
    }
    this.writeTargets();
    return this.out.join("");
  }

  private get parent(): string | undefined {
    return this.stack[this.stack.length - 1];
  }

  private onText(raw: string): void {
    if (this.parent === "w:instrText") this.fieldCode += decodeXmlEntities(raw);
    if (this.skipDepth > 0 || this.runHidden) return;
    if (this.parent === "w:t") this.out.push(decodeXmlEntities(raw));
  }

  private onOpen(tag: string): void {
    const selfClosing = tag.endsWith("/>");
    const name = /^<([^\s/>]+)/.exec(tag)?.[1] ?? "";
    this.onElement(name, tag);
    if (selfClosing) {
      this.onEnd(name);
      return;
    }
    this.stack.push(name);
    if (SKIPPED_SUBTREES.has(name)) this.skipDepth++;
  }

  private onClose(name: string): void {
    // Pop to the matching element even if the XML is sloppy, so one bad tag cannot derail the whole part.
    const index = this.stack.lastIndexOf(name);
    if (index < 0) return;
    while (this.stack.length > index) {
      const popped = this.stack.pop()!;
      if (SKIPPED_SUBTREES.has(popped)) this.skipDepth--;
      this.onEnd(popped);
    }
  }

  /** Start of an element (also called for self-closing ones). */
  private onElement(name: string, tag: string): void {
    switch (name) {
      case "w:tbl":
        this.hasTables = true;
        return;
      case "w:tr":
        if (this.skipDepth === 0) this.cells.rowStart();
        return;
      case "w:tc":
        // Paired with onEnd, which skips what sits in a skipped subtree (a text box's VML copy holds tables too).
        if (this.skipDepth === 0) this.cells.cellStart();
        return;
      case "w:r":
        this.runHidden = false;
        return;
      case "w:p":
        if (this.skipDepth === 0 && this.lists) {
          this.paragraphs.push({ at: this.out.length, list: {} });
          this.out.push("");
        }
        return;
      case "w:pStyle":
      case "w:numId":
      case "w:ilvl":
      case "w:outlineLvl":
        this.onParagraphProperty(name, tag);
        return;
      case "w:hyperlink": {
        const id = /\br:id="([^"]+)"/u.exec(tag)?.[1];
        const target = id ? this.targets.get(id) : undefined;
        if (target && this.skipDepth === 0) this.link = { target, from: this.out.length };
        return;
      }
      case "w:fldChar": {
        const type = /w:fldCharType="(\w+)"/u.exec(tag)?.[1];
        if (type === "begin") this.fieldCode = "";
        else if (type === "separate") {
          const target = FIELD_HYPERLINK.exec(this.fieldCode)?.[1];
          this.fieldLink = target && this.skipDepth === 0 ? { target, from: this.out.length } : null;
        } else if (type === "end" && this.fieldLink) {
          this.writeTarget(this.fieldLink);
          this.fieldLink = null;
        }
        return;
      }
      case "w:vanish":
        // Hidden text: only when it is a run property (in a paragraph's own rPr it hides just the pilcrow).
        if (
          this.parent === "w:rPr" &&
          this.stack[this.stack.length - 2] === "w:r" &&
          !/w:val="(0|false|off)"/.test(tag)
        ) {
          this.runHidden = true;
        }
        return;
      case "w:cols": {
        const columns = /w:num="(\d+)"/.exec(tag);
        if (columns && Number(columns[1]) > 1) this.multiColumn = true;
        return;
      }
      case "w:txbxContent":
        this.hasTextBoxes = true;
        if (this.skipDepth === 0) this.emitBreak();
        if (this.skipDepth === 0 && this.textBoxAt < 0) this.textBoxAt = this.out.length;
        return;
    }
    if (this.skipDepth > 0 || this.runHidden || this.parent !== "w:r") return;
    if (name === "w:tab" || name === "w:ptab") this.out.push("\t");
    else if (name === "w:br" || name === "w:cr") this.cells.lineBreak();
    else if (name === "w:noBreakHyphen") this.out.push("-");
  }

  /** End of an element (also called right after onElement for self-closing ones). */
  private onEnd(name: string): void {
    if (this.skipDepth > 0) return;
    switch (name) {
      case "w:p":
        this.writeMarker();
        this.cells.lineBreak();
        return;
      case "w:tc":
        this.cells.cellEnd();
        return;
      case "w:tr":
        this.cells.rowEnd();
        return;
      case "w:r":
        this.runHidden = false;
        return;
      case "w:hyperlink":
        if (this.link) this.writeTarget(this.link);
        this.link = null;
        return;
      case "w:txbxContent":
        this.emitBreak();
        if (this.textBoxEvidence === null && this.textBoxAt >= 0) {
          const text = this.out.slice(this.textBoxAt).join("");
          const first = text.split("\n").find((line) => line.trim() !== "");
          // A text box that holds no words (a shape, a line) is no place text hides in.
          if (first) this.textBoxEvidence = first;
          else this.textBoxAt = -1;
        }
        return;
    }
  }

  /** A list property of the paragraph being read (in its w:pPr, not in a run's or a table's properties). */
  private onParagraphProperty(name: string, tag: string): void {
    const paragraph = this.paragraphs[this.paragraphs.length - 1];
    if (!paragraph || this.skipDepth > 0) return;
    const inPPr =
      this.parent === "w:pPr" || (this.parent === "w:numPr" && this.stack[this.stack.length - 2] === "w:pPr");
    if (!inPPr) return;
    const value = /w:val="([^"]*)"/u.exec(tag)?.[1];
    if (value === undefined) return;
    if (name === "w:pStyle") paragraph.list.styleId = value;
    else if (name === "w:numId") paragraph.list.numId = value;
    else if (name === "w:ilvl") paragraph.list.ilvl = Number(value);
    else paragraph.list.outlineLevel = Number(value);
  }

  /** The list marker of the paragraph that ends ("• ", "2. "), written in the place kept at its start. */
  private writeMarker(): void {
    const paragraph = this.lists ? this.paragraphs.pop() : undefined;
    if (!paragraph || !this.lists) return;
    const { numId, styleId } = paragraph.list;
    if (numId === undefined && styleId === undefined) return;
    const marker = this.lists.markerOf(paragraph.list, this.out.slice(paragraph.at + 1).join(""));
    if (marker) this.out[paragraph.at] = marker;
  }

  /** The part's web links with their words, in reading order. */
  readonly links: DocumentLink[] = [];

  /** Where each link ended (a place kept in the output), its words and its target: filled once the part is read. */
  private readonly linkEnds: { at: number; words: string; target: string }[] = [];

  private writeTarget(link: OpenLink): void {
    this.linkEnds.push({ at: this.out.length, words: this.out.slice(link.from).join(""), target: link.target });
    this.out.push("");
  }

  /**
   * A contact link's target after its words ("Email" → "Email ivan@mail.ru"), when neither they nor the rest of the
   * part show it (link-targets.ts). Decided after the whole part is read: the address may be written further on.
   */
  private writeTargets(): void {
    for (const end of this.linkEnds) {
      const link = webLink(end.words, end.target);
      if (link) this.links.push(link);
    }
    if (this.linkEnds.length === 0) return;
    let text = this.out.join("");
    for (const end of this.linkEnds) {
      const contact = contactAfterWords(end.words, end.target, text);
      if (!contact) continue;
      this.out[end.at] = ` ${contact}`;
      text += ` ${contact}`;
    }
  }

  private emitBreak(): void {
    const last = this.out[this.out.length - 1];
    if (last !== undefined && !last.endsWith("\n")) this.cells.lineBreak();
  }
}

/**
 * The external targets of a part's relationships (word/_rels/document.xml.rels): r:id → "mailto:…", "https://…".
 */
export function relationshipTargets(rels: string | null): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [element] of (rels ?? "").matchAll(/<Relationship\b[^>]*>/gu)) {
    const id = /\bId="([^"]+)"/u.exec(element)?.[1];
    const target = /\bTarget="([^"]+)"/u.exec(element)?.[1];
    if (id && target && /TargetMode="External"/u.test(element)) targets.set(id, decodeXmlEntities(target));
  }
  return targets;
}

export function walkWordXml(
  xml: string,
  targets?: ReadonlyMap<string, string>,
  lists: WordLists | null = null,
): WordXmlText {
  const walker = new WordXmlWalker(targets, lists);
  const text = walker.walk(xml);
  return {
    text,
    hasTables: walker.hasTables,
    multiColumn: walker.multiColumn,
    hasTextBoxes: walker.hasTextBoxes,
    facts: walker.facts(),
    links: walker.links,
  };
}
