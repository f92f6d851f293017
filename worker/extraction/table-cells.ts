// How the cells of a word-processor table (DOCX, ODT) become reading lines (decision 480).
//
// A row's cells used to be joined by a tab, which normalisation folds into one space: the last line of a left
// column cell and the first line of the right one became one line ("…Environmental Awareness Experience"), and a
// heading in a cell was glued to a contact or a course. A cell of several lines is a column of its own, so the
// next cell starts on a new line. A row of one-line cells stays one line when one of them holds a digit — a record:
// a date cell ("Sep 2015 – now", "2016–2019 гг.") beside its job, a label with its number; a one-line cell of words
// alone in a row without digits is a heading, a label or one item of a grid of skills, and takes a line of its own.

/** Where an open cell began: the line breaks written before it and its first chunk of output. */
interface CellStart {
  breaks: number;
  at: number;
}

/** An open row: whether each cell so far was one line, whether one held a digit, where its one-line cells ended. */
interface Row {
  oneLine: boolean;
  digit: boolean;
  wordCellEnds: number[];
}

const DIGIT = /\d/;

/**
 * Counts the line breaks a walker writes into its output chunks, so that the end of a cell knows in O(1) whether
 * the cell had more than one line (nested tables stack; their rows count as lines of the outer cell).
 */
export class TableCells {
  private breaks = 0;
  private readonly cells: CellStart[] = [];
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

  rowStart(): void {
    this.rows.push({ oneLine: true, digit: false, wordCellEnds: [] });
  }

  cellStart(): void {
    this.cells.push({ breaks: this.breaks, at: this.out.length });
  }

  /** The cell's trailing blank lines dropped, then what parts it from the next cell: a line break or a tab. */
  cellEnd(): void {
    this.trimTrailing("\n");
    const start = this.cells.pop() ?? { breaks: this.breaks, at: this.out.length };
    const row = this.rows.at(-1);
    if (this.breaks > start.breaks) {
      if (row) row.oneLine = false;
      this.lineBreak();
      return;
    }
    // A one-line cell never holds another cell (a nested row ends in a line break), so the chunks read for the
    // digit test are read once in all: linear in the part, however deep the nesting.
    if (DIGIT.test(this.out.slice(start.at).join(""))) {
      if (row) row.digit = true;
      this.out.push("\t");
      return;
    }
    row?.wordCellEnds.push(this.out.length);
    this.lineBreak();
  }

  /**
   * A row ends on a line of its own. A row of one-line cells with a digit among them is a record ("2021–2025 ·
   * ООО «Ромашка» · Аналитик", "Телефон: · +7 …"): its cells stay on one line, tabs between them.
   */
  rowEnd(): void {
    const row = this.rows.pop();
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
