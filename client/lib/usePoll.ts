/**
 * Repeating a check on a timer until it says it is done: the analysis waiting for the queue, the payment popup
 * waiting for the bank. One loop, so a leaving component or a new subject always stops the old timer and aborts
 * the request in flight.
 */
import { useEffect, useEffectEvent } from "react";

export interface PollTiming {
  /** Wait before the first check. */
  firstDelayMs: number;
  /** Wait between the end of one check and the start of the next. */
  intervalMs: number;
}

/** What a check decides: stop polling, or look again after the interval. */
export type PollVerdict = "stop" | "again";

/**
 * Polls while `subject` is not null (a new subject restarts the timing). `check` gets a signal that aborts when
 * polling stops; it may keep its own counters. It should not throw: a thrown error counts as "again", so a check
 * that wants to give up on errors returns "stop".
 */
export function usePoll(
  subject: string | null,
  check: (signal: AbortSignal) => Promise<PollVerdict>,
  timing: PollTiming,
): void {
  const runCheck = useEffectEvent(check);
  const { firstDelayMs, intervalMs } = timing;

  useEffect(() => {
    if (subject === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let verdict: PollVerdict = "again";
      try {
        verdict = await runCheck(controller.signal);
      } catch {
        // See above: a failed check is retried on the next tick.
      }
      if (verdict === "again" && !controller.signal.aborted) timer = setTimeout(tick, intervalMs);
    };
    timer = setTimeout(tick, firstDelayMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [subject, firstDelayMs, intervalMs]);
}
