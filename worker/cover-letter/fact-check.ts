/**
 * The "no invented fact" rule for cover letters (decision 100). A letter may state only what the resume (or the
 * person's own request: company, position, vacancy text) supports:
 * - every number in the letter occurs as a number in the resume or the request;
 * - every skill the engine recognises in the letter is a skill it recognises in the resume (or in the position's
 *   name) — a skill the vacancy asks for and the resume lacks is never claimed;
 * - every proper name (a Latin capitalised word anywhere, a capitalised Cyrillic word inside a sentence, anything in
 *   «quotes») occurs in the resume or the request — this is what catches an invented employer or university.
 * Clichés are checked here too: they are not facts, but a letter made of them is not read to the end.
 * The built-in generator must pass this check by construction (a property test); a model's letter is cleaned by
 * dropping the sentences that fail it.
 */
import { matchSkills } from "../analysis/engine";

export interface FactSources {
  resume: string;
  /** The person's own words: company, position, company info, vacancy description. */
  request: readonly string[];
  /** Extra names the model declared as assumptions about the company (shown to the person to check). */
  assumed?: readonly string[];
  /** Dictionary and display names of the skills the engine found in the resume (section-aware: a listed "Excel" counts). */
  resumeSkills?: readonly string[];
}

export type ProblemKind = "number" | "skill" | "name" | "cliche";

export interface FactProblem {
  kind: ProblemKind;
  value: string;
}

/** Phrases no recruiter reads past; the first four are the examples. */
export const LETTER_CLICHES: readonly RegExp[] = [
  /коммуникабельн/iu,
  /стрессоустойчив/iu,
  /(?<![\p{L}])ответственн(?:ый|ая|ость)(?!\s(?:за|перед))/iu,
  /целеустремл[её]нн/iu,
  /трудолюбив/iu,
  /пунктуальн/iu,
  /быстро обучаюсь|легко обучаем/iu,
  /командный игрок|умею работать в команде/iu,
  /активн\p{L}+ жизненн\p{L}+ позици/iu,
  /i am writing to express my interest/iu,
  /to whom it may concern/iu,
  /team player/iu,
  /hard[\s-]?working/iu,
  /detail[\s-]oriented/iu,
  /self[\s-]motivated|highly motivated/iu,
  /results?[\s-]driven/iu,
  /go[\s-]getter/iu,
  /think outside the box/iu,
];

const NUMBER = /\d+(?:[.,]\d+)?/gu;
const QUOTED = /«([^»]{1,120})»|"([^"]{1,120})"|“([^”]{1,120})”/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}&+#.'’-]*/gu;

/** Words a template or any letter may start with or use that are not names. */
const COMMON_CAPITALISED = new Set(
  [
    "I",
    "I'm",
    "I’m",
    "I've",
    "I’d",
    "I'd",
    "I'll",
    "CV",
    "HR",
    "IT",
    "B2B",
    "B2C",
    "QA",
    "UX",
    "UI",
    "CEO",
    "CTO",
    "PS",
    "P.S",
  ].map((w) => w.toLowerCase()),
);

export function numbersIn(text: string): Set<string> {
  return new Set([...text.matchAll(NUMBER)].map((m) => normaliseNumber(m[0])));
}

function normaliseNumber(value: string): string {
  return value.replace(",", ".").replace(/^0+(?=\d)/u, "");
}

function fold(text: string): string {
  return text.toLowerCase().replace(/ё/gu, "е").replace(/\s+/gu, " ");
}

export function findProblems(letter: string, sources: FactSources): FactProblem[] {
  const resumeSkills = [
    ...new Set([...(sources.resumeSkills ?? []), ...matchSkills(sources.resume).map((s) => s.name)]),
  ];
  // A recognised skill may be named by its dictionary name ("B2B-продажи" for "B2B, активные продажи").
  const allowedText = fold(
    [sources.resume, ...sources.request, ...(sources.assumed ?? []), ...resumeSkills].join("\n"),
  );
  const problems: FactProblem[] = [];

  const allowedNumbers = numbersIn([sources.resume, ...sources.request].join("\n"));
  // A list of digits in the resume ("5 TB", "2,500 stars") may be written with a thin space or comma grouping.
  const allowedDigits = new Set([...allowedNumbers].map((n) => n.replace(/\D/gu, "")));
  for (const number of numbersIn(letter)) {
    if (!allowedNumbers.has(number) && !allowedDigits.has(number.replace(/\D/gu, "")))
      problems.push({ kind: "number", value: number });
  }

  // A resume skill's dictionary name may itself contain another skill ("Системное администрирование" names
  // "Администрирование"): what the name implies is supported too.
  const allowedSkills = new Set([
    ...resumeSkills,
    ...matchSkills(resumeSkills.join("\n")).map((s) => s.name),
    ...matchSkills(`${sources.request[0] ?? ""}\n${sources.request[1] ?? ""}`).map((s) => s.name),
  ]);
  for (const skill of matchSkills(letter))
    if (!allowedSkills.has(skill.name)) problems.push({ kind: "skill", value: skill.name });

  for (const match of letter.matchAll(QUOTED)) {
    const quoted = (match[1] ?? match[2] ?? match[3] ?? "").trim();
    if (quoted && !allowedText.includes(fold(quoted))) problems.push({ kind: "name", value: quoted });
  }
  for (const name of properNames(letter)) {
    if (!stems(fold(name)).some((stem) => containsWord(allowedText, stem)))
      problems.push({ kind: "name", value: name });
  }

  for (const cliche of LETTER_CLICHES) {
    const found = cliche.exec(letter);
    if (found) problems.push({ kind: "cliche", value: found[0] });
  }
  return dedupe(problems);
}

/** Capitalised words that are not merely the first word of a sentence (in Cyrillic) or a common abbreviation. */
function properNames(letter: string): string[] {
  const names: string[] = [];
  for (const match of letter.matchAll(WORD)) {
    const word = match[0].replace(/[.'’-]+$/u, "");
    if (!/^\p{Lu}/u.test(word) || COMMON_CAPITALISED.has(word.toLowerCase())) continue;
    const latin = /^[A-Za-z]/u.test(word);
    const atSentenceStart = isSentenceStart(letter, match.index ?? 0);
    // A Cyrillic letter's Latin word is always a name (a company, a tool); in an English letter, sentence-initial
    // words are ordinary words and names are caught inside sentences.
    if (atSentenceStart && !(latin && isMostlyCyrillic(letter))) continue;
    names.push(word);
  }
  return names;
}

function isSentenceStart(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 4), index);
  return index === 0 || /(?:^|[.!?:;\n—–-]\s*|[«"“(]\s*|,\n)$/u.test(before) || /\n\s*$/u.test(before);
}

function isMostlyCyrillic(text: string): boolean {
  const cyrillic = text.match(/[\u0400-\u04ff]/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/gu)?.length ?? 0;
  return cyrillic > latin;
}

/** The word and, for a longer one, the word without a case ending: «в Т-Банке» names the «Т-Банк» of the request. */
function stems(word: string): string[] {
  if (word.length < 5 || !/[а-я]$/u.test(word)) return [word];
  return [word, word.slice(0, -1), word.slice(0, -2)];
}

function containsWord(haystack: string, word: string): boolean {
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(word, from);
    if (at < 0) return false;
    const before = haystack[at - 1] ?? " ";
    // Russian declension changes endings ("Сбербанке"), so only the start of the word must be a boundary.
    if (!/[\p{L}\p{N}]/u.test(before)) return true;
    from = at + 1;
  }
}

function dedupe(problems: FactProblem[]): FactProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.kind}:${problem.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Drops every sentence of a (model's) letter that states an unsupported fact or a cliché; paragraphs and the
 * sign-off stay as written. Returns the cleaned letter and how many sentences were dropped.
 */
export function removeUnsupportedSentences(
  letter: string,
  sources: FactSources,
): { text: string; dropped: number; kept: number } {
  let dropped = 0;
  let kept = 0;
  const paragraphs = letter.split(/\n{2,}/u).map((paragraph) => {
    const sentences = paragraph.match(/[^.!?]+(?:[.!?]+|$)/gu) ?? [paragraph];
    const good = sentences.filter((sentence) => {
      const ok = findProblems(sentence.trim(), sources).length === 0;
      if (ok) kept++;
      else dropped++;
      return ok;
    });
    return good.join("").trim();
  });
  return { text: paragraphs.filter(Boolean).join("\n\n"), dropped, kept };
}
