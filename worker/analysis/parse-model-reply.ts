/**
 * Turns a model's reply into an analysis result. Models are inconsistent in small ways, so the usual quirks are
 * normalised before validation: a ```json fence, text around the object, a wrapper object, scores out of 100 or as
 * strings ("7,5", "8/10", "75%"), a string where a list belongs, `null` for an absent section. What still fails the
 * schema is "invalid" (worth one repair request); a reply with no JSON object at all is "prose" (raw-text mode).
 */
import { type AnalysisResult, analysisResultSchema } from "../../shared/schemas/analysis";

export type ModelReply =
  | { kind: "json"; result: AnalysisResult }
  | { kind: "invalid"; error: string }
  | { kind: "prose"; text: string };

type Json = Record<string, unknown>;

const SCORE_KEYS = new Set(["overall_score", "ats_compatibility_score", "relevance_score", "score"]);
const LIST_KEYS = new Set([
  "strengths",
  "weaknesses",
  "recommendations",
  "key_skills",
  "skill_gap_analysis",
  "career_progression_suggestions",
  "highlights",
  "industries",
  "advantages",
  "disadvantages",
]);
const TEXT_KEYS = new Set(["general_impression", "description", "market_comparison"]);
/** Fields the pipeline owns: a model must not supply them. */
const PIPELINE_KEYS = ["criteria", "raw_analysis"];
const MAX_ERROR_CHARS = 600;

export function parseModelReply(reply: string): ModelReply {
  const candidate = jsonCandidate(reply);
  if (candidate === null) return { kind: "prose", text: reply.trim() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(candidate.json);
  } catch (error) {
    // Braces inside an otherwise prose answer are not an attempt at JSON.
    if (!candidate.looksIntended) return { kind: "prose", text: reply.trim() };
    return {
      kind: "invalid",
      error: `некорректный JSON (${error instanceof Error ? error.message : "ошибка разбора"})`,
    };
  }
  return validateModelResult(parsed);
}

export function validateModelResult(value: unknown): ModelReply {
  const normalized = normalizeModelResult(value);
  const checked = analysisResultSchema.safeParse(normalized);
  if (!checked.success) {
    const details = checked.error.issues
      .map((issue) => `${issue.path.join(".") || "корень"}: ${issue.message}`)
      .join("; ");
    return { kind: "invalid", error: details.slice(0, MAX_ERROR_CHARS) };
  }
  const result = checked.data;
  if (
    !result.strengths.length &&
    !result.weaknesses.length &&
    !result.recommendations.length &&
    !result.general_impression.trim()
  ) {
    return {
      kind: "invalid",
      error: "пустой анализ: нет ни сильных и слабых сторон, ни рекомендаций, ни общего впечатления",
    };
  }
  return { kind: "json", result };
}

/** The JSON object in a reply, and whether the reply was meant to be JSON (fenced or starting with a brace). */
function jsonCandidate(reply: string): { json: string; looksIntended: boolean } | null {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/iu.exec(reply);
  const body = fenced?.[1] ?? reply;
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  if (start === -1) return fenced ? { json: body, looksIntended: true } : null;
  const json = end > start ? body.slice(start, end + 1) : body.slice(start);
  return { json, looksIntended: Boolean(fenced) || reply.trimStart().startsWith("{") };
}

export function normalizeModelResult(value: unknown): unknown {
  const root = unwrap(value);
  if (!isObject(root)) return root;
  const cleaned = normalizeObject(root);
  for (const key of PIPELINE_KEYS) delete cleaned[key];
  return cleaned;
}

/** `{"analysis": {...}}` or `{"result": {...}}`: take the inner object. */
function unwrap(value: unknown): unknown {
  if (!isObject(value) || "overall_score" in value) return value;
  const inner = Object.values(value).find((item) => isObject(item) && "overall_score" in item);
  return inner ?? value;
}

function normalizeObject(object: Json): Json {
  const out: Json = {};
  for (const [key, raw] of Object.entries(object)) {
    if (raw === null || raw === undefined) continue;
    out[key] = normalizeField(key, raw);
  }
  return out;
}

function normalizeField(key: string, value: unknown): unknown {
  if (SCORE_KEYS.has(key)) return toScore(value);
  if (key === "years") return toNumber(value);
  if (LIST_KEYS.has(key)) return toStringList(value);
  if (TEXT_KEYS.has(key)) return toText(value);
  if (isObject(value)) return normalizeObject(value);
  return value;
}

function toNumber(value: unknown): unknown {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return value;
  const match = /-?\d+(?:[.,]\d+)?/u.exec(value);
  return match ? Number(match[0].replace(",", ".")) : value;
}

/** Out of 10, one decimal. "8/10" → 8, 75 or "75%" → 7.5. */
function toScore(value: unknown): unknown {
  const outOfTen = typeof value === "string" ? /(-?\d+(?:[.,]\d+)?)\s*\/\s*(10|100)\b/u.exec(value) : null;
  let number = outOfTen ? (Number(outOfTen[1]!.replace(",", ".")) * 10) / Number(outOfTen[2]) : toNumber(value);
  if (typeof number !== "number" || !Number.isFinite(number)) return value;
  if (number > 10 && number <= 100) number /= 10;
  return Math.round(number * 10) / 10;
}

function toStringList(value: unknown): unknown {
  if (typeof value === "string") {
    const items = value
      .split(/\n+/u)
      .map((line) => line.replace(/^\s*(?:[-•*]|\d+[.)])\s*/u, "").trim())
      .filter(Boolean);
    return items;
  }
  if (!Array.isArray(value)) return value;
  return value.map(toText).filter((item) => typeof item !== "string" || item.trim() !== "");
}

/** An object where text belongs ({title, description}) becomes "title: description". */
function toText(value: unknown): unknown {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  if (Array.isArray(value))
    return value
      .map(toText)
      .filter((item) => typeof item === "string")
      .join(" ");
  if (isObject(value)) {
    const parts = Object.values(value).filter(
      (part): part is string | number => typeof part === "string" || typeof part === "number",
    );
    return parts.length ? parts.map(String).join(": ") : value;
  }
  return value;
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
