/** The advisor chat's request and answers (spec sections 3 and 7). Shared by the worker and the client. */
import { z } from "zod";

export const CHAT_ACTION_TYPES = ["discuss_resume", "interview_simulation", "psychological_help"] as const;
export type ChatActionType = (typeof CHAT_ACTION_TYPES)[number];

/** Long enough for a detailed interview answer; a pasted book is refused. */
export const MAX_CHAT_MESSAGE_CHARS = 4000;

export const CHAT_MESSAGES = {
  empty: "Введи сообщение",
  tooLong: `Сообщение слишком длинное: не больше ${MAX_CHAT_MESSAGE_CHARS} символов.`,
  invalid: "Произошла ошибка при обработке запроса",
} as const;

export const chatMessageRequestSchema = z.object({
  /** Accepted for the spec's payload; identity comes from the session only. */
  user_id: z.string().max(64).optional().nullable(),
  message: z.string().trim().min(1, CHAT_MESSAGES.empty).max(MAX_CHAT_MESSAGE_CHARS, CHAT_MESSAGES.tooLong),
  action_type: z.enum(CHAT_ACTION_TYPES).optional().nullable(),
  conversation_id: z.string().max(64).optional().nullable(),
  resume_id: z.string().max(64).optional().nullable(),
});
export type ChatMessageRequest = z.infer<typeof chatMessageRequestSchema>;

export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  created_at: string;
}

export interface Conversation {
  id: string;
  title: string;
  updated_at: string;
  resume_id: string | null;
  messages: ChatMessage[];
}

export interface ResumeChoice {
  id: string;
  filename: string;
  created_at: string;
}

/** One of these comes back from `POST /api/chat/message/`. */
export type ChatMessageAnswer =
  | { conversation: Conversation }
  | { need_new_resume: true }
  | { single_resume_confirmation: { resume_id: string; resume_filename: string } }
  | { multiple_resumes_selection: { resumes: ResumeChoice[] } };
