/**
 * Picks the provider from configuration (`AI_PROVIDER`). Anything incomplete falls back to the built-in engine with a
 * warning in the log, so a missing key degrades the analysis instead of breaking it.
 */
import { log } from "../../lib/log";
import { builtinProvider } from "./builtin";
import { createOpenAiCompatibleProvider } from "./openai-compatible";
import type { AiProvider } from "./types";
import { createWorkersAiProvider, type TextGenerationBinding } from "./workers-ai";

export const DEFAULT_AI_TIMEOUT_MS = 25_000;

export type AiEnv = Pick<
  Env,
  "AI_PROVIDER" | "WORKERS_AI_MODEL" | "OPENAI_BASE_URL" | "OPENAI_MODEL" | "AI_TIMEOUT_MS"
> & {
  AI?: unknown;
  OPENAI_API_KEY?: string;
};

export function selectAiProvider(env: AiEnv): AiProvider {
  const choice = (env.AI_PROVIDER || "builtin").trim().toLowerCase();
  if (choice === "workers-ai") {
    if (!env.AI || !env.WORKERS_AI_MODEL) return fallback("workers-ai needs the AI binding and WORKERS_AI_MODEL");
    return createWorkersAiProvider(env.AI as TextGenerationBinding, env.WORKERS_AI_MODEL);
  }
  if (choice === "openai") {
    if (!env.OPENAI_BASE_URL || !env.OPENAI_MODEL) return fallback("openai needs OPENAI_BASE_URL and OPENAI_MODEL");
    return createOpenAiCompatibleProvider({
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      apiKey: env.OPENAI_API_KEY,
    });
  }
  if (choice !== "builtin") return fallback(`unknown AI_PROVIDER "${choice}"`);
  return builtinProvider;
}

export function aiTimeoutMs(env: Pick<Env, "AI_TIMEOUT_MS">): number {
  const value = Number(env.AI_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_AI_TIMEOUT_MS;
}

function fallback(reason: string): AiProvider {
  log.warn("ai_provider_fallback", { reason });
  return builtinProvider;
}
