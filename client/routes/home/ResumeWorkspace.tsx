/**
 * The home page's working area, a page-level composition (features don't import each other; this page wires the
 * upload, analysis, payment and sign-in features together through callbacks) (spec section 2, home states): 1 uploader → 2 uploaded resume → 3 result, plus the
 * section 4 resume flow: the payment popup for an unpaid resume, `?payment_success=true&resume_id=…` (load and
 * analyse unless the local flag says it ran), `?retry_payment=true&resume_id=…` (reopen the popup), `?resumeId=…`
 * (load, show an existing analysis), automatic analysis of a paid resume, `coming_from_reset`, and the demo.
 */
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { ResumeResponse } from "../../../shared/schemas/resume";
import type { VacancyMatch } from "../../../shared/schemas/vacancy-match";
import { Spinner } from "../../components/ui/Spinner";
import { useAnalysis } from "../../features/analysis/useAnalysis";
import { useAuth } from "../../features/auth/AuthContext";
import { fetchResume, UPLOAD_ERRORS } from "../../features/upload/api";
import { Uploader } from "../../features/upload/Uploader";
import {
  readLocal,
  readSession,
  removeLocal,
  removeSession,
  STORAGE_KEYS,
  writeLocal,
  writeSession,
} from "../../lib/storage";
import "../../features/analysis/analysis.css";

// Only the uploader is on screen at first; the views after it load when they are needed (home initial JS budget).
const UploadedResume = lazy(() =>
  import("../../features/upload/UploadedResume").then((module) => ({ default: module.UploadedResume })),
);
const AnalysisProgress = lazy(() =>
  import("../../features/analysis/AnalysisProgress").then((module) => ({ default: module.AnalysisProgress })),
);
const AnalysisErrorView = lazy(() =>
  import("../../features/analysis/AnalysisProgress").then((module) => ({ default: module.AnalysisErrorView })),
);
const ResultView = lazy(() => import("../../features/analysis/ResultView"));
const DemoAnalysis = lazy(() => import("../../features/analysis/demo/DemoAnalysis"));
const CoverLetterBlock = lazy(() => import("../../features/cover-letter/CoverLetterBlock"));
const ReworkBlock = lazy(() => import("../../features/rework/ReworkBlock"));
const VacancyMatchBlock = lazy(() => import("../../features/vacancy-match/VacancyMatchBlock"));
const PreviousVersionOffer = lazy(() =>
  import("./PreviousVersionOffer").then((module) => ({ default: module.PreviousVersionOffer })),
);
const RatingForm = lazy(() => import("../../features/rating/RatingForm"));
const PaymentDialog = lazy(() =>
  import("../../features/payment/PaymentDialog").then((module) => ({ default: module.PaymentDialog })),
);

/** Query parameters of spec section 2: `resumeId` opens a resume; `resume_id` comes back from the payment pages. */
const PARAMS = {
  resumeId: "resumeId",
  paymentResumeId: "resume_id",
  paymentSuccess: "payment_success",
  retryPayment: "retry_payment",
} as const;

type Intent = "show" | "paid" | "retry-payment";

function intentOf(params: URLSearchParams): { resumeId: string; intent: Intent } | null {
  const paymentResumeId = params.get(PARAMS.paymentResumeId);
  if (paymentResumeId && params.get(PARAMS.paymentSuccess) === "true")
    return { resumeId: paymentResumeId, intent: "paid" };
  if (paymentResumeId && params.get(PARAMS.retryPayment) === "true")
    return { resumeId: paymentResumeId, intent: "retry-payment" };
  const resumeId = params.get(PARAMS.resumeId) ?? paymentResumeId;
  return resumeId ? { resumeId, intent: "show" } : null;
}

/** The reset flag suppresses one automatic start (spec section 4); reading it uses it up. */
function consumeResetFlag(): boolean {
  const set = readSession(STORAGE_KEYS.comingFromReset) !== null;
  if (set) removeSession(STORAGE_KEYS.comingFromReset);
  return set;
}

export function ResumeWorkspace() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { onResumeEmailFound, user } = useAuth();
  const [resume, setResume] = useState<ResumeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [cameFromReset, setCameFromReset] = useState(false);
  const [demo, setDemo] = useState(false);
  const [payment, setPayment] = useState<{ open: boolean; message: string | null }>({ open: false, message: null });
  /** A compared vacancy handed to the cover-letter form in one click (issue 16); the id remounts the form filled in. */
  const [letterVacancy, setLetterVacancy] = useState<{
    id: string;
    company: string;
    position: string;
    vacancy: string;
  } | null>(null);
  const useVacancyForLetter = useCallback((match: VacancyMatch) => {
    setLetterVacancy({
      id: match.id,
      company: match.employer ?? "",
      position: match.vacancy_title ?? "",
      vacancy: match.vacancy_text.slice(0, 8000),
    });
  }, []);
  const openPayment = useCallback((message: string | null = null) => setPayment({ open: true, message }), []);
  const analysis = useAnalysis({ onPaymentRequired: openPayment });
  const { start, show, reset: resetAnalysis } = analysis;

  /** What to do once a resume is on screen: show its analysis, reopen payment, or start the analysis. */
  const applyIntent = useCallback(
    (loaded: ResumeResponse, intent: Intent) => {
      if (loaded.analysis) {
        writeLocal(STORAGE_KEYS.analyzed(loaded.id), "true");
        show(loaded.id, loaded.analysis);
        return;
      }
      if (!loaded.is_paid) {
        if (intent === "retry-payment") openPayment();
        return;
      }
      // The server starts a paid analysis itself (docs/decisions/035): one under way is shown whatever the flags say.
      // The reset flag suppresses one automatic start, but never the one after a payment (spec section 4).
      const underWay = loaded.analysis_status === "queued" || loaded.analysis_status === "running";
      const afterReset = consumeResetFlag() && intent !== "paid";
      const alreadyRan = readLocal(STORAGE_KEYS.analyzed(loaded.id)) !== null;
      if (!underWay && (afterReset || alreadyRan)) return;
      void start(loaded.id);
    },
    [openPayment, show, start],
  );

  // The URL names a resume: load it once per id and intent, then drop the one-shot payment parameters so a reload
  // does not pay or analyse twice. Keyed by the URL's values alone: the callbacks are effect events.
  const target = intentOf(searchParams);
  const targetId = target?.resumeId ?? null;
  const targetIntent = target?.intent ?? null;
  const handled = useRef<string | null>(null);
  const onLoadStart = useEffectEvent(() => resetAnalysis());
  const onLoaded = useEffectEvent((resumeId: string, loaded: ResumeResponse, intent: Intent) => {
    applyIntent(loaded, intent);
    if (intent !== "show") {
      handled.current = `${resumeId}:show`;
      setSearchParams({ [PARAMS.resumeId]: resumeId }, { replace: true });
    }
  });
  useEffect(() => {
    if (!targetId || !targetIntent || handled.current === `${targetId}:${targetIntent}`) return;
    handled.current = `${targetId}:${targetIntent}`;
    let active = true;
    setLoading(true);
    setDemo(false);
    onLoadStart();
    fetchResume(targetId)
      .then((loaded) => {
        if (!active) return;
        setLoading(false);
        setResume(loaded);
        setError(null);
        onLoaded(targetId, loaded, targetIntent);
      })
      .catch((reason: unknown) => {
        if (!active) return;
        setLoading(false);
        setError(reason instanceof Error ? reason.message : UPLOAD_ERRORS.loadFailed);
      });
    return () => {
      active = false;
    };
  }, [targetId, targetIntent]);

  const handleUploaded = useCallback(
    (uploaded: ResumeResponse) => {
      setResume(uploaded);
      setError(null);
      writeLocal(STORAGE_KEYS.hasEverUploaded, "true");
      if (uploaded.email) onResumeEmailFound(uploaded.email);
      applyIntent(uploaded, "show");
    },
    [onResumeEmailFound, applyIntent],
  );

  const handleReset = useCallback(() => {
    if (resume) removeLocal(STORAGE_KEYS.analyzed(resume.id));
    writeSession(STORAGE_KEYS.comingFromReset, "true");
    resetAnalysis();
    setResume(null);
    setError(null);
    setDemo(false);
    setPayment({ open: false, message: null });
    setLetterVacancy(null);
    setCameFromReset(true);
    handled.current = null;
    // Otherwise a reload would bring the resume back from the URL.
    if (intentOf(searchParams)) setSearchParams({}, { replace: true });
  }, [resume, resetAnalysis, searchParams, setSearchParams]);

  const handlePaid = useCallback(() => {
    setPayment({ open: false, message: null });
    if (!resume) return;
    setResume({ ...resume, is_paid: true });
    removeLocal(STORAGE_KEYS.analyzed(resume.id));
    void start(resume.id);
  }, [resume, start]);

  const paymentDialog = payment.open && resume && (
    <Suspense fallback={<Spinner label="Подготовка к оплате..." />}>
      <PaymentDialog
        resumeId={resume.id}
        reason={payment.message ?? undefined}
        onPaid={handlePaid}
        onClose={() => setPayment({ open: false, message: null })}
      />
    </Suspense>
  );

  if (demo) {
    return (
      <Suspense fallback={<Spinner label="Загружаем пример анализа…" />}>
        <DemoAnalysis
          onExit={handleReset}
          renderRating={(sample) => <RatingForm rating={sample} demo />}
          extras={<ReworkBlock subject={null} />}
        />
      </Suspense>
    );
  }

  if (loading) return <Spinner label="Загружаем резюме…" />;

  const { state } = analysis;
  if (resume && state.phase === "done") {
    return (
      <Suspense fallback={<Spinner label="Загружаем результат…" />}>
        <ResultView
          analysis={state.analysis}
          onUploadAnother={handleReset}
          coverLetterSlot={
            <>
              <ReworkBlock key={`rework-${resume.id}`} subject={{ resumeId: resume.id }} />
              {user && <PreviousVersionOffer key={`versions-${resume.id}`} resumeId={resume.id} userId={user.id} />}
              <VacancyMatchBlock
                key={`vacancy-${resume.id}`}
                resumeId={resume.id}
                onUseForLetter={useVacancyForLetter}
              />
              <CoverLetterBlock
                key={`letter-${resume.id}-${letterVacancy?.id ?? ""}`}
                resumeId={resume.id}
                initialLetters={resume.cover_letters}
                prefill={letterVacancy ?? undefined}
              />
            </>
          }
          ratingSlot={<RatingForm key={`rating-${resume.id}`} resumeId={resume.id} rating={resume.rating} />}
        />
      </Suspense>
    );
  }
  if (resume && state.phase === "running") {
    return (
      <Suspense fallback={<Spinner label="Загружаем…" />}>
        <AnalysisProgress startedAt={state.startedAt} />
      </Suspense>
    );
  }
  if (resume && state.phase === "error") {
    return (
      <Suspense fallback={<Spinner label="Загружаем…" />}>
        <AnalysisErrorView
          message={state.message}
          onRetry={() => void start(resume.id)}
          onUploadAnother={handleReset}
        />
      </Suspense>
    );
  }

  if (resume) {
    return (
      <>
        <Suspense fallback={<Spinner label="Загружаем…" />}>
          <UploadedResume
            resume={resume}
            onAnalyze={() => void start(resume.id)}
            onPay={() => openPayment()}
            onReset={handleReset}
            busy={false}
          />
        </Suspense>
        {paymentDialog}
      </>
    );
  }

  return (
    <>
      {error && (
        <p className="workspace__error" role="alert" data-testid="workspace-error">
          {error}
        </p>
      )}
      <Uploader onUploaded={handleUploaded} autoFocus={cameFromReset} />
      <div className="demo-entry">
        <button type="button" className="btn btn--ghost" onClick={() => setDemo(true)} data-testid="demo-button">
          Посмотреть пример анализа
        </button>
      </div>
    </>
  );
}
