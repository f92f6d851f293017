// Logout forgets the device (no quick login for the next person at a shared computer), the profile lists the
// account's signed-in devices, and «Выйти на всех устройствах» ends every one of them (docs/decisions/046).
import assert from "node:assert/strict";
import { test } from "@playwright/test";
import { BASE_URL, freshVisitor, useBrowser } from "./browser.mjs";

const getBrowser = useBrowser();

const uniqueEmail = (label) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ru`;
const storage = (page, key) => page.evaluate((name) => localStorage.getItem(name), key);

async function waitForCode(email, count) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = await (await fetch(`${BASE_URL}/api/dev/outbox/?email=${encodeURIComponent(email)}`)).json();
    if (messages.length >= count) return /\b(\d{6})\b/.exec(messages[0].text)[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email}`);
}

/** Signs in through the widget, as a person would. */
async function signInWithWidget(page, email, codeCount = 1) {
  await page.goto("/");
  await page.getByTestId("login-button").click();
  const widget = page.getByTestId("login-widget");
  await widget.getByLabel("Email").fill(email);
  await widget.getByRole("button", { name: "Получить код" }).click();
  await widget.getByLabel("Код из письма").fill(await waitForCode(email, codeCount));
  await widget.getByRole("button", { name: "Войти", exact: true }).click();
  await widget.getByText(`Ты в аккаунте ${email}.`).waitFor();
  await widget.getByRole("button", { name: "Закрыть", exact: true }).click();
  await widget.waitFor({ state: "detached" });
}

async function checkEmail(context, email) {
  await context.request.get("/api/resume-count/");
  const csrf = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === "csrftoken").value;
  const response = await context.request.post("/api/auth/check-email/", {
    headers: { "X-CSRFToken": csrf },
    data: { email },
  });
  return response.json();
}

test("logout forgets this browser for the account: no one-click login for the next person", async () => {
  const { context, page, consoleErrors } = await freshVisitor(getBrowser());
  const email = uniqueEmail("shared-pc");
  await signInWithWidget(page, email);
  assert.deepEqual(JSON.parse(await storage(page, "rework_known_emails")), [email]);
  assert.ok((await context.cookies(BASE_URL)).some((cookie) => cookie.name === "rework_device"));

  await page.locator(".site-header").getByRole("button", { name: "Выйти" }).click();
  await page.getByTestId("login-button").waitFor();
  assert.deepEqual(JSON.parse(await storage(page, "rework_known_emails")), []);
  assert.equal(
    (await context.cookies(BASE_URL)).some((cookie) => cookie.name === "rework_device"),
    false,
  );

  // The widget offers no «Войти как …», and the server asks for a code even if someone types the address.
  await page.getByTestId("login-button").click();
  const widget = page.getByTestId("login-widget");
  await widget.getByLabel("Email").waitFor();
  assert.equal(await widget.getByRole("button", { name: `Войти как ${email}` }).count(), 0);
  assert.deepEqual(await checkEmail(context, email), {
    exists: false,
    user_id: null,
    code_required: true,
    message: "Для входа нужен код подтверждения: мы отправим его на почту.",
  });
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("the profile lists signed-in devices, and «Выйти на всех устройствах» signs every one of them out", async () => {
  const email = uniqueEmail("devices");
  const laptop = await freshVisitor(getBrowser(), {
    viewport: { width: 1280, height: 900 },
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  });
  const phone = await freshVisitor(getBrowser(), {
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });
  await signInWithWidget(laptop.page, email, 1);
  await signInWithWidget(phone.page, email, 2);

  await phone.page.locator(".site-header").getByRole("button", { name: "Открыть профиль" }).click();
  const panel = phone.page.getByRole("dialog", { name: "Профиль" });
  const devices = panel.getByTestId("signed-in-devices");
  await devices.waitFor();
  const items = devices.getByRole("listitem");
  assert.equal(await items.count(), 2);
  const texts = await items.allInnerTexts();
  assert.ok(
    texts.some((text) => /^Safari, iPhone — это устройство/.test(text)),
    texts.join(" | "),
  );
  assert.ok(
    texts.some((text) => /^Chrome, Windows/.test(text) && !text.includes("это устройство")),
    texts.join(" | "),
  );
  for (const text of texts)
    assert.match(text, /Вход: \d{1,2} [а-я]+ \d{4} г\.(,| в) \d{2}:\d{2} · Последняя активность:/);

  await panel.getByRole("button", { name: "Выйти на всех устройствах" }).click();
  await panel.waitFor({ state: "detached" });
  await phone.page.getByTestId("login-button").waitFor();
  assert.equal(await storage(phone.page, "rework_user"), null);
  assert.deepEqual(JSON.parse(await storage(phone.page, "rework_known_emails")), []);
  assert.deepEqual(await (await phone.context.request.get("/api/auth/me/")).json(), { user: null });

  // The laptop's session and remembered device are gone too: reloading signs it out, quick login needs a code.
  assert.deepEqual(await (await laptop.context.request.get("/api/auth/me/")).json(), { user: null });
  await laptop.page.reload();
  await laptop.page.getByTestId("login-button").waitFor();
  assert.equal((await checkEmail(laptop.context, email)).code_required, true);
  assert.deepEqual(phone.consoleErrors, []);
  await laptop.context.close();
  await phone.context.close();
});
