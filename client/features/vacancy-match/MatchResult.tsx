/** One vacancy match drawn: the percentage as a bar, the terms by status, experience/title/city, edits and gaps. */
import type { Requirement, VacancyMatch } from "../../../shared/schemas/vacancy-match";

const STATUS_LABEL: Record<Requirement["status"], string> = {
  present: "Есть в резюме",
  near_miss: "Назван иначе",
  missing: "Нет в резюме",
};
const FIT_MARK = { match: "✓", partial: "≈", mismatch: "✗", unknown: "?" } as const;

export function MatchResult({
  match,
  onUseForLetter,
}: {
  match: VacancyMatch;
  onUseForLetter?: (match: VacancyMatch) => void;
}) {
  return (
    <div className="vacancy-result" data-testid="vacancy-result">
      <p className="vacancy-result__title">
        {match.vacancy_title ?? "Вакансия"}
        {match.employer && <span className="vacancy-result__employer"> — {match.employer}</span>}
      </p>
      <div
        className="vacancy-meter"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={match.match_percent}
        aria-label="Совпадение с вакансией"
      >
        <span className="vacancy-meter__fill" style={{ width: `${match.match_percent}%` }} />
      </div>
      <p className="vacancy-result__percent" data-testid="vacancy-percent">
        Совпадение: <strong>{match.match_percent}%</strong>
      </p>
      <p>{match.explanation}</p>

      <h4>Требования вакансии</h4>
      <ul className="vacancy-terms" data-testid="vacancy-terms">
        {match.requirements.map((r) => (
          <li key={r.term} className={`vacancy-term vacancy-term--${r.status}`} data-status={r.status}>
            <span className="vacancy-term__name">{r.term}</span>{" "}
            <span className="vacancy-term__status">{STATUS_LABEL[r.status]}</span>
            {r.status === "near_miss" && (
              <span className="vacancy-term__hint">
                {" "}
                в резюме «{r.resume_term}» — пиши «{r.use_term}»
              </span>
            )}
            {r.evidence && <q className="vacancy-term__evidence">{r.evidence}</q>}
          </li>
        ))}
      </ul>

      <ul className="vacancy-fits">
        {[match.experience, match.title, match.city].map((fit) => (
          <li key={fit.text}>
            <span aria-hidden="true">{FIT_MARK[fit.fit]} </span>
            {fit.text}
          </li>
        ))}
      </ul>

      {match.edits.length > 0 && (
        <>
          <h4>Что исправить в первую очередь</h4>
          <ol className="vacancy-edits" data-testid="vacancy-edits">
            {match.edits.map((edit) => (
              <li key={edit.term}>
                {edit.text} <span className="vacancy-edits__where">Где: {edit.where}.</span>
                {edit.gain > 0 && <span className="vacancy-edits__gain"> +{edit.gain}%</span>}
              </li>
            ))}
          </ol>
        </>
      )}
      {match.gaps.length > 0 && (
        <p className="vacancy-gaps" data-testid="vacancy-gaps">
          Пробелы — этого в резюме нет: {match.gaps.join(", ")}. Не добавляй их, если не владеешь: подтяни знания или
          откликайся без них.
        </p>
      )}
      {onUseForLetter && (
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => onUseForLetter(match)}
          data-testid="vacancy-to-letter"
        >
          Написать сопроводительное письмо к этой вакансии
        </button>
      )}
    </div>
  );
}
