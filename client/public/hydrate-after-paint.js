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
  // After the frame that paints the page has been presented (the callback of the next frame's animation runs after
  // it); a hidden tab paints nothing, so a timer starts it there.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  setTimeout(start, 1000);
})();
