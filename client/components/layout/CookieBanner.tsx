import { useState } from "react";
import { Link } from "react-router";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The layout renders it only while `<cookieName>=accepted` is missing (it reads the cookie, so this chunk never loads
 * for a visitor who accepted); accepting sets the cookie with the attributes of spec section 9.
 */
export function CookieBanner({ cookieName, onAccepted }: { cookieName: string; onAccepted?: () => void }) {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;

  const accept = () => {
    const secure = location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
    document.cookie = `${cookieName}=accepted; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
    setVisible(false);
    // The layout lets a sign-in prompt held behind the banner through (one overlay at a time).
    onAccepted?.();
  };

  return (
    <section className="cookie-banner" aria-label="Согласие на использование cookie">
      <p>
        Мы используем cookie, чтобы сайт работал и запоминал твои настройки. Подробнее — в{" "}
        <Link to="/privacy-policy">политике конфиденциальности</Link>.
      </p>
      <button type="button" className="btn btn--primary btn--small" onClick={accept}>
        Принять
      </button>
    </section>
  );
}
