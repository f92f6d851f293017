/**
 * Cover letters of a resume (spec sections 2–8, "Cover letter"): only the owner of a paid, analysed resume gets one,
 * at most MAX_COVER_LETTERS_PER_RESUME per resume and a few per hour per owner. The letter is written first and
 * stored with one insert, so a failure leaves nothing behind.
 */
import { desc, eq } from "drizzle-orm";
import {
  type CoverLetter,
  type CoverLetterRequest,
  MAX_COVER_LETTERS_PER_RESUME,
} from "../../shared/schemas/cover-letter";
import { type LetterDeps, writeCoverLetter } from "../cover-letter";
import type { Database } from "../db/client";
import { analyses, coverLetters } from "../db/schema";
import { ApiError, tooManyRequests } from "../lib/errors";
import { newId } from "../lib/ids";
import { log } from "../lib/log";
import type { Actor } from "../types";
import { requireOwnedResume } from "./ownership";
import { hitRateLimit } from "./rate-limit";
import { readingOf } from "./reading";

export const LETTER_UNPAID_MESSAGE = "Сопроводительное письмо доступно после оплаты анализа резюме.";
export const LETTER_NOT_ANALYSED_MESSAGE = "Сначала дождись результата анализа: письмо строится на нём.";
export const LETTER_LIMIT_MESSAGE = `Для одного резюме можно создать не больше ${MAX_COVER_LETTERS_PER_RESUME} писем. Загрузи резюме заново, если нужно больше.`;
export const LETTER_RATE_LIMIT_MESSAGE = "Слишком много писем подряд. Пожалуйста, подожди немного и попробуй снова.";

/** Enough for a person applying to several vacancies in one sitting; a script gets stopped quickly. */
export const LETTER_RATE_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const;

type CoverLetterRow = typeof coverLetters.$inferSelect;

export function toCoverLetter(row: CoverLetterRow): CoverLetter {
  return {
    id: row.id,
    company_name: row.companyName,
    position_name: row.positionName,
    content: row.content,
    personal_style: row.personalStyle ?? null,
    language: row.language,
    author: row.provider === "builtin" ? "builtin" : "model",
    assumptions: Array.isArray(row.assumptions) ? row.assumptions : [],
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCoverLetters(db: Database, resumeId: string): Promise<CoverLetterRow[]> {
  return db
    .select()
    .from(coverLetters)
    .where(eq(coverLetters.resumeId, resumeId))
    .orderBy(desc(coverLetters.createdAt))
    .limit(MAX_COVER_LETTERS_PER_RESUME);
}

export async function createCoverLetter(
  db: Database,
  deps: LetterDeps,
  actor: Actor,
  resumeId: string,
  request: CoverLetterRequest,
): Promise<CoverLetter> {
  const resume = await requireOwnedResume(db, actor, resumeId);
  if (!resume.isPaid) throw new ApiError(402, "payment_required", LETTER_UNPAID_MESSAGE);
  const [analysisRows, existing] = await db.batch([
    db.select({ id: analyses.id }).from(analyses).where(eq(analyses.resumeId, resumeId)).limit(1),
    db.select({ id: coverLetters.id }).from(coverLetters).where(eq(coverLetters.resumeId, resumeId)),
  ]);
  if (!analysisRows[0]) throw new ApiError(409, "analysis_required", LETTER_NOT_ANALYSED_MESSAGE);
  if (existing.length >= MAX_COVER_LETTERS_PER_RESUME) throw new ApiError(409, "letter_limit", LETTER_LIMIT_MESSAGE);
  const ownerKey = actor.userId ? `letter:user:${actor.userId}` : `letter:visitor:${actor.visitorId}`;
  if (!(await hitRateLimit(db, { key: ownerKey, ...LETTER_RATE_LIMIT })))
    throw tooManyRequests(LETTER_RATE_LIMIT_MESSAGE);

  const written = await writeCoverLetter(resume.text, request, deps, await readingOf(db, resume));
  const [row] = await db
    .insert(coverLetters)
    .values({
      id: newId(),
      resumeId,
      companyName: request.company_name,
      positionName: request.position_name,
      content: written.content,
      personalStyle: request.personal_style ?? null,
      language: written.language,
      provider: written.provider,
      assumptions: written.assumptions,
    })
    .returning();
  log.info("cover_letter_created", { resumeId, provider: written.provider, language: written.language });
  return toCoverLetter(row!);
}
