/**
 * The PDF preflight measures a Flate stream in one of two ways (decision 016): one native zlib call for a stream that
 * decodes to at most 256 KB, fflate in steps for a larger or damaged one. Both must give the exact decoded size, the
 * budget of decision 012 must hold at the same byte whichever way the streams were measured, and a damaged stream
 * must still be charged as damage.
 */
import { zlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { PDF_BUDGET, PdfBudgetError, preflightPdf } from "../../worker/extraction/pdf-preflight";
import { concat } from "../hostile/generate";

const encoder = new TextEncoder();
const ONE_CALL_LIMIT = 256 * 1024;

/** `size` bytes of page-content-like text that still compresses to something real (not one repeated byte). */
function contentOf(size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let at = 0; at < size; at++) out[at] = 0x20 + ((at * 7919) % 89);
  return out;
}

/** A file of Flate streams as the preflight sees it: the keywords and dictionaries, nothing pdf.js would need. */
function pdfOfStreams(streams: Uint8Array[]): Uint8Array {
  const parts: Uint8Array[] = [encoder.encode("%PDF-1.7\n")];
  streams.forEach((stream, index) => {
    parts.push(encoder.encode(`${index + 1} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`));
    parts.push(stream, encoder.encode("\nendstream\nendobj\n"));
  });
  parts.push(encoder.encode("%%EOF\n"));
  return concat(parts);
}

describe("PDF preflight: Flate streams", () => {
  it("counts the exact decoded size on both sides of the one-call limit", () => {
    const sizes = [1, 1000, ONE_CALL_LIMIT - 1, ONE_CALL_LIMIT, ONE_CALL_LIMIT + 1, 700_000];
    const preflight = preflightPdf(pdfOfStreams(sizes.map((size) => zlibSync(contentOf(size)))));
    expect(preflight.streams).toBe(sizes.length);
    expect(preflight.decodedBytes).toBe(sizes.reduce((sum, size) => sum + size, 0));
  });

  it("ignores bytes after the end of the deflate data (an EOL or junk before endstream), as before", () => {
    const stream = zlibSync(contentOf(50_000));
    for (const tail of ["\n", "\r\n", "\nxyz junk 123\n"]) {
      const withTail = new Uint8Array([...stream, ...encoder.encode(tail)]);
      expect(preflightPdf(pdfOfStreams([withTail])).decodedBytes).toBe(50_000);
    }
  });

  it("accepts streams that fill the budget exactly and refuses one byte more", () => {
    const stream = zlibSync(contentOf(ONE_CALL_LIMIT));
    const filling = Array.from({ length: PDF_BUDGET.maxDecodedBytes / ONE_CALL_LIMIT }, () => stream);
    expect(preflightPdf(pdfOfStreams(filling)).decodedBytes).toBe(PDF_BUDGET.maxDecodedBytes);

    const overflowing = pdfOfStreams([...filling, zlibSync(contentOf(1))]);
    expect(() => preflightPdf(overflowing)).toThrow(PdfBudgetError);
    // The same total in streams too large for the one-call path is refused at the same point.
    const large = zlibSync(contentOf(4 * ONE_CALL_LIMIT));
    const largeFilling = Array.from({ length: PDF_BUDGET.maxDecodedBytes / (4 * ONE_CALL_LIMIT) }, () => large);
    expect(preflightPdf(pdfOfStreams(largeFilling)).decodedBytes).toBe(PDF_BUDGET.maxDecodedBytes);
    expect(() => preflightPdf(pdfOfStreams([...largeFilling, zlibSync(contentOf(1))]))).toThrow(PdfBudgetError);
  });

  it("charges a truncated stream the most its last step could have produced, as before", () => {
    const whole = zlibSync(contentOf(100_000));
    const truncated = whole.subarray(0, whole.length >> 1);
    const preflight = preflightPdf(pdfOfStreams([truncated]));
    // Deflate data that stops mid-block (under 1 KB: one careful step) is charged 1032 bytes per input byte after
    // the 2-byte zlib header, not what it happened to decode to (pdf.js may have produced that much).
    expect(preflight.decodedBytes).toBe((truncated.length - 2) * 1032);
  });
});
