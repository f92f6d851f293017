/**
 * The live counter of analysed resumes (spec sections 2, 7, 8, 9): fetched once on mount, the displayed value is
 * cached in memory for five minutes across route changes; a failure shows a dash and the spec's message.
 */
import { useEffect, useState } from "react";
import { formatNumber, plural } from "../../lib/format";

const DISPLAY_CACHE_MS = 300_000;
let cachedCount: { value: number; at: number } | null = null;

type CounterState = { kind: "loading" } | { kind: "ready"; value: number } | { kind: "error" };

export function ResumeCounter() {
  const [state, setState] = useState<CounterState>(() =>
    cachedCount && Date.now() - cachedCount.at < DISPLAY_CACHE_MS ? { kind: "ready", value: cachedCount.value } : { kind: "loading" },
  );

  useEffect(() => {
    if (state.kind !== "loading") return;
    let active = true;
    fetch("/api/resume-count/", { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { count?: unknown };
        if (typeof body.count !== "number") throw new Error("bad body");
        cachedCount = { value: body.count, at: Date.now() };
        if (active) setState({ kind: "ready", value: body.count });
      })
      .catch(() => active && setState({ kind: "error" }));
    return () => {
      active = false;
    };
  }, [state.kind]);

  return (
    <div className="counter" aria-live="polite" data-testid="resume-counter">
      {state.kind === "error" ? (
        <>
          <span className="counter__value">—</span>
          <span className="counter__label">Не удалось получить данные о количестве резюме</span>
        </>
      ) : (
        <>
          <span className="counter__value">{state.kind === "ready" ? formatNumber(state.value) : "…"}</span>
          <span className="counter__label">
            {state.kind === "ready" ? plural(state.value, ["резюме проанализировано", "резюме проанализированы", "резюме проанализировано"]) : "резюме проанализировано"} с помощью Rework
          </span>
        </>
      )}
    </div>
  );
}
