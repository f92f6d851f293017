/** The profile panel's calls (spec section 7, plus the edit and deletion beyond the spec) and its error texts. */
import type { ResumeListItem } from "../../../shared/schemas/resume";
import type { ProfileUpdate, UserProfile } from "../../../shared/schemas/user";
import { api } from "../../lib/api";

export const PROFILE_ERRORS = {
  notSignedIn: "Пользователь не авторизован",
  missingUserId: "Отсутствует ID пользователя",
  history: "Не удалось получить историю резюме",
  profile: "Не удалось получить информацию о пользователе",
  generic: "Произошла ошибка при загрузке данных",
  save: "Не удалось сохранить профиль",
  delete: "Не удалось удалить аккаунт. Попробуй ещё раз.",
} as const;

export const fetchProfile = (email: string) =>
  api<UserProfile>("/api/user/create/", { method: "POST", json: { email }, fallback: PROFILE_ERRORS.profile });

export const fetchHistory = (userId: string) =>
  api<ResumeListItem[]>(`/api/resumes/user/${encodeURIComponent(userId)}/`, { fallback: PROFILE_ERRORS.history });

export const saveProfile = (changes: ProfileUpdate) =>
  api<UserProfile>("/api/user/profile/", { method: "PATCH", json: changes, fallback: PROFILE_ERRORS.save });

export const deleteAccount = () =>
  api<{ message: string }>("/api/user/", { method: "DELETE", fallback: PROFILE_ERRORS.delete });

/** One signed-in browser of the account (GET /api/auth/sessions/). */
export interface SignedInDevice {
  id: string;
  /** "Chrome, Windows", from the browser's User-Agent at sign-in. */
  label: string;
  signed_in_at: string;
  last_seen_at: string;
  /** This browser. */
  current: boolean;
}

export const DEVICE_ERRORS = {
  list: "Не удалось загрузить список устройств",
  signOutEverywhere: "Не удалось выйти на всех устройствах. Попробуй ещё раз.",
} as const;

export const fetchDevices = () =>
  api<{ sessions: SignedInDevice[] }>("/api/auth/sessions/", { fallback: DEVICE_ERRORS.list }).then(
    (answer) => answer.sessions,
  );

export const signOutEverywhere = () =>
  api<{ message: string }>("/api/auth/logout-all/", { method: "POST", fallback: DEVICE_ERRORS.signOutEverywhere });

export const COMPARE_ERROR = "Не удалось сравнить версии резюме. Попробуй ещё раз.";

/** `GET /api/resumes/{id}/compare/{other_id}/`: this version against an earlier one (issue 16). */
export const fetchComparison = (resumeId: string, otherId: string, signal?: AbortSignal) =>
  api<import("../../../shared/schemas/vacancy-match").ResumeComparison>(
    `/api/resumes/${encodeURIComponent(resumeId)}/compare/${encodeURIComponent(otherId)}/`,
    {
      fallback: COMPARE_ERROR,
      signal,
    },
  );

/** The reworked resume's document (issue 25): a plain download link, the browser sends the session cookie. */
export const reworkDocxPath = (resumeId: string) => `/api/resumes/${encodeURIComponent(resumeId)}/rework/docx/`;
