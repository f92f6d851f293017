/** The caller's own resumes (`GET /api/resumes/mine/`, decision 250): by account, or by the visitor cookie. */
import type { ResumeListItem } from "../../../shared/schemas/resume";
import { ApiError, api, CLIENT_CODES } from "../../lib/api";

export const MY_RESUMES_ERROR = "Не удалось загрузить список твоих резюме";

export async function fetchMyResumes(signal?: AbortSignal): Promise<ResumeListItem[]> {
  const body = await api<unknown>("/api/resumes/mine/", { signal, fallback: MY_RESUMES_ERROR });
  if (!Array.isArray(body)) throw new ApiError(MY_RESUMES_ERROR, 200, CLIENT_CODES.badResponse, body);
  return body as ResumeListItem[];
}
