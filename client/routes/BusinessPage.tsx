/**
 * /business: the business console for a signed-in owner (issue 26). The page reads who is signed in and hands the
 * console the return from the bank (`?top_up=…`); a visitor who is not signed in is asked to sign in first.
 */
import { useSearchParams } from "react-router";
import { PageFrame } from "../components/ui/PageFrame";
import { useAuth } from "../features/auth/AuthContext";
import { BusinessConsole } from "../features/business/BusinessConsole";

export default function BusinessPage() {
  const { user, openLogin } = useAuth();
  const [params] = useSearchParams();
  return (
    <PageFrame title="Rework для бизнеса" wide>
      <p>
        API для анализа резюме: ключи, баланс, вебхуки. Справочник с примерами — на странице{" "}
        <a href="/developers">для разработчиков</a>.
      </p>
      {user ? (
        <BusinessConsole topUpId={params.get("top_up")} onPay={(url) => window.location.assign(url)} />
      ) : (
        <div className="card">
          <p>Кабинет доступен после входа: организация привязывается к твоему аккаунту.</p>
          <button className="btn btn--primary" type="button" onClick={openLogin}>
            Войти
          </button>
        </div>
      )}
    </PageFrame>
  );
}
