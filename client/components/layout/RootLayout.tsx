import { Suspense } from "react";
import { Outlet } from "react-router";
import { AuthProvider } from "../../features/auth/AuthContext";
import { AccountShell } from "./AccountShell";
import { CookieBanner } from "./CookieBanner";
import { FeedbackButton } from "./FeedbackButton";
import { Footer } from "./Footer";
import { Spinner } from "../ui/Spinner";

export function RootLayout() {
  return (
    <AuthProvider>
      <a href="#main" className="skip-link">
        К содержимому
      </a>
      <AccountShell />
      <main id="main" className="site-main">
        <Suspense fallback={<Spinner label="Загрузка страницы…" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <FeedbackButton />
      <CookieBanner />
    </AuthProvider>
  );
}
