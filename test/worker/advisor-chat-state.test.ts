/**
 * The advisor chat's reducer (client/features/advisor/chat-state.ts, decision 261): each named transition of the
 * turn and the history panel, as the screen relies on them.
 */
import { describe, expect, it } from "vitest";
import {
  type ChatState,
  chatReducer,
  initialChatState,
  type ShownMessage,
} from "../../client/features/advisor/chat-state";
import type { Conversation, ResumeChoice } from "../../shared/schemas/chat";

const RESUMES: ResumeChoice[] = [
  { id: "r1", filename: "one.txt", created_at: "2026-11-01T10:00:00.000Z" },
  { id: "r2", filename: "two.txt", created_at: "2026-11-02T10:00:00.000Z" },
];
const pending: ShownMessage = { id: "pending-1", role: "user", content: "Привет" };
const stored: Conversation = {
  id: "c1",
  title: "Привет",
  updated_at: "2026-11-03T10:00:00.000Z",
  resume_id: "r2",
  messages: [
    { id: "m1", role: "user", content: "Привет", created_at: "2026-11-03T10:00:00.000Z" },
    { id: "m2", role: "assistant", content: "Здравствуй", created_at: "2026-11-03T10:00:00.001Z" },
  ],
};

const run = (state: ChatState, ...events: Parameters<typeof chatReducer>[1][]) => events.reduce(chatReducer, state);

describe("the advisor chat's states", () => {
  it("preselects the only resume, and none of several", () => {
    expect(initialChatState([RESUMES[0]!], null).chosen).toBe("r1");
    expect(initialChatState(RESUMES, null).chosen).toBe("");
  });

  it("idle → sending (the message shown, the input cleared) → pieces → the stored conversation → idle", () => {
    const state = run(
      initialChatState(RESUMES, null),
      { type: "resume_picked", id: "r2" },
      { type: "resume_confirmed" },
      { type: "draft_changed", text: "Привет" },
      { type: "send_started", pending, mode: "discuss_resume" },
      { type: "reply_piece", text: "Здрав" },
      { type: "reply_piece", text: "ствуй" },
    );
    expect(state.turn).toEqual({ status: "sending", pending, streamed: "Здравствуй" });
    expect(state.messages).toEqual([pending]);
    expect(state.draft).toBe("");
    expect(state.mode).toBe("discuss_resume");
    expect(run(state, { type: "reply_restarted" }).turn).toMatchObject({ streamed: "" });
    const done = run(state, { type: "reply_stored", conversation: stored });
    expect(done.turn).toEqual({ status: "idle" });
    expect(done.conversationId).toBe("c1");
    expect(done.messages).toEqual(stored.messages);
    expect(done.resume?.id).toBe("r2");
  });

  it("a stopped turn takes the message off the list and puts it back in the input", () => {
    const state = run(
      initialChatState(RESUMES, null),
      { type: "send_started", pending, mode: null },
      {
        type: "send_stopped",
      },
    );
    expect(state).toMatchObject({ turn: { status: "idle" }, messages: [], draft: "Привет", error: null });
  });

  it("a resume question undoes the turn with the spec's text and the server's suggestion chosen", () => {
    const state = run(
      initialChatState(RESUMES, null),
      { type: "send_started", pending, mode: null },
      { type: "resume_needed", error: "Для отправки сообщения необходимо выбрать резюме.", suggested: "r1" },
    );
    expect(state).toMatchObject({ messages: [], draft: "Привет", chosen: "r1" });
    expect(state.error).toContain("выбрать резюме");
  });

  it("a failed turn keeps the message and says so; a second send while one is in flight is ignored", () => {
    const sending = run(initialChatState(RESUMES, null), { type: "send_started", pending, mode: null });
    expect(run(sending, { type: "send_started", pending: { ...pending, id: "pending-2" }, mode: null })).toBe(sending);
    const failed = run(sending, { type: "send_failed", error: "Произошла ошибка при отправке сообщения" });
    expect(failed).toMatchObject({ turn: { status: "idle" }, messages: [pending] });
    expect(failed.error).toContain("ошибка");
  });

  it("the new chat clears the conversation, the chosen resume and the mode", () => {
    const state = run(
      initialChatState(RESUMES, null),
      { type: "resume_picked", id: "r2" },
      { type: "resume_confirmed" },
      { type: "send_started", pending, mode: "interview_simulation" },
      { type: "reply_stored", conversation: stored },
      { type: "new_chat" },
    );
    expect(state).toMatchObject({ conversationId: null, messages: [], resume: null, mode: null, chosen: "" });
  });

  it("history: closed → loading → ready; deleting the open conversation clears it; a failure keeps the list", () => {
    const open = run(
      initialChatState(RESUMES, null),
      { type: "conversation_opened", conversation: stored },
      { type: "history_toggled" },
    );
    expect(open.history).toEqual({ status: "loading" });
    const summary = { id: "c1", title: "Привет", updated_at: stored.updated_at, resume_id: "r2" };
    const ready = run(open, { type: "history_loaded", list: [summary] });
    expect(ready.history).toEqual({ status: "ready", list: [summary] });
    expect(run(ready, { type: "history_failed", error: "Не удалось удалить беседу" }).history).toEqual({
      status: "error",
      message: "Не удалось удалить беседу",
      list: [summary],
    });
    const deleted = run(ready, { type: "conversation_deleted", id: "c1" });
    expect(deleted).toMatchObject({ conversationId: null, messages: [], history: { status: "ready", list: [] } });
    expect(run(ready, { type: "history_toggled" }).history).toEqual({ status: "closed" });
    expect(run(run(ready, { type: "history_toggled" }), { type: "history_loaded", list: [] }).history).toEqual({
      status: "closed",
    });
  });
});
