/**
 * T-Bank at the fetch boundary, in its wire format, for the payment tests: each API method answers with the given
 * builder (an object is sent as JSON, a Response as it is, e.g. an HTML error page); any other outbound request
 * fails the test.
 */
import { vi } from "vitest";

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
