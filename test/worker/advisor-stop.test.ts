/**
 * The advisor's stop (issue 24): a reply the person stops is cancelled on the server — the model call is aborted —
 * and the turn is not stored, whether the reply streams (the client's path: the SSE stream is cancelled) or comes
 * as JSON (the request's own signal fires when the client goes away). The model is the OpenAI-compatible wire
 * format at the fetch boundary, holding its reply until it is cancelled, so the stop always lands mid-turn.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Conversation } from "../../shared/schemas/chat";
import { conversations, messages } from "../../worker/db/schema";
import worker from "../../worker/index";
import { RU_SALES_MANAGER } from "../engine/fixtures/ru-sales-manager";
import { seedResume } from "../helpers";
import { db, freshEmail, signIn, TestBrowser } from "./auth-helpers";
import { LLM_TEST_BASE_URL, LLM_TEST_ENDPOINT } from "./openai-mock";

const withModel = {
  ...env,
  AI_PROVIDER: "openai",
  OPENAI_BASE_URL: LLM_TEST_BASE_URL,
  OPENAI_MODEL: "gpt-test",
  AI_TIMEOUT_MS: "10000",
} as Env;

async function signedInWithResume() {
  const browser = new TestBrowser();
  const userId = await signIn(browser, freshEmail("advisor-stop"));
  await browser.fetch("/api/resume-count/");
  const resume = await seedResume({
    userId,
    visitorId: null,
    filename: "sales.txt",
    text: RU_SALES_MANAGER,
    originalText: RU_SALES_MANAGER,
    isPaid: true,
    analysisStatus: "none",
  });
  return { browser, userId, resumeId: resume.id };
}

/** The message call as the browser sends it, to the Worker configured with a model. */
function messageRequest(browser: TestBrowser, body: unknown, accept: string, signal?: AbortSignal): Request {
  return new Request(`${browser.origin}/api/chat/message/`, {
    method: "POST",
    headers: {
      Accept: accept,
      "Content-Type": "application/json",
      Cookie: browser.cookieHeader(),
      "X-CSRFToken": browser.csrfToken() ?? "",
      "CF-Connecting-IP": browser.ip,
    },
    body: JSON.stringify(body),
    signal,
  });
}

/**
 * The model endpoint: streams `first` (when streaming) and then holds until the call is cancelled. Resolves
 * `called` when the request arrives and `cancelled` when its signal aborts.
 */
function holdingModel() {
  let called!: () => void;
  let cancelled!: () => void;
  const calledPromise = new Promise<void>((resolve) => {
    called = resolve;
  });
  const cancelledPromise = new Promise<void>((resolve) => {
    cancelled = resolve;
  });
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== LLM_TEST_ENDPOINT) throw new Error(`unexpected request ${request.url}`);
    const streaming = ((await request.json()) as { stream?: boolean }).stream === true;
    const signal = init?.signal;
    signal?.addEventListener("abort", () => cancelled(), { once: true });
    called();
    const hold = new Promise<never>((_resolve, reject) =>
      signal?.addEventListener("abort", () => reject(signal.reason), { once: true }),
    );
    if (!streaming) return hold;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('data: {"choices":[{"delta":{"content":"Начни "}}]}\n\n'));
        await hold.catch((reason: unknown) => controller.error(reason));
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
  });
  return { called: calledPromise, cancelled: cancelledPromise };
}

/** Resolves when the Worker logs that it ended the turn as stopped. */
function turnStopped(): Promise<void> {
  const original = console.log;
  return new Promise((resolve) => {
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('"advisor_turn_stopped"')) resolve();
      original(...args);
    });
  });
}

async function storedFor(userId: string) {
  const rows = await db().select().from(conversations).where(eq(conversations.userId, userId));
  const stored = await Promise.all(
    rows.map((row) => db().select().from(messages).where(eq(messages.conversationId, row.id))),
  );
  return { conversations: rows.length, messages: stored.flat().length };
}

afterEach(() => vi.restoreAllMocks());

describe("the advisor's stop", () => {
  it("a streamed reply stopped mid-way cancels the model call and stores no turn", async () => {
    const { browser, userId, resumeId } = await signedInWithResume();
    const model = holdingModel();
    const stopped = turnStopped();
    const request = messageRequest(
      browser,
      { user_id: userId, message: "С чего начать?", resume_id: resumeId },
      "text/event-stream, application/json",
    );
    const response = await worker.fetch(request, withModel, createExecutionContext());
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let seen = "";
    while (!seen.includes("event: delta")) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      seen += decoder.decode(value, { stream: true });
    }
    expect(seen).toContain("Начни ");
    await reader.cancel(); // the browser's stop: the fetch is aborted, the stream goes away
    await model.cancelled;
    await stopped;
    expect(await storedFor(userId)).toEqual({ conversations: 0, messages: 0 });
  });

  it("a stopped turn in a conversation adds nothing to it; a turn not stopped is stored", async () => {
    const { browser, userId, resumeId } = await signedInWithResume();
    const first = await browser.post("/api/chat/message/", { message: "Привет", resume_id: resumeId });
    const { conversation } = await first.json<{ conversation: Conversation }>();
    expect(conversation.messages).toHaveLength(2);

    const model = holdingModel();
    const stopped = turnStopped();
    const client = new AbortController();
    const request = messageRequest(
      browser,
      { user_id: userId, message: "А дальше?", conversation_id: conversation.id },
      "application/json",
      client.signal,
    );
    const answered = worker.fetch(request, withModel, createExecutionContext());
    await model.called;
    client.abort(); // the client goes away while the model is still writing
    await model.cancelled;
    await stopped;
    expect((await answered).status).toBe(499);
    expect(await storedFor(userId)).toEqual({ conversations: 1, messages: 2 });
  });
});
