// `npm run validation:gather`: copies the validation set's resumes (test/validation/manifest.json) out of fetched
// snapshots of their public source repositories into .validation/files/ (ignored by git). People's files never enter
// this repository: the manifest keeps only where each file comes from (repository, path, commit) and its sha256.
//
// A snapshot is a bare git directory at $MIRROR_DIR/<owner>+<name>/repo (default /work/.mirror, where the
// workplace's `fetch` tool puts them). Each file is read with `git show <commit>:<path>` and kept only when its sha256
// matches the manifest. A missing snapshot, commit or path is reported and skipped; the run never fails for it.
//
// Run:  npm run validation:gather                   (into .validation/files/)
//       npm run validation:gather -- --out /some/dir (elsewhere)
//       npm run validation:gather -- --quiet         (only the summary)
//       npm run validation:gather -- --manifest test/public-dataset/manifest.json
//                                                    (another manifest of the same format; into its `outDir`)
// Env:  MIRROR_DIR=/path   where the snapshots are

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const manifestAt = args.indexOf("--manifest");
const quiet = args.includes("--quiet");
const mirrorDir = process.env.MIRROR_DIR ?? "/work/.mirror";

/** The snapshot's git directory for "owner/name", or null when it has not been fetched here. */
function snapshotDir(repo) {
  const base = path.join(mirrorDir, repo.replace("/", "+"), "repo");
  const candidates = [base, path.join(base, ".git")];
  return candidates.find((dir) => existsSync(path.join(dir, "HEAD")) || existsSync(path.join(dir, "objects"))) ?? null;
}

/** The blob's bytes at commit:path, or null when the commit or the path is not in the snapshot. */
function readBlob(dir, commit, filePath) {
  try {
    return execFileSync("git", ["-C", dir, "show", `${commit}:${filePath}`], {
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null;
  }
}

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

const manifestPath = path.resolve(
  root,
  manifestAt >= 0 ? args[manifestAt + 1] : path.join("test", "validation", "manifest.json"),
);
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const outDir = path.resolve(
  root,
  outAt >= 0 ? args[outAt + 1] : (manifest.outDir ?? path.join(".validation", "files")),
);
mkdirSync(outDir, { recursive: true });

const tally = { copied: 0, present: 0, noSnapshot: 0, noBlob: 0, badHash: 0 };
const missingRepos = new Set();
for (const entry of manifest.files) {
  const target = path.join(outDir, entry.file);
  if (existsSync(target) && sha256(readFileSync(target)) === entry.sha256) {
    tally.present++;
    continue;
  }
  const dir = snapshotDir(entry.repo);
  if (!dir) {
    tally.noSnapshot++;
    missingRepos.add(entry.repo);
    if (!quiet) console.log(`skip ${entry.file}: no snapshot of ${entry.repo} in ${mirrorDir} (fetch it first)`);
    continue;
  }
  const bytes = readBlob(dir, entry.commit, entry.path);
  if (!bytes) {
    tally.noBlob++;
    if (!quiet) console.log(`skip ${entry.file}: ${entry.path} @ ${entry.commit.slice(0, 12)} is not in the snapshot`);
    continue;
  }
  if (sha256(bytes) !== entry.sha256) {
    tally.badHash++;
    console.log(`skip ${entry.file}: sha256 differs from the manifest (not the labelled file)`);
    continue;
  }
  writeFileSync(target, bytes);
  tally.copied++;
}

const have = tally.copied + tally.present;
console.log(
  `validation set: ${have}/${manifest.files.length} files in ${path.relative(process.cwd(), outDir) || "."} ` +
    `(${tally.copied} copied, ${tally.present} already there, ${tally.noSnapshot} without a snapshot, ` +
    `${tally.noBlob} not in their snapshot, ${tally.badHash} with another sha256)`,
);
if (missingRepos.size)
  console.log(
    `snapshots missing for ${missingRepos.size} repositories; fetch them (github:<owner>/<name>) or set MIRROR_DIR`,
  );
