/**
 * Benchmark of the built-in analysis engine on a two-page resume.
 * Node cannot import TypeScript, so the engine and the fixture are bundled with esbuild to a temp file first.
 * Prints one JSON object: {name, median_ms, p95_ms, runs}.  Usage: node bench/analysis.mjs [runs]
 */

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.argv[2]) > 0 ? Number(process.argv[2]) : 300;
const WARMUP = 50;

const dir = await mkdtemp(path.join(tmpdir(), "rework-bench-"));
const outfile = path.join(dir, "engine.mjs");
try {
  await build({
    stdin: {
      contents: [
        `export { analyzeResume } from ${JSON.stringify(path.join(root, "worker/analysis/engine/index.ts"))};`,
        `export { RU_1C_PROGRAMMER as TWO_PAGE_RESUME } from ${JSON.stringify(path.join(root, "test/engine/fixtures/ru-1c-programmer.ts"))};`,
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    outfile,
    logLevel: "error",
  });
  const { analyzeResume, TWO_PAGE_RESUME } = await import(pathToFileURL(outfile).href);
  const input = { text: TWO_PAGE_RESUME, format: "pdf", pageCount: 2 };
  const now = new Date("2026-11-15T00:00:00Z");

  for (let i = 0; i < WARMUP; i++) analyzeResume(input, { now });
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    analyzeResume(input, { now });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const round = (ms) => Math.round(ms * 1000) / 1000;
  console.log(
    JSON.stringify({ name: "analysis.builtin.2page", median_ms: round(at(0.5)), p95_ms: round(at(0.95)), runs: RUNS }),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
