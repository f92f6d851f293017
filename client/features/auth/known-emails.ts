/**
 * The known-e-mails list (`rework_known_emails`, spec section 3): addresses that signed in on this browser,
 * newest first, offered for quick login. Quick login itself is decided by the server's remember-device cookie.
 */
import { normalizeEmail } from "../../../shared/schemas/email";
import { readLocalJson, STORAGE_KEYS, writeLocal } from "../../lib/storage";

const MAX_KNOWN_EMAILS = 5;

const isEmailList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

export { isValidEmail, normalizeEmail } from "../../../shared/schemas/email";

export function readKnownEmails(): string[] {
  return readLocalJson(STORAGE_KEYS.knownEmails, isEmailList) ?? [];
}

export function isKnownEmail(email: string): boolean {
  return readKnownEmails().includes(normalizeEmail(email));
}

export function addKnownEmail(email: string): void {
  const normalized = normalizeEmail(email);
  const next = [normalized, ...readKnownEmails().filter((item) => item !== normalized)].slice(0, MAX_KNOWN_EMAILS);
  writeLocal(STORAGE_KEYS.knownEmails, JSON.stringify(next));
}

export function removeKnownEmail(email: string): void {
  const normalized = normalizeEmail(email);
  writeLocal(STORAGE_KEYS.knownEmails, JSON.stringify(readKnownEmails().filter((item) => item !== normalized)));
}
