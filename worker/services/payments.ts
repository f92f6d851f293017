/**
 * Payments for resume analyses (spec sections 4, 7, 8; docs/decisions/030-033):
 * - start: one request at a time per resume (a D1 lock on the resume row) reuses its pending payment or creates
 *   one, a paid resume gets none;
 * - check: asks the provider (GetState) while a payment is unsettled;
 * - notification: the provider's verified report.
 * Every state a provider reports goes through `applyProviderState`: matched against our row, applied only forward
 * (status.ts ranks), written with its payment_events row and the resume's `is_paid` in one D1 batch. `is_paid` is
 * never set from anything else, so the browser cannot pay by saying so.
 * - no double charge: once a resume is paid, its other open payments are cancelled (their links die) and a second
 *   payment that is confirmed all the same is refunded (`closeRedundantPayments`, docs/decisions/033).
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { paymentEvents, payments, resumes, users } from "../db/schema";
import { ApiError, notFound, tooManyRequests } from "../lib/errors";
import { newId } from "../lib/ids";
import { describeError, log } from "../lib/log";
import { PAYMENT_LINK_LIFETIME_MS } from "../providers/payments/tbank";
import { canMoveTo, FULL_RETURN_STATUSES, isSettled, PAID_STATUSES, publicStatusOf, type PublicPaymentStatus } from "../providers/payments/status";
import {
  NotificationRejectedError,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentState,
} from "../providers/payments/types";
import type { Actor } from "../types";
import { findOwnedResume, requireOwnedResume } from "./ownership";
import { hitRateLimit } from "./rate-limit";

export type PaymentEventSource = "init" | "notification" | "check" | "sandbox" | "cancel";
/** Runs work after the answer (the route's `executionCtx.waitUntil`); the task never rejects. */
export type RunInBackground = (task: Promise<void>) => void;
type PaymentRow = typeof payments.$inferSelect;

export const PAYMENT_MESSAGES = {
  initFailed: "Не удалось инициализировать платеж",
  checkFailed: "Не удалось проверить статус платежа",
  alreadyPaid: "Анализ этого резюме уже оплачен",
  notFound: "Платеж не найден",
  unavailable: "Платёжный сервис недоступен. Пожалуйста, попробуйте ещё раз через минуту.",
  timeout: "Платёжный сервис не ответил вовремя. Пожалуйста, попробуйте ещё раз.",
  badResponse: "Платёжный сервис вернул некорректный ответ. Пожалуйста, попробуйте ещё раз.",
  rateLimited: "Слишком много попыток оплаты. Пожалуйста, попробуйте через час.",
  inProgress: "Платёж уже создаётся — подожди несколько секунд и попробуй снова.",
  receiptEmail: (siteName: string) =>
    `Для кассового чека нужен email: войдите через ${siteName} ID, и чек придёт на вашу почту.`,
} as const;

/** A pending payment's link is reused while it has at least this long to live (the bank's link lasts 24 h). */
const REUSE_MARGIN_MS = 60 * 60 * 1000;
const INIT_RATE_LIMIT = { limit: 20, windowSeconds: 3600 };
/** Concurrent reporters (a notification racing a poll) are resolved by retrying the compare-and-set this often. */
const APPLY_ATTEMPTS = 3;
/**
 * How long one request holds the right to create a resume's payment: longer than a GetState plus an Init at their
 * 15 s timeouts, so a slow holder never loses it mid-call; a holder that died blocks the resume this long at most.
 */
const PAYMENT_LOCK_MS = 45_000;
/** A second request (another tab, a double click) waits for the holder's payment about 3 s, then answers 409. */
const LOCK_WAIT_INTERVAL_MS = 300;
const LOCK_WAIT_ATTEMPTS = 10;
/** payment_events status marking a payment confirmed for a resume another payment had already paid: refund it. */
export const DUPLICATE_PAYMENT_EVENT = "DUPLICATE_PAYMENT";

/** A payment API error: the project's `{error, code}` plus the spec's `success`, `error_code`, `details`. */
export function paymentError(status: 400 | 402 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503 | 504, code: string, message: string, errorCode: string | null = null, details: string | null = null) {
  return new ApiError(status, code, message, { success: false, error_code: errorCode, details });
}

export interface StartPaymentInput {
  actor: Actor;
  resumeId: string;
  /** Origin for the return and notification URLs: SITE_URL or the request's origin. */
  origin: string;
  priceRub: number;
  siteName: string;
  now?: number;
}

export interface StartedPayment {
  paymentId: string;
  paymentUrl: string;
  reused: boolean;
}

export async function startPayment(db: Database, provider: PaymentProvider, input: StartPaymentInput): Promise<StartedPayment> {
  const resume = await requireOwnedResume(db, input.actor, input.resumeId);
  if (resume.isPaid) throw alreadyPaid();
  const amountKopecks = Math.round(input.priceRub * 100);
  for (let attempt = 0; attempt <= LOCK_WAIT_ATTEMPTS; attempt++) {
    if (attempt > 0) {
      await sleep(LOCK_WAIT_INTERVAL_MS);
      const holders = await paymentOfFinishedHolder(db, provider, resume.id, amountKopecks, input.now ?? Date.now());
      if (holders) return holders;
    }
    const lock = await claimPaymentLock(db, resume.id);
    if (lock === null) continue;
    try {
      return await reuseOrCreatePayment(db, provider, input, resume, amountKopecks);
    } finally {
      await releasePaymentLock(db, resume.id, lock);
    }
  }
  log.warn("payment_init_contended", { resumeId: resume.id });
  throw paymentError(409, "payment_in_progress", PAYMENT_MESSAGES.inProgress, "payment_in_progress");
}

const alreadyPaid = () => paymentError(409, "already_paid", PAYMENT_MESSAGES.alreadyPaid, "already_paid");
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Claims the resume's payment lock: one conditional UPDATE, which D1 applies atomically, so of concurrent callers
 * exactly one gets the row back. A paid resume can't be claimed. Returns the lock's expiry (its owner token) or null.
 */
async function claimPaymentLock(db: Database, resumeId: string): Promise<number | null> {
  const now = Date.now();
  const until = now + PAYMENT_LOCK_MS;
  const claimed = await db
    .update(resumes)
    .set({ paymentLockUntil: until })
    .where(and(eq(resumes.id, resumeId), eq(resumes.isPaid, false), or(isNull(resumes.paymentLockUntil), lt(resumes.paymentLockUntil, now))))
    .returning({ id: resumes.id })
    .get();
  return claimed ? until : null;
}

/** Releases only our own lock (a holder that outlived it must not free someone else's); expiry covers a failure. */
async function releasePaymentLock(db: Database, resumeId: string, until: number): Promise<void> {
  try {
    await db.update(resumes).set({ paymentLockUntil: null }).where(and(eq(resumes.id, resumeId), eq(resumes.paymentLockUntil, until))).run();
  } catch (error) {
    log.warn("payment_lock_release_failed", { resumeId, ...describeError(error) });
  }
}

/**
 * For a caller that found the lock taken: once the holder has let go, the payment it reused or created (just
 * checked or created, so not asked about again). Null while the holder works, or if it failed (the caller then
 * claims the lock itself and gets the real answer).
 */
async function paymentOfFinishedHolder(db: Database, provider: PaymentProvider, resumeId: string, amountKopecks: number, now: number): Promise<StartedPayment | null> {
  const resume = await db.select({ isPaid: resumes.isPaid, lockUntil: resumes.paymentLockUntil }).from(resumes).where(eq(resumes.id, resumeId)).get();
  if (resume?.isPaid) throw alreadyPaid();
  if (!resume || (resume.lockUntil !== null && resume.lockUntil >= Date.now())) return null;
  const payment = await findReusablePayment(db, provider, resumeId, amountKopecks, now);
  return payment?.paymentUrl ? { paymentId: payment.id, paymentUrl: payment.paymentUrl, reused: true } : null;
}

/** Under the resume's payment lock: hand out its pending payment again, or create one through the provider. */
async function reuseOrCreatePayment(
  db: Database,
  provider: PaymentProvider,
  input: StartPaymentInput,
  resume: { id: string; email: string | null },
  amountKopecks: number,
): Promise<StartedPayment> {
  const now = input.now ?? Date.now();
  const reusable = await findReusablePayment(db, provider, resume.id, amountKopecks, now);
  if (reusable) {
    const current = await refreshQuietly(db, provider, reusable);
    if (publicStatusOf(current.status) === "completed") throw alreadyPaid();
    if (publicStatusOf(current.status) === "pending" && current.paymentUrl) {
      return { paymentId: current.id, paymentUrl: current.paymentUrl, reused: true };
    }
  }

  const ownerKey = input.actor.userId ? `user:${input.actor.userId}` : `visitor:${input.actor.visitorId}`;
  if (!(await hitRateLimit(db, { key: `payment-init:${ownerKey}`, ...INIT_RATE_LIMIT }, now))) {
    throw tooManyRequests(PAYMENT_MESSAGES.rateLimited);
  }

  const paymentId = newId();
  const title = `Анализ резюме — ${input.siteName}`;
  const resumeQuery = `?resume_id=${encodeURIComponent(resume.id)}`;
  let result;
  try {
    result = await provider.init({
      orderId: paymentId,
      amountKopecks,
      description: title,
      itemName: title,
      receiptEmail: await buyerEmail(db, input.actor, resume.email),
      successUrl: `${input.origin}/payment/success/${resumeQuery}`,
      failUrl: `${input.origin}/payment/fail/${resumeQuery}`,
      notificationUrl: `${input.origin}/api/payment/notification/`,
    });
  } catch (error) {
    throw providerFailure(error, PAYMENT_MESSAGES.initFailed, input.siteName);
  }

  await db.batch([
    db.insert(payments).values({
      id: paymentId,
      resumeId: resume.id,
      provider: provider.name,
      providerPaymentId: result.providerPaymentId,
      status: result.status,
      amountKopecks,
      paymentUrl: result.paymentUrl,
      updatedAt: new Date(now),
    }),
    db.insert(paymentEvents).values({ paymentId, status: result.status, source: "init", payload: JSON.stringify(result.raw) }),
  ]);
  log.info("payment_initialised", { paymentId, resumeId: resume.id, provider: provider.name, amountKopecks });
  return { paymentId, paymentUrl: result.paymentUrl, reused: false };
}

/** The receipt goes to the signed-in user's e-mail, else to the one found in the resume (decision 031). */
async function buyerEmail(db: Database, actor: Actor, resumeEmail: string | null): Promise<string | null> {
  if (actor.userId) {
    const user = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId)).get();
    if (user?.email) return user.email;
  }
  return resumeEmail;
}

async function findReusablePayment(db: Database, provider: PaymentProvider, resumeId: string, amountKopecks: number, now: number) {
  const freshSince = new Date(now - (PAYMENT_LINK_LIFETIME_MS - REUSE_MARGIN_MS));
  const latest = await db
    .select()
    .from(payments)
    .where(and(eq(payments.resumeId, resumeId), eq(payments.provider, provider.name), isNotNull(payments.paymentUrl), gt(payments.createdAt, freshSince)))
    .orderBy(desc(payments.createdAt))
    .get();
  return latest && latest.amountKopecks === amountKopecks && !isSettled(latest.status) ? latest : null;
}

/** Brings a payment up to date before its link is handed out again; if the provider can't say, the row stands. */
async function refreshQuietly(db: Database, provider: PaymentProvider, payment: PaymentRow): Promise<PaymentRow> {
  try {
    return await syncWithProvider(db, provider, payment);
  } catch (error) {
    log.warn("payment_refresh_failed", { paymentId: payment.id, error: error instanceof Error ? error.message : String(error) });
    return payment;
  }
}

export interface PaymentStatusResult {
  paymentId: string;
  status: PublicPaymentStatus;
  isPaid: boolean;
}

export async function checkPaymentStatus(
  db: Database,
  provider: PaymentProvider,
  actor: Actor,
  paymentId: string,
  runInBackground: RunInBackground,
): Promise<PaymentStatusResult> {
  const payment = await db.select().from(payments).where(eq(payments.id, paymentId)).get();
  // A stranger learns nothing, not even that the payment exists.
  if (!payment || !(await findOwnedResume(db, actor, payment.resumeId))) throw notFound(PAYMENT_MESSAGES.notFound);
  let current = payment;
  try {
    current = await syncWithProvider(db, provider, payment);
  } catch (error) {
    throw providerFailure(error, PAYMENT_MESSAGES.checkFailed, "");
  }
  // Also retries a cancel or refund that failed when the resume was paid.
  runInBackground(closeRedundantPayments(db, provider, payment.resumeId));
  const resume = await db.select({ isPaid: resumes.isPaid }).from(resumes).where(eq(resumes.id, payment.resumeId)).get();
  return { paymentId: current.id, status: publicStatusOf(current.status), isPaid: resume?.isPaid ?? false };
}

/** Asks the provider (GetState) about an unsettled payment and records what it says; settled ones are final. */
async function syncWithProvider(db: Database, provider: PaymentProvider, payment: PaymentRow): Promise<PaymentRow> {
  // A payment made through another provider (the config changed since) can't be asked about here.
  if (isSettled(payment.status) || !payment.providerPaymentId || payment.provider !== provider.name) return payment;
  const state = await provider.getState(payment.providerPaymentId);
  if (describeMismatch(payment, state)) {
    log.error("payment_state_mismatch", { paymentId: payment.id, source: "check", mismatch: describeMismatch(payment, state) });
    throw new PaymentProviderError("bad_response", "GetState does not match the payment");
  }
  await applyProviderState(db, payment, state, "check");
  return (await db.select().from(payments).where(eq(payments.id, payment.id)).get()) ?? payment;
}

export type NotificationOutcome = "applied" | "unchanged";

/**
 * A provider notification (raw body): verified by the provider (Token, TerminalKey), matched against our order
 * (OrderId, PaymentId, Amount), then applied once. Throws ApiError for anything that must not be acknowledged.
 */
export async function processNotification(
  db: Database,
  provider: PaymentProvider,
  body: string,
  source: "notification" | "sandbox",
  runInBackground: RunInBackground,
): Promise<NotificationOutcome> {
  let state: ProviderPaymentState;
  try {
    state = await provider.verifyNotification(body);
  } catch (error) {
    if (!(error instanceof NotificationRejectedError)) throw error;
    log.warn("payment_notification_rejected", { provider: provider.name, reason: error.reason });
    throw paymentError(error.reason === "malformed" ? 400 : 403, "invalid_notification", "Уведомление не прошло проверку подписи", error.reason);
  }
  const payment = await db.select().from(payments).where(eq(payments.id, state.orderId)).get();
  if (!payment) {
    log.warn("payment_notification_unknown_order", { provider: provider.name, orderId: state.orderId });
    throw paymentError(404, "payment_not_found", PAYMENT_MESSAGES.notFound);
  }
  const mismatch = payment.provider !== provider.name ? "provider" : describeMismatch(payment, state);
  if (mismatch) {
    log.error("payment_state_mismatch", { paymentId: payment.id, source, mismatch, reportedAmount: state.amountKopecks, reportedPaymentId: state.providerPaymentId });
    throw paymentError(400, "payment_mismatch", "Уведомление не соответствует платежу", mismatch);
  }
  const outcome = await applyProviderState(db, payment, state, source);
  // After the answer: the bank waits for our `OK` (up to 10 s during the payment), not for other payments' cancels.
  runInBackground(closeRedundantPayments(db, provider, payment.resumeId));
  return outcome;
}

/** What differs between our order and the provider's report, or null: the bank's security guidance. */
function describeMismatch(payment: PaymentRow, state: ProviderPaymentState): string | null {
  if (state.orderId !== payment.id) return "order_id";
  if (state.amountKopecks !== payment.amountKopecks) return "amount";
  if (payment.providerPaymentId && state.providerPaymentId !== payment.providerPaymentId) return "payment_id";
  return null;
}

/**
 * Applies a verified state if it moves the payment forward: a compare-and-set on the status, the event row only if
 * that update happened (`changes()` of the previous statement in the same batch), and `is_paid` from the payment's
 * new state, all in one D1 batch (one transaction). A lost race is retried against the fresh row.
 */
async function applyProviderState(db: Database, payment: PaymentRow, state: ProviderPaymentState, source: PaymentEventSource): Promise<NotificationOutcome> {
  let current = payment;
  for (let attempt = 0; attempt < APPLY_ATTEMPTS; attempt++) {
    if (!canMoveTo(current.status, state.status)) {
      log.info("payment_state_unchanged", { paymentId: payment.id, source, current: current.status, reported: state.status });
      return "unchanged";
    }
    const [update, , duplicateMark] = await db.$client.batch(stateChangeStatements(db.$client, current, state, source));
    if (update?.meta.changes === 1) {
      log.info("payment_state_changed", { paymentId: payment.id, source, from: current.status, to: state.status });
      if (publicStatusOf(state.status) === "completed" && duplicateMark?.meta.changes === 1) {
        log.warn("payment_duplicate_confirmed", { paymentId: payment.id, resumeId: payment.resumeId, source, action: "refund" });
      }
      return "applied";
    }
    const fresh = await db.select().from(payments).where(eq(payments.id, payment.id)).get();
    if (!fresh) return "unchanged";
    current = fresh;
  }
  log.warn("payment_state_contended", { paymentId: payment.id, source, reported: state.status });
  return "unchanged";
}

/**
 * The three statements of one state change, run as one D1 batch (a single transaction), in raw SQL because the
 * event insert depends on `changes()` of the update before it, which the query builder cannot express:
 * 1. compare-and-set the payment's status (only from the status we read, so a concurrent reporter can't be overwritten);
 * 2. the payment_events row, only if (1) changed the row;
 * 3. on CONFIRMED, if (1) happened while the resume was already paid (by another payment: `is_paid` is set from
 *    payments only), a DUPLICATE_PAYMENT event: the mark `closeRedundantPayments` refunds by, decided in the same
 *    transaction so two confirmations racing each other can't both be taken for the duplicate;
 * 4. the resume's `is_paid`, guarded by "this payment now has that status": set on CONFIRMED (a no-op for a
 *    duplicate), and on a full refund/reversal recomputed from the resume's other payments.
 */
function stateChangeStatements(d1: D1Database, payment: PaymentRow, state: ProviderPaymentState, source: PaymentEventSource): D1PreparedStatement[] {
  const statements = [
    d1
      .prepare("UPDATE payments SET status = ?1, provider_payment_id = COALESCE(provider_payment_id, ?2), updated_at = ?3 WHERE id = ?4 AND status = ?5")
      .bind(state.status, state.providerPaymentId, Date.now(), payment.id, payment.status),
    d1
      .prepare("INSERT INTO payment_events (payment_id, status, source, payload) SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1")
      .bind(payment.id, state.status, source, JSON.stringify(state.raw)),
  ];
  const landed = "EXISTS (SELECT 1 FROM payments WHERE id = ?2 AND status = ?3)";
  if (publicStatusOf(state.status) === "completed") {
    statements.push(
      // changes() is now that of the event insert: 1 exactly when this batch's compare-and-set happened.
      d1
        .prepare("INSERT INTO payment_events (payment_id, status, source, payload) SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1 AND EXISTS (SELECT 1 FROM resumes WHERE id = ?5 AND is_paid = 1)")
        .bind(payment.id, DUPLICATE_PAYMENT_EVENT, source, JSON.stringify({ reason: "resume_already_paid", action: "refund" }), payment.resumeId),
      d1.prepare(`UPDATE resumes SET is_paid = 1 WHERE id = ?1 AND ${landed}`).bind(payment.resumeId, payment.id, state.status),
    );
  } else if (FULL_RETURN_STATUSES.has(state.status)) {
    const paid = PAID_STATUSES.map((status) => `'${status}'`).join(", ");
    statements.push(
      d1
        .prepare(`UPDATE resumes SET is_paid = EXISTS (SELECT 1 FROM payments WHERE resume_id = ?1 AND status IN (${paid})) WHERE id = ?1 AND ${landed}`)
        .bind(payment.resumeId, payment.id, state.status),
    );
  }
  return statements;
}

/**
 * No double charge: once a resume is paid, every other payment of it that can still take money is cancelled
 * (NEW → CANCELED: its link dies), and one marked DUPLICATE_PAYMENT (confirmed after the resume was paid) is
 * refunded (CONFIRMED → REFUNDED; `is_paid` stays, the resume is paid by the other payment). Idempotent, so each
 * check-status and notification of the resume retries what failed before. Never rejects: failures are logged.
 */
export async function closeRedundantPayments(db: Database, provider: PaymentProvider, resumeId: string): Promise<void> {
  try {
    const resume = await db.select({ isPaid: resumes.isPaid }).from(resumes).where(eq(resumes.id, resumeId)).get();
    if (!resume?.isPaid) return;
    for (const payment of await redundantPayments(db, provider, resumeId)) {
      await cancelPayment(db, provider, payment);
    }
  } catch (error) {
    log.error("payment_close_redundant_failed", { resumeId, ...describeError(error) });
  }
}

/**
 * The nightly safety net for `closeRedundantPayments`: a cancel or refund that failed is otherwise retried only when
 * another report for that resume arrives. Visits paid resumes that have more than one payment with this provider.
 */
export async function sweepRedundantPayments(db: Database, provider: PaymentProvider, limit = 200): Promise<number> {
  const candidates = await db
    .select({ resumeId: payments.resumeId })
    .from(payments)
    .innerJoin(resumes, eq(resumes.id, payments.resumeId))
    .where(and(eq(resumes.isPaid, true), eq(payments.provider, provider.name)))
    .groupBy(payments.resumeId)
    .having(sql`count(*) > 1`)
    .limit(limit)
    .all();
  for (const { resumeId } of candidates) await closeRedundantPayments(db, provider, resumeId);
  return candidates.length;
}

/** The resume's payments this provider can cancel that are still open, or confirmed as a duplicate. */
async function redundantPayments(db: Database, provider: PaymentProvider, resumeId: string): Promise<PaymentRow[]> {
  const candidates = await db
    .select()
    .from(payments)
    .where(and(eq(payments.resumeId, resumeId), eq(payments.provider, provider.name), isNotNull(payments.providerPaymentId)))
    .all();
  const open = candidates.filter((payment) => !isSettled(payment.status));
  const confirmed = candidates.filter((payment) => payment.status === "CONFIRMED");
  if (confirmed.length === 0) return open;
  const marked = await db
    .select({ paymentId: paymentEvents.paymentId })
    .from(paymentEvents)
    .where(and(inArray(paymentEvents.paymentId, confirmed.map((payment) => payment.id)), eq(paymentEvents.status, DUPLICATE_PAYMENT_EVENT)))
    .all();
  const duplicates = new Set(marked.map((event) => event.paymentId));
  return [...open, ...confirmed.filter((payment) => duplicates.has(payment.id))];
}

/** One Cancel call, its answer matched against our order and applied like any reported state. */
async function cancelPayment(db: Database, provider: PaymentProvider, payment: PaymentRow): Promise<void> {
  const refund = payment.status === "CONFIRMED";
  try {
    const state = await provider.cancel(payment.providerPaymentId ?? "", payment.amountKopecks);
    const mismatch = describeMismatch(payment, state);
    if (mismatch) {
      log.error("payment_state_mismatch", { paymentId: payment.id, source: "cancel", mismatch });
      return;
    }
    const outcome = await applyProviderState(db, payment, state, "cancel");
    log.warn(refund ? "payment_duplicate_refunded" : "payment_redundant_cancelled", { paymentId: payment.id, resumeId: payment.resumeId, status: state.status, outcome });
  } catch (error) {
    // Left as it is: the next check-status or notification for this resume tries again.
    log.error("payment_cancel_failed", { paymentId: payment.id, resumeId: payment.resumeId, refund, ...describeError(error) });
  }
}

/** A provider failure as the API answers it: the spec's `{success:false, error, error_code, details}`. */
function providerFailure(error: unknown, failedMessage: string, siteName: string): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  switch (error.code) {
    case "provider_error":
      return paymentError(502, "payment_provider_error", failedMessage, error.providerCode, error.details);
    case "network_error":
      return paymentError(502, "payment_provider_unavailable", PAYMENT_MESSAGES.unavailable, "network_error");
    case "timeout":
      return paymentError(504, "payment_provider_timeout", PAYMENT_MESSAGES.timeout, "timeout");
    case "bad_response":
      return paymentError(502, "payment_provider_error", PAYMENT_MESSAGES.badResponse, "bad_response");
    case "receipt_email_required":
      return paymentError(422, "receipt_email_required", PAYMENT_MESSAGES.receiptEmail(siteName || "Rework"), "receipt_email_required");
  }
}
