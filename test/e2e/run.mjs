// Browser tier: builds the site, serves it with wrangler on a fresh local state (migrations + demo content), then
// runs every test/e2e/*.test.mjs with Node's test runner against it in Debian's Chromium via playwright-core.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { projectEnv, root, stopGroup } from "../../scripts/lib.mjs";
import { buildSite, prepareDatabase, serveSite } from "../../scripts/local-site.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  console.error(`✗ Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

if (process.env.E2E_SKIP_BUILD !== "1") buildSite();
const persistDir = mkdtempSync(path.join(tmpdir(), "rework-e2e-state-"));
prepareDatabase(persistDir);
const port = Number(process.env.E2E_PORT ?? 8790);
const { child, url } = await serveSite({ port, persistDir, quiet: process.env.E2E_VERBOSE !== "1" });

let status = 1;
try {
  const dir = path.join(root, "test", "e2e");
  const only = process.argv.slice(2);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".test.mjs") && (only.length === 0 || only.some((filter) => name.includes(filter))))
    .map((name) => path.join(dir, name));
  const result = spawnSync("node", ["--test", "--test-concurrency=1", "--test-reporter=spec", ...files], {
    cwd: root,
    stdio: "inherit",
    env: projectEnv({ BASE_URL: url, CHROMIUM_PATH: CHROMIUM }),
  });
  status = result.status ?? 1;
} finally {
  stopGroup(child);
  rmSync(persistDir, { recursive: true, force: true });
}
process.exit(status);
