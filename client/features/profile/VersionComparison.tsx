/**
 * «Сравнить с предыдущей версией» (issue 16): two analysed versions of the resume as a bar pair for the score, and
 * +/− lists for criteria, skills and sections. The bars are a picture; the figures are in the text beside them.
 */
import { useEffect, useState } from "react";
import { formatChange } from "../../../shared/schemas/ru-format";
import type { ResumeComparison } from "../../../shared/schemas/vacancy-match";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError } from "../../lib/api";
import { formatDateTime, formatScore, formatYears } from "../../lib/format";
import { COMPARE_ERROR, fetchComparison } from "./api";
import "./version-comparison.css";

/** «+0,7», «−1,2»: a change of the score, to the tenth the scores are written with. */
function signedScore(change: number): string {
  const sign = change > 0 ? "+" : change < 0 ? "−" : "";
  return `${sign}${formatScore(Math.abs(change))}`;
}

function Bar({ label, value }: { label: string; value: number }) {
  return (
    <div className="version-bar">
      <span className="version-bar__label">{label}</span>
      <span className="version-bar__track" aria-hidden="true">
        <span className="version-bar__fill" style={{ width: `${Math.max(0, Math.min(10, value)) * 10}%` }} />
      </span>
      <span className="version-bar__value">{formatScore(value)} / 10</span>
    </div>
  );
}

function Changes({ title, added, removed }: { title: string; added: string[]; removed: string[] }) {
  if (added.length === 0 && removed.length === 0) return null;
  return (
    <div className="version-changes">
      <p className="version-changes__title">{title}</p>
      <ul>
        {added.map((item) => (
          <li key={`+${item}`} className="version-changes__added">
            <span aria-hidden="true">+ </span>
            <span className="version-changes__sr">добавлено: </span>
            {item}
          </li>
        ))}
        {removed.map((item) => (
          <li key={`-${item}`} className="version-changes__removed">
            <span aria-hidden="true">− </span>
            <span className="version-changes__sr">убрано: </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function VersionComparison({ resumeId, otherId }: { resumeId: string; otherId: string }) {
  const [state, setState] = useState<{ comparison: ResumeComparison | null; error: string | null }>({
    comparison: null,
    error: null,
  });
  useEffect(() => {
    const controller = new AbortController();
    fetchComparison(resumeId, otherId, controller.signal)
      .then((comparison) => setState({ comparison, error: null }))
      .catch((caught: unknown) => {
        if (!controller.signal.aborted)
          setState({ comparison: null, error: caught instanceof ApiError ? caught.message : COMPARE_ERROR });
      });
    return () => controller.abort();
  }, [resumeId, otherId]);

  if (state.error)
    return (
      <p className="profile-panel__error" role="alert">
        {state.error}
      </p>
    );
  const c = state.comparison;
  if (!c) return <Spinner label="Сравниваем версии…" />;
  return (
    <div className="version-comparison" data-testid="version-comparison">
      <p className="version-comparison__change" data-testid="version-score-change">
        Оценка: {c.score_change === 0 ? "без изменений" : `${signedScore(c.score_change)} балла`}
      </p>
      <Bar label={`Раньше (${formatDateTime(c.other.created_at)})`} value={c.other.score} />
      <Bar label="Эта версия" value={c.resume.score} />
      <Changes
        title="Критерии"
        added={c.criteria_fixed.map((t) => `исправлено: ${t}`)}
        removed={c.criteria_newly_failing.map((t) => `стало хуже: ${t}`)}
      />
      <Changes title="Навыки" added={c.skills_added} removed={c.skills_removed} />
      <Changes title="Разделы" added={c.sections_added} removed={c.sections_removed} />
      <p className="version-comparison__years">
        Стаж по резюме: {formatChange(c.years.other, c.years.resume, formatYears)}
      </p>
    </div>
  );
}
