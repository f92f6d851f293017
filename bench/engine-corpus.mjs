// `npm run eval:engine`: the engine measured against labelled resumes. It bundles extraction and the analysis engine
// for Node with esbuild, runs the real pipeline (extractDocument → analyzeResume with format/pageCount/language/layout
// from extraction) over
//   - the shared corpus of real resumes (../shared/corpus beside the project: files/ + labels.json), read in place and
//     never copied into the repository; when it is absent the tool says so and goes on;
//   - the project's own fixtures (test/fixtures/resumes/ + labels.json, same label format),
//   - the validation set of public resumes (test/validation/labels.json + manifest.json; the files themselves are
//     gathered outside git by `npm run validation:gather` into .validation/files/), reported per half: `development`
//     (rules may be written from it) and `validation` (never looked at when writing rules), with the newest files
//     of the validation half (`"batch": "fresh-…"` in labels.json) summarised once more as `validation:fresh` (all
//     fresh batches together) and per batch as `validation:fresh-3`, `validation:fresh-4`, …; batches added to the
//     development half (`"batch": "dev-2"`) get their own line too (`validation:dev-2`),
//   - the public labelled dataset (test/public-dataset/manifest.json: English livecareer resumes with a job category,
//     gathered by `npm run validation:gather -- --manifest test/public-dataset/manifest.json` into
//     .validation/public/), role family only, per half: `public:development` and `public:validation`,
// prints the facts per file with every miss marked, then a summary per set: e-mail, phone, years ±1, headings %,
// skills %, junk in the skills list, role family right/wrong, seniority within one level. The whole run is also
// written to bench/results/engine-eval.json.
// Labels follow the corpus's `conventions` (labels.json): how years, sections and skills are counted.
//
// Run:  npm run eval:engine                      (both sets)
//       npm run eval:engine -- moderncv          (only files whose name contains "moderncv")
//       npm run eval:engine -- --set fixtures    (one set: corpus | fixtures | validation | development | public)
//       npm run eval:validation                  (both halves of the validation set; = --set validation)
//       npm run eval:engine -- --ranges          (also print every date range the engine counted as work)
// Env:  BENCH_NOW=2026-11-15   the "present" of "по настоящее время" (fixed so that runs compare; labels use 2026-11)
//       CORPUS_DIR=/path       where the corpus is, if not at ../shared/corpus or ../../shared/corpus
//       VALIDATION_DIR=/path   where the gathered validation files are, if not at .validation/files
//       BENCH_DUMP=/tmp/dir    also writes each file's extracted text and the full report there, for debugging

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bundleForNode, root } from "./bundle-for-node.mjs";
import { junkReason } from "./skill-junk.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
/** The last occurrence wins: `npm run eval:validation -- --set development` (= `--set validation --set development`)
 *  must run the development half only, never print the validation half's details. */
const option = (name) => {
  const at = args.lastIndexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const onlySet = option("--set");
/** `--set validation` runs both halves of the validation set; `--set development` only its development half. */
const wantSet = (name) =>
  !onlySet ||
  name === onlySet ||
  (onlySet === "validation" && name.startsWith("validation:")) ||
  name === `validation:${onlySet}` ||
  (onlySet === "public" && name.startsWith("public:"));
const filter = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--set") ?? "";
const showRanges = flag("--ranges");
const now = new Date(`${process.env.BENCH_NOW ?? "2026-11-15"}T00:00:00Z`);
const dumpDir = process.env.BENCH_DUMP;

/** The engine's formats: extraction calls an RTF-inside-.doc "rtf" already; anything else unknown is left out. */
const ENGINE_FORMATS = new Set(["pdf", "docx", "doc", "rtf", "txt"]);
/** The labels' seniority scale, lowest first: the engine reads the level on the same scale (knowledge/families.ts). */
const SENIORITY_SCALE = ["student_intern", "junior", "middle", "senior", "lead_manager", "executive"];

function corpusDir() {
  const candidates = [
    process.env.CORPUS_DIR,
    path.join(root, "..", "shared", "corpus"),
    path.join(root, "..", "..", "shared", "corpus"),
  ];
  return candidates.find((dir) => dir && existsSync(path.join(dir, "labels.json"))) ?? null;
}

function loadSet(name, dir, filesDir, keep = () => true) {
  if (!dir) return { name, missing: true, files: [] };
  const labels = JSON.parse(readFileSync(path.join(dir, "labels.json"), "utf8"));
  const files = labels.files
    .filter((f) => f.file.includes(filter) && keep(f))
    .map((label) => ({ label, path: path.join(filesDir, label.file) }));
  return { name, dir, files };
}

/** Letters and digits only, lower case: "О П Ы Т  Р А Б О Т Ы", "EXPERIENCE:" and "Опыт работы" compare equal. */
const key = (text) =>
  String(text ?? "")
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[^\p{L}\p{N}+#]/gu, "");

/** Cyrillic look-alikes of Latin letters, lower-cased. */
const LOOK_ALIKE = { а: "a", в: "b", е: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x" };
/**
 * A skill's key: a Latin name typed with Cyrillic look-alike letters («С++», «Quark ХРress») is the same skill as the
 * engine's Latin name; a key with no Latin letter and no + or # is Russian and left alone.
 */
/** A word written as a name: a capital or a digit first, a dot before letters (".NET"), or a capital inside ("jQuery"). */
const NAME_WORD = /^(?:[\p{Lu}\d]|\.\p{L}|\p{Ll}+\p{Lu})/u;

const skillKey = (text) => {
  const k = key(text);
  return /[a-z+#]/u.test(k) ? k.replace(/[авекмнорстух]/gu, (ch) => LOOK_ALIKE[ch]) : k;
};

/** Reads a field the engine may expose under one of several names (the profile fields are being added). */
function pick(object, ...paths) {
  for (const p of paths) {
    const value = p.split(".").reduce((o, k) => (o == null ? undefined : o[k]), object);
    if (value !== undefined && value !== null) return value;
  }
  return null;
}

async function analyzeFile({ extractDocument, analyzeResume }, file) {
  const name = file.label.file;
  if (!existsSync(file.path)) return { file: name, error: "file missing" };
  const bytes = new Uint8Array(readFileSync(file.path));
  const meta = { filename: name, contentType: /\.md$/i.test(name) ? "text/plain" : "" };
  let doc;
  try {
    doc = await extractDocument(bytes, meta);
  } catch (error) {
    return { file: name, rejected: error.code ?? String(error) };
  }
  const started = performance.now();
  const report = analyzeResume(
    {
      text: doc.text,
      format: ENGINE_FORMATS.has(doc.format) ? doc.format : undefined,
      pageCount: doc.pageCount,
      language: doc.language,
      layout: doc.layout,
    },
    { now },
  );
  const ms = performance.now() - started;
  if (dumpDir) {
    mkdirSync(dumpDir, { recursive: true });
    writeFileSync(path.join(dumpDir, `${name}.txt`), doc.text);
    writeFileSync(path.join(dumpDir, `${name}.json`), JSON.stringify(report, null, 2));
  }
  return compare(file.label, doc, report, ms);
}

/** The gathered validation files: $VALIDATION_DIR, .validation/files, or the workplace's shared copy. */
function validationFilesDir() {
  const candidates = [process.env.VALIDATION_DIR, path.join(root, ".validation", "files"), "/work/validation-files"];
  return candidates.find((dir) => dir && existsSync(dir)) ?? null;
}

const monthText = (m) => (m == null ? null : `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}`);

function compare(label, doc, { result, facts }, ms) {
  const got = {
    email: facts.contacts.emails[0] ?? null,
    phone: facts.contacts.phones[0]?.raw ?? null,
    years: facts.totalExperienceYears,
    headings: facts.sections.map((s) => s.heading),
    skills: [...new Set([...result.key_skills, ...facts.skills.map((s) => s.name)])],
    // The spellings each taxonomy skill was read from ("Golang", "K8S", "Python 3" of Go, Kubernetes, Python): a label
    // written so is the same taxonomy entry as the reading's skill (decision 590). Junk is judged on the names above.
    spellings: facts.skills.flatMap((s) => [s.display, ...(s.surfaces ?? [])]),
    roleFamily:
      pick(facts, "candidateProfile.roleFamily", "candidate_profile.role_family", "roleFamily") ??
      pick(result, "candidate_profile.role_family"),
    seniority:
      pick(facts, "candidateProfile.seniority", "candidate_profile.seniority") ??
      pick(result, "candidate_profile.seniority"),
    counted: (facts.timeline?.counted ?? facts.experienceRanges ?? []).map((r) => ({
      start: typeof r.start === "number" ? monthText(r.start) : r.start,
      end: r.ongoing ? "present" : typeof r.end === "number" ? monthText(r.end) : r.end,
      section: r.section ?? null,
      text: r.label ?? r.text,
    })),
  };
  // Markdown marks and letter spacing are layout, not the heading's words.
  const headingKeys = got.headings.map((h) => key(h).replace(/[#+]/g, ""));
  const foundHeadings = (label.sections ?? []).filter((h) =>
    headingKeys.some((k) => k === key(h) || (key(h).length >= 4 && k.startsWith(key(h)))),
  );
  const skillKeys = [...got.skills, ...got.spellings].map(skillKey);
  const junk = got.skills.map((name) => ({ name, reason: junkReason(name, doc.text) })).filter((item) => item.reason);
  // A label that joins names with a slash ("Javascript/JQuery", "Bash / Shell", "PostgreSQL/MongoDB") names each of
  // them: it is found when the reading holds every part (decision 590); "CI/CD" or "TCP/IP" found whole stay so.
  const holds = (s) => skillKeys.includes(skillKey(s));
  const slashParts = (s) => s.split(/\s*\/\s*/u).filter((part) => part.trim());
  // A label that runs names together with spaces ("C# .NET", "Redux Next.js Vue") or glues a level to a name ("JS
  // basic") is the item as written: found when the reading holds each name, every word written as one (decision 685).
  const spacedNames = (s) => {
    const words = s.split(/\s+/u).filter((word) => !module.isLevelWord(word));
    return s.trim().includes(" ") && words.length > 0 && words.every((word) => NAME_WORD.test(word) && holds(word));
  };
  const foundSkills = (label.skills ?? []).filter(
    (s) => holds(s) || (slashParts(s).length >= 2 && slashParts(s).every(holds)) || spacedNames(s),
  );
  const seniorityGap =
    label.seniority && got.seniority && SENIORITY_SCALE.includes(got.seniority)
      ? Math.abs(SENIORITY_SCALE.indexOf(label.seniority) - SENIORITY_SCALE.indexOf(got.seniority))
      : null;
  // A public dataset's category may fit several families (`role_families`); the other sets label one.
  const families = label.role_families ?? (label.role_family == null ? [] : [label.role_family]);
  const checks = {
    email: key(label.email) === key(got.email),
    phone: (label.phone ?? "").replace(/\D/g, "") === (got.phone ?? "").replace(/\D/g, ""),
    // null = no usable dates (placeholders, unreadable): not scored.
    years: label.years_experience == null ? null : Math.abs(label.years_experience - got.years) <= 1,
    roleFamily: families.length === 0 ? null : families.includes(got.roleFamily),
    // Wrong = a different family named; no family (or "other" for a labelled family) is an abstention, not wrong.
    roleFamilyWrong:
      families.length === 0
        ? null
        : got.roleFamily != null &&
          !families.includes(got.roleFamily) &&
          (got.roleFamily !== "other" || families.includes("other")),
    seniority: label.seniority == null ? null : seniorityGap !== null && seniorityGap <= 1,
  };
  // A role-family-only label (the public dataset) scores nothing else.
  if (label.roleFamilyOnly) {
    for (const name of ["email", "phone", "years", "seniority"]) checks[name] = null;
  }
  return {
    file: label.file,
    format: doc.format,
    pages: doc.pageCount,
    lang: facts.language,
    ms: Math.round(ms * 10) / 10,
    label: {
      email: label.email,
      phone: label.phone,
      years: label.years_experience,
      sections: label.sections ?? [],
      skills: label.skills ?? [],
      roleFamily: label.role_families?.join("|") ?? label.role_family ?? null,
      seniority: label.seniority ?? null,
    },
    got,
    checks,
    headings: {
      found: foundHeadings.length,
      total: (label.sections ?? []).length,
      missed: (label.sections ?? []).filter((h) => !foundHeadings.includes(h)),
    },
    skills: {
      found: foundSkills.length,
      total: (label.skills ?? []).length,
      missed: (label.skills ?? []).filter((s) => !foundSkills.includes(s)),
    },
    junk,
  };
}

const mark = (ok) => (ok === null ? " " : ok ? "✓" : "✗");

function printRow(row) {
  if (row.rejected || row.error) {
    console.log(`\n${row.file}\n  ${row.rejected ? `rejected: ${row.rejected}` : row.error}`);
    return;
  }
  const { label, got, checks } = row;
  console.log(`\n${row.file}  [${row.format}, ${row.pages ?? "?"} p., ${row.lang}, ${row.ms} ms]`);
  console.log(
    `  ${mark(checks.years)} years ${got.years} (label ${label.years ?? "-"})   ${mark(checks.email)} e-mail ${got.email ?? "-"}` +
      `${checks.email ? "" : ` (label ${label.email ?? "-"})`}   ${mark(checks.phone)} phone ${got.phone ?? "-"}${checks.phone ? "" : ` (label ${label.phone ?? "-"})`}`,
  );
  console.log(
    `  ${mark(checks.roleFamily)} role ${got.roleFamily ?? "-"} (label ${label.roleFamily ?? "-"})   ` +
      `${mark(checks.seniority)} seniority ${got.seniority ?? "-"} (label ${label.seniority ?? "-"})`,
  );
  console.log(
    `  headings ${row.headings.found}/${row.headings.total}: ${got.headings.join(" | ") || "-"}` +
      `${row.headings.missed.length ? `\n    missed: ${row.headings.missed.join(" | ")}` : ""}`,
  );
  console.log(
    `  skills ${row.skills.found}/${row.skills.total}${row.skills.missed.length ? `, missed: ${row.skills.missed.join(", ")}` : ""}`,
  );
  if (row.junk?.length) console.log(`  ✗ junk in skills: ${row.junk.map((j) => `${j.name} (${j.reason})`).join(", ")}`);
  if (showRanges || checks.years === false) {
    for (const r of got.counted)
      console.log(`    counted ${r.start} – ${r.end}  [${r.section ?? "-"}] ${r.text ?? ""}`);
  }
}

function summarize(rows) {
  const scored = rows.filter((r) => r.checks);
  const rate = (name) => {
    const judged = scored.filter((r) => r.checks[name] !== null);
    const ok = judged.filter((r) => r.checks[name]).length;
    return { ok, of: judged.length, pct: judged.length ? Math.round((ok / judged.length) * 1000) / 10 : null };
  };
  const share = (name) => {
    const found = scored.reduce((s, r) => s + r[name].found, 0);
    const total = scored.reduce((s, r) => s + r[name].total, 0);
    return { ok: found, of: total, pct: total ? Math.round((found / total) * 1000) / 10 : null };
  };
  const times = scored.map((r) => r.ms).sort((a, b) => a - b);
  return {
    files: rows.length,
    rejected: rows.length - scored.length,
    email: rate("email"),
    phone: rate("phone"),
    years_within_1: rate("years"),
    headings: share("headings"),
    skills: share("skills"),
    role_family: rate("roleFamily"),
    role_family_wrong: rate("roleFamilyWrong"),
    skills_junk: {
      items: scored.reduce((s, r) => s + (r.junk?.length ?? 0), 0),
      files: scored.filter((r) => r.junk?.length).length,
      of: scored.length,
    },
    seniority_within_1: rate("seniority"),
    median_ms: times.length ? times[Math.floor(times.length / 2)] : null,
  };
}

const fmt = ({ ok, of, pct }) => `${ok}/${of}${pct === null ? "" : ` (${pct} %)`}`;

const corpus = corpusDir();
const validationLabels = existsSync(path.join(root, "test/validation/labels.json"))
  ? path.join(root, "test/validation")
  : null;
const validationFiles = validationFilesDir();
const validationSet = (half) => {
  const name = `validation:${half}`;
  if (validationLabels && !validationFiles) {
    return { name, missing: true, files: [], why: "files not gathered: run `npm run validation:gather`" };
  }
  return loadSet(name, validationLabels, validationFiles ?? "", (f) => f.half === half);
};
/** The public labelled dataset: role family only, split by the manifest's fixed rule into two halves. */
const publicManifest = path.join(root, "test/public-dataset/manifest.json");
const publicSet = (half) => {
  const name = `public:${half}`;
  if (!existsSync(publicManifest)) return { name, missing: true, files: [] };
  const manifest = JSON.parse(readFileSync(publicManifest, "utf8"));
  const filesDir = path.join(root, manifest.outDir);
  if (!existsSync(filesDir)) {
    const why = "files not gathered: run `npm run validation:gather -- --manifest test/public-dataset/manifest.json`";
    return { name, missing: true, files: [], why };
  }
  const files = manifest.files
    .filter((f) => f.half === half && f.file.includes(filter))
    .map((f) => ({
      label: { file: f.file, role_families: f.families, roleFamilyOnly: true },
      path: path.join(filesDir, f.file),
    }));
  return { name, dir: filesDir, files };
};
const sets = [
  loadSet("corpus", corpus, corpus ? path.join(corpus, "files") : ""),
  loadSet(
    "fixtures",
    existsSync(path.join(root, "test/fixtures/resumes/labels.json")) ? path.join(root, "test/fixtures/resumes") : null,
    path.join(root, "test/fixtures/resumes"),
  ),
  validationSet("development"),
  validationSet("validation"),
  publicSet("development"),
  publicSet("validation"),
].filter((s) => wantSet(s.name));

const { module, cleanup } = await bundleForNode(
  {
    extractDocument: "worker/extraction/index.ts",
    analyzeResume: "worker/analysis/engine/index.ts",
    isLevelWord: "worker/analysis/engine/skills/levels.ts",
  },
  "rework-engine-eval-",
);
const output = { now: now.toISOString().slice(0, 10), filter, sets: {} };
try {
  for (const set of sets) {
    if (set.missing) {
      console.log(
        `\n=== ${set.name}: ${set.why ?? `not found (looked for labels.json${set.name === "corpus" ? " in ../shared/corpus, ../../shared/corpus or $CORPUS_DIR" : ""})`}; skipped`,
      );
      output.sets[set.name] = { missing: true };
      continue;
    }
    console.log(`\n=== ${set.name}: ${set.dir} (${set.files.length} files)`);
    const rows = [];
    for (const file of set.files) {
      const row = await analyzeFile(module, file);
      printRow(row);
      rows.push(row);
    }
    output.sets[set.name] = { summary: summarize(rows), rows };
    // The fresh batches added to the validation half (decisions 360, 365) are also reported on their own: their
    // first measurements are the only ones nobody has yet seen. `validation:fresh` is the union of every `fresh-*`
    // batch (its name kept from decision 360); each batch also gets its own line, `validation:fresh-3`, ….
    if (set.name === "validation:validation") {
      const batchOf = new Map(
        set.files.filter((f) => f.label.batch?.startsWith("fresh")).map((f) => [f.label.file, f.label.batch]),
      );
      const batches = [...new Set(batchOf.values())].sort();
      if (batchOf.size) {
        const freshRows = rows.filter((r) => batchOf.has(r.file));
        output.sets["validation:fresh"] = { summary: summarize(freshRows), files: [...batchOf.keys()] };
      }
      for (const batch of batches) {
        const batchRows = rows.filter((r) => batchOf.get(r.file) === batch);
        output.sets[`validation:${batch}`] = { summary: summarize(batchRows), files: batchRows.map((r) => r.file) };
      }
    }
    // Batches added to the development half (decision 370: `dev-2`) get a line of their own too, so that the first
    // measurement of files added for rule writers can be told apart from the half's earlier 72.
    if (set.name === "validation:development") {
      const batches = [...new Set(set.files.map((f) => f.label.batch).filter(Boolean))].sort();
      for (const batch of batches) {
        const names = new Set(set.files.filter((f) => f.label.batch === batch).map((f) => f.label.file));
        const batchRows = rows.filter((r) => names.has(r.file));
        output.sets[`validation:${batch}`] = { summary: summarize(batchRows), files: batchRows.map((r) => r.file) };
      }
    }
  }
  console.log("\n=== summary");
  for (const [name, set] of Object.entries(output.sets)) {
    if (set.missing) {
      console.log(`${name}: absent`);
      continue;
    }
    const s = set.summary;
    console.log(
      `${name} (${s.files} files, ${s.rejected} rejected, median ${s.median_ms} ms): e-mail ${fmt(s.email)} · phone ${fmt(s.phone)} · ` +
        `years ±1 ${fmt(s.years_within_1)} · headings ${fmt(s.headings)} · skills ${fmt(s.skills)} · ` +
        `junk ${s.skills_junk.items} items in ${s.skills_junk.files}/${s.skills_junk.of} files · ` +
        `role family ${fmt(s.role_family)} right, ${fmt(s.role_family_wrong)} wrong · ` +
        `seniority ±1 ${fmt(s.seniority_within_1)}`,
    );
  }
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  const out = path.join(root, "bench", "results", "engine-eval.json");
  writeFileSync(out, `${JSON.stringify(output, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(root, out)}`);
} finally {
  cleanup();
}
