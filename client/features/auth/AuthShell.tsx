/**
 * The header plus everything sign-in related that hangs off it: the login widget and the profile panel, both
 * loaded lazily so the home page's first chunk carries neither.
 */
import { lazy, Suspense, useCallback } from "react";
import { Header } from "../../components/layout/Header";
import { useAuth } from "./AuthContext";
import { removeKnownEmail } from "./known-emails";

const LoginWidget = lazy(() => import("./LoginWidget"));
const ProfilePanel = lazy(() => import("../profile/ProfilePanel"));

export function AuthShell() {
  const { user, loginOpen, profileOpen, closeProfile, logout, forgetUser } = useAuth();

  const onAccountDeleted = useCallback(
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
        {profileOpen && <ProfilePanel user={user} onClose={closeProfile} onUnauthorized={forgetUser} onAccountDeleted={onAccountDeleted} />}
      </Suspense>
    </>
  );
}
