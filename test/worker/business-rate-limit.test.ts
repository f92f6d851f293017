/** Per-key rate limits of the business API (decision 270) with the IETF RateLimit fields and Retry-After. */
import { describe, expect, it } from "vitest";
import { KEY_RATE_LIMITS } from "../../worker/services/business/rate-limit";
import { seedKey, seedOrganisation, v1 } from "./business-helpers";

describe("per-key rate limits", () => {
  it("tell what is left, then answer 429 with Retry-After, per key", async () => {
    const { organisation } = await seedOrganisation(0);
    const key = await seedKey(organisation.id, "test");
    const other = await seedKey(organisation.id, "test");
    const { limit, windowSeconds } = KEY_RATE_LIMITS.test;

    const first = await v1("/usage", key);
    expect(first.headers.get("RateLimit-Policy")).toBe(`"per-key";q=${limit};w=${windowSeconds}`);
    const [, remaining, reset] = /^"per-key";r=(\d+);t=(\d+)$/.exec(first.headers.get("RateLimit") ?? "") ?? [];
    // The window may have turned over just before the call; either way the count starts again at one.
    expect(Number(remaining)).toBe(limit - 1);
    expect(Number(reset)).toBeGreaterThan(0);
    expect(Number(reset)).toBeLessThanOrEqual(windowSeconds);

    // Use up the window (a call that falls into a new window starts over, so loop until refused).
    let refused: Response | null = null;
    for (let i = 0; i < limit * 2 && !refused; i++) {
      const response = await v1("/usage", key);
      if (response.status === 429) refused = response;
    }
    expect(refused).not.toBeNull();
    expect(refused!.headers.get("Content-Type")).toBe("application/problem+json");
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused!.headers.get("RateLimit")).toMatch(/^"per-key";r=0;t=\d+$/);
    expect(((await refused!.json()) as { code: string }).code).toBe("rate_limited");

    // Another key of the same organisation has its own window.
    expect((await v1("/usage", other)).status).toBe(200);
  });

  it("count calls with a key that lacks the scope too", async () => {
    const { organisation } = await seedOrganisation(0);
    const key = await seedKey(organisation.id, "test", ["analyses:read"]);
    const response = await v1("/usage", key);
    expect(response.status).toBe(403);
    expect(response.headers.get("RateLimit")).toMatch(/r=\d+/);
  });
});
