import { PageFrame } from "../components/ui/PageFrame";

export default function PublicOfferPage() {
  return (
    <PageFrame title="Публичная оферта">
      <p>Условия оказания услуги анализа резюме.</p>
    </PageFrame>
  );
}
