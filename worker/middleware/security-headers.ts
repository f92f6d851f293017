/**
 * Baseline HTTP security headers for everything the Worker itself answers (/api/*, robots.txt, sitemap.xml). The
 * static SPA gets the same baseline from client/public/_headers: Cloudflare applies that file only to asset
 * responses, never to responses made by Worker code, so both places are needed (docs/decisions/060).
 *
 * A route that sets one of these headers itself keeps its own value (the sandbox checkout page has its own
 * nonce CSP and `no-referrer`); only missing headers are added.
 */
import type { MiddlewareHandler } from "hono";

/** What the API's own answers need: JSON and plain text load nothing, so the policy allows nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The static SPA's policy, as client/public/_headers sets it on assets; pages the Worker renders into the SPA shell
 * (worker/seo/shell.ts) send it too. YouTube embeds in articles: only the privacy-enhanced domain may be framed.
 */
export const SPA_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src https://www.youtube-nocookie.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The same values as client/public/_headers (kept in sync by test/worker/security-headers.test.ts). */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Browsers ignore HSTS over plain http, but sending it only over https keeps local answers honest. */
const HSTS = "max-age=31536000";

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  const setIfMissing = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };
  for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) setIfMissing(name, value);
  setIfMissing("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
  if (new URL(c.req.url).protocol === "https:") setIfMissing("Strict-Transport-Security", HSTS);
  // Answers carry personal data (resumes, profiles, payment states): no shared or browser cache keeps them unless a
  // route chose a policy itself (the public counter-free settings and criteria do).
  if (headers.get("Content-Type")?.startsWith("application/json")) setIfMissing("Cache-Control", "no-store");
};
