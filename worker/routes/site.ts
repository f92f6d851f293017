import { Hono } from "hono";
import { publicSiteConfig } from "../services/site-config";
import type { AppEnv } from "../types";

/** `GET /api/site/`: public settings for the client; cached by browsers for a few minutes. */
export const siteRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json(publicSiteConfig(c.var.config, c.env), 200);
});
