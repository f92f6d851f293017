/**
 * The session calls of spec section 7 the layout makes on every page (who is signed in, quick login, sign-out), with
 * their error fallbacks of section 8. Kept apart from the widget's calls (./api) so the first load carries only these.
 */
import { api } from "../../lib/api";

export const SESSION_ERRORS = {
  checkUser: "Ошибка при проверке пользователя",
  quickLogin: "Произошла ошибка при попытке быстрого входа",
} as const;

export interface CheckEmailResponse {
  exists: boolean;
  user_id: string | null;
  email?: string;
  /** Beyond the spec: true when this browser is not remembered for the address and a code must be sent. */
  code_required?: boolean;
  message: string;
}

export interface MeResponse {
  user: { id: string; email: string } | null;
}

export const checkEmail = (email: string, fallback: string = SESSION_ERRORS.checkUser) =>
  api<CheckEmailResponse>("/api/auth/check-email/", { method: "POST", json: { email }, fallback });

export const logoutRequest = () => api<{ message: string }>("/api/auth/logout/", { method: "POST" });

export const fetchMe = () => api<MeResponse>("/api/auth/me/");
