/**
 * Scores: the overall score is the weighted mean of applicable criteria (info = not applicable, left out),
 * scaled to 0..10 with one decimal. Sub-scores use the same rule on a subset of criteria.
 */
import type { CriterionFinding } from "../../../shared/schemas/analysis";
import { EXCELLENT_FROM } from "../../../shared/schemas/score-band";
import type { ResumeFacts } from "./types";

export function weightedScore(findings: readonly CriterionFinding[]): number {
  let total = 0;
  let weights = 0;
  for (const f of findings) {
    if (f.status === "info") continue;
    total += f.weight * f.score;
    weights += f.weight;
  }
  return weights > 0 ? total / weights : 0;
}

export function toTen(share: number): number {
  return Math.round(Math.min(1, Math.max(0, share)) * 100) / 10;
}

/**
 * Categories do not count equally: what a recruiter reads (content, experience, skills) outweighs hygiene checks
 * that almost every resume passes (privacy, typography), which would otherwise dilute the score towards 10.
 */
export const CATEGORY_WEIGHTS: Readonly<Record<string, number>> = {
  Содержание: 3,
  Опыт: 2.5,
  Навыки: 2.5,
  Структура: 2,
  Контакты: 1.5,
  ATS: 1.5,
  Рынок: 1,
  Образование: 1,
  Объём: 1,
  "Личные данные": 0.75,
  Оформление: 0.75,
};

/** Weighted mean of category means, so a category's size does not decide its influence. */
export function categoryWeightedScore(findings: readonly CriterionFinding[]): number {
  const byCategory = new Map<string, CriterionFinding[]>();
  for (const f of findings) {
    const items = byCategory.get(f.category);
    if (items) items.push(f);
    else byCategory.set(f.category, [f]);
  }
  let total = 0;
  let weights = 0;
  for (const [category, items] of byCategory) {
    if (!items.some((f) => f.status !== "info")) continue;
    const weight = CATEGORY_WEIGHTS[category] ?? 1;
    total += weight * weightedScore(items);
    weights += weight;
  }
  return weights > 0 ? total / weights : 0;
}

/**
 * The curve spreads the top: a resume meeting 90% of the weighted checks gets ~8.1, 75% gets ~5.6, so the
 * bands of spec section 4 (8+ excellent, 6+ good, 4+ average) mean something.
 */
const SCORE_CURVE = 2;

/**
 * The top of «Хорошо», one decimal below where «Отлично» starts: the cap for a score the report cannot stand behind
 * (too few measured results below; the report's own reservations, `reservedScore`).
 */
export const RESERVED_CAP = EXCELLENT_FROM - 0.1;

/**
 * Deal-breakers cap the score whatever the other checks say: a resume without a single measurable result is not
 * "excellent", one without contacts cannot get a call back, an unreadable file is not read at all.
 */
const CAPS: ReadonlyArray<readonly [(byId: ReadonlyMap<string, CriterionFinding>) => boolean, number]> = [
  [(f) => f.get("ats.text_layer")?.status === "fail", 2],
  [(f) => f.get("privacy.documents")?.status === "fail", 6],
  [(f) => f.get("contacts.email")?.status === "fail" && f.get("contacts.phone")?.status === "fail", 4.5],
  [(f) => (f.get("structure.experience_section")?.score ?? 1) <= 0.1, 5.5],
  [(f) => f.get("content.quantified")?.status === "fail" && f.get("content.action_verbs")?.status === "fail", 6.4],
  [(f) => f.get("content.quantified")?.status === "fail", 7.4],
  // "Отлично" needs evidence: at least four measurable results (the criterion passes only then).
  [(f) => (f.get("content.quantified")?.score ?? 1) < 1, RESERVED_CAP],
];

/** The overall score; unreadable or nearly empty text is capped, whatever the individual checks say. */
export function overallScore(findings: readonly CriterionFinding[], facts: ResumeFacts): number {
  let score = toTen(categoryWeightedScore(findings) ** SCORE_CURVE);
  const byId = new Map(findings.map((f) => [f.id, f]));
  for (const [applies, cap] of CAPS) if (applies(byId)) score = Math.min(score, cap);
  // "20XX" instead of years or "+7 (9XX) XXX-XX-XX": an unfinished template, however good the rest reads.
  if (facts.placeholderDates > 0 || (facts.contacts.placeholderPhone && !facts.contacts.phones.length))
    score = Math.min(score, 5.5);
  if (facts.wordCount === 0) return 0;
  if (facts.looksLikeGarbage) score = Math.min(score, 1.5);
  else if (facts.wordCount < 50) score = Math.min(score, 3);
  else if (facts.wordCount < 120) score = Math.min(score, 4.5);
  // A resume of a few lines per job cannot show enough to be "excellent", however tidy: at most "good".
  else if (facts.wordCount < 200) score = Math.min(score, 7);
  return score;
}

/**
 * What the report itself holds back on (decision 790): it says it reads the person's field or market unsure, or could
 * not count their years from the dates; the document looks old; or an error a recruiter raises first leads its list
 * (evidence.ts `findSpecificErrors`: a template's filler, a misspelt word, years that disagree, a stale date). The
 * criteria can all pass around such a reading — the reviews found «Отлично» 8,3–9,1 on the three most misread CVs of
 * twelve — so a score the report cannot stand behind is not its top band.
 */
export type Reservation = "unsure_field" | "unsure_years" | "stale_document" | "recruiter_first";

/** The overall score under the report's reservations, and the one it names when the cap lowered it. */
export function reservedScore(
  score: number,
  reservations: readonly Reservation[],
): { score: number; held: Reservation | null } {
  if (!reservations.length || score <= RESERVED_CAP) return { score, held: null };
  return { score: RESERVED_CAP, held: reservations[0]! };
}

const ATS_RELATED = new Set([
  "contacts.email",
  "contacts.phone",
  "contacts.top",
  "structure.headings",
  "structure.experience_section",
  "structure.skills_section",
  "experience.dates",
]);

/** ATS score: the ATS category plus the checks an ATS parser depends on (contacts, headings, dates). */
export function atsScore(findings: readonly CriterionFinding[], facts: ResumeFacts): number {
  if (facts.wordCount === 0) return 0;
  const relevant = findings.filter((f) => f.category === "ATS" || ATS_RELATED.has(f.id));
  const score = toTen(weightedScore(relevant));
  return facts.looksLikeGarbage ? Math.min(score, 1) : score;
}

export function categoryScore(findings: readonly CriterionFinding[], ids: readonly string[]): number {
  return toTen(weightedScore(findings.filter((f) => ids.includes(f.id))));
}
