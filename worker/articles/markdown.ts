/**
 * Article markdown → safe HTML (docs/decisions/090). Runs when `npm run content:sync` copies the repository's
 * articles into D1, never per request: the Worker only serves the stored `html_content`, so the renderer stays out
 * of its bundle. The allow-list is the whole defence against a hostile file: raw HTML is legal markdown, so whatever
 * marked lets through, only these tags and attributes survive. `xss` (js-xss) rather than sanitize-html because it is
 * plain JavaScript that also runs inside workerd, where the tests run it (sanitize-html pulls in postcss, which does not).
 */
import { marked } from "marked";
import xss from "xss";

// A CommonJS package: its named exports exist only on the default object in every loader (Node, Vite, workerd).
const { FilterXSS, safeAttrValue } = xss as unknown as typeof import("xss");

const BLOCK = ["h2", "h3", "h4", "p", "br", "hr", "blockquote", "pre", "ul", "ol", "li", "table", "thead", "tbody", "tr"];
const INLINE = ["strong", "em", "b", "i", "s", "del", "code", "figure", "figcaption"];

/** Addresses allowed in href/src: the site's own paths, https/http and mailto. Everything else (javascript:, data:…) is dropped. */
const SAFE_ADDRESS = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

const filter = new FilterXSS({
  whiteList: {
    ...Object.fromEntries([...BLOCK, ...INLINE].map((tag) => [tag, []])),
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
  },
  // Tags off the list disappear (their text stays); these lose their contents too.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "svg", "math", "template", "noscript", "textarea", "select"],
  allowCommentTag: false,
  safeAttrValue(tag, name, value, cssFilter) {
    if ((name === "href" || name === "src") && !SAFE_ADDRESS.test(value.trim())) return "";
    return safeAttrValue(tag, name, value, cssFilter);
  },
});

/** Only the allow-listed subset of HTML, whatever the input. */
export function sanitizeArticleHtml(html: string): string {
  return filter.process(html);
}

/** Links that leave the site open in a new tab without handing it the reader's window. */
const renderer = new marked.Renderer();
const renderLink = renderer.link.bind(renderer);
renderer.link = (token) => {
  const html = renderLink(token);
  return /^https?:/i.test(token.href) ? html.replace(/^<a /, '<a rel="noopener noreferrer" target="_blank" ') : html;
};

/** GitHub-flavoured markdown, rendered and then sanitised. */
export function renderArticleMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, renderer }) as string;
  return sanitizeArticleHtml(html).trim();
}
