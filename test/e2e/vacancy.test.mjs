// Vacancy match and version comparison in Chromium (issue 16): a pasted vacancy read as a match; an hh.ru link read
// by the Worker from the local hh.ru mock (test/e2e/hh-mock.mjs, started by serve.mjs; decision 131), and a missing
// vacancy's message with the paste box kept; the one-click hand-off to the cover-letter form; two analysed versions
// compared from the profile history. Run with E2E_PORT=8783 npm run test:e2e -- vacancy.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { BASE_URL, expectAccessible, freshVisitor, paidAnalysedResume, payInSandbox, useBrowser } from "./browser.mjs";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures");
const RESUME_BYTES = readFileSync(path.join(FIXTURES, "resume-utf8.txt"));
const RESUME = { name: "Резюме Игорь Смирнов.txt", mimeType: "text/plain", buffer: RESUME_BYTES };
/** A second version: a summary section and more tools. */
const RESUME_V2 = {
  name: "Резюме Игорь Смирнов v2.txt",
  mimeType: "text/plain",
  buffer: Buffer.from(
    RESUME_BYTES.toString("utf8")
      .replace("ОПЫТ РАБОТЫ", "О СЕБЕ\nИнженер по тестированию с опытом автоматизации на Python.\n\nОПЫТ РАБОТЫ")
      .replace("Python, SQL, Postman", "Python, SQL, Selenium, JMeter, Kubernetes, Postman"),
  ),
};

const VACANCY = `Инженер по автоматизации тестирования (QA Automation)
Город: Новосибирск

Требования:
• опыт от 3 лет
• Python, Selenium, PostgreSQL
• Docker, Kubernetes

Будет плюсом:
• Go
`;

const getBrowser = useBrowser();

async function csrfHeaders(context) {
  await context.request.get("/api/resume-count/");
  const token = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === "csrftoken")?.value;
  assert.ok(token, "the CSRF cookie is set by the counter call");
  return { "X-CSRFToken": token };
}

/** Uploads with the page's cookies and pays in the sandbox; the server then starts the analysis (decision 035). */
async function uploadAndPay(page, context, file) {
  const upload = await context.request.post("/api/resumes/", {
    headers: { ...(await csrfHeaders(context)), Accept: "application/json" },
    multipart: { file },
  });
  assert.equal(upload.status(), 201, await upload.text());
  const resumeId = (await upload.json()).id;
  await payInSandbox({ page, context }, resumeId);
  return resumeId;
}

const analysedResult = () => paidAnalysedResume(getBrowser(), RESUME);

test("vacancy: a pasted vacancy is matched, its near misses and gaps shown, and handed to the cover letter in one click", async () => {
  const { page, consoleErrors } = await analysedResult();
  const block = page.getByTestId("vacancy-match");
  await block.scrollIntoViewIfNeeded();

  // Empty: a Russian message, nothing sent.
  await block.getByTestId("vacancy-submit").click();
  assert.equal(
    await block.getByTestId("vacancy-error").innerText(),
    "Вставь текст вакансии или ссылку на вакансию hh.ru.",
  );

  await block.getByTestId("vacancy-input").fill(VACANCY);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/vacancy-match/")),
    block.getByTestId("vacancy-submit").click(),
  ]);
  assert.equal(response.status(), 201);
  const result = block.getByTestId("vacancy-result");
  await result.waitFor();
  const percent = Number(/(\d+)%/.exec(await result.getByTestId("vacancy-percent").innerText())[1]);
  assert.equal(Number(await result.getByRole("meter").getAttribute("aria-valuenow")), percent);
  const statuses = Object.fromEntries(
    await result
      .getByTestId("vacancy-terms")
      .locator("li")
      .evaluateAll((items) =>
        items.map((li) => [li.querySelector(".vacancy-term__name").textContent, li.dataset.status]),
      ),
  );
  assert.equal(statuses.Python, "present");
  assert.equal(statuses.Kubernetes, "missing");
  // The resume lists SQL, which PostgreSQL implies: half a point, with the advice to name it only if it is true.
  assert.equal(statuses.PostgreSQL, "near_miss");
  await result
    .getByText("Если ты работал именно в «PostgreSQL», так и напиши: сейчас в резюме только «SQL».")
    .waitFor();
  assert.match(await result.getByTestId("vacancy-gaps").innerText(), /Kubernetes/);
  assert.match(await result.innerText(), /Город совпадает: Новосибирск/);
  await page.getByText("Вакансия просит опыт от 3 лет").waitFor();

  await expectAccessible(page, { include: '[data-testid="vacancy-match"]' });

  // One click: the cover-letter form opens with the vacancy's title and text.
  await result.getByTestId("vacancy-to-letter").click();
  const letter = page.getByTestId("cover-letter");
  await letter.getByTestId("letter-form").waitFor();
  assert.equal(
    await letter.getByLabel("Должность *").inputValue(),
    "Инженер по автоматизации тестирования (QA Automation)",
  );
  assert.match(await letter.getByLabel("Описание вакансии").inputValue(), /Selenium, PostgreSQL/);

  // Saved and listed after a reload.
  await page.reload();
  await page.getByTestId("vacancy-match").getByText("Сохранённые сравнения (1)").waitFor();
  assert.deepEqual(consoleErrors, []);
});

test("vacancy: an hh.ru link is read by the Worker (mocked hh.ru); a missing vacancy says so and keeps the paste box", async () => {
  const { page } = await analysedResult();
  const block = page.getByTestId("vacancy-match");
  const input = block.getByTestId("vacancy-input");

  await input.fill("https://hh.ru/vacancy/404");
  await block.getByTestId("vacancy-submit").click();
  await block
    .getByTestId("vacancy-error")
    .getByText(/Вакансия не найдена на hh\.ru/)
    .waitFor();
  assert.ok(await input.isEditable(), "the paste box stays");

  await input.fill("https://novosibirsk.hh.ru/vacancy/93350012?from=search");
  await block.getByTestId("vacancy-submit").click();
  const result = block.getByTestId("vacancy-result");
  await result.waitFor();
  assert.match(await result.innerText(), /Fullstack-разработчик \(JavaScript\) — Учёт и склад/);
  const statuses = Object.fromEntries(
    await result
      .getByTestId("vacancy-terms")
      .locator("li")
      .evaluateAll((items) =>
        items.map((li) => [li.querySelector(".vacancy-term__name").textContent, li.dataset.status]),
      ),
  );
  assert.equal(statuses.JavaScript, "missing");
  assert.match(await result.innerText(), /Вакансия в городе Москва, а в резюме — Новосибирск/);
});

const uniqueEmail = () => `versions.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ru`;

async function waitForCode(email) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = await (await fetch(`${BASE_URL}/api/dev/outbox/?email=${encodeURIComponent(email)}`)).json();
    if (messages.length) return /\b(\d{6})\b/.exec(messages[0].text)[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email}`);
}

async function waitForAnalysis(context, resumeId) {
  for (let attempt = 0; attempt < 90; attempt += 1) {
    const resume = await (await context.request.get(`/api/resumes/${resumeId}/`)).json();
    if (resume.analysis) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no analysis for ${resumeId}`);
}

test("versions: «Сравнить с предыдущей версией» in the profile shows the score bars and +/− lists", async () => {
  const { page, context } = await freshVisitor(getBrowser());
  const email = uniqueEmail();
  await page.goto("/");
  await page.getByTestId("login-button").click();
  const widget = page.getByTestId("login-widget");
  await widget.getByLabel("Email").fill(email);
  await widget.getByRole("button", { name: "Получить код" }).click();
  await widget.getByLabel("Код из письма").fill(await waitForCode(email));
  await widget.getByRole("button", { name: "Войти", exact: true }).click();
  await widget.getByText(`Ты в аккаунте ${email}.`).waitFor();

  const first = await uploadAndPay(page, context, RESUME);
  await waitForAnalysis(context, first);
  const second = await uploadAndPay(page, context, RESUME_V2);
  await waitForAnalysis(context, second);

  // The new result offers the comparison with the earlier version (same file name).
  await page.goto(`/?resumeId=${second}`);
  const offer = page.getByTestId("previous-version-offer");
  await offer.getByRole("button", { name: "Сравнить с предыдущей версией" }).click();
  await offer.getByTestId("version-comparison").getByText("Kubernetes").waitFor();

  await page.goto("/");
  await page.locator(".site-header").getByRole("button", { name: "Открыть профиль" }).click();
  const panel = page.getByRole("dialog", { name: "Профиль" });
  const history = panel.getByTestId("resume-history");
  await history.getByText(RESUME_V2.name).waitFor();
  const buttons = history.getByTestId("compare-previous");
  assert.equal(await buttons.count(), 1, "only the newer version has a previous one");
  await buttons.click();
  const comparison = panel.getByTestId("version-comparison");
  await comparison.waitFor();
  const text = await comparison.innerText();
  assert.match(await comparison.getByTestId("version-score-change").innerText(), /^Оценка: /);
  assert.match(text, /Навыки[\s\S]*Kubernetes/);
  assert.doesNotMatch(text, /убрано:\s*(?:Python|Selenium)/);
  assert.match(text, /О СЕБЕ/);
  assert.equal(await comparison.locator(".version-bar").count(), 2);
  await expectAccessible(page, { include: '[data-testid="version-comparison"]' });
});
