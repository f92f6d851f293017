/**
 * `/api/auth/*`: passwordless sign-in with e-mail codes (spec sections 1, 7), quick login on remembered devices,
 * logout (this browser or everywhere), the list of signed-in devices and `me`. The facts behind the choices
 * (attempt limits, TTLs, rotation, lockout-proof limits, logout forgetting the device) are in docs/decisions/040–047.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { plural } from "../../shared/schemas/ru-format";
import { EMAIL_MESSAGE, emailSchema } from "../../shared/schemas/user";
import { COOKIE, clearCookie, getCookie, setServerCookie } from "../lib/cookies";
import { ApiError, badRequest, unauthorized } from "../lib/errors";
import { describeError, log } from "../lib/log";
import { deviceLabel } from "../lib/user-agent";
import { validate } from "../lib/validation";
import { createEmailProvider, EmailConfigError, type EmailMessage, type EmailProvider } from "../providers/email";
import { buildCodeEmail } from "../services/auth/code-email";
import {
  DEVICE_TOKEN_TTL_MS,
  findRememberedUser,
  isOwnersBrowser,
  parseDeviceCookie,
  revokeDeviceTokens,
  serializeDeviceCookie,
} from "../services/auth/device-tokens";
import { type CodeCheck, checkLoginCode, issueLoginCode } from "../services/auth/login-codes";
import { limitCodeChecks, limitCodeRequests, limitQuickLogins } from "../services/auth/rate-limits";
import { type SignedIn, signInRemembered, signInWithEmail } from "../services/auth/sign-in";
import { issueSignInMarker, markerNames, SIGN_IN_MARKER_TTL_SECONDS } from "../services/auth/sign-in-marker";
import { clientNetwork } from "../services/rate-limit";
import {
  destroySession,
  hashSessionToken,
  listActiveSessions,
  SESSION_TTL_MS,
  signOutEverywhere,
} from "../services/sessions";
import { findUser } from "../services/users";
import type { AppEnv } from "../types";

export const AUTH_MESSAGES = {
  codeSent: "Код подтверждения отправлен. Проверь почту: письмо придёт в течение минуты.",
  signedIn: "Вход выполнен",
  signedOut: "Выход из аккаунта выполнен",
  codeRequired: "Для входа нужен код подтверждения: мы отправим его на почту.",
  codeFormat: "Пожалуйста, введите корректный код подтверждения",
  codeIdMissing: "Ошибка идентификации кода. Попробуйте запросить новый код.",
  wrongCode: "Неверный код подтверждения",
  expired: "Срок действия кода истёк. Запроси новый код.",
  used: "Этот код уже использован. Запроси новый код.",
  tooManyAttempts: "Слишком много попыток ввода кода. Запроси новый код.",
  emailUnavailable: "Отправка писем временно недоступна. Попробуй позже.",
  signedOutEverywhere: "Выход выполнен на всех устройствах",
} as const;

/** The wait before another try, in whole minutes with the Russian plural ("1 минуту", "5 минут"). */
export function backoffMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Слишком много неверных кодов. Попробуй снова через ${minutes} ${plural(minutes, ["минуту", "минуты", "минут"])} или запроси новый код.`;
}

const requestCodeSchema = z.object({ email: emailSchema });
const verifyCodeSchema = z.object({
  code_id: z.string().max(64).default(""),
  code_value: z.string().max(64).default(""),
});

function emailProvider(c: Context<AppEnv>): EmailProvider {
  try {
    return createEmailProvider(c.env, c.var.config);
  } catch (error) {
    if (!(error instanceof EmailConfigError)) throw error;
    log.error("email_not_configured", { requestId: c.var.requestId, ...describeError(error) });
    throw new ApiError(503, "email_unavailable", AUTH_MESSAGES.emailUnavailable);
  }
}

/** Sent after the response (waitUntil): the answer's timing never depends on the mail service. */
function sendInBackground(c: Context<AppEnv>, provider: EmailProvider, message: EmailMessage): void {
  const sending = provider.send(message).catch((error: unknown) => {
    log.error("email_send_failed", { requestId: c.var.requestId, provider: provider.name, ...describeError(error) });
  });
  c.executionCtx.waitUntil(sending);
}

function refusal(result: Exclude<CodeCheck, { ok: true }>): ApiError {
  switch (result.reason) {
    case "unknown":
      return badRequest(AUTH_MESSAGES.codeIdMissing, "unknown_code");
    case "expired":
      return badRequest(AUTH_MESSAGES.expired, "code_expired");
    case "used":
      return badRequest(AUTH_MESSAGES.used, "code_used");
    case "locked":
      return badRequest(AUTH_MESSAGES.tooManyAttempts, "too_many_attempts");
    case "backoff":
      return new ApiError(429, "code_backoff", backoffMessage(result.waitMs), {
        retry_after: Math.ceil(result.waitMs / 1000),
      });
    case "wrong":
      return result.attemptsLeft > 0
        ? new ApiError(400, "invalid_code", AUTH_MESSAGES.wrongCode, { attempts_left: result.attemptsLeft })
        : badRequest(AUTH_MESSAGES.tooManyAttempts, "too_many_attempts");
  }
}

function browserState(c: Context<AppEnv>) {
  return {
    visitorId: c.var.actor.visitorId,
    previousSessionToken: getCookie(c, COOKIE.session),
    userAgent: c.req.header("User-Agent") ?? null,
  };
}

function setSignInCookies(c: Context<AppEnv>, signedIn: SignedIn): void {
  setServerCookie(c, COOKIE.session, signedIn.sessionToken, SESSION_TTL_MS / 1000);
  if (signedIn.deviceToken) {
    const remembered = parseDeviceCookie(getCookie(c, COOKIE.device));
    setServerCookie(
      c,
      COOKIE.device,
      serializeDeviceCookie([signedIn.deviceToken, ...remembered]),
      DEVICE_TOKEN_TTL_MS / 1000,
    );
  }
}

/** Deletes this browser's remember-device tokens of `userId`; the cookie keeps other accounts' tokens, if any. */
async function forgetDeviceHere(c: Context<AppEnv>, userId: string): Promise<void> {
  const kept = await revokeDeviceTokens(c.var.db, parseDeviceCookie(getCookie(c, COOKIE.device)), userId);
  if (kept.length > 0) setServerCookie(c, COOKIE.device, serializeDeviceCookie(kept), DEVICE_TOKEN_TTL_MS / 1000);
  else clearCookie(c, COOKIE.device);
}

export const authRoutes = new Hono<AppEnv>()
  /**
   * The answer and its timing are the same whether an account exists or not: the owner check below runs the same
   * queries for any address and only chooses which limits apply.
   */
  .post("/request-code/", validate("json", requestCodeSchema, EMAIL_MESSAGE), async (c) => {
    const { email } = c.req.valid("json");
    const provider = emailProvider(c);
    // The owner's own browsers get a code pool of their own that strangers' requests cannot spend: one that
    // signed in with this address before (the marker outlives a logout, decision 252) or that it remembers.
    const ownersBrowser =
      (await markerNames(c.env.KV, getCookie(c, COOKIE.signInMarker), email)) ||
      (await isOwnersBrowser(
        c.var.db,
        { tokens: parseDeviceCookie(getCookie(c, COOKIE.device)), visitorId: c.var.actor.visitorId },
        email,
      ));
    await limitCodeRequests(c.var.db, {
      email,
      network: clientNetwork(c.req.raw.headers),
      ownersBrowser,
      emailsPerDay: c.var.config.signInEmailsPerDay,
    });
    const { codeId, code } = await issueLoginCode(c.var.db, c.env.KV, email);
    sendInBackground(c, provider, buildCodeEmail(email, code, c.var.config.siteName));
    return c.json({ code_id: codeId, message: AUTH_MESSAGES.codeSent }, 200);
  })

  .post("/verify-code/", validate("json", verifyCodeSchema, AUTH_MESSAGES.codeFormat), async (c) => {
    const { code_id: codeId, code_value: codeValue } = c.req.valid("json");
    if (!codeId) throw badRequest(AUTH_MESSAGES.codeIdMissing, "code_id_missing");
    const code = codeValue.trim();
    if (code.length < 4) throw badRequest(AUTH_MESSAGES.codeFormat, "validation_error");
    await limitCodeChecks(c.var.db, clientNetwork(c.req.raw.headers));

    const result = await checkLoginCode(c.var.db, c.env.KV, codeId, code);
    if (!result.ok) throw refusal(result);
    const signedIn = await signInWithEmail(c.var.db, result.email, browserState(c));
    setSignInCookies(c, signedIn);
    setServerCookie(
      c,
      COOKIE.signInMarker,
      await issueSignInMarker(c.env.KV, result.email),
      SIGN_IN_MARKER_TTL_SECONDS,
    );
    log.info("signed_in", { requestId: c.var.requestId, userId: signedIn.userId, method: "code" });
    return c.json({ user_id: signedIn.userId, email: result.email, message: AUTH_MESSAGES.signedIn }, 200);
  })

  /**
   * The spec's quick login for known e-mails, made safe: only a browser holding a remember-device token of that
   * address' user gets in. Everyone else hears "a code is needed", whether the account exists or not.
   */
  .post("/check-email/", validate("json", requestCodeSchema, EMAIL_MESSAGE), async (c) => {
    const { email } = c.req.valid("json");
    await limitQuickLogins(c.var.db, clientNetwork(c.req.raw.headers));
    const remembered = await findRememberedUser(c.var.db, parseDeviceCookie(getCookie(c, COOKIE.device)), email);
    if (!remembered) {
      return c.json({ exists: false, user_id: null, code_required: true, message: AUTH_MESSAGES.codeRequired }, 200);
    }
    const signedIn = await signInRemembered(c.var.db, remembered.id, browserState(c));
    setSignInCookies(c, signedIn);
    log.info("signed_in", { requestId: c.var.requestId, userId: signedIn.userId, method: "device" });
    return c.json(
      {
        exists: true,
        user_id: signedIn.userId,
        email: remembered.email,
        code_required: false,
        message: AUTH_MESSAGES.signedIn,
      },
      200,
    );
  })

  /**
   * Ends the session on the server and forgets this browser for the account: its remember-device token is deleted,
   * so the next person at a shared computer cannot quick-login (docs/decisions/046). Other accounts this browser
   * remembers keep their tokens.
   */
  .post("/logout/", async (c) => {
    const token = getCookie(c, COOKIE.session);
    const userId = c.var.actor.userId;
    if (userId) await forgetDeviceHere(c, userId);
    if (token) await destroySession(c.var.db, token);
    clearCookie(c, COOKIE.session);
    return c.json({ message: AUTH_MESSAGES.signedOut }, 200);
  })

  /** The account's signed-in browsers for the profile: a label from the User-Agent, sign-in date, last seen. */
  .get("/sessions/", async (c) => {
    const userId = c.var.actor.userId;
    if (!userId) throw unauthorized();
    const token = getCookie(c, COOKIE.session);
    const currentHash = token ? await hashSessionToken(token) : null;
    const sessions = await listActiveSessions(c.var.db, userId);
    return c.json(
      {
        sessions: sessions.map((session) => ({
          id: session.tokenHash.slice(0, 16),
          label: deviceLabel(session.userAgent),
          signed_in_at: session.createdAt.toISOString(),
          last_seen_at: session.lastSeenAt.toISOString(),
          current: session.tokenHash === currentHash,
        })),
      },
      200,
    );
  })

  /** «Выйти на всех устройствах»: every session and remember-device token of the account, this browser's too. */
  .post("/logout-all/", async (c) => {
    const userId = c.var.actor.userId;
    if (!userId) throw unauthorized();
    await forgetDeviceHere(c, userId);
    await signOutEverywhere(c.var.db, userId);
    clearCookie(c, COOKIE.session);
    log.info("signed_out_everywhere", { requestId: c.var.requestId, userId });
    return c.json({ message: AUTH_MESSAGES.signedOutEverywhere }, 200);
  })

  /** Beyond the spec: lets the client check its stored user against the server's session on load. */
  .get("/me/", async (c) => {
    c.header("Cache-Control", "no-store");
    const userId = c.var.actor.userId;
    const user = userId ? await findUser(c.var.db, userId) : undefined;
    return c.json({ user: user ? { id: user.id, email: user.email } : null }, 200);
  });
