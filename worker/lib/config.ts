/** Typed view of the `[vars]` and secrets, with defaults, so no route parses strings from `env` itself. */
export interface AppConfig {
  environment: "development" | "production" | "test";
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  priceRub: number;
  /** Default price of one business API analysis, roubles (B2B_PRICE_RUB; docs/decisions/272). */
  b2bPriceRub: number;
  retentionDays: number;
  /** Ceiling on sign-in e-mails per UTC day, site-wide (docs/decisions/044). */
  signInEmailsPerDay: number;
  /** The seller's requisites: footer, public offer, privacy policy (the operator of personal data). */
  seller: { name: string; inn: string; ogrnip: string };
  /**
   * True while the requisites are the shipped sample (or missing): production refuses payments then, and development
   * marks them «тестовые данные» (docs/decisions/120).
   */
  sellerIsPlaceholder: boolean;
  /** Moderators (ADMIN_EMAILS, comma-separated, lower-cased): they sign in like anyone, by a one-time code. */
  adminEmails: readonly string[];
}

export function readConfig(env: Env): AppConfig {
  const environment = env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test" ? env.ENVIRONMENT : "production";
  const seller = { name: env.SELLER_NAME ?? "", inn: env.SELLER_INN ?? "", ogrnip: env.SELLER_OGRNIP ?? "" };
  return {
    environment,
    siteName: env.SITE_NAME || "Rework",
    siteUrl: env.SITE_URL || "",
    contactEmail: env.CONTACT_EMAIL,
    priceRub: positiveNumber(env.ANALYSIS_PRICE_RUB, 89),
    b2bPriceRub: positiveNumber(env.B2B_PRICE_RUB, 10),
    retentionDays: positiveNumber(env.RETENTION_DAYS, 30),
    signInEmailsPerDay: positiveNumber(env.SIGN_IN_EMAILS_PER_DAY, 2000),
    seller,
    sellerIsPlaceholder: isPlaceholderSeller(seller),
    adminEmails: (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** The sample in wrangler.toml: «ИП Иванов Иван Иванович», ИНН and ОГРНИП of zeros. */
export function isPlaceholderSeller(seller: AppConfig["seller"]): boolean {
  const allZeros = (value: string) => /^0+$/.test(value);
  return (
    !seller.name.trim() ||
    !seller.inn.trim() ||
    allZeros(seller.inn) ||
    allZeros(seller.ogrnip) ||
    /Иванов Иван Иванович/i.test(seller.name)
  );
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}
