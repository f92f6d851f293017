/**
 * `POST /api/resumes/{id}/analyze/` (spec section 7) and `GET /api/analysis/criteria/` (the published catalogue
 * behind the "50+ criteria" claim).
 */
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { CRITERIA, SKILL_DICTIONARY_COMPILED } from "../analysis/engine";
import { ApiError, notFound } from "../lib/errors";
import { ANALYSIS_PENDING_MESSAGE, requestAnalysis } from "../services/analysis";
import { RESUME_NOT_FOUND_MESSAGE } from "../services/ownership";
import type { AppEnv } from "../types";

/** Long enough for a built-in analysis (the consumer runs within a second or two), short enough for a request. */
export const ANALYZE_WAIT_MS = 8_000;
const ANALYZE_POLL_MS = 300;

const resumeParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
/** A malformed id names no resume: 404, the same answer a stranger's id gets. */
const validResumeId = zValidator("param", resumeParam, (result) => {
  if (!result.success) throw notFound(RESUME_NOT_FOUND_MESSAGE);
});

export const analysisRoutes = new Hono<AppEnv>()
  .post("/resumes/:id/analyze/", validResumeId, async (c) => {
    const outcome = await requestAnalysis(
      { db: c.var.db, queue: c.env.ANALYSIS_QUEUE, waitMs: ANALYZE_WAIT_MS, pollMs: ANALYZE_POLL_MS },
      c.var.actor,
      c.req.valid("param").id,
    );
    if (outcome.status === "done") return c.json({ analysis: outcome.analysis }, 200);
    // The last attempt failed: the spec's analysis error, with the suggestion to retry (a new call claims it again).
    if (outcome.status === "failed") throw new ApiError(502, "analysis_failed", outcome.error);
    return c.json({ status: outcome.status, message: ANALYSIS_PENDING_MESSAGE }, 202);
  })
  .get("/analysis/criteria/", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ criteria: CRITERIA, count: CRITERIA.length, skills_compiled: SKILL_DICTIONARY_COMPILED }, 200);
  });
