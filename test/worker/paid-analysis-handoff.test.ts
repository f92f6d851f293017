/**
 * The paid-analysis hand-off (docs/decisions/035, 036) through the real Worker inside workerd: every report that
 * leaves a resume paid (T-Bank's notification, the buyer's check-status poll, the sandbox bank's form) starts the
 * analysis on the server, exactly once, and the real queue consumer stores it with no call from the browser. A
 * signed-in owner then gets one "analysis ready" e-mail with the link back to the resume.
 */
import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { analyses, payments, resumes, users } from "../../worker/db/schema";
import worker from "../../worker/index";
import { newId } from "../../worker/lib/ids";
import { ANALYSIS_QUEUE } from "../../worker/queue/analysis";
import { DEVELOPMENT_ORIGIN_KEY } from "../../worker/services/analysis-ready-email";
import { api, csrfHeaders, getCsrf, ORIGIN, seedResume } from "../helpers";
import { RESUME_TEXT } from "./analysis-fixtures";
import { readOutbox } from "./auth-helpers";
import { mockTbank, TestTerminal } from "./tbank-mock";

const TERMINAL_KEY = "HandOffTerminalDEMO";
const PASSWORD = "hand-off-password";
const terminal = new TestTerminal(TERMINAL_KEY, PASSWORD);
const TBANK_ENV = terminal.bindings(env);
const db = createDb(env.DB);

afterEach(() => {
  vi.restoreAllMocks();
});

function callApp(path: string, init: RequestInit = {}, bindings: Env = TBANK_ENV): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(`${ORIGIN}${path}`, init), bindings, createExecutionContext()));
}

async function seedUser() {
  const user = { id: newId(), email: `buyer.${Date.now()}.${newId(6).toLowerCase()}@example.ru` };
  await db.insert(users).values(user);
  return user;
}

/** An unpaid resume with a real resume text and a NEW T-Bank payment for it, as after Init. */
async function resumeWithPayment(overrides: Parameters<typeof seedResume>[0] = {}) {
  const resume = await seedResume({
    filename: "Резюме Екатерины.pdf",
    text: RESUME_TEXT,
    originalText: RESUME_TEXT,
    ...overrides,
  });
  const payment = await terminal.seedPayment(db, resume.id);
  return { resume, payment, cookie: `rework_visitor=${resume.visitorId}` };
}

async function notify(payment: { id: string; providerPaymentId: string }, status = "CONFIRMED") {
  return callApp("/api/payment/notification/", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: await terminal.notification(payment, status),
  });
}

async function checkStatus(paymentId: string, cookie: string) {
  const csrf = await getCsrf();
  return callApp("/api/payment/check-status/", {
    method: "POST",
    headers: csrfHeaders(csrf, [cookie], { "Content-Type": "application/json" }),
    body: JSON.stringify({ payment_id: paymentId }),
  });
}

const resumeState = (resumeId: string) =>
  db
    .select({ isPaid: resumes.isPaid, status: resumes.analysisStatus })
    .from(resumes)
    .where(eq(resumes.id, resumeId))
    .get();
const analysisRow = (resumeId: string) => db.select().from(analyses).where(eq(analyses.resumeId, resumeId)).get();

/** The queue consumer runs on its own in workerd; this only waits for what it stores. */
async function storedAnalysis(resumeId: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await analysisRow(resumeId);
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`no analysis stored for ${resumeId}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a payment report starts the paid analysis on the server", () => {
  it("T-Bank's CONFIRMED notification: the consumer stores the analysis with no call from the browser", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const { resume, payment } = await resumeWithPayment();
    const response = await notify(payment);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ resumeId: resume.id });

    const stored = await storedAnalysis(resume.id);
    expect(JSON.parse(stored.result)).toMatchObject({ overall_score: expect.any(Number) });
    expect(await resumeState(resume.id)).toEqual({ isPaid: true, status: "done" });
  });

  it("starts nothing for a report that does not pay (AUTHORIZED, REJECTED)", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const { resume, payment } = await resumeWithPayment();
    expect((await notify(payment, "AUTHORIZED")).status).toBe(200);
    expect((await notify(payment, "REJECTED")).status).toBe(200);
    expect(send).not.toHaveBeenCalled();
    expect(await resumeState(resume.id)).toEqual({ isPaid: false, status: "none" });
  });

  it("enqueues exactly once when the notification, its repeat and the buyer's polls arrive together", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const { resume, payment, cookie } = await resumeWithPayment();
    mockTbank({
      GetState: terminal.stateAnswer("CONFIRMED"),
    });
    const answers = await Promise.all([
      notify(payment),
      notify(payment),
      checkStatus(payment.id, cookie),
      checkStatus(payment.id, cookie),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // And once more after everything settled: the bank repeats notifications for a day.
    expect((await notify(payment)).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
    await storedAnalysis(resume.id);
  });

  it("check-status that learns of the payment starts it when no notification ever came", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const { resume, payment, cookie } = await resumeWithPayment();
    mockTbank({
      GetState: terminal.stateAnswer("CONFIRMED"),
    });
    const response = await checkStatus(payment.id, cookie);
    expect(await response.json()).toEqual({
      success: true,
      payment_id: payment.id,
      status: "completed",
      is_paid: true,
    });
    expect(send).toHaveBeenCalledWith({ resumeId: resume.id });
    await storedAnalysis(resume.id);
  });

  it("a queue that refuses the job: the notification is not acknowledged, and the bank's repeat starts the analysis", async () => {
    const { resume, payment } = await resumeWithPayment();
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send").mockRejectedValueOnce(new Error("queue down"));
    const refused = await notify(payment);
    expect(refused.status).toBe(500);
    // The payment is recorded; the claim was given back, so nothing looks "queued" that never was.
    expect(await resumeState(resume.id)).toEqual({ isPaid: true, status: "none" });

    const repeated = await notify(payment);
    expect(repeated.status).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
    await storedAnalysis(resume.id);
  });

  it("leaves a failed analysis for the buyer's own retry: a late notification does not restart it", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const { resume, payment } = await resumeWithPayment({ isPaid: true, analysisStatus: "failed" });
    await db.update(payments).set({ status: "CONFIRMED" }).where(eq(payments.id, payment.id));
    expect((await notify(payment)).status).toBe(200);
    expect(send).not.toHaveBeenCalled();
    expect((await resumeState(resume.id))?.status).toBe("failed");
  });

  it("the sandbox bank's «Оплатить» starts it too, before the browser is back on the site", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const resume = await seedResume({ text: RESUME_TEXT, originalText: RESUME_TEXT });
    const cookie = `rework_visitor=${resume.visitorId}`;
    const csrf = await getCsrf();
    const init = await api("/api/payment/init/", {
      method: "POST",
      headers: csrfHeaders(csrf, [cookie], { "Content-Type": "application/json" }),
      body: JSON.stringify({ resume_id: resume.id }),
    });
    const { payment_url } = (await init.json()) as { payment_url: string };
    const page = await (await api(new URL(payment_url).pathname)).text();
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? "";
    const paid = await api("/api/payment/sandbox/complete/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ payment_id: field("payment_id"), token: field("token"), action: "pay" }).toString(),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(send).toHaveBeenCalledWith({ resumeId: resume.id });
    await storedAnalysis(resume.id);
  });

  it("Init that finds the reused link already paid starts it too", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const { resume, cookie } = await resumeWithPayment({ email: "ekaterina@example.ru" });
    mockTbank({
      GetState: terminal.stateAnswer("CONFIRMED"),
    });
    const csrf = await getCsrf();
    const response = await callApp("/api/payment/init/", {
      method: "POST",
      headers: csrfHeaders(csrf, [cookie], { "Content-Type": "application/json" }),
      body: JSON.stringify({ resume_id: resume.id }),
    });
    expect(response.status).toBe(409);
    expect(send).toHaveBeenCalledWith({ resumeId: resume.id });
    await storedAnalysis(resume.id);
  });

  it("the nightly run starts a paid analysis whose job the queue once refused", async () => {
    const { resume, payment, cookie } = await resumeWithPayment();
    mockTbank({
      GetState: terminal.stateAnswer("CONFIRMED"),
    });
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send").mockRejectedValueOnce(new Error("queue down"));
    // The poll still answers about the payment; the analysis is not started.
    expect(await (await checkStatus(payment.id, cookie)).json()).toMatchObject({ status: "completed", is_paid: true });
    expect(await resumeState(resume.id)).toEqual({ isPaid: true, status: "none" });

    const ctx = createExecutionContext();
    await worker.scheduled(
      { scheduledTime: Date.now(), cron: "17 3 * * *", noRetry: () => undefined } as ScheduledController,
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(send).toHaveBeenLastCalledWith({ resumeId: resume.id });
    await storedAnalysis(resume.id);
  });
});

/** A signed-in owner's paid resume whose queued job the consumer runs now, with `bindings`. */
async function analyseQueuedResume(bindings: Env) {
  const user = await seedUser();
  const resume = await seedResume({
    userId: user.id,
    isPaid: true,
    analysisStatus: "queued",
    text: RESUME_TEXT,
    originalText: RESUME_TEXT,
  });
  const batch = createMessageBatch(ANALYSIS_QUEUE, [
    { id: newId(8), timestamp: new Date(), attempts: 1, body: { resumeId: resume.id } },
  ]);
  await worker.queue(batch as MessageBatch<unknown>, bindings, createExecutionContext());
  return { user, resume };
}

describe("the «analysis ready» e-mail", () => {
  it("goes once to a signed-in owner, with the link that opens the resume", async () => {
    const user = await seedUser();
    const { resume, payment } = await resumeWithPayment({ userId: user.id });
    // SITE_URL is empty in the tests (development): the link takes the origin an upload last reached the site at.
    await env.KV.put(DEVELOPMENT_ORIGIN_KEY, ORIGIN);
    expect((await notify(payment)).status).toBe(200);
    await storedAnalysis(resume.id);

    const [message, ...others] = await readOutbox(user.email);
    expect(others).toHaveLength(0);
    expect(message).toMatchObject({ to: user.email, subject: "Анализ резюме готов — Rework" });
    expect(message!.text).toContain(`Анализ твоего резюме «Резюме Екатерины.pdf» готов`);
    expect(message!.text).toContain(`${ORIGIN}/?resumeId=${resume.id}`);
    expect(message!.html).toContain(`href="${ORIGIN}/?resumeId=${resume.id}"`);
    expect((await analysisRow(resume.id))?.readyEmail).toBe("sent");

    // A redelivered job (queues deliver at least once) sends nothing more.
    const batch = createMessageBatch(ANALYSIS_QUEUE, [
      { id: newId(8), timestamp: new Date(), attempts: 1, body: { resumeId: resume.id } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch as MessageBatch<unknown>, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
    expect(await readOutbox(user.email)).toHaveLength(1);
  });

  it("is never sent with a site-relative link: without SITE_URL or a seen origin it waits", async () => {
    await env.KV.delete(DEVELOPMENT_ORIGIN_KEY);
    const { user, resume } = await analyseQueuedResume(env);
    expect(await readOutbox(user.email, 0)).toHaveLength(0);
    expect((await analysisRow(resume.id))?.readyEmail).toBe("pending");
  });

  it("an upload in development records the origin the e-mail links to", async () => {
    await env.KV.delete(DEVELOPMENT_ORIGIN_KEY);
    const form = new FormData();
    form.append("file", new File([RESUME_TEXT], "resume.txt", { type: "text/plain" }));
    const csrf = await getCsrf();
    const response = await callApp("/api/resumes/", { method: "POST", headers: csrfHeaders(csrf), body: form });
    expect(response.status).toBe(201);
    expect(await env.KV.get(DEVELOPMENT_ORIGIN_KEY)).toBe(ORIGIN);
  });

  it("links to SITE_URL when it is set", async () => {
    const { user, resume } = await analyseQueuedResume({ ...env, SITE_URL: "https://rework.example/" });
    const [message] = await readOutbox(user.email);
    expect(message!.text).toContain(`https://rework.example/?resumeId=${resume.id}`);
  });

  it("is retried with the job when sending fails, and still sent only once", async () => {
    const user = await seedUser();
    const resume = await seedResume({
      userId: user.id,
      isPaid: true,
      analysisStatus: "queued",
      text: RESUME_TEXT,
      originalText: RESUME_TEXT,
    });
    const mailApi = "https://mail.test/emails";
    const sent: unknown[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== mailApi) throw new Error(`unexpected request: ${request.url}`);
      sent.push(await request.json());
      return sent.length === 1 ? new Response("busy", { status: 503 }) : Response.json({ id: "mail-1" });
    });
    const mailEnv = { ...env, EMAIL_PROVIDER: "http", EMAIL_API_URL: mailApi, EMAIL_API_KEY: "test-key" };
    const deliver = async () => {
      const batch = createMessageBatch(ANALYSIS_QUEUE, [
        { id: newId(8), timestamp: new Date(), attempts: 1, body: { resumeId: resume.id } },
      ]);
      const ctx = createExecutionContext();
      await worker.queue(batch as MessageBatch<unknown>, mailEnv, ctx);
      return getQueueResult(batch, ctx);
    };

    const first = await deliver();
    expect(first.retryMessages).toHaveLength(1);
    expect(await analysisRow(resume.id)).toMatchObject({ readyEmail: "pending" });
    const second = await deliver();
    expect(second.explicitAcks).toHaveLength(1);
    expect(await analysisRow(resume.id)).toMatchObject({ readyEmail: "sent" });
    expect(await deliver()).toMatchObject({ explicitAcks: [expect.any(String)] });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ to: [user.email], subject: "Анализ резюме готов — Rework" });
  });

  it("is not sent for an anonymous buyer", async () => {
    const { resume, payment } = await resumeWithPayment();
    expect((await notify(payment)).status).toBe(200);
    expect(await storedAnalysis(resume.id)).toMatchObject({ readyEmail: "none" });
  });
});
