/**
 * The counter's markup and loading label, used by the hero's placeholder (ResumeCounter) and by the live counter
 * loaded after the first paint (LiveResumeCounter). Apart from both so the lazy chunk does not import its parent.
 */
import type { ReactNode } from "react";

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
