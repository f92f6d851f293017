/**
 * A document that looks old by its own dates (decision 555), beside the document's own date and the newest range
 * (evidence.ts `recruiterChecks`): what a recruiter reads as "written years ago and never updated".
 *   - a study «по настоящее время» open longer than any programme runs («2017 — сейчас» in 2026 for a bachelor's);
 *   - a study whose expected end ("expected 2022", «выпуск в 2023», «окончание — 2021») is a year already past;
 *   - a lower bound of years in the summary («более 6 лет») that the dates have outgrown by years;
 *   - a year of study said of oneself («студент 3 курса», "third year PhD student") the study's dates have closed or
 *     outgrown, and courses all from one year long past with nothing begun since (decision 635).
 * Each is said with the text it rests on and what to update; only one stale finding per report.
 */
import { OLD_DOCUMENT_MONTHS } from "../knowledge/dates";
import { endedMonth, formatMonth, type SummaryClaim } from "./dates";
import { statedAgeAndBirth } from "./personal";
import { genitiveCount, type PreparedText, plural } from "./text";
import type { ResumeFacts } from "./types";

export interface StaleSign {
  finding: string;
  fix: string;
}

/** Longer than a degree runs full time, a bachelor's and a master's one after the other included: seven years. */
export const LONGEST_PROGRAMME_MONTHS = 7 * 12;
/** A place or a degree of study: what makes an open range in Education a study, not a membership or a licence. */
const STUDY_WORD =
  /(?:universit|college|institut|school|academ|faculty|degree|bachelor|master|ph\.?\s?d|student|университет|институт|академи|колледж|техникум|училищ|школ|факультет|бакалавр|магистр|аспирант|специалитет|студент|вуз)/iu;
/** Years the dates may outgrow a summary's «более N лет» before the count reads as written long ago. */
const OUTGROWN_YEARS = 3;

/**
 * An expected end of study and its year: "expected 2022", «ожидаемый выпуск в 2023 г.», "graduating 2020», «студент 4
 * курса, выпуск в 2023». A plain «окончание 2014» or "graduation date 2014" is a past fact, not a plan.
 */
const EXPECTED_END =
  /(?:expected|anticipated|graduating|ожидаем\p{L}*|планируем\p{L}*|предполагаем\p{L}*|(?:студент\p{L}*|student|учусь|обучаюсь)[^\n]{0,40}?(?:выпуск\p{L}*|окончани\p{L}*|graduat\p{L}*))(?:[\s,:–—-]+\p{L}+\.?){0,3}?[\s,:–—-]+((?:19|20)\d\d)(?!\d)/u;

function yearsRu(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word =
    mod10 === 1 && mod100 !== 11 ? "год" : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? "года" : "лет";
  return `${n} ${word}`;
}

/**
 * A study the dates say is going on or ended lately (decisions 600, 630): open and not longer than any programme, or
 * ending in the next six years, or — with `recentMonths` — ended within that many months. One reading for the fresh
 * learning verdict and for the audience gate (a full-time student is not asked to explain why they do not work).
 */
export function currentStudy(facts: ResumeFacts, recentMonths = 0): ResumeFacts["dateRanges"][number] | null {
  return (
    facts.dateRanges.find(
      (r) =>
        r.section === "education" &&
        r.start <= facts.now &&
        (r.ongoing
          ? facts.now - r.start <= LONGEST_PROGRAMME_MONTHS
          : r.end >= facts.now - recentMonths && r.end <= facts.now + 72),
    ) ?? null
  );
}

/**
 * The study goes on now: open («по настоящее время»), or ending after this month — a range's end past today is kept
 * as today by the timeline, so its written year decides («сентябрь 2023 — июнь 2028»; «2023–2026» read in 2026 is
 * not surely going on).
 */
export function studyGoesOn(facts: ResumeFacts, range: ResumeFacts["dateRanges"][number]): boolean {
  if (range.ongoing || range.end > facts.now) return true;
  const years = range.text.match(/(?<!\d)(?:19|20)\d\d(?!\d)/gu) ?? [];
  const last = Number(years[years.length - 1] ?? 0);
  return last > Math.floor(facts.now / 12);
}

/** Years an age said may lag the age by the date of birth before the document reads as old: two. */
const AGE_LAG_YEARS = 2;

/**
 * The age the person states beside their date of birth (decision 780): «24 года, родился 5 августа 1997» was written
 * when they were 24, so in 2021–2022; "Aged 33" with "Date of Birth 21st October 1978" in 2011–2012. When today's age
 * is `AGE_LAG_YEARS` or more past the one written, the document is that old whatever its other dates say — the
 * clearest stale sign there is, so evidence.ts says it before the others.
 */
export function ageDatesDocument(prepared: PreparedText, facts: ResumeFacts): StaleSign | null {
  const stated = statedAgeAndBirth(prepared.text);
  if (!stated) return null;
  // A year of birth alone: the youngest today's age can be, and the widest years of writing.
  const youngest = stated.born + (stated.bornMonthKnown ? 0 : 11);
  const ageNow = Math.floor((facts.now - youngest) / 12);
  if (ageNow - stated.age < AGE_LAG_YEARS) return null;
  const from = Math.floor((stated.born + stated.age * 12) / 12);
  const to = Math.floor((youngest + (stated.age + 1) * 12 - 1) / 12);
  const when = from === to ? `в ${from} году` : `в ${from}–${to} годах`;
  const now = stated.bornMonthKnown ? `${ageNow}` : `${ageNow}–${ageNow + 1}`;
  return {
    finding: `В резюме написано «${stated.ageText}», а по дате рождения («${stated.bornText}») тебе сейчас ${now}: резюме писали ${when} и с тех пор не обновляли.`,
    fix: "Обнови резюме целиком: возраст (или убери его — он не говорит о квалификации) и всё, что было за эти годы: работу, проекты, учёбу.",
  };
}

/** The first sign that the document is old, or null. */
export function staleSign(prepared: PreparedText, facts: ResumeFacts, claim: SummaryClaim): StaleSign | null {
  return (
    openStudy(prepared, facts) ??
    pastExpectedEnd(prepared, facts) ??
    outgrownStudyYear(prepared, facts) ??
    outgrownCount(facts, claim) ??
    coursesOfOneOldYear(prepared, facts)
  );
}

/**
 * A student's year of study said of oneself (decision 635): "third year PhD student", "2nd-year master's student",
 * «студент 3 курса», «учусь на 4 курсе», «аспирант 2-го года обучения». The year is the number; the phrase is quoted.
 */
const ORDINAL_EN: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  "1st": 1,
  "2nd": 2,
  "3rd": 3,
  "4th": 4,
  "5th": 5,
  "6th": 6,
};
const STUDY_YEAR_EN =
  /(?<![\p{L}\d])(first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th|6th)[\s-]+year\s+(?:(?:ph\.?\s?d\.?|doctoral|graduate|undergraduate|master'?s|bachelor'?s|msc|bsc|university|college|medical|law)\s+)?(?:student|candidate)(?![\p{L}])/u;
const STUDY_YEAR_RU =
  /(?<![\p{L}])(?:(?:студент\p{L}*|аспирант\p{L}*)\s+([1-6])\s?(?:-?го)?\s*(?:курса|года обучения)|учусь\s+на\s+([1-6])\s?(?:-?м)?\s*курсе|([1-6])\s?(?:-?го)?\s*курса\s+(?:бакалавриата|магистратуры|аспирантуры|специалитета))(?![\p{L}])/u;

function studyYearSaid(prepared: PreparedText): { year: number; line: number; text: string } | null {
  for (let i = 0; i < prepared.foldedLines.length; i++) {
    const folded = prepared.foldedLines[i] ?? "";
    const en = STUDY_YEAR_EN.exec(folded);
    const ru = en ? null : STUDY_YEAR_RU.exec(folded);
    const match = en ?? ru;
    if (!match) continue;
    const year = en ? ORDINAL_EN[en[1]!]! : Number(ru![1] ?? ru![2] ?? ru![3]);
    const written = (prepared.lines[i] ?? "").slice(match.index, match.index + match[0].length);
    return { year, line: i, text: written.length === match[0].length ? written : match[0] };
  }
  return null;
}

/**
 * «Студент 3 курса» / "third year PhD student" beside the study's own dates: the newest study range in Education ended
 * already (the degree is closed), or began so long ago that that year of study is over by a year or more. Said with
 * both texts; never when Education carries no dated study.
 */
function outgrownStudyYear(prepared: PreparedText, facts: ResumeFacts): StaleSign | null {
  const said = studyYearSaid(prepared);
  if (!said) return null;
  // A study's range: in Education, with a place or a degree of study on its line or the two either side.
  const studies = facts.dateRanges.filter(
    (r) =>
      r.section === "education" &&
      r.start <= facts.now &&
      prepared.lines.slice(Math.max(0, r.line - 2), r.line + 3).some((l) => STUDY_WORD.test(l)),
  );
  if (!studies.length) return null;
  const study = studies.reduce((a, b) => (b.start > a.start ? b : a));
  const closed = !study.ongoing && study.end < facts.now - 1;
  const outgrown = facts.now - study.start >= (said.year + 1) * 12;
  if (!closed && !outgrown) return null;
  const dates = study.text.trim();
  return {
    finding: closed
      ? `В резюме написано «${said.text}», а учёба по датам уже закончилась («${dates}»): похоже, текст писали давно и не обновляли.`
      : `В резюме написано «${said.text}», а учёба идёт с ${formatMonth(study.start)} («${dates}») — этот курс по датам уже позади: похоже, текст писали давно.`,
    fix: "Обнови строку о себе по датам: курс или год обучения сейчас, а если учёба закончилась — степень и год выпуска.",
  };
}

/** Years a set of courses may stand still before it reads as "not updated since": three. */
const OLD_COURSES_YEARS = 3;

/**
 * Every dated course of the Courses section from one year, three or more years back, nothing said to go on now and no
 * date anywhere more than two years after it (decision 635): the document stopped with those courses. Two dated
 * courses at least; the newest date is said with them, so the sign never hides a later one.
 */
function coursesOfOneOldYear(prepared: PreparedText, facts: ResumeFacts): StaleSign | null {
  const thisYear = Math.floor(facts.now / 12);
  const years: number[] = [];
  for (const section of facts.sections) {
    if (section.kind !== "courses") continue;
    for (let i = section.line + 1; i < section.endLine; i++) {
      const dated = (prepared.lines[i] ?? "").match(/(?<!\d)(?:19|20)\d\d(?!\d)/gu);
      if (dated) years.push(...dated.map(Number));
    }
  }
  if (years.length < 2 || years.some((y) => y !== years[0]) || facts.dateRanges.some((r) => r.ongoing)) return null;
  const year = years[0]!;
  const newest = Math.max(year, ...facts.dateRanges.map((r) => Math.floor(Math.max(r.start, r.end) / 12)));
  if (thisYear - year < OLD_COURSES_YEARS || newest > year + 2 || thisYear - newest < OLD_COURSES_YEARS - 1)
    return null;
  const after =
    newest > year ? `, а самая поздняя дата в резюме — ${newest} год` : ", а позже в резюме нет ни одной даты";
  return {
    finding: `Все курсы с датами (${years.length}) — ${year} года${after}: резюме выглядит так, будто его давно не обновляли.`,
    fix: "Добавь, чем ты занимался и чему учился после: свежие курсы, проекты, работу, — или поясни перерыв одной строкой.",
  };
}

/**
 * An entry's own range: the dates head a short line (an entry's, not a sentence's: "coordinating M.S. degree
 * (1999-present)"), and that line or the two below name a place or a degree of study.
 */
function studyEntry(prepared: PreparedText, line: number, dates: string): boolean {
  const own = (prepared.lines[line] ?? "").trim();
  const at = own.indexOf(dates.trim());
  if (at < 0 || (at > 2 && at + dates.trim().length < own.length - 2)) return false;
  const rest = own.replace(dates, " ");
  if (rest.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length > 10) return false;
  return prepared.lines.slice(line, line + 3).some((l) => STUDY_WORD.test(l));
}

function openStudy(prepared: PreparedText, facts: ResumeFacts): StaleSign | null {
  const study = facts.dateRanges.find(
    (r) =>
      r.section === "education" &&
      r.ongoing &&
      facts.now - r.start > LONGEST_PROGRAMME_MONTHS &&
      studyEntry(prepared, r.line, r.text),
  );
  if (!study) return null;
  const years = Math.floor((facts.now - study.start) / 12);
  return {
    finding: `Учёба «${study.text.trim()}» идёт уже ${yearsRu(years)} — дольше любой программы: похоже, резюме писали давно и не обновляли.`,
    fix: "Укажи, чем закончилась учёба: год выпуска и диплом или «не окончено» с годами, — и допиши, чем ты занимаешься с тех пор.",
  };
}

function pastExpectedEnd(prepared: PreparedText, facts: ResumeFacts): StaleSign | null {
  const year = Math.floor(facts.now / 12);
  for (const section of facts.sections) {
    if (section.kind !== "education") continue;
    for (let i = section.line; i < section.endLine; i++) {
      const line = prepared.foldedLines[i] ?? "";
      const match = EXPECTED_END.exec(line);
      if (!match || Number(match[1]) >= year) continue;
      return {
        finding: `Окончание учёбы ожидалось в ${match[1]} году («${(prepared.lines[i] ?? "").trim()}»), а этот год уже прошёл: резюме выглядит давно не обновлённым.`,
        fix: "Напиши, чем закончилась учёба (диплом и год или «не окончено»), и добавь, что было после: рекрутер видит старый план как забытое резюме.",
      };
    }
  }
  return null;
}

/** How far a summary's count may be from the years the dates give and still be the same count: a year and a half. */
const COUNT_SLACK_YEARS = 1.5;

/**
 * «Более 6 лет» in the summary, true when the newest job began and years out of date since: the count matches the
 * dates up to that job's start (within a year and a half) and the dates run on three years or more past it.
 */
function outgrownCount(facts: ResumeFacts, claim: SummaryClaim): StaleSign | null {
  const claimed = claim.years;
  const work = facts.experienceRanges;
  if (claimed === null || work.length < 2 || !claim.atLeast) return null;
  const first = Math.min(...work.map((r) => r.start));
  const newest = Math.max(...work.map((r) => r.start));
  const atNewest = (newest - first) / 12;
  const dated = Math.floor(facts.totalExperienceYears);
  if (
    Math.abs(atNewest - claimed) > COUNT_SLACK_YEARS ||
    dated - claimed < OUTGROWN_YEARS ||
    facts.now - newest < OUTGROWN_YEARS * 12 ||
    countTrueToday(facts, claimed, newest)
  )
    return null;
  return {
    finding: `В «О себе» — «более ${genitiveCount(claimed, ["года", "лет"])}» опыта: столько было к началу последнего места (${formatMonth(newest)}), а по датам уже ${yearsRu(dated)}. Похоже, текст о себе писали давно.`,
    fix: "Обнови число лет в «О себе» по датам в опыте (или уточни, о каком опыте оно): устаревшая цифра выдаёт старое резюме.",
  };
}

/**
 * Whether the count is true today of one job's years to now, so no date says it is old: the newest job's ("3+ years
 * of commercial experience" in the current post, decision 635), or — while a job runs to now — a job begun that many
 * years ago (the recent jobs only, beside a student's job before them, decision 630).
 */
function countTrueToday(facts: ResumeFacts, claimed: number, newest: number): boolean {
  const work = facts.experienceRanges;
  const yearsSince = (start: number) => (facts.now - start) / 12;
  if (Math.abs(yearsSince(newest) - claimed) <= COUNT_SLACK_YEARS) return true;
  const runsToNow = work.some((r) => r.ongoing || r.end >= facts.now - 1);
  return (
    runsToNow && work.some((r) => yearsSince(r.start) >= claimed && yearsSince(r.start) < claimed + COUNT_SLACK_YEARS)
  );
}

/**
 * The newest dated fact of a resume with an open range, when it is `OLD_DOCUMENT_MONTHS` old or more (decision 660): the
 * document's own date as its newest written date (dates.ts `documentDate`, decision 575 — a range's start or closed end,
 * a year alone), never the open end. A stated date ("updated", an hh.ru export's) is the document's word and is judged
 * by `isStaleDocument`. Said as the month, or as the year when the date is a year alone.
 */
export function oldNewestFact(facts: ResumeFacts): { when: string; ago: string } | null {
  const doc = facts.timeline.documentDate;
  if (doc?.source !== "latest-date" || !facts.dateRanges.some((r) => r.ongoing)) return null;
  if (facts.now - doc.month < OLD_DOCUMENT_MONTHS) return null;
  const said = documentDateSaid(doc, facts.now);
  return { when: said.when, ago: `${yearsRu(said.yearsAgo)} назад` };
}

/**
 * How a document's date is said: as the year when the text writes a year alone («2012», «2010 – 2012», read as its
 * December), else as the month; and how long ago as a reader counts it — for a year alone the calendar years between
 * it and today (2021 seen in November 2026 is «5 лет назад», not the 4 whole years from its December), else whole
 * years of months. One place for the three sentences that say it (stale_document, the oldest fact, the years then).
 */
export function documentDateSaid(
  doc: { text: string; month: number },
  now: number,
): { when: string; whenIn: string; yearsAgo: number; ago: string } {
  const written = doc.text.trim().replace(/\s*[–—-]\s*/gu, " ");
  const yearOnly = /(?:19|20)\d\d$/u.test(written) && !/\p{L}|\d[./]\d/u.test(written);
  const year = Math.floor(doc.month / 12);
  const months = now - doc.month;
  // The job's end as the recency verdict says it (decision 775): «2020 год (6 лет назад)», never «дек. 2020».
  return yearOnly
    ? {
        when: `${year} год`,
        whenIn: `${year} году`,
        yearsAgo: Math.floor(now / 12) - year,
        ago: `${yearsRu(Math.floor(now / 12) - year)} назад`,
      }
    : {
        when: formatMonth(doc.month),
        whenIn: formatMonth(doc.month),
        yearsAgo: Math.floor(months / 12),
        ago: `${months} ${plural(months, ["месяц", "месяца", "месяцев"])} назад`,
      };
}

/**
 * The years by the dates as of an old document's own date (decisions 575, 675): its «по настоящее время» was written
 * then, so a recruiter counts it to then, not to today. The years with that date as a month (a year alone as its
 * year); null when the document does not look old or its date shortens nothing. The stored total stays the labels'.
 */
export function yearsAsOfOldDocument(facts: ResumeFacts): { years: number; when: string } | null {
  const doc = facts.timeline.documentDate;
  if (!doc?.looksOld || doc.yearsAsOfDocument >= facts.totalExperienceYears - 0.05) return null;
  return { years: doc.yearsAsOfDocument, when: documentDateSaid(doc, facts.now).when };
}

/**
 * The technologies among the skills whose makers ended them after the document's newest date (knowledge/
 * skills.obsolete.ts): the evidence, beside the dates, that the document was written while they lived (decision 675).
 * Said as their names and the years they ended, or "" when none.
 */
export function outlivedSkills(facts: ResumeFacts): string {
  const newest = facts.timeline.documentDate?.month;
  if (newest === undefined) return "";
  const ended = facts.skills.filter((s) => s.obsoleteSince && endedMonth(s.obsoleteSince) > newest);
  if (ended.length === 0) return "";
  const years = [...new Set(ended.map((s) => Number(s.obsoleteSince?.slice(0, 4))))].sort((a, b) => a - b);
  const when = years.length > 1 ? `в ${years[0]}–${years[years.length - 1]} годах` : `в ${years[0]} году`;
  const names = ended
    .slice(0, 3)
    .map((s) => `«${s.display}»`)
    .join(", ");
  return ` Среди навыков — ${names}: ${ended.length > 1 ? "их производители прекратили" : "производитель прекратил"} поддержку ${when}, а более поздних дат в резюме нет.`;
}
