import { lazy, Suspense } from "react";
import { analysisClaims } from "../../shared/analysis-claims";
import { formatCount, UNIT_FORMS } from "../../shared/schemas/ru-format";
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

/** Spec section 2's comparison: a human review elsewhere; our price comes from the configuration. */
const COMPETITOR_PRICE_RUB = 799;
/** 5 working days against 30 seconds (spec section 2: «14400 times slower»), written «14 400». */
const COMPETITOR_SLOWER_TIMES = 14_400;

export default function HomePage() {
  const { analysis, priceRub } = useSiteConfig();
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
      <section className="container comparison" aria-labelledby="comparison-title">
        <h2 id="comparison-title">Быстрее и дешевле живого ревью</h2>
        <div className="comparison__grid">
          <div className="card comparison__card comparison__card--us">
            <h3>Rework</h3>
            <p className="comparison__price">{priceRub} ₽</p>
            <p>30 секунд · 50+ критериев</p>
          </div>
          <div className="card comparison__card">
            <h3>Ревью у конкурента</h3>
            <p className="comparison__price">{COMPETITOR_PRICE_RUB} ₽</p>
            <p>5 рабочих дней</p>
            <p className="comparison__note">
              в {formatCount(Math.round(COMPETITOR_PRICE_RUB / priceRub), UNIT_FORMS.times)} дороже · в{" "}
              {formatCount(COMPETITOR_SLOWER_TIMES, UNIT_FORMS.times)} медленнее
            </p>
          </div>
        </div>
      </section>
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
