/** The resume history of the profile panel: file, date, status, score out of 10, the user's stars, a link. */
import { useState } from "react";
import type { ResumeListItem } from "../../../shared/schemas/resume";
import { FileName } from "../../components/ui/FileName";
import { formatDateTime, formatScore } from "../../lib/format";
import { reworkDocxPath } from "./api";
import { VersionComparison } from "./VersionComparison";

const STATUS_LABELS: Record<ResumeListItem["analysis_status"], string> = {
  none: "Не проанализировано",
  queued: "В очереди на анализ",
  running: "Анализируется",
  done: "Проанализировано",
  failed: "Ошибка анализа",
};

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

/** The analysed resume uploaded before this one (the history is newest first), to compare with. */
function previousAnalysed(items: ResumeListItem[], index: number): ResumeListItem | null {
  if (items[index]?.analysis_status !== "done") return null;
  return items.slice(index + 1).find((item) => item.analysis_status === "done") ?? null;
}

export function ResumeHistory({ items, onView }: ResumeHistoryProps) {
  const [comparing, setComparing] = useState<string | null>(null);
  if (items.length === 0) return <p className="resume-history__muted">Здесь появятся загруженные тобой резюме.</p>;
  return (
    <ul className="resume-history" data-testid="resume-history">
      {items.map((item, index) => {
        const previous = previousAnalysed(items, index);
        return (
          <li key={item.id} className="resume-history__item">
            <p className="resume-history__name">
              <FileName name={item.filename} />
            </p>
            <p className="resume-history__meta">
              <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
              <span>{STATUS_LABELS[item.analysis_status]}</span>
            </p>
            <p className="resume-history__meta">
              <span>
                Оценка: {item.overall_score === null ? "—" : <strong>{formatScore(item.overall_score)} / 10</strong>}
              </span>
              <Stars stars={item.rating_stars} />
            </p>
            <button
              type="button"
              className="btn btn--outline btn--small"
              onClick={() => onView(item.id)}
              aria-label={`Посмотреть анализ: ${item.filename}`}
            >
              Посмотреть анализ
            </button>
            {item.has_rework && (
              <a
                className="btn btn--ghost btn--small"
                href={reworkDocxPath(item.id)}
                download
                data-testid="history-rework"
              >
                Исправленное резюме (DOCX)
              </a>
            )}
            {previous && (
              <button
                type="button"
                className="btn btn--ghost btn--small"
                aria-expanded={comparing === item.id}
                onClick={() => setComparing(comparing === item.id ? null : item.id)}
                data-testid="compare-previous"
              >
                Сравнить с предыдущей версией
              </button>
            )}
            {previous && comparing === item.id && <VersionComparison resumeId={item.id} otherId={previous.id} />}
          </li>
        );
      })}
    </ul>
  );
}
