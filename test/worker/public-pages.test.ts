/**
 * The public pages' first HTML (docs/decisions/150): what a client without JavaScript gets for /, /faq, the info,
 * legal and pitch pages and an article — drawn by React on the Worker from the client's own route tree, with the
 * configured price and requisites, its head, the data the browser hydrates with, the SPA's security headers, and the
 * cache of drawn pages keyed by what they depend on.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import shellHtml from "../../client/index.html?raw";
import { app } from "../../worker/app";
import { BASELINE_SECURITY_HEADERS, SPA_CONTENT_SECURITY_POLICY } from "../../worker/middleware/security-headers";
import { drawnPageCacheKey } from "../../worker/seo/public-pages";

/** A deploy's own values, unlike wrangler.toml's sample, so the page can only show them by reading the configuration. */
const CONFIGURED = {
  ANALYSIS_PRICE_RUB: "149",
  SELLER_NAME: "ИП Петрова Анна Сергеевна",
  SELLER_INN: "772812345678",
  SELLER_OGRNIP: "318774600123456",
  CONTACT_EMAIL: "team@rework-test.example",
  SITE_URL: "https://rework.example.org",
};

/** The Worker with an asset server answering the SPA's index.html, as the built site's ASSETS binding does. */
async function crawl(path: string, vars: Record<string, string> = CONFIGURED, headers: HeadersInit = {}) {
  const assets = { fetch: async () => new Response(shellHtml, { headers: { "Content-Type": "text/html" } }) };
  const response = await app.fetch(new Request(`https://rework.test${path}`, { headers }), {
    ...env,
    ...vars,
    ASSETS: assets as unknown as Fetcher,
  });
  return { response, html: await response.text() };
}

/** #root's markup: what React drew on the server (the shell's own <div id="root"></div> is empty). */
function root(html: string): string {
  const start = html.indexOf('<div id="root">');
  // The shell's own scripts follow #root (the source index.html's module script, then the data block).
  const end = Math.min(
    ...['<script type="module"', '<script type="application/json" id="initial-data">']
      .map((tag) => html.indexOf(tag, start))
      .filter((index) => index > 0),
  );
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

function initialData(html: string) {
  const match = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const PAGES = [
  {
    path: "/",
    title: "Rework — анализ резюме",
    heading: /<h1 class="hero__title">[^<]+<\/h1>/,
    text: "Загрузи резюме",
  },
  {
    path: "/faq",
    title: "Вопросы и ответы | Rework",
    heading: "<h1>Вопросы и ответы</h1>",
    text: "Сколько стоит анализ?",
  },
  {
    path: "/partnership",
    title: "Партнёрство | Rework",
    heading: "<h1>Партнёрство</h1>",
    text: "Написать о партнёрстве",
  },
  {
    path: "/career-consultation",
    title: "Карьерная консультация | Rework",
    heading: "<h1>Карьерная консультация</h1>",
    text: "Telegram",
  },
  {
    path: "/privacy-policy",
    title: "Политика обработки персональных данных | Rework",
    heading: "<h1>Политика обработки персональных данных</h1>",
    text: 'data-testid="legal-text"',
  },
  { path: "/public-offer", title: "Публичная оферта | Rework", heading: "<h1>Публичная оферта</h1>", text: "оферт" },
  {
    path: "/investor-pitch",
    title: "Rework для инвесторов | Rework",
    heading: "<h1>Rework для инвесторов</h1>",
    text: "",
  },
] as const;

describe("a public page without JavaScript", () => {
  for (const page of PAGES) {
    it(`${page.path}: heading, content, layout, head and configured requisites in the first HTML`, async () => {
      const { response, html } = await crawl(page.path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      const body = root(html);
      if (typeof page.heading === "string") expect(body).toContain(page.heading);
      else expect(body).toMatch(page.heading);
      expect(body).toContain(page.text);
      // The layout: header, main, footer with the configured seller, not wrangler.toml's sample.
      expect(body).toContain('<header class="site-header">');
      expect(body).toContain('<main id="main" class="site-main">');
      expect(body).toContain(escaped(CONFIGURED.SELLER_NAME));
      expect(body).toContain(`ИНН <!-- -->${CONFIGURED.SELLER_INN}`);
      expect(body).toContain(CONFIGURED.SELLER_OGRNIP);
      expect(body).not.toContain("Иванов Иван Иванович");
      expect(body).not.toContain('data-testid="test-data-mark"');
      // Live data is drawn in its loading state; the session is unknown (signed out); a new visitor (no consent
      // cookie) sees the cookie banner from the first paint.
      expect(body).toContain("Войти через Rework ID");
      expect(body).toContain('<section class="cookie-banner" aria-label="Согласие на использование cookie">');
      // Every finished part is in line: React's out-of-line reveal would need an inline script the CSP forbids.
      expect(body).not.toMatch(/<script(?! type="application\/json")/);
      // The head: the page's own title, one description, the canonical address on the configured origin.
      expect(html).toContain(`<title>${page.title}</title>`);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="${CONFIGURED.SITE_URL}${page.path}" />`);
      // The page reads without its script, which is therefore requested after the first paint (and named once).
      expect(html).toContain(
        '<script src="/hydrate-after-paint.js" defer data-entry="/main.tsx" data-preload=""></script>',
      );
      expect(html).not.toContain('<script type="module"');
      // The settings the page was drawn with, for the browser's first render.
      const data = initialData(html);
      expect(data.cached["/api/site/"]).toMatchObject({
        priceRub: 149,
        seller: { name: CONFIGURED.SELLER_NAME, inn: CONFIGURED.SELLER_INN, ogrnip: CONFIGURED.SELLER_OGRNIP },
        sellerIsTestData: false,
      });
    });
  }

  it("the price on / and /faq is the configured one", async () => {
    const home = root((await crawl("/")).html);
    expect(home).toContain('<p class="comparison__price">149<!-- --> ₽</p>');
    expect(home).toContain("149 ₽ за одно резюме");
    expect(home).not.toContain("89 ₽");
    const faq = root((await crawl("/faq")).html);
    expect(faq).toContain("149 ₽ за одно резюме");
    const description = /<meta name="description" content="([^"]*)"/.exec((await crawl("/")).html)![1];
    expect(description).toContain("149 ₽");
  });

  it("the legal pages carry their text with the configured requisites, and hand it to the browser", async () => {
    for (const slug of ["privacy-policy", "public-offer"]) {
      const { html } = await crawl(`/${slug}`);
      const body = root(html);
      const legal = body.slice(body.indexOf('data-testid="legal-text"'));
      expect(legal).toContain(escaped(CONFIGURED.SELLER_NAME));
      expect(legal).toContain(CONFIGURED.SELLER_INN);
      expect(body).not.toContain("Загружаем документ");
      const document = initialData(html).cached[`/api/legal/${slug}/`];
      expect(document.html).toContain(CONFIGURED.SELLER_INN);
      expect(legal).toContain(document.html.slice(0, 120));
    }
  });

  it("the claims about who writes the analysis follow the configured provider", async () => {
    const builtin = root((await crawl("/")).html);
    expect(builtin).toMatch(/<h1 class="hero__title">Анализ резюме по \d+ критериям<\/h1>/);
    expect(builtin).not.toContain("нейросетью");
    const withModel = {
      ...CONFIGURED,
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: "https://llm.example/v1",
      OPENAI_MODEL: "test-model",
    };
    const model = root((await crawl("/", withModel)).html);
    expect(model).toContain('<h1 class="hero__title">Анализ резюме нейросетью</h1>');
    expect(model).toContain('<p class="site-header__slogan">Анализ резюме нейросетью за 30 секунд</p>');
  });

  it("the shipped sample requisites are marked as test data", async () => {
    const body = root((await crawl("/faq", {})).html);
    expect(body).toContain('data-testid="test-data-mark"');
    expect(body).toContain("Иванов Иван Иванович");
  });

  it("sends the static SPA's CSP and security headers, and may be cached briefly", async () => {
    const { response } = await crawl("/");
    expect(response.headers.get("Content-Security-Policy")).toBe(SPA_CONTENT_SECURITY_POLICY);
    expect(SPA_CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS))
      expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("a drawn page is kept: the same answer again, and a new configuration is drawn anew", async () => {
    const first = await crawl("/partnership");
    const again = await crawl("/partnership");
    expect(root(again.html)).toBe(root(first.html));
    const repriced = await crawl("/faq", { ...CONFIGURED, ANALYSIS_PRICE_RUB: "199" });
    expect(root(repriced.html)).toContain("199 ₽ за одно резюме");
    const back = await crawl("/faq");
    expect(root(back.html)).toContain("149 ₽ за одно резюме");
  });

  it("the kept markup is what answers: a drawn page is stored under its key and served from there", async () => {
    const { html } = await crawl("/career-consultation");
    const key = await drawnPageCacheKey(
      new URL("https://rework.test/career-consultation"),
      initialData(html),
      shellHtml,
    );
    const stored = await caches.default.match(key);
    expect(stored).toBeDefined();
    expect(root(html)).toContain(`<div id="root">${(await stored!.json<{ html: string }>()).html}</div>`);
    const planted = Response.json(
      { html: "<p>из кэша</p>", headLinks: "" },
      { headers: { "Cache-Control": "max-age=300" } },
    );
    await caches.default.put(key, planted);
    expect(root((await crawl("/career-consultation")).html)).toContain('<div id="root"><p>из кэша</p></div>');
    await caches.default.delete(key);
  });

  it("the cookie banner is drawn only for a visitor who has not accepted cookies, and the browser is told so", async () => {
    const fresh = await crawl("/faq");
    expect(initialData(fresh.html).consentBanner).toBe(true);
    const accepted = await crawl("/faq", CONFIGURED, { Cookie: "other=1; cookie_consent=accepted" });
    expect(root(accepted.html)).not.toContain("cookie-banner");
    expect(initialData(accepted.html).consentBanner).toBe(false);
    // Still the banner for any other value (only "accepted" is consent).
    const other = await crawl("/faq", CONFIGURED, { Cookie: "cookie_consent=later" });
    expect(root(other.html)).toContain("cookie-banner");
  });

  it("an address with a query is drawn but not kept", async () => {
    const { html } = await crawl("/?utm_source=test");
    expect(root(html)).toContain("Загрузи резюме");
  });
});

describe("addresses that are no file and no public page", () => {
  it("an unknown address is the not-found page drawn by React, a real 404 that asks not to be indexed", async () => {
    const { response, html } = await crawl("/no-such-page/deeper");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Security-Policy")).toBe(SPA_CONTENT_SECURITY_POLICY);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(html).toContain("<title>Страница не найдена | Rework</title>");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(root(html)).toContain("<h1>Страница не найдена</h1>");
    expect(root(html)).toContain('href="/articles"');
    expect(initialData(html).cached["/api/site/"]).toBeDefined();
    // Never kept: any address can land here.
    const key = await drawnPageCacheKey(
      new URL("https://rework.test/no-such-page/deeper"),
      initialData(html),
      shellHtml,
    );
    expect(await caches.default.match(key)).toBeUndefined();
  });

  it("a page the browser draws itself (advisor, payment results) gets the SPA shell", async () => {
    for (const path of ["/advisor", "/payment/success", "/payment/fail", "/articles/"]) {
      const { response, html } = await crawl(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Security-Policy"), path).toBe(SPA_CONTENT_SECURITY_POLICY);
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  it("a missing file is a short 404, and an unknown API call stays JSON", async () => {
    const { response, html } = await crawl("/images/articles/missing.svg");
    expect(response.status).toBe(404);
    expect(html).toBe("Не найдено");
    const api = await crawl("/api/no-such-call/");
    expect(api.response.status).toBe(404);
    expect(JSON.parse(api.html)).toEqual({ error: "Метод API не найден", code: "not_found" });
  });
});

describe("the built shell on a drawn page", () => {
  it("requests the entry and its preloads only after the first paint, through the boot script", async () => {
    const built = `<!doctype html><html><head><title>Rework</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head><body><div id="root"></div></body></html>`;
    const assets = { fetch: async () => new Response(built, { headers: { "Content-Type": "text/html" } }) };
    const response = await app.fetch(new Request("https://rework.test/faq"), {
      ...env,
      ASSETS: assets as unknown as Fetcher,
    });
    const html = await response.text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    const boot =
      '<script src="/hydrate-after-paint.js" defer data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js"></script>';
    expect(html).toContain(boot);
    expect(html.indexOf(boot)).toBeLessThan(html.indexOf("</head>"));
    // A page that is not drawn (the plain shell of an unknown article) keeps the module script as built.
    const plain = await app.fetch(new Request("https://rework.test/articles/no-such-article"), {
      ...env,
      ASSETS: assets as unknown as Fetcher,
    });
    expect(await plain.text()).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });
});
