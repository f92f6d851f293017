// The budget of one PDF, kept inside pdf.js itself (decision 200). pdf.js decodes every stream it reads whole and
// has no budget, so a small file whose streams inflate to gigabytes would kill the isolate (128 MB). A preflight that
// re-reads the file with a second PDF parser always disagrees with pdf.js somewhere (filters by reference, escaped
// names, odd line ends…); here the bytes are counted where pdf.js produces them, so whatever pdf.js decodes is
// counted, however the file spells it.
//
// pdf.js's decoders (Flate, LZW, RunLength, ASCII85, ASCIIHex, predictors, decryption, Brotli, CCITT, and the
// concatenation of content streams) all inherit one class, DecodeStream, which grows its output buffer through
// `ensureBuffer(requested)`; the Flate and Brotli decoders may also decode a whole stream at once through
// `asyncGetBytesFromDecompressionStream`. Both are wrapped here, once per isolate, on DecodeStream's prototype. The
// image codecs (DCT, JPX, JBIG2) override `ensureBuffer` and decode only for rendering: text extraction never runs
// them, and `maxImageSize` caps them anyway.
//
// Object streams are the other cost: pdf.js parses every object packed in one the first time it needs any of them,
// so XRef's `fetchCompressed` is wrapped to charge the stream's /N before that.
//
// pdf.js does not export these classes. A prototype is reached at the first instance pdf.js builds: DecodeStream's
// constructor assigns `this._rawMinBufferLength` (XRef's, `this._newPersistentRefNum`), and a one-shot setter of
// that name on Object.prototype receives the new object as `this`, patches its ancestor of that class name, then
// removes itself.
//
// Which document a stream belongs to: the budget travels with the extraction's async context (AsyncLocalStorage,
// node:async_hooks, in workerd as in Node); pdf.js's in-thread worker runs its work in promise chains started by
// our calls, so the context follows. A stream decoded outside any budget (should that ever happen) still meets the
// same cap on its own.
import { AsyncLocalStorage } from "node:async_hooks";
import { brotliDecompressSync, inflateSync } from "node:zlib";

export const PDF_BUDGET = {
  /**
   * Memory pdf.js may take for decoded data in one document: the buffers of every stream and every layer of a
   * filter chain, summed (images are not decoded to read text, so they do not count). pdf.js's buffers double, so a
   * stream may decode to at most 16 MB (its 16 MB buffer plus the 8 MB one it is copied from: 24 MB at the peak,
   * within the 64 MB of an upload). Real resumes decode 0.1–0.7 MB.
   */
  maxDecodedBytes: 24 * 1024 * 1024,
  /**
   * Objects packed in the object streams pdf.js opens, summed: it parses every object of such a stream at once, at
   * ~1–2 KB each. Resumes pack tens to a few thousand (writers put 100–200 in each stream).
   */
  maxPackedObjects: 20_000,
};

export type PdfBudgetLimit = "decoded-bytes" | "objects" | "time";

/** A PDF that would cost more than the budget. Not damage: the file may be valid. */
export class PdfBudgetError extends Error {
  constructor(
    public readonly limit: PdfBudgetLimit,
    detail: string,
  ) {
    super(detail);
    this.name = "PdfBudgetError";
  }
}

/** What one document has cost so far; the first limit it passes is kept, since pdf.js may swallow the throw. */
export class DocumentBudget {
  decodedBytes = 0;
  packedObjects = 0;
  private readonly objectStreams = new Set<number>();
  exceeded: PdfBudgetError | null = null;

  /** `deadline`: the time (Date.now()) after which the document is too complex to read. */
  constructor(readonly deadline: number) {}

  /** Bytes that may still be decoded in one go. */
  room(): number {
    return Math.max(0, PDF_BUDGET.maxDecodedBytes - this.decodedBytes);
  }

  charge(bytes: number): void {
    if (this.exceeded) throw this.exceeded;
    this.decodedBytes += bytes;
    if (this.decodedBytes > PDF_BUDGET.maxDecodedBytes) {
      this.fail(new PdfBudgetError("decoded-bytes", `streams decode to more than ${PDF_BUDGET.maxDecodedBytes} bytes`));
    }
    if (Date.now() > this.deadline) this.fail(new PdfBudgetError("time", "time limit while decoding"));
  }

  /** Objects of the object stream at `offset` pdf.js is about to parse, charged once per stream. */
  chargeObjects(offset: number, count: number): void {
    if (this.exceeded) throw this.exceeded;
    if (this.objectStreams.has(offset)) return;
    this.objectStreams.add(offset);
    this.packedObjects += count;
    if (this.packedObjects > PDF_BUDGET.maxPackedObjects) {
      this.fail(new PdfBudgetError("objects", `more than ${PDF_BUDGET.maxPackedObjects} packed objects`));
    }
  }

  fail(error: PdfBudgetError): never {
    this.exceeded ??= error;
    throw this.exceeded;
  }

  /** Throws the limit this document passed, if any (pdf.js may have caught it and carried on with less text). */
  check(): void {
    if (this.exceeded) throw this.exceeded;
  }
}

const currentBudget = new AsyncLocalStorage<DocumentBudget>();

/** Runs `work` (everything pdf.js does for one document) with `budget` counting what pdf.js decodes. */
export function withBudget<T>(budget: DocumentBudget, work: () => Promise<T>): Promise<T> {
  installHooks();
  return currentBudget.run(budget, work);
}

interface DecodeStreamLike {
  buffer: Uint8Array;
  stream: { reset(): void; isAsync?: boolean; asyncGetBytes(): Promise<Uint8Array | null>; getBytes(): Uint8Array };
}

interface DecodeStreamPrototype {
  ensureBuffer(this: DecodeStreamLike, requested: number): Uint8Array;
  asyncGetBytesFromDecompressionStream?(
    this: DecodeStreamLike,
    format: string,
  ): Promise<{ decompressed: Uint8Array | null; compressed: Uint8Array }>;
}

interface RefLike {
  constructor: { get(num: number, gen: number): RefLike };
}

interface XRefLike {
  fetch(ref: RefLike): { dict?: { get(key: string): unknown } } | unknown;
}

interface XRefPrototype {
  fetchCompressed(this: XRefLike, ref: RefLike, entry: { offset: number }, ...rest: unknown[]): unknown;
}

/**
 * pdf.js's classes this module wraps, each found through a property its constructor assigns (class and property
 * names survive pdf.js's minification) and the methods it must have.
 */
const HOOKS = [
  { assigns: "_rawMinBufferLength", className: "DecodeStream", patch: patchDecodeStream },
  { assigns: "_newPersistentRefNum", className: "XRef", patch: patchXRef },
] as const;

type HookState = "waiting" | "installed" | "failed";
const hookStates = new Map<string, HookState>();

/** True once pdf.js's DecodeStream and XRef are wrapped (a test checks this after reading a compressed PDF). */
export function budgetHooksInstalled(): boolean {
  return HOOKS.every((hook) => hookStates.get(hook.className) === "installed");
}

function installHooks(): void {
  for (const hook of HOOKS) {
    if (hookStates.has(hook.className)) continue;
    hookStates.set(hook.className, "waiting");
    Object.defineProperty(Object.prototype, hook.assigns, {
      configurable: true,
      set(this: object, value: unknown) {
        // Restore an ordinary property first, for this object and every later one.
        delete (Object.prototype as Record<string, unknown>)[hook.assigns];
        Object.defineProperty(this, hook.assigns, { value, writable: true, enumerable: true, configurable: true });
        const prototype = ancestorNamed(this, hook.className);
        hookStates.set(hook.className, prototype && hook.patch(prototype) ? "installed" : "failed");
      },
    });
  }
}

function ancestorNamed(instance: object, className: string): object | null {
  let prototype = Object.getPrototypeOf(instance) as { constructor?: { name?: string } } | null;
  while (prototype && prototype.constructor?.name !== className) prototype = Object.getPrototypeOf(prototype);
  return prototype;
}

function patchDecodeStream(found: object): boolean {
  const prototype = found as DecodeStreamPrototype;
  if (typeof prototype.ensureBuffer !== "function") return false;
  meterEnsureBuffer(prototype);
  if (typeof prototype.asyncGetBytesFromDecompressionStream === "function") boundWholeStreamDecoding(prototype);
  return true;
}

/**
 * An object stream packs /N objects, and pdf.js parses all of them the first time it needs one (pdf.js's test file
 * bug1978317.pdf packs 65 542: 150 MB and 9 s just to open it). Its /N is read before pdf.js parses it.
 */
function patchXRef(found: object): boolean {
  const prototype = found as XRefPrototype;
  const fetchCompressed = prototype.fetchCompressed;
  if (typeof fetchCompressed !== "function") return false;
  prototype.fetchCompressed = function (this: XRefLike, ref: RefLike, entry: { offset: number }, ...rest: unknown[]) {
    const budget = currentBudget.getStore();
    const objectStream = this.fetch(ref.constructor.get(entry.offset, 0)) as { dict?: { get(key: string): unknown } };
    const count = objectStream?.dict?.get("N");
    if (typeof count === "number" && count > 0) {
      if (budget) budget.chargeObjects(entry.offset, count);
      else if (count > PDF_BUDGET.maxPackedObjects) throw new PdfBudgetError("objects", "an object stream too large");
    }
    return fetchCompressed.call(this, ref, entry, ...rest);
  };
  return true;
}

/**
 * Every decoder's output grows through ensureBuffer, which doubles the buffer (from a first size that follows the
 * stream's raw length) until it holds what is asked for. The growth is charged before pdf.js allocates it: the
 * budget counts the memory pdf.js really takes for decoded data, not only the bytes it has written so far.
 */
function meterEnsureBuffer(prototype: DecodeStreamPrototype): void {
  const ensureBuffer = prototype.ensureBuffer;
  prototype.ensureBuffer = function (this: DecodeStreamLike & { minBufferLength: number }, requested: number) {
    const held = this.buffer.byteLength;
    if (requested > held) {
      let size = this.minBufferLength;
      while (size < requested) size *= 2;
      const budget = currentBudget.getStore();
      if (budget) budget.charge(size - held);
      else if (size > PDF_BUDGET.maxDecodedBytes) throw new PdfBudgetError("decoded-bytes", "a stream too large");
    }
    return ensureBuffer.call(this, requested);
  };
}

/** The native decoders for what pdf.js would hand to DecompressionStream ("deflate" is zlib-wrapped Flate). */
const NATIVE_DECODERS: Record<string, (data: Uint8Array, options: { maxOutputLength: number }) => Uint8Array> = {
  deflate: inflateSync,
  brotli: brotliDecompressSync,
};

/**
 * pdf.js decodes a whole Flate (or Brotli) stream through DecompressionStream when it can, collecting every chunk:
 * no budget. Here the same stream is decoded by one native node:zlib call capped at the room left (synchronous:
 * also faster than a web stream in Node). When zlib cannot decode it (damage, trailing bytes, a bad checksum)
 * pdf.js's own decoder takes over, as it would after a DecompressionStream failure, metered by ensureBuffer.
 */
function boundWholeStreamDecoding(prototype: DecodeStreamPrototype): void {
  prototype.asyncGetBytesFromDecompressionStream = async function (this: DecodeStreamLike, format: string) {
    this.stream.reset();
    const compressed = this.stream.isAsync
      ? ((await this.stream.asyncGetBytes()) ?? this.stream.getBytes())
      : this.stream.getBytes();
    const decode = NATIVE_DECODERS[format];
    if (typeof decode !== "function") return { decompressed: null, compressed };
    const budget = currentBudget.getStore();
    const room = budget ? budget.room() : PDF_BUDGET.maxDecodedBytes;
    let output: Uint8Array;
    try {
      output = decode(compressed, { maxOutputLength: Math.max(1, room) });
    } catch (error) {
      if (error instanceof RangeError) {
        const limit = new PdfBudgetError("decoded-bytes", `a stream decodes to more than the ${room} bytes left`);
        if (budget) budget.fail(limit);
        throw limit;
      }
      return { decompressed: null, compressed };
    }
    budget?.charge(output.length);
    return { decompressed: new Uint8Array(output.buffer, output.byteOffset, output.byteLength), compressed };
  };
}
