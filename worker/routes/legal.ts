import { Hono } from "hono";
import { isLegalSlug, renderLegalDocument } from "../services/legal";
import type { AppEnv } from "../types";

/** `GET /api/legal/{privacy-policy|public-offer}/`: the document as HTML, filled from the configuration. */
export const legalRoutes = new Hono<AppEnv>().get("/:slug/", (c) => {
  const slug = c.req.param("slug");
  if (!isLegalSlug(slug)) return c.json({ error: "Документ не найден", code: "not_found" }, 404);
  c.header("Cache-Control", "public, max-age=300");
  return c.json(renderLegalDocument(slug, c.var.config, c.env, c.var.config.siteUrl || new URL(c.req.url).origin), 200);
});
