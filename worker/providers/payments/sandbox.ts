/**
 * The sandbox "bank" for local work and tests (docs/decisions/032): it behaves like T-Bank from the outside.
 * Init returns a payment link to a checkout page the Worker itself serves (routes/payment.ts + sandbox-page.ts);
 * the page's «Оплатить» / «Отклонить» produce a notification signed with the T-Bank Token algorithm under a sandbox
 * secret, which goes through the same verification and handler as a real notification, and the browser is sent to
 * the SuccessURL / FailURL given at Init, as the bank does. Its own state (like the bank's) lives in KV.
 */
import { constantTimeEqual, randomDigits } from "../../lib/crypto";
import { newId, toBase64Url } from "../../lib/ids";
import { PAYMENT_LINK_LIFETIME_MS, verifyTbankStyleNotification } from "./tbank";
import { computeToken } from "./token";
import {
  type InitPaymentRequest,
  type InitPaymentResult,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPaymentState,
} from "./types";

export const SANDBOX_TERMINAL_KEY = "SANDBOX";
const SECRET_KEY = "sandbox-payments:secret";
const stateKey = (providerPaymentId: string) => `sandbox-payments:payment:${providerPaymentId}`;
/** KV keeps a sandbox payment a day past its link's lifetime, so late status checks still find it. */
const STATE_TTL_SECONDS = (PAYMENT_LINK_LIFETIME_MS / 1000) * 2;

/** NEW until the buyer pays or declines; CANCELED/REFUNDED after our Cancel (an unpaid link dies, a paid one is returned). */
export type SandboxStatus = "NEW" | "CONFIRMED" | "REJECTED" | "CANCELED" | "REFUNDED";

/** What the sandbox bank remembers about a payment, as T-Bank would. */
export interface SandboxPayment {
  providerPaymentId: string;
  orderId: string;
  amountKopecks: number;
  description: string;
  status: SandboxStatus;
  successUrl: string;
  failUrl: string;
  createdAt: number;
}

export type SandboxAction = "pay" | "decline";

export function createSandboxProvider(kv: KVNamespace): PaymentProvider {
  return {
    name: "sandbox",

    async init(request: InitPaymentRequest): Promise<InitPaymentResult> {
      // T-Bank's PaymentIds are numbers; 15 digits with a leading 1 stay below 2^53.
      const providerPaymentId = `1${randomDigits(14)}`;
      const payment: SandboxPayment = {
        providerPaymentId,
        orderId: request.orderId,
        amountKopecks: request.amountKopecks,
        description: request.description,
        status: "NEW",
        successUrl: request.successUrl,
        failUrl: request.failUrl,
        createdAt: Date.now(),
      };
      await saveSandboxPayment(kv, payment);
      // The sandbox bank is this very Worker, reachable where the notifications go.
      const paymentUrl = new URL(`/api/payment/sandbox/${providerPaymentId}/`, request.notificationUrl).toString();
      return { providerPaymentId, paymentUrl, status: "NEW", raw: { ...payment, PaymentURL: paymentUrl } };
    },

    async getState(providerPaymentId: string): Promise<ProviderPaymentState> {
      const payment = await readSandboxPayment(kv, providerPaymentId);
      // T-Bank answers an unknown PaymentId with an error response; the sandbox does the same.
      if (!payment)
        throw new PaymentProviderError(
          "provider_error",
          "sandbox payment not found",
          "SANDBOX_NOT_FOUND",
          "Тестовый платёж не найден",
        );
      return { ...stateOfSandbox(payment), raw: { ...payment } };
    },

    async verifyNotification(body: string): Promise<ProviderPaymentState> {
      return verifyTbankStyleNotification(body, SANDBOX_TERMINAL_KEY, await sandboxSecret(kv));
    },

    async cancel(providerPaymentId: string, amountKopecks: number): Promise<ProviderPaymentState> {
      const payment = await readSandboxPayment(kv, providerPaymentId);
      if (!payment)
        throw new PaymentProviderError(
          "provider_error",
          "sandbox payment not found",
          "SANDBOX_NOT_FOUND",
          "Тестовый платёж не найден",
        );
      const cancelled = cancelledState(payment);
      if (!cancelled || amountKopecks !== payment.amountKopecks) {
        throw new PaymentProviderError(
          "provider_error",
          "sandbox payment cannot be cancelled",
          "SANDBOX_CANCEL_REFUSED",
          "Тестовый платёж нельзя отменить",
        );
      }
      // Recorded in the bank's own state: the checkout page now refuses to take money for this link.
      const updated: SandboxPayment = { ...payment, status: cancelled };
      if (cancelled !== payment.status) await saveSandboxPayment(kv, updated);
      return { ...stateOfSandbox(updated), raw: { ...updated, OriginalAmount: payment.amountKopecks, NewAmount: 0 } };
    },
  };
}

/** T-Bank's full-cancel transitions (NEW → CANCELED, CONFIRMED → REFUNDED); a repeated cancel answers the same. */
function cancelledState(payment: SandboxPayment): "CANCELED" | "REFUNDED" | null {
  if (payment.status === "NEW" || payment.status === "CANCELED") return "CANCELED";
  if (payment.status === "CONFIRMED" || payment.status === "REFUNDED") return "REFUNDED";
  return null;
}

export async function readSandboxPayment(kv: KVNamespace, providerPaymentId: string): Promise<SandboxPayment | null> {
  if (!/^\d{1,20}$/.test(providerPaymentId)) return null;
  return kv.get<SandboxPayment>(stateKey(providerPaymentId), "json");
}

async function saveSandboxPayment(kv: KVNamespace, payment: SandboxPayment): Promise<void> {
  await kv.put(stateKey(payment.providerPaymentId), JSON.stringify(payment), { expirationTtl: STATE_TTL_SECONDS });
}

function stateOfSandbox(payment: SandboxPayment) {
  return {
    orderId: payment.orderId,
    providerPaymentId: payment.providerPaymentId,
    status: payment.status,
    amountKopecks: payment.amountKopecks,
  };
}

/**
 * The sandbox's "terminal password": random, created on first use and kept in KV, so nobody outside this
 * deployment can sign a sandbox notification (a fixed constant would let anyone mark a resume paid on a
 * development deployment).
 */
async function sandboxSecret(kv: KVNamespace): Promise<string> {
  const existing = await kv.get(SECRET_KEY);
  if (existing) return existing;
  await kv.put(SECRET_KEY, newId(32));
  // Re-read: if two first uses raced, both continue with whichever write KV kept.
  return (await kv.get(SECRET_KEY)) ?? "";
}

/**
 * The per-payment form token: HMAC of the payment id under the sandbox secret. Only a page this Worker rendered
 * carries it, so another site cannot complete someone's payment by posting the form itself.
 */
export async function sandboxCheckoutToken(kv: KVNamespace, providerPaymentId: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(await sandboxSecret(kv)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`checkout:${providerPaymentId}`));
  return toBase64Url(new Uint8Array(signature));
}

export async function isValidCheckoutToken(
  kv: KVNamespace,
  providerPaymentId: string,
  token: string,
): Promise<boolean> {
  return constantTimeEqual(token, await sandboxCheckoutToken(kv, providerPaymentId));
}

/** Where the bank sends the browser for a payment in this state: FailURL unless it was paid. */
export function returnUrlOf(payment: SandboxPayment): string {
  return payment.status === "CONFIRMED" ? payment.successUrl : payment.failUrl;
}

const NOTIFICATION_MESSAGES: Record<SandboxStatus, string> = {
  NEW: "Тестовый платёж ожидает оплаты",
  CONFIRMED: "Тестовая оплата прошла",
  REJECTED: "Тестовая оплата отклонена",
  CANCELED: "Тестовый платёж отменён",
  REFUNDED: "Тестовый платёж возвращён",
};

/**
 * The buyer pressed «Оплатить» or «Отклонить»: the sandbox bank settles the payment (once: a settled payment keeps
 * its outcome, so a cancelled link can no longer be paid) and returns the notification it sends, as the signed JSON
 * body T-Bank would POST.
 */
export async function settleSandboxPayment(
  kv: KVNamespace,
  payment: SandboxPayment,
  action: SandboxAction,
): Promise<{ payment: SandboxPayment; notification: string }> {
  const settled: SandboxPayment =
    payment.status === "NEW" ? { ...payment, status: action === "pay" ? "CONFIRMED" : "REJECTED" } : payment;
  if (settled !== payment) await saveSandboxPayment(kv, settled);
  const declined = settled.status === "REJECTED";
  const fields = {
    TerminalKey: SANDBOX_TERMINAL_KEY,
    OrderId: settled.orderId,
    Success: !declined,
    Status: settled.status,
    PaymentId: Number(settled.providerPaymentId),
    ErrorCode: declined ? "SANDBOX_DECLINE" : "0",
    Amount: settled.amountKopecks,
    Message: NOTIFICATION_MESSAGES[settled.status],
    Pan: "220000******0000",
  };
  const notification = JSON.stringify({ ...fields, Token: await computeToken(fields, await sandboxSecret(kv)) });
  return { payment: settled, notification };
}
