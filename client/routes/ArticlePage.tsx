import { Link, useParams } from "react-router";
import { ArticleView } from "../features/articles/ArticleView";

/** /articles/{slug}: the article, then the analysis promo and the way on (spec section 2). */
export default function ArticlePage() {
  const { slug = "" } = useParams();
  return (
    <ArticleView
      slug={slug}
      after={
        <aside className="card article-promo" aria-labelledby="article-promo-title">
          <h2 id="article-promo-title">Проверь своё резюме</h2>
          <p>Загрузи резюме — через 30 секунд получишь сильные и слабые стороны и рекомендации.</p>
          <div className="actions">
            <Link className="btn btn--primary" to="/">
              Анализ резюме
            </Link>
            <Link className="btn btn--outline" to="/articles">
              Все статьи
            </Link>
          </div>
        </aside>
      }
    />
  );
}
