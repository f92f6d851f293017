/**
 * The advisor chat screen (spec section 2 «Advisor chat screen», section 4 «Advisor chat»): header with home,
 * history and new chat; the resume panel; the history with delete; the messages with a welcome text, the reply
 * streaming in with «печатает…» and a stop button; the three quick actions; the input. The page passes who is
 * signed in; this feature never reads another feature.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { ChatActionType, ChatMessage, ResumeChoice } from "../../../shared/schemas/chat";
import { ApiError } from "../../lib/api";
import { formatDate, formatDateTime } from "../../lib/format";
import { ADVISOR_ERRORS, deleteConversation, listConversations, listResumes, loadConversation, QUICK_ACTIONS, sendMessage, type ConversationSummary } from "./api";
import { Markdown } from "./Markdown";
import "./advisor.css";

export interface AdvisorChatProps {
  userId: string | null;
  hasEverUploaded: boolean;
}

const WELCOME =
  "Привет! Я ИИ-консультант по карьере (бета). Могу разобрать твоё резюме, провести тренировочное собеседование по твоему опыту или поддержать, если поиск работы даётся тяжело. Выбери резюме и начни с кнопки ниже или напиши свой вопрос.";

type ResumesState = { status: "loading" } | { status: "ready"; resumes: ResumeChoice[] } | { status: "error"; message: string };

export function AdvisorChat({ userId, hasEverUploaded }: AdvisorChatProps) {
  if (!userId) {
    return (
      <div className="advisor-guard card" data-testid="advisor-guard">
        <p>ИИ-консультант доступен только после авторизации. Войди по e-mail на главной странице — это быстро.</p>
        <Link className="btn btn--primary" to="/">Авторизоваться</Link>
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
      (error: unknown) => live && setResumes({ status: "error", message: error instanceof ApiError ? error.message : ADVISOR_ERRORS.resumes }),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  if (resumes.status === "loading") return <p className="advisor-status" role="status">Загрузка…</p>;
  if (resumes.status === "ready" && resumes.resumes.length === 0 && !hasEverUploaded) {
    return (
      <div className="advisor-guard card" data-testid="advisor-no-resume">
        <p>Чтобы поговорить с консультантом, сначала загрузи резюме: советы строятся на нём.</p>
        <Link className="btn btn--primary" to="/">Загрузить резюме</Link>
      </div>
    );
  }
  return <ChatScreen userId={userId} resumes={resumes.status === "ready" ? resumes.resumes : []} resumesError={resumes.status === "error" ? ADVISOR_ERRORS.resumesForStart : null} />;
}

interface ShownMessage extends Pick<ChatMessage, "role" | "content"> {
  id: string;
}

function ChatScreen({ userId, resumes, resumesError }: { userId: string; resumes: ResumeChoice[]; resumesError: string | null }) {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [chosen, setChosen] = useState<string>(resumes.length === 1 ? resumes[0]!.id : "");
  const [selectedResume, setSelectedResume] = useState<ResumeChoice | null>(null);
  const [actionType, setActionType] = useState<ChatActionType | null>(null);
  const [text, setText] = useState("");
  const [loading, setLoading] = useState(false);
  const [streaming, setStreaming] = useState("");
  const [error, setError] = useState<string | null>(resumesError);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [history, setHistory] = useState<ConversationSummary[] | null>(null);
  const [historyError, setHistoryError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  // Braces matter: newer Chromium returns a promise from scrollIntoView, which React would take for a cleanup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs *because* the messages changed.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: "end" });
  }, [messages, streaming]);

  const refreshHistory = useCallback(() => {
    listConversations(userId).then(
      (list) => {
        setHistory(list);
        setHistoryError(null);
      },
      (e: unknown) => setHistoryError(e instanceof ApiError ? e.message : ADVISOR_ERRORS.history),
    );
  }, [userId]);
  useEffect(() => {
    if (historyOpen) refreshHistory();
  }, [historyOpen, refreshHistory]);

  function newChat() {
    abort.current?.abort();
    setConversationId(null);
    setMessages([]);
    setSelectedResume(null);
    setActionType(null);
    setChosen(resumes.length === 1 ? resumes[0]!.id : "");
    setError(null);
  }

  function chooseResume() {
    const resume = resumes.find((r) => r.id === chosen);
    if (resume) setSelectedResume(resume);
  }

  async function openConversation(id: string) {
    try {
      const conversation = await loadConversation(userId, id);
      setConversationId(conversation.id);
      setMessages(conversation.messages);
      setSelectedResume(resumes.find((r) => r.id === conversation.resume_id) ?? null);
      setError(null);
      setHistoryOpen(false);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : ADVISOR_ERRORS.load);
    }
  }

  async function removeConversation(id: string) {
    try {
      await deleteConversation(userId, id);
      setHistory((list) => list?.filter((c) => c.id !== id) ?? null);
      if (id === conversationId) newChat();
    } catch (e) {
      setHistoryError(e instanceof ApiError ? e.message : ADVISOR_ERRORS.delete);
    }
  }

  async function send(message: string, action: ChatActionType | null) {
    const trimmed = message.trim();
    if (!trimmed || loading) return;
    if (!conversationId && !selectedResume) {
      setError(ADVISOR_ERRORS.needResume);
      return;
    }
    setError(null);
    setLoading(true);
    setStreaming("");
    setText("");
    if (action) setActionType(action);
    const pending: ShownMessage = { id: `pending-${Date.now()}`, role: "user", content: trimmed };
    setMessages((list) => [...list, pending]);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const answer = await sendMessage(
        { user_id: userId, message: trimmed, action_type: action ?? actionType, conversation_id: conversationId, resume_id: selectedResume?.id ?? null },
        { onDelta: (piece) => setStreaming((s) => s + piece), onReset: () => setStreaming(""), signal: controller.signal },
      );
      if ("conversation" in answer) {
        setConversationId(answer.conversation.id);
        setMessages(answer.conversation.messages);
        if (historyOpen) refreshHistory();
      } else {
        setMessages((list) => list.filter((m) => m !== pending));
        setText(trimmed);
        if ("single_resume_confirmation" in answer) setChosen(answer.single_resume_confirmation.resume_id);
        setError(ADVISOR_ERRORS.needResume);
      }
    } catch (e) {
      if (controller.signal.aborted) {
        setMessages((list) => list.filter((m) => m !== pending));
        setText(trimmed);
      } else {
        setError(e instanceof Error && e.message ? e.message : ADVISOR_ERRORS.send);
      }
    } finally {
      setLoading(false);
      setStreaming("");
      abort.current = null;
    }
  }

  const canSend = !loading && text.trim() !== "";
  return (
    <div className="advisor">
      <header className="advisor__header">
        <Link className="btn btn--ghost btn--small" to="/">
          <span aria-hidden="true">← </span>Главная
        </Link>
        <h1 className="advisor__title">
          Карьерный консультант <span className="badge">бета</span>
        </h1>
        <div className="advisor__header-actions">
          <button type="button" className="btn btn--outline btn--small" aria-expanded={historyOpen} aria-controls="advisor-history" onClick={() => setHistoryOpen((o) => !o)}>
            История
          </button>
          <button type="button" className="btn btn--outline btn--small" onClick={newChat}>
            Новый чат
          </button>
        </div>
      </header>

      {historyOpen && (
        <section id="advisor-history" className="advisor__history card" aria-label="История бесед">
          {historyError && <p role="alert" className="advisor__error">{historyError}</p>}
          {history === null && !historyError && <p role="status">Загрузка…</p>}
          {history?.length === 0 && <p>Бесед пока нет.</p>}
          <ul>
            {history?.map((c) => (
              <li key={c.id} className="advisor__history-item">
                <button type="button" className="advisor__history-open" onClick={() => void openConversation(c.id)}>
                  <span>{c.title}</span>
                  <time dateTime={c.updated_at}>{formatDateTime(c.updated_at)}</time>
                </button>
                <button type="button" className="btn btn--ghost btn--small" aria-label={`Удалить беседу «${c.title}»`} onClick={() => void removeConversation(c.id)}>
                  Удалить
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!conversationId && (
        <section className="advisor__resume card" aria-label="Выбор резюме">
          {selectedResume ? (
            <p data-testid="advisor-selected-resume">
              Резюме: <strong>{selectedResume.filename}</strong>
            </p>
          ) : (
            <>
              <label htmlFor="advisor-resume">Резюме для разговора</label>
              <div className="advisor__resume-row">
                <select id="advisor-resume" value={chosen} onChange={(e) => setChosen(e.target.value)}>
                  <option value="">— выбери резюме —</option>
                  {resumes.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.filename} · {formatDate(r.created_at)}
                    </option>
                  ))}
                </select>
                <button type="button" className="btn btn--primary btn--small" disabled={!chosen} onClick={chooseResume}>
                  Выбрать
                </button>
                <Link className="btn btn--outline btn--small" to="/">Загрузить новое</Link>
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
        {loading && (
          <div className="advisor__message advisor__message--assistant" data-testid="advisor-typing">
            {streaming ? <Markdown text={streaming} /> : null}
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
          <button key={action.type} type="button" className="btn btn--outline btn--small" disabled={loading} onClick={() => void send(action.message, action.type)}>
            {action.label}
          </button>
        ))}
      </fieldset>

      <form
        className="advisor__form"
        onSubmit={(e) => {
          e.preventDefault();
          void send(text, null);
        }}
      >
        <label htmlFor="advisor-input" className="visually-hidden">
          Сообщение
        </label>
        <textarea
          id="advisor-input"
          ref={input}
          rows={2}
          maxLength={4000}
          placeholder="Введи сообщение..."
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              void send(text, null);
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
