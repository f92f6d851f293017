import { useState } from "react";
import { Link } from "react-router";
import { readCookie } from "../../lib/cookies";

const CONSENT_COOKIE = "cookie_consent";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Shown until `cookie_consent=accepted` exists; the cookie has the attributes of spec section 9. */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => readCookie(CONSENT_COOKIE) !== "accepted");
  if (!visible) return null;

  const accept = () => {
    const secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${CONSENT_COOKIE}=accepted; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
    setVisible(false);
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
