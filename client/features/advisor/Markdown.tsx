/**
 * An assistant message: markdown rendered by `marked` and sanitised by DOMPurify before it reaches the page, so no
 * raw HTML from a model (or a stored message) can run script or load anything. Only formatting tags are allowed.
 */
import DOMPurify from "dompurify";
import { marked } from "marked";
import { useMemo } from "react";

const ALLOWED_TAGS = ["p", "br", "strong", "em", "b", "i", "ul", "ol", "li", "code", "pre", "blockquote", "h3", "h4", "a", "hr", "del"];

export function renderMarkdown(text: string): string {
  const html = marked.parse(text, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ["href"], ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/iu });
}

export function Markdown({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in renderMarkdown, the only HTML this feature sets.
  return <div className="advisor-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
