/**
 * Request bodies on /api are capped (worker/middleware/body-limit.ts): an oversized JSON body or webhook post is
 * refused with a Russian 413 before anything parses it; the resume upload keeps its own, larger cap.
 */
import { describe, expect, it } from "vitest";
import { BODY_TOO_LARGE_MESSAGE, MAX_API_BODY_BYTES, MAX_DRAIN_BYTES } from "../../worker/middleware/body-limit";
import { api, csrfHeaders, getCsrf } from "../helpers";

const oversizedJson = () => JSON.stringify({ email: `${"a".repeat(MAX_API_BODY_BYTES)}@example.ru` });

describe("API body limit", () => {
  it("refuses an oversized JSON body with a Russian 413", async () => {
    const csrf = await getCsrf();
    const response = await api("/api/auth/request-code/", {
      method: "POST",
      headers: csrfHeaders(csrf, [], { "Content-Type": "application/json" }),
      body: oversizedJson(),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: BODY_TOO_LARGE_MESSAGE, code: "payload_too_large" });
  });

  it("refuses a streamed webhook body without Content-Length once it passes the cap, and reads no more than the drain allows", async () => {
    // The unread rest is drained (so a keep-alive connection stays usable, docs/decisions/048) but only up to
    // MAX_DRAIN_BYTES; a longer stream is cancelled.
    const chunk = new Uint8Array(1024 * 1024).fill(120);
    const chunks = Math.ceil(MAX_DRAIN_BYTES / chunk.byteLength) + 20;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= chunks) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await api("/api/payment/notification/", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(chunks);
  });

  it("lets an ordinary JSON body through to validation", async () => {
    const csrf = await getCsrf();
    const response = await api("/api/auth/request-code/", {
      method: "POST",
      headers: csrfHeaders(csrf, [], { "Content-Type": "application/json" }),
      body: JSON.stringify({ email: "not-an-email" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation_error" });
  });
});
