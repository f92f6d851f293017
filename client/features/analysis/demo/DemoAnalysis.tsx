/**
 * The demo (spec section 4): a sample resume (paid), the built-in engine's real analysis of it and a sample rating.
 * Ratings are not saved and there is no cover letter or rating form. Lazy: its data loads only when asked for.
 */
import type { ReactNode } from "react";
import { analysisResultSchema } from "../../../../shared/schemas/analysis";
import ResultView from "../ResultView";
// Both files are plain text to the bundler; demo-analysis.json is the engine's output (worker/analysis/demo/generate-demo.ts).
import demoAnalysisJson from "./demo-analysis.json?raw";
import SAMPLE_RESUME_TEXT from "./sample-resume.txt?raw";

/** Parsed once through the shared schema, so the demo renders exactly what a real result would. */
const DEMO_ANALYSIS = analysisResultSchema.parse(JSON.parse(demoAnalysisJson));
export const SAMPLE_RESUME_FILENAME = "Пример резюме — Анна Кузнецова.pdf";

export const SAMPLE_RATING = {
  stars: 5,
  comment: "Понятные рекомендации: за вечер переписала опыт по формуле «действие — результат».",
} as const;
const STAR_LABELS = ["Очень плохо", "Плохо", "Нормально", "Хорошо", "Отлично"] as const;

/** `renderRating`: the page's rating form in its disabled demo state, given the sample rating; else a read-only card. */
/** `extras`: what the page adds under the result for the sample too (the reworked resume). */
export default function DemoAnalysis({
  onExit,
  renderRating,
  extras,
}: {
  onExit: () => void;
  renderRating?: (sample: typeof SAMPLE_RATING) => ReactNode;
  extras?: ReactNode;
}) {
  return (
    <ResultView
      analysis={DEMO_ANALYSIS}
      onUploadAnother={onExit}
      header={<SampleResumeCard />}
      coverLetterSlot={extras}
      ratingSlot={renderRating ? renderRating(SAMPLE_RATING) : <SampleRating />}
    />
  );
}

function SampleResumeCard() {
  return (
    <section className="card demo-card" data-testid="demo-resume" aria-label="Пример резюме">
      <p className="demo-card__badge">Пример анализа</p>
      <p className="demo-card__file">
        <strong>{SAMPLE_RESUME_FILENAME}</strong> <span className="demo-card__paid">Оплачено</span>
      </p>
      <p className="demo-card__hint">
        Так выглядит результат для вымышленного резюме. Сопроводительное письмо и оценка в демо недоступны.
      </p>
      <details className="demo-card__text">
        <summary>Показать текст резюме</summary>
        <pre>{SAMPLE_RESUME_TEXT}</pre>
      </details>
    </section>
  );
}

function SampleRating() {
  const label = STAR_LABELS[SAMPLE_RATING.stars - 1];
  return (
    <section className="card demo-rating" aria-labelledby="demo-rating-title" data-testid="demo-rating">
      <h3 id="demo-rating-title">Оценка пользователя</h3>
      <p className="demo-rating__stars">
        <span aria-hidden="true">
          {"★".repeat(SAMPLE_RATING.stars)}
          {"☆".repeat(5 - SAMPLE_RATING.stars)}
        </span>{" "}
        {SAMPLE_RATING.stars} из 5 — {label}
      </p>
      <p className="demo-rating__comment">«{SAMPLE_RATING.comment}»</p>
      <p className="demo-rating__note">Это пример: в демо оценки не сохраняются.</p>
    </section>
  );
}
