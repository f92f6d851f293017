/**
 * The upload's lifecycle for the uploader: check the file with the same rule as the server (spec section 5), send it,
 * report progress, and keep the error message ready to show.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ResumeResponse } from "../../../shared/schemas/resume";
import { checkUploadRule, UploadRejected } from "../../../shared/upload-rules";
import { UPLOAD_ERRORS, uploadResume } from "./api";

export type UploadPhase = "idle" | "sending" | "processing";

export interface UploadState {
  phase: UploadPhase;
  /** Percent of the file sent, 0–100. */
  progress: number;
  error: string | null;
  upload: (file: File) => Promise<void>;
  clearError: () => void;
}

/** The rule's message for a file the server would refuse anyway, or null when the file may be sent. */
export function clientRuleError(file: { name: string; type: string; size: number }): string | null {
  try {
    checkUploadRule(file);
    return null;
  } catch (error) {
    return error instanceof UploadRejected ? error.message : UPLOAD_ERRORS.unknown;
  }
}

export function useUpload(onUploaded: (resume: ResumeResponse) => void): UploadState {
  const [phase, setPhase] = useState<UploadPhase>("idle");
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page mid-upload must not update an unmounted component or keep the request running.
  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      if (abortRef.current) return; // one upload at a time
      const ruleError = clientRuleError(file);
      if (ruleError) {
        setError(ruleError);
        return;
      }
      const controller = new AbortController();
      abortRef.current = controller;
      setError(null);
      setProgress(0);
      setPhase("sending");
      try {
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
        if (!controller.signal.aborted)
          setError(uploadError instanceof Error ? uploadError.message : UPLOAD_ERRORS.unknown);
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
