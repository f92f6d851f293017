/** `POST /api/resumes/{id}/cover-letter/` (spec section 7) with the cover-letter error texts of section 8. */

import type { CoverLetter, CoverLetterRequestInput } from "../../../shared/schemas/cover-letter";
import { api } from "../../lib/api";

export const LETTER_ERRORS = {
  generate: "Произошла ошибка при генерации сопроводительного письма",
  unknown: "Произошла неизвестная ошибка",
} as const;

export function generateCoverLetter(
  resumeId: string,
  request: CoverLetterRequestInput,
  signal?: AbortSignal,
): Promise<CoverLetter> {
  return api<CoverLetter>(`/api/resumes/${encodeURIComponent(resumeId)}/cover-letter/`, {
    method: "POST",
    json: request,
    fallback: LETTER_ERRORS.generate,
    signal,
  });
}
