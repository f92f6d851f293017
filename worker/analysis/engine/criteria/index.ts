/**
 * The criteria catalogue and its evaluation. The catalogue is published with weights, so a user can see why the
 * score is what it is; every criterion is reported exactly once per resume.
 */
import type { CriterionFinding } from "../../../../shared/schemas/analysis";
import { atsCriteria } from "./ats";
import { contactCriteria } from "./contacts";
import { contentCriteria } from "./content";
import { educationCriteria } from "./education";
import { experienceCriteria, lengthCriteria } from "./experience";
import { marketCriteria } from "./market";
import { privacyCriteria } from "./privacy";
import { skillCriteria } from "./skills";
import { structureCriteria } from "./structure";
import { styleCriteria } from "./style";
import type { Claim, Criterion, CriterionContext, Verdict } from "./types";

export const ALL_CRITERIA: readonly Criterion[] = [
  ...contactCriteria,
  ...structureCriteria,
  ...lengthCriteria,
  ...experienceCriteria,
  ...contentCriteria,
  ...skillCriteria,
  ...educationCriteria,
  ...privacyCriteria,
  ...atsCriteria,
  ...styleCriteria,
  ...marketCriteria,
];

function statusOf(verdict: Verdict): CriterionFinding["status"] {
  if (verdict.status) return verdict.status;
  if (verdict.score >= 0.8) return "pass";
  if (verdict.score >= 0.45) return "warn";
  return "fail";
}

function safeScore(score: number): number {
  return Number.isFinite(score) ? Math.round(Math.min(1, Math.max(0, score)) * 100) / 100 : 0;
}

/** The structured part of each finding's verdict (claims, lines), for the writer and the consistency check. */
const VERDICTS = new WeakMap<CriterionFinding, { claims: readonly Claim[]; lines: readonly number[] }>();

/** Keeps a verdict's structured part beside its finding (evaluateOne; tests building a report by hand). */
export function recordVerdict(finding: CriterionFinding, verdict: Pick<Verdict, "claims" | "lines">): void {
  VERDICTS.set(finding, { claims: verdict.claims ?? [], lines: verdict.lines ?? [] });
}

export function claimsOf(finding: CriterionFinding): readonly Claim[] {
  return VERDICTS.get(finding)?.claims ?? [];
}

export function linesOf(finding: CriterionFinding): readonly number[] {
  return VERDICTS.get(finding)?.lines ?? [];
}

/** Runs one criterion; a bug in one criterion must not take the whole analysis down. */
function evaluateOne(criterion: Criterion, ctx: CriterionContext): CriterionFinding {
  const base = { id: criterion.id, title: criterion.title, category: criterion.category, weight: criterion.weight };
  try {
    const verdict = criterion.evaluate(ctx);
    if (!verdict) return { ...base, score: 1, status: "info", finding: "Не применимо к этому резюме.", fix: "" };
    const finding: CriterionFinding = {
      ...base,
      score: safeScore(verdict.score),
      status: statusOf(verdict),
      finding: verdict.finding,
      fix: verdict.fix ?? "",
    };
    recordVerdict(finding, verdict);
    return finding;
  } catch {
    return { ...base, score: 1, status: "info", finding: "Этот пункт не удалось проверить автоматически.", fix: "" };
  }
}

export function evaluateCriteria(ctx: CriterionContext): CriterionFinding[] {
  return ALL_CRITERIA.map((criterion) => evaluateOne(criterion, ctx));
}
