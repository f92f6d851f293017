/**
 * Queue dispatch: each queue's consumer lives in its own module; this file only routes batches by queue name.
 */
import { log } from "../lib/log";
import { ANALYSIS_DLQ, ANALYSIS_QUEUE, consumeAnalysisBatch, consumeDeadLetters } from "./analysis";
import { consumeWebhookBatch, WEBHOOK_QUEUE_NAME } from "./webhooks";

export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext): Promise<void> {
  void ctx;
  if (batch.queue === ANALYSIS_QUEUE) return consumeAnalysisBatch(batch, env);
  if (batch.queue === ANALYSIS_DLQ) return consumeDeadLetters(batch, env);
  if (batch.queue === WEBHOOK_QUEUE_NAME) return consumeWebhookBatch(batch, env);
  // An unknown queue bound to this Worker by mistake: retrying would only loop, so drop with a trace.
  log.warn("queue_unhandled", { queue: batch.queue, messages: batch.messages.length });
  batch.ackAll();
}
