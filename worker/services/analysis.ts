/**
 * The analysis flow over D1 and the queue. A request claims the resume with one conditional UPDATE (so concurrent
 * calls enqueue at most one job), the queue consumer runs the pipeline and stores the result together with the
 * "done" status in one batch, and the dead-letter consumer turns a job that kept failing into a visible error.
 */
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { AnalysisResult } from "../../shared/schemas/analysis";
import { type PipelineOutcome, runAnalysisPipeline } from "../analysis/pipeline";
import type { Database } from "../db/client";
import { type AnalysisStatus, analyses, resumes } from "../db/schema";
import { ApiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { log } from "../lib/log";
import type { AiProvider } from "../providers/ai/types";
import type { Actor } from "../types";
import { requireOwnedResume } from "./ownership";
import { parseStoredAnalysis } from "./resumes";

export const PAYMENT_REQUIRED_MESSAGE = "Необходимо оплатить анализ резюме";
export const ANALYSIS_FAILED_MESSAGE =
  "Не удалось выполнить анализ резюме. Пожалуйста, попробуй ещё раз или загрузи другое резюме.";
export const QUEUE_UNAVAILABLE_MESSAGE =
  "Сервис анализа временно недоступен. Пожалуйста, попробуй ещё раз через минуту.";
export const ANALYSIS_PENDING_MESSAGE = "Анализ займёт до 30 секунд…";

/** A claim older than this without a result is treated as lost (a crashed consumer) and may be taken again. */
export const STALE_CLAIM_MS = 10 * 60_000;

export const analysisJobSchema = z.object({ resumeId: z.string().min(1).max(64) });
export type AnalysisJob = z.infer<typeof analysisJobSchema>;

export type AnalysisRequestOutcome =
  | { status: "done"; analysis: AnalysisResult }
  | { status: "queued" | "running" }
  | { status: "failed"; error: string };

export interface RequestAnalysisDeps {
  db: Database;
  queue: { send(job: AnalysisJob): Promise<unknown> };
  /** How long the call waits for the consumer before answering 202. */
  waitMs: number;
  pollMs: number;
  now?: () => number;
}

export async function requestAnalysis(
  deps: RequestAnalysisDeps,
  actor: Actor,
  resumeId: string,
): Promise<AnalysisRequestOutcome> {
  const resume = await requireOwnedResume(deps.db, actor, resumeId);
  if (!resume.isPaid) throw new ApiError(402, "payment_required", PAYMENT_REQUIRED_MESSAGE);
  const existing = await readAnalysis(deps.db, resumeId);
  if (existing) return { status: "done", analysis: existing };

  try {
    // The user's retry: a failed analysis may be claimed again here (the payment hand-off never does that).
    await enqueueAnalysis(deps.db, deps.queue, resumeId, { retryFailed: true, now: deps.now?.() ?? Date.now() });
  } catch {
    throw new ApiError(503, "queue_unavailable", QUEUE_UNAVAILABLE_MESSAGE);
  }
  return waitForAnalysis(deps, resumeId);
}

export type AnalysisQueue = RequestAnalysisDeps["queue"];

/**
 * Started by the server as soon as a payment has made the resume paid (notification, check-status, sandbox:
 * docs/decisions/035), so the buyer gets the analysis even if the browser never comes back. Enqueues only when
 * nothing was ever started (or the last claim went stale): an analysis that is queued, running, stored or failed is
 * left alone (a failed one is retried by the user). Throws if the queue refuses the job (the claim is given back).
 */
export async function startPaidAnalysis(
  db: Database,
  queue: AnalysisQueue,
  resumeId: string,
  now = Date.now(),
): Promise<boolean> {
  return enqueueAnalysis(db, queue, resumeId, { retryFailed: false, now });
}

/**
 * The nightly safety net for the hand-off: paid resumes whose analysis never started, because the queue refused the
 * job during a poll or the sandbox form (a refused notification is repeated by the bank). Returns how many started.
 */
export async function startUnstartedPaidAnalyses(
  db: Database,
  queue: AnalysisQueue,
  limit = 100,
  now = Date.now(),
): Promise<number> {
  const unstarted = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.isPaid, true), eq(resumes.analysisStatus, "none")))
    .limit(limit)
    .all();
  let started = 0;
  for (const { id } of unstarted) {
    try {
      if (await startPaidAnalysis(db, queue, id, now)) started += 1;
    } catch {
      break; // The queue is down (already logged): tomorrow's run tries again.
    }
  }
  return started;
}

/** Claims the resume and sends its job; exactly one of concurrent callers sends. True when this call sent it. */
async function enqueueAnalysis(
  db: Database,
  queue: AnalysisQueue,
  resumeId: string,
  options: ClaimOptions,
): Promise<boolean> {
  if (!(await claimAnalysis(db, resumeId, options))) return false;
  try {
    await queue.send({ resumeId });
  } catch (error) {
    await db.update(resumes).set({ analysisStatus: "none" }).where(eq(resumes.id, resumeId));
    log.error("analysis_enqueue_failed", { resumeId, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  log.info("analysis_enqueued", { resumeId });
  return true;
}

interface ClaimOptions {
  /** Whether a failed analysis may be claimed again (the user's retry) or not (the payment hand-off). */
  retryFailed: boolean;
  now: number;
}

/**
 * Atomically moves a paid resume to "queued" when nothing is running for it (or the last claim went stale).
 * Exactly one of several concurrent callers sees a returned row.
 */
async function claimAnalysis(db: Database, resumeId: string, { retryFailed, now }: ClaimOptions): Promise<boolean> {
  const claimable: AnalysisStatus[] = retryFailed ? ["none", "failed"] : ["none"];
  const claimed = await db
    .update(resumes)
    .set({ analysisStatus: "queued", analysisError: null, analysisRequestedAt: new Date(now) })
    .where(
      and(
        eq(resumes.id, resumeId),
        eq(resumes.isPaid, true),
        or(
          inArray(resumes.analysisStatus, claimable),
          and(
            inArray(resumes.analysisStatus, ["queued", "running"]),
            lt(resumes.analysisRequestedAt, new Date(now - STALE_CLAIM_MS)),
          ),
        ),
      ),
    )
    .returning({ id: resumes.id });
  return claimed.length === 1;
}

async function waitForAnalysis(deps: RequestAnalysisDeps, resumeId: string): Promise<AnalysisRequestOutcome> {
  const deadline = Date.now() + deps.waitMs;
  for (;;) {
    const state = await readState(deps.db, resumeId);
    if (state.analysis) return { status: "done", analysis: state.analysis };
    if (state.status === "failed") return { status: "failed", error: state.error ?? ANALYSIS_FAILED_MESSAGE };
    if (Date.now() + deps.pollMs > deadline) return { status: state.status === "running" ? "running" : "queued" };
    await new Promise((resolve) => setTimeout(resolve, deps.pollMs));
  }
}

async function readState(
  db: Database,
  resumeId: string,
): Promise<{ status: AnalysisStatus; error: string | null; analysis: AnalysisResult | null }> {
  const [statusRows, analysisRows] = await db.batch([
    db
      .select({ status: resumes.analysisStatus, error: resumes.analysisError })
      .from(resumes)
      .where(eq(resumes.id, resumeId))
      .limit(1),
    db.select().from(analyses).where(eq(analyses.resumeId, resumeId)).limit(1),
  ]);
  const row = statusRows[0];
  return {
    status: row?.status ?? "none",
    error: row?.error ?? null,
    analysis: parseStoredAnalysis(analysisRows[0] ?? null),
  };
}

export async function readAnalysis(db: Database, resumeId: string): Promise<AnalysisResult | null> {
  const row = await db.select().from(analyses).where(eq(analyses.resumeId, resumeId)).get();
  return parseStoredAnalysis(row ?? null);
}

export interface PerformAnalysisDeps {
  db: Database;
  provider: AiProvider;
  timeoutMs: number;
}

export type PerformOutcome = "done" | "already_done" | "missing" | "unpaid";

/**
 * The consumer's work for one job. Safe to run twice for the same resume (queues deliver at least once): an existing
 * analysis is kept, and the insert ignores a row that a parallel delivery stored first.
 */
export async function performAnalysis(deps: PerformAnalysisDeps, resumeId: string): Promise<PerformOutcome> {
  const { db } = deps;
  const resume = await db.select().from(resumes).where(eq(resumes.id, resumeId)).get();
  if (!resume) return "missing";
  if (await db.select({ id: analyses.id }).from(analyses).where(eq(analyses.resumeId, resumeId)).get()) {
    await markDone(db, resumeId);
    return "already_done";
  }
  // Only a paid resume is ever claimed; this guards against a job forged or left over from a reset database.
  if (!resume.isPaid) {
    await db.update(resumes).set({ analysisStatus: "none" }).where(eq(resumes.id, resumeId));
    return "unpaid";
  }

  await db.update(resumes).set({ analysisStatus: "running" }).where(eq(resumes.id, resumeId));
  const outcome = await runAnalysisPipeline(
    {
      text: resume.text,
      format: resume.format,
      pageCount: resume.pageCount,
      language: resume.language,
      layout: resume.layout ?? undefined,
    },
    { provider: deps.provider, timeoutMs: deps.timeoutMs },
  );
  // A signed-in owner is told by e-mail once the result is stored (services/analysis-ready-email.ts).
  await storeAnalysis(db, resumeId, outcome, resume.userId ? "pending" : "none");
  log.info("analysis_stored", { resumeId, provider: outcome.provider, mode: outcome.mode });
  return "done";
}

/** The result and the "done" status land together, so a reader never sees one without the other. */
async function storeAnalysis(
  db: Database,
  resumeId: string,
  outcome: PipelineOutcome,
  readyEmail: "pending" | "none",
): Promise<void> {
  await db.batch([
    db
      .insert(analyses)
      .values({
        id: newId(),
        resumeId,
        result: JSON.stringify(outcome.result),
        provider: outcome.provider,
        producedBy: JSON.stringify(outcome.producer),
        overallScore: Math.round(outcome.result.overall_score * 10),
        readyEmail,
        reading: JSON.stringify(outcome.reading),
        readingVersion: outcome.reading.version,
      })
      .onConflictDoNothing({ target: analyses.resumeId }),
    db.update(resumes).set({ analysisStatus: "done", analysisError: null }).where(eq(resumes.id, resumeId)),
  ]);
}

async function markDone(db: Database, resumeId: string): Promise<void> {
  await db.update(resumes).set({ analysisStatus: "done", analysisError: null }).where(eq(resumes.id, resumeId));
}

/** After the last retry: the page shows the error and offers to try again (a failed resume may be claimed again). */
export async function markAnalysisFailed(
  db: Database,
  resumeId: string,
  message = ANALYSIS_FAILED_MESSAGE,
): Promise<void> {
  await db
    .update(resumes)
    .set({ analysisStatus: "failed", analysisError: message })
    .where(and(eq(resumes.id, resumeId), sql`${resumes.analysisStatus} <> 'done'`));
}
