import { lazy, Suspense } from "react";
import { analysisClaims } from "../../shared/analysis-claims";
import { useAuth } from "../features/auth/AuthContext";
import { ResumeCounter } from "../features/counter/ResumeCounter";
import { useSiteConfig } from "../lib/site-config";
import { ResumeWorkspace } from "./home/ResumeWorkspace";

/** Below the fold: its own chunk, so the first screen's JS stays within budget (decision 121). */
const loadHomeSections = () => import("./home/HomeSections");
const HomeSections = lazy(loadHomeSections);
/** Lazy for the same reason: the home route's first load does not grow with the advisor banner. */
const loadAdvisorBanner = () => import("../features/advisor/AdvisorBanner");
const AdvisorBanner = lazy(loadAdvisorBanner);

/**
 * The lazy parts the server drew: fetched as soon as a drawn home page starts hydrating (client/main.tsx) rather than
 * when hydration reaches them, so they stay inert (a click there is lost) for less time.
 */
export const preloadParts = () => Promise.all([loadHomeSections(), loadAdvisorBanner()]);

export default function HomePage() {
  const { analysis } = useSiteConfig();
  const { hero } = analysisClaims(analysis);
  const { user, openLogin } = useAuth();
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">{hero}</h1>
          <p className="hero__lead">
            Загрузи резюме — через 30 секунд получишь сильные и слабые стороны, рекомендации и оценку востребованности
            навыков. Сопроводительное письмо — бесплатно.
          </p>
          <ResumeCounter />
        </div>
      </section>
      <section className="container workspace-section" id="upload" aria-label="Анализ резюме">
        <ResumeWorkspace />
      </section>
      <Suspense fallback={null}>
        <AdvisorBanner signedIn={user !== null} onLogin={openLogin} />
      </Suspense>
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
