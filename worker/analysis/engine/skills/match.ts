/**
 * Skill matching by token n-grams instead of one regex per alias: the text is tokenised once (C++, C#, .NET,
 * Node.js and Cyrillic words stay whole) and every 1..5-gram is looked up in a map built at module load.
 * This gives word boundaries that work for Cyrillic and is linear in the text length.
 */
import { foldCase, stemRu } from "../text";
import type { MatchedSkill } from "../types";
import { SKILL_BY_NAME, SKILL_DICTIONARY, type SkillEntry } from "./dictionary";

const TOKEN = /\.?[\p{L}\p{N}]+(?:[.'’][\p{L}\p{N}]+)*(?:\+\+|#|\+)?/gu;
const MAX_NGRAM = 5;

interface Token {
  key: string;
  original: string;
}

/** Unifies spelling variants: Latin "1c" and Cyrillic "1с", ё/е, and one inflection ending. */
function normalizeToken(raw: string): string {
  const lower = raw.toLowerCase();
  const folded = lower.includes("ё") ? foldCase(lower) : lower;
  if (folded === "1c") return "1с";
  return stemRu(folded);
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    tokens.push({ key: normalizeToken(m[0]), original: m[0] });
  }
  return tokens;
}

interface AliasTarget {
  entry: SkillEntry;
  /** Set for case-sensitive aliases: the exact original spelling required. */
  exact: string | null;
}

const ALIAS_INDEX: ReadonlyMap<string, AliasTarget[]> = (() => {
  const index = new Map<string, AliasTarget[]>();
  const add = (alias: string, entry: SkillEntry, exact: string | null): void => {
    const key = tokenize(alias).map((t) => t.key).join(" ");
    if (!key) return;
    const targets = index.get(key) ?? [];
    if (!targets.some((t) => t.entry === entry && t.exact === exact)) targets.push({ entry, exact });
    index.set(key, targets);
  };
  for (const entry of SKILL_DICTIONARY) {
    for (const alias of entry.aliases) add(alias, entry, null);
    for (const alias of entry.caseSensitive) add(alias, entry, alias);
  }
  return index;
})();

/** Every proper prefix of a multi-word alias key: n-grams that are not prefixes need not be extended. */
const ALIAS_PREFIXES: ReadonlySet<string> = (() => {
  const prefixes = new Set<string>();
  for (const key of ALIAS_INDEX.keys()) {
    const parts = key.split(" ");
    for (let n = 1; n < parts.length; n++) prefixes.add(parts.slice(0, n).join(" "));
  }
  return prefixes;
})();

function lookup(key: string, originals: string, counts: Map<SkillEntry, number>): void {
  const targets = ALIAS_INDEX.get(key);
  if (!targets) return;
  for (const target of targets) {
    if (target.exact !== null && target.exact !== originals) continue;
    counts.set(target.entry, (counts.get(target.entry) ?? 0) + 1);
  }
}

/** All dictionary skills mentioned in the text, most mentioned first. */
export function matchSkills(text: string): MatchedSkill[] {
  const tokens = tokenize(text);
  const counts = new Map<SkillEntry, number>();
  for (let i = 0; i < tokens.length; i++) {
    if (isSeason(tokens, i)) continue;
    let key = "";
    let originals = "";
    for (let n = 0; n < MAX_NGRAM && i + n < tokens.length; n++) {
      const token = tokens[i + n]!;
      key = n === 0 ? token.key : `${key} ${token.key}`;
      originals = n === 0 ? token.original : `${originals} ${token.original}`;
      lookup(key, originals, counts);
      if (!ALIAS_PREFIXES.has(key)) {
        if (n === 0 && token.key.startsWith(".") && token.key.length > 1) lookup(token.key.slice(1), token.original.slice(1), counts);
        break;
      }
      // ".React" after a stray dot: also try the word without it.
      if (n === 0 && token.key.startsWith(".") && token.key.length > 1) {
        lookup(token.key.slice(1), token.original.slice(1), counts);
      }
    }
  }
  addImpliedSkills(counts);
  return [...counts.entries()]
    .map(([entry, count]) => ({ name: entry.name, category: entry.category, demand: entry.demand, count }))
    .sort((a, b) => b.count - a.count || demandRank(b.demand) - demandRank(a.demand));
}

/** "Fall 2013 – Spring 2014" is a semester, not the Java framework. */
function isSeason(tokens: readonly Token[], i: number): boolean {
  return tokens[i]!.key === "spring" && /^(?:19|20)\d\d$/.test(tokens[i + 1]?.original ?? "");
}

function addImpliedSkills(counts: Map<SkillEntry, number>): void {
  for (const entry of [...counts.keys()]) {
    for (const impliedName of entry.implies) {
      const implied = SKILL_BY_NAME.get(impliedName);
      if (implied && !counts.has(implied)) counts.set(implied, 1);
    }
  }
}

export function demandRank(demand: MatchedSkill["demand"]): number {
  return demand === "high" ? 2 : demand === "medium" ? 1 : 0;
}
