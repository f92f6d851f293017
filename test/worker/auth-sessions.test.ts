/**
 * Logout forgets the device, the profile's list of signed-in devices and «Выйти на всех устройствах»
 * (docs/decisions/046); `__Host-` cookies in production (047); JSON bodies must say they are JSON (048).
 */

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { deviceTokens, sessions, users } from "../../worker/db/schema";
import { deviceLabel } from "../../worker/lib/user-agent";
import { seedResume } from "../helpers";
import { db, freshEmail, signIn, TestBrowser } from "./auth-helpers";

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

class BrowserWithAgent extends TestBrowser {
  constructor(readonly userAgent: string) {
    super();
  }
  override fetch(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    headers.set("User-Agent", this.userAgent);
    return super.fetch(path, { ...init, headers });
  }
}

async function me(browser: TestBrowser) {
  return ((await (await browser.fetch("/api/auth/me/")).json()) as { user: { id: string } | null }).user;
}

interface DeviceEntry {
  id: string;
  label: string;
  signed_in_at: string;
  last_seen_at: string;
  current: boolean;
}

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("logout", () => {
  it("revokes this browser's remember-device token: check-email asks for a code afterwards", async () => {
    const browser = new TestBrowser();
    const email = freshEmail("shared-pc");
    const userId = await signIn(browser, email);
    expect(await db().select().from(deviceTokens).where(eq(deviceTokens.userId, userId)).all()).toHaveLength(1);

    const response = await browser.post("/api/auth/logout/");
    expect(response.status).toBe(200);
    expect(await db().select().from(deviceTokens).where(eq(deviceTokens.userId, userId)).all()).toHaveLength(0);
    expect(browser.cookies.has("rework_device")).toBe(false);

    const quick = await browser.post("/api/auth/check-email/", { email });
    expect(await quick.json()).toMatchObject({ exists: false, code_required: true });
    expect(await me(browser)).toBeNull();
  });

  it("keeps the other accounts this browser remembers", async () => {
    const browser = new TestBrowser();
    const first = freshEmail("kept");
    const firstId = await signIn(browser, first);
    await signIn(browser, freshEmail("leaving"));
    await browser.post("/api/auth/logout/");
    expect(await (await browser.post("/api/auth/check-email/", { email: first })).json()).toMatchObject({
      exists: true,
      user_id: firstId,
    });
  });
});

describe("signed-in devices", () => {
  it("lists the account's browsers with a readable label, dates and which one is this", async () => {
    const email = freshEmail("devices");
    const laptop = new BrowserWithAgent(CHROME_WINDOWS);
    const phone = new BrowserWithAgent(SAFARI_IPHONE);
    await signIn(laptop, email);
    await signIn(phone, email);

    const response = await phone.fetch("/api/auth/sessions/");
    expect(response.status).toBe(200);
    const { sessions: list } = (await response.json()) as { sessions: DeviceEntry[] };
    expect(list).toHaveLength(2);
    expect(list.map((entry) => [entry.label, entry.current]).sort()).toEqual([
      ["Chrome, Windows", false],
      ["Safari, iPhone", true],
    ]);
    for (const entry of list) {
      expect(Number.isNaN(Date.parse(entry.signed_in_at))).toBe(false);
      expect(Number.isNaN(Date.parse(entry.last_seen_at))).toBe(false);
      expect(entry.id).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it("answers 401 without a session", async () => {
    expect((await new TestBrowser().fetch("/api/auth/sessions/")).status).toBe(401);
    expect((await new TestBrowser().post("/api/auth/logout-all/")).status).toBe(401);
  });

  it("«Выйти на всех устройствах» ends every session and forgets every device of the account, and only of it", async () => {
    const email = freshEmail("everywhere");
    const laptop = new TestBrowser();
    const phone = new TestBrowser();
    const userId = await signIn(laptop, email);
    await signIn(phone, email);
    const bystander = new TestBrowser();
    const bystanderId = await signIn(bystander, freshEmail("bystander"));

    const response = await phone.post("/api/auth/logout-all/");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Выход выполнен на всех устройствах" });
    expect(await me(phone)).toBeNull();
    expect(phone.cookies.has("rework_device")).toBe(false);
    expect(await me(laptop)).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId)).all()).toHaveLength(0);
    expect(await db().select().from(deviceTokens).where(eq(deviceTokens.userId, userId)).all()).toHaveLength(0);
    expect(await (await laptop.post("/api/auth/check-email/", { email })).json()).toMatchObject({ exists: false });
    expect((await me(bystander))?.id).toBe(bystanderId);
    expect(await db().select().from(users).where(eq(users.id, userId)).get()).toBeDefined();
  });

  it("labels common User-Agents", () => {
    expect(deviceLabel(CHROME_WINDOWS)).toBe("Chrome, Windows");
    expect(deviceLabel(SAFARI_IPHONE)).toBe("Safari, iPhone");
    expect(deviceLabel("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox, Linux",
    );
    expect(deviceLabel(`${CHROME_WINDOWS} Edg/131.0.0.0`)).toBe("Edge, Windows");
    expect(deviceLabel(`${CHROME_WINDOWS} YaBrowser/24.10.0.0`)).toBe("Яндекс Браузер, Windows");
    expect(deviceLabel(null)).toBe("Неизвестное устройство");
    expect(deviceLabel("curl/8.5.0")).toBe("Неизвестное устройство");
  });
});

describe("cookies in production", () => {
  const productionFetch = async (request: Request) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(request, { ...env, ENVIRONMENT: "production" }, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };

  it("carry the __Host- prefix and Secure even when the request arrived over http", async () => {
    const response = await productionFetch(new Request("http://rework.test/api/resume-count/"));
    const csrf = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-csrftoken="));
    expect(csrf).toMatch(/; Secure/);
    expect(csrf).toMatch(/; Path=\//);
    expect(csrf).not.toMatch(/Domain=/i);
    expect(csrf).not.toMatch(/HttpOnly/i);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("csrftoken="))).toBe(false);
  });

  it("ignore a bare-named cookie planted without the prefix", async () => {
    const request = new Request("http://rework.test/api/auth/logout/", {
      method: "POST",
      headers: { Cookie: "csrftoken=planted", "X-CSRFToken": "planted", "Content-Type": "application/json" },
    });
    expect((await productionFetch(request)).status).toBe(403);
  });

  it("stay bare and not Secure in local development over http", async () => {
    const browser = new TestBrowser();
    const response = await browser.fetch("/api/resume-count/");
    const csrf = response.headers.getSetCookie().find((cookie) => cookie.startsWith("csrftoken="));
    expect(csrf).toBeDefined();
    expect(csrf).not.toMatch(/Secure/);
  });
});

describe("JSON bodies", () => {
  it("refuses a profile edit sent as text/plain with a Russian 415 and changes nothing", async () => {
    const browser = new TestBrowser();
    const userId = await signIn(browser, freshEmail("plain"));
    const response = await browser.fetch("/api/user/profile/", {
      method: "PATCH",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ city: "Казань" }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: "Запрос должен быть в формате JSON (Content-Type: application/json). Обнови страницу и попробуй ещё раз.",
      code: "unsupported_media_type",
    });
    expect((await db().select().from(users).where(eq(users.id, userId)).get())?.city).toBeNull();
  });

  it("refuses text/plain on the other JSON routes too (rating, cover letter, payment)", async () => {
    const browser = new TestBrowser();
    const resume = await seedResume();
    for (const path of [
      `/api/resumes/${resume.id}/rate/`,
      `/api/resumes/${resume.id}/cover-letter/`,
      "/api/payment/init/",
    ]) {
      const response = await browser.fetch(path, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "{}",
      });
      expect(response.status, path).toBe(415);
    }
  });

  it("refuses a body without Content-Type on any JSON route, and accepts application/json with a charset", async () => {
    const browser = new TestBrowser();
    const bare = await browser.fetch("/api/auth/request-code/", {
      method: "POST",
      body: JSON.stringify({ email: freshEmail("bare") }),
    });
    expect(bare.status).toBe(415);
    const withCharset = await browser.fetch("/api/auth/request-code/", {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ email: freshEmail("charset") }),
    });
    expect(withCharset.status).toBe(200);
  });
});
