/**
 * The login widget (spec sections 2 and 4, "Rework ID", beta): e-mail form → code form → signed-in view.
 * It appears 800 ms after it is asked for and closes with a 300 ms animation. Loaded lazily by AuthShell.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useDialogFocus } from "../../components/ui/useDialogFocus";
import { useAuth } from "./AuthContext";
import { LOGIN_ERRORS, requestCode, verifyCode } from "./api";
import { CodeStep } from "./CodeStep";
import { EmailStep } from "./EmailStep";
import { isKnownEmail, normalizeEmail, readKnownEmails } from "./known-emails";
import { SignedInStep } from "./SignedInStep";
import { useCountdown } from "./useCountdown";
import "./auth.css";
import { CloseButton } from "../../components/ui/CloseButton";

export const WIDGET_APPEAR_DELAY_MS = 800;
export const WIDGET_CLOSE_MS = 300;
export const RESEND_COOLDOWN_SECONDS = 60;

type Phase = "waiting" | "open" | "closing";
type Step = "email" | "code";

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback) || fallback;

export default function LoginWidget() {
  const { user, loginRequest, closeLogin, completeSignIn, quickLogin, logout, openProfile } = useAuth();
  const [phase, setPhase] = useState<Phase>("waiting");
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState(loginRequest.email);
  const [codeId, setCodeId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cooldown = useCountdown();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => setPhase("open"), WIDGET_APPEAR_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(closeTimer.current);
    };
  }, []);

  // Logout (here or in the header) brings the widget back to the e-mail form.
  useEffect(() => {
    if (user) return;
    setStep("email");
    setCodeId(null);
    cooldown.reset();
  }, [user, cooldown.reset]);

  const close = useCallback(() => {
    setPhase("closing");
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(closeLogin, WIDGET_CLOSE_MS);
  }, [closeLogin]);

  // After the user moves between steps (or signs in), focus follows to the new view's first field; the first view
  // keeps the focus where useDialogFocus puts it.
  const view = `${step}:${Boolean(user)}`;
  const focusedView = useRef(view);
  useEffect(() => {
    if (focusedView.current === view) return;
    focusedView.current = view;
    dialogRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [view]);

  useDialogFocus(dialogRef, { active: phase === "open", onEscape: close, takeFocus: loginRequest.source === "user" });

  /** Runs one server call with the busy flag and the error line managed. */
  const run = async (action: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (caught) {
      setError(messageOf(caught, fallback));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async (address: string, fallback: string) => {
    const response = await requestCode(address, fallback);
    setEmail(address);
    setCodeId(response.code_id);
    setStep("code");
    setNotice(response.message);
    cooldown.start(RESEND_COOLDOWN_SECONDS);
  };

  const submitEmail = (address: string) =>
    run(async () => {
      const normalized = normalizeEmail(address);
      // Known on this browser: try quick login first (the server decides by the remember-device cookie).
      if (isKnownEmail(normalized) && (await quickLogin(normalized, LOGIN_ERRORS.checkUser))) return;
      await sendCode(normalized, LOGIN_ERRORS.sendCode);
    }, LOGIN_ERRORS.sendCode);

  const quickLoginAs = (address: string) =>
    run(async () => {
      if (await quickLogin(address, LOGIN_ERRORS.quickLogin)) return;
      await sendCode(address, LOGIN_ERRORS.sendCode);
    }, LOGIN_ERRORS.quickLogin);

  const submitCode = (code: string) =>
    run(async () => {
      if (!codeId) throw new Error(LOGIN_ERRORS.missingCodeId);
      const response = await verifyCode(codeId, code);
      completeSignIn({ id: response.user_id, email: response.email ?? email });
    }, LOGIN_ERRORS.verifyCode);

  const resend = () =>
    run(async () => {
      await sendCode(email, LOGIN_ERRORS.resendCode);
      setNotice("Новый код отправлен");
    }, LOGIN_ERRORS.resendCode);

  const changeEmail = () => {
    setStep("email");
    setError(null);
    setNotice(null);
  };

  if (phase === "waiting") return null;

  return (
    // Not a <dialog> element: an open non-modal <dialog> takes Chrome's Escape (its close watcher) even when the
    // payment popup is open above it. The page stays usable while the prompt waits in its corner.
    <div
      ref={dialogRef}
      className={`login-widget${loginRequest.source === "prompt" ? " login-widget--prompt" : ""}${phase === "closing" ? " is-closing" : ""}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="login-widget"
      tabIndex={-1}
    >
      <div className="login-widget__header">
        <h2 id={titleId} className="login-widget__title">
          Вход через Rework ID <span className="login-widget__badge">бета</span>
        </h2>
        <CloseButton label="Закрыть окно входа" onClick={close} />
      </div>
      {user ? (
        <SignedInStep
          email={user.email}
          onOpenProfile={() => {
            openProfile();
            close();
          }}
          onLogout={() => void logout()}
          onClose={close}
        />
      ) : step === "email" ? (
        <EmailStep
          initialEmail={email}
          knownEmails={readKnownEmails()}
          busy={busy}
          onSubmit={submitEmail}
          onQuickLogin={quickLoginAs}
          onInvalid={setError}
        />
      ) : (
        <CodeStep
          email={email}
          codeId={codeId}
          busy={busy}
          cooldownSeconds={cooldown.remaining}
          onSubmit={submitCode}
          onInvalid={setError}
          onChangeEmail={changeEmail}
          onResend={resend}
        />
      )}
      <p className="login-widget__error" role="alert">
        {error}
      </p>
      <p className="login-widget__notice" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
