import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { COUNTER_CACHE_KEY } from "../../worker/services/counter";
import { api, csrfHeaders, getCsrf, seedAnalysedResume } from "../helpers";

describe("migrations", () => {
  it("build every table of the data model from zero", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").all<{
      name: string;
    }>();
    const names = results.map((row) => row.name);
    for (const table of [
      "users",
      "sessions",
      "device_tokens",
      "login_codes",
      "resumes",
      "analyses",
      "ratings",
      "cover_letters",
      "payments",
      "payment_events",
      "conversations",
      "messages",
      "articles",
      "tags",
      "article_tags",
      "article_images",
      "article_videos",
      "rate_limits",
    ]) {
      expect(names).toContain(table);
    }
  });
});

describe("API conventions", () => {
  it("answers unknown /api paths with 404 JSON in the one error shape", async () => {
    const response = await api("/api/no-such-thing/");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Метод API не найден", code: "not_found" });
  });

  it("rejects an unsafe call without the CSRF header", async () => {
    const csrf = await getCsrf();
    const response = await api("/api/no-such-thing/", { method: "POST", headers: { Cookie: csrf.cookie } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "csrf_failed" });
  });

  it("rejects a CSRF header that does not match the cookie", async () => {
    const csrf = await getCsrf();
    const response = await api("/api/no-such-thing/", {
      method: "POST",
      headers: { Cookie: csrf.cookie, "X-CSRFToken": `${csrf.token}x` },
    });
    expect(response.status).toBe(403);
  });

  it("lets an unsafe call with a matching CSRF header through to routing", async () => {
    const csrf = await getCsrf();
    const response = await api("/api/no-such-thing/", { method: "POST", headers: csrfHeaders(csrf) });
    expect(response.status).toBe(404);
  });

  it("serves robots.txt and sitemap.xml from the Worker", async () => {
    const robots = await exports.default.fetch("https://rework.test/robots.txt");
    const rules = await robots.text();
    expect(rules).toContain("Sitemap: https://rework.test/sitemap.xml");
    expect(rules).toContain("Disallow: /admin/"); // the moderators' screen (decision 251)
    const sitemap = await exports.default.fetch("https://rework.test/sitemap.xml");
    expect(sitemap.headers.get("Content-Type")).toContain("application/xml");
    expect(await sitemap.text()).toContain("<loc>https://rework.test/faq</loc>");
  });
});

describe("GET /api/resume-count/", () => {
  it("sets a readable CSRF cookie with the spec's attributes", async () => {
    const response = await api("/api/resume-count/", {}, "https://rework.test");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    // On https (and always in production) the spec's csrftoken carries the __Host- prefix (docs/decisions/047).
    expect(cookie).toMatch(/^__Host-csrftoken=[A-Za-z0-9_-]{32};/);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(cookie).not.toContain("HttpOnly");
  });

  it("counts analysed resumes, caches the number in KV for five minutes and recounts after expiry", async () => {
    await env.KV.delete(COUNTER_CACHE_KEY);
    const first = await (await api("/api/resume-count/")).json();
    expect(first).toEqual({ count: 0 });

    await seedAnalysedResume();
    // Cache hit: the new analysis is not counted until the cached value expires.
    expect(await (await api("/api/resume-count/")).json()).toEqual({ count: 0 });
    expect(await env.KV.get(COUNTER_CACHE_KEY)).toBe("0");

    // Expiry (simulated by removing the key, as KV would after its TTL): the next call recounts.
    await env.KV.delete(COUNTER_CACHE_KEY);
    expect(await (await api("/api/resume-count/")).json()).toEqual({ count: 1 });
  });

  it("stores the cached value with a five-minute TTL", async () => {
    await env.KV.delete(COUNTER_CACHE_KEY);
    await api("/api/resume-count/");
    const { keys } = await env.KV.list({ prefix: COUNTER_CACHE_KEY });
    const expiration = keys[0]?.expiration ?? 0;
    const secondsLeft = expiration - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(290);
    expect(secondsLeft).toBeLessThanOrEqual(301);
  });
});

describe("SITE_URL", () => {
  it("is the origin robots.txt and the sitemap point to, whatever Host the request names", async () => {
    const { app } = await import("../../worker/app");
    const siteEnv = { ...env, SITE_URL: "https://rework.example/" };
    const robots = await app.request("https://evil.example/robots.txt", {}, siteEnv);
    expect(await robots.text()).toContain("Sitemap: https://rework.example/sitemap.xml");
    const sitemap = await app.request("https://evil.example/sitemap.xml", {}, siteEnv);
    const body = await sitemap.text();
    expect(body).toContain("<loc>https://rework.example/faq</loc>");
    expect(body).not.toContain("evil.example");
  });
});
