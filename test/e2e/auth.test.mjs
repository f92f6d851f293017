// Sign-in in Chromium: the prompt and the widget, a code read from the development outbox, the header's two states,
// the profile panel with the resume history, logout, quick login on the same browser, and a second browser that
// knows the address but must still ask for a code. Also: a broken or stale stored user is cleaned up.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { BASE_URL, newPage, useBrowser } from "./browser.mjs";

const RESUME_BYTES = readFileSync(path.join(import.meta.dirname, "..", "fixtures", "resume-utf8.txt"));
const RESUME_NAME = "Резюме для истории.txt";

const getBrowser = useBrowser();

const uniqueEmail = (label) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ru`;

/** The development outbox (ENVIRONMENT=development): the latest messages for an address, newest first. */
async function outbox(email) {
  const response = await fetch(`${BASE_URL}/api/dev/outbox/?email=${encodeURIComponent(email)}`);
  assert.equal(response.status, 200);
  return (await response.json()).messages;
}

async function waitForCode(email, count = 1) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const messages = await outbox(email);
    if (messages.length >= count) return /\b(\d{6})\b/.exec(messages[0].text)[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email}`);
}

async function visitor({ dismissPrompt = false } = {}) {
  const session = await newPage(getBrowser());
  await session.context.addCookies([{ name: "cookie_consent", value: "accepted", url: BASE_URL }]);
  if (dismissPrompt) await session.context.addInitScript(() => localStorage.setItem("rework_id_dismissed", "true"));
  return session;
}

/** Uploads a resume with the page's own cookies (anonymous visitor), as the uploader would. */
async function uploadAsVisitor(context) {
  await context.request.get("/api/resume-count/");
  const csrf = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === "csrftoken").value;
  const response = await context.request.post("/api/resumes/", {
    headers: { "X-CSRFToken": csrf, Accept: "application/json" },
    multipart: { file: { name: RESUME_NAME, mimeType: "text/plain", buffer: RESUME_BYTES } },
  });
  assert.equal(response.status(), 201, await response.text());
  return (await response.json()).id;
}

const storage = (page, key) => page.evaluate((name) => localStorage.getItem(name), key);

test("sign in with an e-mailed code, see the profile and history, sign out, and the browser forgets the account", async () => {
  const { context, page, consoleErrors } = await visitor();
  const email = uniqueEmail("widget");
  // Uploaded before the page loads, so the page's own counter request cannot replace the CSRF cookie meanwhile.
  const resumeId = await uploadAsVisitor(context);
  await page.goto("/");

  // The prompt opens by itself: 1 s after load, then the widget appears 800 ms later.
  const started = Date.now();
  const widget = page.getByTestId("login-widget");
  await widget.waitFor({ timeout: 5000 });
  assert.ok(Date.now() - started >= 1000, "the widget does not appear before the prompt delays");
  await widget.getByText("бета").waitFor();
  await widget.getByRole("heading", { name: /Rework ID/ }).waitFor();

  // Section 5 validation, then the code is sent.
  const emailInput = widget.getByLabel("Email");
  await emailInput.fill("не почта");
  await widget.getByRole("button", { name: "Получить код" }).click();
  await widget.getByRole("alert").getByText("Пожалуйста, введите корректный email").waitFor();
  await emailInput.fill(email);
  await widget.getByRole("button", { name: "Получить код" }).click();

  const codeInput = widget.getByLabel("Код из письма");
  await codeInput.waitFor();
  assert.equal(await codeInput.getAttribute("maxlength"), "6");
  const resend = widget.getByTestId("resend-code");
  assert.ok(await resend.isDisabled(), "resend is disabled during the cooldown");
  assert.match(await resend.innerText(), /через (01:00|00:5\d)$/);
  await widget.getByRole("button", { name: "Изменить email" }).waitFor();

  await codeInput.fill("12");
  await widget.getByRole("button", { name: "Войти", exact: true }).click();
  await widget.getByText("Пожалуйста, введите корректный код подтверждения").waitFor();

  const code = await waitForCode(email);
  await codeInput.fill(code);
  await widget.getByRole("button", { name: "Войти", exact: true }).click();
  await widget.getByText(`Ты в аккаунте ${email}.`).waitFor();

  // The header's signed-in state; the stored user and the known-e-mails list.
  const header = page.locator(".site-header");
  await header.getByText(email).waitFor({ state: "attached" }); // shown from 640px; phones show the avatar
  assert.equal(await header.locator(".avatar").innerText(), email[0].toUpperCase());
  assert.equal(await page.getByTestId("login-button").count(), 0);
  const stored = JSON.parse(await storage(page, "rework_user"));
  assert.equal(stored.email, email);
  assert.deepEqual(JSON.parse(await storage(page, "rework_known_emails")), [email]);
  const cookies = await context.cookies(BASE_URL);
  const session = cookies.find((cookie) => cookie.name === "rework_session");
  assert.ok(session?.httpOnly, "the session cookie is HttpOnly");
  assert.equal(session.sameSite, "Lax");

  // The widget closes (300 ms animation); the profile panel shows the data and the claimed resume.
  await widget.getByRole("button", { name: "Закрыть", exact: true }).click();
  await widget.waitFor({ state: "detached" });
  await header.getByRole("button", { name: "Открыть профиль" }).click();
  const panel = page.getByRole("dialog", { name: "Профиль" });
  await panel.waitFor();
  const details = panel.getByTestId("profile-details");
  await details.getByText(email).waitFor();
  assert.match(await details.innerText(), /ФИО\s*Не указано/);
  assert.match(await details.innerText(), /Пол\s*Не указан/);
  const history = panel.getByTestId("resume-history");
  await history.getByText(RESUME_NAME).waitFor();
  assert.match(await history.innerText(), /Не проанализировано/);

  // Editing: the gender label and the age are shown the spec's way.
  await panel.getByRole("button", { name: "Редактировать профиль" }).click();
  await panel.getByLabel("ФИО").fill("Игорь Смирнов");
  await panel.getByLabel("Пол").selectOption("male");
  await panel.getByLabel(/Возраст/).fill("31");
  await panel.getByRole("button", { name: "Сохранить" }).click();
  await panel.getByText("Профиль сохранён").waitFor();
  assert.match(await details.innerText(), /Пол\s*Мужской/);
  assert.match(await details.innerText(), /Возраст\s*31\sгод/);

  // 'Посмотреть анализ' opens the resume on the home page and closes the panel.
  await history.getByRole("button", { name: /Посмотреть анализ/ }).click();
  await panel.waitFor({ state: "detached" });
  assert.equal(new URL(page.url()).searchParams.get("resumeId"), resumeId);

  // Logout: the header goes back, the stored user and the dismissed flag are cleared, the session is dead.
  await header.getByRole("button", { name: "Выйти" }).click();
  await page.getByTestId("login-button").waitFor();
  assert.equal(await storage(page, "rework_user"), null);
  assert.equal(await storage(page, "rework_id_dismissed"), null);
  const me = await context.request.get("/api/auth/me/");
  assert.deepEqual(await me.json(), { user: null });

  // Logout also forgets this browser for the account (docs/decisions/046): no quick login is offered any more.
  assert.deepEqual(JSON.parse(await storage(page, "rework_known_emails")), []);
  await page.getByTestId("login-button").click();
  await widget.getByLabel("Email").waitFor();
  assert.equal(await widget.getByRole("button", { name: `Войти как ${email}` }).count(), 0);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("a second browser that knows the address cannot quick-log-in: it is asked for a code", async () => {
  const email = uniqueEmail("owner");
  const first = await visitor({ dismissPrompt: true });
  await first.page.goto("/");
  await first.page.getByTestId("login-button").click();
  const firstWidget = first.page.getByTestId("login-widget");
  await firstWidget.getByLabel("Email").fill(email);
  await firstWidget.getByRole("button", { name: "Получить код" }).click();
  await firstWidget.getByLabel("Код из письма").fill(await waitForCode(email));
  await firstWidget.getByRole("button", { name: "Войти", exact: true }).click();
  await firstWidget.getByText(`Ты в аккаунте ${email}.`).waitFor();
  await first.context.close();

  // Someone else's browser lists the address as known (as if they had typed it into storage).
  const second = await visitor({ dismissPrompt: true });
  await second.context.addInitScript(
    (address) => localStorage.setItem("rework_known_emails", JSON.stringify([address])),
    email,
  );
  await second.page.goto("/");
  await second.page.getByTestId("login-button").click();
  const widget = second.page.getByTestId("login-widget");
  await widget.getByRole("button", { name: `Войти как ${email}` }).click();
  await widget.getByLabel("Код из письма").waitFor();
  await widget.getByText(`Мы отправили код на`).waitFor();
  assert.equal(await second.page.getByTestId("login-button").count(), 1, "still signed out");
  assert.equal(await storage(second.page, "rework_user"), null);
  assert.deepEqual(await (await second.context.request.get("/api/auth/me/")).json(), { user: null });
  assert.equal((await outbox(email)).length, 2, "a fresh code went to the owner's mailbox instead");

  // 'Изменить email' goes back to the e-mail form.
  await widget.getByRole("button", { name: "Изменить email" }).click();
  await widget.getByLabel("Email").waitFor();
  await second.context.close();
});

test("dismissing the prompt sets the flag and Escape closes the widget", async () => {
  const { context, page } = await visitor();
  await page.goto("/");
  const widget = page.getByTestId("login-widget");
  await widget.waitFor({ timeout: 5000 });
  await widget.getByRole("button", { name: "Закрыть окно входа" }).click();
  await widget.waitFor({ state: "detached" });
  assert.equal(await storage(page, "rework_id_dismissed"), "true");
  await page.reload();
  await page.waitForTimeout(2200);
  assert.equal(await widget.count(), 0, "no prompt after dismissal");

  await page.getByTestId("login-button").click();
  await widget.getByLabel("Email").waitFor();
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute("name")),
    "email",
    "focus moves into the widget",
  );
  await page.keyboard.press("Escape");
  await widget.waitFor({ state: "detached" });
  await context.close();
});

test("a broken stored user is removed, and a stored user without a server session is signed out", async () => {
  const broken = await visitor({ dismissPrompt: true });
  await broken.context.addInitScript(() => localStorage.setItem("rework_user", "{not json"));
  await broken.page.goto("/");
  await broken.page.getByTestId("login-button").waitFor();
  assert.equal(await storage(broken.page, "rework_user"), null);
  await broken.context.close();

  const stale = await visitor({ dismissPrompt: true });
  await stale.page.goto("/");
  await stale.page.evaluate(() =>
    localStorage.setItem("rework_user", JSON.stringify({ id: "someone", email: "someone@example.ru" })),
  );
  await stale.page.reload();
  await stale.page.getByTestId("login-button").waitFor();
  await stale.page.waitForFunction(() => localStorage.getItem("rework_user") === null);
  await stale.context.close();
});

test("an e-mail found in an uploaded resume prompts sign-in, pre-filled; once known, it signs in by itself", async () => {
  const { context, page } = await visitor();
  // Dismissed earlier: no prompt on load, but a new address found in a resume clears the flag (spec section 4).
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("rework_id_dismissed", "true"));
  await page.reload();
  const found = "igor.smirnov@example.net"; // the address inside resume-utf8.txt
  const widget = page.getByTestId("login-widget");
  await page
    .getByTestId("upload-input")
    .setInputFiles({ name: "resume.txt", mimeType: "text/plain", buffer: RESUME_BYTES });
  await widget.waitFor({ timeout: 5000 });
  assert.equal(await widget.getByLabel("Email").inputValue(), found);
  assert.equal(await storage(page, "rework_id_dismissed"), null);
  assert.equal(await storage(page, "processing_email"), found);

  const sentBefore = (await outbox(found)).length;
  await widget.getByRole("button", { name: "Получить код" }).click();
  await widget.getByLabel("Код из письма").fill(await waitForCode(found, sentBefore + 1));
  await widget.getByRole("button", { name: "Войти", exact: true }).click();
  await widget.getByText(`Ты в аккаунте ${found}.`).waitFor();
  await widget.getByRole("button", { name: "Закрыть", exact: true }).click();
  await widget.waitFor({ state: "detached" });

  // The session ends without a logout (it expired): the browser still remembers the device and the address, so
  // the next resume with it signs in without a code or a prompt. (A logout would forget both: auth-devices.test.mjs.)
  await context.clearCookies({ name: "rework_session" });
  await page.evaluate(() => localStorage.removeItem("rework_user"));
  await page.goto("/");
  await page.getByTestId("login-button").waitFor();
  await page
    .getByTestId("upload-input")
    .setInputFiles({ name: "resume-2.txt", mimeType: "text/plain", buffer: RESUME_BYTES });
  await page.locator(".site-header").getByText(found).waitFor({ state: "attached" });
  assert.equal(JSON.parse(await storage(page, "rework_user")).email, found);
  assert.equal((await outbox(found)).length, sentBefore + 1, "no new code was needed");
  await context.close();
});
