// Home state 3 in Chromium: the demo with every section; a real resume uploaded, paid through the sandbox bank and
// analysed by the built-in engine via the queue; both downloads; the Telegram share link; the progress, long-wait,
// error and retry states. Run with E2E_PORT=8820.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { BASE_URL, freshVisitor as openFreshVisitor, useBrowser } from "./browser.mjs";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures");
const RESUME = { name: "Резюме Игорь Смирнов.txt", mimeType: "text/plain", buffer: readFileSync(path.join(FIXTURES, "resume-utf8.txt")) };
const SECTIONS = ["strengths", "weaknesses", "recommendations", "skills", "market", "impression", "experience", "education", "skill-gaps", "industry", "competitiveness", "career", "ats"];
const BANDS = /^(Отлично|Хорошо|Средне|Требует доработки)$/;

const getBrowser = useBrowser();

/** A fresh visitor (see browser.mjs) whose share link stays on this machine. */
async function freshVisitor() {
  const session = await openFreshVisitor(getBrowser());
  // The share link must not leave the test machine.
  await session.context.route("https://t.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>share</p>" }));
  return session;
}

async function csrfHeaders(context) {
  const token = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === "csrftoken")?.value;
  assert.ok(token, "the CSRF cookie is set by the counter call");
  return { "X-CSRFToken": token, "Content-Type": "application/json" };
}

/** Uploads through the picker and returns the new resume's id (unpaid). */
async function uploadResume(page) {
  await page.goto("/");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/resumes/") && response.request().method() === "POST");
  await page.getByTestId("upload-input").setInputFiles(RESUME);
  const resume = await (await answer).json();
  await page.getByTestId("uploaded-resume").waitFor();
  assert.equal(resume.is_paid, false);
  return resume.id;
}

/** The real sandbox payment: init through the API, then the sandbox bank's own checkout page. */
async function payInSandbox(page, context, resumeId) {
  const init = await context.request.post("/api/payment/init/", { headers: await csrfHeaders(context), data: { resume_id: resumeId } });
  assert.equal(init.status(), 200, await init.text());
  const { payment_url: paymentUrl } = await init.json();
  await page.goto(paymentUrl);
  await Promise.all([page.waitForURL(/\/payment\/success/), page.getByRole("button", { name: "Оплатить" }).click()]);
  const resume = await (await context.request.get(`/api/resumes/${resumeId}/`)).json();
  assert.equal(resume.is_paid, true);
}

async function readDownload(page, testId) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(file, "utf8") };
}

async function expectEverySection(result) {
  assert.match(await result.getByTestId("score-band").innerText(), BANDS);
  assert.match(await result.getByTestId("overall-score").innerText(), /из 10/);
  for (const section of SECTIONS) await result.getByTestId(`section-${section}`).waitFor();
  assert.ok((await result.getByTestId("section-skills").getByRole("listitem").count()) > 0, "key skills as tags");
  assert.ok((await result.getByTestId("section-industry").getByRole("listitem").count()) > 0, "industries as tags");
}

test("the demo shows a sample resume, the engine's analysis with every section, the criteria and a sample rating", async () => {
  const { context, page, consoleErrors } = await freshVisitor();
  await page.goto("/");
  await page.getByRole("button", { name: "Посмотреть пример анализа" }).click();
  const result = page.getByTestId("analysis-result");
  await result.waitFor();
  await expectEverySection(result);
  await result.getByTestId("demo-resume").getByText("Оплачено").waitFor();
  await result.getByTestId("rating").getByText("в демо оценки не сохраняются").waitFor();

  // Criteria: more than 50, grouped, collapsed by default, each with a finding; the demand estimate is dated.
  const criteria = result.getByTestId("criteria");
  assert.match(await criteria.getByRole("heading").innerText(), /Проверка по \d+ критериям/);
  assert.ok((await criteria.getByTestId("criterion").count()) >= 50);
  assert.equal(await criteria.locator("details[open]").count(), 0);
  await criteria.getByTestId("skills-estimate-note").getByText(/составленному в \S+ \d{4}/).waitFor();
  const firstGroup = criteria.locator("details").first();
  await firstGroup.locator("summary").click();
  assert.equal(await firstGroup.getAttribute("open"), "");

  // No cover letter or rating form in the demo; the actions are there.
  assert.equal(await page.getByRole("button", { name: /Сгенерировать|Сохранить оценку|Оценить/ }).count(), 0);
  await result.getByTestId("download-txt").waitFor();
  await result.getByTestId("download-json").waitFor();
  await result.getByTestId("share-telegram").waitFor();

  await result.getByRole("button", { name: "Загрузить другое резюме" }).click();
  await page.getByTestId("upload-area").waitFor();
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("a paid resume is analysed after the payment return, shown, downloadable and shareable", async () => {
  const { context, page, consoleErrors } = await freshVisitor();
  const resumeId = await uploadResume(page);
  await payInSandbox(page, context, resumeId);

  // The payment-success page sends the visitor here; the analysis starts by itself.
  await page.goto(`/?resume_id=${resumeId}&payment_success=true`);
  const result = page.getByTestId("analysis-result");
  await result.waitFor({ timeout: 30_000 });
  await expectEverySection(result);
  await page.waitForURL((url) => url.searchParams.get("resumeId") === resumeId && !url.searchParams.has("payment_success"));
  assert.equal(await page.evaluate((id) => localStorage.getItem(`resume_analyzed_${id}`), resumeId), "true");
  const stored = (await (await context.request.get(`/api/resumes/${resumeId}/`)).json()).analysis;
  assert.ok(stored, "the analysis is stored");
  assert.ok(stored.key_skills.includes("Python"));

  const txt = await readDownload(page, "download-txt");
  assert.equal(txt.name, "resume_analysis.txt");
  assert.match(txt.text, /^Анализ резюме — Rework/);
  assert.match(txt.text, /Общая оценка: [\d,]+ из 10 \((Отлично|Хорошо|Средне|Требует доработки)\)/);
  for (const heading of ["Сильные стороны:", "Слабые стороны:", "Рекомендации:", "Ключевые навыки:", "Соответствие требованиям рынка:", "Общее впечатление:"]) {
    assert.ok(txt.text.includes(heading), `TXT has ${heading}`);
  }
  assert.ok(txt.text.includes(stored.strengths[0]));
  // The local site runs the built-in engine, so the signature does not claim a neural network (decision 074).
  assert.ok(txt.text.trimEnd().endsWith(`— Rework, анализ резюме, ${BASE_URL}`), "ends with the honest product signature");

  const json = await readDownload(page, "download-json");
  assert.equal(json.name, "resume_analysis.json");
  assert.deepEqual(JSON.parse(json.text), stored);
  assert.equal(json.text, JSON.stringify(stored, null, 2));

  const [shared] = await Promise.all([context.waitForEvent("page"), page.getByTestId("share-telegram").click()]);
  await shared.waitForLoadState("domcontentloaded");
  const shareUrl = new URL(shared.url());
  assert.equal(`${shareUrl.origin}${shareUrl.pathname}`, "https://t.me/share/url");
  assert.equal(shareUrl.searchParams.get("url"), BASE_URL);
  const text = shareUrl.searchParams.get("text");
  for (const item of [...stored.strengths.slice(0, 3), ...stored.recommendations.slice(0, 3)]) assert.ok(text.includes(item), `share text has «${item}»`);
  if (stored.strengths.length > 3) assert.ok(!text.includes(stored.strengths[3]), "only the top three strengths");
  await shared.close();

  // Reloading shows the stored analysis again, without a new request to analyse.
  let analyzeCalls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/analyze/")) analyzeCalls += 1;
  });
  await page.reload();
  await result.waitFor();
  assert.equal(analyzeCalls, 0);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("progress, the long-wait notice after 30 s, the server's error with retry, and the format error", async () => {
  const { context, page } = await freshVisitor();
  const resumeId = await uploadResume(page);
  await payInSandbox(page, context, resumeId);

  // 1. The analysis is slow: 202, and the resume keeps saying "running".
  await page.clock.install();
  await page.route("**/analyze/", (route) => route.fulfill({ status: 202, contentType: "application/json", body: JSON.stringify({ status: "queued", message: "…" }) }));
  await page.route(`**/api/resumes/${resumeId}/`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, analysis: null, analysis_status: "running" } });
  });
  await page.goto(`/?resumeId=${resumeId}`);
  const progress = page.getByTestId("analysis-progress");
  await progress.getByText("Анализ займёт до 30 секунд…").waitFor();
  await progress.getByRole("progressbar").waitFor();
  await page.clock.fastForward(31_000);
  await progress.getByText("Результат будет готов в течение 5 минут", { exact: false }).waitFor();

  // 2. The job fails: the resume reports the server's error, with the retry and upload-another suggestion.
  await page.unroute(`**/api/resumes/${resumeId}/`);
  await page.route(`**/api/resumes/${resumeId}/`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), analysis: null, analysis_status: "failed", analysis_error: "Не удалось выполнить анализ резюме." } });
  });
  await page.clock.fastForward(5_000);
  const failure = page.getByTestId("analysis-error");
  await failure.getByText("Не удалось выполнить анализ резюме.").waitFor();
  await failure.getByText("Попробуй запустить анализ ещё раз или загрузи другое резюме.").waitFor();

  // 3. Retry with a broken answer: the spec's format error.
  await page.unroute("**/analyze/");
  await page.route("**/analyze/", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{not json" }));
  await failure.getByRole("button", { name: "Повторить анализ" }).click();
  await failure.getByText("Получен некорректный формат данных от сервера анализа").waitFor();

  // 4. A server error without a message: the spec's text with the status code.
  await page.unroute("**/analyze/");
  await page.route("**/analyze/", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "oops" }));
  await failure.getByRole("button", { name: "Повторить анализ" }).click();
  await failure.getByText("Произошла ошибка при анализе резюме. Код ошибки: 500").waitFor();

  // 5. Retry for real: the result appears.
  await page.unroute("**/analyze/");
  await page.unroute(`**/api/resumes/${resumeId}/`);
  await failure.getByRole("button", { name: "Повторить анализ" }).click();
  // Up to the 8-second server wait, then the 3-second polling: generous for a cold wrangler.
  await page.getByTestId("analysis-result").waitFor({ timeout: 45_000 });
  await context.close();
});

test("an unpaid resume answered with 402 opens the payment dialog with the spec's message", async () => {
  const { context, page } = await freshVisitor();
  const resumeId = await uploadResume(page);
  // A resume the client believes paid (e.g. a stale tab) but the server refuses: 402.
  await page.route(`**/api/resumes/${resumeId}/`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), is_paid: true } });
  });
  await page.goto(`/?resumeId=${resumeId}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Оплата анализа резюме").waitFor();
  await dialog.getByText("Необходимо оплатить анализ резюме").waitFor();
  await context.close();
});
