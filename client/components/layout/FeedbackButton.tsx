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
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !rootRef.current?.contains(event.target as Node))
        setOpen(false);
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
        {/* An inline icon, not an emoji: phones and Linux desktops without an emoji font would show a box. */}
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="feedback__label">Обратная связь</span>
      </button>
    </div>
  );
}
