// `npm test`: every tier, in order of cost. Stops at the first failing tier.
//   1. typecheck (tsc -b), lint + format check (biome), import rules (dependency-cruiser) and the rules' proof
//   2. worker tests inside workerd (vitest + @cloudflare/vitest-plugin)
//   3. build + deploy dry-run with the bundle-size check      4. browser tests in Chromium (@playwright/test)
// The deploy dry-run (mostly waiting on one wrangler process) runs while the browser tier starts its site; its
// output is printed when it ends and a failure of either fails the run (decision 351).
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureDependencies, projectEnv, root, run } from "./lib.mjs";

ensureDependencies();
run("tsc", ["-b"]);
run("biome", ["check", "."]);
run("depcruise", ["--config", ".dependency-cruiser.mjs", "worker", "client", "shared"]);
run("node", ["--test", "test/lint/boundaries.test.mjs"]);
run("vitest", ["run", "--config", "test/vitest.config.ts"]);
run("vite", ["build", "--logLevel", "warn"]);
const bundleCheck = runInBackground("node", ["scripts/check-bundle.mjs"]);
const browserStatus = run("playwright", ["test", "--config", "test/e2e/playwright.config.mjs"], {
  env: { E2E_SKIP_BUILD: "1" },
  allowFailure: true,
});
const bundleStatus = await bundleCheck;
if (bundleStatus !== 0 || browserStatus !== 0) {
  if (bundleStatus !== 0) console.error(`\n✗ node scripts/check-bundle.mjs failed (exit ${bundleStatus})`);
  if (browserStatus !== 0) console.error(`\n✗ playwright test failed (exit ${browserStatus})`);
  process.exit(1);
}
console.log("\n✓ All test tiers passed.");

/**
 * Starts a command with its output kept in a file (the event loop is blocked while `run` waits, so a pipe could
 * fill up), and resolves to its exit status once that output has been printed.
 */
function runInBackground(command, args) {
  console.log(`\n$ ${command} ${args.join(" ")} (alongside the next step)`);
  const dir = mkdtempSync(path.join(tmpdir(), "rework-test-"));
  const file = path.join(dir, "output.txt");
  const out = openSync(file, "w");
  const child = spawn(command, args, { cwd: root, env: projectEnv(), stdio: ["ignore", out, out] });
  closeSync(out);
  return new Promise((resolve) => {
    const finish = (status) => {
      console.log(`\n$ ${command} ${args.join(" ")} (its output)`);
      process.stdout.write(readFileSync(file));
      rmSync(dir, { recursive: true, force: true });
      resolve(status);
    };
    child.on("error", (error) => {
      console.error(error.message);
      finish(1);
    });
    child.on("exit", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}
