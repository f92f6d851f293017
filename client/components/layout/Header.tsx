import { Link } from "react-router";
import { analysisClaims } from "../../../shared/analysis-claims";
import { useAuth } from "../../features/auth/AuthContext";
import { useSiteConfig } from "../../lib/site-config";

/** Logo, slogan and the sign-in button or the signed-in user (spec section 2, header). */
export function Header({ onLogout }: { onLogout: () => void }) {
  const { user, openLogin, openProfile } = useAuth();
  const { slogan } = analysisClaims(useSiteConfig().analysis);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="logo" aria-label="Rework — на главную">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span className="logo__text">Rework</span>
        </Link>
        <p className="site-header__slogan">{slogan}</p>
        {user ? (
          <div className="user-chip">
            {/* The name is the visible e-mail with a hidden prefix (axe: label-content-name-mismatch). */}
            <button type="button" className="user-chip__profile" onClick={openProfile}>
              <span className="visually-hidden">Открыть профиль </span>
              <span className="avatar" aria-hidden="true">
                {user.email.charAt(0).toUpperCase()}
              </span>
              <span className="user-chip__email">{user.email}</span>
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={onLogout}>
              Выйти
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn--outline btn--small" onClick={openLogin} data-testid="login-button">
            Войти через Rework ID
          </button>
        )}
      </div>
    </header>
  );
}
