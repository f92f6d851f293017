import { PageFrame } from "../components/ui/PageFrame";

export default function PaymentSuccessPage() {
  return (
    <PageFrame title="Оплата прошла успешно">
      <p>Переходим к анализу резюме…</p>
    </PageFrame>
  );
}
