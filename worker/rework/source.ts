/**
 * What the reworked resume is built from: the stored reading of the analysis (shared/schemas/reading.ts, decision
 * 230) and the lines of the resume's text its line numbers point into — the section bodies and the duties under each
 * job are the person's own words, which the reading locates but does not copy. Nothing here reads the person again:
 * the service passes the reading stored with the analysis (services/reading.ts); only scripts and tests without one
 * read it once from the text (readForRework).
 */
import type { ResumeReading } from "../../shared/schemas/reading";
import { type EngineInput, prepareText, readResume } from "../analysis/engine";

export interface ReworkSource {
  reading: ResumeReading;
  /** The resume's lines as the reading numbers them (`prepareText`): every `line` in the reading points in here. */
  lines: readonly string[];
}

/** The rework's source for a stored reading and the text it was read from. */
export function reworkSource(reading: ResumeReading, text: string): ReworkSource {
  return { reading, lines: prepareText(text).lines };
}

/** Without a stored reading (the demo's generator, scripts, tests): the text read once, as the analysis reads it. */
export function readForRework(input: EngineInput, now: Date): ReworkSource {
  return reworkSource(readResume(input, { now }), input.text);
}
