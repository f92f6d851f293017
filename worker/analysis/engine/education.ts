/**
 * Education level, courses and foreign languages with levels.
 */
import { GENERATED_SPOKEN_LANGUAGES } from "../knowledge/skills.languages.generated";
import { foldCase, LOOK_ALIKE_LATIN } from "./text";
import type { DegreeEntry, DegreeLevel, EducationLevel, LanguageSkill, SectionKind } from "./types";

/**
 * A doctoral degree, held or in progress: «кандидат технических наук» in any case («степень кандидата …») and its
 * abbreviations as the ВАК writes them («к.т.н.», «к.ф.-м.н.», «д.э.н.»), аспирантура, PhD, DPhil, Sc.D., and
 * "Doctor of <field>" (research and professional doctorates: of Philosophy, of Education, of Business Administration).
 * The one recogniser of the degree (the education level and the research CV, engine/research.ts).
 */
export const DOCTORAL_DEGREE =
  /кандидат(?:а|у|ом|е)? [\p{L}-]+ наук|доктор(?:а|у|ом|е)? [\p{L}-]+ наук|аспирантур|(?<![а-яa-z.])[кд]\.\s?(?:[а-я]{1,4}\.)?(?:-[а-я]{1,4}\.)?\s?н\.(?![а-яa-z])|(?<![а-яa-z])(?:ph\.?\s?d|d\.?\s?phil|sc\.\s?d)(?![а-яa-z])|doctor of [a-z]|doctorate/u;

/**
 * A university or another higher-education institution named in a folded line: the word for one, or a university
 * department («кафедра»: ЕКС's «профессорско-преподавательский состав» works at one). The one list of these words.
 */
export const HIGHER_EDUCATION_INSTITUTION =
  /университет|институт|академи[яи]|(?<![а-яa-z])вуз|высш[а-я]* школ|university|institute of|college of|кафедр|faculty of/u;

/** What follows a degree's word: "of", "in", "degree" … ("Master of Arts", "Bachelor in Economics"). */
const DEGREE_FOLLOWS = "(?=\\s+(?:of|in|degree|programme|program|studies|diploma)(?![\\p{L}]))";
/**
 * What follows the word that opens an entry: a comma, a bracket, a dash or nothing ("Master, Economics"), or the year
 * of the European two-year master's ("Master 2 MVA").
 */
const ENTRY_FOLLOWS = "(?=\\s*[,.(:–—-]|\\s*$|\\s+[12](?!\\d))";
/**
 * The word opens the entry (after a bullet or its years) or follows a degree's label ("Degree: Master."), not the end of
 * another name ("Scrum Master, 2019").
 */
const ENTRY_OPENING =
  "(?<=^[\\s•·*▪–—-]*(?:(?:19|20)\\d\\d\\s*(?:[–—-]\\s*(?:(?:19|20)\\d\\d|present|now|н\\.\\s?в\\.)?)?[\\s,:|]*)?|(?:degree|qualification|степень|квалификация)\\s*[:—–-]\\s*)";
const BARE_ABBREVIATION = (letters: string): string =>
  `${ENTRY_OPENING}(?:${letters})${ENTRY_FOLLOWS}|(?<![\\p{L}.])(?:${letters})(?=\\s+in\\s)`;
/**
 * The grammar of a degree's name (decision 615), the one recogniser of a degree: the education level, the reading's
 * degrees and the strengths read it. A degree is named by its word with what makes it one — "Master of …", "Master's",
 * "Master in …", a line that opens with it ("Master, Economics") — or by its abbreviation (MSc, M.S., MBA, LL.M; a bare
 * "MA"/"BS" only before " in " or opening an entry); never by the word inside another name: "Master Training
 * Specialist", "Scrum Master", "Certified … Master" are certificates and posts, not degrees.
 */
export const MASTER_DEGREE = new RegExp(
  `магистр\\p{L}*|степень магистра|(?<![\\p{L}])(?:master['’]s|masters(?![\\p{L}])|master${DEGREE_FOLLOWS}|m\\.?\\s?sc\\.?|m\\.\\s?s\\.(?=\\s)|m\\.\\s?a\\.(?=\\s)|e?mba|m\\.?\\s?eng|m\\.?\\s?phil|ll\\.\\s?m\\.?|llm(?=\\s(?:in|of)\\s)|m\\.\\s?ed\\.|m\\.\\s?(?:f\\.\\s?a|p\\.\\s?a|p\\.\\s?h|b\\.\\s?a)\\.|m\\.?\\s?tech|j\\.\\s?d\\.|juris doctor)(?![\\p{L}])|${ENTRY_OPENING}master${ENTRY_FOLLOWS}|${BARE_ABBREVIATION("ma|ms|mfa|mpa|mph")}`,
  "u",
);
export const BACHELOR_DEGREE = new RegExp(
  `бакалавр\\p{L}*|(?<![\\p{L}])(?:bachelor['’]s|bachelors(?![\\p{L}])|bachelor${DEGREE_FOLLOWS}|b\\.?\\s?sc\\.?|b\\.\\s?s\\.|b\\.\\s?a\\.|b\\.?\\s?eng|b\\.?\\s?tech|bba|ll\\.?\\s?b|b\\.\\s?ed\\.|undergraduate degree)(?![\\p{L}])|${ENTRY_OPENING}bachelor${ENTRY_FOLLOWS}|${BARE_ABBREVIATION("ba|bs|bfa")}`,
  "u",
);
/** A doctorate of a field other than philosophy: "Doctor of Communications Design", "Doctor of Education". */
const OTHER_DOCTORATE = /(?<![\p{L}])doctor of (?!philosophy)\p{L}{4,}/u;
/** Letters every degree's name holds: the cheap test before the grammar. */
const DEGREE_HINT =
  /магистр|бакалавр|master|bachelor|undergraduate|doctor|наук|аспирант|ph\.?\s?d|(?<![\p{L}])(?:[mb]\.?\s?(?:sc|s|a|eng|tech|ed|fa|pa|ph|phil)|e?mba|bba|ll\.?\s?[mb]|j\.\s?d|d\.?\s?phil|sc\.\s?d)(?![\p{L}])|(?<![\p{L}])[кд]\.\s?[а-я]/u;

/** The degree a folded line names, highest first; null when it names none. */
export function degreeIn(folded: string): DegreeLevel | null {
  if (!DEGREE_HINT.test(folded)) return null;
  if (DOCTORAL_DEGREE.test(folded) || OTHER_DOCTORATE.test(folded)) return "phd";
  if (MASTER_DEGREE.test(folded)) return "master";
  if (BACHELOR_DEGREE.test(folded)) return "bachelor";
  return null;
}

/**
 * A certificate's or a course's line, not a degree's, whatever words it holds: "Master Training Specialist (MTS)
 * certificate", «Курсы повышения квалификации», "Data Analytics Bootcamp", an online school's programme
 * («Нетология — профессия …»). A degree (or a level) is never read from one (decision 615).
 */
const CERTIFICATE_LINE =
  /сертифи|certificat|certified|(?<![\p{L}])(?:курсы|курсов|course|courses|training|тренинг\p{L}*|bootcamp|повышени\p{L}* квалификации|переподготовк\p{L}*|retraining|nanodegree)(?![\p{L}])/u;
export function isCertificateLine(folded: string): boolean {
  return CERTIFICATE_LINE.test(folded) || ONLINE_SCHOOL.test(folded);
}

/**
 * An entry still studied for (decision 615): its dates run on ("2023 – present", «по н. в.», "expected 2027", an end
 * year after today), or it names a student ("PhD candidate", «студент 3 курса», «магистрант», "third-year") and no
 * end that has passed ("Ph.D. Student 2008 – 2012" above a postdoc is a degree held).
 */
const ONGOING =
  /(?<![\p{L}])(?:expected|anticipated|in progress|ongoing|pursuing|currently|present|now|current|по настоящее время|настоящее время|н\.\s?в(?:р\.?)?\.?|наст\.\s?вр\p{L}*|обучаюсь|учусь)(?![\p{L}])/u;
const STUDENT_WORDS =
  /(?<![\p{L}])(?:candidate|student|студент\p{L}*|магистрант\p{L}*|аспирант(?:ка|ом|а)?|(?:first|second|third|fourth|final|1st|2nd|3rd|4th)[\s-]year)(?![\p{L}])|\d\s?(?:-?(?:й|го))?\s?курс(?:а|е)?(?![\p{L}])/u;
/** The person says they study for a degree of a level ("I'm a third year PhD student", «я аспирант»). */
const DEGREE_STUDENT: ReadonlyArray<readonly [DegreeLevel, RegExp]> = [
  [
    "phd",
    /(?<![\p{L}])(?:i am|i['’]m|am currently|currently|я|являюсь)\s(?:an?\s)?(?:[\p{L}-]+\s){0,3}(?:ph\.?\s?d\.?|doctoral|аспирант\p{L}*)(?:\s(?:student|candidate))?(?![\p{L}'’])/u,
  ],
  [
    "master",
    /(?<![\p{L}])(?:i am|i['’]m|am currently|currently|я|являюсь)\s(?:an?\s)?(?:[\p{L}-]+\s){0,3}(?:master['’]?s?\s(?:student|candidate)|магистрант\p{L}*|студент\p{L}* магистратур\p{L}*)(?![\p{L}'’])/u,
  ],
];
/** Аспирантура is the doctoral programme, not the degree: without «кандидат … наук» it is no degree once it ends. */
const DOCTORAL_PROGRAMME_ONLY = (folded: string): boolean =>
  /аспирант/u.test(folded) && !/кандидат|доктор|(?<![\p{L}])[кд]\.\s?[а-я]|ph\.?\s?d/u.test(folded);
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;
const YEARS = /(?<!\d)(?:19|20)\d\d(?!\d)/gu;
/** A line of dates alone: "2019 – present", «09.2015 – 06.2019», "Sep 2019 – Jun 2023", "expected 2027". */
const DATES_ONLY = /^[\p{L}\s\d./–—-]{0,20}(?:19|20)\d\d[\p{L}\s\d./,–—-]{0,30}$/u;

/**
 * The lines of a degree's entry: its own, then the dates before it when the entry is written dates first (a line of
 * dates alone above it), else the one or two lines under it up to the first with a year — never a line that names a
 * degree of its own (the next entry).
 */
function entryOf(lines: readonly string[], levels: readonly (DegreeLevel | null)[], i: number): string {
  const free = (j: number): boolean => j >= 0 && j < lines.length && levels[j] === null && lines[j]!.trim() !== "";
  const before = lines[i - 1] ?? "";
  if (!YEAR.test(lines[i]!) && free(i - 1) && DATES_ONLY.test(before)) return `${before} ${lines[i]}`;
  const entry = [lines[i]!];
  for (let j = i + 1; j <= i + 2 && free(j) && !YEAR.test(entry.join(" ")); j++) entry.push(lines[j]!);
  return entry.join(" ");
}

/**
 * The degrees named in the education entries (decision 615): lines of the education section — or, in a resume with
 * none, a degree line dated or beside a place of study outside the jobs, courses and projects (`lines` holds those
 * lines only, the others blank) — never a certificate's or a course's line. Each is held or still studied for: its
 * entry says so, or the person says anywhere that they study for a degree of its level (`foldedFullText`).
 */
export function readDegrees(
  lines: readonly string[],
  inSection: boolean,
  year: number,
  foldedFullText = "",
  inJobs: (line: number) => boolean = () => false,
): DegreeEntry[] {
  const found: DegreeEntry[] = [];
  const levels = lines.map((line) => (line && !isCertificateLine(line) ? degreeIn(line) : null));
  if (!levels.some(Boolean)) return found;
  const whole = `${lines.join("\n")}\n${foldedFullText}`;
  const studentOf = new Set(DEGREE_STUDENT.filter(([, pattern]) => pattern.test(whole)).map(([level]) => level));
  for (let i = 0; i < lines.length; i++) {
    const level = levels[i];
    if (!level) continue;
    const entry = entryOf(lines, levels, i);
    // Outside an education section a degree is an entry: dated or beside a place of study ("Master of Science,
    // Physics / MIT, 2019"), not a word in a job's line.
    // Among the jobs of a resume without an education section, only a dated line naming a place of study
    // ("2022 — now Ph.D., Queen Mary University of London").
    const dated = YEAR.test(entry);
    const placed = HIGHER_EDUCATION_INSTITUTION.test(entry);
    if (!inSection && (inJobs(i) ? !(dated && placed) : !(dated || placed))) continue;
    const years = (entry.match(YEARS) ?? []).map(Number);
    const ended = years.length > 0 && Math.max(...years) <= year && !ONGOING.test(entry);
    const studying =
      studentOf.has(level) ||
      (years.length > 0 && Math.max(...years) > year) ||
      ONGOING.test(entry) ||
      (STUDENT_WORDS.test(entry) && !ended);
    // An аспирантура that ended gave no degree by itself: the degree below it is the level.
    if (level === "phd" && !studying && DOCTORAL_PROGRAMME_ONLY(lines[i]!)) continue;
    found.push({ level, studying, line: i, text: lines[i]!.trim() });
  }
  return found;
}

const DEGREE_RANK: Readonly<Record<DegreeLevel, number>> = { phd: 0, master: 1, bachelor: 2 };

/** An education section that says its study goes on: a year of study or a student's word, with no end behind it. */
function studiedNow(section: string): boolean {
  return (
    STUDENT_WORDS.test(section) && !/(?<![\p{L}])(?:окончил\p{L}*|выпуск\p{L}*|graduated)(?![\p{L}])/u.test(section)
  );
}

/** Checked from the highest degree down; the first hit is the level. The degrees themselves are readDegrees'. */
const LEVELS: ReadonlyArray<readonly [EducationLevel, RegExp, "section only"?]> = [
  [
    "incomplete_higher",
    /неоконченное высшее|незаконченное высшее|(?<![а-яa-z])студент(?:ка)?\s\d\s?(?:-?го)?\s?курса|incomplete higher/u,
  ],
  [
    "higher",
    new RegExp(
      `(?<![а-яa-z])высшее(?![а-яa-z])|специалист(?:итет)?\\s?\\(|${HIGHER_EDUCATION_INSTITUTION.source}|(?<![а-яa-z])специалитет|инженер[\\s-]|диплом специалиста`,
      "u",
    ),
  ],
  [
    "vocational",
    /среднее специальное|среднее профессиональное|колледж|техникум|(?<![а-яa-z])училищ|associate(?:'s)? degree|community college|vocational/u,
  ],
  [
    // Universities named only by their acronym («ПНИПУ, 2013»): the best-known ones, after the spelled-out forms and
    // after college.
    "higher",
    /(?<![а-яa-z])(?:мгу|спбгу|мгту|мифи|мфти|ниу|вшэ|мгимо|урфу|кфу|нгу|тгу|тпу|пнипу|пгу|нгту|мэи|мади|миит|рудн|ранхигс|ргу|сфу|двфу|юфу|бфу|сгу|кгу|итмо|лэти|спбпу|мисис|мирэа|рэу|угату|уфу|сибгути|омгту|вгу|кубгу|ргэу|гуу|мгюа|мпгу)(?![а-яa-z])/u,
  ],
  [
    // «…, специалист» names the degree (специалитет) — but only inside an education section: elsewhere it is a job
    // title («ведущий специалист»), and «специалист по …» is one everywhere.
    "higher",
    /(?<![а-яa-z])специалист(?![а-яa-z])(?!\s+по(?![а-яa-z]))/u,
    "section only",
  ],
  [
    "secondary",
    /среднее образование|среднее общее|(?<![а-яa-z-])(?<!высш[а-я]*\s)школа(?![а-яa-z])|high school|secondary school|(?<![а-яa-z])ged(?![а-яa-z])|(?<![а-яa-z])(?:gcses?|a-levels?|11 классов|основное общее)(?![а-яa-z])/u,
  ],
  [
    // The level in words alone («Среднее полное», «Полное среднее», «Среднее (общее)»): a level inside an education
    // section; elsewhere «среднее» is any average.
    "secondary",
    /(?<![а-яa-z])(?:(?:полное|общее)\s)?среднее(?:\s\(?(?:полное|общее)\)?)?(?![а-яa-z])/u,
    "section only",
  ],
  [
    "courses",
    /курсы|(?<![а-яa-z])курс(?![а-яa-z])|сертификат|certificate|certification|bootcamp|онлайн-школ|нетология|skillbox|яндекс практикум|geekbrains|otus|stepik|coursera|udemy|stepik/u,
  ],
];

/** The education as read: its level and the degrees its entries name. */
export interface EducationReading {
  level: EducationLevel | null;
  degrees: DegreeEntry[];
}

/**
 * The education level: the highest degree held (readDegrees); a degree still studied for and none held is
 * «неоконченное высшее»; else the level words, places of study and, last, courses (read in `coursesText`). Levels
 * other than courses are never read from a certificate's or a course's line.
 */
function levelOf(
  lines: readonly string[],
  inSection: boolean,
  year: number,
  foldedFullText: string,
  coursesText: string,
  inJobs?: (line: number) => boolean,
  levelLines: readonly string[] = lines,
): EducationReading {
  const degrees = readDegrees(lines, inSection, year, foldedFullText, inJobs);
  const held = degrees.filter((d) => !d.studying).sort((a, b) => DEGREE_RANK[a.level] - DEGREE_RANK[b.level])[0];
  if (held) return { level: held.level, degrees };
  if (degrees.length) return { level: "incomplete_higher", degrees };
  const notCourses = levelLines.filter((line) => !isCertificateLine(line)).join("\n");
  for (const [level, pattern, scope] of LEVELS) {
    if ((inSection || !scope) && pattern.test(level === "courses" ? coursesText : notCourses))
      // «1 курс – НИУ ВШЭ», «Студент ДВФУ 4 курс»: a university still studied at gives no higher education yet
      // (decision 720); the education section's own words say so.
      return {
        level: level === "higher" && inSection && studiedNow(notCourses) ? "incomplete_higher" : level,
        degrees,
      };
  }
  return { level: null, degrees };
}

/** Sections about work, projects and other people: no level of the person's own education is read there. */
const ABOUT_OTHERS: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "experience",
  "projects",
  "publications",
  "achievements",
  "volunteering",
  "references",
]);

/**
 * The education of a resume (decision 615): the education section's lines; a resume without one is read outside its
 * courses, where a degree must be an entry — dated or beside a place of study, and both among the jobs. `year` is this
 * year: an entry ending later is still studied for.
 */
export function readEducation(
  foldedLines: readonly string[],
  original: readonly string[],
  sectionOf: (line: number) => SectionKind | null,
  year: number,
  folded: string,
): EducationReading {
  const inSection = foldedLines.some((_, i) => sectionOf(i) === "education");
  const lines = foldedLines.map((line, i) =>
    (inSection ? sectionOf(i) === "education" : sectionOf(i) !== "courses") ? line : "",
  );
  // Without a degree, a level word or a place of study names the person's education only outside the lines about
  // work, projects and other people («Энергетический университет» as a client, "Rutgers University (2022)" as a talk's
  // venue).
  const levelLines = inSection
    ? lines
    : lines.map((line, i) => (ABOUT_OTHERS.has(sectionOf(i) ?? "contacts") ? "" : line));
  const reading = levelOf(
    lines,
    inSection,
    year,
    inSection ? folded : "",
    inSection
      ? lines.join("\n")
      : foldedLines.filter((_, i) => !ABOUT_OTHERS.has(sectionOf(i) ?? "contacts")).join("\n"),
    (i) => sectionOf(i) === "experience",
    levelLines,
  );
  return { ...reading, degrees: reading.degrees.map((d) => ({ ...d, text: original[d.line]?.trim() ?? d.text })) };
}

/** The level one text names (a line the strengths rank, a test's education text). */
export function detectEducationLevel(
  foldedEducationText: string,
  foldedFullText: string,
  year = new Date().getUTCFullYear(),
): EducationLevel | null {
  const inSection = foldedEducationText.trim() !== "";
  const source = inSection ? foldedEducationText : foldedFullText;
  return levelOf(source.split("\n"), inSection, year, inSection ? foldedFullText : "", source).level;
}

export const EDUCATION_LABELS: Readonly<Record<EducationLevel, string>> = {
  phd: "учёная степень (кандидат/доктор наук, PhD)",
  master: "магистратура",
  bachelor: "бакалавриат",
  higher: "высшее",
  incomplete_higher: "неоконченное высшее",
  vocational: "среднее специальное",
  secondary: "среднее",
  courses: "курсы и сертификаты",
};

/**
 * A line naming a course: its words in both languages, the two forms of further professional education in Russian
 * law (273-ФЗ art. 76: «повышение квалификации», «профессиональная переподготовка»), the schools that teach them.
 */
const COURSE_LINE =
  /курс|сертификат|certificat|course|bootcamp|training|тренинг|повышени[ея] квалификации|переподготовк|retraining|нетология|skillbox|практикум|geekbrains|otus|stepik|coursera|udemy|академия|academy/u;

/**
 * An online school's or a course's line inside Education (decision 600): the schools of a trade people list there
 * («SKILLBOX / Профессия веб-разработчик», "Coursera") and courses by name («курсы», never «3 курс», a year of study).
 */
const ONLINE_SCHOOL =
  /(?<![\p{L}])(?:нетологи\p{L}*|skillbox|skillfactory|практикум|geekbrains|otus|stepik|coursera|udemy|udacity|edx|hexlet|хекслет|openedu|karpov\.courses|курсы|курсов|bootcamp|online courses?)(?![\p{L}])/u;

/**
 * Number of course/certificate lines and the latest year among them (courses older than ~3 years age): the courses
 * section's lines, and the online schools and courses written inside Education.
 */
export function analyzeCourses(
  foldedCoursesText: string,
  foldedEducationText = "",
): { count: number; latestYear: number | null } {
  const lines = foldedCoursesText.split("\n").filter((l) => l.trim().length > 3);
  const inEducation = foldedEducationText.split("\n").filter((l) => ONLINE_SCHOOL.test(l));
  const count = (lines.filter((l) => COURSE_LINE.test(l)).length || Math.max(0, lines.length - 1)) + inEducation.length;
  const years = [foldedCoursesText, ...inEducation].flatMap((t) => t.match(/(?:19|20)\d\d/g) ?? []).map(Number);
  return { count, latestYear: years.length ? Math.max(...years) : null };
}

/**
 * The human languages by their CLDR names (knowledge/skills.languages.generated.ts, Russian and English), compiled
 * once into word lookups: a Russian adjective by its stem in the masculine forms «язык» takes («английский»,
 * «английского», «английским»), a noun («иврит», «хинди») and an English name ("Spanish") as whole words. The
 * common languages come first in the result, in the order the reading has always listed them.
 */
const FIRST = ["en", "de", "fr", "es", "it", "zh", "ja", "tr", "ar", "ko", "ru", "uk", "kk", "pt", "pl", "hi"];
/** Other names a resume writes for a language. */
const OTHER_NAMES: Readonly<Record<string, string>> = { deutsch: "de", mandarin: "zh", фарси: "fa" };
const ADJECTIVE_ENDING = /^(?:ий|ый|ого|ому|им|ом)$/u;

const SPOKEN = (() => {
  const names = new Map<string, string>();
  const stems = new Map<string, string>();
  const russianOf = new Map<string, string>();
  for (const row of GENERATED_SPOKEN_LANGUAGES.split("|")) {
    const [code = "", russian = "", english = ""] = row.split(";");
    if (!code || !russian || [...russianOf.values()].includes(russian)) continue;
    russianOf.set(code, russian);
    if (/(?:ий|ый)$/u.test(russian) && !russian.includes(" ")) stems.set(foldCase(russian).slice(0, -2), code);
    else if (!russian.includes(" ")) names.set(foldCase(russian), code);
    if (english && !english.includes(" ")) names.set(foldCase(english), code);
  }
  for (const [name, code] of Object.entries(OTHER_NAMES)) names.set(name, code);
  const rank = (code: string): number => {
    const first = FIRST.indexOf(code);
    return first >= 0 ? first : FIRST.length + [...russianOf.keys()].indexOf(code);
  };
  return { names, stems, russianOf, rank };
})();

/** The languages a folded line names: ISO code → where its name starts. */
function languagesIn(line: string): Map<string, number> {
  const found = new Map<string, number>();
  WORD.lastIndex = 0;
  for (let m = WORD.exec(line); m !== null; m = WORD.exec(line)) {
    const word = m[0];
    let code = SPOKEN.names.get(word);
    if (code === undefined && word.length > 5)
      for (const cut of [2, 3]) {
        const stem = SPOKEN.stems.get(word.slice(0, -cut));
        if (stem !== undefined && ADJECTIVE_ENDING.test(word.slice(-cut))) {
          code = stem;
          break;
        }
      }
    if (code !== undefined && !found.has(code)) found.set(code, m.index);
  }
  return found;
}
const WORD = /[\p{L}]+/gu;

const LEVEL =
  /(?<![а-яa-z])(?:[abcавс][12](?:\+)?|родной|носитель|native(?: speaker)?|mother tongue|свободн(?:о|ый|ое)|fluent(?:ly)?|proficient|proficiency|advanced|upper[\s-]intermediate|pre[\s-]intermediate|intermediate|elementary|beginner|basic|introductory|базов(?:ый|ое|ые)|начальн(?:ый|ое)|разговорн(?:ый|ое)|техническ(?:ий|ое)|читаю[^\n]{0,30}|профессиональн(?:ый|ое)|продвинут(?:ый|ое)|средн(?:ий|ее)|conversational|conversant|рабоч(?:ий|ем)|на уровне\s\p{L}[^\n,.;]{2,40}|working proficiency|full professional|limited working|ielts\s?\d(?:[.,]\d)?|toefl\s?\d{2,3}|cefr [abc][12])(?![а-яa-z])/u;

/**
 * A CEFR level typed on a Russian keyboard («С1», «В2», «А1» in Cyrillic letters that look Latin) is the same level:
 * it is read and written back in Latin letters (text.ts's one look-alike table), as every other level is kept.
 */
function latinLevel(level: string): string {
  return level.replace(/^[авс](?=[12]\+?$)/u, (c) => LOOK_ALIKE_LATIN[c] ?? c);
}

/** Languages with their level, looked for in the languages section (or the whole text when there is none). */
export function findLanguages(foldedLanguagesText: string, foldedFullText: string): LanguageSkill[] {
  const inSection = foldedLanguagesText.trim() !== "";
  const source = inSection ? foldedLanguagesText : foldedFullText;
  const found = new Map<string, LanguageSkill>();
  const lines = source.split("\n");
  const scale = statedScale(source);
  lines.forEach((line, index) => {
    for (const [code, at] of languagesIn(line)) {
      if (found.has(code)) continue;
      const level = languageLevel(lines, index, at, scale);
      const named = /язык|language/u.test(line);
      // Outside a languages section a language needs its level or the word «язык»; a rarer one the word itself
      // («Lao», «эве» are words of other texts too).
      if (!inSection && !named && (level === null || !FIRST.includes(code))) continue;
      found.set(code, { language: SPOKEN.russianOf.get(code)!, level });
    }
  });
  levelsInColumn(lines, found);
  // No «без уровня» before the whole text is searched: a level stated elsewhere («свободное владение английским» in
  // the summary under a languages list without levels) is the language's level (decision 680).
  if ([...found.values()].some((skill) => skill.level === null)) levelsElsewhere(foldedFullText, found);
  return [...found.entries()].sort(([a], [b]) => SPOKEN.rank(a) - SPOKEN.rank(b)).map(([, skill]) => skill);
}

/**
 * The level of the language whose name starts at `at` on line `index`: after its name ("Английский — B1"; several
 * languages on one line each have their own), on the next line of a two-line layout, before its name on a line that
 * names one language ("Fluent in … Spanish"), before a list of languages it governs ("fluent in English, Russian",
 * "Fluent in both English and Arabic"), or a scale written after the name (scaleAfter). `nextLine` false: the line
 * alone (a sentence of the text, not a list).
 */
function languageLevel(
  lines: readonly string[],
  index: number,
  at: number,
  scale: number | null,
  nextLine = true,
): string | null {
  const line = lines[index]!;
  const word = LANGUAGE_NAME.exec(line.slice(at))?.[0] ?? "";
  const after = line.slice(at + word.length);
  // The next line of a two-line layout ("English" / "B2") belongs to the name only in a list of languages, and only
  // when it names no language of its own ("Немецкий язык" over "Испанский язык — B1": B1 is Spanish's).
  const next = lines[index + 1] ?? "";
  const below = nextLine && line.length < 30 && languagesIn(next).size === 0 ? next : "";
  const scaled = scaleAfter(after, scale) ?? scaleAfter(below, scale);
  if (scaled) return scaled;
  const level =
    LEVEL.exec(after)?.[0] ??
    LEVEL.exec(below)?.[0] ??
    (languagesIn(line).size === 1 ? LEVEL.exec(line.slice(0, at))?.[0] : undefined) ??
    LEVEL_OVER_LIST.exec(line.slice(0, at))?.[1];
  return level ? latinLevel(level.trim()) : null;
}
const LANGUAGE_NAME = /^[\p{L}]+(?:\s(?:язык|language))?/u;
/** A level that governs the list of languages after it: "fluent in English, Russian", "fluent in both X and Y". */
const LEVEL_OVER_LIST = new RegExp(
  `(${LEVEL.source})\\s+(?:in|in both|на|владею)\\s+(?:[\\p{L}]+(?:\\s*,\\s*|\\s+(?:and|и)\\s+))*$`,
  "u",
);

/**
 * A level written as a scale after a language's name (decision 680): "4/5", "4 из 5", "4 out of 5", "80 %", a run of
 * marks ("●●●●○", "★★★☆☆": the filled ones of all, "4/5"), or a bare number when the text states the scale ("on a
 * scale between 1 and 5": "Swedish 5"). Marks that are all alike and hollow ("○ ○ ○ ○ ○") are drawn as a picture whose
 * filled part the text does not carry: they are kept as written, so the report can say the level is shown only as a
 * picture.
 */
function scaleAfter(after: string, scale: number | null): string | null {
  const head = after.replace(SCALE_LEAD, "");
  const ratio = RATIO.exec(head);
  if (ratio && Number(ratio[1]) <= Number(ratio[2]) && Number(ratio[2]) <= 10) return `${ratio[1]}/${ratio[2]}`;
  const percent = PERCENT.exec(head);
  if (percent && Number(percent[1]) <= 100) return `${percent[1]} %`;
  const marks = MARKS.exec(head)?.[0].replace(/\s+/gu, "");
  if (marks) {
    const filled = [...marks].filter((mark) => FILLED_MARKS.includes(mark)).length;
    return filled === 0 ? marks : `${filled}/${[...marks].length}`;
  }
  const bare = scale === null ? null : BARE.exec(head);
  return bare && scale !== null && Number(bare[1]) <= scale ? `${bare[1]}/${scale}` : null;
}
const SCALE_LEAD = /^(?:\s*(?:язык|language))?[\s:–—\-|(]*/u;
const RATIO = /^(\d{1,2})\s?(?:\/|из|out of|of)\s?(\d{1,2})(?!\d)/u;
const PERCENT = /^(\d{1,3})\s?%/u;
const FILLED_MARKS = "●◉⬤★✪■▰◆";
const MARKS = /^(?:[●○◉◯⬤★☆✪■□▰▱◆◇](?:\s?)){3,10}/u;
const BARE = /^(\d{1,2})(?![\d./%])/u;

/** The top of a scale the text states for its levels: "on a scale between 1 … and 5", «по шкале от 1 до 5», "(1–5)". */
function statedScale(text: string): number | null {
  const stated = STATED_SCALE.exec(text);
  return stated ? Number(stated[1] ?? stated[2]) : null;
}
const STATED_SCALE =
  /(?:scale|шкал\p{L}*)[^\n\d]{0,30}(?:from|between|от)?\s*[01]\b[^\n\d]{0,30}?(?:to|and|до|[–—-])\s*(\d{1,2})(?!\d)|\(\s*[01]\s*[–—-]\s*(\d{1,2})\s*\)/u;

/**
 * Levels of the languages read without one, from anywhere in the text: a line naming one of them with a level after
 * its name, or before it on a line naming that language alone («свободное владение английским»).
 */
function levelsElsewhere(foldedFullText: string, found: Map<string, LanguageSkill>): void {
  const lines = foldedFullText.split("\n");
  lines.forEach((line, index) => {
    for (const [code, at] of languagesIn(line)) {
      const skill = found.get(code);
      if (!skill || skill.level !== null) continue;
      skill.level = languageLevel(lines, index, at, null, false);
    }
  });
}

/** A line that is a language's name alone ("АНГЛИЙСКИЙ:", "German"), or a level alone ("FLUENT", «Средний»). */
const ALONE = /^[\s•·*–—-]*([\p{L}][\p{L}\d+ -]*?)\s*[:–—-]?\s*$/u;

/**
 * Levels written as a column of their own beside the languages (a table's second column read after the first, decision
 * 600): the languages one per line with nothing else, then, within a few lines, as many lines that are each a level
 * alone — matched in order. A level already read stays.
 */
function levelsInColumn(lines: readonly string[], found: Map<string, LanguageSkill>): void {
  for (let i = 0; i < lines.length; i++) {
    const names: string[] = [];
    let j = i;
    for (; j < lines.length; j++) {
      const alone = ALONE.exec(lines[j]!)?.[1];
      const codes = alone ? [...languagesIn(alone).keys()] : [];
      if (codes.length !== 1 || LEVEL.test(lines[j]!)) break;
      names.push(codes[0]!);
    }
    if (names.length < 2) continue;
    let k = j;
    while (k < lines.length && k < j + 4 && !LEVEL.test(lines[k]!)) k++;
    const levels: string[] = [];
    for (; k < lines.length && levels.length < names.length; k++) {
      const alone = ALONE.exec(lines[k]!)?.[1];
      const level = alone ? LEVEL.exec(alone) : null;
      if (!level || level[0].length < alone!.trim().length - 2) break;
      levels.push(level[0]);
    }
    if (levels.length === names.length)
      names.forEach((code, n) => {
        const skill = found.get(code);
        if (skill && skill.level === null) skill.level = latinLevel(levels[n]!.trim());
      });
    i = j;
  }
}

/** How many lines under its first a study entry's field of study is looked for in (decision 765). */
/** A line that opens with a list's mark or with dates (after a mark or a month): an item or the next entry. */
const ENTRY_ITEM = /^\s*(?:[^\p{L}\d\s«"“„(]|(?:\p{L}{3,9}\.?\s+)?(?:\d{1,2}[./])?(?:19|20)\d\d)/u;
const STUDY_ENTRY_LINES = 2;

/**
 * A study entry's text from its first line: the line and up to two lines under it, up to a blank line («Бакалавриат
 * Иерусалимский Университет» / «Бакалавр гуманитарных наук в области лингвистики …») — where its field of study is
 * written, and no other entry's (a school's subjects, another degree below it).
 */
export function studyEntry(lines: readonly string[], first: number): string {
  const entry: string[] = [];
  const level = degreeIn(foldCase(lines[first] ?? ""));
  for (let i = first; i < lines.length && i <= first + STUDY_ENTRY_LINES; i++) {
    const line = lines[i]!;
    // A blank line, a line opening with its dates or naming another degree is the next entry (the same level named
    // again spells the first out: «Бакалавриат …» / «Бакалавр … наук в области …»); a list item under it says what
    // was done there ("• Led group design project …"), not the field.
    const named = i > first ? degreeIn(foldCase(line)) : null;
    if (i > first && (!line.trim() || ENTRY_ITEM.test(line) || (named !== null && named !== level))) break;
    entry.push(line);
  }
  return entry.join("\n");
}
