/**
 * Webhooks (decision 274). An organisation registers an https URL on a public host and gets a secret. When one of
 * its analyses finishes, every active endpoint gets a delivery row (unique per endpoint and event, so a redelivered
 * queue job adds none) and a job on the webhook queue; the consumer POSTs the event signed like Stripe and GitHub:
 * `Rework-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, and retries a failure with a
 * growing delay. Every attempt is written to the delivery log the console shows.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { ApiLanguage } from "../../../shared/schemas/business";
import type { Database } from "../../db/client";
import { apiAnalyses, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { describeError, log } from "../../lib/log";
import { getApiAnalysis } from "./analyses";
import { checkWebhookUrl, type WebhookUrlRefusal } from "./webhook-url";

export const WEBHOOK_QUEUE_NAME = "rework-webhooks";
export const MAX_ENDPOINTS = 5;
/** Delay before attempt n+1 (seconds): 10 s, 1 min, 5 min, 30 min, 2 h, 6 h; then the delivery is failed. */
export const WEBHOOK_RETRY_DELAYS = [10, 60, 300, 1800, 7200, 21600] as const;
export const MAX_WEBHOOK_ATTEMPTS = WEBHOOK_RETRY_DELAYS.length + 1;
const DELIVERY_TIMEOUT_MS = 10_000;

export const WEBHOOK_URL_MESSAGES: Record<WebhookUrlRefusal, string> = {
  invalid_url: "Это не адрес. Укажи адрес вида https://example.com/rework-webhook.",
  not_https: "Адрес должен начинаться с https://: события подписаны, но и передаваться должны по защищённому каналу.",
  credentials: "Убери логин и пароль из адреса: событие подписывается секретом.",
  private_host:
    "Этот адрес не в публичном интернете (localhost, внутренняя сеть, .local/.internal или IP из частного диапазона). Укажи публичный https-адрес.",
};

export const webhookJobSchema = z.object({ deliveryId: z.string().min(1).max(64) });
export type WebhookJob = z.infer<typeof webhookJobSchema>;
export interface WebhookQueue {
  send(job: WebhookJob): Promise<unknown>;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export async function createWebhookEndpoint(
  db: Database,
  organisationId: string,
  rawUrl: string,
): Promise<{ endpoint: EndpointRow; secret: string }> {
  const checked = checkWebhookUrl(rawUrl);
  if ("refusal" in checked) {
    throw new ApiError(400, `webhook_${checked.refusal}`, WEBHOOK_URL_MESSAGES[checked.refusal]);
  }
  const active = await listWebhookEndpoints(db, organisationId);
  if (active.length >= MAX_ENDPOINTS) {
    throw new ApiError(409, "too_many_webhooks", `Можно подключить не больше ${MAX_ENDPOINTS} адресов.`);
  }
  const secret = `whsec_${newId(32)}`;
  const endpoint = await db
    .insert(webhookEndpoints)
    .values({ id: newId(), organisationId, url: checked.url.href, secret })
    .returning()
    .get();
  return { endpoint, secret };
}

export async function listWebhookEndpoints(db: Database, organisationId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organisationId, organisationId), isNull(webhookEndpoints.disabledAt)))
    .orderBy(desc(webhookEndpoints.createdAt))
    .all();
}

export async function disableWebhookEndpoint(db: Database, organisationId: string, id: string): Promise<boolean> {
  const done = await db
    .update(webhookEndpoints)
    .set({ disabledAt: new Date() })
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.organisationId, organisationId),
        isNull(webhookEndpoints.disabledAt),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  return done.length === 1;
}

export async function listDeliveries(db: Database, organisationId: string, limit = 20) {
  return db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.organisationId, organisationId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit)
    .all();
}

export type AnalysisEventType = "analysis.completed" | "analysis.failed";

/**
 * Called by the analysis queue consumers when a resume's analysis is stored or has failed. Does nothing for the
 * site's own resumes (no api_analyses row). Never throws: a webhook must not fail the analysis job.
 */
export async function emitAnalysisEvent(
  db: Database,
  queue: WebhookQueue,
  resumeId: string,
  type: AnalysisEventType,
  language: ApiLanguage = "ru",
): Promise<number> {
  try {
    const record = await db.select().from(apiAnalyses).where(eq(apiAnalyses.resumeId, resumeId)).get();
    if (!record) return 0;
    const endpoints = await listWebhookEndpoints(db, record.organisationId);
    if (!endpoints.length) return 0;
    const analysis = await getApiAnalysis(db, record.organisationId, record.id, language);
    const eventId = `evt_${record.id}_${type === "analysis.completed" ? "completed" : "failed"}`;
    const payload = JSON.stringify({ id: eventId, type, created_at: new Date().toISOString(), data: { analysis } });
    let queued = 0;
    for (const endpoint of endpoints) {
      const inserted = await db
        .insert(webhookDeliveries)
        .values({
          id: newId(),
          endpointId: endpoint.id,
          organisationId: record.organisationId,
          eventId,
          eventType: type,
          payload,
        })
        .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
        .returning({ id: webhookDeliveries.id })
        .get();
      if (!inserted) continue;
      await queue.send({ deliveryId: inserted.id });
      queued += 1;
    }
    return queued;
  } catch (error) {
    log.error("webhook_emit_failed", { resumeId, type, ...describeError(error) });
    return 0;
  }
}

const encoder = new TextEncoder();

/** Hex HMAC-SHA256 of "<timestamp>.<body>" under the endpoint's secret. */
export async function signWebhook(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${body}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export type AttemptOutcome = "delivered" | "retry" | "failed" | "gone";

/**
 * One attempt at one delivery. `attempt` is the queue's count (1 for the first). The URL is checked again (the
 * rules may have tightened since it was registered); redirects are not followed (they could lead anywhere).
 */
export async function attemptDelivery(
  db: Database,
  deliveryId: string,
  attempt: number,
  now = Date.now(),
): Promise<AttemptOutcome> {
  const row = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .get();
  if (!row) return "gone";
  if (row.delivery.status !== "pending") return "gone";
  if (row.endpoint.disabledAt) return record(db, deliveryId, attempt, "failed", null, "endpoint_disabled", now);
  const checked = checkWebhookUrl(row.endpoint.url);
  if ("refusal" in checked) return record(db, deliveryId, attempt, "failed", null, `url_${checked.refusal}`, now);

  const timestamp = Math.floor(now / 1000);
  const body = row.delivery.payload;
  const signature = await signWebhook(row.endpoint.secret, timestamp, body);
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(checked.url.href, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "Rework-Webhooks/1",
        "Rework-Signature": `t=${timestamp},v1=${signature}`,
        "Rework-Event": row.delivery.eventType,
        "Rework-Delivery": row.delivery.id,
      },
      body,
    });
    statusCode = response.status;
    await response.body?.cancel();
    if (response.ok) return record(db, deliveryId, attempt, "delivered", statusCode, null, now);
    error = `http_${statusCode}`;
  } catch (caught) {
    error = caught instanceof Error && caught.name === "TimeoutError" ? "timeout" : "network_error";
  }
  const last = attempt >= MAX_WEBHOOK_ATTEMPTS;
  return record(db, deliveryId, attempt, last ? "failed" : "retry", statusCode, error, now);
}

async function record(
  db: Database,
  deliveryId: string,
  attempt: number,
  outcome: Exclude<AttemptOutcome, "gone">,
  statusCode: number | null,
  error: string | null,
  now: number,
): Promise<AttemptOutcome> {
  const status = outcome === "retry" ? "pending" : outcome;
  await db
    .update(webhookDeliveries)
    .set({
      status,
      attempts: attempt,
      lastStatusCode: statusCode,
      lastError: error,
      lastAttemptAt: new Date(now),
      deliveredAt: outcome === "delivered" ? new Date(now) : null,
    })
    .where(eq(webhookDeliveries.id, deliveryId))
    .run();
  log.info("webhook_attempt", { deliveryId, attempt, outcome, statusCode, error });
  return outcome;
}

export function webhookRetryDelay(attempt: number): number {
  return WEBHOOK_RETRY_DELAYS[Math.min(Math.max(attempt, 1), WEBHOOK_RETRY_DELAYS.length) - 1]!;
}
