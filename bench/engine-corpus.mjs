// Engine-on-real-resumes check: bundles the extraction and the analysis engine for Node with esbuild, runs the real
// pipeline (extractDocument → analyzeResume with format/pageCount/language/layout from extraction) over every file of
// the shared corpus and prints a compact table per file, then one JSON line with the per-file summary.
// The corpus holds other people's resumes: it is read in place, never copied into the repository.
//
// Run:  npx node bench/engine-corpus.mjs            (all files)
//       npx node bench/engine-corpus.mjs moderncv   (only files whose name contains the filter)
// Env:  BENCH_NOW=2026-11-15 (the "present" for "по настоящее время"; fixed so that runs compare)
//       BENCH_DUMP=/tmp/dir  (also writes each file's extracted text and the full report there, for debugging)
import { bundleForNode, root } from './bundle-for-node.mjs';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const corpusDir = '/work/shared/corpus/files';
const filter = process.argv[2] ?? '';
const now = new Date(`${process.env.BENCH_NOW ?? '2026-11-15'}T00:00:00Z`);
const dumpDir = process.env.BENCH_DUMP;


/** The engine's formats: extraction calls an RTF-inside-.doc "rtf" already; anything else unknown is left out. */
const ENGINE_FORMATS = new Set(['pdf', 'docx', 'doc', 'rtf', 'txt']);

async function analyzeFile({ extractDocument, analyzeResume }, name) {
  const bytes = new Uint8Array(readFileSync(path.join(corpusDir, name)));
  const meta = { filename: name, contentType: /\.md$/i.test(name) ? 'text/plain' : '' };
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
  return summarize(name, doc, report, ms);
}

function summarize(name, doc, { result, criteria, facts }, ms) {
  const worst = criteria
    .filter((c) => c.status === 'warn' || c.status === 'fail')
    .sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score))
    .slice(0, 3)
    .map((c) => `${c.id} ${c.score}`);
  return {
    file: name,
    format: doc.format,
    pages: doc.pageCount,
    lang: facts.language,
    words: facts.wordCount,
    name: facts.name,
    email: facts.contacts.emails[0] ?? null,
    phone: facts.contacts.phones[0]?.raw ?? null,
    sections: [...new Set(facts.sections.map((s) => s.kind))],
    years: facts.totalExperienceYears,
    placeholderDates: facts.placeholderDates ?? 0,
    jobs: facts.jobsCount,
    profile: facts.profile?.id ?? null,
    skills: result.key_skills.slice(0, 6),
    score: result.overall_score,
    ats: result.ats_compatibility_score,
    worst,
    ms: Math.round(ms * 10) / 10,
  };
}

function printRow(row) {
  if (row.rejected) {
    console.log(`\n${row.file}\n  rejected: ${row.rejected}`);
    return;
  }
  const dates = row.placeholderDates ? ` (placeholder dates: ${row.placeholderDates})` : '';
  console.log(`\n${row.file}  [${row.format}, ${row.pages ?? '?'} p., ${row.lang}, ${row.words} words, ${row.ms} ms]`);
  console.log(`  score ${row.score}  ats ${row.ats}  profile ${row.profile ?? '-'}  years ${row.years}${dates}  jobs ${row.jobs}`);
  console.log(`  name ${row.name ?? '-'} | e-mail ${row.email ?? '-'} | phone ${row.phone ?? '-'}`);
  console.log(`  sections ${row.sections.join(', ') || '-'}`);
  console.log(`  skills ${row.skills.join(', ') || '-'}`);
  console.log(`  worst ${row.worst.join('; ') || '-'}`);
}

if (!existsSync(corpusDir)) {
  console.error(`No corpus at ${corpusDir}`);
  process.exit(1);
}
const files = readdirSync(corpusDir).filter((f) => /\.(pdf|docx?|txt|md)$/i.test(f) && f.includes(filter)).sort();
const { module, cleanup } = await bundleForNode(
  { extractDocument: 'worker/extraction/index.ts', analyzeResume: 'worker/analysis/engine/index.ts' },
  'rework-engine-corpus-',
);
try {
  const rows = [];
  for (const file of files) {
    const row = await analyzeFile(module, file);
    printRow(row);
    rows.push(row);
  }
  const scored = rows.filter((r) => !r.rejected);
  const mean = scored.reduce((sum, r) => sum + r.score, 0) / Math.max(1, scored.length);
  console.log('');
  console.log(JSON.stringify({
    now: now.toISOString().slice(0, 10),
    files: rows.length,
    mean_score: Math.round(mean * 100) / 100,
    results: rows.map((r) => (r.rejected ? { file: r.file, rejected: r.rejected } : {
      file: r.file, score: r.score, lang: r.lang, years: r.years, jobs: r.jobs, profile: r.profile,
      name: Boolean(r.name), email: Boolean(r.email), phone: Boolean(r.phone), sections: r.sections.length,
    })),
  }));
} finally {
  cleanup();
}
