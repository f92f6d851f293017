/**
 * The report's key skills, read the way a recruiter reads a resume (decision 027): first the resume's own skills
 * list, item by item and spelled as the candidate spelled it ("Golang", "MS Excel", "Poised under pressure"), then
 * dictionary skills found in lists elsewhere ("Stack: Go, Kafka"), then dictionary skills from the experience
 * text — the latter only professional ones, never soft skills or languages picked out of prose. A listed item
 * the dictionary does not know is shown only when it passes the cleanliness gate (gate.ts).
 */

import { LEADING_LEVELS, type Level, type RoleFamily, TRADE_CATEGORY_FAMILIES } from "../../knowledge/families";
import { stripLinksAndAddresses } from "../../recognisers";
import { isKnownCity } from "../contacts";
import { rememberedByText } from "../memo";
import { headingKindOf, headingOf } from "../sections";
import type { KeySkill, MatchedSkill, SectionKind } from "../types";
import { CONTACT_SITE_ITEM } from "./contact-sites";
import { coordinatedSkills } from "./coordinated";
import { SKILL_BY_NAME } from "./dictionary";
import { skillItemProblem } from "./gate";
import {
  inObliqueCase,
  isName,
  isTaxonomyName,
  readAside,
  splitJoinedNames,
  splitRunOfNames,
  splitSpacedSlash,
  withoutLevel,
  withoutListConjunction,
  withoutRowLabel,
  withoutVersionOrAside,
} from "./items";
import { isLevelWord } from "./levels";
import { demandRank, labelEnd, listItems, namesAnotherProduct, quoteOf, readItem } from "./match";

const MAX_KEY_SKILLS = 15;
const MAX_ITEM_WORDS = 6;
const MAX_ITEM_CHARS = 56;
/** A list mark: signs, a number, or Word's second-level bullet, a Latin "o" before a space (no word of either language). */
const BULLET = /^\s*(?:[-–—•·▪■◦●*+►▶➢✓✔\uf0b7\uf0a7\uf076]|\d{1,2}[.)]|o(?=\s+\S))\s*/u;
/** A wrapped line continues the previous one: it ended on a joiner or this one starts in lower case. */
const ENDS_OPEN = /(?:[,&/-]|(?<![+#\p{L}\d])\+|\b(?:and|or|и|или))\s*$/u;

interface Item {
  text: string;
  line: number;
  /** How many lines of the text it spans (wrapped lines re-joined). */
  lines: number;
}

/** An HTML tag in a markdown resume (a GitHub profile's icon row): `<img … title="PostgreSQL" style="…" />`. */
const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/giu;
const TAG_LABEL = /\s(?:title|alt)\s*=\s*"([^"]{1,60})"/iu;

/**
 * A line with HTML tags read as what it shows (decision 590): a tag is its `title` or `alt` text (an icon's name) and
 * otherwise nothing, so its attributes ("display: inline; margin-right: 15px") are never items.
 */
function withoutMarkup(line: string): string {
  if (!line.includes("<")) return line;
  return line.replace(TAG, (tag) => {
    const label = TAG_LABEL.exec(tag)?.[1];
    return label ? `, ${label}, ` : " ";
  });
}

/** Markdown emphasis around a label or an item: "**Kitchen Operations:** Station Management". */
const EMPHASIS = /\*\*|__/gu;
/** A line this share of its section's longest line, or longer, filled its column: the next line may be its rest. */
const FULL_LINE_SHARE = 0.7;
/** A section whose longest line is shorter than this is a list of short lines, not a wrapped column. */
const MIN_WRAP_WIDTH = 45;

/**
 * Lines of the skills section with wrapped lines re-joined ("Staff training &" + "coaching"). A line continues the
 * one before when that one ended on a joiner, or when it starts in lower case and goes on a bulleted item or a line
 * that filled the column (a wrap): a list written one item a line in lower case («ведение кассовых операций») has
 * short lines without bullets, and each of them is an item.
 */
function skillLines(lines: readonly string[], sectionOf: (line: number) => SectionKind | null): Item[] {
  const cleaned: Array<{ text: string; index: number }> = [];
  lines.forEach((raw, index) => {
    if (sectionOf(index) !== "skills") return;
    let line = withoutMarkup(stripLinksAndAddresses(raw).replace(EMPHASIS, "")).trim();
    // The heading itself is not a skill, but "Технологии: C#, MSSQL" carries items after its colon; the label is
    // kept so that the list reader sees a labelled list (two items after a label are a list, two alone may be prose).
    if (headingOf(line) && !line.includes(":")) line = "";
    cleaned.push({ text: line, index });
  });
  const widest = cleaned.reduce((max, { text }) => Math.max(max, text.length), 0);
  const result: Item[] = [];
  let previousOpen = false;
  let previousFull = false;
  let previousList = false;
  let previousUnrated = false;
  let bulleted = false;
  for (const { text: line, index } of cleaned) {
    if (!line) {
      previousOpen = false;
      previousList = false;
      previousUnrated = false;
      continue;
    }
    const last = result[result.length - 1];
    const continues =
      last &&
      last.line + last.lines === index &&
      !BULLET.test(line) &&
      (previousOpen ||
        ((previousFull || bulleted) && /^\p{Ll}/u.test(line)) ||
        (previousList && /^\p{Ll}/u.test(line) && inObliqueCase(line.split(/[\s,;]/u)[0]!)) ||
        (previousUnrated && RATED.test(line.split(/[,;]/u)[0]!)));
    // "техники тест-" + "дизайна": a word hyphenated across lines is glued back.
    if (continues) {
      last.text =
        /\p{Ll}-$/u.test(last.text) && /^\p{Ll}/u.test(line)
          ? `${last.text.slice(0, -1)}${line}`
          : `${last.text} ${line}`;
      last.lines++;
    } else {
      result.push({ text: line, line: index, lines: 1 });
      bulleted = BULLET.test(line);
    }
    previousOpen = ENDS_OPEN.test(line);
    // A comma list wrapped in a narrow column: the next line opening with a word in an oblique case («…, типы» +
    // «тестирования, методы …») is the rest of its last member (decision 540).
    previousList = (line.match(/[,;]/gu)?.length ?? 0) >= 2 && !/[,;.:]\s*$/u.test(line);
    // Members that each carry a rating in brackets ("R (high); Java (high); … Google Earth" + "Engine (high); Stan"):
    // the last one without it goes on at the start of the next line.
    const members = line.split(/[,;]/u).filter((m) => m.trim());
    previousUnrated =
      members.length >= 3 && members.slice(0, -1).every((m) => RATED.test(m)) && !RATED.test(members.at(-1)!);
    previousFull = widest >= MIN_WRAP_WIDTH && line.length >= widest * FULL_LINE_SHARE;
  }
  return result;
}

/** A member of a list rated in brackets at its end: "R (high)", "Stan (intermediate)". */
const RATED = /\([^()]{1,24}\)\s*$/u;

/** A bullet mark between spaces inside a line. */
const INNER_BULLET = /\s[•●▪■◦➢►]\s/u;

/**
 * A list whose items read long only for the level before each name: "Proficient in Microsoft Office; competent in
 * Bloomberg, Morningstar and Lipper". Counted as list.ts counts a list (three short items, or a label and two) once
 * the levels are gone; nothing changes for a line whose parts carry no level.
 */
function listOfNames(line: string): Array<[number, number]> | null {
  const from = labelEnd(line);
  const spans: Array<[number, number]> = [];
  let start = from;
  let depth = 0;
  for (let i = from; i < line.length; i++) {
    const ch = line[i];
    if (ch === "(") depth++;
    else if (ch === ")" && depth > 0) depth--;
    else if ((ch === "," || ch === ";") && depth === 0) {
      spans.push([start, i]);
      start = i + 1;
    }
  }
  spans.push([start, line.length]);
  const parts = spans.map(([a, b]) => line.slice(a, b).trim());
  if (parts.length < (from > 0 ? 2 : 3) || parts.some((p) => !p)) return null;
  const named = parts.map(withoutLevel);
  if (named.every((name, i) => name === parts[i])) return null;
  const short = named.filter((name) => name.split(/\s+/u).length <= 3).length;
  return short >= parts.length * 0.7 ? spans : null;
}

/** A group's label inside a row: "; Tools: ", "; Базы данных: " (one to three words, a capital first, then a colon). */
const GROUP_LABEL = /;\s*\p{Lu}[\p{L}\d/&+#.-]*(?:\s+[\p{L}\d/&+#.-]+){0,2}:\s+/gu;
/** The same label right after the row's own: "Technical Skills: Languages: Python, Java". */
const SECOND_LABEL = /^(\s*)\p{Lu}[\p{L}\d/&+#.-]*(?:\s+[\p{L}\d/&+#.-]+){0,2}:\s+(?=\S)/u;

/**
 * A row of labelled groups ("Technical Skills: Languages: Python, Java; Tools: Git, Docker", «Языки: Python, Go;
 * Базы данных: PostgreSQL»): the groups' labels go, so that each group's items are items and no label is kept before
 * the first of them ("Tools: Git"). The row's own label stays for the list reader (labelEnd).
 */
function withoutGroupLabels(line: string): string {
  if (!line.includes(":")) return line;
  const grouped = line.includes(";") ? line.replace(GROUP_LABEL, "; ") : line;
  const end = labelEnd(grouped);
  if (end === 0) return grouped;
  const rest = grouped.slice(end).replace(SECOND_LABEL, "$1");
  return grouped.slice(0, end) + rest;
}

/** Skill items of one line: a bullet, a short tag line, or the parts of a comma list; null for prose. */
function itemsOf(text: string): string[] {
  const line = withoutGroupLabels(text.replace(BULLET, "").trim());
  // "• Interpersonal Skills • Public Speaking": two columns of bullets flattened into one line; each is its own item.
  const columns = line.split(INNER_BULLET);
  if (columns.length > 1) return columns.flatMap(itemsOf);
  const parts = listItems(line) ?? listOfNames(line);
  if (parts) {
    // "R, Stata, and Python": the last part's "and" goes when a name follows it; "Friendly, courteous, & service
    // oriented" is one item, a phrase that goes on with "&"/"and".
    const items = withoutListConjunction(parts.map(([a, b]) => line.slice(a, b).trim()));
    if (items) return items;
  }
  const rest = line.slice(labelEnd(line)).trim();
  // Two names and no label ("Easypay, Readypay (Payroll Software)", "Power BI, Apache Superset"): a list too; a
  // heading among them («Jira, ДРУГОЕ») is a flattened column, not an item.
  const pair = rest.split(/\s*,\s*/u);
  if (
    pair.length === 2 &&
    pair.every((part) => {
      const bare = part.replace(/\s*\([^()]*\)$/u, "");
      return isName(bare) && headingKindOf(bare) === undefined;
    })
  )
    return pair;
  return [rest];
}

/** Words that cannot end one cell of a flattened row: «в», «с», "in", "with" lead on to the next word. */
const LEADS_ON =
  /^(?:и|в|во|с|со|к|по|на|за|из|от|до|для|о|об|при|без|and|or|with|of|for|to|in|on|at|by|from|the|a|an|as|via)$/u;

/**
 * The cells of a table row that extraction flattened into one item with single spaces: «Общительность
 * Организаторские способности», "Data entry proficiency Collection Process". A new cell starts where a word in lower
 * case is followed by a capitalised word of the same script — a phrase goes on in lower case (Russian capitalises
 * only its first word; a name of another script, «знания Python», or a preposition, "in Microsoft", goes on). A
 * capitalised Russian word opens a cell after any word ending in lower case («Работа с C-level Переговоры и
 * эскалации»), except after another capitalised Russian word: «Яндекс Директ», «Консультант Плюс» are names.
 */
function newCell(before: string, word: string): boolean {
  // A name of a place or a body inside a phrase is capitalised too, and stands in the case the phrase gives it
  // («культурой стран Великобритании и Китая», «работа в Академии»); a cell, a skill's name, opens in the
  // nominative (decision 540). After a word in lower case a capitalised -ии is such a name, not a plural.
  if (inObliqueCase(word) || /^[А-ЯЁ][а-яё]+ии$/u.test(word)) return false;
  if (/^[А-ЯЁ][а-яё]+(?:-[а-яё]+)?$/u.test(word))
    return /\p{Ll}$/u.test(before) && !/^[А-ЯЁ][а-яё]+$/u.test(before) && before.length >= 2;
  if (!/^\p{Ll}{3,}$/u.test(before) || !/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  return /[a-z]/u.test(before) === /[a-z]/iu.test(word);
}

/** A cell of at least this many words on each side of a change of script may be two glued (decision 770). */
const MIN_GLUED_WORDS = 2;

/**
 * Two cells glued where the script changes («Планирование бюджета User Story Mapping», "Power BI Управление
 * проектами"): the cells of a flattened row run on without a capital of the same script to part them. Parted at the
 * change when both sides are phrases of two words or more and one of them is a whole taxonomy name; a preposition
 * before the change leads on («работа в Microsoft Excel»), and a lead («Знание Git») was taken off before.
 */
function splitAtScript(cell: string): string[] {
  const words = cell.split(" ");
  for (let i = MIN_GLUED_WORDS; i <= words.length - MIN_GLUED_WORDS; i++) {
    const before = words[i - 1]!;
    const word = words[i]!;
    const change =
      (/[а-яё]$/u.test(before) && /^[A-Z\d]/u.test(word)) || (/[A-Za-z]$/u.test(before) && /^[А-ЯЁ]/u.test(word));
    if (!change || LEADS_ON.test(before)) continue;
    const head = words.slice(0, i).join(" ");
    const tail = words.slice(i).join(" ");
    if (isTaxonomyName(head) || isTaxonomyName(tail)) return [head, ...splitAtScript(tail)];
  }
  return [cell];
}

function cellsOf(item: string): string[] {
  return cellsBySpelling(item).flatMap(splitAtScript);
}

function cellsBySpelling(item: string): string[] {
  const words = item.split(" ");
  if (words.length < 3) return [item];
  const cells: string[] = [];
  let start = 0;
  for (let i = 1; i < words.length; i++) {
    const before = words[i - 1]!;
    const word = words[i]!;
    if (LEADS_ON.test(before) || !newCell(before, word)) continue;
    cells.push(words.slice(start, i).join(" "));
    start = i;
  }
  cells.push(words.slice(start).join(" "));
  return cells;
}

const SENTENCE = /[.!?](?:\s|$)/u;

/**
 * A run-in term opening a paragraph of the skills section, the competence the paragraph describes: «Работа с HNWIs.
 * Последние 15 лет …», "Budget planning. Prepared the annual …". The term is a short phrase (two to five words, no
 * list separator, an aside in brackets allowed) closed by a full stop, and a sentence in capitals follows: prose of
 * five words or more, no list. After a colon or a dash the phrase is a category's label ("Programming: Proficient in
 * Python …", «Администрирование: настройка сетей …») and one word with a full stop an abbreviation ("Misc."): neither.
 */
const RUN_IN = /^([\p{Lu}\d][^.!?:;,–—()]{1,47}?(?:\s*\([^()]{1,24}\))?)\.\s+(?=\p{Lu}\p{Ll})/u;
const RUN_IN_WORDS = { min: 2, max: 5 };
const MIN_RUN_IN_REST_WORDS = 5;
function runInTerm(text: string): string | null {
  const line = text.replace(BULLET, "");
  const match = RUN_IN.exec(line);
  if (!match) return null;
  const term = match[1]!.trim();
  const words = term.split(/\s+/u).length;
  const rest = line.slice(match[0].length);
  if (words < RUN_IN_WORDS.min || words > RUN_IN_WORDS.max) return null;
  if (rest.split(/\s+/u).length < MIN_RUN_IN_REST_WORDS || listItems(rest) !== null) return null;
  if (headingKindOf(term) !== undefined) return null;
  return isSkillItem(term) && skillItemProblem(term) === null ? term : null;
}

/** A name read from an item: `shown` ones are the report's items; the others are skills of the reading only. */
interface Named {
  text: string;
  shown: boolean;
}

/**
 * The skills' names in the items of one line, by the item grammar of items.ts: a row label glued before the first,
 * names split at a spaced slash, a conjunction or between names run together, levels and self-ratings around the name, then a flattened row's
 * cells; an aside in brackets keeps the item as written and gives its name and listed parts apart (shown instead
 * when the whole item is too long to be one). Items that cannot be a name (too long, a date) are dropped.
 */
function namesOf(items: readonly string[]): Named[] {
  const inList = items.length > 1;
  const tidy = (item: string): string[] => cellsOf(cleanItem(withoutLevel(item))).filter(isSkillItem);
  const out: Named[] = [];
  const names = items
    .flatMap((item, index) => splitSpacedSlash(index === 0 ? withoutRowLabel(item) : item))
    .flatMap((item) => splitJoinedNames(withoutLevel(item), inList))
    .flatMap(splitRunOfNames);
  for (const item of names) {
    const { name, parts } = readAside(item);
    const shown = tidy(name);
    for (const text of shown) out.push({ text, shown: true });
    for (const part of parts) for (const text of tidy(part)) out.push({ text, shown: shown.length === 0 });
  }
  return out;
}

function isSkillItem(item: string): boolean {
  const words = item.split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.length <= MAX_ITEM_WORDS &&
    item.length <= MAX_ITEM_CHARS &&
    /^[\p{L}\d.]/u.test(item) &&
    /\p{L}/u.test(item) &&
    !/[.!?]$/.test(item) &&
    !/^(?:19|20)\d\d\b/.test(item)
  );
}

function cleanItem(item: string): string {
  // "такие как: street dance", «Базовые знания: C/C++»: up to three words ending in a lower-case one, glued before
  // the item with a colon, lead to it and are not part of its name ("1С: Управление торговлей", "Adobe Photoshop:
  // ретушь" keep theirs).
  const colon = item.lastIndexOf(": ");
  const lead = colon > 0 ? item.slice(0, colon).trim() : "";
  const named =
    lead && /^(?:\p{L}+ ){0,2}\p{Ll}{2,}$/u.test(lead) && item.slice(colon + 2).trim() ? item.slice(colon + 2) : item;
  return named
    .replace(/^[-–—:\s]+/u, "")
    .replace(/[,;:.\s]+$/u, "")
    .replace(/^[«"'(]+|[»"')]+$/gu, (m) => (m.includes("(") || m.includes(")") ? m : ""))
    .trim();
}

/** A skill's letters and digits, lower-cased: asked of the same names again and again, remembered per analysis. */
const lettersOf = rememberedByText((text: string): string =>
  text
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[^\p{L}\p{N}+#]/gu, ""),
);

/**
 * Dictionary skills an item stands for ("Python 3" → Python). An ambiguous word counts only as the whole item:
 * "Тестирование" is a skill, «Классификация тестирования» is a description.
 */
function skillsIn(item: string, wholeLineIsTags = false): string[] {
  const { tokens, hits } = readItem(item);
  const counted = hits.filter((hit) => wholeLineIsTags || !hit.ambiguous || hit.to - hit.from === tokens.length);
  return [...new Set(counted.map((hit) => hit.entry.name))];
}

/**
 * A name by its shape alone: an abbreviation in capitals («ООП», "LINQ"), a capital inside a word ("CodeIgniter"),
 * letters and digits together ("ggplot2", "x64dbg"), or a dot between letters ("ASP.NET"). A Title-case word
 * ("Framework", "Pinia") could be a tag or the end of the one before it, and is left alone.
 */
const COINED =
  /^(?:\p{Lu}[\p{Lu}\d+#]{2,4}|\p{L}+\p{Ll}\p{Lu}[\p{L}\d]*|[\p{L}\d-]*(?:\p{L}\d|\d\p{L})[\p{L}\d-]*|\p{L}+(?:\.\p{L}+)+)$/u;

/**
 * The words of a run of tags (an hh.ru key-skills row flattened into one line: "Python Django SQL ООП Linux") that no
 * dictionary skill covers and that are names by their shape: tags the taxonomy does not know. Only on a line where
 * the taxonomy reads two tags or more, so that the line is a run of tags and not a sentence.
 */
function coinedBetweenTags(item: string): string[] {
  // Tags only: no separators, brackets or sentence marks (those lines are lists or prose, read elsewhere), no years.
  if (/[,;:()[\]|∙•/!?]|(?:19|20)\d\d/u.test(item)) return [];
  const { tokens, hits } = readItem(item);
  if (hits.length < 2) return [];
  const covered = new Set<number>();
  for (const hit of hits) for (let i = hit.from; i < hit.to; i++) covered.add(i);
  if (covered.size < tokens.length * TAGS_COVERED) return [];
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (covered.has(i)) return;
    // A whole word between spaces: "RS" of "JAX-RS" or "GD" of "GD&T" is a piece of a name.
    if (/\S/u.test(item.charAt(token.start - 1)) || /\S/u.test(item.charAt(token.end))) return;
    const word = item.slice(token.start, token.end);
    if (COINED.test(word) && headingKindOf(word) === undefined && !skillItemProblem(word)) out.push(word);
  });
  return out;
}
/** The share of a run's words the taxonomy must read as tags before the rest are taken for tags too. */
const TAGS_COVERED = 0.6;

/** The dictionary skills of an item that two or more of them cover word for word, or null. */
function tagsCovering(item: string): string[] | null {
  const { tokens, hits } = readItem(item);
  if (hits.length < 2) return null;
  const covered = new Set<number>();
  for (const hit of hits) for (let i = hit.from; i < hit.to; i++) covered.add(i);
  if (covered.size !== tokens.length || new Set(hits.map((h) => h.from)).size < 2) return null;
  return [...new Set(hits.map((hit) => hit.entry.name))];
}

/** Professional skills first, then management and personal ones, then items the dictionary does not know. */
const GENERAL_CATEGORIES: ReadonlySet<string> = new Set(["soft", "management", "languages"]);

/**
 * Categories of facts the report shows elsewhere: a spoken language with its level (the languages check) and a
 * personal quality (the hard-vs-soft and cliché checks). An item naming only these is a skill of the reading, not a
 * key skill: «Русский», «Английский — C1», «Исполнительность» are no professional skill (decision 770).
 */
const OWN_FACT_CATEGORIES: ReadonlySet<string> = new Set(["soft", "languages"]);
function namesOwnFact(skill: KeySkill, categoryOf: (name: string) => string | undefined): boolean {
  return skill.skills.length > 0 && skill.skills.every((name) => OWN_FACT_CATEGORIES.has(categoryOf(name) ?? ""));
}
function tierOf(skill: KeySkill, categoryOf: (name: string) => string | undefined): number {
  if (!skill.skills.length) return 2;
  return skill.skills.some((name) => !GENERAL_CATEGORIES.has(categoryOf(name) ?? "soft")) ? 0 : 1;
}

export interface KeySkillResult {
  keySkills: KeySkill[];
  duplicates: string[];
  /**
   * Items of the resume's own skills list that no dictionary skill spells (decision 395), as written, each once:
   * the reading's skills are the taxonomy's and these (issue 21, item 5), not only the 15 the report shows.
   */
  listedSkills: MatchedSkill[];
}

/** The category of a listed item the dictionary does not name: not counted with the taxonomy's hard skills. */
export const LISTED_CATEGORY = "listed";
/** A skills section read wrong (prose taken for a list) must not flood the reading: at most this many are added. */
const MAX_LISTED_SKILLS = 40;

/**
 * The listed items the reading does not already carry: an item that is a whole taxonomy name the matcher found
 * ("Git", «1С:Бухгалтерия 8.3» beside the found «1С:Бухгалтерия») is there; one it did not accept ("matplotlib" beside tools it did not count) or one that says more than
 * the name ("Data entry proficiency") is added as written.
 */
function listedOnly(listed: readonly KeySkill[], skills: readonly MatchedSkill[]): MatchedSkill[] {
  const known = new Set(skills.flatMap((s) => [s.name, s.display, ...(s.surfaces ?? [])]).map(lettersOf));
  const found = new Set(skills.map((s) => s.name));
  const shown = new Set(skills.flatMap((s) => [s.name, s.display]).map(lettersOf));
  const out: MatchedSkill[] = [];
  for (const item of listed) {
    const key = lettersOf(item.name);
    const bare = withoutVersionOrAside(item.name);
    // Another product the dictionary groups under a found skill ("Pinia" beside Vue.js, "Mocha" beside Jest) is a
    // skill of the person's own, listed as written (decision 540); a spelling of the found one ("Golang") is not.
    const other = item.skills.length === 1 && namesAnotherProduct(bare);
    if (!key || shown.has(key) || (known.has(key) && !other)) continue;
    if (!other && item.skills.length > 0 && item.skills.every((name) => found.has(name)) && isTaxonomyName(bare))
      continue;
    known.add(key);
    shown.add(key);
    out.push({
      name: item.name,
      display: item.name,
      category: other ? (SKILL_BY_NAME.get(item.skills[0]!)?.category ?? LISTED_CATEGORY) : LISTED_CATEGORY,
      demand: "low",
      count: 1,
      evidence: item.evidence,
      line: item.line,
      listed: 1,
    });
  }
  return out.length > MAX_LISTED_SKILLS ? out.slice(0, MAX_LISTED_SKILLS) : out;
}

/**
 * Whether an item is the person's own name or a part of it: a name in a sidebar beside the skills column, the
 * header flattened into the first row, or a page's running footer («Артём Дружинин 1», "Jane Doe – 2") is no skill
 * (the reader found the name before the skills).
 */
function namesPerson(item: string, personWords: ReadonlySet<string>): boolean {
  if (personWords.size === 0) return false;
  const words = item
    .toLowerCase()
    .replace(/[\s|–—-]*(?:page\s+|стр\.?\s*)?\d{1,3}(?:\s*(?:\/|of|из)\s*\d{1,3})?$/u, "")
    .split(/[\s.,]+/u)
    .filter(Boolean);
  return words.length > 0 && words.every((w) => personWords.has(w));
}

/** What the reading already knows as something other than a skill (decision 650). */
export interface OtherFacts {
  /** The person's city (contacts). */
  city?: string | null;
  /** Lines of the timeline's work entries: a dated job line (its employer, its city) and the title line above it. */
  jobLines?: ReadonlySet<number>;
  /** The parts of those lines (a title, an employer, a city), lower-cased: the same words listed as a skill elsewhere. */
  entryParts?: ReadonlySet<string>;
  /** The first dated job's line: a stack label after it opens that job's record, not the skills list (decision 655). */
  firstJobLine?: number;
}

/**
 * Whether a skills-list item is a fact the reading already knows as something else (decision 650): the person's
 * city or a known city, a section heading («Хард скиллы», "Soft skills") or a level over one («Базовые знания»),
 * or an item of a job entry the skills section ran over (the title, the employer, the employer's city on the
 * timeline's lines). The person's name is namesPerson's. Such an item still gives the taxonomy's skills it names.
 */
function namesAnotherFact(item: string, line: number, facts: OtherFacts, known: readonly string[]): boolean {
  const bare = item.replace(/[.,;:]+$/u, "").trim();
  const lower = bare.toLowerCase();
  // A job's title, employer or city (the taxonomy's skills in it still count: "Unity Developer" gives Unity).
  if (facts.jobLines?.has(line) || facts.entryParts?.has(lower)) return true;
  // An item naming a taxonomy skill ("Strong communication skills") is that skill's, whatever heading it resembles.
  if (!bare || known.length > 0) return false;
  if ((facts.city && lower === facts.city.toLowerCase()) || isKnownCity(bare)) return true;
  if (headingKindOf(bare)) return true;
  const [first, ...rest] = bare.split(/\s+/u);
  return rest.length > 0 && isLevelWord(first!) && headingKindOf(rest.join(" ")) !== undefined;
}

/**
 * A job's stack label: «Технологии:», «Используемые технологии:», «Стек:», "Tech stack:", "Technologies:",
 * "Environment:". The list after it (on its line or the next) is that job's record (decision 655).
 */
export const STACK_LABEL =
  /^\s*(?:[-–—•·*]\s*)?(?:(?:используемые|основные|ключевые)\s+)?(?:технологии|стек(?:\s+технологий)?|инструменты|tech(?:nology|nologies)?(?:\s+stack)?|stack|technologies\s+used|tools(?:\s+used)?|environment)\s*:/iu;

/** Whether every line after `from` up to `to` is in the skills section and no heading other than a stack label. */
function sameRun(
  lines: readonly string[],
  sectionOf: (line: number) => SectionKind | null,
  from: number,
  to: number,
): boolean {
  for (let k = from + 1; k <= to; k++) {
    const line = lines[k] ?? "";
    if (sectionOf(k) !== "skills" || (headingOf(line) && !STACK_LABEL.test(line))) return false;
  }
  return true;
}

export function pickKeySkills(
  lines: readonly string[],
  sectionOf: (line: number) => SectionKind | null,
  skills: readonly MatchedSkill[],
  personName?: string | null,
  others: OtherFacts = {},
): KeySkillResult {
  const { firstJobLine } = others;
  const personWords = new Set(
    (personName ?? "")
      .toLowerCase()
      .split(/[\s.,]+/u)
      .filter((w) => w.length > 1),
  );
  const picked: KeySkill[] = [];
  const seenLetters = new Map<string, number>();
  const covered = new Set<string>();
  const duplicates: string[] = [];
  /** Lines that list a job's stack: their tags repeat the skills by design and are no duplicate. */
  const stackLines = new Set<number>();
  /** Every name offered to `add`, a job's record included: each is picked once. */
  const attempted = new Set<string>();
  const add = (skill: KeySkill): void => {
    const key = lettersOf(skill.name);
    if (!key) return;
    const record = skill.source === "skills-list" && stackLines.has(skill.line);
    if (!record) {
      const seen = seenLetters.get(key) ?? 0;
      seenLetters.set(key, seen + 1);
      if (seen === 1) duplicates.push(skill.name);
    }
    const tried = attempted.has(key);
    attempted.add(key);
    if (
      tried ||
      (skill.skills.length > 0 && skill.skills.every((name) => covered.has(name)) && skill.source === "text")
    )
      return;
    for (const name of skill.skills) covered.add(name);
    picked.push(skill);
  };

  const bySkill = new Map(skills.map((s) => [s.name, s]));
  // 1. The resume's own skills list, in its order; items the dictionary knows (tools, methods) before the rest
  // (descriptions and personal qualities), so that a long list does not push the tools past the limit.
  const listed: KeySkill[] = [];
  /** Names read from the items' brackets ("Python (pandas, numpy)"): skills of the reading, not the report's items. */
  const apart: KeySkill[] = [];
  /** Lines that are the person's name (a footer among the items): the taxonomy reads nothing there either. */
  const personLines = new Set<number>();
  // Under a job (after the first job's dates), a stack label opens the job's record: its list and what follows in
  // the same run of the section (hh.ru drops a label, a title is read into it) up to the next other heading.
  let stackFrom = -1;
  for (const { text, line } of skillLines(lines, sectionOf)) {
    if (firstJobLine !== undefined && line > firstJobLine) {
      if (STACK_LABEL.test(text)) stackFrom = line;
      else if (stackFrom >= 0 && !sameRun(lines, sectionOf, stackFrom, line)) stackFrom = -1;
      if (stackFrom >= 0) stackLines.add(line);
    }
    const term = runInTerm(text);
    // "github:" before a link that was blanked is the contact's label, not an item (decision 590).
    const raw = term
      ? [term]
      : itemsOf(text)
          .filter((item) => !CONTACT_SITE_ITEM.test(item.trim()))
          .map(cleanItem)
          .filter(Boolean);
    const evidence = text.length <= 160 ? text : `${text.slice(0, 159)}…`;
    /** The line's quote, around `needle` when the quote from its start would not show it (a long flattened row). */
    const quoted = (needle: string): string => {
      const at = text.length <= 160 ? -1 : text.toLowerCase().indexOf(needle.toLowerCase());
      return at < 0 ? evidence : quoteOf(text, at, at + needle.length);
    };
    /** The dictionary skills `names`, each as the resume spells it: what a list item stands for. */
    const pushKnown = (names: readonly string[]): void => {
      for (const name of names) {
        const matched = bySkill.get(name);
        if (matched)
          listed.push({
            name: matched.listed ? matched.display : matched.name,
            skills: [name],
            evidence: quoted(matched.display),
            line,
            source: "skills-list",
          });
      }
    };
    let items = raw;
    let flattened = false;
    if (raw.length === 1 && !isSkillItem(raw[0]!)) {
      // A table row flattened into one line is its cells ("Data entry proficiency Collection Process and Denials
      // Management"); else a run of tags ("1С программирование ERP-системы на базе 1С SQL") gives its dictionary
      // skills. A sentence in the skills section ("Проходил туториалы по ReactJS и Go.") is prose, not a list.
      // There every alias is a tag: match.ts accepted ambiguous ones on such a line too.
      // The line's own end counts: cleanItem took the full stop off the one item («… в нескольких компаниях.»).
      const sentence = SENTENCE.test(raw[0]!) || SENTENCE.test(text);
      const cells = cellsOf(raw[0]!);
      if (cells.length >= 2 && cells.every(isSkillItem) && !sentence) {
        items = cells;
        flattened = true;
      } else {
        // A line of prose still names the taxonomy's skills ("General: Detail-oriented task performance, …").
        if (!SENTENCE.test(raw[0]!)) {
          pushKnown(skillsIn(raw[0]!, true));
          for (const name of coinedBetweenTags(raw[0]!))
            listed.push({ name, skills: [], evidence: quoted(name), line, source: "skills-list" });
        }
        continue;
      }
    }
    for (const { text: item, shown } of namesOf(items)) {
      // A flattened row's cell that is tags run together ("Холодные звонки CRM 1С:Предприятие"): the tags.
      const tags = flattened && shown ? tagsCovering(item) : null;
      if (tags) {
        pushKnown(tags);
        continue;
      }
      const known = skillsIn(item);
      const skill: KeySkill = { name: item, skills: known, evidence: quoted(item), line, source: "skills-list" };
      // The person's name (a sidebar, a page's footer «Артём Дружинин 1») stands for nothing, not even a taxonomy
      // name its letters spell ("Doe 2" of DOE-2).
      if (namesPerson(item, personWords)) {
        personLines.add(line);
        continue;
      }
      if (!skillItemProblem(item) && !namesAnotherFact(item, line, others, known)) (shown ? listed : apart).push(skill);
      // Not clean (a personal detail, a piece of a sentence, a cut word): only the taxonomy's skills in it count.
      else if (shown) pushKnown(known);
    }
  }
  const categoryOf = (name: string): string | undefined => SKILL_BY_NAME.get(name)?.category;
  for (const tier of [0, 1, 2]) for (const skill of listed) if (tierOf(skill, categoryOf) === tier) add(skill);
  // 2. Dictionary skills listed elsewhere, then 3. professional ones from the text, most in demand first.
  const rest = skills
    .filter((s) => !covered.has(s.name) && !s.implied && !personLines.has(s.line))
    .filter((s) => !OWN_FACT_CATEGORIES.has(s.category))
    .sort(
      (a, b) =>
        Number(b.listed > 0) - Number(a.listed > 0) ||
        Math.min(b.count, 3) - Math.min(a.count, 3) ||
        demandRank(b.demand) - demandRank(a.demand),
    );
  for (const skill of rest)
    add({ name: skill.display, skills: [skill.name], evidence: skill.evidence, line: skill.line, source: "text" });
  return {
    keySkills: picked.filter((skill) => !namesOwnFact(skill, categoryOf)).slice(0, MAX_KEY_SKILLS),
    duplicates,
    listedSkills: listedOnly(
      [...listed, ...apart, ...coordinatedSkills(lines, sectionOf).filter((s) => !namesPerson(s.name, personWords))],
      skills,
    ),
  };
}

/**
 * Whether a skill the matcher read only in running text may be shown as the person's (decision 770): a general tool
 * (a category no trade owns: programming, data, office tools) may; a trade's skill («Подбор персонала», "Brand
 * management", «Бухгалтерский учет») only in that trade's families (knowledge/families.ts) — management also at a
 * leading level. A product whose name has a capital inside ("DeCipher") read only in lower case ("to decipher the
 * code") is the ordinary word. Listed anywhere by the person, a skill is theirs.
 */
function fitsField(skill: MatchedSkill | undefined, family: RoleFamily | null, level: Level | null): boolean {
  if (!skill || skill.listed > 0) return true;
  const families = TRADE_CATEGORY_FAMILIES[skill.category];
  const leads = skill.category === "management" && level !== null && LEADING_LEVELS.has(level);
  // An unread family names no field to compare with: the skill stays.
  if (families && !leads && family !== null && !families.includes(family)) return false;
  const surfaces = skill.surfaces ?? [];
  return !(/\p{Ll}\p{Lu}/u.test(skill.display) && surfaces.length > 0 && surfaces.every((s) => s === s.toLowerCase()));
}

/** The key skills once the person's family and level are read: those from running text that fit the field. */
export function keySkillsOfField(
  keySkills: readonly KeySkill[],
  skills: readonly MatchedSkill[],
  family: RoleFamily | null,
  level: Level | null,
): KeySkill[] {
  const byName = new Map(skills.map((skill) => [skill.name, skill]));
  return keySkills.filter(
    (key) => key.source !== "text" || key.skills.every((name) => fitsField(byName.get(name), family, level)),
  );
}
