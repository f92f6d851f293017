// Rebuilds reading order from positioned text fragments of one PDF page.
// 1. Look for a vertical gutter that almost no fragment crosses, with a real amount of text on both sides.
// 2. If there is one, read the left column, then the right one, block by block between full-width lines
//    (a name or heading across the page), so neither the header nor the columns get interleaved.
// 3. Within a column (or a single-column page), group fragments into lines by baseline, then order by x.

export interface Fragment {
  text: string;
  /** Baseline start, in PDF user space (y grows upwards). */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  rotated: boolean;
}

export interface PageLayout {
  text: string;
  multiColumn: boolean;
  hasTables: boolean;
}

interface Line {
  y: number;
  fontSize: number;
  fragments: Fragment[];
}

const BIN_WIDTH = 2; // points

function visibleChars(text: string): number {
  return text.replace(/\s/g, '').length;
}

function groupIntoLines(fragments: Fragment[]): Line[] {
  const sorted = [...fragments].sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: Line[] = [];
  for (const fragment of sorted) {
    const line = lines[lines.length - 1];
    // Same baseline within half a glyph height: superscripts and font mixes still land on one line.
    if (line && Math.abs(line.y - fragment.y) <= 0.5 * Math.min(line.fontSize, fragment.fontSize)) {
      line.fragments.push(fragment);
      line.fontSize = Math.max(line.fontSize, fragment.fontSize);
    } else {
      lines.push({ y: fragment.y, fontSize: fragment.fontSize, fragments: [fragment] });
    }
  }
  for (const line of lines) line.fragments.sort((p, q) => p.x - q.x);
  return lines;
}

/**
 * Joins a line's fragments. Gaps decide spacing: none for glyph runs split by kerning, one space for a word gap,
 * two for a wide gap (tab stops, letter-spaced heading words) so that normalisation can tell them apart.
 */
function renderLine(line: Line): string {
  let out = '';
  let previous: Fragment | null = null;
  for (const fragment of line.fragments) {
    if (previous) {
      // Fake bold: the same string printed twice with a tiny offset.
      if (fragment.text === previous.text && Math.abs(fragment.x - previous.x) < fragment.fontSize * 0.3) continue;
      const gap = fragment.x - (previous.x + previous.width);
      const alreadySpaced = out.endsWith(' ') || fragment.text.startsWith(' ');
      if (!alreadySpaced && gap > fragment.fontSize * 0.8) out += '  ';
      else if (!alreadySpaced && gap > fragment.fontSize * 0.12) out += ' ';
    }
    out += fragment.text;
    previous = fragment;
  }
  return out.trimEnd();
}

function renderLines(lines: Line[]): string {
  const out: string[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    // A gap clearly larger than the line spacing separates blocks (sections, entries): keep it as a blank line.
    if (previous && previous.y - line.y > 1.9 * Math.max(previous.fontSize, line.fontSize)) out.push('');
    out.push(renderLine(line));
    previous = line;
  }
  return out.join('\n');
}

function crosses(fragment: Fragment, x: number): boolean {
  return fragment.x < x - 1 && fragment.x + fragment.width > x + 1;
}

/** How many fragments span each vertical position across the page (difference array, then prefix sums). */
function crossingCounts(fragments: Fragment[], left: number, binCount: number): Int32Array {
  const diff = new Int32Array(binCount + 2);
  for (const fragment of fragments) {
    const start = Math.max(0, Math.floor((fragment.x - left) / BIN_WIDTH) + 1);
    const end = Math.min(binCount - 1, Math.ceil((fragment.x + fragment.width - left) / BIN_WIDTH) - 1);
    if (start > end) continue;
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
  const binCount = Math.ceil((right - left) / BIN_WIDTH) + 1;
  const counts = crossingCounts(fragments, left, binCount);
  const allowedCrossings = Math.max(1, Math.floor(lines.length * 0.06));
  const firstBin = Math.floor(binCount * 0.12);
  const lastBin = Math.ceil(binCount * 0.88);
  const minRunBins = 3; // a gutter is at least ~6 pt wide

  let best: SplitQuality | null = null;
  let runStart = -1;
  for (let bin = firstBin; bin <= lastBin + 1; bin++) {
    const open = bin <= lastBin && counts[bin]! <= allowedCrossings;
    if (open && runStart < 0) runStart = bin;
    if (!open && runStart >= 0) {
      if (bin - runStart >= minRunBins) {
        const x = left + ((runStart + bin) / 2) * BIN_WIDTH;
        const quality = evaluateSplit(lines, x, totalChars);
        if (quality && (!best || quality.balance > best.balance)) best = quality;
      }
      runStart = -1;
    }
  }
  return best?.x ?? null;
}

/** Reads the page column by column, in blocks separated by lines that span the gutter. */
function renderColumns(lines: Line[], gutter: number): string {
  const blocks: string[] = [];
  let leftColumn: Fragment[] = [];
  let rightColumn: Fragment[] = [];
  const flush = (): void => {
    if (leftColumn.length > 0) blocks.push(renderLines(groupIntoLines(leftColumn)));
    if (rightColumn.length > 0) blocks.push(renderLines(groupIntoLines(rightColumn)));
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
  return blocks.join('\n\n');
}

/** Three or more cells separated by wide gaps on several lines: most likely a table. */
function looksTabular(lines: Line[]): boolean {
  const tabularLines = lines.filter((line) => {
    let wideGaps = 0;
    for (let index = 1; index < line.fragments.length; index++) {
      const previous = line.fragments[index - 1]!;
      const fragment = line.fragments[index]!;
      if (fragment.x - (previous.x + previous.width) > 2 * fragment.fontSize) wideGaps++;
    }
    return wideGaps >= 2;
  });
  return tabularLines.length >= 3;
}

export function layoutPage(fragments: Fragment[], bounds: { left: number; right: number }): PageLayout {
  const upright = fragments.filter((fragment) => !fragment.rotated);
  // Rotated text (vertical side labels) has no place in the line flow: append it after the page text.
  const rotated = fragments.filter((fragment) => fragment.rotated).map((fragment) => fragment.text.trim());
  const lines = groupIntoLines(upright);
  const gutter = findGutter(upright, lines, bounds.left, bounds.right);
  const body = gutter === null ? renderLines(lines) : renderColumns(lines, gutter);
  const text = [body, ...rotated].filter((part) => part !== '').join('\n');
  return { text, multiColumn: gutter !== null, hasTables: looksTabular(lines) };
}
