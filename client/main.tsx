import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { type RouteHandle, routes } from "./app/routes";
import { InitialDataContext, readInitialData, seedCached } from "./lib/api";
import "./styles.css";
// The uploader is on the home page's first screen, which the server draws: its styles must block the first paint like
// the rest, not arrive with the page's chunk (the page would jump when they do).
import "./features/upload/upload.css";

const container = document.getElementById("root")!;
const initialData = readInitialData();
// The answers the server drew the page with: the first render shows them too, and nothing loads them again.
for (const [key, value] of Object.entries(initialData.cached ?? {})) seedCached(key, value);

/**
 * A public page arrives drawn by the Worker (docs/decisions/150). React must take that markup over (hydrate) rather
 * than draw it again, and its first render must equal the server's: so the current address's lazy page module is
 * loaded first and put into its route (react-router's recipe for lazy routes and hydration); the lazy parts the routes
 * name in `handle.preload` start loading at the same time. Other addresses get the empty shell and are drawn here.
 */
async function loadCurrentRoute(): Promise<boolean> {
  try {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy === "function") Object.assign(route, { ...(await route.lazy()), lazy: undefined });
        // The lazy parts the server drew too (footer, home sections…): fetched now rather than when hydration reaches
        // them, so they stay inert for less time. Not awaited: the page's own content hydrates without waiting.
        (route.handle as RouteHandle | undefined)?.preload?.().catch(() => undefined);
      }),
    );
    return true;
  } catch {
    // The page's chunk did not arrive: the router draws the page afresh and shows its error screen.
    return false;
  }
}

function start(hydrate: boolean) {
  const app = (
    <StrictMode>
      <InitialDataContext value={initialData}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </InitialDataContext>
    </StrictMode>
  );
  // As a transition, hydration is time-sliced: the page stays responsive while React takes the server's markup over,
  // instead of one long task (Total Blocking Time on a phone).
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// No top-level await: it would make the bundler split the entry chunk (more bytes for the home route).
if (container.firstElementChild) void loadCurrentRoute().then(start);
else start(false);
