/**
 * The Worker's test files share one workerd (decision 415), so each file starts from storage made fresh here, as it
 * did when it had a workerd of its own: every store emptied (`reset()`), then the schema built from the migrations.
 *
 * Emptying storage while the previous file's work still runs is what hung the shared workerd before (decision 351):
 * a queue consumer or a `waitUntil` task of that file, half-way through its D1 and R2 calls when the stores vanish
 * under it. So the Worker's entry is wrapped to know its unfinished work — every queue batch it takes and every
 * `waitUntil` task a request or batch leaves — and each file waits for it: once at its end (so its work ends under
 * its own spies and fetch mocks) and again before the next file's reset. Messages still waiting in a queue (a batch
 * timeout, a retry delay) are dropped by the reset, like the stopped workerd of an isolated file dropped them; a batch
 * that starts while the reset runs makes it wait and reset again.
 */
import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll } from "vitest";
import worker from "../../worker/index";

/** Longer than any one queue batch or `waitUntil` task of a test takes on a loaded machine. */
const SETTLE_LIMIT_MS = 45_000;

interface UnfinishedWork {
  /** Queue batches and `waitUntil` tasks not yet settled (caught: waiting never rethrows), each with what it is. */
  tasks: Map<Promise<void>, string>;
  /** How many queue batches the Worker has taken: a change during a reset means a batch slipped in. */
  batchesStarted: number;
}

const WRAPPED = Symbol.for("rework.test.wrapped-entry");
// The setup file runs again for every test file; the Worker's module (and this record) is loaded once.
const store = globalThis as { [WRAPPED]?: UnfinishedWork };
store[WRAPPED] ??= wrapWorkerEntry();
const work = store[WRAPPED];

beforeAll(async () => {
  await settle("before this file's reset");
  for (let attempt = 1; ; attempt++) {
    const started = work.batchesStarted;
    await reset();
    if (work.batchesStarted === started && work.tasks.size === 0) break;
    if (attempt === 5) throw new Error("queue batches kept starting during the storage reset");
    await settle("a queue batch that started during the reset");
  }
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
}, SETTLE_LIMIT_MS + 15_000);

afterAll(() => settle("at the end of this file"), SETTLE_LIMIT_MS + 5_000);

function wrapWorkerEntry(): UnfinishedWork {
  const state: UnfinishedWork = { tasks: new Map(), batchesStarted: 0 };
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
    if (!ctx) return ctx;
    const original = ctx.waitUntil.bind(ctx);
    ctx.waitUntil = (task) => {
      follow(task, `waitUntil of ${label}`);
      original(task);
    };
    return ctx;
  };
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

/** Waits until no queue batch or `waitUntil` task is running, or fails naming what still runs. */
async function settle(when: string): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (work.tasks.size > 0) {
    const left = deadline - Date.now();
    if (left <= 0)
      throw new Error(
        `still running ${when} after ${SETTLE_LIMIT_MS / 1000} s: ${[...work.tasks.values()].join("; ")}`,
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(work.tasks.keys()),
      new Promise((resolve) => {
        timer = setTimeout(resolve, left);
      }),
    ]);
    clearTimeout(timer);
  }
}
