/**
 * The cover-letter block on a result (spec section 2): the existing letter read-only with «Скопировать»; the form;
 * generating with progress. Beyond the spec, a person applying to several vacancies can write «Новое письмо для
 * другой вакансии»: the newest letter is shown, earlier ones stay listed. The note says who wrote the letter.
 */
import { useEffect, useRef, useState } from "react";
import { ProgressBar } from "../../components/ui/ProgressBar";
import { ApiError } from "../../lib/api";
import { MAX_COVER_LETTERS_PER_RESUME, type CoverLetter, type CoverLetterRequestInput } from "../../../shared/schemas/cover-letter";
import { generateCoverLetter, LETTER_ERRORS } from "./api";
import { CoverLetterForm, type LetterPrefill } from "./CoverLetterForm";
import "./cover-letter.css";

/** Spec section 9: the copy confirmation shows for 2 s. */
export const COPIED_MS = 2000;
/** A built-in letter takes a moment, a model's up to the AI time-out: the bar creeps towards 95% meanwhile. */
const PROGRESS_STEP_MS = 300;

type Mode = "view" | "form" | "generating";

export type { LetterPrefill } from "./CoverLetterForm";

/** `prefill` (a vacancy handed over by the page) opens the form filled in; remount with a new key for a new one. */
export default function CoverLetterBlock({ resumeId, initialLetters, prefill }: { resumeId: string; initialLetters: readonly CoverLetter[]; prefill?: LetterPrefill }) {
  const [letters, setLetters] = useState<CoverLetter[]>([...initialLetters]);
  const [mode, setMode] = useState<Mode>(initialLetters.length && !prefill ? "view" : "form");
  const sectionRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (prefill) sectionRef.current?.scrollIntoView({ block: "start" });
  }, [prefill]);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const submit = async (request: CoverLetterRequestInput) => {
    setMode("generating");
    setError(null);
    controller.current = new AbortController();
    try {
      const letter = await generateCoverLetter(resumeId, request, controller.current.signal);
      setLetters((current) => [letter, ...current]);
      setMode("view");
    } catch (caught) {
      if (controller.current.signal.aborted) return;
      setError(caught instanceof ApiError ? caught.message || LETTER_ERRORS.generate : LETTER_ERRORS.unknown);
      setMode("form");
    }
  };

  const [latest, ...earlier] = letters;
  return (
    <section ref={sectionRef} className="card letter" aria-labelledby="letter-title" data-testid="cover-letter">
      <h3 id="letter-title" className="letter__title">
        Сопроводительное письмо — бесплатно
      </h3>
      {mode === "generating" && <Generating />}
      {mode === "form" && <CoverLetterForm onSubmit={(request) => void submit(request)} onCancel={latest ? () => setMode("view") : undefined} error={error} prefill={prefill} />}
      {mode === "view" && latest && (
        <>
          <LetterView letter={latest} />
          {letters.length < MAX_COVER_LETTERS_PER_RESUME ? (
            <button type="button" className="btn btn--outline letter__another" onClick={() => setMode("form")} data-testid="letter-new">
              Новое письмо для другой вакансии
            </button>
          ) : (
            <p className="letter__note">Для одного резюме можно создать до {MAX_COVER_LETTERS_PER_RESUME} писем.</p>
          )}
        </>
      )}
      {mode !== "generating" && earlier.length > 0 && (
        <div className="letter__earlier" data-testid="letter-earlier">
          <h4>Предыдущие письма</h4>
          {earlier.map((letter) => (
            <details key={letter.id} className="letter__earlier-item">
              <summary>
                {letter.company_name} — {letter.position_name}
              </summary>
              <LetterView letter={letter} />
            </details>
          ))}
        </div>
      )}
    </section>
  );
}

function Generating() {
  const [percent, setPercent] = useState(5);
  useEffect(() => {
    const timer = setInterval(() => setPercent((p) => Math.min(95, p + Math.max(1, Math.round((95 - p) / 8)))), PROGRESS_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="letter__generating" data-testid="letter-generating" aria-live="polite">
      <p>Пишем письмо по фактам из твоего резюме…</p>
      <ProgressBar label="Создание сопроводительного письма" percent={percent} className="letter__progress" />
    </div>
  );
}

function LetterView({ letter }: { letter: CoverLetter }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(letter.content);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): the text is selectable, so select it for a manual copy.
      const range = document.createRange();
      const node = document.getElementById(`letter-${letter.id}`);
      if (node) {
        range.selectNodeContents(node);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
      }
    }
  };
  return (
    <div className="letter__view">
      <p className="letter__meta">
        {letter.company_name} — {letter.position_name}
      </p>
      <div className="letter__text" id={`letter-${letter.id}`} data-testid="letter-text">
        {letter.content}
      </div>
      <p className="letter__author" data-testid="letter-author">
        {letter.author === "model"
          ? "Письмо написала нейросеть; числа, работодатели и навыки сверены с резюме, неподтверждённое убрано."
          : "Письмо составлено встроенным генератором только из фактов твоего резюме."}
      </p>
      {letter.assumptions.length > 0 && (
        <div className="letter__assumptions">
          <p>Нейросеть предположила о компании — проверь перед отправкой:</p>
          <ul>
            {letter.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" className="btn btn--primary btn--small" onClick={() => void copy()} data-testid="letter-copy">
        {copied ? "Скопировано!" : "Скопировать"}
      </button>
    </div>
  );
}
