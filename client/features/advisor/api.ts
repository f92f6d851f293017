/** The advisor's calls (spec section 7) and its error texts (section 8). */
import type { ChatActionType, ChatMessageAnswer, Conversation, ResumeChoice } from "../../../shared/schemas/chat";
import { api } from "../../lib/api";
import { apiStream, type StreamEvent } from "../../lib/api/stream";

export const ADVISOR_ERRORS = {
  history: "Не удалось загрузить историю бесед",
  load: "Не удалось загрузить беседу",
  delete: "Не удалось удалить беседу",
  resumes: "Не удалось получить список резюме пользователя",
  resumesForStart: "Для начала разговора необходимо выбрать резюме. Не удалось загрузить список твоих резюме.",
  needResume: "Для отправки сообщения необходимо выбрать резюме.",
  send: "Произошла ошибка при отправке сообщения",
  process: "Произошла ошибка при обработке запроса",
} as const;

/** The spec's preset messages of the quick actions (section 3). */
export const QUICK_ACTIONS: readonly { type: ChatActionType; label: string; message: string }[] = [
  { type: "discuss_resume", label: "Обсудить резюме", message: "Помоги проанализировать моё резюме" },
  { type: "interview_simulation", label: "Смоделировать собеседование", message: "Давай проведём симуляцию собеседования" },
  { type: "psychological_help", label: "Психологическая помощь", message: "Мне нужна психологическая поддержка в карьерных вопросах" },
];

export type ConversationSummary = Omit<Conversation, "messages">;
const q = (userId: string) => `?user_id=${encodeURIComponent(userId)}`;

export const listConversations = (userId: string) => api<ConversationSummary[]>(`/api/chat/conversations/${q(userId)}`, { fallback: ADVISOR_ERRORS.history });
export const loadConversation = (userId: string, id: string) =>
  api<Conversation>(`/api/chat/conversations/${encodeURIComponent(id)}/${q(userId)}`, { fallback: ADVISOR_ERRORS.load });
export const deleteConversation = (userId: string, id: string) =>
  api<{ deleted: true }>(`/api/chat/conversations/${encodeURIComponent(id)}/${q(userId)}`, { method: "DELETE", fallback: ADVISOR_ERRORS.delete });
export const listResumes = (userId: string) => api<ResumeChoice[]>(`/api/resumes/user/${encodeURIComponent(userId)}/`, { fallback: ADVISOR_ERRORS.resumes });

export interface SendRequest {
  user_id: string;
  message: string;
  action_type?: ChatActionType | null;
  conversation_id?: string | null;
  resume_id?: string | null;
}

/**
 * Sends a message; the reply streams through `onDelta` (and `onReset` when a failed model stream is replaced by
 * the built-in advisor). Resolves with the server's answer: the conversation or a resume question.
 */
export async function sendMessage(request: SendRequest, handlers: { onDelta: (text: string) => void; onReset: () => void; signal: AbortSignal }): Promise<ChatMessageAnswer> {
  let final: ChatMessageAnswer | null = null;
  let streamError: string | null = null;
  const onEvent = ({ event, data }: StreamEvent) => {
    const body = JSON.parse(data) as { text?: string; conversation?: Conversation; error?: string };
    if (event === "delta" && body.text) handlers.onDelta(body.text);
    else if (event === "reset") handlers.onReset();
    else if (event === "done" && body.conversation) final = { conversation: body.conversation };
    else if (event === "error") streamError = body.error ?? ADVISOR_ERRORS.send;
  };
  const answer = await apiStream<ChatMessageAnswer>("/api/chat/message/", { json: request, signal: handlers.signal, onEvent, fallback: ADVISOR_ERRORS.send });
  if (answer) return answer;
  if (streamError) throw new Error(streamError);
  if (!final) throw new Error(ADVISOR_ERRORS.process);
  return final;
}
