/**
 * Vacancy matches and version comparison of a resume (issue 16, decisions 130–131). Like the cover letter, a match
 * is for the owner of a paid, analysed resume, rate-limited per owner, computed first and stored with one insert.
 */
import { desc, eq } from "drizzle-orm";
import {
  type ResumeComparison,
  VACANCY_BAD_LINK_MESSAGE,
  type VacancyMatch,
  type VacancyMatchRequest,
} from "../../shared/schemas/vacancy-match";
import type { Database } from "../db/client";
import { analyses, vacancyMatches } from "../db/schema";
import { ApiError, badRequest, tooManyRequests } from "../lib/errors";
import { newId } from "../lib/ids";
import { log } from "../lib/log";
import { parseHhVacancyLink } from "../providers/vacancies/hh";
import { VacancyFetchError, type VacancyProvider } from "../providers/vacancies/types";
import type { Actor } from "../types";
import { compareVersions, type VersionInput } from "../vacancy-match/compare";
import { otherSiteMessage, vacancyLinkOf } from "../vacancy-match/link";
import { type ComputedMatch, matchVacancy } from "../vacancy-match/match";
import { VACANCY_FETCH_MESSAGES, VACANCY_FETCH_STATUS } from "../vacancy-match/messages";
import { type VacancyInput, vacancyCity, yearsAsked } from "../vacancy-match/requirements";
import { requireOwnedResume } from "./ownership";
import { hitRateLimit } from "./rate-limit";
import { readingOf } from "./reading";

export const MATCH_UNPAID_MESSAGE = "Сравнение с вакансией доступно после оплаты анализа резюме.";
export const MATCH_NOT_ANALYSED_MESSAGE = "Сначала дождись результата анализа: сравнение строится на нём.";
export const MATCH_RATE_LIMIT_MESSAGE = "Слишком много сравнений подряд. Пожалуйста, подожди немного и попробуй снова.";
export const COMPARE_NOT_ANALYSED_MESSAGE = "Сравнить можно только проанализированные версии резюме.";
export const COMPARE_SAME_MESSAGE = "Выбери другую версию резюме для сравнения.";

/** A person comparing a resume with a day's worth of vacancies; a script is stopped quickly. */
export const MATCH_RATE_LIMIT = { limit: 30, windowSeconds: 60 * 60 } as const;
export const MAX_LISTED_MATCHES = 20;

type MatchRow = typeof vacancyMatches.$inferSelect;

export function toVacancyMatch(row: MatchRow): VacancyMatch {
  return {
    ...(row.result as ComputedMatch),
    id: row.id,
    source: row.source,
    vacancy_url: row.vacancyUrl,
    vacancy_title: row.vacancyTitle,
    employer: row.employer,
    vacancy_text: row.vacancyText,
    match_percent: row.matchPercent,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listVacancyMatches(db: Database, resumeId: string): Promise<MatchRow[]> {
  return db
    .select()
    .from(vacancyMatches)
    .where(eq(vacancyMatches.resumeId, resumeId))
    .orderBy(desc(vacancyMatches.createdAt))
    .limit(MAX_LISTED_MATCHES);
}

interface ReadVacancy extends VacancyInput {
  source: "text" | "hh";
  url: string | null;
  employer: string | null;
}

async function readVacancy(provider: VacancyProvider, request: VacancyMatchRequest): Promise<ReadVacancy> {
  // A link pasted into the text box is a link: hh.ru's is fetched, another site's is refused (vacancy-match/link.ts).
  const pasted = request.vacancy_text && !request.vacancy_url ? vacancyLinkOf(request.vacancy_text) : null;
  const url = request.vacancy_url ?? pasted?.url;
  if (url) {
    const link = vacancyLinkOf(url);
    if (link?.kind === "other") throw badRequest(otherSiteMessage(link.host), "bad_vacancy_link");
    const id = parseHhVacancyLink(url);
    if (!id) throw badRequest(VACANCY_BAD_LINK_MESSAGE, "bad_vacancy_link");
    try {
      const vacancy = await provider.fetchVacancy(id);
      return { ...vacancy, source: "hh" };
    } catch (error) {
      if (!(error instanceof VacancyFetchError)) throw error;
      log.warn("vacancy_fetch_failed", { kind: error.kind, detail: error.message });
      throw new ApiError(VACANCY_FETCH_STATUS[error.kind], `vacancy_${error.kind}`, VACANCY_FETCH_MESSAGES[error.kind]);
    }
  }
  const text = request.vacancy_text!;
  const firstLine =
    text
      .split("\n")
      .find((line) => line.trim())
      ?.trim() ?? null;
  const title = firstLine && firstLine.length <= 100 ? firstLine : null;
  return {
    source: "text",
    url: null,
    employer: null,
    title,
    description: title ? text.slice(text.indexOf(firstLine!) + firstLine!.length).trim() : text,
    keySkills: [],
    minYears: yearsAsked(text),
    city: vacancyCity(text),
    remote: /удал[её]нн|remote/iu.test(text),
  };
}

export async function createVacancyMatch(
  db: Database,
  provider: VacancyProvider,
  actor: Actor,
  resumeId: string,
  request: VacancyMatchRequest,
): Promise<VacancyMatch> {
  const resume = await requireOwnedResume(db, actor, resumeId);
  if (!resume.isPaid) throw new ApiError(402, "payment_required", MATCH_UNPAID_MESSAGE);
  const analysis = await db.select({ id: analyses.id }).from(analyses).where(eq(analyses.resumeId, resumeId)).get();
  if (!analysis) throw new ApiError(409, "analysis_required", MATCH_NOT_ANALYSED_MESSAGE);
  const ownerKey = actor.userId ? `vacancy:user:${actor.userId}` : `vacancy:visitor:${actor.visitorId}`;
  if (!(await hitRateLimit(db, { key: ownerKey, ...MATCH_RATE_LIMIT })))
    throw tooManyRequests(MATCH_RATE_LIMIT_MESSAGE);

  const vacancy = await readVacancy(provider, request);
  const computed = matchVacancy(resume.text, await readingOf(db, resume), vacancy);
  const vacancyText = vacancy.title ? `${vacancy.title}\n\n${vacancy.description}` : vacancy.description;
  const [row] = await db
    .insert(vacancyMatches)
    .values({
      id: newId(),
      resumeId,
      source: vacancy.source,
      vacancyUrl: vacancy.url,
      vacancyTitle: vacancy.title,
      employer: vacancy.employer,
      vacancyText,
      matchPercent: computed.match_percent,
      result: computed,
    })
    .returning();
  log.info("vacancy_matched", {
    resumeId,
    source: vacancy.source,
    percent: computed.match_percent,
    requirements: computed.requirements.length,
  });
  return toVacancyMatch(row!);
}

async function versionOf(db: Database, actor: Actor, resumeId: string): Promise<VersionInput> {
  const resume = await requireOwnedResume(db, actor, resumeId);
  const analysis = await db.select().from(analyses).where(eq(analyses.resumeId, resume.id)).get();
  if (!analysis) throw new ApiError(409, "analysis_required", COMPARE_NOT_ANALYSED_MESSAGE);
  let criteria: VersionInput["criteria"] = [];
  try {
    const parsed = JSON.parse(analysis.result) as { criteria?: unknown };
    if (Array.isArray(parsed.criteria)) {
      criteria = parsed.criteria.filter(
        (c): c is VersionInput["criteria"][number] =>
          typeof c?.id === "string" && typeof c?.title === "string" && typeof c?.status === "string",
      );
    }
  } catch {
    // An unreadable stored result compares by score, skills and sections only.
  }
  return {
    id: resume.id,
    filename: resume.filename,
    createdAt: resume.createdAt,
    score: analysis.overallScore / 10,
    criteria,
    reading: await readingOf(db, resume),
  };
}

export async function compareResumes(
  db: Database,
  actor: Actor,
  resumeId: string,
  otherId: string,
): Promise<ResumeComparison> {
  if (resumeId === otherId) throw badRequest(COMPARE_SAME_MESSAGE, "same_resume");
  // Both must be the caller's: a stranger's id answers 404 like any resume the caller does not own.
  const resume = await versionOf(db, actor, resumeId);
  const other = await versionOf(db, actor, otherId);
  return compareVersions(resume, other);
}
