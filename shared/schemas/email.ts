/**
 * The login e-mail rule and normalisation, shared by the worker and the client. Kept free of zod so the client's
 * first load (the sign-in prompt hangs off the layout) can use it without loading the schemas.
 */

/** The spec's login e-mail rule (section 5): non-space text, '@', non-space text, '.', non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const EMAIL_MESSAGE = "Пожалуйста, введите корректный email";
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed and lower-cased: the e-mail is the account key, `Ivan@Mail.ru` and `ivan@mail.ru` are one account. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The spec's form check (the server is stricter: one mailbox, see schemas/user.ts). */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
