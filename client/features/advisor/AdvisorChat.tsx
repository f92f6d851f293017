/**
 * The advisor chat screen (spec section 2 «Advisor chat screen», section 4 «Advisor chat»): header with home,
 * history and new chat; the resume panel; the history with delete; the messages with a welcome text, the reply
 * streaming in with «печатает…» and a stop button; the three quick actions; the input. The page passes who is
 * signed in; this feature never reads another feature.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { Link } from "react-router";
import type { ChatActionType, ResumeChoice } from "../../../shared/schemas/chat";
import { useDocumentTitle } from "../../components/ui/PageFrame";
import { ApiError } from "../../lib/api";
import { formatDate, formatDateTime } from "../../lib/format";
import {
  ADVISOR_ERRORS,
  deleteConversation,
  listConversations,
  listResumes,
  loadConversation,
  QUICK_ACTIONS,
  sendMessage,
} from "./api";
import { chatReducer, initialChatState, type ShownMessage } from "./chat-state";
import { Markdown } from "./Markdown";
import "./advisor.css";

export interface AdvisorChatProps {
  userId: string | null;
  hasEverUploaded: boolean;
}

const WELCOME =
  "Привет! Я ИИ-консультант по карьере (бета). Могу разобрать твоё резюме, провести тренировочное собеседование по твоему опыту или поддержать, если поиск работы даётся тяжело. Выбери резюме и начни с кнопки ниже или напиши свой вопрос.";

type ResumesState =
  | { status: "loading" }
  | { status: "ready"; resumes: ResumeChoice[] }
  | { status: "error"; message: string };

/** The page's name: the title of every state of the screen and the heading of the ones without the chat. */
const ADVISOR_TITLE = "Карьерный консультант";

function GuardHeading() {
  return (
    <h1 className="advisor__title">
      {ADVISOR_TITLE} <span className="badge">бета</span>
    </h1>
  );
}

export function AdvisorChat({ userId, hasEverUploaded }: AdvisorChatProps) {
  useDocumentTitle(ADVISOR_TITLE);
  if (!userId) {
    return (
      <div className="advisor-guard card" data-testid="advisor-guard">
        <GuardHeading />
        <p>ИИ-консультант доступен только после авторизации. Войди по e-mail на главной странице — это быстро.</p>
        <Link className="btn btn--primary" to="/">
          Авторизоваться
        </Link>
      </div>
    );
  }
  return <SignedInChat userId={userId} hasEverUploaded={hasEverUploaded} />;
}

function SignedInChat({ userId, hasEverUploaded }: { userId: string; hasEverUploaded: boolean }) {
  const [resumes, setResumes] = useState<ResumesState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    listResumes(userId).then(
      (list) => live && setResumes({ status: "ready", resumes: list }),
      (error: unknown) =>
        live &&
        setResumes({ status: "error", message: error instanceof ApiError ? error.message : ADVISOR_ERRORS.resumes }),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  if (resumes.status === "loading")
    return (
      <div className="advisor-guard">
        <GuardHeading />
        <p className="advisor-status" role="status">
          Загрузка…
        </p>
      </div>
    );
  if (resumes.status === "ready" && resumes.resumes.length === 0 && !hasEverUploaded) {
    return (
      <div className="advisor-guard card" data-testid="advisor-no-resume">
        <GuardHeading />
        <p>Чтобы поговорить с консультантом, сначала загрузи резюме: советы строятся на нём.</p>
        <Link className="btn btn--primary" to="/">
          Загрузить резюме
        </Link>
      </div>
    );
  }
  return (
    <ChatScreen
      userId={userId}
      resumes={resumes.status === "ready" ? resumes.resumes : []}
      resumesError={resumes.status === "error" ? ADVISOR_ERRORS.resumesForStart : null}
    />
  );
}

function ChatScreen({
  userId,
  resumes,
  resumesError,
}: {
  userId: string;
  resumes: ResumeChoice[];
  resumesError: string | null;
}) {
  const [state, dispatch] = useReducer(chatReducer, null, () => initialChatState(resumes, resumesError));
  const { conversationId, messages, chosen, resume, draft, turn, error, history } = state;
  const loading = turn.status === "sending";
  const historyOpen = history.status !== "closed";
  const abort = useRef<AbortController | null>(null);
  const bottom = useRef<HTMLDivElement>(null);

  // Braces matter: newer Chromium returns a promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: "end" });
  }, [messages, turn]);

  const refreshHistory = useCallback(() => {
    listConversations(userId).then(
      (list) => dispatch({ type: "history_loaded", list }),
      (e: unknown) =>
        dispatch({ type: "history_failed", error: e instanceof ApiError ? e.message : ADVISOR_ERRORS.history }),
    );
  }, [userId]);
  useEffect(() => {
    if (historyOpen) refreshHistory();
  }, [historyOpen, refreshHistory]);

  function newChat() {
    abort.current?.abort();
    dispatch({ type: "new_chat" });
  }

  async function openConversation(id: string) {
    try {
      dispatch({ type: "conversation_opened", conversation: await loadConversation(userId, id) });
    } catch (e) {
      dispatch({ type: "conversation_failed", error: e instanceof ApiError ? e.message : ADVISOR_ERRORS.load });
    }
  }

  async function removeConversation(id: string) {
    try {
      await deleteConversation(userId, id);
      dispatch({ type: "conversation_deleted", id });
    } catch (e) {
      dispatch({ type: "history_failed", error: e instanceof ApiError ? e.message : ADVISOR_ERRORS.delete });
    }
  }

  async function send(message: string, action: ChatActionType | null) {
    const trimmed = message.trim();
    if (!trimmed || loading) return;
    if (!conversationId && !resume) {
      dispatch({ type: "send_refused", error: ADVISOR_ERRORS.needResume });
      return;
    }
    const pending: ShownMessage = { id: `pending-${Date.now()}`, role: "user", content: trimmed };
    dispatch({ type: "send_started", pending, mode: action });
    const controller = new AbortController();
    abort.current = controller;
    try {
      const answer = await sendMessage(
        {
          user_id: userId,
          message: trimmed,
          action_type: action ?? state.mode,
          conversation_id: conversationId,
          resume_id: resume?.id ?? null,
        },
        {
          onDelta: (text) => dispatch({ type: "reply_piece", text }),
          onReset: () => dispatch({ type: "reply_restarted" }),
          signal: controller.signal,
        },
      );
      if ("conversation" in answer) {
        dispatch({ type: "reply_stored", conversation: answer.conversation });
        if (historyOpen) refreshHistory();
      } else {
        const suggested = "single_resume_confirmation" in answer ? answer.single_resume_confirmation.resume_id : null;
        dispatch({ type: "resume_needed", error: ADVISOR_ERRORS.needResume, suggested });
      }
    } catch (e) {
      if (controller.signal.aborted) {
        // Stopped: the server stores no stopped turn; the conversation is read back in case the reply was already
        // stored when the stop arrived, so the screen shows what the history will.
        dispatch({ type: "send_stopped" });
        if (conversationId) void openConversation(conversationId);
      } else {
        dispatch({ type: "send_failed", error: e instanceof Error && e.message ? e.message : ADVISOR_ERRORS.send });
      }
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  const canSend = !loading && draft.trim() !== "";
  return (
    <div className="advisor">
      <header className="advisor__header">
        <Link className="btn btn--ghost btn--small" to="/">
          <span aria-hidden="true">← </span>Главная
        </Link>
        <h1 className="advisor__title">
          {ADVISOR_TITLE} <span className="badge">бета</span>
        </h1>
        <div className="advisor__header-actions">
          <button
            type="button"
            className="btn btn--outline btn--small"
            aria-expanded={historyOpen}
            aria-controls="advisor-history"
            onClick={() => dispatch({ type: "history_toggled" })}
          >
            История
          </button>
          <button type="button" className="btn btn--outline btn--small" onClick={newChat}>
            Новый чат
          </button>
        </div>
      </header>

      {historyOpen && (
        <section id="advisor-history" className="advisor__history card" aria-label="История бесед">
          {history.status === "error" && (
            <p role="alert" className="advisor__error">
              {history.message}
            </p>
          )}
          {history.status === "loading" && <p role="status">Загрузка…</p>}
          {history.status === "ready" && history.list.length === 0 && <p>Бесед пока нет.</p>}
          <ul>
            {(history.status === "ready" || history.status === "error" ? (history.list ?? []) : []).map((c) => (
              <li key={c.id} className="advisor__history-item">
                <button type="button" className="advisor__history-open" onClick={() => void openConversation(c.id)}>
                  <span>{c.title}</span>
                  <time dateTime={c.updated_at}>{formatDateTime(c.updated_at)}</time>
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  aria-label={`Удалить беседу «${c.title}»`}
                  onClick={() => void removeConversation(c.id)}
                >
                  Удалить
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!conversationId && (
        <section className="advisor__resume card" aria-label="Выбор резюме">
          {resume ? (
            <p data-testid="advisor-selected-resume">
              Резюме: <strong>{resume.filename}</strong>
            </p>
          ) : (
            <>
              <label htmlFor="advisor-resume">Резюме для разговора</label>
              <div className="advisor__resume-row">
                <select
                  id="advisor-resume"
                  value={chosen}
                  onChange={(e) => dispatch({ type: "resume_picked", id: e.target.value })}
                >
                  <option value="">— выбери резюме —</option>
                  {resumes.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.filename} · {formatDate(r.created_at)}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  disabled={!chosen}
                  onClick={() => dispatch({ type: "resume_confirmed" })}
                >
                  Выбрать
                </button>
                <Link className="btn btn--outline btn--small" to="/">
                  Загрузить новое
                </Link>
              </div>
            </>
          )}
        </section>
      )}

      <section className="advisor__messages" aria-label="Сообщения" aria-live="polite" aria-busy={loading}>
        <div className="advisor__message advisor__message--assistant">
          <Markdown text={WELCOME} />
        </div>
        {messages.map((m) => (
          <div key={m.id} className={`advisor__message advisor__message--${m.role}`} data-role={m.role}>
            {m.role === "assistant" ? <Markdown text={m.content} /> : <p>{m.content}</p>}
          </div>
        ))}
        {turn.status === "sending" && (
          <div className="advisor__message advisor__message--assistant" data-testid="advisor-typing">
            {turn.streamed ? <Markdown text={turn.streamed} /> : null}
            <p className="advisor__typing">печатает…</p>
          </div>
        )}
        <div ref={bottom} />
      </section>

      {error && (
        <p role="alert" className="advisor__error">
          {error}
        </p>
      )}

      <fieldset className="advisor__quick">
        <legend className="visually-hidden">Быстрые действия</legend>
        {QUICK_ACTIONS.map((action) => (
          <button
            key={action.type}
            type="button"
            className="btn btn--outline btn--small"
            disabled={loading}
            onClick={() => void send(action.message, action.type)}
          >
            {action.label}
          </button>
        ))}
      </fieldset>

      <form
        className="advisor__form"
        onSubmit={(e) => {
          e.preventDefault();
          void send(draft, null);
        }}
      >
        <label htmlFor="advisor-input" className="visually-hidden">
          Сообщение
        </label>
        <textarea
          id="advisor-input"
          rows={2}
          maxLength={4000}
          placeholder="Введи сообщение..."
          value={draft}
          onChange={(e) => dispatch({ type: "draft_changed", text: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              void send(draft, null);
            }
          }}
        />
        <button type="submit" className="btn btn--primary" disabled={!canSend}>
          Отправить
        </button>
        {loading && (
          <button type="button" className="btn btn--outline" onClick={() => abort.current?.abort()}>
            Стоп
          </button>
        )}
      </form>
    </div>
  );
}
