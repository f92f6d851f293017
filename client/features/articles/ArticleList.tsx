/** The list page's body (spec section 2 "Article list page"): tag filter buttons and the grid of cards. */
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../lib/api";
import { type Article, ARTICLE_TEXTS, type ArticleTag, loadArticles, loadTags } from "./api";
import { ArticleCard } from "./ArticleCard";

type ListState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; articles: Article[] };

export const LIST_TEXTS = {
  loading: "Загрузка статей...",
  all: "Все статьи",
  emptyFiltered: "Статей с выбранным тегом не найдено",
  empty: "Статей пока нет",
  readMore: "Читать статью",
} as const;

/** `tagSlug` is the filter (null: all); choosing a tag goes to /articles/tag/{slug}, so the filter is in the address. */
export function ArticleList({ tagSlug }: { tagSlug: string | null }) {
  const [state, setState] = useState<ListState>({ status: "loading" });
  const [tags, setTags] = useState<ArticleTag[]>([]);
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    loadArticles().then(
      (articles) => live && setState({ status: "ready", articles }),
      (error) => {
        console.error(error);
        if (live) setState({ status: "error", message: error instanceof ApiError ? error.message : ARTICLE_TEXTS.list });
      },
    );
    loadTags().then((loaded) => live && setTags(loaded));
    return () => {
      live = false;
    };
  }, []);

  const choose = (slug: string | null) => navigate(slug ? `/articles/tag/${slug}` : "/articles");

  // Tall while loading, so the footer starts below the fold and the arriving grid shifts nothing (CLS).
  if (state.status === "loading") return <p role="status" className="article-loading">{LIST_TEXTS.loading}</p>;
  if (state.status === "error") return <p role="alert" className="article-error">{state.message}</p>;

  const shown = tagSlug ? state.articles.filter((article) => article.tags.some((tag) => tag.slug === tagSlug)) : state.articles;
  return (
    <>
      <div className="tag-filter" role="group" aria-label="Фильтр по тегам">
        <button type="button" className="tag-filter__button" aria-pressed={tagSlug === null} onClick={() => choose(null)}>
          {LIST_TEXTS.all}
        </button>
        {tags.map((tag) => (
          <button key={tag.slug} type="button" className="tag-filter__button" aria-pressed={tagSlug === tag.slug} onClick={() => choose(tag.slug)}>
            {tag.name}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="article-empty">{tagSlug ? LIST_TEXTS.emptyFiltered : LIST_TEXTS.empty}</p>
      ) : (
        <ul className="article-grid">
          {shown.map((article) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                tags={
                  <ul className="tag-list" aria-label="Теги">
                    {article.tags.map((tag) => (
                      <li key={tag.slug}>
                        <button type="button" className="tag-chip" onClick={() => choose(tag.slug)}>
                          {tag.name}
                        </button>
                      </li>
                    ))}
                  </ul>
                }
              >
                <Link className="btn btn--outline btn--small" to={`/articles/${article.slug}`} aria-label={`${LIST_TEXTS.readMore}: ${article.title}`}>
                  {LIST_TEXTS.readMore}
                </Link>
              </ArticleCard>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
