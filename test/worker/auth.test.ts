/**
 * Sign-in with e-mail codes, end to end through the Worker: request → outbox → verify → session; the code's
 * limits (five attempts, ten minutes, single use); rate limits; quick login on remembered devices only; logout;
 * rotation; anonymous resumes claimed on sign-in; the e-mail providers at their boundaries.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { deviceTokens, loginCodes, resumes, sessions, users } from "../../worker/db/schema";
import { sha256Hex } from "../../worker/lib/crypto";
import { createCloudflareProvider } from "../../worker/providers/email/cloudflare";
import { codeKvKey, MAX_CODE_ATTEMPTS } from "../../worker/services/auth/login-codes";
import { RATE_LIMITS } from "../../worker/services/auth/rate-limits";
import { seedResume } from "../helpers";
import { codeFrom, db, freshEmail, freshIp, readOutbox, requestCode, signIn, TestBrowser } from "./auth-helpers";

const wrongCodeFor = (code: string) => (code === "000000" ? "111111" : "000000");

async function me(browser: TestBrowser) {
  return ((await (await browser.fetch("/api/auth/me/")).json()) as { user: { id: string; email: string } | null }).user;
}

beforeEach(() => {
  // The outbox logs every message (that is its job in development); keep the test output readable.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the code flow", () => {
  it("sends a Russian e-mail with the code, signs in with it and the session works on /me and the profile", async () => {
    const browser = new TestBrowser();
    const email = freshEmail("flow");
    const requested = await browser.post("/api/auth/request-code/", { email: `  ${email.toUpperCase()} ` });
    expect(requested.status).toBe(200);
    const { code_id: codeId, message } = (await requested.json()) as { code_id: string; message: string };
    expect(codeId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(message).toMatch(/Код подтверждения отправлен/);

    const [mail] = await readOutbox(email);
    expect(mail!.to).toBe(email);
    expect(mail!.subject).toContain("Rework");
    expect(mail!.text).toContain("Код действует 10 минут");
    expect(mail!.text).toContain("Rework ID");
    const code = codeFrom(mail!);
    expect(mail!.html).toContain(code);

    // Only hashes are stored: neither D1 nor KV holds the code itself.
    const row = await db().select().from(loginCodes).where(eq(loginCodes.id, codeId)).get();
    expect(row).toMatchObject({ email, attempts: 0, consumedAt: null });
    expect(row!.codeHash).toBe(await sha256Hex(`${codeId}:${code}`));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60 * 1000);
    expect(await env.KV.get(codeKvKey(codeId))).toBe(row!.codeHash);

    expect(await me(browser)).toBeNull();
    const verified = await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: code });
    expect(verified.status).toBe(200);
    const body = (await verified.json()) as { user_id: string; message: string };
    expect(body.message).toBe("Вход выполнен");

    const setCookies = verified.headers.getSetCookie();
    const session = setCookies.find((cookie) => cookie.startsWith("rework_session="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/); // http test origin; the https case is below
    const device = setCookies.find((cookie) => cookie.startsWith("rework_device="))!;
    expect(device).toMatch(/HttpOnly/);
    expect(Number(/Max-Age=(\d+)/.exec(device)![1])).toBe(90 * 24 * 60 * 60);

    expect(await me(browser)).toEqual({ id: body.user_id, email });
    const profile = await browser.post("/api/user/create/", { email });
    expect(profile.status).toBe(200);
    const user = (await profile.json()) as Record<string, unknown>;
    expect(user).toMatchObject({ id: body.user_id, email, full_name: null, gender: null, age: null });
    expect(Object.keys(user).sort()).toEqual(
      [
        "age",
        "city",
        "created_at",
        "education",
        "email",
        "full_name",
        "gender",
        "id",
        "last_login",
        "phone",
        "work_experience",
      ].sort(),
    );
    expect(typeof user.last_login).toBe("string");
    // The code is gone from KV once used.
    expect(await env.KV.get(codeKvKey(codeId))).toBeNull();
  });

  it("marks the session cookie Secure (and __Host-) on https", async () => {
    const browser = new TestBrowser(undefined, "https://rework.test");
    const { codeId, code } = await requestCode(browser, freshEmail("secure"));
    const verified = await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: code });
    for (const name of ["__Host-rework_session", "__Host-rework_device"]) {
      expect(verified.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))).toMatch(/; Secure/);
    }
  });

  it("creates the user on the first verification only and updates last_login on the next", async () => {
    const email = freshEmail("twice");
    const first = await signIn(new TestBrowser(), email);
    const before = await db().select().from(users).where(eq(users.id, first)).get();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await signIn(new TestBrowser(), email);
    expect(second).toBe(first);
    const after = await db().select().from(users).where(eq(users.email, email)).all();
    expect(after).toHaveLength(1);
    expect(after[0]!.lastLogin!.getTime()).toBeGreaterThan(before!.lastLogin!.getTime());
  });

  it("answers request-code identically whether or not the address has an account", async () => {
    const known = freshEmail("known");
    await signIn(new TestBrowser(), known);
    const browser = new TestBrowser();
    const forKnown = await browser.post("/api/auth/request-code/", { email: known });
    const forUnknown = await browser.post("/api/auth/request-code/", { email: freshEmail("unknown") });
    expect(forKnown.status).toBe(forUnknown.status);
    const [a, b] = (await Promise.all([forKnown.json(), forUnknown.json()])) as [
      Record<string, string>,
      Record<string, string>,
    ];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a.message).toBe(b.message);
    expect(forKnown.headers.getSetCookie()).toEqual(forUnknown.headers.getSetCookie());
  });

  it("rejects an invalid address with the spec's message", async () => {
    const browser = new TestBrowser();
    // The last ones pass the spec's loose form rule but are lists or header material, never one mailbox.
    for (const email of [
      "",
      "ivan",
      "ivan@mail",
      "iv an@mail.ru",
      `${"a".repeat(250)}@mail.ru`,
      "a@x.ru,b@y.ru",
      "a@x.ru;b@y.ru",
      "<a@x.ru>",
      "a@b@x.ru",
      '"a"@x.ru',
    ]) {
      const response = await browser.post("/api/auth/request-code/", { email });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: "Пожалуйста, введите корректный email",
        code: "validation_error",
      });
    }
  });

  it("asks for a new code when code_id is missing, and for a proper code when it is too short", async () => {
    const browser = new TestBrowser();
    const missing = await browser.post("/api/auth/verify-code/", { code_value: "123456" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "Ошибка идентификации кода. Попробуйте запросить новый код." });
    const short = await browser.post("/api/auth/verify-code/", { code_id: "x", code_value: "12" });
    expect(await short.json()).toMatchObject({ error: "Пожалуйста, введите корректный код подтверждения" });
    const unknown = await browser.post("/api/auth/verify-code/", { code_id: "no-such-code-id", code_value: "123456" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: "unknown_code" });
  });
});

describe("the code's limits", () => {
  it("locks the code after five wrong attempts: the right code then fails too", async () => {
    const browser = new TestBrowser();
    const email = freshEmail("locked");
    const { codeId, code } = await requestCode(browser, email);
    for (let attempt = 1; attempt <= MAX_CODE_ATTEMPTS; attempt += 1) {
      const response = await browser.post("/api/auth/verify-code/", {
        code_id: codeId,
        code_value: wrongCodeFor(code),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; attempts_left?: number };
      if (attempt < MAX_CODE_ATTEMPTS)
        expect(body).toEqual({
          error: "Неверный код подтверждения",
          code: "invalid_code",
          attempts_left: MAX_CODE_ATTEMPTS - attempt,
        });
      else expect(body.error).toMatch(/^Слишком много попыток/);
    }
    const right = await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: code });
    expect(right.status).toBe(400);
    expect(await right.json()).toMatchObject({ code: "too_many_attempts" });
    expect(await me(browser)).toBeNull();
    const row = await db().select().from(loginCodes).where(eq(loginCodes.id, codeId)).get();
    expect(row).toMatchObject({ attempts: MAX_CODE_ATTEMPTS, consumedAt: null });
  });

  it("allows at most five comparisons even when guesses arrive in parallel", async () => {
    const browser = new TestBrowser();
    const { codeId, code } = await requestCode(browser, freshEmail("parallel"));
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: wrongCodeFor(code) }),
      ),
    );
    const codes = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { code: string }).code),
    );
    expect(codes.filter((value) => value === "invalid_code")).toHaveLength(MAX_CODE_ATTEMPTS - 1);
    const row = await db().select().from(loginCodes).where(eq(loginCodes.id, codeId)).get();
    expect(row!.attempts).toBe(MAX_CODE_ATTEMPTS);
  });

  it("accepts the right code on the fifth attempt", async () => {
    const browser = new TestBrowser();
    const { codeId, code } = await requestCode(browser, freshEmail("fifth"));
    for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: wrongCodeFor(code) });
    }
    expect((await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: code })).status).toBe(200);
  });

  it("refuses an expired code with the spec's message", async () => {
    const browser = new TestBrowser();
    const { codeId, code } = await requestCode(browser, freshEmail("expired"));
    await db()
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.id, codeId));
    const response = await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: code });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Срок действия кода истёк. Запроси новый код.",
      code: "code_expired",
    });
    expect(await me(browser)).toBeNull();
  });

  it("refuses a code used once already, from this or any other browser", async () => {
    const first = new TestBrowser();
    const { codeId, code } = await requestCode(first, freshEmail("reused"));
    expect((await first.post("/api/auth/verify-code/", { code_id: codeId, code_value: code })).status).toBe(200);
    for (const browser of [first, new TestBrowser()]) {
      const again = await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: code });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ code: "code_used" });
    }
  });

  it("lets only one of two simultaneous right answers win the code", async () => {
    const { codeId, code } = await requestCode(new TestBrowser(), freshEmail("race"));
    const [a, b] = await Promise.all(
      [new TestBrowser(), new TestBrowser()].map((browser) =>
        browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: code }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 400]);
  });

  it("binds a code to the address it was sent to", async () => {
    const browser = new TestBrowser();
    const email = freshEmail("bound");
    const { codeId, code } = await requestCode(browser, email);
    const other = await requestCode(browser, freshEmail("bound-other"));
    // The other request's code does not open this code id.
    const crossed = await browser.post("/api/auth/verify-code/", {
      code_id: codeId,
      code_value: other.code === code ? wrongCodeFor(code) : other.code,
    });
    expect(crossed.status).toBe(400);
    const verified = await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: code });
    expect(((await verified.json()) as { email: string }).email).toBe(email);
  });
});

describe("rate limits", () => {
  it("limits codes per address from one network with a Russian 429; other networks are unaffected", async () => {
    const email = freshEmail("flood");
    const ip = freshIp();
    for (let index = 0; index < RATE_LIMITS.codePerEmailPerNetwork.limit; index += 1) {
      expect((await new TestBrowser(ip).post("/api/auth/request-code/", { email })).status).toBe(200);
    }
    const refused = await new TestBrowser(ip).post("/api/auth/request-code/", { email });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: "Слишком много запросов кода. Подожди несколько минут и попробуй снова.",
      code: "rate_limited",
    });
    // The same address from another network, and other addresses, are unaffected.
    expect((await new TestBrowser().post("/api/auth/request-code/", { email })).status).toBe(200);
    expect((await new TestBrowser(ip).post("/api/auth/request-code/", { email: freshEmail("calm") })).status).toBe(200);
  });

  it("limits codes per IP across addresses", async () => {
    const browser = new TestBrowser();
    for (let index = 0; index < RATE_LIMITS.codePerIp.limit; index += 1) {
      expect((await browser.post("/api/auth/request-code/", { email: freshEmail("ip") })).status).toBe(200);
    }
    const refused = await browser.post("/api/auth/request-code/", { email: freshEmail("ip") });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Слишком много запросов кода/);
  });

  it("limits code checks per IP, so a script cannot try many code ids", async () => {
    const browser = new TestBrowser();
    for (let index = 0; index < RATE_LIMITS.verifyPerIp.limit; index += 1) {
      await browser.post("/api/auth/verify-code/", { code_id: `guess-${index}`, code_value: "123456" });
    }
    const refused = await browser.post("/api/auth/verify-code/", { code_id: "guess-last", code_value: "123456" });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Слишком много попыток входа/);
  });
});

describe("quick login (check-email)", () => {
  it("does not sign in a browser without a remember-device token, and does not reveal the account", async () => {
    const email = freshEmail("victim");
    await signIn(new TestBrowser(), email);
    const stranger = new TestBrowser();
    const known = await stranger.post("/api/auth/check-email/", { email });
    const unknown = await stranger.post("/api/auth/check-email/", { email: freshEmail("nobody") });
    expect(known.status).toBe(200);
    const body = await known.json();
    expect(body).toEqual({
      exists: false,
      user_id: null,
      code_required: true,
      message: "Для входа нужен код подтверждения: мы отправим его на почту.",
    });
    expect(await unknown.json()).toEqual(body);
    expect(known.headers.getSetCookie().some((cookie) => cookie.startsWith("rework_session="))).toBe(false);
    expect(await me(stranger)).toBeNull();
  });

  it("does not accept another account's device token for this address", async () => {
    const victim = freshEmail("victim2");
    await signIn(new TestBrowser(), victim);
    const attacker = new TestBrowser();
    await signIn(attacker, freshEmail("attacker"));
    await attacker.post("/api/auth/logout/");
    const response = await attacker.post("/api/auth/check-email/", { email: victim });
    expect(await response.json()).toMatchObject({ exists: false, code_required: true });
    expect(await me(attacker)).toBeNull();
  });

  it("signs in again, without a code, a browser that verified a code for this address before", async () => {
    const browser = new TestBrowser();
    const email = freshEmail("quick");
    const userId = await signIn(browser, email);
    // The session ended (expired or idle) without a logout: the remember-device token still holds.
    await db().delete(sessions).where(eq(sessions.userId, userId));
    expect(await me(browser)).toBeNull();
    const response = await browser.post("/api/auth/check-email/", { email: email.toUpperCase() });
    expect(await response.json()).toEqual({
      exists: true,
      user_id: userId,
      email,
      code_required: false,
      message: "Вход выполнен",
    });
    expect(await me(browser)).toEqual({ id: userId, email });
  });

  it("remembers several accounts on one browser", async () => {
    const browser = new TestBrowser();
    const first = freshEmail("first");
    const second = freshEmail("second");
    const firstId = await signIn(browser, first);
    await signIn(browser, second);
    expect((await browser.post("/api/auth/check-email/", { email: first })).status).toBe(200);
    expect((await me(browser))?.id).toBe(firstId);
  });

  it("refuses an expired device token", async () => {
    const browser = new TestBrowser();
    const email = freshEmail("stale");
    const userId = await signIn(browser, email);
    await db()
      .update(deviceTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(deviceTokens.userId, userId));
    await browser.post("/api/auth/logout/");
    expect(await (await browser.post("/api/auth/check-email/", { email })).json()).toMatchObject({ exists: false });
  });
});

describe("sessions", () => {
  it("logout deletes the session on the server: the old cookie no longer works", async () => {
    const browser = new TestBrowser();
    const userId = await signIn(browser, freshEmail("logout"));
    const stolenCookie = browser.cookies.get("rework_session")!;
    const response = await browser.post("/api/auth/logout/");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith("rework_session="))).toMatch(/Max-Age=0/);
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId)).all()).toHaveLength(0);

    const replay = new TestBrowser();
    replay.cookies.set("rework_session", stolenCookie);
    expect(await me(replay)).toBeNull();
    const profile = await replay.post("/api/user/create/", {});
    expect(profile.status).toBe(401);
    expect(await profile.json()).toEqual({ error: "Пользователь не авторизован", code: "unauthorized" });
  });

  it("rotates the session at sign-in: the browser's previous session is ended", async () => {
    const browser = new TestBrowser();
    const email = freshEmail("rotate");
    await signIn(browser, email);
    const previous = browser.cookies.get("rework_session")!;
    await signIn(browser, email);
    expect(browser.cookies.get("rework_session")).not.toBe(previous);
    const replay = new TestBrowser();
    replay.cookies.set("rework_session", previous);
    expect(await me(replay)).toBeNull();
    expect(await me(browser)).not.toBeNull();
  });

  it("ends a session idle for more than 14 days", async () => {
    const browser = new TestBrowser();
    const userId = await signIn(browser, freshEmail("idle"));
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, userId));
    expect(await me(browser)).toBeNull();
  });
});

describe("anonymous resumes", () => {
  it("become the user's on sign-in; other visitors' resumes stay theirs", async () => {
    const browser = new TestBrowser();
    const visitorId = "v".repeat(22);
    browser.cookies.set("rework_visitor", visitorId);
    const mine = await seedResume({ visitorId });
    const someoneElses = await seedResume({ visitorId: "w".repeat(22) });
    const userId = await signIn(browser, freshEmail("claim"));
    const rows = await db().select({ id: resumes.id, userId: resumes.userId }).from(resumes).all();
    expect(rows.find((row) => row.id === mine.id)?.userId).toBe(userId);
    expect(rows.find((row) => row.id === someoneElses.id)?.userId).toBeNull();
    const history = await browser.fetch(`/api/resumes/user/${userId}/`);
    expect(((await history.json()) as { id: string }[]).map((item) => item.id)).toEqual([mine.id]);
  });
});

describe("e-mail providers", () => {
  const ctxFetch = async (request: Request, overrides: Partial<Env> & Record<string, unknown>) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(request, { ...env, ...overrides }, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };

  async function csrfRequest(path: string, body: unknown): Promise<Request> {
    const browser = new TestBrowser();
    await browser.fetch("/api/resume-count/");
    const token = browser.csrfToken()!;
    // Production names its cookies with the __Host- prefix (worker/lib/cookies.ts).
    return new Request(`http://rework.test${path}`, {
      method: "POST",
      headers: {
        Cookie: `${browser.cookieHeader()}; __Host-csrftoken=${token}`,
        "X-CSRFToken": token,
        "Content-Type": "application/json",
        "CF-Connecting-IP": browser.ip,
      },
      body: JSON.stringify(body),
    });
  }

  it("sends the code through an HTTP e-mail API in Resend's wire format", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== "https://api.resend.test/emails") throw new Error(`unexpected outbound request to ${url}`);
      sent.push({ url, init: init! });
      return Response.json({ id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c" });
    });
    const email = freshEmail("http");
    const response = await ctxFetch(await csrfRequest("/api/auth/request-code/", { email }), {
      ENVIRONMENT: "production",
      EMAIL_PROVIDER: "http",
      EMAIL_API_URL: "https://api.resend.test/emails",
      EMAIL_API_KEY: "re_test_key",
      EMAIL_FROM: "Rework ID <id@rework.example>",
    });
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(1);
    const headers = new Headers(sent[0]!.init.headers);
    expect(headers.get("Authorization")).toBe("Bearer re_test_key");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Idempotency-Key")).toMatch(/^[0-9a-f]{64}$/);
    const body = JSON.parse(String(sent[0]!.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ from: "Rework ID <id@rework.example>", to: [email] });
    expect(String(body.subject)).toMatch(/^Код для входа в Rework: \d{6}$/);
    expect(String(body.text)).toContain("Код действует 10 минут");
    // Production never writes the development outbox.
    expect(await env.KV.get(`outbox:${email}`)).toBeNull();
  });

  it("answers normally and logs when the e-mail API fails after the response", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response('{"message":"bad key"}', { status: 401 }));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await ctxFetch(await csrfRequest("/api/auth/request-code/", { email: freshEmail("fail") }), {
      EMAIL_PROVIDER: "http",
      EMAIL_API_URL: "https://api.resend.test/emails",
      EMAIL_API_KEY: "wrong",
    });
    expect(response.status).toBe(200);
    expect(errors.mock.calls.map((call) => String(call[0])).join("\n")).toContain("email_send_failed");
  });

  it("refuses to use the outbox in production: 503, no code issued", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const email = freshEmail("prod");
    const response = await ctxFetch(await csrfRequest("/api/auth/request-code/", { email }), {
      ENVIRONMENT: "production",
      EMAIL_PROVIDER: "outbox",
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: "Отправка писем временно недоступна. Попробуй позже.",
      code: "email_unavailable",
    });
    expect(await db().select().from(loginCodes).where(eq(loginCodes.email, email)).all()).toHaveLength(0);
    expect(errors).toHaveBeenCalled();
  });

  it("hides the development outbox in production", async () => {
    const response = await ctxFetch(new Request("http://rework.test/api/dev/outbox/?email=a%40b.ru"), {
      ENVIRONMENT: "production",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Метод API не найден", code: "not_found" });
  });

  it("sends through a send_email binding with the configured sender", async () => {
    const calls: EmailMessageBuilder[] = [];
    const binding = {
      send: async (message: EmailMessageBuilder | EmailMessage) => {
        calls.push(message as EmailMessageBuilder);
        return { messageId: "m-1" };
      },
    } as SendEmail;
    await createCloudflareProvider(binding, "Rework ID <id@rework.example>").send({
      to: "a@b.ru",
      subject: "s",
      text: "t",
      html: "<p>t</p>",
    });
    expect(calls).toEqual([
      { from: "Rework ID <id@rework.example>", to: "a@b.ru", subject: "s", text: "t", html: "<p>t</p>" },
    ]);
  });
});
