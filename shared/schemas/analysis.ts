/**
 * The analysis result (spec section 3): one schema for the worker, which validates whatever an engine or a model
 * produced, and for the client, which renders it. Field names are the spec's, snake_case, because they are also the
 * public JSON of `POST /api/resumes/{id}/analyze/` and of the JSON download.
 */
import { z } from "zod";
import "./zod-config";

/** Scores are "out of 10"; models sometimes answer 0–100 or strings, so callers normalise before validating. */
export const scoreSchema = z.number().min(0).max(10);

export const marketRelevanceSchema = z.union([
  z.string(),
  z.object({ description: z.string(), score: scoreSchema.optional() }),
]);

export const experienceAnalysisSchema = z.object({
  description: z.string(),
  years: z.number().min(0).max(70).optional(),
  highlights: z.array(z.string()).default([]),
  relevance_score: scoreSchema.optional(),
});

export const educationAnalysisSchema = z.object({
  description: z.string(),
  relevance_score: scoreSchema.optional(),
  recommendations: z.array(z.string()).default([]),
});

export const industryFitSchema = z.object({
  description: z.string(),
  industries: z.array(z.string()).default([]),
});

export const competitivenessSchema = z.object({
  description: z.string(),
  score: scoreSchema.optional(),
  market_comparison: z.string().optional(),
  advantages: z.array(z.string()).default([]),
  disadvantages: z.array(z.string()).default([]),
});

/** Beyond the spec: who the resume reads as (decision 070). `role_family`/`seniority` are null when unsure. */
export const candidateProfileSchema = z.object({
  role: z.string().nullable(),
  role_family: z.string().nullable(),
  // A model may answer a level we do not know: it becomes null instead of failing the whole reply.
  seniority: z
    .enum(["student_intern", "junior", "middle", "senior", "lead_manager", "executive"])
    .nullable()
    .catch(null),
  confidence: z.number().min(0).max(1).catch(0),
});

/** What wrote the result (decision 074): a model by name, or the built-in engine with its criteria count. */
export const analysisProducerSchema = z.object({
  kind: z.enum(["model", "engine"]),
  /** The model id ("@cf/…") or "builtin". */
  name: z.string(),
  /** The engine's criteria count; absent for a model. */
  criteria: z.number().int().optional(),
});

/** One finding of the built-in engine: which criterion, how it went and what to change. */
export const criterionFindingSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  weight: z.number(),
  /** 0 (failed) … 1 (fully met). */
  score: z.number().min(0).max(1),
  status: z.enum(["pass", "warn", "fail", "info"]),
  finding: z.string(),
  /** Concrete advice; empty when nothing needs to change. */
  fix: z.string().default(""),
});

export const analysisResultSchema = z.object({
  overall_score: scoreSchema,
  strengths: z.array(z.string()).default([]),
  weaknesses: z.array(z.string()).default([]),
  recommendations: z.array(z.string()).default([]),
  key_skills: z.array(z.string()).default([]),
  general_impression: z.string().default(""),
  market_relevance: marketRelevanceSchema.optional(),
  experience_analysis: experienceAnalysisSchema.optional(),
  education_analysis: educationAnalysisSchema.optional(),
  skill_gap_analysis: z.array(z.string()).optional(),
  industry_fit: industryFitSchema.optional(),
  competitiveness: competitivenessSchema.optional(),
  career_progression_suggestions: z.array(z.string()).optional(),
  ats_compatibility_score: scoreSchema.optional(),
  /** Set when a model answered in prose only (the spec's raw-text mode); the other fields are then defaults. */
  raw_analysis: z.string().optional(),
  /** Beyond the spec: the built-in engine's criteria, so every score comes with what to change. */
  criteria: z.array(criterionFindingSchema).optional(),
  /** Beyond the spec: role family, level and how sure the reading is. */
  candidate_profile: candidateProfileSchema.optional(),
  /** Beyond the spec: what wrote this result — shown in one line under the report (decision 074). */
  produced_by: analysisProducerSchema.optional(),
});

export type AnalysisResult = z.infer<typeof analysisResultSchema>;
export type CriterionFinding = z.infer<typeof criterionFindingSchema>;
export type CandidateProfileResult = z.infer<typeof candidateProfileSchema>;
export type AnalysisProducer = z.infer<typeof analysisProducerSchema>;
export type MarketRelevance = z.infer<typeof marketRelevanceSchema>;

export { scoreBand } from "./score-band";
