import assert from "node:assert/strict";
import { test } from "@playwright/test";
import { BASE_URL, newPage, untilHydrated, useBrowser } from "./browser.mjs";

const getBrowser = useBrowser();

test("home shows the header, the live counter and the upload area", async () => {
  const { context, page, consoleErrors } = await newPage(getBrowser());
  await page.goto("/");
  await page.getByRole("link", { name: "Rework — на главную" }).waitFor();
  await page.getByTestId("login-button").waitFor();
  const counter = page.getByTestId("resume-counter");
  // While loading the counter shows "…"; the count arrives from /api/resume-count/.
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="resume-counter"]')?.textContent ?? "";
    return text !== "" && !text.includes("…");
  });
  // «12 резюме проанализировано» from ten on; below ten no number (decision 250). The count depends on what earlier
  // tests analysed.
  assert.match(
    await counter.innerText(),
    /^(?:\d[\d\s]*\s+резюме проанализирован[оы]|Rework только открылся — твоё резюме будет среди первых)/,
  );
  await page.getByTestId("upload-area").waitFor();
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("the counter shows a dash and the spec's message when the API fails", async () => {
  const { context, page } = await newPage(getBrowser());
  await page.route("**/api/resume-count/", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/");
  const counter = page.getByTestId("resume-counter");
  await counter.getByText("Не удалось получить данные о количестве резюме").waitFor();
  assert.match(await counter.innerText(), /—/);
  await context.close();
});

test("an unknown path shows the complete not-found page, with a real 404", async () => {
  const { context, page } = await newPage(getBrowser());
  const response = await page.goto("/no/such/page");
  assert.equal(response.status(), 404);
  await page.getByRole("heading", { name: "Страница не найдена" }).waitFor();
  await page.getByRole("link", { name: "На главную", exact: true }).waitFor();
  await page.getByRole("link", { name: "Статьи" }).first().waitFor();
  const hint = page.getByTestId("not-found-hint");
  const firstHint = await hint.innerText();
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="not-found-hint"]')?.textContent !== text,
    firstHint,
    { timeout: 4500 },
  );
  const icon = page.getByTestId("not-found-icon");
  await icon.click();
  assert.match((await icon.getAttribute("class")) ?? "", /is-shaking/);
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="not-found-icon"]')?.classList.contains("is-shaking"),
    null,
    { timeout: 1500 },
  );
  await page.getByText("рекрутер").first().waitFor();
  await context.close();
});

test("accepting the cookie banner sets cookie_consent with the spec's attributes and hides the banner", async () => {
  const { context, page } = await newPage(getBrowser());
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Согласие на использование cookie" });
  // Drawn by the server: the button works once its part of the page has hydrated.
  await untilHydrated(banner.getByRole("button", { name: "Принять" }));
  await banner.getByRole("button", { name: "Принять" }).click();
  await banner.waitFor({ state: "detached" });
  const cookies = await context.cookies(BASE_URL);
  const consent = cookies.find((cookie) => cookie.name === "cookie_consent");
  assert.ok(consent, "cookie_consent is set");
  assert.equal(consent.value, "accepted");
  assert.equal(consent.path, "/");
  assert.equal(consent.sameSite, "Lax");
  assert.equal(consent.secure, false, "Secure only on https; the test site is http");
  const days = (consent.expires - Date.now() / 1000) / 86400;
  assert.ok(days > 364 && days <= 365.01, `expires in ${days} days`);
  await page.reload();
  await page.getByTestId("upload-area").waitFor();
  assert.equal(await banner.count(), 0);
  await context.close();
});

test("the API answers unknown /api paths with JSON, not the SPA", async () => {
  const response = await fetch(`${BASE_URL}/api/nothing-here/`);
  assert.equal(response.status, 404);
  assert.deepEqual(await response.json(), { error: "Метод API не найден", code: "not_found" });
});
