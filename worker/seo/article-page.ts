/**
 * /articles/:slug for a visitor's first request: the article rendered into the SPA shell (worker/seo/shell.ts), so
 * crawlers and link previews get the title, description, canonical link, Open Graph, JSON-LD and the body without
 * running JavaScript. The markup uses the class names of client/features/articles/ArticleView.tsx, so the page
 * looks the same before and after React mounts.
 */
import type { PublishedArticle } from "../services/articles";
import { escapeHtml, type ShellContent } from "./shell";

/** Read by client/features/articles/api.ts (`initialArticle`). */
export const INITIAL_ARTICLE_ID = "initial-article";

const RU_DATE = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

function figure(image: PublishedArticle["images"][number], eager: boolean): string {
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : "";
  const loading = eager ? ` fetchpriority="high"` : ` loading="lazy"`;
  const caption = image.caption ? `<figcaption>${escapeHtml(image.caption)}</figcaption>` : "";
  return `<figure class="article-figure"><img src="${escapeHtml(image.image)}" alt="${escapeHtml(image.caption ?? "")}"${size}${loading} />${caption}</figure>`;
}

/** Without stored HTML: the markdown's paragraphs as plain text, as the SPA shows them. */
function paragraphs(content: string): string {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("");
}

/** The article's body markup; `html` is the sanitised html_content from the content sync. */
export function articleBodyHtml(article: PublishedArticle, html: string | null): string {
  const [first, ...rest] = article.images;
  const tags = article.tags
    .map((tag) => `<li><a class="tag-chip" href="/articles/tag/${escapeHtml(tag.slug)}">${escapeHtml(tag.name)}</a></li>`)
    .join("");
  return [
    // The layout's <main> (client/components/layout/RootLayout.tsx); header and footer come with React.
    `<main id="main" class="site-main"><div class="container page article-page"><article class="article">`,
    `<h1>${escapeHtml(article.title)}</h1>`,
    `<p class="article-meta"><time datetime="${article.created_at}">${RU_DATE.format(new Date(article.created_at))}</time> · Автор: ${escapeHtml(article.author_name)}</p>`,
    tags ? `<ul class="tag-list" aria-label="Теги">${tags}</ul>` : "",
    first ? figure(first, true) : "",
    `<div class="article-body">${html || paragraphs(article.content) || "<p>Содержимое статьи отсутствует</p>"}</div>`,
    ...rest.map((image) => figure(image, false)),
    `</article></div></main>`,
  ].join("");
}

export function articleShellContent(article: PublishedArticle, html: string | null, origin: string, siteName: string): ShellContent {
  const url = `${origin}/articles/${article.slug}`;
  const imageUrl = article.images[0] ? new URL(article.images[0].image, origin).href : undefined;
  const description = article.description || article.title;
  return {
    title: `${article.title} | ${siteName}`,
    description,
    canonicalUrl: url,
    type: "article",
    imageUrl,
    siteName,
    extraProperties: {
      "article:published_time": article.created_at,
      ...(article.updated_at ? { "article:modified_time": article.updated_at } : {}),
    },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description,
      datePublished: article.created_at,
      dateModified: article.updated_at ?? article.created_at,
      author: { "@type": "Organization", name: article.author_name },
      publisher: { "@type": "Organization", name: siteName },
      mainEntityOfPage: url,
      inLanguage: "ru-RU",
      keywords: article.tags.map((tag) => tag.name).join(", "),
      ...(imageUrl ? { image: [imageUrl] } : {}),
    },
    bodyHtml: articleBodyHtml(article, html),
    // The SPA renders the same article from this at once, instead of a loading text and two API calls.
    initialData: { id: INITIAL_ARTICLE_ID, value: { article, html_content: html } },
  };
}
