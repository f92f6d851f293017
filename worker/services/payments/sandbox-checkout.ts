/** What the sandbox bank's checkout page shows about our order: the resume being paid for (development only). */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, resumes, topUps } from "../../db/schema";
import { isTopUpOrder, TOP_UP_ITEM_NAME } from "../business/top-ups";

/** The file name of the resume a sandbox payment is for, or null if there is no such sandbox payment. */
export async function sandboxCheckoutFilename(db: Database, paymentId: string): Promise<string | null> {
  if (isTopUpOrder(paymentId)) {
    const topUp = await db.select({ id: topUps.id }).from(topUps).where(eq(topUps.id, paymentId)).get();
    return topUp ? TOP_UP_ITEM_NAME : null;
  }
  const row = await db
    .select({ filename: resumes.filename })
    .from(payments)
    .innerJoin(resumes, eq(resumes.id, payments.resumeId))
    .where(and(eq(payments.id, paymentId), eq(payments.provider, "sandbox")))
    .get();
  return row?.filename ?? null;
}
