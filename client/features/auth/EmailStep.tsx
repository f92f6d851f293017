/** Step 1 of the login widget: the e-mail form and the known addresses offered for quick login. */
import { type FormEvent, useState } from "react";
import { LOGIN_ERRORS } from "./api";
import { isValidEmail } from "./known-emails";

interface EmailStepProps {
  initialEmail: string;
  knownEmails: string[];
  busy: boolean;
  onSubmit: (email: string) => void;
  onQuickLogin: (email: string) => void;
  onInvalid: (message: string) => void;
}

export function EmailStep({ initialEmail, knownEmails, busy, onSubmit, onQuickLogin, onInvalid }: EmailStepProps) {
  const [email, setEmail] = useState(initialEmail);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !isValidEmail(email)) {
      onInvalid(LOGIN_ERRORS.invalidEmail);
      return;
    }
    onSubmit(email.trim());
  };

  return (
    <>
      <form className="login-widget__form" onSubmit={submit} noValidate>
        <p className="login-widget__lead">Войди по email: пароль не нужен, пришлём одноразовый код.</p>
        <label className="login-field">
          <span className="login-field__label">Email</span>
          <input
            className="login-field__input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.ru"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={busy}
            data-autofocus
            required
          />
        </label>
        <button type="submit" className="btn btn--primary login-widget__submit" disabled={busy}>
          {busy ? "Отправляем…" : "Получить код"}
        </button>
      </form>
      {knownEmails.length > 0 && (
        <section className="login-widget__known" aria-label="Быстрый вход">
          <p className="login-widget__known-title">Ранее входили на этом устройстве:</p>
          <ul className="login-widget__known-list">
            {knownEmails.map((known) => (
              <li key={known}>
                <button
                  type="button"
                  className="btn btn--ghost btn--small login-widget__known-button"
                  disabled={busy}
                  onClick={() => onQuickLogin(known)}
                >
                  Войти как {known}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
