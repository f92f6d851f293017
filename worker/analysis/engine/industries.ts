/**
 * What hh.ru's export writes itself, not the person. Under each employer, the employer's industries from hh.ru's own
 * catalogue: a top-level name («Информационные технологии, системная интеграция, интернет»), then its sub-industries
 * as bullets («• Разработка программного обеспечения», wrapped over lines): no duty, and the same words under two
 * employers are no copy (decision 655). On its pages, its stamp and its fixed headings: what tells an export from a
 * file the person made, for advice that speaks of hh.ru only to those who use it (decision 675).
 */
import { HH_TOP_INDUSTRIES } from "../knowledge/industries";
import { foldCase } from "./text";

/** hh.ru's top-level industry catalogue (knowledge/industries.ts), folded: lower case, ё as е. */
const HH_INDUSTRIES = new Set(HH_TOP_INDUSTRIES.map(fold));

function fold(text: string): string {
  return foldCase(text).replace(/\s+/gu, " ").trim();
}

/** hh.ru's duration glued before the industry on one line: «6 лет 4 месяца Информационные технологии, …». */
const LEADING_DURATION = /^(?:\d{1,2}\s*(?:года|год|лет|месяцев|месяца|месяц)\s*)+/u;
const BULLET = /^\s*[•·▪■◦●]/u;

/** Whether a line is one of hh.ru's top-level industry names, a duration glued before it allowed. */
export function isHhIndustry(line: string): boolean {
  const folded = fold(line).replace(LEADING_DURATION, "").trim();
  return folded.length > 2 && HH_INDUSTRIES.has(folded);
}

/**
 * The lines of hh.ru's industry blocks: each top-level industry name and the sub-industry bullets right under it
 * (a bullet's wrapped rest opens in lower case).
 */
export function hhIndustryLines(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (!isHhIndustry(lines[i]!)) continue;
    out.add(i);
    let inBullet = false;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!.trim();
      if (BULLET.test(line)) inBullet = true;
      else if (!(inBullet && /^\p{Ll}/u.test(line))) break;
      out.add(j);
    }
  }
  return out;
}

/**
 * hh.ru's page stamp, in its Russian and its English export: «Резюме обновлено 7 ноября 2025 в 10:06», "Resume updated
 * 7 November 2025 at 10:06" — glued to the name on the first page, at the foot of the others.
 */
export const HH_STAMP =
  /(?:резюме обновлено|resume updated)\s+\d{1,2}\s+\p{L}+\s+\d{4}(?:\s+(?:в|at)\s+\d{1,2}:\d{2})?/giu;

/** hh.ru's fixed heading over the desired post, the pay and the terms, in its Russian and its English export. */
const HH_DESIRED_HEADING = /^(?:желаемая должность и зарплата|desired position and salary)$/u;

/**
 * Whether the document is an export of hh.ru (or of its sister sites, which print the same): its stamp anywhere, or its
 * fixed heading over the desired post on a line of its own. A person's own file writes neither.
 */
export function isHhExport(foldedLines: readonly string[]): boolean {
  return foldedLines.some((line) => {
    HH_STAMP.lastIndex = 0;
    return HH_DESIRED_HEADING.test(line.replace(/\s+/gu, " ").trim()) || HH_STAMP.test(line);
  });
}
