import { lazy, Suspense, startTransition, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { CONSENT_COOKIE } from "../../../shared/initial-data";
import { AuthProvider } from "../../features/auth/AuthContext";
import { useInitialData, useServerDrawnPage } from "../../lib/api";
import { readCookie } from "../../lib/cookies";
import { Spinner } from "../ui/Spinner";
import { AccountShell } from "./AccountShell";

// What the first screen does not need (the footer is below the fold; the other two are fixed-position extras): their
// own chunks, fetched once the layout renders, so the home route's initial JS stays within its budget
// (`npm run bench -- bundle`, decision 190).
const loadFooter = () => import("./Footer").then((module) => ({ default: module.Footer }));
const Footer = lazy(loadFooter);
const loadFeedbackButton = () => import("./FeedbackButton").then((module) => ({ default: module.FeedbackButton }));
const FeedbackButton = lazy(loadFeedbackButton);

const loadCookieBanner = () => import("./CookieBanner").then((module) => ({ default: module.CookieBanner }));
const CookieBanner = lazy(loadCookieBanner);

/**
 * The lazy parts of every server-drawn page, fetched as it starts hydrating (client/main.tsx, see HomePage); the
 * cookie banner when the server drew it.
 */
export const preloadLayoutParts = () =>
  Promise.all([loadFooter(), loadFeedbackButton(), document.querySelector(".cookie-banner") && loadCookieBanner()]);

export function RootLayout() {
  // Read once on load, as the banner itself did before it became lazy. A page the server drew first shows the banner as
  // the server decided from the request's cookie (initial data), so hydration matches; then the cookie itself decides,
  // for a copy of the page older than the cookie (the browser may keep a drawn page for a minute).
  const serverDrawn = useServerDrawnPage();
  const drawnWithBanner = useInitialData().consentBanner === true;
  const [needsConsent, setNeedsConsent] = useState(() =>
    serverDrawn ? drawnWithBanner : readCookie(CONSENT_COOKIE) !== "accepted",
  );
  useEffect(() => {
    // A transition: the parts still hydrating (the footer beside the banner) wait for it instead of being redrawn.
    const wanted = readCookie(CONSENT_COOKIE) !== "accepted";
    if (serverDrawn && wanted !== drawnWithBanner) startTransition(() => setNeedsConsent(wanted));
  }, [serverDrawn, drawnWithBanner]);
  return (
    <AuthProvider holdPrompts={needsConsent}>
      <a href="#main" className="skip-link">
        К содержимому
      </a>
      <AccountShell />
      <main id="main" className="site-main">
        <Suspense fallback={<Spinner label="Загрузка страницы…" />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
        <FeedbackButton />
        {needsConsent && <CookieBanner cookieName={CONSENT_COOKIE} onAccepted={() => setNeedsConsent(false)} />}
      </Suspense>
    </AuthProvider>
  );
}
