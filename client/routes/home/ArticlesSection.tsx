/**
 * The articles carousel on the home page, loaded only when the visitor scrolls near it: it sits below the fold, and
 * keeping its code and its API call out of the first load keeps the home route within its JS budget
 * (`npm run bench -- bundle`).
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";

const ArticlesCarousel = lazy(() => import("../../features/articles/ArticlesCarousel"));

export function ArticlesSection() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: "400px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={anchor}>
      {near && (
        <Suspense fallback={null}>
          <ArticlesCarousel />
        </Suspense>
      )}
    </div>
  );
}
