/**
 * The T-Bank provider on its own: the Token against the protocol's two known vectors, Init's wire format (mocked at
 * the fetch boundary in T-Bank's real response shape), error responses, network failures and time-outs, GetState,
 * Cancel, and notification verification.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTbankProvider, type TbankConfig } from "../../worker/providers/payments/tbank";
import { computeToken, hasValidToken } from "../../worker/providers/payments/token";
import {
  type InitPaymentRequest,
  NotificationRejectedError,
  PaymentProviderError,
} from "../../worker/providers/payments/types";
import { mockTbank as mockTbankApi, type TbankAnswer, type TbankMethod } from "./tbank-mock";

const CONFIG: TbankConfig = {
  terminalKey: "TestTerminalDEMO",
  password: "terminal-password",
  apiUrl: "https://securepay.tbank.test/v2",
  receipt: { taxation: "usn_income", vat: "none" },
};

const REQUEST: InitPaymentRequest = {
  orderId: "order-0001",
  amountKopecks: 8900,
  description: "Анализ резюме — Rework",
  itemName: "Анализ резюме — Rework",
  receiptEmail: "buyer@example.ru",
  successUrl: "https://rework.test/payment/success/?resume_id=r1",
  failUrl: "https://rework.test/payment/fail/?resume_id=r1",
  notificationUrl: "https://rework.test/api/payment/notification/",
};

const json = (value: unknown) => Response.json(value);

/** The shared T-Bank mock (./tbank-mock.ts) at this file's API base; `answer` serves the one method under test. */
const mockTbank = (method: TbankMethod, answer?: TbankAnswer) =>
  mockTbankApi(answer ? { [method]: answer } : {}, 0, CONFIG.apiUrl);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Token", () => {
  it("matches the protocol's Init vector, leaving nested objects and arrays out", async () => {
    const token = await computeToken(
      {
        TerminalKey: "MerchantTerminalKey",
        Amount: 19200,
        OrderId: "21090",
        Description: "Подарочная карта на 1000 рублей",
        DATA: { Phone: "+71234567890", Email: "a@test.com" },
        Receipt: { Email: "a@test.ru", Taxation: "osn", Items: [{ Name: "Наименование товара 1", Price: 10000 }] },
      },
      "usaf8fw8fsw21g",
    );
    expect(token).toBe("0024a00af7c350a3a67ca168ce06502aa72772456662e38696d48b56ee9c97d9");
  });

  it("matches the protocol's notification vector, booleans as true/false and the Token field ignored", async () => {
    const notification = {
      TerminalKey: "1321054611234DEMO",
      OrderId: "201709",
      Success: true,
      Status: "AUTHORIZED",
      PaymentId: 8742591,
      ErrorCode: "0",
      Amount: 9855,
      CardId: 322264,
      Pan: "430000******0777",
      ExpDate: "1122",
      RebillId: 101709,
      Token: "b906d28e76c6428e37b25fcf86c0adc52c63d503013fdd632e300593d165766b",
    };
    expect(await computeToken(notification, "Dfsfh56dgKl")).toBe(notification.Token);
    expect(await hasValidToken(notification, "Dfsfh56dgKl")).toBe(true);
    expect(await hasValidToken({ ...notification, Amount: 9856 }, "Dfsfh56dgKl")).toBe(false);
  });
});

describe("Init", () => {
  it("sends the documented fields, a receipt and a valid Token, and returns the payment link", async () => {
    const calls = mockTbank("Init", () =>
      json({
        Success: true,
        ErrorCode: "0",
        TerminalKey: CONFIG.terminalKey,
        Status: "NEW",
        PaymentId: "3093639567",
        OrderId: REQUEST.orderId,
        Amount: 8900,
        PaymentURL: "https://securepay.tinkoff.ru/new/fU1ppgqa",
      }),
    );
    const result = await createTbankProvider(CONFIG).init(REQUEST);

    expect(result).toMatchObject({
      providerPaymentId: "3093639567",
      paymentUrl: "https://securepay.tinkoff.ru/new/fU1ppgqa",
      status: "NEW",
    });
    expect(calls).toHaveLength(1);
    const { url, body } = calls[0]!;
    expect(url).toBe("https://securepay.tbank.test/v2/Init");
    expect(body).toMatchObject({
      TerminalKey: "TestTerminalDEMO",
      Amount: 8900,
      OrderId: "order-0001",
      Description: "Анализ резюме — Rework",
      PayType: "O",
      SuccessURL: REQUEST.successUrl,
      FailURL: REQUEST.failUrl,
      NotificationURL: REQUEST.notificationUrl,
      Receipt: {
        Email: "buyer@example.ru",
        Taxation: "usn_income",
        Items: [
          {
            Name: "Анализ резюме — Rework",
            Price: 8900,
            Quantity: 1,
            Amount: 8900,
            Tax: "none",
            PaymentMethod: "full_payment",
            PaymentObject: "service",
          },
        ],
      },
    });
    expect(body.RedirectDueDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(body).not.toHaveProperty("Password");
    expect(body.Token).toBe(await computeToken(body, CONFIG.password));
  });

  it("omits the receipt when the terminal has no online cash register", async () => {
    const calls = mockTbank("Init", () =>
      json({
        Success: true,
        ErrorCode: "0",
        Status: "NEW",
        PaymentId: "1",
        OrderId: REQUEST.orderId,
        Amount: 8900,
        PaymentURL: "https://securepay.tinkoff.ru/new/x",
      }),
    );
    await createTbankProvider({ ...CONFIG, receipt: null }).init({ ...REQUEST, receiptEmail: null });
    expect(calls[0]!.body).not.toHaveProperty("Receipt");
  });

  it("refuses before calling the bank when the receipt needs an e-mail and none is known", async () => {
    const calls = mockTbank("Init");
    const error = await createTbankProvider(CONFIG)
      .init({ ...REQUEST, receiptEmail: null })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ code: "receipt_email_required" });
    expect(calls).toHaveLength(0);
  });

  it("turns Success:false into a provider error carrying the bank's ErrorCode and Details", async () => {
    mockTbank("Init", () =>
      json({
        Success: false,
        ErrorCode: "204",
        Message: "Неверный токен.",
        Details: "Проверьте пару TerminalKey и Password.",
      }),
    );
    const error = await createTbankProvider(CONFIG)
      .init(REQUEST)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "provider_error",
      providerCode: "204",
      details: "Проверьте пару TerminalKey и Password.",
    });
  });

  it("uses Message as the details when the bank gives no Details", async () => {
    mockTbank("Init", () => json({ Success: false, ErrorCode: "9999", Message: "Внутренняя ошибка системы" }));
    const error = await createTbankProvider(CONFIG)
      .init(REQUEST)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "provider_error", providerCode: "9999", details: "Внутренняя ошибка системы" });
  });

  it("treats ErrorCode ≠ 0 as an error even with Success:true", async () => {
    mockTbank("Init", () => json({ Success: true, ErrorCode: "8", Message: "Неверный статус транзакции" }));
    await expect(createTbankProvider(CONFIG).init(REQUEST)).rejects.toMatchObject({
      code: "provider_error",
      providerCode: "8",
    });
  });

  it("reports a network failure", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    await expect(createTbankProvider(CONFIG).init(REQUEST)).rejects.toMatchObject({ code: "network_error" });
  });

  it("gives up after the time-out", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    await expect(createTbankProvider({ ...CONFIG, timeoutMs: 50 }).init(REQUEST)).rejects.toMatchObject({
      code: "timeout",
    });
  });

  it("rejects an answer that is not JSON, lacks the link, or is for another order", async () => {
    mockTbank("Init", () => new Response("<html>502 Bad Gateway</html>", { status: 502 }));
    await expect(createTbankProvider(CONFIG).init(REQUEST)).rejects.toMatchObject({ code: "bad_response" });
    vi.restoreAllMocks();
    mockTbank("Init", () =>
      json({ Success: true, ErrorCode: "0", Status: "NEW", PaymentId: "1", OrderId: REQUEST.orderId, Amount: 8900 }),
    );
    await expect(createTbankProvider(CONFIG).init(REQUEST)).rejects.toMatchObject({ code: "bad_response" });
    vi.restoreAllMocks();
    mockTbank("Init", () =>
      json({
        Success: true,
        ErrorCode: "0",
        Status: "NEW",
        PaymentId: "1",
        OrderId: "another",
        Amount: 8900,
        PaymentURL: "https://securepay.tinkoff.ru/new/x",
      }),
    );
    await expect(createTbankProvider(CONFIG).init(REQUEST)).rejects.toMatchObject({ code: "bad_response" });
  });
});

describe("GetState", () => {
  it("sends TerminalKey, PaymentId and Token and returns the raw status and amount", async () => {
    const calls = mockTbank("GetState", () =>
      json({
        Success: true,
        ErrorCode: "0",
        Message: "OK",
        TerminalKey: CONFIG.terminalKey,
        Status: "CONFIRMED",
        PaymentId: "13660",
        OrderId: "21050",
        Amount: 8900,
        Params: [{ Key: "Route", Value: "ACQ" }],
      }),
    );
    const state = await createTbankProvider(CONFIG).getState("13660");
    expect(state).toMatchObject({
      status: "CONFIRMED",
      amountKopecks: 8900,
      orderId: "21050",
      providerPaymentId: "13660",
    });
    expect(calls[0]!.url).toBe("https://securepay.tbank.test/v2/GetState");
    expect(calls[0]!.body).toMatchObject({ TerminalKey: CONFIG.terminalKey, PaymentId: "13660" });
    expect(calls[0]!.body.Token).toBe(await computeToken(calls[0]!.body, CONFIG.password));
  });

  it("reports the bank's error for an unknown payment", async () => {
    mockTbank("GetState", () =>
      json({ Success: false, ErrorCode: "7", Message: "Неверный статус транзакции", Details: "Платеж не найден" }),
    );
    await expect(createTbankProvider(CONFIG).getState("1")).rejects.toMatchObject({
      code: "provider_error",
      providerCode: "7",
    });
  });
});

describe("Cancel", () => {
  const cancelAnswer = (status: string) => () =>
    json({
      TerminalKey: CONFIG.terminalKey,
      OrderId: "21050",
      Success: true,
      Status: status,
      OriginalAmount: 8900,
      NewAmount: 0,
      PaymentId: 13660,
      ErrorCode: "0",
      Message: "OK",
      Details: "None",
    });

  it("posts TerminalKey, PaymentId, Amount and the Token computed by the protocol (sorted keys, values, Password)", async () => {
    const calls = mockTbank("Cancel", cancelAnswer("CANCELED"));
    const state = await createTbankProvider(CONFIG).cancel("13660", 8900);
    expect(calls[0]!.url).toBe("https://securepay.tbank.test/v2/Cancel");
    expect(calls[0]!.body).toEqual({
      TerminalKey: CONFIG.terminalKey,
      PaymentId: "13660",
      Amount: 8900,
      Token: expect.any(String),
    });
    // Amount, Password, PaymentId, TerminalKey: the values in key order, written out by hand.
    const digest = await crypto.subtle.digest(
      "SHA-256",
      new TextEncoder().encode(`8900${CONFIG.password}13660${CONFIG.terminalKey}`),
    );
    const expected = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    expect(calls[0]!.body.Token).toBe(expected);
    // The answer's OriginalAmount is the order's amount; the PaymentId arrives as a number.
    expect(state).toMatchObject({
      status: "CANCELED",
      orderId: "21050",
      providerPaymentId: "13660",
      amountKopecks: 8900,
    });
  });

  it("returns REFUNDED for a confirmed payment", async () => {
    mockTbank("Cancel", cancelAnswer("REFUNDED"));
    await expect(createTbankProvider(CONFIG).cancel("13660", 8900)).resolves.toMatchObject({ status: "REFUNDED" });
  });

  it("reports the bank's refusal, and an answer about another payment, as errors", async () => {
    mockTbank("Cancel", () =>
      json({
        Success: false,
        ErrorCode: "7",
        Message: "Неверный статус транзакции",
        Details: "Платеж нельзя отменить",
      }),
    );
    await expect(createTbankProvider(CONFIG).cancel("13660", 8900)).rejects.toMatchObject({
      code: "provider_error",
      providerCode: "7",
      details: "Платеж нельзя отменить",
    });
    vi.restoreAllMocks();
    mockTbank("Cancel", () =>
      json({
        TerminalKey: CONFIG.terminalKey,
        OrderId: "21050",
        Success: true,
        Status: "CANCELED",
        OriginalAmount: 8900,
        NewAmount: 0,
        PaymentId: 1,
        ErrorCode: "0",
      }),
    );
    await expect(createTbankProvider(CONFIG).cancel("13660", 8900)).rejects.toMatchObject({ code: "bad_response" });
  });
});

describe("notification verification", () => {
  const provider = createTbankProvider({ ...CONFIG, terminalKey: "1321054611234DEMO", password: "Dfsfh56dgKl" });
  const VECTOR_BODY =
    '{"TerminalKey":"1321054611234DEMO","OrderId":"201709","Success":true,"Status":"AUTHORIZED","PaymentId":8742591,"ErrorCode":"0","Amount":9855,"CardId":322264,"Pan":"430000******0777","ExpDate":"1122","RebillId":101709,"Token":"b906d28e76c6428e37b25fcf86c0adc52c63d503013fdd632e300593d165766b"}';

  it("accepts the protocol's example and returns the fields it verified", async () => {
    const state = await provider.verifyNotification(VECTOR_BODY);
    expect(state).toMatchObject({
      orderId: "201709",
      providerPaymentId: "8742591",
      status: "AUTHORIZED",
      amountKopecks: 9855,
    });
    expect(state.raw).not.toHaveProperty("Token");
  });

  it("rejects a changed field, a wrong terminal and a body that is not JSON", async () => {
    await expect(provider.verifyNotification(VECTOR_BODY.replace('"Amount":9855', '"Amount":1'))).rejects.toMatchObject(
      { reason: "bad_token" },
    );
    await expect(
      provider.verifyNotification(VECTOR_BODY.replace(/"Token":"[0-9a-f]+"/, '"Token":""')),
    ).rejects.toMatchObject({ reason: "bad_token" });
    const otherTerminal = createTbankProvider({ ...CONFIG, terminalKey: "Other", password: "Dfsfh56dgKl" });
    await expect(otherTerminal.verifyNotification(VECTOR_BODY)).rejects.toMatchObject({ reason: "terminal_mismatch" });
    await expect(provider.verifyNotification("OK")).rejects.toBeInstanceOf(NotificationRejectedError);
  });

  it("verifies a PaymentId beyond 2^53 over the exact digits the bank sent", async () => {
    const fields = {
      TerminalKey: "1321054611234DEMO",
      OrderId: "o1",
      Success: true,
      Status: "CONFIRMED",
      ErrorCode: "0",
      Amount: 8900,
    };
    const digits = "98765432109876543210";
    const token = await computeToken({ ...fields, PaymentId: digits }, "Dfsfh56dgKl");
    const body = JSON.stringify({ ...fields, Token: token }).replace("{", `{"PaymentId":${digits},`);
    const state = await provider.verifyNotification(body);
    expect(state.providerPaymentId).toBe(digits);
  });
});
