/**
 * T-Bank at the fetch boundary, in its wire format, for the payment tests: each API method answers with the given
 * builder; any other outbound request fails the test.
 */
import { vi } from "vitest";

export const TBANK_TEST_API = "https://tbank.test/v2";

export type TbankMethod = "Init" | "GetState" | "Cancel";
export type TbankAnswer = (body: Record<string, unknown>) => unknown;

export interface TbankCall {
  method: TbankMethod;
  body: Record<string, unknown>;
}

/** Records every call; `delayMs` holds each answer back (to overlap concurrent requests). */
export function mockTbank(answers: Partial<Record<TbankMethod, TbankAnswer>>, delayMs = 0): TbankCall[] {
  const calls: TbankCall[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const method = request.url.replace(`${TBANK_TEST_API}/`, "") as TbankMethod;
    const answer = answers[method];
    if (!request.url.startsWith(`${TBANK_TEST_API}/`) || !answer) throw new Error(`unexpected request: ${request.url}`);
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ method, body });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return Response.json(answer(body));
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
