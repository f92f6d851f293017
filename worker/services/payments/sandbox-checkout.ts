/** What the sandbox bank's checkout page shows about our order: the resume being paid for (development only). */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, resumes } from "../../db/schema";

/** The file name of the resume a sandbox payment is for, or null if there is no such sandbox payment. */
export async function sandboxCheckoutFilename(db: Database, paymentId: string): Promise<string | null> {
  const row = await db
    .select({ filename: resumes.filename })
    .from(payments)
    .innerJoin(resumes, eq(resumes.id, payments.resumeId))
    .where(and(eq(payments.id, paymentId), eq(payments.provider, "sandbox")))
    .get();
  return row?.filename ?? null;
}
