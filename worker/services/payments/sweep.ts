/** The nightly retry of what `closeRedundantPayments` could not finish (run by the retention cron). */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, resumes } from "../../db/schema";
import type { PaymentProvider } from "../../providers/payments/types";
import { closeRedundantPayments } from "./no-double-charge";

/**
 * The nightly safety net for `closeRedundantPayments`: a cancel or refund that failed is otherwise retried only when
 * another report for that resume arrives. Visits paid resumes that have more than one payment with this provider.
 */
export async function sweepRedundantPayments(db: Database, provider: PaymentProvider, limit = 200): Promise<number> {
  const candidates = await db
    .select({ resumeId: payments.resumeId })
    .from(payments)
    .innerJoin(resumes, eq(resumes.id, payments.resumeId))
    .where(and(eq(resumes.isPaid, true), eq(payments.provider, provider.name)))
    .groupBy(payments.resumeId)
    .having(sql`count(*) > 1`)
    .limit(limit)
    .all();
  for (const { resumeId } of candidates) await closeRedundantPayments(db, provider, resumeId);
  return candidates.length;
}
