/**
 * The detail page's body (spec section 2 "Article detail page"). The Worker draws /articles/{slug} with this same
 * component (docs/decisions/150) and hands the article over as initial data, so the browser hydrates it as is.
 */
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../components/ui/PageFrame";
import { ApiError, useInitialData } from "../../lib/api";
import { ArticleMeta } from "./ArticleCard";
import { ARTICLE_TEXTS, type Article, type ArticleImage, initialArticle, loadArticle, loadArticleHtml } from "./api";

export const DETAIL_TEXTS = {
  loading: "Загрузка статьи…",
  noContent: "Содержимое статьи отсутствует",
  backToList: "Ко всем статьям",
} as const;

type DetailState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; article: Article; html: string | null };

function Figure({ image, first }: { image: ArticleImage; first: boolean }) {
  return (
    <figure className="article-figure">
      <img
        src={image.image}
        alt={image.caption ?? ""}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        {...(first ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}

/** Body source order of the spec: the separate HTML, else the markdown's paragraphs as text, else the notice. */
function ArticleBody({ article, html }: { article: Article; html: string | null }) {
  if (html) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised against an allow-list when the content was synced (worker/articles/markdown.ts).
    return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  const paragraphs = (article.content ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="article-body">
      {paragraphs.length ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of paragraphs, never reordered.
        paragraphs.map((paragraph, i) => <p key={i}>{paragraph}</p>)
      ) : (
        <p>{DETAIL_TEXTS.noContent}</p>
      )}
    </div>
  );
}

/** `after` is shown below a loaded article (the page puts the analysis promo there). */
export function ArticleView({ slug, after }: { slug: string; after?: ReactNode }) {
  const initialData = useInitialData();
  const [state, setState] = useState<DetailState>(() => {
    const initial = initialArticle(initialData, slug);
    return initial ? { status: "ready", ...initial } : { status: "loading" };
  });
  useDocumentTitle(state.status === "ready" ? state.article.title : null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new slug loads; `state` tells whether it is drawn already.
  useEffect(() => {
    // Already drawn from the first HTML for this slug: nothing to load.
    if (state.status === "ready" && state.article.slug === slug) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    Promise.all([loadArticle(slug, controller.signal), loadArticleHtml(slug, controller.signal)]).then(
      ([article, html]) =>
        setState(article ? { status: "ready", article, html } : { status: "error", message: ARTICLE_TEXTS.notFound }),
      (error) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: "error", message: error instanceof ApiError ? error.message : ARTICLE_TEXTS.article });
      },
    );
    return () => controller.abort();
  }, [slug]);

  if (state.status === "loading")
    return (
      <p role="status" className="container page article-loading">
        {DETAIL_TEXTS.loading}
      </p>
    );
  if (state.status === "error") {
    return (
      <div className="container page article-page" role="alert">
        <h1>{state.message}</h1>
        <p>
          <Link to="/articles">{DETAIL_TEXTS.backToList}</Link>
        </p>
      </div>
    );
  }
  const { article, html } = state;
  const [first, ...rest] = article.images;
  return (
    <div className="container page article-page">
      <article className="article">
        <h1>{article.title}</h1>
        <ArticleMeta article={article} />
        {article.tags.length > 0 && (
          <ul className="tag-list" aria-label="Теги">
            {article.tags.map((tag) => (
              <li key={tag.slug}>
                <Link className="tag-chip" to={`/articles/tag/${tag.slug}`}>
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {first && <Figure image={first} first />}
        <ArticleBody article={article} html={html} />
        {rest.map((image) => (
          <Figure key={image.id} image={image} first={false} />
        ))}
        {article.videos.map((video) => (
          <figure key={video.id} className="article-video">
            <div className="article-video__frame">
              <iframe
                src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtube_id)}`}
                title={video.caption ?? `Видео: ${article.title}`}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
            {video.caption && <figcaption>{video.caption}</figcaption>}
          </figure>
        ))}
      </article>
      {after}
    </div>
  );
}
