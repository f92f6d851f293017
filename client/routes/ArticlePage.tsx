import { PageFrame } from "../components/ui/PageFrame";

export default function ArticlePage() {
  return (
    <PageFrame title="Статья">
      <p>Загрузка статьи…</p>
    </PageFrame>
  );
}
