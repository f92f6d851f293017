/**
 * Skill matching by token n-grams instead of one regex per alias: each line is tokenised once (C++, C#, .NET,
 * Node.js and Cyrillic words stay whole) and n-grams are looked up, longest first, in a map built at module load.
 * This gives word boundaries that work for Cyrillic and is linear in the text length.
 *
 * Context rule (decision 027): an alias marked ambiguous in the dictionary ("Go", "Less", "booking", «Контур»)
 * counts only where the text is listing skills — a skills section, a comma-separated list item, or (for
 * technical words) right next to another technical term — never from ordinary prose.
 */
import { stripLinksAndAddresses } from "../../recognisers";
import { rememberedByText } from "../memo";
import { headingKindOf } from "../sections";
import {
  collapseSpaces,
  foldCase,
  isSurrogatePairAt,
  LOOK_ALIKE_LATIN,
  letterOrNumberLength,
  lowerCasedByPosition,
  type PreparedText,
  stemRu,
} from "../text";
import type { Language, MatchedSkill, SectionKind } from "../types";
import { CONTACT_SITE } from "./contact-sites";
import { SKILL_BY_NAME, SKILL_DICTIONARY, type SkillEntry, TECH_CATEGORIES } from "./dictionary";
import { isLevelWord } from "./levels";

const MAX_NGRAM = 6;
/** Technical words count next to another technical term within this many tokens: "Go and Python". */
const NEIGHBOUR_DISTANCE = 4;
/** Separators of a skills list: "Python, Go; Docker | Kafka • Redis". */
const YEAR = /(?<![\d.])(?:19[5-9]\d|20[0-4]\d)(?![\d.])/u;
const SENTENCE_END = /[.!?](?:\s|$)/u;
const LIST_SEPARATOR = /[,;|•·▪●◦■]|\t|\s{3,}/gu;

/** A token of a line: its key (lower-cased, ё → е, stemmed) and where it is, [start, end). */
export interface Token {
  key: string;
  start: number;
  end: number;
}

/** A token that mixes Latin and Cyrillic letters: a word typed half on the wrong layout («Quark ХРress»). */
function isMixedScript(token: string): boolean {
  let latin = false;
  let cyrillic = false;
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (code >= 97 && code <= 122) latin = true;
    else if (code >= 0x430 && code <= 0x44f) cyrillic = true;
    if (latin && cyrillic) return true;
  }
  return false;
}

/**
 * Unifies spelling variants of a lower-cased token: Latin "1c" and Cyrillic "1с", ё/е, a Latin word with Cyrillic
 * look-alike letters in it, a Cyrillic «С++»/«С#», and one inflection ending.
 */
function normalizeToken(lower: string): string {
  const folded = lower.includes("ё") ? foldCase(lower) : lower;
  if (folded === "1c") return "1с";
  if (folded === "с++" || folded === "с#") return `c${folded.slice(1)}`;
  if (isMixedScript(folded)) return folded.replace(/[авекмнорстух]/gu, (ch) => LOOK_ALIKE_LATIN[ch] ?? ch);
  return stemRu(folded);
}

/*
 * A token is what /\.?[\p{L}\p{N}]+(?:[.'’][\p{L}\p{N}]+)*(?:\+\+|#|\+)?/gu matches: a run of letters and
 * digits, runs joined by a dot or an apostrophe ("Node.js", "O’Reilly"), an optional leading dot (".NET") and a
 * trailing "++", "#" or "+" (C++, C#). It is read by character code (letterOrNumberLength): that regex, with its
 * Unicode classes, cost ~140 ns a token, most of the matcher's time.
 */
/** Where the run of letters and digits starting at `i` ends. */
function runEnd(text: string, i: number): number {
  let end = i;
  let length = letterOrNumberLength(text, end);
  while (length > 0) {
    end += length;
    length = letterOrNumberLength(text, end);
  }
  return end;
}

const DOT = 46;
const APOSTROPHE = 39;
const RIGHT_QUOTE = 0x2019;
const PLUS = 43;
const HASH = 35;

/** Where the token starting at `start` (a letter, a digit, or a dot before one) ends. */
function tokenEnd(text: string, start: number): number {
  let end = runEnd(text, text.charCodeAt(start) === DOT ? start + 1 : start);
  for (;;) {
    const joiner = text.charCodeAt(end);
    if (joiner !== DOT && joiner !== APOSTROPHE && joiner !== RIGHT_QUOTE) break;
    if (letterOrNumberLength(text, end + 1) === 0) break;
    end = runEnd(text, end + 1);
  }
  const suffix = text.charCodeAt(end);
  if (suffix === PLUS) return text.charCodeAt(end + 1) === PLUS ? end + 2 : end + 1;
  return suffix === HASH ? end + 1 : end;
}

/** Where the next token starts at or after `from`, or -1. */
function tokenStart(text: string, from: number): number {
  for (let i = from; i < text.length; ) {
    if (letterOrNumberLength(text, i) > 0) return i;
    if (text.charCodeAt(i) === DOT && letterOrNumberLength(text, i + 1) > 0) return i;
    // A surrogate pair is one character: the search moves past both halves, as a Unicode regex does.
    i += isSurrogatePairAt(text, i) ? 2 : 1;
  }
  return -1;
}

/**
 * `folded`: the text already folded by position (foldCase, checked with lowerCasedByPosition), when the caller has
 * it; tokens are cut from it (normalizeToken folds ё the same way).
 */
export function tokenize(text: string, folded?: string): Token[] {
  const tokens: Token[] = [];
  // The line is lower-cased once, not every token of it (tokens are most of the matcher's work); a token is cut
  // from it when that gives the token lower-cased (lowerCasedByPosition), else lower-cased on its own.
  const lowerLine = folded ?? text.toLowerCase();
  const lower = folded !== undefined || lowerCasedByPosition(text, lowerLine) ? lowerLine : null;
  for (let start = tokenStart(text, 0); start >= 0; ) {
    const end = tokenEnd(text, start);
    const key = normalizeToken(lower !== null ? lower.slice(start, end) : text.slice(start, end).toLowerCase());
    tokens.push({ key, start, end });
    start = tokenStart(text, end);
  }
  return tokens;
}

const NO_TARGETS: AliasTarget[] = [];

interface AliasTarget {
  entry: SkillEntry;
  /** Set for case-sensitive aliases: the exact original spelling required. */
  exact: string | null;
  ambiguous: boolean;
  /** A technical name written all in lower case ("pandas", "flask", "spring"): see `spelledTargets`. */
  lowered?: boolean;
  /**
   * The alias is a short word the dictionary writes in lower case (a transliteration: «гоу», «пхп»; a command:
   * "psql"): the same letters in capitals in a resume are an abbreviation of something else («ГОУ СОШ»), not it.
   */
  lowerWord?: boolean;
  /** The alias names another product of the entry's kind ("Mocha" of Jest, "Microsoft Teams" of Slack): see `otherName`. */
  otherName?: boolean;
  /** The entry's name is an English word: in lower case it is read only where skills are listed (`wordInProse`). */
  wordInProse?: boolean;
}

/**
 * What one n-gram key leads to: the aliases it spells (empty when it is only the start of longer ones) and
 * whether longer aliases start with it. One map lookup per n-gram answers both questions.
 */
interface NgramEntry {
  targets: AliasTarget[];
  /** Some target needs the exact spelling: only then is the n-gram's original text compared. */
  caseSensitive: boolean;
  /** A longer alias starts with this n-gram, so the next token is worth adding. */
  extends: boolean;
}

/** Letters and digits of a name, lower-cased. */
const nameLetters = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, "");

/** Whether `short` is the initials or capitals of `long` ("JS" of JavaScript, "MUI" of Material UI), or a
 * numeronym ("K8s" of Kubernetes). */
function abbreviates(short: string, long: string): boolean {
  const capitals = long.replace(/[^\p{Lu}]/gu, "");
  const initials = long
    .split(/[\s.-]+/u)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
  const upper = short.toUpperCase().replace(/[^\p{L}]/gu, "");
  if (upper.length >= 2 && (upper === capitals || upper === initials)) return true;
  const numeronym = /^(\p{L})(\d+)(\p{L})$/u.exec(short);
  const letters = nameLetters(long);
  return (
    numeronym !== null &&
    letters.startsWith(numeronym[1]!.toLowerCase()) &&
    letters.endsWith(numeronym[3]!.toLowerCase()) &&
    letters.length - 2 === Number(numeronym[2])
  );
}

/**
 * Whether a dictionary alias names another product than its entry (decision 540): the dictionary groups products of
 * one kind under one name ("Vitest; Mocha" under Jest, "Microsoft Teams" under Slack, "Unix" under Linux, "SPSS"
 * under Statistics), which is right for what a profile or a vacancy asks, but the person has the one they wrote. A
 * Latin name (a capital or a digit in it) that is no spelling of the entry's names — neither holds the other, no
 * common start of three letters, not their initials or numeronym ("JS", "K8s") — is another product's name.
 */
function otherName(alias: string, entry: SkillEntry): boolean {
  if (/[а-яё]/iu.test(alias) || !/[\p{Lu}\d]/u.test(alias)) return false;
  const a = nameLetters(alias);
  return [entry.name, entry.en ?? entry.name].every((name) => {
    const n = nameLetters(name);
    if (!a || !n || a.includes(n) || n.includes(a) || a.slice(0, 3) === n.slice(0, 3)) return false;
    return !abbreviates(alias, name);
  });
}

/** A short text's tokens and the aliases found in them. */
export interface ItemReading {
  readonly tokens: readonly Token[];
  readonly hits: readonly SkillHit[];
}

/**
 * The taxonomy's reading of a skills-list item, a list's member or a list line, shared by the key-skill reader, the
 * coordinated lists and the item grammar, which ask it of the same members: tokenised and matched once per analysis
 * (memo.ts, decision 405). Lines of the whole text are read by matchSkills from the folded text instead.
 */
export const readItem = rememberedByText((text: string): ItemReading => {
  const tokens = tokenize(text);
  return { tokens, hits: tokens.length ? findHits(text, tokens) : [] };
});

/** Whether a whole item is another product's name that the dictionary groups under an entry ("Pinia", "Mocha"). */
export function namesAnotherProduct(item: string): boolean {
  const { tokens, hits } = readItem(item);
  return hits.length === 1 && hits[0]!.otherName && hits[0]!.from === 0 && hits[0]!.to === tokens.length;
}

/** A word of two to five letters the dictionary writes in lower case, and the same letters in capitals. */
const SHORT_LOWER_WORD = /^\p{Ll}{2,5}$/u;
const ABBREVIATION = /^\p{Lu}{2,5}$/u;

const NGRAM_INDEX: ReadonlyMap<string, NgramEntry> = (() => {
  const index = new Map<string, NgramEntry>();
  const entryOf = (key: string): NgramEntry => {
    const known = index.get(key);
    if (known) return known;
    const entry: NgramEntry = { targets: [], caseSensitive: false, extends: false };
    index.set(key, entry);
    return entry;
  };
  for (const entry of SKILL_DICTIONARY) {
    for (const alias of entry.aliases) {
      const tokens = tokenize(alias.text);
      const key = tokens.map((t) => t.key).join(" ");
      if (!key) continue;
      const exact = alias.caseSensitive ? originalsOf(alias.text, tokens, 0, tokens.length) : null;
      const lowerWord = exact === null && SHORT_LOWER_WORD.test(alias.text);
      const ngram = entryOf(key);
      if (!ngram.targets.some((t) => t.entry === entry && t.exact === exact))
        ngram.targets.push({
          entry,
          exact,
          ambiguous: alias.ambiguous,
          ...(lowerWord ? { lowerWord } : {}),
          ...(otherName(alias.text, entry) ? { otherName: true } : {}),
          ...(alias.wordInProse ? { wordInProse: true } : {}),
        });
      // Its spelling decides too: the n-gram's original text is compared (spelledTargets).
      if (exact !== null || lowerWord || alias.wordInProse) ngram.caseSensitive = true;
    }
  }
  // Every proper prefix of a multi-word alias key: n-grams that are not prefixes need not be extended.
  for (const key of [...index.keys()]) {
    const parts = key.split(" ");
    for (let n = 1; n < parts.length; n++) entryOf(parts.slice(0, n).join(" ")).extends = true;
  }
  return index;
})();

/** One alias found on a line: tokens [from, to) of that line. */
export interface SkillHit {
  entry: SkillEntry;
  from: number;
  to: number;
  ambiguous: boolean;
  /** Written all in lower case where the name has capitals: a skill only in a list beside another tool. */
  lowered: boolean;
  surface: string;
  /** The surface names another product than the entry's name: the reading shows the person's word. */
  otherName: boolean;
  /** A version written right after the name (" 3", " 2022", " V5", " ES6+"), else "": see `versionAfter`. */
  version: string;
  /** An English word that is the entry's name, read in lower case ("react", "airflow"): see `accepts`. */
  wordInProse: boolean;
}

/** A case-sensitive technical name this long may be written all in lower case in a list of tools. */
const LOWERED_MIN_LENGTH = 4;
const loweredCache = new WeakMap<AliasTarget, AliasTarget>();

/**
 * The aliases of a case-sensitive n-gram that its original spelling allows ("Go" is the language, "go" is not).
 * Libraries are often written in lower case ("numpy, pandas, flask"): a technical alias spelled all in lower case
 * is kept, marked `lowered`, and counts only as an item of a skills list beside another technical term.
 */
function spelledTargets(ngram: NgramEntry, spelled: string): AliasTarget[] {
  const out: AliasTarget[] = [];
  for (const t of ngram.targets) {
    if (t.lowerWord) {
      if (!ABBREVIATION.test(spelled)) out.push(t);
    } else if (t.wordInProse && spelled === spelled.toLowerCase()) out.push(loweredTarget(t));
    else if (t.exact === null || t.exact === spelled) out.push(t);
    else if (
      t.ambiguous &&
      spelled.length >= LOWERED_MIN_LENGTH &&
      TECH_CATEGORIES.has(t.entry.category) &&
      spelled === t.exact.toLowerCase()
    )
      out.push(loweredTarget(t));
  }
  return out;
}

/** The target as read from its lower-case spelling (one object per target, cached). */
function loweredTarget(t: AliasTarget): AliasTarget {
  let lowered = loweredCache.get(t);
  if (!lowered) {
    lowered = { ...t, lowered: true };
    loweredCache.set(t, lowered);
  }
  return lowered;
}

/** The original spelling of tokens [from, to), single-spaced: what a case-sensitive alias is compared with. */
/**
 * The exact spelling of tokens [from, to) of a line, with what stands between them (runs of spaces as one): a
 * case-sensitive alias spelled with a sign ("M&A", "A/B", "F&B") is not an author's initials ("M. A", "A. B").
 */
function originalsOf(line: string, tokens: readonly Token[], from: number, to: number): string {
  return collapseSpaces(line.slice(tokens[from]!.start, tokens[to - 1]!.end));
}

/** Whether the gap [from, to) between two tokens holds a list separator (comma, semicolon, pipe, bullet, bracket). */
function separatedAt(line: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = line.charCodeAt(i);
    if (code === 44 || code === 59 || code === 124 || code === 0x2022 || code === 0xb7 || code === 0x25cf) return true;
    if (code === 40 || code === 41 || code === 91 || code === 93) return true; // "Microsoft (Word": a bracket opens a list
  }
  return false;
}

/** Longest alias match at every position; the tokens of a match are not matched again ("1С:ERP" is not also "1С"). */
export function findHits(line: string, tokens: readonly Token[]): SkillHit[] {
  const hits: SkillHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (isSeason(line, tokens, i)) {
      i++;
      continue;
    }
    let best: { targets: AliasTarget[]; n: number } | null = null;
    let key = "";
    for (let n = 0; n < MAX_NGRAM && i + n < tokens.length; n++) {
      const token = tokens[i + n]!;
      // A name never runs over a list separator: "C, C++" is two items, not the alias "C/C++".
      if (n > 0 && separatedAt(line, tokens[i + n - 1]!.end, token.start)) break;
      key = n === 0 ? token.key : `${key} ${token.key}`;
      // No closures in this loop: one over `i` or `n` would make V8 keep them on the heap, once per token.
      const ngram = NGRAM_INDEX.get(key);
      const targets = !ngram
        ? NO_TARGETS
        : ngram.caseSensitive
          ? spelledTargets(ngram, originalsOf(line, tokens, i, i + n + 1))
          : ngram.targets;
      if (targets.length) best = { targets, n: n + 1 };
      // ".React" after a stray dot: also try the word without it.
      else if (n === 0 && token.key.startsWith(".") && token.key.length > 1) {
        const bare = NGRAM_INDEX.get(token.key.slice(1));
        const bareTargets = !bare
          ? NO_TARGETS
          : bare.caseSensitive
            ? spelledTargets(bare, line.slice(token.start + 1, token.end))
            : bare.targets;
        if (bareTargets.length) best = { targets: bareTargets, n: 1 };
      }
      if (!ngram?.extends) break;
    }
    if (!best) {
      i++;
      continue;
    }
    const from = i;
    const to = i + best.n;
    const surface = line.slice(tokens[from]!.start, tokens[to - 1]!.end).replace(/^\./, "");
    const version = to < tokens.length ? versionAfter(line, tokens, to) : "";
    for (const target of best.targets)
      hits.push({
        entry: target.entry,
        from,
        to,
        ambiguous: target.ambiguous,
        lowered: target.lowered === true,
        surface,
        otherName: target.otherName === true,
        version,
        wordInProse: target.wordInProse === true && target.lowered === true,
      });
    i = to;
  }
  return hits;
}

/**
 * The grammar of a product's version after its name (decision 590): a number ("Bootstrap 3", "1С 8.3", "Sublime Text
 * 3"), a release year ("Visual Studio 2022", "SQL Server 2012"), a "v"/"V" number ("CATIA V5", "ITIL v4") or an ES
 * edition ("ES6+"), one space after the name, and nothing after it but the end of the item: a word after the number
 * makes it a count ("Python 3 года", "Excel 2 years"), a dash and a number a date range ("Oracle 2015 – 2018").
 * The reading keeps the versioned spelling among the skill's surfaces; the name and its matching are unchanged.
 */
function versionAfter(line: string, tokens: readonly Token[], at: number): string {
  const token = tokens[at]!;
  const gap = line.slice(tokens[at - 1]!.end, token.start);
  if (gap !== " ") return "";
  const spelled = line.slice(token.start, token.end);
  if (!VERSION.test(spelled)) return "";
  if (/^\d{4}$/u.test(spelled) && !/^(?:19|20)\d\d$/u.test(spelled)) return "";
  const rest = line.slice(token.end, token.end + 12);
  // Only a bare number can be a count; "CATIA V5 to define", "ES6+ features" are versions whatever follows.
  const count = /^\d/u.test(spelled) && /^\s*[\p{L}\d]/u.test(rest);
  if (count || /^\s*[–—-]\s*\d/u.test(rest)) return "";
  return ` ${spelled}`;
}
const VERSION = /^(?:[vV]?\d{1,2}(?:\.(?:\d{1,2}|x))*\+?|\d{4}|ES\d{1,2}\+?)$/u;

/** "Fall 2013 – Spring 2014" is a semester, not the Java framework. */
function isSeason(line: string, tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  return tokens[i]!.key === "spring" && next !== undefined && /^(?:19|20)\d\d$/.test(line.slice(next.start, next.end));
}

/** A row label's longest: «Фреймворки и инструменты робототехники:», "Programming Languages and Frameworks:". */
const MAX_LABEL_WORDS = 5;
const MAX_LABEL_CHARS = 48;

/** The line minus a short "Label:" at its start ("Languages: Python, Go" → "Python, Go"); offsets kept. */
export function labelEnd(line: string): number {
  const colon = line.indexOf(":");
  if (colon < 2 || colon > MAX_LABEL_CHARS) return 0;
  const label = line.slice(0, colon);
  // A label names the list; a bracket or a comma before the colon is inside a list ("Процессы (BPMN, UML: Activity").
  if (/[(),;]/u.test(label)) return 0;
  // A label may carry a digit in a name before a space («1С: Логистика, ЗУП», "3D: Blender"); «1С:Бухгалтерия» is one
  // name, and digits alone are a date or a time.
  const named = /^\s*\d?\p{L}+\s*$/u.test(label) && /\s/u.test(line.charAt(colon + 1));
  return label.trim().split(/\s+/).length <= MAX_LABEL_WORDS && (!/\d/.test(label) || named) ? colon + 1 : 0;
}

/** Items of a list-like line as [start, end) offsets, or null when the line reads as prose. */
export function listItems(line: string): Array<[number, number]> | null {
  // "2019 – 2022 Engineer, Facebook, Menlo Park": a job or education line, not a list of skills.
  if (YEAR.test(line)) return null;
  const from = labelEnd(line);
  const items: Array<[number, number]> = [];
  let start = from;
  // Separators are looked for after the label only: a bullet before it ("● Tools: Wireshark, Scapy") is no item.
  LIST_SEPARATOR.lastIndex = from;
  let open = 0; // parentheses opened and not closed before the separator: "Excel (pivot tables, XLOOKUP)" is one item
  let scanned = from;
  for (let m = LIST_SEPARATOR.exec(line); m !== null; m = LIST_SEPARATOR.exec(line)) {
    for (; scanned < m.index; scanned++) {
      const ch = line.charCodeAt(scanned);
      if (ch === 40)
        open++; // (
      else if (ch === 41 && open > 0) open--; // )
    }
    if (open > 0) continue;
    items.push([start, m.index]);
    start = m.index + m[0].length;
  }
  items.push([start, line.length]);
  const real = items.filter(([a, b]) => line.slice(a, b).trim().length > 0);
  const short = real.filter(([a, b]) => line.slice(a, b).trim().split(/\s+/).length <= 3).length;
  // Three short items, or a label with two: "Stack: Go, Postgres". Prose has long clauses between its commas.
  const enough = real.length >= 3 || (from > 0 && real.length >= 2);
  return enough && short >= real.length * 0.7 ? real : null;
}

/** Where a line sits: its tokens, whether it is in a skills section, and (computed on first use) its list items. */
class LineContext {
  private cachedItems: Array<[number, number]> | null | undefined = undefined;

  constructor(
    private readonly line: string,
    readonly tokens: Token[],
    readonly inSkillsSection: boolean,
    /** A line of titles of works or of referees (publications, talks, references): no place for an ordinary word. */
    readonly inWorks = false,
  ) {}

  /** Most lines have no skill in them and never need their items. */
  get items(): Array<[number, number]> | null {
    if (this.cachedItems === undefined) this.cachedItems = listItems(this.line);
    return this.cachedItems;
  }
}

/** What may stand around a name in its item: spaces, brackets, versions, joiners. */
const ITEM_TRIM = /[\s()[\]{}.:\d+&/-]+/gu;

/**
 * A hit covers a whole list item (ignoring versions and an aside in brackets: "English (C1)", "Go (Golang)"): "Go" in
 * "Go, Python", not in "B2B SaaS platform". The first item may carry the section's heading glued before it
 * ("Languages German (Native), English (C1)").
 */
function coversItem(hit: SkillHit, context: LineContext, line: string): boolean {
  if (!context.items) return false;
  const start = context.tokens[hit.from]!.start;
  const end = context.tokens[hit.to - 1]!.end;
  return context.items.some(([a, b], index) => {
    if (start < a || end > b) return false;
    const before = line.slice(a, start);
    const after = line
      .slice(end, b)
      .replace(/\([^()]*\)/gu, "")
      .replace(ITEM_TRIM, "");
    if (after) return false;
    return !before.replace(ITEM_TRIM, "") || (index === 0 && headingKindOf(before) !== undefined);
  });
}

function hasTechNeighbour(hit: SkillHit, hits: readonly SkillHit[]): boolean {
  return hits.some(
    (other) =>
      other !== hit &&
      other.entry !== hit.entry &&
      !other.ambiguous &&
      TECH_CATEGORIES.has(other.entry.category) &&
      Math.min(Math.abs(other.from - hit.to), Math.abs(hit.from - other.to)) <= NEIGHBOUR_DISTANCE,
  );
}

/** Whether the line is listing skills at this hit: decides both ambiguous aliases and the display spelling. */
function inSkillContext(hit: SkillHit, context: LineContext, line: string): boolean {
  if (coversItem(hit, context, line)) return true;
  // A short line of a skills section is a tag or tags run together ("Английский язык 1С: Предприятие 8 SQL");
  // in a list, the word must be a whole item ("instruction" in "differentiated instruction" is not one).
  // hh.ru exports flatten a dozen tags into one line: long is fine there as long as it is not a sentence.
  return context.inSkillsSection && context.items === null && (context.tokens.length <= 10 || !SENTENCE_END.test(line));
}

/** A name that is one piece of a hyphenated word: "C" of "C-level", "R" of "R-squared". */
function inHyphenatedWord(hit: SkillHit, context: LineContext, line: string): boolean {
  const start = context.tokens[hit.from]!.start;
  const end = context.tokens[hit.to - 1]!.end;
  const HYPHEN = 45;
  return (
    (line.charCodeAt(end) === HYPHEN && letterOrNumberLength(line, end + 1) > 0) ||
    (start > 1 && line.charCodeAt(start - 1) === HYPHEN && letterOrNumberLength(line, start - 2) > 0)
  );
}

/**
 * An abbreviation that is one half of a name in capitals joined by a hyphen («АМР-СМК», "ABC-QMS"): the name of an
 * organisation or a product, not the abbreviation's skill.
 */
function inCapitalsCompound(hit: SkillHit, context: LineContext, line: string): boolean {
  if (hit.to - hit.from !== 1) return false;
  const start = context.tokens[hit.from]!.start;
  const end = context.tokens[hit.to - 1]!.end;
  const HYPHEN = 45;
  // Most hits stand between spaces: the hyphen is looked at before any pattern runs.
  const hyphenAfter = line.charCodeAt(end) === HYPHEN;
  const hyphenBefore = start > 0 && line.charCodeAt(start - 1) === HYPHEN;
  if ((!hyphenAfter && !hyphenBefore) || !CAPITALS.test(hit.surface)) return false;
  const after = hyphenAfter ? /^[\p{L}\d]+/u.exec(line.slice(end + 1))?.[0] : undefined;
  const before = hyphenBefore ? /[\p{L}\d]+$/u.exec(line.slice(0, start - 1))?.[0] : undefined;
  return (after !== undefined && CAPITALS.test(after)) || (before !== undefined && CAPITALS.test(before));
}
const CAPITALS = /^\p{Lu}{2,}$/u;

/**
 * A surname among authors or referees: a capitalised word with initials after it ("Jenkins, H.S.", "Smith, R.") or
 * before it ("H. S. Jenkins"), wherever the list of authors stands (a publications heading the layout hid, a
 * footnote). An ambiguous name there is the person's, not the product's (decision 540).
 */
function isAuthorName(hit: SkillHit, context: LineContext, line: string): boolean {
  if (hit.to - hit.from !== 1 || !/^\p{Lu}\p{Ll}/u.test(hit.surface)) return false;
  const start = context.tokens[hit.from]!.start;
  const end = context.tokens[hit.to - 1]!.end;
  return (
    INITIALS_AFTER.test(line.slice(end, end + 12)) || INITIALS_BEFORE.test(line.slice(Math.max(0, start - 12), start))
  );
}
const INITIALS_AFTER = /^,\s*\p{Lu}\.(?:\s?-?\p{Lu}\.)*(?:,|\s|$)/u;
const INITIALS_BEFORE = /(?:^|[\s,(])\p{Lu}\.(?:\s?-?\p{Lu}\.)*\s*$/u;

/**
 * "Under the supervision of Prof. X", "under the leadership of": the English passive frame names what someone else
 * did to the person, not the person's skill (a postdoc "under the supervision of" is supervised, decision 540).
 */
function inPassiveFrame(hit: SkillHit, context: LineContext, line: string): boolean {
  const start = context.tokens[hit.from]!.start;
  const end = context.tokens[hit.to - 1]!.end;
  return UNDER_THE.test(line.slice(Math.max(0, start - 24), start)) && /^\s+of\s/iu.test(line.slice(end, end + 5));
}
const UNDER_THE = /(?:^|\s)under\s+(?:the\s+)?(?:[\p{L}-]+\s+)?$/iu;

function accepts(hit: SkillHit, hits: readonly SkillHit[], context: LineContext, line: string): boolean {
  if (inCapitalsCompound(hit, context, line)) return false;
  if (inPassiveFrame(hit, context, line)) return false;
  // A product named by an English word, in lower case: the word in an English sentence ("inspiratory airflow", "angular
  // derivatives"), the product where skills are listed or in a Russian sentence («java монолит», «git-хуки»).
  if (hit.wordInProse)
    return (
      inSkillContext(hit, context, line) ||
      CYRILLIC.test(line) ||
      (coversItem(hit, context, line) && hasTechNeighbour(hit, hits))
    );
  if (!hit.ambiguous) return true;
  if (isAuthorName(hit, context, line) || isLevelWord(hit.surface)) return false;
  // A title of a work is a sentence of ordinary words ("Make Lamp: Crafting …", "Mending the 'Magic' Circle"), and
  // its commas separate authors and their initials ("Smith, R., Lee, C."): an ambiguous name there is the word or a
  // letter, whatever stands beside it. Only a whole item of a list of names counts ("Matlab, Julia, Stata").
  if (context.inWorks) return hit.surface.length > 2 && coversItem(hit, context, line);
  if (hit.to - hit.from === 1 && hit.surface.length <= 2 && inHyphenatedWord(hit, context, line)) return false;
  if (hit.lowered) return coversItem(hit, context, line) && hasTechNeighbour(hit, hits);
  if (inSkillContext(hit, context, line)) return true;
  return TECH_CATEGORIES.has(hit.entry.category) && hasTechNeighbour(hit, hits);
}

export interface MatchOptions {
  /** Section of a line (from sections.ts); lines of a skills section are a skill context. */
  sectionOf?: (line: number) => SectionKind | null;
  /** The resume's language: English resumes get English names, Russian ones Russian names. */
  language?: Language;
  /** The prepared text when `text` is its text: its folded lines spare lower-casing every line again. */
  prepared?: PreparedText;
}

const CYRILLIC = /[а-яё]/iu;

/** The name shown for a skill found in prose: Russian name in a Russian resume, English in an English one. */
export function displayName(entry: SkillEntry, language: Language | undefined, surface: string): string {
  if (language === "en" && CYRILLIC.test(entry.name))
    return entry.en ?? surface.charAt(0).toUpperCase() + surface.slice(1);
  return entry.name;
}

/** Every spelling the dictionary gives a skill, lower-cased (ё as е). */
const spellingKey = (text: string): string =>
  foldCase(text.toLowerCase())
    .replace(/[^\p{L}\p{N}+#]/gu, "")
    .replace(/[авекмнорстух]/gu, (ch) => LOOK_ALIKE_LATIN[ch] ?? ch);
const ALIAS_SPELLINGS: ReadonlySet<string> = new Set(
  SKILL_DICTIONARY.flatMap((entry) => entry.aliases.map((alias) => spellingKey(alias.text))),
);

/**
 * How a listed skill is shown: as the person spelled it when that is one of its names ("Golang", "MS Excel"); a
 * Russian phrase the matcher read through its inflection (a Latin look-alike letter is no inflection: «1C-Битрикс») («навыки прототипирования», «работы с базами данных») is
 * shown by the dictionary's name in the nominative, not as a piece of the sentence (decision 540).
 */
function listedSpelling(hit: SkillHit): string {
  if (!CYRILLIC.test(hit.surface) || ALIAS_SPELLINGS.has(spellingKey(hit.surface))) return hit.surface;
  return hit.entry.name;
}

const MAX_QUOTE = 160;

/** The line a skill was found on, as a short quote. */
function evidenceOf(line: string): string {
  const flat = collapseSpaces(line).trim();
  return flat.length <= MAX_QUOTE ? flat : `${flat.slice(0, MAX_QUOTE - 1)}…`;
}

/** Whether the line's quote from its start shows everything up to `end`. */
const quotesWhole = (line: string, end: number): boolean => line.length <= MAX_QUOTE || end < MAX_QUOTE - 20;

/** The quote of a line that shows [start, end) of it: the line's own quote, or one around that place. */
export function quoteOf(line: string, start: number, end: number): string {
  return quotesWhole(line, end) ? evidenceOf(line) : evidenceAround(line, start, end);
}

/**
 * The quote of a long line around a hit that the line's first 160 characters do not show (a flattened list of twenty
 * tags): from the item before it, so the quote holds the name it is evidence for (decision 590).
 */
function evidenceAround(line: string, start: number, end: number): string {
  const from = Math.max(0, line.lastIndexOf(" ", Math.max(0, start - 40)));
  const flat = collapseSpaces(line.slice(from)).trim();
  const quote = flat.length <= MAX_QUOTE - 1 ? flat : `${flat.slice(0, MAX_QUOTE - 2)}…`;
  return from > 0 || end > MAX_QUOTE ? `…${quote}` : quote;
}

/**
 * A profile site's name alone on its line outside a skills list ("LinkedIn", "GitHub", "Google Scholar" beside an icon,
 * their links blanked): the label of a contact, where the person is found, not a skill (decision 590).
 */
function isContactLabel(hit: SkillHit, context: LineContext, line: string): boolean {
  if (!CONTACT_SITE.test(hit.surface)) return false;
  // "github: <link>", anywhere (a skills line too): the link is blanked, so a colon and nothing up to the next item or
  // the end of the line.
  if (/^\s*:\s*(?:[,;|]|$)/u.test(line.slice(context.tokens[hit.to - 1]!.end))) return true;
  // An icon font's glyph may stand before it as one letter ("Õ Google Scholar").
  return !context.inSkillsSection && !/[\p{L}\p{N}]{2,}/u.test(line.replace(hit.surface, ""));
}

/** Sections that list skills: a skills section, and the languages one («Английский – свободный», "German (C1)"). */
const LISTING: ReadonlySet<SectionKind | null | undefined> = new Set<SectionKind>(["skills", "languages"]);
/** Sections of titles of works and of referees' names and posts. */
const WORKS: ReadonlySet<SectionKind | null | undefined> = new Set<SectionKind>(["publications", "references"]);

/** Every line of the text with its context, computed once and shared by matchSkills and the key-skill picker. */
export function lineContexts(
  lines: readonly string[],
  sectionOf?: (line: number) => SectionKind | null,
  lowerLines?: readonly string[],
): LineContext[] {
  return lines.map((line, index) => {
    const kind = sectionOf?.(index);
    return new LineContext(line, tokenize(line, lowerLines?.[index]), LISTING.has(kind), WORKS.has(kind));
  });
}

/**
 * All dictionary skills mentioned in the text, most mentioned first. Each keeps the first line it was found on
 * (preferring a line that lists skills) and how many times it was listed as a skill item (2+ = a duplicated tag).
 */
export function matchSkills(text: string, options: MatchOptions = {}): MatchedSkill[] {
  // Links are blanked once over the whole text (same length, so line numbers and offsets stay valid).
  const lines = stripLinksAndAddresses(text).split("\n");
  // Blanking links keeps every other character in place, so the folded lines still give each token's lower case.
  const { prepared } = options;
  const folded =
    prepared?.text === text && lowerCasedByPosition(text, prepared.folded) ? prepared.foldedLines : undefined;
  const contexts = lineContexts(lines, options.sectionOf, folded);
  // A skills list names many skills on one line: its quote is made once.
  const evidence: string[] = [];
  const evidenceAt = (index: number): string => (evidence[index] ??= evidenceOf(lines[index]!));
  // A hit past the quote of its long line is quoted around itself.
  const evidenceOfHit = (index: number, hit: SkillHit, tokens: readonly Token[]): string => {
    const line = lines[index]!;
    const end = tokens[hit.to - 1]!.end;
    return quotesWhole(line, end) ? evidenceAt(index) : evidenceAround(line, tokens[hit.from]!.start, end);
  };
  const found = new Map<SkillEntry, MatchedSkill & { listedSurfaces: Set<string>; surfaces: string[] }>();
  lines.forEach((line, index) => {
    const context = contexts[index]!;
    const hits = findHits(line, context.tokens);
    for (const hit of hits) {
      if (!accepts(hit, hits, context, line)) continue;
      if (isContactLabel(hit, context, line)) continue;
      const listed = inSkillContext(hit, context, line);
      const current = found.get(hit.entry);
      if (!current) {
        found.set(hit.entry, {
          name: hit.entry.name,
          display:
            listed || hit.otherName ? listedSpelling(hit) : displayName(hit.entry, options.language, hit.surface),
          category: hit.entry.category,
          demand: hit.entry.demand,
          count: 1,
          evidence: evidenceOfHit(index, hit, context.tokens),
          line: index,
          listed: listed ? 1 : 0,
          listedSurfaces: new Set(listed ? [hit.surface.toLowerCase()] : []),
          surfaces: hit.version ? [hit.surface, hit.surface + hit.version] : [hit.surface],
        });
        continue;
      }
      current.count++;
      if (!current.surfaces.includes(hit.surface)) current.surfaces.push(hit.surface);
      if (hit.version && !current.surfaces.includes(hit.surface + hit.version))
        current.surfaces.push(hit.surface + hit.version);
      if (listed) {
        // The first listing wins the evidence and the spelling: "Golang" in the skills list, not "go" in prose.
        if (current.listed === 0)
          Object.assign(current, {
            display: listedSpelling(hit),
            evidence: evidenceOfHit(index, hit, context.tokens),
            line: index,
          });
        current.listed++;
        current.listedSurfaces.add(hit.surface.toLowerCase());
      }
    }
  });
  addImpliedSkills(found, options.language);
  // Written as literals, fields in the order they were made: a rest copy of every skill took V8's slow path (decision
  // 405). Implied skills (addImpliedSkills) carry no listed spellings and are returned as they are.
  return [...found.entries()]
    .map(
      ([entry, skill]): MatchedSkill =>
        skill.implied
          ? skill
          : {
              name: skill.name,
              display: skill.display,
              category: skill.category,
              demand: skill.demand,
              count: skill.count,
              evidence: skill.evidence,
              line: skill.line,
              listed: skill.listed,
              surfaces: skill.surfaces,
              // A maker's end of life (decision 590): the report never calls a stack of these current.
              ...(entry.obsoleteSince ? { obsoleteSince: entry.obsoleteSince } : {}),
            },
    )
    .sort((a, b) => b.count - a.count || demandRank(b.demand) - demandRank(a.demand));
}

function addImpliedSkills(found: Map<SkillEntry, MatchedSkill>, language: Language | undefined): void {
  for (const [entry, skill] of [...found.entries()]) {
    for (const impliedName of entry.implies) {
      const implied = SKILL_BY_NAME.get(impliedName);
      if (!implied || found.has(implied)) continue;
      found.set(implied, {
        name: implied.name,
        display: displayName(implied, language, implied.name),
        category: implied.category,
        demand: implied.demand,
        count: 1,
        evidence: skill.evidence,
        line: skill.line,
        listed: 0,
        implied: true,
      });
    }
  }
}

export function demandRank(demand: MatchedSkill["demand"]): number {
  return demand === "high" ? 2 : demand === "medium" ? 1 : 0;
}
