/**
 * Home state 1 (spec section 2): drop a file or pick one, only the first file counts, the same rule as the server
 * is checked before sending, and the upload shows its progress. Keyboard users get a real button.
 */
import { type DragEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { ResumeResponse } from "../../../shared/schemas/resume";
import { ACCEPT_ATTRIBUTE } from "../../../shared/upload-formats";
import { useUpload } from "./useUpload";
import "./upload.css";
import { ProgressBar } from "../../components/ui/ProgressBar";

const TIPS = [
  "PDF-файл не должен быть защищён паролем.",
  "Текст должен распознаваться: не картинка и не скан без текстового слоя.",
  "Рекомендуемый объём резюме — 1–2 страницы.",
];

export interface UploaderProps {
  onUploaded: (resume: ResumeResponse) => void;
  /** Moves focus to the picker button on mount, e.g. after a reset, so keyboard users land where they act next. */
  autoFocus?: boolean;
}

export function Uploader({ onUploaded, autoFocus = false }: UploaderProps) {
  const { phase, progress, error, upload } = useUpload(onUploaded);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hintId = useId();
  const busy = phase !== "idle";

  function takeFirst(files: FileList | null) {
    const file = files?.[0];
    if (file) void upload(file);
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault(); // without this the browser opens the dropped file instead of handing it to us
    event.dataTransfer.dropEffect = busy ? "none" : "copy";
    if (!busy) setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving over a child fires dragleave on the parent; only a real exit ends the highlight.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!busy) takeFirst(event.dataTransfer.files);
  }

  return (
    <section className="card uploader" data-testid="upload-area" aria-labelledby={titleId}>
      <h2 id={titleId} className="uploader__title">
        Загрузи резюме
      </h2>
      <div
        className={`uploader__drop${dragging ? " is-dragging" : ""}${busy ? " is-busy" : ""}`}
        data-testid="upload-dropzone"
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <svg className="uploader__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="uploader__lead">Перетащи файл резюме сюда или выбери его на устройстве</p>
        <p className="uploader__formats" id={hintId}>
          PDF, DOC, DOCX или TXT, до 10 МБ
        </p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => inputRef.current?.click()}
          disabled={busy}
          aria-describedby={hintId}
          autoFocus={autoFocus}
        >
          Выбрать файл
        </button>
        <input
          ref={inputRef}
          className="uploader__input"
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          aria-label="Файл резюме"
          tabIndex={-1}
          data-testid="upload-input"
          disabled={busy}
          onChange={(event) => {
            takeFirst(event.currentTarget.files);
            // Clearing lets the same file be picked again after an error.
            event.currentTarget.value = "";
          }}
        />
        {busy && <UploadProgress phase={phase} progress={progress} />}
      </div>
      {error && (
        <p className="uploader__error" role="alert" data-testid="upload-error">
          {error}
        </p>
      )}
      <p className="uploader__notice">После анализа — сопроводительное письмо бесплатно.</p>
      <ul className="uploader__tips" aria-label="Советы">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p className="uploader__privacy">
        Загружая файл, ты соглашаешься с <Link to="/privacy-policy">политикой конфиденциальности</Link>.
      </p>
    </section>
  );
}

function UploadProgress({ phase, progress }: { phase: "sending" | "processing" | "idle"; progress: number }) {
  const label = phase === "processing" ? "Файл загружен, читаем текст…" : `Загрузка файла: ${progress}%`;
  return (
    <div className="uploader__progress">
      <ProgressBar className="uploader__bar" label="Загрузка файла" percent={progress} valueText={label} />
      <p className="uploader__status" role="status" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
