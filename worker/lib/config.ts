/** Typed view of the `[vars]` and secrets, with defaults, so no route parses strings from `env` itself. */
export interface AppConfig {
  environment: "development" | "production" | "test";
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  priceRub: number;
  retentionDays: number;
  /** Ceiling on sign-in e-mails per UTC day, site-wide (docs/decisions/044). */
  signInEmailsPerDay: number;
}

export function readConfig(env: Env): AppConfig {
  const environment = env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test" ? env.ENVIRONMENT : "production";
  return {
    environment,
    siteName: env.SITE_NAME || "Rework",
    siteUrl: env.SITE_URL || "",
    contactEmail: env.CONTACT_EMAIL,
    priceRub: positiveNumber(env.ANALYSIS_PRICE_RUB, 89),
    retentionDays: positiveNumber(env.RETENTION_DAYS, 30),
    signInEmailsPerDay: positiveNumber(env.SIGN_IN_EMAILS_PER_DAY, 2000),
  };
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}
