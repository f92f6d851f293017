/**
 * Who is signed in, as the client knows it (spec section 3: `rework_user` holds {email, id}), and the sign-in
 * prompt rules of section 4. The server's HttpOnly session cookie is the truth: on load the stored user is checked
 * against `GET /api/auth/me/` and corrected.
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useServerDrawnPage } from "../../lib/api";
import {
  readLocal,
  readLocalJson,
  readSession,
  removeLocal,
  STORAGE_KEYS,
  writeLocal,
  writeSession,
} from "../../lib/storage";
import { addKnownEmail, isKnownEmail, isValidEmail, normalizeEmail, removeKnownEmail } from "./known-emails";
import { checkEmail, fetchMe, logoutRequest, SESSION_ERRORS } from "./session-api";

/** Spec section 9: the prompt shows 1 s after load, or 0.5 s after an e-mail is found in an uploaded resume. */
export const LOGIN_PROMPT_DELAY_MS = 1000;
export const EMAIL_FOUND_PROMPT_DELAY_MS = 500;

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

/** The stored user, or null; a broken value is removed from storage (spec section 5). */
export function readStoredUser(): StoredUser | null {
  return readLocalJson(STORAGE_KEYS.user, isStoredUser);
}

/** How the widget was opened: by the user (focus moves into it) or by a prompt (focus stays where it is). */
export interface LoginRequest {
  source: "user" | "prompt";
  email: string;
}

interface AuthState {
  user: StoredUser | null;
  setUser: (user: StoredUser | null) => void;
  loginOpen: boolean;
  loginRequest: LoginRequest;
  openLogin: () => void;
  /** Closing without signing in counts as dismissing the prompt (`rework_id_dismissed`). */
  closeLogin: () => void;
  profileOpen: boolean;
  openProfile: () => void;
  closeProfile: () => void;
  /** Stores the user and remembers the address for quick login. */
  completeSignIn: (user: StoredUser) => void;
  /** Quick login via check-email; resolves false when the server asks for a code instead. */
  quickLogin: (email: string, fallback?: string) => Promise<boolean>;
  logout: () => Promise<void>;
  /** The server no longer knows this browser's session (401): forget the user locally. */
  forgetUser: () => void;
  /** Called by the resume flow when an uploaded file contains an e-mail (spec section 4, "E-mail found"). */
  onResumeEmailFound: (email: string) => void;
}

const AuthContext = createContext<AuthState | null>(null);

/** Checks the stored user against the server session once; a sign-in that happens meanwhile wins. */
function useServerSessionCheck(
  userRef: React.RefObject<StoredUser | null>,
  changes: React.RefObject<number>,
  setUser: (user: StoredUser | null) => void,
) {
  useEffect(() => {
    const changesAtStart = changes.current;
    fetchMe()
      .then(({ user: server }) => {
        if (changes.current !== changesAtStart) return;
        const stored = userRef.current;
        // Transitions: the answer may come while a server-drawn page is still hydrating (see AuthProvider).
        if (!server) {
          if (stored) startTransition(() => setUser(null));
        } else if (!stored || stored.id !== server.id || stored.email !== server.email) {
          startTransition(() => setUser(server));
          addKnownEmail(server.email);
        }
      })
      .catch(() => {
        // Offline or a server error: keep the stored user; the next API call will tell.
      });
  }, [userRef, changes, setUser]);
}

/**
 * When the sign-in prompt opens by itself (decision 250): once per visit (a tab's session) — not again after the
 * upload over the pay button, on the payment-success page or on the result — and never while `holdPrompts` (the
 * cookie banner is on screen: one overlay at a time on a phone); a prompt held back opens once the banner is gone.
 * The header's button opens the widget whatever these say.
 */
export function AuthProvider({ children, holdPrompts = false }: { children: ReactNode; holdPrompts?: boolean }) {
  // The server cannot read this browser's storage, so a page it drew shows the signed-out header; hydration must
  // start from the same, and the stored user follows right after (before the first effects run).
  const serverDrawn = useServerDrawnPage();
  const [user, setUserState] = useState<StoredUser | null>(() => (serverDrawn ? null : readStoredUser()));
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginRequest, setLoginRequest] = useState<LoginRequest>({ source: "user", email: "" });
  const [profileOpen, setProfileOpen] = useState(false);
  const userRef = useRef(user);
  const userChanges = useRef(0);
  const promptTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setUser = useCallback((next: StoredUser | null) => {
    if (next) writeLocal(STORAGE_KEYS.user, JSON.stringify(next));
    else removeLocal(STORAGE_KEYS.user);
    userRef.current = next;
    userChanges.current += 1;
    setUserState(next);
  }, []);

  useLayoutEffect(() => {
    if (!serverDrawn) return;
    const stored = readStoredUser();
    userRef.current = stored;
    // A transition: parts of the page still hydrating wait for it instead of being redrawn from scratch.
    if (stored) startTransition(() => setUserState(stored));
  }, [serverDrawn]);

  useServerSessionCheck(userRef, userChanges, setUser);

  const openLoginWith = useCallback((request: LoginRequest) => {
    clearTimeout(promptTimer.current);
    setLoginRequest(request);
    setLoginOpen(true);
  }, []);

  const held = useRef(holdPrompts);
  held.current = holdPrompts;
  const heldPrompt = useRef<string | null>(null);
  const openPrompt = useCallback(
    (email: string) => {
      if (userRef.current || readSession(STORAGE_KEYS.loginPrompted) !== null) return;
      if (held.current) {
        heldPrompt.current = email;
        return;
      }
      writeSession(STORAGE_KEYS.loginPrompted, "true");
      openLoginWith({ source: "prompt", email });
    },
    [openLoginWith],
  );

  const schedulePrompt = useCallback(
    (delayMs: number, email = "") => {
      clearTimeout(promptTimer.current);
      promptTimer.current = setTimeout(() => openPrompt(email), delayMs);
    },
    [openPrompt],
  );

  // The banner went away with a prompt waiting behind it: the prompt follows after the usual delay.
  useEffect(() => {
    if (holdPrompts || heldPrompt.current === null) return;
    const email = heldPrompt.current;
    heldPrompt.current = null;
    schedulePrompt(LOGIN_PROMPT_DELAY_MS, email);
  }, [holdPrompts, schedulePrompt]);

  // The prompt 1 s after load, unless this browser dismissed it or someone is signed in.
  useEffect(() => {
    if (!userRef.current && readLocal(STORAGE_KEYS.loginDismissed) !== "true") schedulePrompt(LOGIN_PROMPT_DELAY_MS);
    return () => clearTimeout(promptTimer.current);
  }, [schedulePrompt]);

  const completeSignIn = useCallback(
    (next: StoredUser) => {
      const normalized = { id: next.id, email: normalizeEmail(next.email) };
      setUser(normalized);
      addKnownEmail(normalized.email);
    },
    [setUser],
  );

  const quickLogin = useCallback(
    async (email: string, fallback: string = SESSION_ERRORS.quickLogin) => {
      const result = await checkEmail(normalizeEmail(email), fallback);
      if (!result.exists || !result.user_id) return false;
      completeSignIn({ id: result.user_id, email: result.email ?? email });
      return true;
    },
    [completeSignIn],
  );

  const closeLogin = useCallback(() => {
    if (!userRef.current) writeLocal(STORAGE_KEYS.loginDismissed, "true");
    setLoginOpen(false);
  }, []);

  const forgetUser = useCallback(() => {
    setUser(null);
    setProfileOpen(false);
  }, [setUser]);

  const logout = useCallback(async () => {
    const email = userRef.current?.email;
    try {
      await logoutRequest();
    } catch {
      // The server session may already be gone; signing out locally is still right.
    }
    // The server forgot this device for the account (docs/decisions/046); so does the quick-login list, so the
    // next person at a shared computer is not offered the address.
    if (email) removeKnownEmail(email);
    forgetUser();
    removeLocal(STORAGE_KEYS.loginDismissed);
  }, [forgetUser]);

  /**
   * Spec section 4. The cases are about a signed-out visitor: when someone is signed in, a resume with another
   * address neither switches the account nor prompts (a silent switch would surprise).
   */
  const onResumeEmailFound = useCallback(
    (found: string) => {
      const email = normalizeEmail(found);
      if (!isValidEmail(email) || userRef.current) return;
      if (isKnownEmail(email)) {
        quickLogin(email)
          .then((signedIn) => signedIn || schedulePrompt(EMAIL_FOUND_PROMPT_DELAY_MS, email))
          .catch(() => schedulePrompt(EMAIL_FOUND_PROMPT_DELAY_MS, email));
        return;
      }
      // A new address earns a fresh prompt even if an earlier one was dismissed.
      if (readLocal(STORAGE_KEYS.processingEmail) !== email) {
        removeLocal(STORAGE_KEYS.loginDismissed);
        writeLocal(STORAGE_KEYS.processingEmail, email);
      }
      schedulePrompt(EMAIL_FOUND_PROMPT_DELAY_MS, email);
    },
    [quickLogin, schedulePrompt],
  );

  const value = useMemo<AuthState>(
    () => ({
      user,
      setUser,
      loginOpen,
      loginRequest,
      openLogin: () => openLoginWith({ source: "user", email: "" }),
      closeLogin,
      profileOpen,
      openProfile: () => setProfileOpen(true),
      closeProfile: () => setProfileOpen(false),
      completeSignIn,
      quickLogin,
      logout,
      forgetUser,
      onResumeEmailFound,
    }),
    [
      user,
      setUser,
      loginOpen,
      loginRequest,
      openLoginWith,
      closeLogin,
      profileOpen,
      completeSignIn,
      quickLogin,
      logout,
      forgetUser,
      onResumeEmailFound,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside AuthProvider");
  return context;
}
