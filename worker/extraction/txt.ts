// Plain text: pick the encoding (BOM, strict UTF-8, then the best-scoring legacy Cyrillic code page).
import { looksLikeBomlessUtf16 } from "./sniff";
import { decodeXmlEntities } from "./xml-entities";

export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1251" | "koi8-r" | "ibm866";

// Relative frequency (per mille) of Russian letters in ordinary prose; the score of a candidate decoding is
// how "Russian-looking" its Cyrillic letters are. A wrong code page turns "о", "е", "а" into rare letters
// and flips lower case into upper case, so the right one wins by a wide margin.
const RUSSIAN_LETTER_FREQUENCY: Record<string, number> = {
  о: 110,
  е: 85,
  а: 80,
  и: 74,
  н: 67,
  т: 63,
  с: 55,
  р: 47,
  в: 45,
  л: 44,
  к: 35,
  м: 32,
  д: 30,
  п: 28,
  у: 26,
  я: 20,
  ы: 19,
  ь: 17,
  г: 17,
  з: 16,
  б: 16,
  ч: 14,
  й: 12,
  х: 10,
  ж: 9,
  ш: 7,
  ю: 6,
  ц: 5,
  щ: 4,
  э: 3,
  ф: 3,
  ъ: 0.4,
  ё: 1,
};

function russianScore(text: string): number {
  let score = 0;
  for (const char of text) {
    const lower = char.toLowerCase();
    const frequency = RUSSIAN_LETTER_FREQUENCY[lower];
    if (frequency === undefined) continue;
    // Lower case dominates real text; a mis-decoded page is mostly capitals.
    score += char === lower ? frequency : frequency / 4;
  }
  return score;
}

function decode(bytes: Uint8Array, encoding: TextEncodingName, fatal = false): string {
  return new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(bytes);
}

function decodeStrictUtf8(bytes: Uint8Array): string | null {
  try {
    return decode(bytes, "utf-8", true);
  } catch {
    return null;
  }
}

/** UTF-8 with a few broken bytes (a truncated or badly concatenated file) is still UTF-8, not cp1251. */
function isMostlyUtf8(bytes: Uint8Array): boolean {
  const text = decode(bytes, "utf-8");
  const broken = text.match(/\uFFFD/g)?.length ?? 0;
  const nonAscii = text.match(/[^\x00-\x7F]/g)?.length ?? 0;
  return nonAscii > 0 && broken <= nonAscii * 0.01;
}

const LEGACY_CYRILLIC: readonly TextEncodingName[] = ["windows-1251", "koi8-r", "ibm866"];

/** Chooses the legacy code page whose decoding looks most like Russian. */
export function bestLegacyDecoding(bytes: Uint8Array): { encoding: TextEncodingName; text: string } {
  let best: { encoding: TextEncodingName; text: string; score: number } | null = null;
  for (const encoding of LEGACY_CYRILLIC) {
    let text: string;
    try {
      text = decode(bytes, encoding);
    } catch {
      continue; // a runtime without this decoder
    }
    const score = russianScore(text);
    if (!best || score > best.score) best = { encoding, text, score };
  }
  return best ?? { encoding: "windows-1251", text: decode(bytes, "windows-1251") };
}

export function detectTextEncoding(bytes: Uint8Array): TextEncodingName {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  const utf16 = looksLikeBomlessUtf16(bytes);
  if (utf16) return utf16 === "le" ? "utf-16le" : "utf-16be";
  if (decodeStrictUtf8(bytes) !== null || isMostlyUtf8(bytes)) return "utf-8";
  return bestLegacyDecoding(bytes).encoding;
}

/** Decodes a plain-text upload. TextDecoder drops a matching BOM by itself. */
export function extractTxt(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const encoding = detectTextEncoding(bytes);
  return { encoding, text: decode(bytes, encoding) };
}

/** Word's "Save as web page" and several job sites produce HTML under a .doc name. */
export function looksLikeHtml(text: string): boolean {
  return /^\s*(<!doctype html|<html|<\?xml[^>]*>\s*<html)/i.test(text.slice(0, 2048));
}

/** Just enough HTML to text for a resume: block ends become line breaks, cells become tabs. */
export function htmlToText(html: string): string {
  return decodeXmlEntities(
    html
      .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<br\b[^>]*>/gi, "\n")
      .replace(/<\/(td|th)>/gi, "\t")
      .replace(/<\/(p|div|tr|li|h[1-6]|table|ul|ol|section|header|footer)>/gi, "\n")
      .replace(/<[^>]+>/g, "")
      .replace(/&nbsp;/g, " ")
      .replace(/[ \t]*\n[ \t]*/g, "\n"),
  );
}
