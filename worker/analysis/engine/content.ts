/**
 * Wording of the resume: quantified achievements, action verbs vs duty lists, clichés, vague phrases,
 * first-person pronouns, repeated verbs and common typos. All patterns run on case-folded text (ё -> е).
 */

import { EN_MONTH_SRC, RU_MONTH_SRC } from "../recognisers/months";
import { withoutGluedDuration } from "./dates";
import { hhIndustryLines } from "./industries";
import { cleanPhrase, itemAt, itemStartOf, phraseAt, sentencesOf, sentenceWithNumber } from "./quotes";
import { clip, foldCase, PatternSet, unique, WordPattern } from "./text";

/**
 * The grammar of a figure that is a result (decision 730), one recogniser for the report's count of results and the
 * strengths' numeric kinds (evidence.ts). Its forms, as people write them in both languages:
 *   - money: a currency's sign or code before or after the figure, with a scale word or none — "$8.3M", «$8,3 млн»,
 *     "US$ 5 mn", "EUR 2.5k", «5 млн руб.», "70,000 CAD";
 *   - a share: "30%", «30 процентов», "30 percent", «+5 п.п.»;
 *   - a multiple: «в 2 раза», "x3", "3x", "1.5×", "3-fold", and without digits «вдвое», "tripled";
 *   - a magnitude of what was done or run: "175+ queue managers", "over 138 applicants", «более 100 клиентов», a
 *     "900-person department" (QUANTIFIED's nouns name the usual ones).
 * Never a result: a date, a phone, a count of years, a duration of a course ("10-week courses"), a page's number —
 * those figures are taken out before any form is read (`resultFigures`).
 */
/** A currency's code or word after a figure; before a figure, the codes that are also words elsewhere ("3 CAD models"). */
const CURRENCY_AFTER = "(?:usd|eur|rub|gbp|chf|руб(?:\\.|л\\p{L}*|(?![\\p{L}]))|долл\\p{L}*|евро|dollars?|euros?)";
const CURRENCY_BEFORE = "(?:usd|eur|rub|gbp|chf|cad|aud|cny|kzt|uah|byn|руб\\.|долл\\.)";
const SCALE = "(?:[kmкм]|mn|bn|mln|bln|млн|млрд|тыс|thousand|million|billion)\\.?";
/** Money: a currency by its sign or code, before or after the figure; a revenue's or a saving's millions. */
export const MONEY_FIGURE = new RegExp(
  [
    "(?:us|ca|au)?[$€£₽¥]\\s?\\d",
    `(?<![\\p{L}])${CURRENCY_BEFORE}\\s?\\d`,
    `\\d(?:[\\d.,\\s]*\\d)?\\s?(?:${SCALE}\\s?)?(?:[$€£₽¥]|${CURRENCY_AFTER}(?![\\p{L}]))`,
    "\\d\\s?(?:million|billion)\\sin (?:revenue|sales|savings)",
  ].join("|"),
  "u",
);
/** A share: a percent sign or word, percentage points. */
export const SHARE_FIGURE = /\d+(?:[.,]\d+)?\s?(?:%|процент\p{L}*|percent|per cent|п\.\s?п\.|pp(?![\p{L}]))/u;
/** A multiple written with its figure: «в 2 раза», "x3", "3x", "1.5×", "3-fold" (a code "13X/13R" is none). */
export const MULTIPLE_FIGURE =
  /(?<![\p{L}])(?:в|на)\s\d+(?:[.,]\d+)?\s?раз|(?<![\p{L}\d])[x×]\s?\d+(?:[.,]\d+)?(?![\p{L}\d])|(?<![\p{L}\d.])\d+(?:[.,]\d+)?\s?[x×](?![\p{L}\d/])|\d+(?:[.,]\d+)?[\s-]?fold(?![\p{L}])/u;
/** A multiple in words, without a figure: «вдвое», «утроил», "doubled", "tripling". */
const MULTIPLE_WORD =
  /(?<![\p{L}])(?:вдвое|втрое|вчетверо|впятеро|удвои\p{L}*|утрои\p{L}*|учетвери\p{L}*|(?:doubl|tripl|quadrupl)(?:ed|ing)|(?:two|three|four|five|ten)-?fold)(?![\p{L}])/u;
/** Words of an amount before a figure, which make it a magnitude: "over 138", «свыше 100», "more than 40". */
const APPROXIMATELY =
  "(?:over|more than|above|upwards of|in excess of|nearly|almost|approximately|about|around|roughly|circa|~|свыше|более|больше|около|порядка|почти|примерно)";
/** A unit of time or age: a figure before it says how long, not how much (a duration is TIMED_RESULT's). */
const TIME_WORD =
  "(?:years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|seconds?|лет\\p{L}*|год\\p{L}*|месяц\\p{L}*|недел\\p{L}*|дн(?:я|ей|и)|день|час\\p{L}*|минут\\p{L}*|секунд\\p{L}*)";
/**
 * A magnitude: a figure with "+" after it or an amount word before it, then what it counts (not a time); or a count
 * joined to its noun ("900-person department", «15-местный»). The nouns of QUANTIFIED are the usual ones; these are
 * the forms that say "a count" whatever the noun.
 */
export const MAGNITUDE = new RegExp(
  `(?:\\d[\\d,.]*\\s?\\+|${APPROXIMATELY}\\s\\d[\\d,.]*\\+?)\\s(?!${TIME_WORD}(?![\\p{L}]))(?:\\p{L}[\\p{L}-]*\\s){0,2}\\p{L}{3,}|(?<![\\d.,])\\d+-(?:person|people|member|strong|seat|bed|store|site|location|branch|page|employee|student|room|unit)(?![\\p{L}])`,
  "u",
);
/**
 * A study record counted, not a measured effect of work (decision 765): attendance ("100% attendance", «посещаемость
 * 100%»), the pieces of a course done ("20+ домашних работ", "6 масштабных учебных кейсов", "12 assignments", "3 lab
 * reports"). The figure with the words that say so; a grade is evidence.ts `GRADE`'s.
 */
const STUDY_WORK =
  "(?:(?:домашн|учебн|лабораторн|курсов|контрольн)\\p{L}*\\s(?:работ|задани|кейс|задач)\\p{L}*|homework\\p{L}*|assignments?|coursework|lab reports?|(?:course|class|study|training)\\s(?:cases?|tasks?))";
const STUDY_RECORD = [
  "\\d[\\d.,]*\\s?%?\\s(?:attendance|посещаемост\\p{L}*)",
  "(?:attendance|посещаемост\\p{L}*)\\s(?:\\p{L}+\\s)?[—–:-]?\\s?\\d[\\d.,]*\\s?%?",
  `\\d[\\d.,]*\\s?\\+?\\s(?:\\p{L}+\\s)?${STUDY_WORK}`,
].join("|");

/**
 * Figures that are no result, taken out before the forms are read: a date written with its day or month ("12.03.2021",
 * "03/2021", «15 марта»), a page's number ("Page 2 of 3", «стр. 2»), a length joined to its noun ("10-week courses",
 * «72-часовой», «7-летний»).
 */
const NOT_RESULT_FIGURES = new RegExp(
  [
    "(?<![\\d])\\d{1,2}[./]\\d{1,2}[./](?:19|20)?\\d\\d(?!\\d)",
    "(?<![\\d])\\d{1,2}[./](?:19|20)\\d\\d(?!\\d)",
    `(?<![\\d])\\d{1,2}\\s(?:${RU_MONTH_SRC}|${EN_MONTH_SRC})(?![\\p{L}])`,
    "(?<![\\p{L}])(?:page|p\\.|стр\\.?|страниц\\p{L}*)\\s?\\d+(?:\\s?(?:of|из|/)\\s?\\d+)?",
    "^\\s*\\d+\\s?(?:/|of|из)\\s?\\d+\\s*$",
    "(?<![\\d.,])\\d+(?:[.,]\\d+)?-(?:week|month|day|hour|minute|year)s?(?![\\p{L}])",
    "(?<![\\d.,])\\d+-(?:недельн|месячн|дневн|часов|минутн|летн|годичн)\\p{L}*",
    STUDY_RECORD,
  ].join("|"),
  "gu",
);

/**
 * The figures of the lines a line holds once the figures that are no result are gone (`NOT_RESULT_FIGURES`): what
 * the strengths' numeric kinds read (evidence.ts), so a study record or a date is never quoted as a result.
 */
export function withoutNonResultFigures(folded: string): string {
  return /\d/u.test(folded) ? folded.replace(NOT_RESULT_FIGURES, " ") : folded;
}

/** A text holds a figure of the grammar (money, a share, a multiple, a magnitude) once the non-results are gone. */
export function holdsResultFigure(folded: string): boolean {
  return resultFigures(withoutNonResultFigures(folded));
}

/** Numbers that mean a result: %, money, multipliers, counts of people, clients, orders, shoots, drawings, vehicles… */
const QUANTIFIED =
  /\d+(?:[.,]\d+)?\s?(?:%|процент|п\.\s?п\.|pp\b)|(?:[₽$€£]\s?\d|\d\s?(?:[₽$€£]|руб|тыс|млн|млрд|k\b|m\b|mln|million|billion|thousand))|(?<![а-яa-z])(?:в|на)\s\d+(?:[.,]\d+)?\s?раз|(?<![\p{L}\d])x\s?\d+(?:[.,]\d+)?(?![\p{L}\d])|\d+\s?(?:\+\s)?(?:[a-zа-я-]{3,}\s)?(?:человек|сотрудник|клиент|проект|пользовател|заказ|партнер|магазин|филиал|точ[еки]|сделок|сделк|подчиненн|разработчик|инженер|стажер|users|clients|customers|people|engineers|employees|projects|reports|stores|accounts|deals|members|developers|direct reports|requests|тикет|заявок|rps|transactions|транзакц|съемок|съемк|бренд|позици|машин|автомобил|ваканси|выпускник|ученик|студент|гост|блюд|рейс|комплект|чертеж|издели|тонн|sku|договор|контракт|поставщик|объект|дн(?:я|ей)(?![а-яa-z])|orders|shipments|vehicles|trucks|units|students|patients|guests|events|vendors|suppliers|contracts|sites|locations|restaurants|memos|acquisitions|deliveries|vacancies|hires)|(?:с|from)\s\d+(?:[.,]\d+)?\s?%?\s(?:до|to)\s\d+|\d[кĸ](?![\p{L}])/u;

const ACHIEVEMENT_VERB =
  /(?<![а-яa-z])(?:увелич|сократ|сниз|повыс|ускор|вырос|рост[аеу]?(?![а-яa-z])|сэконом|экономи[яил]|increas|reduc|grew|grow|improv|boost|cut(?![а-яa-z])|saved|saving|accelerat|доход|выручк|прибыл|revenue|profit)/u;

const RU_ACTION_STEMS = [
  "разработа",
  "внедри",
  "созда",
  "запусти",
  "увеличи",
  "сократи",
  "снизи",
  "оптимизирова",
  "автоматизирова",
  "организова",
  "руководи",
  "возглави",
  "построи",
  "спроектирова",
  "настрои",
  "улучши",
  "прове",
  "заключи",
  "доби",
  "обучи",
  "налади",
  "реализова",
  "повыси",
  "сэкономи",
  "выстрои",
  "масштабирова",
  "мигрирова",
  "интегрирова",
  "подготови",
  "выве",
  "ускори",
  "переве",
  "переписа",
  "вырасти",
  "откры",
  "закры",
  "наня",
  "сформирова",
  "отреставрирова",
  "модернизирова",
  "разверну",
  "переработа",
  "исследова",
  "написа",
  "согласова",
  "урегулирова",
  "выигра",
  "защити",
  "представля",
  "ве",
  "собра",
];
const RU_ACTION = new RegExp(
  `(?<![а-яa-z])(?:(?:${unique(RU_ACTION_STEMS).join("|")})(?:л|ла|ли|лся|лась)|открыла|привлек(?:ла|ли)?|достиг(?:ла|ли|нут)?|помог(?:ла|ли)?)(?![а-яa-z])`,
  "gu",
);
const EN_ACTION =
  /(?<![а-яa-z])(?:developed|built|led|cut|launched|designed|implemented|created|increased|reduced|improved|optimi[sz]ed|automated|managed|delivered|drove|established|spearheaded|migrated|architected|mentored|negotiated|achieved|generated|streamlined|owned|shipped|founded|grew|saved|won|introduced|organi[sz]ed|coordinated|trained|scaled|restructured|redesigned|secured|closed|exceeded|hired|accelerated|resolved|authored|published|supervised|directed|oversaw|prepared|conducted|analy[sz]ed|researched|represented|drafted)(?![а-яa-z])/gu;

/**
 * Imperfective past verbs ("разрабатывал", "внедрял") describe a process, not a result. They are still verbs of
 * action, so a resume written with them is told to switch aspect rather than that it has no verbs at all.
 */
const RU_PROCESS_VERB =
  /(?<![а-яa-z])(?:разрабатыва|реализовыва|создава|внедря|поддержива|настраива|организовыва|вы?полня|обуча|писа|сопровожда|проводи|готови|контролирова|вё|ве|составля|обеспечива|принима|согласовыва|координирова|управля)(?:л|ла|ли)(?![а-яa-z])/gu;

/**
 * First-person present at the start of a duty line («Руковожу отделом», «Координирую 45 машин», «Веду учёт»): what
 * the person does now, a process rather than a result. Only at a line's start, where a noun or an adjective with
 * these endings is rare; "-ую" only in the verb suffixes (-ирую, -изую, -ствую), not in adjectives («Каждую»). Verbs
 * of liking and knowing («Люблю», «Умею», «Владею») describe the person, not the work.
 */
const RU_PRESENT_VERB =
  /^[\s•·*–—-]*(?!(?:люблю|умею|знаю|читаю|владею|говорю|понимаю|имею|считаю|желаю|мечтаю|живу)(?![а-яё]))((?:[а-яё]+(?:ирую|изую|ствую)|[а-яё]{2,}(?:аю|яю|ею|жу|шу|лю)|[а-яё]*еду))(?![а-яё])/u;

/**
 * The same in English: "Supervise 6 dispatchers", "Manage the AP team" — the present of a current job. Read on the
 * original line and capitalised only (a lower-case start is a wrapped line); no verbs that are also nouns or
 * titles ("Lead engineer…", "Design of…", "Support senior…").
 */
const EN_PRESENT_VERB =
  /^[\s•·*–—-]*(Manage|Supervise|Coordinate|Oversee|Train|Handle|Maintain|Prepare|Develop|Build|Negotiate|Deliver|Teach|Sell|Monitor|Analy[sz]e|Create|Write|Review|Mentor|Organi[sz]e|Conduct|Implement|Operate)(?![a-z])/u;

const DUTY =
  /(?<![а-яa-z])(?:обязанности|в обязанности входил[оаи]?|в мои обязанности|функционал|участие в|принимал[аи]? участие|участвовал[аи]? в|занимал(?:ся|ась)|ответственн(?:ый|ая) за|выполнение поручений|помощь в|responsible for|duties (?:included|include)|tasks (?:included|include)|involved in|participated in|helped (?:with|to)|worked on|assisted (?:with|in))(?![а-яa-z])/gu;

/** Self-descriptions every recruiter has read a thousand times; they say nothing verifiable. */
const CLICHES: ReadonlyArray<readonly [RegExp, string]> = [
  [/коммуникабельн/u, "коммуникабельный"],
  [/стрессоустойчив/u, "стрессоустойчивый"],
  [/(?<![а-яa-z])ответственн(?:ый|ая|ость)(?!\s(?:за|перед))(?![а-яa-z])/u, "ответственный"],
  [/целеустремленн/u, "целеустремлённый"],
  [/(?<![а-яa-z])(?:легко |быстро )?обучаем(?:ый|ая|ость)/u, "обучаемый"],
  [/быстро обучаюсь|быстро учусь/u, "быстро обучаюсь"],
  [/пунктуальн/u, "пунктуальный"],
  [/исполнительн(?:ый|ая|ость)(?![\p{L}]*\s(?:директор|орган|лист|производ))/u, "исполнительный"],
  [/трудолюбив/u, "трудолюбивый"],
  [/активн(?:ая|ую) жизненн(?:ая|ую) позици/u, "активная жизненная позиция"],
  [/нацелен(?:ный|ная|а|)\s(?:на\s)?результат|ориентирован(?:ный|ная|а)? на результат/u, "нацеленный на результат"],
  [/умение работать в команде|умею работать в команде|командный игрок/u, "умею работать в команде"],
  [/креативн(?:ый|ая|ость)/u, "креативный"],
  [/дружелюбн/u, "дружелюбный"],
  [/внимательн(?:ый|ая) к деталям|внимательн(?:ый|ая|ость)(?![а-яa-z])/u, "внимательный"],
  [
    /стремление к (?:развитию|саморазвитию)|желание (?:развиваться|обучаться)|открыт(?:а)? (?:к|для) нов/u,
    "желание развиваться",
  ],
  [/без вредных привычек/u, "без вредных привычек"],
  [/team player/u, "team player"],
  [/hard[\s-]?working/u, "hard-working"],
  [/detail[\s-]oriented/u, "detail-oriented"],
  [/self[\s-]motivated|highly motivated/u, "self-motivated"],
  [/results?[\s-]driven|results?[\s-]oriented/u, "results-driven"],
  [/go[\s-]getter/u, "go-getter"],
  [/think(?:ing)? outside the box/u, "think outside the box"],
  [/fast learner|quick learner/u, "fast learner"],
  [/excellent communication skills|strong communication skills/u, "excellent communication skills"],
  [/(?<![а-яa-z])passionate(?![а-яa-z])/u, "passionate"],
  [/dynamic (?:individual|professional|person)/u, "dynamic professional"],
  [/proven track record/u, "proven track record"],
];

const VAGUE =
  /(?<![а-яa-z])(?:и т\.\s?д\.?|и т\.\s?п\.?|и др\.|и многое другое|различн(?:ые|ых|ыми) (?:задач|проект|работ)|разного рода|прочее|etc\.?|and so on|various (?:tasks|projects|duties)|and more)(?![а-яa-z])/gu;

/**
 * The vague phrases of the person's writing: hh.ru's industry tags under an employer («… продвижение сайтов и
 * прочее)») are hh.ru's catalogue, not the person's words (decision 655).
 */
function vagueOf(fullText: string, foldedLines: readonly string[], originalLines: readonly string[]): string[] {
  const all = fullText.match(VAGUE);
  if (!all) return [];
  const industries = hhIndustryLines(originalLines);
  if (industries.size === 0) return unique(all.map((v) => v.trim()));
  const own = foldedLines.flatMap((line, i) => (industries.has(i) ? [] : (line.match(VAGUE) ?? [])));
  return unique(own.map((v) => v.trim()));
}

const FIRST_PERSON = /(?<![а-яa-z])(?:я|мне|меня|мной|мой|моя|мои|моих|моей|моего|i|me|my|mine|myself)(?![\p{L}'’])/gu;

/** Frequent misspellings in Russian and English resumes, with the right spelling. */
export const COMMON_TYPOS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /в течении (?:\d|года|месяца|недели|дня|лет|полугода|нескольких|всего|\S+ (?:лет|года|месяцев))/u,
    "«в течение года» (про время пишется через «е»)",
  ],
  [/програмист|програмир|програмн/u, "«программист», «программирование» — с двумя «м»"],
  [/отвественн|ответсвенн/u, "«ответственный»"],
  [/агенство/u, "«агентство»"],
  [/преймуществ/u, "«преимущество»"],
  [/инциндент/u, "«инцидент»"],
  [/работадател/u, "«работодатель»"],
  [/професионал|профессионнал|профессианал|проффесионал/u, "«профессионал»"],
  [/бугалтер|бухгалтерсий/u, "«бухгалтер», «бухгалтерский»"],
  [/бизнесс/u, "«бизнес»"],
  [/компетентност(?:ь|и) в/u, "«компетентность в» — лучше «опыт в»"],
  [/(?<![а-яa-z])exel(?![а-яa-z])/u, "«Excel»"],
  [/(?<![а-яa-z])(?:эксел|ексель)(?![а-яa-z])/u, "«Excel»"],
  [/managment/u, "«management»"],
  [/experiance/u, "«experience»"],
  [/recieve/u, "«receive»"],
  [/sucess|succes(?!s)/u, "«success»"],
  [/achivement|acheivement/u, "«achievement»"],
  [/enviroment/u, "«environment»"],
  [/buisness/u, "«business»"],
  [/proffesional|profesional(?![\p{L}]*\s*\()/u, "«professional»"],
  [/responsable/u, "«responsible»"],
  [/javasript|java script(?![а-яa-z])/u, "«JavaScript»"],
  [/(?<![а-яa-z])гит хаб|гитхаб(?![а-яa-z])/u, "«GitHub»"],
];

/** The clichés and the typos, looked for in one scan of the text (PatternSet): most resumes hold few of them. */
const CLICHES_AND_TYPOS = new PatternSet([...CLICHES, ...COMMON_TYPOS].map(([pattern]) => pattern));

/** The labels of the clichés and the fixes of the typos the text holds, in their lists' order. */
function clichesAndTypos(text: string): { cliches: string[]; typos: string[] } {
  const found = CLICHES_AND_TYPOS.firstMatches(text);
  return {
    cliches: CLICHES.filter((_, i) => found[i] !== null).map(([, label]) => label),
    typos: COMMON_TYPOS.filter((_, i) => found[CLICHES.length + i] !== null).map(([, fix]) => fix),
  };
}

export interface ContentFacts {
  quantifiedLines: string[];
  actionVerbCount: number;
  /** Imperfective "разрабатывал", "внедрял": verbs of process rather than result. */
  processVerbs: string[];
  dutyPhraseCount: number;
  dutyExamples: string[];
  cliches: string[];
  vaguePhrases: string[];
  firstPersonCount: number;
  typos: string[];
  repeatedVerbs: string[];
}

/** A unit of time, as a change is measured in words: «с секунд до миллисекунд», "from days to hours". */
const TIME_UNIT =
  "(?:милли|микро|нано|milli|micro|nano)?(?:секунд|минут|час|дн|день|недел|месяц|second|minute|hour|day|week|month)\\p{L}*";
/** A measured change written without digits: from one unit of time to another. */
const WORDED_CHANGE = new RegExp(
  `(?<![\\p{L}])(?:с|from)\\s(?:\\p{L}+\\s)?${TIME_UNIT}\\s(?:до|to)\\s(?:\\p{L}+\\s)?${TIME_UNIT}`,
  "u",
);

/**
 * A time measured as a result: a duration against another («2 недели вместо месяца», "in 3 weeks instead of 2
 * months") or a milestone reached after a time («спустя 2 месяца заменил…», «через полгода назначен»: within/after N).
 */
const TIMED_RESULT = new RegExp(
  `\\d+(?:[.,]\\d+)?\\s?${TIME_UNIT}\\s(?:вместо|instead of|rather than)|(?<![\\p{L}])(?:за|спустя|через|within|after)\\s\\d+(?:[.,]\\d+)?\\s?${TIME_UNIT}`,
  "u",
);

/**
 * The person led or managed what the line counts: a verb or a noun of leading in either language («руководил»,
 * «возглавлял», «руководитель», «управлял», "led", "managed", "head of", "supervised", "built and led"). Membership
 * («в команде из 8 человек», "part of a team of 8") is not leadership (decision 630).
 */
export const LEADS = new WordPattern(
  /(?:led|lead|leading|leads|managed|manage|manages|managing|manager|head(?:ed|ing)?|supervis\p{L}*|oversaw|overs(?:ee|ees|eeing)|direct(?:ed|ing|or)|mentor\p{L}*|coach\p{L}*|built and led|руковод\p{L}*|руковож\p{L}*|возглав\p{L}*|управлял\p{L}*|управляю|управлени\p{L}* (?:командой|отделом|коллективом|группой|персоналом)|начальник\p{L}*|заведующ\p{L}*|тимлид\p{L}*|наставни\p{L}*|подчин[её]нн\p{L}*|в подчинении|собрал\p{L}* команд\p{L}*|нанял\p{L}*|hired)(?![\p{L}])/u,
);

/**
 * The size of a team the person was part of: «в команде из 8 человек», "in a team of 8", a headcount written as a
 * field («Команда: 8 человек», "Team size: 8"; decision 765) — a leader's is LEADS'.
 */
const TEAM_SIZE =
  /(?:team|команд[а-яё]*|коллектив[а-яё]*|групп[а-яё]*|group)(?:\s+size)?(?:\s+(?:of|из|в)\s+|\s*[:—–]\s*)\d+\+?(?:\s?(?:человек|people|persons|members|engineers|developers|разработчик[а-яё]*|специалист[а-яё]*|сотрудник[а-яё]*))?/gu;

/** "22 years", «5+ лет», "10 yrs" — a count of years of experience or service. */
const SERVICE_LENGTH = /\d+(?:[.,]\d+)?\s?\+?\s?(?:years?|yrs?|лет|года|год)(?![а-яa-z])/g;

/** A line is an achievement when it has a result-like number, ignoring dates and phone numbers. */
export function isQuantified(foldedLine: string): boolean {
  // Only lines with a «до» or "to" are tried: the pattern's Unicode lookbehind is slow when run on every line.
  if ((foldedLine.includes(" до ") || foldedLine.includes(" to ")) && WORDED_CHANGE.test(foldedLine)) return true;
  if (!/\d/.test(foldedLine)) return MULTIPLE_WORD.test(foldedLine);
  // A date with its day or month, a page's number, a length joined to its noun go first: their years and figures are
  // no result whatever verb stands beside them ("accelerated 10-week courses").
  const withoutYears = foldedLine.replace(NOT_RESULT_FIGURES, " ").replace(/(?:19|20)\d\d(?:\s?г(?:ода?|\.)?)?/g, " ");
  // "1С:ERP" is a product name, not a result: "сократить время … в 1С" has no number in it. (Looked for only in
  // lines that have it: the pattern opens with a Unicode lookbehind, which V8 tries at every position.)
  const withoutProducts =
    withoutYears.includes("1с") || withoutYears.includes("1c")
      ? withoutYears.replace(/(?<![\d\p{L}])1[сc](?![\p{L}\d])/gu, " ")
      : withoutYears;
  // A length of service is no result ("Director with 22 years in the Navy … process improvement", «опыт 5+ лет»):
  // its figure says how long, not what was achieved (decision 630).
  // A team one was part of is no result either: its size says who else was there (decision 630).
  const withoutTeam =
    withoutProducts.includes("команд") ||
    withoutProducts.includes("team") ||
    withoutProducts.includes("групп") ||
    withoutProducts.includes("group") ||
    withoutProducts.includes("коллектив")
      ? withoutProducts.replace(TEAM_SIZE, (team) => (LEADS.test(withoutProducts) ? team : " "))
      : withoutProducts;
  const withoutService = withoutTeam.replace(SERVICE_LENGTH, " ");
  const withoutDates = withoutService.replace(/\+?\d[\d\s()-]{8,}\d/g, " ");
  // Both tests need a digit, and most lines had theirs only in years (a dates line): no pattern is run on those.
  if (!/\d/.test(withoutDates)) return false;
  return (
    QUANTIFIED.test(withoutDates) ||
    ACHIEVEMENT_VERB.test(withoutDates) ||
    TIMED_RESULT.test(withoutDates) ||
    resultFigures(withoutDates)
  );
}

/**
 * The forms of the figures grammar above a line holds: money, a share, a multiple or a magnitude. Asked of a line
 * whose dates, pages, lengths, years, phones and service lengths are already gone (`isQuantified`).
 */
function resultFigures(figures: string): boolean {
  return (
    MONEY_FIGURE.test(figures) || SHARE_FIGURE.test(figures) || MULTIPLE_FIGURE.test(figures) || MAGNITUDE.test(figures)
  );
}

export function analyzeContent(
  foldedLines: readonly string[],
  originalLines: readonly string[],
  contentLineMask: readonly boolean[],
  /** The folded lines joined: the prepared text's `folded`, when the caller has it (not joined again). */
  foldedText?: string,
): ContentFacts {
  const quantifiedLines: string[] = [];
  const dutyExamples: string[] = [];
  let actionVerbCount = 0;
  const processVerbs: string[] = [];
  let dutyPhraseCount = 0;
  const verbCounts = new Map<string, number>();
  const fullText = foldedText ?? foldedLines.join("\n");

  // The item (a bullet or a sentence, wrapped lines joined) last counted as a result: one per item, however many of
  // its lines hold a number («…выросла на 35 %» / «за 2022 год.»).
  let countedItem = -1;
  foldedLines.forEach((line, index) => {
    if (!contentLineMask[index]) return;
    // The whole item: a bullet the layout cut in two is quoted joined, not as "charges by 18% through…".
    if (isQuantified(line) && itemStartOf(originalLines, index) !== countedItem) {
      countedItem = itemStartOf(originalLines, index);
      // An item that starts in lower case was cut out of a paragraph: its sentence is quoted instead.
      const item = itemAt(originalLines, index);
      // Of an item of several sentences, the one with the result ("Teacher with over 12 years… Tripled enrollment…").
      const sentences = sentencesOf(item);
      const own = sentences.length > 1 ? sentences.find((t) => isQuantified(foldCase(t))) : undefined;
      const said = own !== undefined && (cleanPhrase(own, 140)?.match(/\p{L}{2,}/gu)?.length ?? 0) >= 3;
      const whole =
        said && own ? own : /^\p{Ll}/u.test(item) ? (sentenceWithNumber(originalLines, index) ?? item) : item;
      quantifiedLines.push(
        cleanPhrase(whole, 140) ??
          cleanPhrase(phraseAt(originalLines, index), 140) ??
          clip(withoutGluedDuration(originalLines[index] ?? line), 140),
      );
    }
    for (const verb of line.match(RU_ACTION) ?? []) {
      actionVerbCount++;
      verbCounts.set(verb, (verbCounts.get(verb) ?? 0) + 1);
    }
    for (const verb of line.match(EN_ACTION) ?? []) {
      actionVerbCount++;
      verbCounts.set(verb, (verbCounts.get(verb) ?? 0) + 1);
    }
    for (const verb of line.match(RU_PROCESS_VERB) ?? []) processVerbs.push(verb);
    const present =
      RU_PRESENT_VERB.exec(line)?.[1] ?? EN_PRESENT_VERB.exec(originalLines[index] ?? "")?.[1]?.toLowerCase();
    if (present) processVerbs.push(present);
    const duties = line.match(DUTY);
    if (duties) {
      dutyPhraseCount += duties.length;
      const phrase = cleanPhrase(phraseAt(originalLines, index), 100);
      if (dutyExamples.length < 3 && phrase) dutyExamples.push(phrase);
    }
  });

  const { cliches, typos } = clichesAndTypos(fullText);
  return {
    quantifiedLines,
    actionVerbCount,
    processVerbs,
    dutyPhraseCount,
    dutyExamples,
    cliches,
    vaguePhrases: vagueOf(fullText, foldedLines, originalLines),
    firstPersonCount: (fullText.match(FIRST_PERSON) ?? []).length,
    typos,
    repeatedVerbs: [...verbCounts.entries()].filter(([, n]) => n >= 4).map(([verb]) => verb),
  };
}
