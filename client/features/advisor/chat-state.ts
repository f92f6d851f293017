/**
 * The advisor chat's state as one reducer with named states (decision 261): what the screen shows is a function of
 * this state, and every change has a name. The network calls stay in the component; they dispatch what happened.
 *
 *   turn:    idle ──send──▶ sending ──reply──▶ idle
 *                             │  └──stopped / failed / resume needed──▶ idle (the text back in the input)
 *   history: closed ◀──toggle──▶ loading ──▶ ready | error
 */
import type { ChatActionType, ChatMessage, Conversation, ResumeChoice } from "../../../shared/schemas/chat";
import type { ConversationSummary } from "./api";

export interface ShownMessage extends Pick<ChatMessage, "role" | "content"> {
  id: string;
}

/** The reply in flight: the user's message shown at once, and the reply as it streams in. */
export type Turn = { status: "idle" } | { status: "sending"; pending: ShownMessage; streamed: string };

export type HistoryPanel =
  | { status: "closed" }
  | { status: "loading" }
  | { status: "ready"; list: ConversationSummary[] }
  | { status: "error"; message: string; list: ConversationSummary[] | null };

export interface ChatState {
  /** The user's resumes, for the selection panel (loaded by the page before the chat is drawn). */
  resumes: ResumeChoice[];
  /** Null until the server stores the first turn (a fresh conversation has no id, spec «Advisor chat»). */
  conversationId: string | null;
  messages: ShownMessage[];
  /** The value of the resume select; the only resume is preselected. */
  chosen: string;
  /** The resume the conversation is about, once chosen with «Выбрать» or read from a loaded conversation. */
  resume: ResumeChoice | null;
  /** The quick action that set the conversation's mode; a typed message continues it. */
  mode: ChatActionType | null;
  draft: string;
  turn: Turn;
  error: string | null;
  history: HistoryPanel;
}

export type ChatEvent =
  | { type: "draft_changed"; text: string }
  | { type: "resume_picked"; id: string }
  | { type: "resume_confirmed" }
  | { type: "new_chat" }
  | { type: "send_refused"; error: string }
  | { type: "send_started"; pending: ShownMessage; mode: ChatActionType | null }
  | { type: "reply_piece"; text: string }
  | { type: "reply_restarted" }
  | { type: "reply_stored"; conversation: Conversation }
  | { type: "resume_needed"; error: string; suggested: string | null }
  | { type: "send_stopped" }
  | { type: "send_failed"; error: string }
  | { type: "conversation_opened"; conversation: Conversation }
  | { type: "conversation_failed"; error: string }
  | { type: "history_toggled" }
  | { type: "history_loaded"; list: ConversationSummary[] }
  | { type: "history_failed"; error: string }
  | { type: "conversation_deleted"; id: string };

const preselected = (resumes: ResumeChoice[]) => (resumes.length === 1 ? resumes[0]!.id : "");

export function initialChatState(resumes: ResumeChoice[], error: string | null): ChatState {
  return {
    resumes,
    conversationId: null,
    messages: [],
    chosen: preselected(resumes),
    resume: null,
    mode: null,
    draft: "",
    turn: { status: "idle" },
    error,
    history: { status: "closed" },
  };
}

/** The new-chat button: the conversation, the chosen resume and the mode are cleared (spec «Advisor chat»). */
function freshConversation(state: ChatState): ChatState {
  return {
    ...initialChatState(state.resumes, null),
    draft: state.draft,
    history: state.history,
  };
}

/** The turn ends without a stored reply: the message leaves the list and goes back to the input. */
function turnUndone(state: ChatState, error: string | null): ChatState {
  if (state.turn.status !== "sending") return state;
  const { pending } = state.turn;
  return {
    ...state,
    messages: state.messages.filter((m) => m.id !== pending.id),
    draft: pending.content,
    turn: { status: "idle" },
    error,
  };
}

function historyList(history: HistoryPanel): ConversationSummary[] | null {
  if (history.status === "ready") return history.list;
  if (history.status === "error") return history.list;
  return null;
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case "draft_changed":
      return { ...state, draft: event.text };
    case "resume_picked":
      return { ...state, chosen: event.id };
    case "resume_confirmed": {
      const resume = state.resumes.find((r) => r.id === state.chosen);
      return resume ? { ...state, resume } : state;
    }
    case "new_chat":
      return freshConversation(state);
    case "send_refused":
      return { ...state, error: event.error };
    case "send_started":
      if (state.turn.status === "sending") return state;
      return {
        ...state,
        messages: [...state.messages, event.pending],
        mode: event.mode ?? state.mode,
        draft: "",
        turn: { status: "sending", pending: event.pending, streamed: "" },
        error: null,
      };
    case "reply_piece":
      if (state.turn.status !== "sending") return state;
      return { ...state, turn: { ...state.turn, streamed: state.turn.streamed + event.text } };
    case "reply_restarted":
      if (state.turn.status !== "sending") return state;
      return { ...state, turn: { ...state.turn, streamed: "" } };
    case "reply_stored":
      return {
        ...state,
        conversationId: event.conversation.id,
        messages: event.conversation.messages,
        turn: { status: "idle" },
      };
    case "resume_needed":
      return { ...turnUndone(state, event.error), chosen: event.suggested ?? state.chosen };
    case "send_stopped":
      return turnUndone(state, null);
    case "send_failed":
      // The message stays shown, as sent; the error says the reply did not come.
      return { ...state, turn: { status: "idle" }, error: event.error };
    case "conversation_opened":
      return {
        ...state,
        conversationId: event.conversation.id,
        messages: event.conversation.messages,
        resume: state.resumes.find((r) => r.id === event.conversation.resume_id) ?? null,
        error: null,
        history: { status: "closed" },
      };
    case "conversation_failed":
      return { ...state, error: event.error };
    case "history_toggled":
      return { ...state, history: state.history.status === "closed" ? { status: "loading" } : { status: "closed" } };
    case "history_loaded":
      return state.history.status === "closed" ? state : { ...state, history: { status: "ready", list: event.list } };
    case "history_failed":
      return state.history.status === "closed"
        ? state
        : { ...state, history: { status: "error", message: event.error, list: historyList(state.history) } };
    case "conversation_deleted": {
      const list = historyList(state.history)?.filter((c) => c.id !== event.id) ?? [];
      const withList: ChatState =
        state.history.status === "closed" ? state : { ...state, history: { status: "ready", list } };
      // Deleting the open conversation clears it (spec «Advisor chat»).
      return event.id === state.conversationId ? freshConversation(withList) : withList;
    }
  }
}
