/**
 * "No double charge" with a T-Bank terminal (mocked at the fetch boundary in its wire format): concurrent init
 * requests for one resume create one bank payment; once a resume is paid its other open payments are cancelled
 * through T-Bank Cancel, a second payment confirmed all the same is refunded, and neither blocks the webhook's `OK`.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { paymentEvents, payments, resumes } from "../../worker/db/schema";
import { computeToken } from "../../worker/providers/payments/token";
import { csrfHeaders, getCsrf, ORIGIN, seedResume } from "../helpers";
import { initSuccess, mockTbank, type TbankAnswer, TestTerminal } from "./tbank-mock";

const TERMINAL_KEY = "DoubleChargeDEMO";
const PASSWORD = "double-charge-password";
const terminal = new TestTerminal(TERMINAL_KEY, PASSWORD);
/**
 * The paid hand-off's jobs, kept here instead of sent to the local queue (decision 695): this file runs the app in
 * the test's own context, where the local queue's deliveries neither start nor end until the file's run is over; held
 * that long, they ran in the next files and could stall the tier. The hand-off itself is paid-analysis-handoff's.
 */
const analysisJobs: unknown[] = [];
const analysisQueue = {
  send: async (body: unknown) => void analysisJobs.push(body),
  sendBatch: async (messages: Iterable<{ body: unknown }>) => {
    for (const message of messages) analysisJobs.push(message.body);
  },
} as unknown as Env["ANALYSIS_QUEUE"];
const TBANK_ENV: Env = { ...terminal.bindings(env), ANALYSIS_QUEUE: analysisQueue };
const db = createDb(env.DB);
const IN_PROGRESS = "Платёж уже создаётся — подожди несколько секунд и попробуй снова.";

/** One request through the app, and its background work (waitUntil) finished before the answer is returned. */
async function callApp(path: string, init: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), TBANK_ENV, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function postJson(path: string, body: unknown, cookie: string) {
  const csrf = await getCsrf();
  return callApp(path, {
    method: "POST",
    headers: csrfHeaders(csrf, [cookie], { "Content-Type": "application/json" }),
    body: JSON.stringify(body),
  });
}

const notify = (body: string) =>
  callApp("/api/payment/notification/", { method: "POST", headers: { "Content-Type": "application/json" }, body });

let nextPaymentId = 7_000_000_000;
const initAnswer: TbankAnswer = (body) => {
  const paymentId = String(nextPaymentId++);
  terminal.remember({ id: String(body.OrderId), providerPaymentId: paymentId });
  return initSuccess(TERMINAL_KEY, paymentId, body);
};
/** Cancel's documented answer: OriginalAmount/NewAmount instead of Amount, PaymentId as a number. */
const cancelAnswer =
  (status: "CANCELED" | "REFUNDED"): TbankAnswer =>
  (body) => ({
    TerminalKey: TERMINAL_KEY,
    OrderId: terminal.orderOf.get(String(body.PaymentId)),
    Success: true,
    Status: status,
    OriginalAmount: body.Amount,
    NewAmount: 0,
    PaymentId: Number(body.PaymentId),
    ErrorCode: "0",
    Message: "OK",
    Details: "None",
  });
const bankError: TbankAnswer = () => ({
  Success: false,
  ErrorCode: "9999",
  Message: "Внутренняя ошибка системы",
  Details: "Попробуйте позже",
});

async function ownedResume() {
  const resume = await seedResume({ email: "ivan.petrov@example.ru" });
  return { resume, cookie: `rework_visitor=${resume.visitorId}` };
}

const statusOf = async (paymentId: string) =>
  (await db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)).get())?.status;
const eventsOf = async (paymentId: string) =>
  (await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).all()).map((event) => [
    event.status,
    event.source,
  ]);
const resumeRow = (resumeId: string) => db.select().from(resumes).where(eq(resumes.id, resumeId)).get();
const paymentsOf = (resumeId: string) => db.select().from(payments).where(eq(payments.resumeId, resumeId)).all();

/** The Cancel body the protocol asks for, its Token recomputed here. */
async function expectCancelBody(body: Record<string, unknown>, providerPaymentId: string) {
  expect(body).toEqual({
    TerminalKey: TERMINAL_KEY,
    PaymentId: providerPaymentId,
    Amount: 8900,
    Token: expect.any(String),
  });
  expect(body.Token).toBe(await computeToken(body, PASSWORD));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("concurrent POST /api/payment/init/ for one resume", () => {
  it("calls the bank's Init once and gives every tab the same payment", async () => {
    const { resume, cookie } = await ownedResume();
    // Init takes a while, as a real bank does, so the other requests arrive while it runs.
    const calls = mockTbank({ Init: initAnswer, GetState: terminal.stateAnswer("NEW") }, 700);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postJson("/api/payment/init/", { resume_id: resume.id }, cookie)),
    );
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as {
      success: boolean;
      payment_id: string;
    }[];

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(calls.filter((call) => call.method === "Init")).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.payment_id)).size).toBe(1);
    expect(await paymentsOf(resume.id)).toHaveLength(1);
    expect((await resumeRow(resume.id))?.paymentLockUntil).toBeNull();
  });

  it("answers 409 in the payment error shape when the first request is still creating the payment after ~3 s", async () => {
    const { resume, cookie } = await ownedResume();
    // The bank answers well after the server's ~3 s wait. The second request leaves only once the first has reached
    // the bank (and so holds the lock): a fixed head start made the order a race on a loaded machine.
    const calls = mockTbank({ Init: initAnswer }, 6000);
    const firstResponse = postJson("/api/payment/init/", { resume_id: resume.id }, cookie);
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000, interval: 10 });
    const [first, second] = await Promise.all([
      firstResponse,
      postJson("/api/payment/init/", { resume_id: resume.id }, cookie),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      success: false,
      error: IN_PROGRESS,
      code: "payment_in_progress",
      error_code: "payment_in_progress",
      details: null,
    });
    expect(calls.filter((call) => call.method === "Init")).toHaveLength(1);
  }, 20_000);

  it("releases the lock when the bank refuses, so the next click gets a payment at once", async () => {
    const { resume, cookie } = await ownedResume();
    mockTbank({ Init: bankError });
    expect((await postJson("/api/payment/init/", { resume_id: resume.id }, cookie)).status).toBe(502);
    expect((await resumeRow(resume.id))?.paymentLockUntil).toBeNull();
    vi.restoreAllMocks();
    const calls = mockTbank({ Init: initAnswer });
    const response = await postJson("/api/payment/init/", { resume_id: resume.id }, cookie);
    expect(response.status).toBe(200);
    expect(calls.map((call) => call.method)).toEqual(["Init"]);
  });
});

describe("a paid resume's other payments", () => {
  it("confirming payment A cancels pending payment B through T-Bank Cancel (its link dies)", async () => {
    const { resume } = await ownedResume();
    const a = await terminal.seedPayment(db, resume.id);
    const b = await terminal.seedPayment(db, resume.id);
    const calls = mockTbank({ Cancel: cancelAnswer("CANCELED") });
    const localQueue = vi.spyOn(env.ANALYSIS_QUEUE, "send");

    const response = await notify(await terminal.notification(a, "CONFIRMED"));
    expect(await response.text()).toBe("OK");
    // The paid analysis was handed to this file's queue, nothing to the local one (decision 695).
    expect(analysisJobs).toContainEqual({ resumeId: resume.id });
    expect(localQueue).not.toHaveBeenCalled();

    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("Cancel");
    await expectCancelBody(calls[0]!.body, b.providerPaymentId);
    expect(await statusOf(a.id)).toBe("CONFIRMED");
    expect(await statusOf(b.id)).toBe("CANCELED");
    expect(await eventsOf(b.id)).toEqual([["CANCELED", "cancel"]]);
    expect((await resumeRow(resume.id))?.isPaid).toBe(true);
  });

  it("still answers OK when Cancel fails, and retries it on the next status check of that payment", async () => {
    const { resume, cookie } = await ownedResume();
    const a = await terminal.seedPayment(db, resume.id);
    const b = await terminal.seedPayment(db, resume.id);
    mockTbank({ Cancel: bankError });
    expect(await (await notify(await terminal.notification(a, "CONFIRMED"))).text()).toBe("OK");
    expect(await statusOf(b.id)).toBe("NEW");

    vi.restoreAllMocks();
    const calls = mockTbank({ GetState: terminal.stateAnswer("NEW"), Cancel: cancelAnswer("CANCELED") });
    const check = await postJson("/api/payment/check-status/", { payment_id: b.id }, cookie);
    expect(check.status).toBe(200);
    expect(calls.map((call) => call.method)).toEqual(["GetState", "Cancel"]);
    await expectCancelBody(calls[1]!.body, b.providerPaymentId);
    expect(await statusOf(b.id)).toBe("CANCELED");
  });

  it("refunds a payment B confirmed after A already paid the resume, records it, warns, and leaves the resume paid once", async () => {
    const { resume } = await ownedResume();
    const a = await terminal.seedPayment(db, resume.id);
    const b = await terminal.seedPayment(db, resume.id);
    // B's cancel fails when A is confirmed, so the buyer can still pay B in the other tab.
    mockTbank({ Cancel: bankError });
    await notify(await terminal.notification(a, "CONFIRMED"));
    vi.restoreAllMocks();

    const warn = vi.spyOn(console, "warn");
    const calls = mockTbank({ Cancel: cancelAnswer("REFUNDED") });
    const response = await notify(await terminal.notification(b, "CONFIRMED"));
    expect(await response.text()).toBe("OK");

    expect(calls).toHaveLength(1);
    await expectCancelBody(calls[0]!.body, b.providerPaymentId);
    expect(await statusOf(a.id)).toBe("CONFIRMED");
    expect(await statusOf(b.id)).toBe("REFUNDED");
    expect(await eventsOf(b.id)).toEqual([
      ["CONFIRMED", "notification"],
      ["DUPLICATE_PAYMENT", "notification"],
      ["REFUNDED", "cancel"],
    ]);
    expect(await eventsOf(a.id)).toEqual([["CONFIRMED", "notification"]]);
    expect((await resumeRow(resume.id))?.isPaid).toBe(true);
    const warnings = warn.mock.calls.map(([line]) => String(line));
    expect(warnings.some((line) => line.includes('"event":"payment_duplicate_confirmed"') && line.includes(b.id))).toBe(
      true,
    );

    // The bank's own REFUNDED notification that follows changes nothing more.
    vi.restoreAllMocks();
    const none = mockTbank({});
    expect(await (await notify(await terminal.notification(b, "REFUNDED"))).text()).toBe("OK");
    expect(none).toHaveLength(0);
    expect((await resumeRow(resume.id))?.isPaid).toBe(true);
  });

  it("retries a failed refund of a duplicate on its next status check", async () => {
    const { resume, cookie } = await ownedResume();
    const a = await terminal.seedPayment(db, resume.id);
    const b = await terminal.seedPayment(db, resume.id);
    mockTbank({ Cancel: bankError });
    await notify(await terminal.notification(a, "CONFIRMED"));
    await notify(await terminal.notification(b, "CONFIRMED"));
    expect(await statusOf(b.id)).toBe("CONFIRMED");

    vi.restoreAllMocks();
    const calls = mockTbank({ Cancel: cancelAnswer("REFUNDED") });
    const check = await postJson("/api/payment/check-status/", { payment_id: b.id }, cookie);
    expect(await check.json()).toMatchObject({ success: true, payment_id: b.id, is_paid: true });
    expect(calls.map((call) => call.method)).toEqual(["Cancel"]);
    expect(await statusOf(b.id)).toBe("REFUNDED");
    expect(await statusOf(a.id)).toBe("CONFIRMED");
  });

  it("keeps exactly one of two payments confirmed at the same moment, and refunds the other", async () => {
    const { resume } = await ownedResume();
    const a = await terminal.seedPayment(db, resume.id);
    const b = await terminal.seedPayment(db, resume.id);
    // Both were paid at the bank, so whichever is cancelled gets refunded.
    const calls = mockTbank({ Cancel: cancelAnswer("REFUNDED") });
    const answers = await Promise.all([
      notify(await terminal.notification(a, "CONFIRMED")),
      notify(await terminal.notification(b, "CONFIRMED")),
    ]);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(["OK", "OK"]);

    const statuses = [await statusOf(a.id), await statusOf(b.id)].sort();
    expect(statuses).toEqual(["CONFIRMED", "REFUNDED"]);
    const refunded = (await statusOf(a.id)) === "REFUNDED" ? a : b;
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.body.PaymentId === refunded.providerPaymentId)).toBe(true);
    expect((await resumeRow(resume.id))?.isPaid).toBe(true);
  });
});

describe("nightly sweep", () => {
  afterEach(() => vi.restoreAllMocks());

  it("cancels an open payment whose cancel failed when the resume was paid", async () => {
    const { resume } = await ownedResume();
    const a = await terminal.seedPayment(db, resume.id);
    const b = await terminal.seedPayment(db, resume.id);
    mockTbank({ Cancel: bankError });
    await notify(await terminal.notification(a, "CONFIRMED"));
    expect(await statusOf(b.id)).toBe("NEW");
    vi.restoreAllMocks();

    const calls = mockTbank({ Cancel: cancelAnswer("CANCELED") });
    const { runRetention } = await import("../../worker/scheduled/retention");
    await runRetention(TBANK_ENV, Date.now());

    expect(
      calls.filter((call) => call.method === "Cancel" && call.body.PaymentId === b.providerPaymentId),
    ).toHaveLength(1);
    expect(await statusOf(b.id)).toBe("CANCELED");
    expect(await statusOf(a.id)).toBe("CONFIRMED");
  });
});
