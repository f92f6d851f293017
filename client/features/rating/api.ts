/** `POST /api/resumes/{id}/rate/` (spec section 7) with the rating texts of section 8. */

import type { Rating } from "../../../shared/schemas/rating";
import { api } from "../../lib/api";

export const RATING_ERRORS = {
  save: "Не удалось сохранить оценку",
  send: "Произошла ошибка при отправке оценки",
} as const;

export function saveRating(
  resumeId: string,
  body: { stars: number; comment: string; publish_consent: boolean },
): Promise<Rating> {
  return api<Rating>(`/api/resumes/${encodeURIComponent(resumeId)}/rate/`, {
    method: "POST",
    json: { ...body, comment: body.comment.trim() || null },
    fallback: RATING_ERRORS.save,
    network: RATING_ERRORS.send,
  });
}
