// A minimal ZIP reader for DOCX: reads the central directory ourselves so that we can refuse a zip bomb
// *before* inflating anything, and inflate in small steps so that a lying size field cannot blow up memory.
import { Inflate } from "fflate";
import { concatBytes } from "../lib/bytes";

export interface ZipEntry {
  name: string;
  method: number; // 0 = stored, 8 = deflate
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

export class ZipFormatError extends Error {}
/** Thrown when the archive or an entry is over a limit: treated as a decompression bomb, not as damage. */
export class ZipLimitError extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN_SIZE = 22;
const MAX_COMMENT = 0xffff;

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}
function u32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

function findEndOfCentralDirectory(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - EOCD_MIN_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_MIN_SIZE; at >= lowest; at--) {
    if (u32(bytes, at) === EOCD_SIGNATURE) return at;
  }
  throw new ZipFormatError("no end of central directory");
}

const utf8 = new TextDecoder("utf-8");

/** Lists the entries from the central directory; never inflates. */
export function listZipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(bytes);
  const count = u16(bytes, eocd + 10);
  const directoryOffset = u32(bytes, eocd + 16);
  if (count > maxEntries) throw new ZipLimitError(`too many entries: ${count}`);
  if (directoryOffset === 0xffffffff || count === 0xffff) throw new ZipFormatError("zip64 is not supported");

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== CENTRAL_SIGNATURE)
      throw new ZipFormatError("bad central directory");
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    entries.push({
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      declaredSize: u32(bytes, at + 24),
      localHeaderOffset: u32(bytes, at + 42),
      name: utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== LOCAL_SIGNATURE) throw new ZipFormatError("bad local header");
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipFormatError("entry runs past the end of the file");
  return bytes.subarray(start, end);
}

// Deflate expands at most ~1032:1, so a 4 KB step yields at most ~4 MB before we can check the running total.
const INFLATE_STEP = 4096;

/** Inflates one entry, stopping as soon as the real output exceeds `maxBytes` (whatever the header claims). */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  if (entry.declaredSize > maxBytes) throw new ZipLimitError(`${entry.name} declares ${entry.declaredSize} bytes`);
  const data = entryData(bytes, entry);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw new ZipFormatError(`unsupported compression ${entry.method}`);

  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > maxBytes) throw new ZipLimitError(`${entry.name} inflates past ${maxBytes} bytes`);
    chunks.push(chunk);
  });
  try {
    for (let offset = 0; offset < data.length; offset += INFLATE_STEP) {
      const end = Math.min(offset + INFLATE_STEP, data.length);
      inflater.push(data.subarray(offset, end), end === data.length);
    }
  } catch (error) {
    if (error instanceof ZipLimitError) throw error;
    throw new ZipFormatError(`cannot inflate ${entry.name}: ${String(error)}`);
  }
  return concatBytes(chunks, total);
}
