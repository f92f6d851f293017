/**
 * The home page's advisor banner (spec section 2, four variants): not signed in → «Войти и начать» opens login;
 * signed in with a resume, or having ever uploaded one → a link to /advisor; signed in with none ever → a link to /
 * to upload one. Tiny on purpose: it is in the home route's first load.
 */
import { Link } from "react-router";

export interface AdvisorBannerProps {
  signedIn: boolean;
  hasResume: boolean;
  hasEverUploaded: boolean;
  onLogin: () => void;
}

export function AdvisorBanner({ signedIn, hasResume, hasEverUploaded, onLogin }: AdvisorBannerProps) {
  let action: React.ReactNode;
  let text: string;
  if (!signedIn) {
    text = "Войди, чтобы обсудить резюме, потренироваться перед собеседованием и получить поддержку в поиске работы.";
    action = <button type="button" className="btn btn--primary" onClick={onLogin}>Войти и начать</button>;
  } else if (hasResume || hasEverUploaded) {
    text = hasResume ? "Обсуди своё резюме и потренируйся перед собеседованием." : "Продолжи разговор с консультантом по одному из своих резюме.";
    action = <Link className="btn btn--primary" to="/advisor">Открыть консультанта</Link>;
  } else {
    text = "Консультант работает с твоим резюме: сначала загрузи его.";
    action = <Link className="btn btn--primary" to="/">Загрузить резюме</Link>;
  }
  return (
    <section className="container advisor-banner" aria-labelledby="advisor-banner-title" data-testid="advisor-banner">
      <div className="card advisor-banner__card">
        <h2 id="advisor-banner-title">ИИ-консультант по карьере <span className="badge">бета</span></h2>
        <p>{text}</p>
        {action}
      </div>
    </section>
  );
}
