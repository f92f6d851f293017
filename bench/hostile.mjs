// Hostile-file benchmark (`npm run bench -- hostile`): every file of test/hostile/generate.ts goes through the real
// extractDocument in Node, each in its own process so that its peak memory is its own. Reports per file the
// outcome (refusal code), CPU time and the growth of peak RSS over a warmed-up baseline, against the aim of the
// parser budget (decision 012): at most 64 MB above the baseline and 2 s of CPU for any file up to 10 MB.
// Prints one JSON object to stdout and writes it to bench/results/hostile.json.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundleForNode, root } from "./bundle-for-node.mjs";

const AIM = { rssMb: 64, cpuMs: 2000 };
const MB = 1024 * 1024;

/** Child mode: `node bench/hostile.mjs --one <bundle> <file>` extracts one file and prints its figures. */
async function measureOne(bundle, file) {
  const { extractDocument } = await import(pathToFileURL(bundle).href);
  // Warm up every parser on the project's fixtures, so the baseline includes the loaded libraries.
  for (const name of [
    "resume-2p.pdf",
    "resume-header.docx",
    "resume-legacy.doc",
    "resume-rtf-cp1251.doc",
    "resume-utf8.txt",
  ]) {
    await extractDocument(new Uint8Array(readFileSync(path.join(root, "test/fixtures", name))), {
      filename: name,
      contentType: "",
    });
  }
  const bytes = new Uint8Array(readFileSync(file));
  const name = path.basename(file);
  globalThis.gc?.();
  const baselineKb = process.resourceUsage().maxRSS;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let outcome;
  try {
    const document = await extractDocument(bytes, { filename: name, contentType: "" });
    outcome = `accepted:${document.format}`;
  } catch (error) {
    outcome = error.code ?? String(error);
  }
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const peakKb = process.resourceUsage().maxRSS;
  process.stdout.write(
    `${JSON.stringify({ outcome, wall_ms: Math.round(wallMs), cpu_ms: Math.round((used.user + used.system) / 1000), rss_growth_mb: Math.round(((peakKb - baselineKb) / 1024) * 10) / 10, heap_used_mb: Math.round((process.memoryUsage().heapUsed / MB) * 10) / 10 })}\n`,
  );
}

async function main() {
  const { module: generator, cleanup: cleanupGenerator } = await bundleForNode(
    { hostileCorpus: "test/hostile/generate.ts" },
    "rework-hostile-gen-",
  );
  const { file: bundle, cleanup } = await bundleForNode(
    { extractDocument: "worker/extraction/index.ts" },
    "rework-hostile-",
  );
  const dir = mkdtempSync(path.join(tmpdir(), "rework-hostile-files-"));
  const filter = process.argv[2] ?? "";
  try {
    const legacyDoc = new Uint8Array(readFileSync(path.join(root, "test/fixtures/resume-legacy.doc")));
    const results = [];
    for (const entry of generator.hostileCorpus(legacyDoc, "bench").filter((item) => item.name.includes(filter))) {
      const bytes = entry.bytes();
      const file = path.join(dir, entry.name);
      writeFileSync(file, bytes);
      const child = spawnSync(process.execPath, ["--expose-gc", import.meta.filename, "--one", bundle, file], {
        encoding: "utf8",
      });
      let figures;
      try {
        figures = JSON.parse(child.stdout.trim().split("\n").at(-1));
      } catch {
        figures = { outcome: `crashed: exit ${child.status} ${child.stderr.slice(-300)}` };
      }
      const expected =
        entry.code === "accepted" ? figures.outcome?.startsWith("accepted") : figures.outcome === entry.code;
      const withinAim = figures.rss_growth_mb <= AIM.rssMb && figures.cpu_ms <= AIM.cpuMs;
      const row = {
        name: entry.name,
        what: entry.what,
        bytes: bytes.length,
        expected: entry.code,
        ...figures,
        ok: Boolean(expected && withinAim),
      };
      console.error(
        `${row.ok ? "ok  " : "FAIL"} ${entry.name.padEnd(20)} ${String(bytes.length).padStart(9)} B  ${String(row.outcome).padEnd(28)} cpu ${row.cpu_ms} ms  rss +${row.rss_growth_mb} MB`,
      );
      results.push(row);
    }
    const summary = {
      aim: { rss_growth_mb: AIM.rssMb, cpu_ms: AIM.cpuMs },
      all_ok: results.every((row) => row.ok),
      results,
    };
    mkdirSync(path.join(root, "bench", "results"), { recursive: true });
    writeFileSync(path.join(root, "bench", "results", "hostile.json"), `${JSON.stringify(summary, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    if (!summary.all_ok) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    cleanup();
    cleanupGenerator();
  }
}

if (process.argv[2] === "--one") await measureOne(process.argv[3], process.argv[4]);
else await main();
