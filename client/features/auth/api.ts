/**
 * The sign-in widget's calls of spec section 7, with the login error fallbacks of section 8. The session calls the
 * layout needs on every page (me, check-email, logout) are in ./session-api, so this module loads with the widget.
 */
import { api } from "../../lib/api";
import { SESSION_ERRORS } from "./session-api";

export const LOGIN_ERRORS = {
  ...SESSION_ERRORS,
  sendCode: "Ошибка при отправке кода",
  verifyCode: "Ошибка проверки кода",
  resendCode: "Ошибка при повторной отправке кода",
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

export const requestCode = (email: string, fallback: string = LOGIN_ERRORS.sendCode) =>
  api<RequestCodeResponse>("/api/auth/request-code/", { method: "POST", json: { email }, fallback });

export const verifyCode = (codeId: string, codeValue: string) =>
  api<VerifyCodeResponse>("/api/auth/verify-code/", {
    method: "POST",
    json: { code_id: codeId, code_value: codeValue },
    fallback: LOGIN_ERRORS.verifyCode,
  });
