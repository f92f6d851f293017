// Language and contact detection on the normalised text.
import { findEmails, rejoinSplitEmails } from "./contacts";

/**
 * Russian resumes are full of English technology names, so a plain majority vote would misfire:
 * a resume is Russian when a meaningful share of its letters (15%) is Cyrillic; English resumes have next to none.
 * The one language rule: extraction decides and passes it on, and the analysis engine uses this same function for
 * text that did not come through extraction. A char-code loop (no arrays, no regex): it runs on every analysis.
 */
export function detectLanguage(text: string): "ru" | "en" {
  let cyrillic = 0;
  let latin = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x0400 && c <= 0x04ff) cyrillic++;
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7))
      latin++;
  }
  if (cyrillic + latin === 0) return "ru";
  return cyrillic / (cyrillic + latin) >= 0.15 ? "ru" : "en";
}

/**
 * The first e-mail address in reading order, lower-cased (addresses are case-insensitive in practice). The pattern
 * is the shared recogniser's (Unicode addresses such as "иван@почта.рф" included), so extraction, the engine and
 * masking agree on what an address is.
 */
export function findFirstEmail(text: string): string | null {
  // PDF extraction sometimes splits an address around "@" ("name @ mail.ru"): rejoin before searching.
  const first = findEmails(rejoinSplitEmails(text))[0];
  return first ? first.toLowerCase() : null;
}
