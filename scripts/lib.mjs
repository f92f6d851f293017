// Helpers for the project's Node scripts. These run first on the machine's own Node (20), before the
// project's Node 22 is installed, so they use nothing but Node's standard library.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const binDir = path.join(root, "node_modules", ".bin");

/** Environment in which `node`, `wrangler`, `vite` … are the project's own (Node 22 from the `node` package). */
export function projectEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ""}`,
    WRANGLER_SEND_METRICS: "false",
    // Wrangler would otherwise try to reach Cloudflare for a remote session or an update check.
    WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn",
    ...extra,
  };
}

/** Runs a command to completion with inherited output; exits the script on failure unless `allowFailure`. */
export function run(command, args, { allowFailure = false, env = {} } = {}) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: projectEnv(env) });
  if (result.status !== 0 && !allowFailure) {
    console.error(`\n✗ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

/** Starts a long-running command in its own process group, so stopping it stops its children too. */
export function startDetached(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: projectEnv(env),
    detached: true,
  });
  return child;
}

export function stopGroup(child) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(path.join(binDir, "wrangler")) && existsSync(marker)) return;
  run("npm", existsSync(lock) ? ["ci", "--no-audit", "--no-fund"] : ["install", "--no-audit", "--no-fund"]);
}

const projectNode = path.join(binDir, "node");

/**
 * The first `npm start` of a fresh clone runs on the machine's Node (20): the project's Node (22, the `node`
 * devDependency) only arrives with `npm ci`. What the script imports next reads TypeScript (worker/articles/
 * content.ts, by Node 22's type stripping), so once the project's Node exists the script runs again on it, with the
 * same arguments, passing Ctrl+C on; this process then exits with its code. Returns at once on the project's Node.
 */
export async function continueOnProjectNode() {
  if (!existsSync(projectNode) || realpathSync(process.execPath) === realpathSync(projectNode)) return;
  console.log(`\n$ node ${path.relative(root, process.argv[1])} (again, on the project's Node)`);
  const child = spawn(projectNode, process.argv.slice(1), { cwd: root, stdio: "inherit", env: projectEnv() });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
