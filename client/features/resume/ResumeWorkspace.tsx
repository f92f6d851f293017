/**
 * The home page's working area (spec section 2, home states): 1 uploader → 2 uploaded resume → 3 result.
 * States 1 and 2 live here; the analysis feature adds state 3, the payment popup and the section 4 flow
 * (payment_success / retry_payment parameters, automatic analysis).
 */
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ResumeResponse } from "../../../worker/schemas/resume";
import { Spinner } from "../../components/ui/Spinner";
import { useAuth } from "../auth/AuthContext";
import { fetchResume, UPLOAD_ERRORS } from "../upload/api";
import { UploadedResume } from "../upload/UploadedResume";
import { Uploader } from "../upload/Uploader";
import { removeLocal, STORAGE_KEYS, writeLocal, writeSession } from "../../lib/storage";

/** `/?resumeId=...` opens that resume (spec section 2, home query parameters). */
const RESUME_ID_PARAM = "resumeId";

/** Loads the resume named in the URL; `null` id means nothing to load. */
function useResumeFromUrl(resumeId: string | null, onLoaded: (resume: ResumeResponse) => void, onError: (message: string) => void) {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!resumeId) return;
    let active = true; // a newer id or unmount wins over a late answer
    setLoading(true);
    fetchResume(resumeId)
      .then((resume) => active && onLoaded(resume))
      .catch((error: unknown) => active && onError(error instanceof Error ? error.message : UPLOAD_ERRORS.loadFailed))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [resumeId, onLoaded, onError]);
  return loading;
}

export function ResumeWorkspace() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { onResumeEmailFound } = useAuth();
  const [resume, setResume] = useState<ResumeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cameFromReset, setCameFromReset] = useState(false);
  const requestedId = searchParams.get(RESUME_ID_PARAM);

  const showLoaded = useCallback((loaded: ResumeResponse) => {
    setResume(loaded);
    setError(null);
  }, []);
  const loading = useResumeFromUrl(requestedId, showLoaded, setError);

  const handleUploaded = useCallback(
    (uploaded: ResumeResponse) => {
      setResume(uploaded);
      setError(null);
      writeLocal(STORAGE_KEYS.hasEverUploaded, "true");
      if (uploaded.email) onResumeEmailFound(uploaded.email);
    },
    [onResumeEmailFound],
  );

  const handleReset = useCallback(() => {
    if (resume) removeLocal(STORAGE_KEYS.analyzed(resume.id));
    writeSession(STORAGE_KEYS.comingFromReset, "true");
    setResume(null);
    setError(null);
    setCameFromReset(true);
    // Otherwise a reload would bring the resume back from the URL.
    if (requestedId) {
      const next = new URLSearchParams(searchParams);
      next.delete(RESUME_ID_PARAM);
      setSearchParams(next, { replace: true });
    }
  }, [resume, requestedId, searchParams, setSearchParams]);

  // The payment feature wires this: it opens the payment popup for `resume` (spec section 2, "Payment popup").
  const handlePay = useCallback(() => undefined, []);
  // The analysis feature wires this: POST /api/resumes/{id}/analyze/ and home state 3 (spec section 4).
  const handleAnalyze = useCallback(() => undefined, []);

  if (loading) return <Spinner label="Загружаем резюме…" />;

  if (resume) {
    return <UploadedResume resume={resume} onAnalyze={handleAnalyze} onPay={handlePay} onReset={handleReset} busy={false} />;
  }

  return (
    <>
      {error && (
        <p className="workspace__error" role="alert" data-testid="workspace-error">
          {error}
        </p>
      )}
      <Uploader onUploaded={handleUploaded} autoFocus={cameFromReset} />
    </>
  );
}
