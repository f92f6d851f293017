import { Hono } from "hono";
import type { AppEnv } from "../types";

/** Public pages listed for search engines; the SPA fallback would otherwise answer these with index.html. */
const PUBLIC_PATHS = ["/", "/articles", "/faq", "/career-consultation", "/partnership", "/investor-pitch", "/privacy-policy", "/public-offer"];

/** The configured public origin; the request's own only when SITE_URL is unset (local development). */
function publicOrigin(siteUrl: string, requestUrl: string): string {
  return siteUrl ? siteUrl.replace(/\/+$/, "") : new URL(requestUrl).origin;
}

export const seoRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = publicOrigin(c.var.config.siteUrl, c.req.url);
    return c.text(`User-agent: *\nDisallow: /api/\nDisallow: /payment/\nSitemap: ${origin}/sitemap.xml\n`);
  })
  .get("/sitemap.xml", (c) => {
    const origin = publicOrigin(c.var.config.siteUrl, c.req.url);
    const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
    c.header("Content-Type", "application/xml; charset=utf-8");
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
