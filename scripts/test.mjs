// `npm test`: every tier, in order of cost. Stops at the first failing tier.
//   1. typecheck (tsc -b), lint + format check (biome), import rules (dependency-cruiser) and the rules' proof
//   2. worker tests inside workerd (vitest + @cloudflare/vitest-plugin)
//   3. build + deploy dry-run with the bundle-size check      4. browser tests in Chromium (@playwright/test)
// The worker tier keeps one core busy (one workerd running one file at a time), so the build and then the deploy
// dry-run run beside it on the other core; their output is printed when each ends, a failing build stops the run
// before the browser tier, and a failing dry-run fails it at the end (decisions 351, 415).
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
const build = runInBackground("vite", ["build", "--logLevel", "warn"]);
// Started as soon as the build ends (the event loop is free while the worker tier runs: see runInForeground).
const bundleCheck = build.then((status) => (status === 0 ? runInBackground("node", ["scripts/check-bundle.mjs"]) : 1));
const workerStatus = await runInForeground("vitest", ["run", "--config", "test/vitest.config.ts"]);
const buildStatus = await build;
if (workerStatus !== 0 || buildStatus !== 0) {
  if (workerStatus !== 0) console.error(`\n✗ vitest run failed (exit ${workerStatus})`);
  if (buildStatus !== 0) console.error(`\n✗ vite build failed (exit ${buildStatus})`);
  await bundleCheck;
  process.exit(1);
}
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
 * Runs a command with inherited output like `run`, but without blocking the event loop, so the background steps
 * can start and end meanwhile. Resolves to its exit status.
 */
function runInForeground(command, args) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const child = spawn(command, args, { cwd: root, env: projectEnv(), stdio: "inherit" });
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

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
