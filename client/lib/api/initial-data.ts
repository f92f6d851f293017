/**
 * The data a server-rendered page was drawn with (shared/initial-data.ts), for components' first render. The
 * Worker provides it while rendering; in the browser client/main.tsx reads it from the page and provides the same.
 */
import { createContext, useContext } from "react";
import { INITIAL_DATA_ID, type InitialData } from "../../../shared/initial-data";

export const InitialDataContext = createContext<InitialData>({});

export function useInitialData(): InitialData {
  return useContext(InitialDataContext);
}

/**
 * True while the page being shown was drawn by the server (its data block is there). Components mounted once per
 * page load (the layout, the session) use it to start from what the server could know, not from browser storage.
 */
export function useServerDrawnPage(): boolean {
  return useInitialData().cached !== undefined;
}

/** The page's data block; a missing or broken one is no data (the page then loads what it needs). */
export function readInitialData(): InitialData {
  try {
    const text = document.getElementById(INITIAL_DATA_ID)?.textContent;
    const data: unknown = text ? JSON.parse(text) : null;
    return data && typeof data === "object" ? (data as InitialData) : {};
  } catch {
    return {};
  }
}
