// The cover letter and the rating on a real result in Chromium: a resume uploaded, paid in the sandbox and analysed;
// the letter form's validation, the advanced panel (sent only while open), generating → read-only → copy →
// «Скопировано!» for 2 s → a second letter for another vacancy with the first one listed; the rating's hover preview
// and labels, save, the 3 s success message, «Обновить оценку» after a reload; the demo's disabled rating.
// Run with `E2E_PORT=8798 npm run test:e2e -- cover-letter`.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { BASE_URL, expectAccessible, freshVisitor, paidAnalysedResume, useBrowser, WCAG_21_AA } from "./browser.mjs";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures");
const RESUME = {
  name: "Резюме Игорь Смирнов.txt",
  mimeType: "text/plain",
  buffer: readFileSync(path.join(FIXTURES, "resume-utf8.txt")),
};

const getBrowser = useBrowser();

/** The result view of a real resume, with the clipboard the letter's copy button writes to. */
async function analysedResult() {
  const session = await paidAnalysedResume(getBrowser(), RESUME);
  await session.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  return session;
}

test("cover letter: validation, advanced panel, generating, read-only, copy, a second letter", async () => {
  const { page, resumeId, consoleErrors } = await analysedResult();
  const block = page.getByTestId("cover-letter");
  await block.getByTestId("letter-form").waitFor();

  // Validation: blank (spaces only) company and position are refused with the spec's text, nothing is sent.
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/cover-letter/") && request.method() === "POST") posted++;
  });
  await block.getByLabel("Компания *").fill("   ");
  await block.getByTestId("letter-submit").click();
  assert.equal(await block.getByTestId("letter-error").innerText(), "Пожалуйста, заполни все обязательные поля формы.");
  assert.equal(posted, 0);

  // The advanced panel toggles; with it closed, its fields are not sent even when filled.
  const toggle = block.getByTestId("letter-advanced-toggle");
  assert.equal(await toggle.getAttribute("aria-expanded"), "false");
  await toggle.click();
  assert.equal(await toggle.getAttribute("aria-expanded"), "true");
  const panel = block.getByTestId("letter-advanced");
  await expectAccessible(page, { include: '[data-testid="cover-letter"]', tags: WCAG_21_AA });
  assert.equal(await panel.getByRole("checkbox").isChecked(), true, "auto research is on by default");
  assert.equal(await panel.locator("textarea").first().getAttribute("rows"), "3");
  assert.deepEqual(await panel.getByRole("combobox").locator("option").allInnerTexts(), [
    "Автоматически",
    "Официальный",
    "Дружелюбный",
    "Творческий",
  ]);
  await panel.getByLabel("Описание вакансии").fill("Нужен опыт с Python и PostgreSQL");
  await toggle.click();
  await block.getByTestId("letter-advanced").waitFor({ state: "detached" });

  await block.getByLabel("Компания *").fill("Северсталь");
  await block.getByLabel("Должность *").fill("Инженер по тестированию");
  // Slow the answer down a little so the generating state is observable.
  await page.route("**/cover-letter/", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/cover-letter/")),
    block.getByTestId("letter-submit").click(),
  ]);
  assert.deepEqual(request.postDataJSON(), { company_name: "Северсталь", position_name: "Инженер по тестированию" });
  await block.getByTestId("letter-generating").getByRole("progressbar").waitFor();

  const text = block.getByTestId("letter-text");
  await text.waitFor();
  const first = await text.innerText();
  await expectAccessible(page, { include: '[data-testid="cover-letter"]', tags: WCAG_21_AA });
  assert.match(first, /«Северсталь»/);
  assert.match(first, /«Инженер по тестированию»/);
  assert.match(await block.getByTestId("letter-author").innerText(), /встроенным генератором/);
  assert.equal(await block.getByRole("textbox").count(), 0, "the letter is read-only");

  // Copy: the clipboard gets the letter; the button reads «Скопировано!» and returns after 2 s.
  const copy = block.getByTestId("letter-copy");
  // The label's changes are timed inside the page: a busy machine can delay the test's own steps, not the page's clock.
  await copy.evaluate((button) => {
    const changes = [];
    window.__copyLabelChanges = changes;
    new MutationObserver(() => changes.push({ text: button.textContent, at: performance.now() })).observe(button, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await copy.click();
  assert.equal(await copy.innerText(), "Скопировано!");
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), first);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="letter-copy"]')?.textContent === "Скопировать",
    null,
    { timeout: 6000 },
  );
  const changes = await page.evaluate(() => window.__copyLabelChanges);
  const shown = changes.find((change) => change.text === "Скопировано!");
  const back = changes.findLast((change) => change.text === "Скопировать");
  assert.ok(shown && back, JSON.stringify(changes));
  const shownForMs = back.at - shown.at;
  assert.ok(shownForMs >= 1900 && shownForMs < 4000, `«Скопировано!» shown for ${Math.round(shownForMs)} ms`);

  // A second letter for another vacancy, with the advanced panel: style and vacancy are sent; the first is listed.
  await page.unroute("**/cover-letter/");
  await block.getByTestId("letter-new").click();
  await block.getByLabel("Компания *").fill("Acme");
  await block.getByLabel("Должность *").fill("QA Engineer");
  await block.getByTestId("letter-advanced-toggle").click();
  await block.getByLabel("Стиль письма").selectOption("friendly");
  await block.getByLabel("Описание вакансии").fill("We need Python, SQL and load testing experience.");
  await block.getByLabel("Автоматически изучить компанию", { exact: false }).uncheck();
  const [second] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/cover-letter/")),
    block.getByTestId("letter-submit").click(),
  ]);
  assert.deepEqual(second.postDataJSON(), {
    company_name: "Acme",
    position_name: "QA Engineer",
    personal_style: "friendly",
    vacancy_description: "We need Python, SQL and load testing experience.",
    auto_research: false,
  });
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="letter-text"]')?.textContent?.startsWith("Hello Acme team,"),
  );
  const earlier = block.getByTestId("letter-earlier");
  await earlier.locator("summary", { hasText: "Северсталь — Инженер по тестированию" }).waitFor();

  // After a reload the resume shows the newest letter read-only and the earlier one listed.
  await page.goto(`/?resumeId=${resumeId}`);
  await page.getByTestId("analysis-result").waitFor();
  assert.match(await page.getByTestId("letter-text").first().innerText(), /^Hello Acme team,/);
  await page
    .getByTestId("letter-earlier")
    .locator("summary", { hasText: "Северсталь — Инженер по тестированию" })
    .waitFor();
  assert.deepEqual(consoleErrors, []);
});

test("rating: hover preview and labels, save, 3 s success, «Обновить оценку» with the stored rating", async () => {
  const { page, resumeId, consoleErrors } = await analysedResult();
  const rating = page.getByTestId("rating");
  const submit = rating.getByTestId("rating-submit");
  assert.equal(await submit.isDisabled(), true, "no stars yet");
  await rating.getByText("Пожалуйста, выберите оценку от 1 до 5 звезд").waitFor();

  await rating.getByTestId("rating-star-2").hover();
  assert.equal(await rating.getByTestId("rating-label").innerText(), "Плохо");
  assert.equal(await rating.getByTestId("rating-star-1").innerText(), "★");
  assert.equal(await rating.getByTestId("rating-star-3").innerText(), "☆");
  await rating.getByTestId("rating-star-4").click();
  // Native radios: the arrow keys move the choice, as in any radio group.
  await rating.getByRole("radio", { name: /^4 из 5/ }).press("ArrowRight");
  assert.equal(await rating.getByRole("radio", { name: /^5 из 5/ }).isChecked(), true);
  await rating.getByRole("radio", { name: /^5 из 5/ }).press("ArrowLeft");
  assert.equal(await rating.getByRole("radio", { name: /^4 из 5/ }).isChecked(), true);
  await rating.getByTestId("rating-star-5").hover();
  assert.equal(await rating.getByTestId("rating-label").innerText(), "Отлично");
  await page.mouse.move(0, 0);
  assert.equal(await rating.getByTestId("rating-label").innerText(), "Хорошо");
  assert.equal(await submit.innerText(), "Оценить");

  await expectAccessible(page, { include: '[data-testid="rating"]', tags: WCAG_21_AA });
  await rating.getByTestId("rating-comment").fill("Полезные рекомендации");
  await rating.getByTestId("rating-consent").check();
  await page.route("**/rate/", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith("/rate/")), submit.click()]);
  assert.equal(await submit.isDisabled(), true, "disabled while saving");
  assert.deepEqual(request.postDataJSON(), { stars: 4, comment: "Полезные рекомендации", publish_consent: true });
  const success = rating.getByTestId("rating-success");
  await success.waitFor();
  assert.equal(await success.innerText(), "Оценка успешно сохранена!");
  assert.equal(await submit.innerText(), "Обновить оценку");
  await success.waitFor({ state: "detached", timeout: 4000 });

  await page.goto(`/?resumeId=${resumeId}`);
  await page.getByTestId("analysis-result").waitFor();
  const reloaded = page.getByTestId("rating");
  assert.match(await reloaded.getByTestId("rating-stored").innerText(), /4 из 5 — Хорошо/);
  assert.equal(await reloaded.getByTestId("rating-submit").innerText(), "Обновить оценку");
  assert.equal(await reloaded.getByTestId("rating-comment").inputValue(), "Полезные рекомендации");
  assert.equal(await reloaded.getByTestId("rating-consent").isChecked(), true);
  await reloaded.getByTestId("rating-star-5").click();
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/rate/") && r.status() === 200),
    reloaded.getByTestId("rating-submit").click(),
  ]);
  await reloaded.getByText("5 из 5 — Отлично").waitFor();
  assert.deepEqual(consoleErrors, []);
});

test("demo: no cover-letter block, the rating form is disabled with the sample rating", async () => {
  const { page } = await freshVisitor(getBrowser());
  await page.goto("/");
  await page.getByRole("button", { name: "Посмотреть пример анализа" }).click();
  const result = page.getByTestId("analysis-result");
  await result.waitFor();
  const rating = result.getByTestId("rating");
  await rating.waitFor();
  assert.equal(await result.getByTestId("cover-letter").count(), 0);
  assert.equal(await rating.getByTestId("rating-submit").isDisabled(), true);
  assert.equal(await rating.getByTestId("rating-star-5").isDisabled(), true);
  assert.equal(await rating.getByTestId("rating-label").innerText(), "Отлично");
  await rating.getByText("в демо оценки не сохраняются").waitFor();
});
