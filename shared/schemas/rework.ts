/**
 * The reworked resume (issue 25): an improved version of the person's resume built only from what the analysis
 * read. Shared by the worker (which builds, stores and renders it to DOCX) and the client (the side-by-side view and
 * the print page). A `[…]` placeholder marks what only the person can add; it is never filled with a guess.
 */
import "./zod-config";
import { z } from "zod";

/** Bumped when the builder changes what it writes: a stored rework of an older version is built again. */
export const REWORK_VERSION = 2;

/**
 * What a stored rework was built with: the builder's version and the reading's (shared/schemas/reading.ts), so a
 * change of either builds it again.
 */
export function reworkBuildVersion(readingVersion: number): number {
  return REWORK_VERSION * 1000 + readingVersion;
}

/** Sections carried over as the person listed them, under a standard heading. */
export const REWORK_EXTRA_SECTIONS = [
  "projects",
  "achievements",
  "publications",
  "volunteering",
  "additional",
] as const;

export const reworkLanguageSchema = z.enum(["ru", "en"]);
export type ReworkLanguage = z.infer<typeof reworkLanguageSchema>;

export const reworkJobSchema = z.object({
  /** «09.2016 – настоящее время» / "09/2016 – present": one date format for every job. */
  period: z.string(),
  title: z.string().nullable(),
  employer: z.string().nullable(),
  bullets: z.array(z.string()),
});
export type ReworkJob = z.infer<typeof reworkJobSchema>;

export const reworkSkillGroupSchema = z.object({ group: z.string(), items: z.array(z.string()) });

/** One section of the original beside the same section reworked, for the side-by-side view. */
export const reworkComparisonSchema = z.object({
  section: z.string(),
  before: z.array(z.string()),
  after: z.array(z.string()),
});

export const reworkedResumeSchema = z.object({
  version: z.number().int(),
  language: reworkLanguageSchema,
  name: z.string().nullable(),
  position: z.string().nullable(),
  contacts: z.object({
    phones: z.array(z.string()),
    email: z.string().nullable(),
    links: z.array(z.string()),
    city: z.string().nullable(),
  }),
  /** The date the document says it was written ("2019-03") when it says one: "present" in it means that month. */
  asOf: z.string().nullable(),
  /** The person's own summary, cleaned; without one, a draft from their facts that the document marks as such. */
  summary: z.string().nullable(),
  summaryIsDraft: z.boolean(),
  experience: z.array(reworkJobSchema),
  skills: z.array(reworkSkillGroupSchema),
  education: z.array(z.string()),
  courses: z.array(z.string()),
  languages: z.array(z.string()),
  /** Projects, achievements, publications, volunteering and other details, as the person listed them. */
  extra: z.array(z.object({ kind: z.string(), heading: z.string(), items: z.array(z.string()) })),
  /** What was left out on the analysis's advice (photo, birth date, marital status…), as labels for the view. */
  removed: z.array(z.string()),
  comparison: z.array(reworkComparisonSchema),
});
export type ReworkedResume = z.infer<typeof reworkedResumeSchema>;

/** Section headings of the reworked resume: standard words every applicant tracking system knows. */
export const REWORK_HEADINGS = {
  ru: {
    contacts: "Контакты",
    summary: "О себе",
    experience: "Опыт работы",
    skills: "Навыки",
    education: "Образование",
    courses: "Курсы и сертификаты",
    languages: "Языки",
    position: "Желаемая должность",
    draft: "Черновик: проверь и поправь своими словами",
    asOf: "Обновлено",
    projects: "Проекты",
    achievements: "Достижения",
    publications: "Публикации",
    volunteering: "Волонтёрство",
    additional: "Дополнительно",
    talks: "Доклады и выступления",
    grants: "Гранты и стипендии",
    teaching: "Преподавание",
  },
  en: {
    contacts: "Contacts",
    summary: "Summary",
    experience: "Work Experience",
    skills: "Skills",
    education: "Education",
    courses: "Courses and Certificates",
    languages: "Languages",
    position: "Desired Position",
    draft: "Draft: check it and put it in your own words",
    asOf: "Last updated",
    projects: "Projects",
    achievements: "Achievements",
    publications: "Publications",
    volunteering: "Volunteering",
    additional: "Additional Information",
    talks: "Talks and Presentations",
    grants: "Grants and Fellowships",
    teaching: "Teaching",
  },
} as const satisfies Record<ReworkLanguage, Record<string, string>>;

/** What only the person can add. Shown in square brackets in the document so it cannot be sent unnoticed. */
export const REWORK_PLACEHOLDERS = {
  ru: {
    result: "[добавь результат в цифрах]",
    employer: "[название компании]",
    position: "[желаемая должность]",
  },
  en: {
    result: "[add a result in numbers]",
    employer: "[company name]",
    position: "[desired position]",
  },
} as const satisfies Record<ReworkLanguage, Record<string, string>>;
