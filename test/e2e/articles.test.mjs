// The articles blog in Chromium (issue 14): the home carousel (timing with a fake clock, wrap, dots, manual change,
// pause), the list and its tag filter, the tag route, empty states, the detail page (figures, a video, the error and
// not-found states, the title) and the first HTML a crawler gets. The real articles come from content/articles via
// the content sync; test-only content (a video, empty lists, failures) is answered by page.route.
// Run with E2E_PORT=8781 npm run test:e2e -- articles
import assert from "node:assert/strict";
import { expect, test } from "@playwright/test";
import { BASE_URL, freshVisitor, useBrowser } from "./browser.mjs";

const getBrowser = useBrowser();

/** The carousel is loaded when the visitor scrolls near it: just above the FAQ, in the home page's lazy sections. */
async function scrollToCarousel(page) {
  await page.getByRole("heading", { name: "Вопросы и ответы" }).scrollIntoViewIfNeeded();
}

/** The published articles as the API lists them (newest first). */
async function realArticles() {
  const response = await fetch(`${BASE_URL}/api/articles/articles/`);
  return (await response.json()).results;
}

/** A test-only article with two images, a video and no stored HTML. */
const MEDIA_ARTICLE = {
  id: "test-media",
  title: "Тестовая статья с видео",
  slug: "test-media",
  content: "Первый абзац из markdown.\n\nВторой абзац.",
  is_published: true,
  created_at: "2026-11-21T09:00:00.000Z",
  author_name: "Тестовый автор",
  tags: [{ id: "t", name: "Тест", slug: "test" }],
  images: [
    {
      id: "i1",
      image: "/images/articles/zarplatnye-ozhidaniya.svg",
      caption: "Первая подпись",
      width: 640,
      height: 360,
    },
    {
      id: "i2",
      image: "/images/articles/opyt-raboty-kak-rezultaty.svg",
      caption: "Вторая подпись",
      width: 640,
      height: 360,
    },
  ],
  videos: [{ id: "v1", youtube_id: "testvideo01", caption: "Тестовое видео" }],
};

test("the list shows the published articles; a tag filters them and puts the tag in the address", async () => {
  const articles = await realArticles();
  const { page, context, consoleErrors } = await freshVisitor(getBrowser());
  await page.goto("/articles");
  await expect(page.locator(".article-grid > li")).toHaveCount(articles.length);
  await expect(page.getByRole("heading", { level: 2, name: articles[0].title })).toBeVisible();

  const tag = articles[0].tags[0];
  const tagged = articles.filter((a) => a.tags.some((t) => t.slug === tag.slug));
  await page.getByRole("group", { name: "Фильтр по тегам" }).getByRole("button", { name: tag.name }).click();
  await expect(page).toHaveURL(`${BASE_URL}/articles/tag/${tag.slug}`);
  await expect(page.locator(".article-grid > li")).toHaveCount(tagged.length);
  await expect(page.getByRole("button", { name: tag.name, pressed: true })).toBeVisible();

  await page.getByRole("button", { name: "Все статьи", pressed: false }).click();
  await expect(page).toHaveURL(`${BASE_URL}/articles`);
  await expect(page.locator(".article-grid > li")).toHaveCount(articles.length);

  // A tag chip on a card sets the filter too.
  const last = articles.at(-1);
  await page
    .locator(".article-grid > li")
    .last()
    .getByRole("button", { name: last.tags.at(-1).name })
    .click();
  await expect(page).toHaveURL(`${BASE_URL}/articles/tag/${last.tags.at(-1).slug}`);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

/**
 * Opens `path` inside the running app (a client-side navigation, as from a link), so the list loads through its own
 * calls, which the test intercepts. Opened directly, the list arrives drawn by the Worker with its data instead.
 */
async function openInApp(page, path) {
  await page.goto("/faq");
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test("the tag route opens pre-filtered; a tag without articles and an empty blog say so", async () => {
  const { page, context } = await freshVisitor(getBrowser());
  await page.goto("/articles/tag/no-such-tag");
  await expect(page.getByText("Статей с выбранным тегом не найдено")).toBeVisible();
  await openInApp(page, "/articles/tag/no-such-tag");
  await expect(page.getByText("Статей с выбранным тегом не найдено")).toBeVisible();

  // An empty list, sent as a plain array (the other shape the spec allows).
  await page.route("**/api/articles/articles/", (route) => route.fulfill({ json: [] }));
  await openInApp(page, "/articles");
  await expect(page.getByText("Статей пока нет")).toBeVisible();

  // A list as a plain array keeps only published items.
  await page.unroute("**/api/articles/articles/");
  await page.route("**/api/articles/articles/", (route) =>
    route.fulfill({
      json: [MEDIA_ARTICLE, { ...MEDIA_ARTICLE, id: "draft", slug: "draft", title: "Черновик", is_published: false }],
    }),
  );
  await openInApp(page, "/articles");
  await expect(page.locator(".article-grid > li")).toHaveCount(1);
  await expect(page.getByText("Черновик")).toHaveCount(0);
  await context.close();
});

test("the list says so when the articles cannot be loaded", async () => {
  const { page, context } = await freshVisitor(getBrowser());
  await page.route("**/api/articles/", (route) => route.fulfill({ json: { tags: "/api/articles/tags/" } }));
  await openInApp(page, "/articles");
  await expect(page.getByRole("alert")).toHaveText("Неверный формат ответа API");
  await page.unroute("**/api/articles/");
  await page.route("**/api/articles/articles/", (route) => route.abort());
  await openInApp(page, "/articles");
  await expect(page.getByRole("alert")).toHaveText("Не удалось загрузить статьи");
  await context.close();
});

test("an article: title, date, author, tag links, the first image with its caption, the body; the title is restored on leaving", async () => {
  const [article] = await realArticles();
  const { page, context, consoleErrors } = await freshVisitor(getBrowser());
  await page.goto("/articles");
  await expect(page).toHaveTitle("Статьи | Rework");
  await page.getByRole("link", { name: article.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  await expect(page).toHaveTitle(`${article.title} | Rework`);
  const date = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(article.created_at),
  );
  await expect(page.locator(".article-meta")).toHaveText(`${date} · Автор: ${article.author_name}`);
  for (const tag of article.tags) {
    await expect(page.locator(".article .tag-list").getByRole("link", { name: tag.name })).toHaveAttribute(
      "href",
      `/articles/tag/${tag.slug}`,
    );
  }
  const figure = page.locator(".article-figure").first();
  await expect(figure.locator("figcaption")).toHaveText(article.images[0].caption);
  await expect(figure.locator("img")).toHaveAttribute("width", "640");
  // The body is the stored HTML: markdown headings are real headings.
  expect(await page.locator(".article-body h2").count()).toBeGreaterThan(0);
  await expect(page.getByRole("complementary").getByRole("link", { name: "Анализ резюме" })).toHaveAttribute(
    "href",
    "/",
  );

  await page.goBack();
  await expect(page).toHaveTitle("Статьи | Rework");
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("opened directly, an article is drawn from the first HTML without asking the API again", async () => {
  const [article] = await realArticles();
  const { page, context, consoleErrors } = await freshVisitor(getBrowser());
  const articleCalls = [];
  page.on("request", (request) => request.url().includes("/api/articles/") && articleCalls.push(request.url()));
  await page.goto(`/articles/${article.slug}`);
  await expect(page.locator(".site-header")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  await expect(page).toHaveTitle(`${article.title} | Rework`);
  expect(await page.locator(".article-body h2").count()).toBeGreaterThan(0);
  assert.deepEqual(articleCalls, []);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("an article with further images and a video; without its HTML the markdown is shown", async () => {
  const { page, context } = await freshVisitor(getBrowser());
  await page.route("**/api/articles/articles/test-media/", (route) => route.fulfill({ json: MEDIA_ARTICLE }));
  await page.route("**/api/articles/articles/test-media/html-content/", (route) =>
    route.fulfill({ status: 500, json: {} }),
  );
  await page.goto("/");
  await page.evaluate(() => {
    history.pushState({}, "", "/articles/test-media");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: MEDIA_ARTICLE.title })).toBeVisible();
  await expect(page.locator(".article-body p")).toHaveText(["Первый абзац из markdown.", "Второй абзац."]);
  await expect(page.locator(".article-figure figcaption")).toHaveText(["Первая подпись", "Вторая подпись"]);
  const frame = page.locator(".article-video iframe");
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/testvideo01");
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(page.locator(".article-video figcaption")).toHaveText("Тестовое видео");
  await context.close();
});

test("an unknown article says it is not found, a failed one that it could not be loaded; both link back to the list", async () => {
  const { page, context } = await freshVisitor(getBrowser());
  const response = await page.goto("/articles/no-such-article");
  assert.equal(response.status(), 404);
  await expect(page.getByRole("heading", { level: 1, name: "Статья не найдена" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ко всем статьям" })).toHaveAttribute("href", "/articles");

  await page.route("**/api/articles/articles/broken/", (route) => route.abort());
  await page.evaluate(() => {
    history.pushState({}, "", "/articles/broken");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: "Не удалось загрузить статью" })).toBeVisible();
  await context.close();
});

test("a crawler without JavaScript gets the article, its meta tags and JSON-LD in the first HTML", async () => {
  const [article] = await realArticles();
  const response = await fetch(`${BASE_URL}/articles/${article.slug}`);
  assert.equal(response.status, 200);
  assert.match(
    response.headers.get("content-security-policy") ?? "",
    /frame-src https:\/\/www\.youtube-nocookie\.com;/,
  );
  const html = await response.text();
  assert.match(html, /<meta property="og:type" content="article" \/>/);
  assert.match(html, /<link rel="canonical" href="[^"]+\/articles\//);
  assert.match(html, /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Article"/);
  assert.match(html, /<div class="article-body"><h2|<div class="article-body"><p/);
  // The app's entry is requested after the first paint, by the boot script (docs/decisions/150).
  assert.match(html, /<script src="\/hydrate-after-paint\.js" defer data-entry="\/assets\/index-[^"]+\.js"/);
  const rss = await (await fetch(`${BASE_URL}/rss.xml`)).text();
  assert.ok(rss.includes(`/articles/${article.slug}</link>`));
});

test("the carousel: 5 s auto-advance, wrapping arrows, a dot per article, a manual change restarts the timer, hover pauses", async () => {
  const articles = await realArticles();
  const { page, context } = await freshVisitor(getBrowser());
  await page.clock.install();
  await page.goto("/");
  await scrollToCarousel(page);
  const section = page.locator(".articles-carousel");
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("heading", { name: "Полезные статьи о резюме и трудоустройстве" })).toBeVisible();
  await expect(section.getByRole("link", { name: "Все статьи" })).toHaveAttribute("href", "/articles");
  const title = section.locator(".article-card__title");
  const dots = section.locator(".carousel__dot");
  await expect(dots).toHaveCount(articles.length);
  // Keep the pointer away: hovering pauses the carousel.
  await page.mouse.move(0, 0);
  // From here on time moves only when the test says so; a click on the first dot starts the 5 s from now.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await dots.first().dispatchEvent("click");
  await expect(title).toHaveText(articles[0].title);
  await expect(section.locator(".article-card__excerpt")).not.toBeEmpty();
  await expect(section.getByRole("link", { name: "Читать статью" })).toHaveAttribute(
    "href",
    `/articles/${articles[0].slug}`,
  );

  await page.clock.runFor(4900);
  await expect(title).toHaveText(articles[0].title);
  await page.clock.runFor(200);
  await expect(title).toHaveText(articles[1].title);

  // A manual change (without moving the pointer or focus onto the carousel) restarts the 5 s.
  await page.clock.runFor(3000);
  await section.getByRole("button", { name: "Следующая статья" }).dispatchEvent("click");
  await expect(title).toHaveText(articles[2].title);
  await page.clock.runFor(4000);
  await expect(title).toHaveText(articles[2].title);
  await page.clock.runFor(1100);
  await expect(title).toHaveText(articles[3].title);

  // Arrows wrap; a dot jumps.
  await dots.first().dispatchEvent("click");
  await expect(title).toHaveText(articles[0].title);
  await expect(dots.first()).toHaveAttribute("aria-current", "true");
  await section.getByRole("button", { name: "Предыдущая статья" }).dispatchEvent("click");
  await expect(title).toHaveText(articles.at(-1).title);
  await section.getByRole("button", { name: "Следующая статья" }).dispatchEvent("click");
  await expect(title).toHaveText(articles[0].title);

  // Hover pauses it.
  await section.locator(".carousel__viewport").hover();
  await page.clock.runFor(6000);
  await expect(title).toHaveText(articles[0].title);
  await context.close();
});

test("the carousel shows nothing with zero articles, and an error text when the list fails", async () => {
  const { page, context } = await freshVisitor(getBrowser());
  await page.route("**/api/articles/articles/", (route) => route.fulfill({ json: { results: [] } }));
  await page.goto("/");
  const listAnswered = page.waitForResponse("**/api/articles/articles/");
  await scrollToCarousel(page);
  await listAnswered;
  await expect(page.locator(".articles-carousel")).toHaveCount(0);

  const second = await freshVisitor(getBrowser());
  await second.page.route("**/api/articles/articles/", (route) => route.abort());
  await second.page.goto("/");
  await scrollToCarousel(second.page);
  await expect(second.page.locator(".articles-carousel").getByRole("alert")).toHaveText("Не удалось загрузить статьи");
  await second.context.close();
  await context.close();
});

test("axe finds no accessibility violation on the list, an article and the home carousel", async () => {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const [article] = await realArticles();
  const { page, context } = await freshVisitor(getBrowser());
  for (const path of ["/articles", `/articles/${article.slug}`, "/"]) {
    await page.goto(path);
    if (path === "/") {
      await scrollToCarousel(page);
      await expect(page.locator(".articles-carousel .article-card")).toBeVisible();
    } else {
      await expect(page.locator(".article-card, .article-body").first()).toBeVisible();
    }
    const { violations } = await new AxeBuilder({ page })
      .include(path === "/" ? ".articles-carousel" : "main")
      .analyze();
    assert.deepEqual(
      violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      [],
    );
  }
  await context.close();
});
