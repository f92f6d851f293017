/** The Worker's entry: HTTP (API + SPA assets), the analysis queues and the retention cron. */
import { app } from "./app";
import { handleQueueBatch } from "./queue";
import { runRetention } from "./scheduled/retention";

export default {
  fetch: app.fetch,
  queue: handleQueueBatch,
  scheduled: (controller, env, ctx) => ctx.waitUntil(runRetention(env, controller.scheduledTime)),
} satisfies ExportedHandler<Env, unknown>;
