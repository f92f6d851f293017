/** The reworked resume's endpoints (issue 25): the JSON for the side-by-side view and the DOCX download address. */
import { type ReworkedResume, reworkedResumeSchema } from "../../../shared/schemas/rework";
import { api } from "../../lib/api";

export const REWORK_ERRORS = {
  load: "Не получилось собрать исправленное резюме. Попробуй ещё раз через минуту.",
} as const;

/** `null` is the home page's sample (the demo), otherwise the visitor's own paid resume. */
export type ReworkSubject = { resumeId: string } | null;

const base = (subject: ReworkSubject): string =>
  subject ? `/api/resumes/${encodeURIComponent(subject.resumeId)}/rework/` : "/api/rework/demo/";

export async function loadRework(subject: ReworkSubject, signal?: AbortSignal): Promise<ReworkedResume> {
  return reworkedResumeSchema.parse(await api<unknown>(base(subject), { fallback: REWORK_ERRORS.load, signal }));
}

/** A plain link: the browser downloads the file with the visitor's cookies, as for any other page. */
export const reworkDocxUrl = (subject: ReworkSubject): string => `${base(subject)}docx/`;
