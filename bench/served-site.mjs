// The built Worker served by wrangler on a fresh local state, for the benches that call it over HTTP (api, business),
// and the statistics they report.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stopGroup } from "../scripts/lib.mjs";
import { prepareDatabase, serveSite } from "../scripts/local-site.mjs";

/** Migrations, demo content and `wrangler dev` on `port`; stdout stays free for the bench's one JSON line. */
export async function serveForBench(port) {
  const persistDir = mkdtempSync(path.join(tmpdir(), "rework-bench-"));
  const log = console.log;
  console.log = console.error;
  await prepareDatabase(persistDir);
  const { child, url } = await serveSite({ port, persistDir, quiet: true });
  console.log = log;
  const stop = () => {
    stopGroup(child);
    rmSync(persistDir, { recursive: true, force: true });
  };
  return { child, url, stop };
}

export function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median_ms: Number(at(0.5).toFixed(2)), p95_ms: Number(at(0.95).toFixed(2)) };
}
