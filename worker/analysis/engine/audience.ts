/**
 * Whom a piece of advice fits (decision 510). Every advice item that suits only some people declares it here — by
 * the person's level, field and market — and the criteria (`Criterion.audience`) and the writer (`report.ts`) give it
 * only to those it fits. One table, so "no Telegram for a professor" and "no hackathons for a butcher" are one edit.
 *
 * A reading the reader is unsure of (a role family or a level below UNSURE confidence) fits no level-bound item: the
 * person hears the advice that fits everyone, never a junior ladder or an executive's plan built on a guess.
 */
import { LEVELS, type Level, type RoleFamily } from "../knowledge/families";
import { RU_MARKET_ONLY } from "../knowledge/markets";
import { levelOfTitle, unitGroupOfTitle } from "../knowledge/professions";
import { type CandidateProfile, type Market, PROFILE_FAMILY } from "./profile";
import { academicNorms } from "./research";
import { currentStudy, studyGoesOn } from "./stale";
import type { Language, ResumeFacts } from "./types";

/** Below this confidence the reading's role and level are not asserted (decision 440). */
export const UNSURE = 0.4;

/** Experienced people: no Telegram line, courses section or junior ladder is news to them. */
const EXPERIENCED: readonly Level[] = ["senior", "lead_manager", "executive"];
/** Leaders: hired by their results and their network, their pay negotiated rather than filtered on a job board. */
const LEADERS: readonly Level[] = ["lead_manager", "executive"];

/** Families whose results are software, data or systems: where the IT verbs («спроектировал», "Deployed") fit. */
export const IT_FAMILIES: ReadonlySet<RoleFamily> = new Set([
  "software_engineering",
  "data_ml",
  "devops_sre",
  "qa_testing",
  "1c_erp",
  "it_support",
]);

/**
 * Work done at a desk or a screen, where remote work, LinkedIn, project portfolios and hackathons are part of the
 * trade. Shop floors, kitchens, warehouses, transport, plants, classrooms and the families the reader does not name
 * (trades, medicine, "other") are not: the advice there is about the place, the shift and the people served. A
 * family that holds both (a plant's design engineer and its butcher are one family) is left out: desk-only advice
 * withheld from an engineer is a small loss, given to a butcher it is advice that ignores the field (decision 510).
 */
const DESK: ReadonlySet<RoleFamily> = new Set<RoleFamily>([
  ...IT_FAMILIES,
  "product_project_management",
  "design",
  "sales",
  "marketing",
  "accounting_finance",
  "hr_recruiting",
  "legal",
  "executive_management",
  "research_academia",
  "administrative_office",
]);

export interface Audience {
  /** The only levels the advice fits (it speaks of that level); a reading unsure of the level fits none of them. */
  levels?: readonly Level[];
  /** Levels the advice does not fit; a reading unsure of the level is not one of them unless its years say so. */
  notLevels?: readonly Level[];
  /** Only for desk work (not shop, kitchen, warehouse, transport, trades or medicine); unknown fields are not. */
  desk?: true;
  /** Only for software, data and systems work (IT_FAMILIES): a developer's study projects, not a care worker's. */
  it?: true;
  /** Not for a research CV: a professor's or a postdoc's record is read by a committee, not a job board. */
  notResearch?: true;
  /** Not for a person who writes, studies or works in English: "even basic English is a plus" is not news to them. */
  notEnglishUser?: true;
  /** Only for one market's recruiters (Telegram is the Russian-speaking market's); never for a market unread. */
  market?: Market;
  /** Only for a resume written in this language: an English version is advice to a Russian resume aimed abroad. */
  language?: Language;
  /** Not for a person whose study the dates show going on now: a full-time student's "gap" is their studies. */
  notStudying?: true;
  /** Only for these trades (ISCO-08 unit groups, knowledge/professions.curated.ts): a translator's test translation. */
  occupations?: readonly string[];
  /** Not for these trades: an IT junior's study projects or a ladder to "Middle" for a translator. */
  notOccupations?: readonly string[];
}

/** ISCO-08 2643: translators, interpreters and other linguists. */
const LINGUISTS = "2643";
/**
 * ISCO-08 2359, teaching professionals not elsewhere classified (ESCO's "private tutor"): teaching outside a school's
 * classes, where a school's own requirements (the state standard, homeroom teaching) are no gap (decision 595).
 */
const TUTORS = "2359";

/** The advice items whose audience is narrower than everyone. */
export const ADVICE = {
  /** «Добавь Telegram в шапку». */
  telegram: { notLevels: EXPERIENCED, notResearch: true, market: "ru" },
  /** "Add your LinkedIn profile": the English-speaking market's messenger, for desk work. */
  linkedin: { desk: true, notResearch: true },
  /** Links to a profile or to work (GitHub, portfolio, LinkedIn, a job board). */
  links: { desk: true },
  /** «Добавь раздел «Курсы и сертификаты»» and «Добавь курсы за последние 2–3 года». */
  courses: { notLevels: EXPERIENCED, notResearch: true },
  /** «На hh.ru укажи желаемый доход … «от [сумма] ₽ на руки»». */
  salary: { notLevels: LEADERS, notResearch: true, market: "ru" },
  /** «Open to remote or hybrid», «готов к удалённой работе». */
  remote: { desk: true },
  /** A projects section with a stack and links; hackathons. */
  projects: { desk: true },
  /** «Ближайшая цель — уровень Middle», «Следующий шаг — Senior». */
  ladder: { levels: ["junior", "middle", "senior"], notResearch: true, notOccupations: [LINGUISTS, TUTORS] },
  /**
   * «Доведи 2–3 учебных проекта до результата», «junior-вакансии в компаниях с наставничеством»: a starting developer's
   * or data analyst's portfolio and first job (decision 790: a UK care worker was given it).
   */
  studyProjects: { it: true, notOccupations: [LINGUISTS] },
  /** Language pairs and subject fields, CAT tools, a test translation and samples: a translator's own trade. */
  translatorKit: { occupations: [LINGUISTS] },
  /** Pupils' results, exams prepared for, the format of lessons: a private tutor's own trade (decision 595). */
  tutorKit: { occupations: [TUTORS] },
  /** «Перенеси «Опыт работы» выше «Образования»»: a research CV opens with its degree and works (decision 550). */
  experienceFirst: { notResearch: true },
  /** «если ты только начинаешь», first job, internships. */
  starting: { levels: ["student_intern", "junior"] },
  /** «Даже базовый английский — плюс». */
  englishPlus: { notEnglishUser: true, desk: true, notResearch: true },
  /** The IT verbs as examples: «спроектировал», «автоматизировал», "Deployed". */
  itVerbs: { desk: true },
  /** A school's own requirements as gaps: «ФГОС», «Классное руководство», inclusive classes (decision 595). */
  classroom: { notOccupations: [TUTORS] },
  /** «Сейчас ты не работаешь — объясни, чем занят», a pause since the last job: not for a student (decision 630). */
  explainIdle: { notStudying: true },
  /** «Сделай версию на английском»: a Russian resume whose author looks for work abroad (decision 630). */
  englishVersion: { market: "international", language: "ru" },
} as const satisfies Record<string, Audience>;

export type AdviceId = keyof typeof ADVICE;

/** The person as the advice sees them: read once per resume. */
export interface Reader {
  /** The level when the reading is sure of it, else null: what level-specific advice (a ladder) is built on. */
  level: Level | null;
  /**
   * The highest level any evidence gives — an unsure reading's, the stated title's, years of work: advice that is not
   * for experienced people is withheld on any sign of experience, given only when none is seen.
   */
  atLeast: Level | null;
  family: RoleFamily | null;
  desk: boolean;
  it: boolean;
  research: boolean;
  englishUser: boolean;
  /** The market the text says (`adviceMarket`), or null when the reading guessed it: no market's advice then. */
  market: Market | null;
  /** The resume's own language. */
  language: Language;
  /** The dates show a study going on now (stale.ts `currentStudy`). */
  studying: boolean;
  /** The ISCO-08 unit group of a trade with norms of its own the role names ("2643"), or null. */
  occupation: string | null;
}

/** Stated experience of this many years makes a person experienced whatever the level word says. */
const EXPERIENCED_YEARS = 8;

/**
 * The years a level is judged by (decisions 530, 675): the years of the dated jobs in the person's own field, as the
 * reading counts them (internships and jobs of other families left out) — ten years of teaching do not make a new
 * analyst senior, nor call for «напиши Middle», and a graduate's summer jobs in a shop make no senior engineer. The
 * total stands only where the reading found no dated job to judge by (an hh.ru export's stated total, say).
 */
export function yearsForLevel(facts: ResumeFacts, candidate: CandidateProfile | undefined): number {
  if (candidate?.career_change === true) return candidate.years_in_field ?? candidate.years_in_role;
  const inField = candidate?.jobs?.length ? candidate.years_in_field : undefined;
  return inField === undefined ? facts.totalExperienceYears : Math.min(facts.totalExperienceYears, inField);
}

/**
 * The reader of this analysis's facts and candidate: the criteria's `advises` and the writer ask for it a score of
 * times per analysis, so it is read once and kept with that analysis's facts object (gone with it: no cache across
 * analyses, decision 075), as examples.ts keeps its duty line.
 */
const READERS = new WeakMap<ResumeFacts, { candidate: CandidateProfile | undefined; reader: Reader }>();

export function readerOf(facts: ResumeFacts, candidate: CandidateProfile | undefined): Reader {
  const known = READERS.get(facts);
  if (known && known.candidate === candidate) return known.reader;
  const reader = readReader(facts, candidate);
  READERS.set(facts, { candidate, reader });
  return reader;
}

function readReader(facts: ResumeFacts, candidate: CandidateProfile | undefined): Reader {
  const sure = candidate !== undefined && candidate.confidence >= UNSURE;
  const family = candidate?.role_family ?? null;
  let level = sure ? (candidate?.seniority ?? null) : null;
  // The title at the top outranks a lower reading («Head of Analytics» read as middle is a lead), and years of work
  // make a person experienced: a ladder is never offered at or below where they stand.
  const stated = facts.seniorityStated;
  if (stated && (!level || RANK[stated] > RANK[level])) level = stated;
  // A career changer's years are the new field's (decisions 530, 550): eight years as an accountant make no senior
  // developer, and no «Tech Lead» is offered to a person who starts in the field.
  if ((!level || RANK[level] < RANK.senior) && yearsForLevel(facts, candidate) >= EXPERIENCED_YEARS) level = "senior";
  // A person who applies for an internship ("Desired position: Intern") hears an intern's advice, whatever their
  // student jobs add up to: no «уровень Middle», no "Head of Growth" (decision 595).
  if (facts.desiredPosition !== null && levelOfTitle(facts.desiredPosition) === "student_intern")
    level = "student_intern";
  const read = candidate?.seniority ?? null;
  const atLeast = read && (!level || RANK[read] > RANK[level]) ? read : level;
  const english =
    facts.language === "en" ||
    candidate?.market === "international" ||
    facts.languages.some(
      (l) => l.language === "английский" && /^(?:b2|c1|c2|native|fluent|свободн|родн)/iu.test(l.level ?? ""),
    );
  return {
    level,
    atLeast,
    family,
    desk: family !== null && DESK.has(family),
    it: family !== null && IT_FAMILIES.has(family),
    // An academic CV (a PhD student who teaches and presents) is read by a committee too (decision 720).
    research: academicNorms(facts.research) || family === "research_academia",
    englishUser: english,
    market: adviceMarket(candidate),
    language: facts.language,
    studying: studiesNow(facts),
    occupation: unitGroupOfTitle(candidate?.role ?? candidate?.headline ?? ""),
  };
}

/** A study open now or ending later, by the dates (a study ended lately is not "now"). */
function studiesNow(facts: ResumeFacts): boolean {
  const study = currentStudy(facts);
  return study !== null && studyGoesOn(facts, study);
}

/** A level's place on the one scale (knowledge/families.ts `LEVELS`): higher is more senior. */
const RANK = Object.fromEntries(LEVELS.map((level, index) => [level, index])) as Readonly<Record<Level, number>>;

/** Whether an advice item fits the person. */
export function fits(id: AdviceId, reader: Reader): boolean {
  const audience: Audience = ADVICE[id];
  if (audience.levels && (reader.level === null || !audience.levels.includes(reader.level))) return false;
  if (audience.notLevels && reader.atLeast !== null && audience.notLevels.includes(reader.atLeast)) return false;
  if (audience.desk && !reader.desk) return false;
  if (audience.it && !reader.it) return false;
  if (audience.notResearch && reader.research) return false;
  if (audience.notEnglishUser && reader.englishUser) return false;
  if (audience.market && audience.market !== reader.market) return false;
  if (audience.language && audience.language !== reader.language) return false;
  if (audience.notStudying && reader.studying) return false;
  if (audience.occupations && (reader.occupation === null || !audience.occupations.includes(reader.occupation)))
    return false;
  if (audience.notOccupations && reader.occupation !== null && audience.notOccupations.includes(reader.occupation))
    return false;
  return true;
}

/**
 * The market whose own things advice may name (decision 790): the reader's market (profile.ts `readMarket`: language,
 * a move abroad, a +7 phone, the country, its currency or job board), or null when the text does not say it (an
 * English resume read as Russia's by a city's name alone). No second reading of the market: the same one the skills
 * suggested, the in-demand list and the last pass use. With no reading at all the writer's default stays Russia's.
 */
export function adviceMarket(candidate: CandidateProfile | null | undefined): Market | null {
  if (candidate?.market_sure === false) return null;
  return candidate?.market ?? "ru";
}

/**
 * Names a sentence offers as examples, without those of another market or of a market unread (knowledge/markets.ts):
 * «APA или ГОСТ» for a Russian researcher, «APA» for one in Malmö; «РИНЦ, Scopus или Google Scholar» → «Scopus или
 * Google Scholar».
 */
export function ofMarket(names: readonly string[], market: Market | null): string[] {
  return market === "ru" ? [...names] : names.filter((name) => !RU_MARKET_ONLY.test(name));
}

/** The teacher profile's skills that are a school's own requirements, asked of its classroom teachers only. */
const CLASSROOM_SKILLS: ReadonlySet<string> = new Set(["ФГОС", "Классное руководство", "Инклюзивное образование"]);

/** Skills to suggest, without those of a trade the person is not in (a school's standard for a private tutor). */
export function forTrade(skills: readonly string[], reader: Reader): string[] {
  return fits("classroom", reader) ? [...skills] : skills.filter((skill) => !CLASSROOM_SKILLS.has(skill));
}

/** Below this share of a profile's expected skills covered, the profile is not the person's. */
const PROFILE_FIT_SHARE = 0.25;

/**
 * The skills dictionary's profile when it is the person's (decision 440, 595): of the family the reading names (or of
 * any, when none is read), and, for an experienced person, covered by their skills for a real share — a C++ developer
 * of twenty years whose skills cover 2 of the backend profile's 12 is not told to start with Redis and Kafka, while a
 * beginner's gaps are the field's basics, whatever they cover yet. A title does not decide it: the professions
 * knowledge reads every "developer" («Программист», "Quantitative Developer") as the backend profile's.
 */
export function fittingProfile(
  facts: ResumeFacts,
  candidate: CandidateProfile | null | undefined,
): ResumeFacts["profile"] {
  const profile = facts.profile;
  if (!profile) return null;
  // A reading unsure of the field or the market compares the resume with no field's vacancies (decision 720).
  if (candidate && !sureOfField(candidate)) return null;
  const family = candidate?.role_family ?? null;
  if (family !== null && PROFILE_FAMILY[profile.id] !== family) return null;
  const level = readerOf(facts, candidate ?? undefined).atLeast;
  const beginner = level === null || level === "student_intern" || level === "junior";
  return beginner || profile.coveredCount / Math.max(1, profile.expectedCount) >= PROFILE_FIT_SHARE ? profile : null;
}

/**
 * Whether the reading is sure of the person's field and market (decision 720): the one condition for comparing the
 * resume with a field's vacancies — skill gaps, in-demand skills, industries, a career path, the relevance of a degree.
 * An MQ engineer read as recruiting at 0.36, or a US academic read as a Russian tutor by a Florida town's name, get
 * no borrowed list; the report says plainly what it could not read (`unsureOfField`).
 */
export function sureOfField(candidate: CandidateProfile | null | undefined): boolean {
  return (
    candidate !== null &&
    candidate !== undefined &&
    candidate.role_family !== null &&
    candidate.role_family !== "other" &&
    candidate.confidence >= UNSURE &&
    candidate.market_sure !== false
  );
}

/**
 * What the reading is unsure of, said plainly where a comparison with vacancies would stand (decision 720): `instead`
 * is what the report does not do for it («с вакансиями конкретной роли резюме не сравниваем»).
 */
export function unsureOfField(candidate: CandidateProfile | null | undefined, instead: string): string {
  const fieldSure =
    candidate && candidate.role_family !== null && candidate.role_family !== "other" && candidate.confidence >= UNSURE;
  return fieldSure
    ? `Рынок, на который нацелено резюме, по тексту читается неуверенно, поэтому ${instead}. Назови в шапке страну и город, где ищешь работу.`
    : `Роль по резюме читается неуверенно, поэтому ${instead}. Назови целевую роль в заголовке.`;
}
