// `npm test`: every tier. The static checks first, stopping at the first failure:
//   1. typecheck (tsc -b), lint + format check (biome), import rules (dependency-cruiser) and the rules' proof
// then the rest side by side, every failure reported at the end:
//   2. worker tests inside workerd (vitest + @cloudflare/vitest-plugin), output as it comes
//   3. build, then the deploy dry-run with the bundle-size check and 4. browser tests in Chromium (@playwright/test),
//      each printed when it ends.
// On two cores one tier alone leaves a core idle: the worker tier is one workerd running one file at a time, and the
// browser tier mostly waits on one Chromium (≈ 0.6 of a core over its run). Decisions 351 and 415.
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureDependencies, projectEnv, root, run } from "./lib.mjs";

// A tier that has not ended after this long is stuck (the whole run takes ≈ 10 min on two cores, the worker tier ≈ 6):
// it is stopped with its processes, so a hang becomes a failure with a name instead of a run that never ends.
const TIER_LIMIT_MS = 30 * 60_000;
// The worker tier sometimes stalls for good, workerd and Vitest idle with no test timing out (seen in CI and in a fresh
// clone, each time right after test/worker/business-metering.test.ts: the local queue's kind of stall,
// test/setup/fresh-storage.ts). It prints a line per test file (the slowest takes under a minute), so a tier silent for
// WORKER_TIER_SILENCE_MS has stalled: it is stopped and run again, at most WORKER_TIER_RUNS times in all; a stall in
// every run, or any failing test, fails the run.
const WORKER_TIER_LIMIT_MS = 20 * 60_000;
const WORKER_TIER_SILENCE_MS = 4 * 60_000;
const WORKER_TIER_RUNS = 3;
/** The status of a tier stopped by its time limit (as timeout(1) reports one). */
const STALLED = 124;
/** The process groups still running, stopped with this script (Ctrl-C included): the tiers run in groups of their own. */
const running = new Set();
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const pid of running) stopGroup(pid);
    process.exit(1);
  });

ensureDependencies();
run("tsc", ["-b"]);
run("biome", ["check", "."]);
run("depcruise", ["--config", ".dependency-cruiser.mjs", "worker", "client", "shared"]);
run("node", ["--test", "test/lint/boundaries.test.mjs", "test/lint/privacy.test.mjs"]);

const build = runInBackground("vite", ["build", "--logLevel", "warn"]);
/** Starts when the build has passed; a failed build skips it (reported as the build's failure). */
const afterBuild = (command, args, env) =>
  build.then((status) => (status === 0 ? runInBackground(command, args, env) : null));
const steps = [
  ["vite build", build],
  ["node scripts/check-bundle.mjs", afterBuild("node", ["scripts/check-bundle.mjs"])],
  [
    "playwright test",
    afterBuild("playwright", ["test", "--config", "test/e2e/playwright.config.mjs"], { E2E_SKIP_BUILD: "1" }),
  ],
  ["vitest run", workerTier()],
];
const failed = [];
for (const [name, step] of steps) {
  const status = await step;
  if (status !== 0 && status !== null) failed.push(`${name} failed (exit ${status})`);
}
for (const failure of failed) console.error(`\n✗ ${failure}`);
if (failed.length > 0) process.exit(1);
console.log("\n✓ All test tiers passed.");

/**
 * Runs a command with inherited output like `run`, but without blocking the event loop, so the background steps
 * can start and end meanwhile. Resolves to its exit status (STALLED when its time limit stopped it).
 */
function runInForeground(command, args, limitMs = TIER_LIMIT_MS, silenceMs = limitMs) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  // Output passes through as it comes; each chunk tells the watch that the tier is alive.
  const child = spawn(command, args, {
    cwd: root,
    env: projectEnv(),
    stdio: ["inherit", "pipe", "pipe"],
    detached: true,
  });
  const ended = watch(child, `${command} ${args.join(" ")}`, limitMs, silenceMs);
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(error.message);
      ended();
      resolve(1);
    });
    // "close", not "exit": the piped output has all been passed on by then.
    child.on("close", (code, signal) => resolve(ended() ? STALLED : (code ?? (signal ? 1 : 0))));
  });
}

/**
 * Starts a command with its output kept in a file, printed whole when it ends so that the tiers running side by
 * side do not interleave their lines; resolves to its exit status once that output has been printed.
 */
function runInBackground(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(" ")} (in the background, output when it ends)`);
  const dir = mkdtempSync(path.join(tmpdir(), "rework-test-"));
  const file = path.join(dir, "output.txt");
  const out = openSync(file, "w");
  const child = spawn(command, args, { cwd: root, env: projectEnv(env), stdio: ["ignore", out, out], detached: true });
  closeSync(out);
  const ended = watch(child, `${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const finish = (exitStatus) => {
      const status = ended() ? STALLED : exitStatus;
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

/** The worker tier, run once more (and only once) when it stalled. */
async function workerTier() {
  const args = ["run", "--config", "test/vitest.config.ts"];
  let status = STALLED;
  for (let run = 1; run <= WORKER_TIER_RUNS && status === STALLED; run++) {
    if (run > 1) console.error(`\n! The worker tier stalled; running it again (${run} of ${WORKER_TIER_RUNS}).`);
    status = await runInForeground("vitest", args, WORKER_TIER_LIMIT_MS, WORKER_TIER_SILENCE_MS);
  }
  return status;
}

/**
 * Stops a tier's process group when it outlives `limitMs`, or when its piped output (if any) stays silent for
 * `silenceMs`; returns the function to call when it has ended, which tells whether the watch stopped it.
 */
function watch(child, name, limitMs = TIER_LIMIT_MS, silenceMs = limitMs) {
  if (child.pid === undefined) return () => false;
  running.add(child.pid);
  let stalled = false;
  const stop = (why) => {
    if (stalled) return;
    stalled = true;
    console.error(`\n✗ ${name} ${why}: stopped`);
    stopGroup(child.pid);
  };
  const timer = setTimeout(() => stop(`had not ended after ${limitMs / 60_000} min`), limitMs);
  let silence = setTimeout(() => stop(`printed nothing for ${silenceMs / 60_000} min`), silenceMs);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    stream?.on("data", (chunk) => {
      out.write(chunk);
      clearTimeout(silence);
      silence = setTimeout(() => stop(`printed nothing for ${silenceMs / 60_000} min`), silenceMs);
    });
  }
  return () => {
    clearTimeout(timer);
    clearTimeout(silence);
    running.delete(child.pid);
    return stalled;
  };
}

function stopGroup(pid) {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // The group has ended already.
  }
}
