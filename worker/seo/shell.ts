/**
 * Server-rendered first HTML for the SPA (docs/decisions/090): the built index.html (from the ASSETS binding) with
 * the page's own title, description, canonical link, Open Graph / Twitter tags, JSON-LD and body HTML put in by
 * HTMLRewriter. A crawler that runs no JavaScript reads everything from this answer; in a browser the SPA then
 * mounts on #root and replaces the body with the same content rendered by React.
 *
 * Reusable by any public page: `renderIntoShell(await fetchShell(env, url), { … })`.
 */
import { BASELINE_SECURITY_HEADERS, SPA_CONTENT_SECURITY_POLICY } from "../middleware/security-headers";

export interface ShellContent {
  /** The whole <title> text, e.g. "{article} | Rework". */
  title: string;
  description: string;
  /** Absolute address of the page (link rel=canonical, og:url). */
  canonicalUrl: string;
  /** og:type: "article" for articles, "website" otherwise. */
  type?: "article" | "website";
  /** Absolute address of the preview picture (og:image, twitter:image). */
  imageUrl?: string;
  siteName: string;
  /** Extra <meta property="…"> pairs, e.g. article:published_time. */
  extraProperties?: Record<string, string>;
  /** Structured data, serialised into <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>;
  /** Trusted (already sanitised) HTML placed inside #root. */
  bodyHtml?: string;
  /** Trusted HTML added to <head>: the resource hints of the server-rendered page (`<link rel="preload">`). */
  headHtml?: string;
  /**
   * Data for the SPA's first render, as `<script type="application/json" id="{id}">` at the end of <body> (outside
   * #root, so it survives React mounting). Not executed, so the CSP does not apply to it.
   */
  initialData?: { id: string; value: unknown };
  /** <meta name="robots">, e.g. "noindex" for a not-found page. */
  robots?: string;
  /** How long shared caches may keep the page. */
  cacheControl?: string;
}

/** The SPA's index.html as the asset server answers it. */
export function fetchShell(assets: Fetcher, requestUrl: string): Promise<Response> {
  return assets.fetch(new Request(new URL("/", requestUrl), { headers: { Accept: "text/html" } }));
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON inside <script>: "</script>" and "<!--" must not end or change the script element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

function headTags(content: ShellContent): string {
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta("name", "description", content.description),
    `<link rel="canonical" href="${escapeHtml(content.canonicalUrl)}" />`,
    meta("property", "og:type", content.type ?? "website"),
    meta("property", "og:site_name", content.siteName),
    meta("property", "og:locale", "ru_RU"),
    meta("property", "og:title", content.title),
    meta("property", "og:description", content.description),
    meta("property", "og:url", content.canonicalUrl),
    meta("name", "twitter:card", content.imageUrl ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", content.title),
    meta("name", "twitter:description", content.description),
  ];
  if (content.robots) tags.push(meta("name", "robots", content.robots));
  if (content.imageUrl)
    tags.push(meta("property", "og:image", content.imageUrl), meta("name", "twitter:image", content.imageUrl));
  for (const [key, value] of Object.entries(content.extraProperties ?? {})) tags.push(meta("property", key, value));
  if (content.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(content.jsonLd)}</script>`);
  if (content.headHtml) tags.push(content.headHtml);
  return tags.join("\n    ");
}

/** The classic script that requests the app's entry (and its preloads) once the drawn page has painted. */
function bootScript(entry: string, preloads: string[]): string {
  const preload = preloads.filter(Boolean).join(" ");
  return `<script src="/hydrate-after-paint.js" defer data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload)}"></script>`;
}

/** The shell with `content` put in; the shell's own description/canonical/OG tags are replaced, not duplicated. */
export function renderIntoShell(shell: Response, content: ShellContent, status = 200): Response {
  const preloads: string[] = [];
  let entryScript = "";
  // At the end of <head> (or of <body>, should the shell keep its script there): the boot script, written once.
  const writeBootScriptAtEnd = (el: Element): void =>
    void el.onEndTag((end) => {
      if (!entryScript) return;
      end.before(bootScript(entryScript, preloads), { html: true });
      entryScript = "";
    });
  const rewritten = new HTMLRewriter()
    .on("title", { element: (el) => void el.setInnerContent(content.title) })
    .on('meta[name="description"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]', {
      element: (el) => void el.remove(),
    })
    .on("head", { element: (el) => void el.append(`    ${headTags(content)}\n  `, { html: true }) })
    .on("#root", { element: (el) => void (content.bodyHtml && el.setInnerContent(content.bodyHtml, { html: true })) })
    // A drawn page is readable before its script runs (it only hydrates what is on screen): the script and its
    // preloads are requested after the first paint, by client/public/hydrate-after-paint.js (docs/decisions/150).
    .on('link[rel="modulepreload"]', {
      element: (el) => {
        if (!content.bodyHtml) return;
        preloads.push(el.getAttribute("href") ?? "");
        el.remove();
      },
    })
    .on('script[type="module"][src]', {
      element: (el) => {
        if (!content.bodyHtml) return;
        const entry = el.getAttribute("src") ?? "";
        // Removed here, written at the end of <head>/<body> below, when every preload of the shell has been seen.
        el.remove();
        entryScript = entry;
      },
    })
    .on("head", { element: writeBootScriptAtEnd })
    .on("body", { element: writeBootScriptAtEnd })
    .on("body", {
      element: (el) => {
        if (!content.initialData) return;
        const { id, value } = content.initialData;
        el.append(`<script type="application/json" id="${escapeHtml(id)}">${jsonForScript(value)}</script>`, {
          html: true,
        });
      },
    })
    .transform(shell);
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", ...BASELINE_SECURITY_HEADERS });
  headers.set("Content-Security-Policy", SPA_CONTENT_SECURITY_POLICY);
  headers.set("Cache-Control", content.cacheControl ?? "public, max-age=60");
  return new Response(rewritten.body, { status, headers });
}
