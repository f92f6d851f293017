/**
 * The analysis flow through the real Worker entry inside workerd: payment gate, ownership, one job per resume under
 * repeated and concurrent calls, the queue consumer (success, idempotency, retry with backoff), the dead-letter
 * consumer (visible error, then a retry works) and the criteria catalogue.
 */

import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { analysisResultSchema } from "../../shared/schemas/analysis";
import type { ResumeResponse } from "../../shared/schemas/resume";
import { createDb } from "../../worker/db/client";
import { analyses, resumes } from "../../worker/db/schema";
import worker from "../../worker/index";
import { newId } from "../../worker/lib/ids";
import { retryDelaySeconds } from "../../worker/queue/analysis";
import {
  ANALYSIS_FAILED_MESSAGE,
  type AnalysisJob,
  PAYMENT_REQUIRED_MESSAGE,
  requestAnalysis,
  STALE_CLAIM_MS,
} from "../../worker/services/analysis";
import { api, csrfHeaders, getCsrf, seedResume } from "../helpers";
import { RESUME_TEXT } from "./analysis-fixtures";

const db = createDb(env.DB);

afterEach(() => {
  vi.restoreAllMocks();
});

async function paidResume(overrides: Partial<typeof resumes.$inferInsert> = {}) {
  const visitorId = newId();
  const resume = await seedResume({
    visitorId,
    isPaid: true,
    text: RESUME_TEXT,
    originalText: RESUME_TEXT,
    ...overrides,
  });
  return { resume, cookie: `rework_visitor=${visitorId}` };
}

async function analyze(resumeId: string, cookies: string[]) {
  const csrf = await getCsrf();
  return api(`/api/resumes/${resumeId}/analyze/`, {
    method: "POST",
    headers: csrfHeaders(csrf, cookies, { Accept: "application/json" }),
  });
}

async function analysisRows(resumeId: string): Promise<number> {
  const row = await db.select({ value: count() }).from(analyses).where(eq(analyses.resumeId, resumeId)).get();
  return row?.value ?? 0;
}

async function statusOf(resumeId: string) {
  return db
    .select({ status: resumes.analysisStatus, error: resumes.analysisError })
    .from(resumes)
    .where(eq(resumes.id, resumeId))
    .get();
}

describe("POST /api/resumes/{id}/analyze/", () => {
  it("answers 402 with the spec's message for an unpaid resume and enqueues nothing", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const { resume, cookie } = await paidResume({ isPaid: false });
    const response = await analyze(resume.id, [cookie]);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: PAYMENT_REQUIRED_MESSAGE, code: "payment_required" });
    expect(send).not.toHaveBeenCalled();
    expect((await statusOf(resume.id))?.status).toBe("none");
  });

  it("is owner-only: a stranger, a visitor without cookies and a malformed id all get 404", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const { resume } = await paidResume();
    for (const cookies of [[`rework_visitor=${newId()}`], []]) {
      const response = await analyze(resume.id, cookies);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Резюме не найдено", code: "not_found" });
    }
    expect((await analyze("not*an*id", [])).status).toBe(404);
    expect(send).not.toHaveBeenCalled();
  });

  it("analyses a paid resume through the queue and returns {analysis} within the short wait", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const { resume, cookie } = await paidResume();
    const response = await analyze(resume.id, [cookie]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { analysis: unknown };
    const analysis = analysisResultSchema.parse(body.analysis);
    expect(analysis.overall_score).toBeGreaterThan(0);
    expect(analysis.criteria?.length).toBeGreaterThanOrEqual(50);
    expect(analysis.key_skills).toEqual(expect.arrayContaining(["Python", "Django"]));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ resumeId: resume.id });
    expect(await analysisRows(resume.id)).toBe(1);
    expect((await statusOf(resume.id))?.status).toBe("done");
    const stored = await db.select().from(analyses).where(eq(analyses.resumeId, resume.id)).get();
    expect(stored?.provider).toBe("builtin");
    expect(stored?.overallScore).toBe(Math.round(analysis.overall_score * 10));
    // Provenance (decision 074): the row and the result both say the built-in engine wrote it, with its criteria count.
    const producer = { kind: "engine", name: "builtin", criteria: analysis.criteria!.length };
    expect(JSON.parse(stored!.producedBy!)).toEqual(producer);
    expect(analysis.produced_by).toEqual(producer);

    // The resume read-back carries it too (the client polls this after a 202).
    const readBack = (await (
      await api(`/api/resumes/${resume.id}/`, { headers: { Cookie: cookie } })
    ).json()) as ResumeResponse;
    expect(readBack.analysis_status).toBe("done");
    expect(readBack.analysis?.overall_score).toBe(analysis.overall_score);
  });

  it("returns the existing analysis on a repeated call without enqueueing again", async () => {
    const { resume, cookie } = await paidResume();
    const first = (await (await analyze(resume.id, [cookie])).json()) as { analysis: unknown };
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const second = await analyze(resume.id, [cookie]);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(first);
    expect(send).not.toHaveBeenCalled();
    expect(await analysisRows(resume.id)).toBe(1);
  });

  it("enqueues exactly once when several calls arrive at the same time", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const { resume, cookie } = await paidResume();
    const responses = await Promise.all(Array.from({ length: 5 }, () => analyze(resume.id, [cookie])));
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as {
      analysis: { overall_score: number };
    }[];
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await analysisRows(resume.id)).toBe(1);
  });

  it("answers 202 with the status while a job runs, and does not enqueue a second one", async () => {
    const send = vi.spyOn(env.ANALYSIS_QUEUE, "send");
    const { resume, cookie } = await paidResume({ analysisStatus: "running", analysisRequestedAt: new Date() });
    const response = await analyze(resume.id, [cookie]);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "running", message: "Анализ займёт до 30 секунд…" });
    expect(send).not.toHaveBeenCalled();
  });

  it("reclaims a job that went stale (a claim older than ten minutes without a result)", async () => {
    const queue = { send: vi.fn(async (_job: AnalysisJob) => undefined) };
    const staleAt = new Date(Date.now() - STALE_CLAIM_MS - 1000);
    const { resume } = await paidResume({ analysisStatus: "queued", analysisRequestedAt: staleAt });
    const owner = { userId: null, visitorId: resume.visitorId ?? null };
    const fresh = await paidResume({ analysisStatus: "queued", analysisRequestedAt: new Date() });
    const freshOwner = { userId: null, visitorId: fresh.resume.visitorId ?? null };

    expect(await requestAnalysis({ db, queue, waitMs: 0, pollMs: 10 }, owner, resume.id)).toEqual({ status: "queued" });
    expect(queue.send).toHaveBeenCalledWith({ resumeId: resume.id });
    expect(await requestAnalysis({ db, queue, waitMs: 0, pollMs: 10 }, freshOwner, fresh.resume.id)).toEqual({
      status: "queued",
    });
    expect(queue.send).toHaveBeenCalledTimes(1);
  });

  it("gives the claim back when the queue refuses the job, so the next call can try again", async () => {
    const queue = { send: vi.fn(async (_job: AnalysisJob) => Promise.reject(new Error("queue down"))) };
    const { resume } = await paidResume();
    const owner = { userId: null, visitorId: resume.visitorId ?? null };
    await expect(requestAnalysis({ db, queue, waitMs: 0, pollMs: 10 }, owner, resume.id)).rejects.toMatchObject({
      status: 503,
      code: "queue_unavailable",
    });
    expect((await statusOf(resume.id))?.status).toBe("none");
  });
});

function runQueue(queueName: string, body: unknown, attempts = 1, workerEnv: Env = env) {
  const id = newId(8);
  const batch = createMessageBatch(queueName, [{ id, timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  // getQueueResult records which messages were retried but not the delay asked for, so the call itself is watched.
  const retry = vi.spyOn(batch.messages[0]!, "retry");
  return {
    id,
    batch,
    ctx,
    retry,
    done: worker.queue(batch as MessageBatch<unknown>, workerEnv, ctx).then(() => getQueueResult(batch, ctx)),
  };
}

/** A D1 whose every call fails, standing in for an outage during the job. */
const brokenDb = new Proxy(env.DB, {
  get(target, property) {
    if (property === "prepare" || property === "batch" || property === "exec") {
      return () => {
        throw new Error("D1_ERROR: simulated outage");
      };
    }
    return Reflect.get(target, property) as unknown;
  },
});

describe("analysis queue consumer", () => {
  it("analyses the resume, stores the result with status done and acknowledges the message", async () => {
    const { resume } = await paidResume({ analysisStatus: "queued", analysisRequestedAt: new Date() });
    const run = runQueue("rework-analysis", { resumeId: resume.id });
    const result = await run.done;
    expect(result.explicitAcks).toEqual([run.id]);
    expect(result.retryMessages).toEqual([]);
    expect((await statusOf(resume.id))?.status).toBe("done");
    expect(await analysisRows(resume.id)).toBe(1);
  });

  it("is idempotent: a second delivery of the same job keeps the one analysis and acknowledges", async () => {
    const { resume } = await paidResume({ analysisStatus: "queued", analysisRequestedAt: new Date() });
    await runQueue("rework-analysis", { resumeId: resume.id }).done;
    const stored = await db.select().from(analyses).where(eq(analyses.resumeId, resume.id)).get();
    const again = runQueue("rework-analysis", { resumeId: resume.id });
    expect((await again.done).explicitAcks).toEqual([again.id]);
    expect(await db.select().from(analyses).where(eq(analyses.resumeId, resume.id)).all()).toEqual([stored]);
  });

  it("retries a failed attempt with a growing delay (5, 20, 60 s)", async () => {
    const { resume } = await paidResume({ analysisStatus: "queued", analysisRequestedAt: new Date() });
    const failingEnv = { ...env, DB: brokenDb } as Env;
    for (const [attempts, delaySeconds] of [
      [1, 5],
      [2, 20],
      [3, 60],
    ] as const) {
      const run = runQueue("rework-analysis", { resumeId: resume.id }, attempts, failingEnv);
      const result = await run.done;
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toEqual([{ msgId: run.id }]);
      expect(run.retry).toHaveBeenCalledWith({ delaySeconds });
    }
    expect(retryDelaySeconds(9)).toBe(60);
    expect(await analysisRows(resume.id)).toBe(0);
  });

  it("acknowledges and drops a malformed job instead of retrying it forever", async () => {
    const run = runQueue("rework-analysis", { nope: true });
    const result = await run.done;
    expect(result.explicitAcks).toEqual([run.id]);
    expect(result.retryMessages).toEqual([]);
  });
});

describe("dead-letter consumer", () => {
  it("marks the resume failed with the Russian error, counts nothing, and a new call analyses it again", async () => {
    const { resume, cookie } = await paidResume({ analysisStatus: "running", analysisRequestedAt: new Date() });
    const run = runQueue("rework-analysis-dlq", { resumeId: resume.id });
    expect((await run.done).explicitAcks).toEqual([run.id]);
    expect(await statusOf(resume.id)).toEqual({ status: "failed", error: ANALYSIS_FAILED_MESSAGE });
    expect(await analysisRows(resume.id)).toBe(0);

    const readBack = (await (
      await api(`/api/resumes/${resume.id}/`, { headers: { Cookie: cookie } })
    ).json()) as ResumeResponse;
    expect(readBack).toMatchObject({
      analysis_status: "failed",
      analysis_error: ANALYSIS_FAILED_MESSAGE,
      analysis: null,
    });

    const retried = await analyze(resume.id, [cookie]);
    expect(retried.status).toBe(200);
    expect(await statusOf(resume.id)).toEqual({ status: "done", error: null });
  });

  it("never turns a finished analysis into a failure (a late dead letter)", async () => {
    const { resume, cookie } = await paidResume();
    expect((await analyze(resume.id, [cookie])).status).toBe(200);
    await runQueue("rework-analysis-dlq", { resumeId: resume.id }).done;
    expect((await statusOf(resume.id))?.status).toBe("done");
  });
});

describe("GET /api/analysis/criteria/", () => {
  it("publishes at least 50 criteria with id, Russian title, category, weight and description; cacheable", async () => {
    const response = await api("/api/analysis/criteria/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("max-age=");
    const body = (await response.json()) as {
      criteria: Record<string, unknown>[];
      count: number;
      skills_compiled: string;
    };
    expect(body.count).toBe(body.criteria.length);
    expect(body.count).toBeGreaterThanOrEqual(50);
    for (const criterion of body.criteria) {
      expect(Object.keys(criterion).sort()).toEqual(["category", "description", "id", "title", "weight"]);
      expect(criterion.title).toMatch(/[А-Яа-яЁё]/);
      expect(criterion.weight).toBeGreaterThan(0);
    }
    expect(new Set(body.criteria.map((criterion) => criterion.id)).size).toBe(body.count);
    expect(body.skills_compiled).toMatch(/\d{4}/);
  });
});
