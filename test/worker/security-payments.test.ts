/**
 * Payment return URLs can't be steered by a forged Host header (docs/decisions/060): in production they come from
 * SITE_URL only, and without it the payment is refused before the bank is called.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { csrfHeaders, getCsrf, seedResume } from "../helpers";

const TERMINAL_KEY = "SecurityTerminalDEMO";
const PRODUCTION_ENV: Env = {
  ...env,
  ENVIRONMENT: "production",
  TBANK_TERMINAL_KEY: TERMINAL_KEY,
  TBANK_PASSWORD: "security-password",
  TBANK_API_URL: "https://tbank.test/v2",
} as Env;

/** The bank's Init, recording what it was asked; anything else fails the test. */
function mockTbankInit() {
  const bodies: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== "https://tbank.test/v2/Init") throw new Error(`unexpected request: ${request.url}`);
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    const paymentId = String(700_000_000 + bodies.length + Math.floor(Math.random() * 1_000_000));
    return Response.json({
      Success: true,
      ErrorCode: "0",
      TerminalKey: TERMINAL_KEY,
      Status: "NEW",
      PaymentId: paymentId,
      OrderId: body.OrderId,
      Amount: body.Amount,
      PaymentURL: `https://securepay.tinkoff.ru/new/${paymentId}`,
    });
  });
  return bodies;
}

/** POST /api/payment/init/ for a fresh owned resume, sent to a host the attacker picked. */
async function initFromForgedHost(bindings: Env) {
  const resume = await seedResume({ email: "buyer@example.ru" });
  const csrf = await getCsrf();
  const request = new Request("https://evil.example/api/payment/init/", {
    method: "POST",
    headers: csrfHeaders(csrf, [`rework_visitor=${resume.visitorId}`], { "Content-Type": "application/json" }),
    body: JSON.stringify({ resume_id: resume.id }),
  });
  return app.fetch(request, bindings, createExecutionContext());
}

afterEach(() => vi.restoreAllMocks());

describe("payment return URLs in production", () => {
  it("refuses to start a payment when SITE_URL is empty instead of trusting the Host header", async () => {
    const calls = mockTbankInit();
    const response = await initFromForgedHost({ ...PRODUCTION_ENV, SITE_URL: "" });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "payments_unavailable", success: false });
    expect(calls).toEqual([]);
  });

  it("builds SuccessURL, FailURL and NotificationURL from SITE_URL whatever the Host says", async () => {
    const calls = mockTbankInit();
    const response = await initFromForgedHost({ ...PRODUCTION_ENV, SITE_URL: "https://rework.example/" });
    expect(response.status).toBe(200);
    const [body] = calls;
    expect(body?.SuccessURL).toMatch(/^https:\/\/rework\.example\/payment\/success\/\?resume_id=/);
    expect(body?.FailURL).toMatch(/^https:\/\/rework\.example\/payment\/fail\/\?resume_id=/);
    expect(body?.NotificationURL).toBe("https://rework.example/api/payment/notification/");
  });
});
