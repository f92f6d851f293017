// `npm run content:sync [-- --remote] [--persist-to DIR]`: makes D1's articles match content/articles/*.md
// (docs/decisions/090). Markdown is rendered and sanitised here, once; the Worker only serves the stored HTML.
// Idempotent: upserts by slug, removes articles whose files are gone. Local database by default.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root, run } from "./lib.mjs";

/** Reads and checks every article file; throws (naming the file) on anything the site could not show. */
export async function buildContentSql() {
  // Loaded on demand: Node 22 strips the types; the same module builds the SQL in the worker tests.
  const { buildSyncStatements, parseArticleFile } = await import("../worker/articles/content.ts");
  const dir = path.join(root, "content", "articles");
  const files = readdirSync(dir).filter((name) => name.endsWith(".md")).sort();
  const articles = files.map((name) => parseArticleFile(name, readFileSync(path.join(dir, name), "utf8")));
  return { count: articles.length, sql: `${buildSyncStatements(articles).join("\n")}\n` };
}

/** Runs the sync against the local database (optionally in `persistDir`) or, with `remote`, the production one. */
export async function syncContent({ remote = false, persistDir } = {}) {
  const { count, sql } = await buildContentSql();
  const tmp = mkdtempSync(path.join(tmpdir(), "rework-content-"));
  const file = path.join(tmp, "content.sql");
  writeFileSync(file, sql);
  try {
    const target = remote ? ["--remote"] : ["--local", ...(persistDir ? ["--persist-to", persistDir] : [])];
    run("wrangler", ["d1", "execute", "DB", ...target, "--file", file]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`✓ ${count} article file(s) synced to the ${remote ? "remote" : "local"} database`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const persistIndex = args.indexOf("--persist-to");
  await syncContent({ remote: args.includes("--remote"), persistDir: persistIndex >= 0 ? args[persistIndex + 1] : undefined });
}
