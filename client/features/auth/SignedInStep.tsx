/** Step 3 of the login widget: who is signed in, with the profile and logout at hand. */
interface SignedInStepProps {
  email: string;
  onOpenProfile: () => void;
  onLogout: () => void;
  onClose: () => void;
}

export function SignedInStep({ email, onOpenProfile, onLogout, onClose }: SignedInStepProps) {
  return (
    <div className="login-widget__form">
      <p className="login-widget__lead" data-autofocus tabIndex={-1}>
        Ты в аккаунте <strong>{email}</strong>.
      </p>
      <button type="button" className="btn btn--primary login-widget__submit" onClick={onOpenProfile}>
        Открыть профиль
      </button>
      <div className="login-widget__row">
        <button type="button" className="btn btn--ghost btn--small" onClick={onLogout}>
          Выйти
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          Закрыть
        </button>
      </div>
    </div>
  );
}
