/**
 * «Твои резюме» under the uploader (decision 250): the visitor's own resumes, anonymous ones by their visitor cookie,
 * with their state, each one click from its result or its payment. A buyer who paid and closed the tab finds the
 * result here; an unpaid upload is still here after a reload.
 */
import { useEffect, useState } from "react";
import type { ResumeListItem } from "../../../shared/schemas/resume";
import { FileName } from "../../components/ui/FileName";
import { formatDateTime, formatScoreOutOf10 } from "../../lib/format";
import { fetchMyResumes, MY_RESUMES_ERROR } from "./api";
import "./my-resumes.css";

/** What the list says about a resume, and what its button does. */
export function resumeState(item: ResumeListItem): { label: string; action: string } {
  if (item.analysis_status === "done")
    return {
      label: item.overall_score === null ? "Анализ готов" : `Анализ готов · ${formatScoreOutOf10(item.overall_score)}`,
      action: "Открыть результат",
    };
  if (!item.is_paid) return { label: "Не оплачено", action: "Продолжить" };
  if (item.analysis_status === "queued" || item.analysis_status === "running")
    return { label: "Оплачено · анализ идёт", action: "Открыть" };
  if (item.analysis_status === "failed") return { label: "Оплачено · анализ не удался", action: "Повторить" };
  return { label: "Оплачено", action: "Открыть" };
}

export default function MyResumes({ onOpen }: { onOpen: (resumeId: string) => void }) {
  const [items, setItems] = useState<ResumeListItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchMyResumes(controller.signal)
      .then((list) => setItems(list))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);

  if (failed)
    return (
      <p className="my-resumes__error" role="status">
        {MY_RESUMES_ERROR}
      </p>
    );
  if (!items || items.length === 0) return null;
  return (
    <section className="my-resumes" aria-labelledby="my-resumes-title" data-testid="my-resumes">
      <h2 id="my-resumes-title" className="my-resumes__title">
        Твои резюме
      </h2>
      <ul className="my-resumes__list">
        {items.map((item) => {
          const state = resumeState(item);
          return (
            <li key={item.id} className="my-resumes__item" data-testid="my-resume">
              <div className="my-resumes__text">
                <p className="my-resumes__name">
                  <FileName name={item.filename} />
                </p>
                <p className="my-resumes__meta">
                  <span data-testid="my-resume-state">{state.label}</span> · {formatDateTime(item.created_at)}
                </p>
              </div>
              <button
                type="button"
                className="btn btn--outline btn--small"
                onClick={() => onOpen(item.id)}
                aria-label={`${state.action}: ${item.filename}`}
              >
                {state.action}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
