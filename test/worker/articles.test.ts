/**
 * The articles blog (issue 14): the repository's markdown synced into D1 (worker/articles/content.ts), sanitising
 * (worker/articles/markdown.ts), the five calls of spec section 7 (worker/routes/articles.ts), the first HTML a
 * crawler gets for an article (worker/seo/), the sitemap and the RSS feed.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import shellHtml from "../../client/index.html?raw";
import headersFile from "../../client/public/_headers?raw";
import { app } from "../../worker/app";
import { type ArticleSource, buildSyncStatements, parseArticleFile } from "../../worker/articles/content";
import { renderArticleMarkdown } from "../../worker/articles/markdown";
import { SPA_CONTENT_SECURITY_POLICY } from "../../worker/middleware/security-headers";
import { drawnPageCacheKey } from "../../worker/seo/public-pages";
import { api } from "../helpers";

/** The real article files, as the sync script reads them. */
const files = import.meta.glob<string>("../../content/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const repositoryArticles = Object.entries(files).map(([name, text]) => parseArticleFile(name, text));

/** A test-only article: a draft, with two images and a video (the real articles have no videos). */
const DRAFT = parseArticleFile(
  "draft.md",
  `---
title: Черновик
slug: test-draft
author: Тест
date: 2026-11-20
published: false
description: Не для чтения.
tags:
  - slug: test-tag
    name: Тестовый тег
---

Черновик.`,
);
const WITH_MEDIA = parseArticleFile(
  "media.md",
  `---
title: Статья с видео
slug: test-media
author: Тест
date: "2026-11-21"
published: true
description: Картинки и видео.
images:
  - src: /images/articles/test-one.svg
    caption: Первая картинка
    width: 640
    height: 360
  - src: /images/articles/test-two.svg
    caption: Вторая картинка
videos:
  - youtube_id: abcdefghijk
    caption: Тестовое видео
tags:
  - slug: test-tag
    name: Тестовый тег
---

Первый абзац.

Второй абзац.`,
);

async function sync(articles: ArticleSource[]) {
  await env.DB.batch(buildSyncStatements(articles).map((sql) => env.DB.prepare(sql)));
}

async function tableCounts() {
  const count = async (table: string) =>
    (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  return {
    articles: await count("articles"),
    tags: await count("tags"),
    articleTags: await count("article_tags"),
    images: await count("article_images"),
    videos: await count("article_videos"),
  };
}

const published = repositoryArticles.filter((article) => article.published);

describe("content sync", () => {
  it("reads every article file of the repository", () => {
    expect(repositoryArticles.length).toBeGreaterThanOrEqual(6);
    for (const article of repositoryArticles) {
      expect(article.title).not.toBe("");
      expect(article.description).not.toBe("");
      expect(article.html).toContain("<p>");
    }
  });

  it("is idempotent, and removes articles whose files are gone", async () => {
    await sync([...repositoryArticles, DRAFT, WITH_MEDIA]);
    const first = await tableCounts();
    await sync([...repositoryArticles, DRAFT, WITH_MEDIA]);
    expect(await tableCounts()).toEqual(first);
    expect(first.articles).toBe(repositoryArticles.length + 2);
    expect(first.images).toBe(repositoryArticles.reduce((n, a) => n + a.images.length, 0) + 2);
    expect(first.videos).toBe(1);

    await sync(repositoryArticles);
    const after = await tableCounts();
    expect(after.articles).toBe(repositoryArticles.length);
    expect(after.videos).toBe(0);
    // The test tag had no article left: it is gone too.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM tags WHERE slug = 'test-tag'").first("n")).toBe(0);
  });

  it("refuses a bad slug, a foreign image address and a made-up video id", () => {
    const file = (meta: string) => `---\ntitle: T\nslug: ok-slug\nauthor: A\ndate: 2026-11-01\n${meta}\n---\nТекст`;
    expect(() => parseArticleFile("a.md", file("").replace("ok-slug", "Bad Slug"))).toThrow(/slug/);
    expect(() => parseArticleFile("a.md", file("images:\n  - src: https://evil.example/x.png"))).toThrow(
      /path on this site/,
    );
    expect(() => parseArticleFile("a.md", file('videos:\n  - youtube_id: "x\\"onload=alert(1)"'))).toThrow(/YouTube/);
  });
});

describe("markdown sanitising", () => {
  it("keeps the markdown's structure", () => {
    const html = renderArticleMarkdown("## Заголовок\n\nТекст с **жирным** и [ссылкой](/articles).\n\n- один\n- два");
    expect(html).toContain("<h2>Заголовок</h2>");
    expect(html).toContain("<strong>жирным</strong>");
    expect(html).toContain('<a href="/articles">ссылкой</a>');
    expect(html).toContain("<li>один</li>");
  });

  it("removes scripts, event handlers, javascript: links and iframes", () => {
    const html = renderArticleMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src="/x.svg" onerror="alert(2)">',
        "[нажми](javascript:alert(3))",
        '<a href="JaVaScRiPt:alert(4)">ещё</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<div onclick="alert(5)" style="color:red">блок</div>',
        '<svg onload="alert(6)"></svg>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|style=/i);
    expect(html).not.toContain("alert(1)");
    expect(html).toContain("нажми");
    expect(html).toContain("блок");
  });

  it("opens outside links in a new tab without handing over the window", () => {
    expect(renderArticleMarkdown("[hh](https://hh.ru)")).toContain('rel="noopener noreferrer" target="_blank"');
  });
});

describe("articles API (spec section 7)", () => {
  beforeAll(() => sync([...repositoryArticles, DRAFT, WITH_MEDIA]));

  it("the index names the list and tag addresses; articles are cacheable", async () => {
    const response = await api("/api/articles/", { headers: { Accept: "application/json" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ articles: "/api/articles/articles/", tags: "/api/articles/tags/" });
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=60/);
  });

  it("the list holds published articles only, newest first, with tags, images and videos", async () => {
    const response = await api("/api/articles/articles/");
    const body = (await response.json()) as {
      count: number;
      results: { slug: string; created_at: string; is_published: boolean }[];
    };
    expect(body.count).toBe(published.length + 1);
    expect(body.results.map((a) => a.slug)).not.toContain("test-draft");
    expect(body.results.every((a) => a.is_published)).toBe(true);
    const dates = body.results.map((a) => a.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("filters the list by tag", async () => {
    const body = (await (await api("/api/articles/articles/?tag=test-tag")).json()) as { results: { slug: string }[] };
    expect(body.results.map((a) => a.slug)).toEqual(["test-media"]);
  });

  it("answers one article by slug, with its images, videos and tags", async () => {
    const response = await api("/api/articles/articles/test-media/");
    expect(response.status).toBe(200);
    const article = (await response.json()) as Record<string, unknown>;
    expect(article).toMatchObject({
      slug: "test-media",
      title: "Статья с видео",
      author_name: "Тест",
      is_published: true,
      created_at: "2026-11-21T00:00:00.000Z",
      content: "Первый абзац.\n\nВторой абзац.",
      tags: [{ name: "Тестовый тег", slug: "test-tag" }],
      images: [
        { image: "/images/articles/test-one.svg", caption: "Первая картинка", width: 640, height: 360 },
        { image: "/images/articles/test-two.svg", caption: "Вторая картинка", width: null, height: null },
      ],
      videos: [{ youtube_id: "abcdefghijk", caption: "Тестовое видео" }],
    });
  });

  it("answers the stored sanitised HTML", async () => {
    const response = await api("/api/articles/articles/test-media/html-content/");
    expect(await response.json()).toEqual({ html_content: "<p>Первый абзац.</p>\n<p>Второй абзац.</p>" });
  });

  it("unknown and unpublished slugs are 404 in Russian, never cached", async () => {
    for (const path of [
      "/api/articles/articles/no-such-article/",
      "/api/articles/articles/test-draft/",
      "/api/articles/articles/test-draft/html-content/",
    ]) {
      const response = await api(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: "Статья не найдена", code: "not_found" });
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
    }
  });

  it("lists the tags of published articles only", async () => {
    const tags = (await (await api("/api/articles/tags/")).json()) as { slug: string; name: string }[];
    const expected = new Set(published.flatMap((a) => a.tags.map((t) => t.slug)).concat("test-tag"));
    expect(new Set(tags.map((t) => t.slug))).toEqual(expected);
  });
});

describe("what a crawler gets (no JavaScript)", () => {
  beforeAll(() => sync([...repositoryArticles, DRAFT, WITH_MEDIA]));

  /** The Worker with an asset server that answers the SPA's index.html, as the built site's ASSETS binding does. */
  function crawl(path: string) {
    const assets = { fetch: async () => new Response(shellHtml, { headers: { "Content-Type": "text/html" } }) };
    return app.fetch(new Request(`https://rework.test${path}`), { ...env, ASSETS: assets as unknown as Fetcher });
  }

  it("puts the title, description, canonical link, Open Graph, JSON-LD and the body into the first HTML", async () => {
    const article = published[0]!;
    const response = await crawl(`/articles/${article.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Security-Policy")).toBe(SPA_CONTENT_SECURITY_POLICY);
    const html = await response.text();
    const escaped = (text: string) => text.replace(/&/g, "&#38;").replace(/"/g, "&#34;").replace(/'/g, "&#39;");
    expect(html).toContain(`<title>${escaped(article.title)} | Rework</title>`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<meta name="description" content="${escaped(article.description)}" />`);
    expect(html).toContain(`<link rel="canonical" href="https://rework.test/articles/${article.slug}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta name="twitter:card"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      "@type": "Article",
      headline: article.title,
      datePublished: new Date(article.createdAt).toISOString(),
    });
    // The body is there before any script runs, and the SPA's script still follows it.
    expect(html).toContain(`<h1>${escaped(article.title)}</h1>`);
    expect(html).toContain(article.html.slice(0, 200));
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf("<h1>"));
    // Drawn by React with the layout (header, footer) the browser will hydrate.
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<footer class="site-footer">');
    expect(html).toContain('<aside class="card article-promo"');
    // The same article for the browser's first render, outside #root (React hydrates #root's content).
    const data = JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)![1]!);
    expect(data.article.article.slug).toBe(article.slug);
    expect(data.article.html_content).toBe(article.html);
    expect(html.indexOf('id="initial-data"')).toBeGreaterThan(html.indexOf("</footer>"));
    expect(html).toContain('<script src="/hydrate-after-paint.js" defer data-entry="/main.tsx"');
  });

  it("server-rendered pages send the static SPA's CSP (client/public/_headers), framing only youtube-nocookie.com", () => {
    expect(headersFile).toContain(`Content-Security-Policy: ${SPA_CONTENT_SECURITY_POLICY}\n`);
    expect(SPA_CONTENT_SECURITY_POLICY).toContain("frame-src https://www.youtube-nocookie.com;");
  });

  it("an unknown or unpublished article is a 404 page that asks not to be indexed", async () => {
    for (const slug of ["no-such-article", "test-draft"]) {
      const response = await crawl(`/articles/${slug}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("<title>Статья не найдена | Rework</title>");
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain("Черновик.");
    }
  });

  it("the article list and a tag's list are drawn with every published article, and their data for hydration", async () => {
    const response = await crawl("/articles");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Security-Policy")).toBe(SPA_CONTENT_SECURITY_POLICY);
    const html = await response.text();
    expect(html).toContain("<title>Статьи | Rework</title>");
    expect(html).toContain('<link rel="canonical" href="https://rework.test/articles" />');
    expect(html).toContain("<h1>Статьи</h1>");
    expect(html).not.toContain("Загрузка статей");
    const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="initial-data"'));
    for (const article of [...published, WITH_MEDIA]) expect(body).toContain(`href="/articles/${article.slug}"`);
    expect(body).not.toContain("test-draft");
    expect(body).toContain('aria-pressed="true"');
    // The answers the list page's calls would get, by their API paths (the page filters by tag itself).
    const data = JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)![1]!);
    const listed = (await (await api("/api/articles/articles/")).json()) as { results: unknown[] };
    expect(data.cached["/api/articles/articles/"]).toEqual(listed.results);
    expect(data.cached["/api/articles/tags/"]).toEqual(await (await api("/api/articles/tags/")).json());

    const tagged = await crawl("/articles/tag/test-tag");
    expect(tagged.status).toBe(200);
    const taggedHtml = await tagged.text();
    const taggedBody = taggedHtml.slice(taggedHtml.indexOf('<div id="root">'), taggedHtml.indexOf('id="initial-data"'));
    expect(taggedBody).toContain('href="/articles/test-media"');
    expect(taggedBody).not.toContain(`href="/articles/${published[0]!.slug}"`);
    expect(taggedHtml).toContain('<link rel="canonical" href="https://rework.test/articles/tag/test-tag" />');
    expect(taggedHtml).toContain("«Тестовый тег»");
  });

  it("a tag no published article has is a 404 list that asks not to be indexed", async () => {
    const response = await crawl("/articles/tag/no-such-tag");
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain("Статей с выбранным тегом не найдено");
    // Any tag can be asked for: the drawn page is never kept in the cache (unbounded keys).
    const data = JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)![1]!);
    const key = await drawnPageCacheKey(new URL("https://rework.test/articles/tag/no-such-tag"), data, shellHtml);
    expect(await caches.default.match(key)).toBeUndefined();
  });

  it("a JSON-LD text cannot close its script element", async () => {
    await sync([{ ...WITH_MEDIA, title: "</script><script>alert(1)</script>" }]);
    const html = await (await crawl("/articles/test-media")).text();
    expect(html).not.toContain("<script>alert(1)");
    await sync([...repositoryArticles, DRAFT, WITH_MEDIA]);
  });

  it("the sitemap lists every published article with its date", async () => {
    const xml = await (await api("/sitemap.xml")).text();
    for (const article of [...published, WITH_MEDIA]) {
      expect(xml).toContain(
        `/articles/${article.slug}</loc><lastmod>${new Date(article.createdAt).toISOString().slice(0, 10)}</lastmod>`,
      );
    }
    expect(xml).not.toContain("test-draft");
  });

  it("the RSS feed lists the latest articles, newest first", async () => {
    const response = await api("/rss.xml");
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links[0]).toBe("http://rework.test/articles/test-media");
    expect(links).toHaveLength(published.length + 1);
    expect(xml).not.toContain("test-draft");
  });
});
