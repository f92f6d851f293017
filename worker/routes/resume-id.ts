/**
 * The `:id` of every `/api/resumes/{id}/…` route. A malformed id (the demo's, for one) names no resume: 404, the same
 * answer a stranger's id gets, so probing learns nothing.
 */
import { z } from "zod";
import { notFound } from "../lib/errors";
import { validate } from "../lib/validation";
import { RESUME_NOT_FOUND_MESSAGE } from "../services/ownership";

export const validResumeId = validate("param", z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }), () => notFound(RESUME_NOT_FOUND_MESSAGE));

/** `:id` and `:otherId` of `/api/resumes/{id}/compare/{other_id}/`: either malformed answers the same 404. */
export const validResumePair = validate(
  "param",
  z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/), otherId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  () => notFound(RESUME_NOT_FOUND_MESSAGE),
);
