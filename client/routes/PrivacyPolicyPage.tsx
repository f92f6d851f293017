import { PageFrame } from "../components/ui/PageFrame";

export default function PrivacyPolicyPage() {
  return (
    <PageFrame title="Политика конфиденциальности">
      <p>Как мы обрабатываем и защищаем персональные данные.</p>
    </PageFrame>
  );
}
