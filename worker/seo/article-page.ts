/**
 * /articles/:slug's head for a visitor's first request: title, description, canonical link, Open Graph and the
 * `Article` JSON-LD, so crawlers and link previews get them without running JavaScript. The body is the page drawn
 * by React on the Worker (./public-pages.ts, client/features/articles/ArticleView.tsx).
 */
import type { PublishedArticle } from "../services/articles";
import type { PageHead } from "./public-pages";

export function articleHead(article: PublishedArticle, origin: string, siteName: string): PageHead {
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
  };
}
