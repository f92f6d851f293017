/**
 * The upload's lifecycle for the uploader: check the file with the same rule as the server (spec section 5), send it,
 * report progress, and keep the error message ready to show.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ResumeResponse } from "../../../shared/schemas/resume";
import { ApiError } from "../../lib/api";
import { UPLOAD_ERRORS } from "./api";

/** The sending code (./send.ts): fetched once the uploader is on screen, so drawing it does not wait for it. */
const loadSender = () => import("./send");

export type UploadPhase = "idle" | "sending" | "processing";

export interface UploadState {
  phase: UploadPhase;
  /** Percent of the file sent, 0–100. */
  progress: number;
  error: string | null;
  upload: (file: File) => Promise<void>;
  clearError: () => void;
}

export function useUpload(onUploaded: (resume: ResumeResponse) => void): UploadState {
  const [phase, setPhase] = useState<UploadPhase>("idle");
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page mid-upload must not update an unmounted component or keep the request running.
  useEffect(() => {
    void loadSender().catch(() => undefined); // fetched now, so picking a file does not wait for it
    return () => abortRef.current?.abort();
  }, []);

  const upload = useCallback(
    async (file: File) => {
      if (abortRef.current) return; // one upload at a time
      const controller = new AbortController();
      abortRef.current = controller;
      setError(null);
      try {
        const { clientRuleError, uploadResume } = await loadSender();
        const ruleError = clientRuleError(file);
        if (ruleError) {
          setError(ruleError);
          return;
        }
        setProgress(0);
        setPhase("sending");
        const resume = await uploadResume(
          file,
          (percent) => {
            setProgress(percent);
            // Everything is sent; the server now checks and reads the file.
            if (percent >= 100) setPhase("processing");
          },
          controller.signal,
        );
        if (!controller.signal.aborted) onUploaded(resume);
      } catch (uploadError) {
        // The sender's errors are ready to show; a chunk that did not arrive gets the generic text.
        if (!controller.signal.aborted)
          setError(uploadError instanceof ApiError ? uploadError.message : UPLOAD_ERRORS.unknown);
      } finally {
        abortRef.current = null;
        if (!controller.signal.aborted) setPhase("idle");
      }
    },
    [onUploaded],
  );

  const clearError = useCallback(() => setError(null), []);
  return { phase, progress, error, upload, clearError };
}
