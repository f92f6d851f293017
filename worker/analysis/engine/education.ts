/**
 * Education level, courses and foreign languages with levels.
 */
import type { EducationLevel, LanguageSkill } from "./types";

/** Checked from the highest degree down; the first hit is the level. */
const LEVELS: ReadonlyArray<readonly [EducationLevel, RegExp, "section only"?]> = [
  [
    "phd",
    /кандидат [\p{L}-]+ наук|доктор [\p{L}-]+ наук|аспирантур|(?<![а-яa-z])ph\.?\s?d(?![а-яa-z])|doctor of philosophy|doctorate/u,
  ],
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
    /(?<![а-яa-z])высшее(?![а-яa-z])|специалист(?:итет)?\s?\(|университет|институт|академи[яи]|(?<![а-яa-z])вуз|university|institute of|college of|(?<![а-яa-z])специалитет|инженер[\s-]|диплом специалиста/u,
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
    /среднее образование|среднее общее|(?<![а-яa-z])школа(?![а-яa-z])|high school|secondary school|ged(?![а-яa-z])/u,
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

const COURSE_LINE =
  /курс|сертификат|certificat|course|bootcamp|training|тренинг|повышени[ея] квалификации|нетология|skillbox|практикум|geekbrains|otus|stepik|coursera|udemy|академия|academy/u;

/** Number of course/certificate lines and the latest year among them (courses older than ~3 years age). */
export function analyzeCourses(foldedCoursesText: string): { count: number; latestYear: number | null } {
  const lines = foldedCoursesText.split("\n").filter((l) => l.trim().length > 3);
  const count = lines.filter((l) => COURSE_LINE.test(l)).length || Math.max(0, lines.length - 1);
  const years = (foldedCoursesText.match(/(?:19|20)\d\d/g) ?? []).map(Number);
  return { count, latestYear: years.length ? Math.max(...years) : null };
}

const LANGUAGE_NAMES: ReadonlyArray<readonly [string, RegExp]> = [
  ["английский", /английск|(?<![а-яa-z])english(?![а-яa-z])/u],
  ["немецкий", /немецк|(?<![а-яa-z])german(?![а-яa-z])|deutsch/u],
  ["французский", /французск|(?<![а-яa-z])french(?![а-яa-z])/u],
  ["испанский", /испанск|(?<![а-яa-z])spanish(?![а-яa-z])/u],
  ["итальянский", /итальянск|(?<![а-яa-z])italian(?![а-яa-z])/u],
  ["китайский", /китайск|(?<![а-яa-z])(?:chinese|mandarin)(?![а-яa-z])/u],
  ["японский", /японск|(?<![а-яa-z])japanese(?![а-яa-z])/u],
  ["турецкий", /турецк|(?<![а-яa-z])turkish(?![а-яa-z])/u],
  ["арабский", /арабск|(?<![а-яa-z])arabic(?![а-яa-z])/u],
  ["корейский", /корейск|(?<![а-яa-z])korean(?![а-яa-z])/u],
  ["русский", /(?<![а-яa-z])русск(?:ий|ого)(?![а-яa-z])|(?<![а-яa-z])russian(?![а-яa-z])/u],
  ["украинский", /украинск|ukrainian/u],
  ["казахский", /казахск|kazakh/u],
  ["португальский", /португальск|portuguese/u],
  ["польский", /польск(?:ий|ого)|(?<![а-яa-z])polish(?![а-яa-z])/u],
  ["хинди", /(?<![а-яa-z])(?:хинди|hindi)(?![а-яa-z])/u],
];

const LEVEL =
  /(?<![а-яa-z])(?:[abc][12](?:\+)?|родной|носитель|native(?: speaker)?|mother tongue|свободн(?:о|ый|ое)|fluent(?:ly)?|proficient|proficiency|advanced|upper[\s-]intermediate|pre[\s-]intermediate|intermediate|elementary|beginner|basic|базов(?:ый|ое|ые)|начальн(?:ый|ое)|разговорн(?:ый|ое)|техническ(?:ий|ое)|читаю[^\n]{0,30}|профессиональн(?:ый|ое)|продвинут(?:ый|ое)|средн(?:ий|ее)|conversational|working proficiency|full professional|limited working|ielts\s?\d(?:[.,]\d)?|toefl\s?\d{2,3}|cefr [abc][12])(?![а-яa-z])/u;

/** Languages with their level, looked for in the languages section (or the whole text when there is none). */
export function findLanguages(foldedLanguagesText: string, foldedFullText: string): LanguageSkill[] {
  const source = foldedLanguagesText.trim() ? foldedLanguagesText : foldedFullText;
  const result: LanguageSkill[] = [];
  const lines = source.split("\n");
  for (const [language, pattern] of LANGUAGE_NAMES) {
    const index = lines.findIndex((line) => pattern.test(line));
    if (index < 0) continue;
    const line = lines[index] ?? "";
    // The level is usually on the same line ("Английский — B1") or on the next one (two-line layouts).
    // Several languages on one line ("English — C2, German — B2"): the level follows its own language name.
    const at = pattern.exec(line)?.index ?? 0;
    const level =
      LEVEL.exec(line.slice(at))?.[0] ??
      (line.length < 30 ? LEVEL.exec(lines[index + 1] ?? "")?.[0] : undefined) ??
      null;
    if (level === null && !foldedLanguagesText.trim() && !/язык|language/u.test(line)) continue;
    result.push({ language, level: level ? level.trim() : null });
  }
  return result;
}
