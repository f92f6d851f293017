/**
 * The Worker's test files share one workerd (decision 415), so each file starts from storage made fresh here, as it
 * did when it had a workerd of its own: the schema built from the migrations (once, for the first file), every row
 * of every table, every KV key and R2 object deleted.
 *
 * Not with `reset()` from `cloudflare:test`: it deletes every Durable Object — the local D1, KV, R2 and each queue's
 * broker among them — and a run that called it between files stopped for good after
 * test/worker/business-metering.test.ts (whose last test leaves analyses in the queue), even with the waits below:
 * no test timing out, workerd and Vitest idle. The local queue hands a batch to the Worker some time after taking it
 * off its backlog, so a reset can always meet one half-delivered. Nothing here deletes a Durable Object.
 *
 * Each file lets the work it started end before the stores are emptied: the Worker's entry is wrapped to know every
 * queue batch it takes and every `waitUntil` task a request or batch leaves, and the queues are asked for their
 * backlog. A file waits for its own work at its end (so that work runs under the file's spies and fetch mocks), and
 * the next file for anything still running. Running work that does not end fails the file after SETTLE_LIMIT_MS,
 * naming it; messages a queue still holds after QUEUE_LIMIT_MS are left with a warning (the local queue sometimes
 * holds a backlog and never delivers it; one delivered later would meet emptied tables, find no resume and stop).
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll } from "vitest";
import worker from "../../worker/index";

/** Longer than any one queue batch or `waitUntil` task of a test takes on a loaded machine. */
const SETTLE_LIMIT_MS = 45_000;
/**
 * How long nothing must run and no queue hold a message before the work counts as ended: a batch taken off a queue
 * reaches the wrapped entry a moment later, and in that moment neither sees it.
 */
const QUIET_MS = 250;
/** Longer than the queues' batch timeouts (1 s and 2 s, wrangler.toml) with room for a loaded machine. */
const QUEUE_LIMIT_MS = 6_000;
/** The queues the Worker sends to; a message waits there up to its batch timeout (wrangler.toml) before it runs. */
const QUEUES = { "rework-analysis": env.ANALYSIS_QUEUE, "rework-webhooks": env.WEBHOOK_QUEUE };

interface UnfinishedWork {
  /** Queue batches and `waitUntil` tasks not yet settled (caught: waiting never rethrows), each with what it is. */
  tasks: Map<Promise<void>, string>;
  /** How many queue batches the Worker has taken: a change while waiting for quiet means one more started. */
  batchesStarted: number;
}

const WRAPPED = Symbol.for("rework.test.wrapped-entry");
// The setup file runs again for every test file; the Worker's module (and this record) is loaded once.
const store = globalThis as { [WRAPPED]?: UnfinishedWork };
store[WRAPPED] ??= wrapWorkerEntry();
const work = store[WRAPPED];

beforeAll(async () => {
  // The previous file has waited for its own work at its end; here only what it left running is waited for.
  await settle("before this file's storage is emptied", { quietMs: 0 });
  // Applies what the d1_migrations table does not list yet: every migration for the first file, none after.
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await emptyStorage();
}, SETTLE_LIMIT_MS + 15_000);

afterAll(() => settle("at the end of this file"), SETTLE_LIMIT_MS + 5_000);

function wrapWorkerEntry(): UnfinishedWork {
  const state: UnfinishedWork = { tasks: new Map(), batchesStarted: 0 };
  const followed = new WeakSet<object>();
  const follow = (task: Promise<unknown>, label: string) => {
    const settled = task.then(
      () => undefined,
      () => undefined,
    );
    state.tasks.set(settled, label);
    void settled.then(() => state.tasks.delete(settled));
  };
  const followWaitUntil = <Context extends { waitUntil(task: Promise<unknown>): void } | undefined>(
    ctx: Context,
    label: string,
  ): Context => {
    // A test may pass one context to several calls: it is followed once.
    if (!ctx || followed.has(ctx)) return ctx;
    followed.add(ctx);
    const original = ctx.waitUntil.bind(ctx);
    ctx.waitUntil = (task) => {
      follow(task, `waitUntil of ${label}`);
      original(task);
    };
    return ctx;
  };
  // The pool looks the handler up on the default export at each call, so these wrappers are what it runs.
  const { fetch, queue } = worker;
  worker.fetch = (request, bindings, ctx) =>
    fetch(request, bindings, followWaitUntil(ctx, `${request.method} ${new URL(request.url).pathname}`));
  worker.queue = (batch, bindings, ctx) => {
    state.batchesStarted++;
    const label = `a batch of ${batch.messages.length} from queue ${batch.queue}`;
    const run = queue(batch, bindings, followWaitUntil(ctx, label));
    follow(run, label);
    return run;
  };
  return state;
}

/** What still runs: queue batches and `waitUntil` tasks, and messages waiting in a queue. */
async function pendingWork(): Promise<{ running: string[]; waiting: string[] }> {
  const waiting: string[] = [];
  for (const [name, queue] of Object.entries(QUEUES)) {
    const { backlogCount } = await queue.metrics();
    if (backlogCount > 0) waiting.push(`${backlogCount} message(s) waiting in queue ${name}`);
  }
  return { running: [...work.tasks.values()], waiting };
}

/**
 * Waits until no queue batch or `waitUntil` task runs (or fails after SETTLE_LIMIT_MS naming them) and no queue holds
 * a message (or warns after QUEUE_LIMIT_MS and goes on), then, unless `quietMs` is 0, for that quiet to last.
 */
async function settle(when: string, { quietMs = QUIET_MS } = {}): Promise<void> {
  const start = Date.now();
  for (;;) {
    const started = work.batchesStarted;
    let pending = await pendingWork();
    if (pending.running.length === 0 && pending.waiting.length === 0) {
      await sleep(quietMs);
      pending = await pendingWork();
      if (pending.running.length === 0 && pending.waiting.length === 0 && work.batchesStarted === started) return;
    }
    const waited = Date.now() - start;
    if (pending.running.length > 0 && waited > SETTLE_LIMIT_MS)
      throw new Error(`still running ${when} after ${SETTLE_LIMIT_MS / 1000} s: ${pending.running.join("; ")}`);
    if (pending.running.length === 0 && waited > QUEUE_LIMIT_MS) {
      console.warn(`[fresh-storage] ${when}, left after ${QUEUE_LIMIT_MS / 1000} s: ${pending.waiting.join("; ")}`);
      return;
    }
    await Promise.race([Promise.all(work.tasks.keys()), sleep(100)]);
  }
}

/** Every row of every table deleted (the schema stays: no test changes it), every KV key and R2 object deleted. */
async function emptyStorage(): Promise<void> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT GLOB '_cf_*' AND name != 'd1_migrations'",
  ).all<{ name: string }>();
  // Foreign keys are checked once every table is empty, so the order of the deletes does not matter.
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map(({ name }) => env.DB.prepare(`DELETE FROM "${name.replaceAll('"', '""')}"`)),
  ]);
  for (;;) {
    const { keys } = await env.KV.list();
    if (keys.length === 0) break;
    await Promise.all(keys.map(({ name }) => env.KV.delete(name)));
  }
  for (;;) {
    const { objects } = await env.FILES.list();
    if (objects.length === 0) break;
    await env.FILES.delete(objects.map(({ key }) => key));
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
