// Extraction benchmark: bundles worker/extraction for Node with esbuild, then times extractDocument on the
// project fixtures and on the shared resume corpus (when present). Prints one JSON object to stdout.
// Run: npx node bench/extraction.mjs   (env: BENCH_RUNS=30 BENCH_WARMUP=5)

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { bundleForNode, root } from "./bundle-for-node.mjs";

const corpusDir = "/work/shared/corpus/files";
const runs = Number(process.env.BENCH_RUNS ?? 30);
const warmup = Number(process.env.BENCH_WARMUP ?? 5);

const fixtures = [
  "resume-2p.pdf",
  "resume-header.docx",
  "resume-legacy.doc",
  "resume-rtf-cp1251.doc",
  "resume-rtf-unicode.doc",
  "resume-utf8.txt",
  "resume-cp1251.txt",
].map((name) => ({ name: `fixture/${name}`, file: path.join(root, "test/fixtures", name) }));

// The corpus holds other people's resumes: it is read in place, never copied into the repository.
const corpus = existsSync(corpusDir)
  ? readdirSync(corpusDir)
      .filter((name) => /\.(pdf|docx?|txt|md)$/i.test(name))
      .sort()
      .map((name) => ({ name: `corpus/${name}`, file: path.join(corpusDir, name) }))
  : [];

function percentile(sorted, fraction) {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const round = (ms) => Math.round(ms * 100) / 100;

async function time(extractDocument, entry) {
  const bytes = new Uint8Array(readFileSync(entry.file));
  const meta = { filename: path.basename(entry.file), contentType: /\.md$/i.test(entry.file) ? "text/plain" : "" };
  let format = null;
  let error = null;
  const samples = [];
  for (let run = 0; run < warmup + runs; run++) {
    const started = performance.now();
    try {
      format = (await extractDocument(bytes, meta)).format;
    } catch (caught) {
      error = caught.code ?? String(caught);
    }
    if (run >= warmup) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    name: entry.name,
    format: format ?? `rejected:${error}`,
    bytes: bytes.length,
    median_ms: round(percentile(samples, 0.5)),
    p95_ms: round(percentile(samples, 0.95)),
  };
}

const { module, cleanup } = await bundleForNode({ extractDocument: "worker/extraction/index.ts" });
try {
  const results = [];
  for (const entry of [...fixtures, ...corpus]) results.push(await time(module.extractDocument, entry));
  process.stdout.write(`${JSON.stringify({ runs, warmup, results })}\n`);
} finally {
  cleanup();
}
