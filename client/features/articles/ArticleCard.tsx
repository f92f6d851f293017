import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCalendarDate } from "../../lib/format";
import type { Article, ArticleImage } from "./api";

/**
 * The first image of an article, or a neutral document icon when it has none. `firstScreen`: the image is on the
 * page's first screen (the list's first card), so it loads at once with high priority — lazily it would wait for
 * layout and be the page's late largest paint.
 */
export function ArticleCover({
  image,
  firstScreen = false,
}: {
  image: ArticleImage | undefined;
  firstScreen?: boolean;
}) {
  if (!image) {
    return (
      <div className="article-card__placeholder" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="48"
          height="48"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <path d="M6 3h9l3 3v15H6z" />
          <path d="M9 10h6M9 14h6M9 18h4" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className="article-card__image"
      src={image.image}
      alt=""
      width={image.width ?? 640}
      height={image.height ?? 360}
      loading={firstScreen ? "eager" : "lazy"}
      fetchPriority={firstScreen ? "high" : undefined}
      decoding="async"
    />
  );
}

export function ArticleMeta({ article }: { article: Article }) {
  return (
    <p className="article-meta">
      <time dateTime={article.created_at}>{formatCalendarDate(article.created_at)}</time> · Автор: {article.author_name}
    </p>
  );
}

/**
 * A card of the list and of the carousel: cover, title, date, author, tags and what the caller adds. The title is an
 * h2 under the list page's h1, an h3 under the carousel's h2 (headings must not skip a level).
 */
export function ArticleCard({
  article,
  tags,
  children,
  headingLevel = 2,
  firstScreen = false,
}: {
  article: Article;
  tags: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
  firstScreen?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card article-card">
      <ArticleCover image={article.images[0]} firstScreen={firstScreen} />
      <div className="article-card__text">
        <Heading className="article-card__title">
          <Link to={`/articles/${article.slug}`}>{article.title}</Link>
        </Heading>
        <ArticleMeta article={article} />
        {tags}
        {children}
      </div>
    </article>
  );
}
