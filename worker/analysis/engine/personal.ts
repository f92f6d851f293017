/**
 * Personal data a resume should not carry: it does not help to get hired and it enables discrimination or
 * identity theft (passport and SNILS numbers travel through dozens of inboxes).
 */
import { BIRTH_DATE, ID_LABELLED, monthNumber, SNILS } from "../recognisers";
import { clip } from "./text";
import type { PersonalDataHit } from "./types";

/**
 * Document numbers come from the shared recognisers (masking hides exactly these); the label decides the kind.
 * SNILS/INN has several forms, kept as separate patterns: V8 runs one regex of differently shaped alternatives
 * ("(?=снилс)…|\d{3}-…|\bssn\b") several times slower than the same alternatives one by one.
 */
const PASSPORT = new RegExp(`(?=(?:паспорт|серия|passport))${ID_LABELLED.source}`, "u");
const SNILS_INN: readonly RegExp[] = [
  new RegExp(`(?=(?:снилс|инн|social|ssn))${ID_LABELLED.source}`, "u"),
  new RegExp(SNILS.source, "u"),
  /social security (?:no|number)/u,
  /\bssn\b/u,
];

/** A confession written in lower case: read in the original text, where case tells a name from a word. */
const RELIGION_WORD =
  /(?<![\p{L}])(?:православн(?:ый|ая)|мусульман(?:ин|ка)|буддист(?:ка)?|католи(?:к|чка))(?![\p{L}])/u;

/**
 * Each kind: its patterns over the case-folded text, and optionally one read in the text as written, where case
 * tells a word from a name.
 */
const CHECKS: ReadonlyArray<readonly [PersonalDataHit["kind"], RegExp | readonly RegExp[], RegExp?]> = [
  ["passport", PASSPORT],
  ["snils_inn", SNILS_INN],
  [
    "marital",
    // A spouse named as the person's own («моя жена», "my wife"), not a word about someone else's family.
    /семейное положение|(?<![а-яa-z])(?:женат|замужем|не замужем|холост|разведен[а]?|вдов(?:а|ец)|в браке|гражданский брак)(?![а-яa-z])|marital status|(?<![а-яa-z])married(?![а-яa-z])|(?<![а-яa-z])(?:мо[йя]|с)\s(?:жен(?:а|ой)|муж(?:ем)?|супруг(?:а|ой|ом)?)(?![а-яa-z])|(?<![a-z])(?:my|our)\s(?:wife|husband|spouse)(?![a-z])/u,
  ],
  [
    "children",
    // The person's own children by grammar: a verb of having («есть/имею/воспитываю … детей»), a count that opens a
    // clause («Женат, двое детей», "2 children" on its own) or a label — never a count inside a sentence about work
    // («для групп 40–70 детей») nor the adjective («детские лагеря», "children's books").
    /(?:есть|имею|имеется|воспитываю|у меня)\s(?:\p{L}+\s)?(?:дет(?:и|ей)|ребен(?:ок|ка)|сын(?:а|овей)?|доч(?:ь|ери|ерей))(?![а-яa-z])|(?:^|\n|[,;:(]\s*)(?:двое|трое|четверо|один|одна|нет|[1-5])\s(?:дет(?:ей|и)|ребен(?:ок|ка)|сын(?:а|овей)?|доч(?:ь|ери|ерей))(?![а-яa-z])|(?<![а-яa-z])дет(?:и|ей)\s?:|детей нет|(?<![а-яa-z])(?:сын|дочь)\s\d{1,2}\s(?:лет|год)|children\s?:|(?:have|with|father of|mother of)\s(?:one|two|three|four|\d)\s(?:children|kids|sons?|daughters?)(?![a-z])|(?<![a-z])(?:my|our)\s(?:\p{L}+\s){0,2}(?:children|kids|sons?|daughters?)(?![a-z'’])|number of children/u,
  ],
  [
    "birth",
    /дата рождения|год рождения|день рождения|(?<![а-яa-z])д\.\s?р\.\s?:|birthday|born\s?:|родил(?:ся|ась)\s+(?:\d|в\s+(?:19|20)\d\d)|(?<![а-яa-z])г\.\s?р\.|(?:мужчина|женщина),\s\d{2}\s(?:год|года|лет)|возраст\s?:|date of birth|(?<![а-яa-z])d\.?o\.?b\.?(?![а-яa-z])|born (?:on|in)|\d{2} years old|(?<![а-яa-z])age\s?:\s?\d/u,
  ],
  // Citizenship is asked by some vacancies (a work permit), so it is a kind of its own with a milder advice.
  [
    "citizenship",
    /(?<![а-яa-z])(?:гражданств[оа](?:\s*[:—–-]|\s(?:рф|россии|российской|украины|беларуси|казахстана|узбекистана|кыргызстана|рб|рк)(?![а-яa-z]))|citizenship\s*[:—–-]|citizen of)|(?<![a-z])(?:us|u\.s\.|uk|eu|british|indian|american) citizen(?![a-z])/u,
  ],
  [
    "nationality",
    /национальност|nationality|(?<![а-яa-z])(?:русский|русская|татарин|татарка)\s?(?:по национальности)/u,
  ],
  // Religion only where it is stated: a label, or a Russian adjective written in lower case among personal details
  // («женат, православный»). A bare "Christian" or «Православный …» is a first name, a surname or an institution's
  // name far more often than a confession (a reviewer found a surname reported as religion, decision 425).
  ["religion", /вероисповедани|религи[яи]\s?:|religion\s?:/u, RELIGION_WORD],
  [
    "photo",
    // A photo named as a label on its own line («Фото», "[Photo]", «Фотография:»): a word in a duty or a hobby
    // («загружает фото», «курсы фотографии») is about work, not a picture of the person (decision 515).
    /(?:^|\n)[\s[(]*(?:фото|фотография|photo|photograph)[\s\])]*(?::[^\n]{0,40})?(?=\n|$)|\[photo\]/u,
  ],
  // The person's own health only: a label or a statement of oneself. A disability named in work ("students with
  // learning disabilities", "disability services") or a certificate ("First Aid") is about the job (decision 780).
  [
    "health",
    /состояние здоровья|группа инвалидности|инвалид(?:ность)? \d|группа крови|health status|(?:^|\n|[|•;,]\s?)disability(?: status)?\s?:|(?:i have|i am|i'm|i live with)\s(?:a\s)?(?:\p{L}+\s)?(?:disability|disabled)|registered disabled/u,
  ],
];

/** The leftmost match of any of the patterns, the earlier pattern winning a tie: what `a|b|c` as one regex finds. */
function firstMatch(patterns: RegExp | readonly RegExp[], text: string): RegExpExecArray | null {
  if (patterns instanceof RegExp) return patterns.exec(text);
  let first: RegExpExecArray | null = null;
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match && (!first || match.index < first.index)) first = match;
  }
  return first;
}

/** The header: where a date of birth is written without its label («+7 915 … 08.08.1977»). */
const HEADER_LINES = 12;
const MONTHS =
  "january|february|march|april|may|june|july|august|september|october|november|december|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря";
/**
 * A whole calendar day: 08.08.1977, 8/8/1977, 1977-08-08, "8 August 1977", "August 8, 1977", «8 августа 1977». A range's end
 * (a dash, «по», "to" beside it) is a period, not a day of birth.
 */
const FULL_DATE = new RegExp(
  `(?<![\\d./])(?<![–—-]\\s?)(?:(?:0?[1-9]|[12]\\d|3[01])[./](?:0?[1-9]|1[0-2])[./]((?:19|20)\\d\\d)|((?:19|20)\\d\\d)-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])|(?:0?[1-9]|[12]\\d|3[01])\\s(?:${MONTHS})\\s((?:19|20)\\d\\d)|(?:${MONTHS})\\s(?:0?[1-9]|[12]\\d|3[01]),?\\s((?:19|20)\\d\\d))(?!\\s?[\\d./–—-]|\\s(?:по|to|until)\\s)`,
  "u",
);
/** The youngest a person sending a resume is taken to be: a day written this many years before now is a birthday. */
const MIN_AGE = 15;
/** A lone day outside the header is a birthday only when it is a grown-up's: a recent date alone is an entry's. */
const MIN_ADULT_AGE = 18;
const OLDEST = 1940;

/**
 * An unlabelled date of birth: a whole day in the header, in a year a person sending a resume was born in; or, anywhere
 * (a sidebar repeated on each page, a details block at the end), a whole day alone on its line beside at most an icon
 * glyph ("B August 31, 1981"), at least `MIN_ADULT_AGE` years back.
 */
function unlabelledBirthDate(folded: string, original: string, year: number): string | null {
  const lines = folded.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // Cheap first: a line with no four-digit year of the last century or this one holds no date of birth.
    if ((i >= HEADER_LINES && line.length > 32) || !/(?:19|20)\d\d/u.test(line)) continue;
    const match = FULL_DATE.exec(line);
    if (!match) continue;
    const born = Number(match[1] ?? match[2] ?? match[3] ?? match[4]);
    const alone =
      line
        .replace(match[0], "")
        .replace(/[^\p{L}\d]+/gu, " ")
        .trim().length <= 2;
    if (born >= OLDEST && born <= year - (i < HEADER_LINES ? MIN_AGE : MIN_ADULT_AGE) && (i < HEADER_LINES || alone))
      // Quoted as written: the original's line is cut out only for the date found.
      return original.split("\n")[i]?.slice(match.index, match.index + match[0].length) ?? match[0];
  }
  return null;
}

/**
 * Personal details by kind. `year` is the current year: a whole date in the header written at least `MIN_AGE` years
 * before it is a date of birth even without its label.
 */
export function findPersonalData(folded: string, original: string, year?: number): PersonalDataHit[] {
  const hits: PersonalDataHit[] = [];
  for (const [kind, patterns, asWritten] of CHECKS) {
    const match = firstMatch(patterns, folded) ?? asWritten?.exec(original) ?? null;
    if (!match) {
      // An unlabelled date of birth is quoted as the date alone: the phone beside it is no part of it.
      const day = kind === "birth" && year !== undefined ? unlabelledBirthDate(folded, original, year) : null;
      if (day) hits.push({ kind, sample: day });
      continue;
    }
    const lineEnd = original.indexOf("\n", match.index + match[0].length);
    const end = Math.min(lineEnd === -1 ? original.length : lineEnd, match.index + Math.max(match[0].length, 40));
    // From the start of its line when the line is short: «1997 г.р., г. Москва», never «г.р.» cut to «г».
    const lineStart = original.lastIndexOf("\n", match.index) + 1;
    const start = match.index - lineStart <= 30 ? lineStart : match.index;
    hits.push({ kind, sample: clip(original.slice(start, end), 60) });
  }
  return hits;
}

export const PERSONAL_DATA_LABELS: Readonly<Record<PersonalDataHit["kind"], string>> = {
  passport: "паспортные данные",
  snils_inn: "СНИЛС/ИНН",
  marital: "семейное положение",
  children: "сведения о детях",
  citizenship: "гражданство",
  birth: "дата рождения или возраст",
  nationality: "национальность",
  religion: "вероисповедание",
  photo: "упоминание фотографии",
  health: "сведения о здоровье",
};

/**
 * An age the person states: hh.ru's «Мужчина, 24 года, родился …», «Возраст: 24», "Aged 33", "Age: 33", "33 years
 * old". One of the groups holds the years.
 */
const STATED_AGE =
  /(?<![\p{L}\d])(?:(?:мужчина|женщина),\s(\d{2})\s(?:года|год|лет)|(\d{2})\s(?:года|год|лет),?\sродил|возраст\s?[:—–-]?\s?(\d{2})|aged\s(\d{2})|age\s?[:—–-]?\s?(\d{2})|(\d{2})\s?(?:years|yrs)\sold)(?!\d)/iu;
const BIRTH_DATE_ONCE = new RegExp(BIRTH_DATE.source, "iu");

export interface StatedAge {
  age: number;
  /** The age as written («24 года», "Aged 33"). */
  ageText: string;
  /** The month of birth (year × 12 + month); its January when only the year is written. */
  born: number;
  bornMonthKnown: boolean;
  /** The date of birth as written. */
  bornText: string;
}

/** The month (0–11) of a date of birth as written, or null: a month word, or dd.mm.yyyy (a slash only when a day tells). */
function birthMonthOf(value: string): number | null {
  const word = /\p{L}{3,}/u.exec(value.toLowerCase());
  if (word) return monthNumber(word[0]);
  const [a, b] = (value.match(/\d{1,2}(?=[./-])/gu) ?? []).map(Number);
  if (a === undefined || b === undefined) return null;
  if (value.includes("/") && a <= 12 && b <= 12) return null;
  const month = value.includes("/") && a <= 12 ? a : b;
  return month >= 1 && month <= 12 ? month - 1 : null;
}

/**
 * A stated age beside a labelled date of birth (decision 780): together they date the document, as a recruiter reads
 * «24 года, родился 5 августа 1997» — written when that person was 24. Null without both, or when they disagree.
 */
export function statedAgeAndBirth(text: string): StatedAge | null {
  const ageMatch = STATED_AGE.exec(text);
  const birthMatch = BIRTH_DATE_ONCE.exec(text);
  if (!ageMatch || !birthMatch) return null;
  const age = Number(ageMatch.slice(1).find((g) => g !== undefined));
  const value = birthMatch[2]!;
  const year = Number(/(?:19|20)\d\d/u.exec(value)?.[0] ?? 0);
  if (age < 14 || age > 80 || year < OLDEST) return null;
  const month = birthMonthOf(value);
  const ageText = ageMatch[0].replace(/^(?:мужчина|женщина),\s/iu, "").replace(/,?\sродил$/iu, "");
  return { age, ageText, born: year * 12 + (month ?? 0), bornMonthKnown: month !== null, bornText: value.trim() };
}
