/**
 * While analysing (spec section 4): "up to 30 seconds" with a visual progress; past 30 s the longer-wait text that
 * promises a result within 5 minutes. The bar is an estimate of the usual 30 s, never claims to be done.
 */
import { useEffect, useState } from "react";
import "./analysis.css";
import { ProgressBar } from "../../components/ui/ProgressBar";

export const PROGRESS_TEXT = "Анализ займёт до 30 секунд…";
export const LONG_WAIT_TEXT =
  "Анализ занимает больше времени, чем обычно. Результат будет готов в течение 5 минут — не закрывай страницу.";
const USUAL_MS = 30_000;
const MAX_SHOWN_PERCENT = 95;

export function AnalysisProgress({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, now - startedAt);
  const longWait = elapsed >= USUAL_MS;
  // Eases towards the cap so the bar keeps moving during a long wait without ever reaching 100%.
  const percent = Math.round(MAX_SHOWN_PERCENT * (1 - Math.exp((-2.5 * elapsed) / USUAL_MS)));
  return (
    <div className="card analysis-progress" data-testid="analysis-progress" aria-busy="true">
      <h2 className="analysis-progress__title">Анализируем резюме</h2>
      <ProgressBar className="analysis-progress__bar" label="Ход анализа" percent={percent} />
      <p className="analysis-progress__text" role="status" aria-live="polite" data-testid="analysis-progress-text">
        {longWait ? LONG_WAIT_TEXT : PROGRESS_TEXT}
      </p>
      <ul className="analysis-progress__steps" aria-hidden="true">
        <li className={elapsed > 0 ? "is-done" : ""}>Читаем текст и структуру</li>
        <li className={elapsed > 4000 ? "is-done" : ""}>Проверяем более 50 критериев</li>
        <li className={elapsed > 10_000 ? "is-done" : ""}>Оцениваем навыки и рынок</li>
        <li className={elapsed > 20_000 ? "is-done" : ""}>Готовим рекомендации</li>
      </ul>
    </div>
  );
}

export function AnalysisErrorView({
  message,
  onRetry,
  onUploadAnother,
}: {
  message: string;
  onRetry: () => void;
  onUploadAnother: () => void;
}) {
  return (
    <div className="card analysis-error" role="alert" data-testid="analysis-error">
      <h2 className="analysis-error__title">Не получилось проанализировать резюме</h2>
      <p data-testid="analysis-error-message">{message}</p>
      <p className="analysis-error__hint">Попробуй запустить анализ ещё раз или загрузи другое резюме.</p>
      <div className="actions">
        <button type="button" className="btn btn--primary" onClick={onRetry} data-testid="analysis-retry">
          Повторить анализ
        </button>
        <button type="button" className="btn btn--outline" onClick={onUploadAnother}>
          Загрузить другое резюме
        </button>
      </div>
    </div>
  );
}
