// A refused oversized body must not cost that request or the next one on the same keep-alive connection
// (docs/decisions/048). The Worker answered 413 (Content-Length over the cap) without reading the body, and
// `wrangler dev`'s proxy then failed the request with a 500 "Network connection lost" or reset the connection under
// the next request — most of the time with a body of a few megabytes. Plain Node http, one keep-alive socket.
import assert from "node:assert/strict";
import http from "node:http";
import { test } from "@playwright/test";
import { BASE_URL } from "./browser.mjs";

const CSRF = "keepalivekeepalivekeepalive12345";

function send(agent, method, path, { body, headers = {}, chunked = false } = {}) {
  return new Promise((resolve) => {
    const request = http.request(new URL(path, BASE_URL), { method, agent, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", (error) => resolve({ status: "connection error", text: error.message }));
    if (chunked && body) {
      for (let offset = 0; offset < body.length; offset += 64 * 1024)
        request.write(body.subarray(offset, offset + 64 * 1024));
      request.end();
    } else {
      request.end(body);
    }
  });
}

const jsonBody = () => ({
  path: "/api/auth/request-code/",
  type: "application/json",
  body: Buffer.from(JSON.stringify({ email: "a@example.ru", padding: "x".repeat(5 * 1024 * 1024) })),
  message: /Слишком большой запрос/,
});
const uploadBody = () => {
  const boundary = "----keepalive";
  return {
    path: "/api/resumes/",
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.alloc(11 * 1024 * 1024, 97),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    message: /Максимальный размер – 10МБ/,
  };
};

for (const [name, make] of [
  ["a 5 MB JSON body", jsonBody],
  ["an 11 MB upload", uploadBody],
]) {
  for (const chunked of [false, true]) {
    test(`${name} (${chunked ? "chunked" : "Content-Length"}) gets its 413 and the next request on the connection works`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const { path, type, body, message } = make();
      const failures = [];
      for (let round = 0; round < 6; round += 1) {
        const headers = {
          "Content-Type": type,
          Accept: "application/json",
          Cookie: `csrftoken=${CSRF}`,
          "X-CSRFToken": CSRF,
        };
        if (!chunked) headers["Content-Length"] = body.length;
        const refused = await send(agent, "POST", path, { body, headers, chunked });
        if (refused.status !== 413 || !message.test(refused.text))
          failures.push(`round ${round}: ${refused.status} ${refused.text.slice(0, 80)}`);
        const next = await send(agent, "GET", "/api/resume-count/");
        if (next.status !== 200)
          failures.push(`round ${round}, next request: ${next.status} ${next.text.slice(0, 80)}`);
      }
      agent.destroy();
      assert.deepEqual(failures, []);
    });
  }
}
