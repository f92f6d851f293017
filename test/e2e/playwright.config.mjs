// The browser tier: @playwright/test drives Debian's Chromium against the built site served by wrangler on a fresh
// local state. One command: `npm run test:e2e` (file filters work: `npm run test:e2e -- payment`).
//
// The port: E2E_PORT when given (refused clearly if something already listens there), otherwise a free port chosen
// here. The runner evaluates this file first and its workers inherit the environment, so every process agrees.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(CHROMIUM))
  throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);

/** Asks the OS for a free port in a child process (the config must stay synchronous). */
function freePort() {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}

process.env.E2E_PORT ??= freePort();
process.env.BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: here,
  testMatch: "*.test.mjs",
  // One worker: the tests share one local database and some rely on the order of what they create.
  workers: 1,
  fullyParallel: false,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never", outputFolder: path.join(here, "..", "..", "playwright-report") }]]
    : "list",
  outputDir: path.join(here, "..", "..", "test-results"),
  use: {
    baseURL: process.env.BASE_URL,
    locale: "ru-RU",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: {
    command: `node ${JSON.stringify(path.join(here, "serve.mjs"))}`,
    url: `${process.env.BASE_URL}/api/resume-count/`,
    // A site already listening on the port is someone else's: refuse instead of testing it.
    reuseExistingServer: false,
    // serve.mjs stops wrangler's process group and removes the state folder on SIGTERM (a kill would leave them).
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
