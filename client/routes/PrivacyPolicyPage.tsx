import { LegalDocumentView } from "../features/legal/LegalDocumentView";

export default function PrivacyPolicyPage() {
  return <LegalDocumentView slug="privacy-policy" title="Политика обработки персональных данных" />;
}
