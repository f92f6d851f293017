// Proves the Worker deploys: `wrangler deploy --dry-run` bundles it without an account, and the bundle must stay
// under the Workers free plan's 3 MB compressed limit. Prints the size.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { run } from "./lib.mjs";

const FREE_PLAN_LIMIT_BYTES = 3 * 1024 * 1024;
const outdir = mkdtempSync(path.join(tmpdir(), "rework-bundle-"));
try {
  run("wrangler", ["deploy", "--dry-run", "--outdir", outdir, "--config", "dist/rework/wrangler.json"]);
  const files = readdirSync(outdir, { recursive: true })
    .map((name) => path.join(outdir, String(name)))
    .filter((file) => statSync(file).isFile() && !file.endsWith(".map"));
  const raw = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const gzipped = files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).byteLength, 0);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `Worker bundle: ${kib(raw)} raw, ${kib(gzipped)} gzipped (limit ${kib(FREE_PLAN_LIMIT_BYTES)} compressed)`,
  );
  if (gzipped > FREE_PLAN_LIMIT_BYTES) {
    console.error("✗ The Worker bundle is over the free plan's 3 MB compressed limit.");
    process.exit(1);
  }
  console.log("bundle: 1 passed, 0 failed");
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
