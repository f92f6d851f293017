/**
 * Home state 2 (spec section 2): the uploaded file's name, a payment notice while unpaid, the analyse or pay button
 * and a reset. Presentational: what the buttons do is decided by the workspace.
 */

import { analysisClaims } from "../../../shared/analysis-claims";
import type { ResumeResponse } from "../../../shared/schemas/resume";
import { FileName } from "../../components/ui/FileName";
import { formatCount, formatDateTime, formatFileSize } from "../../lib/format";
import { useSiteConfig } from "../../lib/site-config";
import "./upload.css";

export interface UploadedResumeProps {
  resume: ResumeResponse;
  onAnalyze: () => void;
  onPay: () => void;
  onReset: () => void;
  /** True while an action started from here is running; the buttons wait. */
  busy: boolean;
}

function describe(resume: ResumeResponse): string {
  const parts = [formatFileSize(resume.file_size)];
  if (resume.page_count) parts.push(formatCount(resume.page_count, ["страница", "страницы", "страниц"]));
  const uploadedAt = formatDateTime(resume.created_at);
  if (uploadedAt) parts.push(`загружено ${uploadedAt}`);
  return parts.join(" · ");
}

export function UploadedResume({ resume, onAnalyze, onPay, onReset, busy }: UploadedResumeProps) {
  const { priceRub, analysis } = useSiteConfig();
  const { actor } = analysisClaims(analysis);
  return (
    <section className="card uploaded" data-testid="uploaded-resume" aria-label="Загруженное резюме" aria-busy={busy}>
      <p className="uploaded__file">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zm0 0v5h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <FileName name={resume.filename} testId="uploaded-filename" />
      </p>
      <p className="uploaded__meta">{describe(resume)}</p>
      {!resume.is_paid && (
        <p className="uploaded__payment" data-testid="payment-notice">
          Анализ стоит {priceRub} ₽. После оплаты {actor} разберёт резюме примерно за 30 секунд, а сопроводительное
          письмо ты получишь бесплатно.
        </p>
      )}
      <div className="actions">
        {resume.is_paid ? (
          <button
            type="button"
            className="btn btn--primary"
            onClick={onAnalyze}
            disabled={busy}
            data-testid="analyze-button"
          >
            Проанализировать резюме
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={onPay} disabled={busy} data-testid="pay-button">
            Оплатить анализ — {priceRub} ₽
          </button>
        )}
        <button type="button" className="btn btn--outline" onClick={onReset} disabled={busy} data-testid="reset-button">
          Загрузить другое резюме
        </button>
      </div>
    </section>
  );
}
