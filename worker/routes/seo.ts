import { Hono } from "hono";
import { SPA_CONTENT_SECURITY_POLICY } from "../middleware/security-headers";
import { articleShellContent } from "../seo/article-page";
import { escapeHtml, fetchShell, renderIntoShell } from "../seo/shell";
import { findPublishedArticle, findPublishedArticleHtml, listPublishedArticles } from "../services/articles";
import type { AppEnv } from "../types";
import { ARTICLE_NOT_FOUND, ARTICLES_CACHE_CONTROL } from "./articles";

/** Public pages listed for search engines; the SPA fallback would otherwise answer these with index.html. */
const PUBLIC_PATHS = ["/", "/articles", "/faq", "/career-consultation", "/partnership", "/investor-pitch", "/privacy-policy", "/public-offer"];

/** How many of the newest articles the RSS feed carries. */
const RSS_ITEMS = 20;

/** The configured public origin; the request's own only when SITE_URL is unset (local development). */
function publicOrigin(siteUrl: string, requestUrl: string): string {
  return siteUrl ? siteUrl.replace(/\/+$/, "") : new URL(requestUrl).origin;
}

export const seoRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = publicOrigin(c.var.config.siteUrl, c.req.url);
    return c.text(`User-agent: *\nDisallow: /api/\nDisallow: /payment/\nSitemap: ${origin}/sitemap.xml\n`);
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
  .get("/articles/:slug", async (c) => {
    const slug = c.req.param("slug");
    const origin = publicOrigin(c.var.config.siteUrl, c.req.url);
    const siteName = c.var.config.siteName;
    const [article, html, shell] = await Promise.all([
      findPublishedArticle(c.var.db, slug),
      findPublishedArticleHtml(c.var.db, slug),
      fetchShell(c.env.ASSETS, c.req.url),
    ]);
    if (!article) {
      return renderIntoShell(
        shell,
        {
          title: `${ARTICLE_NOT_FOUND} | ${siteName}`,
          description: ARTICLE_NOT_FOUND,
          canonicalUrl: `${origin}/articles`,
          siteName,
          robots: "noindex",
          cacheControl: "no-store",
        },
        404,
      );
    }
    return renderIntoShell(shell, { ...articleShellContent(article, html ?? null, origin, siteName), cacheControl: ARTICLES_CACHE_CONTROL });
  })
  // wrangler.toml sends every /articles/* address here first; the rest (tag lists, a trailing slash) is the plain SPA.
  .get("/articles/*", (c) => plainSpa(c.env.ASSETS, c.req.raw));

/** The asset server's answer, with the SPA's CSP (the API's deny-all default would be added otherwise). */
async function plainSpa(assets: Fetcher, request: Request): Promise<Response> {
  const answer = await assets.fetch(request);
  const response = new Response(answer.body, answer);
  if (!response.headers.has("Content-Security-Policy")) response.headers.set("Content-Security-Policy", SPA_CONTENT_SECURITY_POLICY);
  return response;
}
