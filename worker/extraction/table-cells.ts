// How the cells of a word-processor table (DOCX, ODT) become reading lines (decision 480).
//
// A row's cells used to be joined by a tab, which normalisation folds into one space: the last line of a left
// column cell and the first line of the right one became one line ("…Environmental Awareness Experience"), and a
// heading in a cell was glued to a contact or a course. Now:
// - a cell of several lines is a column of its own: the next cell starts on a new line;
// - a row of one-line cells stays one line when one of them holds a digit — a record: a date cell ("Sep 2015 – now",
//   "2016–2019 гг.") beside its job, a label with its number ("Телефон:" "+7 …");
// - a one-line cell with a digit after a cell of several lines is that entry's date: it joins the entry's first line
//   (the title row it is drawn beside), not its last duty line;
// - a one-line cell of words alone, in a row without digits, is a heading, a label or one item of a grid of skills,
//   and takes a line of its own.
import type { LayoutFact } from "./layout-facts";

/** An open cell: the line breaks written before it and its first chunk. */
interface Cell {
  breaks: number;
  at: number;
}

/** An open row: whether every cell so far was one line, whether one held a digit, where its word cells ended. */
interface Row {
  oneLine: boolean;
  digit: boolean;
  wordCellEnds: number[];
  /** The first chunk of the row's last cell when that cell had several lines (-1 otherwise). */
  entryAt: number;
  /** Where the row's first cell starts in the output, and how many of its cells hold text / several lines. */
  at: number;
  filled: number;
  columns: number;
}

const DIGIT = /\d/;
/** How far (in chunks: runs, tabs, breaks) an entry's first line is looked for: a title is a few runs. */
const FIRST_LINE_CHUNKS = 64;

/**
 * Counts the line breaks a walker writes into its output chunks, so that the end of a cell knows in O(1) whether
 * the cell had more than one line (nested tables stack; their rows count as lines of the outer cell).
 */
export class TableCells {
  private breaks = 0;
  private readonly cells: Cell[] = [];
  private readonly rows: Row[] = [];

  constructor(private readonly out: string[]) {}

  /** A line break written into the output. */
  lineBreak(): void {
    this.out.push("\n");
    this.breaks++;
  }

  /** Takes trailing chunks equal to `separator` back (line breaks are uncounted). */
  trimTrailing(separator: "\n" | "\t"): void {
    while (this.out.length > 0 && this.out[this.out.length - 1] === separator) {
      this.out.pop();
      if (separator === "\n") this.breaks--;
    }
  }

  /**
   * Layout facts (decision 545), each with the first line of the first row that shows it: a row of two or more cells
   * with text is a table (a one-cell frame around a section is not); a row of two or more cells of several lines
   * each is text set in columns.
   */
  tableEvidence: string | null = null;
  columnEvidence: string | null = null;

  /**
   * The part's table facts, for DOCX and ODT alike: columns (shown by a row, or declared by the part's own column
   * layout, `multiColumn`, with no line to show), then a table.
   */
  facts(multiColumn: boolean): LayoutFact[] {
    const facts: LayoutFact[] = [];
    const columns = this.columnEvidence ?? (multiColumn ? "" : null);
    if (columns !== null) facts.push({ kind: "columns", evidence: columns, page: null });
    if (this.tableEvidence !== null) facts.push({ kind: "table", evidence: this.tableEvidence, page: null });
    return facts;
  }

  rowStart(): void {
    this.rows.push({
      oneLine: true,
      digit: false,
      wordCellEnds: [],
      entryAt: -1,
      at: this.out.length,
      filled: 0,
      columns: 0,
    });
  }

  cellStart(): void {
    this.cells.push({ breaks: this.breaks, at: this.out.length });
  }

  /** The cell's trailing blank lines dropped, then what parts it from the next cell: a line break or a tab. */
  cellEnd(): void {
    this.trimTrailing("\n");
    const cell = this.cells.pop() ?? { breaks: this.breaks, at: this.out.length };
    const row = this.rows.at(-1);
    // More chunks than the line breaks it wrote: the cell holds text (a tab or a space count too; close enough).
    if (row && this.out.length - cell.at > this.breaks - cell.breaks) row.filled++;
    if (this.breaks > cell.breaks) {
      if (row) {
        row.oneLine = false;
        row.entryAt = cell.at;
        row.columns++;
      }
      this.lineBreak();
      return;
    }
    // A one-line cell never holds another cell (a nested row ends in a line break), so the chunks read for the
    // digit test are read once in all: linear in the part, however deep the nesting.
    const text = this.out.slice(cell.at).join("");
    const entryLineEnd = row ? this.firstLineEnd(row.entryAt, cell.at) : -1;
    if (row) row.entryAt = -1;
    if (!DIGIT.test(text)) {
      row?.wordCellEnds.push(this.out.length);
      this.lineBreak();
      return;
    }
    if (row) row.digit = true;
    if (entryLineEnd >= 0) {
      // Chunks keep their places (a link's target is written at a chunk's index later): the cell's chunks are
      // emptied and its text goes to the end of the entry's first line.
      this.out[entryLineEnd] = `\t${text}\n`;
      this.out.fill("", cell.at);
      return;
    }
    this.out.push("\t");
  }

  /** The first line with words written from chunk `from` on (looked for within FIRST_LINE_CHUNKS chunks). */
  private firstLine(from: number): string {
    let line = "";
    for (let at = from; at < this.out.length && at < from + FIRST_LINE_CHUNKS; at++) {
      const chunk = this.out[at]!;
      if ((chunk === "\n" || chunk === "\t") && line.trim() !== "") return line;
      if (chunk !== "\n" && chunk !== "\t") line += chunk;
    }
    return line;
  }

  /** The chunk that ends the first line with words of the cell output from `from` (before `to`), looked for nearby. */
  private firstLineEnd(from: number, to: number): number {
    if (from < 0) return -1;
    let words = false;
    for (let at = from; at < to && at < from + FIRST_LINE_CHUNKS; at++) {
      if (this.out[at] === "\n" && words) return at;
      words ||= this.out[at]!.trim() !== "";
    }
    return -1;
  }

  /**
   * A row ends on a line of its own. A row of one-line cells with a digit among them is a record ("2021–2025 ·
   * ООО «Ромашка» · Аналитик", "Телефон: · +7 …"): its cells stay on one line, tabs between them.
   */
  rowEnd(): void {
    const row = this.rows.pop();
    if (row && row.filled >= 2) this.tableEvidence ??= this.firstLine(row.at);
    if (row && row.columns >= 2) this.columnEvidence ??= this.firstLine(row.at);
    if (row?.oneLine && row.digit) {
      for (const at of row.wordCellEnds) {
        if (this.out[at] !== "\n") continue;
        this.out[at] = "\t";
        this.breaks--;
      }
    }
    this.trimTrailing("\t");
    this.lineBreak();
  }
}
