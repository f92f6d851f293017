/**
 * Consumers of the analysis queue ("rework-analysis") and its dead-letter queue ("rework-analysis-dlq").
 * Delivery is at least once: performAnalysis is idempotent, and so is the "analysis ready" e-mail that follows it. A failed attempt is retried with a growing delay; after
 * `max_retries` (wrangler.toml) the queue moves the message to the DLQ, whose consumer marks the resume failed.
 */
import { createDb } from "../db/client";
import { readConfig } from "../lib/config";
import { describeError, log } from "../lib/log";
import { builtinProvider } from "../providers/ai/builtin";
import { aiTimeoutMs, selectAiProvider } from "../providers/ai/select";
import { createEmailProvider } from "../providers/email";
import { analysisJobSchema, markAnalysisFailed, performAnalysis } from "../services/analysis";
import { type ReadyEmailDeps, sendAnalysisReadyEmail } from "../services/analysis-ready-email";
import { isSandboxResume } from "../services/business/analyses";
import { emitAnalysisEvent } from "../services/business/webhooks";

export const ANALYSIS_QUEUE = "rework-analysis";
export const ANALYSIS_DLQ = "rework-analysis-dlq";

/** Delay before attempt n+1, by the number of attempts made so far (1-based). */
const RETRY_DELAYS_SECONDS = [5, 20, 60] as const;

export function retryDelaySeconds(attempts: number): number {
  return RETRY_DELAYS_SECONDS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_SECONDS.length) - 1]!;
}

export async function consumeAnalysisBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const provider = selectAiProvider(env);
  const timeoutMs = aiTimeoutMs(env);
  const config = readConfig(env);
  const readyEmail: ReadyEmailDeps = { db, kv: env.KV, config, emailProvider: () => createEmailProvider(env, config) };
  for (const message of batch.messages) {
    const job = analysisJobSchema.safeParse(message.body);
    if (!job.success) {
      log.error("analysis_job_invalid", { messageId: message.id });
      message.ack();
      continue;
    }
    try {
      // A business sandbox key (rw_test_…) runs the built-in engine for free (docs/decisions/272).
      const jobProvider = (await isSandboxResume(db, job.data.resumeId)) ? builtinProvider : provider;
      const outcome = await performAnalysis({ db, provider: jobProvider, timeoutMs }, job.data.resumeId);
      // Also after "already_done": a redelivered job retries an e-mail whose sending failed.
      if (outcome === "done" || outcome === "already_done") {
        await sendAnalysisReadyEmail(readyEmail, job.data.resumeId);
        // An API analysis tells the organisation's webhooks (once per endpoint: deliveries are unique per event).
        await emitAnalysisEvent(db, env.WEBHOOK_QUEUE, job.data.resumeId, "analysis.completed");
      }
      log.info("analysis_job_finished", { resumeId: job.data.resumeId, outcome, attempts: message.attempts });
      message.ack();
    } catch (error) {
      const delaySeconds = retryDelaySeconds(message.attempts);
      log.error("analysis_job_failed", {
        resumeId: job.data.resumeId,
        attempts: message.attempts,
        delaySeconds,
        ...describeError(error),
      });
      message.retry({ delaySeconds });
    }
  }
}

export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const job = analysisJobSchema.safeParse(message.body);
    if (job.success) {
      await markAnalysisFailed(db, job.data.resumeId);
      await emitAnalysisEvent(db, env.WEBHOOK_QUEUE, job.data.resumeId, "analysis.failed");
      log.error("analysis_job_dead", { resumeId: job.data.resumeId });
    }
    message.ack();
  }
}
