/**
 * Front coding of a sorted word list (decision 740): each entry keeps the first N code units of the entry before it
 * and writes only the rest, behind the alphabet's N-th character. Hunspell stems sorted by code unit share long
 * beginnings, so the Worker bundle (measured gzipped against the Workers size limit) holds the Russian dictionary in
 * ~38 % fewer gzipped bytes than the plain list. The list is decoded once, on the first spelling check of an isolate.
 *
 * The alphabet holds ASCII characters the list never uses, so an entry ends where the next one's mark begins and no
 * separator is needed.
 */

/** Characters a JSON string literal writes as themselves, in the order they are taken for an alphabet. */
const CANDIDATES = "0123456789abcdefghijklmnopqrstuvwxyz#$%&()*+,-.:;<=>?@[]^_`{|}~ABCDEFGHIJKLMNOPQRSTUVWXYZ!'/";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface FrontCoded {
  /** Its i-th character begins an entry that keeps i code units of the previous one. */
  alphabet: string;
  coded: string;
}

/** Encodes `lines` for `decodeFrontCoded`; sorted lines share most. Used by scripts/build-spelling.mjs (decision 740). */
export function encodeFrontCoded(lines: readonly string[]): FrontCoded {
  if (lines.some((line) => LONE_SURROGATE.test(line))) throw new Error("front coding: a line holds a lone surrogate");
  const used = new Set(lines.join(""));
  const free = [...CANDIDATES].filter((c) => !used.has(c));
  if (free.length < 2) throw new Error("front coding: the list uses nearly every ASCII character");
  let longest = 0;
  for (let i = 1; i < lines.length; i++) longest = Math.max(longest, sharedPrefix(lines[i - 1]!, lines[i]!, Infinity));
  // A longer shared beginning than the alphabet can say is written out in part: still exact, only longer.
  const alphabet = free.slice(0, longest + 1).join("");
  const parts: string[] = [];
  let previous = "";
  for (const line of lines) {
    const keep = sharedPrefix(previous, line, alphabet.length - 1);
    parts.push(alphabet[keep]! + line.slice(keep));
    previous = line;
  }
  return { alphabet, coded: parts.join("") };
}

function sharedPrefix(a: string, b: string, max: number): number {
  let n = 0;
  while (n < max && n < a.length && n < b.length && a.charCodeAt(n) === b.charCodeAt(n)) n++;
  return n;
}

/**
 * The lines `encodeFrontCoded` was given, joined by "\n". Throws on text it did not write. The lines are written as
 * code units into one array and made a string once: building 139 000 strings from slices cost twice the time.
 */
export function decodeFrontCoded({ alphabet, coded }: FrontCoded): string {
  const keepOf = new Int8Array(128).fill(-1);
  for (let i = 0; i < alphabet.length; i++) keepOf[alphabet.charCodeAt(i)] = i;
  const keepAt = (at: number) => {
    const unit = coded.charCodeAt(at);
    return unit < 128 ? keepOf[unit]! : -1;
  };
  let out = new Uint16Array(coded.length * 2);
  let size = 0;
  let previous = 0;
  let previousLength = 0;
  for (let at = 0; at < coded.length; ) {
    const keep = keepAt(at);
    if (keep < 0 || keep > previousLength) throw new Error(`front coding: no entry begins at ${at}`);
    let end = at + 1;
    while (end < coded.length && keepAt(end) < 0) end++;
    if (size + 1 + keep + (end - at) > out.length) out = grown(out, size + 1 + keep + (end - at));
    if (at > 0) out[size++] = 10;
    const start = size;
    out.copyWithin(size, previous, previous + keep);
    size += keep;
    for (let k = at + 1; k < end; k++) out[size++] = coded.charCodeAt(k);
    previous = start;
    previousLength = size - start;
    at = end;
  }
  // Typed arrays are little-endian on every platform Workers and Node run on; the encoder admits no lone surrogate,
  // so `fatal` only guards, and a leading U+FEFF is a character of the list, not a byte order mark.
  return new TextDecoder("utf-16le", { fatal: true, ignoreBOM: true }).decode(out.subarray(0, size));
}

function grown(array: Uint16Array<ArrayBuffer>, atLeast: number): Uint16Array<ArrayBuffer> {
  const bigger = new Uint16Array(atLeast * 2);
  bigger.set(array);
  return bigger;
}

/** FNV-1a over the text's code units, with its length: what the build recorded, for a test to compare. */
export function checksumOf(text: string): { length: number; hash: number } {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return { length: text.length, hash: hash >>> 0 };
}
