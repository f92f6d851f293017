/**
 * Security headers on what the Worker answers itself (worker/middleware/security-headers.ts), and the static
 * assets' `_headers` file kept in step with it. The browser side (the CSP the built SPA must satisfy) is
 * test/e2e/security.test.mjs.
 */
import { describe, expect, it } from "vitest";
import headersFile from "../../client/public/_headers?raw";
import { API_CONTENT_SECURITY_POLICY, BASELINE_SECURITY_HEADERS } from "../../worker/middleware/security-headers";
import { api, csrfHeaders, getCsrf } from "../helpers";

function expectBaseline(response: Response) {
  for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS))
    expect(response.headers.get(name), name).toBe(value);
}

/** `/*` rules of a Cloudflare `_headers` file as name → value. */
function parseHeadersFile(text: string): Record<string, string> {
  const rules: Record<string, string> = {};
  let inRootRule = false;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      inRootRule = line.trim() === "/*";
      continue;
    }
    if (!inRootRule) continue;
    const colon = line.indexOf(":");
    rules[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

describe("API security headers", () => {
  it("puts the baseline, a deny-all CSP and no-store on a JSON answer", async () => {
    const response = await api("/api/resume-count/");
    expect(response.status).toBe(200);
    expectBaseline(response);
    expect(response.headers.get("Content-Security-Policy")).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("covers error answers too: unknown path, CSRF refusal, validation error", async () => {
    const csrf = await getCsrf();
    const answers = [
      await api("/api/no-such-thing/"),
      await api("/api/payment/init/", { method: "POST", body: "{}" }),
      await api("/api/payment/init/", {
        method: "POST",
        headers: csrfHeaders(csrf, [], { "Content-Type": "application/json" }),
        body: "{}",
      }),
    ];
    expect(answers.map((response) => response.status)).toEqual([404, 403, 400]);
    for (const response of answers) {
      expectBaseline(response);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("keeps a route's own cache policy", async () => {
    const response = await api("/api/site/");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expectBaseline(response);
  });

  it("keeps the sandbox checkout page's own CSP and referrer policy", async () => {
    const response = await api("/api/payment/sandbox/123/");
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'; style-src 'nonce-/);
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("adds the baseline to robots.txt without forbidding caches, and HSTS only over https", async () => {
    const plain = await api("/robots.txt");
    expectBaseline(plain);
    expect(plain.headers.get("Cache-Control")).toBeNull();
    expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
    const secure = await api("/robots.txt", {}, "https://rework.test");
    expect(secure.headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
  });
});

describe("client/public/_headers", () => {
  const rules = parseHeadersFile(headersFile);

  it("sends the same baseline as the API for every asset", () => {
    for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) expect(rules[name], name).toBe(value);
    expect(rules["Strict-Transport-Security"]).toBe("max-age=31536000");
  });

  it("has a CSP without inline or eval script sources and without framing", () => {
    const csp = rules["Content-Security-Policy"] ?? "";
    const directives = Object.fromEntries(
      csp
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives["script-src"]).toEqual(["'self'"]);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["connect-src"]).toEqual(["'self'"]);
    expect(directives["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
  });
});
