import { PageFrame } from "../../components/ui/PageFrame";
import { TestDataMark } from "../../components/ui/TestDataMark";
import { useCached } from "../../lib/api";
import { LEGAL_ERROR, type LegalSlug, loadLegalDocument } from "./api";

// UTC: the date is a calendar day ("2026-11-01"); the server and a browser in any time zone must print the same.
const DATE = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * A legal page. The text comes as HTML rendered on the Worker from our own markdown, with every configured value
 * escaped there (worker/services/legal.ts), so it is inserted as is.
 */
export function LegalDocumentView({ slug, title }: { slug: LegalSlug; title: string }) {
  const state = useCached(`/api/legal/${slug}/`, () => loadLegalDocument(slug));
  return (
    <PageFrame title={title}>
      {state.status === "loading" && (
        // A screen tall while loading: the footer starts below the fold, so the arriving text shifts nothing (CLS).
        <p className="muted legal-loading" aria-live="polite">
          Загружаем документ…
        </p>
      )}
      {state.status === "error" && (
        <p className="error-text" role="alert">
          {LEGAL_ERROR}
        </p>
      )}
      {state.status === "ready" && (
        <>
          {state.data.testData && <TestDataMark />}
          {state.data.updated && <p className="muted">Редакция от {DATE.format(new Date(state.data.updated))}</p>}
          {/* Our own markdown, rendered on the Worker with every configured value escaped (decision 120). */}
          <div className="legal-text" data-testid="legal-text" dangerouslySetInnerHTML={{ __html: state.data.html }} />
        </>
      )}
    </PageFrame>
  );
}
