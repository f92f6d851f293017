/**
 * The articles calls of spec section 7, as the spec describes them: the index names the list and tag addresses,
 * everything else follows those addresses. Texts of spec section 8 live here.
 */
import { ARTICLE_LIST_PATH, type InitialData } from "../../../shared/initial-data";
import { ApiError, api, loadCached } from "../../lib/api";

export interface ArticleTag {
  id: string;
  name: string;
  slug: string;
}

export interface ArticleImage {
  id: string;
  image: string;
  caption: string | null;
  width?: number | null;
  height?: number | null;
}

export interface Article {
  id: string;
  title: string;
  slug: string;
  description?: string;
  content?: string | null;
  is_published: boolean;
  created_at: string;
  author_name: string;
  tags: ArticleTag[];
  images: ArticleImage[];
  videos: { id: string; youtube_id: string; caption: string | null }[];
}

interface ArticlesIndex {
  articles: string;
  tags?: string;
}

export const ARTICLE_TEXTS = {
  index: "Не удалось загрузить информацию о статьях",
  badIndex: "Неверный формат ответа API",
  list: "Не удалось загрузить статьи",
  article: "Не удалось загрузить статью",
  notFound: "Статья не найдена",
} as const;

/** How long the list and the index stay in memory while the visitor moves between pages. */
export const ARTICLES_CACHE_MS = 60_000;

/** `GET /api/articles/` (JSON): the addresses of the list and of the tags. */
export function loadArticlesIndex(): Promise<ArticlesIndex> {
  return loadCached(
    "/api/articles/",
    async () => {
      const index = await api<Partial<ArticlesIndex>>("/api/articles/", { fallback: ARTICLE_TEXTS.index });
      if (!index || typeof index.articles !== "string") {
        throw new ApiError(ARTICLE_TEXTS.badIndex, 200, "bad_response", index);
      }
      return { articles: index.articles, tags: typeof index.tags === "string" ? index.tags : undefined };
    },
    ARTICLES_CACHE_MS,
  );
}

/** "{address}" + "{slug}/…" without a doubled slash (the spec writes both `{articles}{slug}/` and `{articles}/{slug}/`). */
function join(address: string, ...parts: string[]): string {
  return `${address.replace(/\/+$/, "")}/${parts.map(encodeURIComponent).join("/")}/`;
}

/** The list payload is a plain array or `{results: [...]}`; any other shape is logged and read as empty (spec 5). */
export function publishedOnly(payload: unknown): Article[] {
  const items = Array.isArray(payload)
    ? payload
    : payload && typeof payload === "object" && Array.isArray((payload as { results?: unknown }).results)
      ? (payload as { results: unknown[] }).results
      : null;
  if (!items) {
    console.error("Unexpected articles list format", payload);
    return [];
  }
  return (items as Article[]).filter((item) => item && item.is_published === true);
}

/** Published articles, newest first as the server sends them: the list at the address the index names. */
export async function fetchArticles(): Promise<Article[]> {
  const index = await loadArticlesIndex();
  return publishedOnly(await api<unknown>(index.articles, { fallback: ARTICLE_TEXTS.list }));
}

/** The published articles, shared by the list page and the home carousel while fresh. */
export function loadArticles(): Promise<Article[]> {
  return loadCached(ARTICLE_LIST_PATH, fetchArticles, ARTICLES_CACHE_MS);
}

/** Tags for the filter; a failure is only logged (spec section 7): the filter then offers "all" only. */
export async function fetchTags(): Promise<ArticleTag[]> {
  try {
    const index = await loadArticlesIndex();
    if (!index.tags) return [];
    const tags = await api<unknown>(index.tags, { fallback: ARTICLE_TEXTS.list });
    return Array.isArray(tags) ? (tags as ArticleTag[]) : [];
  } catch (error) {
    console.error("Failed to load article tags", error);
    return [];
  }
}

/**
 * The article the Worker drew /articles/{slug} with (its initial data, worker/seo/public-pages.ts): the page shows
 * it at once, as the server drew it, instead of a loading text and two calls.
 */
export function initialArticle(data: InitialData, slug: string): { article: Article; html: string | null } | null {
  const article = data.article?.article as Article | undefined;
  if (article?.is_published !== true || article.slug !== slug) return null;
  const html = data.article?.html_content;
  return { article, html: typeof html === "string" && html.trim() ? html : null };
}

/** One article; `null` when the server says there is none (404) or it is not published. */
export async function loadArticle(slug: string, signal?: AbortSignal): Promise<Article | null> {
  const index = await loadArticlesIndex();
  try {
    const article = await api<Article>(join(index.articles, slug), { fallback: ARTICLE_TEXTS.article, signal });
    return article && article.is_published === true ? article : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The article's rendered HTML, or null: a failure here is silent (the page falls back to the markdown). */
export async function loadArticleHtml(slug: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const index = await loadArticlesIndex();
    const body = await api<{ html_content?: unknown }>(join(index.articles, slug, "html-content"), { signal });
    return typeof body?.html_content === "string" && body.html_content.trim() ? body.html_content : null;
  } catch {
    return null;
  }
}
