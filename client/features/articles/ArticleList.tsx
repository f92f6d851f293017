/** The list page's body (spec section 2 "Article list page"): tag filter buttons and the grid of cards. */
import { Link, useNavigate } from "react-router";
import { ARTICLE_LIST_PATH, ARTICLE_TAGS_PATH } from "../../../shared/initial-data";
import { ApiError, useCached } from "../../lib/api";
import { ArticleCard } from "./ArticleCard";
import { ARTICLE_TEXTS, ARTICLES_CACHE_MS, type ArticleTag, fetchArticles, fetchTags } from "./api";

const NO_TAGS: ArticleTag[] = [];

export const LIST_TEXTS = {
  loading: "Загрузка статей...",
  all: "Все статьи",
  emptyFiltered: "Статей с выбранным тегом не найдено",
  empty: "Статей пока нет",
  readMore: "Читать статью",
} as const;

/** `tagSlug` is the filter (null: all); choosing a tag goes to /articles/tag/{slug}, so the filter is in the address. */
export function ArticleList({ tagSlug }: { tagSlug: string | null }) {
  // Through the shared cache: a page the Worker drew arrives with both answers (docs/decisions/150), so the first
  // render shows the grid, not the loading line.
  const state = useCached(ARTICLE_LIST_PATH, fetchArticles, ARTICLES_CACHE_MS);
  const tagsState = useCached(ARTICLE_TAGS_PATH, fetchTags, ARTICLES_CACHE_MS);
  const tags = tagsState.status === "ready" ? tagsState.data : NO_TAGS;
  const navigate = useNavigate();

  const choose = (slug: string | null) => navigate(slug ? `/articles/tag/${slug}` : "/articles");

  // Tall while loading, so the footer starts below the fold and the arriving grid shifts nothing (CLS).
  if (state.status === "loading")
    return (
      <p role="status" className="article-loading">
        {LIST_TEXTS.loading}
      </p>
    );
  if (state.status === "error")
    return (
      <p role="alert" className="article-error">
        {state.error instanceof ApiError ? state.error.message : ARTICLE_TEXTS.list}
      </p>
    );

  const shown = tagSlug ? state.data.filter((article) => article.tags.some((tag) => tag.slug === tagSlug)) : state.data;
  return (
    <>
      <fieldset className="tag-filter">
        <legend className="visually-hidden">Фильтр по тегам</legend>
        <button
          type="button"
          className="tag-filter__button"
          aria-pressed={tagSlug === null}
          onClick={() => choose(null)}
        >
          {LIST_TEXTS.all}
        </button>
        {tags.map((tag) => (
          <button
            key={tag.slug}
            type="button"
            className="tag-filter__button"
            aria-pressed={tagSlug === tag.slug}
            onClick={() => choose(tag.slug)}
          >
            {tag.name}
          </button>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <p className="article-empty">{tagSlug ? LIST_TEXTS.emptyFiltered : LIST_TEXTS.empty}</p>
      ) : (
        <ul className="article-grid">
          {shown.map((article, index) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                firstScreen={index === 0}
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
                <Link
                  className="btn btn--outline btn--small"
                  to={`/articles/${article.slug}`}
                  aria-label={`${LIST_TEXTS.readMore}: ${article.title}`}
                >
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
