/**
 * The payment API with a T-Bank terminal configured (the env is passed to the app directly), T-Bank mocked at the
 * fetch boundary in its wire format: init, reuse, errors, ownership, the notification webhook (Token, matching,
 * idempotency, ordering against the status poll) and check-status over every T-Bank state.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { paymentEvents, payments, resumes, users } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { TBANK_STATUSES } from "../../worker/providers/payments/status";
import { computeToken } from "../../worker/providers/payments/token";
import { createSession } from "../../worker/services/sessions";
import { csrfHeaders, getCsrf, ORIGIN, seedResume } from "../helpers";
import { initSuccess, mockTbank, TestTerminal } from "./tbank-mock";

const TERMINAL_KEY = "RouteTerminalDEMO";
const PASSWORD = "route-password";
const terminal = new TestTerminal(TERMINAL_KEY, PASSWORD);
const TBANK_ENV = terminal.bindings(env);
const db = createDb(env.DB);

function callApp(path: string, init: RequestInit = {}, bindings: Env = TBANK_ENV): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(`${ORIGIN}${path}`, init), bindings, createExecutionContext()));
}

async function postJson(path: string, body: unknown, cookies: string[], bindings: Env = TBANK_ENV) {
  const csrf = await getCsrf();
  return callApp(
    path,
    {
      method: "POST",
      headers: csrfHeaders(csrf, cookies, { "Content-Type": "application/json" }),
      body: JSON.stringify(body),
    },
    bindings,
  );
}

const initAnswer =
  (paymentId = String(Date.now())) =>
  (body: Record<string, unknown>) =>
    initSuccess(TERMINAL_KEY, paymentId, body);

async function ownedResume(overrides: Parameters<typeof seedResume>[0] = {}) {
  const resume = await seedResume({ email: "ivan.petrov@example.ru", ...overrides });
  return { resume, cookie: `rework_visitor=${resume.visitorId}` };
}

function notify(body: string, bindings: Env = TBANK_ENV) {
  // No CSRF: the webhook is exempt and authenticated by its Token.
  return callApp(
    "/api/payment/notification/",
    { method: "POST", headers: { "Content-Type": "application/json" }, body },
    bindings,
  );
}

const eventsOf = (paymentId: string) =>
  db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).all();
const paymentRow = (paymentId: string) => db.select().from(payments).where(eq(payments.id, paymentId)).get();
const isPaid = async (resumeId: string) =>
  (await db.select({ isPaid: resumes.isPaid }).from(resumes).where(eq(resumes.id, resumeId)).get())?.isPaid;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/payment/init/ with T-Bank", () => {
  it("creates a payment through Init with the price in kopecks, return URLs carrying the resume id and the resume's e-mail on the receipt", async () => {
    const { resume, cookie } = await ownedResume();
    const calls = mockTbank({ Init: initAnswer("3093639567") });
    const response = await postJson("/api/payment/init/", { resume_id: resume.id }, [cookie]);
    const body = (await response.json()) as { success: boolean; payment_id: string; payment_url: string };

    expect(response.status).toBe(200);
    expect(body).toEqual({
      success: true,
      payment_id: expect.any(String),
      payment_url: "https://securepay.tinkoff.ru/new/3093639567",
    });
    expect(calls).toHaveLength(1);
    const sent = calls[0]!.body;
    expect(sent).toMatchObject({
      TerminalKey: TERMINAL_KEY,
      Amount: 8900,
      OrderId: body.payment_id,
      SuccessURL: `${ORIGIN}/payment/success/?resume_id=${resume.id}`,
      FailURL: `${ORIGIN}/payment/fail/?resume_id=${resume.id}`,
      NotificationURL: `${ORIGIN}/api/payment/notification/`,
      Receipt: {
        Email: "ivan.petrov@example.ru",
        Taxation: "usn_income",
        Items: [
          {
            Price: 8900,
            Amount: 8900,
            Quantity: 1,
            Tax: "none",
            PaymentMethod: "full_payment",
            PaymentObject: "service",
          },
        ],
      },
    });
    expect(String(sent.Description).length).toBeLessThanOrEqual(140);
    expect(sent.Token).toBe(await computeToken(sent, PASSWORD));

    const row = await paymentRow(body.payment_id);
    expect(row).toMatchObject({
      resumeId: resume.id,
      provider: "tbank",
      providerPaymentId: "3093639567",
      status: "NEW",
      amountKopecks: 8900,
    });
    expect((await eventsOf(body.payment_id)).map((event) => [event.status, event.source])).toEqual([["NEW", "init"]]);
    expect(await isPaid(resume.id)).toBe(false);
  });

  it("puts the signed-in user's e-mail on the receipt, before the resume's", async () => {
    const userId = newId();
    await db.insert(users).values({ id: userId, email: "account@example.ru" });
    const token = await createSession(db, userId);
    const resume = await seedResume({ userId, visitorId: null, email: "in-resume@example.ru" });
    const calls = mockTbank({ Init: initAnswer() });
    const response = await postJson("/api/payment/init/", { resume_id: resume.id }, [`rework_session=${token}`]);
    expect(response.status).toBe(200);
    expect(calls[0]!.body.Receipt).toMatchObject({ Email: "account@example.ru" });
  });

  it("asks for an e-mail, without calling the bank, when the receipt has no address to go to", async () => {
    const { resume, cookie } = await ownedResume({ email: null });
    const calls = mockTbank({});
    const response = await postJson("/api/payment/init/", { resume_id: resume.id }, [cookie]);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      success: false,
      code: "receipt_email_required",
      error: expect.stringContaining("email"),
    });
    expect(calls).toHaveLength(0);
  });

  it("sends no receipt when TBANK_RECEIPT=off, so a buyer without a known e-mail can pay", async () => {
    const { resume, cookie } = await ownedResume({ email: null });
    const calls = mockTbank({ Init: initAnswer() });
    const response = await postJson("/api/payment/init/", { resume_id: resume.id }, [cookie], {
      ...TBANK_ENV,
      TBANK_RECEIPT: "off",
    });
    expect(response.status).toBe(200);
    expect(calls[0]!.body).not.toHaveProperty("Receipt");
  });

  it("reuses a pending payment (after asking the bank it is still pending) instead of creating another", async () => {
    const { resume, cookie } = await ownedResume();
    mockTbank({ Init: initAnswer("111") });
    const first = (await (await postJson("/api/payment/init/", { resume_id: resume.id }, [cookie])).json()) as {
      payment_id: string;
      payment_url: string;
    };
    vi.restoreAllMocks();
    terminal.remember({ id: first.payment_id, providerPaymentId: "111" });
    const calls = mockTbank({ GetState: terminal.stateAnswer("FORM_SHOWED") });
    const second = (await (await postJson("/api/payment/init/", { resume_id: resume.id }, [cookie])).json()) as {
      payment_id: string;
      payment_url: string;
    };
    expect(second).toMatchObject({ success: true, payment_id: first.payment_id, payment_url: first.payment_url });
    expect(calls.map((call) => call.method)).toEqual(["GetState"]);
    expect(await db.select().from(payments).where(eq(payments.resumeId, resume.id)).all()).toHaveLength(1);
  });

  it("starts a new payment when the previous one failed", async () => {
    const { resume, cookie } = await ownedResume();
    const failed = await terminal.seedPayment(db, resume.id, "REJECTED");
    const calls = mockTbank({ Init: initAnswer() });
    const body = (await (await postJson("/api/payment/init/", { resume_id: resume.id }, [cookie])).json()) as {
      payment_id: string;
    };
    expect(body.payment_id).not.toBe(failed.id);
    expect(calls.map((call) => call.method)).toEqual(["Init"]);
  });

  it("gives an already paid resume no new payment", async () => {
    const { resume, cookie } = await ownedResume({ isPaid: true });
    const calls = mockTbank({});
    const response = await postJson("/api/payment/init/", { resume_id: resume.id }, [cookie]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      error: "Анализ этого резюме уже оплачен",
      code: "already_paid",
      error_code: "already_paid",
      details: null,
    });
    expect(calls).toHaveLength(0);
  });

  it("answers the bank's refusal with the spec's error fields", async () => {
    const { resume, cookie } = await ownedResume();
    mockTbank({
      Init: () => ({
        Success: false,
        ErrorCode: "204",
        Message: "Неверный токен.",
        Details: "Проверьте пару TerminalKey и Password.",
      }),
    });
    const response = await postJson("/api/payment/init/", { resume_id: resume.id }, [cookie]);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      success: false,
      error: "Не удалось инициализировать платеж",
      code: "payment_provider_error",
      error_code: "204",
      details: "Проверьте пару TerminalKey и Password.",
    });
    expect(await db.select().from(payments).where(eq(payments.resumeId, resume.id)).all()).toHaveLength(0);
  });

  it("answers an unreachable bank with a Russian retry message", async () => {
    const { resume, cookie } = await ownedResume();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    const response = await postJson("/api/payment/init/", { resume_id: resume.id }, [cookie]);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      success: false,
      code: "payment_provider_unavailable",
      error_code: "network_error",
      error: expect.stringMatching(/Платёжный сервис недоступен/),
    });
  });

  it("does not let a stranger start a payment for someone else's resume", async () => {
    const { resume } = await ownedResume();
    const calls = mockTbank({});
    const response = await postJson("/api/payment/init/", { resume_id: resume.id }, [`rework_visitor=${newId()}`]);
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it("refuses to start with an invalid receipt configuration instead of sending the bank a wrong receipt", async () => {
    const { resume, cookie } = await ownedResume();
    const calls = mockTbank({});
    const response = await postJson("/api/payment/init/", { resume_id: resume.id }, [cookie], {
      ...TBANK_ENV,
      TBANK_TAXATION: "simplified",
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, code: "payments_unavailable" });
    expect(calls).toHaveLength(0);
  });

  it("validates the body in Russian", async () => {
    const response = await postJson("/api/payment/init/", {}, []);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Не указано резюме для оплаты", code: "validation_error" });
  });
});

describe("POST /api/payment/notification/", () => {
  it("marks the resume paid on a verified CONFIRMED and answers OK as plain text", async () => {
    const { resume } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    const response = await notify(await terminal.notification(payment, "CONFIRMED"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("OK");
    expect((await paymentRow(payment.id))?.status).toBe("CONFIRMED");
    expect(await isPaid(resume.id)).toBe(true);
    const events = await eventsOf(payment.id);
    expect(events.map((event) => [event.status, event.source])).toEqual([["CONFIRMED", "notification"]]);
    expect(JSON.parse(events[0]!.payload!)).not.toHaveProperty("Token");
  });

  it("rejects a bad Token and changes nothing", async () => {
    const { resume } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    const forged = (await terminal.notification(payment, "CONFIRMED")).replace(
      /"Token":"[0-9a-f]{64}"/,
      `"Token":"${"0".repeat(64)}"`,
    );
    const response = await notify(forged);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toBe("OK");
    expect((await paymentRow(payment.id))?.status).toBe("NEW");
    expect(await isPaid(resume.id)).toBe(false);
    expect(await eventsOf(payment.id)).toHaveLength(0);
  });

  it("rejects a notification signed with another password or for another terminal", async () => {
    const { resume } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    const fields = {
      TerminalKey: TERMINAL_KEY,
      OrderId: payment.id,
      Success: true,
      Status: "CONFIRMED",
      PaymentId: Number(payment.providerPaymentId),
      ErrorCode: "0",
      Amount: 8900,
    };
    const wrongPassword = JSON.stringify({ ...fields, Token: await computeToken(fields, "guessed") });
    expect((await notify(wrongPassword)).status).toBe(403);
    const otherTerminal = { ...fields, TerminalKey: "SomeoneElse" };
    expect(
      (await notify(JSON.stringify({ ...otherTerminal, Token: await computeToken(otherTerminal, PASSWORD) }))).status,
    ).toBe(403);
    expect((await notify("not json")).status).toBe(400);
    expect(await isPaid(resume.id)).toBe(false);
  });

  it("processes the same notification once however often it arrives", async () => {
    const { resume } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    const body = await terminal.notification(payment, "CONFIRMED");
    for (let i = 0; i < 3; i++) {
      const response = await notify(body);
      expect(await response.text()).toBe("OK");
    }
    expect((await eventsOf(payment.id)).filter((event) => event.status === "CONFIRMED")).toHaveLength(1);
    expect(await isPaid(resume.id)).toBe(true);
  });

  it("applies concurrent deliveries exactly once", async () => {
    const { resume } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    const body = await terminal.notification(payment, "CONFIRMED");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => notify(body).then((response) => response.text())),
    );
    expect(answers).toEqual(["OK", "OK", "OK", "OK", "OK"]);
    expect(await eventsOf(payment.id)).toHaveLength(1);
  });

  it("moves AUTHORIZED on to CONFIRMED, and a late AUTHORIZED never takes a completed payment back", async () => {
    const { resume } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    expect(await (await notify(await terminal.notification(payment, "AUTHORIZED"))).text()).toBe("OK");
    expect(await isPaid(resume.id)).toBe(false);
    expect(await (await notify(await terminal.notification(payment, "CONFIRMED"))).text()).toBe("OK");
    expect(await (await notify(await terminal.notification(payment, "AUTHORIZED"))).text()).toBe("OK");
    expect(
      await (
        await notify(await terminal.notification(payment, "REJECTED", { Success: false, ErrorCode: "1051" }))
      ).text(),
    ).toBe("OK");
    expect((await paymentRow(payment.id))?.status).toBe("CONFIRMED");
    expect(await isPaid(resume.id)).toBe(true);
    expect((await eventsOf(payment.id)).map((event) => event.status)).toEqual(["AUTHORIZED", "CONFIRMED"]);
  });

  it("refuses an amount that differs from the order and changes nothing", async () => {
    const { resume } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    const response = await notify(await terminal.notification(payment, "CONFIRMED", { Amount: 100 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "payment_mismatch", error_code: "amount" });
    expect(await isPaid(resume.id)).toBe(false);
    expect(await eventsOf(payment.id)).toHaveLength(0);
  });

  it("refuses a PaymentId that is not the one the bank gave for this order", async () => {
    const { resume } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    const response = await notify(await terminal.notification(payment, "CONFIRMED", { PaymentId: 1 }));
    expect(response.status).toBe(400);
    expect(await isPaid(resume.id)).toBe(false);
  });

  it("refuses an order it does not know", async () => {
    const response = await notify(
      await terminal.notification({ id: "no-such-order", providerPaymentId: "5" }, "CONFIRMED"),
    );
    expect(response.status).toBe(404);
  });

  it("takes the paid flag back on a full refund", async () => {
    const { resume } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    await notify(await terminal.notification(payment, "CONFIRMED"));
    expect(await isPaid(resume.id)).toBe(true);
    expect(await (await notify(await terminal.notification(payment, "REFUNDED"))).text()).toBe("OK");
    expect(await isPaid(resume.id)).toBe(false);
  });
});

describe("POST /api/payment/check-status/", () => {
  const EXPECTED: Record<string, { status: string; isPaid: boolean }> = {
    CONFIRMED: { status: "completed", isPaid: true },
    REJECTED: { status: "failed", isPaid: false },
    AUTH_FAIL: { status: "failed", isPaid: false },
    DEADLINE_EXPIRED: { status: "failed", isPaid: false },
    CANCELED: { status: "cancelled", isPaid: false },
    REVERSED: { status: "cancelled", isPaid: false },
    PARTIAL_REVERSED: { status: "cancelled", isPaid: false },
    REFUNDED: { status: "cancelled", isPaid: false },
    PARTIAL_REFUNDED: { status: "cancelled", isPaid: false },
  };

  it.each(TBANK_STATUSES.map((status) => [status, EXPECTED[status] ?? { status: "pending", isPaid: false }] as const))(
    "maps T-Bank %s to %o",
    async (bankStatus, expected) => {
      const { resume, cookie } = await ownedResume();
      const payment = await terminal.seedPayment(db, resume.id);
      const calls = mockTbank({ GetState: terminal.stateAnswer(bankStatus) });
      const response = await postJson("/api/payment/check-status/", { payment_id: payment.id }, [cookie]);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        payment_id: payment.id,
        status: expected.status,
        is_paid: expected.isPaid,
      });
      expect(calls).toHaveLength(1);
      expect(calls[0]!.body).toMatchObject({ TerminalKey: TERMINAL_KEY, PaymentId: payment.providerPaymentId });
      expect(await isPaid(resume.id)).toBe(expected.isPaid);
      // NEW is where the payment already is; REVERSING/REFUNDING are transitional and never recorded (status.ts).
      const recorded = !["NEW", "REVERSING", "REFUNDING"].includes(bankStatus);
      expect((await paymentRow(payment.id))?.status).toBe(recorded ? bankStatus : "NEW");
      expect((await eventsOf(payment.id)).map((event) => [event.status, event.source])).toEqual(
        recorded ? [[bankStatus, "check"]] : [],
      );
    },
  );

  it("does not ask the bank again about a settled payment", async () => {
    const { resume, cookie } = await ownedResume({ isPaid: true });
    const payment = await terminal.seedPayment(db, resume.id, "CONFIRMED");
    const calls = mockTbank({});
    const response = await postJson("/api/payment/check-status/", { payment_id: payment.id }, [cookie]);
    expect(await response.json()).toEqual({
      success: true,
      payment_id: payment.id,
      status: "completed",
      is_paid: true,
    });
    expect(calls).toHaveLength(0);
  });

  it("loses nothing when the webhook comes first and the poll second", async () => {
    const { resume, cookie } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    await notify(await terminal.notification(payment, "CONFIRMED"));
    const calls = mockTbank({});
    const response = await postJson("/api/payment/check-status/", { payment_id: payment.id }, [cookie]);
    expect(await response.json()).toMatchObject({ status: "completed", is_paid: true });
    expect(calls).toHaveLength(0);
  });

  it("loses nothing when the poll comes first and the webhook second", async () => {
    const { resume, cookie } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    mockTbank({ GetState: terminal.stateAnswer("CONFIRMED") });
    expect(
      await (await postJson("/api/payment/check-status/", { payment_id: payment.id }, [cookie])).json(),
    ).toMatchObject({ status: "completed", is_paid: true });
    expect(await (await notify(await terminal.notification(payment, "CONFIRMED"))).text()).toBe("OK");
    expect((await eventsOf(payment.id)).map((event) => [event.status, event.source])).toEqual([["CONFIRMED", "check"]]);
    expect(await isPaid(resume.id)).toBe(true);
  });

  it("does not trust a GetState answer with another amount", async () => {
    const { resume, cookie } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    mockTbank({ GetState: terminal.stateAnswer("CONFIRMED", 100) });
    const response = await postJson("/api/payment/check-status/", { payment_id: payment.id }, [cookie]);
    expect(response.status).toBe(502);
    expect(await isPaid(resume.id)).toBe(false);
  });

  it("answers a failed GetState with the spec's status-check error", async () => {
    const { resume, cookie } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    mockTbank({ GetState: () => ({ Success: false, ErrorCode: "9999", Message: "Внутренняя ошибка системы" }) });
    const response = await postJson("/api/payment/check-status/", { payment_id: payment.id }, [cookie]);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      success: false,
      error: "Не удалось проверить статус платежа",
      error_code: "9999",
      details: "Внутренняя ошибка системы",
    });
  });

  it("does not let a stranger check someone else's payment", async () => {
    const { resume } = await ownedResume();
    const payment = await terminal.seedPayment(db, resume.id);
    const calls = mockTbank({});
    const response = await postJson("/api/payment/check-status/", { payment_id: payment.id }, [
      `rework_visitor=${newId()}`,
    ]);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "Платеж не найден" });
    expect(calls).toHaveLength(0);
  });
});
