// word-extractor ships no types. We use its OLE (Word 97-2003) extractor directly with its in-memory reader,
// which avoids the package entry point's file-system reader and its DOCX path (yauzl), neither usable in workerd.
declare module "word-extractor/lib/word-ole-extractor.js" {
  import type { Buffer } from "node:buffer";

  interface WordOleDocument {
    getBody(options?: { filterUnicode?: boolean }): string;
    getHeaders(options?: { filterUnicode?: boolean; includeFooters?: boolean }): string;
    getFooters(options?: { filterUnicode?: boolean }): string;
    getFootnotes(options?: { filterUnicode?: boolean }): string;
    getEndnotes(options?: { filterUnicode?: boolean }): string;
    getTextboxes(options?: {
      filterUnicode?: boolean;
      includeHeadersAndFooters?: boolean;
      includeBody?: boolean;
    }): string;
  }
  interface BufferReaderLike {
    open(): Promise<void>;
    close(): Promise<void>;
    read(buffer: Buffer, offset: number, length: number, position: number): Promise<Buffer>;
  }
  class WordOleExtractor {
    extract(reader: BufferReaderLike): Promise<WordOleDocument>;
  }
  export = WordOleExtractor;
}

declare module "word-extractor/lib/buffer-reader.js" {
  import type { Buffer } from "node:buffer";

  class BufferReader {
    constructor(buffer: Buffer);
    open(): Promise<void>;
    close(): Promise<void>;
    read(buffer: Buffer, offset: number, length: number, position: number): Promise<Buffer>;
  }
  export = BufferReader;
}
