/** The sign-in calls of spec section 7, with the login error fallbacks of section 8. */
import { api } from "../../lib/api";

export const LOGIN_ERRORS = {
  checkUser: "Ошибка при проверке пользователя",
  sendCode: "Ошибка при отправке кода",
  verifyCode: "Ошибка проверки кода",
  resendCode: "Ошибка при повторной отправке кода",
  quickLogin: "Произошла ошибка при попытке быстрого входа",
  invalidEmail: "Пожалуйста, введите корректный email",
  invalidCode: "Пожалуйста, введите корректный код подтверждения",
  missingCodeId: "Ошибка идентификации кода. Попробуйте запросить новый код.",
} as const;

export interface RequestCodeResponse {
  code_id: string;
  message: string;
}

export interface VerifyCodeResponse {
  user_id: string;
  email: string;
  message: string;
}

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

export const requestCode = (email: string, fallback: string = LOGIN_ERRORS.sendCode) =>
  api<RequestCodeResponse>("/api/auth/request-code/", { method: "POST", json: { email }, fallback });

export const verifyCode = (codeId: string, codeValue: string) =>
  api<VerifyCodeResponse>("/api/auth/verify-code/", { method: "POST", json: { code_id: codeId, code_value: codeValue }, fallback: LOGIN_ERRORS.verifyCode });

export const checkEmail = (email: string, fallback: string = LOGIN_ERRORS.checkUser) =>
  api<CheckEmailResponse>("/api/auth/check-email/", { method: "POST", json: { email }, fallback });

export const logoutRequest = () => api<{ message: string }>("/api/auth/logout/", { method: "POST" });

export const fetchMe = () => api<MeResponse>("/api/auth/me/");
