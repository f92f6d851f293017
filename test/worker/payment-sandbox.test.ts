/**
 * The sandbox checkout, through the real Worker entry (ENVIRONMENT=test, no T-Bank secrets): init gives a link to
 * the Worker's own TEST page; «Оплатить» / «Отклонить» settle it through the verified notification path and
 * redirect like the bank; forged forms and notifications change nothing; production refuses the sandbox.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { paymentEvents, payments, resumes } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { computeToken } from "../../worker/providers/payments/token";
import { api, csrfHeaders, getCsrf, ORIGIN, seedResume } from "../helpers";

const db = createDb(env.DB);

async function postJson(path: string, body: unknown, cookie: string) {
  const csrf = await getCsrf();
  return api(path, {
    method: "POST",
    headers: csrfHeaders(csrf, [cookie], { "Content-Type": "application/json" }),
    body: JSON.stringify(body),
  });
}

async function startSandboxPayment(filename = "Резюме Ивана.pdf") {
  const resume = await seedResume({ filename });
  const cookie = `rework_visitor=${resume.visitorId}`;
  const response = await postJson("/api/payment/init/", { resume_id: resume.id }, cookie);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { payment_id: string; payment_url: string };
  return { resume, cookie, ...body };
}

/** Opens the checkout page and reads the form the way a browser would submit it. */
async function openCheckout(paymentUrl: string) {
  const response = await api(new URL(paymentUrl).pathname);
  const html = await response.text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
  return { response, html, paymentId: field("payment_id"), token: field("token") };
}

function submitCheckout(fields: Record<string, string>) {
  // A plain form post: no CSRF header (the path is exempt), the per-payment token protects it.
  return api("/api/payment/sandbox/complete/", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

const isPaid = async (resumeId: string) =>
  (await db.select({ isPaid: resumes.isPaid }).from(resumes).where(eq(resumes.id, resumeId)).get())?.isPaid;
const eventsOf = async (paymentId: string) =>
  (await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).all()).map((event) => [
    event.status,
    event.source,
  ]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("sandbox checkout", () => {
  it("is the default locally: init links to the Worker's own clearly marked test page", async () => {
    // Nothing may leave the Worker in sandbox mode.
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("no outbound requests in sandbox mode"));
    const { payment_url, payment_id } = await startSandboxPayment('<img src=x onerror="alert(1)">.pdf');
    expect(payment_url).toMatch(new RegExp(`^${ORIGIN}/api/payment/sandbox/\\d{15}/$`));
    const row = await db.select().from(payments).where(eq(payments.id, payment_id)).get();
    expect(row).toMatchObject({ provider: "sandbox", status: "NEW", amountKopecks: 8900 });

    const { response, html, token } = await openCheckout(payment_url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/style-src 'nonce-[A-Za-z0-9_-]+'/);
    expect(csp).toContain(`form-action 'self' ${ORIGIN}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).toContain("Тестовая оплата — деньги не списываются");
    expect(html).toContain("89 ₽");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;.pdf");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain(">Оплатить</button>");
    expect(html).toContain(">Отклонить</button>");
    expect(token.length).toBeGreaterThan(20);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("«Оплатить» settles through the notification path, marks the resume paid and sends the browser to the success page", async () => {
    const { resume, cookie, payment_id, payment_url } = await startSandboxPayment();
    const form = await openCheckout(payment_url);
    const response = await submitCheckout({ payment_id: form.paymentId, token: form.token, action: "pay" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${ORIGIN}/payment/success/?resume_id=${resume.id}`);
    expect(await isPaid(resume.id)).toBe(true);
    expect(await eventsOf(payment_id)).toEqual([
      ["NEW", "init"],
      ["CONFIRMED", "sandbox"],
    ]);
    const status = await postJson("/api/payment/check-status/", { payment_id }, cookie);
    expect(await status.json()).toEqual({ success: true, payment_id, status: "completed", is_paid: true });
    // The page now says the payment is settled instead of offering the buttons again.
    const after = await openCheckout(payment_url);
    expect(after.html).toContain("уже оплачен");
    expect(after.html).not.toContain(">Оплатить</button>");
  });

  it("«Отклонить» fails the payment, leaves the resume unpaid and sends the browser to the failure page", async () => {
    const { resume, cookie, payment_id, payment_url } = await startSandboxPayment();
    const form = await openCheckout(payment_url);
    const response = await submitCheckout({ payment_id: form.paymentId, token: form.token, action: "decline" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${ORIGIN}/payment/fail/?resume_id=${resume.id}`);
    expect(await isPaid(resume.id)).toBe(false);
    const status = await postJson("/api/payment/check-status/", { payment_id }, cookie);
    expect(await status.json()).toEqual({ success: true, payment_id, status: "failed", is_paid: false });
    // A retry gets a new payment, not the failed one.
    const retry = (await (await postJson("/api/payment/init/", { resume_id: resume.id }, cookie)).json()) as {
      payment_id: string;
    };
    expect(retry.payment_id).not.toBe(payment_id);
  });

  it("tells the failure page why the payment failed, to the owner only (decision 250)", async () => {
    const { resume, cookie, payment_url } = await startSandboxPayment();
    const outcome = (who: string) => api(`/api/payment/outcome/${resume.id}/`, { headers: { Cookie: who } });
    // Still open: nothing to name.
    expect(await (await outcome(cookie)).json()).toEqual({ reason: null });
    const form = await openCheckout(payment_url);
    await submitCheckout({ payment_id: form.paymentId, token: form.token, action: "decline" });
    const answer = await outcome(cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await answer.json()).toEqual({ reason: "declined" });
    // A stranger learns nothing, not even that the resume exists.
    expect((await outcome(`rework_visitor=${newId()}`)).status).toBe(404);
    expect((await api("/api/payment/outcome/demo/")).status).toBe(404);
  });

  it("keeps the first outcome when the form is submitted again", async () => {
    const { resume, payment_id, payment_url } = await startSandboxPayment();
    const form = await openCheckout(payment_url);
    await submitCheckout({ payment_id: form.paymentId, token: form.token, action: "pay" });
    const again = await submitCheckout({ payment_id: form.paymentId, token: form.token, action: "decline" });
    expect(again.headers.get("Location")).toBe(`${ORIGIN}/payment/success/?resume_id=${resume.id}`);
    expect(await eventsOf(payment_id)).toEqual([
      ["NEW", "init"],
      ["CONFIRMED", "sandbox"],
    ]);
  });

  it("cancels the resume's other open link once one is paid, and that link then refuses to take money", async () => {
    const first = await startSandboxPayment();
    const firstForm = await openCheckout(first.payment_url);
    // The first link is too old to hand out again (links live 24 h), so the next click creates a second payment.
    await db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 23.5 * 60 * 60 * 1000) })
      .where(eq(payments.id, first.payment_id));
    const second = (await (
      await postJson("/api/payment/init/", { resume_id: first.resume.id }, first.cookie)
    ).json()) as { payment_id: string; payment_url: string };
    expect(second.payment_id).not.toBe(first.payment_id);

    const secondForm = await openCheckout(second.payment_url);
    expect(
      (await submitCheckout({ payment_id: secondForm.paymentId, token: secondForm.token, action: "pay" })).status,
    ).toBe(303);
    expect(await isPaid(first.resume.id)).toBe(true);
    // The cancel runs after the answer (waitUntil).
    await vi.waitFor(async () =>
      expect(await eventsOf(first.payment_id)).toEqual([
        ["NEW", "init"],
        ["CANCELED", "cancel"],
      ]),
    );

    const page = await openCheckout(first.payment_url);
    expect(page.html).toContain("Этот тестовый платёж отменён");
    expect(page.html).not.toContain(">Оплатить</button>");
    // A form still open in the other tab is refused too: the browser goes to the failure page, nothing is paid.
    const late = await submitCheckout({ payment_id: firstForm.paymentId, token: firstForm.token, action: "pay" });
    expect(late.status).toBe(303);
    expect(late.headers.get("Location")).toBe(`${ORIGIN}/payment/fail/?resume_id=${first.resume.id}`);
    expect(await eventsOf(first.payment_id)).toEqual([
      ["NEW", "init"],
      ["CANCELED", "cancel"],
    ]);
    expect(await eventsOf(second.payment_id)).toEqual([
      ["NEW", "init"],
      ["CONFIRMED", "sandbox"],
    ]);
    expect(await isPaid(first.resume.id)).toBe(true);
  });

  it("refuses a form post without the page's token and changes nothing", async () => {
    const { resume, payment_id, payment_url } = await startSandboxPayment();
    const form = await openCheckout(payment_url);
    const response = await submitCheckout({
      payment_id: form.paymentId,
      token: "forged-token-from-another-site",
      action: "pay",
    });
    expect(response.status).toBe(403);
    expect(await isPaid(resume.id)).toBe(false);
    expect(await eventsOf(payment_id)).toEqual([["NEW", "init"]]);
  });

  it("accepts on the public webhook only notifications signed with the sandbox secret", async () => {
    const { resume, payment_id, payment_url } = await startSandboxPayment();
    const providerPaymentId = new URL(payment_url).pathname.split("/").at(-2)!;
    const fields = {
      TerminalKey: "SANDBOX",
      OrderId: payment_id,
      Success: true,
      Status: "CONFIRMED",
      PaymentId: Number(providerPaymentId),
      ErrorCode: "0",
      Amount: 8900,
    };
    const notify = (body: string) =>
      api("/api/payment/notification/", { method: "POST", headers: { "Content-Type": "application/json" }, body });

    const guessed = await notify(JSON.stringify({ ...fields, Token: await computeToken(fields, "sandbox") }));
    expect(guessed.status).toBe(403);
    expect(await isPaid(resume.id)).toBe(false);

    const secret = await env.KV.get("sandbox-payments:secret");
    const genuine = await notify(JSON.stringify({ ...fields, Token: await computeToken(fields, secret!) }));
    expect(await genuine.text()).toBe("OK");
    expect(await isPaid(resume.id)).toBe(true);
  });

  it("answers a stale or unknown checkout link with a test-marked 404 page", async () => {
    const response = await api("/api/payment/sandbox/123456789012345/");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Платёж не найден");
    expect(html).toContain("ТЕСТОВЫЙ РЕЖИМ");
  });

  it("does not let a stranger start or check a payment for someone else's resume", async () => {
    const { resume, payment_id } = await startSandboxPayment();
    const stranger = `rework_visitor=${newId()}`;
    expect((await postJson("/api/payment/init/", { resume_id: resume.id }, stranger)).status).toBe(404);
    expect((await postJson("/api/payment/check-status/", { payment_id }, stranger)).status).toBe(404);
  });
});

describe("sandbox in production", () => {
  const PRODUCTION = { ...env, ENVIRONMENT: "production" };
  const callProduction = async (path: string, init: RequestInit = {}) =>
    app.fetch(new Request(`${ORIGIN}${path}`, init), PRODUCTION, createExecutionContext());

  it("is refused: no payment starts, no checkout page, no completion", async () => {
    const resume = await seedResume();
    const csrf = await getCsrf();
    const init = await callProduction("/api/payment/init/", {
      method: "POST",
      headers: csrfHeaders(csrf, [`rework_visitor=${resume.visitorId}`], { "Content-Type": "application/json" }),
      body: JSON.stringify({ resume_id: resume.id }),
    });
    expect(init.status).toBe(503);
    expect(await init.json()).toMatchObject({
      success: false,
      code: "payments_unavailable",
      error: expect.stringMatching(/^Оплата временно недоступна/),
    });
    expect(await db.select().from(payments).where(eq(payments.resumeId, resume.id)).all()).toHaveLength(0);

    expect((await callProduction("/api/payment/sandbox/123456789012345/")).status).toBe(503);
    const complete = await callProduction("/api/payment/sandbox/complete/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "payment_id=123456789012345&token=x&action=pay",
    });
    expect(complete.status).toBe(503);
  });
});
