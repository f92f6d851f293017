/**
 * Anti-automation for sign-in (ASVS 5.0 V6.1.1, V6.6.3). Per address: few codes, so nobody floods a mailbox;
 * the window is short, so an attacker who exhausts it locks the owner out for 15 minutes at most (and an already
 * sent code keeps working). Per IP: generous enough for an office behind one address, tight enough to stop a
 * script guessing codes across many code ids. Addresses are hashed in the key: rate_limits holds no e-mails.
 */
import type { Database } from "../../db/client";
import { sha256Hex } from "../../lib/crypto";
import { tooManyRequests } from "../../lib/errors";
import { hitAllRateLimits, type RateLimitRule } from "../rate-limit";

export const RATE_LIMITS = {
  codePerEmail: { limit: 5, windowSeconds: 15 * 60 },
  codePerIp: { limit: 20, windowSeconds: 60 * 60 },
  verifyPerIp: { limit: 30, windowSeconds: 10 * 60 },
  quickLoginPerIp: { limit: 30, windowSeconds: 10 * 60 },
} as const;

export const RATE_LIMIT_MESSAGES = {
  code: "Слишком много запросов кода. Подожди несколько минут и попробуй снова.",
  verify: "Слишком много попыток входа. Подожди несколько минут и попробуй снова.",
} as const;

const rule = (key: string, config: { limit: number; windowSeconds: number }): RateLimitRule => ({ key, ...config });

export async function limitCodeRequests(db: Database, email: string, ip: string): Promise<void> {
  const emailKey = (await sha256Hex(email)).slice(0, 32);
  const allowed = await hitAllRateLimits(db, [
    rule(`otp:email:${emailKey}`, RATE_LIMITS.codePerEmail),
    rule(`otp:ip:${ip}`, RATE_LIMITS.codePerIp),
  ]);
  if (!allowed) throw tooManyRequests(RATE_LIMIT_MESSAGES.code);
}

export async function limitCodeChecks(db: Database, ip: string): Promise<void> {
  if (!(await hitAllRateLimits(db, [rule(`otp-verify:ip:${ip}`, RATE_LIMITS.verifyPerIp)]))) {
    throw tooManyRequests(RATE_LIMIT_MESSAGES.verify);
  }
}

export async function limitQuickLogins(db: Database, ip: string): Promise<void> {
  if (!(await hitAllRateLimits(db, [rule(`quick-login:ip:${ip}`, RATE_LIMITS.quickLoginPerIp)]))) {
    throw tooManyRequests(RATE_LIMIT_MESSAGES.verify);
  }
}
