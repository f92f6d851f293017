// Skill recall and false skills on the shared corpus: runs extraction → engine over every labelled file and compares
// the report's key_skills with labels.json `skills` (up to 15 skills literally named in the document).
// A labelled skill counts as found when a key skill has the same letters (case, spaces and punctuation ignored)
// or both resolve to the same dictionary entry (so "Golang" is found by "Go"). The corpus is read in place.
//
// Run:  npx node bench/skills-corpus.mjs [filter]      Env: SKILLS_VERBOSE=1 lists misses and extras per file
//       (2: with the line each extra came from), SKILLS_SET=fixtures for the project's fixtures.

import { readFileSync } from "node:fs";
import path from "node:path";
import { bundleForNode, root } from "./bundle-for-node.mjs";

// SKILLS_SET=fixtures reads the project's own labelled fixtures (test/fixtures/resumes) instead of the corpus.
const corpus = process.env.SKILLS_SET === "fixtures" ? path.join(root, "test/fixtures/resumes") : "/work/shared/corpus";
const filesDir = process.env.SKILLS_SET === "fixtures" ? corpus : path.join(corpus, "files");
const filter = process.argv[2] ?? "";
const verbose = Boolean(process.env.SKILLS_VERBOSE);
const labels = JSON.parse(readFileSync(path.join(corpus, "labels.json"), "utf8")).files;
const { module, cleanup } = await bundleForNode(
  {
    extractDocument: "worker/extraction/index.ts",
    analyzeResume: "worker/analysis/engine/index.ts",
    matchSkills: "worker/analysis/engine/skills/match.ts",
  },
  "rework-skills-corpus-",
);
const letters = (s) =>
  s
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[^\p{L}\p{N}+#]/gu, "");
const entriesOf = (s) => new Set(module.matchSkills(s).map((m) => m.name));

try {
  let labelled = 0;
  let found = 0;
  for (const label of labels) {
    if (!label.file.includes(filter) || !label.skills?.length) continue;
    const bytes = new Uint8Array(readFileSync(path.join(filesDir, label.file)));
    const doc = await module.extractDocument(bytes, {
      filename: label.file,
      contentType: /\.md$/.test(label.file) ? "text/plain" : "",
    });
    const report = module.analyzeResume(
      { text: doc.text, format: doc.format, pageCount: doc.pageCount, language: doc.language, layout: doc.layout },
      { now: new Date("2026-11-15T00:00:00Z") },
    );
    const keys = report.result.key_skills;
    const keyLetters = new Set(keys.map(letters));
    const keyEntries = new Set(keys.flatMap((k) => [...entriesOf(k)]));
    const hit = (skill) => keyLetters.has(letters(skill)) || [...entriesOf(skill)].some((e) => keyEntries.has(e));
    const misses = label.skills.filter((s) => !hit(s));
    labelled += label.skills.length;
    found += label.skills.length - misses.length;
    const labelLetters = new Set(label.skills.map(letters));
    const labelEntries = new Set(label.skills.flatMap((s) => [...entriesOf(s)]));
    const extras = keys.filter(
      (k) => !labelLetters.has(letters(k)) && ![...entriesOf(k)].some((e) => labelEntries.has(e)),
    );
    const share = Math.round((100 * (label.skills.length - misses.length)) / label.skills.length);
    console.log(`${String(share).padStart(3)} %  ${label.file}`);
    if (verbose) {
      if (misses.length) console.log(`       missed: ${misses.join("; ")}`);
      if (extras.length) console.log(`       extra:  ${extras.join("; ")}`);
      if (process.env.SKILLS_VERBOSE === "2") {
        for (const k of report.facts.keySkills)
          if (extras.includes(k.name)) console.log(`         ${k.name} ← ${k.source}: ${k.evidence}`);
      }
    }
  }
  console.log(JSON.stringify({ labelled, found, recall: Math.round((1000 * found) / Math.max(1, labelled)) / 10 }));
} finally {
  cleanup();
}
