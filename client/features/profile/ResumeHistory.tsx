/** The resume history of the profile panel: file, date, status, score out of 10, the user's stars, a link. */
import type { ResumeListItem } from "../../../shared/schemas/resume";
import { formatDateTime } from "../../lib/format";

const STATUS_LABELS: Record<ResumeListItem["analysis_status"], string> = {
  none: "Не проанализировано",
  queued: "В очереди на анализ",
  running: "Анализируется",
  done: "Проанализировано",
  failed: "Ошибка анализа",
};

const scoreFormat = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function Stars({ stars }: { stars: number | null }) {
  if (stars === null) return <span className="resume-history__muted">Без оценки</span>;
  return (
    <span className="resume-history__stars" role="img" aria-label={`Твоя оценка: ${stars} из 5`}>
      {"★".repeat(stars)}
      <span aria-hidden="true" className="resume-history__stars-empty">
        {"★".repeat(5 - stars)}
      </span>
    </span>
  );
}

interface ResumeHistoryProps {
  items: ResumeListItem[];
  onView: (resumeId: string) => void;
}

export function ResumeHistory({ items, onView }: ResumeHistoryProps) {
  if (items.length === 0) return <p className="resume-history__muted">Здесь появятся загруженные тобой резюме.</p>;
  return (
    <ul className="resume-history" data-testid="resume-history">
      {items.map((item) => (
        <li key={item.id} className="resume-history__item">
          <p className="resume-history__name">{item.filename}</p>
          <p className="resume-history__meta">
            <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
            <span>{STATUS_LABELS[item.analysis_status]}</span>
          </p>
          <p className="resume-history__meta">
            <span>
              Оценка: {item.overall_score === null ? "—" : <strong>{scoreFormat.format(item.overall_score)} / 10</strong>}
            </span>
            <Stars stars={item.rating_stars} />
          </p>
          <button type="button" className="btn btn--outline btn--small" onClick={() => onView(item.id)} aria-label={`Посмотреть анализ: ${item.filename}`}>
            Посмотреть анализ
          </button>
        </li>
      ))}
    </ul>
  );
}
