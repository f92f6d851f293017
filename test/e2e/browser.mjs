// Shared setup for the browser tests (run by @playwright/test, see playwright.config.mjs): the Chromium of the
// test worker, a fresh context (cookies, storage) per test, phone-sized by default (the product is mobile-first).
import assert from "node:assert/strict";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

export const BASE_URL = process.env.BASE_URL ?? "";

/** A new context with a phone-sized viewport by default; page errors are collected for the test to check. */
export async function newPage(browser, { viewport = { width: 390, height: 844 }, ...options } = {}) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport,
    locale: "ru-RU",
    acceptDownloads: true,
    ...options,
  });
  const page = await context.newPage();
  // A server-drawn page shows its controls before React owns them (docs/decisions/150); a click or a picked file
  // before that is lost. Navigations therefore return once React has hydrated #root (at once for other pages).
  for (const method of ["goto", "reload"]) {
    const navigate = page[method].bind(page);
    page[method] = async (...args) => {
      const response = await navigate(...args);
      await page.waitForFunction(() => {
        const first = document.getElementById("root")?.firstElementChild;
        if (!document.getElementById("initial-data") || !first) return true;
        return Object.keys(first).some((key) => key.startsWith("__reactFiber$"));
      });
      return response;
    };
  }
  const consoleErrors = [];
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/**
 * The worker's Chromium for the calling test file, for tests that open several contexts of their own.
 * Usage: `const browser = useBrowser();` then `await freshVisitor(browser())`.
 */
export function useBrowser() {
  let shared;
  test.beforeAll(async ({ browser }) => {
    shared = browser;
  });
  return () => shared;
}

/**
 * Waits until React has hydrated the element (docs/decisions/150): a server-drawn control is on screen before its
 * code has run, and a click on a part whose lazy chunk has not arrived yet is lost. React marks every node it owns
 * with a `__reactFiber$…` property; a node of a part still waiting for its chunk has none.
 */
export async function untilHydrated(locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true);
}

/** A fresh visitor with the cookie banner accepted and the sign-in prompt dismissed, so nothing covers the page. */
export async function freshVisitor(browser, options) {
  const session = await newPage(browser, options);
  await session.context.addCookies([{ name: "cookie_consent", value: "accepted", url: BASE_URL }]);
  await session.context.addInitScript(() => localStorage.setItem("rework_id_dismissed", "true"));
  return session;
}

/** The WCAG 2.1 A and AA rules of axe-core, for checks limited to them. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core on the page, or on the block `include` selects, optionally limited to the rules tagged `tags`: no violation
 * (the failure lists each rule with the elements it found).
 */
export async function expectAccessible(page, { include, tags } = {}) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (tags) builder = builder.withTags(tags);
  const { violations } = await builder.analyze();
  assert.deepEqual(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    [],
  );
}

/** The CSRF header the API wants on a write, from the cookie the first page load set. */
export async function csrfHeaders(context) {
  const token = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === "csrftoken")?.value;
  assert.ok(token, "the CSRF cookie is set by the counter call");
  return { "X-CSRFToken": token, "Content-Type": "application/json" };
}

/** In `session` ({ page, context }), pays for `resumeId` on the sandbox checkout; the page is left on the success page. */
export async function payInSandbox({ page, context }, resumeId) {
  const init = await context.request.post("/api/payment/init/", {
    headers: await csrfHeaders(context),
    data: { resume_id: resumeId },
  });
  assert.equal(init.status(), 200, await init.text());
  await page.goto((await init.json()).payment_url);
  await Promise.all([page.waitForURL(/\/payment\/success/), page.getByRole("button", { name: "Оплатить" }).click()]);
}

/**
 * In `session` ({ page, context }), `resume` ({ name, mimeType, buffer }) is uploaded through the home page's picker,
 * paid for in the sandbox and analysed by the built-in engine; the page is left on the result. Returns the resume's id.
 */
export async function uploadPaidAnalysed({ page, context }, resume) {
  await page.goto("/");
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/api/resumes/") && response.request().method() === "POST",
  );
  await page.getByTestId("upload-input").setInputFiles(resume);
  const resumeId = (await (await answer).json()).id;
  await page.getByTestId("uploaded-resume").waitFor();
  await payInSandbox({ page, context }, resumeId);
  await page.goto(`/?resume_id=${resumeId}&payment_success=true`);
  await page.getByTestId("analysis-result").waitFor({ timeout: 45_000 });
  return resumeId;
}

/** A fresh visitor (`options` go to freshVisitor: the viewport, say) on the result of a paid, analysed `resume`. */
export async function paidAnalysedResume(browser, resume, options) {
  const session = await freshVisitor(browser, options);
  return { ...session, resumeId: await uploadPaidAnalysed(session, resume) };
}
