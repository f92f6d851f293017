/**
 * Which payment provider runs (docs/decisions/030): T-Bank when both TBANK_TERMINAL_KEY and TBANK_PASSWORD are set;
 * otherwise the sandbox checkout, except in production, where taking "payments" that no bank processes would hand
 * out paid analyses for nothing, so it refuses with a clear configuration error instead.
 */
import { createSandboxProvider } from "./sandbox";
import { createTbankProvider, TBANK_TAXATIONS, TBANK_VATS, type TbankConfig } from "./tbank";
import { PaymentConfigError, type PaymentProvider } from "./types";

const DEFAULT_API_URL = "https://securepay.tinkoff.ru/v2";

/** The settings payments read; the secrets are optional (unset means "no T-Bank terminal"). */
export type PaymentEnv = Pick<
  Env,
  "ENVIRONMENT" | "KV" | "TBANK_API_URL" | "TBANK_TAXATION" | "TBANK_VAT" | "TBANK_RECEIPT"
> & {
  TBANK_TERMINAL_KEY?: string;
  TBANK_PASSWORD?: string;
};

export function selectPaymentProvider(env: PaymentEnv): PaymentProvider {
  const terminalKey = env.TBANK_TERMINAL_KEY?.trim();
  const password = env.TBANK_PASSWORD?.trim();
  if (terminalKey && password) return createTbankProvider(readTbankConfig(env, terminalKey, password));
  if (isProduction(env)) {
    throw new PaymentConfigError(
      "Payments are not configured: set the TBANK_TERMINAL_KEY and TBANK_PASSWORD secrets. The sandbox checkout is disabled when ENVIRONMENT=production.",
    );
  }
  return createSandboxProvider(env.KV);
}

/** Anything but an explicit development/test environment counts as production, like lib/config.ts. */
function isProduction(env: PaymentEnv): boolean {
  return env.ENVIRONMENT !== "development" && env.ENVIRONMENT !== "test";
}

function readTbankConfig(env: PaymentEnv, terminalKey: string, password: string): TbankConfig {
  const receiptEnabled = (env.TBANK_RECEIPT ?? "on").trim().toLowerCase() !== "off";
  return {
    terminalKey,
    password,
    apiUrl: env.TBANK_API_URL?.trim() || DEFAULT_API_URL,
    receipt: receiptEnabled
      ? {
          taxation: oneOf(TBANK_TAXATIONS, env.TBANK_TAXATION, "TBANK_TAXATION"),
          vat: oneOf(TBANK_VATS, env.TBANK_VAT, "TBANK_VAT"),
        }
      : null,
  };
}

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined, name: string): T {
  const trimmed = value?.trim() ?? "";
  if ((allowed as readonly string[]).includes(trimmed)) return trimmed as T;
  throw new PaymentConfigError(`${name}="${trimmed}" is not one of: ${allowed.join(", ")}`);
}
