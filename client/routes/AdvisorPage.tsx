import { PageFrame } from "../components/ui/PageFrame";

export default function AdvisorPage() {
  return (
    <PageFrame title="Карьерный консультант">
      <p>ИИ-консультант по карьере (бета) доступен после входа и загрузки резюме.</p>
    </PageFrame>
  );
}
