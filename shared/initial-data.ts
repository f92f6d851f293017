/**
 * What the Worker's server rendering read to draw a page, handed to the browser in the same HTML, so React's first
 * render in the browser draws exactly what the server drew and can hydrate it (docs/decisions/150). It sits in a
 * `<script type="application/json" id="initial-data">` after #root: data, never executed, so the CSP allows it.
 */
export const INITIAL_DATA_ID = "initial-data";

/** Spec section 9: the cookie banner shows until this cookie says `accepted`. */
export const CONSENT_COOKIE = "cookie_consent";

/**
 * The article list's and the tags' API paths (the articles index names them, worker/routes/articles.ts), also their
 * keys in `cached`: the Worker draws /articles with them and the list page reads them (client/features/articles).
 */
export const ARTICLE_LIST_PATH = "/api/articles/articles/";
export const ARTICLE_TAGS_PATH = "/api/articles/tags/";

export interface InitialData {
  /**
   * Answers of GET calls keyed by their API path, as `useCached` (client/lib/api/useCached.ts) would have loaded
   * them: the site settings ("/api/site/"), a legal text ("/api/legal/privacy-policy/"), the published articles and their
   * tags (ARTICLE_LIST_PATH, ARTICLE_TAGS_PATH: the arrays the list page shows). Live data (the counter, the
   * session) is never here: the server and the browser's first render both show its loading state.
   */
  cached?: Record<string, unknown>;
  /**
   * The request carried no accepted consent cookie, so the page was drawn with the cookie banner: the visitor sees it
   * with the first paint, not after the scripts (it was the not-found page's largest, late paint).
   */
  consentBanner?: boolean;
  /** The article of /articles/{slug} as the articles API answers it (`{article, html_content}`). */
  article?: { article: unknown; html_content: string | null };
}
