/** The Worker's entry: HTTP (API + SPA assets), the analysis queues and the nightly cron. */
import { app } from "./app";
import { createDb } from "./db/client";
import { handleQueueBatch } from "./queue";
import { runRetention } from "./scheduled/retention";
import { startUnstartedPaidAnalyses } from "./services/analysis";

export default {
  fetch: app.fetch,
  queue: handleQueueBatch,
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(runRetention(env, controller.scheduledTime));
    // The safety net of the paid-analysis hand-off (docs/decisions/035).
    ctx.waitUntil(startUnstartedPaidAnalyses(createDb(env.DB), env.ANALYSIS_QUEUE, 100, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env, unknown>;
