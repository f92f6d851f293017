/**
 * Professions knowledge, compiled: a job title → its role family and its level, one recogniser for every reader
 * (profile.ts, skills/profiles.ts). Two layers of data (docs/knowledge-sources.md):
 *   - curated words (professions.curated.ts): short words and stems in the families' order of precedence;
 *   - generated titles (professions.generated.ts): ~64 000 full titles from O*NET, ESCO and hh.ru.
 * A specific curated word decides (the first family in order with one in the title: «бухгалтер», "devops", "qa");
 * then a field of work a generic head is qualified by ("Finance Coordinator", "Director of Communications");
 * without either, the longest generated title decides when it is longer than the generic head the curated words
 * found — "database administrator" (it_support) over "administrator" (office), "network engineer" (devops_sre)
 * over "engineer" (manufacturing) — and the generic head otherwise.
 */
import type { Level, RoleFamily } from "./families";
import { PhraseIndex, wordKey, words } from "./phrases";
import {
  EMPLOYMENT_TYPES,
  EXECUTIVE_WORDS,
  FAMILY_WORDS,
  ISCO_UNIT_GROUP_WORDS,
  LEVEL_ORDER,
  LEVEL_WORDS,
  ORGANISATION_HEADS,
  PERSON_NOUN_ENDINGS,
  PERSON_NOUN_ENDINGS_RU,
  PERSON_NOUNS,
  PROFILE_WORDS,
  ROLE_LINE_WORDS,
  ROLE_NOUNS,
  SENTENCE_WORDS,
  TITLE_ABBREVIATIONS,
} from "./professions.curated";
import { GENERATED_TITLE_COUNT, GENERATED_TITLES } from "./professions.generated";

/** A family of the curated words and its place in their order (lower decides first). */
interface Curated {
  family: RoleFamily;
  order: number;
  /** A generic head ("engineer", «менеджер»): a longer generated title or any specific word decides first. */
  weak: boolean;
  /**
   * A field of work ("finance", "communications", "information technology") that a generic head is qualified by:
   * "Finance Coordinator", "Director of Communications". It decides over generic heads and generated titles; any
   * specific profession word decides before it ("Financial Analyst", "IT Instructor").
   */
  domain: boolean;
}

/** How strongly a curated word decides: specific words first, then fields of work, then generic heads. */
const rank = (word: Curated): number => (word.weak ? 2 : word.domain ? 1 : 0);

/**
 * A one-word generated title ("plumber", "welder", "bender") decides only a title that is that word, with at most
 * a level word beside it ("Senior Plumber"): many are also surnames ("Sebastian Bender", "Anna Baker") and ordinary
 * words in a sentence ("carrier", "anchor").
 */
function oneWordTitleStands(title: TitleWords): boolean {
  if (title.tokens.length === 1) return true;
  return title.tokens.length === 2 && (levelOfTitle(title) !== null || GRADE.test(title.tokens[1]!));
}

/** A grade after a title ("Accountant II", "Radiographer III", "Analyst 2"): a level of the post, not another word. */
const GRADE = /^(?:i{1,3}|iv|v|[1-5])$/u;

const CURATED: PhraseIndex<Curated> = (() => {
  const index = new PhraseIndex<Curated>();
  FAMILY_WORDS.forEach(([family, phrases], order) => {
    for (const phrase of phrases.split("|")) {
      const weak = phrase.startsWith("~");
      const domain = phrase.startsWith("^");
      index.add(weak || domain ? phrase.slice(1) : phrase, { family, order, weak, domain });
    }
  });
  return index;
})();

let generated: PhraseIndex<RoleFamily> | null = null;
/** Built on first use (~64 000 titles): a Worker that never analyses a resume does not pay for it. */
function generatedIndex(): PhraseIndex<RoleFamily> {
  if (generated) return generated;
  const index = new PhraseIndex<RoleFamily>();
  for (const [family, titles] of Object.entries(GENERATED_TITLES))
    for (const title of titles.split("|")) index.add(title, family as RoleFamily, true);
  generated = index;
  return index;
}

const ROLE_NOUN: PhraseIndex<true> = (() => {
  const index = new PhraseIndex<true>();
  for (const phrase of ROLE_NOUNS.split("|")) index.add(phrase, true);
  return index;
})();

const EXECUTIVE: PhraseIndex<true> = (() => {
  const index = new PhraseIndex<true>();
  for (const phrase of EXECUTIVE_WORDS.split("|")) index.add(phrase, true);
  return index;
})();

const LEVELS: PhraseIndex<Level> = (() => {
  const index = new PhraseIndex<Level>();
  for (const level of LEVEL_ORDER) {
    if (level === "executive") continue;
    for (const phrase of LEVEL_WORDS[level].split("|")) index.add(phrase, level);
  }
  return index;
})();

/** A title read once: its words and their keys, shared by the family, level and executive questions. */
export interface TitleWords {
  tokens: string[];
  keys: string[];
}

export function titleWords(title: string): TitleWords {
  const tokens = words(/[.([–—-]/u.test(title) ? titleGrammar(title) : title);
  return { tokens, keys: tokens.map(wordKey) };
}

/**
 * «вед. инженер», «зам.нач. отдела», "Asst. Manager", «гл.бух.»: an abbreviation with its dot before a word of two
 * letters or more, or at the end (TITLE_ABBREVIATIONS) — «ст. м. Выхино» (a metro station) and «ст. 81 ТК РФ» (an
 * article) are no «старший».
 */
const ABBREVIATED = new RegExp(
  `(?<![\\p{L}])(${Object.keys(TITLE_ABBREVIATIONS).join("|")})\\.\\s*(?=\\p{L}{2}|$)`,
  "giu",
);
/** "Accountant (Contract)", "Designer – Freelance", «Бухгалтер (по совместительству)»: how a post was held (EMPLOYMENT_TYPES). */
const EMPLOYMENT_TYPE = (() => {
  const types = EMPLOYMENT_TYPES.split("|")
    .map((type) => type.replace(/е/gu, "[её]").replace(/ /gu, "[\\s-]+"))
    .join("|");
  return new RegExp(`[(\\[]\\s*(?:${types})\\s*[)\\]]|\\s[–—-]\\s*(?:${types})\\s*$`, "giu");
})();

/** A title as its words are read: abbreviations written out, the employment type left out. */
function titleGrammar(title: string): string {
  return title
    .replace(EMPLOYMENT_TYPE, " ")
    .replace(ABBREVIATED, (_, short: string) => `${TITLE_ABBREVIATIONS[short.toLowerCase()] ?? short} `);
}

/**
 * The role family a job title names, or null. `fieldAlone`: the text is a field of work the person names on its own
 * ("a position in the healthcare field"), so a field names its family without a head or a role noun.
 */
export function familyOfTitle(title: string | TitleWords, { fieldAlone = false } = {}): RoleFamily | null {
  return readTitle(title, fieldAlone).family;
}

/**
 * Whether a title names its family only by a generic head ("Integration Engineer", "Code Writer", "Manager",
 * «Администратор»): no specific profession word, no field of work, no longer generated title. Such a family is a
 * guess from the head's commonest field; evidence of another field (a skill profile, a specific title) outweighs it.
 */
export function isGenericTitle(title: string | TitleWords): boolean {
  const read = readTitle(title, false);
  return read.family !== null && read.generic;
}

function readTitle(title: string | TitleWords, fieldAlone: boolean): { family: RoleFamily | null; generic: boolean } {
  const { tokens, keys } = typeof title === "string" ? titleWords(title) : title;
  if (!tokens.length) return { family: null, generic: false };
  let curated: (Curated & { length: number }) | null = null;
  let hasHead = false;
  let domain: (Curated & { length: number }) | null = null;
  for (const hit of CURATED.findAll(tokens, keys)) {
    const found = { ...hit.value, length: hit.end - hit.start };
    if (found.weak) hasHead = true;
    if (found.domain) {
      if (!domain || precedes(found, domain)) domain = found;
      continue;
    }
    if (!curated || precedes(found, curated)) curated = found;
  }
  if (curated && !curated.weak) return { family: curated.family, generic: false };
  // A field of work qualifies a head: "Finance Coordinator", "Lending Officer", "Senior Tax …"; alone it names none.
  if (
    domain &&
    (fieldAlone || hasHead || ROLE_NOUN.findAll(tokens, keys).length > 0 || levelOfTitle({ tokens, keys }) !== null)
  )
    return { family: domain.family, generic: false };
  let longest: { family: RoleFamily; length: number } | null = null;
  const oneWordStands = tokens.length <= 2 && oneWordTitleStands({ tokens, keys });
  for (const hit of generatedIndex().findAll(tokens, keys)) {
    const length = hit.end - hit.start;
    if (length === 1 && !oneWordStands) continue;
    if (!longest || length > longest.length) longest = { family: hit.value, length };
  }
  if (longest && (!curated || longest.length > curated.length)) return { family: longest.family, generic: false };
  const inverted = headLast(tokens, keys);
  if (inverted) return { family: inverted, generic: false };
  return { family: curated?.family ?? null, generic: curated !== null };
}

/** Words after "of"/"for" a head stands before in a title ("Supervisor of Claims Adjusters"): its complement. */
const COMPLEMENT_MAX_WORDS = 4;
const HEAD_BEFORE = new Set(["of", "for"]);

/**
 * "Supervisor of Claims Adjusters", "Manager for Media Buying", "Specialist of Payroll": English writes a head before
 * its complement with "of" or "for", the classifications list the same post with the head last ("claims adjusters
 * supervisor"). The generated layer is asked for the complement followed by the head, as one title of two words or
 * more that ends with the head; asked only when the title as written names no family but by a generic head.
 */
function headLast(tokens: readonly string[], keys: readonly string[]): RoleFamily | null {
  const at = tokens.findIndex((token) => HEAD_BEFORE.has(token));
  if (at < 1 || at > 2 || tokens.length - at - 1 < 1 || tokens.length - at - 1 > COMPLEMENT_MAX_WORDS) return null;
  const order = [...range(at + 1, tokens.length), at - 1];
  const inverted = order.map((i) => tokens[i]!);
  const hits = generatedIndex().findAll(
    inverted,
    order.map((i) => keys[i]!),
  );
  const whole = hits.filter((hit) => hit.end === inverted.length && hit.end - hit.start >= 2);
  return whole.sort((a, b) => a.start - b.start)[0]?.value ?? null;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * Whether a title names a specific word of `family` anywhere, whatever decides its family: "Postdoctoral researcher
 * in data science" names research though data science decides it (a research post in that field, decision 435).
 */
export function titleNames(title: string | TitleWords, family: RoleFamily): boolean {
  const { tokens, keys } = typeof title === "string" ? titleWords(title) : title;
  return CURATED.findAll(tokens, keys).some((hit) => hit.value.family === family && !hit.value.weak);
}

/**
 * A line that reads as a job title on its own, not a name that happens to hold a profession word ("John Cook"):
 * it names a family, and it has a level word, a role noun or a title of two words or more ("Sous Chef",
 * "HR Generalist", "Sales Associate"). Asked of the line the name finder took for a name: a résumé that starts with
 * its title and no name ("DFW PERSONAL CHEF") keeps its headline.
 */
export function readsAsJobTitle(title: string | TitleWords): boolean {
  const words = typeof title === "string" ? titleWords(title) : title;
  if (words.tokens.length < 2 || familyOfTitle(words) === null) return false;
  if (levelOfTitle(words) !== null || ROLE_NOUN.findAll(words.tokens, words.keys).length > 0) return true;
  const long = (hits: ReadonlyArray<{ start: number; end: number }>) => hits.some((hit) => hit.end - hit.start >= 2);
  return long(CURATED.findAll(words.tokens, words.keys)) || long(generatedIndex().findAll(words.tokens, words.keys));
}

/**
 * Whether the text's first word opens a title of two words or more in either layer: "Registered nurse", "Certified
 * nursing assistant", "Licensed practical nurse" start with a participle that titles start with; "Initiated daily
 * store counts" starts with a verb no title does.
 */
export function opensWithTitle(text: string | TitleWords): boolean {
  const { tokens, keys } = typeof text === "string" ? titleWords(text) : text;
  if (!tokens.length) return false;
  return CURATED.opensPhrase(tokens[0]!, keys[0]) || generatedIndex().opensPhrase(tokens[0]!, keys[0]);
}

/**
 * The fields of work a line of duties names, each as often as its words appear: the curated profession words and
 * fields of work ("accounting", "treasury", «кредит*», "compliance"), never the generic heads ("manager", "engineer").
 * Every word counts for its own family — a sentence is no title, so no family's order decides between them
 * ("implemented new accounting software" names accounting and software once each).
 */
export function fieldsOfDuties(line: string | TitleWords): Map<RoleFamily, number> {
  const { tokens, keys } = typeof line === "string" ? titleWords(line) : line;
  const found = new Map<RoleFamily, number>();
  for (const hit of CURATED.findAll(tokens, keys))
    if (!hit.value.weak) found.set(hit.value.family, (found.get(hit.value.family) ?? 0) + 1);
  return found;
}

/** Specific words before generic heads, then the families' order, then the longer phrase. */
function precedes(a: Curated & { length: number }, b: Curated & { length: number }): boolean {
  if (rank(a) !== rank(b)) return rank(a) < rank(b);
  return a.order < b.order || (a.order === b.order && a.length > b.length);
}

/** The level a job title states ("Senior", «Ведущий», "Head of", "Intern"), or null. */
export function levelOfTitle(title: string | TitleWords): Level | null {
  const { tokens, keys } = typeof title === "string" ? titleWords(title) : title;
  if (!tokens.length) return null;
  if (EXECUTIVE.findAll(tokens, keys).length) return "executive";
  let best: Level | null = null;
  for (const hit of LEVELS.findAll(tokens, keys))
    if (best === null || LEVEL_ORDER.indexOf(hit.value) < LEVEL_ORDER.indexOf(best)) best = hit.value;
  return best;
}

/** A C-level title (CEO, CFO, «генеральный директор», founder). */
export function isExecutiveTitle(title: string | TitleWords): boolean {
  const { tokens, keys } = typeof title === "string" ? titleWords(title) : title;
  return tokens.length > 0 && EXECUTIVE.findAll(tokens, keys).length > 0;
}

/** The parts of an entry line: "Company, Title, City", "Title – Company", "Title at Company", "Title | Company". */
const ENTRY_PARTS = /\s*(?:[,;|•·–—]|\s-\s|\s(?:at|@)\s)\s*/u;

/** The parts of an entry line, in order ("Lab Manager, Yale University." → "Lab Manager", "Yale University."). */
export function entryParts(entry: string): string[] {
  return entry.split(ENTRY_PARTS).filter((part) => part.trim() !== "");
}

/**
 * The family an entry line's parts name when the whole line names none: «Частная практика, Москва – психолог, коуч»,
 * "Acme Pte Ltd - Finance Analyst". Parts of more than six words are prose, not a title.
 */
export function familyOfEntryParts(entry: string): RoleFamily | null {
  for (const part of entryParts(entry)) {
    if (!/\p{L}{3}/u.test(part) || part.trim().split(/\s+/).length > 6) continue;
    const family = familyOfTitle(part);
    if (family !== null) return family;
  }
  return null;
}

/**
 * An entry names a post: a profession title as a whole or in one of its parts, or a part with a level word of its own
 * ("architect", "principal", «главный»); a student's level ("intern", «студент») names none.
 */
export function entryNamesAPost(entry: string): boolean {
  if (familyOfTitle(entry) !== null || familyOfEntryParts(entry) !== null) return true;
  return entryParts(entry).some((part) => {
    if (!/\p{L}{3}/u.test(part) || part.trim().split(/\s+/).length > 6) return false;
    const level = levelOfTitle(part);
    return level !== null && level !== "student_intern";
  });
}

const PERSON_NOUN = new Set(PERSON_NOUNS);
const PERSON_ENDING = new RegExp(`(?:${PERSON_NOUN_ENDINGS.join("|")})$`, "u");
/** Words an English title's head stands before: "Professor of Law", "Lecturer in Economics". */
const PREPOSITIONS: ReadonlySet<string> = new Set(["of", "in", "for", "at", "with", "to"]);

/**
 * A title that names a person holding a post, not a field of study: the professions knowledge reads it (a family or
 * a level), and in English its head — the last word before "of", "in" …, of any title joined by "and" — is a person noun by its ending
 * ("Lab Manager", "Postdoctoral Scholar", "Retail assistant") or one of PERSON_NOUNS; "Software Engineering",
 * "Accounting", "Graphic Design" name subjects. A Russian title leads with its head, a profession or a level word
 * («Главный бухгалтер», «экономист»); «Курс "Python-разработчик"» names a course.
 */
export function namesAPerson(title: string): boolean {
  const tokens = words(title);
  const first = tokens[0];
  if (!first || (familyOfTitle(title) === null && levelOfTitle(title) === null)) return false;
  // A Russian noun phrase leads with its head: «Главный бухгалтер», «Инженер-механик», but «Курс "Python-разработчик"».
  if (/[а-яё]/u.test(first)) return familyOfTitle(first) !== null || levelOfTitle(first) !== null;
  // The heads of the coordinated titles before a preposition: "Lecturer and Project Manager", "EFL and EAP Teacher".
  const end = tokens.findIndex((token) => PREPOSITIONS.has(token));
  const heads: string[] = [];
  let previous = "";
  for (const token of end < 0 ? tokens : tokens.slice(0, end)) {
    if (token === "and" && previous) heads.push(previous);
    previous = token === "and" ? "" : token;
  }
  if (previous) heads.push(previous);
  return heads.some((head) => PERSON_NOUN.has(head) || PERSON_ENDING.test(head));
}

const PERSON_ENDING_RU = new RegExp(`(?:${PERSON_NOUN_ENDINGS_RU.join("|")})$`, "u");
/** A Russian adjective's or participle's ending: the words before a title's head («Ведущий», «Системный»). */
const RU_ADJECTIVE = /[а-яё]{2,}(?:ый|ий|ой|ая|яя|ое|ее)$/u;

/**
 * The head of a Russian title names a person (decision 800): the title part's first Cyrillic word after the
 * adjectives («Системный администратор», «Ведущий инженер», "Java-разработчик"; an organisation's form before the
 * post, «ГАОУ ВО … доцент кафедры», is the writer's to cut) ends as an agent noun does (PERSON_NOUN_ENDINGS_RU) or is
 * a profession or a level the knowledge reads; an activity's noun («Разработка программы …») names none.
 */
export function russianHeadNamesPerson(title: string): boolean {
  const cyrillic = (titlePart(title) ?? []).filter((word) => /[а-яё]/u.test(word));
  // «Заведующий», «Управляющий»: a post named by an adjective alone is its own head.
  const nouns = cyrillic.filter((word) => !RU_ADJECTIVE.test(word));
  // The first two: a compound's modifier may stand first («веб» of «веб-разработчик»).
  return (nouns.length ? nouns.slice(0, 2) : cyrillic.slice(-1)).some(
    (head) =>
      PERSON_ENDING_RU.test(head) ||
      ROLE_WORDS.test(head) ||
      familyOfTitle(head) !== null ||
      levelOfTitle(head) !== null,
  );
}

const ORGANISATION_HEAD: ReadonlySet<string> = new Set(ORGANISATION_HEADS.split("|"));
const ENGLISH_PREPOSITION = /^(?:of|in|for|at|with|to)$/u;

/**
 * The words of a title the professions knowledge reads (titleSpan) and the words after them; null when it reads none
 * or an organisation's head stands among them ("Senior Researcher Barcelona Supercomputing Center", "Researcher
 * Department of Systematics", "Teacher Award", "Data Science"): the employer, not the post, ends such a line.
 */
function titlePart(title: string): string[] | null {
  const { tokens } = titleWords(title);
  const span = titleSpan(title);
  // After the post, or ending the line: "High School Teacher" and "Lab Manager" name the post's place before its head;
  // a complement after a preposition names whom the post serves ("Advisor to the deputy of the city council").
  const complement = tokens.findIndex((token, i) => i >= (span?.end ?? 0) && ENGLISH_PREPOSITION.test(token));
  const employer = (token: string, i: number): boolean =>
    ORGANISATION_HEAD.has(token) &&
    (i >= (span?.end ?? 0) || i === tokens.length - 1) &&
    (complement < 0 || i < complement);
  if (!span || tokens.some(employer)) return null;
  return tokens.slice(span.start, span.end);
}

/**
 * The head of an English title names a person (decision 800): the title part's last word before "of", "in" … is a
 * person noun (namesAPerson), a role noun, a profession or a level ("Website Analyst", "Compliance Professional"). A
 * handle after the title ("Postdoctoral researcher a jdoe") is the writer's to cut, not a reason to name no role.
 */
export function englishHeadNamesPerson(title: string): boolean {
  // "Manager, Regulatory Advisory Services": a head written before its field keeps the post before the comma.
  // A bracket's aside ("(6 month Contract): Digital Marketing Manager") is no part of the head.
  const unbracketed = title.replace(/\([^)]*\)/gu, " ").trim();
  const part = titlePart(unbracketed.split(/\s*[,(]/u).find((p) => p.trim()) ?? title);
  if (!part?.length) return false;
  if (namesAPerson(part.join(" "))) return true;
  const end = part.findIndex((token) => ENGLISH_PREPOSITION.test(token));
  const head = part[(end < 0 ? part.length : end) - 1] ?? "";
  return ROLE_NOUN.findAll([head]).length > 0 || familyOfTitle(head) !== null || levelOfTitle(head) !== null;
}

const SENTENCE_EN = new RegExp(`(?<![\\p{L}'’])(?:${SENTENCE_WORDS.en})(?![\\p{L}'’])|^I\\s+\\p{Ll}`, "u");
const SENTENCE_RU = new RegExp(`(?<![\\p{L}])(?:${SENTENCE_WORDS.ru})(?![\\p{L}])`, "iu");

/** A word of a sentence, never of a title (SENTENCE_WORDS): a pronoun, the copula, a first person's verb. */
export function hasSentenceWord(text: string): boolean {
  return SENTENCE_EN.test(text) || SENTENCE_RU.test(text);
}

/** One trie for every profile's title words: a phrase leads to the profiles that list it. */
const PROFILES: PhraseIndex<readonly string[]> = (() => {
  const byPhrase = new Map<string, string[]>();
  for (const [id, phrases] of Object.entries(PROFILE_WORDS))
    for (const phrase of phrases.split("|")) byPhrase.set(phrase, [...(byPhrase.get(phrase) ?? []), id]);
  const index = new PhraseIndex<readonly string[]>();
  for (const [phrase, ids] of byPhrase) index.add(phrase, ids);
  return index;
})();

/** The skill profiles (engine/skills/profiles.ts ids) whose title words a text has. */
export function profilesOfTitle(title: string | TitleWords): ReadonlySet<string> {
  const { tokens, keys } = typeof title === "string" ? titleWords(title) : title;
  const found = new Set<string>();
  if (!tokens.length) return found;
  for (const hit of PROFILES.findAll(tokens, keys)) for (const id of hit.value) found.add(id);
  return found;
}

/** How much the professions knowledge holds, for docs and tests. */
export function professionCounts(): { curated: number; generated: number } {
  return { curated: CURATED.size, generated: GENERATED_TITLE_COUNT };
}

/**
 * The words of a text that the professions knowledge reads as a title: from the first word of any title phrase, level
 * word, role noun or executive word to the last word of any (word positions of `words()`), or null when none is read.
 * The writer names a person by this span only (decision 550): an organisation's form before the post («ГАОУ ВО
 * г. Москвы доцент …») or a handle after it ("Postdoctoral researcher a acheysson") is no part of a title.
 */
export function titleSpan(title: string | TitleWords): { start: number; end: number } | null {
  const { tokens, keys } = typeof title === "string" ? titleWords(title) : title;
  if (!tokens.length) return null;
  let start = Number.POSITIVE_INFINITY;
  let end = -1;
  const take = (hits: ReadonlyArray<{ start: number; end: number }>): void => {
    for (const hit of hits) {
      start = Math.min(start, hit.start);
      end = Math.max(end, hit.end);
    }
  };
  take(CURATED.findAll(tokens, keys));
  take(generatedIndex().findAll(tokens, keys));
  take(LEVELS.findAll(tokens, keys));
  take(ROLE_NOUN.findAll(tokens, keys));
  take(EXECUTIVE.findAll(tokens, keys));
  return end < 0 ? null : { start, end };
}

const UNIT_GROUPS: PhraseIndex<string> = (() => {
  const index = new PhraseIndex<string>();
  for (const [group, phrases] of Object.entries(ISCO_UNIT_GROUP_WORDS))
    for (const phrase of phrases.split("|")) index.add(phrase, group);
  return index;
})();

/**
 * The ISCO-08 unit group a title names when its trade has norms of its own (ISCO_UNIT_GROUP_WORDS: "2643" for
 * translators and interpreters), or null: the advice for such a trade is declared by the group (engine/audience.ts).
 */
export function unitGroupOfTitle(title: string | TitleWords): string | null {
  const { tokens, keys } = typeof title === "string" ? titleWords(title) : title;
  return UNIT_GROUPS.findAll(tokens, keys)[0]?.value ?? null;
}

/** Russian case endings of a noun with a hard stem, the nominative's own empty ending first: инженер-а, -у, -ом, -ы, -ов … */
const RU_HARD_ENDINGS = "(?:а|у|ом|ем|е|ы|и|ов|ев|ей|ам|ами|ах)?";
/** … of a soft stem in -ь (руководитель): -ь, -я, -ю, -ем, -е, -и, -ей, -ям, -ями, -ях. */
const RU_SOFT_ENDINGS = "(?:ь|я|ю|ем|е|и|ей|ям|ями|ях)";
/** … of an adjective or participle used as a noun (заведующий): -ий, -ая, -его, -ему, -им, -ем, -ей, -ую, -ие, -их, -ими. */
const RU_ADJECTIVE_ENDINGS = "(?:ий|ая|ее|его|ему|им|ем|ей|ую|ою|ие|их|ими)";
/** … of a feminine noun in -а (сварщица, специалистка): -а, -ы, -и, -е, -у, -ой, -ою, -ей, -ею, -ам, -ами, -ах, and none. */
const RU_FEMININE_ENDINGS = "(?:а|ы|и|е|у|ой|ою|ей|ею|ам|ами|ах)?";

/**
 * A Russian title word in all its forms: the case endings of its declension; the feminine of an agent noun as
 * phrases.ts `wordKey` reads it (-ник/-щик/-чик → -ница/-щица/-чица, -тель → -тельница, -ист/-ант → -истка/-антка);
 * the fleeting vowel of -ец (продавец → продавца).
 */
function russianForms(word: string): string {
  const yo = (letters: string): string => letters.replace(/е/gu, "[её]");
  if (word.endsWith("ий")) return `${yo(word.slice(0, -2))}${RU_ADJECTIVE_ENDINGS}`;
  if (word.endsWith("тель")) return `${yo(word.slice(0, -1))}(?:${RU_SOFT_ENDINGS}|ьниц${RU_FEMININE_ENDINGS})`;
  if (word.endsWith("ь")) return `${yo(word.slice(0, -1))}${RU_SOFT_ENDINGS}`;
  if (word.endsWith("ец")) return `${yo(word.slice(0, -2))}(?:ец|ц(?:а|у|ом|е|ы|ов|ам|ами|ах))`;
  const stem = yo(word);
  const feminine = /(?:ник|щик|чик)$/u.test(word)
    ? `|${yo(word.slice(0, -1))}ц${RU_FEMININE_ENDINGS}`
    : /(?:ист|ант)$/u.test(word)
      ? `|${stem}к${RU_FEMININE_ENDINGS}`
      : "";
  return `${stem}${RU_HARD_ENDINGS}${feminine}`;
}

/**
 * The role words of a title line (ROLE_LINE_WORDS), compiled once: a whole word in its inflected forms, never a part
 * of a longer word — «технологии», "Engineering", «логистика», "Architecture", «фотография», "supported" hold a
 * role word's letters and name no post. A Russian compound's first part joined by -о- stands before a title word
 * («видеооператор», «биотехнолог»). Matched against lower-case text (engine/text.ts `foldCase`).
 */
export const ROLE_WORDS: RegExp = (() => {
  const english = ROLE_LINE_WORDS.en.split("|").map((word) => `${word}s?(?:['’]s?)?`);
  const russian = ROLE_LINE_WORDS.ru.split("|").map(russianForms);
  const fixed = ROLE_LINE_WORDS.fixed.split("|").map((phrase) => phrase.replace(/ /gu, "\\s?"));
  return new RegExp(
    `(?:(?<![\\p{L}])|(?<=[а-яё]о))(?:${[...english, ...russian, ...fixed].join("|")})(?![\\p{L}])`,
    "u",
  );
})();
