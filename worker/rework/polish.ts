/**
 * A configured language model may polish the wording of the reworked resume's duties and summary (decision 280).
 * It sees only those lines — never the name, contacts or anything personal — and its version is kept only when the
 * same fact check passes and every job keeps its number of lines; otherwise the built-in version stands.
 */
import type { ReworkedResume } from "../../shared/schemas/rework";
import { log } from "../lib/log";
import type { AiProvider } from "../providers/ai/types";
import { compare } from "./build";
import { unsupportedFacts } from "./fact-check";
import type { ReworkSource } from "./source";

export interface PolishDeps {
  provider: AiProvider;
  timeoutMs: number;
}

interface Draft {
  summary: string | null;
  jobs: string[][];
}

const INSTRUCTIONS = {
  ru: "Ты редактор резюме. Перепиши каждую строку короче и яснее: начни с глагола действия, убери канцелярит. Не добавляй ни одного факта, числа, названия или навыка, которых нет в строке. Сохрани число строк в каждом списке. Ответь только JSON той же формы.",
  en: "You edit resumes. Rewrite each line shorter and clearer: start with an action verb, drop filler. Do not add any fact, number, name or skill that is not in the line. Keep the number of lines in every list. Answer with JSON of the same shape only.",
} as const;

export async function polishRework(
  rework: ReworkedResume,
  source: ReworkSource,
  deps: PolishDeps,
): Promise<{ rework: ReworkedResume; author: "builtin" | "model" }> {
  const builtin = { rework, author: "builtin" as const };
  if (!deps.provider.hasModel) return builtin;
  const draft: Draft = { summary: rework.summary, jobs: rework.experience.map((job) => job.bullets) };
  try {
    const reply = await deps.provider.chat(
      [
        { role: "system", content: INSTRUCTIONS[rework.language] },
        { role: "user", content: JSON.stringify(draft) },
      ],
      { json: true, timeoutMs: deps.timeoutMs, maxTokens: 1500 },
    );
    const applied = applyDraft(rework, parseDraft(reply, draft));
    if (!applied) return builtin;
    const polished = { ...applied, comparison: compare(source, applied) };
    const problems = unsupportedFacts(polished, source);
    if (problems.length) {
      log.warn("rework_polish_refused", { provider: deps.provider.id, problems: problems.length });
      return builtin;
    }
    return { rework: polished, author: "model" };
  } catch (error) {
    log.warn("rework_polish_failed", { provider: deps.provider.id, error: String(error) });
    return builtin;
  }
}

/** The model's JSON when it has the draft's shape; null otherwise. */
function parseDraft(reply: string, shape: Draft): Draft | null {
  const json = reply.slice(reply.indexOf("{"), reply.lastIndexOf("}") + 1);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const draft = value as Partial<Draft>;
  const lines = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((line) => typeof line === "string" && line.trim().length > 0);
  if (!Array.isArray(draft.jobs) || draft.jobs.length !== shape.jobs.length) return null;
  if (!draft.jobs.every((job, index) => lines(job) && job.length === shape.jobs[index]!.length)) return null;
  const summary = typeof draft.summary === "string" && draft.summary.trim() ? draft.summary.trim() : shape.summary;
  return { summary: shape.summary === null ? null : summary, jobs: draft.jobs.map((job) => job.map((l) => l.trim())) };
}

function applyDraft(rework: ReworkedResume, draft: Draft | null): ReworkedResume | null {
  if (!draft) return null;
  return {
    ...rework,
    summary: draft.summary,
    experience: rework.experience.map((job, index) => ({ ...job, bullets: draft.jobs[index] ?? job.bullets })),
  };
}
