/**
 * The profile panel (spec section 2): personal info, resume history and, beyond the spec, editing and account
 * deletion. Opens with a 100 ms animation and closes with a 300 ms one. A modal dialog (components/ui/ModalDialog):
 * focus moves in, Tab stays inside, Escape closes, focus returns to the header. Loaded lazily by the layout's
 * AccountShell, which passes the signed-in user and what to do on sign-out (features don't import each other).
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ModalDialog } from "../../components/ui/ModalDialog";
import { Spinner } from "../../components/ui/Spinner";
import { DeleteAccount } from "./DeleteAccount";
import { ProfileDetails } from "./ProfileDetails";
import { ProfileEditForm } from "./ProfileEditForm";
import { ResumeHistory } from "./ResumeHistory";
import { SignedInDevices } from "./SignedInDevices";
import { useProfileData } from "./useProfileData";
import "./profile.css";
import { CloseButton } from "../../components/ui/CloseButton";

export const PANEL_OPEN_MS = 100;
export const PANEL_CLOSE_MS = 300;

interface ProfilePanelProps {
  user: { id: string; email: string } | null;
  onClose: () => void;
  onUnauthorized: () => void;
  /** With the text to tell the person afterwards (a deletion must not end silently). */
  onAccountDeleted: (email: string, message: string) => void;
  /** Every session of the account ended (this one too): forget the user and its known e-mail here. */
  onSignedOutEverywhere: (email: string, message: string) => void;
}

export const ACCOUNT_ENDED_TEXTS = {
  deleted: "Аккаунт удалён: профиль, резюме, анализы, платежи и беседы стёрты. Спасибо, что пользовался Rework.",
  signedOutEverywhere: "Ты вышел на всех устройствах.",
} as const;

export default function ProfilePanel({
  user,
  onClose,
  onUnauthorized,
  onAccountDeleted,
  onSignedOutEverywhere,
}: ProfilePanelProps) {
  const [closing, setClosing] = useState(false);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const titleId = useId();
  const navigate = useNavigate();
  const data = useProfileData(user, onUnauthorized);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = useCallback(
    (after?: () => void) => {
      setClosing(true);
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => {
        onClose();
        after?.();
      }, PANEL_CLOSE_MS);
    },
    [onClose],
  );

  const viewAnalysis = (resumeId: string) => {
    navigate(`/?resumeId=${encodeURIComponent(resumeId)}`);
    close();
  };

  return (
    <ModalDialog
      className="profile-overlay"
      panelClassName="profile-panel"
      labelledBy={titleId}
      onDismiss={() => close()}
      closing={closing}
      testId="profile-panel"
    >
      <header className="profile-panel__header">
        <h2 id={titleId}>Профиль</h2>
        <CloseButton label="Закрыть профиль" onClick={() => close()} data-autofocus />
      </header>

      {data.loading ? (
        <Spinner label="Загрузка профиля…" />
      ) : (
        <>
          <section className="profile-panel__section" aria-labelledby={`${titleId}-info`}>
            <h3 id={`${titleId}-info`}>Личные данные</h3>
            {data.profileError && (
              <p className="profile-panel__error" role="alert">
                {data.profileError}
              </p>
            )}
            {data.profile &&
              (editing ? (
                <ProfileEditForm
                  profile={data.profile}
                  onCancel={() => setEditing(false)}
                  onSaved={(profile) => {
                    data.setProfile(profile);
                    setEditing(false);
                    setNotice("Профиль сохранён");
                  }}
                />
              ) : (
                <>
                  <ProfileDetails profile={data.profile} />
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => {
                      setNotice(null);
                      setEditing(true);
                    }}
                  >
                    Редактировать профиль
                  </button>
                </>
              ))}
            <p className="profile-panel__notice" aria-live="polite">
              {notice}
            </p>
          </section>

          <section className="profile-panel__section" aria-labelledby={`${titleId}-history`}>
            <h3 id={`${titleId}-history`}>История резюме</h3>
            {data.historyError ? (
              <p className="profile-panel__error" role="alert">
                {data.historyError}
              </p>
            ) : (
              data.history && <ResumeHistory items={data.history} onView={viewAnalysis} />
            )}
          </section>

          {user && (
            <section className="profile-panel__section" aria-labelledby={`${titleId}-devices`}>
              <h3 id={`${titleId}-devices`}>Устройства с активным входом</h3>
              <SignedInDevices
                onUnauthorized={onUnauthorized}
                onSignedOutEverywhere={() =>
                  close(() => onSignedOutEverywhere(user.email, ACCOUNT_ENDED_TEXTS.signedOutEverywhere))
                }
              />
            </section>
          )}

          {data.profile && (
            <section className="profile-panel__section profile-panel__section--danger" aria-label="Удаление аккаунта">
              <DeleteAccount
                onDeleted={() => close(() => onAccountDeleted(data.profile!.email, ACCOUNT_ENDED_TEXTS.deleted))}
              />
            </section>
          )}
        </>
      )}
    </ModalDialog>
  );
}
