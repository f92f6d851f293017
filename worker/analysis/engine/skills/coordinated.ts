/**
 * Skills named in a list outside the skills section (decision 465). Duties, summaries and course lines list the
 * tools and methods of a trade in one breath with ones the taxonomy knows: "instruments including HPLC, UV-Vis,
 * PCR", «Стек: Vue.js, Vuex, Vuetify, Git», "Zoning, KPI, HACCP, GMP, CIP, OEE", "testing (Jest, Enzyme, Cypress)".
 * Coordination is the evidence: the members of one list are of one kind, so a list that names two taxonomy skills
 * (or one after a skills label, "Tools: …") names skills in its other short members too, whatever the trade and
 * whether or not any vocabulary here knows them. A list of anything else (cities, employers, duties, authors) names
 * no taxonomy skill and gives nothing.
 *
 * Runs only on lines that hold a list (two separators, or a label and one); each member is looked up once.
 */

import { headingKindOf } from "../sections";
import type { KeySkill, SectionKind } from "../types";
import { skillItemProblem } from "./gate";
import { withoutLevel } from "./items";
import { findHits, labelEnd, tokenize } from "./match";

/** Sections whose lists are not skills: authors, referees, hobbies, contacts; skills and languages are read as lists. */
const NOT_HERE: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "skills",
  "languages",
  "contacts",
  "publications",
  "references",
  "interests",
]);

/** A member of at most this many words may be a name; a longer one is a clause of the sentence around the list. */
const MAX_MEMBER_WORDS = 3;
/** Known members a list needs to be read as a list of skills (one after a skills label). */
const MIN_KNOWN = 2;

/** What leads into a list inside a sentence: its members start after the last of these. */
const LEAD =
  /(?:^|[\s(])(?:including|incl\.|such as|like|e\.?g\.?|i\.?e\.?|using|with|via|in|of|on|включая|в том числе|такие как|таких как|таким как|например|с|со|на|в)\s+|[:(—–]\s*/giu;
/** A list's tail words ("Kanban and others", «и т. д.»): no member of their own, and not part of the last one. */
const TAIL = /(?:^|\s+)(?:etc|и т\.?\s?[дп]|и др|и пр|and more|and others|and so on|и други[ех])\.?$/iu;
const CONJUNCTION = /^(?:and|or|and\/or|и|или|а также|as well as|&)\s+/iu;
const VERSION_OR_ASIDE = /\s*\([^()]*\)$|\s+v?\d+(?:[.,]\d+)*\+?$/iu;

/** The taxonomy names the member whole (a version or an aside after it aside): "Python 3", "Ansys (FEA)". */
function isKnown(member: string): boolean {
  const bare = member.replace(VERSION_OR_ASIDE, "").trim() || member;
  const tokens = tokenize(bare);
  return tokens.length > 0 && findHits(bare, tokens).some((hit) => hit.from === 0 && hit.to === tokens.length);
}

/** The member's words once trimmed of the list's punctuation, or "" when nothing is left. */
const tidy = (member: string): string =>
  withoutLevel(
    member
      .replace(/^[\s«"'“]+|[\s,;:.»"'”]+$/gu, "")
      .replace(TAIL, "")
      .replace(CONJUNCTION, ""),
  )
    .replace(/^[\s«"'“]+|[\s,;:.»"'”]+$/gu, "")
    .trim();

const wordCount = (text: string): number => (text ? text.split(/\s+/u).length : 0);

/** Comma/semicolon members of `text` at bracket depth 0, brackets kept inside their member. */
function membersOf(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(") depth++;
    else if (ch === ")" && depth > 0) depth--;
    else if ((ch === "," || ch === ";") && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** The first member's name: the words after the list's lead ("instruments including HPLC" → "HPLC"). */
function afterLead(first: string): string {
  let at = 0;
  LEAD.lastIndex = 0;
  for (let m = LEAD.exec(first); m !== null; m = LEAD.exec(first)) at = m.index + m[0].length;
  return first.slice(at);
}

/** The last member's name: "and PPO to improve …" → "PPO"; a member that goes on as a sentence is cut where it does. */
function beforeClause(last: string): string {
  const cut = last.search(/[.!?](?:\s|$)|\s[—–-]\s|\s(?:to|for|that|which|для|чтобы|который|которые)\s/u);
  return cut >= 0 ? last.slice(0, cut) : last;
}

/** Skills among the members of one list, or none when the list does not name enough taxonomy skills. */
function listSkills(text: string, labelled: boolean): string[] {
  const raw = membersOf(text);
  if (raw.length < (labelled ? 2 : 3)) return [];
  const members = raw.map((member, index) => {
    let m = member;
    if (index === 0) m = afterLead(m);
    if (index === raw.length - 1) m = beforeClause(m);
    return tidy(m);
  });
  const short = members.filter((m) => wordCount(m) >= 1 && wordCount(m) <= MAX_MEMBER_WORDS);
  // Prose has long clauses between its commas: most members of a list are short.
  if (short.length < Math.max(labelled ? 2 : 3, members.length * 0.7)) return [];
  const known = short.filter(isKnown);
  if (known.length < (labelled ? 1 : MIN_KNOWN)) return [];
  return short.filter((m) => !known.includes(m) && isMemberName(m));
}

/** A member that may stand as a skill: letters, no date, no heading, nothing the cleanliness gate refuses. */
function isMemberName(member: string): boolean {
  return (
    /^[\p{L}\d.]/u.test(member) &&
    /\p{L}{2}/u.test(member) &&
    !/(?:19|20)\d\d/u.test(member) &&
    headingKindOf(member) === undefined &&
    skillItemProblem(member) === null
  );
}

/** A lists' label names skills ("Tools:", «Стек:», "Technologies used:"): one known member is enough. */
function skillsLabel(line: string): number {
  const end = labelEnd(line);
  if (end === 0) return 0;
  const label = line.slice(0, end - 1).replace(/^[\s\-–—•·▪●*]+/u, "");
  return headingKindOf(label) === "skills" ? end : 0;
}

/** Two separators, or a colon and one: the only lines worth splitting. */
function mayHoldList(line: string): boolean {
  const first = line.search(/[,;]/u);
  if (first < 0) return false;
  const rest = line.slice(first + 1);
  return /[,;]/u.test(rest) || line.includes(":");
}

/**
 * Skills named in lists outside the skills, languages, publications, references, contacts and interests sections,
 * as the resume writes them; taxonomy skills themselves are the matcher's and are not repeated here.
 */
export function coordinatedSkills(
  lines: readonly string[],
  sectionOf: (line: number) => SectionKind | null,
): KeySkill[] {
  const out: KeySkill[] = [];
  lines.forEach((line, index) => {
    if (!mayHoldList(line)) return;
    const kind = sectionOf(index);
    if (kind && NOT_HERE.has(kind)) return;
    const evidence = line.trim().length <= 160 ? line.trim() : `${line.trim().slice(0, 159)}…`;
    const add = (name: string): void => {
      out.push({ name, skills: [], evidence, line: index, source: "text" });
    };
    // A list in brackets is a list of its own: "testing (Jest, Enzyme, Cypress)".
    const outside = line.replace(/\(([^()]*[,;][^()]*)\)/gu, (_, inner: string) => {
      for (const name of listSkills(inner, false)) add(name);
      return " ";
    });
    const labelled = skillsLabel(outside);
    for (const name of listSkills(labelled ? outside.slice(labelled) : outside, labelled > 0)) add(name);
  });
  return out;
}
