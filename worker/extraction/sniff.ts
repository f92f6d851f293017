// Content sniffing: what the bytes really are, whatever the file name says.

import type { DocumentFormat } from "../../shared/document-formats";
import { listZipEntries, readZipEntry } from "./zip";

export type { DocumentFormat };
export type SniffedFormat = DocumentFormat | "unknown-binary" | "executable" | "image" | "zip-other" | "empty";

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

/** Index of an ASCII marker within the first `limit` bytes, or -1. */
export function indexOfAscii(bytes: Uint8Array, marker: string, from = 0, limit = bytes.length): number {
  const codes = ascii(marker);
  const end = Math.min(bytes.length, limit) - codes.length;
  outer: for (let at = from; at <= end; at++) {
    for (let index = 0; index < codes.length; index++) if (bytes[at + index] !== codes[index]) continue outer;
    return at;
  }
  return -1;
}

const EXECUTABLE_SIGNATURES: readonly (readonly number[])[] = [
  ascii("MZ"), // Windows PE / DOS
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O 32
  [0xfe, 0xed, 0xfa, 0xcf], // Mach-O 64
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal / Java class
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
];

function isImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || // PNG
    startsWith(bytes, [0xff, 0xd8, 0xff]) || // JPEG
    startsWith(bytes, ascii("GIF87a")) ||
    startsWith(bytes, ascii("GIF89a")) ||
    (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) ||
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || // TIFF little-endian
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) || // TIFF big-endian
    (startsWith(bytes, ascii("ftyp"), 4) && /^(heic|heix|mif1|avif|msf1)$/.test(latin1(bytes.subarray(8, 12)))) ||
    (startsWith(bytes, ascii("BM")) &&
      bytes.length > 26 &&
      bytes[14]! >= 12 &&
      bytes[15] === 0 &&
      bytes[6] === 0 &&
      bytes[7] === 0)
  );
}

function latin1(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes);
}

const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Looks for a stream name in the OLE2 directory (names are stored as UTF-16LE). */
export function hasOleStream(bytes: Uint8Array, name: string): boolean {
  const pattern = Array.from(name).flatMap((char) => [char.charCodeAt(0), 0]);
  return indexOfAscii(bytes, String.fromCharCode(...pattern)) >= 0;
}

/** OpenDocument names its kind in a `mimetype` entry; a text document's is this one. */
const ODT_MIME_TYPE = "application/vnd.oasis.opendocument.text";

function sniffZip(bytes: Uint8Array): "docx" | "odt" | "zip-other" {
  try {
    const entries = listZipEntries(bytes, 10_000);
    const names = entries.map((entry) => entry.name);
    const hasWordPart = names.some((name) => /^word\/document\d*\.xml$/i.test(name));
    if (hasWordPart && names.includes("[Content_Types].xml")) return "docx";
    const mimetype = entries.find((entry) => entry.name === "mimetype");
    if (!mimetype || !names.includes("content.xml")) return "zip-other";
    const declared = latin1(readZipEntry(bytes, mimetype, 256)).trim();
    return declared === ODT_MIME_TYPE ? "odt" : "zip-other";
  } catch {
    return "zip-other";
  }
}

/** Plain text has no NUL bytes (unless it is UTF-16) and very few C0 control characters. */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  const sample = bytes.subarray(0, 64 * 1024);
  if (looksLikeBomlessUtf16(sample)) return true;
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1a) controls++;
  }
  return controls <= sample.length * 0.01;
}

/** ASCII-heavy UTF-16 without a BOM: every other byte is zero. */
export function looksLikeBomlessUtf16(sample: Uint8Array): "le" | "be" | null {
  if (sample.length < 8) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  const length = Math.min(sample.length, 4096) & ~1;
  for (let at = 0; at < length; at += 2) {
    if (sample[at] === 0) evenZeros++;
    if (sample[at + 1] === 0) oddZeros++;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "be";
  return null;
}

// The PDF header may legally sit a little after the start (some generators prepend junk).
const PDF_HEADER_WINDOW = 1024;

export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  if (bytes.length === 0) return "empty";
  if (indexOfAscii(bytes, "%PDF-", 0, PDF_HEADER_WINDOW) >= 0) return "pdf";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return sniffZip(bytes);
  if (startsWith(bytes, OLE2_SIGNATURE)) return hasOleStream(bytes, "WordDocument") ? "doc" : "unknown-binary";
  if (startsWith(bytes, ascii("{\\rtf"))) return "rtf";
  const text = looksLikeText(bytes);
  // A text file may happen to start with "MZ"; a real executable always carries binary bytes after it.
  if (!text && EXECUTABLE_SIGNATURES.some((signature) => startsWith(bytes, signature))) return "executable";
  if (isImage(bytes)) return "image";
  if (bytes.every((byte) => byte === 0)) return "empty";
  return text ? "txt" : "unknown-binary";
}
