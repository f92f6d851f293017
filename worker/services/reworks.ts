/**
 * The reworked resume of a paid analysis (issue 25, decisions 280 and 331): built from the analysis's stored reading
 * on first request, kept per analysis, built again when the builder's or the reading's version changes. Only the
 * resume's owner sees it, after payment.
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
import { reworkSource } from "../rework/source";
import type { Actor } from "../types";
import { requireOwnedResume } from "./ownership";
import { readingOf } from "./reading";

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
  const analysis = await db.select({ id: analyses.id }).from(analyses).where(eq(analyses.resumeId, resumeId)).get();
  if (!analysis) throw new ApiError(409, "analysis_required", REWORK_NOT_ANALYSED_MESSAGE);

  const stored = await db.select().from(reworks).where(eq(reworks.analysisId, analysis.id)).get();
  const version = reworkBuildVersion(READING_VERSION);
  const kept = stored?.version === version ? reworkedResumeSchema.safeParse(stored.content) : null;
  if (kept?.success) return kept.data;

  // The person as the paid analysis read them (its stored reading), and the text its line numbers point into.
  const source = reworkSource(await readingOf(db, resume), resume.text);
  const { rework, author } = await polishRework(checkedRework(source), source, deps);
  await db
    .insert(reworks)
    .values({ analysisId: analysis.id, version, content: rework })
    .onConflictDoUpdate({ target: reworks.analysisId, set: { version, content: rework } });
  log.info("rework_built", { resumeId, jobs: rework.experience.length, author });
  return rework;
}
