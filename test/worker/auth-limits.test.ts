/**
 * Sign-in limits a stranger cannot turn against the owner (docs/decisions/044–045): per-address pools split by
 * network, the owner's remembered devices in a pool of their own, refused calls free, a daily mail cap per address
 * and a site-wide one, IPv6 counted by /64, and a back-off across codes that never stops a fresh code's first try.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { loginCodes, rateLimits, signInFailures } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { backoffMs, deleteForgottenFailures, FREE_FAILURES } from "../../worker/services/auth/code-failures";
import { MAX_CODE_ATTEMPTS } from "../../worker/services/auth/login-codes";
import { emailKey, RATE_LIMITS } from "../../worker/services/auth/rate-limits";
import { clientNetwork } from "../../worker/services/rate-limit";
import { seedResume } from "../helpers";
import { db, freshEmail, freshIp, readOutbox, requestCode, signIn, TestBrowser } from "./auth-helpers";

const wrongCodeFor = (code: string) => (code === "000000" ? "111111" : "000000");
const requestFrom = (ip: string, email: string) => new TestBrowser(ip).post("/api/auth/request-code/", { email });

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("a stranger flooding request-code for someone's address", () => {
  it("does not lock out other networks: five calls from five IPs leave the sixth IP its own pool", async () => {
    const email = freshEmail("owner");
    for (let index = 0; index < 5; index += 1) expect((await requestFrom(freshIp(), email)).status).toBe(200);
    expect((await requestFrom(freshIp(), email)).status).toBe(200);
  });

  it("caps unsolicited mails per address per day, and the owner's remembered device still gets a code", async () => {
    const email = freshEmail("bombed");
    const owner = new TestBrowser();
    await signIn(owner, email);
    // The owner's first sign-in (from a new device) took one mail of the day's pool; strangers take the rest.
    for (let index = 1; index < RATE_LIMITS.codePerEmailPerDay.limit; index += 1) {
      expect((await requestFrom(freshIp(), email)).status).toBe(200);
    }
    const refused = await requestFrom(freshIp(), email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error:
        "Для этого адреса сегодня отправлено слишком много кодов. Попробуй завтра или войди с устройства, на котором вход уже был.",
      code: "rate_limited",
    });
    expect(await readOutbox(email, RATE_LIMITS.codePerEmailPerDay.limit)).toHaveLength(
      RATE_LIMITS.codePerEmailPerDay.limit,
    );

    // The owner's browser (it holds the address' remember-device token) has a pool nobody else can spend.
    const ownRequest = await owner.post("/api/auth/request-code/", { email });
    expect(ownRequest.status).toBe(200);
    const { code_id: codeId } = (await ownRequest.json()) as { code_id: string };
    expect(await db().select().from(loginCodes).where(eq(loginCodes.id, codeId)).get()).toMatchObject({ email });
  });

  it("gives the owner's browser its own pool after logout too, recognised by the visitor cookie of its uploads", async () => {
    const email = freshEmail("visitor-owner");
    const owner = new TestBrowser();
    const visitorId = newId();
    owner.cookies.set("rework_visitor", visitorId);
    await seedResume({ visitorId });
    await signIn(owner, email); // claims the resume; the pool's first mail
    await owner.post("/api/auth/logout/"); // forgets the device token; the visitor cookie stays
    expect(owner.cookies.has("rework_device")).toBe(false);
    for (let index = 1; index < RATE_LIMITS.codePerEmailPerDay.limit; index += 1) {
      expect((await requestFrom(freshIp(), email)).status).toBe(200);
    }
    expect((await requestFrom(freshIp(), email)).status).toBe(429);
    expect((await owner.post("/api/auth/request-code/", { email })).status).toBe(200);
    // A stranger who sets a visitor cookie of their own gains nothing.
    const stranger = new TestBrowser();
    stranger.cookies.set("rework_visitor", newId());
    expect((await stranger.post("/api/auth/request-code/", { email })).status).toBe(429);
  });

  it("keeps a logged-out owner's own pool by the signed sign-in marker, which is no session and cannot be forged (decision 252)", async () => {
    const email = freshEmail("marker-owner");
    const owner = new TestBrowser();
    await signIn(owner, email); // no uploads: only the marker tells this browser apart after logout
    const marker = owner.cookies.get("rework_signin");
    expect(marker).toMatch(/^v1\.[0-9a-f]{32}\.\d+\.[A-Za-z0-9_-]+$/);
    await owner.post("/api/auth/logout/");
    expect(owner.cookies.has("rework_device")).toBe(false);
    expect(owner.cookies.has("rework_session")).toBe(false);
    expect(owner.cookies.get("rework_signin")).toBe(marker);
    // Not a session: the marker alone is signed out.
    expect(await (await owner.fetch("/api/auth/me/")).json()).toMatchObject({ user: null });

    // Ten requests a day from two networks use up the strangers' pool for the address.
    const networks = [freshIp(), freshIp()];
    for (let index = 1; index < RATE_LIMITS.codePerEmailPerDay.limit; index += 1) {
      expect((await requestFrom(networks[index % 2]!, email)).status).toBe(200);
    }
    expect((await requestFrom(networks[0]!, email)).status).toBe(429);
    expect((await owner.post("/api/auth/request-code/", { email })).status).toBe(200);

    // A marker for another address, a tampered one, or one copied to a stranger for this address gain nothing.
    const [version, , issued, mac] = marker!.split(".");
    const forged = new TestBrowser();
    forged.cookies.set(
      "rework_signin",
      `${version}.${await emailKey(email)}.${issued}.${mac!.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
    );
    expect((await forged.post("/api/auth/request-code/", { email })).status).toBe(429);
    const otherOwner = new TestBrowser();
    await signIn(otherOwner, freshEmail("someone-else"));
    expect((await otherOwner.post("/api/auth/request-code/", { email })).status).toBe(429);
  });

  it("does not count refused calls: calls refused by the per-IP limit leave the address' pools untouched", async () => {
    const email = freshEmail("untouched");
    const flooder = freshIp();
    for (let index = 0; index < RATE_LIMITS.codePerIp.limit; index += 1) {
      expect((await requestFrom(flooder, freshEmail("filler"))).status).toBe(200);
    }
    for (let index = 0; index < 30; index += 1) expect((await requestFrom(flooder, email)).status).toBe(429);
    const key = await emailKey(email);
    const counters = await db().select().from(rateLimits).all();
    expect(counters.filter((row) => row.key.includes(key))).toEqual([]);
    // The whole daily pool is still there for everyone else.
    for (let index = 0; index < RATE_LIMITS.codePerEmailPerDay.limit; index += 1) {
      expect((await requestFrom(freshIp(), email)).status).toBe(200);
    }
  });

  it("does not push the limit further when the flood goes on: the counter stops at the limit", async () => {
    const email = freshEmail("stopped");
    const ip = freshIp();
    for (let index = 0; index < RATE_LIMITS.codePerEmailPerNetwork.limit + 10; index += 1) await requestFrom(ip, email);
    const key = await emailKey(email);
    const row = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `otp:email:${key}:net:${ip}`))
      .get();
    expect(row?.count).toBe(RATE_LIMITS.codePerEmailPerNetwork.limit);
  });
});

describe("per-IP limits and IPv6", () => {
  it("keys IPv6 by /64 and IPv4 by the full address", () => {
    const network = (ip: string) => clientNetwork(new Headers({ "CF-Connecting-IP": ip }));
    expect(network("2001:db8:abcd:12:1::7")).toBe("2001:db8:abcd:12::/64");
    expect(network("2001:0db8:abcd:0012:ffff:ffff:ffff:ffff")).toBe("2001:db8:abcd:12::/64");
    expect(network("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(network("::1")).toBe("0:0:0:0::/64");
    expect(network("203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork(new Headers())).toBe("local");
  });

  it("counts fresh addresses from one IPv6 /64 as one client", async () => {
    const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    for (let index = 1; index <= RATE_LIMITS.codePerIp.limit; index += 1) {
      expect((await requestFrom(`${prefix}:${index.toString(16)}::1`, freshEmail("v6"))).status).toBe(200);
    }
    const refused = await requestFrom(`${prefix}:ffff:ffff:ffff:ffff`, freshEmail("v6"));
    expect(refused.status).toBe(429);
  });

  it("stops all sign-in e-mails at the site-wide daily ceiling (SIGN_IN_EMAILS_PER_DAY)", async () => {
    const siteWide = await db().select().from(rateLimits).where(eq(rateLimits.key, "otp:site:day")).get();
    const ceiling = (siteWide?.count ?? 0) + 2;
    const send = async (email: string) => {
      const browser = new TestBrowser();
      await browser.fetch("/api/resume-count/");
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request("http://rework.test/api/auth/request-code/", {
          method: "POST",
          headers: {
            Cookie: browser.cookieHeader(),
            "X-CSRFToken": browser.csrfToken()!,
            "Content-Type": "application/json",
            "CF-Connecting-IP": browser.ip,
          },
          body: JSON.stringify({ email }),
        }),
        { ...env, SIGN_IN_EMAILS_PER_DAY: String(ceiling) },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return response;
    };
    expect((await send(freshEmail("quota"))).status).toBe(200);
    expect((await send(freshEmail("quota"))).status).toBe(200);
    const refused = await send(freshEmail("quota"));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: "Отправка писем временно недоступна. Попробуй позже.",
      code: "sign_in_emails_exhausted",
    });
  });
});

describe("guessing across codes", () => {
  async function burnCode(email: string) {
    const browser = new TestBrowser();
    const { codeId, code } = await requestCode(browser, email);
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: wrongCodeFor(code) });
    }
  }

  it("counts wrong codes per address and makes a code's later tries wait, with a Russian 429", async () => {
    const email = freshEmail("guessed");
    await burnCode(email);
    const row = await db()
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.emailKey, await emailKey(email)))
      .get();
    expect(row?.failures).toBe(MAX_CODE_ATTEMPTS);

    const browser = new TestBrowser();
    const { codeId, code } = await requestCode(browser, email);
    // The code's first try is always compared …
    const first = await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: wrongCodeFor(code) });
    expect(first.status).toBe(400);
    // … its second waits the back-off, even with the right code.
    const second = await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: code });
    expect(second.status).toBe(429);
    const body = (await second.json()) as { error: string; code: string; retry_after: number };
    expect(body.code).toBe("code_backoff");
    expect(body.error).toMatch(
      /^Слишком много неверных кодов\. Попробуй снова через \d+ минут[уы]? или запроси новый код\.$/,
    );
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(backoffMs(FREE_FAILURES + 1) / 1000);
    // The wait did not spend one of the code's five attempts.
    expect((await db().select().from(loginCodes).where(eq(loginCodes.id, codeId)).get())?.attempts).toBe(1);
  });

  it("lets the owner in with a fresh code's first try however many wrong codes a stranger typed, and forgets them", async () => {
    const email = freshEmail("owner-backoff");
    await burnCode(email);
    await burnCode(email);
    const owner = new TestBrowser();
    const { codeId, code } = await requestCode(owner, email);
    expect((await owner.post("/api/auth/verify-code/", { code_id: codeId, code_value: code })).status).toBe(200);
    expect(
      await db()
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.emailKey, await emailKey(email)))
        .get(),
    ).toBeUndefined();
  });

  it("lets only one of many parallel later tries through when the address is in back-off", async () => {
    const email = freshEmail("parallel-backoff");
    await burnCode(email);
    const browser = new TestBrowser();
    const { codeId, code } = await requestCode(browser, email);
    await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: wrongCodeFor(code) });
    // Open the wait (as if it had passed), then fire four guesses at once.
    await db()
      .update(signInFailures)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(signInFailures.emailKey, await emailKey(email)));
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        browser
          .post("/api/auth/verify-code/", { code_id: codeId, code_value: wrongCodeFor(code) })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it("lets the nightly retention drop forgotten failures only", async () => {
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await db()
      .insert(signInFailures)
      .values([
        {
          emailKey: "forgotten-key",
          failures: 9,
          lastFailureAt: new Date(now - 2 * day),
          nextAttemptAt: new Date(now - 2 * day),
        },
        {
          emailKey: "recent-key",
          failures: 9,
          lastFailureAt: new Date(now - 1000),
          nextAttemptAt: new Date(now + 60_000),
        },
      ]);
    await deleteForgottenFailures(db(), now);
    const keys = (await db().select().from(signInFailures).all()).map((row) => row.emailKey);
    expect(keys).toContain("recent-key");
    expect(keys).not.toContain("forgotten-key");
  });

  it("grows the wait exponentially up to an hour", () => {
    expect(backoffMs(FREE_FAILURES - 1)).toBe(0);
    expect(backoffMs(FREE_FAILURES)).toBe(30_000);
    expect(backoffMs(FREE_FAILURES + 1)).toBe(60_000);
    expect(backoffMs(FREE_FAILURES + 3)).toBe(240_000);
    expect(backoffMs(FREE_FAILURES + 20)).toBe(60 * 60 * 1000);
  });
});
