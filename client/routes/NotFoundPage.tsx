/** The not-found page exactly as spec section 2 lists it: heading, shaking icon, rotating tip, two buttons, a fun fact. */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../components/ui/PageFrame";

const HINTS = [
  "Проверь адрес: возможно, в ссылке опечатка.",
  "Страница могла переехать — загляни в раздел статей.",
  "Вернись на главную и загрузи резюме для анализа.",
  "Ссылку прислали давно? Возможно, она устарела.",
] as const;

const FUN_FACT =
  "Факт: рекрутер тратит на первый просмотр резюме в среднем 6–7 секунд — поэтому главное должно быть видно сразу.";
const HINT_ROTATION_MS = 3000;
const SHAKE_MS = 500;

export default function NotFoundPage() {
  useDocumentTitle("Страница не найдена");
  const [hintIndex, setHintIndex] = useState(0);
  const [shaking, setShaking] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setHintIndex((index) => (index + 1) % HINTS.length), HINT_ROTATION_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), SHAKE_MS);
    return () => clearTimeout(timer);
  }, [shaking]);

  return (
    <div className="container page page--center not-found">
      <button
        type="button"
        className={`not-found__icon ${shaking ? "is-shaking" : ""}`}
        onClick={() => setShaking(true)}
        data-testid="not-found-icon"
      >
        <span className="visually-hidden">Потрясти документ</span>
        <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true">
          <path
            d="M16 6h24l12 12v38a4 4 0 0 1-4 4H16a4 4 0 0 1-4-4V10a4 4 0 0 1 4-4z"
            fill="#e8edff"
            stroke="#2f5bea"
            strokeWidth="3"
          />
          <path d="M40 6v12h12" fill="none" stroke="#2f5bea" strokeWidth="3" />
          <text x="32" y="46" textAnchor="middle" fontSize="16" fontWeight="700" fill="#2f5bea">
            404
          </text>
        </svg>
      </button>
      <h1>Страница не найдена</h1>
      <p className="not-found__hint" aria-live="polite" data-testid="not-found-hint">
        {HINTS[hintIndex]}
      </p>
      <div className="actions">
        <Link to="/" className="btn btn--primary">
          На главную
        </Link>
        <Link to="/articles" className="btn btn--outline">
          Статьи
        </Link>
      </div>
      <p className="not-found__fact">{FUN_FACT}</p>
    </div>
  );
}
