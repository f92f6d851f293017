/** The overall score out of 10 with its band label (spec section 4, "Score bands"), as a ring and a number. */
import { scoreBand } from "../../../shared/schemas/score-band";
import { formatScore } from "./report";

const BAND_CLASS = { Отлично: "excellent", Хорошо: "good", Средне: "average", "Требует доработки": "weak" } as const;

export function ScoreSummary({ score }: { score: number }) {
  const band = scoreBand(score);
  const degrees = Math.round((Math.min(Math.max(score, 0), 10) / 10) * 360);
  return (
    <div className={`score score--${BAND_CLASS[band]}`} data-testid="overall-score">
      <div className="score__ring" style={{ "--score-deg": `${degrees}deg` } as React.CSSProperties} aria-hidden="true">
        <span className="score__value">{formatScore(score)}</span>
      </div>
      <div>
        <p className="score__label">
          Общая оценка: <strong>{formatScore(score)} из 10</strong>
        </p>
        <p className="score__band" data-testid="score-band">
          {band}
        </p>
      </div>
    </div>
  );
}

/** A small "7,5 / 10" chip for a section's own score; it sits in the section's heading, which names what is scored. */
export function ScoreChip({ score }: { score: number | undefined }) {
  if (score === undefined) return null;
  return (
    <span className={`score-chip score-chip--${BAND_CLASS[scoreBand(score)]}`}>
      {formatScore(score)} / 10
    </span>
  );
}
