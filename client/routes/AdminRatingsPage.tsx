/**
 * `/admin/ratings`: the moderators' screen (docs/decisions/251). Moderators are ADMIN_EMAILS accounts, signed in by
 * the usual one-time code; the server decides, the page only asks a signed-out visitor to sign in.
 */
import { lazy, Suspense } from "react";
import { PageFrame } from "../components/ui/PageFrame";
import { Spinner } from "../components/ui/Spinner";
import { useAuth } from "../features/auth/AuthContext";

const RatingsModeration = lazy(() => import("../features/moderation/RatingsModeration"));

export default function AdminRatingsPage() {
  const { user, openLogin } = useAuth();
  return (
    <PageFrame title="Модерация отзывов">
      {user ? (
        <Suspense fallback={<Spinner label="Загружаем…" />}>
          <RatingsModeration key={user.id} />
        </Suspense>
      ) : (
        <>
          <p>Войди аккаунтом модератора, чтобы проверить отзывы.</p>
          <button type="button" className="btn btn--primary" onClick={openLogin}>
            Войти
          </button>
        </>
      )}
    </PageFrame>
  );
}
