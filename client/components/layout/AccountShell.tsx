/**
 * The header plus what hangs off it: the login widget (auth feature) and the profile panel (profile feature), both
 * loaded lazily so the home page's first chunk carries neither. The layout composes the two features; they never
 * import each other: the profile gets the signed-in user and what to do on sign-out as props.
 */
import { lazy, Suspense, useCallback, useState } from "react";
import { useAuth } from "../../features/auth/AuthContext";
import { removeKnownEmail } from "../../features/auth/known-emails";
import { Header } from "./Header";

const LoginWidget = lazy(() => import("../../features/auth/LoginWidget"));
const ProfilePanel = lazy(() => import("../../features/profile/ProfilePanel"));

export function AccountShell() {
  const { user, loginOpen, profileOpen, closeProfile, logout, forgetUser } = useAuth();

  /** What just happened to the account, said once under the header (a deletion must not end silently). */
  const [notice, setNotice] = useState<string | null>(null);

  // After deleting the account or signing out everywhere, this browser forgets the address for quick login too.
  const forgetAccount = useCallback(
    (email: string) => {
      removeKnownEmail(email);
      forgetUser();
    },
    [forgetUser],
  );
  // The profile feature words what happened (its texts load with it, not with every page).
  const afterAccountEnded = useCallback(
    (email: string, message: string) => {
      forgetAccount(email);
      setNotice(message);
    },
    [forgetAccount],
  );

  return (
    <>
      <Header onLogout={() => void logout()} />
      {notice && (
        <div className="account-notice" role="status" data-testid="account-notice">
          <div className="container account-notice__inner">
            <p>{notice}</p>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setNotice(null)}>
              Понятно
            </button>
          </div>
        </div>
      )}
      <Suspense fallback={null}>
        {loginOpen && <LoginWidget />}
        {profileOpen && (
          <ProfilePanel
            user={user}
            onClose={closeProfile}
            onUnauthorized={forgetUser}
            onAccountDeleted={afterAccountEnded}
            onSignedOutEverywhere={afterAccountEnded}
          />
        )}
      </Suspense>
    </>
  );
}
