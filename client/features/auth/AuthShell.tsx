/**
 * The header plus everything sign-in related that hangs off it (login widget, profile panel).
 * Until the sign-in feature lands this renders only the header; logout clears the stored user.
 */
import { Header } from "../../components/layout/Header";
import { useAuth } from "./AuthContext";

export function AuthShell() {
  const { setUser } = useAuth();
  return <Header onLogout={() => setUser(null)} />;
}
