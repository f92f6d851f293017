/**
 * Data that rarely changes (site settings, the counter, the criteria catalogue) loaded once and shared: every
 * component asking for the same key gets the same request and, while it is fresh, the same answer without one.
 * A failed load is not kept, so the next component to mount tries again.
 */
import { useEffect, useEffectEvent, useState } from "react";
import { useInitialData } from "./initial-data";

export type Cached<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "error"; error: unknown };

interface Entry {
  promise: Promise<unknown>;
  settled?: { data: unknown; at: number };
}

const entries = new Map<string, Entry>();

function freshValue(key: string, maxAgeMs: number): { data: unknown } | null {
  const settled = entries.get(key)?.settled;
  return settled && Date.now() - settled.at < maxAgeMs ? settled : null;
}

/** Stores an answer the page arrived with (the server-rendered page's initial data), so nothing loads it again. */
export function seedCached(key: string, data: unknown): void {
  entries.set(key, { promise: Promise.resolve(data), settled: { data, at: Date.now() } });
}

/** The cached value for `key`, loading it with `load` when absent or older than `maxAgeMs`. Outside React too. */
export function loadCached<T>(key: string, load: () => Promise<T>, maxAgeMs = Number.POSITIVE_INFINITY): Promise<T> {
  const fresh = freshValue(key, maxAgeMs);
  if (fresh) return Promise.resolve(fresh.data as T);
  const pending = entries.get(key);
  if (pending && !pending.settled) return pending.promise as Promise<T>;
  const entry: Entry = {
    promise: load().then(
      (data) => {
        entry.settled = { data, at: Date.now() };
        return data;
      },
      (error: unknown) => {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      },
    ),
  };
  entries.set(key, entry);
  return entry.promise as Promise<T>;
}

/**
 * `loadCached` as component state. `key` names the data (usually the API path); `load` runs at most once per key and
 * mount, so an inline arrow is fine.
 */
export function useCached<T>(key: string, load: () => Promise<T>, maxAgeMs = Number.POSITIVE_INFINITY): Cached<T> {
  // While the Worker renders a page, the data it read for this page stands in for the cache (the browser seeds its
  // cache with the same data, so its first render matches).
  const rendered = useInitialData().cached;
  const [state, setState] = useState<{ key: string; value: Cached<T> }>(() => {
    const fresh =
      freshValue(key, maxAgeMs) ?? (rendered && Object.hasOwn(rendered, key) ? { data: rendered[key] } : null);
    return { key, value: fresh ? { status: "ready", data: fresh.data as T } : { status: "loading" } };
  });

  const loadNow = useEffectEvent(load);
  useEffect(() => {
    // The answer may arrive after this component left or asked for another key: then it is not ours to show.
    let current = true;
    loadCached(key, () => loadNow(), maxAgeMs).then(
      // Already showing this answer (the page arrived with it): keep the state, so nothing re-renders. A re-render
      // while the page is still hydrating would make React redraw the parts not hydrated yet.
      (data) =>
        current &&
        setState((shown) =>
          shown.key === key && shown.value.status === "ready" && shown.value.data === data
            ? shown
            : { key, value: { status: "ready", data } },
        ),
      (error: unknown) => current && setState({ key, value: { status: "error", error } }),
    );
    return () => {
      current = false;
    };
  }, [key, maxAgeMs]);

  return state.key === key ? state.value : { status: "loading" };
}
