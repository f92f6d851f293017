/**
 * The public pages' first HTML (docs/decisions/150): the page drawn by React on the Worker (client/app/server.tsx,
 * the same route tree and components as the browser) inside the SPA shell (./shell.ts), with the data it was drawn
 * with as initial data, so the browser hydrates it instead of drawing it again. A crawler without JavaScript reads
 * the whole page.
 *
 * Rendering costs CPU, so the drawn markup is kept in the Cache API for a few minutes, keyed by the address and a hash
 * of everything it depends on (the data it was drawn with and the shell, which names the deploy's scripts): a new
 * price, new requisites or a deploy change the key, never serve an old page.
 */
import { type RenderedPage, renderPage } from "../../client/app/server";
import { INITIAL_DATA_ID, type InitialData } from "../../shared/initial-data";
import { describeError, log } from "../lib/log";
import { fetchShell, renderIntoShell, type ShellContent } from "./shell";

/** How long the Cache API keeps a drawn page (the data are in the key; this only bounds a deploy's leftovers). */
const RENDER_CACHE_SECONDS = 300;

export type PageHead = Omit<ShellContent, "bodyHtml" | "initialData">;

export interface PublicPageRequest {
  request: Request;
  env: Env;
  /** Runs the cache write after the answer; absent in tests that call the app without an execution context. */
  waitUntil?: (task: Promise<unknown>) => void;
  /** False for addresses without a bound (any unknown address draws the not-found page): drawn, never kept. */
  keep?: boolean;
}

/** The page at `request`'s address drawn with `data`, in the shell with `head`; `status` unless the router says 404. */
export async function publicPageResponse(
  page: PublicPageRequest,
  head: PageHead,
  data: InitialData,
  status = 200,
): Promise<Response> {
  const shell = await (await fetchShell(page.env.ASSETS, page.request.url)).text();
  const drawn = await drawnPage(page, data, shell);
  // Without markup (a rendering failure) the page is the plain SPA: no data block, so the browser draws it itself.
  const content: ShellContent = drawn
    ? { ...head, bodyHtml: drawn.html, headHtml: drawn.headLinks, initialData: { id: INITIAL_DATA_ID, value: data } }
    : head;
  return renderIntoShell(new Response(shell), content, status);
}

type DrawnPage = Pick<RenderedPage, "html" | "headLinks">;

/** The markup for #root from the cache or a fresh render; null when rendering failed (logged). */
async function drawnPage(
  { request, waitUntil, keep = true }: PublicPageRequest,
  data: InitialData,
  shell: string,
): Promise<DrawnPage | null> {
  const url = new URL(request.url);
  // Addresses with a query (the home page's ?resumeId=…) are drawn but not kept: their number has no bound.
  const key = url.search || !keep ? null : await drawnPageCacheKey(url, data, shell);
  const cache = caches.default;
  if (key) {
    const hit = await cache.match(key);
    if (hit) return hit.json<DrawnPage>();
  }
  try {
    const { html, headLinks } = await renderPage(request, data);
    if (key) {
      const entry = Response.json({ html, headLinks } satisfies DrawnPage, {
        headers: { "Cache-Control": `max-age=${RENDER_CACHE_SECONDS}` },
      });
      const write = cache.put(key, entry);
      if (waitUntil) waitUntil(write);
      else await write;
    }
    return { html, headLinks };
  } catch (error) {
    log.error("page_render_failed", { path: url.pathname, ...describeError(error) });
    return null;
  }
}

/** The Cache API key of a drawn page: its address plus a hash of its data and the shell (exported for the tests). */
export async function drawnPageCacheKey(url: URL, data: InitialData, shell: string): Promise<Request> {
  const bytes = new TextEncoder().encode(`${JSON.stringify(data)}\n${shell}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hash = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return new Request(`${url.origin}${url.pathname}?rendered=${hash}`);
}
