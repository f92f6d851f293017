/**
 * `POST /api/resumes/{id}/vacancy-match/`, `GET /api/resumes/{id}/vacancy-matches/` and
 * `GET /api/resumes/{id}/compare/{other_id}/` (issue 16). Ownership, CSRF and the error shape as every resume route.
 */
import { Hono } from "hono";
import { badRequest } from "../lib/errors";
import { validate } from "../lib/validation";
import { selectVacancyProvider } from "../providers/vacancies/select";
import { requireOwnedResume } from "../services/ownership";
import { compareResumes, createVacancyMatch, listVacancyMatches, toVacancyMatch } from "../services/vacancy-matches";
import { VACANCY_REQUIRED_MESSAGE, vacancyMatchRequestSchema } from "../../shared/schemas/vacancy-match";
import type { AppEnv } from "../types";
import { validResumeId, validResumePair } from "./resume-id";

const validRequest = validate("json", vacancyMatchRequestSchema, (error) => badRequest(error.issues[0]?.message ?? VACANCY_REQUIRED_MESSAGE, "invalid_vacancy"));

export const vacancyMatchRoutes = new Hono<AppEnv>()
  .post("/:id/vacancy-match/", validResumeId, validRequest, async (c) => {
    const match = await createVacancyMatch(c.var.db, selectVacancyProvider(c.env), c.var.actor, c.req.valid("param").id, c.req.valid("json"));
    return c.json(match, 201);
  })
  .get("/:id/vacancy-matches/", validResumeId, async (c) => {
    const resume = await requireOwnedResume(c.var.db, c.var.actor, c.req.valid("param").id);
    return c.json({ vacancy_matches: (await listVacancyMatches(c.var.db, resume.id)).map(toVacancyMatch) }, 200);
  })
  .get("/:id/compare/:otherId/", validResumePair, async (c) => {
    const { id, otherId } = c.req.valid("param");
    return c.json(await compareResumes(c.var.db, c.var.actor, id, otherId), 200);
  });
