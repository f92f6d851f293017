/**
 * Anti-automation for sign-in (ASVS 5.0 V6.1.1, V6.6.3), built so that a stranger cannot turn it against the
 * owner of an address (docs/decisions/044):
 * - a browser the owner has used (a remember-device token of the address' user, or a visitor cookie whose resumes
 *   became that user's) has its own code pool, which nobody else can spend, and is exempt from the pools strangers
 *   share;
 * - everyone else is counted per address *and network* (a stranger's network only blocks itself) and per address
 *   per day (at most CODES_PER_ADDRESS_PER_DAY unsolicited mails a day);
 * - a refused call takes nothing from any pool (takeAllRateLimits), so flooding does not push the limit further;
 * - every per-IP rule counts IPv6 by /64 (clientNetwork); a site-wide daily ceiling protects the sending quota.
 * Addresses are hashed in the keys: rate_limits holds no e-mails.
 */
import type { Database } from "../../db/client";
import { sha256Hex } from "../../lib/crypto";
import { ApiError, tooManyRequests } from "../../lib/errors";
import { hitAllRateLimits, LOCAL_NETWORK, type RateLimitRule, takeAllRateLimits } from "../rate-limit";

const DAY_SECONDS = 24 * 60 * 60;

export const RATE_LIMITS = {
  /** A stranger's (or a new device's) requests for one address from one network. */
  codePerEmailPerNetwork: { limit: 5, windowSeconds: 15 * 60 },
  /** All requests for one address from browsers without its remember-device token: the daily mail cap. */
  codePerEmailPerDay: { limit: 10, windowSeconds: DAY_SECONDS },
  /** Requests for one address from the owner's own browsers: a pool strangers cannot reach. */
  codePerOwnersBrowser: { limit: 5, windowSeconds: 15 * 60 },
  codePerIp: { limit: 20, windowSeconds: 60 * 60 },
  verifyPerIp: { limit: 30, windowSeconds: 10 * 60 },
  quickLoginPerIp: { limit: 30, windowSeconds: 10 * 60 },
} as const;

export const RATE_LIMIT_MESSAGES = {
  code: "Слишком много запросов кода. Подожди несколько минут и попробуй снова.",
  codeDaily:
    "Для этого адреса сегодня отправлено слишком много кодов. Попробуй завтра или войди с устройства, на котором вход уже был.",
  siteDaily: "Отправка писем временно недоступна. Попробуй позже.",
  verify: "Слишком много попыток входа. Подожди несколько минут и попробуй снова.",
} as const;

const rule = (key: string, config: { limit: number; windowSeconds: number }): RateLimitRule => ({ key, ...config });

/** The address as it appears in limit keys: a hash, so rate_limits and sign_in_failures hold no e-mails. */
export async function emailKey(email: string): Promise<string> {
  return (await sha256Hex(email)).slice(0, 32);
}

export interface CodeRequester {
  email: string;
  /** clientNetwork() of the caller. */
  network: string;
  /** The browser is one the address' owner has used (device-tokens.ts isOwnersBrowser). */
  ownersBrowser: boolean;
  /** The site-wide ceiling on sign-in e-mails per UTC day (config). */
  emailsPerDay: number;
}

/** No CF-Connecting-IP, or loopback (wrangler dev sets 127.0.0.1): this machine, never a visitor of the deployed site. */
const THIS_MACHINE: ReadonlySet<string> = new Set([LOCAL_NETWORK, "127.0.0.1", "0:0:0:0::/64"]);

export async function limitCodeRequests(db: Database, requester: CodeRequester, now = Date.now()): Promise<void> {
  const address = await emailKey(requester.email);
  const perAddress = requester.ownersBrowser
    ? [rule(`otp:email:${address}:owner`, RATE_LIMITS.codePerOwnersBrowser)]
    : [
        // Without CF-Connecting-IP (wrangler dev, the browser tests; Cloudflare sets it on every real request) every
        // visitor is the one "local" network: a per-network count would be a count of the whole machine.
        ...(THIS_MACHINE.has(requester.network) ? [] : [rule(`otp:ip:${requester.network}`, RATE_LIMITS.codePerIp)]),
        rule(`otp:email:${address}:net:${requester.network}`, RATE_LIMITS.codePerEmailPerNetwork),
        rule(`otp:email:${address}:day`, RATE_LIMITS.codePerEmailPerDay),
      ];
  const siteWide = rule("otp:site:day", { limit: requester.emailsPerDay, windowSeconds: DAY_SECONDS });
  const refused = await takeAllRateLimits(db, [...perAddress, siteWide], now);
  if (!refused) return;
  if (refused === siteWide) throw new ApiError(429, "sign_in_emails_exhausted", RATE_LIMIT_MESSAGES.siteDaily);
  if (refused.key.endsWith(":day")) throw tooManyRequests(RATE_LIMIT_MESSAGES.codeDaily);
  throw tooManyRequests(RATE_LIMIT_MESSAGES.code);
}

export async function limitCodeChecks(db: Database, network: string): Promise<void> {
  if (!(await hitAllRateLimits(db, [rule(`otp-verify:ip:${network}`, RATE_LIMITS.verifyPerIp)]))) {
    throw tooManyRequests(RATE_LIMIT_MESSAGES.verify);
  }
}

export async function limitQuickLogins(db: Database, network: string): Promise<void> {
  if (!(await hitAllRateLimits(db, [rule(`quick-login:ip:${network}`, RATE_LIMITS.quickLoginPerIp)]))) {
    throw tooManyRequests(RATE_LIMIT_MESSAGES.verify);
  }
}
