/** Spec section 5 "Excerpt" and section 9: the first paragraph, at most 150 characters. */
export const EXCERPT_LENGTH = 150;
export const EXCERPT_FALLBACK = "Перейди к статье, чтобы прочитать её целиком.";

/** Markdown marks that would show as raw characters in a plain-text excerpt. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^#+\s*/gm, "")
    .replace(/[*_`>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function excerptOf(content: string | null | undefined): string {
  try {
    if (!content) return EXCERPT_FALLBACK;
    const first = plainText(content.split(/\n\s*\n/)[0] ?? "");
    if (!first) return EXCERPT_FALLBACK;
    return first.length > EXCERPT_LENGTH ? `${first.slice(0, EXCERPT_LENGTH)}...` : first;
  } catch {
    return EXCERPT_FALLBACK;
  }
}
