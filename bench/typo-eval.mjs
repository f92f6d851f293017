// `node bench/typo-eval.mjs [--flags] [--per N] [--seed S]`: the spelling pass measured on real text (issue 22,
// decision 600), on the shared corpus and the DEVELOPMENT half of the validation set only (never the validation
// half: its texts stay unread).
//   - recall: real words of each file (lower case, six letters or more, right by the dictionary, written once) get a
//     generated slip of one or two edits (insertion, deletion, substitution, transposition, a keyboard neighbour,
//     ё/е, a doubled letter); the text with that one slip is read again and the slip counts as caught when the pass
//     flags the word, and as corrected when it offers the original word;
//   - precision: `--flags` prints every word the pass flags in the unchanged texts, with its suggestion and line,
//     for a hand check (the figures in decision 600 are those hand checks).
// The files stay outside the repository (../shared/corpus, .validation/files); an absent set is skipped.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { bundleForNode, root } from "./bundle-for-node.mjs";

const args = process.argv.slice(2);
const showFlags = args.includes("--flags");
const per = Number(args[args.indexOf("--per") + 1] || 0) || 6;
let seed = Number(args[args.indexOf("--seed") + 1] || 0) || 20261128;
const only = args.find((a, i) => !a.startsWith("--") && !["--per", "--seed"].includes(args[i - 1])) ?? "";

/** A small seeded generator: the same figures on every run. */
function random() {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const pick = (items) => items[Math.floor(random() * items.length)];

const { module, cleanup } = await bundleForNode({
  extractDocument: "worker/extraction/index.ts",
  prepareText: "worker/analysis/engine/text.ts",
  findMisspellings: "worker/analysis/engine/spelling/index.ts",
  spellingChecker: "worker/analysis/engine/spelling/index.ts",
});
const { extractDocument, prepareText, findMisspellings, spellingChecker } = module;

function files() {
  const out = [];
  const corpus = path.join(root, "..", "shared", "corpus");
  if (existsSync(path.join(corpus, "labels.json")))
    for (const f of JSON.parse(readFileSync(path.join(corpus, "labels.json"), "utf8")).files)
      out.push({ file: path.join(corpus, "files", f.file), name: f.file, language: f.language });
  const manifest = JSON.parse(readFileSync(path.join(root, "test", "validation", "manifest.json"), "utf8"));
  const dir = [path.join(root, ".validation", "files"), path.join(root, "..", "validation-files")].find(existsSync);
  if (dir)
    for (const f of manifest.files)
      if (f.half === "development") out.push({ file: path.join(dir, f.file), name: f.file, language: f.language });
  return out.filter((f) => existsSync(f.file) && f.name.includes(only));
}

const KEYBOARD = {
  ru: ["йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"],
  en: ["qwertyuiop", "asdfghjkl", "zxcvbnm"],
};
function neighbours(letter, script) {
  for (const row of KEYBOARD[script]) {
    const at = row.indexOf(letter);
    if (at >= 0) return [row[at - 1], row[at + 1]].filter(Boolean);
  }
  return [];
}
const ALPHABET = { ru: "оеаинтсрвлкмдпуяызьбгчйхжшюцщэф", en: "etaoinshrdlcumwfgypbvkjxqz" };

/** One slip of a kind, inside the word (its first letter and its last two are left: that is where people slip). */
const SLIPS = {
  insertion: (w, s) => {
    const i = 1 + Math.floor(random() * (w.length - 2));
    return w.slice(0, i) + pick([...ALPHABET[s]]) + w.slice(i);
  },
  deletion: (w) => {
    const i = 1 + Math.floor(random() * (w.length - 3));
    return w.slice(0, i) + w.slice(i + 1);
  },
  substitution: (w, s) => {
    const i = 1 + Math.floor(random() * (w.length - 3));
    return w.slice(0, i) + pick([...ALPHABET[s]].filter((c) => c !== w[i])) + w.slice(i + 1);
  },
  transposition: (w) => {
    const i = 1 + Math.floor(random() * (w.length - 3));
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  },
  keyboard: (w, s) => {
    const i = 1 + Math.floor(random() * (w.length - 3));
    const near = neighbours(w[i], s);
    return near.length ? w.slice(0, i) + pick(near) + w.slice(i + 1) : null;
  },
  yo: (w, s) => (s === "ru" && /[её]/u.test(w.slice(1)) ? w.replace(/ё/u, "\u0435").replace(/е(?=.)/u, "ё") : null),
  doubled: (w) => {
    const i = 1 + Math.floor(random() * (w.length - 3));
    return w[i] === w[i + 1] ? w.slice(0, i) + w.slice(i + 1) : w.slice(0, i) + w[i] + w.slice(i);
  },
};
const ONE = Object.keys(SLIPS);

function slip(word, script, kinds) {
  let out = word;
  for (const kind of kinds) {
    const next = SLIPS[kind](out, script);
    if (!next) return null;
    out = next;
  }
  return out !== word ? out : null;
}

const totals = {};
const count = (key, caught, corrected) => {
  totals[key] ??= { n: 0, caught: 0, corrected: 0 };
  totals[key].n++;
  if (caught) totals[key].caught++;
  if (corrected) totals[key].corrected++;
};
let flags = 0;
for (const f of files()) {
  let doc;
  try {
    doc = await extractDocument(new Uint8Array(readFileSync(f.file)), { filename: f.name, contentType: "" });
  } catch {
    continue;
  }
  const language = doc.language === "en" ? "en" : "ru";
  const prepared = prepareText(doc.text);
  const found = findMisspellings(prepared, language);
  if (showFlags) {
    for (const m of found)
      console.log(
        `${f.name}\t${m.word}\t${m.suggestion ?? "—"}\t${(prepared.lines[m.line] ?? "").trim().slice(0, 90)}`,
      );
    flags += found.length;
    continue;
  }
  const dictionary = spellingChecker(language);
  const words = [...doc.text.matchAll(/(?<![\p{L}-])\p{Ll}{6,}(?![\p{L}-])/gu)].map((m) => m[0]);
  const once = words.filter((w, i) => words.indexOf(w) === i && words.lastIndexOf(w) === i);
  const script = language;
  const letters = script === "ru" ? /^[а-яё]+$/u : /^[a-z]+$/u;
  const candidates = once.filter((w) => letters.test(w) && dictionary.correct(w.replace(/ё/gu, "е")));
  for (let k = 0; k < per && candidates.length; k++) {
    const word = candidates.splice(Math.floor(random() * candidates.length), 1)[0];
    const two = random() < 0.3;
    const kinds = two ? [pick(ONE), pick(ONE)] : [pick(ONE)];
    const typo = slip(word, script, kinds);
    if (!typo || typo.replace(/ё/gu, "е") === word.replace(/ё/gu, "е") || dictionary.correct(typo.replace(/ё/gu, "е")))
      continue;
    const text = doc.text.replace(new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, "u"), typo);
    const hit = findMisspellings(prepareText(text), language).find((m) => m.word.toLowerCase() === typo);
    const key = `${script} ${kinds.join("+")}`;
    count(key, Boolean(hit), hit?.suggestion?.toLowerCase() === word);
    count(`${script} ${two ? "two edits" : "one edit"}`, Boolean(hit), hit?.suggestion?.toLowerCase() === word);
    count("all", Boolean(hit), hit?.suggestion?.toLowerCase() === word);
  }
}
cleanup();
if (showFlags) console.log(`flags: ${flags}`);
else
  for (const [key, t] of Object.entries(totals).sort())
    console.log(
      `${key}: caught ${t.caught}/${t.n} (${((100 * t.caught) / t.n).toFixed(1)} %), corrected ${t.corrected}/${t.n}`,
    );
