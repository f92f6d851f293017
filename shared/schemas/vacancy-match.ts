/**
 * Vacancy match and version comparison (issue 16), shared by the worker (which computes them) and the client
 * (which sends the vacancy and draws the answer). Decision 130 explains the matching rules.
 */
import "./zod-config";
import { z } from "zod";

export const VACANCY_REQUIRED_MESSAGE = "Вставь текст вакансии или ссылку на вакансию hh.ru.";
export const VACANCY_TOO_LONG_MESSAGE = "Текст вакансии слишком длинный: сократи его до 20 000 символов.";
export const VACANCY_TOO_SHORT_MESSAGE = "Текст вакансии слишком короткий: вставь описание целиком, с требованиями.";
export const VACANCY_BAD_LINK_MESSAGE =
  "Это не ссылка на вакансию hh.ru. Нужна ссылка вида https://hh.ru/vacancy/12345678 — или вставь текст вакансии.";

export const VACANCY_LIMITS = { minText: 40, maxText: 20_000, maxUrl: 500 } as const;

export const vacancyMatchRequestSchema = z
  .object({
    vacancy_text: z
      .string({ error: VACANCY_REQUIRED_MESSAGE })
      .trim()
      .max(VACANCY_LIMITS.maxText, VACANCY_TOO_LONG_MESSAGE)
      .optional(),
    vacancy_url: z
      .string({ error: VACANCY_BAD_LINK_MESSAGE })
      .trim()
      .max(VACANCY_LIMITS.maxUrl, VACANCY_BAD_LINK_MESSAGE)
      .optional(),
  })
  .refine((body) => Boolean(body.vacancy_text || body.vacancy_url), { message: VACANCY_REQUIRED_MESSAGE })
  .refine((body) => !body.vacancy_text || body.vacancy_url || body.vacancy_text.length >= VACANCY_LIMITS.minText, {
    message: VACANCY_TOO_SHORT_MESSAGE,
  });
export type VacancyMatchRequest = z.infer<typeof vacancyMatchRequestSchema>;

export const REQUIREMENT_STATUSES = ["present", "near_miss", "missing"] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

export const requirementSchema = z.object({
  /** The term as the vacancy writes it. */
  term: z.string(),
  status: z.enum(REQUIREMENT_STATUSES),
  /** The resume line that shows it (present, near miss), else null. */
  evidence: z.string().nullable(),
  /** Near miss: the vacancy's exact term to write instead of (or next to) the resume's. */
  use_term: z.string().nullable(),
  /** Near miss: how the resume writes it ("JS", or "1С" for a vacancy's "1С:Бухгалтерия"). */
  resume_term: z.string().nullable(),
  /** A key skill of the vacancy or a must-have line weighs 2; "будет плюсом" weighs 1. */
  weight: z.number(),
  key_skill: z.boolean(),
  category: z.string().nullable(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const editSchema = z.object({
  /** What to change, in one sentence. */
  text: z.string(),
  /** Where in the resume: the section's heading, or the section to add. */
  where: z.string(),
  /** Percentage points the match gains if the edit is made. */
  gain: z.number(),
  term: z.string(),
});
export type VacancyEdit = z.infer<typeof editSchema>;

export const FIT_STATES = ["match", "partial", "mismatch", "unknown"] as const;

export const vacancyMatchSchema = z.object({
  id: z.string(),
  source: z.enum(["text", "hh"]),
  vacancy_url: z.string().nullable(),
  vacancy_title: z.string().nullable(),
  employer: z.string().nullable(),
  /** The vacancy's text as read (a link's description as plain text), for the cover-letter hand-off. */
  vacancy_text: z.string(),
  match_percent: z.number().int().min(0).max(100),
  explanation: z.string(),
  requirements: z.array(requirementSchema),
  experience: z.object({
    required_years: z.number().nullable(),
    resume_years: z.number().nullable(),
    fit: z.enum(FIT_STATES),
    text: z.string(),
  }),
  title: z.object({
    vacancy: z.string().nullable(),
    resume: z.string().nullable(),
    fit: z.enum(FIT_STATES),
    text: z.string(),
  }),
  city: z.object({
    vacancy: z.string().nullable(),
    resume: z.string().nullable(),
    fit: z.enum(FIT_STATES),
    text: z.string(),
  }),
  edits: z.array(editSchema),
  /** Terms the resume does not show: to learn, or to leave out — never to add as if the person had them. */
  gaps: z.array(z.string()),
  created_at: z.string(),
});
export type VacancyMatch = z.infer<typeof vacancyMatchSchema>;

export const vacancyMatchListSchema = z.object({ vacancy_matches: z.array(vacancyMatchSchema) });

export const resumeComparisonSchema = z.object({
  resume: z.object({ id: z.string(), filename: z.string(), created_at: z.string(), score: z.number() }),
  other: z.object({ id: z.string(), filename: z.string(), created_at: z.string(), score: z.number() }),
  /** resume − other, on the 0–10 scale. */
  score_change: z.number(),
  criteria_fixed: z.array(z.string()),
  criteria_newly_failing: z.array(z.string()),
  skills_added: z.array(z.string()),
  skills_removed: z.array(z.string()),
  years: z.object({ resume: z.number(), other: z.number() }),
  sections_added: z.array(z.string()),
  sections_removed: z.array(z.string()),
});
export type ResumeComparison = z.infer<typeof resumeComparisonSchema>;
