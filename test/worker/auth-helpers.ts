/** A tiny cookie-keeping browser for the sign-in tests, and a way to read a code from the development outbox. */
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import { api, ORIGIN } from "../helpers";

let ipCounter = 0;
/** A distinct client address per browser: rate-limit counters live in D1 for the whole test file. */
export const freshIp = () => `198.51.100.${++ipCounter}`;

let emailCounter = 0;
export const freshEmail = (label = "user") => `${label}.${++emailCounter}.${Date.now()}@example.ru`;

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly ip = freshIp(),
    readonly origin = ORIGIN,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Sends the cookies (and the CSRF header on unsafe calls) and keeps whatever Set-Cookie says. */
  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const method = init.method ?? (init.json === undefined ? "GET" : "POST");
    if (method !== "GET" && !this.csrfToken()) await this.fetch("/api/resume-count/");
    const headers = new Headers(init.headers);
    headers.set("CF-Connecting-IP", this.ip);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    if (method !== "GET") headers.set("X-CSRFToken", this.csrfToken() ?? "");
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    const response = await api(path, { ...init, method, headers, body }, this.origin);
    this.keep(response);
    return response;
  }

  /** Bare over http; `__Host-` on https and in production (worker/lib/cookies.ts). */
  csrfToken(): string | undefined {
    return this.cookies.get("__Host-csrftoken") ?? this.cookies.get("csrftoken");
  }

  post(path: string, json: unknown = {}): Promise<Response> {
    return this.fetch(path, { method: "POST", json });
  }

  private keep(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some(
        (attribute) => /max-age=0\b/i.test(attribute.trim()) || /expires=thu, 01 jan 1970/i.test(attribute.trim()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/** The outbox is written in waitUntil, after the response: poll briefly. */
export async function readOutbox(email: string, expectedCount = 1): Promise<OutboxMessage[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await api(`/api/dev/outbox/?email=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    if (messages.length >= expectedCount) return messages;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no e-mail for ${email} in the outbox`);
}

export function codeFrom(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error("no code in the e-mail");
  return code;
}

export async function requestCode(browser: TestBrowser, email: string): Promise<{ codeId: string; code: string }> {
  const before = await countOutbox(email);
  const response = await browser.post("/api/auth/request-code/", { email });
  if (response.status !== 200) throw new Error(`request-code answered ${response.status}: ${await response.text()}`);
  const { code_id: codeId } = (await response.json()) as { code_id: string };
  const messages = await readOutbox(email, before + 1);
  return { codeId, code: codeFrom(messages[0]!) };
}

async function countOutbox(email: string): Promise<number> {
  const response = await api(`/api/dev/outbox/?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

/** The whole code flow; returns the new user's id. */
export async function signIn(browser: TestBrowser, email: string): Promise<string> {
  const { codeId, code } = await requestCode(browser, email);
  const response = await browser.post("/api/auth/verify-code/", { code_id: codeId, code_value: code });
  if (response.status !== 200) throw new Error(`verify-code answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { user_id: string }).user_id;
}

export const db = () => createDb(env.DB);
