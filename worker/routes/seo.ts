import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { matchRoutes } from "react-router";
import { routes } from "../../client/app/routes";
import { ARTICLE_LIST_PATH, ARTICLE_TAGS_PATH, CONSENT_COOKIE, type InitialData } from "../../shared/initial-data";
import { SPA_CONTENT_SECURITY_POLICY } from "../middleware/security-headers";
import { articleHead } from "../seo/article-page";
import { type PageHead, type PublicPageRequest, publicPageResponse } from "../seo/public-pages";
import { escapeHtml, fetchShell, renderIntoShell } from "../seo/shell";
import {
  findPublishedArticle,
  findPublishedArticleHtml,
  listPublishedArticles,
  listUsedTags,
} from "../services/articles";
import { type LegalDocumentSlug, renderLegalDocument } from "../services/legal";
import { publicSiteConfig } from "../services/site-config";
import type { AppEnv } from "../types";
import { ARTICLE_NOT_FOUND, ARTICLES_CACHE_CONTROL } from "./articles";

/** Public pages listed for search engines; the SPA fallback would otherwise answer these with index.html. */
const PUBLIC_PATHS = [
  "/",
  "/articles",
  "/faq",
  "/career-consultation",
  "/partnership",
  "/investor-pitch",
  "/privacy-policy",
  "/public-offer",
];

/**
 * The public pages the Worker draws with React (docs/decisions/150; wrangler.toml sends these addresses here first):
 * the <title> (as the page's own PageFrame sets it) and the description. /articles/{slug} is drawn below.
 */
const DRAWN_PAGES: Record<string, (price: number) => { title: string; description: string }> = {
  "/": (price) => ({
    title: "анализ резюме",
    description: `Rework — анализ резюме за 30 секунд: сильные и слабые стороны, рекомендации, соответствие рынку. ${price} ₽.`,
  }),
  "/faq": (price) => ({
    title: "Вопросы и ответы",
    description: `Как устроен анализ резюме в Rework, сколько он стоит (${price} ₽) и что происходит с твоими данными.`,
  }),
  "/partnership": () => ({
    title: "Партнёрство",
    description: "Партнёрство с Rework: карьерным консультантам, HR-агентствам, школам и вузам.",
  }),
  "/career-consultation": () => ({
    title: "Карьерная консультация",
    description: "Карьерная консультация: разбор резюме, план поиска работы и подготовка к собеседованию.",
  }),
  "/investor-pitch": () => ({
    title: "Rework для инвесторов",
    description: "Rework для инвесторов: продукт, рынок, модель выручки и планы.",
  }),
  "/privacy-policy": () => ({
    title: "Политика обработки персональных данных",
    description: "Какие персональные данные обрабатывает Rework, зачем, как долго хранит и как их удалить.",
  }),
  "/public-offer": (price) => ({
    title: "Публичная оферта",
    description: `Публичная оферта Rework: условия анализа резюме за ${price} ₽, оплата, возврат и реквизиты продавца.`,
  }),
};

const LEGAL_PAGES: Record<string, LegalDocumentSlug> = {
  "/privacy-policy": "privacy-policy",
  "/public-offer": "public-offer",
};

/** How many of the newest articles the RSS feed carries. */
const RSS_ITEMS = 20;

/** The configured public origin; the request's own only when SITE_URL is unset (local development). */
function publicOrigin(siteUrl: string, requestUrl: string): string {
  return siteUrl ? siteUrl.replace(/\/+$/, "") : new URL(requestUrl).origin;
}

/** The request's way to run work after the answer, when it has one (the tests call the app without). */
function waitUntilOf(c: Context<AppEnv>): ((task: Promise<unknown>) => void) | undefined {
  try {
    const context = c.executionCtx;
    return (task) => context.waitUntil(task);
  } catch {
    return undefined;
  }
}

/** What drawing this request's page needs; `keep: false` for addresses without a bound (never cached). */
function pageRequest(c: Context<AppEnv>, keep = true): PublicPageRequest {
  return { request: c.req.raw, env: c.env, waitUntil: waitUntilOf(c), keep };
}

/**
 * Everything a drawn page reads from the configuration and the request: the site settings, a legal page its text,
 * whether to draw the cookie banner.
 */
function pageData(c: Context<AppEnv>, path: string): InitialData {
  const cached: Record<string, unknown> = { "/api/site/": publicSiteConfig(c.var.config, c.env) };
  const legal = LEGAL_PAGES[path];
  if (legal) {
    const origin = publicOrigin(c.var.config.siteUrl, c.req.url);
    cached[`/api/legal/${legal}/`] = renderLegalDocument(legal, c.var.config, c.env, origin);
  }
  // The banner is drawn for a visitor who has not accepted cookies (two cached variants of each page, by this flag).
  return { cached, consentBanner: getCookie(c, CONSENT_COOKIE) !== "accepted" };
}

function drawnPageHead(c: Context<AppEnv>, path: string): PageHead {
  const { siteName, priceRub } = c.var.config;
  const page = DRAWN_PAGES[path]!(priceRub);
  return {
    title: path === "/" ? `${siteName} — ${page.title}` : `${page.title} | ${siteName}`,
    description: page.description,
    canonicalUrl: `${publicOrigin(c.var.config.siteUrl, c.req.url)}${path}`,
    siteName,
    cacheControl: "public, max-age=60",
  };
}

/**
 * /articles and /articles/tag/{slug}: the list page drawn with every published article and the tags, the answers the
 * page's own calls would get (it filters by tag itself). An unknown tag is a 404 with `noindex` (the page says no
 * article has that tag).
 */
async function articleListPage(c: Context<AppEnv>, tagSlug: string | null): Promise<Response> {
  const [published, tags] = await Promise.all([listPublishedArticles(c.var.db), listUsedTags(c.var.db)]);
  const tag = tagSlug === null ? null : tags.find((candidate) => candidate.slug === tagSlug);
  const origin = publicOrigin(c.var.config.siteUrl, c.req.url);
  const { siteName } = c.var.config;
  const head: PageHead = {
    title: `Статьи | ${siteName}`,
    description: tag
      ? `Статьи ${siteName} с тегом «${tag.name}»: как написать резюме, искать работу и готовиться к собеседованиям.`
      : `Статьи ${siteName}: как написать резюме, искать работу и готовиться к собеседованиям.`,
    canonicalUrl: tag ? `${origin}/articles/tag/${encodeURIComponent(tag.slug)}` : `${origin}/articles`,
    siteName,
    robots: tag === undefined ? "noindex" : undefined,
    cacheControl: tag === undefined ? "no-store" : ARTICLES_CACHE_CONTROL,
  };
  const data = pageData(c, "/articles");
  data.cached = { ...data.cached, [ARTICLE_LIST_PATH]: published, [ARTICLE_TAGS_PATH]: tags };
  // An unknown tag is any address: drawn, never kept (unbounded keys), like the not-found page.
  return publicPageResponse(pageRequest(c, tag !== undefined), head, data, tag === undefined ? 404 : 200);
}

const drawnPages = new Hono<AppEnv>();
for (const path of Object.keys(DRAWN_PAGES)) {
  drawnPages.get(path, (c) => publicPageResponse(pageRequest(c), drawnPageHead(c, path), pageData(c, path)));
}

export const seoRoutes = new Hono<AppEnv>()
  .route("/", drawnPages)
  .get("/robots.txt", (c) => {
    const origin = publicOrigin(c.var.config.siteUrl, c.req.url);
    return c.text(
      `User-agent: *\nDisallow: /api/\nDisallow: /payment/\nDisallow: /admin/\nSitemap: ${origin}/sitemap.xml\n`,
    );
  })
  .get("/sitemap.xml", async (c) => {
    const origin = publicOrigin(c.var.config.siteUrl, c.req.url);
    const pages = PUBLIC_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`);
    const articles = (await listPublishedArticles(c.var.db)).map(
      (article) =>
        `  <url><loc>${origin}/articles/${article.slug}</loc><lastmod>${(article.updated_at ?? article.created_at).slice(0, 10)}</lastmod></url>`,
    );
    c.header("Content-Type", "application/xml; charset=utf-8");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...articles].join("\n")}\n</urlset>\n`,
    );
  })
  .get("/rss.xml", async (c) => {
    const origin = publicOrigin(c.var.config.siteUrl, c.req.url);
    const siteName = c.var.config.siteName;
    const articles = (await listPublishedArticles(c.var.db)).slice(0, RSS_ITEMS);
    const items = articles.map((article) => {
      const url = `${origin}/articles/${article.slug}`;
      return [
        "    <item>",
        `      <title>${escapeHtml(article.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${new Date(article.created_at).toUTCString()}</pubDate>`,
        `      <description>${escapeHtml(article.description)}</description>`,
        ...article.tags.map((tag) => `      <category>${escapeHtml(tag.name)}</category>`),
        "    </item>",
      ].join("\n");
    });
    c.header("Content-Type", "application/rss+xml; charset=utf-8");
    c.header("Cache-Control", ARTICLES_CACHE_CONTROL);
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n  <channel>\n` +
        `    <title>${escapeHtml(`${siteName}: статьи`)}</title>\n    <link>${origin}/articles</link>\n` +
        `    <atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml" />\n` +
        `    <description>Полезные статьи о резюме и трудоустройстве</description>\n    <language>ru</language>\n` +
        `${items.join("\n")}\n  </channel>\n</rss>\n`,
    );
  })
  .get("/articles", (c) => articleListPage(c, null))
  .get("/articles/tag/:tagSlug", (c) => articleListPage(c, c.req.param("tagSlug")))
  .get("/articles/:slug", async (c) => {
    const slug = c.req.param("slug");
    const origin = publicOrigin(c.var.config.siteUrl, c.req.url);
    const siteName = c.var.config.siteName;
    const [article, html] = await Promise.all([
      findPublishedArticle(c.var.db, slug),
      findPublishedArticleHtml(c.var.db, slug),
    ]);
    if (!article) {
      // The plain SPA (it shows «Статья не найдена» after its own call), marked not to be indexed.
      const head: PageHead = {
        title: `${ARTICLE_NOT_FOUND} | ${siteName}`,
        description: ARTICLE_NOT_FOUND,
        canonicalUrl: `${origin}/articles`,
        siteName,
        robots: "noindex",
        cacheControl: "no-store",
      };
      return renderIntoShell(await fetchShell(c.env.ASSETS, c.req.url), head, 404);
    }
    const page = pageRequest(c);
    const head = { ...articleHead(article, origin, siteName), cacheControl: ARTICLES_CACHE_CONTROL };
    const data = { ...pageData(c, "/articles"), article: { article, html_content: html ?? null } };
    return publicPageResponse(page, head, data);
  });

/** Whether the client's route tree has a page of its own at `path`, not only the catch-all not-found route. */
function isAppPage(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.length > 0 && matches.at(-1)?.route.path !== "*";
}

/** A last path segment with an extension: a file the asset server does not have (a stale image, a missing icon). */
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;

/**
 * Every GET no other route answered (wrangler.toml: an address that is no file comes here). A page the browser draws
 * itself (advisor, payment results, an address the public routes don't draw) gets the SPA shell; an unknown address
 * the not-found page drawn by React, with a real 404 and `noindex` (a search engine must not index it as a page);
 * a missing file a short 404.
 */
export async function appPageOrNotFound(c: Context<AppEnv>): Promise<Response> {
  if (FILE_PATH.test(c.req.path)) return c.text("Не найдено", 404);
  if (isAppPage(c.req.path)) return plainSpa(c.env.ASSETS, c.req.raw);
  const { siteName } = c.var.config;
  const head: PageHead = {
    title: `Страница не найдена | ${siteName}`,
    description: "Такой страницы на сайте нет: проверь адрес или вернись на главную.",
    canonicalUrl: `${publicOrigin(c.var.config.siteUrl, c.req.url)}/`,
    siteName,
    robots: "noindex",
    cacheControl: "no-store",
  };
  // Any address can land here, so the drawn page is never kept in the cache (unbounded keys).
  return publicPageResponse(pageRequest(c, false), head, pageData(c, "/"), 404);
}

/** The SPA's shell for a page the browser draws, with the SPA's CSP (the API's deny-all default would be added). */
async function plainSpa(assets: Fetcher, request: Request): Promise<Response> {
  const answer = await fetchShell(assets, request.url);
  const response = new Response(answer.body, answer);
  if (!response.headers.has("Content-Security-Policy"))
    response.headers.set("Content-Security-Policy", SPA_CONTENT_SECURITY_POLICY);
  return response;
}
