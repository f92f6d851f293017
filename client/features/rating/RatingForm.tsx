/**
 * The rating form (spec sections 4–5, "Rating"): stars 1–5 with a hover preview and the spec's labels, an optional
 * comment and an optional consent to publish it. Submit is disabled while saving, without stars, and in the demo;
 * a save shows 'Оценка успешно сохранена!' for 3 s; with a stored rating the button reads «Обновить оценку».
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import {
  MAX_RATING_COMMENT,
  RATING_SAVED_MESSAGE,
  RATING_STARS_MESSAGE,
  STAR_LABELS,
} from "../../../shared/schemas/rating";
import { ApiError } from "../../lib/api";
import { RATING_ERRORS, saveRating } from "./api";
import "./rating.css";

/** Spec section 9: the success message shows for 3 s. */
export const RATING_SUCCESS_MS = 3000;

export interface StoredRating {
  stars: number;
  comment: string | null;
  publish_consent?: boolean;
}

export default function RatingForm({
  resumeId,
  rating,
  demo = false,
}: {
  resumeId?: string;
  rating: StoredRating | null;
  demo?: boolean;
}) {
  const id = useId();
  const [stored, setStored] = useState<StoredRating | null>(rating);
  const [stars, setStars] = useState(rating?.stars ?? 0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState(rating?.comment ?? "");
  const [consent, setConsent] = useState(rating?.publish_consent ?? false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), RATING_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (demo || saving || !resumeId) return;
    if (stars < 1) {
      setError(RATING_STARS_MESSAGE);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const result = await saveRating(resumeId, { stars, comment, publish_consent: consent });
      setStored(result);
      setSaved(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : RATING_ERRORS.send);
    } finally {
      setSaving(false);
    }
  };

  const shown = hover || stars;
  return (
    <section className="card rating" aria-labelledby={`${id}-title`} data-testid="rating">
      <h3 id={`${id}-title`}>{demo ? "Оценка пользователя (пример)" : "Оцени результат анализа"}</h3>
      {stored && !demo && (
        <p className="rating__stored" data-testid="rating-stored">
          Твоя оценка: {stored.stars} из 5 — {STAR_LABELS[stored.stars - 1]}
        </p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {/* Native radios: arrow keys, one tab stop and the checked state come from the browser. */}
        <fieldset className="rating__stars" disabled={demo} onMouseLeave={() => setHover(0)}>
          <legend className="visually-hidden">Оценка от 1 до 5</legend>
          {STAR_LABELS.map((label, index) => {
            const value = index + 1;
            return (
              <label
                key={value}
                className={`rating__star${value <= shown ? " rating__star--on" : ""}`}
                onMouseEnter={() => setHover(value)}
                data-testid={`rating-star-${value}`}
              >
                <input
                  type="radio"
                  className="visually-hidden"
                  name={`${id}-stars`}
                  value={value}
                  checked={stars === value}
                  aria-label={`${value} из 5 — ${label}`}
                  onFocus={() => setHover(value)}
                  onBlur={() => setHover(0)}
                  onChange={() => {
                    setStars(value);
                    setError(null);
                  }}
                />
                <span aria-hidden="true">{value <= shown ? "★" : "☆"}</span>
              </label>
            );
          })}
          <span className="rating__label" data-testid="rating-label" aria-live="polite">
            {shown ? STAR_LABELS[shown - 1] : ""}
          </span>
        </fieldset>
        {stars < 1 && !demo && <p className="rating__hint">{RATING_STARS_MESSAGE}</p>}
        <label className="rating__field">
          <span>Комментарий (необязательно)</span>
          <textarea
            className="text-input"
            rows={3}
            maxLength={MAX_RATING_COMMENT}
            value={comment}
            disabled={demo}
            onChange={(event) => setComment(event.target.value)}
            data-testid="rating-comment"
          />
        </label>
        <label className="rating__consent">
          <input
            type="checkbox"
            checked={consent}
            disabled={demo}
            onChange={(event) => setConsent(event.target.checked)}
            data-testid="rating-consent"
          />
          <span>Можно опубликовать: имя и комментарий могут появиться в отзывах после проверки модератором</span>
        </label>
        {error && (
          <p className="rating__error" role="alert" data-testid="rating-error">
            {error}
          </p>
        )}
        {saved && (
          <p className="rating__success" role="status" data-testid="rating-success">
            {RATING_SAVED_MESSAGE}
          </p>
        )}
        <button
          type="submit"
          className="btn btn--primary"
          disabled={demo || saving || stars < 1}
          data-testid="rating-submit"
        >
          {saving ? "Сохраняем…" : stored ? "Обновить оценку" : "Оценить"}
        </button>
        {demo && <p className="rating__hint">Это пример: в демо оценки не сохраняются.</p>}
      </form>
    </section>
  );
}
