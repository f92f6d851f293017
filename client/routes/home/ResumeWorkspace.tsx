/**
 * The home page's working area, a page-level composition (features don't import each other; this page wires the
 * upload, analysis, payment and sign-in features together through callbacks) (spec section 2, home states): 1 uploader → 2 uploaded resume → 3 result, plus the
 * section 4 resume flow: the payment popup for an unpaid resume, `?payment_success=true&resume_id=…` (load and
 * analyse unless the local flag says it ran), `?retry_payment=true&resume_id=…` (reopen the popup), `?resumeId=…`
 * (load, show an existing analysis), automatic analysis of a paid resume, `coming_from_reset`, and the demo.
 *
 * The states and their transitions are `workspace-state.ts` (a reducer with named states, decision 250); this file
 * renders a state and turns the URL, clicks and answers into its events. An upload puts `?resumeId=` into the
 * address, so a reload keeps the resume on screen; the visitor's other resumes are listed under the uploader.
 */
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useReducer, useState } from "react";
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
import { INITIAL_WORKSPACE, type LetterVacancy, workspaceReducer, workspaceResumeId } from "./workspace-state";

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
const MyResumes = lazy(() => import("../../features/my-resumes/MyResumes"));
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
  const [state, dispatch] = useReducer(workspaceReducer, INITIAL_WORKSPACE);
  const useVacancyForLetter = useCallback((match: VacancyMatch) => {
    const vacancy: LetterVacancy = {
      id: match.id,
      company: match.employer ?? "",
      position: match.vacancy_title ?? "",
      vacancy: match.vacancy_text.slice(0, 8000),
    };
    dispatch({ type: "vacancy-for-letter", vacancy });
  }, []);
  const openPayment = useCallback((message: string | null = null) => dispatch({ type: "payment-opened", message }), []);
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

  // The URL names a resume: load it unless it is the one on screen (an upload or a finished load put it there), then
  // turn the one-shot payment parameters into `?resumeId=` so a reload does not pay or analyse twice. Keyed by the
  // URL's values alone: the callbacks and the current state are read through effect events.
  const target = intentOf(searchParams);
  const targetId = target?.resumeId ?? null;
  const targetIntent = target?.intent ?? null;
  const alreadyShown = useEffectEvent(
    (resumeId: string, intent: Intent) => intent === "show" && workspaceResumeId(state) === resumeId,
  );
  const onLoadStart = useEffectEvent((resumeId: string) => {
    resetAnalysis();
    dispatch({ type: "load-started", resumeId });
  });
  const onLoaded = useEffectEvent((resumeId: string, loaded: ResumeResponse, intent: Intent) => {
    dispatch({ type: "loaded", resume: loaded });
    applyIntent(loaded, intent);
    if (intent !== "show") setSearchParams({ [PARAMS.resumeId]: resumeId }, { replace: true });
  });
  useEffect(() => {
    if (!targetId || !targetIntent || alreadyShown(targetId, targetIntent)) return;
    let active = true;
    onLoadStart(targetId);
    fetchResume(targetId)
      .then((loaded) => {
        if (active) onLoaded(targetId, loaded, targetIntent);
      })
      .catch((reason: unknown) => {
        if (active)
          dispatch({
            type: "load-failed",
            message: reason instanceof Error ? reason.message : UPLOAD_ERRORS.loadFailed,
          });
      });
    return () => {
      active = false;
    };
  }, [targetId, targetIntent]);

  const openResume = useCallback(
    (resumeId: string) => setSearchParams({ [PARAMS.resumeId]: resumeId }),
    [setSearchParams],
  );

  const handleUploaded = useCallback(
    (uploaded: ResumeResponse) => {
      dispatch({ type: "uploaded", resume: uploaded });
      writeLocal(STORAGE_KEYS.hasEverUploaded, "true");
      // In the address, so a reload (or the way back from the bank) finds the resume again.
      setSearchParams({ [PARAMS.resumeId]: uploaded.id }, { replace: true });
      if (uploaded.email) onResumeEmailFound(uploaded.email);
      applyIntent(uploaded, "show");
    },
    [onResumeEmailFound, applyIntent, setSearchParams],
  );

  const shownId = workspaceResumeId(state);
  const handleReset = useCallback(() => {
    if (shownId) removeLocal(STORAGE_KEYS.analyzed(shownId));
    writeSession(STORAGE_KEYS.comingFromReset, "true");
    resetAnalysis();
    dispatch({ type: "reset" });
    // Otherwise a reload would bring the resume back from the URL.
    if (intentOf(searchParams)) setSearchParams({}, { replace: true });
  }, [shownId, resetAnalysis, searchParams, setSearchParams]);

  const handlePaid = useCallback(() => {
    dispatch({ type: "paid" });
    if (!shownId) return;
    removeLocal(STORAGE_KEYS.analyzed(shownId));
    void start(shownId);
  }, [shownId, start]);

  // The list of the visitor's resumes asks the server only when this browser ever uploaded or someone is signed in;
  // read after hydration (storage is not on the server).
  const [listWanted, setListWanted] = useState(false);
  useEffect(() => {
    setListWanted(user !== null || readLocal(STORAGE_KEYS.hasEverUploaded) === "true");
  }, [user]);

  if (state.name === "demo") {
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

  if (state.name === "loading") return <Spinner label="Загружаем резюме…" />;

  if (state.name === "uploader") {
    return (
      <>
        {state.error && (
          <p className="workspace__error" role="alert" data-testid="workspace-error">
            {state.error}
          </p>
        )}
        <Uploader onUploaded={handleUploaded} autoFocus={state.afterReset} />
        <div className="demo-entry">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => dispatch({ type: "demo-opened" })}
            data-testid="demo-button"
          >
            Посмотреть пример анализа
          </button>
        </div>
        {listWanted && (
          <Suspense fallback={null}>
            <MyResumes key={user?.id ?? "visitor"} onOpen={openResume} />
          </Suspense>
        )}
      </>
    );
  }

  const { resume, payment, letterVacancy } = state;
  const run = analysis.state;
  if (run.phase === "done") {
    return (
      <Suspense fallback={<Spinner label="Загружаем результат…" />}>
        <ResultView
          analysis={run.analysis}
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
  if (run.phase === "running") {
    return (
      <Suspense fallback={<Spinner label="Загружаем…" />}>
        <AnalysisProgress startedAt={run.startedAt} />
      </Suspense>
    );
  }
  if (run.phase === "error") {
    return (
      <Suspense fallback={<Spinner label="Загружаем…" />}>
        <AnalysisErrorView message={run.message} onRetry={() => void start(resume.id)} onUploadAnother={handleReset} />
      </Suspense>
    );
  }

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
      {payment && (
        <Suspense fallback={<Spinner label="Подготовка к оплате..." />}>
          <PaymentDialog
            resumeId={resume.id}
            reason={payment.message ?? undefined}
            onPaid={handlePaid}
            onClose={() => dispatch({ type: "payment-closed" })}
          />
        </Suspense>
      )}
    </>
  );
}
