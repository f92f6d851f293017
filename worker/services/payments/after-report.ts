/**
 * What follows every verified report about a resume's payment (the bank's notification, the buyer's check-status
 * poll, the sandbox bank's settlement): once the resume is paid, the server starts its analysis itself
 * (docs/decisions/035), and after the answer the resume's other payments are closed (decision 033). Both are
 * idempotent, so a repeated or late report repeats nothing.
 */
import type { Database } from "../../db/client";
import type { PaymentProvider } from "../../providers/payments/types";
import type { RunInBackground } from "../../types";
import { type AnalysisQueue, startPaidAnalysis } from "../analysis";
import { closeRedundantPayments } from "./no-double-charge";

export interface PaymentReportDeps {
  db: Database;
  provider: PaymentProvider;
  analysisQueue: AnalysisQueue;
  runInBackground: RunInBackground;
}

/**
 * Starts the paid analysis (a no-op unless the resume is paid and nothing was started for it) and schedules the
 * cancels. Throws if the queue refused the job: the caller decides whether the report may still be acknowledged.
 */
export async function followUpPaymentReport(deps: PaymentReportDeps, resumeId: string): Promise<void> {
  // After the answer: the bank waits for our `OK` (up to 10 s during the payment), not for other payments' cancels.
  deps.runInBackground(closeRedundantPayments(deps.db, deps.provider, resumeId));
  await startPaidAnalysis(deps.db, deps.analysisQueue, resumeId);
}
