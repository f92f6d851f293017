import { LegalDocumentView } from "../features/legal/LegalDocumentView";

/** /business-terms: the B2B terms of the API (content/legal/business-terms.md, docs/decisions/275). */
export default function BusinessTermsPage() {
  return <LegalDocumentView slug="business-terms" title="Условия для бизнеса (API)" />;
}
