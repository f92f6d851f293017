/**
 * «Сравнить с вакансией» on a paid, analysed resume (issue 16): paste a vacancy's text or an hh.ru link; the answer
 * is drawn by MatchResult; saved matches are listed. The page passes `onUseForLetter` to hand the vacancy to the
 * cover-letter form (features never import each other).
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { VACANCY_REQUIRED_MESSAGE, type VacancyMatch } from "../../../shared/schemas/vacancy-match";
import { ApiError } from "../../lib/api";
import { listMatches, MATCH_ERRORS, matchVacancy } from "./api";
import { MatchResult } from "./MatchResult";
import "./vacancy-match.css";

const LINK =
  /^\s*(?:https?:\/\/)?(?:[a-z0-9-]+\.)*(?:hh\.ru|hh\.kz|hh\.uz|headhunter\.ge|headhunter\.by|rabota\.by)\/\S*\s*$/i;

export default function VacancyMatchBlock({
  resumeId,
  onUseForLetter,
}: {
  resumeId: string;
  onUseForLetter?: (match: VacancyMatch) => void;
}) {
  const id = useId();
  const [input, setInput] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [matches, setMatches] = useState<VacancyMatch[]>([]);
  const [shown, setShown] = useState<VacancyMatch | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const loading = new AbortController();
    listMatches(resumeId, loading.signal)
      .then((answer) => setMatches(answer.vacancy_matches))
      .catch(() => undefined); // the list is a convenience: a failure leaves the form usable
    return () => {
      loading.abort();
      controller.current?.abort();
    };
  }, [resumeId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    if (!value) {
      setError(VACANCY_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    controller.current = new AbortController();
    try {
      const match = await matchVacancy(
        resumeId,
        LINK.test(value) ? { vacancy_url: value } : { vacancy_text: value },
        controller.current.signal,
      );
      setMatches((current) => [match, ...current]);
      setShown(match);
    } catch (caught) {
      if (controller.current.signal.aborted) return;
      setError(caught instanceof ApiError ? caught.message : MATCH_ERRORS.match);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card vacancy" aria-labelledby={`${id}-title`} data-testid="vacancy-match">
      <h3 id={`${id}-title`}>Сравнить с вакансией — бесплатно</h3>
      <form onSubmit={(e) => void submit(e)} noValidate className="vacancy-form">
        <label htmlFor={`${id}-input`} className="vacancy-form__label">
          Текст вакансии или ссылка на hh.ru
        </label>
        <textarea
          id={`${id}-input`}
          name="vacancy"
          rows={5}
          className="text-input"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder="https://hh.ru/vacancy/12345678 или текст вакансии целиком"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          data-testid="vacancy-input"
        />
        {error && (
          <p id={`${id}-error`} className="vacancy-form__error" role="alert" data-testid="vacancy-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="vacancy-submit">
          {busy ? "Сравниваем…" : "Сравнить"}
        </button>
      </form>
      {shown && <MatchResult match={shown} onUseForLetter={onUseForLetter} />}
      {matches.length > 0 && (
        <details className="vacancy-saved">
          <summary>Сохранённые сравнения ({matches.length})</summary>
          <ul>
            {matches.map((m) => (
              <li key={m.id}>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => setShown(m)}>
                  {m.vacancy_title ?? "Вакансия"} — {m.match_percent}%
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
