import { PageFrame } from "../components/ui/PageFrame";

export default function PartnershipPage() {
  return (
    <PageFrame title="Партнёрство">
      <p>Онлайн-школам и HR-специалистам: обсудим интеграцию анализа резюме.</p>
    </PageFrame>
  );
}
