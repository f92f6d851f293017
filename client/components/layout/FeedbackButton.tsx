import { useEffect, useRef, useState } from "react";
import { useSiteConfig } from "../../lib/site-config";

/** Floating feedback button with a dropdown of two links: a survey and the Telegram chat (spec section 2). */
export function FeedbackButton() {
  const config = useSiteConfig();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  return (
    <div className="feedback" ref={rootRef}>
      {open && (
        <ul className="feedback__menu" id="feedback-menu">
          <li>
            <a href={config.feedbackSurveyUrl || "#"} target="_blank" rel="noopener noreferrer">
              Пройти опрос
            </a>
          </li>
          <li>
            <a href={config.telegramChatUrl || "#"} target="_blank" rel="noopener noreferrer">
              Написать в Telegram
            </a>
          </li>
        </ul>
      )}
      <button
        type="button"
        className="feedback__button"
        aria-expanded={open}
        aria-controls="feedback-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">💬</span> Обратная связь
      </button>
    </div>
  );
}
