/**
 * The analysis run as the page sees it (spec section 4): analysing (with the elapsed time for the progress and the
 * long-wait notice), done, or an error. A 202 is followed by polling the resume until the queue consumer finishes.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import type { AnalysisResult } from "../../../shared/schemas/analysis";
import { ApiError } from "../../lib/api";
import { STORAGE_KEYS, writeLocal } from "../../lib/storage";
import { type PollVerdict, usePoll } from "../../lib/usePoll";
import { ANALYSIS_ERRORS, isPaymentRequired, pollAnalysis, postAnalyze } from "./api";

export type AnalysisState =
  | { phase: "idle" }
  | { phase: "running"; resumeId: string; startedAt: number; queued: boolean }
  | { phase: "done"; resumeId: string; analysis: AnalysisResult }
  | { phase: "error"; resumeId: string; message: string };

export const POLL_INTERVAL_MS = 3000;
/** The long-wait notice promises a result within 5 minutes; past 6 the run is reported as failed. */
export const GIVE_UP_AFTER_MS = 6 * 60_000;
/** Polls may fail on a flaky connection; only a run of failures is an error. */
const MAX_POLL_FAILURES = 5;

export interface UseAnalysisOptions {
  /** 402: the payment dialog opens with the spec's message. */
  onPaymentRequired: (message: string) => void;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : ANALYSIS_ERRORS.badFormat);

/** A poll failure not worth retrying: the server answered with a definite error (not a rate limit or a gateway blip). */
const isPermanent = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 && error.status !== 429 && error.status < 502;

export function useAnalysis({ onPaymentRequired }: UseAnalysisOptions) {
  const [state, setState] = useState<AnalysisState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  const pollFailures = useRef(0);
  const paymentRequired = useEffectEvent(onPaymentRequired);

  useEffect(() => () => controller.current?.abort(), []);

  const finish = useCallback((resumeId: string, analysis: AnalysisResult) => {
    writeLocal(STORAGE_KEYS.analyzed(resumeId), "true");
    setState({ phase: "done", resumeId, analysis });
  }, []);

  const start = useCallback(
    async (resumeId: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const startedAt = Date.now();
      setState({ phase: "running", resumeId, startedAt, queued: false });
      try {
        const first = await postAnalyze(resumeId, current.signal);
        if (current.signal.aborted) return;
        if (first.kind === "done") finish(resumeId, first.analysis);
        else {
          pollFailures.current = 0;
          setState({ phase: "running", resumeId, startedAt, queued: true });
        }
      } catch (error) {
        if (current.signal.aborted) return;
        if (isPaymentRequired(error)) {
          setState({ phase: "idle" });
          paymentRequired(error.message);
          return;
        }
        setState({ phase: "error", resumeId, message: messageOf(error) });
      }
    },
    [finish],
  );

  // Queued: look at the resume every few seconds until the consumer has written the result or given up.
  const queued = state.phase === "running" && state.queued ? state : null;
  usePoll(
    queued && `${queued.resumeId}:${queued.startedAt}`,
    async (signal): Promise<PollVerdict> => {
      if (!queued) return "stop";
      const fail = (message: string): PollVerdict => {
        setState({ phase: "error", resumeId: queued.resumeId, message });
        return "stop";
      };
      if (Date.now() - queued.startedAt >= GIVE_UP_AFTER_MS) return fail(ANALYSIS_ERRORS.tooLong);
      try {
        const result = await pollAnalysis(queued.resumeId, signal);
        if (signal.aborted) return "stop";
        pollFailures.current = 0;
        if (result.kind === "done") {
          finish(queued.resumeId, result.analysis);
          return "stop";
        }
        return result.kind === "failed" ? fail(result.message) : "again";
      } catch (error) {
        if (signal.aborted) return "stop";
        pollFailures.current += 1;
        return isPermanent(error) || pollFailures.current >= MAX_POLL_FAILURES ? fail(messageOf(error)) : "again";
      }
    },
    { firstDelayMs: POLL_INTERVAL_MS, intervalMs: POLL_INTERVAL_MS },
  );

  /** Shows an analysis that already exists (loaded resume, demo) without a request. */
  const show = useCallback((resumeId: string, analysis: AnalysisResult) => {
    controller.current?.abort();
    setState({ phase: "done", resumeId, analysis });
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    setState({ phase: "idle" });
  }, []);

  return { state, start, show, reset };
}
