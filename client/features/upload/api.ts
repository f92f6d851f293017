/**
 * Load a resume (spec section 7: `GET /api/resumes/{id}/`) and the upload error catalogue of section 8. Sending a
 * file (`POST /api/resumes/`) is ./send.ts, loaded once the uploader is on screen rather than with it.
 */

import type { ResumeResponse } from "../../../shared/schemas/resume";
import { ApiError, api, CLIENT_CODES } from "../../lib/api";
import { loadResponseSchemas } from "../../lib/schemas";

export const UPLOAD_ERRORS = {
  fallback: "Произошла ошибка при загрузке файла",
  unknown: "Произошла неизвестная ошибка при загрузке файла.",
  serverStatus: (status: number, text: string) => `Ошибка сервера: ${status} ${text}`.trim(),
  loadFailed: "Не удалось загрузить резюме",
} as const;

/** Loads one resume of the current visitor or user; a stranger's or unknown id yields the server's 404 message. */
export async function fetchResume(id: string): Promise<ResumeResponse> {
  const [body, { resumeResponseSchema }] = await Promise.all([
    api<unknown>(`/api/resumes/${encodeURIComponent(id)}/`, { fallback: UPLOAD_ERRORS.loadFailed }),
    loadResponseSchemas(),
  ]);
  const parsed = resumeResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(UPLOAD_ERRORS.loadFailed, 200, CLIENT_CODES.badResponse, body);
  return parsed.data;
}
