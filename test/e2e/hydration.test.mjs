// Server rendering and hydration of the public pages (docs/decisions/150): for each public address, opened directly,
// the first HTML already holds the page (a crawler reads it without JavaScript), React then takes that markup over
// without drawing it again (the server's nodes stay in the document), a React-driven control works, and the console
// carries no hydration error (React 19's production build reports a mismatch as "Minified React error #418/#423…"
// through console.error or an uncaught error; the development build says "Hydration failed…").
// Run with E2E_PORT=8831 npm run test:e2e -- hydration
import assert from "node:assert/strict";
import { expect, test } from "@playwright/test";
import { BASE_URL, freshVisitor, newPage, untilHydrated, useBrowser } from "./browser.mjs";

const getBrowser = useBrowser();

const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|Minified React error #(?:418|419|421|422|423|425)/i;

/** The first published article, as the API lists it. */
async function firstArticle() {
  const response = await fetch(`${BASE_URL}/api/articles/articles/`);
  return (await response.json()).results[0];
}

const PAGES = [
  { path: "/", heading: /Анализ резюме по \d+ критериям/ },
  { path: "/faq", heading: "Вопросы и ответы" },
  { path: "/partnership", heading: "Партнёрство" },
  { path: "/career-consultation", heading: "Карьерная консультация" },
  { path: "/privacy-policy", heading: "Политика обработки персональных данных" },
  { path: "/public-offer", heading: "Публичная оферта" },
  { path: "/investor-pitch", heading: "Rework для инвесторов" },
  { path: "/articles", heading: "Статьи" },
  { path: "/no-such-page", heading: "Страница не найдена" },
];

/**
 * Before the app's script runs (module scripts run after parsing, "interactive" comes first) remember the server's
 * <h1> and count nodes removed from #root: hydration keeps them, a fresh client render replaces them.
 */
async function watchServerMarkup(context) {
  await context.addInitScript(() => {
    window.__removedFromRoot = 0;
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      const root = document.getElementById("root");
      window.__serverHeading = root?.querySelector("h1") ?? null;
      // The page's sections and the footer: each is inside a Suspense boundary that hydrates on its own.
      window.__serverSections = [...(root?.querySelectorAll("main > *, main > * > *, footer") ?? [])];
      window.__serverHadMarkup = Boolean(root?.firstElementChild);
      if (root)
        new MutationObserver((records) => {
          for (const record of records) window.__removedFromRoot += record.removedNodes.length;
        }).observe(root, { childList: true });
    });
  });
}

/** Console errors and warnings and uncaught errors that speak of hydration. */
function collectHydrationProblems(page) {
  const problems = [];
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && HYDRATION_PROBLEM.test(message.text()))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/** The page is hydrated: the feedback button's menu is React state; it opens on a click. */
async function assertHydrated(page, heading) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  const feedback = page.locator(".feedback__button");
  await expect(async () => {
    await feedback.click();
    await expect(feedback).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass();
  const kept = await page.evaluate(
    () =>
      window.__serverHadMarkup &&
      window.__serverHeading?.isConnected === true &&
      document.querySelector("#root h1") === window.__serverHeading,
  );
  assert.ok(kept, "the server's <h1> is still the page's <h1>: React hydrated it instead of drawing it again");
  assert.equal(await page.evaluate(() => window.__removedFromRoot), 0, "no top-level node of #root was replaced");
}

/** Every section the server drew is still in the document once the page has settled (none was redrawn). */
async function assertSectionsKept(page) {
  await page.waitForLoadState("networkidle");
  const lost = await page.evaluate(() =>
    window.__serverSections.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 80)),
  );
  assert.deepEqual(lost, [], "React redrew server-drawn sections instead of hydrating them");
}

for (const { path, heading } of PAGES) {
  test(`${path}: the first HTML holds the page, and React hydrates it without a mismatch`, async () => {
    const html = await (await fetch(`${BASE_URL}${path}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    assert.match(root, /<main id="main" class="site-main">/);
    assert.match(root, /<footer class="site-footer">/);
    assert.match(root, /<h1[^>]*>[^<]+<\/h1>/);
    assert.match(html, /<script type="application\/json" id="initial-data">/);

    const { page, context } = await freshVisitor(getBrowser());
    await watchServerMarkup(context);
    const problems = collectHydrationProblems(page);
    await page.goto(path);
    await assertHydrated(page, heading);
    await assertSectionsKept(page);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("an article: drawn by the Worker, hydrated, and client navigation works from it", async () => {
  const article = await firstArticle();
  const html = await (await fetch(`${BASE_URL}/articles/${article.slug}`)).text();
  assert.ok(html.includes('<article class="article">'), "the article is in the first HTML");
  assert.ok(html.includes("Проверь своё резюме"), "the promo under it too");

  const { page, context } = await freshVisitor(getBrowser());
  await watchServerMarkup(context);
  const problems = collectHydrationProblems(page);
  await page.goto(`/articles/${article.slug}`);
  await assertHydrated(page, article.title);
  await assertSectionsKept(page);
  // A link React owns navigates without loading a new document.
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.getByRole("link", { name: "Все статьи" }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByRole("heading", { level: 1, name: "Статьи" })).toBeVisible();
  assert.equal(await page.evaluate(() => window.__sameDocument), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a tag's article list: drawn by the Worker, hydrated, and its filter works", async () => {
  const tag = (await firstArticle()).tags[0];
  const { page, context } = await freshVisitor(getBrowser());
  await watchServerMarkup(context);
  const problems = collectHydrationProblems(page);
  await page.goto(`/articles/tag/${tag.slug}`);
  await assertHydrated(page, "Статьи");
  await expect(page.getByRole("button", { name: tag.name, pressed: true })).toBeVisible();
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.getByRole("button", { name: "Все статьи" }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByRole("button", { name: "Все статьи", pressed: true })).toBeVisible();
  assert.equal(await page.evaluate(() => window.__sameDocument), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test("home: the FAQ, the testimonials slider and the demo work after hydration", async () => {
  const { page, context } = await freshVisitor(getBrowser());
  const problems = collectHydrationProblems(page);
  await page.goto("/");
  const question = page.locator(".faq__item").first();
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");
  // The testimonials slider (below the fold, hydrated with its own chunk) moves on.
  const next = page.getByRole("button", { name: "Следующий отзыв" });
  await untilHydrated(next);
  await next.click();
  await expect(page.locator(".testimonials__nav .muted")).toHaveText("2 из 4");
  await page.getByTestId("demo-button").click();
  await expect(page.getByTestId("demo-button")).toBeHidden();
  assert.deepEqual(problems, []);
  await context.close();
});

test("a new visitor: the cookie banner is in the first HTML, hydrates, and accepting it hides it", async () => {
  const { page, context } = await newPage(getBrowser());
  await context.addInitScript(() => localStorage.setItem("rework_id_dismissed", "true"));
  const problems = collectHydrationProblems(page);
  await watchServerMarkup(context);
  const html = await (await fetch(`${BASE_URL}/faq`)).text();
  assert.ok(
    html.includes('<section class="cookie-banner"'),
    "the server drew the banner for a visitor without consent",
  );
  await page.goto("/faq");
  const banner = page.getByRole("region", { name: "Согласие на использование cookie" });
  await expect(banner).toBeVisible();
  const accept = banner.getByRole("button", { name: "Принять" });
  await untilHydrated(accept);
  await accept.click();
  await expect(banner).toBeHidden();
  await assertSectionsKept(page);
  const cookies = await context.cookies();
  assert.ok(cookies.some((cookie) => cookie.name === "cookie_consent" && cookie.value === "accepted"));
  assert.deepEqual(problems, []);
  await context.close();
});

test("a copy of a page drawn before the visitor accepted cookies drops its banner once hydrated", async () => {
  const { page, context } = await freshVisitor(getBrowser());
  const problems = collectHydrationProblems(page);
  // The page as the server drew it for a request without the consent cookie (a copy the browser kept from before).
  const drawnWithBanner = await (await fetch(`${BASE_URL}/faq`)).text();
  assert.ok(drawnWithBanner.includes('<section class="cookie-banner"'));
  await page.route("**/faq", (route) => route.fulfill({ body: drawnWithBanner, contentType: "text/html" }));
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Вопросы и ответы" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Согласие на использование cookie" })).toHaveCount(0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a signed-in visitor: the page hydrates as signed out, then shows the stored user", async () => {
  const { page, context } = await freshVisitor(getBrowser());
  await context.addInitScript(() =>
    localStorage.setItem("rework_user", JSON.stringify({ id: "user-1", email: "anna@example.com" })),
  );
  const problems = collectHydrationProblems(page);
  // The server does not know the session: /api/auth/me/ is answered as signed in, so the stored user stays.
  await page.route("**/api/auth/me/", (route) =>
    route.fulfill({ json: { user: { id: "user-1", email: "anna@example.com" } } }),
  );
  await watchServerMarkup(context);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Открыть профиль" })).toBeVisible();
  await expect(page.getByTestId("login-button")).toHaveCount(0);
  await assertSectionsKept(page);
  assert.deepEqual(problems, []);
  await context.close();
});
