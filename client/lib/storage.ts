/**
 * Browser storage keys of spec section 3, in one place. Reads never throw: storage can be disabled or hold
 * garbage, and a broken value is removed (spec section 5).
 */
export const STORAGE_KEYS = {
  user: "rework_user",
  knownEmails: "rework_known_emails",
  loginDismissed: "rework_id_dismissed",
  hasEverUploaded: "has_ever_uploaded_resume",
  processingEmail: "processing_email",
  comingFromReset: "coming_from_reset",
  /** Session flag (beyond the spec): the sign-in prompt opened by itself in this tab's visit; it does not again. */
  loginPrompted: "rework_id_prompted",
  analyzed: (resumeId: string) => `resume_analyzed_${resumeId}`,
} as const;

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the flags are conveniences, the server holds the truth.
  }
}

export function removeLocal(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* see writeLocal */
  }
}

export function readLocalJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readLocal(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
  } catch {
    /* fall through to removal */
  }
  removeLocal(key);
  return null;
}

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    /* see writeLocal */
  }
}

export function removeSession(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    /* see writeLocal */
  }
}
