/**
 * The reworked resume (issue 25, decision 280): built from the reading, checked fact by fact. The service keeps it
 * per analysis; the demo's is generated from the sample (generate-demo.ts).
 */
import type { ReworkedResume } from "../../shared/schemas/rework";
import { log } from "../lib/log";
import { buildRework } from "./build";
import { unsupportedFacts } from "./fact-check";
import { type ReworkSource, readForRework } from "./source";

/** Builds and checks: a line the reading does not support is logged (the tests keep this list empty). */
export function checkedRework(source: ReworkSource): ReworkedResume {
  const rework = buildRework(source);
  const problems = unsupportedFacts(rework, source);
  if (problems.length) log.warn("rework_unsupported_facts", { count: problems.length });
  return rework;
}

export function reworkFromText(input: Parameters<typeof readForRework>[0], now: Date): ReworkedResume {
  return checkedRework(readForRework(input, now));
}
