/**
 * Payment return URLs can't be steered by a forged Host header (docs/decisions/060): in production they come from
 * SITE_URL only, and without it the payment is refused before the bank is called.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { csrfHeaders, getCsrf, seedResume } from "../helpers";
import { initSuccess, mockTbank, TBANK_TEST_API } from "./tbank-mock";

const TERMINAL_KEY = "SecurityTerminalDEMO";
const PRODUCTION_ENV: Env = {
  ...env,
  ENVIRONMENT: "production",
  TBANK_TERMINAL_KEY: TERMINAL_KEY,
  TBANK_PASSWORD: "security-password",
  TBANK_API_URL: TBANK_TEST_API,
  SELLER_NAME: "ИП Смирнова Анна Сергеевна",
  SELLER_INN: "771234567890",
  SELLER_OGRNIP: "321770000123456",
} as Env;

/** The bank's Init, recording what it was asked; anything else fails the test. */
let issuedPayments = 0;
function mockTbankInit() {
  // Storage lives for the whole file, and the bank's PaymentId is unique per provider: never reuse one.
  return mockTbank({ Init: (body) => initSuccess(TERMINAL_KEY, String(700_000_000 + ++issuedPayments), body) });
}

/** POST /api/payment/init/ for a fresh owned resume, sent to a host the attacker picked. */
async function initFromForgedHost(bindings: Env) {
  const resume = await seedResume({ email: "buyer@example.ru" });
  const csrf = await getCsrf();
  const request = new Request("https://evil.example/api/payment/init/", {
    method: "POST",
    // Production cookies carry the __Host- prefix (worker/lib/cookies.ts).
    headers: csrfHeaders(csrf, [`__Host-rework_visitor=${resume.visitorId}`], { "Content-Type": "application/json" }),
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

  it("refuses to start a payment while the seller's requisites are the shipped placeholder", async () => {
    const calls = mockTbankInit();
    const placeholder = {
      SELLER_NAME: "ИП Иванов Иван Иванович",
      SELLER_INN: "000000000000",
      SELLER_OGRNIP: "000000000000000",
    };
    const response = await initFromForgedHost({
      ...PRODUCTION_ENV,
      SITE_URL: "https://rework.example/",
      ...placeholder,
    } as Env);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "payments_unavailable", success: false });
    expect(calls).toEqual([]);
  });

  it("builds SuccessURL, FailURL and NotificationURL from SITE_URL whatever the Host says", async () => {
    const calls = mockTbankInit();
    const response = await initFromForgedHost({ ...PRODUCTION_ENV, SITE_URL: "https://rework.example/" });
    expect(response.status).toBe(200);
    const body = calls[0]?.body;
    expect(body?.SuccessURL).toMatch(/^https:\/\/rework\.example\/payment\/success\/\?resume_id=/);
    expect(body?.FailURL).toMatch(/^https:\/\/rework\.example\/payment\/fail\/\?resume_id=/);
    expect(body?.NotificationURL).toBe("https://rework.example/api/payment/notification/");
  });
});
