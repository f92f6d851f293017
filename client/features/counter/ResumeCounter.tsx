/**
 * The hero's counter of analysed resumes. The number arrives by an API call anyway, so its code (with the number
 * formatting) is a chunk of its own, loaded after the first paint: the home route's initial JS stays within budget
 * (`npm run bench -- bundle`, decision 190). Until then the counter's own loading line shows, so nothing moves.
 */
import { lazy, Suspense } from "react";
import { COUNTER_LOADING_LABEL, CounterFrame } from "./CounterFrame";

const LiveResumeCounter = lazy(() => import("./LiveResumeCounter"));

export function ResumeCounter() {
  return (
    <Suspense fallback={<CounterFrame value="…" label={COUNTER_LOADING_LABEL} />}>
      <LiveResumeCounter />
    </Suspense>
  );
}
