/** `POST /api/resumes/{id}/cover-letter/` and `GET /api/resumes/{id}/cover-letters/` (spec section 7). */
import { Hono } from "hono";
import { COVER_LETTER_REQUIRED_MESSAGE, coverLetterRequestSchema } from "../../shared/schemas/cover-letter";
import { badRequest } from "../lib/errors";
import { validate } from "../lib/validation";
import { aiTimeoutMs, selectAiProvider } from "../providers/ai/select";
import { createCoverLetter, listCoverLetters, toCoverLetter } from "../services/cover-letters";
import { requireOwnedResume } from "../services/ownership";
import type { AppEnv } from "../types";
import { validResumeId } from "./resume-id";

const validRequest = validate("json", coverLetterRequestSchema, (error) =>
  badRequest(error.issues[0]?.message ?? COVER_LETTER_REQUIRED_MESSAGE, "invalid_cover_letter"),
);

export const coverLetterRoutes = new Hono<AppEnv>()
  .post("/:id/cover-letter/", validResumeId, validRequest, async (c) => {
    const letter = await createCoverLetter(
      c.var.db,
      { provider: selectAiProvider(c.env), timeoutMs: aiTimeoutMs(c.env) },
      c.var.actor,
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    return c.json(letter, 201);
  })
  .get("/:id/cover-letters/", validResumeId, async (c) => {
    const resume = await requireOwnedResume(c.var.db, c.var.actor, c.req.valid("param").id);
    return c.json({ cover_letters: (await listCoverLetters(c.var.db, resume.id)).map(toCoverLetter) }, 200);
  });
