import { useParams } from "react-router";
import { PageFrame } from "../components/ui/PageFrame";
import { ArticleList } from "../features/articles/ArticleList";

/** /articles and /articles/tag/{tagSlug}: the same list, the second pre-filtered. */
export default function ArticlesPage() {
  const { tagSlug } = useParams();
  return (
    <PageFrame title="Статьи" wide>
      <ArticleList tagSlug={tagSlug ?? null} />
    </PageFrame>
  );
}
