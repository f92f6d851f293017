/**
 * The live counter of analysed resumes (spec sections 2, 7, 8, 9): fetched once on mount, the displayed value is
 * cached in memory for five minutes across route changes; a failure shows a dash and the spec's message.
 */
import { useCached } from "../../lib/api";
import { formatNumber, plural } from "../../lib/format";
import { COUNTER_PATH, fetchResumeCount } from "./api";

const DISPLAY_CACHE_MS = 300_000;

export function ResumeCounter() {
  const state = useCached(COUNTER_PATH, fetchResumeCount, DISPLAY_CACHE_MS);

  return (
    <div className="counter" aria-live="polite" data-testid="resume-counter">
      {state.status === "error" ? (
        <>
          <span className="counter__value">—</span>
          <span className="counter__label">Не удалось получить данные о количестве резюме</span>
        </>
      ) : (
        <>
          <span className="counter__value">{state.status === "ready" ? formatNumber(state.data) : "…"}</span>
          <span className="counter__label">
            {state.status === "ready" ? plural(state.data, ["резюме проанализировано", "резюме проанализированы", "резюме проанализировано"]) : "резюме проанализировано"} с помощью Rework
          </span>
        </>
      )}
    </div>
  );
}
