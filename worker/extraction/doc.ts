// Legacy Word 97-2003 (.doc, OLE2) through word-extractor, fed from memory. Before that, our own OLE reader
// looks at the File Information Block (is the file password-protected?) and the summary properties (page count).
import { Buffer } from "node:buffer";
import BufferReader from "word-extractor/lib/buffer-reader.js";
import WordOleExtractor from "word-extractor/lib/word-ole-extractor.js";
import { OleFile, OleFormatError } from "./ole";

export interface DocResult {
  text: string;
  hasTables: boolean;
  pageCount: number | null;
  /** The first line of the document's text boxes, if it has any with words. */
  textBox: string | null;
}

/** A password-protected .doc: its text is RC4-encrypted and cannot be read. */
export class DocEncryptedError extends Error {}

/** FIB flags word (offset 0x0A of the WordDocument stream), bit fEncrypted. */
const FIB_FLAGS_OFFSET = 0x0a;
const FIB_ENCRYPTED = 0x0100;
/** PIDSI_PAGECOUNT in the SummaryInformation property set; VT_I4 is its only valid type. */
const PIDSI_PAGECOUNT = 14;
const VT_I4 = 3;

function isEncrypted(wordDocument: Uint8Array): boolean {
  if (wordDocument.length < FIB_FLAGS_OFFSET + 2) return false;
  const flags = wordDocument[FIB_FLAGS_OFFSET]! | (wordDocument[FIB_FLAGS_OFFSET + 1]! << 8);
  return (flags & FIB_ENCRYPTED) !== 0;
}

/**
 * Reads PIDSI_PAGECOUNT from the first section of a SummaryInformation property set ([MS-OLEPS]). Word updates
 * it on save; a value that is missing, of the wrong type or not positive means "unknown".
 */
export function summaryPageCount(summary: Uint8Array | null): number | null {
  if (!summary || summary.length < 48) return null;
  const view = new DataView(summary.buffer, summary.byteOffset, summary.byteLength);
  const section = view.getUint32(44, true); // after the 28-byte header and the first section's 16-byte FMTID
  if (section + 8 > summary.length) return null;
  const propertyCount = view.getUint32(section + 4, true);
  for (let index = 0; index < propertyCount; index++) {
    const entry = section + 8 + index * 8;
    if (entry + 8 > summary.length) return null;
    if (view.getUint32(entry, true) !== PIDSI_PAGECOUNT) continue;
    const value = section + view.getUint32(entry + 4, true);
    if (value + 8 > summary.length || view.getUint16(value, true) !== VT_I4) return null;
    const pages = view.getInt32(value + 4, true);
    return pages > 0 ? pages : null;
  }
  return null;
}

// Word marks the end of a table cell and of a row with U+0007; word-extractor turns them into tabs/newlines.
// Tab-separated runs are our only trace of a table, and good enough for the layout hint.
function looksTabular(text: string): boolean {
  return text.split("\n").filter((line) => line.includes("\t")).length >= 2;
}

/** The summary properties, or null when they are missing or their chain is broken (only the page count is lost). */
function summaryStream(ole: OleFile): Uint8Array | null {
  try {
    return ole.stream("\u0005SummaryInformation");
  } catch (error) {
    if (error instanceof OleFormatError) return null;
    throw error;
  }
}

export async function extractDoc(bytes: Uint8Array): Promise<DocResult> {
  const ole = new OleFile(bytes);
  const wordDocument = ole.stream("WordDocument");
  if (wordDocument && isEncrypted(wordDocument)) throw new DocEncryptedError("FIB fEncrypted is set");
  const pageCount = summaryPageCount(summaryStream(ole));

  const reader = new BufferReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const document = await new WordOleExtractor().extract(reader);
  // filterUnicode: false keeps real dashes and quotes; normalisation deals with them later.
  const options = { filterUnicode: false };
  const headers = document.getHeaders({ ...options, includeFooters: false });
  const body = document.getBody(options);
  const textboxes = document.getTextboxes({ ...options, includeHeadersAndFooters: true });
  const footnotes = document.getFootnotes(options);
  const footers = document.getFooters(options);
  const text = [headers, body, textboxes, footnotes, footers].filter((part) => part.trim() !== "").join("\n\n");
  // A text box's words come after the body here (word-extractor keeps them apart): a place text hides in.
  const textBox = textboxes.split("\n").find((line) => line.trim() !== "");
  return { text, hasTables: looksTabular(body), pageCount, textBox: textBox ?? null };
}
