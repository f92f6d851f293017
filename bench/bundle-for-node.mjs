// Node can't import the Worker's TypeScript: the benchmarks bundle the modules they time with esbuild into a
// temporary ESM file and import that. Shared by bench/extraction.mjs and bench/engine-corpus.mjs.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Bundles `exports` (name → module path relative to the repository root) for Node and imports the result.
 * Returns the module, the bundle's path (for child processes) and a `cleanup()` that removes the temporary folder.
 */
export async function bundleForNode(exports, prefix = "rework-bench-") {
  const outdir = mkdtempSync(path.join(tmpdir(), prefix));
  const outfile = path.join(outdir, "bundle.mjs");
  await build({
    stdin: {
      contents: Object.entries(exports)
        .map(([name, modulePath]) => `export { ${name} } from ${JSON.stringify(path.join(root, modulePath))};`)
        .join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "warning",
    // word-extractor is CommonJS and requires node built-ins: give the ESM bundle a real `require`.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  const module = await import(pathToFileURL(outfile).href);
  return { module, file: outfile, cleanup: () => rmSync(outdir, { recursive: true, force: true }) };
}
