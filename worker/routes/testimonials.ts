import { Hono } from "hono";
import { publishedTestimonials } from "../services/testimonials";
import type { AppEnv } from "../types";

/** `GET /api/testimonials/`: moderated, published ratings for the home slider (first name only). */
export const testimonialRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ items: await publishedTestimonials(c.var.db) }, 200);
});
