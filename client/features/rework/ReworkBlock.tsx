/**
 * «Получить исправленное резюме» on a paid result (issue 25): the reworked resume beside the original, section by
 * section, with an editable DOCX and a print-ready page (the browser's own print to PDF, decision 280).
 */
import { useEffect, useRef, useState } from "react";
import type { ReworkedResume } from "../../../shared/schemas/rework";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError } from "../../lib/api";
import { loadRework, REWORK_ERRORS, type ReworkSubject, reworkDocxUrl } from "./api";
import "./rework.css";

type State =
  | { phase: "idle" }
  | { phase: "loading" }
  | { phase: "ready"; rework: ReworkedResume }
  | { phase: "error"; message: string };

export default function ReworkBlock({ subject }: { subject: ReworkSubject }) {
  const [state, setState] = useState<State>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const open = async () => {
    setState({ phase: "loading" });
    controller.current = new AbortController();
    try {
      setState({ phase: "ready", rework: await loadRework(subject, controller.current.signal) });
    } catch (caught) {
      if (controller.current.signal.aborted) return;
      setState({ phase: "error", message: caught instanceof ApiError ? caught.message : REWORK_ERRORS.load });
    }
  };

  return (
    <section className="card rework" aria-labelledby="rework-title" data-testid="rework">
      <h3 id="rework-title" className="rework__title">
        Исправленное резюме
      </h3>
      {state.phase !== "ready" && (
        <>
          <p className="rework__lead">
            Соберём улучшенную версию из твоих же фактов: стандартные разделы, даты в одном формате, чистые пункты.
            Ничего не выдумываем — то, что можешь добавить только ты, отметим в квадратных скобках.
          </p>
          {state.phase === "error" && (
            <p className="rework__error" role="alert">
              {state.message}
            </p>
          )}
          {state.phase === "loading" ? (
            <Spinner label="Собираем исправленное резюме…" />
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => void open()} data-testid="rework-open">
              Получить исправленное резюме
            </button>
          )}
        </>
      )}
      {state.phase === "ready" && <ReworkView rework={state.rework} subject={subject} />}
    </section>
  );
}

function ReworkView({ rework, subject }: { rework: ReworkedResume; subject: ReworkSubject }) {
  const placeholders = rework.comparison.some((section) => section.after.some((line) => PLACEHOLDER.test(line)));
  return (
    <>
      <div className="rework__actions">
        <a className="btn btn--primary" href={reworkDocxUrl(subject)} download data-testid="rework-docx">
          Скачать DOCX
        </a>
        <button type="button" className="btn btn--outline" onClick={() => window.print()} data-testid="rework-print">
          Распечатать или сохранить в PDF
        </button>
      </div>
      <ul className="rework__notes">
        {placeholders && <li>Заполни места в квадратных скобках перед отправкой — их знаешь только ты.</li>}
        {rework.summaryIsDraft && (
          <li>Раздел «О себе» — черновик из твоих фактов: проверь и поправь своими словами.</li>
        )}
        {rework.removed.length > 0 && <li>Убрали по совету анализа: {rework.removed.join(", ")}.</li>}
      </ul>
      <div className="rework__compare" data-testid="rework-compare">
        {rework.comparison.map((section) => (
          <section key={section.section} className="rework__section">
            <h4 className="rework__section-title">{section.section}</h4>
            <div className="rework__columns">
              <div className="rework__before">
                <p className="rework__label">Было</p>
                {section.before.length ? (
                  withKeys(section.before).map(({ key, text }) => <p key={key}>{text}</p>)
                ) : (
                  <p className="rework__empty">Не было</p>
                )}
              </div>
              <div className="rework__after">
                <p className="rework__label">Стало</p>
                {withKeys(section.after).map(({ key, text }) => (
                  <Line key={key} text={text} />
                ))}
              </div>
            </div>
          </section>
        ))}
      </div>
      <PrintPage rework={rework} />
    </>
  );
}

const PLACEHOLDER = /\[[^\]]+\]/u;

/** A line of the reworked resume with its placeholders marked, so they stand out on screen and on paper. */
function Line({ text }: { text: string }) {
  const parts = withKeys(text.split(/(\[[^\]]+\])/u).filter(Boolean));
  return (
    <p>
      {parts.map(({ key, text: part }) =>
        PLACEHOLDER.test(part) ? (
          <mark key={key} className="rework__placeholder">
            {part}
          </mark>
        ) : (
          <span key={key}>{part}</span>
        ),
      )}
    </p>
  );
}

/** Only this is printed (rework.css): the reworked resume alone, one column, as the DOCX lays it out. */
function PrintPage({ rework }: { rework: ReworkedResume }) {
  const [head, ...sections] = rework.comparison;
  return (
    <div className="rework-print" aria-hidden="true">
      {rework.name && <h1>{rework.name}</h1>}
      {withKeys(head?.after.slice(rework.name ? 1 : 0) ?? []).map(({ key, text }) => (
        <Line key={key} text={text} />
      ))}
      {sections.map((section) => (
        <section key={section.section}>
          <h2>{section.section}</h2>
          {withKeys(section.after).map(({ key, text }) => (
            <Line key={key} text={text} />
          ))}
        </section>
      ))}
    </div>
  );
}

/** Stable keys for lines of text: the text itself, numbered when the same line repeats. */
function withKeys(lines: readonly string[]): { key: string; text: string }[] {
  const seen = new Map<string, number>();
  return lines.map((text) => {
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return { key: `${count}:${text}`, text };
  });
}
