/**
 * The articles API (spec section 7), shaped like the original REST router: the index names the list and tag
 * addresses, the client follows them.
 *   GET /api/articles/                               → { articles, tags }
 *   GET /api/articles/articles/[?tag=slug]           → { count, results } (published only, newest first)
 *   GET /api/articles/articles/:slug/                → one article (404 for unknown or unpublished)
 *   GET /api/articles/articles/:slug/html-content/   → { html_content }
 *   GET /api/articles/tags/                          → tags of published articles
 * Public content: cached briefly by browsers and the edge (decision 090); a publish shows within a minute or so.
 */
import { Hono } from "hono";
import { ARTICLE_LIST_PATH, ARTICLE_TAGS_PATH } from "../../shared/initial-data";
import { notFound } from "../lib/errors";
import {
  findPublishedArticle,
  findPublishedArticleHtml,
  listPublishedArticles,
  listUsedTags,
} from "../services/articles";
import type { AppEnv } from "../types";

export const ARTICLE_NOT_FOUND = "Статья не найдена";
/** Short enough that a sync is visible soon; stale-while-revalidate keeps the page fast while the edge refreshes. */
export const ARTICLES_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

export const articleRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", ARTICLES_CACHE_CONTROL);
  })
  .get("/", (c) => c.json({ articles: ARTICLE_LIST_PATH, tags: ARTICLE_TAGS_PATH }))
  .get("/articles/", async (c) => {
    const results = await listPublishedArticles(c.var.db, c.req.query("tag") || undefined);
    return c.json({ count: results.length, results });
  })
  .get("/articles/:slug/", async (c) => {
    const article = await findPublishedArticle(c.var.db, c.req.param("slug"));
    if (!article) throw notFound(ARTICLE_NOT_FOUND);
    return c.json(article);
  })
  .get("/articles/:slug/html-content/", async (c) => {
    const html = await findPublishedArticleHtml(c.var.db, c.req.param("slug"));
    if (html === undefined) throw notFound(ARTICLE_NOT_FOUND);
    return c.json({ html_content: html ?? "" });
  })
  .get("/tags/", async (c) => c.json(await listUsedTags(c.var.db)));
