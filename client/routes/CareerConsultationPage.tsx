import { PageFrame } from "../components/ui/PageFrame";

export default function CareerConsultationPage() {
  return (
    <PageFrame title="Карьерная консультация">
      <p>Консультация по карьере и поиску работы.</p>
    </PageFrame>
  );
}
