/**
 * What the Worker's server rendering read to draw a page, handed to the browser in the same HTML, so React's first
 * render in the browser draws exactly what the server drew and can hydrate it (docs/decisions/150). It sits in a
 * `<script type="application/json" id="initial-data">` after #root: data, never executed, so the CSP allows it.
 */
export const INITIAL_DATA_ID = "initial-data";

export interface InitialData {
  /**
   * Answers of GET calls keyed by their API path, as `useCached` (client/lib/api/useCached.ts) would have loaded
   * them: the site settings ("/api/site/"), a legal text ("/api/legal/privacy-policy/"). Live data (the counter, the
   * session) is never here: the server and the browser's first render both show its loading state.
   */
  cached?: Record<string, unknown>;
  /** The article of /articles/{slug} as the articles API answers it (`{article, html_content}`). */
  article?: { article: unknown; html_content: string | null };
}
