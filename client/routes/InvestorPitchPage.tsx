import { PageFrame } from "../components/ui/PageFrame";

export default function InvestorPitchPage() {
  return (
    <PageFrame title="Rework для инвесторов">
      <p>Проблема, решение, рынок, трекшн, бизнес-модель, дорожная карта и инвестиции.</p>
    </PageFrame>
  );
}
