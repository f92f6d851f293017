// The business console in Chromium, at phone and desktop sizes, with axe: a signed-in owner creates an
// organisation, a test key and a webhook; an API client (fetch with the key, like curl) runs an analysis; the
// console then shows the usage, the analysis and the webhook's delivery log. On desktop the balance is also topped
// up through the sandbox bank and the developers' reference is checked. Signs in through the real code flow.
// axe runs on the whole page for visitors and on the page's own content (`.page`) for the signed-in owner: the
// layout's signed-in header is checked by the auth tests.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BASE_URL, expectAccessible, freshVisitor, useBrowser } from "./browser.mjs";

const getBrowser = useBrowser();
const RESUME = readFileSync(path.join(import.meta.dirname, "..", "fixtures", "resume-utf8.txt"));
let counter = 0;

async function codeFor(email) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = await (await fetch(`${BASE_URL}/api/dev/outbox/?email=${encodeURIComponent(email)}`)).json();
    if (messages.length) return /\b(\d{6})\b/.exec(messages[0].text)[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email}`);
}

/** A signed-in owner (the real code flow through the API, the user stored as the site stores it). */
async function signedInOwner(viewport) {
  const session = await freshVisitor(getBrowser(), { viewport });
  const { context } = session;
  const email = `business.${Date.now()}.${++counter}@example.ru`;
  await context.request.get("/api/resume-count/");
  const token = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === "csrftoken").value;
  const { code_id } = await (
    await context.request.post("/api/auth/request-code/", { headers: { "X-CSRFToken": token }, data: { email } })
  ).json();
  const verified = await context.request.post("/api/auth/verify-code/", {
    headers: { "X-CSRFToken": token },
    data: { code_id, code_value: await codeFor(email) },
  });
  assert.equal(verified.status(), 200, await verified.text());
  const { user_id } = await verified.json();
  await context.addInitScript((user) => localStorage.setItem("rework_user", JSON.stringify(user)), {
    email,
    id: user_id,
  });
  return session;
}

/** What an integrator's code does: fetch with the key, no cookies. */
async function runAnalysisWithKey(key) {
  const form = new FormData();
  form.append("file", new Blob([RESUME], { type: "text/plain" }), "candidate.txt");
  const created = await fetch(`${BASE_URL}/api/v1/analyses`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Idempotency-Key": `e2e-${Date.now()}` },
    body: form,
  });
  assert.equal(created.status, 202, await created.clone().text());
  let analysis = await created.json();
  for (let i = 0; i < 100 && analysis.status !== "done"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    analysis = await (
      await fetch(`${BASE_URL}/api/v1/analyses/${analysis.id}`, { headers: { Authorization: `Bearer ${key}` } })
    ).json();
  }
  assert.equal(analysis.status, "done");
  assert.ok(analysis.report.overall_score > 0);
  assert.equal(typeof analysis.reading.version, "number");
  assert.ok(analysis.reading.keySkills.length > 0);
  const english = await (
    await fetch(`${BASE_URL}/api/v1/analyses/${analysis.id}`, {
      headers: { Authorization: `Bearer ${key}`, "Accept-Language": "en-GB,en;q=0.9" },
    })
  ).json();
  assert.equal(english.report.language, "en");
  assert.match(english.report.general_impression, /score [\d.]+ of 10/);
  const usage = await (await fetch(`${BASE_URL}/api/v1/usage`, { headers: { Authorization: `Bearer ${key}` } })).json();
  assert.equal(usage.analyses.test, 1);
  return analysis;
}

for (const [label, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
]) {
  test(`console on ${label}: organisation, key, webhook, an analysis by key, the usage`, async () => {
    const { page, context, consoleErrors } = await signedInOwner(viewport);
    await page.goto("/business");
    await page.getByRole("heading", { name: "Rework для бизнеса" }).waitFor();
    await page.getByLabel("Название организации").waitFor();
    await expectAccessible(page, { include: ".page" });

    await page.getByLabel("Название организации").fill("Кадровое агентство «Север»");
    await page.getByRole("button", { name: "Создать организацию" }).click();
    await page.getByRole("heading", { name: "Кадровое агентство «Север»" }).waitFor();
    await expect(page.getByTestId("business-balance")).toHaveText("0 ₽");

    await page.getByLabel("Название ключа").fill("ATS интеграция");
    await page.getByRole("button", { name: "Создать ключ" }).click();
    const key = await page.getByTestId("new-api-key").innerText();
    assert.match(key, /^rw_test_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByTestId("api-key-row")).toHaveCount(1);

    await page.getByLabel("Адрес (https)").fill("http://localhost:9000/hook");
    await page.getByRole("button", { name: "Добавить адрес" }).click();
    await expect(page.getByRole("alert")).toContainText("https://");
    await page.getByLabel("Адрес (https)").fill("https://hooks.acme-recruiting.ru/rework");
    await page.getByRole("button", { name: "Добавить адрес" }).click();
    assert.match(await page.getByTestId("webhook-secret").innerText(), /^whsec_/);
    await expect(page.getByTestId("webhook-row")).toHaveCount(1);
    await expectAccessible(page, { include: ".page" });

    const analysis = await runAnalysisWithKey(key);

    await page.reload();
    await expect(page.getByTestId("usage-test-count")).toHaveText("1");
    await expect(page.getByTestId("business-analysis-row")).toContainText("candidate.txt");
    await expect(page.getByTestId("business-analysis-row")).toContainText("готово");
    // The completion event was queued for the webhook (this machine has no internet, so it is being retried).
    await expect(page.getByRole("cell", { name: "analysis.completed" })).toBeVisible();
    await expect(page.getByTestId("api-key-row")).toContainText("использован");
    await expectAccessible(page, { include: ".page" });
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow}px wider than the viewport`);
    assert.ok(analysis.id);

    if (label === "desktop") {
      await page.getByLabel("Пополнить на, ₽").fill("500");
      await Promise.all([
        page.waitForURL(/\/api\/payment\/sandbox\//),
        page.getByRole("button", { name: "Пополнить баланс" }).click(),
      ]);
      await Promise.all([
        page.waitForURL(/\/business\?top_up=tu_/),
        page.getByRole("button", { name: "Оплатить" }).click(),
      ]);
      await expect(page.getByTestId("business-balance")).toHaveText("500 ₽");
      await expect(page.getByRole("cell", { name: "пополнение" })).toBeVisible();

      await page.goto("/developers");
      await page.getByRole("heading", { name: "API для разработчиков" }).waitFor();
      await expect(page.getByText("Authorization: Bearer rw_test_…").first()).toBeVisible();
      await expectAccessible(page, { include: ".page" });
    }
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
}

test("a visitor who is not signed in is asked to sign in; the reference and the legal texts are public", async () => {
  const { page, context } = await freshVisitor(getBrowser());
  await page.goto("/business");
  await page.getByRole("button", { name: "Войти" }).first().waitFor();
  await expectAccessible(page);
  await page.goto("/developers");
  await expect(page.getByRole("link", { name: "/api/v1/openapi.json" })).toBeVisible();
  await expectAccessible(page);
  for (const [address, title, promise] of [
    ["/business-terms", "Условия для бизнеса (API)", "Анализ списывается один раз."],
    ["/data-processing", "Поручение на обработку персональных данных", "DELETE /api/v1/analyses/{id}"],
  ]) {
    await page.goto(address);
    await page.getByRole("heading", { name: title }).waitFor();
    await expect(page.getByText(promise).first()).toBeVisible();
    await expectAccessible(page);
  }
  await context.close();
});
