/**
 * Consumer of the webhook queue ("rework-webhooks"): one delivery attempt per message; a failed attempt is retried
 * by the queue with the delay its number calls for (services/business/webhooks.ts), the last one is logged failed.
 */
import { createDb } from "../db/client";
import { describeError, log } from "../lib/log";
import { attemptDelivery, webhookJobSchema, webhookRetryDelay } from "../services/business/webhooks";

export { WEBHOOK_QUEUE_NAME } from "../services/business/webhooks";

export async function consumeWebhookBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const job = webhookJobSchema.safeParse(message.body);
    if (!job.success) {
      message.ack();
      continue;
    }
    try {
      const outcome = await attemptDelivery(db, job.data.deliveryId, message.attempts);
      if (outcome === "retry") message.retry({ delaySeconds: webhookRetryDelay(message.attempts) });
      else message.ack();
    } catch (error) {
      log.error("webhook_job_failed", { deliveryId: job.data.deliveryId, ...describeError(error) });
      message.retry({ delaySeconds: webhookRetryDelay(message.attempts) });
    }
  }
}
