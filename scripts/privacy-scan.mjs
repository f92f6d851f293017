// Finds real people's data copied into the repository (decision 810): the project's tests, fixtures, code comments
// and docs are written with invented people; the real resumes' facts live only in test/validation/labels.json (+
// manifest), the shared corpus and .validation/. The scan looks in every tracked text file outside those places for
//   (a) each e-mail and phone of both labels files (a phone as its digits, so "+7 917 …" and "8(917)…" both match),
//   (b) each line of ≥ 40 characters of the real texts, as the engine eval dumps them (BENCH_DUMP=dir), verbatim
//       (whitespace collapsed).
// Run: `node scripts/privacy-scan.mjs [dump dir …]` — prints the hits, exits 1 on any. A labels file or dump folder
// that is absent is skipped with a message (test/lint/privacy.test.mjs runs the same scan).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Where real data may live; the scan never looks there. */
const SKIPPED = ["test/validation/", "test/public-dataset/", ".validation", "node_modules"];

export const LABELS_FILES = [
  path.join(root, "test/validation/labels.json"),
  process.env.CORPUS_LABELS ?? "/work/shared/corpus/labels.json",
];

/** Shorter real lines are too often ordinary phrases ("Опыт работы", a skills list) to mean a copy. */
const MIN_LINE = 40;
/** A phone's digits: 9 or more, compared by the last 10 so a country prefix (+7 / 8 / 44 / 0) does not matter. */
const MIN_PHONE_DIGITS = 9;
const phoneKey = (digits) => digits.slice(-10);
/** Placeholders the labels record as written (the project uses the same ones): a US 555 exchange, zero runs, a
 *  counting run, or an example domain. They are nobody's, so they may stay. */
const placeholderPhone = (key) =>
  /0000|1234567/.test(key) || (key.length === 10 && (key.startsWith("555") || key.slice(3, 6) === "555"));
const placeholderEmail = (email) => /@example\.(com|org|net)$/.test(email);

/** The contacts of the labels files that exist: e-mails lower-cased, phones as digit keys. */
export function realContacts(files = LABELS_FILES) {
  const emails = new Set();
  const phones = new Set();
  const missing = [];
  for (const file of files) {
    if (!existsSync(file)) {
      missing.push(file);
      continue;
    }
    for (const entry of JSON.parse(readFileSync(file, "utf8")).files ?? []) {
      for (const email of [entry.email, ...(entry.other_emails ?? [])])
        if (email && !placeholderEmail(email.toLowerCase())) emails.add(email.toLowerCase());
      for (const phone of [entry.phone, ...(entry.other_phones ?? [])]) {
        const digits = String(phone ?? "").replace(/\D/g, "");
        if (digits.length >= MIN_PHONE_DIGITS && !placeholderPhone(phoneKey(digits))) phones.add(phoneKey(digits));
      }
    }
  }
  return { emails, phones, missing };
}

const collapse = (line) => line.replace(/\s+/g, " ").trim();

/**
 * The long lines of the dumped real texts (`<name>.txt` in each folder), keyed by their first MIN_LINE characters.
 * A line found in two or more documents is a template's or a site's (an hh.ru export's industry list, a heading
 * block), not one person's text, and is left out.
 */
export function realLines(dirs) {
  const documents = new Map();
  const missing = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) {
      missing.push(dir);
      continue;
    }
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".txt"))) {
      const text = readFileSync(path.join(dir, name), "utf8");
      for (const line of new Set(text.split("\n").map(collapse)))
        if (line.length >= MIN_LINE) documents.set(line, (documents.get(line) ?? new Set()).add(name));
    }
  }
  const byPrefix = new Map();
  for (const [line, names] of documents) {
    if (names.size > 1) continue;
    const key = line.slice(0, MIN_LINE);
    byPrefix.set(key, [...(byPrefix.get(key) ?? []), line]);
  }
  return { byPrefix, missing };
}

/** The tracked text files the scan reads. */
export function trackedFiles() {
  const out = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 });
  return out.stdout
    .split("\0")
    .filter((f) => f && !SKIPPED.some((s) => f === s || f.startsWith(s)))
    .filter((f) => existsSync(path.join(root, f)));
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A phone-like run: digits with the separators phones are written with. */
const PHONE = /\+?\d[\d\s().‐‑‒–—−-]{7,}\d/g;

/** Each hit in one file's text: {line, kind, value}. */
function scanText(text, contacts, lines) {
  const hits = [];
  text.split("\n").forEach((raw, i) => {
    for (const email of raw.match(EMAIL) ?? [])
      if (contacts.emails.has(email.toLowerCase())) hits.push({ line: i + 1, kind: "email", value: email });
    for (const run of raw.match(PHONE) ?? []) {
      const digits = run.replace(/\D/g, "");
      if (digits.length < MIN_PHONE_DIGITS) continue;
      for (const key of contacts.phones)
        if (digits.includes(key)) hits.push({ line: i + 1, kind: "phone", value: run.trim() });
    }
    const line = collapse(raw);
    for (let at = 0; at + MIN_LINE <= line.length; at++) {
      const candidates = lines.byPrefix.get(line.slice(at, at + MIN_LINE));
      const found = candidates?.find((real) => line.startsWith(real, at));
      if (found) {
        // The real line itself is not printed: the validation half's texts are compared, never shown.
        hits.push({ line: i + 1, kind: "text", value: `a real line of ${found.length} characters` });
        break;
      }
    }
  });
  return hits;
}

/** Every hit in the tracked files: {file, line, kind, value}. */
export function scan({ dumps = [], labels = LABELS_FILES } = {}) {
  const contacts = realContacts(labels);
  const lines = realLines(dumps);
  const hits = [];
  for (const file of trackedFiles()) {
    const buffer = readFileSync(path.join(root, file));
    if (buffer.includes(0)) continue;
    for (const hit of scanText(buffer.toString("utf8"), contacts, lines)) hits.push({ file, ...hit });
  }
  return { hits, missing: [...contacts.missing, ...lines.missing], contacts, lines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { hits, missing } = scan({ dumps: process.argv.slice(2) });
  for (const m of missing) console.log(`skipped (absent): ${m}`);
  for (const h of hits) console.log(`${h.file}:${h.line}: ${h.kind}: ${h.value}`);
  console.log(`privacy-scan: ${hits.length} hit(s)`);
  process.exit(hits.length > 0 ? 1 : 0);
}
