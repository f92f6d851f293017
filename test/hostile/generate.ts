/**
 * Hostile files for the parser budget (decision 012): each is small (at most a few MB) and built here at test
 * time, never committed. Pure TypeScript on fflate, so the same code runs in workerd tests and in Node
 * (bench/hostile.mjs bundles it). Every builder returns the bytes and a file name; `hostileCorpus()` lists them
 * all with the refusal each one must get.
 */
import { createHash } from "node:crypto";
import { Deflate, zipSync, zlibSync } from "fflate";

const encoder = new TextEncoder();
const ascii = (text: string): Uint8Array => encoder.encode(text);

/** The parts as one byte array (also used by test/worker/pdf-preflight.test.ts). */
export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// --- Deflate bombs -------------------------------------------------------------------------------------------

const MB = 1024 * 1024;

/** Adler-32 (the zlib trailer) of `prefix` followed by `repeat` copies of `byte`, without building them. */
function adler32(prefix: Uint8Array, byte: number, repeat: number): number {
  const MOD = 65521n;
  let a = 1n;
  let b = 0n;
  for (const value of prefix) {
    a = (a + BigInt(value)) % MOD;
    b = (b + a) % MOD;
  }
  const n = BigInt(repeat);
  const c = BigInt(byte);
  // After n more bytes c: a' = a + n·c, b' = b + n·a + c·n(n+1)/2.
  b = (b + n * a + (c * n * (n + 1n)) / 2n) % MOD;
  a = (a + n * c) % MOD;
  return Number((b << 16n) | a);
}

function bigEndian32(value: number): Uint8Array {
  return new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

/**
 * A zlib stream of `prefix` followed by `totalBytes` of spaces (rounded up to whole megabytes), without ever holding
 * the spaces: one megabyte of spaces is deflated twice with sync flushes, and the second (steady-state) block, which
 * refers only to spaces in the window, is repeated. About 1 KB per inflated MB. The Adler-32 trailer is right, so
 * every inflater (pdf.js's, DecompressionStream, zlib) takes it for a valid stream.
 */
export function zlibBomb(totalBytes: number, prefix: Uint8Array = new Uint8Array(0)): Uint8Array {
  const chunks: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => chunks.push(chunk));
  const spaces = new Uint8Array(MB).fill(0x20);
  const take = (): Uint8Array => {
    const out = concat(chunks);
    chunks.length = 0;
    return out;
  };
  deflate.push(spaces);
  deflate.flush(true);
  const head = take();
  deflate.push(spaces);
  deflate.flush(true);
  const repeated = take();
  const megabytes = Math.max(2, Math.ceil(totalBytes / MB));
  deflate.push(new Uint8Array(0), true);
  const tail = take();
  // zlib header (deflate, 32K window, no dictionary), then the prefix as a stored block (byte-aligned, so the
  // compressed blocks follow unchanged).
  const stored = new Uint8Array([
    0x00,
    prefix.length & 0xff,
    prefix.length >> 8,
    ~prefix.length & 0xff,
    (~prefix.length >> 8) & 0xff,
  ]);
  const start = prefix.length > 0 ? [stored, prefix] : [];
  return concat([
    new Uint8Array([0x78, 0xda]),
    ...start,
    head,
    ...Array.from({ length: megabytes - 1 }, () => repeated),
    tail,
    bigEndian32(adler32(prefix, 0x20, megabytes * MB)),
  ]);
}

function zlib(data: Uint8Array): Uint8Array {
  return zlibSync(data, { level: 9 });
}

// --- The other standard PDF filters (encoders for what pdf.js decodes) ------------------------------------------

/** ASCII85 (with the `z` shorthand for four zero bytes), ending with `~>`. */
export function ascii85(data: Uint8Array): Uint8Array {
  let out = "";
  for (let at = 0; at < data.length; at += 4) {
    const group = data.subarray(at, at + 4);
    const padded = new Uint8Array(4);
    padded.set(group);
    let value = ((padded[0]! << 24) | (padded[1]! << 16) | (padded[2]! << 8) | padded[3]!) >>> 0;
    if (group.length === 4 && value === 0) {
      out += "z";
      continue;
    }
    const digits: string[] = [];
    for (let digit = 0; digit < 5; digit++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, group.length + 1).join("");
  }
  return ascii(`${out}~>`);
}

export function asciiHex(data: Uint8Array): Uint8Array {
  return ascii(`${Array.from(data, (byte) => byte.toString(16).padStart(2, "0")).join("")}>`);
}

/** RunLength: literal runs of up to 128 bytes, then the end-of-data byte 128. */
export function runLength(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  for (let at = 0; at < data.length; at += 128) {
    const run = data.subarray(at, at + 128);
    parts.push(new Uint8Array([run.length - 1]), run);
  }
  parts.push(new Uint8Array([128]));
  return concat(parts);
}

const LZW_CLEAR = 256;
const LZW_END = 257;
/** Entries added before a clear code: the table stays under 511 entries, so every code is 9 bits wide. */
const LZW_ENTRIES = 250;

/** LZW codes for `data` (a clear code first, another whenever the table holds LZW_ENTRIES), without the end code. */
function lzwCodes(data: Uint8Array): number[] {
  const codes = [LZW_CLEAR];
  let table = new Map<string, number>();
  let next = 258;
  let word = "";
  const codeOf = (text: string): number => (text.length === 1 ? text.charCodeAt(0) : table.get(text)!);
  for (const byte of data) {
    const extended = word + String.fromCharCode(byte);
    if (word === "" || table.has(extended)) {
      word = extended;
      continue;
    }
    codes.push(codeOf(word));
    table.set(extended, next++);
    if (next - 258 >= LZW_ENTRIES) {
      codes.push(LZW_CLEAR);
      table = new Map();
      next = 258;
    }
    word = String.fromCharCode(byte);
  }
  if (word !== "") codes.push(codeOf(word));
  return codes;
}

/** 9-bit codes, most significant bit first. */
function packNineBitCodes(codes: number[]): Uint8Array {
  const out = new Uint8Array(Math.ceil((codes.length * 9) / 8));
  let bit = 0;
  for (const code of codes) {
    for (let shift = 8; shift >= 0; shift--, bit++) {
      if ((code >> shift) & 1) out[bit >> 3]! |= 0x80 >> (bit & 7);
    }
  }
  return out;
}

export function lzw(data: Uint8Array): Uint8Array {
  return packNineBitCodes([...lzwCodes(data), LZW_END]);
}

/**
 * `prefix` then at least `totalBytes` of spaces, in LZW: after each clear code, the codes for 1, 2, 3 … 250 spaces
 * (each new code is the previous string plus a space), 31 375 spaces per 282 bytes.
 */
export function lzwBomb(totalBytes: number, prefix: Uint8Array): Uint8Array {
  const codes = lzwCodes(prefix);
  const perCycle = (LZW_ENTRIES * (LZW_ENTRIES + 1)) / 2;
  for (let made = 0; made < totalBytes; made += perCycle) {
    codes.push(LZW_CLEAR, 0x20);
    for (let entry = 0; entry < LZW_ENTRIES - 1; entry++) codes.push(258 + entry);
  }
  codes.push(LZW_END);
  return packNineBitCodes(codes);
}

// --- PDF -----------------------------------------------------------------------------------------------------

interface PdfObject {
  dictionary: string;
  stream?: Uint8Array;
  /** What follows the dictionary before the data: "stream" and an end of line by default. */
  streamKeyword?: string;
}

/** Writes objects 1..n with a correct cross-reference table; object 1 must be the catalog. */
function writePdf(objects: PdfObject[], trailerExtra = ""): Uint8Array {
  const parts: Uint8Array[] = [ascii("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(offset);
    const body = object.stream
      ? [
          ascii(`${index + 1} 0 obj\n${object.dictionary}\n${object.streamKeyword ?? "stream\n"}`),
          object.stream,
          ascii("\nendstream\nendobj\n"),
        ]
      : [ascii(`${index + 1} 0 obj\n${object.dictionary}\nendobj\n`)];
    for (const part of body) {
      parts.push(part);
      offset += part.length;
    }
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const at of offsets) xref.push(`${String(at).padStart(10, "0")} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${offset}\n%%EOF\n`);
  parts.push(ascii(xref.join("")));
  return concat(parts);
}

const RESUME_LINE = "Ivan Petrov, backend developer: Go, PostgreSQL, Kafka. ivan.petrov@example.com";

/** Catalog, pages, one page with Helvetica, and the given content stream object(s) after them. */
function onePage(content: PdfObject, mediaBox = "[0 0 612 792]", extra: PdfObject[] = []): Uint8Array {
  return writePdf([
    { dictionary: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dictionary: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    {
      dictionary: `<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    },
    { dictionary: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>" },
    content,
    ...extra,
  ]);
}

const textLine = (x: number, y: number, text: string): string => `BT /F1 10 Tf ${x} ${y} Td (${text}) Tj ET\n`;

/** Case 1: one page of text whose content stream then inflates to `decodedBytes` of spaces. */
export function pdfFlateBomb(decodedBytes: number): Uint8Array {
  const stream = zlibBomb(decodedBytes, ascii(textLine(72, 720, RESUME_LINE)));
  return onePage({ dictionary: `<< /Length ${stream.length} /Filter /FlateDecode >>`, stream });
}

/** Many medium streams (unused form XObjects), each far under any per-stream cap, together over the budget. */
export function pdfManyMediumStreams(count: number, eachBytes: number): Uint8Array {
  const content = ascii(textLine(72, 720, RESUME_LINE));
  const extra = Array.from({ length: count }, () => {
    const stream = zlibBomb(eachBytes);
    return {
      dictionary: `<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] /Length ${stream.length} /Filter /FlateDecode >>`,
      stream,
    };
  });
  return onePage({ dictionary: `<< /Length ${content.length} >>`, stream: content }, "[0 0 612 792]", extra);
}

/** The bomb inside an object stream (what pdf.js inflates to find compressed objects), with an indirect /Length. */
export function pdfObjectStreamBomb(decodedBytes: number): Uint8Array {
  const content = ascii(textLine(72, 720, RESUME_LINE));
  const packed = zlibBomb(decodedBytes, ascii("7 0 << /Producer (x) >> "));
  return onePage({ dictionary: `<< /Length ${content.length} >>`, stream: content }, "[0 0 612 792]", [
    { dictionary: `<< /Type /ObjStm /N 1 /First 6 /Length 7 0 R /Filter /FlateDecode >>`, stream: packed },
    { dictionary: String(packed.length) },
  ]);
}

/**
 * Case 2: `lines` short lines at the left margin of a page `width` points wide: one column, so the layout looks for
 * column bands, whose cost used to grow with the width (a byte per 2-point bin per line).
 */
export function pdfWidePage(width: number, lines: number, height = 4100): Uint8Array {
  const text: string[] = [];
  for (let line = 0; line < lines; line++) {
    text.push(textLine(72, height - 20 - ((line * 2) % (height - 40)), `line ${line}`));
  }
  const content = zlib(ascii(text.join("")));
  return onePage(
    { dictionary: `<< /Length ${content.length} /Filter /FlateDecode >>`, stream: content },
    `[0 0 ${width} ${height}]`,
  );
}

/** A page a kilometre tall with many lines of text. */
export function pdfTallPage(lines: number): Uint8Array {
  return pdfWidePage(612, lines, 3_000_000);
}

/** Thousands of tiny text items: one `(a) Tj` per character, compressed so the file stays small. */
export function pdfManyTextItems(items: number): Uint8Array {
  // Consecutive letters on different baselines (pdf.js merges neighbours on one line into one item), all inside
  // the page (pdf.js drops text outside it): columns of 360 letters, 2 points apart.
  const ops = ["BT /F1 2 Tf\n"];
  for (let item = 0; item < items; item++) {
    ops.push(`1 0 0 1 ${20 + Math.floor(item / 360) * 5} ${760 - (item % 360) * 2} Tm (a) Tj\n`);
  }
  ops.push("ET\n");
  const content = zlib(ascii(ops.join("")));
  return onePage({ dictionary: `<< /Length ${content.length} /Filter /FlateDecode >>`, stream: content });
}

/**
 * No text at all, just `operators` drawing operators (within the decoded budget): the scan check asks pdf.js for
 * the page's operator list, which it builds whole.
 */
export function pdfManyOperators(operators: number): Uint8Array {
  const content = zlib(ascii("0 0 m 1 1 l S\n".repeat(operators)));
  return onePage({ dictionary: `<< /Length ${content.length} /Filter /FlateDecode >>`, stream: content });
}

/** A valid page followed by a mass of tiny unused objects. */
export function pdfManyObjects(count: number): Uint8Array {
  const content = ascii(textLine(72, 720, RESUME_LINE));
  const extra = Array.from({ length: count }, (_, index) => ({ dictionary: String(index) }));
  return onePage({ dictionary: `<< /Length ${content.length} >>`, stream: content }, "[0 0 612 792]", extra);
}

// --- What a second PDF parser misread (issue 23): the bomb spelled the ways pdf.js also accepts ----------------

const bombPrefix = (extra = ""): Uint8Array => ascii(`${textLine(72, 720, RESUME_LINE)}${extra}`);

/**
 * The flate bomb's content stream (object 5) under another dictionary (`dictionary(length)`) or keyword line;
 * `extra` objects are numbered from 6.
 */
function bombWith(
  decodedBytes: number,
  dictionary: (length: number) => string,
  options: { extra?: PdfObject[]; streamKeyword?: string; data?: Uint8Array } = {},
): Uint8Array {
  const stream = options.data ?? zlibBomb(decodedBytes, bombPrefix());
  const content = { dictionary: dictionary(stream.length), stream, streamKeyword: options.streamKeyword };
  return onePage(content, "[0 0 612 792]", options.extra ?? []);
}

export const misreadBombs: { name: string; what: string; build: (decodedBytes: number) => Uint8Array }[] = [
  {
    name: "filter-by-reference.pdf",
    what: "/Filter 6 0 R",
    build: (size) =>
      bombWith(size, (n) => `<< /Length ${n} /Filter 6 0 R >>`, { extra: [{ dictionary: "/FlateDecode" }] }),
  },
  {
    name: "filter-array-reference.pdf",
    what: "/Filter [6 0 R]",
    build: (size) =>
      bombWith(size, (n) => `<< /Length ${n} /Filter [6 0 R] >>`, { extra: [{ dictionary: "/FlateDecode" }] }),
  },
  {
    name: "obj-in-a-name.pdf",
    what: "a name containing 'obj' between /Filter and stream",
    build: (size) => bombWith(size, (n) => `<< /Filter /FlateDecode /Length ${n} /Kobj 1 >>`),
  },
  {
    name: "space-after-stream.pdf",
    what: "a space between 'stream' and the end of line",
    build: (size) => bombWith(size, (n) => `<< /Length ${n} /Filter /FlateDecode >>`, { streamKeyword: "stream \r\n" }),
  },
  {
    name: "length-reference-endstream.pdf",
    what: "/Length 6 0 R and the text 'endstream' inside the data",
    build: (size) => {
      const data = zlibBomb(size, bombPrefix("% endstream endobj\n"));
      return bombWith(size, () => "<< /Length 6 0 R /Filter /FlateDecode >>", {
        data,
        extra: [{ dictionary: String(data.length) }],
      });
    },
  },
  {
    name: "short-key-f.pdf",
    what: "the short key /F for the filter",
    build: (size) => bombWith(size, (n) => `<< /Length ${n} /F /Fl >>`),
  },
  {
    name: "comment-in-filter.pdf",
    what: "a comment between /Filter and its value",
    build: (size) => bombWith(size, (n) => `<< /Length ${n} /Filter % deflate\n/FlateDecode >>`),
  },
];

/** Flate inside Flate: the outer layer is small, the inner one is the bomb. */
export function pdfNestedFlateBomb(decodedBytes: number): Uint8Array {
  const outer = zlib(zlibBomb(decodedBytes, bombPrefix()));
  return bombWith(decodedBytes, (n) => `<< /Length ${n} /Filter [/FlateDecode /FlateDecode] >>`, { data: outer });
}

/** LZW expands too (≈ 110:1 here): the bomb in LZW. */
export function pdfLzwBomb(decodedBytes: number): Uint8Array {
  const data = lzwBomb(decodedBytes, bombPrefix());
  return bombWith(decodedBytes, (n) => `<< /Length ${n} /Filter /LZWDecode >>`, { data });
}

/** One page of resume text through `filters` (what a real generator may write; pdf.js reads them all). */
export function pdfWithFilters(filter: string, encode: (data: Uint8Array) => Uint8Array): Uint8Array {
  const data = encode(ascii(textLine(72, 720, RESUME_LINE)));
  return onePage({ dictionary: `<< /Length ${data.length} /Filter ${filter} >>`, stream: data });
}

/**
 * Text-less forms nested `depth` deep, each drawing the next `fanout` times (fanout^depth drawings in all): pdf.js
 * builds operator lists for all of them, but reads the text of each form once.
 */
export function pdfNestedForms(depth: number, fanout: number): Uint8Array {
  const forms: PdfObject[] = [];
  for (let level = 0; level < depth; level++) {
    const number = 5 + 1 + level;
    const last = level === depth - 1;
    const body = last ? "0 0 m 10 10 l S\n" : "q 0.5 0 0 0.5 1 1 cm /X Do Q\n".repeat(fanout);
    forms.push({
      dictionary: `<< /Type /XObject /Subtype /Form /BBox [0 0 100 100] /Resources << ${last ? "" : `/XObject << /X ${number + 1} 0 R >>`} >> /Length ${body.length} >>`,
      stream: ascii(body),
    });
  }
  return textlessPage("/X", "/X Do\n", forms);
}

/** A page without fonts whose content (object 5) draws the form XObject 6 as `name`; `objects` are numbered from 6. */
function textlessPage(name: string, content: string, objects: PdfObject[]): Uint8Array {
  return writePdf([
    { dictionary: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dictionary: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    {
      dictionary: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << ${name} 6 0 R >> >> /Contents 5 0 R >>`,
    },
    { dictionary: "<< /Producer (Rework hostile files) >>" },
    { dictionary: `<< /Length ${content.length} >>`, stream: ascii(content) },
    ...objects,
  ]);
}

/** A form that fills with a tiling pattern whose cell draws the same form (pdf.js's operator_list_cycle shape). */
export function pdfOperatorCycle(): Uint8Array {
  const form = ascii("/Inner Do\n");
  const inner = ascii("q /Pattern cs /P scn 0 0 200 150 re f Q\n");
  const cell = ascii("/Back Do\n");
  return textlessPage("/Fm", "1 0 0 1 300 500 cm /Fm Do\n", [
    {
      dictionary: `<< /Subtype /Form /Resources << /XObject << /Inner 7 0 R >> >> /Length ${form.length} >>`,
      stream: form,
    },
    {
      dictionary: `<< /Subtype /Form /Resources << /Pattern << /P 8 0 R >> >> /Length ${inner.length} >>`,
      stream: inner,
    },
    {
      dictionary: `<< /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 20 20] /XStep 20 /YStep 20 /Resources << /XObject << /Back 6 0 R >> >> /Length ${cell.length} >>`,
      stream: cell,
    },
  ]);
}

// --- Owner-password-only encryption (PDF standard security handler, revision 2: RC4, 40-bit key) ----------------

function md5(...parts: Uint8Array[]): Uint8Array {
  const hash = createHash("md5");
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const state = Uint8Array.from({ length: 256 }, (_, index) => index);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + state[i]! + key[i % key.length]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const out = new Uint8Array(data.length);
  for (let index = 0, i = 0, j = 0; index < data.length; index++) {
    i = (i + 1) & 0xff;
    j = (j + state[i]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
    out[index] = data[index]! ^ state[(state[i]! + state[j]!) & 0xff]!;
  }
  return out;
}

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * One page of resume text encrypted with an owner password only ("protection" against editing or printing, as many
 * exported resumes carry): anyone opens it without a password, so pdf.js reads it, and so must we.
 */
export function pdfOwnerPasswordOnly(): Uint8Array {
  const padding = new Uint8Array([
    0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00,
    0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
  ]);
  const ownerPassword = ascii("owner-only");
  const ownerPadded = concat([ownerPassword, padding]).subarray(0, 32);
  const owner = rc4(md5(ownerPadded).subarray(0, 5), padding); // the empty user password, padded
  const permissions = -44; // printing and copying not allowed
  const id = md5(ascii("rework owner-password fixture"));
  const p = new Uint8Array(new Int32Array([permissions]).buffer);
  const key = md5(padding, owner, p, id).subarray(0, 5);
  const user = rc4(key, padding);
  const objectKey = (number: number) =>
    md5(key, new Uint8Array([number & 0xff, (number >> 8) & 0xff, number >> 16, 0, 0])).subarray(0, 10);
  const content = rc4(objectKey(5), zlib(ascii(textLine(72, 720, RESUME_LINE))));
  return writePdf(
    [
      { dictionary: "<< /Type /Catalog /Pages 2 0 R >>" },
      { dictionary: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
      {
        dictionary:
          "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
      },
      { dictionary: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>" },
      { dictionary: `<< /Length ${content.length} /Filter /FlateDecode >>`, stream: content },
      { dictionary: `<< /Filter /Standard /V 1 /R 2 /O <${hex(owner)}> /U <${hex(user)}> /P ${permissions} >>` },
    ],
    `/Encrypt 6 0 R /ID [<${hex(id)}> <${hex(id)}>] `,
  );
}

/**
 * The page tree's root packed in an object stream with `count` other tiny objects, found through a cross-reference
 * stream: pdf.js parses every object of the stream to open the document (pdf.js's bug1978317.pdf, 65 542 objects,
 * cost 150 MB and 9 s).
 */
export function pdfPackedObjects(count: number): Uint8Array {
  const content = ascii(textLine(72, 720, RESUME_LINE));
  const packed = ["<< /Type /Pages /Kids [3 0 R] /Count 1 >>", ...Array.from({ length: count }, (_, i) => `[${i}]`)];
  const first = 7; // object numbers in the stream: 2 (the pages), then 7, 8, …
  const numbers = [2, ...Array.from({ length: count }, (_, i) => first + i)];
  let at = 0;
  const header = packed.map((object, index) => {
    const entry = `${numbers[index]} ${at}`;
    at += object.length + 1;
    return entry;
  });
  const headerText = `${header.join(" ")}\n`;
  const objectStream = zlib(ascii(headerText + packed.join("\n")));
  const plain: [number, string | Uint8Array, string][] = [
    [1, "<< /Type /Catalog /Pages 2 0 R >>", ""],
    [
      3,
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
      "",
    ],
    [4, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>", ""],
    [5, `<< /Length ${content.length} >>`, "c"],
    [
      6,
      `<< /Type /ObjStm /N ${packed.length} /First ${headerText.length} /Length ${objectStream.length} /Filter /FlateDecode >>`,
      "s",
    ],
  ];
  const parts: Uint8Array[] = [ascii("%PDF-1.7\n")];
  let offset = parts[0]!.length;
  const offsets = new Map<number, number>();
  for (const [number, dictionary, kind] of plain) {
    offsets.set(number, offset);
    const data = kind === "c" ? content : kind === "s" ? objectStream : null;
    const body = data
      ? [ascii(`${number} 0 obj\n${dictionary}\nstream\n`), data, ascii("\nendstream\nendobj\n")]
      : [ascii(`${number} 0 obj\n${dictionary}\nendobj\n`)];
    for (const part of body) {
      parts.push(part);
      offset += part.length;
    }
  }
  // Cross-reference stream (/W [1 4 2]): free 0, plain objects by offset, packed ones by stream and index.
  const size = first + count + 1;
  const xrefNumber = first + count;
  const rows = new Uint8Array(size * 7);
  const row = (number: number, type: number, field2: number, field3: number) => {
    const at = number * 7;
    rows[at] = type;
    new DataView(rows.buffer).setUint32(at + 1, field2);
    new DataView(rows.buffer).setUint16(at + 5, field3);
  };
  row(0, 0, 0, 65535);
  for (const [number, position] of offsets) row(number, 1, position, 0);
  for (const [index, number] of numbers.entries()) row(number, 2, 6, index);
  row(xrefNumber, 1, offset, 0);
  const xref = zlib(rows);
  parts.push(
    ascii(
      `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Length ${xref.length} /Filter /FlateDecode >>\nstream\n`,
    ),
    xref,
    ascii(`\nendstream\nendobj\nstartxref\n${offset}\n%%EOF\n`),
  );
  return concat(parts);
}

/** One page of resume text in each standard filter and spelling pdf.js reads: all must be read, none refused. */
export const readableFilterPdfs: { name: string; what: string; bytes: () => Uint8Array }[] = [
  { name: "ascii85.pdf", what: "ASCII85", bytes: () => pdfWithFilters("/ASCII85Decode", ascii85) },
  { name: "asciihex.pdf", what: "ASCIIHex (short name)", bytes: () => pdfWithFilters("/AHx", asciiHex) },
  { name: "lzw.pdf", what: "LZW", bytes: () => pdfWithFilters("/LZWDecode", lzw) },
  { name: "runlength.pdf", what: "RunLength", bytes: () => pdfWithFilters("/RunLengthDecode", runLength) },
  {
    name: "ascii85-flate.pdf",
    what: "[/ASCII85Decode /FlateDecode] (InDesign)",
    bytes: () => pdfWithFilters("[/ASCII85Decode /FlateDecode]", (data) => ascii85(zlib(data))),
  },
  { name: "escaped-name.pdf", what: "/Flat#65Decode", bytes: () => pdfWithFilters("/Flat#65Decode", zlib) },
  { name: "owner-password.pdf", what: "owner-password-only encryption (RC4)", bytes: () => pdfOwnerPasswordOnly() },
  {
    name: "hex-lzw-chain.pdf",
    what: "[/AHx /LZW] chain",
    bytes: () => pdfWithFilters("[/AHx /LZW]", (data) => asciiHex(lzw(data))),
  },
];

// --- OLE (.doc) ----------------------------------------------------------------------------------------------

/** Reads the FAT of an OLE file (header DIFAT only, enough for the project's small fixture). */
function oleLayout(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorSize = 1 << view.getUint16(0x1e, true);
  const fatSectors = Array.from({ length: Math.min(109, view.getUint32(0x2c, true)) }, (_, i) =>
    view.getUint32(0x4c + i * 4, true),
  );
  const perSector = sectorSize / 4;
  const fatEntry = (index: number): number => {
    const sector = fatSectors[Math.floor(index / perSector)]!;
    return (sector + 1) * sectorSize + (index % perSector) * 4;
  };
  return {
    view,
    sectorSize,
    fatEntry,
    directoryStart: view.getUint32(0x30, true),
    miniFatStart: view.getUint32(0x3c, true),
  };
}

/** Where a directory entry named `name` starts (entries are 128 bytes, packed in the directory's sectors). */
function oleEntryOffset(bytes: Uint8Array, name: string): number {
  const pattern = Array.from(name).flatMap((char) => [char.charCodeAt(0), 0]);
  for (let at = 512; at + 128 <= bytes.length; at += 128) {
    if (pattern.every((byte, index) => bytes[at + index] === byte) && bytes[at + pattern.length] === 0) return at;
  }
  throw new Error(`no directory entry ${name}`);
}

/** The first sector of the stream `name`, from its directory entry. */
function oleStreamStart(bytes: Uint8Array, name: string): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32(oleEntryOffset(bytes, name) + 0x74, true);
}

/**
 * Case 3: in a copy of a real .doc, the mini-FAT chain of the table stream word-extractor reads (1Table, under
 * 4 KB in the fixture) turned back on itself (i → i+1 → i).
 */
export function docMiniFatLoop(doc: Uint8Array): Uint8Array {
  const bytes = doc.slice();
  const { view, sectorSize, miniFatStart } = oleLayout(bytes);
  const base = (miniFatStart + 1) * sectorSize;
  const first = oleStreamStart(bytes, "1Table");
  const second = view.getUint32(base + first * 4, true);
  if (second >= 0x80000000) throw new Error("1Table is a single mini sector");
  view.setUint32(base + second * 4, first, true);
  return bytes;
}

/** A loop in the main FAT, in the chain of the WordDocument stream word-extractor reads (i → i+1 → i). */
export function docFatLoop(doc: Uint8Array): Uint8Array {
  const bytes = doc.slice();
  const { view, fatEntry } = oleLayout(bytes);
  const first = oleStreamStart(bytes, "WordDocument");
  const second = view.getUint32(fatEntry(first), true);
  view.setUint32(fatEntry(second), first, true);
  return bytes;
}

/** A chain word-extractor reads that leaves the file: WordDocument's second sector points far past the end. */
export function docChainOutOfFile(doc: Uint8Array): Uint8Array {
  const bytes = doc.slice();
  const { view, fatEntry } = oleLayout(bytes);
  const first = oleStreamStart(bytes, "WordDocument");
  view.setUint32(fatEntry(first), 1_000_000, true);
  return bytes;
}

/**
 * Damage in chains nobody reads, as real Word files carry and a whole-table check refused: the mini-FAT chain of
 * CompObj loops and that of DocumentSummaryInformation points past the mini stream. word-extractor reads neither.
 */
export function docHarmlessOddities(doc: Uint8Array): Uint8Array {
  const bytes = doc.slice();
  const { view, sectorSize, miniFatStart } = oleLayout(bytes);
  const base = (miniFatStart + 1) * sectorSize;
  const compObj = oleStreamStart(bytes, "\u0001CompObj");
  view.setUint32(base + view.getUint32(base + compObj * 4, true) * 4, compObj, true);
  const summary = oleStreamStart(bytes, "\u0005DocumentSummaryInformation");
  view.setUint32(base + summary * 4, 9_999, true);
  return bytes;
}

/** A loop in the directory chain: its first sector and another one point at each other. */
export function docDirectoryLoop(doc: Uint8Array): Uint8Array {
  const bytes = doc.slice();
  const { view, fatEntry, directoryStart } = oleLayout(bytes);
  const other = directoryStart === 0 ? 1 : 0;
  view.setUint32(fatEntry(directoryStart), other, true);
  view.setUint32(fatEntry(other), directoryStart, true);
  return bytes;
}

// --- RTF -----------------------------------------------------------------------------------------------------

/** Case 4: `depth` nested groups; `filler` goes inside each (e.g. "\\'e0" or "\\bin0 "). */
export function rtfDeep(depth: number, filler = ""): Uint8Array {
  const open = ascii(`{${filler}`);
  const out = new Uint8Array(6 + depth * open.length);
  out.set(ascii("{\\rtf1"));
  for (let level = 0; level < depth; level++) out.set(open, 6 + level * open.length);
  return out;
}

/** A flat run of \'xx escapes far longer than any resume's text. */
export function rtfLongEscapes(count: number): Uint8Array {
  const unit = ascii("\\'e0");
  const out = new Uint8Array(24 + count * unit.length + 1);
  out.set(ascii("{\\rtf1\\ansi\\ansicpg1251 "));
  for (let index = 0; index < count; index++) out.set(unit, 24 + index * unit.length);
  out[out.length - 1] = 0x7d;
  return out;
}

// --- DOCX ----------------------------------------------------------------------------------------------------

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

function wordXml(root: "document" | "hdr", paragraphBytes: number): Uint8Array {
  const paragraph = `<w:p><w:r><w:t>${RESUME_LINE}</w:t></w:r></w:p>`;
  const count = Math.max(1, Math.ceil(paragraphBytes / paragraph.length));
  const body = paragraph.repeat(count);
  const xmlns = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  return ascii(
    root === "document"
      ? `<w:document ${xmlns}><w:body>${body}</w:body></w:document>`
      : `<w:hdr ${xmlns}>${body}</w:hdr>`,
  );
}

/** Case 5: many header parts, each under the per-part cap, together over the total. */
export function docxManyParts(parts: number, eachBytes: number): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": ascii(CONTENT_TYPES),
    "_rels/.rels": ascii(RELS),
    "word/document.xml": wordXml("document", 1000),
  };
  const header = wordXml("hdr", eachBytes);
  for (let part = 1; part <= parts; part++) files[`word/header${part}.xml`] = header;
  return zipSync(files, { level: 9 });
}

/** One document part over the per-part cap (it fitted the old 20 MB one). */
export function docxBigPart(bytes: number): Uint8Array {
  return zipSync(
    {
      "[Content_Types].xml": ascii(CONTENT_TYPES),
      "_rels/.rels": ascii(RELS),
      "word/document.xml": wordXml("document", bytes),
    },
    { level: 9 },
  );
}

/** A document part just under the per-part cap made of unclosed elements: the XML walker's stack at its deepest. */
export function docxNestedPart(opens: number): Uint8Array {
  const xml = `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${RESUME_LINE}</w:t></w:r></w:p>${"<w:r>".repeat(opens)}</w:body></w:document>`;
  return zipSync(
    { "[Content_Types].xml": ascii(CONTENT_TYPES), "_rels/.rels": ascii(RELS), "word/document.xml": ascii(xml) },
    { level: 9 },
  );
}

// --- The corpus ----------------------------------------------------------------------------------------------

export interface HostileFile {
  name: string;
  /** What the file imitates, for reports. */
  what: string;
  /** The refusal code it must get (every one of them is refused with 422), or 'accepted'. */
  code: string;
  /** For an accepted file: text its extraction must contain. */
  expectText?: string;
  bytes: () => Uint8Array;
}

/**
 * Every hostile case. `scale` 'test' keeps generation quick for workerd; 'bench' uses the sizes of the issue
 * (a 1 GB bomb in a 1 MB file). The legacy .doc is passed in: workerd has no file system.
 */
export function hostileCorpus(legacyDoc: Uint8Array, scale: "test" | "bench" = "test"): HostileFile[] {
  const bomb = scale === "bench" ? 1024 * MB : 100 * MB;
  return [
    {
      name: "flate-bomb.pdf",
      what: `content stream inflating to ${bomb / MB} MB`,
      code: "pdf_too_much_data",
      bytes: () => pdfFlateBomb(bomb),
    },
    ...misreadBombs.map((shape) => ({
      name: shape.name,
      what: `flate bomb (${bomb / MB} MB) with ${shape.what}`,
      code: "pdf_too_much_data",
      bytes: () => shape.build(bomb),
    })),
    {
      name: "nested-flate.pdf",
      what: `Flate inside Flate, inner ${bomb / MB} MB`,
      code: "pdf_too_much_data",
      bytes: () => pdfNestedFlateBomb(bomb),
    },
    {
      name: "lzw-bomb.pdf",
      what: "LZW stream decoding to 100 MB",
      code: "pdf_too_much_data",
      bytes: () => pdfLzwBomb(100 * MB),
    },
    // pdf.js never decodes a stream nobody uses: these cost nothing and the page's text is read.
    {
      name: "many-streams.pdf",
      what: "40 unused streams of 1 MB each",
      code: "accepted",
      expectText: "Ivan Petrov",
      bytes: () => pdfManyMediumStreams(40, MB),
    },
    {
      name: "objstm-bomb.pdf",
      what: "unused object stream inflating to 100 MB, indirect /Length",
      code: "accepted",
      expectText: "Ivan Petrov",
      bytes: () => pdfObjectStreamBomb(100 * MB),
    },
    {
      name: "many-objects.pdf",
      what: "60 000 tiny objects",
      code: "accepted",
      expectText: "Ivan Petrov",
      bytes: () => pdfManyObjects(60_000),
    },
    {
      name: "packed-objects.pdf",
      what: "the page tree packed in an object stream of 60 000 objects",
      code: "pdf_too_many_objects",
      bytes: () => pdfPackedObjects(60_000),
    },
    {
      name: "packed-objects-small.pdf",
      what: "the page tree packed in an object stream of 2 000 objects (a real writer's worth)",
      code: "accepted",
      expectText: "Ivan Petrov",
      bytes: () => pdfPackedObjects(2_000),
    },
    {
      name: "many-items.pdf",
      what: "40 000 one-letter text items",
      code: "pdf_too_much_text",
      bytes: () => pdfManyTextItems(40_000),
    },
    {
      name: "many-operators.pdf",
      what: "3 000 000 drawing operators, no text",
      code: "pdf_no_text",
      bytes: () => pdfManyOperators(1_000_000),
    },
    {
      name: "nested-forms.pdf",
      what: "text-less forms 8 deep, each drawing the next 10 times",
      code: "empty_document",
      bytes: () => pdfNestedForms(8, 10),
    },
    {
      name: "operator-cycle.pdf",
      what: "a form filled with a pattern that draws the form",
      code: "empty_document",
      bytes: () => pdfOperatorCycle(),
    },
    {
      name: "wide-page.pdf",
      what: "MediaBox 1 000 000 pt wide, 2000 lines",
      code: "accepted",
      expectText: "line 1999",
      bytes: () => pdfWidePage(1_000_000, 2000),
    },
    {
      name: "tall-page.pdf",
      what: "MediaBox 3 000 000 pt tall, 5000 lines",
      code: "accepted",
      expectText: "line 4999",
      bytes: () => pdfTallPage(5000),
    },
    {
      name: "minifat-loop.doc",
      what: "mini-FAT 2-sector loop in a real .doc",
      code: "doc_broken_structure",
      bytes: () => docMiniFatLoop(legacyDoc),
    },
    {
      name: "fat-loop.doc",
      what: "FAT loop in a stream chain",
      code: "doc_broken_structure",
      bytes: () => docFatLoop(legacyDoc),
    },
    {
      name: "chain-out-of-file.doc",
      what: "WordDocument's chain pointing past the end of the file",
      code: "doc_broken_structure",
      bytes: () => docChainOutOfFile(legacyDoc),
    },
    {
      name: "harmless-oddities.doc",
      what: "a loop and an out-of-range pointer in mini chains word-extractor never reads",
      code: "accepted",
      expectText: "Мария Кузнецова",
      bytes: () => docHarmlessOddities(legacyDoc),
    },
    {
      name: "directory-loop.doc",
      what: "loop in the directory chain",
      code: "doc_broken_structure",
      bytes: () => docDirectoryLoop(legacyDoc),
    },
    {
      name: "deep.rtf.doc",
      what: "5 000 000 nested groups (10 MB)",
      code: "rtf_too_deep",
      bytes: () => rtfDeep(5_000_000),
    },
    {
      name: "deep-hex.rtf.doc",
      what: "1 000 000 groups each with \\'e0",
      code: "rtf_too_deep",
      bytes: () => rtfDeep(1_000_000, "\\'e0"),
    },
    {
      name: "deep-bin.rtf.doc",
      what: "1 000 000 groups each with \\bin0",
      code: "rtf_too_deep",
      bytes: () => rtfDeep(1_000_000, "\\bin0 "),
    },
    {
      name: "long-hex.rtf.doc",
      what: "2 500 000 \\'xx escapes",
      code: "too_complex",
      bytes: () => rtfLongEscapes(2_500_000),
    },
    {
      name: "many-parts.docx",
      what: "12 headers of 1.5 MB each (under the part cap)",
      code: "docx_too_large_unpacked",
      bytes: () => docxManyParts(12, 1.5 * MB),
    },
    {
      name: "nested-part.docx",
      what: "400 000 unclosed elements in a 1.9 MB part",
      code: "accepted",
      expectText: "Ivan Petrov",
      bytes: () => docxNestedPart(400_000),
    },
    {
      name: "big-part.docx",
      what: "document.xml of 8 MB",
      code: "docx_too_large_unpacked",
      bytes: () => docxBigPart(8 * MB),
    },
  ];
}
