/** Step 2 of the login widget: the code form, 'Изменить email' and the resend button with its 60 s cooldown. */
import { type FormEvent, useState } from "react";
import { LOGIN_ERRORS } from "./api";
import { formatMmSs } from "./useCountdown";

export const CODE_MIN_LENGTH = 4;
export const CODE_MAX_LENGTH = 6;

interface CodeStepProps {
  email: string;
  codeId: string | null;
  busy: boolean;
  cooldownSeconds: number;
  onSubmit: (code: string) => void;
  onInvalid: (message: string) => void;
  onChangeEmail: () => void;
  onResend: () => void;
}

export function CodeStep({
  email,
  codeId,
  busy,
  cooldownSeconds,
  onSubmit,
  onInvalid,
  onChangeEmail,
  onResend,
}: CodeStepProps) {
  const [code, setCode] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (value.length < CODE_MIN_LENGTH) {
      onInvalid(LOGIN_ERRORS.invalidCode);
      return;
    }
    if (!codeId) {
      onInvalid(LOGIN_ERRORS.missingCodeId);
      return;
    }
    onSubmit(value);
  };

  return (
    <form className="login-widget__form" onSubmit={submit} noValidate>
      <p className="login-widget__lead">
        Мы отправили код на <strong>{email}</strong>. Код действует 10 минут.
      </p>
      <label className="login-field">
        <span className="login-field__label">Код из письма</span>
        <input
          className="login-field__input login-widget__code"
          type="text"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_MAX_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\s/g, ""))}
          disabled={busy}
          data-autofocus
          required
        />
      </label>
      <button type="submit" className="btn btn--primary login-widget__submit" disabled={busy}>
        {busy ? "Проверяем…" : "Войти"}
      </button>
      <div className="login-widget__row">
        <button type="button" className="btn btn--ghost btn--small" onClick={onChangeEmail} disabled={busy}>
          Изменить email
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={onResend}
          disabled={busy || cooldownSeconds > 0}
          data-testid="resend-code"
        >
          {cooldownSeconds > 0 ? `Отправить снова через ${formatMmSs(cooldownSeconds)}` : "Отправить код повторно"}
        </button>
      </div>
    </form>
  );
}
