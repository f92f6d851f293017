/**
 * The cleanliness gate of a skills-list item (issue 21, item 5): a skill in the report is a taxonomy entry, or an
 * item of the resume's own skills list that passes this gate. Readers of the reports found age, marital status,
 * children, pieces of sentences and words cut in half listed as skills; each is one kind below. The gate looks at
 * the item alone, never at a list of known junk.
 */

import { SECTION_KINDS } from "../../../../shared/schemas/reading";
import { MONTHS, QUARTER_WORDS, RANGE_WORDS, SEASONS, SINCE_WORDS, YEAR_SUFFIXES } from "../../knowledge/dates";
import { HEADINGS } from "../../knowledge/headings";
import { PRESENT_LEADS, PRESENT_PHRASES } from "../../knowledge/present";
import { headingKindOf } from "../sections";
import { isCommonWord } from "../spelling";
import type { SectionKind } from "../types";
import { CONTACT_SITE_ITEM } from "./contact-sites";
import { inObliqueCase, isTaxonomyName } from "./items";
import { isLevelWord } from "./levels";

export type ItemProblem = "personal" | "fragment" | "cut" | "heading" | "date" | "contact";

/** Personal details: age, birth, family, gender, citizenship, address, contacts. */
/** An address: a street word with a number ("ул. Ленина, 5", "12 Baker Street"); "street dance" is a skill. */
const ADDRESS = /(?<![\p{L}])(?:ул\.|улица|проспект|пр-т|кв\.|д\.|street|st\.|avenue|ave\.|road|rd\.)(?![\p{L}])/iu;

const PERSONAL: readonly RegExp[] = [
  /(?<![\p{L}\d])\d{1,2}\s*(?:лет|года?|years?\s+old|y\.?\s?o\.?)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:возраст\p{L}*|age|дата рождения|date of birth|born|родил(?:ся|ась)|год рождения|г\.\s?р\.)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:семейн\p{L}* положени\p{L}*|marital|замужем|женат\p{L}*|холост\p{L}*|разведен\p{L}*|разведён\p{L}*|married|single|divorced|вдов\p{L}*)(?![\p{L}])/iu,
  // Children as a family detail: counted, owned or labelled («двое детей», «есть ребёнок», "Children: 2"), not
  // «Безопасность детей» or "teaching children".
  /(?<![\p{L}])(?:\d+|один|одна|одного|двое|трое|четверо|есть|имею|нет|one|two|three|four|no)\s+(?:дет(?:и|ей)|ребен\p{L}*|ребён\p{L}*|сын\p{L}*|доч(?:ь|ери|ерей)|children|kids?|sons?|daughters?)(?![\p{L}])/iu,
  /^(?:дети|ребенок|ребёнок|children|kids)(?:\s*[:—–-]|$)/iu,
  /(?<![\p{L}])(?:пол|gender|sex|мужчина|женщина|мужской|женский|male|female)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:гражданств\p{L}*|citizenship|nationality|национальност\p{L}*|место рождения|place of birth)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:проживаю|проживает|прописк\p{L}*)(?![\p{L}])/iu,
  /@|https?:\/\/|www\.|(?:\+?\d[\s()-]*){7,}/u,
];

/**
 * Every PERSONAL pattern (and ADDRESS, which needs a digit) needs one of these pieces: an item without any is no
 * personal detail, and the Unicode lookbehinds of the patterns are not run on it (decision 075).
 */
const MAY_BE_PERSONAL =
  /\d|@|www\.|https?:|возраст|(?<![a-z])age(?![a-z])|рожд|born|родил|г\.\s?р|семейн|marital|замуж|женат|холост|развед|married|single|divorced|вдов|(?<![а-яё])(?:дет[иея]|ребен|ребён|сын|доч)|child|(?<![a-z])(?:kid|son|daughter)|(?<![а-яё])пол(?![а-яё])|gender|(?<![a-z])sex|мужч|женщ|мужск|женск|(?<![a-z])(?:fe)?male(?![a-z])|гражданств|citizenship|nationality|национальн|прожива|прописк/iu;

/** Words that cannot start or end a skill's name: prepositions, conjunctions, articles (Russian and English). */
const DANGLING: ReadonlySet<string> = new Set(
  (
    "и в во с со к ко по на за из от до для о об при про без над под а но или что как также либо же ли чтобы " +
    "and or with of for to in on at by from the a an as into via than that which such including"
  ).split(" "),
);

/** Words of an item; "/" and "-" join parts of one name ("A/B-тестирование", "CI/CD") and do not split. */
const wordsOf = (item: string): string[] => item.split(/\s+/u).filter(Boolean);

/** A first-person verb («танцую», «знаю», «умею», «занимаюсь»): the item is the person's sentence, not a name. */
const FIRST_PERSON = /^[а-яё]{2,}(?:аю|яю|ею|ую|юсь|усь)$/u;
/** A verb in the past tense opening a phrase («Оптимизировал код», «Внедрила CRM»): a duty, not a skill's name. */
const PAST_VERB = /^[А-ЯЁа-яё]{3,}(?:ал|ял|ил|ел|ыл|ул)(?:а|и|ся|ась|ись)?$/u;

function isFragment(item: string): boolean {
  const words = wordsOf(item);
  // A list inside one item ("английский, французский и испанский") is several skills, not one name; commas in
  // brackets ("Excel (pivot tables, VLOOKUP)") and a phrase joined by "&" ("Friendly, courteous, & service
  // oriented") are one.
  const parts = item.replace(/\([^)]*\)/gu, "").split(/,\s*/u);
  if (parts.length > 1 && !parts.some((part) => /^(?:&|and\s|и\s)/u.test(part))) return true;
  // Letters standing alone ("M. A", «ô C»): initials or a broken glyph run, no name.
  if (words.length > 1 && words.every((w) => w.replace(/[^\p{L}\d]/gu, "").length <= 1)) return true;
  if (/^(?:я|i)$/iu.test(words[0]!) || (words.length > 1 && words.some((w) => FIRST_PERSON.test(w)))) return true;
  if (words.length > 1 && PAST_VERB.test(words[0]!)) return true;
  // A phrase opening with a word in an oblique case («английского языка», «Великобритании», «тестирования») is the
  // end of a longer one («перевод с английского языка»): a skill's name opens in the nominative.
  if (inObliqueCase(words[0]!)) return true;
  // Sentence punctuation inside, an ellipsis, a trailing comma or colon.
  if (/[.!?;]\s+\p{L}|[:;,]$|\.\.\.|…/u.test(item)) return true;
  // Written in capitals ("ФГОС ДО", "OR") it is an abbreviation, not a preposition.
  const dangling = (word: string): boolean => DANGLING.has(word.toLowerCase()) && !/^\p{Lu}{2,}$/u.test(word);
  if (dangling(words[words.length - 1]!) || (words.length > 1 && dangling(words[0]!))) return true;
  const opens = (item.match(/[([{«“]/gu) ?? []).length;
  const closes = (item.match(/[)\]}»”]/gu) ?? []).length;
  if (opens !== closes) return true;
  return (item.match(/"/gu) ?? []).length % 2 === 1;
}

/**
 * Word endings that are no word of their own: a word cut by a line break and glued back with a space
 * («Коммуникабель ность», "Communica tion") leaves one of them standing alone.
 */
const ENDINGS: ReadonlySet<string> = new Set(
  (
    "ность ности ностью ость ости остью ция ции цию цией ние ния нию нием ение ения ание ания ство ства ству " +
    "тельность тельности ческий ческая ческое ческие ческого ческой ный ная ное ные ного ской ских " +
    "tion tions sion ment ments ness ity ities ance ence ing ings able ible ive ous"
  ).split(" "),
);

/** A word cut in half: a trailing or leading hyphen ("техники тест-"), or an ending standing alone. */
function isCut(item: string): boolean {
  if (/\p{L}[-‐]$/u.test(item) || /^[-‐]\p{L}/u.test(item)) return true;
  const words = wordsOf(item);
  return words.length > 1 && words.slice(1).some((word) => ENDINGS.has(word.toLowerCase().replace(/[,.;:]+$/u, "")));
}

/** A page's running footer or header that extraction left among the items: "Page 2 of 3", «Стр. 2 из 3». */
const PAGE_MARK = /^(?:page|p\.|стр\.?|страница|с\.)\s*\d+(?:\s*(?:of|из|\/)\s*\d+)?$/iu;

/**
 * A word all of whose letters are Latin-1's accented ones («äëÿ», «è»): Cyrillic text decoded as Windows-1252, a
 * broken glyph run and not a name ("Café", "Señor" carry plain letters too).
 */
const MOJIBAKE_WORD = /(?:^|\s)[\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]+(?=\s|$|[,.;:])/u;

/**
 * Headings that name no skill: a section's name standing among the items ("Languages", "Technical skills",
 * «Опыт работы») is the layout's, not the person's. The kinds whose headings are also skills' names (projects:
 * "Research"; courses: "Training"; additional: "Teaching") are left alone.
 */
const SKILL_LIKE_HEADINGS: ReadonlySet<SectionKind> = new Set<SectionKind>(["projects", "courses", "additional"]);
const NO_SKILL_HEADINGS: ReadonlySet<SectionKind> = new Set(SECTION_KINDS.filter((k) => !SKILL_LIKE_HEADINGS.has(k)));

/** Heading kinds whose words also make skills' names ("Communication skills", «Английский язык»): only one word alone. */
const ONE_WORD_ONLY: ReadonlySet<SectionKind> = new Set<SectionKind>(["skills", "languages"]);

/** The headings' own phrases of those kinds, as listed (knowledge/headings.ts): "technical skills", "programming languages". */
const LISTED_HEADINGS: ReadonlySet<string> = new Set(
  [...NO_SKILL_HEADINGS].flatMap((kind) => HEADINGS[kind] ?? []).map((phrase) => phrase.toLowerCase()),
);

/**
 * A section's name standing as an item, unless the taxonomy names it as a skill («Персональные данные»). A phrase
 * the headings read only by its root word ("Communication skills", «Английский язык B2») is a skill's name.
 */
function isHeading(text: string): boolean {
  if (text.length > 40) return false;
  const kind = headingKindOf(text);
  if (!kind || !NO_SKILL_HEADINGS.has(kind)) return false;
  const listed = LISTED_HEADINGS.has(text.toLowerCase().replace(/[\s.:]+$/u, ""));
  if (ONE_WORD_ONLY.has(kind) && /\s/u.test(text) && !listed) return false;
  return !isTaxonomyName(text);
}

/** The date vocabulary's words (knowledge/dates.ts, present.ts): months, seasons, quarters, "present" and leads. */
const DATE_WORDS: ReadonlySet<string> = new Set(
  [
    ...MONTHS.flatMap((m) => [...m.ruForms, ...m.en]),
    ...SEASONS.flatMap((s) => s.words),
    ...QUARTER_WORDS,
    ...YEAR_SUFFIXES,
    ...SINCE_WORDS,
    ...RANGE_WORDS,
    ...PRESENT_LEADS,
    ...PRESENT_PHRASES.flatMap((p) => p.split(/[\s.]+/u)),
    "present",
    "now",
    "current",
  ]
    .map((w) => w.toLowerCase())
    .filter(Boolean),
);

/** A date or a range of dates ("Jan 2020", «сентябрь 2019 – н.в.», "Summer 2021", "Q3 2022"): a number and date words only. */
function isDate(text: string): boolean {
  if (!/\d/u.test(text)) return false;
  const words = text
    .toLowerCase()
    .split(/[\s.,/–—-]+/u)
    .filter(Boolean);
  return words.every((w) => /^(?:q?\d{1,4}(?:-?(?:й|го|th|st|nd|rd))?|['’]\d\d)$/u.test(w) || DATE_WORDS.has(w));
}

/**
 * A piece of a web address that lost its site ("ab707a203/", "/in/jane-doe"): one token opening or closing on a
 * slash is a path segment, never a name ("CI/CD", "TCP/IP" have names on both sides).
 */
const URL_PIECE = /^(?:\/[^\s/]+(?:\/[^\s/]*)*|(?:[^\s/]+\/)+)$/u;

/** The f-ligatures a PDF font may draw as one glyph that extraction then drops (decision 725 reads the misnamed ones). */
const DROPPED_LIGATURES = ["ff", "fi", "fl", "ffi", "ffl", "ft"];

/**
 * A word that lost a ligature glyph: "O ice" (Office), "Tra ic" (Traffic), "Sta" (Staff) — no word of the language
 * (or a product's name) as written, one with an f-ligature put back in the gap or at its end. The item is the
 * extraction's damage, not the person's spelling (decision 770).
 */
function lostLigature(text: string): boolean {
  const words = text.split(/\s+/u);
  // A word of the language or a product's name ("Microsoft").
  const known = (word: string): boolean => isCommonWord(word) || isTaxonomyName(word);
  return words.some((word, i) => {
    // A word in lower case or capitalised: letters in capitals ("STI", "CLE") are an abbreviation, not a cut word.
    if (!/^(?:[A-Za-z]|[A-Z]?[a-z]+)$/u.test(word)) return false;
    const next = words[i + 1] ?? "";
    const alone = word.length === 1 || !known(word);
    // "O ice", "Tra ic": the glyph stood in the gap; one side at least is no word of its own.
    if (/^[a-z]{2,}$/u.test(next) && (alone || !known(next)))
      if (DROPPED_LIGATURES.some((lig) => known(`${word}${lig}${next}`))) return true;
    // "Microso": the glyph ended the word.
    return word.length >= 3 && alone && DROPPED_LIGATURES.some((lig) => known(`${word}${lig}`));
  });
}

/** Why an item of the resume's own skills list is not a skill, or null when it may be listed. */
export function skillItemProblem(item: string): ItemProblem | null {
  const text = item.trim();
  // No letter at all ("2000", "80 %", "1.5"): a year, a level or a column of figures, never a skill's name.
  if (!text || PAGE_MARK.test(text) || !/\p{L}/u.test(text)) return "fragment";
  // A contact profile's site standing as an item ("LinkedIn", "hh.ru", "github:"): where the person is found.
  if (CONTACT_SITE_ITEM.test(text) || URL_PIECE.test(text)) return "contact";
  // A level standing alone ("Fluent", «Свободно»): the level of the item before it, cut off by the layout.
  // Levels alone, one or several: a rating column's header ("Expert Advanced") flattened among the items.
  if (text.split(/\s+/u).every(isLevelWord)) return "fragment";
  if (isHeading(text)) return "heading";
  if (MAY_BE_PERSONAL.test(text) && (PERSONAL.some((p) => p.test(text)) || (/\d/u.test(text) && ADDRESS.test(text))))
    return "personal";
  if (isDate(text)) return "date";
  if (isCut(text) || lostLigature(text)) return "cut";
  if (MOJIBAKE_WORD.test(text)) return "fragment";
  if (isFragment(text)) return "fragment";
  return null;
}
