// Builds the site and serves the built Worker + assets locally with wrangler, on the embedded defaults.
// Used by `npm start` (persistent state in .wrangler/state) and by the browser tests (a fresh state folder).
import path from "node:path";
import { root, run, startDetached, waitForHttp } from "./lib.mjs";

export function buildSite() {
  run("vite", ["build", "--logLevel", "warn"]);
}

/** Applies D1 migrations and the demo content to the local database kept in `persistDir`. */
export async function prepareDatabase(persistDir) {
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistDir]);
  run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", persistDir, "--file", path.join(root, "scripts", "seed.sql")]);
  // The articles come from content/articles/*.md (docs/decisions/090), so a fresh clone shows them.
  const { syncContent } = await import("./content-sync.mjs");
  await syncContent({ persistDir });
}

/** Starts `wrangler dev` on the built Worker; resolves once the site answers. */
export async function serveSite({ port, persistDir, quiet = false, vars = {} }) {
  const child = startDetached("wrangler", [
    "dev",
    "--config", path.join(root, "dist", "rework", "wrangler.json"),
    "--local",
    "--persist-to", persistDir,
    "--port", String(port),
    "--ip", "127.0.0.1",
    "--var", "ENVIRONMENT:development",
    // Offline by default: the built-in engine writes the analysis (decision 073).
    "--var", "AI_PROVIDER:builtin",
    "--show-interactive-dev-session=false",
    // Extra variables for a test setup, e.g. HH_API_URL pointing at the browser tier's hh.ru mock.
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ]);
  const forward = (stream, target) => stream.on("data", (chunk) => !quiet && target.write(chunk));
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/resume-count/`, 90_000);
  return { child, url };
}
