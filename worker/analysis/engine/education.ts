/**
 * Education level, courses and foreign languages with levels.
 */
import type { EducationLevel, LanguageSkill } from "./types";

/** Checked from the highest degree down; the first hit is the level. */
const LEVELS: ReadonlyArray<readonly [EducationLevel, RegExp]> = [
  ["phd", /кандидат [\p{L}-]+ наук|доктор [\p{L}-]+ наук|аспирантур|(?<![\p{L}])ph\.?\s?d(?![\p{L}])|doctor of philosophy|doctorate/u],
  ["master", /магистр|магистратур|(?<![\p{L}])(?:master(?:'s|’s)?(?: of| degree)?|m\.?sc|m\.?s\.(?=\s)|mba|m\.?a\.(?=\s)|ll\.?m|j\.?d\.)(?![\p{L}])|степень магистра/u],
  ["bachelor", /бакалавр|(?<![\p{L}])(?:bachelor(?:'s|’s)?|b\.?sc|b\.?s\.(?=\s)|b\.?a\.(?=\s)|b\.?eng|b\.?tech|undergraduate)(?![\p{L}])/u],
  ["incomplete_higher", /неоконченное высшее|незаконченное высшее|(?<![\p{L}])студент(?:ка)?\s\d\s?(?:-?го)?\s?курса|incomplete higher/u],
  ["higher", /(?<![\p{L}])высшее(?![\p{L}])|специалист(?:итет)?\s?\(|университет|институт|академи[яи]|(?<![\p{L}])вуз|university|institute of|college of|(?<![\p{L}])специалитет|инженер[\s-]|диплом специалиста/u],
  ["vocational", /среднее специальное|среднее профессиональное|колледж|техникум|(?<![\p{L}])училищ|associate(?:'s)? degree|community college|vocational/u],
  ["secondary", /среднее образование|среднее общее|(?<![\p{L}])школа(?![\p{L}])|high school|secondary school|ged(?![\p{L}])/u],
  ["courses", /курсы|(?<![\p{L}])курс(?![\p{L}])|сертификат|certificate|certification|bootcamp|онлайн-школ|нетология|skillbox|яндекс практикум|geekbrains|otus|stepik|coursera|udemy|stepik/u],
];

export function detectEducationLevel(foldedEducationText: string, foldedFullText: string): EducationLevel | null {
  const source = foldedEducationText.trim() ? foldedEducationText : foldedFullText;
  for (const [level, pattern] of LEVELS) {
    if (pattern.test(source)) return level;
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

const COURSE_LINE = /курс|сертификат|certificat|course|bootcamp|training|тренинг|повышени[ея] квалификации|нетология|skillbox|практикум|geekbrains|otus|stepik|coursera|udemy|академия|academy/u;

/** Number of course/certificate lines and the latest year among them (courses older than ~3 years age). */
export function analyzeCourses(foldedCoursesText: string): { count: number; latestYear: number | null } {
  const lines = foldedCoursesText.split("\n").filter((l) => l.trim().length > 3);
  const count = lines.filter((l) => COURSE_LINE.test(l)).length || Math.max(0, lines.length - 1);
  const years = (foldedCoursesText.match(/(?:19|20)\d\d/g) ?? []).map(Number);
  return { count, latestYear: years.length ? Math.max(...years) : null };
}

const LANGUAGE_NAMES: ReadonlyArray<readonly [string, RegExp]> = [
  ["английский", /английск|(?<![\p{L}])english(?![\p{L}])/u],
  ["немецкий", /немецк|(?<![\p{L}])german(?![\p{L}])|deutsch/u],
  ["французский", /французск|(?<![\p{L}])french(?![\p{L}])/u],
  ["испанский", /испанск|(?<![\p{L}])spanish(?![\p{L}])/u],
  ["итальянский", /итальянск|(?<![\p{L}])italian(?![\p{L}])/u],
  ["китайский", /китайск|(?<![\p{L}])(?:chinese|mandarin)(?![\p{L}])/u],
  ["японский", /японск|(?<![\p{L}])japanese(?![\p{L}])/u],
  ["турецкий", /турецк|(?<![\p{L}])turkish(?![\p{L}])/u],
  ["арабский", /арабск|(?<![\p{L}])arabic(?![\p{L}])/u],
  ["корейский", /корейск|(?<![\p{L}])korean(?![\p{L}])/u],
  ["русский", /(?<![\p{L}])русск(?:ий|ого)(?![\p{L}])|(?<![\p{L}])russian(?![\p{L}])/u],
  ["украинский", /украинск|ukrainian/u],
  ["казахский", /казахск|kazakh/u],
  ["португальский", /португальск|portuguese/u],
  ["польский", /польск(?:ий|ого)|(?<![\p{L}])polish(?![\p{L}])/u],
  ["хинди", /(?<![\p{L}])(?:хинди|hindi)(?![\p{L}])/u],
];

const LEVEL = /(?<![\p{L}])(?:[abc][12](?:\+)?|родной|носитель|native(?: speaker)?|mother tongue|свободн(?:о|ый|ое)|fluent(?:ly)?|proficient|proficiency|advanced|upper[\s-]intermediate|pre[\s-]intermediate|intermediate|elementary|beginner|basic|базов(?:ый|ое|ые)|начальн(?:ый|ое)|разговорн(?:ый|ое)|техническ(?:ий|ое)|читаю[^\n]{0,30}|профессиональн(?:ый|ое)|продвинут(?:ый|ое)|средн(?:ий|ее)|conversational|working proficiency|full professional|limited working|ielts\s?\d(?:[.,]\d)?|toefl\s?\d{2,3}|cefr [abc][12])(?![\p{L}])/u;

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
    const level = LEVEL.exec(line)?.[0] ?? (line.length < 30 ? LEVEL.exec(lines[index + 1] ?? "")?.[0] : undefined) ?? null;
    if (level === null && !foldedLanguagesText.trim() && !/язык|language/u.test(line)) continue;
    result.push({ language, level: level ? level.trim() : null });
  }
  return result;
}
