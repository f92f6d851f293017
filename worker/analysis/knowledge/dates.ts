/**
 * Date vocabulary as data: how people name months, seasons and quarters in Russian and English resumes. The grammar
 * that combines these words with numbers, years and dashes lives in engine/dates.ts; a form that is missed on a new
 * resume becomes a word added here, not a new pattern there. Everything is lower case (the engine folds the text).
 */

export interface MonthWords {
  /** 0–11. */
  month: number;
  /** Russian stems, longest first: a word that starts with one of them names this month ("января", "сент."). */
  ru: readonly string[];
  /** Russian words exactly as a regex may find them: the stem with every case ending and the abbreviations. */
  ruForms: readonly string[];
  /** English prefixes and full names. */
  en: readonly string[];
}

export const MONTHS: readonly MonthWords[] = [
  { month: 0, ru: ["январ", "янв"], ruForms: ["январь", "января", "январе", "январю", "янв"], en: ["january", "jan"] },
  {
    month: 1,
    ru: ["феврал", "февр", "фев"],
    ruForms: ["февраль", "февраля", "феврале", "февралю", "февр", "фев"],
    en: ["february", "feb"],
  },
  { month: 2, ru: ["март", "мар"], ruForms: ["март", "марта", "марте", "марту", "мар"], en: ["march", "mar"] },
  { month: 3, ru: ["апрел", "апр"], ruForms: ["апрель", "апреля", "апреле", "апрелю", "апр"], en: ["april", "apr"] },
  { month: 4, ru: ["ма"], ruForms: ["май", "мая", "мае", "маю"], en: ["may"] },
  { month: 5, ru: ["июн"], ruForms: ["июнь", "июня", "июне", "июню", "июн"], en: ["june", "jun"] },
  { month: 6, ru: ["июл"], ruForms: ["июль", "июля", "июле", "июлю", "июл"], en: ["july", "jul"] },
  {
    month: 7,
    ru: ["август", "авг"],
    ruForms: ["август", "августа", "августе", "августу", "авг"],
    en: ["august", "aug"],
  },
  {
    month: 8,
    ru: ["сентябр", "сент", "сен"],
    ruForms: ["сентябрь", "сентября", "сентябре", "сентябрю", "сент", "сен"],
    en: ["september", "sept", "sep"],
  },
  {
    month: 9,
    ru: ["октябр", "окт"],
    ruForms: ["октябрь", "октября", "октябре", "октябрю", "окт"],
    en: ["october", "oct"],
  },
  {
    month: 10,
    ru: ["ноябр", "нояб", "ноя"],
    ruForms: ["ноябрь", "ноября", "ноябре", "ноябрю", "нояб", "ноя"],
    en: ["november", "nov"],
  },
  {
    month: 11,
    ru: ["декабр", "дек"],
    ruForms: ["декабрь", "декабря", "декабре", "декабрю", "дек"],
    en: ["december", "dec"],
  },
];

/** Seasons: a season that starts a range is its first month, one that ends it its last (winter: Dec–Feb read as Jan–Feb). */
export const SEASONS: ReadonlyArray<{ words: readonly string[]; first: number; last: number }> = [
  { words: ["зима", "зимы", "зиму", "зиме", "winter"], first: 0, last: 1 },
  { words: ["весна", "весны", "весну", "весне", "spring"], first: 2, last: 4 },
  { words: ["лето", "лета", "лету", "summer"], first: 5, last: 7 },
  { words: ["осень", "осени", "fall", "autumn"], first: 8, last: 10 },
];

/** Words that may follow a season: "Autumn term 2015", "Spring semester 2016", «осенний семестр» is not a date. */
export const TERM_WORDS: readonly string[] = ["term", "semester", "trimester"];

/** Endings of a day's number before or after a month name: "2nd July 2018", "July 2nd, 2018", «1-го марта 2015». */
export const DAY_ENDINGS: readonly string[] = ["st", "nd", "rd", "th", "го", "-го", "е", "-е"];

/** Words after a start that leave the range open: "2010 onwards", «2015 и по сей день» is a "present" phrase. */
export const OPEN_AFTER_WORDS: readonly string[] = ["onwards", "onward"];

/** Quarter words after a number ("1 кв.", "2-й квартал", "III quarter") or before it ("Q3"). */
export const QUARTER_WORDS: readonly string[] = ["квартал", "квартала", "квартале", "кв", "quarter", "qtr"];
export const QUARTER_PREFIX = "q";

/** Words that may follow a year: «2019 г.», «2019 года», «2019 гг.». */
export const YEAR_SUFFIXES: readonly string[] = ["года", "год", "гг", "г"];

/** Words that open a range without an end: «с 2015 г.», "since 2019", "from May 2016". */
export const SINCE_WORDS: readonly string[] = ["с", "since", "from"];

/** Words between the two ends of a range besides a dash: «с … по …», «до», "to", "till", "through". */
export const RANGE_WORDS: readonly string[] = ["по", "до", "to", "till", "until", "through", "thru"];

/**
 * A dated paragraph that says the person worked somewhere is a job wherever it sits («September 2016 – September 2017:
 * I have worked as a personal assistant…», «2015 – 2018: работала в школе…»), decision 755: a verb of working, then
 * one of the links below before a post or an employer. A study's paragraph has no such verb.
 */
export const WORK_STATEMENT_VERBS: readonly string[] = [
  "worked",
  "work",
  "works",
  "working",
  "employed",
  "работал",
  "работала",
  "работаю",
  "тружусь",
  "трудился",
  "трудилась",
];
export const WORK_STATEMENT_LINKS: readonly string[] = [
  "as",
  "for",
  "at",
  "in",
  "with",
  "by",
  "в",
  "во",
  "на",
  "у",
  "в качестве",
  "как",
];

/**
 * The marks between the two ends of a range: the hyphen, the en and em dashes, the minus, the soft hyphen, the Unicode
 * hyphens and the figure dash, and the tilde and the arrow of Asian and designed CVs ("2015 ~ 2018", "2015 → 2018").
 */
export const RANGE_DASHES: readonly string[] = ["-", "–", "—", "−", "\u00ad", "\u2010", "\u2011", "\u2012", "~", "→"];

/**
 * How long a resume may go without a dated fact (a post, a course, a result, a date it states) before it reads as not
 * updated since: five years (decisions 575, 660, 675 — one measure where there were three: 5, 6 and 8 years).
 * Recruiters read the last three to five years first, and a resume in use names something of them; a current post
 * begun long ago counts as such only when nothing written outlives it (engine/dates.ts `documentDate`). A document
 * whose every range is closed has its own, shorter measure there: it says the person stopped, not that the file aged.
 */
export const OLD_DOCUMENT_MONTHS = 5 * 12;
