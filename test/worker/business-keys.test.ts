/**
 * Business API keys (decision 270) through the real Worker in workerd: stored only as a SHA-256 with a visible
 * prefix, revocation effective on the next call, scopes, no cookie in or out, no CSRF for key calls.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys } from "../../worker/db/schema";
import { sha256Hex } from "../../worker/lib/crypto";
import { generateApiKey } from "../../worker/services/business/keys";
import { freshEmail, signIn, TestBrowser } from "./auth-helpers";
import { db, postText, seedKey, seedOrganisation, v1 } from "./business-helpers";

describe("API keys", () => {
  it("are 256 random bits behind a mode prefix, stored only as their SHA-256", async () => {
    const { key, prefix } = generateApiKey("live");
    expect(key).toMatch(/^rw_live_[A-Za-z0-9_-]{43}$/);
    expect(prefix).toBe(key.slice(0, 14));
    expect(generateApiKey("test").key).toMatch(/^rw_test_/);

    const { organisation } = await seedOrganisation();
    const issued = await seedKey(organisation.id);
    const row = await db.select().from(apiKeys).where(eq(apiKeys.organisationId, organisation.id)).get();
    expect(row!.keyHash).toBe(await sha256Hex(issued));
    expect(issued.startsWith(row!.prefix)).toBe(true);
    // The key itself is nowhere in the database.
    const dump = JSON.stringify((await env.DB.prepare("SELECT * FROM api_keys").all()).results);
    expect(dump).not.toContain(issued);
  });

  it("authenticate a call; a wrong, malformed or missing key is a 401 problem with WWW-Authenticate", async () => {
    const { organisation } = await seedOrganisation();
    const key = await seedKey(organisation.id);
    expect((await v1("/usage", key)).status).toBe(200);
    for (const bad of [null, "rw_live_short", `rw_live_${"A".repeat(43)}`, key.replace("rw_live_", "rw_test_")]) {
      const response = await v1("/usage", bad);
      expect(response.status).toBe(401);
      expect(response.headers.get("Content-Type")).toBe("application/problem+json");
      expect(response.headers.get("WWW-Authenticate")).toContain("Bearer");
      const body = (await response.json()) as { code: string };
      expect(body.code).toBe(bad === null ? "missing_api_key" : "invalid_api_key");
    }
  });

  it("stop working on the next call once revoked, and say so", async () => {
    const browser = new TestBrowser();
    await signIn(browser, freshEmail("keys"));
    expect((await browser.post("/api/business/organisation/", { name: "Кадровое агентство" })).status).toBe(201);
    const created = await browser.post("/api/business/keys/", { name: "ATS", mode: "live", scopes: ["usage:read"] });
    expect(created.status).toBe(201);
    const { key, api_key } = (await created.json()) as { key: string; api_key: { id: string; prefix: string } };
    expect(key.startsWith(api_key.prefix)).toBe(true);
    expect((await v1("/usage", key)).status).toBe(200);

    // The overview never shows the key again, only its prefix, and records its last use.
    const overview = (await (await browser.fetch("/api/business/")).json()) as { keys: Record<string, unknown>[] };
    expect(JSON.stringify(overview)).not.toContain(key);
    expect(overview.keys[0]!.last_used_at).not.toBeNull();

    expect((await browser.post(`/api/business/keys/${api_key.id}/revoke/`)).status).toBe(200);
    const refused = await v1("/usage", key);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe("revoked_api_key");
  });

  it("carry scopes: a read-only key cannot create analyses, a write-only key cannot read usage", async () => {
    const { organisation } = await seedOrganisation(10_000);
    const readOnly = await seedKey(organisation.id, "test", ["analyses:read", "usage:read"]);
    const writeOnly = await seedKey(organisation.id, "test", ["analyses:write"]);
    const refused = await postText(readOnly);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("insufficient_scope");
    expect((await v1("/usage", writeOnly)).status).toBe(403);
    expect((await v1("/analyses", writeOnly)).status).toBe(403);
    expect((await v1("/usage", readOnly)).status).toBe(200);
  });

  it("need no CSRF token, ignore cookies and never set one", async () => {
    const browser = new TestBrowser();
    await signIn(browser, freshEmail("cookie"));
    // A signed-in session cookie opens nothing under /api/v1.
    const withCookie = await v1("/usage", null, { headers: { Cookie: browser.cookieHeader() } });
    expect(withCookie.status).toBe(401);
    const { organisation } = await seedOrganisation(0);
    const key = await seedKey(organisation.id, "test");
    const posted = await postText(key);
    expect(posted.status).toBe(202);
    expect(posted.headers.get("Set-Cookie")).toBeNull();
    expect(withCookie.headers.get("Set-Cookie")).toBeNull();
  });

  it("answer in English or Russian: ?lang= first, then Accept-Language", async () => {
    const english = await v1("/usage", null, { headers: { "Accept-Language": "en-GB,en;q=0.9,ru;q=0.5" } });
    expect(english.headers.get("Content-Language")).toBe("en");
    expect(((await english.json()) as { detail: string }).detail).toMatch(/Authorization header/);
    const russian = await v1("/usage?lang=ru", null, { headers: { "Accept-Language": "en" } });
    expect(((await russian.json()) as { detail: string }).detail).toMatch(/Передай API-ключ/);
  });
});
