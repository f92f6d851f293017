/**
 * Score bands of spec section 4. Kept apart from the zod schemas so the client can label a score without loading zod.
 */
export type ScoreBand = "Отлично" | "Хорошо" | "Средне" | "Требует доработки";

/** Where «Отлично» starts: the engine's score cap (worker/analysis/engine/score.ts) stops just below it. */
export const EXCELLENT_FROM = 8;

export function scoreBand(score: number): ScoreBand {
  if (score >= EXCELLENT_FROM) return "Отлично";
  if (score >= 6) return "Хорошо";
  if (score >= 4) return "Средне";
  return "Требует доработки";
}
