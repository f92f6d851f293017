// The house rules on imports, checked on resolved modules (decision 260): `npm run lint` runs
// `depcruise worker client shared` with this file, and test/lint/boundaries.test.mjs proves every rule on a tree
// that breaks it. A path below is the file an import resolves to, so `../../features/auth/x`, `./x.ts` and
// `./x` are the same module. `$1` in a `to` path is the folder the `from` path captured.

/** Worker folders by layer, top to bottom. A folder may import its own layer and the layers below, never above. */
const WORKER_ENTRY = "^worker/(routes|middleware|seo|queue|scheduled)/";
const WORKER_DOMAIN_FEATURES = "^worker/(advisor|cover-letter|vacancy-match|articles|rework)/";
const WORKER_BELOW_SERVICES =
  "^worker/(advisor|cover-letter|vacancy-match|articles|rework|analysis|extraction|providers|db|lib)/";
const WORKER_BELOW_DOMAIN_FEATURES = "^worker/(analysis|extraction|providers|db|lib)/";

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Import cycles are refused: a module and what it imports form a tree, so each can be read and tested from the bottom up.",
      from: {},
      to: { circular: true },
    },

    // ---- client (decision 080) ----
    {
      name: "client-feature-isolation",
      severity: "error",
      comment:
        "A feature never imports another feature: compose features in a page (client/routes) or the root layout and pass callbacks.",
      from: { path: "^client/features/([^/]+)/" },
      to: { path: "^client/features/", pathNot: "^client/features/$1/" },
    },
    {
      name: "client-features-below-pages",
      severity: "error",
      comment: "Features sit below the pages, the router and the root layout that compose them.",
      from: { path: "^client/features/" },
      to: { path: "^client/(routes|app|components/layout)/" },
    },
    {
      name: "client-lib-and-ui-below-features",
      severity: "error",
      comment:
        "Shared UI and the data layer sit below the features: they never import a feature, a page or the layout.",
      from: { path: "^client/(lib|components/ui)/" },
      to: { path: "^client/(features|routes|app|components/layout)/" },
    },
    {
      name: "client-pages-below-app",
      severity: "error",
      comment: "Pages and the root layout sit below the router (client/app) that mounts them.",
      from: { path: "^client/(routes|components)/" },
      to: { path: "^client/app/" },
    },
    {
      name: "client-layout-below-pages",
      severity: "error",
      comment: "The root layout wraps every page; it never imports one.",
      from: { path: "^client/components/layout/" },
      to: { path: "^client/routes/" },
    },
    {
      name: "client-not-worker",
      severity: "error",
      comment: "The client reaches the Worker only over /api through client/lib/api; shared types live in shared/.",
      from: { path: "^client/" },
      to: { path: "^worker/" },
    },
    {
      name: "shared-imports-neither-side",
      severity: "error",
      comment: "shared/ is what both the worker and the client import, so it imports neither.",
      from: { path: "^shared/" },
      to: { path: "^(client|worker)/" },
    },

    // ---- worker: routes -> services -> advisor/cover-letter/vacancy-match/articles/rework -> analysis/extraction/providers -> db, lib ----
    {
      name: "worker-entry-only-at-top",
      severity: "error",
      comment: "worker/index.ts and worker/app.ts compose the Worker; nothing inside it imports them.",
      from: { path: "^worker/", pathNot: "^worker/(index|app)\\.ts$" },
      to: { path: "^worker/(index|app)\\.ts$" },
    },
    {
      name: "worker-below-routes",
      severity: "error",
      comment:
        "Services and everything below them never import the HTTP layer (routes, middleware, seo) or the queue and cron entries.",
      from: { path: [WORKER_BELOW_SERVICES, "^worker/services/", "^worker/types\\.ts$"] },
      to: { path: WORKER_ENTRY },
    },
    {
      name: "worker-below-services",
      severity: "error",
      comment:
        "The domain modules, providers, db and lib never import a service: services call them, not the other way round.",
      from: { path: [WORKER_BELOW_SERVICES, "^worker/types\\.ts$"] },
      to: { path: "^worker/services/" },
    },
    {
      name: "worker-domain-features-apart",
      severity: "error",
      comment:
        "The advisor, the cover letter, the vacancy match and the articles never import each other; a service composes them.",
      from: { path: WORKER_DOMAIN_FEATURES },
      to: { path: WORKER_DOMAIN_FEATURES, pathNot: "^worker/$1/" },
    },
    {
      name: "worker-below-domain-features",
      severity: "error",
      comment:
        "The analysis, extraction, providers, db and lib sit below the advisor, the cover letter, the vacancy match and the articles.",
      from: { path: WORKER_BELOW_DOMAIN_FEATURES },
      to: { path: WORKER_DOMAIN_FEATURES },
    },
    {
      name: "worker-providers-know-no-domain",
      severity: "error",
      comment:
        "A provider adapts one outside service to a small interface; it knows nothing of the analysis, the extraction or the database.",
      from: { path: "^worker/providers/" },
      to: { path: "^worker/(analysis|extraction|db)/" },
    },
    {
      name: "worker-extraction-below-analysis",
      severity: "error",
      comment:
        "Extraction turns a file into text and knows nothing of the analysis; what both need about text lives in worker/text.",
      from: { path: "^worker/extraction/" },
      to: { path: "^worker/analysis/" },
    },
    {
      name: "worker-analysis-not-extraction",
      severity: "error",
      comment:
        "The analysis reads text, never files: it imports worker/text, not the extraction (which the upload runs before it).",
      from: { path: "^worker/analysis/" },
      to: { path: "^worker/extraction/" },
    },
    {
      name: "worker-text-at-bottom",
      severity: "error",
      comment:
        "worker/text holds the text rules extraction and analysis share; it imports only worker/lib and shared/.",
      from: { path: "^worker/text/" },
      to: { path: "^worker/", pathNot: "^worker/(text|lib)/" },
    },
    {
      name: "worker-db-at-bottom",
      severity: "error",
      comment: "The schema and the client import nothing of the worker above them.",
      from: { path: "^worker/db/" },
      to: { path: "^worker/", pathNot: "^worker/db/" },
    },
    {
      name: "worker-lib-at-bottom",
      severity: "error",
      comment:
        "worker/lib holds small helpers every layer may use; it imports only other helpers and the shared types.",
      from: { path: "^worker/lib/" },
      to: { path: "^worker/", pathNot: "^worker/(lib/|db/|types\\.ts$)" },
    },
    {
      name: "engine-single-entry",
      severity: "error",
      comment:
        "Outside the engine, worker/analysis/engine/index.ts is the only way in: export what another module needs from there.",
      from: { path: "^(worker|client|shared)/", pathNot: "^worker/analysis/engine/" },
      to: { path: "^worker/analysis/engine/", pathNot: "^worker/analysis/engine/index\\.ts$" },
    },
    {
      name: "worker-not-client",
      severity: "error",
      comment: "Only the server rendering of public pages (worker/seo, worker/routes/seo.ts) imports the client's app.",
      from: { path: "^worker/", pathNot: "^worker/(seo/|routes/seo\\.ts$)" },
      to: { path: "^client/" },
    },
  ],
  options: {
    parser: "swc",
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "\\.d\\.ts$"] },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "worker", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
