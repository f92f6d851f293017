import { Hono } from "hono";
import { ensureCsrfCookie } from "../middleware/csrf";
import { countAnalysedResumes } from "../services/counter";
import type { AppEnv } from "../types";

/** `GET /api/resume-count/`: the live counter; also hands out the CSRF cookie (spec section 7). */
export const counterRoutes = new Hono<AppEnv>().get("/", async (c) => {
  ensureCsrfCookie(c);
  const value = await countAnalysedResumes(c.var.db, c.env.KV);
  return c.json({ count: value }, 200);
});
