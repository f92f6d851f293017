/**
 * The analysis pipeline: the built-in engine always runs (fast, offline) and is the answer when no model is
 * configured. With a model, the engine's findings and the masked resume go to it; its JSON answer becomes the result
 * (with the engine's criteria attached), prose becomes raw-text mode, and any failure — time-out, provider error,
 * JSON still invalid after one repair — falls back to the engine's result. The caller never gets an empty analysis.
 */

import { type AnalysisProducer, type AnalysisResult, analysisResultSchema } from "../../shared/schemas/analysis";
import type { ResumeReading } from "../../shared/schemas/reading";
import { describeError, log } from "../lib/log";
import type { AiProvider, ChatMessage } from "../providers/ai/types";
import { analyzeResume, type EngineInput, type EngineReport } from "./engine";
import { maskPersonalData, type PersonalDataMask } from "./masking";
import { type ModelReply, parseModelReply } from "./parse-model-reply";
import { buildAnalysisMessages, buildRepairMessages, summarizeFindings } from "./prompt";

export type PipelineMode = "builtin" | "model" | "raw" | "fallback";

export interface PipelineOutcome {
  result: AnalysisResult;
  /** Stored in analyses.provider: "builtin" or the model provider's id. */
  provider: string;
  mode: PipelineMode;
  /** What wrote the result, stored in analyses.produced_by and shown to the user (decision 074). */
  producer: AnalysisProducer;
  /** The engine's reading of the resume, stored beside the result (analyses.reading) for every later feature. */
  reading: ResumeReading;
}

/** "workers-ai:@cf/meta/llama-…" → the model's name; the built-in engine with its criteria count. */
export function producerOf(provider: string, criteriaCount: number): AnalysisProducer {
  if (provider === "builtin") return { kind: "engine", name: "builtin", criteria: criteriaCount };
  const model = provider.includes(":") ? provider.slice(provider.indexOf(":") + 1) : provider;
  return { kind: "model", name: model };
}

function withProducer(outcome: Omit<PipelineOutcome, "producer" | "reading">, report: EngineReport): PipelineOutcome {
  const producer = producerOf(outcome.provider, report.criteria.length);
  return { ...outcome, producer, reading: report.reading, result: { ...outcome.result, produced_by: producer } };
}

export interface PipelineDeps {
  provider: AiProvider;
  timeoutMs: number;
  now?: Date;
}

/** Below this many words there is nothing a model could add but invention (a scan, an empty file). */
const MIN_WORDS_FOR_MODEL = 40;

export async function runAnalysisPipeline(input: EngineInput, deps: PipelineDeps): Promise<PipelineOutcome> {
  const report = analyzeResume(input, { now: deps.now });
  return withProducer(await runWith(report, input, deps), report);
}

async function runWith(
  report: EngineReport,
  input: EngineInput,
  deps: PipelineDeps,
): Promise<Omit<PipelineOutcome, "producer" | "reading">> {
  const builtin = builtinResult(report);
  if (!deps.provider.hasModel) return { result: builtin, provider: "builtin", mode: "builtin" };
  if (report.facts.looksLikeGarbage || report.facts.wordCount < MIN_WORDS_FOR_MODEL) {
    log.info("analysis_model_skipped", { reason: "unreadable_text", words: report.facts.wordCount });
    return { result: builtin, provider: "builtin", mode: "fallback" };
  }
  const started = Date.now();
  try {
    const outcome = await askModel(input.text, report, deps);
    log.info("analysis_model_done", { provider: deps.provider.id, mode: outcome.mode, ms: Date.now() - started });
    return outcome;
  } catch (error) {
    log.warn("analysis_model_fallback", {
      provider: deps.provider.id,
      ms: Date.now() - started,
      ...describeError(error),
    });
    return { result: builtin, provider: "builtin", mode: "fallback" };
  }
}

export function builtinResult(report: EngineReport): AnalysisResult {
  return analysisResultSchema.parse({ ...report.result, criteria: report.criteria });
}

async function askModel(
  text: string,
  report: EngineReport,
  deps: PipelineDeps,
): Promise<Omit<PipelineOutcome, "producer" | "reading">> {
  const mask = maskPersonalData(text);
  const messages = buildAnalysisMessages(mask.text, mask.maskOther(summarizeFindings(report)));
  const first = await chat(messages, deps);
  let reply = parseModelReply(first);
  if (reply.kind === "invalid") {
    log.info("analysis_model_repair", { provider: deps.provider.id, error: reply.error });
    reply = parseModelReply(await chat(buildRepairMessages(messages, first, reply.error), deps));
    // A second broken answer, or prose instead of the fix, is not worth showing: the engine's result is.
    if (reply.kind !== "json") throw new Error(`model reply still invalid after repair: ${describeReply(reply)}`);
  }
  return toOutcome(reply, report, mask, deps.provider.id);
}

function chat(messages: ChatMessage[], deps: PipelineDeps): Promise<string> {
  return deps.provider.chat(messages, { json: true, timeoutMs: deps.timeoutMs });
}

function toOutcome(
  reply: Exclude<ModelReply, { kind: "invalid" }>,
  report: EngineReport,
  mask: PersonalDataMask,
  provider: string,
): Omit<PipelineOutcome, "producer" | "reading"> {
  if (reply.kind === "prose") {
    // Raw-text mode: the text is what the user reads; the engine's score keeps history lists and the counter meaningful.
    const raw = analysisResultSchema.parse({
      overall_score: report.result.overall_score,
      raw_analysis: mask.restore(reply.text),
    });
    return { result: raw, provider, mode: "raw" };
  }
  return { result: mergeWithEngine(mask.restore(reply.result), report), provider, mode: "model" };
}

/** The model writes the prose; measured facts it left out come from the engine, and the criteria always do. */
function mergeWithEngine(model: AnalysisResult, report: EngineReport): AnalysisResult {
  const engine = report.result;
  return analysisResultSchema.parse({
    ...model,
    key_skills: model.key_skills.length ? model.key_skills : engine.key_skills,
    candidate_profile: model.candidate_profile ?? engine.candidate_profile,
    market_relevance: model.market_relevance ?? engine.market_relevance,
    ats_compatibility_score: model.ats_compatibility_score ?? engine.ats_compatibility_score,
    experience_analysis: model.experience_analysis
      ? { ...model.experience_analysis, years: model.experience_analysis.years ?? engine.experience_analysis?.years }
      : engine.experience_analysis,
    criteria: report.criteria,
  });
}

function describeReply(reply: ModelReply): string {
  return reply.kind === "invalid" ? reply.error : reply.kind;
}
