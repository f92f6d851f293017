/**
 * Webhooks of the business API (decision 274) in workerd, the receiver mocked at the fetch boundary: signed events
 * (HMAC-SHA256 over "<t>.<body>"), retries with back-off through the queue, the delivery log, and the refusal of
 * URLs that are not https on a public host.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../../worker/db/schema";
import worker from "../../worker/index";
import { newId } from "../../worker/lib/ids";
import { checkWebhookUrl } from "../../worker/services/business/webhook-url";
import {
  emitAnalysisEvent,
  MAX_WEBHOOK_ATTEMPTS,
  signWebhook,
  WEBHOOK_QUEUE_NAME,
  type WebhookJob,
} from "../../worker/services/business/webhooks";
import { freshEmail, signIn, TestBrowser } from "./auth-helpers";
import { db, postText, seedKey, seedOrganisation, waitForStatus } from "./business-helpers";

const RECEIVER = "https://hooks.acme-recruiting.ru/rework";

afterEach(() => vi.restoreAllMocks());

interface Received {
  url: string;
  headers: Headers;
  body: string;
}

/** The customer's receiver at the fetch boundary: answers the given statuses in turn, records what it got. */
function mockReceiver(statuses: number[]): Received[] {
  const received: Received[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (!request.url.startsWith(RECEIVER)) return realFetch(input as RequestInfo, init);
    received.push({ url: request.url, headers: request.headers, body: await request.text() });
    const status = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
    return new Response(status === 302 ? null : "ok", {
      status,
      headers: status === 302 ? { Location: "http://127.0.0.1/admin" } : {},
    });
  });
  return received;
}

async function verifySignature(secret: string, received: Received): Promise<boolean> {
  const header = received.headers.get("Rework-Signature") ?? "";
  const t = Number(/t=(\d+)/.exec(header)?.[1]);
  const v1 = /v1=([0-9a-f]{64})/.exec(header)?.[1];
  return v1 === (await signWebhook(secret, t, received.body));
}

async function organisationWithWebhook() {
  const { organisation } = await seedOrganisation(0);
  const secret = `whsec_${newId(32)}`;
  const endpoint = await db
    .insert(webhookEndpoints)
    .values({ id: newId(), organisationId: organisation.id, url: RECEIVER, secret })
    .returning()
    .get();
  return { organisation, secret, endpoint };
}

async function runDelivery(job: WebhookJob, attempts: number) {
  const batch = createMessageBatch(WEBHOOK_QUEUE_NAME, [{ id: newId(8), timestamp: new Date(), attempts, body: job }]);
  // The delay asked for is seen on the message itself (the queue result lists only which messages were retried).
  const retry = vi.spyOn(batch.messages[0]!, "retry");
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, env, ctx);
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryDelays: retry.mock.calls.map(([options]) => options?.delaySeconds) };
}

describe("webhook URLs", () => {
  it("accept https URLs on public hosts", () => {
    for (const url of [
      RECEIVER,
      "https://api.example.com/hooks?x=1",
      "https://8.8.8.8/h",
      "https://[2a00:1450:4010::200e]/h",
      "https://hooks.acme.ru:8443/x",
    ]) {
      expect(checkWebhookUrl(url)).toHaveProperty("url");
    }
  });

  it("refuse plain http, credentials, and every private, loopback, link-local or special host", () => {
    const refusal = (url: string) =>
      "refusal" in checkWebhookUrl(url) ? (checkWebhookUrl(url) as { refusal: string }).refusal : "ok";
    expect(refusal("http://hooks.acme.ru/x")).toBe("not_https");
    expect(refusal("https://user:pw@hooks.acme.ru/x")).toBe("credentials");
    expect(refusal("not a url")).toBe("invalid_url");
    const privateHosts = [
      "localhost",
      "LOCALHOST.",
      "api.localhost",
      "printer.local",
      "db.internal",
      "router.lan",
      "intranet",
      "127.0.0.1",
      "127.1",
      "2130706433",
      "0x7f000001",
      "0177.0.0.1",
      "0.0.0.0",
      "10.0.0.5",
      "172.16.3.4",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "[::1]",
      "[::]",
      "[fe80::1]",
      "[fc00::1]",
      "[fd12:3456::1]",
      "[::ffff:127.0.0.1]",
      "[::ffff:10.0.0.1]",
      "[64:ff9b::a9fe:a9fe]",
      "[2002:c0a8:0101::1]",
      "[ff02::1]",
      "[2001:db8::1]",
    ];
    for (const host of privateHosts) expect([host, refusal(`https://${host}/hook`)]).toEqual([host, "private_host"]);
  });

  it("are refused at registration with a clear Russian message", async () => {
    const browser = new TestBrowser();
    await signIn(browser, freshEmail("hooks"));
    await browser.post("/api/business/organisation/", { name: "Агентство" });
    const refused = await browser.post("/api/business/webhooks/", { url: "https://169.254.169.254/latest/meta-data" });
    expect(refused.status).toBe(400);
    expect((await refused.json()) as object).toMatchObject({
      code: "webhook_private_host",
      error: expect.stringMatching(/публичный https-адрес/),
    });
    const http = await browser.post("/api/business/webhooks/", { url: "http://hooks.acme-recruiting.ru/x" });
    expect(((await http.json()) as { code: string }).code).toBe("webhook_not_https");
    const created = await browser.post("/api/business/webhooks/", { url: RECEIVER });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { secret: string }).secret).toMatch(/^whsec_/);
  });
});

describe("webhook delivery", () => {
  it("signs the event, retries a failure with back-off and logs every attempt", async () => {
    const { organisation, secret, endpoint } = await organisationWithWebhook();
    const key = await seedKey(organisation.id, "test");
    // The analysis itself through the API; its completion event is sent to a queue we hold.
    const received = mockReceiver([500, 302, 200]);
    const created = (await (await postText(key)).json()) as { id: string };
    await waitForStatus(key, created.id);
    const resumeId = (await env.DB.prepare("SELECT resume_id FROM api_analyses WHERE id = ?")
      .bind(created.id)
      .first<{ resume_id: string }>())!.resume_id;
    const jobs: WebhookJob[] = [];
    // The real consumer already emitted once (its job went to the real queue): a second emit adds no delivery.
    await emitAnalysisEvent(db, { send: async (job) => void jobs.push(job) }, resumeId, "analysis.completed");
    const deliveries = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .all();
    expect(deliveries).toHaveLength(1);
    expect(jobs).toHaveLength(0);
    const job = { deliveryId: deliveries[0]!.id };

    // Let the real queue's own attempt finish first (it may be in flight), then drive attempts ourselves.
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(1), { timeout: 5_000 });
    await db.update(webhookDeliveries).set({ status: "pending" }).where(eq(webhookDeliveries.id, job.deliveryId));
    received.length = 0;
    const statuses = [500, 302, 200];
    vi.restoreAllMocks();
    const again = mockReceiver(statuses);
    const first = await runDelivery(job, 1);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.retryDelays).toEqual([10]);
    const second = await runDelivery(job, 2);
    expect(second.retryDelays).toEqual([60]);
    const third = await runDelivery(job, 3);
    expect(third.explicitAcks).toHaveLength(1);
    expect(third.retryMessages).toHaveLength(0);

    expect(again).toHaveLength(3);
    for (const attempt of again) {
      expect(attempt.headers.get("Content-Type")).toBe("application/json");
      expect(attempt.headers.get("Rework-Event")).toBe("analysis.completed");
      expect(await verifySignature(secret, attempt)).toBe(true);
      expect(await verifySignature("whsec_wrong", attempt)).toBe(false);
    }
    const event = JSON.parse(again[2]!.body) as {
      id: string;
      type: string;
      data: { analysis: { id: string; status: string; reading: unknown } };
    };
    expect(event).toMatchObject({ id: `evt_${created.id}_completed`, type: "analysis.completed" });
    expect(event.data.analysis).toMatchObject({ id: created.id, status: "done" });
    expect(event.data.analysis.reading).not.toBeNull();

    const log = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, job.deliveryId)).get();
    expect(log).toMatchObject({ status: "delivered", attempts: 3, lastStatusCode: 200, lastError: null });
  });

  it("gives up after the last attempt and says why in the log", async () => {
    const { organisation, endpoint } = await organisationWithWebhook();
    const deliveryId = newId();
    await db.insert(webhookDeliveries).values({
      id: deliveryId,
      endpointId: endpoint.id,
      organisationId: organisation.id,
      eventId: "evt_x_completed",
      eventType: "analysis.completed",
      payload: "{}",
    });
    mockReceiver([503]);
    const result = await runDelivery({ deliveryId }, MAX_WEBHOOK_ATTEMPTS);
    expect(result.explicitAcks).toHaveLength(1);
    const log = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)).get();
    expect(log).toMatchObject({
      status: "failed",
      attempts: MAX_WEBHOOK_ATTEMPTS,
      lastStatusCode: 503,
      lastError: "http_503",
    });
  });

  it("never calls a URL that is not public, even one stored before the rules", async () => {
    const { organisation } = await seedOrganisation(0);
    const endpoint = await db
      .insert(webhookEndpoints)
      .values({ id: newId(), organisationId: organisation.id, url: "https://10.1.2.3/hook", secret: "s" })
      .returning()
      .get();
    const deliveryId = newId();
    await db.insert(webhookDeliveries).values({
      id: deliveryId,
      endpointId: endpoint.id,
      organisationId: organisation.id,
      eventId: "evt_y_completed",
      eventType: "analysis.completed",
      payload: "{}",
    });
    const spy = vi.spyOn(globalThis, "fetch");
    await runDelivery({ deliveryId }, 1);
    expect(spy).not.toHaveBeenCalled();
    const log = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)).get();
    expect(log).toMatchObject({ status: "failed", lastError: "url_private_host" });
  });
});
