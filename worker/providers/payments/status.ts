/**
 * T-Bank's payment statuses (protocol brief, «Статусная модель платежа») → the public status the client sees, and
 * the order in which a payment may move through them.
 *
 * Decision (docs/decisions/031): only CONFIRMED is "completed". We ask for one-stage payments (PayType "O"), where
 * AUTHORIZED is the brief moment before the debit; on a two-stage terminal AUTHORIZED money is merely held and
 * would never reach us without a Confirm call, so treating it as paid would give the analysis away.
 */
export type PublicPaymentStatus = "completed" | "failed" | "cancelled" | "pending";

export const TBANK_STATUSES = [
  "NEW",
  "FORM_SHOWED",
  "AUTHORIZING",
  "3DS_CHECKING",
  "3DS_CHECKED",
  "AUTHORIZED",
  "PAY_CHECKING",
  "CONFIRMING",
  "CONFIRMED",
  "REVERSING",
  "PARTIAL_REVERSED",
  "REVERSED",
  "REFUNDING",
  "PARTIAL_REFUNDED",
  "REFUNDED",
  "CANCELED",
  "DEADLINE_EXPIRED",
  "REJECTED",
  "AUTH_FAIL",
] as const;

const COMPLETED = new Set(["CONFIRMED"]);
const FAILED = new Set(["REJECTED", "AUTH_FAIL", "DEADLINE_EXPIRED"]);
const CANCELLED = new Set(["CANCELED", "REVERSED", "PARTIAL_REVERSED", "REFUNDED", "PARTIAL_REFUNDED"]);

export function publicStatusOf(rawStatus: string): PublicPaymentStatus {
  if (COMPLETED.has(rawStatus)) return "completed";
  if (FAILED.has(rawStatus)) return "failed";
  if (CANCELLED.has(rawStatus)) return "cancelled";
  return "pending";
}

/** Completed, failed and cancelled payments are settled: check-status stops asking the provider about them. */
export function isSettled(rawStatus: string): boolean {
  return publicStatusOf(rawStatus) !== "pending";
}

/**
 * Lifecycle rank: a state is applied only when its rank is higher than the current one, so late, repeated or
 * out-of-order reports (a REJECTED after the CONFIRMED, a stale FORM_SHOWED from GetState) change nothing and a
 * completed payment never goes back to pending. CONFIRMED outranks the failures because money actually debited
 * must never be lost. REVERSING/REFUNDING have no rank: applying them would turn a completed payment into
 * "pending"; their outcome (REVERSED/REFUNDED) is what counts. Unknown future statuses are ignored the same way.
 */
const RANK: Record<string, number> = {
  NEW: 0,
  FORM_SHOWED: 1,
  "3DS_CHECKING": 2,
  "3DS_CHECKED": 3,
  AUTHORIZING: 4,
  PAY_CHECKING: 4,
  AUTHORIZED: 5,
  CONFIRMING: 6,
  REJECTED: 7,
  AUTH_FAIL: 7,
  DEADLINE_EXPIRED: 7,
  CANCELED: 7,
  CONFIRMED: 8,
  PARTIAL_REVERSED: 9,
  PARTIAL_REFUNDED: 9,
  REVERSED: 10,
  REFUNDED: 10,
};

export function canMoveTo(currentStatus: string, nextStatus: string): boolean {
  const next = RANK[nextStatus];
  if (next === undefined) return false;
  return next > (RANK[currentStatus] ?? -1);
}

/** Statuses under which the resume counts as paid for: money was debited and not (fully) returned. */
export const PAID_STATUSES = ["CONFIRMED", "PARTIAL_REFUNDED"] as const;

/** Statuses that take the money back in full: the resume stays paid only through another payment. */
export const FULL_RETURN_STATUSES = new Set(["REVERSED", "REFUNDED"]);
