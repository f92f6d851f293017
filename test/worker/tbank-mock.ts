/**
 * T-Bank at the fetch boundary, in its wire format, for the payment tests: each API method answers with the given
 * builder (an object is sent as JSON, a Response as it is, e.g. an HTML error page); any other outbound request
 * fails the test.
 */
import { vi } from "vitest";
import type { Database } from "../../worker/db/client";
import { payments } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { computeToken } from "../../worker/providers/payments/token";

export const TBANK_TEST_API = "https://tbank.test/v2";

export type TbankMethod = "Init" | "GetState" | "Cancel";
export type TbankAnswer = (body: Record<string, unknown>) => unknown;

export interface TbankCall {
  method: TbankMethod;
  url: string;
  body: Record<string, unknown>;
}

/**
 * Records every call; `delayMs` holds each answer back (to overlap concurrent requests). `apiUrl` is the base the
 * provider under test was configured with.
 */
export function mockTbank(
  answers: Partial<Record<TbankMethod, TbankAnswer>>,
  delayMs = 0,
  apiUrl = TBANK_TEST_API,
): TbankCall[] {
  const calls: TbankCall[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const method = request.url.replace(`${apiUrl}/`, "") as TbankMethod;
    const answer = answers[method];
    if (!request.url.startsWith(`${apiUrl}/`) || !answer)
      throw new Error(`unexpected request: ${request.method} ${request.url}`);
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ method, url: request.url, body });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answered = answer(body);
    return answered instanceof Response ? answered : Response.json(answered);
  });
  return calls;
}

/** Init's successful answer for the order in `body`, with the bank's `paymentId` and payment link. */
export function initSuccess(terminalKey: string, paymentId: string, body: Record<string, unknown>) {
  return {
    Success: true,
    ErrorCode: "0",
    TerminalKey: terminalKey,
    Status: "NEW",
    PaymentId: paymentId,
    OrderId: body.OrderId,
    Amount: body.Amount,
    PaymentURL: `https://securepay.tinkoff.ru/new/${paymentId}`,
  };
}

/** A row the payment tests can point a notification or a GetState answer at. */
export interface TestPayment {
  /** Our OrderId (payments.id). */
  id: string;
  /** The bank's PaymentId (payments.provider_payment_id). */
  providerPaymentId: string;
}

/**
 * A T-Bank terminal as a test file configures it: its key and password, the bank's own record of which OrderId each
 * PaymentId belongs to, and the wire-format messages the bank sends for it (notifications signed with the password,
 * GetState answers). One place for what the payment test files used to write out each.
 */
export class TestTerminal {
  /** The bank's record: our OrderId for each PaymentId it issued. */
  readonly orderOf = new Map<string, string>();

  constructor(
    readonly key: string,
    readonly password: string,
  ) {}

  /** The worker's bindings with this terminal configured against the mocked API. */
  bindings(base: Env): Env {
    return { ...base, TBANK_TERMINAL_KEY: this.key, TBANK_PASSWORD: this.password, TBANK_API_URL: TBANK_TEST_API };
  }

  /** Remembers that the bank issued `payment.providerPaymentId` for our order `payment.id`. */
  remember(payment: TestPayment): TestPayment {
    this.orderOf.set(payment.providerPaymentId, payment.id);
    return payment;
  }

  /** A payment row as after a successful Init for `resumeId`, remembered as issued by the bank. */
  async seedPayment(db: Database, resumeId: string, status = "NEW"): Promise<TestPayment> {
    const payment = this.remember({ id: newId(), providerPaymentId: String(Math.floor(Math.random() * 1e12)) });
    await db.insert(payments).values({
      ...payment,
      resumeId,
      provider: "tbank",
      status,
      amountKopecks: 8900,
      paymentUrl: `https://securepay.tinkoff.ru/new/${payment.providerPaymentId}`,
      updatedAt: new Date(),
    });
    return payment;
  }

  /** GetState's answer: the bank reports `status` (and `amount` kopecks) for the payment asked about. */
  stateAnswer(status: string, amount = 8900): TbankAnswer {
    return (body) => ({
      Success: true,
      ErrorCode: "0",
      Message: "OK",
      TerminalKey: this.key,
      Status: status,
      PaymentId: body.PaymentId,
      OrderId: this.orderOf.get(String(body.PaymentId)),
      Amount: amount,
    });
  }

  /** The body of the bank's notification about `payment`, with its Token; `overrides` change or add fields. */
  async notification(payment: TestPayment, status: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const fields = {
      TerminalKey: this.key,
      OrderId: payment.id,
      Success: true,
      Status: status,
      PaymentId: Number(payment.providerPaymentId),
      ErrorCode: "0",
      Amount: 8900,
      CardId: 322264,
      Pan: "430000******0777",
      ExpDate: "1130",
      ...overrides,
    };
    return JSON.stringify({ ...fields, Token: await computeToken(fields, this.password) });
  }
}
