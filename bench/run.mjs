// `npm run bench`: every performance aim measured, results written to bench/results/latest.json.
//   - text extraction per format (bench/extraction.mjs)          aim: 2-page PDF ≤ 10 ms
//   - built-in analysis of a 2-page resume (bench/analysis.mjs)  aim: ≤ 3 ms median, ≤ 10 ms p95
//   - vacancy match, 2-page resume vs a long vacancy (bench/vacancy-match.mjs)  aim: ≤ 5 ms
//   - hostile files through extraction (bench/hostile.mjs)  aim: ≤ 64 MB peak RSS growth, ≤ 2 s CPU each
//   - API wall time per call against the built Worker (bench/api.mjs)  aim: ≤ 5 ms CPU (wall time is an upper bound)
//   - the business API's CPU over the site's own call for the same work (bench/business.mjs)  aim: ≤ 2 ms more
//   - home route's initial JavaScript, gzipped (bench/bundle.mjs)  aim: ≤ 110 KB
//   - Lighthouse mobile on the public pages (bench/lighthouse.mjs)  aim: performance and accessibility 100,
//     LCP ≤ 1.2 s (articles ≤ 1.5 s)
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { projectEnv, root, run } from "../scripts/lib.mjs";

const only = process.argv.slice(2);
const SUITES = ["extraction", "analysis", "vacancy-match", "hostile", "bundle", "api", "business", "lighthouse"].filter(
  (name) => only.length === 0 || only.includes(name),
);

if (
  SUITES.some((name) => ["bundle", "api", "business", "lighthouse"].includes(name)) &&
  process.env.BENCH_SKIP_BUILD !== "1"
) {
  run("vite", ["build", "--logLevel", "warn"]);
}

const results = { measured_at: new Date().toISOString(), machine: { node: process.version }, suites: {} };
let failed = false;
for (const name of SUITES) {
  console.error(`\n▶ bench: ${name}`);
  const child = spawnSync("node", [path.join(root, "bench", `${name}.mjs`)], {
    cwd: root,
    env: projectEnv(),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
  const lastLine = child.stdout.trim().split("\n").at(-1) ?? "";
  try {
    results.suites[name] = JSON.parse(lastLine);
  } catch {
    results.suites[name] = { error: `exit ${child.status}`, output: child.stdout.slice(-2000) };
    failed = true;
  }
}

mkdirSync(path.join(root, "bench", "results"), { recursive: true });
const file = path.join(root, "bench", "results", "latest.json");
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
console.error(`\nResults written to ${path.relative(root, file)}`);
process.exit(failed ? 1 : 0);
