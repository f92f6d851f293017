// The home route's initial JavaScript: every script index.html loads or preloads, plus the chunks the home route
// imports eagerly (found through Vite's manifest-free way: the HomePage chunk and its static imports), gzipped.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "../scripts/lib.mjs";

const clientDir = path.join(root, "dist", "client");
const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
const homeChunk = readdirSync(path.join(clientDir, "assets")).find((name) => /^HomePage-.*\.js$/.test(name));

/** A chunk plus everything it imports statically (`import … from "./x.js"`), transitively. */
function withStaticImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(path.join(clientDir, file), "utf8");
  for (const match of source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    withStaticImports(`assets/${match[1]}`, seen);
  }
  return seen;
}

const files = new Set();
for (const file of entryFiles) withStaticImports(file, files);
if (homeChunk) withStaticImports(`assets/${homeChunk}`, files);

const sizes = [...files].map((file) => {
  const bytes = readFileSync(path.join(clientDir, file));
  return { file, bytes: bytes.byteLength, gzip_bytes: gzipSync(bytes, { level: 9 }).byteLength };
});
const totalGzip = sizes.reduce((sum, item) => sum + item.gzip_bytes, 0);
console.log(
  JSON.stringify({
    name: "home.initial_js",
    aim_kb: 110,
    gzip_kb: Number((totalGzip / 1024).toFixed(1)),
    files: sizes,
  }),
);
