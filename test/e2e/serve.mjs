// Serves the built site for the browser tier on a fresh local state (migrations + demo content): started by
// Playwright's `webServer` (playwright.config.mjs), stopped by it at the end. `E2E_SKIP_BUILD=1` reuses `dist/`.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { stopGroup } from "../../scripts/lib.mjs";
import { buildSite, prepareDatabase, serveSite } from "../../scripts/local-site.mjs";
import { startHhMock } from "./hh-mock.mjs";

const port = Number(process.env.E2E_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error(
    "✗ E2E_PORT is not set: run the browser tier through `npm run test:e2e` (playwright.config.mjs picks the port).",
  );
  process.exit(1);
}
// Something already listening there would be tested instead of this build: refuse clearly.
await new Promise((resolve) => {
  const probe = createServer();
  probe.once("error", () => {
    console.error(
      `✗ Port ${port} is already in use: refusing to test whatever listens there. Unset E2E_PORT to take a free port.`,
    );
    process.exit(1);
  });
  probe.listen(port, "127.0.0.1", () => probe.close(resolve));
});
if (process.env.E2E_SKIP_BUILD !== "1") buildSite();
const persistDir = mkdtempSync(path.join(tmpdir(), "rework-e2e-state-"));
await prepareDatabase(persistDir);
// The Worker reads hh.ru links itself, so the browser cannot intercept them: the site asks a local mock instead.
const hhMock = await startHhMock();
const { child } = await serveSite({
  port,
  persistDir,
  quiet: process.env.E2E_VERBOSE !== "1",
  // The moderator of test/e2e/new-user.test.mjs signs in by code like anyone (decision 251).
  vars: { HH_API_URL: hhMock.url, ADMIN_EMAILS: "moderator@example.ru" },
});

function stop() {
  stopGroup(child);
  rmSync(persistDir, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  console.error(`✗ wrangler dev stopped (exit ${code})`);
  rmSync(persistDir, { recursive: true, force: true });
  process.exit(1);
});
