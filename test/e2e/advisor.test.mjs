// The advisor in Chromium: the home banner's variants, the /advisor guards (not signed in, no resume), choosing a
// resume («Выбрать» disabled until one is chosen), each quick action sending the spec's preset message, an interview
// of three questions with feedback, history load and delete, a new chat, and a streamed reply (mocked SSE) rendered
// as sanitised markdown. Signs in through the real code flow (development outbox). Run with E2E_PORT=8782.
import assert from "node:assert/strict";
import { test } from "@playwright/test";
import { signedIn as signedInVisitor } from "./advisor-session.mjs";
import { expectAccessible, freshVisitor, untilHydrated, useBrowser, WCAG_21_AA } from "./browser.mjs";

const getBrowser = useBrowser();

/** A signed-in visitor (the real code flow through the API, the user stored as the site stores it). */
const signedIn = (options) => signedInVisitor(getBrowser(), options);

test("banner: not signed in opens login; signed in without a resume links to upload; with one, to /advisor", async () => {
  const anonymous = await freshVisitor(getBrowser());
  await anonymous.page.goto("/");
  const banner = anonymous.page.getByTestId("advisor-banner");
  // The page is drawn by the server: the banner's button works once its chunk has hydrated it.
  await untilHydrated(banner.getByRole("button", { name: "Войти и начать" }));
  await banner.getByRole("button", { name: "Войти и начать" }).click();
  await anonymous.page.getByTestId("login-widget").waitFor();
  await anonymous.context.close();

  const fresh = await signedIn();
  await fresh.page.goto("/");
  const freshBanner = fresh.page.getByTestId("advisor-banner");
  assert.equal(await freshBanner.getByRole("link", { name: "Загрузить резюме" }).getAttribute("href"), "/");
  await fresh.context.close();

  const uploaded = await signedIn({ uploads: 1 });
  await uploaded.page.goto("/");
  assert.equal(
    await uploaded.page
      .getByTestId("advisor-banner")
      .getByRole("link", { name: "Открыть консультанта" })
      .getAttribute("href"),
    "/advisor",
  );
  await uploaded.page.goto(`/?resumeId=${uploaded.resumeIds[0]}`);
  await uploaded.page.getByTestId("advisor-banner").getByText("Обсуди своё резюме").waitFor();
  await uploaded.context.close();
});

test("guards: /advisor asks to sign in, then to upload a resume first", async () => {
  const anonymous = await freshVisitor(getBrowser());
  await anonymous.page.goto("/advisor");
  const guard = anonymous.page.getByTestId("advisor-guard");
  await guard.getByText("только после авторизации").waitFor();
  assert.equal(await guard.getByRole("link", { name: "Авторизоваться" }).getAttribute("href"), "/");
  await anonymous.context.close();

  const fresh = await signedIn();
  await fresh.page.goto("/advisor");
  const noResume = fresh.page.getByTestId("advisor-no-resume");
  await noResume.getByText("сначала загрузи резюме").waitFor();
  assert.equal(await noResume.getByRole("link", { name: "Загрузить резюме" }).getAttribute("href"), "/");
  await fresh.context.close();
});

test("chat: choose a resume, quick actions, an interview of three answers, history load and delete, new chat", async () => {
  const { page, context, consoleErrors } = await signedIn({ uploads: 2 });
  await page.goto("/advisor");
  await page.getByText("Привет! Я ИИ-консультант по карьере").waitFor();
  const send = page.getByRole("button", { name: "Отправить" });
  assert.equal(await send.isDisabled(), true, "send is disabled while the text is blank");
  await page.getByPlaceholder("Введи сообщение...").fill("   ");
  assert.equal(await send.isDisabled(), true, "whitespace only is blank");

  // No resume chosen yet: the spec's text, nothing sent.
  await page.getByPlaceholder("Введи сообщение...").fill("Привет");
  await send.click();
  await page.getByRole("alert").getByText("Для отправки сообщения необходимо выбрать резюме.").waitFor();

  const choose = page.getByRole("button", { name: "Выбрать" });
  assert.equal(await choose.isDisabled(), true);
  await page.getByLabel("Резюме для разговора").selectOption({ index: 1 });
  assert.equal(await choose.isDisabled(), false);
  assert.equal(await page.getByRole("link", { name: "Загрузить новое" }).getAttribute("href"), "/");
  await choose.click();
  await page.getByTestId("advisor-selected-resume").waitFor();

  // Each quick action sends its preset message.
  const presets = [
    ["Психологическая помощь", "Мне нужна психологическая поддержка в карьерных вопросах", "План на неделю"],
    ["Обсудить резюме", "Помоги проанализировать моё резюме", "анализа"],
    ["Смоделировать собеседование", "Давай проведём симуляцию собеседования", "Вопрос 1 из"],
  ];
  for (const [label, preset, replyText] of presets) {
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/chat/message/")),
      page.getByRole("button", { name: label }).click(),
    ]);
    assert.equal(request.postDataJSON().message, preset);
    await page.locator('[data-role="assistant"]').last().getByText(replyText).first().waitFor();
  }

  // Three answers: each gets feedback and the next question.
  const answers = [
    "Мы работали с клиентами.",
    "Когда в компании упали продажи, передо мной поставили задачу вернуть клиентов. Я обзвонил 40 клиентов и провёл переговоры. В итоге выручка выросла на 15%.",
    "Я настроил отчётность, и это помогло команде.",
  ];
  for (const [index, answer] of answers.entries()) {
    await page.getByPlaceholder("Введи сообщение...").fill(answer);
    await page.keyboard.press("Enter");
    const reply = page.locator('[data-role="assistant"]').last();
    await reply.getByText(`Разбор ответа на вопрос ${index + 1}.`).waitFor();
    await reply.getByText("Структура:").waitFor();
    await reply.getByText(`Вопрос ${index + 2} из`).waitFor();
  }

  await expectAccessible(page, { include: ".advisor", tags: WCAG_21_AA });

  // History: the conversation is listed; a new chat clears the screen; loading brings the messages back; delete.
  await page.getByRole("button", { name: "История" }).click();
  const history = page.getByRole("region", { name: "История бесед" });
  await history.getByText("Мне нужна психологическая поддержка").waitFor();
  await page.getByRole("button", { name: "Новый чат" }).click();
  assert.equal(await page.locator('[data-role="assistant"]').count(), 0);
  assert.equal(
    await page.getByRole("button", { name: "Выбрать" }).isDisabled(),
    true,
    "the new chat clears the chosen resume",
  );
  await history.getByText("Мне нужна психологическая поддержка").click();
  await page.locator('[data-role="assistant"]').getByText("Разбор ответа на вопрос 3.").waitFor();
  await page.getByRole("button", { name: "История" }).click();
  await page.getByRole("button", { name: /^Удалить беседу/ }).click();
  await page.getByRole("region", { name: "История бесед" }).getByText("Бесед пока нет.").waitFor();
  await expectAccessible(page, { include: ".advisor", tags: WCAG_21_AA });
  assert.equal(await page.locator('[data-role="assistant"]').count(), 0, "deleting the open conversation clears it");
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("streaming: the reply appears piece by piece with «печатает…», is sanitised markdown, and can be stopped", async () => {
  const { page, context } = await signedIn({ uploads: 1 });
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route("**/api/chat/message/", async (route) => {
    assert.match(route.request().headers().accept, /text\/event-stream/);
    await held;
    const conversation = {
      id: "c1",
      title: "Привет",
      updated_at: new Date().toISOString(),
      resume_id: null,
      messages: [
        { id: "m1", role: "user", content: "Привет", created_at: new Date().toISOString() },
        {
          id: "m2",
          role: "assistant",
          content:
            '**Жирный** совет <img src=x onerror="window.__xss=1"><script>window.__xss=2</script> [ссылка](javascript:alert(1))',
          created_at: new Date().toISOString(),
        },
      ],
    };
    const events = [
      `event: delta\ndata: ${JSON.stringify({ text: "**Жирный** " })}\n\n`,
      `event: delta\ndata: ${JSON.stringify({ text: "совет" })}\n\n`,
      `event: done\ndata: ${JSON.stringify({ conversation })}\n\n`,
    ];
    await route.fulfill({ status: 200, headers: { "Content-Type": "text/event-stream" }, body: events.join("") });
  });
  await page.goto("/advisor");
  await page.getByRole("button", { name: "Выбрать" }).click(); // the only resume is preselected
  await page.getByPlaceholder("Введи сообщение...").fill("Привет");
  await page.getByRole("button", { name: "Отправить" }).click();
  await page.getByTestId("advisor-typing").getByText("печатает…").waitFor();
  await page.getByRole("button", { name: "Стоп" }).waitFor();
  assert.equal(
    await page.getByRole("button", { name: "Отправить" }).isDisabled(),
    true,
    "send is disabled while loading",
  );
  release();
  const reply = page.locator('[data-role="assistant"]').last();
  await reply.locator("strong", { hasText: "Жирный" }).waitFor();
  assert.equal(await reply.locator("img, script").count(), 0);
  assert.equal(await reply.locator('a[href^="javascript"]').count(), 0);
  assert.equal(await page.evaluate(() => window.__xss), undefined);

  // Stop: a held answer is abandoned, the text goes back to the input.
  await page.unroute("**/api/chat/message/");
  await page.route("**/api/chat/message/", () => new Promise(() => {}));
  await page.getByPlaceholder("Введи сообщение...").fill("Второй вопрос");
  await page.getByRole("button", { name: "Отправить" }).click();
  await page.getByRole("button", { name: "Стоп" }).click();
  await page.getByTestId("advisor-typing").waitFor({ state: "detached" });
  assert.equal(await page.getByPlaceholder("Введи сообщение...").inputValue(), "Второй вопрос");
  await context.close();
});
