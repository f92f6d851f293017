/**
 * Education level, courses and foreign languages with levels.
 */
import { GENERATED_SPOKEN_LANGUAGES } from "../knowledge/skills.languages.generated";
import { foldCase, LOOK_ALIKE_LATIN } from "./text";
import type { EducationLevel, LanguageSkill } from "./types";

/**
 * A doctoral degree, held or in progress: «кандидат технических наук» in any case («степень кандидата …») and its abbreviations as the ВАК writes them
 * («к.т.н.», «к.ф.-м.н.», «д.э.н.»), аспирантура, PhD, DPhil, Sc.D., "doctor of philosophy". The one recogniser of
 * the degree (the education level and the research CV, engine/research.ts).
 */
export const DOCTORAL_DEGREE =
  /кандидат(?:а|у|ом|е)? [\p{L}-]+ наук|доктор(?:а|у|ом|е)? [\p{L}-]+ наук|аспирантур|(?<![а-яa-z.])[кд]\.\s?(?:[а-я]{1,4}\.)?(?:-[а-я]{1,4}\.)?\s?н\.(?![а-яa-z])|(?<![а-яa-z])(?:ph\.?\s?d|d\.?\s?phil|sc\.\s?d)(?![а-яa-z])|doctor of philosophy|doctorate/u;

/**
 * A university or another higher-education institution named in a folded line: the word for one, or a university
 * department («кафедра»: ЕКС's «профессорско-преподавательский состав» works at one). The one list of these words.
 */
export const HIGHER_EDUCATION_INSTITUTION =
  /университет|институт|академи[яи]|(?<![а-яa-z])вуз|высш[а-я]* школ|university|institute of|college of|кафедр|faculty of/u;

/** Checked from the highest degree down; the first hit is the level. */
const LEVELS: ReadonlyArray<readonly [EducationLevel, RegExp, "section only"?]> = [
  ["phd", DOCTORAL_DEGREE],
  [
    "master",
    /магистр|магистратур|(?<![а-яa-z])(?:master(?:'s|’s)?(?: of| degree)?|m\.?sc|m\.?s\.(?=\s)|mba|m\.?a\.(?=\s)|ll\.?m|j\.?d\.)(?![а-яa-z])|степень магистра/u,
  ],
  [
    "bachelor",
    /бакалавр|(?<![а-яa-z])(?:bachelor(?:'s|’s)?|b\.?sc|b\.?s\.(?=\s)|b\.?a\.(?=\s)|b\.?eng|b\.?tech|undergraduate)(?![а-яa-z])/u,
  ],
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
    /среднее образование|среднее общее|(?<![а-яa-z])(?<!высш[а-я]*\s)школа(?![а-яa-z])|high school|secondary school|ged(?![а-яa-z])|(?<![а-яa-z])(?:gcses?|a-levels?|11 классов|основное общее)(?![а-яa-z])/u,
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

export function detectEducationLevel(foldedEducationText: string, foldedFullText: string): EducationLevel | null {
  const inSection = foldedEducationText.trim() !== "";
  const source = inSection ? foldedEducationText : foldedFullText;
  for (const [level, pattern, scope] of LEVELS) {
    if ((inSection || !scope) && pattern.test(source)) return level;
  }
  return null;
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
  /(?<![а-яa-z])(?:[abcавс][12](?:\+)?|родной|носитель|native(?: speaker)?|mother tongue|свободн(?:о|ый|ое)|fluent(?:ly)?|proficient|proficiency|advanced|upper[\s-]intermediate|pre[\s-]intermediate|intermediate|elementary|beginner|basic|introductory|базов(?:ый|ое|ые)|начальн(?:ый|ое)|разговорн(?:ый|ое)|техническ(?:ий|ое)|читаю[^\n]{0,30}|профессиональн(?:ый|ое)|продвинут(?:ый|ое)|средн(?:ий|ее)|conversational|working proficiency|full professional|limited working|ielts\s?\d(?:[.,]\d)?|toefl\s?\d{2,3}|cefr [abc][12])(?![а-яa-z])/u;

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
  lines.forEach((line, index) => {
    for (const [code, at] of languagesIn(line)) {
      if (found.has(code)) continue;
      // The level is usually on the same line ("Английский — B1") or on the next one (two-line layouts).
      // Several languages on one line ("English — C2, German — B2"): the level follows its own language name.
      // A line that names one language may put its level before it ("Fluent in … Spanish", "Introductory French").
      const level =
        LEVEL.exec(line.slice(at))?.[0] ??
        (line.length < 30 ? LEVEL.exec(lines[index + 1] ?? "")?.[0] : undefined) ??
        (languagesIn(line).size === 1 ? LEVEL.exec(line.slice(0, at))?.[0] : undefined) ??
        null;
      const named = /язык|language/u.test(line);
      // Outside a languages section a language needs its level or the word «язык»; a rarer one the word itself
      // («Lao», «эве» are words of other texts too).
      if (!inSection && !named && (level === null || !FIRST.includes(code))) continue;
      found.set(code, { language: SPOKEN.russianOf.get(code)!, level: level ? latinLevel(level.trim()) : null });
    }
  });
  levelsInColumn(lines, found);
  return [...found.entries()].sort(([a], [b]) => SPOKEN.rank(a) - SPOKEN.rank(b)).map(([, skill]) => skill);
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
