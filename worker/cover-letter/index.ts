/**
 * Writing one cover letter: with a model when one is configured, otherwise (and whenever the model's letter does
 * not survive the fact check, times out or fails) with the built-in generator. The caller always gets a letter and
 * learns honestly who wrote it.
 */

import type { CoverLetterRequest } from "../../shared/schemas/cover-letter";
import { type ResumeReading, readResume } from "../analysis/engine";
import { maskPersonalData } from "../analysis/masking";
import { describeError, log } from "../lib/log";
import type { AiProvider } from "../providers/ai/types";
import { countLetterWords, LETTER_MAX_WORDS, resolveStyle, writeBuiltinLetter } from "./builtin-letter";
import { gatherEvidence, type LetterLanguage } from "./evidence";
import { type FactSources, findProblems, removeUnsupportedSentences } from "./fact-check";
import { buildLetterMessages, parseLetterReply, summarizeEvidence } from "./model-letter";

export interface WrittenLetter {
  content: string;
  language: LetterLanguage;
  /** "builtin" or the provider's id. */
  provider: string;
  author: "builtin" | "model";
  assumptions: string[];
}

export interface LetterDeps {
  provider: AiProvider;
  timeoutMs: number;
}

/** A model letter shorter than this after the fact check has lost its substance: the built-in one is better. */
const MIN_MODEL_WORDS = 90;
/** Nor is one that lost more than a third of its sentences: what is left may not hang together. */
const MAX_DROPPED_SHARE = 1 / 3;
const MIN_WORDS_FOR_MODEL = 40;

export function factSources(
  resumeText: string,
  request: CoverLetterRequest,
  reading: ResumeReading = readResume({ text: resumeText }),
): FactSources {
  return {
    resume: resumeText,
    request: [
      request.company_name,
      request.position_name,
      request.company_info ?? "",
      request.vacancy_description ?? "",
    ],
    resumeSkills: reading.skills.flatMap((skill) => [skill.name, skill.display]),
  };
}

/**
 * The built-in letter. `reading` is the resume's stored reading (services/reading.ts); scripts and tests without one
 * get it read from the text here, once.
 */
export function writeBuiltin(
  resumeText: string,
  request: CoverLetterRequest,
  reading: ResumeReading = readResume({ text: resumeText }),
): WrittenLetter {
  const evidence = gatherEvidence(resumeText, request, reading);
  const content = writeBuiltinLetter(evidence, {
    company: request.company_name,
    position: request.position_name,
    style: request.personal_style,
  });
  const sources = factSources(resumeText, request, reading);
  const problems = findProblems(content, sources);
  // The generator passes the check by construction (property-tested); if a resume ever trips it, the sentence goes.
  const safe = problems.length ? removeUnsupportedSentences(content, sources).text : content;
  // Skill names are dictionary entries, safe to log; other values may quote the resume.
  if (problems.length)
    log.error("cover_letter_builtin_fact_problem", {
      problems: problems.map((p) => (p.kind === "skill" ? `skill:${p.value}` : p.kind)),
    });
  return { content: safe, language: evidence.letterLanguage, provider: "builtin", author: "builtin", assumptions: [] };
}

export async function writeCoverLetter(
  resumeText: string,
  request: CoverLetterRequest,
  deps: LetterDeps,
  reading: ResumeReading = readResume({ text: resumeText }),
): Promise<WrittenLetter> {
  const builtin = () => writeBuiltin(resumeText, request, reading);
  if (!deps.provider.hasModel) return builtin();
  if (reading.size.looksLikeGarbage || reading.size.words < MIN_WORDS_FOR_MODEL) return builtin();
  const started = Date.now();
  try {
    const letter = await askModel(resumeText, request, deps, reading);
    log.info("cover_letter_model_done", {
      provider: deps.provider.id,
      ms: Date.now() - started,
      outcome: letter ? "model" : "rejected",
    });
    return letter ?? builtin();
  } catch (error) {
    log.warn("cover_letter_model_fallback", {
      provider: deps.provider.id,
      ms: Date.now() - started,
      ...describeError(error),
    });
    return builtin();
  }
}

async function askModel(
  resumeText: string,
  request: CoverLetterRequest,
  deps: LetterDeps,
  reading: ResumeReading,
): Promise<WrittenLetter | null> {
  const evidence = gatherEvidence(resumeText, request, reading);
  const mask = maskPersonalData(resumeText);
  const messages = buildLetterMessages(
    mask.text,
    mask.maskOther(summarizeEvidence(evidence)),
    request,
    evidence.letterLanguage,
  );
  const reply = parseLetterReply(
    await deps.provider.chat(messages, { json: true, timeoutMs: deps.timeoutMs, maxTokens: 1500 }),
  );
  if (!reply) return null;
  const restored = mask.restore(reply);
  const sources = { ...factSources(resumeText, request, reading), assumed: restored.assumptions };
  const cleaned = removeUnsupportedSentences(restored.letter, sources);
  const words = countLetterWords(cleaned.text);
  const droppedShare = cleaned.dropped / Math.max(1, cleaned.dropped + cleaned.kept);
  if (cleaned.dropped)
    log.info("cover_letter_model_sentences_dropped", { dropped: cleaned.dropped, kept: cleaned.kept });
  if (
    words < MIN_MODEL_WORDS ||
    words > LETTER_MAX_WORDS * 1.5 ||
    droppedShare > MAX_DROPPED_SHARE ||
    /\[[A-Z_]+_\d+\]/u.test(cleaned.text)
  )
    return null;
  return {
    content: cleaned.text,
    language: evidence.letterLanguage,
    provider: deps.provider.id,
    author: "model",
    assumptions: restored.assumptions,
  };
}

export { resolveStyle };
