/**
 * The home page's articles carousel (spec section 2 "Articles carousel", section 9: 5000 ms). One card at a time;
 * arrows wrap; a dot per article. It advances by itself only with more than one article, never while the pointer is
 * over it or focus is inside it, and never for visitors who asked for reduced motion; any manual change restarts the
 * timer.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useCached } from "../../lib/api";
import { ArticleCard } from "./ArticleCard";
import { type Article, loadArticles } from "./api";
import { excerptOf } from "./excerpt";

export const CAROUSEL_INTERVAL_MS = 5000;

export const CAROUSEL_TEXTS = {
  title: "Полезные статьи о резюме и трудоустройстве",
  all: "Все статьи",
  loading: "Загрузка статей...",
  error: "Не удалось загрузить статьи",
  read: "Читать статью",
  previous: "Предыдущая статья",
  next: "Следующая статья",
} as const;

function usePrefersReducedMotion(): boolean {
  const query = "(prefers-reduced-motion: reduce)";
  const [reduced, setReduced] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, []);
  return reduced;
}

function Slides({ articles }: { articles: Article[] }) {
  const [index, setIndex] = useState(0);
  /** Bumped on every manual change, so the timer restarts even when the slide stays the same. */
  const [manualChanges, setManualChanges] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = articles.length;
  const rotating = count > 1 && !hovered && !focused && !reducedMotion;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` and `manualChanges` restart the 5 s timer on every change.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, manualChanges, count]);

  const go = (next: number) => {
    setIndex(((next % count) + count) % count);
    setManualChanges((n) => n + 1);
  };
  const article = articles[Math.min(index, count - 1)]!;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel is a group with a role description; a <section> here would be a second landmark with the block's own name.
    <div
      className="carousel"
      role="group"
      aria-roledescription="карусель"
      aria-label={CAROUSEL_TEXTS.title}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__viewport" aria-live={rotating ? "off" : "polite"}>
        {/* biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern is a group with a role description. */}
        <div
          role="group"
          aria-roledescription="слайд"
          aria-label={`${index + 1} из ${count}`}
          data-testid="carousel-slide"
        >
          <ArticleCard
            article={article}
            headingLevel={3}
            tags={
              article.tags.length > 0 && (
                <ul className="tag-list" aria-label="Теги">
                  {article.tags.map((tag) => (
                    <li key={tag.slug}>
                      <span className="tag-chip">{tag.name}</span>
                    </li>
                  ))}
                </ul>
              )
            }
          >
            <p className="article-card__excerpt">{excerptOf(article.content)}</p>
            <Link className="btn btn--primary btn--small" to={`/articles/${article.slug}`}>
              {CAROUSEL_TEXTS.read}
            </Link>
          </ArticleCard>
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow"
            aria-label={CAROUSEL_TEXTS.previous}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <div className="carousel__dots">
            {articles.map((item, i) => (
              <button
                key={item.id}
                type="button"
                className="carousel__dot"
                aria-label={`Статья ${i + 1}: ${item.title}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__arrow"
            aria-label={CAROUSEL_TEXTS.next}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}

export default function ArticlesCarousel() {
  const state = useCached("articles:carousel", loadArticles, 60_000);
  useEffect(() => {
    // The visitor sees the short text; the reason (index, format or list) goes to the console (spec section 8).
    if (state.status === "error") console.error(state.error);
  }, [state]);
  if (state.status === "ready" && state.data.length === 0) return null;
  return (
    <section className="container articles-carousel" aria-labelledby="articles-carousel-title">
      <div className="articles-carousel__head">
        <h2 id="articles-carousel-title">{CAROUSEL_TEXTS.title}</h2>
        <Link className="btn btn--outline btn--small" to="/articles">
          {CAROUSEL_TEXTS.all}
        </Link>
      </div>
      {state.status === "loading" && <p role="status">{CAROUSEL_TEXTS.loading}</p>}
      {state.status === "error" && (
        <p role="alert" className="article-error">
          {CAROUSEL_TEXTS.error}
        </p>
      )}
      {state.status === "ready" && <Slides articles={state.data} />}
    </section>
  );
}
