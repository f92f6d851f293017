/**
 * Personal data a resume should not carry: it does not help to get hired and it enables discrimination or
 * identity theft (passport and SNILS numbers travel through dozens of inboxes).
 */
import { ID_LABELLED, SNILS } from "../recognisers";
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
    /семейное положение|(?<![а-яa-z])(?:женат|замужем|не замужем|холост|разведен[а]?|вдов(?:а|ец)|в браке|гражданский брак)(?![а-яa-z])|marital status|(?<![а-яa-z])married(?![а-яa-z])/u,
  ],
  [
    "children",
    /(?:есть|имею|имеется|двое|трое|один|одна|нет)\s(?:дет(?:и|ей)|ребен(?:ок|ка))|(?<![а-яa-z])дет(?:и|ей)\s?:|детей нет|(?<![а-яa-z])(?:сын|дочь)\s\d{1,2}\s(?:лет|год)|\d\s(?:ребенка|детей)(?![а-яa-z])|children\s?:|(?:have|with) (?:one|two|three|\d) (?:children|kids)|number of children/u,
  ],
  [
    "birth",
    /дата рождения|год рождения|родил(?:ся|ась)\s+(?:\d|в\s+(?:19|20)\d\d)|(?<![а-яa-z])г\.\s?р\.|(?:мужчина|женщина),\s\d{2}\s(?:год|года|лет)|возраст\s?:|date of birth|(?<![а-яa-z])d\.?o\.?b\.?(?![а-яa-z])|born (?:on|in)|\d{2} years old|(?<![а-яa-z])age\s?:\s?\d/u,
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
    /(?<![а-яa-z])(?:фото|фотография)(?![а-яa-z])|\[photo\]|(?<![а-яa-z])photo(?:graph)?(?![а-яa-z])(?!\s?(?:editing|shop|graphy))/u,
  ],
  ["health", /состояние здоровья|группа инвалидности|инвалид(?:ность)? \d|группа крови|health status|disabilit/u],
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

export function findPersonalData(folded: string, original: string): PersonalDataHit[] {
  const hits: PersonalDataHit[] = [];
  for (const [kind, patterns, asWritten] of CHECKS) {
    const match = firstMatch(patterns, folded) ?? asWritten?.exec(original) ?? null;
    if (!match) continue;
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
  birth: "дата рождения или возраст",
  nationality: "национальность",
  religion: "вероисповедание",
  photo: "упоминание фотографии",
  health: "сведения о здоровье",
};
