/**
 * The home page's advisor banner (spec section 2, four variants): not signed in → «Войти и начать» opens login;
 * signed in with a resume, or having ever uploaded one → a link to /advisor; signed in with none ever → a link to /
 * to upload one. Loaded lazily by the home page, so the home route's first load does not grow.
 */
import { Link } from "react-router";
import { readLocal, STORAGE_KEYS } from "../../lib/storage";

export interface AdvisorBannerProps {
  signedIn: boolean;
  onLogin: () => void;
}

/** A resume is open on the page when the address names one (after payment, from the history or a share). */
const hasResume = () => /[?&](?:resumeId|resume_id)=/u.test(location.search);

export default function AdvisorBanner({ signedIn, onLogin }: AdvisorBannerProps) {
  let action: React.ReactNode;
  let text: string;
  // Signed out is what the server draws (it knows no session); the browser's storage and address are read only after.
  if (!signedIn) {
    text = "Войди, чтобы обсудить резюме, потренироваться перед собеседованием и получить поддержку в поиске работы.";
    action = (
      <button type="button" className="btn btn--primary" onClick={onLogin}>
        Войти и начать
      </button>
    );
  } else if (hasResume() || readLocal(STORAGE_KEYS.hasEverUploaded) === "true") {
    text = hasResume()
      ? "Обсуди своё резюме и потренируйся перед собеседованием."
      : "Продолжи разговор с консультантом по одному из своих резюме.";
    action = (
      <Link className="btn btn--primary" to="/advisor">
        Открыть консультанта
      </Link>
    );
  } else {
    text = "Консультант работает с твоим резюме: сначала загрузи его.";
    action = (
      <Link className="btn btn--primary" to="/">
        Загрузить резюме
      </Link>
    );
  }
  return (
    <section className="container advisor-banner" aria-labelledby="advisor-banner-title" data-testid="advisor-banner">
      <div className="card advisor-banner__card">
        <h2 id="advisor-banner-title">
          ИИ-консультант по карьере <span className="badge">бета</span>
        </h2>
        <p>{text}</p>
        {action}
      </div>
    </section>
  );
}
