// `npm run eval:pdfcorpus [folder]`: our PDF extraction against pdf.js's own `extractText` (through unpdf) over a
// folder of PDFs, each file in its own process (so its peak memory is its own and a crash is only that file's).
// The folder defaults to $PDF_CORPUS_DIR, else /work/pdfjs-pdfs: the *.pdf files of pdf.js's test/pdfs (a snapshot
// of mozilla/pdf.js, extracted outside the repository; its `.link` files point to the web and are not used).
// When the folder is absent the check is skipped with a message. Files over the upload limit (10 MB) are left out.
//
// Prints, for the files pdf.js reads (≥ 200 characters of text): those we refuse, those where we read less than
// half of pdf.js's text, time-outs and crashes, and our peak memory (RSS growth over a warmed-up baseline) and CPU.
// The reference results are cached in the OS temp folder by file hash (pdf.js's own reading does not change);
// PDF_CORPUS_READABLE_ONLY=1 runs ours only on the files the cache already knows pdf.js reads (a quick re-check).
// Writes bench/results/pdf-corpus.json. Aim (decision 200): 0 refused, 0 under half, 0 time-outs or crashes.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundleForNode, root } from "./bundle-for-node.mjs";

const MAX_UPLOAD_BYTES = 10_485_760;
const READABLE_CHARS = 200;
const TIMEOUT_MS = { ours: 15_000, reference: 30_000 };
const MB = 1024 * 1024;

const nonSpace = (text) => text.replace(/\s/g, "").length;

/** Child mode, ours: extractDocument on one file after a warm-up; prints outcome, characters, CPU and RSS growth. */
async function measureOurs(bundle, file) {
  const { extractDocument } = await import(pathToFileURL(bundle).href);
  const warm = new Uint8Array(readFileSync(path.join(root, "test/fixtures/resume-2p.pdf")));
  await extractDocument(warm, { filename: "warm.pdf", contentType: "" });
  const bytes = new Uint8Array(readFileSync(file));
  globalThis.gc?.();
  const baselineKb = process.resourceUsage().maxRSS;
  const cpu = process.cpuUsage();
  let outcome = "read";
  let chars = 0;
  try {
    chars = nonSpace((await extractDocument(bytes, { filename: "file.pdf", contentType: "" })).originalText);
  } catch (error) {
    outcome = error.code ?? String(error);
  }
  const used = process.cpuUsage(cpu);
  const growthMb = (process.resourceUsage().maxRSS - baselineKb) / 1024;
  process.stdout.write(
    `${JSON.stringify({ outcome, chars, cpu_ms: Math.round((used.user + used.system) / 1000), rss_growth_mb: Math.round(growthMb * 10) / 10 })}\n`,
  );
}

/** Child mode, reference: unpdf's extractText (pdf.js getTextContent on every page), characters only. */
async function measureReference(file) {
  const { extractText } = await import("unpdf");
  const { text } = await extractText(new Uint8Array(readFileSync(file)), { mergePages: true });
  process.stdout.write(`${JSON.stringify({ chars: nonSpace(text) })}\n`);
}

function runChild(args, timeout) {
  const child = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=1024", ...args], {
    encoding: "utf8",
    timeout,
    killSignal: "SIGKILL",
    maxBuffer: 16 * MB,
  });
  if (child.error?.code === "ETIMEDOUT" || child.signal === "SIGKILL") return { outcome: "timeout" };
  try {
    return JSON.parse(child.stdout.trim().split("\n").at(-1));
  } catch {
    return { outcome: "crash", detail: `exit ${child.status} ${child.stderr.slice(-200).replace(/\s+/g, " ")}` };
  }
}

function referenceFor(file, cacheDir) {
  const hash = createHash("sha256").update(readFileSync(file)).digest("hex");
  const cached = path.join(cacheDir, `${hash}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, "utf8"));
  const result = runChild([import.meta.filename, "--reference", file], TIMEOUT_MS.reference);
  // A time-out may be the machine's load, not the file: only what pdf.js answered (or a crash) is kept.
  if (result.outcome !== "timeout") writeFileSync(cached, JSON.stringify(result));
  return result;
}

async function main() {
  const folder = process.argv[2] ?? process.env.PDF_CORPUS_DIR ?? "/work/pdfjs-pdfs";
  if (!existsSync(folder)) {
    console.log(
      `eval:pdfcorpus skipped: no folder ${folder}. Extract test/pdfs/*.pdf of a mozilla/pdf.js snapshot there (or pass a folder of PDFs).`,
    );
    return;
  }
  const filter = process.argv[3] ?? "";
  const files = readdirSync(folder)
    .filter((name) => /\.pdf$/i.test(name) && name.includes(filter))
    .sort()
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(file).size <= MAX_UPLOAD_BYTES);
  const unpdfVersion = JSON.parse(readFileSync(path.join(root, "node_modules/unpdf/package.json"), "utf8")).version;
  const cacheDir = path.join(tmpdir(), `rework-pdfcorpus-reference-unpdf-${unpdfVersion}`);
  mkdirSync(cacheDir, { recursive: true });
  const { file: bundle, cleanup } = await bundleForNode(
    { extractDocument: "worker/extraction/index.ts" },
    "rework-pdfcorpus-",
  );
  const rows = [];
  try {
    for (const file of files) {
      const reference = referenceFor(file, cacheDir);
      if (process.env.PDF_CORPUS_READABLE_ONLY === "1" && !((reference.chars ?? 0) >= READABLE_CHARS)) continue;
      const ours = runChild([import.meta.filename, "--ours", bundle, file], TIMEOUT_MS.ours);
      const readable = (reference.chars ?? 0) >= READABLE_CHARS;
      const row = {
        name: path.basename(file),
        bytes: statSync(file).size,
        reference: reference.chars ?? null,
        ...ours,
      };
      row.readable = readable;
      row.refused = readable && ours.outcome !== "read" && ours.outcome !== "timeout" && ours.outcome !== "crash";
      row.short = readable && ours.outcome === "read" && ours.chars < reference.chars / 2;
      rows.push(row);
      const flag = row.refused
        ? "REFUSED"
        : row.short
          ? "SHORT"
          : ["timeout", "crash"].includes(ours.outcome)
            ? ours.outcome.toUpperCase()
            : "";
      console.error(
        `${flag.padEnd(8)} ${row.name.padEnd(48)} pdf.js ${String(row.reference).padStart(7)}  ours ${String(ours.chars ?? "-").padStart(7)} ${String(ours.outcome).padEnd(22)} cpu ${ours.cpu_ms ?? "-"} ms  rss +${ours.rss_growth_mb ?? "-"} MB`,
      );
    }
  } finally {
    cleanup();
  }
  const readable = rows.filter((row) => row.readable);
  const names = (list) => list.map((row) => `${row.name} (${row.outcome}, ${row.chars ?? 0}/${row.reference})`);
  const growth = rows.map((row) => row.rss_growth_mb).filter((value) => typeof value === "number");
  const cpu = rows.map((row) => row.cpu_ms).filter((value) => typeof value === "number");
  const summary = {
    folder,
    files: rows.length,
    readable_by_pdfjs: readable.length,
    read_by_us: readable.filter((row) => row.outcome === "read").length,
    refused_but_readable: names(readable.filter((row) => row.refused)),
    much_shorter: names(readable.filter((row) => row.short)),
    timeouts: rows.filter((row) => row.outcome === "timeout").map((row) => row.name),
    crashes: rows.filter((row) => row.outcome === "crash").map((row) => `${row.name}: ${row.detail}`),
    peak_rss_growth_mb: Math.max(0, ...growth),
    over_64_mb: rows.filter((row) => row.rss_growth_mb > 64).map((row) => `${row.name} +${row.rss_growth_mb} MB`),
    max_cpu_ms: Math.max(0, ...cpu),
    over_2_s: rows.filter((row) => row.cpu_ms > 2000).map((row) => `${row.name} ${row.cpu_ms} ms`),
    refusals_of_unreadable: Object.fromEntries(
      Object.entries(
        Object.groupBy(
          rows.filter((row) => !row.readable),
          (row) => row.outcome,
        ),
      ).map(([outcome, list]) => [outcome, list.length]),
    ),
  };
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(root, "bench", "results", "pdf-corpus.json"),
    `${JSON.stringify({ ...summary, rows }, null, 2)}\n`,
  );
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
}

if (process.argv[2] === "--ours") await measureOurs(process.argv[3], process.argv[4]);
else if (process.argv[2] === "--reference") await measureReference(process.argv[3]);
else await main();
