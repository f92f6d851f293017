/**
 * `startPayment` (spec section 4, decision 033): one request at a time per resume (a D1 lock on the resume row)
 * reuses its pending payment or creates one through the provider; a paid resume gets none.
 */
import { and, desc, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentEvents, payments, resumes, users } from "../../db/schema";
import { tooManyRequests } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { describeError, log } from "../../lib/log";
import { PAYMENT_LINK_LIFETIME_MS } from "../../providers/payments/tbank";
import { isSettled, publicStatusOf } from "../../providers/payments/status";
import type { InitPaymentResult, PaymentProvider } from "../../providers/payments/types";
import type { Actor } from "../../types";
import { startPaidAnalysis, type AnalysisQueue } from "../analysis";
import { requireOwnedResume } from "../ownership";
import { hitRateLimit } from "../rate-limit";
import { alreadyPaid, paymentError, PAYMENT_MESSAGES, providerFailure } from "./errors";
import { syncWithProvider, type PaymentRow } from "./provider-state";

/** A pending payment's link is reused while it has at least this long to live (the bank's link lasts 24 h). */
const REUSE_MARGIN_MS = 60 * 60 * 1000;
const INIT_RATE_LIMIT = { limit: 20, windowSeconds: 3600 };
/**
 * How long one request holds the right to create a resume's payment: longer than a GetState plus an Init at their
 * 15 s timeouts, so a slow holder never loses it mid-call; a holder that died blocks the resume this long at most.
 */
const PAYMENT_LOCK_MS = 45_000;
/** A second request (another tab, a double click) waits for the holder's payment about 3 s, then answers 409. */
const LOCK_WAIT_INTERVAL_MS = 300;
const LOCK_WAIT_ATTEMPTS = 10;

export interface StartPaymentInput {
  actor: Actor;
  resumeId: string;
  /** Origin for the return and notification URLs: SITE_URL or the request's origin. */
  origin: string;
  priceRub: number;
  siteName: string;
  /** Where a paid resume's analysis is sent if refreshing a reused link finds it paid (decision 035). */
  analysisQueue: AnalysisQueue;
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
    if (publicStatusOf(current.status) === "completed") {
      await startPaidAnalysisQuietly(db, input.analysisQueue, resume.id);
      throw alreadyPaid();
    }
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
  let result: InitPaymentResult;
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

/** The refresh just made the resume paid: start its analysis; a refused job is left to the nightly run. */
async function startPaidAnalysisQuietly(db: Database, queue: AnalysisQueue, resumeId: string): Promise<void> {
  try {
    await startPaidAnalysis(db, queue, resumeId);
  } catch (error) {
    log.error("paid_analysis_start_failed", { resumeId, source: "init", ...describeError(error) });
  }
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
