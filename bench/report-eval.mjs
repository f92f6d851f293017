// `node bench/report-eval.mjs [--set corpus|validation-dev|validation-val] [filter]`: the report as a recruiter reads
// it (issue 22, decision 241), measured against labelled resumes that stay outside the repository:
//   - false "missing" claims: a verdict that claims a section, a phone or an e-mail is absent while the labels list it;
//   - junk in report sentences: the engine's list of layout fragments (consistency.ts `layoutFragments`: a word or a
//     bracket cut by the layout, an empty quote or example, letter spacing, icon glyphs, a heading glued to a quote, a
//     cut date, a wrong code page, a fill-in template not marked as one) and a quote that starts mid-sentence;
//   - strengths: reports whose labels name strengths and whose strengths quote the person's own text.
// Sets: the shared corpus (../shared/corpus) and, when gathered, the validation files (../validation-files, split
// into development and validation halves by its manifest); an absent set is reported as absent.
// Env: BENCH_NOW=2026-11-15, CORPUS_DIR, VALIDATION_DIR.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { bundleForNode, root } from "./bundle-for-node.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--set");
const onlySet = at >= 0 ? args[at + 1] : null;
const filter = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--set") ?? "";
const now = new Date(`${process.env.BENCH_NOW ?? "2026-11-15"}T00:00:00Z`);
const ENGINE_FORMATS = new Set(["pdf", "docx", "doc", "rtf", "txt"]);

function firstExisting(candidates) {
  return candidates.find((dir) => dir && existsSync(path.join(dir, "labels.json"))) ?? null;
}

/**
 * Each set: its labels, where its files are, and which half. The validation labels are the repository's
 * (test/validation/labels.json, from the data concern) or VALIDATION_LABELS; its files are gathered outside the
 * repository (.validation/files, VALIDATION_DIR or ../validation-files).
 */
function sets() {
  const corpus = firstExisting([process.env.CORPUS_DIR, path.join(root, "..", "shared", "corpus")]);
  const labels = [
    process.env.VALIDATION_LABELS,
    path.join(root, "test", "validation", "labels.json"),
    path.join(root, "..", "wt-data", "test", "validation", "labels.json"),
  ].find((file) => file && existsSync(file));
  const files = [
    process.env.VALIDATION_DIR,
    path.join(root, ".validation", "files"),
    path.join(root, "..", "validation-files"),
  ].find((dir) => dir && existsSync(dir));
  const out = [];
  if (corpus)
    out.push({
      name: "corpus",
      labels: path.join(corpus, "labels.json"),
      files: path.join(corpus, "files"),
      half: null,
    });
  else out.push({ name: "corpus", missing: true });
  for (const half of ["development", "validation"]) {
    const name = `validation-${half === "development" ? "dev" : "val"}`;
    if (labels && files) out.push({ name, labels, files, half });
    else out.push({ name, missing: true });
  }
  return out.filter((s) => !onlySet || s.name === onlySet);
}

const { module, cleanup } = await bundleForNode({
  extractDocument: "worker/extraction/index.ts",
  analyzeResume: "worker/analysis/engine/index.ts",
  claimsOf: "worker/analysis/engine/criteria/index.ts",
  headingOf: "worker/analysis/engine/sections.ts",
  layoutFragments: "worker/analysis/engine/consistency.ts",
  reportSentences: "worker/analysis/engine/consistency.ts",
});
const { extractDocument, analyzeResume, claimsOf, headingOf, layoutFragments, reportSentences } = module;

/** The section kinds the labels list, read with the engine's own heading vocabulary. */
function labelledKinds(label) {
  const kinds = new Set();
  for (const heading of label.sections ?? []) {
    const kind = headingOf(heading)?.kind;
    if (kind) kinds.add(kind);
    if (/objective|цель|profile|профиль/iu.test(heading)) kinds.add("summary");
  }
  return kinds;
}

const TOPIC_KIND = {
  summary: "summary",
  experience_section: "experience",
  education_section: "education",
  skills_section: "skills",
  courses: "courses",
  projects: "projects",
  languages: "languages",
};

const COUNTER =
  /^(?:Профессиональных навыков|Солидный стаж|Есть \d+ пункт|Специализация читается|Для роли «[^»]+» есть \d+ из)/u;

function evaluate(label, text, result) {
  const kinds = labelledKinds(label);
  const falseMissing = [];
  let missingClaims = 0;
  for (const finding of result.criteria ?? []) {
    for (const claim of claimsOf(finding)) {
      const kind = TOPIC_KIND[claim.topic];
      if (!kind || claim.holds) continue;
      missingClaims++;
      if (kinds.has(kind)) falseMissing.push(`${finding.id}: ${finding.finding}`);
    }
  }
  const said = result.weaknesses.join("\n");
  if (/Телефон не найден|не нашлось номера/u.test(said)) {
    missingClaims++;
    if (label.phone) falseMissing.push(`phone: ${label.phone}`);
  }
  if (/не нашлось e-mail/u.test(said)) {
    missingClaims++;
    if (label.email) falseMissing.push(`email: ${label.email}`);
  }
  const flat = text.replace(/\s+/gu, " ");
  const lines = text.replace(/[^\S\n]+/gu, " ");
  // A quote of the person's own text that starts in the middle of their sentence ("charges by 18% through…").
  const midSentence = (sentence) =>
    [...sentence.matchAll(/«([^«»]{30,})»/gu)].some(([, quote]) => {
      if (/https?:|www\.|@|[\w-]+\.(?:com|ru|io|org|net|me)\b/u.test(quote) || quote.split(" ").length < 4)
        return false;
      const at = flat.indexOf(quote.replace(/…$/u, "").slice(0, 25));
      if (at <= 0) return false;
      // A line of its own that starts in lower case ("к.ф.-м.н., исследователь…" under the name) is no cut sentence.
      const lineStart = lines.indexOf(quote.replace(/…$/u, "").slice(0, 25));
      if (lineStart === 0 || (lineStart > 0 && /\n\s*$/u.test(lines.slice(Math.max(0, lineStart - 3), lineStart))))
        return false;
      const before = flat.slice(Math.max(0, at - 3), at).trimEnd();
      return /[\p{Ll},]$/u.test(before) && /^\p{Ll}/u.test(quote);
    });
  // The engine's own list of layout fragments (consistency.ts, decision 320) and a quote cut mid-sentence.
  const junk = reportSentences(result)
    .map((s) => {
      const kinds = layoutFragments(s);
      if (midSentence(s)) kinds.push("цитата с середины фразы");
      return kinds.length ? `[${kinds.join("; ")}] ${s}` : null;
    })
    .filter(Boolean);
  const counters = result.strengths.filter((s) => COUNTER.test(s));
  const quoted = result.strengths.filter((s) => {
    const quote = /«([^«»]{8,})»/u.exec(s)?.[1]?.replace(/…$/u, "");
    return quote && flat.includes(quote.slice(0, 25));
  });
  return { falseMissing, missingClaims, junk, counters, labelled: (label.strengths ?? []).length > 0, quoted };
}

const summary = [];
for (const set of sets()) {
  if (set.missing) {
    console.log(`\n=== ${set.name}: not here (set absent), skipped`);
    continue;
  }
  const labels = JSON.parse(readFileSync(set.labels, "utf8"));
  const files = labels.files.filter((f) => f.file.includes(filter)).filter((f) => !set.half || f.half === set.half);
  const totals = { files: 0, claims: 0, falseMissing: 0, junk: 0, counters: 0, labelled: 0, withStrengths: 0 };
  console.log(`\n=== ${set.name} (${files.length} files)`);
  for (const label of files) {
    const file = path.join(set.files, label.file);
    if (!existsSync(file)) continue;
    let doc;
    try {
      doc = await extractDocument(new Uint8Array(readFileSync(file)), { filename: label.file, contentType: "" });
    } catch {
      continue;
    }
    const { result } = analyzeResume(
      {
        text: doc.text,
        format: ENGINE_FORMATS.has(doc.format) ? doc.format : undefined,
        pageCount: doc.pageCount,
        language: doc.language,
        layout: doc.layout,
      },
      { now },
    );
    const r = evaluate(label, doc.text, result);
    totals.files++;
    totals.claims += r.missingClaims;
    totals.falseMissing += r.falseMissing.length;
    totals.junk += r.junk.length;
    totals.counters += r.counters.length;
    if (r.labelled) {
      totals.labelled++;
      if (r.quoted.length) totals.withStrengths++;
    }
    const marks = [
      ...r.falseMissing.map((m) => `  ✗ false missing: ${m}`),
      ...r.junk.map((j) => `  ✗ junk: ${j.slice(0, 140)}`),
      ...r.counters.map((c) => `  ✗ counter: ${c}`),
      ...(r.labelled && !r.quoted.length ? ["  ✗ no strength quoting the person"] : []),
    ];
    console.log(`${marks.length ? "✗" : "✓"} ${label.file}${marks.length ? `\n${marks.join("\n")}` : ""}`);
  }
  console.log(
    `${set.name}: ${totals.files} reports · false "missing" ${totals.falseMissing} of ${totals.claims} absence claims · junk sentences ${totals.junk} · counters as strengths ${totals.counters} · strengths quoting the person ${totals.withStrengths}/${totals.labelled}`,
  );
  summary.push({ set: set.name, ...totals });
}
cleanup();
console.log(`\n${JSON.stringify(summary)}`);
