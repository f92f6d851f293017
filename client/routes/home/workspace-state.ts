/**
 * The home page's resume workspace as named states and the events that move between them (decision 250). The
 * component (ResumeWorkspace.tsx) renders a state and turns clicks, URL parameters and answers into events; every
 * transition is here, a pure function, so a state the screen cannot show (a payment popup without a resume, an error
 * beside a result) cannot be written.
 *
 * The analysis run of a shown resume (running / done / error) is the analysis feature's own machine
 * (features/analysis/useAnalysis.ts); the workspace says which resume it is about.
 */
import type { ResumeResponse } from "../../../shared/schemas/resume";

/** A compared vacancy handed to the cover-letter form in one click (issue 16); its id remounts the form filled in. */
export interface LetterVacancy {
  id: string;
  company: string;
  position: string;
  vacancy: string;
}

export type WorkspaceState =
  /** Nothing chosen: the uploader (with the last load's error, and focus on it after a reset). */
  | { name: "uploader"; error: string | null; afterReset: boolean }
  /** A resume named by the URL is being fetched. */
  | { name: "loading"; resumeId: string }
  /** A resume on screen: uploaded, analysing or analysed (the analysis run says which), maybe with the payment popup. */
  | {
      name: "resume";
      resume: ResumeResponse;
      /** The payment popup, with the reason it opened (the analysis's 402 text), or null when closed. */
      payment: { message: string | null } | null;
      letterVacancy: LetterVacancy | null;
    }
  /** The sample analysis. */
  | { name: "demo" };

export type WorkspaceEvent =
  | { type: "load-started"; resumeId: string }
  | { type: "loaded"; resume: ResumeResponse }
  | { type: "load-failed"; message: string }
  | { type: "uploaded"; resume: ResumeResponse }
  | { type: "demo-opened" }
  | { type: "reset" }
  | { type: "payment-opened"; message: string | null }
  | { type: "payment-closed" }
  | { type: "paid" }
  | { type: "vacancy-for-letter"; vacancy: LetterVacancy };

export const INITIAL_WORKSPACE: WorkspaceState = { name: "uploader", error: null, afterReset: false };

function showResume(resume: ResumeResponse): WorkspaceState {
  return { name: "resume", resume, payment: null, letterVacancy: null };
}

export function workspaceReducer(state: WorkspaceState, event: WorkspaceEvent): WorkspaceState {
  switch (event.type) {
    case "load-started":
      return { name: "loading", resumeId: event.resumeId };
    case "loaded":
      // An answer for a load that was replaced (reset, another resume, the demo) is dropped.
      return state.name === "loading" && state.resumeId === event.resume.id ? showResume(event.resume) : state;
    case "load-failed":
      return state.name === "loading" ? { name: "uploader", error: event.message, afterReset: false } : state;
    case "uploaded":
      return showResume(event.resume);
    case "demo-opened":
      return { name: "demo" };
    case "reset":
      return { name: "uploader", error: null, afterReset: true };
    case "payment-opened":
      return state.name === "resume" ? { ...state, payment: { message: event.message } } : state;
    case "payment-closed":
      return state.name === "resume" ? { ...state, payment: null } : state;
    case "paid":
      return state.name === "resume" ? { ...state, payment: null, resume: { ...state.resume, is_paid: true } } : state;
    case "vacancy-for-letter":
      return state.name === "resume" ? { ...state, letterVacancy: event.vacancy } : state;
  }
}

/** The resume the workspace is about (on screen or being fetched), or null. */
export function workspaceResumeId(state: WorkspaceState): string | null {
  if (state.name === "resume") return state.resume.id;
  if (state.name === "loading") return state.resumeId;
  return null;
}
