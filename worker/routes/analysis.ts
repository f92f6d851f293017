/**
 * `GET /api/analysis/criteria/`: the published catalogue behind the "50+ criteria" claim. Starting an analysis is
 * `POST /api/resumes/{id}/analyze/` (routes/resumes.ts).
 */
import { Hono } from "hono";
import { CRITERIA, SKILL_DICTIONARY_COMPILED } from "../analysis/engine";
import type { AppEnv } from "../types";

export const analysisRoutes = new Hono<AppEnv>().get("/criteria/", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.json({ criteria: CRITERIA, count: CRITERIA.length, skills_compiled: SKILL_DICTIONARY_COMPILED }, 200);
});
