/**
 * The advisor's conversations (spec sections 4, 6, 7): per user, owned, limited. A message either needs a resume
 * choice first (no conversation yet and no resume given), or is stored with the advisor's reply in one batch, so a
 * failed turn leaves no half-written conversation and a stopped one (`deps.signal` aborted) leaves nothing.
 */
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { analysisResultSchema } from "../../shared/schemas/analysis";
import type { ChatMessageAnswer, ChatMessageRequest, Conversation } from "../../shared/schemas/chat";
import { type AdvisorDeps, advisorReply, type ReplySink } from "../advisor";
import { type ActionType, buildContext, type HistoryMessage } from "../advisor/context";
import type { Database } from "../db/client";
import { analyses, conversations, messages, resumes } from "../db/schema";
import { ApiError, notFound, tooManyRequests } from "../lib/errors";
import { newId } from "../lib/ids";
import { log } from "../lib/log";
import { takeAllRateLimits } from "./rate-limit";
import { readingOf } from "./reading";

export const CHAT_ERRORS = {
  conversationNotFound: "Беседа не найдена",
  resumeNotFound: "Резюме не найдено",
  perMinute: "Слишком много сообщений подряд. Подожди минуту и попробуй снова.",
  perDay: "На сегодня лимит сообщений консультанту исчерпан. Возвращайся завтра.",
  tooManyConversations: "Слишком много бесед. Удали старые в истории, чтобы начать новую.",
} as const;

export const CHAT_LIMITS = { perMinute: 10, perDay: 200, conversations: 50, historyMessages: 200 } as const;
const TITLE_CHARS = 60;

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

function toConversation(row: ConversationRow, rows: MessageRow[]): Conversation {
  return {
    id: row.id,
    title: row.title,
    updated_at: row.updatedAt.toISOString(),
    resume_id: row.resumeId,
    messages: rows.map((m) => ({ id: m.id, role: m.role, content: m.content, created_at: m.createdAt.toISOString() })),
  };
}

export async function listConversations(db: Database, userId: string): Promise<Omit<Conversation, "messages">[]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.updatedAt))
    .limit(CHAT_LIMITS.conversations);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    updated_at: row.updatedAt.toISOString(),
    resume_id: row.resumeId,
  }));
}

async function requireOwnedConversation(db: Database, userId: string, id: string): Promise<ConversationRow> {
  const row = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .get();
  if (!row) throw notFound(CHAT_ERRORS.conversationNotFound);
  return row;
}

async function messagesOf(db: Database, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(sql`rowid`))
    .limit(CHAT_LIMITS.historyMessages * 2);
}

export async function loadConversation(db: Database, userId: string, id: string): Promise<Conversation> {
  const row = await requireOwnedConversation(db, userId, id);
  return toConversation(row, await messagesOf(db, row.id));
}

export async function deleteConversation(db: Database, userId: string, id: string): Promise<void> {
  const row = await requireOwnedConversation(db, userId, id);
  await db.batch([
    db.delete(messages).where(eq(messages.conversationId, row.id)),
    db.delete(conversations).where(eq(conversations.id, row.id)),
  ]);
}

async function requireOwnedResume(db: Database, userId: string, resumeId: string) {
  const row = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .get();
  if (!row) throw notFound(CHAT_ERRORS.resumeNotFound);
  return row;
}

/** What to ask when a fresh conversation has no resume: none, one to confirm, or a list to choose from. */
async function resumeQuestion(db: Database, userId: string): Promise<ChatMessageAnswer> {
  const rows = await db
    .select({ id: resumes.id, filename: resumes.filename, createdAt: resumes.createdAt })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.createdAt))
    .limit(50);
  if (rows.length === 0) return { need_new_resume: true };
  if (rows.length === 1)
    return { single_resume_confirmation: { resume_id: rows[0]!.id, resume_filename: rows[0]!.filename } };
  return {
    multiple_resumes_selection: {
      resumes: rows.map((r) => ({ id: r.id, filename: r.filename, created_at: r.createdAt.toISOString() })),
    },
  };
}

async function storedAnalysis(db: Database, resumeId: string) {
  const row = await db.select({ result: analyses.result }).from(analyses).where(eq(analyses.resumeId, resumeId)).get();
  if (!row) return null;
  const parsed = analysisResultSchema.safeParse(JSON.parse(row.result));
  return parsed.success ? parsed.data : null;
}

async function checkLimits(db: Database, userId: string, startsConversation: boolean): Promise<void> {
  if (startsConversation) {
    const [count] = await db
      .select({ n: sql<number>`count(*)` })
      .from(conversations)
      .where(eq(conversations.userId, userId));
    if ((count?.n ?? 0) >= CHAT_LIMITS.conversations)
      throw new ApiError(409, "conversation_limit", CHAT_ERRORS.tooManyConversations);
  }
  const minute = { key: `chat:minute:${userId}`, limit: CHAT_LIMITS.perMinute, windowSeconds: 60 };
  const day = { key: `chat:day:${userId}`, limit: CHAT_LIMITS.perDay, windowSeconds: 86_400 };
  const refused = await takeAllRateLimits(db, [day, minute]);
  if (refused === day) throw tooManyRequests(CHAT_ERRORS.perDay);
  if (refused) throw tooManyRequests(CHAT_ERRORS.perMinute);
}

/** The mode of this turn: the request's quick action, else the mode the conversation is in. */
function modeOf(request: ChatMessageRequest, history: HistoryMessage[]): ActionType | null {
  if (request.action_type) return request.action_type;
  for (let i = history.length - 1; i >= 0; i -= 1) if (history[i]!.role === "user") return history[i]!.actionType;
  return null;
}

export interface PreparedTurn {
  conversation: ConversationRow | null;
  resume: typeof resumes.$inferSelect;
  history: HistoryMessage[];
  mode: ActionType | null;
}

/** Everything a turn needs, checked; or the resume question when the fresh conversation has none. */
export async function prepareTurn(
  db: Database,
  userId: string,
  request: ChatMessageRequest,
): Promise<PreparedTurn | ChatMessageAnswer> {
  let conversation: ConversationRow | null = null;
  let history: HistoryMessage[] = [];
  if (request.conversation_id) {
    conversation = await requireOwnedConversation(db, userId, request.conversation_id);
    history = (await messagesOf(db, conversation.id)).map((m) => ({
      role: m.role,
      content: m.content,
      actionType: m.actionType,
    }));
  }
  const resumeId = request.resume_id ?? conversation?.resumeId;
  if (!resumeId) return resumeQuestion(db, userId);
  const resume = await requireOwnedResume(db, userId, resumeId);
  await checkLimits(db, userId, conversation === null);
  return { conversation, resume, history, mode: modeOf(request, history) };
}

export async function replyTo(
  db: Database,
  deps: AdvisorDeps,
  userId: string,
  request: ChatMessageRequest,
  turn: PreparedTurn,
  sink?: ReplySink,
) {
  const [analysis, reading] = await Promise.all([storedAnalysis(db, turn.resume.id), readingOf(db, turn.resume)]);
  const context = buildContext(turn.resume.text, turn.resume.filename, analysis, reading);
  const reply = await advisorReply(context, turn.history, request.message, turn.mode, deps, sink);
  // A turn the person stopped is not stored: they saw no reply, so the history must not show one (issue 24).
  deps.signal?.throwIfAborted();
  return storeTurn(db, userId, request, turn, reply.content, reply.author);
}

/** The user's message and the reply, stored together (with the conversation when it is new). */
async function storeTurn(
  db: Database,
  userId: string,
  request: ChatMessageRequest,
  turn: PreparedTurn,
  reply: string,
  author: string,
): Promise<Conversation> {
  const now = Date.now();
  const conversationId = turn.conversation?.id ?? newId();
  const title = turn.conversation?.title ?? request.message.replace(/\s+/gu, " ").slice(0, TITLE_CHARS);
  const userMessage = {
    id: newId(),
    conversationId,
    role: "user" as const,
    content: request.message,
    actionType: turn.mode,
    createdAt: new Date(now),
  };
  const assistantMessage = {
    id: newId(),
    conversationId,
    role: "assistant" as const,
    content: reply,
    actionType: turn.mode,
    createdAt: new Date(now + 1),
  };
  const conversationWrite = turn.conversation
    ? db
        .update(conversations)
        .set({ updatedAt: new Date(now), resumeId: turn.resume.id })
        .where(eq(conversations.id, conversationId))
    : db
        .insert(conversations)
        .values({ id: conversationId, userId, resumeId: turn.resume.id, title, updatedAt: new Date(now) });
  await db.batch([conversationWrite, db.insert(messages).values([userMessage, assistantMessage])]);
  log.info("advisor_turn", { conversationId, mode: turn.mode, author });
  return loadConversation(db, userId, conversationId);
}

/** Conversations untouched for a year are deleted (the privacy policy's "no later than 1 year"). */
export const CONVERSATION_RETENTION_DAYS = 365;

export async function deleteStaleConversations(db: Database, now = Date.now()): Promise<number> {
  const stale = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(lt(conversations.updatedAt, new Date(now - CONVERSATION_RETENTION_DAYS * 86_400_000)))
    .limit(500);
  const ids = (await stale).map((row) => row.id);
  for (let start = 0; start < ids.length; start += 90) {
    const chunk = ids.slice(start, start + 90);
    await db.batch([
      db.delete(messages).where(inArray(messages.conversationId, chunk)),
      db.delete(conversations).where(inArray(conversations.id, chunk)),
    ]);
  }
  return ids.length;
}
