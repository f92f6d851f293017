/**
 * What a cover letter may say about the person: read from the resume's stored reading (services/reading.ts), never
 * made up.
 * Skills are the engine's recognised skills, achievements are the resume's own measurable lines quoted verbatim,
 * the role is the resume's own title or the detected profile. When a vacancy text is given, the skills it asks for
 * that the resume really has come first.
 */

import type { CoverLetterRequest } from "../../shared/schemas/cover-letter";
import { cleanTitle, detectLanguage, matchSkills, type ResumeReading, readResume } from "../analysis/engine";

export type LetterLanguage = "ru" | "en";

export interface LetterEvidence {
  resumeLanguage: LetterLanguage;
  /** The language the letter is written in: the vacancy's, Russian by default. */
  letterLanguage: LetterLanguage;
  name: string | null;
  /** The resume's own title ("Менеджер по продажам B2B"), or null. */
  role: string | null;
  profileId: string | null;
  /** Skills the vacancy asks for that the resume has, in the vacancy's order. */
  matchedSkills: string[];
  /** Other skills of the resume, most mentioned and most in demand first. */
  otherSkills: string[];
  /** Measurable lines of the resume, cleaned of bullets, those naming a wanted skill first. */
  achievements: string[];
  hasHigherEducation: boolean;
  /** A vacancy text was given: only then may the letter speak of "the tasks you describe". */
  hasVacancy: boolean;
  /** The first sentence of «О компании», quoted in the letter so that the field changes it; null without one. */
  companyNote: string | null;
}

const MAX_ACHIEVEMENTS = 3;
const MAX_ACHIEVEMENT_CHARS = 150;
const BULLET = /^\s*(?:[-–—•·▪■◦●*+►▶➢✓✔]|\d{1,2}[.)])\s*/u;
/** Lines with contacts or dates only are not achievements even when they hold numbers. */
const NOT_AN_ACHIEVEMENT = /@|https?:|www\.|\+\s?\d[\d\s()-]{8,}|^\s*(?:\d{1,2}[./])?\d{4}\s*[–—-]/u;
/** A salary expectation has numbers too, but it is not a result: «от 250 000 ₽ на руки», "$120k". */
const SALARY_LINE =
  /на руки|зарплат|заработн|оклад|доход|salary|compensation|(?:^|\s)от\s\d[\d\s]*(?:₽|руб|р\.|тыс)|^\s*\$?\d[\d\s,.]*\s?(?:₽|руб|k\b|тыс)/iu;
const HIGHER_LEVELS: ReadonlySet<string> = new Set(["phd", "master", "bachelor", "higher"]);

export function letterLanguageOf(
  request: Pick<CoverLetterRequest, "vacancy_description" | "company_info">,
): LetterLanguage {
  const vacancyText = request.vacancy_description ?? request.company_info;
  return vacancyText ? detectLanguage(vacancyText) : "ru";
}

export function gatherEvidence(
  resumeText: string,
  request: CoverLetterRequest,
  reading: ResumeReading = readResume({ text: resumeText }),
): LetterEvidence {
  const resumeSkills = rankSkills(reading);
  const byName = new Map(resumeSkills.map((skill) => [skill.name, skill.display || skill.name]));
  // Only skills the vacancy names itself: an implied one ("SQL" of "PostgreSQL") is not "mentioned in the vacancy".
  const wanted = request.vacancy_description
    ? matchSkills(`${request.position_name}\n${request.vacancy_description}`)
        .filter((s) => !s.implied)
        .map((s) => s.name)
    : [];
  const matchedNames = wanted.filter((name) => byName.has(name));
  const matchedSkills = withoutContained(matchedNames.map((name) => byName.get(name)!));
  const otherSkills = withoutContained(
    resumeSkills.filter((skill) => !matchedNames.includes(skill.name)).map((skill) => skill.display || skill.name),
  );
  return {
    resumeLanguage: reading.language,
    letterLanguage: letterLanguageOf(request),
    name: reading.person.name,
    // The desired position, else the person's latest job as the resume names it: the letter says what they do.
    role:
      cleanRole(reading.person.desiredPosition) ??
      cleanRole(reading.timeline.ranges.find((range) => range.isWork)?.label ?? null),
    profileId: reading.person.profile?.id ?? null,
    matchedSkills,
    otherSkills,
    achievements: pickAchievements(reading.lines.quantified, matchedSkills),
    hasHigherEducation: reading.education.level !== null && HIGHER_LEVELS.has(reading.education.level),
    hasVacancy: Boolean(request.vacancy_description?.trim()),
    companyNote: firstSentence(request.company_info),
  };
}

/** The first whole sentence of the company description, 20–160 characters, without a final period. */
function firstSentence(text: string | null | undefined): string | null {
  const flat = (text ?? "").replace(/\s+/gu, " ").trim();
  const sentence = flat.split(/(?<=[.!?])\s+/u)[0]?.replace(/[.!?]+$/u, "") ?? "";
  return sentence.length >= 20 && sentence.length <= 160 ? sentence : null;
}

/** Most mentioned and most in demand first; a skill only implied by another ("1С" by "1С:ERP") is not named. */
function rankSkills(reading: ResumeReading): ResumeReading["skills"] {
  const demandRank = { high: 0, medium: 1, low: 2 } as const;
  return reading.skills
    .filter((skill) => !skill.implied)
    .sort((a, b) => b.count - a.count || demandRank[a.demand] - demandRank[b.demand]);
}

/** "Продажи" says nothing next to "B2B-продажи": a skill whose name is part of another one's is left out. */
function withoutContained(names: string[]): string[] {
  const lower = names.map((n) => n.toLowerCase());
  return names.filter(
    (_, i) => !lower.some((other, j) => j !== i && other.length > lower[i]!.length && other.includes(lower[i]!)),
  );
}

function cleanRole(role: string | null): string | null {
  if (!role) return null;
  // "Инженер по тестированию (QA), Новосибирск" or "Designer | Moscow": the title is what comes before the city;
  // a job line "Paymio GmbH — Senior Backend Engineer" names the company first, the title after the dash.
  const dashed = role.split(/\s+[—–-]\s+/u);
  const title =
    dashed.length === 2 && /(?:gmbh|ooo|ооо|llc|inc|ltd|ао|пао|зао|«)/iu.test(dashed[0]!) ? dashed[1]! : role;
  // The engine's clean title: a bracket the layout cut («Стажер (Маркетинг»), a cut date, capitals lowered.
  const cleaned = cleanTitle((title.split(/\s*[,|•·]\s*/u)[0] ?? "").replace(/[.;:]+$/u, "").trim()) ?? "";
  // A whole sentence is not a title; a title with digits is usually a salary or a date line.
  return cleaned.length >= 3 && cleaned.length <= 70 && !/\d/u.test(cleaned) ? cleaned : null;
}

/** Verbatim lines, cleaned of list markers and trailing punctuation, so they read inside a sentence. */
export function cleanAchievement(line: string): string {
  return line
    .replace(BULLET, "")
    .replace(/[\s.;,…]+$/u, "")
    .replace(/\s+/gu, " ")
    .trim();
}

function pickAchievements(lines: readonly string[], wantedSkills: readonly string[]): string[] {
  // The engine clips long lines with "…": a cut sentence is not quoted.
  const candidates = lines
    .filter((line) => !line.endsWith("…"))
    .map(cleanAchievement)
    .filter(
      (line) =>
        line.length >= 15 &&
        line.length <= MAX_ACHIEVEMENT_CHARS &&
        !NOT_AN_ACHIEVEMENT.test(line) &&
        !SALARY_LINE.test(line),
    );
  const mentionsWanted = (line: string) =>
    wantedSkills.some((skill) => line.toLowerCase().includes(skill.toLowerCase()));
  const ordered = [...candidates.filter(mentionsWanted), ...candidates.filter((line) => !mentionsWanted(line))];
  return [...new Set(ordered)].slice(0, MAX_ACHIEVEMENTS);
}
