import { PageFrame } from "../components/ui/PageFrame";

export default function FaqPage() {
  return (
    <PageFrame title="Вопросы и ответы">
      <p>Ответы на частые вопросы о сервисе.</p>
    </PageFrame>
  );
}
