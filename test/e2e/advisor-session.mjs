// A visitor signed in through the real code flow (the development outbox gives the code), with uploaded resumes and
// the stored user the site keeps in localStorage: the starting point of the advisor's browser tests.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { BASE_URL, freshVisitor } from "./browser.mjs";

const RESUME = readFileSync(path.join(import.meta.dirname, "..", "fixtures", "resume-utf8.txt"));
let counter = 0;
const uniqueEmail = (label) => `${label}.${Date.now()}.${++counter}@example.ru`;

async function csrf(context) {
  await context.request.get("/api/resume-count/");
  return (await context.cookies(BASE_URL)).find((cookie) => cookie.name === "csrftoken").value;
}

async function codeFor(email) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = await (await fetch(`${BASE_URL}/api/dev/outbox/?email=${encodeURIComponent(email)}`)).json();
    if (messages.length) return /\b(\d{6})\b/.exec(messages[0].text)[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email}`);
}

/** A signed-in visitor with `uploads` resumes («Резюме 1.txt» …), in a context of the given options (viewport). */
export async function signedIn(browser, { uploads = 0, ...options } = {}) {
  const session = await freshVisitor(browser, options);
  const { context } = session;
  const email = uniqueEmail("advisor");
  const token = await csrf(context);
  const { code_id } = await (
    await context.request.post("/api/auth/request-code/", { headers: { "X-CSRFToken": token }, data: { email } })
  ).json();
  const verified = await context.request.post("/api/auth/verify-code/", {
    headers: { "X-CSRFToken": token },
    data: { code_id, code_value: await codeFor(email) },
  });
  assert.equal(verified.status(), 200, await verified.text());
  const { user_id } = await verified.json();
  const resumeIds = [];
  for (let i = 0; i < uploads; i += 1) {
    const response = await context.request.post("/api/resumes/", {
      headers: { "X-CSRFToken": token },
      multipart: { file: { name: `Резюме ${i + 1}.txt`, mimeType: "text/plain", buffer: RESUME } },
    });
    assert.equal(response.status(), 201, await response.text());
    resumeIds.push((await response.json()).id);
  }
  const everUploaded = uploads > 0;
  await context.addInitScript(
    ([user, ever]) => {
      localStorage.setItem("rework_user", JSON.stringify(user));
      if (ever) localStorage.setItem("has_ever_uploaded_resume", "true");
    },
    [{ email, id: user_id }, everUploaded],
  );
  return { ...session, userId: user_id, resumeIds };
}
