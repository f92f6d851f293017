// The advisor items of issue 24 in Chromium, on a phone (390×844) and a desktop (1366×800): /advisor has an h1 and
// its own title signed out and signed in, axe finds nothing on either; the stop button aborts the real request
// (the browser reports it failed), the screen goes back to idle with the text in the input, and after a stop in an
// existing conversation the screen shows what the server stored. The server's half (the turn cancelled and not
// stored) is proven in workerd: test/worker/advisor-stop.test.ts.
import assert from "node:assert/strict";
import { test } from "@playwright/test";
import { signedIn } from "./advisor-session.mjs";
import { expectAccessible, freshVisitor, useBrowser } from "./browser.mjs";

const getBrowser = useBrowser();

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1366, height: 800 } },
];
const TITLE = "Карьерный консультант | Rework";

async function expectHeadingAndTitle(page) {
  const heading = page.getByRole("heading", { level: 1 });
  await heading.getByText("Карьерный консультант").waitFor();
  assert.equal(await page.getByRole("heading", { level: 1 }).count(), 1);
  assert.equal(await page.title(), TITLE);
}

for (const { name, viewport } of SIZES) {
  test(`${name}: /advisor signed out has its heading and title, axe clean`, async () => {
    const { page, context, consoleErrors } = await freshVisitor(getBrowser(), { viewport });
    await page.goto("/advisor");
    await page.getByTestId("advisor-guard").getByText("только после авторизации").waitFor();
    await expectHeadingAndTitle(page);
    await expectAccessible(page);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test(`${name}: /advisor signed in — heading, title, axe clean; the stop aborts the request and keeps nothing`, async () => {
    const { page, context, consoleErrors, userId } = await signedIn(getBrowser(), { uploads: 1, viewport });
    await page.goto("/advisor");
    await page.getByText("Привет! Я ИИ-консультант по карьере").waitFor();
    await expectHeadingAndTitle(page);
    await expectAccessible(page);

    // A first turn through the real Worker: the conversation now exists.
    await page.getByRole("button", { name: "Выбрать" }).click(); // the only resume is preselected
    const input = page.getByPlaceholder("Введи сообщение...");
    await input.fill("Привет");
    await page.getByRole("button", { name: "Отправить" }).click();
    await page.locator('[data-role="assistant"]').first().waitFor();
    const shownBefore = await page.locator("[data-role]").count();

    // The next request is held before it reaches the Worker; «Стоп» aborts it in the browser.
    await page.route("**/api/chat/message/", () => new Promise(() => {}));
    const failed = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/api/chat/message/"));
    await input.fill("Второй вопрос");
    await page.getByRole("button", { name: "Отправить" }).click();
    await page.getByTestId("advisor-typing").getByText("печатает…").waitFor();
    const readBack = page.waitForRequest((request) =>
      /\/api\/chat\/conversations\/[^/]+\/\?user_id=/.test(request.url()),
    );
    await page.getByRole("button", { name: "Стоп" }).click();
    assert.match((await failed).failure()?.errorText ?? "", /ABORTED/i, "the request itself is aborted");
    await page.getByTestId("advisor-typing").waitFor({ state: "detached" });
    assert.equal(await input.inputValue(), "Второй вопрос", "the text goes back to the input");
    await readBack; // the open conversation is read back from the server
    await page.getByRole("button", { name: "Стоп" }).waitFor({ state: "detached" });
    assert.equal(await page.locator("[data-role]").count(), shownBefore, "no stopped message on the screen");
    await page.unroute("**/api/chat/message/");

    // The server's history agrees: one conversation, its first turn only.
    const list = await (await context.request.get(`/api/chat/conversations/?user_id=${userId}`)).json();
    assert.equal(list.length, 1);
    const stored = await (await context.request.get(`/api/chat/conversations/${list[0].id}/?user_id=${userId}`)).json();
    assert.deepEqual(
      stored.messages.filter((m) => m.role === "user").map((m) => m.content),
      ["Привет"],
    );
    await expectAccessible(page);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
}
