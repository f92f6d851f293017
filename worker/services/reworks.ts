/**
 * The reworked resume of a paid analysis (issue 25, decision 280): built from the reading on first request, kept per
 * analysis, built again when the builder's version changes. Only the resume's owner sees it, after payment.
 */
import { eq } from "drizzle-orm";
import { type ReworkedResume, reworkBuildVersion, reworkedResumeSchema } from "../../shared/schemas/rework";
import { READING_VERSION } from "../analysis/engine";
import type { Database } from "../db/client";
import { analyses, reworks } from "../db/schema";
import { ApiError } from "../lib/errors";
import { log } from "../lib/log";
import { checkedRework } from "../rework";
import { type PolishDeps, polishRework } from "../rework/polish";
import { readForRework } from "../rework/source";
import type { Actor } from "../types";
import { requireOwnedResume } from "./ownership";

export const REWORK_UNPAID_MESSAGE = "Исправленное резюме доступно после оплаты анализа.";
export const REWORK_NOT_ANALYSED_MESSAGE = "Сначала дождись результата анализа: исправленное резюме строится на нём.";

export async function reworkOfResume(
  db: Database,
  deps: PolishDeps,
  actor: Actor,
  resumeId: string,
): Promise<ReworkedResume> {
  const resume = await requireOwnedResume(db, actor, resumeId);
  if (!resume.isPaid) throw new ApiError(402, "payment_required", REWORK_UNPAID_MESSAGE);
  const analysis = await db
    .select({ id: analyses.id, createdAt: analyses.createdAt })
    .from(analyses)
    .where(eq(analyses.resumeId, resumeId))
    .get();
  if (!analysis) throw new ApiError(409, "analysis_required", REWORK_NOT_ANALYSED_MESSAGE);

  const stored = await db.select().from(reworks).where(eq(reworks.analysisId, analysis.id)).get();
  const version = reworkBuildVersion(READING_VERSION);
  const kept = stored?.version === version ? reworkedResumeSchema.safeParse(stored.content) : null;
  if (kept?.success) return kept.data;

  // "Present" means the moment of the analysis, as it did in the report the person paid for.
  const source = readForRework(
    {
      text: resume.text,
      format: resume.format,
      pageCount: resume.pageCount,
      language: resume.language,
      layout: resume.layout ?? undefined,
    },
    analysis.createdAt,
  );
  const { rework, author } = await polishRework(checkedRework(source), source, deps);
  await db
    .insert(reworks)
    .values({ analysisId: analysis.id, version, content: rework })
    .onConflictDoUpdate({ target: reworks.analysisId, set: { version, content: rework } });
  log.info("rework_built", { resumeId, jobs: rework.experience.length, author });
  return rework;
}
