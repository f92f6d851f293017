/**
 * The grammar of one item of a resume's own skills list (decision 395): what is the skill's name in an item as
 * people write it, whatever the trade. An item carries more than the name: a level before or after it
 * ("Proficient in Microsoft Office Suite", «Базовые знания ООП», "Bloomberg Intermediate", "Figma 80%"), an aside
 * in brackets ("QisKit (IBM)", "English (C1)") or a list of its parts there ("MS Office (Word, Excel)"), two names
 * joined by a conjunction ("Excel and PowerPoint", "R, Stata, and Python", «Word и Excel»), a spaced slash between
 * names ("HTML / CSS / SQL"), or the row label of a flattened table glued before the first item («Ключевые навыки
 * JS»). Each is a form, not a word list: the level words are the CEFR/LinkedIn proficiency scale and the Russian
 * «знание / владение / опыт работы с» leads; names are told by their capitals or by the taxonomy.
 *
 * Everything here runs on the few items of a skills section, never on the whole text.
 */

import { rememberedByText } from "../memo";
import { headingKindOf } from "../sections";
import { LEVEL_AFTER_MARK, LEVEL_ALONE } from "./levels";
import { readItem } from "./match";

/**
 * A whole item the taxonomy names ("Visual Basic", "React Native"): no level word is cut from it. The grammar asks
 * about the same item several times (levels, conjunctions, the reading): its taxonomy reading is made once per
 * analysis (`readItem`, memo.ts).
 */
export function isTaxonomyName(item: string): boolean {
  const { tokens, hits } = readItem(item);
  return tokens.length > 0 && hits.some((hit) => !hit.ambiguous && hit.from === 0 && hit.to === tokens.length);
}

// English leads: "(strong|basic|working …) knowledge|experience|proficiency of|in|with …", "proficient|skilled|
// experienced|familiar … in|with …", and a bare level before a capitalised name ("Basic Java", "Advanced Excel").
const EN_LEAD =
  /^(?:(?:a\s+)?(?:high|good|expert)\s+level\s+of\s+|(?:(?:very|highly|really)\s+)?(?:strong|good|solid|basic|working|advanced|excellent|in-depth|deep|extensive|hands-on|practical|sound|thorough|general|some|broad|proven)\s+)?(?:knowledge|understanding|experience|proficiency|expertise|command|familiarity|background|skills?)\s+(?:of|in|with|using|on)\s+|^(?:(?:very|highly)\s+)?(?:proficient|skilled|experienced|competent|familiar|fluent|expert|versed|well[- ]versed|conversant|comfortable|knowledgeable)\s+(?:in|with|at|on)\s+(?:using\s+)?/iu;
/** Case matters here: a level word before a capitalised name, not before any word ("Basic mathematics" stays). */
const EN_LEVEL_BEFORE_NAME =
  /^(?:[Bb]asic|[Aa]dvanced|[Ii]ntermediate|[Bb]eginner|[Pp]roficient|[Ff]luent|[Nn]ative|[Bb]ilingual)\s+(?=\p{Lu})/u;

// Russian leads: «(имею) (базовые|хорошие|уверенные …) (уровень) знание|владение|опыт (работы)|навыки (работы)|умение
// (работать)|понимание|пользователь (с|в|на) (среде|программе|системах|языке программирования …)», two of the nouns
// joined by «и» and the action they name («Знание и навыки использования», «Опыт применения»). The name after
// it must be one: a Latin word, a number or a Cyrillic abbreviation («ООП», «СУБД»); «Владение техникой
// классического танца» is a skill of its own and keeps its words.
const RU_LEAD_NOUN =
  "(?:знани\\p{L}*|владени\\p{L}*|опыт|навык\\p{L}*|умени\\p{L}*|понимани\\p{L}*|использовани\\p{L}*|применени\\p{L}*|пользовател\\p{L}*)";
const RU_LEAD = new RegExp(
  `^(?:(?:имею|есть)\\s+)?(?:(?:базов|хорош|глубок|уверенн|отличн|продвинут|средн|начальн|поверхностн|общ|тв[её]рд|практическ|широк)\\p{L}*\\s+)?(?:уровень\\s+)?${RU_LEAD_NOUN}(?:\\s+и\\s+${RU_LEAD_NOUN})?(?:\\s+(?:работы|работать|использования|применения))?(?:\\s+(?:с|со|в|во|на))?(?:\\s+(?:сред\\p{L}*|программ\\p{L}*|систем\\p{L}*|язык\\p{L}*(?:\\s+программирования)?|инструмент\\p{L}*|технологи\\p{L}*|фреймворк\\p{L}*|библиотек\\p{L}*|пакет\\p{L}*|ПО))?\\s+`,
  "iu",
);
/** What may follow a Russian lead: a Latin name, a number, or an abbreviation in capitals (case-sensitive). */
const RU_NAME_START = /^(?:[A-Za-z\d]|\p{Lu}{3})/u;

/** In brackets a self-rating may be any degree word: "C++ (low)", "R (high)", "Stan (intermediate)". */
const LEVEL_IN_BRACKETS = `${LEVEL_AFTER_MARK}|high|low|medium|moderate|fair|limited`;
const TRAILING_LEVEL = new RegExp(
  `(?:\\s+(?:${LEVEL_ALONE})|\\s*[-–—:,]\\s*(?:${LEVEL_AFTER_MARK})|\\s*\\(\\s*(?:${LEVEL_IN_BRACKETS})\\s*\\))\\s*$`,
  "iu",
);

/** A self-rating after the name: "Figma 80%", "HTML 93 %", "Python 4/5", "R (5/5)", "Excel ★★★★". */
const TRAILING_RATING =
  /\s*(?:[-–—:]\s*)?(?:\d{1,3}\s*%|\d\s*\/\s*(?:5|10)|[★☆●○]{2,}|\(\s*(?:\d{1,3}\s*%|\d\s*\/\s*(?:5|10))\s*\))\s*$/u;

/**
 * The name without the level around it; the item as it was when nothing is left or the whole item is a name. The
 * key-skill reader, the coordinated lists and the item grammar ask it of the same members: answered once per
 * analysis (memo.ts).
 */
export const withoutLevel = rememberedByText((item: string): string => {
  if (isTaxonomyName(item)) return item;
  let name = item.replace(TRAILING_RATING, "");
  const trailing = name.replace(TRAILING_LEVEL, "");
  if (trailing && !isTaxonomyName(name)) name = trailing;
  // A short level word glued after a whole name with a space ("Python Advanced", "SQL Basic", "Excel Expert"): cut
  // only where the taxonomy reads the rest as one name ("Visual Basic" is a name itself and was kept above).
  const named = name.replace(LEVEL_LAST, "");
  if (named !== name && namesWhole(named)) name = named;
  // A taxonomy name, a spaced dash and a phrase about it ("Flask - Использовался для REST API", "Scrapy – parsed a lot
  // of sites"): the item is the name, the rest is what the person did with it (decision 590).
  const described = DESCRIBED.exec(name);
  // A digit after the dash or a year before it is a date range ("Nov 2019 – Aug 2022"), not a description.
  const dated = described && (/\d/u.test(described[2]!) || /(?:19|20)\d\d/u.test(described[1]!));
  if (described && !dated && described[2]!.trim().split(/\s+/u).length >= 2 && isName(described[1]!))
    name = described[1]!;
  // An English lead goes only before a name ("Proficient in Microsoft Office Suite"); before a phrase it is part of
  // the skill ("Proficient with POS systems", "Proficiency in accounting software"). The Russian lead asks for a name
  // after it in its own pattern.
  const english = EN_LEAD.exec(name) ?? EN_LEVEL_BEFORE_NAME.exec(name);
  if (english && isCapitalisedName(name.slice(english[0].length))) name = name.slice(english[0].length);
  else {
    const russian = RU_LEAD.exec(name);
    if (russian && RU_NAME_START.test(name.slice(russian[0].length))) name = name.slice(russian[0].length);
  }
  return name.trim() || item;
});

const DESCRIBED = /^(.+?)\s+[-–—]\s+(.+)$/u;

/** A level at the item's end after a space ("SQL Basic", «Java на базовом уровне»): cut only after a whole name. */
const LEVEL_LAST = new RegExp(`\\s+(?:(?:на|at)\\s+)?(?:${LEVEL_AFTER_MARK})(?:\\s+(?:уровне|level))?$`, "iu");

/** Whether one taxonomy name covers the whole item, an ambiguous one too ("Excel"): the item is a list's member. */
function namesWhole(item: string): boolean {
  const { tokens, hits } = readItem(item);
  return tokens.length > 0 && hits.some((hit) => hit.from === 0 && hit.to === tokens.length);
}

/** Whether `short` is the initials of `long`: "Embedded Atom Models (EAM)", «Система управления базами (СУБД)». */
function isInitialsOf(short: string, long: string): boolean {
  const letters = short.replace(/[^\p{Lu}]/gu, "");
  if (letters.length < 2 || letters.length !== short.replace(/[\s.&-]/gu, "").length) return false;
  const words = long.split(/[\s-]+/u).filter((w) => /\p{L}/u.test(w));
  const all = words.map((w) => w.charAt(0).toUpperCase()).join("");
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w) || w.length > 3).map((w) => w.charAt(0).toUpperCase());
  return letters === all || letters === capitalised.join("");
}

/** What may follow a skill's name and is no part of it: an aside in brackets, a version, a CEFR level. */
const TRAILING_ASIDE = /\s*\([^()]*\)$/u;
const TRAILING_VERSION = /\s+v?\d+(?:[.,]\d+)*\+?$/iu;
const TRAILING_CEFR = /\s+[ABC][12]$/u;

/**
 * The name without what follows it: an aside in brackets, a version or a CEFR level ("Python 3", "Ansys (FEA)",
 * «1С:Бухгалтерия 8.3», "английский язык (B2)", «Английский язык B2»). The one reading of these asides for the
 * coordination (coordinated.ts) and the reading's de-duplication (key-skills.ts); the item itself when nothing is left.
 */
export function withoutVersionOrAside(item: string): string {
  const bare = item.replace(TRAILING_ASIDE, "").replace(TRAILING_VERSION, "").replace(TRAILING_CEFR, "").trim();
  return bare || item;
}

const ASIDE = /^(.*[^\s(])\s*\(([^()]+)\)$/u;

/** The name of an item and, apart, what its brackets list or name (read as skills, not shown as items). */
export interface AsideReading {
  name: string;
  /** The parts listed in the brackets, or the name without its aside: skills of the reading, not separate items. */
  parts: string[];
}

/**
 * An item with brackets at its end: a list of its parts ("Python (pandas, numpy)", "MS Office (Word, Excel)") or an
 * aside — a vendor, a level, a description, an abbreviation ("QisKit (IBM)", "English (C1)", "Payroll (PAYE)").
 * The item stays as written; the name without the aside and each listed part are skills too. The initials of the
 * name ("Embedded Atom Models (EAM)") are no aside.
 */
export function readAside(item: string): AsideReading {
  const match = ASIDE.exec(item);
  if (!match) return { name: item, parts: [] };
  const name = match[1]!.trim();
  const inner = match[2]!.trim();
  const parts = inner
    .split(/\s*[,;]\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length >= 2) return { name: item, parts: [name, ...parts] };
  if (isInitialsOf(inner, name)) return { name: item, parts: [] };
  return { name: item, parts: [name] };
}

/** A name by its letters: every word capitalised, in capitals or with a digit ("Fixed Assets", "HFM", "CATIA V5"). */
function isCapitalisedName(part: string): boolean {
  const words = part.split(/\s+/u).filter(Boolean);
  return words.length > 0 && words.length <= 4 && words.every((w) => /^[\p{Lu}\d.]|\p{Ll}\p{Lu}/u.test(w));
}

/** A name: capitalised as one, or a name the taxonomy knows ("pandas", "scikit-learn"). */
export function isName(part: string): boolean {
  return isCapitalisedName(part) || (part.split(/\s+/u).length <= 4 && isTaxonomyName(part));
}

const CONJUNCTION = /\s+(?:and|or|и|или|&)\s+/iu;

/**
 * Two capitalised names joined by a conjunction are two items ("Excel and PowerPoint", "Hyperion and HFM", «Word и
 * Excel»); a phrase is one ("Composite design and stress analysis", «Переговоры и эскалации», "Proactive and team player").
 * "&" joins two names only in a comma list ("Microsoft Word, Excel & Powerpoint"): alone it is one name's sign
 * ("Plating & Presentation").
 */
export function splitJoinedNames(item: string, inList: boolean): string[] {
  const parts = item.split(CONJUNCTION);
  if (parts.length < 2) return [item];
  if ((!inList && /\s&\s/u.test(item)) || isTaxonomyName(item)) return [item];
  // Capitals decide here: «1С:Зарплата и управление персоналом» is one product though «управление персоналом» is a skill.
  return parts.every(isCapitalisedName) ? parts : [item];
}

/**
 * Names run together with single spaces ("Go Python Node.js TypeScript", "Java Spring Boot", a row of tags or an item
 * of a comma list that lost its comma, hh.ru's "HTTP Redis API Postgres"): the taxonomy reads the item word for word
 * as two names or more, one after another, and not as one name; a word it does not know may stand among them when it
 * is an abbreviation in capitals ("API", "SOLID"). Each name is an item as the person spelled it; two spellings of one
 * entry side by side ("Git GitHub") stay together. Two names at least must be unambiguous: an
 * ordinary word before a name is often the name's own ("Lean Six Sigma" is one method, "Go" among three languages is
 * the language). Nothing but spaces stands between the names ("JAX-RS", "HLSL/GLSL" are one name's pieces).
 */
export function splitRunOfNames(item: string): string[] {
  // Names by their letters, each word, or a name the taxonomy writes in lower case beside them ("npm ESLint"): a
  // phrase in lower case is one term ("usability testing", «ручное тестирование»).
  const words = item.split(" ");
  if (!words.some((word) => NAME_WORD.test(word))) return [item];
  if (!words.every((word) => NAME_WORD.test(word) || namesWhole(word))) return [item];
  const { tokens, hits } = readItem(item);
  if (tokens.length < 2 || hits.length < 2 || isTaxonomyName(item)) return [item];
  const parts: Array<{ from: number; to: number; entry: string }> = [];
  let named = 0;
  let unambiguous = 0;
  for (let at = 0; at < tokens.length; ) {
    let best: (typeof hits)[number] | undefined;
    for (const hit of hits) if (hit.from === at && (!best || hit.to > best.to)) best = hit;
    const start = tokens[at]!.start;
    const end = tokens[(best?.to ?? at + 1) - 1]!.end;
    const last = parts.at(-1);
    if (last && !/^ +$/u.test(item.slice(last.to, start))) return [item];
    if (!best && !ABBREVIATION_WORD.test(item.slice(start, end))) return [item];
    if (best) named++;
    if (best && !best.ambiguous) unambiguous++;
    const entry = best?.entry.name ?? item.slice(start, end);
    // A spelling of the same entry goes with it ("Git GitHub"); another product grouped under it ("ESLint Prettier",
    // decision 540) is a name of its own.
    if (last && last.entry === entry && !best?.otherName) last.to = end;
    else parts.push({ from: start, to: end, entry });
    at = best?.to ?? at + 1;
  }
  const outside = item.slice(0, parts[0]!.from) + item.slice(parts.at(-1)!.to);
  if (parts.length < 2 || named < 2 || unambiguous < 2 || outside.trim()) return [item];
  return parts.map((part) => item.slice(part.from, part.to));
}
/** A word written as a name: a capital or a digit first, a dot before letters (".NET"), or a capital inside ("jQuery"). */
const NAME_WORD = /^(?:[\p{Lu}\d]|\.\p{L}|\p{Ll}+\p{Lu})/u;
/** A word the taxonomy need not know to be a name among names: an abbreviation in capitals ("API", "SOLID", "ERP"). */
const ABBREVIATION_WORD = /^\p{Lu}[\p{Lu}\d]{1,5}$/u;

/**
 * "HTML / CSS / SQL", "CSS modules / SCSS / TailwindCSS": a slash with spaces on both sides separates short names
 * ("CI/CD" and "A/B" have none); a part longer than three words, or a lone lower-case word that is no name, means
 * the slash is inside a phrase.
 */
export function splitSpacedSlash(item: string): string[] {
  if (!item.includes(" / ")) return [item];
  const parts = item.split(/\s+\/\s+/u).map((p) => p.trim());
  const short = (part: string): boolean => {
    const words = part
      .replace(/\([^()]*\)/gu, "")
      .trim()
      .split(/\s+/u);
    // A lone word in lower case shares the other part's noun ("Accounts payable / receivable"): one phrase.
    return (
      part.length > 0 && words.length <= 3 && !(words.length === 1 && /^\p{Ll}+$/u.test(words[0]!) && !isName(part))
    );
  };
  return parts.every(short) ? parts : [item];
}

/**
 * A flattened table row's label glued before the first item without a colon («Ключевые навыки JS», «Технологии
 * MongoDB», "Languages French (native)"): the label is a skills or languages heading of one to three words.
 */
export function withoutRowLabel(item: string): string {
  const words = item.split(/\s+/u);
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const kind = headingKindOf(words.slice(0, n).join(" "));
    if (kind === "skills" || kind === "languages") return words.slice(n).join(" ");
  }
  return item;
}

/**
 * The parts of a comma list whose last part opens with "and"/"&" ("R, Stata, and Python"): the conjunction goes when
 * every part is a name; null when the list is a phrase that goes on ("Friendly, courteous, & service oriented").
 */
export function withoutListConjunction(parts: readonly string[]): string[] | null {
  const conjunction = /^(?:and|or|&|и|или)\s+(.+)$/iu;
  if (!parts.some((part) => conjunction.test(part))) return [...parts];
  const names = parts.map((part) => conjunction.exec(part)?.[1] ?? part);
  return names.every(isName) ? names : null;
}

/**
 * A Russian word in an oblique case by its ending (genitive, dative, instrumental, prepositional): nouns in
 * -ией/-иям/-иях/-ами/-ями, adjectives in -ого/-его/-ому/-ему/-ыми/-ими, and in lower case verbal nouns in -ния
 * («тестирования»). A skill's name opens in the nominative, so such a word continues a phrase begun before it
 * («уровни» + «тестирования»), and an item opening with it is a piece of one («английского языка»; decision 540).
 * -ии is left out: plurals in the nominative end so too («Презентации», «Нотации»).
 */
export function inObliqueCase(word: string): boolean {
  return OBLIQUE_ENDING.test(word) || (/^\p{Ll}/u.test(word) && VERBAL_NOUN_GENITIVE.test(word));
}
const OBLIQUE_ENDING = /^[А-ЯЁа-яё][а-яё]+(?:ией|иям|иях|ами|ями|ого|его|ому|ему|ыми|ими)$/u;
const VERBAL_NOUN_GENITIVE = /^[а-яё]{3,}ния$/u;
