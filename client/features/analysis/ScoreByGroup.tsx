/**
 * The result at a glance: where the points were won and lost, by criteria group (contacts, structure, experience,
 * skills, ATS…), as bars drawn by the page. Each group's share is Σ weight·score / Σ weight of its criteria — the same
 * weights the engine's overall score uses; "info" criteria carry no points. Each group links to its findings below.
 */
import type { CriterionFinding } from "../../../shared/schemas/analysis";

export interface GroupScore {
  category: string;
  /** 0…100, rounded. */
  percent: number;
  anchor: string;
}

export function scoreByGroup(criteria: CriterionFinding[]): GroupScore[] {
  const totals = new Map<string, { won: number; possible: number }>();
  for (const criterion of criteria) {
    const total = totals.get(criterion.category) ?? { won: 0, possible: 0 };
    if (criterion.status !== "info") {
      total.won += criterion.weight * criterion.score;
      total.possible += criterion.weight;
    }
    totals.set(criterion.category, total);
  }
  // Anchors are numbered before groups without points are left out, to match CriteriaList's numbering.
  return [...totals]
    .map(([category, total], index) => ({ category, total, anchor: criteriaGroupAnchor(category, index) }))
    .filter(({ total }) => total.possible > 0)
    .map(({ category, total, anchor }) => ({
      category,
      percent: Math.round((100 * total.won) / total.possible),
      anchor,
    }));
}

/** The id of a group's findings in CriteriaList (the same order: the catalogue's). */
export function criteriaGroupAnchor(category: string, index: number): string {
  return `criteria-group-${index}-${category.toLowerCase().replace(/[^a-zа-яё0-9]+/gi, "-")}`;
}

/** Opens the group's findings and scrolls to them. */
function openGroup(anchor: string) {
  const details = document.getElementById(anchor);
  if (details instanceof HTMLDetailsElement) details.open = true;
  details?.scrollIntoView({ behavior: "smooth", block: "start" });
  details?.querySelector("summary")?.focus({ preventScroll: true });
}

const BAR_WIDTH = 100;

export function ScoreByGroup({ criteria }: { criteria: CriterionFinding[] }) {
  const groups = scoreByGroup(criteria);
  if (groups.length === 0) return null;
  return (
    <section className="score-groups" aria-labelledby="score-groups-title" data-testid="score-by-group">
      <h3 id="score-groups-title">Где баллы получены и потеряны</h3>
      <ul className="score-groups__list">
        {groups.map((group) => (
          <li key={group.anchor} className="score-groups__item">
            <a
              href={`#${group.anchor}`}
              className="score-groups__label"
              onClick={(event) => {
                event.preventDefault();
                openGroup(group.anchor);
              }}
            >
              {group.category}
            </a>
            <svg
              className="score-groups__bar"
              viewBox={`0 0 ${BAR_WIDTH} 8`}
              preserveAspectRatio="none"
              role="img"
              aria-label={`${group.category}: ${group.percent} % баллов`}
            >
              <rect x="0" y="0" width={BAR_WIDTH} height="8" rx="4" className="score-groups__lost" />
              <rect
                x="0"
                y="0"
                width={group.percent}
                height="8"
                rx="4"
                className={`score-groups__won score-groups__won--${band(group.percent)}`}
              />
            </svg>
            <span className="score-groups__value" aria-hidden="true">
              {group.percent} %
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function band(percent: number): "low" | "mid" | "high" {
  return percent < 50 ? "low" : percent < 80 ? "mid" : "high";
}
