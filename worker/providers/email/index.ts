/**
 * Picks the e-mail provider from `EMAIL_PROVIDER`: `outbox` (development and tests only), `cloudflare`
 * (`send_email` binding named EMAIL) or `http` (EMAIL_API_URL + EMAIL_API_KEY). A misconfiguration throws
 * EmailConfigError before anything is sent, so the caller can answer with an error instead of a silent loss.
 */
import type { AppConfig } from "../../lib/config";
import { createCloudflareProvider } from "./cloudflare";
import { createHttpProvider } from "./http";
import { createOutboxProvider } from "./outbox";
import { EmailConfigError, type EmailProvider } from "./types";

export const DEFAULT_FROM = "Rework ID <id@rework.example>";

/**
 * What the providers read from the Worker's env. The secret and the binding are optional and absent from the
 * generated Env (the binding is not declared in wrangler.toml by default), hence the explicit shape.
 */
export type EmailEnv = Pick<Env, "KV" | "EMAIL_PROVIDER" | "EMAIL_FROM" | "EMAIL_API_URL"> & {
  EMAIL_API_KEY?: string;
  EMAIL?: SendEmail;
};

export function createEmailProvider(
  env: EmailEnv,
  config: Pick<AppConfig, "environment">,
  fetcher?: typeof fetch,
): EmailProvider {
  const from = env.EMAIL_FROM || DEFAULT_FROM;
  switch (env.EMAIL_PROVIDER || "outbox") {
    case "outbox":
      if (config.environment === "production") {
        throw new EmailConfigError("EMAIL_PROVIDER=outbox is for development only; set cloudflare or http");
      }
      return createOutboxProvider(env.KV);
    case "cloudflare": {
      const binding = env.EMAIL;
      if (!binding) throw new EmailConfigError("EMAIL_PROVIDER=cloudflare needs a [[send_email]] binding named EMAIL");
      return createCloudflareProvider(binding, from);
    }
    case "http":
      if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY) {
        throw new EmailConfigError("EMAIL_PROVIDER=http needs EMAIL_API_URL and the EMAIL_API_KEY secret");
      }
      return createHttpProvider({ url: env.EMAIL_API_URL, apiKey: env.EMAIL_API_KEY, from, fetcher });
    default:
      throw new EmailConfigError(`unknown EMAIL_PROVIDER "${env.EMAIL_PROVIDER}"`);
  }
}

export { EmailConfigError, type EmailMessage, type EmailProvider } from "./types";
