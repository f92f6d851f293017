/**
 * The analysis run as the page sees it (spec section 4): analysing (with the elapsed time for the progress and the
 * long-wait notice), done, or an error. A 202 is followed by polling the resume until the queue consumer finishes.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { AnalysisResult } from "../../../shared/schemas/analysis";
import { STORAGE_KEYS, writeLocal } from "../../lib/storage";
import { ANALYSIS_ERRORS, AnalysisRequestError, pollAnalysis, postAnalyze } from "./api";

export type AnalysisState =
  | { phase: "idle" }
  | { phase: "running"; resumeId: string; startedAt: number }
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

export function useAnalysis({ onPaymentRequired }: UseAnalysisOptions) {
  const [state, setState] = useState<AnalysisState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  const paymentRequired = useRef(onPaymentRequired);
  paymentRequired.current = onPaymentRequired;

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
      setState({ phase: "running", resumeId, startedAt });
      try {
        const first = await postAnalyze(resumeId, current.signal);
        const analysis = first.kind === "done" ? first.analysis : await waitForResult(resumeId, startedAt, current.signal);
        if (!current.signal.aborted) finish(resumeId, analysis);
      } catch (error) {
        if (current.signal.aborted) return;
        if (error instanceof AnalysisRequestError && error.paymentRequired) {
          setState({ phase: "idle" });
          paymentRequired.current(error.message);
          return;
        }
        setState({ phase: "error", resumeId, message: error instanceof AnalysisRequestError ? error.message : ANALYSIS_ERRORS.badFormat });
      }
    },
    [finish],
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

async function waitForResult(resumeId: string, startedAt: number, signal: AbortSignal): Promise<AnalysisResult> {
  let failures = 0;
  while (Date.now() - startedAt < GIVE_UP_AFTER_MS) {
    await delay(POLL_INTERVAL_MS, signal);
    try {
      const result = await pollAnalysis(resumeId, signal);
      if (result.kind === "done") return result.analysis;
      if (result.kind === "failed") throw new AnalysisRequestError(result.message, 500);
      failures = 0;
    } catch (error) {
      if (signal.aborted || (error instanceof AnalysisRequestError && error.status !== 0 && !isTransient(error.status))) throw error;
      failures += 1;
      if (failures >= MAX_POLL_FAILURES) throw error;
    }
  }
  throw new AnalysisRequestError(ANALYSIS_ERRORS.tooLong, 504);
}

function isTransient(status: number): boolean {
  return status === 429 || status >= 502;
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
