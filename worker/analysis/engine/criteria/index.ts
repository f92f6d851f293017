/**
 * The criteria catalogue and its evaluation. The catalogue is published with weights, so a user can see why the
 * score is what it is; every criterion is reported exactly once per resume.
 */
import type { CriterionFinding } from "../../../../shared/schemas/analysis";
import { academicNorms } from "../research";
import { atsCriteria } from "./ats";
import { contactCriteria } from "./contacts";
import { contentCriteria } from "./content";
import { educationCriteria } from "./education";
import { experienceCriteria, lengthCriteria } from "./experience";
import { marketCriteria } from "./market";
import { privacyCriteria } from "./privacy";
import { NOT_FOR_RESEARCH_CV, researchCriteria } from "./research";
import { skillCriteria } from "./skills";
import { structureCriteria } from "./structure";
import { styleCriteria } from "./style";
import { advises, type Claim, type Criterion, type CriterionContext, type Verdict } from "./types";

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
  ...researchCriteria,
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

/**
 * One finding, its fields in the published order. Written out rather than spread from a shared base: V8 copied
 * `{ ...base, … }` by its slow path here, ~5 µs a finding, more than most criteria take to evaluate (decision 405).
 */
function findingOf(
  criterion: Criterion,
  score: number,
  status: CriterionFinding["status"],
  finding: string,
  fix: string,
): CriterionFinding {
  return {
    id: criterion.id,
    title: criterion.title,
    category: criterion.category,
    weight: criterion.weight,
    score,
    status,
    finding,
    fix,
  };
}

/**
 * The conventions an academic CV that is not a research CV by its titles is also not judged by (decision 720): its
 * length and a commercial summary. Its other criteria stay: a PhD student's CV still names skills and dates.
 */
const ACADEMIC_NORMS: ReadonlySet<string> = new Set([
  "length.words",
  "length.pages",
  "structure.summary",
  "structure.summary_length",
]);

/** Runs one criterion; a bug in one criterion must not take the whole analysis down. */
function evaluateOne(criterion: Criterion, ctx: CriterionContext): CriterionFinding {
  // A research CV is not judged by a commercial resume's conventions (decision 435): said as information.
  const academic =
    ctx.facts.research.isResearchCv || (ACADEMIC_NORMS.has(criterion.id) && academicNorms(ctx.facts.research))
      ? NOT_FOR_RESEARCH_CV[criterion.id]
      : undefined;
  if (academic) return findingOf(criterion, 1, "info", academic, "");
  try {
    const verdict = criterion.evaluate(ctx);
    if (!verdict) return findingOf(criterion, 1, "info", "Не применимо к этому резюме.", "");
    // Advice that does not fit the person (a Telegram line for a professor, hackathons for a shop manager) is not
    // given: the criterion is information for them, as a research CV's commercial conventions are (decision 510).
    if (!fitsPerson(criterion, ctx, verdict))
      return findingOf(criterion, 1, "info", "Для твоего уровня и сферы этот пункт не обязателен.", "");
    const finding = findingOf(
      criterion,
      safeScore(verdict.score),
      statusOf(verdict),
      verdict.finding,
      verdict.fix ?? "",
    );
    recordVerdict(finding, verdict);
    return finding;
  } catch {
    return findingOf(criterion, 1, "info", "Этот пункт не удалось проверить автоматически.", "");
  }
}

/** A verdict that asks for a change is given only when its advice fits the person (audience.ts). */
function fitsPerson(criterion: Criterion, ctx: CriterionContext, verdict: Verdict): boolean {
  if (!criterion.audience || statusOf(verdict) === "pass" || statusOf(verdict) === "info") return true;
  const id = criterion.audience(ctx.facts);
  return id === null || advises(ctx, id);
}

export function evaluateCriteria(ctx: CriterionContext): CriterionFinding[] {
  return ALL_CRITERIA.map((criterion) => evaluateOne(criterion, ctx));
}
