/**
 * /advisor (spec section 2): the advisor chat for the signed-in user. The page reads who is signed in and whether a
 * resume was ever uploaded, and hands both to the advisor feature.
 */
import { AdvisorChat } from "../features/advisor/AdvisorChat";
import { useAuth } from "../features/auth/AuthContext";
import { readLocal, STORAGE_KEYS } from "../lib/storage";

export default function AdvisorPage() {
  const { user } = useAuth();
  return <AdvisorChat userId={user?.id ?? null} hasEverUploaded={readLocal(STORAGE_KEYS.hasEverUploaded) === "true"} />;
}
