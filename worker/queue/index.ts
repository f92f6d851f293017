/**
 * Queue dispatch: each queue's consumer lives in its own module; this file only routes batches by queue name.
 */
import { log } from "../lib/log";

export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext): Promise<void> {
  log.warn("queue_unhandled", { queue: batch.queue, messages: batch.messages.length });
  void env;
  void ctx;
  batch.ackAll();
}
