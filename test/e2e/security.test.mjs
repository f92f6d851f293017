// Security headers in Chromium against the built site (docs/decisions/060): the static SPA is served with the CSP
// from client/public/_headers and the app runs under it without a single violation (home, the demo analysis that
// loads zod, an SPA-fallback route); Worker answers carry the API baseline. Run with E2E_PORT=8860.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { BASE_URL, freshVisitor, useBrowser } from "./browser.mjs";

const getBrowser = useBrowser();

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures");
const RESUME = {
  name: "resume.txt",
  mimeType: "text/plain",
  buffer: readFileSync(path.join(FIXTURES, "resume-utf8.txt")),
};

/** The `/*` rule's CSP from the _headers file the build copies into dist/client. */
const EXPECTED_CSP = readFileSync(path.join(import.meta.dirname, "..", "..", "client", "public", "_headers"), "utf8")
  .split("\n")
  .find((line) => line.trim().startsWith("Content-Security-Policy:"))
  .split(/:(.*)/s)[1]
  .trim();

/** Records every CSP violation the page reports, from the first script on, plus console lines that mention CSP. */
async function watchCsp(context, page) {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const consoleCsp = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleCsp.push(message.text());
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations)), ...consoleCsp];
}

test("the home page is served with the CSP and runs under it without violations", async () => {
  const { context, page, consoleErrors } = await freshVisitor(getBrowser());
  const violations = await watchCsp(context, page);
  const response = await page.goto("/");
  const headers = response.headers();
  assert.equal(headers["content-security-policy"], EXPECTED_CSP);
  assert.equal(headers["x-content-type-options"], "nosniff");
  assert.equal(headers["x-frame-options"], "DENY");
  assert.equal(headers["referrer-policy"], "strict-origin-when-cross-origin");
  assert.match(headers["permissions-policy"] ?? "", /camera=\(\)/);

  // The counter (API call), then the demo analysis: it loads zod, whose JIT probe would trip a strict CSP.
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="resume-counter"]')?.textContent ?? "";
    return text !== "" && !text.includes("…");
  });
  await page.getByRole("button", { name: "Посмотреть пример анализа" }).click();
  await page.getByTestId("analysis-result").waitFor();
  await page.getByTestId("overall-score").waitFor();
  // An upload validates the server's answer with the shared zod schemas.
  await page.getByRole("button", { name: "Загрузить другое резюме" }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/resumes/") && r.request().method() === "POST");
  await page.getByTestId("upload-input").setInputFiles(RESUME);
  assert.equal((await answer).status(), 201);
  await page.getByTestId("uploaded-resume").waitFor();

  assert.deepEqual(await violations(), []);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("a page the browser draws (the advisor's shell) gets the same headers (no framing) and runs without violations", async () => {
  const { context, page } = await freshVisitor(getBrowser());
  const violations = await watchCsp(context, page);
  const response = await page.goto("/advisor");
  assert.equal(response.headers()["content-security-policy"], EXPECTED_CSP);
  assert.equal(response.headers()["x-frame-options"], "DENY");
  // Drawn in the browser: a visitor who is not signed in is sent to sign in.
  await page.getByRole("link", { name: "Авторизоваться" }).waitFor();
  assert.deepEqual(await violations(), []);
  await context.close();
});

test("Worker answers carry the API baseline: deny-all CSP and no-store on JSON", async () => {
  const { context } = await freshVisitor(getBrowser());
  const counter = await context.request.get(`${BASE_URL}/api/resume-count/`);
  assert.equal(counter.status(), 200);
  const headers = counter.headers();
  assert.match(headers["content-security-policy"], /^default-src 'none'/);
  assert.equal(headers["cache-control"], "no-store");
  assert.equal(headers["x-content-type-options"], "nosniff");
  const robots = await context.request.get(`${BASE_URL}/robots.txt`);
  assert.equal(robots.headers()["x-frame-options"], "DENY");
  await context.close();
});
