/**
 * The moderators' screen for ratings offered as testimonials (docs/decisions/251): pending, approved and rejected
 * lists; «Опубликовать» freezes the text, stars and name shown on the home page; «Отклонить» keeps it off. A rating the
 * author changed while it was on screen is refused by the server and the list reloads.
 */
import { useCallback, useEffect, useState } from "react";
import type { ModerationItem, ModerationState } from "../../../shared/schemas/rating";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { decide, fetchModerationList, MODERATION_TEXTS } from "./api";
import "./moderation.css";

const TABS: { state: ModerationState; label: string }[] = [
  { state: "pending", label: "На модерации" },
  { state: "approved", label: "Опубликованы" },
  { state: "rejected", label: "Отклонены" },
];

type Load =
  | { status: "loading" }
  | { status: "ready"; items: ModerationItem[] }
  | { status: "error"; message: string; code: number };

export default function RatingsModeration() {
  /** Which list, and a new object to load it again after a decision. */
  const [query, setQuery] = useState<{ state: ModerationState }>({ state: "pending" });
  const state = query.state;
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [notice, setNotice] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: "loading" });
    fetchModerationList(query.state, controller.signal)
      .then((items) => setLoad({ status: "ready", items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          status: "error",
          message: error instanceof Error ? error.message : MODERATION_TEXTS.loadFailed,
          code: error instanceof ApiError ? error.status : 0,
        });
      });
    return () => controller.abort();
  }, [query]);

  const act = useCallback(async (item: ModerationItem, decision: "approve" | "reject") => {
    setBusyId(item.id);
    setNotice(null);
    try {
      await decide(item.id, { decision, seen_comment: item.comment, seen_stars: item.stars });
      setNotice(decision === "approve" ? "Отзыв опубликован." : "Отзыв отклонён.");
    } catch (error) {
      setNotice(error instanceof Error ? error.message : MODERATION_TEXTS.decideFailed);
    } finally {
      setBusyId(null);
      setQuery((current) => ({ ...current }));
    }
  }, []);

  if (load.status === "error" && (load.code === 401 || load.code === 403))
    return (
      <p className="moderation__refused" role="alert">
        {load.message}
      </p>
    );

  return (
    <div className="moderation" data-testid="moderation">
      <fieldset className="moderation__tabs">
        <legend className="visually-hidden">Какие отзывы показать</legend>
        {TABS.map((tab) => (
          <button
            key={tab.state}
            type="button"
            className={`btn btn--small ${tab.state === state ? "btn--primary" : "btn--outline"}`}
            aria-pressed={tab.state === state}
            onClick={() => setQuery({ state: tab.state })}
          >
            {tab.label}
          </button>
        ))}
      </fieldset>
      <p className="moderation__notice" role="status">
        {notice}
      </p>
      {load.status === "loading" && <Spinner label="Загружаем отзывы…" />}
      {load.status === "error" && <p role="alert">{load.message}</p>}
      {load.status === "ready" && load.items.length === 0 && <p>Здесь пока пусто.</p>}
      {load.status === "ready" && load.items.length > 0 && (
        <ul className="moderation__list">
          {load.items.map((item) => (
            <li key={item.id} className="card moderation__item" data-testid="moderation-item">
              <p className="moderation__meta">
                <span role="img" aria-label={`Оценка: ${item.stars} из 5`}>
                  {"★".repeat(item.stars)}
                  <span aria-hidden="true" className="moderation__stars-empty">
                    {"★".repeat(5 - item.stars)}
                  </span>
                </span>{" "}
                · {item.published_name ?? item.author_name} · {formatDateTime(item.updated_at)}
              </p>
              <p className="moderation__text">{item.published_text ?? item.comment}</p>
              <div className="actions moderation__actions">
                {item.state !== "approved" && (
                  <button
                    type="button"
                    className="btn btn--primary btn--small"
                    disabled={busyId === item.id}
                    onClick={() => void act(item, "approve")}
                  >
                    Опубликовать
                  </button>
                )}
                {item.state !== "rejected" && (
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    disabled={busyId === item.id}
                    onClick={() => void act(item, "reject")}
                  >
                    {item.state === "approved" ? "Снять с публикации" : "Отклонить"}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
