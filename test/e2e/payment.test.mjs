// Payments in Chromium against the local sandbox bank: the success and failure pages, the sandbox checkout walked
// from a payment created through the API (pay and decline), and the whole home-page flow (upload → popup → sandbox
// checkout → success page → home → the analysis starts by itself; decline → failure page → retry reopens the popup),
// and the server-side hand-off: a buyer who closes the tab after paying finds the analysis done later.
// Run with E2E_PORT=8830.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { BASE_URL, freshVisitor as openFreshVisitor, useBrowser } from "./browser.mjs";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures");
const RESUME = {
  name: "Резюме Мария Котова.txt",
  mimeType: "text/plain",
  buffer: readFileSync(path.join(FIXTURES, "resume-utf8.txt")),
};
const NOT_COMPLETED = "Платеж не был завершен. Пожалуйста, попробуйте снова.";

const getBrowser = useBrowser();

const freshVisitor = () => openFreshVisitor(getBrowser());

async function csrfHeaders(context) {
  await context.request.get("/api/resume-count/");
  const token = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === "csrftoken")?.value;
  assert.ok(token, "the CSRF cookie is set by the counter call");
  return { "X-CSRFToken": token };
}

/** Uploads a resume through the API with the context's cookies (the visitor cookie makes it this browser's). */
async function uploadThroughApi(context) {
  const response = await context.request.post("/api/resumes/", {
    headers: await csrfHeaders(context),
    multipart: { file: RESUME },
  });
  assert.equal(response.status(), 201, await response.text());
  return (await response.json()).id;
}

async function initThroughApi(context, resumeId) {
  const response = await context.request.post("/api/payment/init/", {
    headers: { ...(await csrfHeaders(context)), "Content-Type": "application/json" },
    data: { resume_id: resumeId },
  });
  assert.equal(response.status(), 200, await response.text());
  const body = await response.json();
  assert.equal(body.success, true);
  return body;
}

async function isPaid(context, resumeId) {
  return (await (await context.request.get(`/api/resumes/${resumeId}/`)).json()).is_paid;
}

const homeAfterPayment = (resumeId) => (url) =>
  url.pathname === "/" &&
  url.searchParams.get("resume_id") === resumeId &&
  url.searchParams.get("payment_success") === "true";

test("the success page clears the analysed flag and, for a resume it cannot read, returns home after 3 s with payment_success", async () => {
  const { context, page, consoleErrors } = await freshVisitor();
  await page.goto("/payment/fail/");
  await page.evaluate(() => localStorage.setItem("resume_analyzed_abc123", "true"));
  const opened = Date.now();
  await page.goto("/payment/success/?resume_id=abc123");
  const button = page.getByRole("link", { name: "Перейти к анализу резюме" });
  await button.waitFor();
  assert.equal(await button.getAttribute("href"), "/?resume_id=abc123&payment_success=true");
  assert.equal(await page.evaluate(() => localStorage.getItem("resume_analyzed_abc123")), null);
  await page.waitForURL(homeAfterPayment("abc123"), { timeout: 6000 });
  const elapsed = Date.now() - opened;
  assert.ok(elapsed >= 2900, `redirected after ${elapsed} ms`);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("the success page without a resume id goes to the home page at once (nothing to wait for)", async () => {
  const { context, page } = await freshVisitor();
  await page.goto("/payment/success/");
  await page.waitForURL((url) => url.pathname === "/" && url.search === "", { timeout: 2000 });
  await context.close();
});

test("the failure page shows only the site's own messages (by code) or the default, and a retry only with a resume id", async () => {
  const { context, page, consoleErrors } = await freshVisitor();
  // A stranger's link cannot put its own words on our origin: free text shows the default.
  const phishing = "Карта 2200 1234 5678 9012 заблокирована. Позвони в банк: +7 900 000-00-00";
  await page.goto(`/payment/fail/?resume_id=abc123&message=${encodeURIComponent(phishing)}`);
  await page.getByRole("heading", { name: "Оплата не завершена" }).waitFor();
  await page.getByText("Произошла ошибка при обработке платежа.").waitFor();
  assert.equal(await page.getByText(phishing).count(), 0);
  assert.equal(await page.getByText("2200 1234").count(), 0);

  await page.goto("/payment/fail/?resume_id=abc123&message=declined");
  await page.getByText("Банк отклонил платёж. Деньги не списаны: попробуй ещё раз или оплати другой картой.").waitFor();
  assert.equal(
    await page.getByRole("link", { name: "Попробовать снова" }).getAttribute("href"),
    "/?resume_id=abc123&retry_payment=true",
  );
  assert.equal(await page.getByRole("link", { name: "Вернуться на главную" }).getAttribute("href"), "/");

  await page.goto("/payment/fail/");
  await page.getByText("Произошла ошибка при обработке платежа.").waitFor();
  assert.equal(await page.getByRole("link", { name: "Попробовать снова" }).count(), 0);
  await page.getByRole("link", { name: "Вернуться на главную" }).waitFor();
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("sandbox checkout: a clearly marked test page whose «Оплатить» pays and lands on the success page", async () => {
  const { context, page } = await freshVisitor();
  const resumeId = await uploadThroughApi(context);
  const { payment_url: paymentUrl, payment_id: paymentId } = await initThroughApi(context, resumeId);
  assert.match(paymentUrl, new RegExp(`^${BASE_URL}/api/payment/sandbox/\\d+/$`));

  await page.goto(paymentUrl);
  await page.getByRole("heading", { name: "Тестовая оплата — деньги не списываются" }).waitFor();
  await page.getByText("ТЕСТОВЫЙ РЕЖИМ").waitFor();
  assert.equal(await page.getByTestId("sandbox-amount").innerText(), "89 ₽");
  assert.equal(await page.getByTestId("sandbox-filename").innerText(), RESUME.name);
  await page.getByRole("button", { name: "Отклонить" }).waitFor();

  await Promise.all([
    page.waitForURL(`**/payment/success/?resume_id=${resumeId}`),
    page.getByRole("button", { name: "Оплатить" }).click(),
  ]);
  assert.equal(await isPaid(context, resumeId), true);
  const status = await context.request.post("/api/payment/check-status/", {
    headers: { ...(await csrfHeaders(context)), "Content-Type": "application/json" },
    data: { payment_id: paymentId },
  });
  assert.deepEqual(await status.json(), { success: true, payment_id: paymentId, status: "completed", is_paid: true });
  await page.waitForURL(homeAfterPayment(resumeId), { timeout: 6000 });
  await context.close();
});

test("sandbox checkout: «Отклонить» leaves the resume unpaid and lands on the failure page that says why, with a retry", async () => {
  const { context, page } = await freshVisitor();
  const resumeId = await uploadThroughApi(context);
  const { payment_url: paymentUrl } = await initThroughApi(context, resumeId);
  await page.goto(paymentUrl);
  await Promise.all([
    page.waitForURL(`**/payment/fail/?resume_id=${resumeId}`),
    page.getByRole("button", { name: "Отклонить" }).click(),
  ]);
  await page.getByRole("heading", { name: "Оплата не завершена" }).waitFor();
  // The return address carries only the resume: the page asks the server why (decision 250).
  await page.getByText("Банк отклонил платёж. Деньги не списаны: попробуй ещё раз или оплати другой картой.").waitFor();
  assert.equal(await page.getByText("Произошла ошибка при обработке платежа.").count(), 0);
  assert.equal(
    await page.getByRole("link", { name: "Попробовать снова" }).getAttribute("href"),
    `/?resume_id=${resumeId}&retry_payment=true`,
  );
  assert.equal(await isPaid(context, resumeId), false);
  await context.close();
});

// ── The whole flow through the home page (the workspace opens PaymentDialog for an unpaid resume) ──────────────

/** Uploads through the picker and opens the payment popup from the uploaded-resume view. */
async function uploadAndOpenPopup(page) {
  await page.goto("/");
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/api/resumes/") && response.request().method() === "POST",
  );
  await page.getByTestId("upload-input").setInputFiles(RESUME);
  const resume = await (await answer).json();
  await page.getByTestId("uploaded-resume").waitFor();
  await page.getByTestId("pay-button").click();
  const dialog = page.getByRole("dialog", { name: "Оплата анализа резюме" });
  await dialog.waitFor();
  return { resumeId: resume.id, dialog };
}

test("home: upload → popup → sandbox checkout → pay → success page → home → the analysis starts by itself", async () => {
  const { context, page, consoleErrors } = await freshVisitor();
  const { resumeId, dialog } = await uploadAndOpenPopup(page);

  assert.equal(await dialog.getAttribute("aria-modal"), "true");
  assert.equal(await dialog.getByTestId("payment-price").innerText(), "89 ₽");
  assert.equal(await dialog.getByRole("listitem").count(), 4);
  await dialog.getByText("Сопроводительное письмо — бесплатно после анализа.").waitFor();
  await dialog.getByRole("button", { name: "Проверить статус платежа" }).waitFor();
  await dialog.getByRole("button", { name: "Отмена" }).waitFor();
  const goToPayment = dialog.getByRole("link", { name: "Перейти к оплате" });
  await goToPayment.waitFor();

  await goToPayment.click();
  await page.getByRole("heading", { name: "Тестовая оплата — деньги не списываются" }).waitFor();
  await Promise.all([page.waitForURL(/\/payment\/success\//), page.getByRole("button", { name: "Оплатить" }).click()]);
  await page.getByRole("link", { name: "Перейти к анализу резюме" }).waitFor();

  // After 3 s the success page sends the visitor home, where the analysis runs without another click.
  const result = page.getByTestId("analysis-result");
  await result.waitFor({ timeout: 40_000 });
  assert.equal(await isPaid(context, resumeId), true);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("home: decline in the sandbox → failure page → «Попробовать снова» reopens the popup", async () => {
  const { context, page } = await freshVisitor();
  const { resumeId, dialog } = await uploadAndOpenPopup(page);
  await dialog.getByRole("link", { name: "Перейти к оплате" }).click();
  await Promise.all([page.waitForURL(/\/payment\/fail\//), page.getByRole("button", { name: "Отклонить" }).click()]);
  await page.getByRole("link", { name: "Попробовать снова" }).click();
  await page
    .getByRole("dialog", { name: "Оплата анализа резюме" })
    .getByRole("link", { name: "Перейти к оплате" })
    .waitFor();
  assert.equal(await isPaid(context, resumeId), false);
  await context.close();
});

test("popup: a modal <dialog>: Tab never leaves it, the page behind does not scroll, a click outside closes it and focus returns", async () => {
  const { context, page, consoleErrors } = await freshVisitor();
  const { dialog } = await uploadAndOpenPopup(page);
  await dialog.getByRole("link", { name: "Перейти к оплате" }).waitFor();
  // The sign-in prompt (a non-modal <dialog>) may be open too: the popup is the one with the test id.
  assert.equal(
    await page.evaluate(() => document.querySelector("[data-testid=payment-dialog]")?.matches("dialog:modal")),
    true,
    "opened with showModal()",
  );
  assert.equal(
    await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
    "hidden",
    "the page behind is not scrollable",
  );

  // The rest of the page is inert: Tab may leave for the browser's own UI, never for the page behind.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press("Tab");
    const outside = await page.evaluate(() => {
      const active = document.activeElement;
      return (
        active !== null &&
        active !== document.body &&
        !document.querySelector("[data-testid=payment-dialog]")?.contains(active)
      );
    });
    assert.equal(outside, false, `Tab ${step + 1} stays inside the dialog`);
  }

  await page.mouse.click(4, 4); // the overlay around the panel
  await dialog.waitFor({ state: "detached" });
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
    "pay-button",
    "focus returns to the button that opened it",
  );
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), "hidden");
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("popup: no answer from the server (offline) shows the catalogue's init text, not a browser message", async () => {
  const { context, page } = await freshVisitor();
  await page.route("**/api/payment/init/", (route) => route.abort("internetdisconnected"));
  const { dialog } = await uploadAndOpenPopup(page);
  await dialog.getByRole("alert").getByText("Произошла ошибка при инициализации платежа").waitFor();
  await context.close();
});

test("popup: Escape and «Отмена» close it; a failed init shows the catalogue text with code and details", async () => {
  const { context, page } = await freshVisitor();
  const first = await uploadAndOpenPopup(page);
  await first.dialog.getByRole("link", { name: "Перейти к оплате" }).waitFor();
  // The sign-in prompt appears meanwhile (1 s + 800 ms after load); the popup above it still owns Escape.
  await page.getByTestId("login-widget").waitFor();
  await page.keyboard.press("Escape");
  await first.dialog.waitFor({ state: "detached" });

  await page.route("**/api/payment/init/", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        error: "Не удалось инициализировать платеж",
        code: "payment_provider_error",
        error_code: "204",
        details: "Неверный токен",
      }),
    }),
  );
  await page.getByTestId("pay-button").click();
  const dialog = page.getByRole("dialog", { name: "Оплата анализа резюме" });
  const alert = dialog.getByRole("alert");
  await alert.getByText("Ошибка:").waitFor();
  await alert.getByText("Не удалось инициализировать платеж (204: Неверный токен)").waitFor();
  await alert.getByText(/Попробуй ещё раз или напиши в поддержку/).waitFor();
  assert.equal(await dialog.getByRole("button", { name: "Проверить статус платежа" }).isDisabled(), true);
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await dialog.waitFor({ state: "detached" });
  await context.close();
});

test("popup: a declined payment found by the status check stops with the spec's message", async () => {
  const { context, page } = await freshVisitor();
  const { dialog } = await uploadAndOpenPopup(page);
  await dialog.getByRole("link", { name: "Перейти к оплате" }).waitFor();
  // Decline in another tab, as a buyer who opened the bank's page separately would.
  const href = await dialog.getByRole("link", { name: "Перейти к оплате" }).getAttribute("href");
  const bank = await context.newPage();
  await bank.goto(href);
  await Promise.all([bank.waitForURL(/\/payment\/fail\//), bank.getByRole("button", { name: "Отклонить" }).click()]);
  await bank.close();
  await dialog.getByRole("button", { name: "Проверить статус платежа" }).click();
  await dialog.getByRole("alert").getByText(NOT_COMPLETED).waitFor();
  await context.close();
});

test("popup: polls the status from 20 s after init every 5 s, and stops on a declined payment", async () => {
  const { context, page } = await freshVisitor();
  await page.clock.install();
  const checks = [];
  page.on("request", (request) => request.url().endsWith("/api/payment/check-status/") && checks.push(request));
  const { dialog } = await uploadAndOpenPopup(page);
  const link = dialog.getByRole("link", { name: "Перейти к оплате" });
  await link.waitFor();

  await page.clock.runFor(19_000);
  assert.equal(checks.length, 0, "no check before 20 s");
  await page.clock.runFor(1_500);
  await page.waitForResponse((response) => response.url().endsWith("/api/payment/check-status/"));
  assert.equal(checks.length, 1);
  await page.clock.runFor(5_000);
  await page.waitForResponse((response) => response.url().endsWith("/api/payment/check-status/"));
  assert.equal(checks.length, 2, "the second check 5 s later");
  // Pending answers are silent.
  assert.equal(await dialog.getByRole("alert").count(), 0);

  const bank = await context.newPage();
  await bank.goto(await link.getAttribute("href"));
  await Promise.all([bank.waitForURL(/\/payment\/fail\//), bank.getByRole("button", { name: "Отклонить" }).click()]);
  await bank.close();
  await page.clock.runFor(5_000);
  await dialog.getByRole("alert").getByText(NOT_COMPLETED).waitFor();
  await page.clock.runFor(30_000);
  assert.equal(checks.length, 3, "polling stopped after the failed payment");
  await context.close();
});

test("popup: a payment completed elsewhere is picked up by «Проверить статус платежа», which closes it and starts the analysis", async () => {
  const { context, page } = await freshVisitor();
  const { dialog } = await uploadAndOpenPopup(page);
  const link = dialog.getByRole("link", { name: "Перейти к оплате" });
  const bank = await context.newPage();
  await bank.goto(await link.getAttribute("href"));
  await Promise.all([bank.waitForURL(/\/payment\/success\//), bank.getByRole("button", { name: "Оплатить" }).click()]);
  await bank.close();
  await dialog.getByRole("button", { name: "Проверить статус платежа" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByTestId("analysis-result").waitFor({ timeout: 40_000 });
  await context.close();
});

// ── The server starts the paid analysis itself (docs/decisions/035) ─────────────────────────────────────────────

/** Records every analyze call the browser makes in this context. */
function watchAnalyzeCalls(context) {
  const calls = [];
  context.on(
    "request",
    (request) => /\/api\/resumes\/[^/]+\/analyze\/$/.test(request.url()) && calls.push(request.url()),
  );
  return calls;
}

async function analysisOf(context, resumeId, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const resume = await (await context.request.get(`/api/resumes/${resumeId}/`)).json();
    if (resume.analysis) return resume.analysis;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test("home: pay in the sandbox and close the page before returning; the analysis is there when the resume is opened later", async () => {
  const { context, page, consoleErrors } = await freshVisitor();
  const analyzeCalls = watchAnalyzeCalls(context);
  const { resumeId, dialog } = await uploadAndOpenPopup(page);
  await dialog.getByRole("link", { name: "Перейти к оплате" }).click();
  await page.getByRole("heading", { name: "Тестовая оплата — деньги не списываются" }).waitFor();
  // The buyer never gets back to the site: the bank's redirect to our success page is cut off, then the tab closed.
  await page.route("**/payment/success/**", (route) => route.abort());
  const paid = page.waitForResponse((response) => response.url().endsWith("/api/payment/sandbox/complete/"));
  await page.getByRole("button", { name: "Оплатить" }).click();
  assert.equal((await paid).status(), 303);
  await page.close();

  // No page of ours is open, and none ever asked for the analysis: the server ran it.
  const analysis = await analysisOf(context, resumeId);
  assert.ok(analysis, "the analysis was stored without the browser");
  assert.equal(typeof analysis.overall_score, "number");
  assert.deepEqual(analyzeCalls, []);

  const later = await context.newPage();
  await later.goto(`/?resumeId=${resumeId}`);
  await later.getByTestId("analysis-result").waitFor({ timeout: 20_000 });
  assert.deepEqual(analyzeCalls, [], "the stored analysis is shown, not requested again");
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("home: after opening the demo and leaving it, the next paid resume is analysed by itself", async () => {
  const { context, page, consoleErrors } = await freshVisitor();
  await page.goto("/");
  await page.getByTestId("demo-button").click();
  await page.getByTestId("upload-another").click();
  await page.getByTestId("upload-input").waitFor({ state: "attached" });

  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/api/resumes/") && response.request().method() === "POST",
  );
  await page.getByTestId("upload-input").setInputFiles(RESUME);
  await answer;
  await page.getByTestId("pay-button").click();
  const dialog = page.getByRole("dialog", { name: "Оплата анализа резюме" });
  await dialog.getByRole("link", { name: "Перейти к оплате" }).click();
  await Promise.all([page.waitForURL(/\/payment\/success\//), page.getByRole("button", { name: "Оплатить" }).click()]);

  // The success page promises the analysis: home shows it, not the «Проанализировать резюме» button.
  await page.getByTestId("analysis-result").waitFor({ timeout: 40_000 });
  assert.equal(await page.getByTestId("uploaded-resume").count(), 0);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});
