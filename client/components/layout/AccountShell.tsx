/**
 * The header plus what hangs off it: the login widget (auth feature) and the profile panel (profile feature), both
 * loaded lazily so the home page's first chunk carries neither. The layout composes the two features; they never
 * import each other: the profile gets the signed-in user and what to do on sign-out as props.
 */
import { lazy, Suspense, useCallback } from "react";
import { useAuth } from "../../features/auth/AuthContext";
import { removeKnownEmail } from "../../features/auth/known-emails";
import { Header } from "./Header";

const LoginWidget = lazy(() => import("../../features/auth/LoginWidget"));
const ProfilePanel = lazy(() => import("../../features/profile/ProfilePanel"));

export function AccountShell() {
  const { user, loginOpen, profileOpen, closeProfile, logout, forgetUser } = useAuth();

  // After deleting the account or signing out everywhere, this browser forgets the address for quick login too.
  const forgetAccount = useCallback(
    (email: string) => {
      removeKnownEmail(email);
      forgetUser();
    },
    [forgetUser],
  );

  return (
    <>
      <Header onLogout={() => void logout()} />
      <Suspense fallback={null}>
        {loginOpen && <LoginWidget />}
        {profileOpen && (
          <ProfilePanel
            user={user}
            onClose={closeProfile}
            onUnauthorized={forgetUser}
            onAccountDeleted={forgetAccount}
            onSignedOutEverywhere={forgetAccount}
          />
        )}
      </Suspense>
    </>
  );
}
