/**
 * Every route of spec section 2, shared by the browser (client/main.tsx) and the Worker's server rendering
 * (client/app/server.tsx), so both draw one markup. Pages are lazy so the home route's first load carries only what it
 * shows; the layout (header, footer, banners) is eager.
 */
import type { RouteObject } from "react-router";
import { preloadLayoutParts, RootLayout } from "../components/layout/RootLayout";
import { RouteError } from "../components/layout/RouteError";

/** Spec section 9: a script chunk that has not arrived in 120 s counts as failed (RouteError then offers a reload). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

function withChunkTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError("ChunkLoadError: the page's script did not arrive in time")),
      CHUNK_TIMEOUT_MS,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** What a hydrating page loads first (client/main.tsx): the lazy parts its server-drawn markup already shows. */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
}

const page =
  (load: () => Promise<{ default: React.ComponentType; preloadParts?: () => Promise<unknown> }>) => async () => {
    const module = await withChunkTimeout(load);
    return { Component: module.default, handle: { preload: module.preloadParts } satisfies RouteHandle };
  };

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    handle: { preload: preloadLayoutParts } satisfies RouteHandle,
    children: [
      { index: true, lazy: page(() => import("../routes/HomePage")) },
      { path: "articles", lazy: page(() => import("../routes/ArticlesPage")) },
      { path: "articles/tag/:tagSlug", lazy: page(() => import("../routes/ArticlesPage")) },
      { path: "articles/:slug", lazy: page(() => import("../routes/ArticlePage")) },
      { path: "advisor", lazy: page(() => import("../routes/AdvisorPage")) },
      { path: "payment/success", lazy: page(() => import("../routes/PaymentSuccessPage")) },
      { path: "payment/fail", lazy: page(() => import("../routes/PaymentFailPage")) },
      { path: "investor-pitch", lazy: page(() => import("../routes/InvestorPitchPage")) },
      { path: "partnership", lazy: page(() => import("../routes/PartnershipPage")) },
      { path: "career-consultation", lazy: page(() => import("../routes/CareerConsultationPage")) },
      { path: "faq", lazy: page(() => import("../routes/FaqPage")) },
      { path: "privacy-policy", lazy: page(() => import("../routes/PrivacyPolicyPage")) },
      { path: "public-offer", lazy: page(() => import("../routes/PublicOfferPage")) },
      { path: "admin/ratings", lazy: page(() => import("../routes/AdminRatingsPage")) },
      { path: "business", lazy: page(() => import("../routes/BusinessPage")) },
      { path: "developers", lazy: page(() => import("../routes/DevelopersPage")) },
      { path: "business-terms", lazy: page(() => import("../routes/BusinessTermsPage")) },
      { path: "data-processing", lazy: page(() => import("../routes/DataProcessingPage")) },
      { path: "*", lazy: page(() => import("../routes/NotFoundPage")) },
    ],
  },
];
