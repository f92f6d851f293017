/**
 * The person's real strengths, quoted from their own lines, and the specific errors a reviewer spots first
 * (decision 071). Strengths are evidence, not hygiene: a raise, a result with numbers, the size of a team led,
 * a certificate, a degree, a publication — never "has a phone number" or "bachelor's degree".
 */

import type { LayoutFact } from "../../../shared/schemas/layout";
import { plural } from "../../../shared/schemas/ru-format";
import { OLD_DOCUMENT_MONTHS } from "../knowledge/dates";
import {
  AWARD_PHRASES,
  CLEARANCE_PHRASES,
  DISTINCTION_HINTS,
  DUTY_AROUND_AWARD,
  LICENCE_PHRASES,
  NOT_HELD_CLEARANCE,
  POSITION_AS_AWARD,
  POSITION_BEFORE_AWARD,
  PROMOTION_PHRASES,
  SOLE_ROLE_PHRASES,
} from "../knowledge/distinctions";
import { EN_MONTH_SRC, RU_MONTH_SRC } from "../recognisers/months";
import { postalAddressLine } from "./contacts";
import {
  holdsResultFigure,
  isQuantified,
  LEADS,
  MAGNITUDE,
  MONEY_FIGURE,
  MULTIPLE_FIGURE,
  SHARE_FIGURE,
  withoutNonResultFigures,
} from "./content";
import { formatMonth, monthOfKey, PRESENT_SRC, type SummaryClaim, summaryClaim, withoutGluedDuration } from "./dates";
import { degreeIn, detectEducationLevel, isCertificateLine } from "./education";
import { ROLE_WORDS, SALARY_WORDS } from "./facts";
import { layoutFragments } from "./fragments";
import { hhIndustryLines } from "./industries";
import { cleanPhrase, itemAt, phraseAt, sentencesOf } from "./quotes";
import { namesGrant, referenceShaped } from "./research";
import { headingOf, sectionIndex } from "./sections";
import { STACK_LABEL } from "./skills/key-skills";
import { findMisspellings, skillSpellings } from "./spelling";
import { ageDatesDocument, documentDateSaid, outlivedSkills, staleSign } from "./stale";
import { anyOf, foldCase, isSurrogatePairAt, type PreparedText, type TextTest, WordPattern } from "./text";
import type { EducationLevel, OtherDocument, ResumeFacts, SectionKind } from "./types";

export interface SpecificError {
  id:
    | "summary_years"
    | "template_filler"
    | "misspelled_name"
    | "misspelled_word"
    | "duplicate_skill"
    | "placeholder_contact"
    | "stale_document"
    | "repeated_duties"
    | "job_without_employer"
    | "frowned_handle"
    | "browser_print"
    | "other_documents";
  finding: string;
  fix: string;
}

const BULLET = /^\s*(?:[-–—•·▪■◦●*+►▶➢✓✔]|\d{1,2}[.)])\s*/u;

const FIRST_DEGREE_HINT = /bachelor|b\.\s?[sa]\.|bsc|b\.sc|бакалавр|специалит|диплом/u;
/** The specialist's degree of the Russian system, beside the bachelor's of the degree grammar (education.ts). */
const SPECIALIST_DEGREE = /специалитет|диплом\p{L}* специалиста/u;
/**
 * Degrees by the one grammar of degrees (education.ts, decision 615), never from a certificate's or a course's line
 * ("Master Training Specialist", «Курсы … магистров»).
 */
const HIGHER_DEGREE = {
  test: (folded: string): boolean => {
    const level = degreeIn(folded);
    return (level === "phd" || level === "master") && !isCertificateLine(folded);
  },
};
const FIRST_DEGREE = {
  test: (folded: string): boolean =>
    (degreeIn(folded) === "bachelor" || SPECIALIST_DEGREE.test(folded)) && !isCertificateLine(folded),
};
/** A working level of a foreign language: B2 and up, as CEFR or in words. */
const LANGUAGE_LEVEL = /[cс][12]|[bв]2|свободн|продвинут|fluent|native|bilingual|носител|upper|advanced|proficien/u;
const LANGUAGE_AT_LEVEL =
  /(?:английск|немецк|французск|испанск|итальянск|китайск|японск|корейск|арабск|english|german|french|spanish|italian|chinese|japanese|korean|arabic)\p{L}*[^\n]{0,30}(?:(?<![\p{L}\d])(?:[cс][12]|[bв]2)(?![\d\p{L}])|свободн\p{L}*|продвинут\p{L}*|fluent|native|bilingual|носител\p{L}*|upper[\s-]?intermediate|advanced|proficien\p{L}*)|(?:свободн\p{L}*|продвинут\p{L}*|fluent)\s+(?:\p{L}+\s+){0,2}(?:английск|немецк|французск|испанск|итальянск|китайск|японск|корейск|арабск|english|german|french|spanish|italian|chinese|japanese|korean|arabic)/u;

/**
 * One whole-word pattern of a knowledge list (knowledge/distinctions.ts), compiled once, at load, tried only on a
 * line holding one of the list's word pieces.
 */
function phrasesPattern(phrases: readonly string[], hints: readonly string[]): TextTest {
  const hint = new RegExp(hints.join("|"), "u");
  const pattern = new WordPattern(new RegExp(`(?:${phrases.join("|")})(?![\\p{L}])`, "u"));
  return { test: (folded: string) => hint.test(folded) && pattern.test(folded) };
}
const AWARD = phrasesPattern(AWARD_PHRASES, DISTINCTION_HINTS.award);
const POSITION_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:(?:${POSITION_BEFORE_AWARD.join("|")}) (?:fellow|scholar)|${POSITION_AS_AWARD.join("|")})(?![\\p{L}])`,
  "u",
);
const AWARD_DUTY = new RegExp(`(?:^|[^\\p{L}])(?:${DUTY_AROUND_AWARD.join("|")})(?![\\p{L}])`, "u");
const SOLE_ROLE = phrasesPattern(SOLE_ROLE_PHRASES, DISTINCTION_HINTS.soleRole);
const PROMOTION = phrasesPattern(PROMOTION_PHRASES, DISTINCTION_HINTS.promotion);
const LICENCE = phrasesPattern(LICENCE_PHRASES, DISTINCTION_HINTS.licence);
const CLEARANCE = phrasesPattern(CLEARANCE_PHRASES, DISTINCTION_HINTS.clearance);
const CLEARANCE_NOT_HELD = new RegExp(`(?:^|[^\\p{L}])(?:${NOT_HELD_CLEARANCE.join("|")})(?![\\p{L}])`, "u");
const DISTINCTIONS: ReadonlySet<string> = new Set(["award", "sole_role", "promotion", "licence", "clearance"]);
/**
 * What a person runs or answers for, counted: a budget, the value of what they keep, the systems they administer
 * ("Administer … 175+ queue managers", "managed a $10k budget") — the scope of the work, not a result of it.
 */
const SCOPE_WORDS =
  /budget|бюджет|valued at|portfolio of|p&l|administer|maintain|oversee|oversaw|responsible for|accountab|администрир|обслужива|сопровожда|отвеча/u;
/** A figure is a result when the line says what it changed: a budget saved from, revenue brought. */
const CHANGED = /sav|cut|reduc|generat|grew|increas|сэконом|сократ|сниз|увелич|вырос|принес|принёс/u;
/** A line of scope, not of a result: what the person keeps or runs, counted, and nothing it changed. */
function custody(folded: string): boolean {
  return SCOPE_WORDS.test(folded) && !CHANGED.test(folded);
}

/**
 * Kinds of evidence, strongest first; each pattern is tested on a folded line. `numeric`: every form of the pattern
 * has a digit, so lines without one are passed over without running it.
 */
const EVIDENCE: ReadonlyArray<{ kind: string; label: string; pattern: TextTest; numeric?: true }> = [
  {
    kind: "funding",
    label: "Привлечённые инвестиции",
    // Money raised from investors, not clients attracted («Привлекла 60 новых клиентов») or deals closed by sales
    // ("Closed $4.2M in new business").
    pattern: anyOf(
      new WordPattern(
        /raised\s+(?:an?\s+)?[$€£]\d|(?:raised|secured|closed)\s+[^.;]{0,40}(?:round|seed|funding|financing|investment)/u,
      ),
      /series [abc](?![\p{L}])|(?:привлек\p{L}*|привлёк)\s+(?:[^\s.;]+\s+){0,4}(?:инвестиц|финансировани|раунд)/u,
    ),
  },
  {
    kind: "scale",
    label: "Масштаб руководства",
    pattern:
      /(?:team|staff|organi[sz]ation|department|office)s?\s+(?:of|from)\s+\d+|(?:led|managed|managing|manages|supervis\p{L}*|oversaw|overseeing|руководил\p{L}*|руковожу|управлял\p{L}*)\s+(?:\p{L}+\s+){0,3}\d+\+?\s*(?:\p{L}+\s+)?(?:people|engineers|employees|staff|reports|developers|человек|сотрудник\p{L}*|специалист\p{L}*|разработчик\p{L}*|administrative)|(?:команд\p{L}*|отдел\p{L}*|коллектив\p{L}*)\s+(?:из|в)\s+\d+|\d+\+?\s+(?:offices|stores|branches|магазин\p{L}*|филиал\p{L}*)/u,
    numeric: true,
  },
  {
    kind: "money",
    label: "Результат в деньгах",
    // A count in millions is money only with its currency: "3.6 million users" and "2M deliveries" are not.
    // The figures grammar's money (content.ts, decision 730): a budget kept or equipment valued is scope, below.
    pattern: { test: (folded: string) => MONEY_FIGURE.test(folded) && !custody(folded) },
    numeric: true,
  },
  {
    kind: "percent",
    label: "Результат в цифрах",
    // A share or a multiple by the figures grammar (content.ts), a change from one figure to another, and «2 раза»
    // written without its «в».
    pattern: anyOf(
      SHARE_FIGURE,
      MULTIPLE_FIGURE,
      // ("H2P 2X7", a postcode, is no multiple: the x is followed by neither a letter nor a digit).
      /\d+(?:[.,]\d+)?\s?(?:x(?![\p{L}\d/])|раз(?:а)?(?![\p{L}]))|(?:from|с)\s+\d+\s+(?:to|до)\s+\d+/u,
    ),
    numeric: true,
  },
  {
    // A count the person achieved or handled: «Участвовала в 37 концертах», "Trained 4 new missionaries" — the
    // content reader's own test of a quantified line (content.ts), said by the person's own verb (decision 410).
    kind: "count",
    label: "Результат в цифрах",
    pattern: { test: (folded: string) => startsWithAction(folded) && isQuantified(folded) && !custody(folded) },
    numeric: true,
  },
  {
    kind: "scope",
    label: "Масштаб работы",
    pattern: {
      test: (folded: string) => SCOPE_WORDS.test(folded) && (MONEY_FIGURE.test(folded) || MAGNITUDE.test(folded)),
    },
    numeric: true,
  },
  // A security clearance held (decision 730): read before the distinctions, a recruiter of a government or defence
  // employer asks for it first.
  { kind: "clearance", label: "Допуск", pattern: CLEARANCE },
  // Distinctions without a number (decision 411), quoted from the person's own line.
  { kind: "award", label: "Награда", pattern: AWARD },
  { kind: "sole_role", label: "Роль", pattern: SOLE_ROLE },
  { kind: "promotion", label: "Рост в компании", pattern: PROMOTION },
  {
    kind: "certificate",
    label: "Сертификат",
    pattern: anyOf(
      new WordPattern(
        /(?:chartered (?:accountant|financial analyst|certified accountant)|cpa|cfa|acca|cima|pmp|capm|psm|cka|ckad|cks|ccna|ccnp|vcp|istqb|cissp|cism|ipb|дипифр|квалификационн\p{L}* аттестат\p{L}*|1[сc]:?\s?(?:специалист|профессионал|эксперт)|certified|certification|сертифицирован\p{L}*|сертификат\p{L}*\s+\p{Lu}?[\p{L}\d]+)(?![\p{L}])/u,
      ),
      /aws (?:solutions|certified)|google (?:professional|cloud certified|it support)/u,
    ),
  },
  // After certificates: a line both read is the certificate's.
  { kind: "licence", label: "Лицензия", pattern: LICENCE },
  {
    // Training the person completed, named: «курсы повышения квалификации в учебном центре при МГТУ им. Баумана…».
    kind: "course",
    label: "Обучение",
    pattern: new WordPattern(
      /(?:курс\p{L}* повышения квалификации|повышени\p{L}* квалификации|прош(?:ёл|ел|ла) (?:курс|обучение)|окончил\p{L}* курс\p{L}*|completed (?:a |the )?(?:course|bootcamp|program)|coursera|stepik|нетологи\p{L}*|skillbox|skillfactory|яндекс[\s.]практикум|geekbrains|otus|udemy)(?![\p{L}])/u,
    ),
  },
  {
    kind: "publication",
    label: "Публикации и награды",
    pattern: new WordPattern(
      /(?:neurips|icml|iclr|cvpr|iccv|acl|emnlp|best paper|award|awarded|prize|winner|finalist|employee of the year|dean['’]?s list|magna cum laude|summa cum laude|cum laude|с отличием|красн\p{L}* диплом|публикаци\p{L}*|опубликова\p{L}*|патент\p{L}*|patent|published|премия|лауреат|(?:перв|втор|трет|призов)\p{L}* мест\p{L}*|first place|1st place|победител(?:ь|ьница|ем|и|ей)|призёр\p{L}*|призер\p{L}*)(?![\p{L}])/u,
    ),
  },
  {
    kind: "degree",
    label: "Образование",
    pattern: HIGHER_DEGREE,
  },
  {
    // An academic title conferred by the ВАК (decision 550): «присвоено учёное звание доцента» — a professor's or an
    // associate professor's rank, beside the degree, not a post's name.
    kind: "academic_title",
    label: "Учёное звание",
    pattern: new WordPattern(/уч[её]н\p{L}* звани\p{L}*(?![\p{L}])/u),
  },
  {
    // A first degree is a fact when the line names where it was earned (the level alone is not, decision 071);
    // it is quoted only when no higher degree was.
    kind: "degree_first",
    label: "Образование",
    // The cheap test first: most lines have none of these letters in a row.
    pattern: {
      test: (folded: string) => FIRST_DEGREE_HINT.test(folded) && FIRST_DEGREE.test(folded),
    },
  },
  {
    // Where the person studies or studied, named: a student's or a graduate's real fact when no degree line was
    // quoted («2017-2021 НИУ ВШЭ, Иностранные языки и межкультурная коммуникация»). A school is not one.
    kind: "school",
    label: "Образование",
    pattern: {
      test: (folded: string) =>
        (SCHOOL_NAME.test(folded) || YEAR_OF_STUDY.test(folded) || UNIVERSITY_ACRONYM.test(folded)) &&
        !SECONDARY_SCHOOL.test(folded),
    },
  },
  {
    kind: "language",
    label: "Язык",
    // A foreign language at a working level, as the person writes it («Английский — C1», "Spanish (fluent)");
    // the level words are looked for first, so most lines cost one short test.
    pattern: {
      test: (folded: string) => LANGUAGE_LEVEL.test(folded) && LANGUAGE_AT_LEVEL.test(folded),
    },
  },
];

const DIGIT = /\d/;
/** The kinds that quote a result with its figures. */
const RESULT: ReadonlySet<string> = new Set(["money", "percent", "count", "scope"]);
const SCHOOL_NAME =
  /(?:^|[^\p{L}])(?:ниу|вшэ|мгу|спбгу|мгимо|мифи|мфти|бгу|урфу|итмо|университет\p{L}*|институт\p{L}*|академи\p{L}*|колледж\p{L}*|техникум\p{L}*|university|college|institute|academy|école|universit\p{L}*|высш\p{L}* школ\p{L}*|business school|school of)(?![\p{L}])/u;
/**
 * A Russian university's acronym, by how they are formed: a state or technical university ends in «ГУ», «ТУ», «ПУ»,
 * «ФУ», «ЭУ» (МГТУ, ЮУрГУ, КФУ, СПбПУ, РЭУ). Read only where a school may be quoted at all (the education section or
 * a line about studying), so «могу» in prose is never one.
 */
const UNIVERSITY_ACRONYM = /(?:^|[^\p{L}])[а-я]{1,4}(?:гу|ту|пу|фу|эу|гау|гту)(?![\p{L}])/u;
/** The same acronym as written: capitals, so «Ищу работу» and «могу» are no university (decision 440). */
const UNIVERSITY_ACRONYM_WRITTEN = /(?:^|[^\p{L}])[А-ЯЁ][А-ЯЁа-яё]{0,3}(?:ГУ|ТУ|ПУ|ФУ|ЭУ|ГАУ|ГТУ)(?![\p{L}])/u;
const SECONDARY_SCHOOL =
  /(?:^|[^\p{L}])(?:(?<!высш\p{L}*\s)школ\p{L}*|сош|гимнази\p{L}*|лице(?:й|я|ю|е|ем)|high school|secondary school)(?![\p{L}])/u;
/** "Студент 3 курса ЮУрГУ": a year of study names a place of study, whatever its abbreviation. */
const YEAR_OF_STUDY =
  /(?:студент\p{L}*|учусь на)\s+\d\s*(?:-?м\s+|-?го\s+)?курс|(?:^|[^\p{L}\d])\d\s*курс\p{L}*\s+\p{L}/u;
const STUDYING = /(?:^|[^\p{L}])(?:студент\p{L}*|учусь|обучени\p{L}*|student|studying)(?![\p{L}])/u;
/** A citation, not a result: "29–33, 2025, issn: 1631-073X. doi: 10.5802/…". */
const CITATION = /(?:^|[^\p{L}])(?:doi|issn|isbn|arxiv|pp\.|vol\.|et al)(?![\p{L}])/u;
/** A sentence about the employer, not the person's result: «Один из топ-3 маркетплейсов… капитализацией $7,2 млрд». */
const ABOUT_COMPANY =
  /nature of (?:the )?(?:firm|business|company)|about the (?:firm|company)|капитализаци|capitali[sz]ation|один из (?:топ|крупнейш|ведущ|лидер)|одна из (?:топ|крупнейш|ведущ)|one of the (?:top|largest|leading)|(?:компани\p{L}*|company)\s+с\s+(?:оборотом|выручкой)/u;
/**
 * The company's own figures, not the person's result: its audience, assets under management, revenue, headcount
 * («Компания с аудиторией 5 млн», "Fund with $2B AUM") — a result only when the line says what the person did.
 */
const COMPANY_FIGURE =
  /аудитори\p{L}*|под управлением|активами|assets under management|(?<![\p{L}])aum(?![\p{L}])|выручк\p{L}*|оборот\p{L}*|revenue|headcount|численност\p{L}*|штат\p{L}* (?:из|в)|(?<![\p{L}])(?:mau|dau)(?![\p{L}])|monthly active|капитал\p{L}*|рыночн\p{L}* дол\p{L}*|market share|клиентск\p{L}* баз\p{L}*|client base|offices in|офис\p{L}* в \d/u;
/**
 * What the person did: a verb of their own or its noun («увеличил», «рост продаж», "grew", "cut"), as a whole word.
 * Asked word by word — a word's stem by its start, a verb by its ending — rather than as one pattern over the line,
 * whose `\p{L}{2,}` forms backtracked through every word (the same answer on every line of the corpus, 2× faster).
 */
function saysPersonAction(folded: string): boolean {
  WORD.lastIndex = 0;
  for (let m = WORD.exec(folded); m !== null; m = WORD.exec(folded)) {
    if (isActionWord(m[0])) return true;
  }
  return false;
}
const WORD = /\p{L}+/gu;
/** Nouns and verbs of a result by their start: «рост», «внедрение», "launched", "achievements". */
const ACTION_STEMS = [
  ..."увелич сократ сокращ сниз снижен рост запуск внедр привлеч оптимизац вывод достиг".split(" "),
  ..."grow increas reduc launch deliver achiev".split(" "),
];
/** English past forms that are not "…ed": the verbs of a result. */
const IRREGULAR_PAST_WORDS = ["led", "built", "grew", "cut", "won", "drove", "ran", "raised", "saved"];
const IRREGULAR_PAST: ReadonlySet<string> = new Set(IRREGULAR_PAST_WORDS);
/** The same, and those of a duty, as alternatives of a pattern: what a clause may open with. */
const IRREGULAR_PAST_RESULT = IRREGULAR_PAST_WORDS.join("|");
const IRREGULAR_PAST_OPENING = [...IRREGULAR_PAST_WORDS, "taught", "trained", "wrote", "oversaw", "made"].join("|");
/** A Russian past verb: «внедрил», «создала», «занимался» — an ending, then maybe a gender or reflexive tail. */
const PAST_ENDINGS = ["ил", "ал", "ял", "ел", "ыл", "ул"];
const PAST_TAILS = ["", "а", "и", "ась", "ся"];

/**
 * Whether a word (letters only) says an action: a stem above, an irregular past, or a verb's ending after at least
 * two letters — Russian past («…ил(а)»), first person («…ю», «внедряю»), English "…ed". This is the pattern
 * /^(?:stems)/ or /^(?:\p{L}{2,}(?:ил|ал|ял|ел|ыл|ул)(?:а|и|ась|ся)?|\p{L}{2,}(?:ю|ую|аю|яю)|\p{L}{2,}ed|led|…)$/u
 * read with string tests: the two patterns, run on every word of every line with a number, were ~2 % of the analysis
 * (decision 405, third pass; checked equal on every word of the corpus and on generated words).
 */
function isActionWord(word: string): boolean {
  if (IRREGULAR_PAST.has(word) || endsAfterTwoLetters(word, "ю") || endsAfterTwoLetters(word, "ed")) return true;
  for (const stem of ACTION_STEMS) if (word.startsWith(stem)) return true;
  for (const tail of PAST_TAILS) {
    if (!word.endsWith(tail)) continue;
    const body = word.slice(0, word.length - tail.length);
    for (const ending of PAST_ENDINGS) if (endsAfterTwoLetters(body, ending)) return true;
  }
  return false;
}

/** `word` ends with `ending` and has at least two characters (code points: `\p{L}{2,}`) before it. */
function endsAfterTwoLetters(word: string, ending: string): boolean {
  const before = word.length - ending.length;
  if (before < 2 || !word.endsWith(ending)) return false;
  // Two code units are one character when they are a surrogate pair (an astral letter).
  return before > 2 || !isSurrogatePairAt(word, 0);
}

/** An English verb of the person's own: first in the sentence, or after "I"/"we". */
const OWN_ENGLISH_ACTION = new RegExp(
  `^(?:[^\\p{L}]*)(?:\\p{L}+ed|${IRREGULAR_PAST_RESULT}|increas\\p{L}*|reduc\\p{L}*|launch\\p{L}*|deliver\\p{L}*|achiev\\p{L}*)(?![\\p{L}])|(?:^|[^\\p{L}])(?:i|we)\\s+\\p{L}+`,
  "u",
);
/**
 * The person's own verb for a company's figure: a Russian verb of their own anywhere, an English one where a bullet
 * or a sentence puts it, first or after "I"/"we" ("listed", "invested" in "Fund … listed in London, invested in…" are
 * the company's).
 */
function ownAction(folded: string): boolean {
  if (!saysPersonAction(folded)) return false;
  if (/[а-яё]/u.test(folded)) return true;
  return OWN_ENGLISH_ACTION.test(folded);
}

/** A past verb by its ending or an irregular one, at the start. */
const ACTION_OPENING = new RegExp(
  `^(?:\\p{L}{2,}(?:ил|ал|ял|ел|ыл|ул|ёл|ла|ли)(?:а|и|ась|ся|ось)?|\\p{L}{3,}ed|${IRREGULAR_PAST_OPENING})(?![\\p{L}])`,
  "u",
);
/**
 * A sentence that opens with the person's own verb, as a result's bullet does: «Участвовала в 37 концертах…»,
 * "Mentored 3 junior engineers…", after a list mark, a label («Достижение: …») or "I"/«Я».
 */
export function startsWithAction(folded: string): boolean {
  const opening = folded.replace(/^[^\p{L}]*(?:\p{L}+:\s*)?(?:(?:i|я|мною|we|мы)\s+)?/u, "");
  return ACTION_OPENING.test(opening);
}

/**
 * Kinds whose label names a credential: the quote is the credential's name or a sentence about earning it, never a
 * clause of what the person did at work ("Administered the … PhD program", "Developed a certification program"):
 * the label must match the quote's grammar, not a word inside it (decision 510).
 */
const CREDENTIALS: ReadonlySet<string> = new Set([
  "degree",
  "academic_title",
  "degree_first",
  "school",
  "certificate",
  "licence",
  "course",
]);
/** Verbs of earning or studying, which open a credential's sentence: «Окончил МГУ», "Graduated from…", "Certified …". */
const EARNING =
  /^(?:[^\p{L}]*)(?:(?:i|я)\s+)?(?:certified|licensed|qualified|registered|chartered|accredited|awarded|graduated|studied|completed|earned|received|obtained|attended|passed|achieved|gained|acquired|finished|enrolled|pursued|admitted|selected|won|trained|окончил\p{L}*|закончил\p{L}*|учил\p{L}*|обучал\p{L}*|получил\p{L}*|защитил\p{L}*|прош[её]л|прошла|выпускни\p{L}*|сдал\p{L}*|поступил\p{L}*|прослушал\p{L}*|освоил\p{L}*|изучал\p{L}*|изучил\p{L}*|стажировал\p{L}*)(?![\p{L}])/u;

/**
 * A past verb opening a clause, by its ending: «администрировал», «создала», "Administered", "Led". The feminine
 * ending is read only after a vowel («-ала», «-ила»): «Школа», «Гимназия» open no clause.
 */
const OPENING_VERB = new RegExp(
  `^[^\\p{L}]*(?:(?:i|я)\\s+)?(?:\\p{L}{2,}(?:ил|ал|ял|ел|ыл|ул|ёл)(?:а|и|ся|ась|ось)?|\\p{L}{3,}ed|${IRREGULAR_PAST_OPENING})(?![\\p{L}])`,
  "u",
);

/** A credential's quote that is a duty clause instead: it opens with the person's own working verb. */
export function dutyClause(phrase: string): boolean {
  const folded = foldCase(phrase.replace(/^«/u, ""));
  return OPENING_VERB.test(folded) && !EARNING.test(folded) && !SCHOOL_NAME.test(folded.slice(0, 40));
}

/** A time split or a schedule, not a result: «50% удалённо / 50% в офисе», "80% of my time on…". */
const TIME_SPLIT =
  /\d+\s?%\s*(?:времени|рабочего времени|of (?:my |the |working )?time|удал\p{L}*|remote\p{L}*|в офисе|office|on[- ]site|загрузк\p{L}*|ставк\p{L}*)|\d+\s?%\s*[/|]\s*\d+\s?%|(?:full|part)[- ]time/u;
/** "с 2019 до 2021", "from 2015 to 2018": a period, not a change from one figure to another. */
const YEAR_SPAN = /(?:from|с)\s+(?:19|20)\d\d\s+(?:to|до|по)\s+(?:19|20)\d\d/u;
/** Publication and award words proper; a degree line with honours («с отличием», "cum laude") is education. */
const PUBLICATION_PROPER =
  /(?:^|[^\p{L}])(?:neurips|icml|iclr|cvpr|iccv|emnlp|best paper|award\p{L}*|prize|winner|finalist|employee of the year|публикаци\p{L}*|опубликова\p{L}*|(?:перв|втор|трет|призов)\p{L}* мест\p{L}*|first place|1st place|патент\p{L}*|patent\p{L}*|published|премия|премии|лауреат\p{L}*|победител\p{L}*|призёр\p{L}*|призер\p{L}*)(?![\p{L}])/u;
/**
 * Academic honours: a distinction of a study record, quoted as education and not as an award beyond what it is
 * (Dean's List is a term's grades, not a prize). Decision 410.
 */
const ACADEMIC_HONOURS =
  /dean['’]?s list|honou?r roll|president['’]?s list|(?:summa |magna )?cum laude|first class honours|с отличием|красн\p{L}* диплом\p{L}*|золот\p{L}* медал\p{L}*/u;
/**
 * A research abstract, not the person's result: a paragraph about a paper, a model or a study («The model shows…",
 * "We explore…", «В работе показано…»). Its figures are the subject's (a recession, a composition), not what the
 * person achieved (decision 410). A WordPattern: written with a leading `(?:^|[^\p{L}])` the regex was tried at
 * every position of the whole text, ~1 % of the analysis for a test that almost never holds (decision 405).
 */
const ABSTRACT = new WordPattern(
  /(?:(?:this|the|our) (?:paper|model|study|article|thesis|results? (?:indicate|show|suggest))|we (?:find|show|study|explore|document|estimate|propose|analy[sz]e|investigate)|i (?:develop|study|find|show|estimate|explore) (?:a|an|the|how|whether)|(?:в|данной|этой) (?:статье|работе) (?:показ|исследу|рассмотр|предлож)\p{L}*)(?![\p{L}])/u,
);
/** Scholarly publications, in Russian and English: the word alone is often a verb's noun («публикация контента»). */
const SCHOLARLY =
  /стать\p{L}*|научн\p{L}*|журнал\p{L}*|конференц\p{L}*|вак(?![\p{L}])|scopus|web of science|ринц|тезис\p{L}*|монограф\p{L}*|paper\p{L}*|journal\p{L}*|article\p{L}*|conference\p{L}*|book\p{L}*|chapter\p{L}*|proceedings|\d+\s+(?:публикац|стат|papers?|articles?)/u;
/** A line about certificates the person handled at work («оформление сертификатов соответствия»), not their own. */
const CERTIFICATE_DUTY =
  /^(?:perform|conduct|manag|handl|review|prepar|ensur|assist|coordinat|support|process|issu|выполн|провод|оформ|подготав|обеспеч)\p{L}*\s|certification process|процесс\p{L}* сертификац|сертификат\p{L}* соответстви|сертификаци\p{L}* (?:продукци|товар|оборудовани)|(?:оформлени\p{L}*|получени\p{L}*|подготовк\p{L}*|проверк\p{L}*)\s+(?:\p{L}+\s+)?сертификат|iso[- ]?certified|certified (?:organic|products?|suppliers?|vendors?)/u;
/**
 * A grade, the one recogniser of it: a grade's label and its figure ("Cumulative CPA: 3.85/4" written like a
 * certificate, "GPA 3.9", "Marks : 72%", "CGPA 8.1", «средний балл 4,8»). Neither a certificate nor a part of a
 * degree's entry.
 */
const GRADE = /(?:cumulative|c?gpa|cpa|marks|grade|percentage|score|средний балл|балл|оценк\p{L}*)\s*[:=-]?\s*\d/u;
/** The words of a degree line that say nothing about where or what: the level, the form of study, a year, a city. */
const DEGREE_FILLER =
  /(?:бакалавр\p{L}*|магистр\p{L}*|специалитет|очн\p{L}*|заочн\p{L}*|форм\p{L}* обучения|курс|bachelor\p{L}*|master\p{L}*|degree|москва|санкт-петербург|moscow)/gu;

function clean(line: string): string {
  return withoutGluedDuration(line.replace(BULLET, "").replace(/\s+/gu, " ").trim());
}

/**
 * The whole phrase at a line, cleaned (quotes.ts); of a paragraph, the sentence the evidence is in ("Backend engineer
 * with 10 years… Cut costs by 30%…" quotes the second). Null for a fragment that cannot be made whole.
 */
function phraseQuote(lines: readonly string[], i: number, max = 120, evidence?: TextTest): string | null {
  const whole = phraseAt(lines, i);
  const sentences = sentencesOf(whole);
  const found = evidence && sentences.length > 1 ? (sentences.find((s) => evidence.test(foldCase(s))) ?? whole) : whole;
  // «Нетология. Курс Python-разработка…»: a name alone is no sentence; the item says what it is.
  const sentence = found.split(/\s+/u).length < 3 ? whole : found;
  const phrase = cleanPhrase(sentence, max);
  return phrase ? `«${phrase.replace(/[.;,:]+$/u, "")}»` : null;
}

function quoteOf(line: string, max = 120): string {
  const text = cleanPhrase(line, max) ?? clean(line);
  return `«${text.replace(/[.;,:]+$/u, "")}»`;
}

/** A line that may be quoted at all: a sentence-sized line, not a salary, not contacts ("+7 921…", an e-mail). */
function isQuotable(line: string, folded: string, section: SectionKind | null): boolean {
  const length = clean(line).length;
  return (
    length >= 8 &&
    // A paragraph is quoted by the sentence that holds the fact (phraseQuote), so it may be long.
    length <= 600 &&
    !SALARY_WORDS.test(folded) &&
    // A paragraph of prose is no contact line, though a reader's contacts section ran over it.
    (section !== "contacts" || line.split(/\s+/u).length >= 12) &&
    section !== "desired" &&
    !/@|https?:|\+\s?\d[\d\s()-]{8,}/u.test(line)
  );
}

export interface Strength {
  kind: string;
  /** The sentence the person reads: a label and their own words in «…». */
  text: string;
  /** The lines it quotes (0-based). */
  lines: number[];
}

/** Where a result is a result: not a grade in the education section ("Marks : 72%") or a skills bar ("90%"). */
const NOT_RESULT_SECTIONS: ReadonlySet<SectionKind> = new Set([
  "education",
  "courses",
  "skills",
  "languages",
  "contacts",
]);

/**
 * Employers a recruiter recognises at a glance, as data: the largest employers of the Russian market (RBC 500's
 * top) and the international ones most often named in résumés. Matched on whole words in the experience section.
 */
const NOTABLE_EMPLOYERS: readonly string[] = [
  "Яндекс",
  "Yandex",
  "Сбер",
  "Сбербанк",
  "Sber",
  "Т-Банк",
  "Тинькофф",
  "Tinkoff",
  "ВКонтакте",
  "VK",
  "Ozon",
  "Озон",
  "Wildberries",
  "Авито",
  "Avito",
  "Лаборатория Касперского",
  "Kaspersky",
  "МТС",
  "Мегафон",
  "Билайн",
  "Ростелеком",
  "Газпром",
  "Газпромнефть",
  "Роснефть",
  "Лукойл",
  "Росатом",
  "РЖД",
  "Аэрофлот",
  "Норникель",
  "Северсталь",
  "Сибур",
  "ВТБ",
  "Альфа-Банк",
  "Райффайзенбанк",
  "X5",
  "Магнит",
  "2ГИС",
  "HeadHunter",
  "Positive Technologies",
  "JetBrains",
  "Google",
  "Microsoft",
  "Amazon",
  "Apple",
  "Facebook",
  "Netflix",
  "IBM",
  "Intel",
  "NVIDIA",
  "Samsung",
  "Huawei",
  "Cisco",
  "Salesforce",
  "Adobe",
  "Uber",
  "Airbnb",
  "Spotify",
  "Stripe",
  "Deloitte",
  "PwC",
  "EY",
  "Ernst & Young",
  "KPMG",
  "McKinsey",
  "Boston Consulting Group",
  "BCG",
  "Bain",
  "Goldman Sachs",
  "J.P. Morgan",
  "JPMorgan",
  "Morgan Stanley",
  "Procter & Gamble",
  "P&G",
  "Unilever",
  "Nestlé",
  "PepsiCo",
  "Coca-Cola",
  "L'Oréal",
  "Siemens",
  "Bosch",
  "Accenture",
  "Capgemini",
  "EPAM",
];
const EMPLOYER_PATTERN = new RegExp(
  `(?<![\\p{L}\\d])(${NOTABLE_EMPLOYERS.map((e) => e.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")).join("|")})(?![\\p{L}\\d])`,
  "u",
);

/**
 * The indices ordered by a small whole-number rank (0 … ranks − 1), each rank's indices in their given order: what a
 * stable sort by the rank gives, in one pass and without a comparator (findStrengths' reading orders).
 */
/** A place of study's rank by the level its line names: higher education first, a college or a school last. */
const STUDY_RANK: Readonly<Partial<Record<EducationLevel, number>>> = {
  phd: 0,
  master: 0,
  bachelor: 0,
  higher: 0,
  incomplete_higher: 0,
  vocational: 2,
  secondary: 2,
  courses: 2,
};

function byRank(indices: readonly number[], rank: (i: number) => number, ranks: number): number[] {
  const buckets: number[][] = Array.from({ length: ranks }, () => []);
  for (const i of indices) buckets[rank(i)]!.push(i);
  return buckets.flat();
}

/** 2–5 strengths in the person's own words, strongest first; at most one per kind, two for results. */
export function findStrengths(prepared: PreparedText, facts: ResumeFacts): Strength[] {
  const { lines, foldedLines } = prepared;
  const byLine = sectionIndex(facts.sections, lines.length);
  // Decided once per line, and only for lines some kind of evidence matched (cleaning a line is not free).
  const quotableLines: boolean[] = [];
  const quotable = (i: number): boolean =>
    (quotableLines[i] ??= isQuotable(lines[i]!, foldedLines[i]!, byLine[i] ?? null));
  const picked: Strength[] = [];
  const used = new Set<number>();
  const headings = new Set(facts.sections.map((s) => s.line));
  const hasDigit = foldedLines.map((line) => DIGIT.test(line));
  // Read once: most resumes hold no research abstract, and their lines are not searched for one.
  const hasAbstract = ABSTRACT.test(prepared.folded);
  // The reading orders, made once for every kind: top to bottom, and the certificates' own (below).
  const topDown = [...lines.keys()];
  // Certificates are read from their own section first ("Certifications"), then the rest, job titles last: the
  // name line "Dana Kowalski, CPA" names the credential, the certifications line says which and when.
  const rank = (i: number): number => (byLine[i] === "courses" ? 0 : byLine[i] === "experience" ? 2 : 1);
  const certificateOrder = byRank(topDown, rank, 3);
  // Places of study highest first (decision 550): a university before the college the person went to before it —
  // the education section's lines only, by the level each names (education.ts, the one recogniser of the level).
  let schoolOrder: number[] | null = null;
  const schoolRank = (i: number): number => {
    if (byLine[i] !== "education") return 1;
    const level = detectEducationLevel("", foldedLines[i]!);
    return level === null ? 1 : (STUDY_RANK[level] ?? 1);
  };
  const actionRank = (i: number): number => (hasDigit[i] && saysPersonAction(foldedLines[i]!) ? 0 : 1);
  // The person's best results first: of the lines with a number, those that say what the person did. The same
  // order for every numeric kind (the ranks are the line's own), so it is sorted once, when first needed.
  let resultOrder: number[] | null = null;
  for (const { kind, label, pattern, numeric } of EVIDENCE) {
    if (kind === "degree_first" && picked.some((p) => p.kind === "degree")) continue;
    const limit = kind === "percent" ? 2 : 1;
    let taken = 0;
    if (numeric && !resultOrder) resultOrder = byRank(topDown, actionRank, 2);
    if (kind === "school" && !schoolOrder) schoolOrder = byRank(topDown, schoolRank, 3);
    // Scope is read top down: the current job's first, whatever verb it is said with ("Administer …").
    const order =
      kind === "certificate"
        ? certificateOrder
        : kind === "scope"
          ? topDown
          : kind === "school" && schoolOrder
            ? schoolOrder
            : numeric && resultOrder
              ? resultOrder
              : topDown;
    for (const i of order) {
      if (taken >= limit) break;
      // A degree or a school is read from its whole entry when the entry is written over short lines (decision 685).
      const span =
        STUDY_KINDS.has(kind) && byLine[i] === "education" && entryPiece(foldedLines[i]!)
          ? entryLines(lines, i, byLine, headings)
          : [i];
      const line = span.length > 1 ? entryText(lines, span) : lines[i]!;
      const folded = span.length > 1 ? foldCase(line) : foldedLines[i]!;
      // The numeric kinds read the line's figures without those that are no result (content.ts, decision 765): a
      // study record ("20+ домашних работ", "100% attendance") or a date is never quoted as a result.
      if (used.has(i) || (numeric && !hasDigit[i]) || !pattern.test(numeric ? withoutNonResultFigures(folded) : folded))
        continue;
      if (span.length > 1 ? !isQuotable(line, folded, byLine[i] ?? null) : !quotable(i)) continue;
      const section = byLine[i] ?? null;
      // A heading is no fact («ПОВЫШЕНИЕ КВАЛИФИКАЦИИ», «Повышение квалификации, курсы»); a course names itself.
      // (A heading with its content after a colon is content: «Образование: Студент 3 курса ЮУрГУ, …».)
      const afterColon = line.includes(":") ? (line.slice(line.indexOf(":") + 1).match(/\p{L}{2,}/gu)?.length ?? 0) : 0;
      const short = (line.match(/\p{L}{2,}/gu)?.length ?? 0) <= 4;
      if (short && (headings.has(i) || headingOf(line) !== null) && afterColon < 3) continue;
      if (kind === "course" && (line.match(/\p{L}{2,}/gu)?.length ?? 0) < 4) continue;
      if ((RESULT.has(kind) || kind === "scale") && section && NOT_RESULT_SECTIONS.has(section)) continue;
      // A postal address's house number and postcode are no figures of a result (decision 765).
      if ((RESULT.has(kind) || kind === "scale" || kind === "funding") && postalAddressLine(line)) continue;
      // A team's size is a leader's scale only when the line says the person led it: "Worked in a team of 8" and
      // «Работал в команде из 8 человек» are membership (decision 630).
      if (kind === "scale" && !LEADS.test(folded)) continue;
      // Dates are not results: "2019 – 2023"; nor a citation or a sentence about the employer.
      if (RESULT.has(kind) && !/\p{L}{4,}/u.test(clean(line).replace(/\d/gu, ""))) continue;
      if (RESULT.has(kind) && (CITATION.test(folded) || ABOUT_COMPANY.test(folded))) continue;
      // A grant's or a scholarship's amount is funding the person was given, not a result of their work («…curriculum
      // grant for development of a Distance» / «Education course …, $ 7,000, 2013»): the item it belongs to decides.
      // (The entry's line above, when it does not end its sentence, is part of it: "…development of a Distance" /
      // "Education course …, $ 7,000".)
      const above = i > 0 && !/[.;!?:]\s*$/u.test(lines[i - 1]!) ? foldedLines[i - 1]! : "";
      if (RESULT.has(kind) && namesGrant(`${above} ${foldCase(itemAt(lines, i))}`)) continue;
      if (kind === "certificate" && (GRADE.test(folded) || CERTIFICATE_DUTY.test(folded))) continue;
      if (DISTINCTIONS.has(kind) && !distinctionOwn(kind, folded, section)) continue;
      // A company's own figures are not the person's result, nor is a time split or a period (decision 325).
      if ((RESULT.has(kind) || kind === "scale") && COMPANY_FIGURE.test(folded) && !ownAction(folded)) continue;
      // A research abstract's figures are its subject's (decision 410).
      if (RESULT.has(kind) && hasAbstract && ABSTRACT.test(foldCase(phraseAt(lines, i)))) continue;
      if (
        kind === "percent" &&
        (TIME_SPLIT.test(folded) || (YEAR_SPAN.test(folded) && !/%|раз|x(?![\p{L}])/u.test(folded)))
      )
        continue;
      // A university or degree line with honours is education, not a publication or an award.
      const honours =
        kind === "publication" &&
        (ACADEMIC_HONOURS.test(folded) ||
          SCHOOL_NAME.test(folded) ||
          FIRST_DEGREE_HINT.test(folded) ||
          section === "education" ||
          /аттестат|средне\p{L}* (?:общего )?образовани/u.test(folded)) &&
        (ACADEMIC_HONOURS.test(folded) || !PUBLICATION_PROPER.test(folded));
      // An award or a licence given to the company is not the person's.
      if (
        kind === "publication" &&
        /(?:licen[cs]e|scheme)[^.]{0,40}awarded|awarded to the (?:company|firm)|award of [^.]{0,40}licen[cs]e/u.test(
          folded,
        )
      )
        continue;
      // «Публикация контента», "published by the JALT": the words name a publication only with what was published,
      // or in a publications section; a bare "Published and Forthcoming" or "Awarded several times" names nothing.
      if (kind === "publication" && !ACADEMIC_HONOURS.test(folded)) {
        const proper = PUBLICATION_PROPER.exec(folded)?.[0]?.trim() ?? "";
        const scholarlyWord = /^(?:публикаци|опубликова|published|patent|патент)/u.test(proper);
        if (scholarlyWord && section !== "publications" && !SCHOLARLY.test(folded)) continue;
        if (/published by|award of (?:the )?[^.]{0,40}(?:scheme|contract|tender|incentive)/u.test(folded)) continue;
        if (clean(line).split(/\s+/u).length < 4 && !/\d/u.test(folded)) continue;
      }
      // Training is a course the person took, named: not a job's header at a platform ("COURSERA | KPCB FELLOW"),
      // not an intention («прохождение курсов в целях повышения квалификации»).
      if (kind === "course") {
        if (facts.experienceRanges.some((r) => Math.abs(r.line - i) <= 1)) continue;
        const sentence = sentencesOf(phraseAt(lines, i)).find((t) => pattern.test(foldCase(t))) ?? line;
        const named =
          /(?:^|\s)[«"„“]?\p{Lu}[\p{L}\d+#.-]*/u.test(sentence.replace(/^\s*\S+/u, "")) || /\d/u.test(sentence);
        if (!named || /(?:в целях|чтобы|для)\s+повышени/u.test(foldCase(sentence))) continue;
      }
      // A school is quoted from the education section, or where the person says they study there; for someone
      // with three facts already, their work says more.
      if (
        kind === "school" &&
        (picked.length >= 3 ||
          picked.some((p) => p.kind === "degree" || p.kind === "degree_first") ||
          (section !== "education" && !STUDYING.test(folded)))
      )
        continue;
      // A degree is an entry or a sentence about it, not prose ("Represented PhD students' interests at institute
      // meetings, kept…"), and says where or what: «Москва – Бакалавриат», «Бакалавриат 4 курс» say neither.
      if (kind === "degree" || kind === "degree_first") {
        const sentence = sentencesOf(clean(line)).find((s) => pattern.test(foldCase(s))) ?? clean(line);
        const said =
          foldCase(sentence)
            .replace(DEGREE_FILLER, " ")
            .match(/\p{L}{4,}/gu) ?? [];
        // "Represented PhD students' interests" speaks of other people's degrees.
        if (sentence.split(/\s+/u).length > 16 || said.length < 2 || /students[’']/u.test(foldCase(sentence))) continue;
      }
      if (
        (kind === "degree" || kind === "degree_first") &&
        section !== "education" &&
        !/univers|университет|institute|институт|college|school|academy|академи/u.test(folded)
      )
        continue;
      // A first degree names its university or field on the line, not just the level («Бакалавр»).
      if (kind === "degree_first" && clean(line).split(/\s+/u).length < 3) continue;
      if (kind === "certificate") {
        // Several certificates usually sit on consecutive lines: "CPA" / "CFA" read as one strength.
        // Only quotable lines: an e-mail such as "kowalski.cpa@…" is no certificate.
        const nextLines = [i + 1, i + 2].filter(
          (j) => j < lines.length && pattern.test(foldedLines[j]!) && clean(lines[j]!).length <= 80 && quotable(j),
        );
        const quotes = [i, ...nextLines]
          .map((j) => phraseQuote(lines, j, 80, pattern))
          .filter(
            (q): q is string =>
              q !== null &&
              !layoutFragments(q).length &&
              !dutyClause(q) &&
              // The quote names the certificate: a summary's "13 years of education and expertise …" cut before
              // "… certification" on the next line is no certificate (decision 550).
              pattern.test(foldCase(q)),
          );
        if (!quotes.length) continue;
        for (const j of [i, ...nextLines]) used.add(j);
        taken++;
        picked.push({ kind, text: `${label}: ${quotes.join(", ")}.`, lines: [i, ...nextLines] });
        continue;
      }
      // A language from its name on: a two-column layout glues the other column before it («…высшее, 2013
      // Русский: родной Английский: B2»).
      const from = kind === "language" ? languageStart(line) : 0;
      const glued = kind === "language" ? languageBetweenLists(line) : null;
      const quoted = glued
        ? `«${glued}»`
        : from > 0
          ? quoteOf(line.slice(from), 120)
          : span.length > 1
            ? quoteOf(line, 140)
            : // A scope is said with what it is run across: its bullet whole, up to a longer length.
              phraseQuote(lines, i, kind === "scope" ? 160 : 120, pattern);
      // A result whose figure lies past the quote's length ("Led analysis … formula, a funding reform … of over
      // £32billion") is quoted whole up to a longer length rather than lost, when the person's own verb opens it
      // (decision 765): a fund's or a company's description is no result of theirs.
      const figured =
        quoted &&
        RESULT.has(kind) &&
        kind !== "scope" &&
        span.length === 1 &&
        !/(?<![\p{L}])\d/u.test(quoted) &&
        startsWithAction(foldCase(quoted.slice(1)))
          ? longerResult(lines, i, pattern, quoted)
          : quoted;
      // A range's "present" left before the fact once its start date was cut («2017—сейчас факультет …»); a place of
      // study then opens at its name («НИУ ВШЭ, программа …»): the faculty in lower case after a date reads as a cut.
      const present = figured?.replace(LEADING_PRESENT, "«") ?? null;
      const phrase =
        present !== figured && present !== null && /^«\p{Ll}/u.test(present) ? fromCapital(present) : present;
      // A school named in the middle of somebody's sentence («образовательном учреждении…») is not quoted; a list
      // item written in lower case is («- в 2017 начала обучение в НИУ ВШЭ»).
      // (A quote that opened with a range's "present" opens the entry after it: «факультет …» is the whole entry.)
      // A line after a blank, a heading or a finished sentence («Дополнительно:» / «курсы повышения квалификации в
      // учебном центре при МГТУ им. Баумана…») opens an item of its own, in whatever case (decision 595).
      const previous = (lines[i - 1] ?? "").trim();
      const opensItem = previous === "" || /[:.;!?…]$/u.test(previous) || headings.has(i - 1);
      const tail =
        phrase !== null && phrase === figured && /^«\p{Ll}/u.test(phrase) && !BULLET.test(line) && !opensItem;
      if (kind === "school" && tail) continue;
      // A distinction or a credential quoted from lower case is the tail of a sentence the line continues
      // ("supported pathways to scholarships and internships."): not the person's fact as a whole (decision 550).
      if (
        phrase &&
        tail &&
        (DISTINCTIONS.has(kind) || CREDENTIALS.has(kind) || kind === "publication") &&
        !/^«(?:ph\.?d|m\.?sc|b\.?sc|msc|bsc|mba|e-)/u.test(phrase)
      )
        continue;
      // A person's native language in the resume's own language says nothing to its reader ("English Native" in an
      // English résumé, «Русский — родной» in a Russian one).
      if (phrase && kind === "language" && ownNativeOnly(foldCase(phrase), facts.language)) continue;
      // One fact once, though two kinds read it («Travel Award $800» is money and an award), and a school by
      // its name at least («Университет» alone says nothing).
      // A result quotes its figure (not "S13X", not a number the paragraph has elsewhere), and a whole phrase, not a
      // remark in brackets ("(Research Asst. & Teaching Asst 2x)").
      if (
        phrase &&
        (RESULT.has(kind) || kind === "scale" || kind === "funding") &&
        (!/(?<![\p{L}])\d/u.test(phrase) || /^«\(.*\)»$/u.test(phrase) || /@|https?:|www\./u.test(phrase))
      )
        continue;
      // Honours name what they were given for: «Закончила с отличием», "Grade: 110/110 cum laude" name nothing.
      if (
        phrase &&
        honours &&
        (foldCase(phrase)
          .replace(ACADEMIC_HONOURS, " ")
          .replace(/grade|оценк\p{L}*|окончил\p{L}*|закончил\p{L}*/gu, " ")
          .match(/\p{L}{3,}/gu)?.length ?? 0) < 2
      )
        continue;
      // A result is a phrase that says what the figures are: «AAR > $1M больше» (two columns of figures) is not one.
      if (
        phrase &&
        (RESULT.has(kind) || kind === "scale" || kind === "funding") &&
        (phrase.replace(/[$€£₽]?\d[\d.,]*\s?(?:[kmк]|млн|млрд|тыс)?\.?/giu, " ").match(/\p{L}{3,}/gu)?.length ?? 0) < 3
      )
        continue;
      // A distinction is a whole phrase, however short: «Admit scholarship to» is a line cut by the layout.
      if (
        phrase &&
        DISTINCTIONS.has(kind) &&
        /\s(?:of|and|or|the|to|in|for|with|by|from|on|at|и|или|в|на|с|по|для|от|к|о|за|из|до|при)»$/u.test(phrase)
      )
        continue;
      // A quote the layout left a fragment in is refused: the next line of the kind may read whole (decision 410).
      if (!phrase || picked.some((p) => p.text.includes(phrase)) || layoutFragments(phrase).length) continue;
      // An award is earned, not done: "Mentored students … and supported pathways to scholarships" is a duty.
      if ((CREDENTIALS.has(kind) || kind === "award") && dutyClause(phrase)) continue;
      if (kind === "school" && (phrase.match(/\p{L}{2,}/gu)?.length ?? 0) < 2) continue;
      // The quote carries what its label says: a school's quote names the school, written as a school is written
      // (not the job-search sentence beside it: «Ищу работу: …» is no education), a degree's its degree (decision 440).
      if (kind === "school" && !schoolNamed(phrase) && (!pattern.test(foldCase(phrase)) || !schoolNamed(line)))
        continue;
      // (The quote's final period was taken off: «… — M.Sc» is read with it.)
      if (
        (kind === "degree" || kind === "degree_first") &&
        !pattern.test(foldCase(phrase)) &&
        !pattern.test(foldCase(phrase.replace(/»$/u, ".»")))
      )
        continue;
      // Another person's degree the person supervised or taught ("Co-supervised MSci project for … now PhD student").
      if ((kind === "degree" || kind === "degree_first") && SUPERVISION.test(foldCase(phrase))) continue;
      for (const j of span) used.add(j);
      taken++;
      picked.push({
        kind: honours ? "honours" : kind,
        text: `${honours ? "Образование" : label}: ${phrase}.`,
        lines: span,
      });
    }
    if (picked.length >= 5) break;
  }
  if (picked.length < 5) {
    const employer = notableEmployer(prepared, facts, byLine);
    if (employer) picked.push(employer);
  }
  if (picked.length < 5) {
    const project = namedProject(prepared, byLine, used);
    if (project) picked.push(project);
  }
  return picked.slice(0, 5);
}

/** How long a result's quote may run when its figure lies past the ordinary length: a bullet of two clauses. */
const RESULT_REACH = 200;

/** The result's quote up to `RESULT_REACH` when it then holds a figure of the grammar (content.ts), else `quoted`. */
function longerResult(lines: readonly string[], i: number, pattern: TextTest, quoted: string): string {
  const longer = phraseQuote(lines, i, RESULT_REACH, pattern);
  return longer && holdsResultFigure(foldCase(longer)) ? longer : quoted;
}

/** Kinds read from an education entry: a degree and a place of study. */
const STUDY_KINDS: ReadonlySet<string> = new Set(["degree", "degree_first", "school"]);
/** A line of this many words or fewer may be one piece of an entry: the level, the school, or the field alone. */
const ENTRY_PIECE_WORDS = 5;
/** How many lines under its first an entry's quote may take, and its length. */
const ENTRY_REACH = 2;
const ENTRY_CHARS = 140;
/** A distinction under a school's entry is a fact of its own ("Schick Gallery Award, February 2005"). */
const OWN_FACT = /award|prize|scholarship|grant|стипенди|преми|наград|грамот|лауреат|призёр|призер|победител/u;
/** A date or a range of dates inside an entry's later line ("Авг 2017 – Июн 2020", "09/2017 - 04/2022", "• 2021"). */
const ENTRY_DATE = new RegExp(
  `[•|·,]?\\s*(?:(?:${EN_MONTH_SRC}|${RU_MONTH_SRC})\\.?\\s+|\\d{1,2}[./])?(?:19|20)\\d\\d(?:\\s*[-–—]\\s*(?:(?:(?:${EN_MONTH_SRC}|${RU_MONTH_SRC})\\.?\\s+|\\d{1,2}[./])?(?:19|20)\\d\\d|${PRESENT_SRC}))?(?:\\s*\\((?:expected|ожидается)\\))?`,
  "giu",
);

/**
 * An entry's lines as one phrase: a word hyphenated across lines is glued back («универси-» + «тет»), and the dates of
 * the later lines go (the quote is the degree and the school, not when).
 */
function entryText(lines: readonly string[], span: readonly number[]): string {
  let text = clean(lines[span[0]!]!);
  for (const j of span.slice(1)) {
    const next = clean(lines[j]!)
      .replace(ENTRY_DATE, " ")
      // A bracket its date was taken out of («[с 09/2021]») goes with it.
      .replace(/[[(]\s*(?:с|from|since)?\s*[\])]/gu, " ")
      .replace(/\s+/gu, " ")
      .replace(/^[\s,;:•|·–—-]+|[\s,;:•|·–—-]+$/gu, "");
    if (!next) continue;
    text = /\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(next) ? `${text.slice(0, -1)}${next}` : `${text} ${next}`;
  }
  return text;
}

/** A line that opens with a year or a month and a year (after a list's glyph) opens the next entry. */
const OPENS_WITH_DATE = /^\s*(?:[^\p{L}\d\s]\s*)?(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d/u;

/** A line that opens an entry's quote names a level or a place of study ("Period: 2010 – 2012" names neither). */
function entryPiece(folded: string): boolean {
  return (
    FIRST_DEGREE_HINT.test(folded) ||
    degreeIn(folded) !== null ||
    SCHOOL_NAME.test(folded) ||
    UNIVERSITY_ACRONYM.test(folded)
  );
}

/**
 * The lines of an education entry written over short lines, the level on one, the school on the next, the field
 * under it («сен 2014 - июл 2018 Бакалавр» / «Ивановский Государственный Энергетический» / «Университет, Иваново»;
 * "Level: Master's Degree" / "Specialization: …" / "University: …"; «ДИПЛОМ БАКАЛАВРА» / «ОНПУ — 2014-2018»): a short
 * line goes on into the lines under it up to a blank line, a heading, a list mark, a line that opens with a date (the
 * next entry), the end of a sentence or a list item, a distinction of its own or the section's end. Each piece alone
 * says too little to be a strength (decision 685): the level names no school, the school no field.
 */
/** A share under a degree ("72%") is its grade too: no part of the degree's quote, though no label names it. */
const PERCENT_ALONE = /\d+(?:[.,]\d+)?\s*%/u;

/**
 * A later line that belongs to something else: a grade, another person's degree the person supervised (read as a
 * quote of its own would be), or another degree when the first names one.
 */
function notOfTheEntry(next: string, first: string): boolean {
  if (GRADE.test(next) || PERCENT_ALONE.test(next) || SUPERVISION.test(next)) return true;
  return degreeIn(first) !== null && degreeIn(next) !== null;
}

function entryLines(
  lines: readonly string[],
  i: number,
  byLine: readonly (SectionKind | null)[],
  headings: ReadonlySet<number>,
): number[] {
  const span = [i];
  if ((lines[i]!.match(/\p{L}{2,}/gu)?.length ?? 0) > ENTRY_PIECE_WORDS) return span;
  let chars = clean(lines[i]!).length;
  for (let j = i + 1; j < lines.length && span.length <= ENTRY_REACH; j++) {
    const next = lines[j]!;
    if (!next.trim() || byLine[j] !== "education" || headings.has(j) || BULLET.test(next)) break;
    if (OPENS_WITH_DATE.test(clean(next)) || /[.!?;]\s*$/u.test(lines[j - 1]!) || OWN_FACT.test(foldCase(next))) break;
    if (notOfTheEntry(foldCase(next), foldCase(lines[i]!))) break;
    chars += clean(next).length + 1;
    if (chars > ENTRY_CHARS) break;
    span.push(j);
  }
  return span;
}

/**
 * A distinction is the person's own (decision 411): an award word in a duty («начисление стипендий», "grant
 * writing") or in a position's title ("Research Fellow", "Google Scholar") is none, nor an award or a licence given to
 * the company; academic honours are education (their own kind). The quote is the sentence that names it.
 */
function distinctionOwn(kind: string, folded: string, section: SectionKind | null): boolean {
  // A reference is a work, though its title says "Scholarship" or "Award" (decision 510).
  if (kind === "award" && referenceShaped(folded)) return false;
  if (kind === "award") {
    if (AWARD_DUTY.test(folded) || POSITION_BEFORE.test(folded)) return false;
    if (ACADEMIC_HONOURS.test(folded) && !/scholarship|стипенди|grant|грант|fellowship/u.test(folded)) return false;
  }
  if (
    (kind === "award" || kind === "licence") &&
    /(?:licen[cs]e|scheme)[^.]{0,40}awarded|awarded to the (?:company|firm)|компани\p{L}* (?:получил|удостоен)/u.test(
      folded,
    )
  )
    return false;
  // A clearance to be obtained, required or handled for others is none the person holds.
  if (kind === "clearance" && CLEARANCE_NOT_HELD.test(folded)) return false;
  // A sole role and a promotion are said of the person's work, not of a skills list.
  if ((kind === "sole_role" || kind === "promotion") && section && NOT_RESULT_SECTIONS.has(section)) return false;
  return true;
}

/** A recognisable employer named in the experience section: «Опыт в «Яндекс»: «Старший разработчик, Яндекс»». */
function notableEmployer(
  prepared: PreparedText,
  facts: ResumeFacts,
  byLine: readonly (SectionKind | null)[],
): Strength | null {
  const jobLines = new Set(facts.experienceRanges.flatMap((r) => [r.line - 1, r.line, r.line + 1]));
  const rangeLines = new Set(facts.experienceRanges.map((r) => r.line));
  for (let i = 0; i < prepared.lines.length; i++) {
    // The lines around a job's dates, where the employer is named: not a duty line ("Microsoft Office", "Google Ads").
    // A job's own dated line names its employer whatever section the reader put it in.
    if (!jobLines.has(i) || (!rangeLines.has(i) && (byLine[i] === "skills" || byLine[i] === "education"))) continue;
    const line = prepared.lines[i]!;
    const match = EMPLOYER_PATTERN.exec(line);
    if (!match || line.length > 100 || /@|https?:/u.test(line)) continue;
    // A list of names (clients, brands, campaigns: «ТНТ · Радио Шансон · Sprite, Яндекс, Эльдорадо») with no role
    // in it is not where the person worked: an employer strength is a job's own header (decision 510).
    if (line.split(/\s*[·•|,;]\s*/u).filter(Boolean).length >= 4 && !ROLE_WORDS.test(foldCase(line))) continue;
    if (
      /^\s*(?:office|ads|analytics|cloud|web services|workspace|sheets|docs|excel|word|azure|aws)/iu.test(
        line.slice(match.index + match[0].length),
      )
    )
      continue;
    // A job's header names the employer; a sentence that mentions it ("used daily by Facebook") does not.
    // (A date's own period, «2024 — н.в.», is no sentence's end.)
    const sentenceEnd = /[.!?]\s*$/u.test(line) && !/(?:н\.\s?в|наст\.\s?вр\p{L}*|вр|г|гг)\.\s*$/u.test(line);
    if (line.length > 80 || sentenceEnd || /^\s*[-–—•·▪*]/u.test(line)) continue;
    const phrase = cleanPhrase(line, 100);
    const rest = (phrase ?? "")
      .replace(match[0], "")
      .replace(/[^\p{L}]+/gu, " ")
      .trim()
      .split(" ");
    // "Stripe • San Francisco, CA" says no more than the name: the name alone is the fact.
    const says = phrase && rest.length >= 3 ? `: «${phrase.replace(/[.;,:]+$/u, "")}»` : "";
    return { kind: "employer", text: `Опыт в «${match[1]}»${says}.`, lines: [i] };
  }
  return null;
}

const LANGUAGE_NAME =
  /(?:русск|английск|немецк|французск|испанск|итальянск|китайск|японск|корейск|арабск|russian|english|german|french|spanish|italian|chinese|japanese|korean|arabic)/iu;

/** Where the first language's name starts in a line, when something that is not about languages comes before it. */
function languageStart(line: string): number {
  const at = LANGUAGE_NAME.exec(line)?.index ?? 0;
  const before = line.slice(0, at);
  // Cut only after another column's end (a year, a separator), never inside the person's sentence ("Свободно владею
  // английским…").
  if (at <= 0 || /язык|language/iu.test(before)) return 0;
  // Another column's list before it ("Programming R, Python, Stata, CSS, French Native speaker"): a list of three
  // items or more that names no language ends at the comma before the language's name.
  const list = /,\s*$/u.test(before) && before.split(",").length >= 3;
  return /[\d|•;)]\s*$/u.test(before) || list ? at : 0;
}

/** "Present" at a quote's start, with the dash or comma after it: «сейчас факультет …» is «факультет …». */
const LEADING_PRESENT = new RegExp(`^«(?:${PRESENT_SRC})\\s*[,:|–—-]?\\s*(?=\\p{L})`, "iu");

/** A quote from its first capitalised word on, when two words or more follow («факультет … НИУ ВШЭ, …» → «НИУ ВШЭ, …»). */
function fromCapital(quote: string): string | null {
  const at = quote.search(/(?<=\s)\p{Lu}/u);
  if (at < 0) return null;
  const rest = quote.slice(at);
  return (rest.match(/\p{L}{2,}/gu)?.length ?? 0) >= 3 ? `«${rest}` : null;
}

const NATIVE_LEVEL = /native|mother|родно|носител/u;
const ENGLISH_NAME = /english|английск/u;
const RUSSIAN_NAME = /русск|russian/u;
const LANGUAGE_NAMES =
  /английск|немецк|французск|испанск|итальянск|китайск|японск|корейск|арабск|english|german|french|spanish|italian|chinese|japanese|korean|arabic|русск|russian/gu;

/** The quote names only the resume's own language, at a native level. */
function ownNativeOnly(folded: string, language: string): boolean {
  if (!NATIVE_LEVEL.test(folded)) return false;
  const own = language === "en" ? ENGLISH_NAME : RUSSIAN_NAME;
  const named = folded.match(LANGUAGE_NAMES) ?? [];
  return named.length > 0 && named.every((name) => own.test(name));
}

/**
 * A language with its level between two columns of slash lists ("API/microservices/Kafka English B2 LLM/AI/OpenAI"):
 * the language and its level alone, as written; null when the line is not glued that way (decision 510: a strength's
 * quote is the fact, not the layout around it).
 */
function languageBetweenLists(line: string): string | null {
  if (!/\S\/\S/u.test(line)) return null;
  const match = LANGUAGE_AT_LEVEL.exec(line.toLowerCase());
  if (!match || match.index === undefined) return null;
  const fact = line.slice(match.index, match.index + match[0].length).trim();
  // The fact itself holds no list: "English B2", not "English/German B2" cut in two.
  return /\//u.test(fact) ? null : fact;
}

/** What a project is or what was done in it, in both languages. */
const PROJECT_WORDS =
  /(?:^|[^\p{L}])(?:developed|built|created|implemented|designed|launched|wrote|migrated|automated|app|application|bot|website|site|service|server|platform|system|tool|library|game|api|dashboard|model|разработ\p{L}*|внедр\p{L}*|автоматизир\p{L}*|автоматизаци\p{L}*|создал\p{L}*|сделал\p{L}*|написал\p{L}*|реализова\p{L}*|запусти\p{L}*|сервис\p{L}*|сайт\p{L}*|приложени\p{L}*|бот\p{L}*|платформ\p{L}*|систем\p{L}*|библиотек\p{L}*|игр\p{L}*|интернет-магазин\p{L}*|дашборд\p{L}*|модел\p{L}*)(?![\p{L}])/u;

/** The first project of a projects section that says what it is in a sentence of its own. */
function namedProject(
  prepared: PreparedText,
  byLine: readonly (SectionKind | null)[],
  used: ReadonlySet<number>,
): Strength | null {
  for (let i = 0; i < prepared.lines.length; i++) {
    if (byLine[i] !== "projects" || used.has(i)) continue;
    const line = prepared.lines[i]!;
    if (headingLike(line) || /@|https?:|www\./u.test(line)) continue;
    // A dates-and-place line ("Jan 2014 – Jan 2015 | Ithaca, NY") is not what the project is.
    const words = line.replace(/(?:19|20)\d\d|\b\p{L}{3}\b\.?(?=\s+(?:19|20)\d\d)/gu, " ").match(/\p{L}{2,}/gu) ?? [];
    if (words.length < 4 || /\|/u.test(line)) continue;
    // A project says what was made or done; a list of interests, a citation or a place is not one.
    const folded = prepared.foldedLines[i]!;
    if (
      !PROJECT_WORDS.test(folded) ||
      CITATION.test(folded) ||
      /interest|интерес/u.test(folded) ||
      /(?:^|\s)\p{Lu}\.\s\p{Lu}/u.test(line)
    )
      continue;
    const phrase = phraseQuote(prepared.lines, i, 110);
    // Not the middle of somebody's sentence ("at BUUK for almost 4.5 years and…").
    if (phrase && /^«\p{Ll}/u.test(phrase) && !BULLET.test(line)) continue;
    if (phrase) return { kind: "project", text: `Проект: ${phrase}.`, lines: [i] };
  }
  return null;
}

/**
 * Supervision, the one recogniser of it: another person's degree the person supervised, taught or advised ("Co-
 * supervised MSci project for … now PhD student" is no degree of theirs) and a supervision line under an education
 * entry ("Ph.D Supervision", «Руководство дипломными работами», "Supervisor: …" ends the entry's quote) are asked the
 * same, folded, with or without the quote's «. Being supervised is the person's own degree: "under the supervision
 * of", "supervised by", «под руководством» are not it.
 */
export const SUPERVISION = new RegExp(
  [
    "^«?(?:co-?)?(?:supervis|mentor|advis|taught|teach|tutor)",
    "научн\\p{L}* руковод",
    "(?:for|of) (?:an? |the |\\d+ )?(?:\\p{L}+ )?(?:ph\\.?d|msci?|master['’]?s?|bachelor['’]?s?|undergraduate|graduate) students?",
    "(?<![\\p{L}]|under (?:the )?)(?:co-?)?supervis(?!ed by|ion by)",
    "(?<![\\p{L}]|под )руководств",
  ].join("|"),
  "u",
);

function schoolNamed(quote: string): boolean {
  const folded = foldCase(quote);
  if (SCHOOL_NAME.test(folded) || YEAR_OF_STUDY.test(folded) || UNIVERSITY_ACRONYM_WRITTEN.test(quote)) return true;
  // A quote the school test does not read at all is another sentence of the line; one it reads only by a lower-case
  // acronym's ending («работу», «могу») names no school.
  return false;
}

function headingLike(line: string): boolean {
  const t = line.trim();
  return t.length < 40 && (t === t.toUpperCase() || /:$/u.test(t));
}

/** Left-over template or joke text: a reviewer stops reading at "Lorem ipsum" or «бла-бла-бла». */
const FILLER =
  /welcome to rendercv|rendercv reads a cv|lorem ipsum|dolor sit amet|your name here|\[your name\]|\[(?:name|имя|фио|date|дата|city|город|phone|телефон|email|e-mail)\]|<(?:name|your name|имя)>|\[company(?: name)?\]|company name here|\[job title\]|ваше имя|фамилия имя отчество|\[название компании\]|название компании|this is a sample|sample resume|шаблон резюме|markdown syntax is supported|replace this text|insert (?:your|text)|вставьте текст|your (?:job title|company name)|interestingsite|yourwebsite|your website|yourname|ваш текст|текст-заглушка|здесь (?:будет|должен быть) (?:текст|ваш)|бла-бла|blah blah|asdf|qwerty(?![\p{L}])|тест тест|test test/u;

/**
 * A template's slot left unfilled, by its shape (decision 600): empty brackets ("[ ]", "[…]", "[____]"); a sample
 * company of the alphabet's first or last letters with a company word ("ABC Company", "ABC Marketing", "XYZ Corp.")
 * (not «Ромашка»: kindergartens and shops are named so, and so are the project's own fixtures); a count of years written with letters («XX лет», "X years", «N лет»);
 * "Lorem" alone.
 */
const TEMPLATE_SLOT =
  /\[\s*(?:…|\.{2,}|_{2,}|x{2,}|х{2,})?\s*\]|(?<![\p{L}\d])(?:abc|xyz|acme)\s+(?:company|corp\.?|corporation|inc\.?|ltd\.?|llc|group|marketing|solutions|bank|enterprises|industries|компани\p{L}*)(?![\p{L}])|(?<![\p{L}\d-])(?:xx?|хх?|n)\s*(?:\+\s*)?(?:лет|года?|years?)(?![\p{L}])|(?<![\p{L}])lorem(?![\p{L}])/u;

/** A sum of money in a bracketed note: a currency sign or code beside a figure, "k€", "$1.2M", «90 тыс. руб.». */
const AMOUNT_NOTE =
  /^\s*(?:[-–—•·*]\s*)?\[[^\]]*(?:\d[\d\s.,]*\s*(?:k|m|тыс\.?|млн\.?)?\s*(?:€|\$|£|₽|eur|usd|gbp|руб)|(?:€|\$|£|₽)\s*\d)/iu;

/**
 * Brackets a template puts around the text to replace, left around the person's own text: two or more lines that
 * open with "[" (behind a bullet), none a Markdown link ("[text](url)"), a reference's number ("[12]"), a
 * link's label alone ("[PDF]") or a note of an amount ("[103 k€, wrote the proposal]", "[~ 90 k€]": academic CVs put
 * a grant's sum in brackets under it — decision 805's review took them for template slots).
 */
function templateBrackets(lines: readonly string[]): string | null {
  const bracketed = lines.filter(
    (line) =>
      /^\s*(?:[-–—•·*]\s*)?\[(?!\s*\d+\s*\])(?![^\]]*\]\()[^\]\n]*\p{L}[^\]\n]*\s\S/u.test(line) &&
      !AMOUNT_NOTE.test(line),
  );
  return bracketed.length >= 2 ? bracketed[0]!.trim() : null;
}

/**
 * A template's link left unfilled: "linkedin.com/in/yourname". A template's e-mail is the e-mail criterion's to say
 * (recognisers' isPlaceholderEmail; criteria/contacts.ts), so the report says it once.
 */
const PLACEHOLDER_LINK =
  /(?:linkedin\.com\/in|github\.com|t\.me)\/(?:yourname|your-name|username|user|name|example|ivanov)(?![\w-])/iu;

/** Words that make an address or a handle look unserious, as whole parts of it or anywhere for the strongest. */
const FROWNED_ANYWHERE =
  /sexy|pussy|zhopa|xxx|666|porn|vodka|pivo|kiska|babygirl|kotik|pupsik|zayka|malysh|luntik|princess|koroleva|sweetie/iu;
const FROWNED_PARTS = new Set(
  "love baby angel devil killer crazy cool hot mega kiss sweet bad lol honey boss king queen kitty bunny zaya kisa nyasha ninja sexy god lord dark evil demon satan gamer dragon wolf joker smile funny".split(
    " ",
  ),
);

/** The word that makes an e-mail's local part or a handle look unserious to a recruiter, if any. */
export function frownedWord(handle: string): string | null {
  const anywhere = FROWNED_ANYWHERE.exec(handle);
  if (anywhere) return anywhere[0];
  return (
    handle
      .toLowerCase()
      .split(/[^a-z]+/u)
      .find((part) => FROWNED_PARTS.has(part)) ?? null
  );
}

/** Well-known names people misspell; the key is folded, the value is the right spelling. */
const MISSPELLED: ReadonlyArray<readonly [RegExp, string]> = [
  [/1\s?[сc]\s?:\s?преприяти\p{L}*/u, "1С:Предприятие"],
  [/1\s?[сc]\s?:\s?предприяти[ея](?![\p{L}])/u, "1С:Предприятие"],
  [/1\s?[сc]\s?:\s?бухгалтери(?![\p{L}])/u, "1С:Бухгалтерия"],
  [/(?<![\p{L}])excell(?![\p{L}])/u, "Excel"],
  [/(?<![\p{L}])exel(?![\p{L}])/u, "Excel"],
  [/(?<![\p{L}])javascipt|javscript|java-script(?![\p{L}])/u, "JavaScript"],
  [/(?<![\p{L}])phyton(?![\p{L}])/u, "Python"],
  [/(?<![\p{L}])postgress(?:ql)?(?![\p{L}])|postgre sql/u, "PostgreSQL"],
  [/(?<![\p{L}])my sql(?![\p{L}])/u, "MySQL"],
  [/(?<![\p{L}])kubernates|kubernets|kubernetis(?![\p{L}])/u, "Kubernetes"],
  [/(?<![\p{L}])githab|git hub(?![\p{L}])/u, "GitHub"],
  [/(?<![\p{L}])photoshope|photoshp|фотошоп(?![\p{L}])/u, "Adobe Photoshop"],
  [/(?<![\p{L}])micro?soft ofice|microsoft offise|майкрософт офис/u, "Microsoft Office"],
  [/(?<![\p{L}])power ?bi?\s?desctop/u, "Power BI Desktop"],
  [/(?<![\p{L}])джира(?![\p{L}])/u, "Jira"],
  [/(?<![\p{L}])консультант\s?плюс\s?\+|консультант\+(?![\p{L}])/u, "КонсультантПлюс"],
  [/(?<![\p{L}])автокад(?![\p{L}])/u, "AutoCAD"],
  [/(?<![\p{L}])react\.?js\.?js|reactjs\.js/u, "React"],
  [/(?<![\p{L}])typescipt|typescrypt(?![\p{L}])/u, "TypeScript"],
  [/(?<![\p{L}])linkedln(?![\p{L}])/u, "LinkedIn"],
];

function formatYearsRu(n: number): string {
  const r = Math.round(n);
  const mod10 = r % 10;
  const mod100 = r % 100;
  const word =
    mod10 === 1 && mod100 !== 11 ? "год" : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? "года" : "лет";
  return `${r} ${word}`;
}

/** «64 месяца назад»: how long ago, in the months the recency verdict counts. */
function monthsAgo(months: number): string {
  return `${months} ${plural(months, ["месяц", "месяца", "месяцев"])} назад`;
}

export function findSpecificErrors(
  prepared: PreparedText,
  facts: ResumeFacts,
  layout: readonly LayoutFact[] = [],
): SpecificError[] {
  const { text, lines, folded } = prepared;
  const errors: SpecificError[] = [];

  const summary = facts.sections.find((s) => s.kind === "summary");
  const claim = summaryClaim(lines, summary);
  const { years: claimed, atLeast } = claim;
  const dated = facts.totalExperienceYears;
  // «Более 20 лет», "15+ years", "over 10 years" is a lower bound: more years by the dates agree with it (decision 515).
  if (claimed !== null && dated > 0 && (atLeast ? claimed - dated >= 2 : Math.abs(claimed - dated) >= 2)) {
    errors.push({
      id: "summary_years",
      finding: `В «О себе» написано про ${formatYearsRu(claimed)} опыта, а по датам мест работы выходит около ${formatYearsRu(dated)}.`,
      fix: "Сверь цифру в «О себе» с датами в опыте и оставь одну: рекрутер замечает расхождение и начинает сомневаться в остальном.",
    });
  }

  const filler = FILLER.exec(folded);
  if (filler) {
    const line = lines.find((l) => foldCase(l).includes(filler[0])) ?? filler[0];
    // A contacts line quotes only its template part ("www.interestingsite.com"), not the whole line.
    const at = foldCase(line).indexOf(filler[0]);
    const token = /@|www\.|https?:|\.com/u.test(line) ? (/\S+$/u.exec(line.slice(0, at))?.[0] ?? "") : "";
    const shown = token || /@|www\.|\.com/u.test(line) ? `${token}${/\S*/u.exec(line.slice(at))?.[0] ?? ""}` : line;
    errors.push({
      id: "template_filler",
      finding: `В резюме остался текст шаблона: ${quoteOf(shown, 70)}.`,
      fix: "Удали текст-заглушку шаблона и замени его своим: строкой о себе с ролью и главным результатом.",
    });
  }

  // A template's slot left unfilled: quoted as written, with the line it stands in when short.
  const slot = filler ? null : (TEMPLATE_SLOT.exec(folded) ?? null);
  const brackets = filler || slot ? null : templateBrackets(lines);
  if (slot || brackets) {
    const at = slot ? slot.index : 0;
    const line = slot ? (lines.find((l) => foldCase(l).includes(slot[0])) ?? slot[0]) : brackets!;
    // Empty brackets say nothing alone: their line is quoted.
    const written = slot ? text.slice(at, at + slot[0].length).trim() : line;
    const shown = /\p{L}/u.test(written) ? written : line.trim();
    errors.push({
      id: "template_filler",
      finding: `В резюме осталось место из шаблона: ${quoteOf(shown, 70)}${slot && line.length <= 90 && line.trim() !== shown ? ` (в строке ${quoteOf(line.trim(), 90)})` : ""}.`,
      fix: "Замени заготовку шаблона своим: настоящим названием, числом или текстом, — а лишние скобки убери. Рекрутер видит такие места первыми и решает, что резюме не дописано.",
    });
  }

  for (const [pattern, right] of MISSPELLED) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const original = text.slice(match.index, match.index + match[0].length);
    // The right spelling itself, or the same with a space after the colon, is no misspelling.
    if (original.replace(/\s+/gu, "").toLowerCase() === right.replace(/\s+/gu, "").toLowerCase()) continue;
    errors.push({
      id: "misspelled_name",
      finding: `Название написано с ошибкой: «${original}» вместо «${right}».`,
      fix: `Исправь на «${right}»: ошибка в названии программы или сертификата бросается в глаза и мешает поиску по ключевым словам.`,
    });
    if (errors.filter((e) => e.id === "misspelled_name").length >= 2) break;
  }

  errors.push(...recruiterChecks(prepared, facts, claim));
  const printed = browserPrint(layout);
  if (printed) errors.push(printed);

  // Found by skills/key-skills.ts, which reads the skills list once for the whole engine.
  const duplicates = facts.duplicateSkills;
  if (duplicates.length) {
    errors.push({
      id: "duplicate_skill",
      finding: `В навыках повторяется: ${duplicates
        .slice(0, 3)
        .map((d) => `«${d}»`)
        .join(", ")}.`,
      fix: "Оставь каждый навык один раз: повторы выглядят как небрежность и занимают место.",
    });
  }
  return errors;
}

/**
 * Someone else's letter or a proposal bundled into the resume's file (decision 780): what a recruiter raises before
 * anything else — a referee's confidential letter sent by the person, a proposal in place of a CV. Said with how each
 * opens and who signed the letter; their text was set aside, so nothing in the report comes from it.
 */
function otherDocumentsSaid(others: readonly OtherDocument[]): SpecificError | null {
  if (others.length === 0) return null;
  const said = others.map((o) =>
    o.kind === "letter"
      ? `письмо рекомендателя (${quoteOf(o.opening, 60)}${o.signer ? `, подпись ${quoteOf(o.signer, 50)}` : ""})`
      : `текст заявки или исследовательского проекта (${quoteOf(o.opening, 60)})`,
  );
  const letter = others.some((o) => o.kind === "letter");
  return {
    id: "other_documents",
    finding: `В файл резюме вложено то, что резюме не является: ${said.join("; ")}. Рекрутер заметит это первым; в разборе их текст не учитывался.`,
    fix: `Оставь в файле только резюме.${letter ? " Рекомендательное письмо пишут для комиссии или работодателя, и обычно его присылает сам рекомендатель; прикладывай его, только если просят, и отдельным файлом." : ""} Заявку, проект или другие документы отправляй отдельно, когда их запрашивают.`,
  };
}

/**
 * A browser's print header or footer left in the PDF (decision 725): extraction found it by its place and shape and
 * took it out of the text; the person is told with the line as the file shows it. A recruiter sees it on every page
 * and reads it as a page printed in a hurry, with the local path of the person's computer.
 */
function browserPrint(layout: readonly LayoutFact[]): SpecificError | null {
  const fact = layout.find((f) => f.kind === "browser_print");
  if (!fact) return null;
  return {
    id: "browser_print",
    // Quoted whole as stored (at most 80 characters): a phrase cleaner would take "11." of a date for a list number.
    finding: `В PDF остались колонтитулы браузера: «${fact.evidence}» на полях страницы. Рекрутер видит их сразу, а ATS читает как часть резюме.`,
    fix: "Сохрани PDF заново без колонтитулов: в окне печати браузера сними галочку «Верхние и нижние колонтитулы» (в Chrome она в «Дополнительных настройках»).",
  };
}

/**
 * What a recruiter raises first (decision 241): misspelt words, a template's contacts left in, an old document
 * date, the same duty pasted under several jobs, an address or a handle that looks unserious.
 */
function recruiterChecks(prepared: PreparedText, facts: ResumeFacts, claim: SummaryClaim): SpecificError[] {
  const errors: SpecificError[] = [];
  const bundled = otherDocumentsSaid(facts.otherDocuments ?? []);
  if (bundled) errors.push(bundled);
  const allMisspelt = findMisspellings(prepared, facts.language, skillSpellings(facts.skills));
  const misspelt = allMisspelt.slice(0, 6);
  if (misspelt.length) {
    // A word with two equally near spellings is named without a guess (decision 555); every one found is counted.
    const named = misspelt.map((m) => (m.suggestion ? `«${m.word}» → «${m.suggestion}»` : `«${m.word}»`)).join(", ");
    const list =
      allMisspelt.length > misspelt.length ? `${named} и ещё ${allMisspelt.length - misspelt.length}` : named;
    errors.push({
      id: "misspelled_word",
      finding: `Похоже на опечатки: ${list}.`,
      fix: "Проверь эти слова и прогони текст через проверку орфографии: опечатку рекрутер замечает первой, а в названии технологии она ещё и прячет резюме от поиска.",
    });
  }

  const link = facts.contacts.links.find((l) => PLACEHOLDER_LINK.test(l.url));
  if (link) {
    errors.push({
      id: "placeholder_contact",
      finding: `В контактах осталась заглушка шаблона: «${link.url}».`,
      fix: "Впиши свои настоящие контакты: по заглушке с тобой не свяжутся, а рекрутер решит, что резюме не дописано.",
    });
  }

  // The document's own date as the reader found it (dates.ts `documentDate`, decision 575): stated, or its newest date
  // anywhere, and whether it looks old — read here, never derived again (decision 600).
  const asOf = facts.timeline.asOf;
  const dated = asOf ? monthOfKey(asOf) : null;
  const documentDate = facts.timeline.documentDate;
  // An age said beside the date of birth dates the document most plainly — after a date the document states itself
  // (an export's «Резюме обновлено …», to the month): said first, and alone (decision 780).
  const aged = documentDate?.source === "stated" ? null : ageDatesDocument(prepared, facts);
  if (aged) errors.push({ id: "stale_document", ...aged });
  if (!aged && documentDate?.looksOld) {
    const open = facts.dateRanges.some((r) => r.ongoing && r.start <= documentDate.month);
    // A year written without a month («2012», «2010 – 2012») is read as its December: it is said as the year.
    const { when, yearsAgo: years } = documentDateSaid(documentDate, facts.now);
    errors.push(
      documentDate.source === "stated"
        ? {
            id: "stale_document",
            // The same measure as the recency verdict's («прошло 64 месяца»): one figure for one fact (decision 595).
            finding: `Дата в резюме — ${formatMonth(documentDate.month)}, ${monthsAgo(documentDate.ageMonths)}.`,
            fix: "Обнови дату и опыт за это время: старая дата в шапке читается как «давно не искал работу и не обновлял резюме».",
          }
        : open
          ? {
              id: "stale_document",
              // "Present" beside nothing written for years: the present is the document's, not today's.
              finding: `В резюме есть «по настоящее время», но самая поздняя дата в тексте — ${when}, ${years} ${yearsWord(years)} назад: похоже, резюме писали давно и с тех пор не обновляли.${outlivedSkills(facts)}`,
              // What to add either way, never a guess that the person left (decision 675: «не работаешь» is no fact here).
              fix: "Обнови резюме: допиши, что изменилось за эти годы (задачи, технологии, результаты, повышения), а если это место уже в прошлом — дату окончания и то, что было дальше.",
            }
          : {
              id: "stale_document",
              finding: `Самая поздняя дата в резюме — ${when}, ${years} ${yearsWord(years)} назад: резюме выглядит давно не обновлённым.${outlivedSkills(facts)}`,
              fix: "Допиши, чем ты занимаешься с тех пор (работа, учёба, проекты), или объясни перерыв одной строкой: иначе рекрутер решит, что резюме давно не обновлялось.",
            },
    );
  }

  // A current job is no proof the document is current: when the newest date written anywhere is the start of a job
  // «по настоящее время» `OLD_DOCUMENT_MONTHS` or more ago, the resume says nothing of those years (decisions 410, 675). Said as what
  // the text shows, with what to add — a long tenure is fine, a resume silent about it is not.
  const starts = facts.dateRanges.filter((r) => r.ongoing).map((r) => r.start);
  const newestWritten =
    dated === null && starts.length > 0
      ? Math.max(
          ...facts.dateRanges.map((r) => (r.ongoing ? r.start : r.end)),
          ...[...prepared.text.matchAll(/(?<!\d)((?:19|20)\d\d)(?!\d)/gu)].map((m) => Number(m[1]) * 12),
        )
      : Number.NaN;
  // What the text says of the current job: its lines up to the next job or the section's end.
  const current = facts.experienceRanges.filter((r) => r.ongoing).sort((a, b) => b.start - a.start)[0];
  const nextStart = current
    ? Math.min(
        ...facts.experienceRanges.map((r) => r.line).filter((l) => l > current.line),
        ...facts.sections.filter((sec) => sec.line > current.line).map((sec) => sec.line),
        prepared.lines.length,
      )
    : 0;
  const saidOfCurrent = current
    ? [
        (prepared.lines[current.line] ?? "").replace(current.text, " "),
        ...prepared.lines.slice(current.line + 1, nextStart),
      ]
        .join(" ")
        .split(/\s+/u)
        .filter((w) => /\p{L}{3}/u.test(w)).length
    : 0;
  if (
    dated === null &&
    current !== undefined &&
    saidOfCurrent <= 25 &&
    starts.length > 0 &&
    Number.isFinite(newestWritten) &&
    Math.max(...starts) >= newestWritten - 11 &&
    facts.now - newestWritten >= OLD_DOCUMENT_MONTHS &&
    !errors.some((e) => e.id === "stale_document")
  ) {
    const years = Math.floor((facts.now - newestWritten) / 12);
    errors.push({
      id: "stale_document",
      finding: `Самая поздняя дата в резюме — ${formatMonth(Math.max(...starts))}, начало текущей работы ${years} ${yearsWord(years)} назад: о последних годах резюме ничего не говорит и выглядит давно не обновлённым.`,
      fix: "Допиши, что изменилось за эти годы на текущем месте: новые задачи, технологии, результаты и повышения. Рекрутер смотрит на последние 3–5 лет первыми.",
    });
  }

  // A study open for longer than any programme, an expected end already past, a summary's count outgrown (stale.ts).
  const stale = errors.some((e) => e.id === "stale_document") ? null : staleSign(prepared, facts, claim);
  if (stale) errors.push({ id: "stale_document", ...stale });

  const repeated = repeatedDuty(prepared, facts);
  if (repeated) {
    errors.push({
      id: "repeated_duties",
      finding: `Один и тот же пункт повторяется в разных местах работы: ${quoteOf(repeated, 90)}.`,
      fix: "Для каждого места оставь своё: что именно ты сделал там и с каким результатом. Скопированные пункты рекрутер замечает и перестаёт читать опыт внимательно.",
    });
  }

  const unnamed = jobWithoutEmployer(prepared, facts);
  if (unnamed) {
    errors.push({
      id: "job_without_employer",
      finding: `У места работы не указана компания: ${quoteOf(unnamed, 80)}.`,
      // The stand-ins are the resume's own language: «ИП» means nothing in an English resume (decision 700).
      fix: `Для каждого места работы напиши название компании (или ${facts.language === "en" ? "«Freelance», «Self-employed», «Contract»" : "«фриланс», «ИП», «по договору»"}): без работодателя рекрутер не может проверить опыт и не понимает его масштаб.`,
    });
  }

  const handle = facts.contacts.telegramHandle;
  const frowned = handle ? frownedWord(handle.replace(/^@/u, "")) : null;
  if (handle && frowned) {
    errors.push({
      id: "frowned_handle",
      finding: `Ник в Telegram «${handle}» выглядит несерьёзно для делового контакта.`,
      fix: "Для резюме укажи ник из имени и фамилии или только телефон и почту: первое впечатление складывается и по контактам.",
    });
  }
  return errors;
}

/** A duty line of five words or more written word for word under two different jobs. */
function repeatedDuty(prepared: PreparedText, facts: ResumeFacts): string | null {
  const jobs = facts.experienceRanges.map((r) => r.line).sort((a, b) => a - b);
  if (jobs.length < 2) return null;
  const jobOf = (line: number): number => jobs.filter((start) => start <= line).length;
  // The duty lines by their words, in reading order. Only words written twice can be a copy, so the costlier
  // test of a line (is it a header?) is made only for those: most lines are written once.
  const linesByWords = new Map<string, number[]>();
  const byLine = sectionIndex(facts.sections, prepared.lines.length);
  // A job's stack line («Технологии: C#, Unity») the section reader took for a skills heading opens no section of
  // its own for this check: the jobs under it are still experience (decision 655).
  const stackSections = facts.sections.filter(
    (s) => s.kind === "skills" && s.line > jobs[0]! && STACK_LABEL.test(prepared.lines[s.line] ?? ""),
  );
  const inJob = (i: number): boolean =>
    byLine[i] === null ||
    byLine[i] === "experience" ||
    (byLine[i] === "skills" && stackSections.some((s) => s.line <= i && i < s.endLine));
  for (let i = jobs[0]!; i < prepared.lines.length; i++) {
    const folded = prepared.foldedLines[i]!;
    if (!inJob(i) || folded.length < 25 || spacesIn(folded) < 4) continue;
    const key = folded.replace(/[^\p{L}\d]+/gu, " ").trim();
    if (spacesIn(key) < 4) continue;
    const same = linesByWords.get(key);
    if (same) same.push(i);
    else linesByWords.set(key, [i]);
  }
  const beside = new Set(facts.experienceRanges.flatMap((r) => [r.line - 1, r.line, r.line + 1]));
  // hh.ru's industry tags under each employer are hh.ru's catalogue, not the person's duties (decision 655).
  let industries: Set<number> | undefined;
  // The first line whose words were written, as a duty, under another job before it.
  let copied = -1;
  for (const same of linesByWords.values()) {
    if (same.length < 2) continue;
    // A line beside a job's dates, no list item, that ends in a place after a comma is that job's header (the
    // employer and the place, written again for a second post there: «Школа …, КазНУ, Алматы, Казахстан»), not a duty,
    // whatever its words' case.
    industries ??= hhIndustryLines(prepared.lines);
    const tags = industries;
    const duties = same.filter(
      (i) => !tags.has(i) && isDutyLine(prepared.lines[i]!) && !jobHeader(prepared.lines[i]!, beside.has(i)),
    );
    const first = duties[0];
    if (first === undefined) continue;
    const again = duties.find((i) => jobOf(i) !== jobOf(first));
    if (again !== undefined && (copied === -1 || again < copied)) copied = again;
  }
  return copied === -1 ? null : prepared.lines[copied]!;
}

/** A line beside a job's dates, no list item, whose last comma-separated part is a capitalised name (a place). */
function jobHeader(line: string, besideDates: boolean): boolean {
  return besideDates && !LIST_ITEM.test(line) && /,\s*\p{Lu}[^,]{1,30}$/u.test(line.trim());
}

/**
 * A job's header (the employer and the place, written again for a second job there) is no copied duty, and a line
 * in a wrong code page says nothing a recruiter could read.
 */
function isDutyLine(line: string): boolean {
  return !namesOnly(line) && !/[\u00c0-\u00ff]{3}/u.test(line);
}

/** How many " " a text holds: text.split(" ").length - 1, without making the parts. */
function spacesIn(text: string): number {
  let count = 0;
  for (let at = text.indexOf(" "); at !== -1; at = text.indexOf(" ", at + 1)) count++;
  return count;
}

/** A line of names: most words capitalised and no verb-like ending ("Fox Valley Technical College, Appleton, WI"). */
function namesOnly(line: string): boolean {
  // Short lower-case words join names («ДРНАГС при ГРС при ПКР, Бишкек», "Bank of America"): they count for neither.
  const words = (line.match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter((w) => !/^\p{Ll}{1,3}$/u.test(w));
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return words.length > 0 && capitalised / words.length >= 0.7;
}

const LIST_ITEM = /^\s*(?:[-–—•·▪■◦●*+►▶➢✓✔]|\d{1,2}[.)])\s*/u;

/**
 * A dated job whose line names only a title and nothing around it could be the employer: the line has no second
 * part («, ООО …», «— Яндекс», "at Acme"), the line above is a heading, a blank, a list item or another job, and
 * the line below is a list item. Any doubt is "named": a false "no employer" is worse than a missed one.
 */
/**
 * A short line of names, not a duty: a few words, most of them capitalised, no sentence end — how an employer with
 * its place is written above a title and dates ("* Google Public Sector, Reston VA", "• ООО «Альфа», Москва").
 */
function namesEmployer(line: string): boolean {
  const words = line
    .replace(/^[\s•·*–—-]+/u, "")
    .split(/\s+/u)
    .filter((w) => /\p{L}/u.test(w));
  if (words.length === 0 || words.length > 8 || /[.;:!?]\s*$/u.test(line)) return false;
  const capitalised = words.filter((w) => /^[«"“(]?[\p{Lu}\d]/u.test(w)).length;
  return capitalised / words.length >= 0.6;
}

function jobWithoutEmployer(prepared: PreparedText, facts: ResumeFacts): string | null {
  const { lines } = prepared;
  const jobLines = new Set(facts.experienceRanges.map((r) => r.line));
  const headings = new Set(facts.sections.map((s) => s.line));
  for (const range of facts.experienceRanges) {
    const line = lines[range.line] ?? "";
    const rest = line.replace(range.text, " ").replace(/[()]/gu, " ").trim();
    if (!rest || !ROLE_WORDS.test(rest.toLowerCase())) continue;
    // A second part on the line is the employer or the place: "Менеджер, ООО «Альфа»", "Engineer at Acme".
    if (/[,|@«"“]|\s[—–-]\s|\s(?:at|в|in)\s+\p{Lu}|\b(?:ООО|АО|ПАО|ЗАО|ОАО|ИП|LLC|Inc|Ltd|GmbH)\b/u.test(rest))
      continue;
    if (rest.split(/\s+/u).length > 6) continue;
    // Titles held in turn at one employer are dated lines one under another: the employer stands above the first.
    let top = range.line - 1;
    while (jobLines.has(top) && top > 0) top--;
    const above = (lines[top] ?? "").trim();
    const below = (lines[range.line + 1] ?? "").trim();
    // An employer's line above, even behind a bullet ("* Google Public Sector, Reston VA"), names the company.
    const aboveEmpty = !above || headings.has(top) || (LIST_ITEM.test(above) && !namesEmployer(above));
    if (aboveEmpty && LIST_ITEM.test(below)) return line;
  }
  return null;
}

function yearsWord(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return "год";
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return "года";
  return "лет";
}
