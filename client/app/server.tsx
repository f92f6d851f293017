/**
 * Server rendering of a public page (docs/decisions/150): the Worker (worker/seo/public-pages.ts) calls this with the
 * request and the data the page needs; it draws the same route tree as the browser (./routes) with react-router's
 * static data router and `react-dom/server`, waiting for every lazy part (page chunk, footer, counter shell), so the
 * HTML is the whole page. The browser then hydrates it (client/main.tsx).
 */
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { InitialData } from "../../shared/initial-data";
import { InitialDataContext } from "../lib/api/initial-data";
import { routes } from "./routes";

/** Made once per isolate: it resolves each lazy page module once, then keeps it. */
let handler: ReturnType<typeof createStaticHandler> | undefined;

export interface RenderedPage {
  /** 200, or the router's status (404 for an address no route matches). */
  status: number;
  /** The markup for #root. */
  html: string;
  /** Resource hints React asks for (`<link rel="preload">` of the images drawn eagerly), for the document's head. */
  headLinks: string;
}

/** React puts its resource hints first when it renders no <head> of its own. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

export async function renderPage(request: Request, data: InitialData): Promise<RenderedPage> {
  handler ??= createStaticHandler(routes);
  const context = await handler.query(new Request(request.url, { method: "GET" }));
  // No route has a loader or action, so the router never answers with a redirect; a Response here is a bug.
  if (context instanceof Response) throw new Error(`The static router answered ${context.status} for ${request.url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let failure: unknown;
  const stream = await renderToReadableStream(
    <StrictMode>
      <InitialDataContext value={data}>
        {/* hydrate=false: no inline <script> with the router's state (the CSP allows none); the browser rebuilds it. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </InitialDataContext>
    </StrictMode>,
    {
      // Never move a finished part out of line: React would then insert it with an inline <script>, which the CSP
      // forbids. Everything is awaited (allReady), so the page comes in one piece anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  await stream.allReady;
  const markup = await new Response(stream).text();
  // A part that failed on the server would be drawn by the browser alone: better the plain SPA shell than half a page.
  if (failure) throw failure;
  const headLinks = LEADING_LINKS.exec(markup)?.[0] ?? "";
  return { status: context.statusCode, html: markup.slice(headLinks.length), headLinks };
}
