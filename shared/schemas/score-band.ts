/**
 * Score bands of spec section 4. Kept apart from the zod schemas so the client can label a score without loading zod.
 */
export type ScoreBand = "Отлично" | "Хорошо" | "Средне" | "Требует доработки";

export function scoreBand(score: number): ScoreBand {
  if (score >= 8) return "Отлично";
  if (score >= 6) return "Хорошо";
  if (score >= 4) return "Средне";
  return "Требует доработки";
}
