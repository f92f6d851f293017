/**
 * Two analysed versions of a resume side by side (issue 16): score change, criteria fixed and newly failing (from
 * the stored analyses), skills added and removed, years and sections (from the stored reading of each version).
 */

import type { ResumeComparison } from "../../shared/schemas/vacancy-match";
import type { ResumeReading } from "../analysis/engine";

export interface VersionInput {
  id: string;
  filename: string;
  createdAt: Date;
  /** The analysis score on the 0–10 scale. */
  score: number;
  criteria: Array<{ id: string; title: string; status: string }>;
  reading: ResumeReading;
}

/** Named skills by dictionary name (the same skill spelled differently is not a change), shown as the resume spells it. */
const skillsOf = (reading: ResumeReading) =>
  new Map(reading.skills.filter((s) => !s.implied).map((s) => [s.name, s.display]));
const sectionHeadings = (reading: ResumeReading) =>
  new Map(reading.sections.map((s) => [s.kind, s.heading.replace(/[:\s]+$/u, "")]));

export function compareVersions(resume: VersionInput, other: VersionInput): ResumeComparison {
  const before = new Map(other.criteria.map((c) => [c.id, c.status]));
  const failed = (status: string | undefined) => status === "fail";
  const fixed = resume.criteria.filter((c) => failed(before.get(c.id)) && !failed(c.status)).map((c) => c.title);
  const newlyFailing = resume.criteria
    .filter((c) => failed(c.status) && before.has(c.id) && !failed(before.get(c.id)))
    .map((c) => c.title);
  const nowSkills = skillsOf(resume.reading);
  const thenSkills = skillsOf(other.reading);
  const nowSections = sectionHeadings(resume.reading);
  const thenSections = sectionHeadings(other.reading);
  const round = (n: number) => Math.round(n * 10) / 10;
  const side = (v: VersionInput) => ({
    id: v.id,
    filename: v.filename,
    created_at: v.createdAt.toISOString(),
    score: v.score,
  });
  return {
    resume: side(resume),
    other: side(other),
    score_change: round(resume.score - other.score),
    criteria_fixed: fixed,
    criteria_newly_failing: newlyFailing,
    skills_added: [...nowSkills].filter(([name]) => !thenSkills.has(name)).map(([, display]) => display),
    skills_removed: [...thenSkills].filter(([name]) => !nowSkills.has(name)).map(([, display]) => display),
    years: { resume: round(resume.reading.timeline.totalYears), other: round(other.reading.timeline.totalYears) },
    sections_added: [...nowSections].filter(([kind]) => !thenSections.has(kind)).map(([, heading]) => heading),
    sections_removed: [...thenSections].filter(([kind]) => !nowSections.has(kind)).map(([, heading]) => heading),
  };
}
