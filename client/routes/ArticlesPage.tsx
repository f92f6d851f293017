import { PageFrame } from "../components/ui/PageFrame";

export default function ArticlesPage() {
  return (
    <PageFrame title="Статьи">
      <p>Полезные статьи о резюме и трудоустройстве скоро появятся здесь.</p>
    </PageFrame>
  );
}
