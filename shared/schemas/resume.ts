/**
 * The resume as the API returns it (spec section 3, "{product}"), shared by the worker (which builds it) and the
 * client (which reads it). Analysis fields are filled once an analysis exists.
 */
import { z } from "zod";
import { analysisResultSchema } from "./analysis";
import { coverLetterSchema } from "./cover-letter";
import { ratingSchema } from "./rating";

export const analysisStatusSchema = z.enum(["none", "queued", "running", "done", "failed"]);

export const resumeResponseSchema = z.object({
  id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  file_size: z.number(),
  created_at: z.string(),
  is_paid: z.boolean(),
  /** Beyond the spec: where the analysis stands, so the client can poll after a 202. */
  analysis_status: analysisStatusSchema,
  analysis_error: z.string().nullable(),
  analysis: analysisResultSchema.nullable(),
  rating: ratingSchema.nullable(),
  /** The newest letter (spec: company_name, position_name, content, plus how it was written). */
  cover_letter: coverLetterSchema.nullable(),
  has_cover_letter: z.boolean(),
  /** Beyond the spec: every letter of this resume, newest first (one per vacancy). */
  cover_letters: z.array(coverLetterSchema),
  /** First e-mail address found in the file, if any. */
  email: z.string().nullable(),
  language: z.enum(["ru", "en"]),
  page_count: z.number().nullable(),
});

export type ResumeResponse = z.infer<typeof resumeResponseSchema>;

export const resumeListItemSchema = z.object({
  id: z.string(),
  filename: z.string(),
  created_at: z.string(),
  /** Beyond the spec's {id, filename, created_at}: the state the home page's list shows (decision 250). */
  is_paid: z.boolean(),
  analysis_status: analysisStatusSchema,
  overall_score: z.number().nullable(),
  rating_stars: z.number().nullable(),
  /** The reworked resume was made for this analysis (issue 25): the history links its DOCX. */
  has_rework: z.boolean(),
});

export type ResumeListItem = z.infer<typeof resumeListItemSchema>;
