// RTF to plain text. hh.ru's "DOC" download is really RTF in Windows-1251, so this must handle \'xx escapes
// in the document code page, \uN escapes with their \ucN fallback skip counts, and skip non-text groups.

/** Destinations whose content is never document text. */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl', 'colortbl', 'stylesheet', 'info', 'pict', 'object', 'objdata', 'themedata', 'colorschememapping',
  'datastore', 'latentstyles', 'listtable', 'listoverridetable', 'rsidtbl', 'generator', 'xmlnstbl', 'mmathPr',
  'fldinst', 'filetbl', 'revtbl', 'pgdsctbl', 'protusertbl', 'bkmkstart', 'bkmkend', 'template', 'userprops',
  'docvar', 'sp', 'shprslt', 'nonshppict', 'factoidname', 'passwordhash', 'wgrffmtfilter', 'fchars', 'lchars',
  'pntext', 'pntxta', 'pntxtb', 'listtext', 'xe', 'tc', 'atnid', 'atnauthor', 'annotation', 'comment',
]);
/** Optional (\*) destinations that do hold visible text: text boxes inside shapes. */
const KEPT_OPTIONAL_DESTINATIONS = new Set(['shpinst', 'shptxt']);

const SYMBOL_WORDS: Record<string, string> = {
  par: '\n', line: '\n', sect: '\n\n', page: '\n', tab: '\t', cell: '\t', nestcell: '\t', row: '\n', nestrow: '\n',
  emdash: '—', endash: '–', emspace: ' ', enspace: ' ', qmspace: ' ', bullet: '•', lquote: '‘', rquote: '’',
  ldblquote: '“', rdblquote: '”', zwj: '', zwnj: '',
};

export const RTF_LIMITS = {
  /** Word's own RTF nests groups 20–30 deep (tables in shapes in fields); each level keeps a state object. */
  maxDepth: 256,
  /** As extraction's MAX_TEXT_CHARS: past it the file is refused anyway, so stop reading there. */
  maxTextChars: 200_000,
  /** \'xx bytes decoded in one go: a long run of escapes is decoded in slices, not held as one big array. */
  maxPendingBytes: 4096,
};

/** The RTF is deeper or longer than any resume: refused before it costs memory. */
export class RtfLimitError extends Error {
  constructor(public readonly limit: 'depth' | 'text') {
    super(`RTF over its ${limit} limit`);
  }
}

interface GroupState {
  skip: boolean;
  unicodeSkipCount: number;
}

export interface RtfResult {
  text: string;
  hasTables: boolean;
  pageCount: number | null;
}

class RtfReader {
  private position = 0;
  private output: string[] = [];
  private outputChars = 0;
  /** Bytes from \'xx escapes (and raw 8-bit bytes) waiting to be decoded together, so multi-byte code pages work. */
  private pendingBytes: number[] = [];
  private decoder = new TextDecoder('windows-1251');
  private state: GroupState = { skip: false, unicodeSkipCount: 1 };
  private stack: GroupState[] = [];
  /** Characters of \uN fallback still to skip. */
  private fallbackToSkip = 0;
  private groupJustOpened = false;
  hasTables = false;
  pageCount: number | null = null;

  constructor(private readonly source: Uint8Array) {}

  read(): string {
    const source = this.source;
    while (this.position < source.length) {
      const byte = source[this.position]!;
      if (byte === 0x7b /* { */) this.openGroup();
      else if (byte === 0x7d /* } */) this.closeGroup();
      else if (byte === 0x5c /* \ */) this.readControl();
      else {
        this.position++;
        this.groupJustOpened = false;
        if (byte === 0x0d || byte === 0x0a) continue; // source line breaks mean nothing in RTF
        this.emitByte(byte);
      }
    }
    this.flushBytes();
    return this.output.join('');
  }

  private openGroup(): void {
    this.position++;
    if (this.stack.length >= RTF_LIMITS.maxDepth) throw new RtfLimitError('depth');
    this.stack.push(this.state);
    this.state = { ...this.state };
    this.groupJustOpened = true;
  }

  private closeGroup(): void {
    this.position++;
    this.flushBytes();
    this.state = this.stack.pop() ?? { skip: false, unicodeSkipCount: 1 };
    this.fallbackToSkip = 0;
    this.groupJustOpened = false;
  }

  private readControl(): void {
    const source = this.source;
    const next = source[this.position + 1];
    if (next === undefined) {
      this.position++;
      return;
    }
    if (isAsciiLetter(next)) {
      this.readControlWord();
      return;
    }
    this.position += 2;
    const opensGroup = this.groupJustOpened;
    this.groupJustOpened = false;
    switch (next) {
      case 0x27 /* ' */: {
        const hex = String.fromCharCode(source[this.position] ?? 0, source[this.position + 1] ?? 0);
        this.position += 2;
        const value = Number.parseInt(hex, 16);
        if (!Number.isNaN(value)) this.emitByte(value);
        return;
      }
      case 0x2a /* * */:
        // {\*\dest ...}: an optional destination; we skip it unless we know it carries text.
        if (opensGroup && !this.nextWordIsKeptDestination()) this.state.skip = true;
        return;
      case 0x7e /* ~ */:
        this.emitText('\u00A0');
        return;
      case 0x5f /* _ */:
        this.emitText('-');
        return;
      case 0x2d /* - */:
        return; // optional hyphen
      case 0x0a:
      case 0x0d:
        this.emitText('\n'); // "\<newline>" is a \par
        return;
      default:
        this.emitText(String.fromCharCode(next)); // \\ \{ \} and other escaped symbols
        return;
    }
  }

  private nextWordIsKeptDestination(): boolean {
    const match = /^\\([a-zA-Z]+)/.exec(latin1Slice(this.source, this.position, this.position + 40));
    return match !== null && KEPT_OPTIONAL_DESTINATIONS.has(match[1]!);
  }

  private readControlWord(): void {
    const source = this.source;
    let at = this.position + 1;
    while (at < source.length && isAsciiLetter(source[at]!)) at++;
    const word = latin1Slice(source, this.position + 1, at);
    let parameterText = '';
    if (source[at] === 0x2d /* - */ || isDigit(source[at])) {
      const start = at;
      at++;
      while (at < source.length && isDigit(source[at])) at++;
      parameterText = latin1Slice(source, start, at);
    }
    if (source[at] === 0x20) at++; // the delimiting space belongs to the control word
    this.position = at;
    const parameter = parameterText === '' ? null : Number.parseInt(parameterText, 10);
    const opensGroup = this.groupJustOpened;
    this.groupJustOpened = false;
    this.applyControlWord(word, parameter, opensGroup);
  }

  private applyControlWord(word: string, parameter: number | null, opensGroup: boolean): void {
    if (opensGroup && SKIPPED_DESTINATIONS.has(word)) {
      this.state.skip = true;
      return;
    }
    switch (word) {
      case 'ansicpg':
        this.setCodePage(parameter);
        return;
      case 'uc':
        this.state.unicodeSkipCount = Math.max(0, parameter ?? 1);
        return;
      case 'u':
        if (parameter !== null) this.emitUnicode(parameter);
        return;
      case 'bin':
        this.position += Math.max(0, parameter ?? 0); // raw binary data, never text
        return;
      case 'trowd':
        this.hasTables = true;
        return;
      case 'nofpages':
        if (parameter !== null && parameter > 0) this.pageCount = parameter;
        return;
    }
    const symbol = SYMBOL_WORDS[word];
    if (symbol !== undefined) this.emitText(symbol);
  }

  private setCodePage(codePage: number | null): void {
    if (codePage === null) return;
    try {
      this.decoder = new TextDecoder(codePage === 65001 ? 'utf-8' : `windows-${codePage}`);
    } catch {
      // Unknown code page: keep Windows-1251, the one Russian documents use anyway.
    }
  }

  private emitUnicode(parameter: number): void {
    const codeUnit = parameter < 0 ? parameter + 65536 : parameter;
    this.emitText(String.fromCharCode(codeUnit));
    // The next N characters are the fallback for readers without Unicode: drop them.
    this.fallbackToSkip = this.state.unicodeSkipCount;
  }

  private emitByte(byte: number): void {
    if (this.consumeFallback()) return;
    if (this.state.skip) return;
    if (byte < 0x80 && this.pendingBytes.length === 0) {
      this.push(String.fromCharCode(byte));
      return;
    }
    this.pendingBytes.push(byte);
    if (this.pendingBytes.length >= RTF_LIMITS.maxPendingBytes) this.flushBytes(true);
  }

  private push(text: string): void {
    this.outputChars += text.length;
    if (this.outputChars > RTF_LIMITS.maxTextChars) throw new RtfLimitError('text');
    this.output.push(text);
  }

  private emitText(text: string): void {
    if (this.consumeFallback()) return;
    if (this.state.skip) return;
    this.flushBytes();
    this.push(text);
  }

  private consumeFallback(): boolean {
    if (this.fallbackToSkip <= 0) return false;
    this.fallbackToSkip--;
    return true;
  }

  /** `more`: the run of bytes continues, so a multi-byte character split at the slice edge is kept for later. */
  private flushBytes(more = false): void {
    if (this.pendingBytes.length === 0) return;
    this.push(this.decoder.decode(new Uint8Array(this.pendingBytes), { stream: more }));
    this.pendingBytes = [];
  }
}

function isAsciiLetter(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}
function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}
function latin1Slice(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
}

export function isRtf(bytes: Uint8Array): boolean {
  return latin1Slice(bytes, 0, 5) === '{\\rtf';
}

export function extractRtf(bytes: Uint8Array): RtfResult {
  const reader = new RtfReader(bytes);
  const text = reader.read();
  return { text, hasTables: reader.hasTables, pageCount: reader.pageCount };
}
