// No real person's data in the repository (decision 810): the scan of scripts/privacy-scan.mjs over every tracked
// file. The contacts of both labels files are checked whenever a labels file is present; the real texts' long lines
// only when their dumps are given (PRIVACY_DUMPS=dir[:dir…], written by `BENCH_DUMP=dir npm run eval:engine`).
// Absent real files are skipped with a message, never passed silently.
// Run: `node --test test/lint/privacy.test.mjs`.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { test } from "node:test";
import { LABELS_FILES, scan } from "../../scripts/privacy-scan.mjs";

const labels = LABELS_FILES.filter((f) => existsSync(f));
const dumps = (process.env.PRIVACY_DUMPS ?? "").split(":").filter((d) => d && existsSync(d));
const shown = (hits) => hits.map((h) => `${h.file}:${h.line}: ${h.kind}: ${h.value}`).join("\n");

test("no real person's e-mail or phone in a tracked file", { skip: labels.length === 0 && "no labels file" }, () => {
  const { hits } = scan({ labels });
  assert.equal(hits.length, 0, shown(hits));
});

test("no real resume's line in a tracked file", {
  skip: dumps.length === 0 && "no dumped real texts: set PRIVACY_DUMPS to BENCH_DUMP folders",
}, () => {
  const { hits } = scan({ labels: [], dumps });
  assert.equal(hits.length, 0, shown(hits));
});
