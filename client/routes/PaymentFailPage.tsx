import { PageFrame } from "../components/ui/PageFrame";

export default function PaymentFailPage() {
  return (
    <PageFrame title="Оплата не завершена">
      <p>Произошла ошибка при обработке платежа.</p>
    </PageFrame>
  );
}
