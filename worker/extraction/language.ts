// Language and contact detection on the normalised text.

/**
 * Russian resumes are full of English technology names, so a plain majority vote would misfire:
 * a resume is Russian when a meaningful share of its letters (15%) is Cyrillic; English resumes have next to none.
 */
export function detectLanguage(text: string): 'ru' | 'en' {
  const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (cyrillic + latin === 0) return 'ru';
  return cyrillic / (cyrillic + latin) >= 0.15 ? 'ru' : 'en';
}

// Local part and domain per common practice (not the full RFC 5322 grammar, which allows things no resume uses).
const EMAIL = /[A-Za-z0-9](?:[A-Za-z0-9._%+-]*[A-Za-z0-9_%+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![A-Za-z0-9-])/;

/** The first e-mail address in reading order, lower-cased (addresses are case-insensitive in practice). */
export function findFirstEmail(text: string): string | null {
  // PDF extraction sometimes splits an address around "@" ("name @ mail.ru"): rejoin before searching.
  const joined = text.replace(/([A-Za-z0-9._%+-])\s+@\s*(?=[A-Za-z0-9])|([A-Za-z0-9._%+-])@\s+(?=[A-Za-z0-9])/g, '$1$2@');
  const match = EMAIL.exec(joined);
  return match ? match[0].toLowerCase() : null;
}
