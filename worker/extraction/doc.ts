// Legacy Word 97-2003 (.doc, OLE2) through word-extractor, fed from memory.
import { Buffer } from 'node:buffer';
import WordOleExtractor from 'word-extractor/lib/word-ole-extractor.js';
import BufferReader from 'word-extractor/lib/buffer-reader.js';

export interface DocResult {
  text: string;
  hasTables: boolean;
}

// Word marks the end of a table cell and of a row with U+0007; word-extractor turns them into tabs/newlines.
// Tab-separated runs are our only trace of a table, and good enough for the layout hint.
function looksTabular(text: string): boolean {
  return text.split('\n').filter((line) => line.includes('\t')).length >= 2;
}

export async function extractDoc(bytes: Uint8Array): Promise<DocResult> {
  const reader = new BufferReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const document = await new WordOleExtractor().extract(reader);
  // filterUnicode: false keeps real dashes and quotes; normalisation deals with them later.
  const options = { filterUnicode: false };
  const headers = document.getHeaders({ ...options, includeFooters: false });
  const body = document.getBody(options);
  const textboxes = document.getTextboxes({ ...options, includeHeadersAndFooters: true });
  const footnotes = document.getFootnotes(options);
  const footers = document.getFooters(options);
  const text = [headers, body, textboxes, footnotes, footers].filter((part) => part.trim() !== '').join('\n\n');
  return { text, hasTables: looksTabular(body) };
}
