// `npm run eval:pdfcorpus [folder] [name filter]`: our PDF extraction against pdf.js's own `extractText` (through
// unpdf) over a folder of PDFs, in child processes that read the files in turn; a crash or a hang (30 s) ends the
// child, is charged to the file it was reading, and a new child goes on with the rest.
// The folder defaults to $PDF_CORPUS_DIR, else /work/pdfjs-pdfs: the *.pdf files of pdf.js's test/pdfs (a snapshot
// of mozilla/pdf.js, extracted outside the repository; its `.link` files point to the web and are not used).
// When the folder is absent the check is skipped with a message. Files over the upload limit (10 MB) are left out.
//
// Prints, for the files pdf.js reads (≥ 200 characters of text): those we refuse, those where we read less than
// half of pdf.js's text, time-outs and crashes, and our peak memory (RSS growth over a warmed-up baseline) and CPU.
// The reference results are cached in the OS temp folder by file hash (pdf.js's own reading does not change);
// PDF_CORPUS_READABLE_ONLY=1 runs ours only on the files the cache already knows pdf.js reads (a quick re-check).
// Writes bench/results/pdf-corpus.json. Aim (decision 200): 0 refused, 0 under half, 0 time-outs or crashes.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { bundleForNode, root } from "./bundle-for-node.mjs";

const MAX_UPLOAD_BYTES = 10_485_760;
const READABLE_CHARS = 200;
/** Per file: far above our own 8 s limit, so that only a hang (or a machine far too busy) counts as a time-out. */
const TIMEOUT_MS = { ours: 30_000, reference: 30_000 };
/** Ours runs with a V8 heap the size of a Worker isolate (128 MB): a file that needs more crashes its child. */
const HEAP_LIMIT_MB = { ours: 128, reference: 1024 };

const nonSpace = (text) => text.replace(/\s/g, "").length;

/**
 * Child mode: reads each file of `listFile` in turn, printing a start line before it and its figures after it, so
 * that the parent can tell which file hung or crashed the process. `ours` runs extractDocument (after a warm-up;
 * memory is the growth of peak RSS over the warmed-up baseline, so a file after a costlier one reads as that one's
 * peak: an upper bound, and the child stops after any file over 64 MB so the next starts afresh); `reference` runs
 * unpdf's extractText (pdf.js's getTextContent on every page).
 */
async function measureBatch(mode, bundle, listFile) {
  const files = JSON.parse(readFileSync(listFile, "utf8"));
  let read;
  if (mode === "ours") {
    const { extractDocument } = await import(pathToFileURL(bundle).href);
    const warm = new Uint8Array(readFileSync(path.join(root, "test/fixtures/resume-2p.pdf")));
    await extractDocument(warm, { filename: "warm.pdf", contentType: "" });
    read = async (bytes) =>
      nonSpace((await extractDocument(bytes, { filename: "file.pdf", contentType: "" })).originalText);
  } else {
    const { extractText } = await import("unpdf");
    read = async (bytes) => nonSpace((await extractText(bytes, { mergePages: true })).text);
  }
  globalThis.gc?.();
  const baselineKb = process.resourceUsage().maxRSS;
  for (const file of files) {
    process.stdout.write(`${JSON.stringify({ start: file })}\n`);
    const cpu = process.cpuUsage();
    let outcome = "read";
    let chars = 0;
    try {
      chars = await read(new Uint8Array(readFileSync(file)));
    } catch (error) {
      outcome = error.code ?? String(error).slice(0, 100);
    }
    const used = process.cpuUsage(cpu);
    const growthMb = Math.round((process.resourceUsage().maxRSS - baselineKb) / 102.4) / 10;
    const cpuMs = Math.round((used.user + used.system) / 1000);
    process.stdout.write(`${JSON.stringify({ file, outcome, chars, cpu_ms: cpuMs, rss_growth_mb: growthMb })}\n`);
    if (growthMb > 64) break;
  }
}

/** Runs `files` through batch children, a new child after a crash, a time-out (per file) or a costly file. */
async function runBatches(mode, bundle, files, timeoutMs) {
  const results = new Map();
  const listFile = path.join(tmpdir(), `rework-pdfcorpus-${process.pid}.json`);
  let remaining = files;
  while (remaining.length > 0) {
    writeFileSync(listFile, JSON.stringify(remaining));
    const child = spawn(
      process.execPath,
      [
        "--expose-gc",
        `--max-old-space-size=${HEAP_LIMIT_MB[mode]}`,
        import.meta.filename,
        "--batch",
        mode,
        bundle,
        listFile,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let current = null;
    let timedOut = false;
    let stderr = "";
    let timer = null;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        child.kill("SIGKILL");
      }, timeoutMs);
    };
    child.stderr.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    createInterface({ input: child.stdout }).on("line", (line) => {
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        return;
      }
      if (message.start) {
        current = message.start;
        arm();
      } else if (message.file) {
        results.set(message.file, message);
        options.onResult?.(mode, message);
        current = null;
      }
    });
    await new Promise((resolve) => child.on("close", resolve));
    clearTimeout(timer);
    if (current) {
      const outcome = timedOut ? "timeout" : "crash";
      const failed = { file: current, outcome, detail: stderr.slice(-200).replace(/\s+/g, " ") };
      results.set(current, failed);
      options.onResult?.(mode, failed);
    }
    remaining = remaining.filter((file) => !results.has(file));
    if (!current && remaining.length > 0 && results.size === 0) break; // the child could not start at all
  }
  rmSync(listFile, { force: true });
  return results;
}

const options = { onResult: null };

function referencesFor(files, cacheDir) {
  const keyOf = (file) => path.join(cacheDir, `${createHash("sha256").update(readFileSync(file)).digest("hex")}.json`);
  const known = new Map();
  for (const file of files) {
    const cached = keyOf(file);
    if (existsSync(cached)) known.set(file, JSON.parse(readFileSync(cached, "utf8")));
  }
  return {
    known,
    missing: files.filter((file) => !known.has(file)),
    /** A time-out may be the machine's load, not the file: only what pdf.js answered (or a crash) is kept. */
    remember(file, result) {
      if (result.outcome !== "timeout") writeFileSync(keyOf(file), JSON.stringify(result));
    },
  };
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
  const references = referencesFor(files, cacheDir);
  options.onResult = (mode, result) => {
    if (mode === "reference") references.remember(result.file, result);
  };
  if (references.missing.length > 0) {
    console.error(`pdf.js's own reading of ${references.missing.length} files (cached for next time)…`);
    for (const [file, result] of await runBatches("reference", "-", references.missing, TIMEOUT_MS.reference)) {
      references.known.set(file, result);
    }
  }
  const isReadable = (file) => (references.known.get(file)?.chars ?? 0) >= READABLE_CHARS;
  const ourFiles = process.env.PDF_CORPUS_READABLE_ONLY === "1" ? files.filter(isReadable) : files;
  const byName = new Map();
  options.onResult = (mode, ours) => {
    if (mode !== "ours") return;
    const reference = references.known.get(ours.file) ?? {};
    const readable = isReadable(ours.file);
    const row = { name: path.basename(ours.file), bytes: statSync(ours.file).size, reference: reference.chars ?? null };
    Object.assign(row, ours, { readable });
    delete row.file;
    row.refused = readable && !["read", "timeout", "crash"].includes(ours.outcome);
    row.short = readable && ours.outcome === "read" && ours.chars < reference.chars / 2;
    byName.set(row.name, row);
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
  };
  try {
    await runBatches("ours", bundle, ourFiles, TIMEOUT_MS.ours);
    // A child's peak RSS also holds what earlier files left behind: a file over the aim is measured again alone.
    const costly = ourFiles.filter((file) => byName.get(path.basename(file))?.rss_growth_mb > 64);
    if (costly.length > 0) console.error(`${costly.length} files over 64 MB, measured again each in a fresh process…`);
    for (const file of costly) await runBatches("ours", bundle, [file], TIMEOUT_MS.ours);
  } finally {
    cleanup();
  }
  const rows = [...byName.values()];
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

if (process.argv[2] === "--batch") await measureBatch(process.argv[3], process.argv[4], process.argv[5]);
else await main();
