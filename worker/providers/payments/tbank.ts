/**
 * T-Bank Internet Acquiring API v2: Init, GetState, Cancel and notification verification (protocol brief section 1).
 * Every request is `POST {apiUrl}/<Method>` with a JSON body signed by the Token; errors come back as
 * `Success: false` with `ErrorCode ≠ "0"`, `Message` and `Details`.
 */
import { log } from "../../lib/log";
import {
  computeToken,
  hasValidToken,
  numberOf,
  parseJsonLosslessly,
  type TokenFields,
  textOf,
  withoutToken,
} from "./token";
import {
  type InitPaymentRequest,
  type InitPaymentResult,
  NotificationRejectedError,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPaymentState,
} from "./types";

export const TBANK_TAXATIONS = ["osn", "usn_income", "usn_income_outcome", "esn", "patent"] as const;
export const TBANK_VATS = [
  "none",
  "vat0",
  "vat5",
  "vat7",
  "vat10",
  "vat20",
  "vat105",
  "vat107",
  "vat110",
  "vat120",
] as const;
export type TbankTaxation = (typeof TBANK_TAXATIONS)[number];
export type TbankVat = (typeof TBANK_VATS)[number];

export interface TbankConfig {
  terminalKey: string;
  password: string;
  /** e.g. https://securepay.tinkoff.ru/v2 (no trailing slash needed) */
  apiUrl: string;
  /** null: the terminal has no online cash register, so no Receipt is sent (TBANK_RECEIPT=off). */
  receipt: { taxation: TbankTaxation; vat: TbankVat } | null;
  timeoutMs?: number;
}

/** T-Bank waits for nothing: a call that takes longer than this is abandoned (the buyer can press the button again). */
const DEFAULT_TIMEOUT_MS = 15_000;
/** Payment links live 24 h, the bank's default, stated explicitly so pending-payment reuse can rely on it. */
export const PAYMENT_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const DESCRIPTION_MAX = 140;
const ITEM_NAME_MAX = 128;
const RECEIPT_EMAIL_MAX = 64;

export function createTbankProvider(config: TbankConfig): PaymentProvider {
  const call = (method: string, fields: TokenFields) => callTbank(config, method, fields);

  return {
    name: "tbank",

    async init(request: InitPaymentRequest): Promise<InitPaymentResult> {
      const body: TokenFields = {
        TerminalKey: config.terminalKey,
        Amount: request.amountKopecks,
        OrderId: request.orderId,
        Description: request.description.slice(0, DESCRIPTION_MAX),
        // One-stage: the money is debited at once and the payment ends CONFIRMED (see status.ts).
        PayType: "O",
        Language: "ru",
        SuccessURL: request.successUrl,
        FailURL: request.failUrl,
        NotificationURL: request.notificationUrl,
        RedirectDueDate: formatDueDate(new Date(Date.now() + PAYMENT_LINK_LIFETIME_MS)),
      };
      if (config.receipt) body.Receipt = buildReceipt(config.receipt, request);
      const response = await call("Init", body);
      const providerPaymentId = textOf(response.PaymentId);
      const paymentUrl = typeof response.PaymentURL === "string" ? response.PaymentURL : null;
      if (!providerPaymentId || !paymentUrl || !isHttpsUrl(paymentUrl)) {
        throw badResponse("Init", "no PaymentId or PaymentURL");
      }
      if (textOf(response.OrderId) !== request.orderId || numberOf(response.Amount) !== request.amountKopecks) {
        throw badResponse("Init", "OrderId or Amount differ from the request");
      }
      return { providerPaymentId, paymentUrl, status: textOf(response.Status) ?? "NEW", raw: withoutToken(response) };
    },

    async getState(providerPaymentId: string): Promise<ProviderPaymentState> {
      const response = await call("GetState", { TerminalKey: config.terminalKey, PaymentId: providerPaymentId });
      const state = stateOf(response);
      if (!state) throw badResponse("GetState", "no Status, OrderId, PaymentId or Amount");
      return state;
    },

    async verifyNotification(body: string): Promise<ProviderPaymentState> {
      return verifyTbankStyleNotification(body, config.terminalKey, config.password);
    },

    async cancel(providerPaymentId: string, amountKopecks: number): Promise<ProviderPaymentState> {
      // A full cancel: no Receipt (the bank builds the refund receipt from Init's); Amount is ignored for NEW.
      const response = await call("Cancel", {
        TerminalKey: config.terminalKey,
        PaymentId: providerPaymentId,
        Amount: amountKopecks,
      });
      // The answer carries OriginalAmount/NewAmount instead of Amount; the amount before the cancel is the order's.
      const state = stateOf(response, "OriginalAmount");
      if (!state || state.providerPaymentId !== providerPaymentId)
        throw badResponse("Cancel", "no Status, OrderId or OriginalAmount, or another PaymentId");
      return state;
    },
  };
}

/**
 * Shared with the sandbox, which signs its notifications with its own key and secret: parse, check the Token, the
 * TerminalKey and the fields we act on. Throws NotificationRejectedError; nothing is trusted before the Token passes.
 */
export async function verifyTbankStyleNotification(
  body: string,
  terminalKey: string,
  password: string,
): Promise<ProviderPaymentState> {
  let fields: unknown;
  try {
    fields = parseJsonLosslessly(body);
  } catch {
    throw new NotificationRejectedError("malformed", "notification body is not JSON");
  }
  if (!isRecord(fields)) throw new NotificationRejectedError("malformed", "notification body is not an object");
  if (!(await hasValidToken(fields, password)))
    throw new NotificationRejectedError("bad_token", "notification Token does not match");
  if (fields.TerminalKey !== terminalKey)
    throw new NotificationRejectedError("terminal_mismatch", "notification is for another terminal");
  const state = stateOf(fields);
  if (!state)
    throw new NotificationRejectedError("malformed", "notification lacks Status, OrderId, PaymentId or Amount");
  return state;
}

function stateOf(
  fields: TokenFields,
  amountField: "Amount" | "OriginalAmount" = "Amount",
): ProviderPaymentState | null {
  const status = textOf(fields.Status);
  const orderId = textOf(fields.OrderId);
  const providerPaymentId = textOf(fields.PaymentId);
  const amountKopecks = numberOf(fields[amountField]);
  if (!status || !orderId || !providerPaymentId || amountKopecks === null) return null;
  return { status, orderId, providerPaymentId, amountKopecks, raw: withoutToken(fields) };
}

/** 54-FZ receipt, FFD 1.05: one line, the whole amount, paid in full for a service. */
function buildReceipt(receipt: NonNullable<TbankConfig["receipt"]>, request: InitPaymentRequest) {
  const email = request.receiptEmail?.trim();
  if (!email || email.length > RECEIPT_EMAIL_MAX) {
    throw new PaymentProviderError("receipt_email_required", "the receipt needs the buyer's e-mail");
  }
  return {
    Email: email,
    Taxation: receipt.taxation,
    Items: [
      {
        Name: request.itemName.slice(0, ITEM_NAME_MAX),
        Price: request.amountKopecks,
        Quantity: 1,
        Amount: request.amountKopecks,
        Tax: receipt.vat,
        PaymentMethod: "full_payment",
        PaymentObject: "service",
      },
    ],
  };
}

async function callTbank(config: TbankConfig, method: string, fields: TokenFields): Promise<TokenFields> {
  const body = { ...fields, Token: await computeToken(fields, config.password) };
  const url = `${config.apiUrl.replace(/\/+$/, "")}/${method}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    log.warn("tbank_request_failed", {
      method,
      timedOut,
      error: error instanceof Error ? error.message : String(error),
    });
    throw timedOut
      ? new PaymentProviderError("timeout", `T-Bank ${method} timed out`)
      : new PaymentProviderError("network_error", `T-Bank ${method} unreachable`);
  }
  let parsed: unknown;
  try {
    parsed = parseJsonLosslessly(await response.text());
  } catch {
    throw badResponse(method, `HTTP ${response.status}, body is not JSON`);
  }
  if (!isRecord(parsed)) throw badResponse(method, `HTTP ${response.status}, body is not an object`);
  const errorCode = textOf(parsed.ErrorCode) ?? "";
  if (parsed.Success !== true || errorCode !== "0") {
    const message = typeof parsed.Message === "string" ? parsed.Message : null;
    const details = typeof parsed.Details === "string" && parsed.Details ? parsed.Details : message;
    log.warn("tbank_error", { method, errorCode, message, details });
    throw new PaymentProviderError("provider_error", `T-Bank ${method} failed`, errorCode || null, details);
  }
  return parsed;
}

function badResponse(method: string, reason: string) {
  log.error("tbank_bad_response", { method, reason });
  return new PaymentProviderError("bad_response", `T-Bank ${method}: ${reason}`);
}

/** `YYYY-MM-DDTHH:MM:SS+00:00`, the format the Init docs give for RedirectDueDate. */
function formatDueDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
