/**
 * What the reworked resume is built from: the analysis's reading of the person (the engine's facts) and the lines
 * those facts point into. This is the one place the rework module talks to the engine, through its public entry
 * point only, so when the stored reading grows a field (jobs with titles and employers, say) one edit here uses it.
 */
import { analyzeResume, type EngineInput, prepareText, type ResumeFacts } from "../analysis/engine";

export interface ReworkSource {
  facts: ResumeFacts;
  /** The resume's lines as the engine read them: every `line` index in the facts points into this array. */
  lines: readonly string[];
}

export function readForRework(input: EngineInput, now: Date): ReworkSource {
  const { facts } = analyzeResume(input, { now });
  return { facts, lines: prepareText(input.text).lines };
}
