/**
 * Section headings in Russian and English, including upper-case, Markdown, "Heading:" and letter-spaced forms.
 * A line is a heading when, letters only, it equals a known heading, or starts with one followed by ":" / "—".
 */
import {
  EXPERIENCE_HEADING_GRAMMAR,
  HEADING_MODIFIERS,
  HEADING_TRAILERS,
  HEADINGS,
  OTHER_DOCUMENTS,
  RESEARCH_FACET_PHRASES,
  type ResearchFacet,
} from "../knowledge/headings";
import { rememberedByText } from "./memo";
import { isCommonWord } from "./spelling";
import { collapseLetterSpacing, foldCase, LOOK_ALIKE_LATIN, lettersKey, lettersOnly, WordPattern } from "./text";
import type { OtherDocument, Section, SectionKind } from "./types";

/** headingOf's answers for this analysis (memo.ts). */
const headingAnswers = rememberedByText(readHeading);
/** headingKindOf's answers for this analysis: every heading reader looks its candidate phrases up there. */
const headingKindAnswers = rememberedByText(readHeadingKind);

/** letters-only key -> kind; built once at module load. */
const HEADING_BY_KEY: ReadonlyMap<string, SectionKind> = (() => {
  const map = new Map<string, SectionKind>();
  for (const [kind, names] of Object.entries(HEADINGS) as [SectionKind, readonly string[]][]) {
    for (const name of names) map.set(lettersKey(name), kind);
  }
  return map;
})();

/** Qualifying words a heading may start with («Мои», «Доп.», "Other", "Selected"): knowledge/headings.ts. */
const MODIFIERS: ReadonlySet<string> = new Set(HEADING_MODIFIERS.map(lettersKey));
/** Generic nouns a heading may end with ("Education Details", "Skills Overview"): knowledge/headings.ts. */
const TRAILERS: ReadonlySet<string> = new Set(HEADING_TRAILERS.map(lettersKey));
const LETTER = /\p{L}/u;
const isLetter = (ch: string): boolean => (ch >= "a" && ch <= "z") || (ch > "\u007f" && LETTER.test(ch));

/** Latin letters that look like Cyrillic ones: the skills matcher's look-alikes read the other way. */
const TO_CYRILLIC: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LOOK_ALIKE_LATIN)
    .filter(([, latin]) => !"bhmt".includes(latin)) // «в», «н», «м», «т» look Latin only in capitals
    .map(([cyrillic, latin]) => [latin, cyrillic]),
);

/**
 * A letters-only key whose letters mix Latin and Cyrillic, written in the script most of its letters are in
 * («oпытработы» → «опытработы», "skіlls" → "skills"); any other key as it is.
 */
function oneScript(key: string): string {
  let latin = 0;
  let cyrillic = 0;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code >= 97 && code <= 122) latin++;
    else if (code >= 0x430 && code <= 0x45f) cyrillic++;
  }
  if (latin === 0 || cyrillic === 0) return key;
  return cyrillic >= latin
    ? key.replace(/[a-z]/gu, (ch) => TO_CYRILLIC[ch] ?? ch)
    : key.replace(/[а-яі]/gu, (ch) => LOOK_ALIKE_LATIN[ch] ?? ch);
}

/** The first word of a folded phrase: the first of its split into words. */
const FIRST_WORD = /\p{L}+/u;

/**
 * The kind of a heading phrase: a listed phrase as written (letters only, case and ё folded), in one script, or
 * without the qualifying words at its front («Мои компетенции», «Доп. навыки», "Other Skills", "Selected List of
 * Talks"). The one place a phrase is looked up.
 */
export function headingKindOf(phrase: string): SectionKind | undefined {
  return headingKindAnswers(phrase);
}

function readHeadingKind(phrase: string): SectionKind | undefined {
  return readListedKind(phrase) ?? experienceByGrammar(foldCase(phrase));
}

function readListedKind(phrase: string): SectionKind | undefined {
  const key = lettersKey(phrase);
  // Most keys are in one script already (oneScript returns them as they are): looked up once, not twice.
  const single = oneScript(key);
  const exact = HEADING_BY_KEY.get(key) ?? (single === key ? undefined : HEADING_BY_KEY.get(single));
  if (exact) return exact;
  // Only qualifying words at the front are dropped: a phrase whose first word is not one needs no split into words
  // (most lines are not headings, and that split cost more than the rest of this function).
  const folded = foldCase(phrase);
  const first = FIRST_WORD.exec(folded)?.[0];
  if (first === undefined || !MODIFIERS.has(oneScript(first))) return withoutTrailer(folded);
  // «Другое / контакты» is two headings, not a qualified one: qualifiers stand before a heading with a space only.
  if (/[/,&+|]/u.test(phrase)) return undefined;
  // A listed phrase that starts with a qualifier, then a generic noun ("Additional Education Background"), is that
  // phrase: read before the qualifier is dropped ("education background" is another kind).
  const trailed = withoutTrailer(folded, true);
  if (trailed) return trailed;
  const words = folded.split(/[^\p{L}]+/u).filter(Boolean);
  // «Мои личные данные»: after each qualifier dropped, the rest is looked up ("личные данные" is listed as it is).
  for (let from = 1; from < words.length && MODIFIERS.has(oneScript(words[from - 1]!)); from++) {
    const kind = HEADING_BY_KEY.get(oneScript(words.slice(from).join("")));
    if (kind) return kind;
  }
  return withoutTrailer(folded);
}

const GRAMMAR = EXPERIENCE_HEADING_GRAMMAR;
const ENGLISH_HEADS: ReadonlySet<string> = new Set(GRAMMAR.englishHeads);
/** The words an English experience heading may put before its head: field words and the heading qualifiers. */
const ENGLISH_FIELDS: ReadonlySet<string> = new Set([
  ...GRAMMAR.englishFields,
  ...HEADING_MODIFIERS.filter((word) => /^[a-z]+$/u.test(word) && word !== "of" && word !== "the" && word !== "list"),
]);
/** The field words alone, without hyphens: what may stand before a joiner ("Research and Teaching Experience"). */
const FIELD_WORDS: ReadonlySet<string> = new Set(GRAMMAR.englishFields.map((word) => word.replace(/-/gu, "")));
const RUSSIAN_BEFORE: ReadonlySet<string> = new Set(GRAMMAR.russianBefore);
const RUSSIAN_COMPLEMENTS: ReadonlySet<string> = new Set(GRAMMAR.russianComplements);
/** Longest first: «опыт работы» before «опыт». */
const RUSSIAN_HEADS = [...GRAMMAR.russianHeads].map((head) => head.split(" ")).sort((a, b) => b.length - a.length);
/** Words that join two qualifiers: "Research and Teaching Experience", «Исследовательский и проектный опыт». */
const JOINERS: ReadonlySet<string> = new Set(["and", "&", "и"]);
/** A Russian adjective in a heading's forms (masculine, neuter, plural): «коммерческий», «проектный». */
const RUSSIAN_ADJECTIVE = /^[а-яё]{4,}(?:ый|ий|ой|ое|ее|ые|ие)$/u;

/**
 * The experience heading by grammar (decision 710, knowledge/headings.ts): "Post-doctoral Research Experience",
 * "Clinical and Laboratory Experience", «Последнее место работы», «Коммерческий опыт», «Опыт работы в маркетинге
 * (7 лет)». A short aside in brackets and a hyphen broken by the layout ("Post- doctoral") are read past.
 */
function experienceByGrammar(folded: string): SectionKind | undefined {
  const core = folded
    .replace(/\s*\([^()]{0,24}\)\s*$/u, "")
    .replace(/(\p{L})-\s+(?=\p{L})/gu, "$1-")
    .replace(/[\s:.]+$/u, "");
  if (core.length > 60 || /[\d@()]/u.test(core)) return undefined;
  const words = core.replace(/[,/&]/gu, " & ").split(/\s+/u).filter(Boolean);
  if (words.length < 2 || words.length > 7) return undefined;
  return englishByGrammar(words) || russianByGrammar(words) ? "experience" : undefined;
}

/** Field words, joined or not, then the head noun: "post-doctoral research experience". */
function englishByGrammar(words: readonly string[]): boolean {
  if (!ENGLISH_HEADS.has(words[words.length - 1]!) || words.length > 6) return false;
  const before = words.slice(0, -1);
  if (JOINERS.has(before[0]!) || JOINERS.has(before[before.length - 1]!)) return false;
  // A qualifier before a joiner is a heading of its own ("Other and Professional Appointments": the first part decides).
  for (let i = 0; i + 1 < before.length; i++)
    if (JOINERS.has(before[i + 1]!) && !FIELD_WORDS.has(before[i]!.replace(/-/gu, ""))) return false;
  return before.every(
    (word) =>
      JOINERS.has(word) || ENGLISH_FIELDS.has(word) || word.split("-").every((part) => ENGLISH_FIELDS.has(part)),
  );
}

/** Qualifiers, the head phrase, then nothing or a prepositional complement: «последнее место работы», «опыт в it». */
function russianByGrammar(words: readonly string[]): boolean {
  let at = 0;
  let adjectives = 0;
  while (
    at < words.length &&
    (RUSSIAN_BEFORE.has(words[at]!) || RUSSIAN_ADJECTIVE.test(words[at]!) || JOINERS.has(words[at]!))
  ) {
    if (RUSSIAN_ADJECTIVE.test(words[at]!) && !RUSSIAN_BEFORE.has(words[at]!)) adjectives++;
    at++;
  }
  const head = RUSSIAN_HEADS.find((parts) => parts.every((part, i) => words[at + i] === part));
  if (!head || (at > 0 && JOINERS.has(words[at - 1]!))) return false;
  // Free adjectives qualify «опыт» only («коммерческий опыт»); a place of work takes the listed qualifiers.
  if (adjectives > 0 && head[0] !== "опыт") return false;
  const rest = words.slice(at + head.length);
  if (rest.length === 0) return at > 0 || head.length > 1;
  // «Опыт работы в маркетинге» is a heading; «Опыт работы в команде», «… в Jira» are a skills list's lines.
  const complement = rest.slice(1);
  return (
    RUSSIAN_COMPLEMENTS.has(rest[0]!) &&
    complement.length >= 1 &&
    complement.length <= 3 &&
    complement.every((word) => /^[а-яё-]+$/u.test(word)) &&
    !complement.some((word) => GRAMMAR.russianSkillComplements.some((start) => word.startsWith(start)))
  );
}

/**
 * "education details" → education: a generic noun at the end dropped, the rest looked up (qualifiers allowed, unless
 * `listedOnly`: then the rest must be listed as written).
 */
function withoutTrailer(folded: string, listedOnly = false): SectionKind | undefined {
  // Most phrases end in no generic noun: the last word is read from the end, without a regular expression.
  let end = folded.length;
  while (end > 0 && !isLetter(folded[end - 1]!)) end--;
  let start = end;
  while (start > 0 && isLetter(folded[start - 1]!)) start--;
  if (start === 0 || !TRAILERS.has(folded.slice(start, end))) return undefined;
  const rest = folded.slice(0, start).trim();
  const key = oneScript(lettersKey(rest));
  // A qualifier alone is no heading of the phrase ("Other Overview" is an overview): the caller drops it instead.
  if (listedOnly) return MODIFIERS.has(key) ? undefined : HEADING_BY_KEY.get(key);
  const listed = HEADING_BY_KEY.get(key);
  if (listed) return listed;
  return TRAILERS.has(lettersKey(rest)) ? undefined : headingKindOf(rest);
}

/**
 * letters-only key -> the research facet a heading lists (publications, talks, grants, teaching): decision 435; the
 * singulars too ("Publication/Preprints", decision 635).
 */
const FACET_BY_KEY: ReadonlyMap<string, ResearchFacet> = (() => {
  const map = new Map<string, ResearchFacet>();
  for (const [facet, phrases] of Object.entries(RESEARCH_FACET_PHRASES) as [ResearchFacet, readonly string[]][])
    for (const phrase of phrases) map.set(lettersKey(phrase), facet);
  return map;
})();

/**
 * The research facet of a section's heading as the reader found it: the phrase as listed, after qualifiers at its
 * front ("Selected Publications", «Основные публикации», "Recent Talks"), or the first part of a compound heading
 * ("Publications and Talks", «Гранты, награды»). Undefined for every other heading.
 */
export function researchFacetOf(heading: string): ResearchFacet | undefined {
  const folded = foldCase(heading);
  const first = folded.split(/\s(?:and|и)\s|[,/&+|;]/u)[0] ?? folded;
  for (const phrase of first === folded ? [folded] : [folded, first]) {
    const words = phrase.split(/[^\p{L}]+/u).filter(Boolean);
    for (let from = 0; from < words.length; from++) {
      const facet = FACET_BY_KEY.get(oneScript(words.slice(from).join("")));
      if (facet) return facet;
      if (!MODIFIERS.has(oneScript(words[from]!))) break;
    }
  }
  return undefined;
}

/**
 * A heading in capitals whose spaces a PDF text layer lost or moved («КЛЮЧЕВЫЕРЕ ЗУЛ ЬТАТ Ы», «ПРЕ ДЫДУЩИЙ ОПЫТ»):
 * its letters are a qualifier's and then a listed heading's.
 */
function qualifiedByLetters(key: string): SectionKind | undefined {
  for (let cut = 2; cut <= 16 && cut < key.length - 2; cut++) {
    if (MODIFIERS.has(key.slice(0, cut))) {
      const kind = HEADING_BY_KEY.get(key.slice(cut));
      if (kind) return kind;
    }
  }
  return undefined;
}

/** Heading phrases by how they start, for "Опыт работы — 11 месяцев" and "Skills: Python, Go". */
const HEADING_PREFIXES: ReadonlyArray<readonly [string, SectionKind]> = Object.entries(HEADINGS)
  .flatMap(([kind, names]) => names.map((n) => [foldCase(n), kind as SectionKind] as const))
  .filter(([name]) => name.length >= 4)
  .sort((a, b) => b[0].length - a[0].length);

/** The same phrases by their first character (longest first within each), so a line is compared only with those. */
const HEADING_PREFIXES_BY_FIRST: ReadonlyMap<string, ReadonlyArray<readonly [string, SectionKind]>> = (() => {
  const byFirst = new Map<string, (readonly [string, SectionKind])[]>();
  for (const entry of HEADING_PREFIXES) {
    const group = byFirst.get(entry[0][0]!) ?? [];
    group.push(entry);
    byFirst.set(entry[0][0]!, group);
  }
  return byFirst;
})();

/**
 * Markup and emoji around a heading: "## 💼 Проектный опыт", "► SKILLS", "EXPERIENCE:". An icon font's glyph (private
 * use area) stays: templates put one before each item of a skills grid as well as before headings.
 */
const MARKUP = /^(?:[\s#*_=>|•·▪■◆►▶➢✓✔\p{Extended_Pictographic}-]|\uFE0F)+|[\s*_=|:]+$/gu;
/**
 * A heading's number in an outline: "II. EDUCATION", "B) Skills", "3.1 Опыт" (Arabic numbers are not letters and are
 * read past already). A Roman numeral or one capital letter, then a dot or a bracket and a space.
 */
const ENUMERATION = /^(?:[IVX]{1,4}|\p{Lu})[.)]\s+(?=\p{Lu})/u;
/** A line that ends with a joining word or mark goes on on the next line: "Staff training &", «Навыки и». */
const JOINING_WORD = /\s(?:and|or|и|или)$/u;
function unfinished(line: string): boolean {
  const end = line.trimEnd();
  const last = end[end.length - 1];
  return last === "&" || last === "," || last === "+" || last === "/" || JOINING_WORD.test(end.slice(-5));
}

/**
 * Words that make a short, heading-shaped line a heading of their kind even when the whole phrase is not in the
 * list above ("Relevant Employment", "Редкоиспользуемые навыки", "Notable Projects"). Checked in this order.
 */
const HEADING_ROOTS: ReadonlyArray<readonly [SectionKind, WordPattern]> = [
  ["experience", new WordPattern(/(?:experience|employment|work history|appointments|опыт|трудов)/u)],
  ["education", new WordPattern(/(?:education|educational|academic|qualification|образовани)/u)],
  ["skills", new WordPattern(/(?:skill|competenc|expertise|proficienc|навык|компетенц|стек|стэк)/u)],
  ["courses", new WordPattern(/(?:course|certificat|licen[cs]e|training|курс|сертификат|квалификаци|тренинг)/u)],
  ["projects", new WordPattern(/(?:project|research|проект|исследован)/u)],
  [
    "publications",
    new WordPattern(/(?:publication|patent|talks|papers|conference|публикаци|патент|доклад|выступлени)/u),
  ],
  [
    "achievements",
    new WordPattern(
      /(?:award|honou?r|achievement|accomplishment|grants|scholarship|prizes|competitions|достижени|наград|грамот|олимпиад|конкурс|стипенди)/u,
    ),
  ],
  ["languages", new WordPattern(/(?:languages|язык(?:и|ов|ами|ах)(?!\p{L}))/u)],
  ["volunteering", new WordPattern(/(?:volunteer|community|волонт)/u)],
  ["interests", new WordPattern(/(?:interests|hobbies|хобби|интересы|увлечени)/u)],
  ["contacts", new WordPattern(/(?:contact|контакт)/u)],
  ["summary", new WordPattern(/(?:summary|profile|about me|обо мне|о себе)/u)],
  ["desired", new WordPattern(/(?:objective|желаем)/u)],
  ["additional", new WordPattern(/(?:additional|дополнительн|прочие сведения)/u)],
];

const CYRILLIC = /[а-яё]/u;

/**
 * The root word that names a short heading's kind. English puts the head noun last ("Research Publications",
 * "Summary of Academic Achievements", "Project Management Skills"): of several roots, the one that starts last
 * decides (ties go to the list's order). Russian headings keep the list's order («Опыт проектной работы» is
 * experience): reading the first root by position instead («Курсы в образовании» as courses) cost a validation
 * file's years when tried (decision 500).
 */
function rootOf(folded: string): (typeof HEADING_ROOTS)[number] | undefined {
  if (CYRILLIC.test(folded)) return HEADING_ROOTS.find(([, root]) => root.test(folded));
  let best: (typeof HEADING_ROOTS)[number] | undefined;
  let bestAt = -1;
  for (const entry of HEADING_ROOTS) {
    const at = entry[1].exec(folded)?.index ?? -1;
    if (at > bestAt) {
      best = entry;
      bestAt = at;
    }
  }
  return best;
}

/** Job titles are short capitalised lines too: "Project Manager" and "Research Assistant" are not headings. */
const ROLE_WORD = new WordPattern(
  /(?:manager|engineer|developer|assistant|specialist|analyst|consultant|officer|lead|director|intern|coordinator|scientist|associate|teacher|coach|tutor|worker|representative|clerk|driver|operator|owner|founder|member|president|head|leader|fellow(?!ship)|researcher|postdoc|professor|lecturer|instructor|менеджер|инженер|разработчик|специалист|аналитик|руководител|директор|ассистент|помощник|стажер|учитель|преподавател|лаборант|сотрудник)/u,
);

/**
 * A short capitalised line without sentence punctuation or numbers: "Employment Scan", "ДОСТИЖЕНИЯ". A lead-in that
 * ends in a colon («Из профессиональных навыков знаю:») may be a little longer and in sentence case.
 */
function hasHeadingShape(line: string, leadIn = false): boolean {
  if (line.length > (leadIn ? 50 : 40) || /[\d@.,;!?()]/.test(line) || !/^\p{Lu}/u.test(line)) return false;
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0 || words.length > (leadIn ? 6 : 4)) return false;
  if (leadIn) return true;
  const upper = line === line.toUpperCase();
  const titled = words.every((w) => /^\p{Lu}/u.test(w) || /^(?:of|and|the|for|&|и|в|с|по|на)$/u.test(w));
  return upper || titled || words.length <= 3;
}

export interface HeadingMatch {
  kind: SectionKind;
  letterSpaced: boolean;
  /** Recognised by its shape and a root word only ("Notable Projects"): weaker than a listed heading. */
  byRoot?: boolean;
  /** "Опыт работы — 11 месяцев", "Skills: Python": a known heading followed by more text. */
  byPrefix?: boolean;
}

/** What separates the parts of a heading: "Навыки и инструменты", "Skills & Tools", "Проекты (примеры)". */
const PART_BREAK = /\s*(?:&|\/|,|\+|\(|\band\b|\sи\s)\s*/u;

/** Every break between the parts of a compound heading, and an aside in brackets at its end. */
const PART_BREAKS_KEPT = /(\s*(?:&|\/|,|\+|\band\b|\bor\b|\sи\s|\sили\s|\sа также\s|\s[–—-]\s)\s*)/u;
const ASIDE = /\s*\([^()]*\)\s*$/u;

/**
 * One part of a compound heading: a listed phrase (qualifiers allowed), or up to three words with a root word. One
 * word that is only a qualifier or a root ("Academic" of "Academic/Teaching Experience") is weak: it qualifies the
 * noun the heading ends with, and a strong part decides the kind.
 */
function partKind(part: string): { kind: SectionKind | undefined; weak: boolean } | undefined {
  const listed = headingKindOf(part);
  const oneWord = !part.includes(" ");
  if (listed) return { kind: listed, weak: false };
  if (oneWord && MODIFIERS.has(lettersKey(part))) return { kind: undefined, weak: true };
  if (part.split(" ").length > 3 || ROLE_WORD.test(part)) return undefined;
  const root = HEADING_ROOTS.find(([, pattern]) => pattern.test(part))?.[0];
  return root ? { kind: root, weak: oneWord } : undefined;
}

/**
 * A heading made of several headings: «Профессиональные навыки и личные качества», "Skills & Languages", «Навыки и
 * компетенции», "Grants, Scholarships, & Prizes", «Достижения (дополнительные знания и курсы)». Every part must be
 * a heading of its own (listed, qualified, or a short phrase with a root word); the first part gives the kind. Up
 * to seven words, no digits or sentence punctuation, starting with a capital: the shape of a heading, not a sentence.
 */
function compoundHeadingOf(folded: string, long: boolean): SectionKind | null {
  const core = folded.replace(ASIDE, "");
  if (!core || /[\d@.;!?()]/u.test(core) || core.split(/\s+/u).length > 7) return null;
  // Parts and the breaks between them, alternating: ["leadership", " and ", "activities", " / ", "work experience"].
  const pieces = core.split(PART_BREAKS_KEPT);
  if (pieces.length < 3 && core === folded) return null;

  let strong: SectionKind | undefined;
  let weak: SectionKind | undefined;
  for (let i = 0; i < pieces.length; ) {
    // The longest run of parts that is a listed phrase ("leadership and activities"), else one part.
    let part: ReturnType<typeof partKind>;
    let next = i + 2;
    for (let j = pieces.length - 1; j > i && !part; j -= 2) {
      const kind = headingKindOf(pieces.slice(i, j + 1).join(""));
      if (kind) {
        part = { kind, weak: false };
        next = j + 2;
      }
    }
    if (!part) {
      const listed = headingKindOf(pieces[i]!.trim());
      // A part known only by a root word ("Project Management") makes a list of skills look like a heading: it is
      // allowed in a short heading without commas ("Academic/Teaching Experience"), not in a list of items.
      if (listed) part = { kind: listed, weak: false };
      else if (long || pieces[i + 1]?.includes(",") || pieces[i - 1]?.includes(",")) return null;
      else part = partKind(pieces[i]!.trim());
    }
    if (!part) return null;
    if (part.weak) weak ??= part.kind;
    else strong ??= part.kind;
    i = next;
  }
  return strong ?? weak ?? null;
}

/**
 * English puts the noun its parts share last: "Research and Teaching Experience", "Academic/Industry Experience" —
 * one-word parts, then a last part that ends with a heading's root word, which gives the kind.
 */
function sharedNounKind(folded: string): SectionKind | undefined {
  // Two parts and no comma: "Python, SQL and Communication Skills" is a list of skills, not a heading.
  if (!/^[a-z /&+]+$/u.test(folded)) return undefined;
  const pieces = folded.split(PART_BREAKS_KEPT);
  const last = pieces[pieces.length - 1]!.trim();
  const lastWords = last.split(" ");
  if (pieces.length !== 3 || lastWords.length !== 2 || MODIFIERS.has(lastWords[0]!)) return undefined;
  if (pieces[0]!.trim().includes(" ")) return undefined;
  const noun = last.slice(last.lastIndexOf(" ") + 1);
  return partKind(last) ? HEADING_ROOTS.find(([, root]) => root.test(noun))?.[0] : undefined;
}

/** The kind of the longest run of a compound heading's parts, from its start, that is a listed phrase itself. */
function longestListedStart(folded: string): SectionKind | undefined {
  const pieces = folded.split(PART_BREAKS_KEPT);
  for (let j = pieces.length - 3; j >= 2; j -= 2) {
    const kind = headingKindOf(pieces.slice(0, j + 1).join(""));
    if (kind) return kind;
  }
  return undefined;
}

/** The text before the first part break: split(PART_BREAK)[0] without splitting the rest. */
function firstPartOf(folded: string): string {
  const partBreak = PART_BREAK.exec(folded);
  return partBreak ? folded.slice(0, partBreak.index) : folded;
}

/**
 * Detects whether one line is a section heading. Asked of the same lines by the sections, the name, the timeline,
 * the candidate profile, the quotes and the writer: answered once per line and analysis (memo.ts).
 */
export function headingOf(rawLine: string): HeadingMatch | null {
  return headingAnswers(rawLine);
}

function readHeading(rawLine: string): HeadingMatch | null {
  // A long line is no heading; a rule drawn after it ("Education ________…") is markup, not length. (Past 200
  // characters nothing is stripped: no heading is ruled that far.)
  if (rawLine.length > 200) return null;
  const unmarked = rawLine.replace(MARKUP, "").replace(ENUMERATION, "");
  if (unmarked.length > 80) return null;
  const { text, wasSpaced } = collapseLetterSpacing(unmarked);
  // Markup is already gone from an unspaced line; a collapsed one may show markup that the spacing hid.
  const line = wasSpaced ? text.replace(MARKUP, "") : text;
  if (!line || /\d{3,}|@/.test(line.slice(0, 30)) || unfinished(line)) return null;
  const folded = foldCase(line);
  const key = lettersOnly(folded);
  if (!key || key.length > 60) return null;
  // Up to 45 letters a heading of any form; longer only a compound one («Уровень знания языков и компетенции»).
  const long = key.length > 45;
  const exact = long ? undefined : (HEADING_BY_KEY.get(key) ?? headingKindOf(line));
  if (exact) return { kind: exact, letterSpaced: wasSpaced };
  const shared = line.length <= 60 ? sharedNounKind(folded) : undefined;
  if (shared) return { kind: shared, letterSpaced: wasSpaced };
  // "Навыки и инструменты", "Skills & Tools", "Проекты (примеры)": the first part decides (short lines only).
  const firstPart = line.length <= 40 ? firstPartOf(folded) : folded;
  // A list item ("- Scrum Master Certification") is content, whatever its words.
  const listItem = /^\s*(?:[-–—•·▪■◆►▶➢✓✔*]|\d{1,2}[.)])\s/u.test(rawLine);
  if (firstPart !== folded) {
    // The longest listed run of parts at the start decides: "Qualifications and Skills, Strengths" is skills.
    const byPart = longestListedStart(folded) ?? headingKindOf(firstPart);
    // A longer run of parts that is listed whole decides ("Qualifications and Skills and Summary" is skills).
    const byRun = byPart && !listItem && /^\p{Lu}/u.test(line) ? compoundHeadingOf(folded, long) : null;
    if (byPart) return { kind: byRun ?? byPart, letterSpaced: wasSpaced };
  }
  if (!listItem && line.length <= 70 && /^\p{Lu}/u.test(line)) {
    const compound = compoundHeadingOf(folded, long);
    if (compound) return { kind: compound, letterSpaced: wasSpaced };
  }
  // «КЛЮЧЕВЫЕРЕ ЗУЛ ЬТАТ Ы»: capitals of letters and spaces only, a qualifier and a heading once spaces are ignored.
  const capitals =
    !long && ONLY_LETTERS.test(line) && line === line.toUpperCase() ? qualifiedByLetters(key) : undefined;
  if (capitals) return { kind: capitals, letterSpaced: true };
  if (long) return listItem ? null : headingWithAside(line, wasSpaced);
  // «Из профессиональных навыков знаю:», "Languages I speak:": a short lead-in ending in a colon, with nothing after.
  const leadIn = /:\s*$/u.test(rawLine);
  if (hasHeadingShape(line, leadIn) && !ROLE_WORD.test(folded) && !listItem) {
    const byRoot = rootOf(folded);
    if (byRoot && headBeforeDash(folded, byRoot[1]) && !brandWord(line, byRoot[1].exec(folded)?.index))
      return { kind: byRoot[0], letterSpaced: wasSpaced, byRoot: true };
  }
  if (!/[:—–·-]/u.test(folded)) return null;
  for (const [prefix, kind] of HEADING_PREFIXES_BY_FIRST.get(folded[0] ?? "") ?? []) {
    if (folded.startsWith(prefix) && /^\s*[:—–-]/u.test(folded.slice(prefix.length))) {
      return { kind, letterSpaced: wasSpaced, byPrefix: true };
    }
  }
  return listItem ? null : headingWithAside(line, wasSpaced);
}

/**
 * A line of one word that starts with a heading's root and is no word of the language: a brand ("SKILLBOX",
 * "Coursera", «Курсомания») — a course provider's or a company's name in capitals, not a heading (decision 635).
 * Headings glued into one word ("RELEVANTEXPERIENCE") have their root further in.
 */
function brandWord(line: string, rootAt: number | undefined): boolean {
  const word = line.trim();
  if (rootAt !== 0 || !/^\p{L}+$/u.test(word) || isCommonWord(word)) return false;
  // A heading whose spaces the PDF lost («ОПЫТОБЩЕСТВЕННОЙ» of «Опыт общественной работы») begins a listed one.
  const key = lettersKey(word);
  for (const listed of HEADING_BY_KEY.keys()) if (listed.startsWith(key)) return false;
  return true;
}

/**
 * «КЛЮЧЕВЫЕ ПРОЕКТЫ — названия кликабельны, ведут на GitHub», "Open Source · 40+ repositories": a heading (qualified
 * or not), then an aside of any length after a spaced dash or a middle dot.
 */
function headingWithAside(line: string, letterSpaced: boolean): HeadingMatch | null {
  const aside = HEAD_AND_ASIDE.exec(line);
  const kind = aside ? headingKindOf(aside[1]!) : undefined;
  return kind ? { kind, letterSpaced, byPrefix: true } : null;
}

const SPACED_DASH = /\s[–—-]\s/u;
const ONLY_LETTERS = /^[\p{L} ]+$/u;

/**
 * Before a spaced dash a heading ends with its noun ("Work Experience – Highlights") or is listed; "Activa Training
 * Center - Miami" (a name, then a place) is an entry whose root word stands inside it.
 */
function headBeforeDash(folded: string, root: WordPattern): boolean {
  const dash = SPACED_DASH.exec(folded);
  if (!dash) return true;
  const head = folded.slice(0, dash.index).trim();
  const last = head.slice(head.lastIndexOf(" ") + 1);
  return headingKindOf(head) !== undefined || root.test(last);
}
/** A capitalised head of up to 40 characters, then a spaced dash or a middle dot and more. */
const HEAD_AND_ASIDE = /^(\p{Lu}[^—–·:]{2,40}?)\s+[—–·-]\s+\S/u;

/**
 * A heading glued to the first line of its section when extraction flattened a table row or a shape:
 * "EXPERIENCE Senior Engineer, Acme…", "ОПЫТ РАБОТЫ ООО «Ромашка»". The capitalised head must be a known heading.
 */
const GLUED_HEAD = /^\s*(\p{Lu}[\p{Lu}&/ ]{2,40}?)\s+(?=[«"]?\p{Lu}[\p{Ll}\d]|\d)/u;

/** The same in title case, from a table's label cell: "Учебные проекты Telegram-бот…" (two-word headings only). */
const GLUED_TITLE_HEAD = /^\s*(\p{Lu}\p{Ll}+ \p{Ll}+)\s+(?=[\p{Lu}«"])/u;

function gluedHeadingOf(line: string): { kind: SectionKind; heading: string } | null {
  const head = GLUED_HEAD.exec(line)?.[1];
  if (head && line.length > head.length + 3) {
    for (let words = head.trim().split(/\s+/); words.length > 0; words = words.slice(0, -1)) {
      const kind = headingKindOf(words.join(" "));
      if (kind) return { kind, heading: words.join(" ") };
    }
  }
  const titled = GLUED_TITLE_HEAD.exec(line)?.[1];
  const kind = titled ? headingKindOf(titled) : undefined;
  return titled && kind ? { kind, heading: titled } : null;
}

/**
 * A heading at the start of a line with its section's content beside it: in a left column or a table cell
 * ("Опыт работы⇥ООО «Ромашка»", "| Образование | МГУ |"), after a title-case or capital heading and one space
 * ("Skills Python, SQL", «ОБРАЗОВАНИЕ МГУ»), or glued without a space by extraction («Опыт работыООО «Ромашка»»).
 * The head must be a listed heading phrase (knowledge/headings.ts), whole; what follows must start a new phrase (a
 * capital, a digit, a quote), so «Опыт работы с клиентами» stays a sentence.
 */
const CELL_BREAK = /\t|\s{3,}|\s?\|\s?/u;
/** A small letter followed by a capital: where extraction glued a heading to its first line. */
const GLUE_POINT = /\p{Ll}(?=\p{Lu})/u;
/** What the content beside a heading starts with: a capital, a digit, a quote, or a list item's bullet before one. */
const STARTS_PHRASE = /^(?:[•·▪■◆►▶➢✓✔]\s*)?[«"„“(]?[\p{Lu}\d]/u;
/** Sections whose title-case heading may stand before its content on one line (a flattened label cell). */
const CORE_KINDS: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "contacts",
  "summary",
  "desired",
  "experience",
  "education",
  "skills",
  "languages",
]);
/** "Research Areas: …", "Languages Known : …": the head is the first word of a label, not a heading. */
const LABEL_START = /^\p{L}+\s?:/u;
/** Up to four capitalised words and nothing else: a title ("Swim Coach"), not a section's content. */
const TITLE_WORDS_ONLY = /^\p{Lu}[\p{L}'’-]*(?: (?:\p{Lu}[\p{L}'’-]*|of|and|&|и|в)){0,3}$/u;

/** The first three letters of every listed heading phrase (letters only, folded). */
const LETTERS3 = /^[a-zа-я]{3}$/;
/** Markup, then a capital letter: where a heading may start. */
const LEADING_CAPITAL = /^[ \t|#*_=>]*(?=[A-ZА-ЯЁ])/;

/** Whether the letters at `at` begin some listed heading (its first three letters, case and ё folded). */
function startsLikeHeading(line: string, at: number): boolean {
  const start = line.slice(at, at + 3).toLowerCase();
  if (HEADING_STARTS.has(start)) return true;
  // «IT-навыки», «Ё…»: punctuation or ё among the first three characters; read by letters only.
  return !LETTERS3.test(start) && HEADING_STARTS.has(lettersKey(line.slice(at, at + 8)).slice(0, 3));
}
const HEADING_STARTS: ReadonlySet<string> = new Set(
  [...HEADING_BY_KEY.keys(), ...[...MODIFIERS].filter((m) => m.length >= 3 && m !== "the")].map((key) =>
    key.slice(0, 3),
  ),
);

export function leadingHeadingOf(rawLine: string): { kind: SectionKind; heading: string } | null {
  // This runs on every line that is not a heading: a line whose first letters start no listed heading is answered
  // by one plain-class pattern and a set lookup, before any copy of the line (a list item starts with no capital).
  const lead = LEADING_CAPITAL.exec(rawLine);
  if (!lead || !startsLikeHeading(rawLine, lead[0].length)) return null;
  // A list item ("* Open-source CLI tool…") is content, whatever its first words.
  if (/^\s*\*\s/u.test(rawLine)) return null;
  const line = rawLine.slice(lead[0].length);
  if (line.length < 5) return null;
  const cell = CELL_BREAK.exec(line);
  if (cell && cell.index > 0 && cell.index <= 40) {
    const head = line.slice(0, cell.index).replace(/[\s:]+$/u, "");
    const kind = headingKindOf(head);
    if (kind && line.slice(cell.index + cell[0].length).trim()) return { kind, heading: head };
  }
  const glued = GLUE_POINT.exec(line.slice(0, 41));
  if (glued) {
    const head = line.slice(0, glued.index + 1);
    const kind = headingKindOf(head);
    if (kind && lettersKey(head).length >= 5) return { kind, heading: head };
  }
  const words = line.split(" ", 5);
  for (let size = Math.min(4, words.length - 1); size > 0; size--) {
    if (!/\p{L}/u.test(words[size - 1]!)) continue; // «Навыки - Решал…»: a dash is no part of the heading
    const head = words.slice(0, size).join(" ").replace(/:$/u, "");
    const kind = headingKindOf(head);
    if (!kind) continue;
    const rest = line.slice(words.slice(0, size).join(" ").length).trim();
    // One word alone must be a real heading word ("Skills", «Навыки»), not "Work" or «Опыт» of a sentence.
    if ((size === 1 && lettersKey(head).length < 6) || !STARTS_PHRASE.test(rest) || LABEL_START.test(rest)) return null;
    // "Research Engineer, robotics", "Sales Manager": the head is the first word of a job title.
    if (ROLE_WORD.test(foldCase(rest.split(/[\s,]/u, 1)[0]!))) return null;
    if (head === head.toUpperCase()) return { kind, heading: head };
    // A title-case head must be followed by content, not by more title words: "Profile Organized, dedicated…" and
    // "Skills Python, SQL" are a label cell and its content; "Volunteer Swim Coach" and "Open Source Software
    // Engineering" are titles.
    // Only the sections every resume has are read so: "Open Source Maintainer — part-time" is a job.
    return TITLE_WORDS_ONLY.test(rest) || !CORE_KINDS.has(kind) ? null : { kind, heading: head };
  }
  return null;
}

/**
 * A heading split over two short lines: «Ключевые» / «навыки», "PROFESSIONAL" / "EXPERIENCE", «Опыт» / «работы».
 * Joined, the two must be a listed phrase longer than the first line alone.
 */
function splitHeadingOf(lines: readonly string[], index: number): { kind: SectionKind; heading: string } | null {
  if (lines[index]!.length > 40 || (lines[index + 1]?.length ?? 0) > 40) return null;
  const first = lines[index]!.trim();
  const second = lines[index + 1]?.trim() ?? "";
  if (!first || !second || first.length > 30 || second.length > 30 || /\d|@/.test(first + second)) return null;
  if (!/^\p{Lu}/u.test(first)) return null;
  const joined = `${first} ${second}`;
  if (!startsLikeHeading(joined, 0)) return null;
  const kind = headingKindOf(joined);
  return kind ? { kind, heading: joined } : null;
}

/**
 * Two columns' headings side by side on one extracted line: "LANGUAGES ХОББИ NON PROFIT". An upper-case line that
 * splits wholly into known headings (longest first) opens each of them; the last one holds the content.
 */
function sideBySideHeadings(line: string): { kind: SectionKind; heading: string }[] {
  // Most lines are not upper case: that is decided before splitting them into words, and a small Latin or
  // Cyrillic letter decides it without upper-casing the line.
  if (/[a-zа-яё]/.test(line) || line !== line.toUpperCase() || !/\p{Lu}/u.test(line)) return [];
  const words = line.trim().split(/\s+/);
  if (words.length < 2 || words.length > 8) return [];
  const found: { kind: SectionKind; heading: string }[] = [];
  for (let at = 0; at < words.length; ) {
    let taken = 0;
    for (let size = Math.min(4, words.length - at); size > 0 && !taken; size--) {
      const phrase = words.slice(at, at + size).join(" ");
      const kind = headingKindOf(phrase);
      if (kind) {
        found.push({ kind, heading: phrase });
        taken = size;
      }
    }
    if (!taken) return [];
    at += taken;
  }
  return found.length >= 2 ? found : [];
}

/** Sub-headings inside a job ("Достижения:", "Проекты:") do not end the experience section; "Навыки:" after the jobs is a section of its own. */
const SUBHEADING_IN_EXPERIENCE: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "achievements",
  "projects",
  "additional",
]);

/** A mark a list item starts with: a bullet, a dash, an icon font's glyph (private use area), a check mark. */
const ITEM_MARK = /^\s*([^\p{L}\p{N}\s#«"„“(])/u;

/**
 * «• Знание иностранных языков» after «• Многозадачность»: a line that starts with the same mark as the line before it
 * is one more item of that list, whatever its words (a heading in capitals still opens its section).
 */
function oneMoreItem(lines: readonly string[], index: number): boolean {
  const line = lines[index]!;
  const mark = ITEM_MARK.exec(line)?.[1];
  if (!mark || line === line.toUpperCase()) return false;
  for (let i = index - 1; i >= 0 && i >= index - 3; i--) {
    if (lines[i]!.trim()) return ITEM_MARK.exec(lines[i]!)?.[1] === mark;
  }
  return false;
}

/** All sections in document order; each one ends where the next heading starts. */
export function findSections(lines: readonly string[]): Section[] {
  const sections: Section[] = [];
  // "Experience:- 10 months" under each job of an Indian CV is a per-job duration, not a heading: a prefix form
  // ("Heading: more text") that repeats is not a heading. hh.ru's "Опыт работы — 3 года" appears once.
  const prefixCounts = new Map<SectionKind, number>();
  // The shallowest Markdown level a heading is written at ("## Опыт"): a deeper one ("### 🎓 Дипломный проект") is
  // a sub-heading inside a section, a section of its own only when it is a listed heading.
  let sectionLevel = 7;
  const found = lines.map((line) => {
    const heading = headingOf(line);
    if (heading?.byPrefix) prefixCounts.set(heading.kind, (prefixCounts.get(heading.kind) ?? 0) + 1);
    if (heading && !heading.byRoot && line.charCodeAt(0) === 35)
      sectionLevel = Math.min(sectionLevel, markdownLevel(line));
    return heading;
  });
  let continuation = -1; // the second line of a heading split over two lines
  lines.forEach((line, index) => {
    if (index === continuation) return;
    let heading: HeadingMatch | null = wrapsOn(lines, index) ? null : (found[index] ?? null);
    let headingText: string | null = null; // the glued heading, or (trimmed only when needed) the line
    const repeatedPrefix = heading?.byPrefix === true && (prefixCounts.get(heading.kind) ?? 0) > 1;
    if (repeatedPrefix) heading = null;
    if (heading?.byRoot && line.charCodeAt(0) === 35 && markdownLevel(line) > sectionLevel) return;
    const split = splitHeadingOf(lines, index);
    if (split) {
      heading = { kind: split.kind, letterSpaced: false };
      headingText = split.heading;
      continuation = index + 1;
    } else if (heading?.byRoot) {
      // "НАВЫКИ Excel" has a heading's shape as a whole line; the heading is its listed head.
      // The listed head's kind is surer than a root word's ("Research visits • …" is experience, not research).
      const lead = leadingHeadingOf(line);
      if (lead) {
        headingText = lead.heading;
        heading = { ...heading, kind: lead.kind };
      }
    }
    const beside = !heading || heading.byRoot ? sideBySideHeadings(line) : [];
    if (beside.length) heading = null;
    if (!heading) {
      for (const extra of beside.slice(0, -1)) {
        const previous = sections[sections.length - 1];
        if (previous) previous.endLine = index;
        sections.push({ kind: extra.kind, heading: extra.heading, line: index, endLine: index, letterSpaced: false });
      }
      const glued = beside.at(-1) ?? gluedHeadingOf(line) ?? (repeatedPrefix ? null : leadingHeadingOf(line));
      // «Языки: C/C++, bash», "Languages: Python, Go" inside a skills list label its items; no languages section.
      if (glued?.kind === "languages" && sections.at(-1)?.kind === "skills") return;
      if (glued) {
        heading = { kind: glued.kind, letterSpaced: false };
        headingText = glued.heading;
      }
    }
    if (!heading) return;
    const previous = sections[sections.length - 1];
    if (previous?.kind === "skills" && oneMoreItem(lines, index)) return;
    // hh.ru repeats "Навыки" twice in a row: one section, not two. A heading of the same kind after content of its
    // own ("Ключевые навыки" / "JS, TS" / "Доп навыки") opens a section, unless it repeats the heading's words.
    if (
      previous &&
      previous.kind === heading.kind &&
      (heading.byRoot || repeatsHeading(lines, previous, index, headingText ?? line))
    )
      return;
    if (previous?.kind === "experience" && SUBHEADING_IN_EXPERIENCE.has(heading.kind) && /:\s*$/.test(line)) return;
    if (previous) previous.endLine = index;
    sections.push({
      kind: heading.kind,
      heading: headingText ?? line.trim(),
      line: index,
      endLine: lines.length,
      letterSpaced: heading.letterSpaced,
    });
  });
  return sections;
}

/**
 * Whether a heading two lines or less after a section of its kind belongs to that section: nothing but blank lines
 * between them, or it repeats or narrows the heading above ("Skills" … "Organizational skills").
 */
function repeatsHeading(lines: readonly string[], previous: Section, index: number, heading: string): boolean {
  if (index - previous.line > 2) return false;
  const between = lines.slice(previous.line + 1, index);
  // "Skills" / "Python" / "Organizational skills": a heading that narrows the one above it (ends with its words) is a
  // sub-heading of that section; "Ключевые навыки" / … / "Доп навыки" are two sections.
  return between.every((line) => line.trim() === "") || lettersKey(heading).endsWith(lettersKey(previous.heading));
}

/**
 * "…make practical" / "recommendations": a line in lower case after a line that ends in a word or a comma is the end
 * of a wrapped sentence, whatever its words.
 */
function wrapsOn(lines: readonly string[], index: number): boolean {
  const line = lines[index]!;
  const first = line.trimStart().charAt(0);
  if (index === 0 || first === first.toUpperCase()) return false;
  const previous = lines[index - 1]!.trimEnd();
  return /[\p{Ll},-]$/u.test(previous);
}

/** "### Title" → 3: the number of "#" a Markdown heading starts with. */
function markdownLevel(line: string): number {
  let level = 0;
  while (line.charCodeAt(level) === 35) level++;
  return level;
}

/** Section kind per line (null before the first heading), as a dense array for O(1) lookups. */
export function sectionIndex(sections: readonly Section[], lineCount: number): (SectionKind | null)[] {
  const byLine: (SectionKind | null)[] = new Array<SectionKind | null>(lineCount).fill(null);
  for (const section of sections) {
    for (let i = section.line; i < section.endLine && i < lineCount; i++) byLine[i] = section.kind;
  }
  return byLine;
}

/** The text of all sections of one kind. */
export function sectionText(lines: readonly string[], sections: readonly Section[], kind: SectionKind): string {
  return sections
    .filter((s) => s.kind === kind)
    .map((s) => lines.slice(s.line, s.endLine).join("\n"))
    .join("\n");
}

/** The line starts with one of the phrases as whole words. */
function opensWith(folded: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => folded.startsWith(p) && !/[\p{L}\d]/u.test(folded[p.length] ?? ""));
}

const folding = (line: string): string => foldCase(line.trim().replace(/^[\s•·*–—-]+/u, ""));
/** A salutation opens a short line: "Dear members of the committee,", «Уважаемый Иван Петрович!». */
const isSalutation = (line: string): boolean =>
  line.trim().length <= 90 && opensWith(folding(line), OTHER_DOCUMENTS.salutations) && !/[.;]\s*$/u.test(line);
/** A closing is the whole line: "Sincerely,", «С уважением,». */
const isClosing = (line: string): boolean =>
  (OTHER_DOCUMENTS.closings as readonly string[]).includes(folding(line).replace(/[\s,.!]+$/u, ""));
/** Someone written of in the third person: a letter about the person, not by them (a cover letter says «I»). */
const THIRD_PERSON = /(?<![\p{L}])(?:he|she|his|her|him|он|она|его|её|ее|ему|ей|него|неё|нее|ней)(?![\p{L}])/giu;
const THIRD_PERSON_MIN = 5;
/** A date alone on its line, as a letter's is written above it: "May 28, 2021", «28 мая 2021 г.», 28.05.2021. */
const DATE_ALONE =
  /^(?:\p{L}+\.?\s\d{1,2}(?:st|nd|rd|th)?,?\s(?:19|20)\d\d|\d{1,2}(?:st|nd|rd|th)?\s\p{L}+\.?\s(?:19|20)\d\d(?:\s?г\.?)?|\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d)$/u;
/** How many lines a letter may run from its salutation to its closing, and its signature below. */
const LETTER_MAX_LINES = 150;
const SIGNATURE_MAX_LINES = 8;

/**
 * Someone else's letters in the file: a salutation, a closing within `LETTER_MAX_LINES` and the signature under it,
 * the person written of in the third person or the letter titled as a reference; its title and date above the
 * salutation belong to it. A cover letter (the person's own, in the first person) is not one.
 */
function lettersOf(lines: readonly string[]): OtherDocument[] {
  const found: OtherDocument[] = [];
  for (let s = 0; s < lines.length; s++) {
    if (!isSalutation(lines[s]!)) continue;
    const c = lines.slice(s + 1, s + LETTER_MAX_LINES).findIndex(isClosing);
    if (c < 0) continue;
    const closing = s + 1 + c;
    let start = s;
    for (let i = s - 1; i >= Math.max(0, s - 6); i--) {
      const line = lines[i]!.trim();
      if (line === "") continue;
      if (!DATE_ALONE.test(line) && !opensWith(folding(line), OTHER_DOCUMENTS.letterTitles)) break;
      start = i;
    }
    const titled = start < s && lines.slice(start, s).some((l) => opensWith(folding(l), OTHER_DOCUMENTS.letterTitles));
    const body = lines.slice(s + 1, closing).join("\n");
    if (!titled && (body.match(THIRD_PERSON)?.length ?? 0) < THIRD_PERSON_MIN) continue;
    let end = closing + 1;
    while (end < lines.length && lines[end]!.trim() === "") end++;
    const signer = end < lines.length ? lines[end]!.trim() : null;
    for (let n = 0; end < lines.length && lines[end]!.trim() !== "" && n < SIGNATURE_MAX_LINES; n++) end++;
    found.push({ kind: "letter", line: start, endLine: end, opening: lines[s]!.trim(), signer });
    s = end - 1;
  }
  return found;
}

const PROPOSAL_PART = new RegExp(`^(${OTHER_DOCUMENTS.proposalParts.join("|")})(?:\\s?\\d{1,2})?\\s?:`, "u");
/** A proposal's own word: "this proposal", "the proposed work", «предлагаемое исследование». */
const PROPOSAL_WORD = /(?<![\p{L}])(?:proposal|proposed|предлагаем\p{L}*)(?![\p{L}])/u;
/** Distinct parts that make a run of labelled paragraphs a proposal, and how far apart they may stand. */
const PROPOSAL_MIN_PARTS = 3;
const PROPOSAL_SPAN = 60;

/**
 * A proposal in the file: `PROPOSAL_MIN_PARTS` distinct parts labelled at the starts of lines within `PROPOSAL_SPAN`
 * lines, with a proposal's own word or title among or before them. From the paragraph that names it to the end of
 * the last part's paragraph.
 */
function proposalOf(lines: readonly string[], letters: readonly OtherDocument[]): OtherDocument | null {
  const labelled: { line: number; part: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const part = PROPOSAL_PART.exec(folding(lines[i]!))?.[1];
    if (!part) continue;
    labelled.push({ line: i, part: part.replace(/s$/u, "") });
    const recent = labelled.filter((l) => i - l.line <= PROPOSAL_SPAN);
    if (new Set(recent.map((l) => l.part)).size < PROPOSAL_MIN_PARTS) continue;
    const first = recent[0]!.line;
    // Never reaching back into a letter before it: a referee may name the proposal too.
    const floor = Math.max(
      0,
      first - PROPOSAL_SPAN / 2,
      ...letters.filter((l) => l.endLine <= first).map((l) => l.endLine),
    );
    const named = lines
      .slice(floor, i)
      .findIndex((l) => PROPOSAL_WORD.test(foldCase(l)) || opensWith(folding(l), OTHER_DOCUMENTS.proposalTitles));
    if (named < 0) continue;
    let start = floor + named;
    while (start > floor && lines[start - 1]!.trim() !== "") start--;
    return {
      kind: "proposal",
      line: start,
      endLine: proposalEnd(lines, i),
      opening: lines[start]!.trim(),
      signer: null,
    };
  }
  return null;
}

/** The end of a proposal from one of its parts: that part's paragraph, and every part's that follows within reach. */
function proposalEnd(lines: readonly string[], part: number): number {
  const paragraphEnd = (from: number): number => {
    let end = from;
    while (end < lines.length && lines[end]!.trim() !== "") end++;
    return end;
  };
  let end = paragraphEnd(part);
  for (let j = end; j < Math.min(lines.length, end + PROPOSAL_SPAN / 2); j++) {
    if (PROPOSAL_PART.test(folding(lines[j]!))) end = paragraphEnd(j);
  }
  return end;
}

/** Documents bundled into the resume's file that are not the resume, in reading order (decision 780). */
export function otherDocuments(lines: readonly string[]): OtherDocument[] {
  const letters = lettersOf(lines);
  const proposal = proposalOf(lines, letters);
  if (!proposal || letters.some((l) => l.line <= proposal.line && proposal.line < l.endLine)) return letters;
  return [...letters, proposal].sort((a, b) => a.line - b.line);
}
