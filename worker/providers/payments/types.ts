/**
 * The payment-provider interface: T-Bank Internet Acquiring (tbank.ts) and the local sandbox checkout (sandbox.ts)
 * behind one shape, so the services (services/payments/) never knows which bank it talks to. Both speak T-Bank's
 * vocabulary: raw statuses (NEW, CONFIRMED, REJECTED, …), amounts in kopecks, notifications signed with the Token.
 */
export type PaymentProviderName = "tbank" | "sandbox";

export interface InitPaymentRequest {
  /** Our payments.id; T-Bank's OrderId. */
  orderId: string;
  amountKopecks: number;
  /** Shown on the payment form (T-Bank: ≤140 characters). */
  description: string;
  /** The 54-FZ receipt line (T-Bank: ≤128 characters). */
  itemName: string;
  /** Where the buyer's receipt goes; null when neither the account nor the resume gives an address. */
  receiptEmail: string | null;
  successUrl: string;
  failUrl: string;
  notificationUrl: string;
}

export interface InitPaymentResult {
  providerPaymentId: string;
  paymentUrl: string;
  /** The provider's raw status, NEW for a fresh payment. */
  status: string;
  /** The provider's answer (no secrets), kept in payment_events for disputes. */
  raw: Record<string, unknown>;
}

/** A payment's state as the provider reports it, from GetState or a verified notification. */
export interface ProviderPaymentState {
  orderId: string;
  providerPaymentId: string;
  status: string;
  amountKopecks: number;
  raw: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  init(request: InitPaymentRequest): Promise<InitPaymentResult>;
  getState(providerPaymentId: string): Promise<ProviderPaymentState>;
  /** Parses and verifies a notification body (raw text, so large numbers keep their digits); throws if not authentic. */
  verifyNotification(body: string): Promise<ProviderPaymentState>;
  /**
   * Cancels a payment in full (T-Bank Cancel): an unpaid link dies (NEW → CANCELED), held money is released
   * (AUTHORIZED → REVERSED), debited money is refunded (CONFIRMED → REFUNDED). Returns the state after the cancel;
   * its `amountKopecks` is the amount before it (T-Bank's OriginalAmount), so it can be matched against the order.
   */
  cancel(providerPaymentId: string, amountKopecks: number): Promise<ProviderPaymentState>;
}

export type PaymentProviderErrorCode =
  /** The provider answered Success:false / ErrorCode ≠ "0". */
  | "provider_error"
  | "network_error"
  | "timeout"
  /** The answer was not the documented shape (or did not match our order). */
  | "bad_response"
  /** The receipt needs the buyer's e-mail and none is known. */
  | "receipt_email_required";

/** A failed call to the provider. `providerCode`/`details` are the provider's own ErrorCode and Message/Details. */
export class PaymentProviderError extends Error {
  constructor(
    public readonly code: PaymentProviderErrorCode,
    message: string,
    public readonly providerCode: string | null = null,
    public readonly details: string | null = null,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** A notification that must not be acted on: malformed, badly signed, or from another terminal. */
export class NotificationRejectedError extends Error {
  constructor(
    public readonly reason: "malformed" | "bad_token" | "terminal_mismatch",
    message: string,
  ) {
    super(message);
    this.name = "NotificationRejectedError";
  }
}

/** The configuration cannot run payments here (production without T-Bank credentials, invalid receipt settings). */
export class PaymentConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentConfigError";
  }
}
