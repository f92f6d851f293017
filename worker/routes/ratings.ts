/** `POST /api/resumes/{id}/rate/` (spec section 7): create or update the owner's rating of a result. */
import { Hono } from "hono";
import { RATING_STARS_MESSAGE, ratingRequestSchema } from "../../shared/schemas/rating";
import { badRequest } from "../lib/errors";
import { validate } from "../lib/validation";
import { rateResume } from "../services/ratings";
import type { AppEnv } from "../types";
import { validResumeId } from "./resume-id";

const validRating = validate("json", ratingRequestSchema, (error) =>
  badRequest(error.issues[0]?.message ?? RATING_STARS_MESSAGE, "invalid_rating"),
);

export const ratingRoutes = new Hono<AppEnv>().post("/:id/rate/", validResumeId, validRating, async (c) => {
  const { rating, created } = await rateResume(c.var.db, c.var.actor, c.req.valid("param").id, c.req.valid("json"));
  return c.json(rating, created ? 201 : 200);
});
