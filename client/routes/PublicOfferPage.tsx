import { LegalDocumentView } from "../features/legal/LegalDocumentView";

export default function PublicOfferPage() {
  return <LegalDocumentView slug="public-offer" title="Публичная оферта" />;
}
