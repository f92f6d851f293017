/**
 * The built-in engine's criteria, grouped by category, each with its finding and what to change; collapsed by
 * default. The note about skill demand is honest: it is an estimate from a dictionary compiled at a given month,
 * which the criteria catalogue (`GET /api/analysis/criteria/`) reports.
 */
import { useMemo } from "react";
import { monthYear } from "../../../shared/month-year";
import type { CriterionFinding } from "../../../shared/schemas/analysis";
import { useCached } from "../../lib/api";
import { plural } from "../../lib/format";
import { CRITERIA_PATH, fetchCriteriaCatalogue } from "./criteria-api";
import { criteriaGroupAnchor } from "./ScoreByGroup";

const STATUS_LABEL: Record<CriterionFinding["status"], string> = {
  pass: "Выполнено",
  warn: "Можно лучше",
  fail: "Требует внимания",
  info: "Для сведения",
};

/** When the skills dictionary was compiled, from the criteria catalogue; null while unknown or unavailable. */
function useSkillsCompiled(): string | null {
  const catalogue = useCached(CRITERIA_PATH, fetchCriteriaCatalogue);
  return catalogue.status === "ready" ? catalogue.data.skillsCompiled : null;
}

export function CriteriaList({ criteria }: { criteria: CriterionFinding[] }) {
  const compiled = useSkillsCompiled();
  const groups = useMemo(() => groupByCategory(criteria), [criteria]);
  const attention = criteria.filter((c) => c.status === "fail" || c.status === "warn").length;
  const passed = criteria.filter((c) => c.status === "pass").length;
  return (
    <section className="result-section criteria" aria-labelledby="criteria-title" data-testid="criteria">
      <h3 id="criteria-title">
        Проверка по {criteria.length} {plural(criteria.length, ["критерию", "критериям", "критериям"])}
      </h3>
      <p className="criteria__summary">
        Выполнено: {passed} · требуют внимания: {attention}. У каждого критерия указан вес в общей оценке.
      </p>
      <p className="criteria__note" data-testid="skills-estimate-note">
        Востребованность навыков — наша оценка по словарю навыков
        {compiled ? `, составленному в ${monthYear(compiled, "prepositional")}` : ""}, а не живые данные вакансий.
      </p>
      {groups.map(([category, items], index) => (
        <details key={category} className="criteria__group" id={criteriaGroupAnchor(category, index)}>
          <summary>
            <span>{category}</span>
            <span className="criteria__count">
              {items.filter((c) => c.status === "pass").length} из {items.length}
            </span>
          </summary>
          <ul className="criteria__items">
            {items.map((criterion) => (
              <li key={criterion.id} className={`criterion criterion--${criterion.status}`} data-testid="criterion">
                <p className="criterion__head">
                  <span className="criterion__status">{STATUS_LABEL[criterion.status]}</span>
                  <strong>{criterion.title}</strong>
                  <span className="criterion__weight">вес {criterion.weight}</span>
                </p>
                <p className="criterion__finding">{criterion.finding}</p>
                {criterion.fix && (
                  <p className="criterion__fix">
                    <span>Что сделать:</span> {criterion.fix}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}

/** Categories in the catalogue's order; problems first within each, so the fixes are seen before the passes. */
function groupByCategory(criteria: CriterionFinding[]): [string, CriterionFinding[]][] {
  const order: Record<CriterionFinding["status"], number> = { fail: 0, warn: 1, info: 2, pass: 3 };
  const groups = new Map<string, CriterionFinding[]>();
  for (const criterion of criteria)
    groups.set(criterion.category, [...(groups.get(criterion.category) ?? []), criterion]);
  return [...groups].map(([category, items]) => [
    category,
    [...items].sort((a, b) => order[a.status] - order[b.status]),
  ]);
}
