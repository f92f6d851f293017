/** `POST /api/resumes/{id}/vacancy-match/` and `GET /api/resumes/{id}/vacancy-matches/` (issue 16). */

import type { VacancyMatch } from "../../../shared/schemas/vacancy-match";
import { api } from "../../lib/api";

export const MATCH_ERRORS = {
  match: "Не удалось сравнить резюме с вакансией. Попробуй ещё раз.",
  list: "Не удалось загрузить сохранённые сравнения.",
} as const;

export function matchVacancy(
  resumeId: string,
  body: { vacancy_text: string } | { vacancy_url: string },
  signal?: AbortSignal,
): Promise<VacancyMatch> {
  return api<VacancyMatch>(`/api/resumes/${encodeURIComponent(resumeId)}/vacancy-match/`, {
    method: "POST",
    json: body,
    fallback: MATCH_ERRORS.match,
    signal,
  });
}

export function listMatches(resumeId: string, signal?: AbortSignal): Promise<{ vacancy_matches: VacancyMatch[] }> {
  return api<{ vacancy_matches: VacancyMatch[] }>(`/api/resumes/${encodeURIComponent(resumeId)}/vacancy-matches/`, {
    fallback: MATCH_ERRORS.list,
    signal,
  });
}
