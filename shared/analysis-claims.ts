/**
 * What the site may claim about who writes the analysis (decision 074). «Нейросетью» only when a model is
 * configured; otherwise the built-in rules are named with their criteria count. Zod-free: used by the worker
 * (GET /api/site/) and the client (header, hero, upload note, result line, report signature).
 */
import type { AnalysisProducer } from "./schemas/analysis";

/** The configured analysis engine, as GET /api/site/ serves it. */
export interface AnalysisEngineInfo {
  /** A language model writes the analysis (the built-in engine is only its fallback). */
  byModel: boolean;
  /** The model id, e.g. "@cf/meta/llama-3.3-70b-instruct-fp8-fast"; null for the built-in engine. */
  model: string | null;
  /** The built-in engine's criteria count. */
  criteria: number;
}

export interface AnalysisClaims {
  /** Header slogan: «Анализ резюме нейросетью за 30 секунд». */
  slogan: string;
  /** Hero title: «Анализ резюме нейросетью». */
  hero: string;
  /** Who does it, as the subject of a sentence: «нейросеть», «сервис». */
  actor: string;
}

function byRules(criteria: number): string {
  return criteria > 0 ? ` по ${criteria} критериям` : "";
}

export function analysisClaims(info: AnalysisEngineInfo): AnalysisClaims {
  if (info.byModel)
    return { slogan: "Анализ резюме нейросетью за 30 секунд", hero: "Анализ резюме нейросетью", actor: "нейросеть" };
  return {
    slogan: `Анализ резюме${byRules(info.criteria)} за 30 секунд`,
    hero: `Анализ резюме${byRules(info.criteria)}`,
    actor: "сервис",
  };
}

/** One line under a result: what wrote it. Null for results stored before provenance was recorded. */
export function producerLine(producer: AnalysisProducer | undefined): string | null {
  if (!producer) return null;
  if (producer.kind === "model")
    return `Разбор написала нейросеть (${producer.name}) по результатам автоматической проверки.`;
  return `Разбор составлен встроенными правилами Rework${producer.criteria ? ` по ${producer.criteria} критериям` : ""}, без нейросети.`;
}

/** The report signature's middle part: «анализ резюме нейросетью» only when a model wrote it. */
export function signatureClaim(producer: AnalysisProducer | undefined): string {
  return producer?.kind === "engine" ? "анализ резюме" : "анализ резюме нейросетью";
}
