import { LegalDocumentView } from "../features/legal/LegalDocumentView";

/** /data-processing: the 152-FZ processing instruction for candidates' data (content/legal/data-processing.md). */
export default function DataProcessingPage() {
  return <LegalDocumentView slug="data-processing" title="Поручение на обработку персональных данных" />;
}
