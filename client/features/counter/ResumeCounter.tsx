/**
 * The hero's counter of analysed resumes. The number arrives by an API call anyway, so its code (with the number
 * formatting) is a chunk of its own, loaded after the first paint: the home route's initial JS stays within budget
 * (`npm run bench -- bundle`, decision 190). Until then the counter's own loading line shows, so nothing moves.
 */
import { lazy, type ReactNode, Suspense } from "react";

const LiveResumeCounter = lazy(() => import("./LiveResumeCounter"));

/** The counter's markup; the live counter fills it in. */
export function CounterFrame({ value, label }: { value: ReactNode; label: ReactNode }) {
  return (
    <div className="counter" aria-live="polite" data-testid="resume-counter">
      {value !== null && <span className="counter__value">{value}</span>}
      <span className="counter__label">{label}</span>
    </div>
  );
}

export const COUNTER_LOADING_LABEL = "резюме проанализировано с помощью Rework";

export function ResumeCounter() {
  return (
    <Suspense fallback={<CounterFrame value="…" label={COUNTER_LOADING_LABEL} />}>
      <LiveResumeCounter />
    </Suspense>
  );
}
