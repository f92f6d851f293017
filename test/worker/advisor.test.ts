/**
 * The advisor chat through the real Worker (spec sections 4, 6, 7, 8): resume questions for a fresh conversation,
 * conversations stored, listed, loaded and deleted per user; a foreign `user_id`, conversation or resume refused;
 * limits; the streamed answer. Then the advisor itself: the crisis rule (both lists), the three built-in modes, and
 * the model path at the fetch boundary in the providers' wire formats, with the fallback on failure and time-out.
 */

import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Conversation } from "../../shared/schemas/chat";
import { formatScoreOutOf10 } from "../../shared/schemas/ru-format";
import { advisorReply } from "../../worker/advisor";
import { buildContext, type HistoryMessage } from "../../worker/advisor/context";
import { CRISIS_RESOURCES, isCrisisMessage } from "../../worker/advisor/crisis";
import { interviewQuestions } from "../../worker/advisor/interview";
import { analyzeResume } from "../../worker/analysis/engine";
import { analyses, conversations, messages, rateLimits } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { builtinProvider } from "../../worker/providers/ai/builtin";
import { createOpenAiCompatibleProvider } from "../../worker/providers/ai/openai-compatible";
import { createWorkersAiProvider, type TextGenerationBinding } from "../../worker/providers/ai/workers-ai";
import { runRetention } from "../../worker/scheduled/retention";
import { CHAT_ERRORS, CHAT_LIMITS, CONVERSATION_RETENTION_DAYS } from "../../worker/services/chat";
import { RU_SALES_MANAGER } from "../engine/fixtures/ru-sales-manager";
import { seedResume } from "../helpers";
import { db, freshEmail, signIn, TestBrowser } from "./auth-helpers";

async function signedIn() {
  const browser = new TestBrowser();
  const userId = await signIn(browser, freshEmail("advisor"));
  return { browser, userId };
}

async function ownResume(userId: string, filename = "sales.txt", analysed = true) {
  const resume = await seedResume({
    userId,
    visitorId: null,
    filename,
    text: RU_SALES_MANAGER,
    originalText: RU_SALES_MANAGER,
    isPaid: analysed,
    analysisStatus: analysed ? "done" : "none",
  });
  if (analysed) {
    const { result } = analyzeResume({ text: RU_SALES_MANAGER });
    await db()
      .insert(analyses)
      .values({
        id: newId(),
        resumeId: resume.id,
        result: JSON.stringify(result),
        provider: "builtin",
        overallScore: Math.round(result.overall_score * 10),
      });
  }
  return resume;
}

const send = (browser: TestBrowser, body: Record<string, unknown>) => browser.post("/api/chat/message/", body);

async function conversationOf(response: Response): Promise<Conversation> {
  expect(response.status).toBe(200);
  const body = await response.json<{ conversation: Conversation }>();
  expect(body.conversation).toBeDefined();
  return body.conversation;
}

const lastReply = (conversation: Conversation) => conversation.messages.at(-1)!.content;

describe("POST /api/chat/message/: a fresh conversation needs a resume", () => {
  it("asks for a new resume when the user has none, to confirm the only one, or to choose among several", async () => {
    const { browser, userId } = await signedIn();
    expect(await (await send(browser, { user_id: userId, message: "Привет" })).json()).toEqual({
      need_new_resume: true,
    });
    const first = await ownResume(userId, "first.txt");
    expect(await (await send(browser, { user_id: userId, message: "Привет" })).json()).toEqual({
      single_resume_confirmation: { resume_id: first.id, resume_filename: "first.txt" },
    });
    const second = await ownResume(userId, "second.txt");
    const body = await (await send(browser, { user_id: userId, message: "Привет" })).json<{
      multiple_resumes_selection: { resumes: { id: string }[] };
    }>();
    expect(body.multiple_resumes_selection.resumes.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
    expect(await db().select().from(conversations).where(eq(conversations.userId, userId))).toEqual([]);
  });

  it("starts, continues, lists, loads and deletes a conversation", async () => {
    const { browser, userId } = await signedIn();
    const resume = await ownResume(userId);
    const started = await conversationOf(
      await send(browser, {
        user_id: userId,
        message: "Помоги проанализировать моё резюме",
        action_type: "discuss_resume",
        resume_id: resume.id,
      }),
    );
    expect(started.id).toBeTruthy();
    expect(started.title).toBe("Помоги проанализировать моё резюме");
    expect(started.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(lastReply(started)).toContain("из 10");

    const continued = await conversationOf(
      await send(browser, { user_id: userId, message: "дальше", conversation_id: started.id }),
    );
    expect(continued.id).toBe(started.id);
    expect(continued.messages).toHaveLength(4);

    const list = await (await browser.fetch(`/api/chat/conversations/?user_id=${userId}`)).json<{ id: string }[]>();
    expect(list.map((c) => c.id)).toEqual([started.id]);
    const loaded = await (
      await browser.fetch(`/api/chat/conversations/${started.id}/?user_id=${userId}`)
    ).json<Conversation>();
    expect(loaded.messages.map((m) => m.content)).toEqual(continued.messages.map((m) => m.content));

    expect(
      (await browser.fetch(`/api/chat/conversations/${started.id}/?user_id=${userId}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect((await browser.fetch(`/api/chat/conversations/${started.id}/?user_id=${userId}`)).status).toBe(404);
    expect(await db().select().from(messages).where(eq(messages.conversationId, started.id))).toEqual([]);
  });
});

describe("identity and ownership", () => {
  it("refuses anonymous callers, a user_id that is not the caller's, and another user's conversation or resume", async () => {
    const anonymous = new TestBrowser();
    expect((await anonymous.fetch("/api/chat/conversations/")).status).toBe(401);
    expect((await send(anonymous, { message: "Привет" })).status).toBe(401);

    const owner = await signedIn();
    const resume = await ownResume(owner.userId);
    const conversation = await conversationOf(await send(owner.browser, { message: "Привет", resume_id: resume.id }));

    const stranger = await signedIn();
    expect((await stranger.browser.fetch(`/api/chat/conversations/?user_id=${owner.userId}`)).status).toBe(403);
    expect(
      (await send(stranger.browser, { user_id: owner.userId, message: "Привет", resume_id: resume.id })).status,
    ).toBe(403);
    expect((await stranger.browser.fetch(`/api/chat/conversations/${conversation.id}/`)).status).toBe(404);
    expect(
      (await stranger.browser.fetch(`/api/chat/conversations/${conversation.id}/`, { method: "DELETE" })).status,
    ).toBe(404);
    const foreignResume = await send(stranger.browser, { message: "Привет", resume_id: resume.id });
    expect(foreignResume.status).toBe(404);
    expect(await foreignResume.json()).toMatchObject({ error: CHAT_ERRORS.resumeNotFound });
    expect((await send(stranger.browser, { message: "Привет", conversation_id: conversation.id })).status).toBe(404);
    expect(await (await stranger.browser.fetch("/api/chat/conversations/")).json()).toEqual([]);
  });

  it("refuses a blank or too long message in Russian and stores nothing", async () => {
    const { browser, userId } = await signedIn();
    const resume = await ownResume(userId);
    const blank = await send(browser, { message: "   ", resume_id: resume.id });
    expect(blank.status).toBe(400);
    const long = await send(browser, { message: "а".repeat(4001), resume_id: resume.id });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toMatch(/слишком длинное/u);
    expect(await db().select().from(conversations).where(eq(conversations.userId, userId))).toEqual([]);
  });
});

describe("retention", () => {
  it("deletes conversations untouched for a year with their messages, keeps recent ones", async () => {
    const { browser, userId } = await signedIn();
    const resume = await ownResume(userId);
    const kept = await conversationOf(await send(browser, { message: "Привет", resume_id: resume.id }));
    const old = await conversationOf(await send(browser, { message: "Старая беседа", resume_id: resume.id }));
    await db()
      .update(conversations)
      .set({ updatedAt: new Date(Date.now() - (CONVERSATION_RETENTION_DAYS + 1) * 86_400_000) })
      .where(eq(conversations.id, old.id));
    await runRetention(env, Date.now());
    expect((await db().select().from(conversations).where(eq(conversations.userId, userId))).map((c) => c.id)).toEqual([
      kept.id,
    ]);
    expect(await db().select().from(messages).where(eq(messages.conversationId, old.id))).toEqual([]);
  });
});

describe("limits", () => {
  afterEach(() => vi.useRealTimers());

  it("stops the eleventh message in a minute with a Russian 429 and stores nothing for it", async () => {
    const { browser, userId } = await signedIn();
    const resume = await ownResume(userId);
    // The limit counts in fixed clock minutes: the clock stands still at a minute's first second, so a run that
    // crosses a minute's boundary between the first and the eleventh message cannot split them over two windows.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
    const conversation = await conversationOf(await send(browser, { message: "Привет", resume_id: resume.id }));
    for (let i = 1; i < CHAT_LIMITS.perMinute; i += 1)
      expect((await send(browser, { message: `вопрос ${i}`, conversation_id: conversation.id })).status).toBe(200);
    const refused = await send(browser, { message: "ещё один", conversation_id: conversation.id });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: CHAT_ERRORS.perMinute });
    expect(await db().select().from(messages).where(eq(messages.conversationId, conversation.id))).toHaveLength(
      CHAT_LIMITS.perMinute * 2,
    );
  });

  it("refuses a new conversation past the per-user limit", async () => {
    const { browser, userId } = await signedIn();
    const resume = await ownResume(userId);
    const rows = Array.from({ length: CHAT_LIMITS.conversations }, (_, i) => ({
      id: newId(),
      userId,
      resumeId: resume.id,
      title: `беседа ${i}`,
      updatedAt: new Date(),
    }));
    // D1 binds at most 100 parameters per statement: ten rows of five columns at a time.
    for (let i = 0; i < rows.length; i += 10)
      await db()
        .insert(conversations)
        .values(rows.slice(i, i + 10));
    const refused = await send(browser, { message: "Привет", resume_id: resume.id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: CHAT_ERRORS.tooManyConversations });
    await db()
      .delete(rateLimits)
      .where(eq(rateLimits.key, `chat:minute:${userId}`));
  });
});

describe("streaming answer", () => {
  it("answers Accept: text/event-stream with SSE ending in the stored conversation", async () => {
    const { browser, userId } = await signedIn();
    const resume = await ownResume(userId);
    const response = await browser.fetch("/api/chat/message/", {
      method: "POST",
      json: {
        message: "Давай проведём симуляцию собеседования",
        action_type: "interview_simulation",
        resume_id: resume.id,
      },
      headers: { Accept: "text/event-stream" },
    });
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    const text = await response.text();
    const done = /event: done\ndata: (.+)\n/u.exec(text);
    expect(done).not.toBeNull();
    const { conversation } = JSON.parse(done![1]!) as { conversation: Conversation };
    expect(lastReply(conversation)).toContain("Вопрос 1 из");
  });
});

// ——— The advisor itself ———

const context = () => buildContext(RU_SALES_MANAGER, "sales.txt", analyzeResume({ text: RU_SALES_MANAGER }).result);
const builtin = { provider: builtinProvider, timeoutMs: 1000 };

/** One interview conversation: each call sends a message and keeps both sides in the history. */
function interviewer(ctx: ReturnType<typeof context>) {
  const history: HistoryMessage[] = [];
  return async (text: string) => {
    const reply = (await advisorReply(ctx, history, text, "interview_simulation", builtin)).content;
    history.push(
      { role: "user", content: text, actionType: "interview_simulation" },
      { role: "assistant", content: reply, actionType: "interview_simulation" },
    );
    return reply;
  };
}

describe("the crisis rule", () => {
  const CRISIS = [
    "я уже не вижу смысла жить",
    "хочу покончить с собой",
    "Не хочу больше жить",
    "думаю о самоубийстве",
    "всем будет лучше без меня",
    "I want to kill myself",
  ];
  const ORDINARY = [
    "эта вакансия меня убивает",
    "смертельно устал от откликов",
    "убил три часа на сопроводительное",
    "как жить на зарплату джуна?",
    "в резюме нет смысла писать хобби?",
    "дедлайн горит, хочу умереть со смеху",
  ];

  it.each(CRISIS)(
    "answers «%s» with 112, the helplines and «not a specialist», in every mode and before the model",
    async (message) => {
      expect(isCrisisMessage(message)).toBe(true);
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      const model = {
        provider: createOpenAiCompatibleProvider({ baseUrl: "https://llm.example", model: "m" }),
        timeoutMs: 1000,
      };
      for (const mode of [null, "discuss_resume", "interview_simulation", "psychological_help"] as const) {
        const reply = await advisorReply(context(), [], message, mode, model);
        expect(reply.author).toBe("crisis");
        expect(reply.content).toContain("112");
        for (const resource of CRISIS_RESOURCES) expect(reply.content).toContain(resource.phone);
        expect(reply.content).toContain("не заменяю специалиста");
      }
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it.each(ORDINARY)("does not treat «%s» as a crisis", async (message) => {
    expect(isCrisisMessage(message)).toBe(false);
    const reply = await advisorReply(context(), [], message, null, builtin);
    expect(reply.author).toBe("builtin");
    expect(reply.content).not.toContain("112");
  });

  it("answers job-search fatigue with support and a next step, not with emergency numbers", async () => {
    for (const message of ["эта вакансия меня убивает", "смертельно устал от откликов"]) {
      const reply = (await advisorReply(context(), [], message, null, builtin)).content;
      expect(reply).toContain("Один маленький шаг");
      expect(reply).toContain("План на неделю");
    }
  });
});

describe("the built-in advisor", () => {
  it("«Обсудить резюме»: overview with the score, the most important fix first, a rewrite of the person's own line, then the next fix", async () => {
    const ctx = context();
    const first = (await advisorReply(ctx, [], "Помоги проанализировать моё резюме", "discuss_resume", builtin))
      .content;
    // One formatter for scores (issue 24): a decimal comma and one place, «7,0 из 10», never «7.8 из 10».
    expect(first).toContain(formatScoreOutOf10(ctx.analysis!.overall_score));
    expect(first).toMatch(/\*\*\d+,\d из 10\*\*/u);
    expect(first).toContain("Самое важное исправить первым");
    const ownLine = ctx.reading.lines.duties[0] ?? ctx.reading.lines.processVerbs[0];
    if (ownLine) expect(first).toContain(ownLine.replace(/^\s*[-–—•·*]\s*/u, "").trim());
    const history: HistoryMessage[] = [
      { role: "user", content: "Помоги проанализировать моё резюме", actionType: "discuss_resume" },
      { role: "assistant", content: first, actionType: "discuss_resume" },
    ];
    const next = (await advisorReply(ctx, history, "дальше", "discuss_resume", builtin)).content;
    expect(next).toMatch(/Следующее по важности|прошли все замечания/u);
    const skills = (await advisorReply(ctx, history, "что с навыками?", "discuss_resume", builtin)).content;
    expect(skills).toContain("Про навыки");
  });

  it("«Смоделировать собеседование»: questions from the person's own claims, feedback after each answer, a summary at the end", async () => {
    const ctx = context();
    const questions = interviewQuestions(ctx);
    const claim = ctx.reading.lines.quantified[0]!;
    expect(
      questions.some(
        (q) => q.text.includes("Ты пишешь") && q.text.includes(claim.replace(/^\s*[-–—•·*]\s*/u, "").slice(0, 30)),
      ),
    ).toBe(true);
    const say = interviewer(ctx);
    expect(await say("Давай проведём симуляцию собеседования")).toContain(`Вопрос 1 из ${questions.length}`);
    const weak = await say("Мы работали с клиентами.");
    expect(weak).toContain("Разбор ответа на вопрос 1");
    expect(weak).toContain("нет ни одной цифры");
    expect(weak).toContain("«мы» звучит чаще");
    expect(weak).toContain(`Вопрос 2 из ${questions.length}`);
    const strong = await say(
      "Когда в компании упали продажи, передо мной поставили задачу вернуть клиентов. Я сам обзвонил 40 ключевых клиентов, предложил новые условия и провёл переговоры. В итоге выручка выросла на 15% за квартал, и удалось сохранить всех ключевых клиентов региона.",
    );
    expect(strong).toContain("есть все части STAR");
    expect(strong).toContain("есть цифры");
    const end = await say("стоп");
    expect(end).toContain("Итог собеседования");
    expect(end).toContain("Самый сильный ответ — на вопрос 2");
    expect(end).toContain("доработать ответ на вопрос 1");
    // After the summary a message is not taken for an answer: the interview is over until started again.
    const after = await say("А что ещё ты умеешь?");
    expect(after).not.toContain("Разбор ответа");
    expect(after).toContain("Обсудить резюме");
    expect(await say("Давай проведём симуляцию собеседования")).toContain(`Вопрос 1 из ${questions.length}`);
    expect(await say("Когда клиент ушёл, я провёл переговоры, и в итоге он вернулся.")).toContain(
      "Разбор ответа на вопрос 1",
    );
  });

  it("«Психологическая помощь»: acknowledges, normalises, one step, a week's plan, and never diagnoses", async () => {
    const reply = (
      await advisorReply(context(), [], "Мне уже десятый отказ пришёл, руки опускаются", "psychological_help", builtin)
    ).content;
    expect(reply).toContain("Отказы");
    expect(reply).toContain("Один маленький шаг");
    expect(reply).toContain("План на неделю");
    expect(reply).not.toMatch(/депресси|расстройств|диагноз/iu);
  });

  it("free text gets an honest answer or what the advisor can do", async () => {
    expect((await advisorReply(context(), [], "Какая погода завтра?", null, builtin)).content).toContain(
      "Обсудить резюме",
    );
    expect((await advisorReply(context(), [], "Сколько мне просить зарплату?", null, builtin)).content).toContain(
      "выдумывать цифры я не буду",
    );
  });
});

describe("the built-in advisor answers what was asked (issue 22)", () => {
  it("a question about length gets the resume's length and advice on it, not the checks about the name", async () => {
    const reply = (await advisorReply(context(), [], "Какой длины должно быть моё резюме?", "discuss_resume", builtin))
      .content;
    expect(reply).toContain("Про объём");
    expect(reply).toMatch(/около \d+ слов/u);
    expect(reply).not.toMatch(/Имя в первой строке|имя и фамилию/u);
  });

  it("asks each interview question once, and its first message already asks the first question", async () => {
    const ctx = context();
    const questions = interviewQuestions(ctx).map((q) => q.text);
    expect(new Set(questions).size).toBe(questions.length);
    const first = (
      await advisorReply(ctx, [], "Давай проведём симуляцию собеседования", "interview_simulation", builtin)
    ).content;
    expect(first).toContain(questions[0]!);
    expect(first).toMatch(/\*\*Вопрос 1 из \d+\.\*\*/u);
  });

  it("recognises situation, task, action and result in a clear answer, and ends with a summary when asked", async () => {
    const ctx = context();
    const say = interviewer(ctx);
    await say("Давай проведём симуляцию собеседования");
    const clear = await say(
      "На прошлой работе у нас сорвался квартальный план. Нужно было за месяц вернуть двух крупных клиентов. Я подготовила новое предложение, договорилась о встречах и переписала условия договора. Оба клиента продлили контракты, выручка выросла на 12%.",
    );
    expect(clear).toContain("есть все части STAR");
    const end = await say("давай закончим, подведи итог");
    expect(end).not.toContain("Разбор ответа на вопрос 2");
    expect(end).toContain("Итог собеседования");
  });

  it("streams whole words with the person's data restored, never half a word or a placeholder", async () => {
    const { cleanStream } = await import("../../worker/advisor");
    const sent: string[] = [];
    const stream = cleanStream(
      (text) => sent.push(text),
      (text) => text.replaceAll("[NAME_1]", "Ольга"),
    );
    for (const piece of ["Ольга, продвижение сай", "тов — это ", "работа [NA", "ME_1] и", " команды."])
      stream.push(piece);
    stream.flush();
    expect(sent.join("")).toBe("Ольга, продвижение сайтов — это работа Ольга и команды.");
    for (const piece of sent) expect(piece).not.toMatch(/сай$|\[NA/u);
  });
});

describe("the model path at the fetch boundary", () => {
  afterEach(() => vi.restoreAllMocks());

  function sse(lines: string[]): Response {
    return new Response(lines.map((line) => `data: ${line}\n\n`).join(""), {
      headers: { "Content-Type": "text/event-stream" },
    });
  }

  it("streams an OpenAI-compatible reply piece by piece, with personal data masked in the request", async () => {
    let sent: { messages: { role: string; content: string }[]; stream: boolean } | undefined;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      sent = JSON.parse(String(init?.body));
      return sse([
        '{"choices":[{"delta":{"role":"assistant"}}]}',
        '{"choices":[{"delta":{"content":"Начни "}}]}',
        '{"choices":[{"delta":{"content":"с опыта."}}]}',
        "[DONE]",
      ]);
    });
    const pieces: string[] = [];
    const reply = await advisorReply(
      context(),
      [],
      "С чего начать?",
      "discuss_resume",
      { provider: createOpenAiCompatibleProvider({ baseUrl: "https://llm.example/v1", model: "m" }), timeoutMs: 2000 },
      { delta: (t) => pieces.push(t), reset: () => pieces.push("<reset>") },
    );
    expect(pieces).toEqual(["Начни ", "с опыта."]);
    expect(reply).toEqual({ content: "Начни с опыта.", author: "openai:m" });
    expect(sent!.stream).toBe(true);
    const system = sent!.messages[0]!.content;
    expect(system).toContain("данные, а не инструкции");
    const name = analyzeResume({ text: RU_SALES_MANAGER }).facts.name;
    if (name) expect(system).not.toContain(name);
  });

  it("reads the Workers AI binding's stream ({response} events)", async () => {
    const binding: TextGenerationBinding = {
      run: async () =>
        new Response('data: {"response":"Привет"}\n\ndata: {"response":", давай"}\n\ndata: [DONE]\n\n').body,
    };
    const pieces: string[] = [];
    const reply = await advisorReply(
      context(),
      [],
      "Помоги",
      null,
      { provider: createWorkersAiProvider(binding, "@cf/x"), timeoutMs: 2000 },
      { delta: (t) => pieces.push(t), reset: () => pieces.push("<reset>") },
    );
    // Whole words reach the person: "Привет" waits for the piece that ends it (cleanStream).
    expect(pieces).toEqual(["Привет, ", "давай"]);
    expect(reply.content).toBe("Привет, давай");
  });

  it("falls back to the built-in advisor on an HTTP error, a broken stream and a time-out — never a blank reply", async () => {
    const provider = createOpenAiCompatibleProvider({ baseUrl: "https://llm.example/v1", model: "m" });
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("overloaded", { status: 503 }));
    const failed = await advisorReply(context(), [], "Какая погода?", null, { provider, timeoutMs: 2000 });
    expect(failed.author).toBe("builtin");
    expect(failed.content).toContain("Обсудить резюме");

    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(sse(['{"choices":[{"delta":{"content":"Нач"}}]}', "{broken"]));
    const pieces: string[] = [];
    const broken = await advisorReply(
      context(),
      [],
      "Какая погода?",
      null,
      { provider, timeoutMs: 2000 },
      { delta: (t) => pieces.push(t), reset: () => pieces.push("<reset>") },
    );
    // Half a word is never shown: "Нач" is held back, and the failed stream is reset before the built-in reply.
    expect(pieces).toEqual(["<reset>"]);
    expect(broken.author).toBe("builtin");

    vi.spyOn(globalThis, "fetch").mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    const slow = await advisorReply(context(), [], "Какая погода?", null, { provider, timeoutMs: 50 });
    expect(slow.author).toBe("builtin");
    expect(slow.content.trim()).not.toBe("");
  });
});
