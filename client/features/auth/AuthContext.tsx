/**
 * Who is signed in, as the client knows it (spec section 3: `rework_user` holds {email, id}). The server's
 * HttpOnly session cookie is the real proof; this state only drives the UI.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { readLocalJson, removeLocal, STORAGE_KEYS, writeLocal } from "../../lib/storage";

export interface StoredUser {
  id: string;
  email: string;
}

function isStoredUser(value: unknown): value is StoredUser {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as StoredUser).id === "string" &&
    typeof (value as StoredUser).email === "string" &&
    (value as StoredUser).id.length > 0
  );
}

export function readStoredUser(): StoredUser | null {
  return readLocalJson(STORAGE_KEYS.user, isStoredUser);
}

interface AuthState {
  user: StoredUser | null;
  setUser: (user: StoredUser | null) => void;
  loginOpen: boolean;
  openLogin: () => void;
  closeLogin: () => void;
  profileOpen: boolean;
  openProfile: () => void;
  closeProfile: () => void;
  /** Called by the resume flow when an uploaded file contains an e-mail (spec section 4, "E-mail found"). */
  onResumeEmailFound: (email: string) => void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<StoredUser | null>(() => readStoredUser());
  const [loginOpen, setLoginOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);

  const setUser = useCallback((next: StoredUser | null) => {
    if (next) writeLocal(STORAGE_KEYS.user, JSON.stringify(next));
    else removeLocal(STORAGE_KEYS.user);
    setUserState(next);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      setUser,
      loginOpen,
      openLogin: () => setLoginOpen(true),
      closeLogin: () => setLoginOpen(false),
      profileOpen,
      openProfile: () => setProfileOpen(true),
      closeProfile: () => setProfileOpen(false),
      // The sign-in feature decides what to do (quick login, prompt after 500 ms); nothing until it lands.
      onResumeEmailFound: () => undefined,
    }),
    [user, setUser, loginOpen, profileOpen],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside AuthProvider");
  return context;
}
