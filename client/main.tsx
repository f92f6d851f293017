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
 * Ends the current task and resumes in a new one. Hydrating a page is several pieces of main-thread work (evaluating
 * this module, loading the page's module, creating the router, hydrating, preloading the lazy parts); run back to back
 * they make one task of 60–120 ms on a mid-range phone, which blocks a tap for that long (Total Blocking Time). Apart,
 * each stays well under 50 ms. `scheduler.yield()` where the browser has it (it resumes ahead of other tasks).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A public page arrives drawn by the Worker (docs/decisions/150). React must take that markup over (hydrate) rather
 * than draw it again, and its first render must equal the server's: so the current address's lazy page module is
 * loaded first and put into its route (react-router's recipe for lazy routes and hydration). Returns the lazy parts
 * the routes name in `handle.preload`, to be fetched once hydration has started. Null when the page's chunk did not
 * arrive: the router then draws the page afresh and shows its error screen.
 */
async function loadCurrentRoute(): Promise<Array<() => Promise<unknown>> | null> {
  try {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy === "function") Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
    return matches.flatMap(({ route }) => (route.handle as RouteHandle | undefined)?.preload ?? []);
  } catch {
    return null;
  }
}

function app() {
  return (
    <StrictMode>
      <InitialDataContext value={initialData}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </InitialDataContext>
    </StrictMode>
  );
}

async function hydrate() {
  await nextTask();
  const preloads = await loadCurrentRoute();
  if (!preloads) {
    createRoot(container).render(app());
    return;
  }
  await nextTask();
  const page = app();
  await nextTask();
  // As a transition, hydration is time-sliced: the page stays responsive while React takes the server's markup over,
  // instead of one long task (Total Blocking Time on a phone).
  startTransition(() => void hydrateRoot(container, page));
  // The lazy parts the server drew too (footer, home sections…): fetched now rather than when hydration reaches them,
  // so they stay inert (a click there is lost) for less time; each in a task of its own.
  for (const preload of preloads) {
    await nextTask();
    preload().catch(() => undefined);
  }
}

// No top-level await: it would make the bundler split the entry chunk (more bytes for the home route).
if (container.firstElementChild) void hydrate();
else createRoot(container).render(app());
