// Measures what a PDF will cost before pdf.js sees it. pdf.js inflates every stream it reads whole and has no
// budget, so a small file whose streams inflate to gigabytes would kill the isolate (128 MB). Here every stream
// is decoded once with a streaming inflater that counts the output and stops at the budget, without keeping it
// (a stream that decodes to at most 256 KB is decoded in one native zlib call instead: same count, 4× faster).
// Streams are found by their `stream` keyword in the raw bytes: every stream pdf.js can read (content, fonts,
// object and cross-reference streams, images) is a direct object with that keyword in the file itself.
import { Buffer } from "node:buffer";
import { inflateRawSync } from "node:zlib";
import { Inflate } from "fflate";

export const PDF_BUDGET = {
  /** All streams decoded, summed. The corpus peaks at 0.7 MB (fonts, pages, a photo); see decision 012. */
  maxDecodedBytes: 16 * 1024 * 1024,
  /** Indirect objects, including those packed in object streams. Real resumes: tens to a few thousand. */
  maxObjects: 50_000,
};

export type PdfBudgetLimit = "decoded-bytes" | "objects" | "filter";

/** A PDF that would cost more than the budget (or that we cannot measure). Not damage: the file may be valid. */
export class PdfBudgetError extends Error {
  constructor(
    public readonly limit: PdfBudgetLimit,
    detail: string,
  ) {
    super(detail);
  }
}

export interface PdfPreflight {
  streams: number;
  objects: number;
  decodedBytes: number;
  /** Streams that are images (a scan is one per page). */
  imageStreams: number;
  /** Decoded bytes of everything that is not an image: page content, fonts, forms. */
  otherDecodedBytes: number;
  encrypted: boolean;
}

/**
 * One char per byte, so string positions are byte offsets and native indexOf/regexes do the scanning. Buffer's
 * latin1 decoding is native in workerd and Node (no copy: the Buffer is a view of the same bytes); building the
 * string with String.fromCharCode cost a fifth of the preflight, TextDecoder("latin1") half as much but is
 * windows-1252 in workerd.
 */
function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}

/**
 * Deflate expands at most ~1032:1, so a step of 8 KB yields at most ~8 MB before the budget is checked again. Smaller
 * steps cost much more time (fflate restarts work per push: 1 KB steps made the preflight 6× slower). A stream that
 * fails to inflate is measured again in 1 KB steps, so that damage is charged at most ~1 MB, not ~8 MB.
 */
const FAST_STEP = 8192;
const CAREFUL_STEP = 1024;
const MAX_DEFLATE_RATIO = 1032;
/** Filters whose output pdf.js never decodes to extract text; image sizes are capped by `maxImageSize` instead. */
const IMAGE_FILTERS = new Set(["DCTDecode", "DCT", "JPXDecode", "CCITTFaxDecode", "CCF", "JBIG2Decode"]);
const FLATE_FILTERS = new Set(["FlateDecode", "Fl"]);
/**
 * Most streams of a resume (page content, fonts, ToUnicode maps) decode to a few KB (the corpus: median 1 KB, 99 % under
 * 120 KB). Such a stream is first decoded in one native zlib call, 4× faster than fflate in steps (it was half the
 * preflight's time); that call holds its output, so it may produce at most this much before it gives up and the stream
 * is measured in steps, counted and dropped, exactly as before. Same data, same deflate: the count is the same either
 * way. A larger cap (1 MB) let the hostile "40 streams of 1 MB" file leave 10 MB more garbage behind (peak RSS).
 */
const ONE_CALL_MAX_OUTPUT = 256 * 1024;

/** Counts decoded bytes against the shared budget, throwing as soon as it is exceeded. */
class Meter {
  used = 0;
  /** Set by a Flate stage that could not inflate its input (damage, or not Flate at all). */
  failed = false;
  constructor(readonly step: number) {}
  add(count: number): void {
    this.used += count;
    if (this.used > PDF_BUDGET.maxDecodedBytes) {
      throw new PdfBudgetError("decoded-bytes", `streams decode to more than ${PDF_BUDGET.maxDecodedBytes} bytes`);
    }
  }
}

type Sink = (chunk: Uint8Array, final: boolean) => void;

/**
 * A Flate stage: inflates what it is pushed and forwards the output. A stream that stops inflating (damage) is
 * charged the most its last step could have produced, since pdf.js may have decoded that much before failing.
 */
function flateStage(meter: Meter, next: Sink | null): Sink {
  const step = meter.step;
  let failed = false;
  let headerSkipped = 0;
  const inflater = new Inflate((chunk, final) => {
    meter.add(chunk.length);
    next?.(chunk, final);
  });
  return (chunk, final) => {
    if (failed) return;
    // FlateDecode is zlib: a 2-byte header before the deflate data (pdf.js checks it; we just skip it).
    if (headerSkipped < 2) {
      const skip = Math.min(2 - headerSkipped, chunk.length);
      headerSkipped += skip;
      chunk = chunk.subarray(skip);
    }
    for (let at = 0; at < chunk.length || (final && at === 0); at += step) {
      const end = Math.min(at + step, chunk.length);
      try {
        inflater.push(chunk.subarray(at, end), final && end === chunk.length);
      } catch (error) {
        if (error instanceof PdfBudgetError) throw error;
        failed = true;
        meter.failed = true;
        meter.add((end - at) * MAX_DEFLATE_RATIO);
        return;
      }
      if (chunk.length === 0) break;
    }
  };
}

/** The filter names of a stream dictionary, in decoding order. */
function filtersOf(dictionary: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(dictionary);
  if (!match) return [];
  return [...match[1]!.matchAll(/\/([^\s/<>[\]()]+)/g)].map((name) => name[1]!);
}

/** The decoding pipeline for one stream; image codecs and unfiltered data end it (their size is bounded). */
function pipeline(filters: string[], meter: Meter): Sink | null {
  let sink: Sink | null = null;
  for (let index = filters.length - 1; index >= 0; index--) {
    const filter = filters[index]!;
    if (FLATE_FILTERS.has(filter)) sink = flateStage(meter, sink);
    else if (IMAGE_FILTERS.has(filter) && index === filters.length - 1) sink = null;
    else throw new PdfBudgetError("filter", `cannot measure a /${filter} stream`);
  }
  return sink;
}

/**
 * The decoded size of a plain Flate stream in one native call (node:zlib, in workerd as in Node), or null when that
 * cannot answer: the stream is damaged, or it decodes to more than ONE_CALL_MAX_OUTPUT or than the budget left.
 * zlib keeps the whole output, hence the cap; the streaming path below then measures such a stream as before.
 */
function measureInOneCall(data: Uint8Array, filters: string[], alreadyUsed: number): number | null {
  if (filters.length !== 1 || !FLATE_FILTERS.has(filters[0]!)) return null;
  const maxOutputLength = Math.min(ONE_CALL_MAX_OUTPUT, PDF_BUDGET.maxDecodedBytes - alreadyUsed);
  if (maxOutputLength < 1) return null;
  try {
    // The 2-byte zlib header is skipped, as in flateStage: the same raw deflate data either way.
    return inflateRawSync(data.subarray(2), { maxOutputLength }).length;
  } catch {
    return null;
  }
}

/** Decoded bytes of one stream, given what earlier streams used; throws once the total passes the budget. */
function measureStream(data: Uint8Array, filters: string[], alreadyUsed: number): number {
  const inOneCall = measureInOneCall(data, filters, alreadyUsed);
  if (inOneCall !== null) return inOneCall;
  const fast = new Meter(FAST_STEP);
  fast.used = alreadyUsed;
  pipeline(filters, fast)?.(data, true);
  if (!fast.failed) return fast.used - alreadyUsed;
  const careful = new Meter(CAREFUL_STEP);
  careful.used = alreadyUsed;
  pipeline(filters, careful)?.(data, true);
  return careful.used - alreadyUsed;
}

/** Where a stream's data ends: its direct /Length when it lands on `endstream`, else the next `endstream`. */
function streamEnd(text: string, dictionary: string, start: number): number {
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
  if (length) {
    const end = start + Number(length[1]);
    if (end <= text.length && /^\s*endstream/.test(text.slice(end, end + 32))) return end;
  }
  const found = text.indexOf("endstream", start);
  return found < 0 ? text.length : found;
}

/** The dictionary before a `stream` keyword: from the object's `obj` keyword (or a bounded window) to it. */
function dictionaryBefore(text: string, keyword: number): string {
  const windowStart = Math.max(0, keyword - 16_384);
  const obj = text.lastIndexOf("obj", keyword);
  return text.slice(obj >= windowStart ? obj + 3 : windowStart, keyword);
}

function countObjects(text: string): number {
  let objects = 0;
  for (const _ of text.matchAll(/\d\s+\d+\s+obj\b/g)) {
    objects++;
    if (objects > PDF_BUDGET.maxObjects) break;
  }
  // Objects packed into object streams are declared by the stream's /N.
  for (const packed of text.matchAll(/\/Type\s*\/ObjStm\b[^>]*?\/N\s+(\d+)|\/N\s+(\d+)[^>]*?\/Type\s*\/ObjStm\b/g)) {
    objects += Number(packed[1] ?? packed[2]);
  }
  return objects;
}

/**
 * Decodes every stream with a cap and counts objects. Throws PdfBudgetError when the file would cost more than
 * PDF_BUDGET; returns the measurements otherwise.
 */
export function preflightPdf(bytes: Uint8Array): PdfPreflight {
  const text = latin1(bytes);
  const objects = countObjects(text);
  if (objects > PDF_BUDGET.maxObjects)
    throw new PdfBudgetError("objects", `more than ${PDF_BUDGET.maxObjects} objects`);
  // Encrypted streams cannot be measured without decrypting them; pdf.js refuses to open most such files anyway.
  const encrypted = /\/Encrypt\s*(\d|<<)/.test(text);
  let decodedBytes = 0;
  let imageStreams = 0;
  let otherDecodedBytes = 0;
  let streams = 0;
  for (let keyword = text.indexOf("stream"); keyword >= 0; keyword = text.indexOf("stream", keyword + 6)) {
    if (text.startsWith("end", keyword - 3)) continue;
    let start = keyword + 6;
    if (text[start] === "\r") start++;
    if (text[start] === "\n") start++;
    else if (text[start - 1] !== "\r") continue; // "stream" inside other text, not the keyword
    streams++;
    const dictionary = dictionaryBefore(text, keyword);
    const end = streamEnd(text, dictionary, start);
    const image = /\/Subtype\s*\/Image\b/.test(dictionary);
    if (image) imageStreams++;
    if (!encrypted) {
      const decoded = measureStream(bytes.subarray(start, end), filtersOf(dictionary), decodedBytes);
      decodedBytes += decoded;
      if (!image) otherDecodedBytes += decoded;
    }
    keyword = Math.max(keyword, end - 6);
  }
  return { streams, objects, decodedBytes, imageStreams, otherDecodedBytes, encrypted };
}
