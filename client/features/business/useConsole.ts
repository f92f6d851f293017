/**
 * The console's state: the overview from the server, a busy flag and the last error. Every change answers with the
 * new overview (or the created key/secret, shown once, after which the overview is loaded again).
 */
import { useCallback, useEffect, useState } from "react";
import type { ConsoleOverview } from "../../../shared/schemas/business";
import { ApiError } from "../../lib/api";
import { checkTopUp, fetchOverview } from "./api";

export interface ConsoleState {
  overview: ConsoleOverview | null;
  error: string | null;
  busy: boolean;
  /** Runs a change; its answer replaces the overview when it is one, else the overview is loaded again. */
  run: <T>(change: () => Promise<T>) => Promise<T | null>;
  reload: () => Promise<void>;
}

const isOverview = (value: unknown): value is ConsoleOverview =>
  Boolean(value && typeof value === "object" && "organisation" in value && "keys" in value);

export function useConsole(topUpId: string | null): ConsoleState {
  const [overview, setOverview] = useState<ConsoleOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async <T>(change: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setError(null);
    try {
      const answer = await change();
      setOverview(isOverview(answer) ? answer : await fetchOverview());
      return answer;
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);

  const reload = useCallback(async () => {
    await run(fetchOverview);
  }, [run]);

  useEffect(() => {
    // Back from the bank (`?top_up=…`): ask about that top-up first, so the balance is current.
    void run(() => (topUpId ? checkTopUp(topUpId) : fetchOverview()));
  }, [run, topUpId]);

  return { overview, error, busy, run, reload };
}
