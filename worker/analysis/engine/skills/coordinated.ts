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

import { rememberedByText } from "../memo";
import { headingKindOf } from "../sections";
import type { KeySkill, SectionKind } from "../types";
import { skillItemProblem } from "./gate";
import { splitJoinedNames, splitRunOfNames, withoutLevel, withoutRowLabel, withoutVersionOrAside } from "./items";
import { labelEnd, quoteOf, readItem } from "./match";

/** Sections whose lists are not skills: authors, referees, hobbies, contacts; languages are the languages reader's. */
const NOT_HERE: ReadonlySet<SectionKind> = new Set<SectionKind>([
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

/**
 * What leads into a list inside a sentence: its members start after the last of these. An enumerating word or a
 * colon leads to any member ("including regulatory compliance"); a preposition or a verb in the first person only
 * to a name ("with Ansys", «с Docker», «владею SPSS»): «работать в команде» is one phrase.
 */
const LEAD =
  /(?:^|[\s(])(?:[Ii]ncluding|incl\.|[Ss]uch as|[Ll]ike|[Ee]\.?g\.?|[Ii]\.?e\.?|[Вв]ключая|в том числе|[Тт]ак(?:ие|их|им) как|[Нн]апример)\s+|[:—–]\s+|(?:^|[\s(])(?:using|with|via|in|of|on)\s+(?=[A-Z\d])|(?:^|[\s(])(?:с|со|на|в|[а-яё]{2,}(?:аю|яю|ею|ую))\s+(?=[A-Za-z\d]|[А-ЯЁ]{2})/gu;
/** Russian words in lower case before a Latin name describe it: «контроля версий Subversion», «базе Oracle». */
const RUSSIAN_DESCRIPTION = /^[а-яё-]+(?:\s+[а-яё-]+){0,2}\s+(?=[A-Za-z])/u;
/** A list's tail words ("Kanban and others", «и т. д.»): no member of their own, and not part of the last one. */
const TAIL = /(?:^|\s+)(?:etc|и т\.?\s?[дп]|и др|и пр|and more|and others|and so on|и други[ех])\.?$/iu;
const CONJUNCTION = /^(?:and|or|and\/or|и|или|а также|as well as|&)\s+/iu;

type Known = "plain" | "ambiguous" | null;

/**
 * How the taxonomy names the member whole (a version or an aside after it aside: "Python 3", "Ansys (FEA)"). The same
 * names recur in a resume's lists and lines: each is looked up once per analysis (memo.ts, decision 405).
 */
const knownAs = rememberedByText((member: string): Known => {
  const { tokens, hits } = readItem(withoutVersionOrAside(member));
  const whole = hits.filter((h) => h.from === 0 && h.to === tokens.length);
  return whole.length === 0 ? null : whole.some((hit) => !hit.ambiguous) ? "plain" : "ambiguous";
});

/** How many taxonomy names the text holds at all: a line with fewer than its list needs is not split. */
function hitCount(text: string): number {
  return readItem(text).hits.length;
}
const isKnown = (member: string): boolean => knownAs(member) !== null;

/**
 * A member to add: not a plain taxonomy name (the matcher reads those anywhere, under the taxonomy's name), but an
 * ambiguous one the matcher may have refused in prose ("Padlet"), or a name it does not know.
 */
const isNew = (member: string): boolean =>
  knownAs(member) !== "plain" && isMemberName(member) && !describesKnown(member);

/** The member's words once trimmed of the list's punctuation, or "" when nothing is left. */
const tidy = (member: string): string =>
  withoutLevel(
    member
      .replace(/^[\s«"'“\-–—•·*]+|[\s,;:.»"'”]+$/gu, "")
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

/** A member's name: the words after the list's lead ("instruments including HPLC" → "HPLC"). */
function afterLead(member: string, first: boolean): string {
  let at = 0;
  LEAD.lastIndex = 0;
  for (let m = LEAD.exec(member); m !== null; m = LEAD.exec(member)) {
    // A dash after a later member gives its level ("Photoshop – средний"), not a lead.
    if (first || !/^[:—–]/u.test(m[0])) at = m.index + m[0].length;
  }
  return member.slice(at);
}

/** The last member's name: "and PPO to improve …" → "PPO"; a member that goes on as a sentence is cut where it does. */
function beforeClause(last: string): string {
  const cut = last.search(/[.!?](?:\s|$)|\s[—–-]\s|\s(?:to|for|that|which|для|чтобы|который|которые)\s/u);
  return cut >= 0 ? last.slice(0, cut) : last;
}

/** Skills among the members of one list, or none when the list does not name enough taxonomy skills. */
function listSkills(text: string, labelled: boolean, wraps = false, continues = false): string[] {
  // A line that goes on from the one before in lower case («техники тест-» + «дизайна, STLC»): its first member is the
  // end of a word or phrase begun there.
  const all = continues ? membersOf(text).slice(1) : membersOf(text);
  // A line whose sentence goes on in lower case on the next one: its last member is cut ("…, applied" + "statistics").
  // Most lines with commas are prose: a list's members are mostly short even before they are trimmed, and it names
  // enough taxonomy skills somewhere.
  // (The first and the last member carry the sentence around the list and may be long.)
  const inner = all.slice(1, -1);
  const shortRaw = inner.filter((m) => wordCount(m.trim()) <= MAX_MEMBER_WORDS + 2).length;
  if (all.length < (labelled ? 2 : 3) || shortRaw < inner.length * 0.7) return [];
  if (hitCount(text) < (labelled ? 1 : MIN_KNOWN)) return [];
  const last = all[all.length - 1] ?? "";
  const raw = wraps && beforeClause(last) === last ? all.slice(0, -1) : all;
  if (raw.length < (labelled ? 2 : 3)) return [];
  const members = raw.map((member, index) => {
    let m = member;
    m = afterLead(m, index === 0).trim();
    if (index === 0) m = withoutRowLabel(m);
    if (index === raw.length - 1) m = beforeClause(m);
    // "Базовые знания: C/C++": up to three words and a colon before a member lead to it.
    m = m.replace(/^\s*(?:[\p{L}-]+\s+){0,2}[\p{L}-]+:(?:\s+|(?=[A-Z]))/u, "");
    return tidy(m).replace(RUSSIAN_DESCRIPTION, "");
  });
  const short = members
    .flatMap((m) => splitJoinedNames(m, false))
    .flatMap(splitRunOfNames)
    .filter((m) => wordCount(m) >= 1 && wordCount(m) <= MAX_MEMBER_WORDS);
  // Prose has long clauses between its commas: most members of a list are short.
  if (short.length < Math.max(labelled ? 2 : 3, members.length * 0.7)) return [];
  const known = short.filter(isKnown);
  if (known.length < (labelled ? 1 : MIN_KNOWN)) return [];
  return short.filter(isNew);
}

/**
 * A taxonomy name with Russian words in lower case after it («Linux серверов», «Docker контейнеры») is that skill
 * described, and the matcher has it already.
 */
function describesKnown(member: string): boolean {
  const words = member.split(/\s+/u);
  if (words.length < 2 || !/^[а-яё-]+$/u.test(words[words.length - 1]!)) return false;
  for (let n = words.length - 1; n >= 1; n--) {
    if (!words.slice(n).every((w) => /^[а-яё-]+$/u.test(w))) break;
    if (isKnown(words.slice(0, n).join(" "))) return true;
  }
  return false;
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
    const add = (name: string): void => {
      // The quote shows the member even when the line is long (decision 590).
      const at = line.indexOf(name);
      const evidence = at < 0 ? quoteOf(line, 0, 0) : quoteOf(line, at, at + name.length);
      out.push({ name, skills: [], evidence, line: index, source: "text" });
    };
    // A list in brackets is a list of its own: "testing (Jest, Enzyme, Cypress)".
    const outside = line.replace(/\(([^()]*[,;][^()]*)\)/gu, (_, inner: string) => {
      for (const name of listSkills(inner, false)) add(name);
      return " ";
    });
    // In the skills section the section is the label: a sentence there («Имею базовые знания Adobe Photoshop, владею
    // spss, Microsoft office») that the list reader took for prose still lists skills.
    const labelled = kind === "skills" ? labelEnd(outside) || -1 : skillsLabel(outside);
    const wraps = /[\p{L}\d]$/u.test(outside.trimEnd()) && /^\s*\p{Ll}/u.test(lines[index + 1] ?? "");
    const continues =
      labelled <= 0 && /^\s*\p{Ll}/u.test(line) && /[\p{L}\d-]$/u.test(lines[index - 1]?.trimEnd() ?? "");
    const text = labelled > 0 ? outside.slice(labelled) : outside;
    for (const name of listSkills(text, labelled !== 0, wraps, continues)) add(name);
  });
  return [...out, ...columnSkills(lines, sectionOf)];
}

/** A bullet mark before a column's item. */
const ITEM_MARK = /^\s*(?:[-–—•·▪■◦●*►▶➢✓✔\uf0b7\uf0a7]\s*)?/u;

/** A line that may be one item of a column: one to three words, no separator, no sentence, no label. */
function columnItem(line: string): string | null {
  const item = line.replace(ITEM_MARK, "").trim();
  if (!item || /[,;:!?]|\.$|\.\s/u.test(item)) return null;
  // A name starts as one: a capital, a Latin letter or a digit. A line in lower case may be the end of the line
  // before it («готовность к постоянному» + «саморазвитию»), so a column is read only from names.
  if (!/^(?:\p{Lu}|[a-z\d])/u.test(item)) return null;
  return wordCount(item) <= MAX_MEMBER_WORDS ? item : null;
}

/** A heading glued before the first item («Личные качества Ответственность») is the column's, not the item's. */
function opensWithHeading(item: string): boolean {
  const words = item.split(/\s+/u);
  for (let n = words.length - 1; n >= 1; n--) if (headingKindOf(words.slice(0, n).join(" "))) return true;
  return false;
}

/**
 * The same coordination down a column: three or more short lines in a row, one item each, of which two or more are
 * taxonomy skills — a skills column whose heading the layout hid (a sidebar, a table) — name skills in their other
 * lines too. The skills section's own lines are the key-skill reader's.
 */
function columnSkills(lines: readonly string[], sectionOf: (line: number) => SectionKind | null): KeySkill[] {
  const out: KeySkill[] = [];
  let run: Array<{ item: string; index: number }> = [];
  const flush = (): void => {
    if (run.length >= 3) {
      const known = run.filter(({ item }) => isKnown(item));
      if (known.length >= MIN_KNOWN)
        for (const { item, index } of run)
          if (isNew(item) && !opensWithHeading(item))
            out.push({ name: item, skills: [], evidence: item, line: index, source: "text" });
    }
    run = [];
  };
  let runKind: SectionKind | null = null;
  lines.forEach((line, index) => {
    const kind = sectionOf(index);
    const item = kind === "skills" || (kind && NOT_HERE.has(kind)) ? null : columnItem(line);
    if (!item || kind !== runKind) flush();
    runKind = kind;
    if (item) run.push({ item, index });
  });
  flush();
  return out;
}
