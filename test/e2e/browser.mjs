// Shared setup for the browser tests: one Chromium per test file, a fresh context (cookies, storage) per test.
import { after, before } from "node:test";
import { chromium } from "playwright-core";

export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:8790";

const LAUNCH_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export async function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: LAUNCH_ARGS });
}

/** A new context with a phone-sized viewport by default (the product is mobile-first). */
export async function newPage(browser, { viewport = { width: 390, height: 844 }, ...options } = {}) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, locale: "ru-RU", acceptDownloads: true, ...options });
  const page = await context.newPage();
  const consoleErrors = [];
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/**
 * One Chromium for the calling test file: registers before/after hooks and returns a getter for the browser.
 * Usage: `const browser = useBrowser();` then `await freshVisitor(browser())`.
 */
export function useBrowser() {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => browser;
}

/** A fresh visitor with the cookie banner accepted and the sign-in prompt dismissed, so nothing covers the page. */
export async function freshVisitor(browser, options) {
  const session = await newPage(browser, options);
  await session.context.addCookies([{ name: "cookie_consent", value: "accepted", url: BASE_URL }]);
  await session.context.addInitScript(() => localStorage.setItem("rework_id_dismissed", "true"));
  return session;
}
