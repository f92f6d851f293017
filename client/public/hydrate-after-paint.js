// Loaded instead of the app's module script on pages the Worker drew (worker/seo/shell.ts, docs/decisions/150): the
// page is readable already, so its script and preloads are requested only after the first paint and leave the
// connection to the stylesheet and images until then. A plain file (not built): the Worker names the entry for it.
(() => {
  const boot = document.currentScript;
  const entry = boot?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (boot.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.crossOrigin = "";
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.src = entry;
    script.crossOrigin = "";
    document.head.append(script);
  };
  // After the browser reports the first contentful paint (so the script never competes with the page's own first
  // paint); where paint entries are not observable, after the frame that painted has been presented. A hidden tab
  // paints nothing, so a timer starts it there.
  const afterFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
  } else afterFrame();
  setTimeout(start, 1000);
})();
