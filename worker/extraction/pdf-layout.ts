// Rebuilds reading order from positioned text fragments of one PDF page.
// 1. Look for a vertical gutter that almost no fragment crosses, with a real amount of text on both sides.
// 2. If there is one, read the left column, then the right one, block by block between full-width lines
//    (a name or heading across the page), so neither the header nor the columns get interleaved.
// 3. If the page as a whole has no gutter, look for one within vertical bands: runs of lines that do not cross
//    it (a sidebar next to "About me" above a full-width work history). Such a band is read column by column,
//    the rest of the page line by line.
// 4. Within a column (or a single-column page), group fragments into lines by baseline, then order by x.

export interface Fragment {
  text: string;
  /** Baseline start, in PDF user space (y grows upwards). */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  rotated: boolean;
  /** The font pdf.js loaded it with: an icon font's glyph is set in a font of its own. */
  font?: string;
}

/** A layout fact seen on one page (layout-facts.ts), with the line that shows it. */
export interface PageFact {
  kind: "columns" | "table";
  evidence: string;
}

export interface PageLayout {
  text: string;
  multiColumn: boolean;
  hasTables: boolean;
  facts: PageFact[];
  /** The page's top and bottom lines as rendered, with their baselines: where page furniture sits. */
  edges: EdgeLine[];
}

export interface EdgeLine {
  text: string;
  y: number;
  at: "top" | "bottom";
  /** 0 for the page's outermost line on that side, 1 for the next one in. */
  depth: number;
}

/** How many lines at the top and at the bottom of a page may be running heads, footers or page numbers. */
const EDGE_LINES = 2;

interface Line {
  y: number;
  fontSize: number;
  fragments: Fragment[];
}

const BIN_WIDTH = 2; // points
/**
 * The cost of gutter search grows with the number of bins, so it is capped: pages up to A3 width keep 2-point
 * bins, a wider (or absurd, /MediaBox [0 0 1000000 …]) page gets coarser ones and costs the same.
 */
const MAX_BINS = 512;
/** Column bands are looked for on pages of at most this many lines (a dense resume page has under 100). */
const MAX_BAND_LINES = 400;

/** The vertical strips the page width is cut into when looking for a gutter. */
interface Grid {
  left: number;
  binWidth: number;
  binCount: number;
}

function gridFor(left: number, right: number): Grid {
  const width = Number.isFinite(right - left) && right > left ? right - left : 612;
  const safeLeft = Number.isFinite(left) ? left : 0;
  const binWidth = Math.max(BIN_WIDTH, width / MAX_BINS);
  return { left: safeLeft, binWidth, binCount: Math.ceil(width / binWidth) + 1 };
}

/** The bins a fragment covers, edges excluded (a fragment touching a gutter's edge does not cross it). */
function coveredBins(fragment: Fragment, grid: Grid): [number, number] {
  const start = Math.max(0, Math.floor((fragment.x - grid.left) / grid.binWidth) + 1);
  const end = Math.min(grid.binCount - 1, Math.ceil((fragment.x + fragment.width - grid.left) / grid.binWidth) - 1);
  return [start, end];
}

/** The characters of a text that are not white space: what a page or a fragment shows. */
export function visibleChars(text: string): number {
  return text.replace(/\s/g, "").length;
}

function groupIntoLines(fragments: Fragment[]): Line[] {
  const sorted = [...fragments].sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: Line[] = [];
  for (const fragment of sorted) {
    const line = lines[lines.length - 1];
    // Same baseline within half a glyph height: superscripts and font mixes still land on one line.
    if (line && Math.abs(line.y - fragment.y) <= 0.5 * Math.min(line.fontSize, fragment.fontSize)) {
      line.fragments.push(fragment);
      // The line's baseline is that of its main text, not of a superscript that happened to come first.
      if (fragment.fontSize > line.fontSize) line.y = fragment.y;
      line.fontSize = Math.max(line.fontSize, fragment.fontSize);
    } else {
      lines.push({ y: fragment.y, fontSize: fragment.fontSize, fragments: [fragment] });
    }
  }
  for (const line of lines) line.fragments.sort((p, q) => p.x - q.x);
  return bindListMarkers(attachScripts(lines));
}

/** How far a superscript's baseline may sit above the line's (ordinals "20th", footnote marks), in its font size. */
const SUPERSCRIPT_RISE = 0.6;
/** How far a subscript's baseline may sit below it. */
const SUBSCRIPT_DROP = 0.35;
/** A script is set in a smaller font than the text it belongs to. */
const SCRIPT_SIZE = 0.85;
/** Scripts are short: "th", "er", "1", "*", "TM", "2" of m². A longer small line is text of its own. */
const SCRIPT_CHARS = 3;

/** Does this run of small fragments sit on `line` as its superscripts or subscripts, beside (not over) its text? */
function isScriptOf(small: Line, line: Line): boolean {
  if (small.fontSize > SCRIPT_SIZE * line.fontSize) return false;
  if (small.fragments.some((script) => visibleChars(script.text) > SCRIPT_CHARS)) return false;
  const rise = small.y - line.y;
  if (rise > SUPERSCRIPT_RISE * line.fontSize || rise < -SUBSCRIPT_DROP * line.fontSize) return false;
  return small.fragments.every((script) =>
    line.fragments.every(
      (fragment) => script.x >= fragment.x + fragment.width - 1 || script.x + script.width <= fragment.x + 1,
    ),
  );
}

/**
 * Superscripts and subscripts have their own baseline, a few points off the line's, so grouping by baseline puts
 * them on a line of their own ("th th" between two table rows, "20 August"): such a line of small glyphs that sits
 * within a neighbouring line's height, beside its text, joins that line.
 */
function attachScripts(lines: Line[]): Line[] {
  if (lines.length < 2) return lines;
  const out: Line[] = [];
  const absorbed = new Set<Line>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (absorbed.has(line)) continue;
    const host = [lines[index + 1], out[out.length - 1]].find(
      (candidate) => candidate !== undefined && !absorbed.has(candidate) && isScriptOf(line, candidate),
    );
    if (!host) {
      out.push(line);
      continue;
    }
    host.fragments = [...host.fragments, ...line.fragments].sort((p, q) => p.x - q.x);
    absorbed.add(line);
  }
  return out;
}

/** Glyphs that open a list item. Dashes are left out: "2019 —" ends a date column beside its job. */
const LIST_MARKER = /^\s*[•●▪■◦○►▶➢➤✓✔◆♦∙⦁▫□★]\s*$/u;
/** A marker belongs to the fragment after it if that starts within this many of its font sizes. */
const MARKER_REACH = 3;

/**
 * A list marker and its item are one thing: the gap a generator leaves after "●" is never a column gutter (a
 * table's "skills" cell of bullets would otherwise be read as a column of its own, after the whole table).
 * The marker is stretched to the start of its item, so it covers that gap.
 */
function bindListMarkers(lines: Line[]): Line[] {
  for (const line of lines) {
    for (let index = 0; index + 1 < line.fragments.length; index++) {
      const marker = line.fragments[index]!;
      const item = line.fragments[index + 1]!;
      if (!LIST_MARKER.test(marker.text)) continue;
      const gap = item.x - (marker.x + marker.width);
      if (gap <= 0 || gap > MARKER_REACH * marker.fontSize) continue;
      line.fragments[index] = { ...marker, text: `${marker.text.trim()} `, width: item.x - marker.x };
    }
  }
  return lines;
}

/** An e-mail address's first word: the local part and its "@". */
const EMAIL_START = /^[\p{L}\p{N}._%+-]{1,64}@/u;
/** An icon read as a letter (or a symbol): not a digit, "+" or a bracket, which may open a number set in two fonts. */
const ICON_GLYPH = /^[^\s\d+(]$/u;

/**
 * An icon font's glyph glued before an e-mail: one character in a font other than the address's, set with no gap
 * ("B" of an envelope icon before "ivan@mail.ru" read as "Bivan@mail.ru"). It is a word of its own. Phones are
 * left to the text's own rules (decision 460: a letter before "00", a "+" after a label): on the validation half a
 * rule for them cost two numbers a one-character piece in another font belonged to.
 */
function isIconBefore(previous: Fragment, fragment: Fragment): boolean {
  return (
    previous.font !== undefined &&
    fragment.font !== undefined &&
    previous.font !== fragment.font &&
    ICON_GLYPH.test(previous.text.trim()) &&
    EMAIL_START.test(fragment.text)
  );
}

/**
 * Joins a line's fragments. Gaps decide spacing: none for glyph runs split by kerning, one space for a word gap,
 * two for a wide gap (tab stops, letter-spaced heading words) so that normalisation can tell them apart.
 */
function renderLine(line: Line): string {
  let out = "";
  let previous: Fragment | null = null;
  for (const fragment of line.fragments) {
    if (previous) {
      // Fake bold: the same string printed twice with a tiny offset.
      if (fragment.text === previous.text && Math.abs(fragment.x - previous.x) < fragment.fontSize * 0.3) continue;
      const gap = fragment.x - (previous.x + previous.width);
      const alreadySpaced = out.endsWith(" ") || fragment.text.startsWith(" ");
      if (!alreadySpaced && gap > fragment.fontSize * 0.8) out += "  ";
      else if (!alreadySpaced && (gap > fragment.fontSize * 0.12 || isIconBefore(previous, fragment))) out += " ";
    }
    out += fragment.text;
    previous = fragment;
  }
  return out.trimEnd();
}

/** What a block break is judged by: a line's height on the page and its type size. */
type Spaced = { readonly y: number; readonly fontSize: number };

/** A gap clearly larger than the line spacing separates blocks (sections, entries). */
function blockBreak(previous: Spaced, line: Spaced): boolean {
  return previous.y - line.y > 1.9 * Math.max(previous.fontSize, line.fontSize);
}

/**
 * Renders lines top to bottom, a blank line between blocks; a row of table cells whose text wraps is read cell by
 * cell (cellRuns). `cells` collects each such row's first cell line: the evidence of a table.
 */
function renderLines(lines: Line[], cells?: string[]): string {
  const out: string[] = [];
  const runs = cellRuns(lines);
  let run = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const previous = lines[index - 1];
    if (previous && blockBreak(previous, line)) out.push("");
    const cellRow = runs[run];
    if (cellRow && cellRow.start === index) {
      out.push(...cellRow.text);
      cells?.push(cellRow.text[0] ?? "");
      index = cellRow.end - 1;
      run++;
      continue;
    }
    out.push(renderLine(line));
  }
  return out.join("\n");
}

// --- Table rows whose cells wrap: two cells side by side, each several lines ---

/** A gap this wide (in font sizes) between two fragments of a line may part two cells. */
const CELL_GAP = 2;
/** The narrowest gutter left between two cells, in font sizes. */
const CELL_GUTTER = 0.5;
/** A line of a cell that ends mid-sentence (a letter or a comma) … */
const WRAPS_ON = /[\p{L},]$/u;
/** … and the cell's next line going on in lower case: the cell's text wraps. */
const GOES_ON = /^\p{Ll}/u;
const CAPITAL = /^\p{Lu}/u;

/** A cell of prose has at least this many words; fewer is a heading or a label. */
const CELL_WORDS = 6;

function words(lines: string[]): number {
  let count = 0;
  for (const line of lines) count += line.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;
  return count;
}

interface CellRow {
  start: number;
  /** Exclusive. */
  end: number;
  /** The row's text as read cell by cell: the left cell's lines, then the right cell's. */
  text: string[];
}

/** The widest gap between two fragments of the line wider than CELL_GAP font sizes, or null. */
function widestGap(line: Line): [number, number] | null {
  let best: [number, number] | null = null;
  for (let index = 1; index < line.fragments.length; index++) {
    const previous = line.fragments[index - 1]!;
    const low = previous.x + previous.width;
    const high = line.fragments[index]!.x;
    if (high - low > CELL_GAP * line.fontSize && (!best || high - low > best[1] - best[0])) best = [low, high];
  }
  return best;
}

/** The part of [low, high] this line leaves free, or null when a fragment crosses its middle (or leaves too little). */
function freeWithin(line: Line, low: number, high: number): [number, number] | null {
  const middle = (low + high) / 2;
  let from = low;
  let to = high;
  for (const fragment of line.fragments) {
    const end = fragment.x + fragment.width;
    if (fragment.x < middle && end > middle) return null;
    if (end <= middle) from = Math.max(from, end);
    else to = Math.min(to, fragment.x);
  }
  return to - from >= CELL_GUTTER * line.fontSize ? [from, to] : null;
}

/** Does the side's text wrap: a line ending mid-sentence followed by one going on in lower case? */
function wraps(side: string[]): boolean {
  return side.some((text, index) => index > 0 && WRAPS_ON.test(side[index - 1]!) && GOES_ON.test(text));
}

/** A line's text either side of a cell boundary (null where that side is empty). */
interface Sides {
  left: string | null;
  right: string | null;
}

function sidesOf(line: Line, middle: number): Sides {
  const before = line.fragments.filter((fragment) => fragment.x + fragment.width <= middle);
  const after = line.fragments.filter((fragment) => fragment.x >= middle);
  return {
    left: before.length > 0 ? renderLine({ ...line, fragments: before }) : null,
    right: after.length > 0 ? renderLine({ ...line, fragments: after }) : null,
  };
}

/**
 * Does a line go on with the cell row above? Text on both sides does; text on one side only does when that side had
 * text on the line above and its sentence goes on (the longer cell wrapping on: a lower-case word, or a year after a
 * line that ends mid-sentence), so a heading or an entry set under a table row is not taken into its cell.
 */
function goesOn(above: Sides, line: Sides): boolean {
  if (line.left !== null && line.right !== null) return true;
  const [previous, text] = line.left !== null ? [above.left, line.left] : [above.right, line.right];
  // A capital after the cell's last line is a heading or the next entry under the table ("LANGUAGES").
  return previous !== null && text !== null && (GOES_ON.test(text) || (WRAPS_ON.test(previous) && !CAPITAL.test(text)));
}

/**
 * Rows of a table drawn without a column gutter for the whole page: consecutive lines (no block break between) that
 * all leave one vertical strip free, where both sides hold text on at least two lines and both wrap mid-sentence
 * (a cell of prose: "Государственное бюджетное" / "общеобразовательное учреждение…" beside "Национальный
 * исследовательский" / "университет …"). Read row by row, each line glued the two cells' pieces together. A date
 * or label strip beside entries does not wrap in lower case ("Сентябрь 2019 —" / "по н.в." ends in a dash), so it
 * stays row by row, its date on its entry's line (decision 480).
 */
function cellRuns(lines: Line[]): CellRow[] {
  const rows: CellRow[] = [];
  let start = -1;
  let gutter: [number, number] | null = null;
  const sides: Sides[] = [];
  const close = (end: number): void => {
    if (gutter && end - start >= 2) {
      const row = cellRow(start, end, sides);
      if (row) rows.push(row);
    }
    gutter = null;
    sides.length = 0;
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const previous = lines[index - 1];
    if (gutter && previous && !blockBreak(previous, line)) {
      const free = freeWithin(line, gutter[0], gutter[1]);
      const these = free ? sidesOf(line, (free[0] + free[1]) / 2) : null;
      if (free && these && goesOn(sides[sides.length - 1]!, these)) {
        gutter = free;
        sides.push(these);
        continue;
      }
    }
    close(index);
    gutter = widestGap(line);
    start = index;
    if (gutter) sides.push(sidesOf(line, (gutter[0] + gutter[1]) / 2));
  }
  close(lines.length);
  return rows;
}

function cellRow(start: number, end: number, sides: Sides[]): CellRow | null {
  const left = sides.flatMap((side) => (side.left === null ? [] : [side.left]));
  const right = sides.flatMap((side) => (side.right === null ? [] : [side.right]));
  if (left.length < 2 || right.length < 2 || !wraps(left) || !wraps(right)) return null;
  // Both cells hold prose: a heading or a label wrapped in a narrow left cell ("Professional" / "experience") beside
  // its content stays on its rows, where the heading readers look for it.
  if (words(left) < CELL_WORDS || words(right) < CELL_WORDS) return null;
  return { start, end, text: [...left, ...right] };
}

function crosses(fragment: Fragment, x: number): boolean {
  return fragment.x < x - 1 && fragment.x + fragment.width > x + 1;
}

/** How many fragments span each vertical position across the page (difference array, then prefix sums). */
function crossingCounts(fragments: Fragment[], grid: Grid): Int32Array {
  const binCount = grid.binCount;
  const diff = new Int32Array(binCount + 2);
  for (const fragment of fragments) {
    const [start, end] = coveredBins(fragment, grid);
    if (!(start <= end)) continue;
    diff[start]! += 1;
    diff[end + 1]! -= 1;
  }
  const counts = new Int32Array(binCount);
  let running = 0;
  for (let bin = 0; bin < binCount; bin++) {
    running += diff[bin]!;
    counts[bin] = running;
  }
  return counts;
}

interface SplitQuality {
  x: number;
  balance: number;
}

/**
 * Is x a column gutter? Both sides need real text (not just a date or label strip) and their lines must be
 * independent: in a label/value or date/description layout almost every line of the narrow side shares its
 * baseline with the wide side, and reading row by row is then the right order.
 */
function evaluateSplit(lines: Line[], x: number, totalChars: number): SplitQuality | null {
  let leftChars = 0;
  let rightChars = 0;
  let leftLines = 0;
  let rightLines = 0;
  let sharedLines = 0;
  for (const line of lines) {
    if (line.fragments.some((fragment) => crosses(fragment, x))) continue;
    let left = 0;
    let right = 0;
    for (const fragment of line.fragments) {
      if (fragment.x + fragment.width / 2 < x) left += visibleChars(fragment.text);
      else right += visibleChars(fragment.text);
    }
    leftChars += left;
    rightChars += right;
    if (left > 0) leftLines++;
    if (right > 0) rightLines++;
    if (left > 0 && right > 0) sharedLines++;
  }
  const minChars = Math.min(leftChars, rightChars);
  if (minChars < totalChars * 0.12 || Math.min(leftLines, rightLines) < 5) return null;
  const smallerSide = Math.min(leftLines, rightLines);
  const rowLayout = sharedLines / smallerSide > 0.8 && smallerSide / Math.max(leftLines, rightLines) < 0.6;
  return rowLayout ? null : { x, balance: minChars };
}

function findGutter(fragments: Fragment[], lines: Line[], left: number, right: number): number | null {
  const totalChars = fragments.reduce((sum, fragment) => sum + visibleChars(fragment.text), 0);
  if (fragments.length < 10 || lines.length < 6) return null;
  const grid = gridFor(left, right);
  const binCount = grid.binCount;
  const counts = crossingCounts(fragments, grid);
  const allowedCrossings = Math.max(1, Math.floor(lines.length * 0.06));
  const firstBin = Math.floor(binCount * 0.12);
  const lastBin = Math.ceil(binCount * 0.88);
  const minRunBins = 3; // a gutter is at least ~6 pt wide (three bins)

  let best: SplitQuality | null = null;
  let runStart = -1;
  for (let bin = firstBin; bin <= lastBin + 1; bin++) {
    const open = bin <= lastBin && counts[bin]! <= allowedCrossings;
    if (open && runStart < 0) runStart = bin;
    if (!open && runStart >= 0) {
      if (bin - runStart >= minRunBins) {
        const x = grid.left + ((runStart + bin) / 2) * grid.binWidth;
        const quality = evaluateSplit(lines, x, totalChars);
        if (quality && (!best || quality.balance > best.balance)) best = quality;
      }
      runStart = -1;
    }
  }
  return best?.x ?? null;
}

/** Reads the page column by column, in blocks separated by lines that span the gutter. */
function renderColumns(lines: Line[], gutter: number, cells?: string[]): string {
  const blocks: string[] = [];
  let leftColumn: Fragment[] = [];
  let rightColumn: Fragment[] = [];
  const flush = (): void => {
    if (leftColumn.length > 0) blocks.push(renderLines(groupIntoLines(leftColumn), cells));
    if (rightColumn.length > 0) blocks.push(renderLines(groupIntoLines(rightColumn), cells));
    leftColumn = [];
    rightColumn = [];
  };
  for (const line of lines) {
    if (line.fragments.some((fragment) => crosses(fragment, gutter))) {
      flush();
      blocks.push(renderLine(line));
      continue;
    }
    for (const fragment of line.fragments) {
      (fragment.x + fragment.width / 2 < gutter ? leftColumn : rightColumn).push(fragment);
    }
  }
  flush();
  return blocks.join("\n\n");
}

// --- Column bands: a gutter that holds only for part of the page ---

/** A band needs at least this many lines on each side of its gutter. */
const MIN_SIDE_LINES = 5;
/** Two baselines closer than this (points) were set on one grid: a label/value or date/description row. */
const LOCKED_BASELINE = 0.3;
/** A narrow side on the main text's baselines is a sidebar when its blocks average this many lines (a list). */
const SIDEBAR_BLOCK_LINES = 3;
/** A digit that is not the end of a code such as a language level ("B2", "C1"). */
const NUMBER = /(?<!\p{L})\d/u;
/** Such a sidebar may be a heading and three items. */
const SIDEBAR_MIN_LINES = 4;

interface Band {
  start: number;
  /** Exclusive. */
  end: number;
  gutter: number;
}

/** For each line, which bins its fragments cover (edges excluded, as in crossingCounts). */
function lineCoverage(lines: Line[], grid: Grid): Uint8Array[] {
  return lines.map((line) => {
    const covered = new Uint8Array(grid.binCount);
    for (const fragment of line.fragments) {
      const [start, end] = coveredBins(fragment, grid);
      if (start <= end) covered.fill(1, start, end + 1);
    }
    return covered;
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Cuts a run of lines [start, end) where the whole width is empty for much longer than the run's usual line
 * pitch: a section break below a sidebar ends the band even if the next heading does not reach the gutter.
 */
function cutAtVerticalGaps(lines: Line[], start: number, end: number): [number, number][] {
  const pitches: number[] = [];
  for (let index = start + 1; index < end; index++) pitches.push(lines[index - 1]!.y - lines[index]!.y);
  const limit = 2.2 * median(pitches);
  const pieces: [number, number][] = [];
  let pieceStart = start;
  for (let index = start + 1; index < end; index++) {
    const previous = lines[index - 1]!;
    const line = lines[index]!;
    if (previous.y - line.y > Math.max(limit, 1.5 * Math.max(previous.fontSize, line.fontSize))) {
      pieces.push([pieceStart, index]);
      pieceStart = index;
    }
  }
  pieces.push([pieceStart, end]);
  return pieces;
}

/** Line ranges free of a given bin, keyed "start:end", each with the bins that leave it free. */
function freeRanges(coverage: Uint8Array[], lines: Line[], firstBin: number, lastBin: number): Map<string, number[]> {
  const ranges = new Map<string, number[]>();
  for (let bin = firstBin; bin <= lastBin; bin++) {
    let runStart = -1;
    for (let index = 0; index <= lines.length; index++) {
      const free = index < lines.length && coverage[index]![bin] === 0;
      if (free && runStart < 0) runStart = index;
      if (free || runStart < 0) continue;
      for (const [start, end] of cutAtVerticalGaps(lines, runStart, index)) {
        if (end - start < 2 * MIN_SIDE_LINES) continue;
        const key = `${start}:${end}`;
        const bins = ranges.get(key);
        if (bins) bins.push(bin);
        else ranges.set(key, [bin]);
      }
      runStart = -1;
    }
  }
  return ranges;
}

/** The middle of every run of consecutive bins wide enough to be a gutter (a band may leave several open). */
function gutterCandidates(bins: number[], grid: Grid): number[] {
  const gutters: number[] = [];
  let runStart = 0;
  for (let index = 1; index <= bins.length; index++) {
    if (index < bins.length && bins[index] === bins[index - 1]! + 1) continue;
    if (index - runStart >= 3) gutters.push(grid.left + (bins[runStart]! + (index - runStart) / 2) * grid.binWidth);
    runStart = index;
  }
  return gutters;
}

interface SideLine {
  y: number;
  fontSize: number;
  chars: number;
  /** Shares its baseline exactly with text on the other side of the gutter. */
  locked: boolean;
  /** Dates, periods and durations ("Март 2021 —", "3 месяца") all carry a number; a level code ("B2") is no number. */
  hasNumber: boolean;
  /** Its words, to tell a column of repeated values from a list. */
  text: string;
}

/** Does any fragment of one side sit within LOCKED_BASELINE of one on the other? Sorted, so n log n. */
function sharesBaseline(one: Fragment[], other: Fragment[]): boolean {
  const ys = other.map((fragment) => fragment.y).sort((p, q) => p - q);
  return one.some((fragment) => {
    let low = 0;
    let high = ys.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ys[middle]! <= fragment.y - LOCKED_BASELINE) low = middle + 1;
      else high = middle;
    }
    return low < ys.length && ys[low]! < fragment.y + LOCKED_BASELINE;
  });
}

function splitSides(lines: Line[], gutter: number): { left: SideLine[]; right: SideLine[] } {
  const left: SideLine[] = [];
  const right: SideLine[] = [];
  for (const line of lines) {
    const leftSide = line.fragments.filter((fragment) => fragment.x + fragment.width / 2 < gutter);
    const rightSide = line.fragments.filter((fragment) => fragment.x + fragment.width / 2 >= gutter);
    const locked = sharesBaseline(leftSide, rightSide);
    for (const [side, out] of [
      [leftSide, left],
      [rightSide, right],
    ] as const) {
      const chars = side.reduce((sum, fragment) => sum + visibleChars(fragment.text), 0);
      if (chars === 0) continue;
      const fontSize = Math.max(...side.map((fragment) => fragment.fontSize));
      const hasNumber = side.some((fragment) => NUMBER.test(fragment.text));
      const text = side.map((fragment) => fragment.text.trim()).join(" ");
      out.push({ y: side[0]!.y, fontSize, chars, locked, hasNumber, text });
    }
  }
  return { left, right };
}

/** Lines that open a block on their side: the first one, or one after a blank-line-sized gap. */
function blockStarts(side: SideLine[]): SideLine[] {
  return side.filter((line, index) => {
    const previous = side[index - 1];
    return !previous || blockBreak(previous, line);
  });
}

/**
 * Is this band two independent columns? Unlike a whole page, a band may hold a light sidebar (a list of skill
 * names beside a paragraph), so the character share can be small. What rules out a date or label strip in
 * the margin is that it belongs to the entries beside it: its lines sit on their baselines, or each of its
 * blocks starts level with an entry, or (when a table centres it vertically) it is mostly dates and periods.
 * A sidebar's blocks start wherever its own spacing puts them.
 */
function isColumnBand(lines: Line[], gutter: number): boolean {
  const { left, right } = splitSides(lines, gutter);
  if (Math.min(left.length, right.length) < SIDEBAR_MIN_LINES) return false;
  const chars = (side: SideLine[]): number => side.reduce((sum, line) => sum + line.chars, 0);
  const [narrow, wide] = chars(left) <= chars(right) ? [left, right] : [right, left];
  if (chars(narrow) < (chars(narrow) + chars(wide)) * 0.04) return false;
  if (narrow.filter((line) => line.hasNumber).length / narrow.length >= 0.5) return false;
  const wideStarts = blockStarts(wide);
  const narrowStarts = blockStarts(narrow);
  const levelShare = narrowStarts.filter((start) => wideStarts.some((other) => level(start, other))).length;
  const independent = levelShare / narrowStarts.length < 0.6;
  const unlocked = narrow.filter((line) => line.locked).length / narrow.length < 0.4;
  if (unlocked) return independent && Math.min(left.length, right.length) >= MIN_SIDE_LINES;
  // Lines on the other side's baselines are a label or date strip, unless the narrow side reads as a column of its
  // own set on the main text's line grid: lists (blocks of several lines, a heading and its items), not dates (a
  // number on many lines), not a column of values ("Intermediate" line after line), and laid out independently of
  // the main text — its blocks start elsewhere, or the main text starts a block where a list goes on (a sidebar
  // and the main column usually start level at the top, so one sidebar block is always level with one there).
  const numbered = narrow.filter((line) => line.hasNumber).length / narrow.length;
  const distinct = new Set(narrow.map((line) => line.text)).size / narrow.length;
  if (narrow.length / narrowStarts.length < SIDEBAR_BLOCK_LINES || numbered >= 0.25 || distinct < 0.8) return false;
  return independent || breaksInside(wideStarts, narrow);
}

/** Two block starts on one row (within half a line). */
function level(one: SideLine, other: SideLine): boolean {
  return Math.abs(other.y - one.y) <= 0.5 * Math.max(other.fontSize, one.fontSize);
}

/** Does a block of `wide` start beside a line of one of `narrow`'s blocks other than its first (a list going on)? */
function breaksInside(wideStarts: SideLine[], narrow: SideLine[]): boolean {
  return narrow.some((line, index) => {
    const previous = narrow[index - 1];
    if (!previous || blockBreak(previous, line)) return false;
    return wideStarts.some((start) => level(start, line));
  });
}

function findBands(lines: Line[], left: number, right: number): Band[] {
  if (lines.length < 2 * MIN_SIDE_LINES || lines.length > MAX_BAND_LINES) return [];
  const grid = gridFor(left, right);
  const coverage = lineCoverage(lines, grid);
  const candidates: Band[] = [];
  const ranges = freeRanges(coverage, lines, Math.floor(grid.binCount * 0.12), Math.ceil(grid.binCount * 0.88));
  for (const [key, bins] of ranges) {
    const [start, end] = key.split(":").map(Number) as [number, number];
    const band = lines.slice(start, end);
    const gutter = gutterCandidates(bins, grid).find((x) => isColumnBand(band, x));
    if (gutter !== undefined) candidates.push({ start, end, gutter });
  }
  // The tallest bands first; a band never overlaps one already taken.
  candidates.sort((p, q) => q.end - q.start - (p.end - p.start));
  const bands: Band[] = [];
  for (const band of candidates) {
    if (bands.every((taken) => band.end <= taken.start || band.start >= taken.end)) bands.push(band);
  }
  return bands.sort((p, q) => p.start - q.start);
}

function renderWithBands(lines: Line[], bands: Band[], cells?: string[]): string {
  const blocks: string[] = [];
  let next = 0;
  for (const band of bands) {
    if (band.start > next) blocks.push(renderLines(lines.slice(next, band.start), cells));
    blocks.push(renderColumns(lines.slice(band.start, band.end), band.gutter, cells));
    next = band.end;
  }
  if (next < lines.length) blocks.push(renderLines(lines.slice(next), cells));
  return blocks.join("\n\n");
}

/** Three or more cells separated by wide gaps on several lines: most likely a table. Its first such line, or null. */
function tabularLine(lines: Line[]): Line | null {
  const tabularLines = lines.filter((line) => {
    let wideGaps = 0;
    for (let index = 1; index < line.fragments.length; index++) {
      const previous = line.fragments[index - 1]!;
      const fragment = line.fragments[index]!;
      if (fragment.x - (previous.x + previous.width) > 2 * fragment.fontSize) wideGaps++;
    }
    return wideGaps >= 2;
  });
  return tabularLines.length >= 3 ? tabularLines[0]! : null;
}

/** The first line of the side of `gutter` with less text: a sidebar's heading, the narrower column's first line. */
function narrowSideLine(lines: Line[], gutter: number): string {
  let leftChars = 0;
  let rightChars = 0;
  let leftFirst: Line | null = null;
  let rightFirst: Line | null = null;
  for (const line of lines) {
    if (line.fragments.some((fragment) => crosses(fragment, gutter))) continue;
    const left = line.fragments.filter((fragment) => fragment.x + fragment.width / 2 < gutter);
    const right = line.fragments.filter((fragment) => fragment.x + fragment.width / 2 >= gutter);
    for (const fragment of left) leftChars += visibleChars(fragment.text);
    for (const fragment of right) rightChars += visibleChars(fragment.text);
    if (!leftFirst && left.length > 0) leftFirst = { ...line, fragments: left };
    if (!rightFirst && right.length > 0) rightFirst = { ...line, fragments: right };
  }
  const narrow = leftChars <= rightChars ? leftFirst : rightFirst;
  return narrow ? renderLine(narrow) : "";
}

export function layoutPage(fragments: Fragment[], bounds: { left: number; right: number }): PageLayout {
  const upright = fragments.filter((fragment) => !fragment.rotated);
  // Rotated text (vertical side labels) has no place in the line flow: append it after the page text.
  const rotated = fragments.filter((fragment) => fragment.rotated).map((fragment) => fragment.text.trim());
  const lines = groupIntoLines(upright);
  const gutter = findGutter(upright, lines, bounds.left, bounds.right);
  const bands = gutter === null ? findBands(lines, bounds.left, bounds.right) : [];
  let body: string;
  const cells: string[] = [];
  if (gutter !== null) body = renderColumns(lines, gutter, cells);
  else if (bands.length > 0) body = renderWithBands(lines, bands, cells);
  else body = renderLines(lines, cells);
  const text = [body, ...rotated].filter((part) => part !== "").join("\n");
  const edgeIndexes = new Set([...lines.keys()].filter((i) => i < EDGE_LINES || i >= lines.length - EDGE_LINES));
  const edges = [...edgeIndexes].map(
    (index): EdgeLine => ({
      text: renderLine(lines[index]!),
      y: lines[index]!.y,
      at: index < EDGE_LINES ? "top" : "bottom",
      depth: index < EDGE_LINES ? index : lines.length - 1 - index,
    }),
  );
  const facts: PageFact[] = [];
  if (gutter !== null) facts.push({ kind: "columns", evidence: narrowSideLine(lines, gutter) });
  else if (bands[0]) {
    const band = bands[0];
    facts.push({ kind: "columns", evidence: narrowSideLine(lines.slice(band.start, band.end), band.gutter) });
  }
  const tabular = tabularLine(lines);
  if (tabular) facts.push({ kind: "table", evidence: renderLine(tabular) });
  else if (cells[0] !== undefined) facts.push({ kind: "table", evidence: cells[0] });
  // Two cells of several lines side by side set text in two columns, as a Word row of such cells does.
  if (cells[0] !== undefined && !facts.some((fact) => fact.kind === "columns"))
    facts.push({ kind: "columns", evidence: cells[0] });
  return {
    text,
    multiColumn: gutter !== null || bands.length > 0,
    hasTables: facts.some((f) => f.kind === "table"),
    edges,
    facts,
  };
}
