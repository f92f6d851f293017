// Proves the house rules on imports and the network (decision 260) on a small tree that breaks each of them once:
// the project's own dependency-cruiser config and biome.json are run on files written to a temporary folder, and
// every violation must be reported by the rule meant for it — and nothing else, so the allowed imports beside them
// (a feature's own files, a page composing features, the engine's index) are proven to pass too.
// Run: `node --test test/lint/` (a tier of `npm test`).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DEPCRUISE = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
const BIOME = path.join(root, "node_modules/.bin/biome");

/** Each violating import: the file, what it imports, and the one rule that must refuse it. */
const VIOLATIONS = [
  // The issue's own example: the path text names `features/`, the resolved module is another feature.
  ["client/features/upload/Upload.ts", "../../features/auth/session", "client-feature-isolation"],
  ["client/features/upload/steps/Progress.ts", "../../auth/session", "client-feature-isolation"],
  ["client/features/upload/ToPage.ts", "../../routes/home/Page", "client-features-below-pages"],
  ["client/lib/format.ts", "../features/auth/session", "client-lib-and-ui-below-features"],
  ["client/components/ui/Button.ts", "../../routes/home/Page", "client-lib-and-ui-below-features"],
  ["client/routes/home/ToRouter.ts", "../../app/router", "client-pages-below-app"],
  ["client/components/layout/ToPage.ts", "../../routes/home/Page", "client-layout-below-pages"],
  ["client/lib/worker-log.ts", "../../worker/lib/log", "client-not-worker"],
  ["shared/to-worker.ts", "../worker/lib/log", "shared-imports-neither-side"],
  ["worker/services/to-app.ts", "../app", "worker-entry-only-at-top"],
  ["worker/services/to-route.ts", "../routes/chat", "worker-below-routes"],
  ["worker/analysis/to-service.ts", "../services/chat", "worker-below-services"],
  ["worker/advisor/to-letter.ts", "../cover-letter/letter", "worker-domain-features-apart"],
  ["worker/analysis/to-advisor.ts", "../advisor/turn", "worker-below-domain-features"],
  ["worker/providers/ai/to-analysis.ts", "../../analysis/pipeline", "worker-providers-know-no-domain"],
  ["worker/db/schema.ts", "../lib/log", "worker-db-at-bottom"],
  ["worker/lib/to-provider.ts", "../providers/ai/types", "worker-lib-at-bottom"],
  ["worker/vacancy-match/match.ts", "../analysis/engine/skills/match", "engine-single-entry"],
  ["worker/services/to-client.ts", "../../client/app/router", "worker-not-client"],
  ["worker/extraction/pdf.ts", "../analysis/recognisers/index", "worker-extraction-below-analysis"],
  ["worker/analysis/engine/text-user.ts", "../../extraction/normalize", "worker-analysis-not-extraction"],
  ["worker/text/fold.ts", "../analysis/prompt", "worker-text-at-bottom"],
];

/** Imports the rules allow, written beside the violations: none of them may be reported. */
const ALLOWED = [
  ["client/features/upload/Upload.ts", "./steps/Progress"],
  ["client/features/upload/Upload.ts", "../../lib/api/http"],
  ["client/routes/home/Page.ts", "../../features/upload/Upload"],
  ["client/routes/home/Page.ts", "../../features/auth/session"],
  ["client/components/layout/Shell.ts", "../../features/auth/session"],
  ["client/app/router.ts", "../routes/home/Page"],
  ["worker/app.ts", "./routes/chat"],
  ["worker/routes/chat.ts", "../services/chat"],
  ["worker/services/chat.ts", "../advisor/turn"],
  ["worker/services/chat.ts", "../db/schema"],
  ["worker/advisor/turn.ts", "../analysis/engine"],
  ["worker/advisor/turn.ts", "../providers/ai/types"],
  ["worker/analysis/pipeline.ts", "./engine/index"],
  ["worker/analysis/pipeline.ts", "./recognisers/index"],
  ["worker/analysis/engine/index.ts", "./skills/match"],
  ["worker/analysis/engine/index.ts", "../../text/fold"],
  ["worker/extraction/normalize.ts", "../text/fold"],
  ["worker/seo/page.ts", "../../client/app/router"],
  ["worker/lib/log.ts", "../../shared/ids"],
];

/** The cycle: a module and the lazy chunk it loads, which imports it back (the counter's shape before decision 260). */
const CYCLE = [
  ["client/features/counter/Live.ts", "./Frame"],
  ["client/features/counter/Frame.ts", "lazy:./Live"],
];

let tree;

function write(file, imports) {
  const full = path.join(tree, file);
  mkdirSync(path.dirname(full), { recursive: true });
  const lines = imports.map((from, i) =>
    from.startsWith("lazy:")
      ? `export const load${i} = () => import("${from.slice(5)}");`
      : `import * as m${i} from "${from}";\nexport const v${i} = m${i};`,
  );
  writeFileSync(full, `${lines.join("\n")}\nexport const here = ${JSON.stringify(file)};\n`);
}

/** The file an import resolves to in this tree: `x` is `x.ts`, and the engine's folder is its index.ts. */
function resolved(file, from) {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), from));
  return target.endsWith("/analysis/engine") ? `${target}/index.ts` : `${target}.ts`;
}

/** Writes every file once with all its imports; a target no entry writes is created with none. */
function writeTree() {
  const files = new Map();
  const add = (file, from) => {
    if (!files.has(file)) files.set(file, []);
    if (from) files.get(file).push(from);
  };
  for (const [file, from] of [...VIOLATIONS, ...ALLOWED, ...CYCLE]) {
    add(file, from);
    add(resolved(file, from.replace(/^lazy:/, "")));
  }
  for (const [file, imports] of files) write(file, imports);
}

before(() => {
  tree = mkdtempSync(path.join(tmpdir(), "rework-lint-"));
  writeTree();
});
after(() => process.env.KEEP_TREE || rmSync(tree, { recursive: true, force: true }));

describe("dependency-cruiser: the import rules on resolved modules", () => {
  let violations;
  before(() => {
    const run = spawnSync(
      process.execPath,
      [
        DEPCRUISE,
        "--config",
        path.join(root, ".dependency-cruiser.mjs"),
        "--output-type",
        "json",
        "worker",
        "client",
        "shared",
      ],
      { cwd: tree, encoding: "utf8" },
    );
    assert.equal(run.status, 0, run.stderr); // the json reporter exits 0; `npm run lint`'s text reporter does not
    const result = JSON.parse(run.stdout);
    assert.ok(result.summary.error > 0, "the check fails on this tree");
    violations = result.summary.violations;
  });

  test("every violating import is refused by its own rule", () => {
    const found = violations
      .filter((v) => v.rule.name !== "no-circular")
      .map((v) => `${v.from} -> ${v.to}: ${v.rule.name}`)
      .sort();
    const expected = VIOLATIONS.map(([file, from, rule]) => `${file} -> ${resolved(file, from)}: ${rule}`).sort();
    assert.deepEqual(found, expected);
  });

  test("an import cycle is refused", () => {
    const cycles = violations.filter((v) => v.rule.name === "no-circular");
    assert.equal(cycles.length, 1);
    const modules = cycles[0].cycle.map((step) => step.name);
    assert.deepEqual([...new Set(modules)].sort(), CYCLE.map(([file]) => file).sort());
  });

  test("every rule in the config is proven here", async () => {
    const { default: config } = await import(path.join(root, ".dependency-cruiser.mjs"));
    const proven = new Set([...VIOLATIONS.map(([, , rule]) => rule), "no-circular"]);
    assert.deepEqual(config.forbidden.map((rule) => rule.name).sort(), [...proven].sort());
  });
});

describe("biome: only client/lib/api talks to the network", () => {
  const NETWORK = [
    "export const a = fetch('/api/x');",
    "export const b = globalThis.fetch('/api/x');",
    "export const c = window.fetch;",
    "export const d = new self.XMLHttpRequest();",
    "export const e = globalThis['fetch'];",
    "const { fetch: f } = globalThis;\nexport { f };",
    "export const g = new XMLHttpRequest();",
    "export const h = new EventSource('/api/x');",
    "export const i = new window.WebSocket('ws://x');",
  ];
  let diagnostics;
  before(() => {
    // The project's biome.json and plugin, at the same relative paths (no git here, so no VCS settings).
    const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
    delete config.vcs;
    delete config.$schema;
    writeFileSync(path.join(tree, "biome.json"), JSON.stringify(config));
    for (const file of config.overrides.flatMap((override) => override.plugins ?? [])) {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      copyFileSync(path.join(root, file), path.join(tree, file));
    }
    writeFileSync(path.join(tree, "client/features/upload/network.ts"), `${NETWORK.join("\n")}\n`);
    writeFileSync(path.join(tree, "client/lib/api/http.ts"), `${NETWORK.join("\n")}\n`);
    writeFileSync(path.join(tree, "worker/lib/outbound.ts"), `${NETWORK.join("\n")}\n`);
    const run = spawnSync(BIOME, ["lint", "--reporter=json", "client", "worker"], { cwd: tree, encoding: "utf8" });
    diagnostics = JSON.parse(run.stdout).diagnostics.filter((d) =>
      ["plugin", "lint/style/noRestrictedGlobals"].includes(d.category),
    );
  });

  test("every way to the network outside the data layer is refused", () => {
    const lines = diagnostics
      .filter((d) => d.location.path === "client/features/upload/network.ts")
      .map((d) => d.location.start.line);
    // One line per statement in NETWORK (the destructuring takes lines 6–7, reported on 6).
    assert.deepEqual(
      [...new Set(lines)].sort((x, y) => x - y),
      [1, 2, 3, 4, 5, 6, 8, 9, 10],
    );
  });

  test("the data layer and the worker may use the network", () => {
    const elsewhere = diagnostics.filter((d) => d.location.path !== "client/features/upload/network.ts");
    assert.deepEqual(elsewhere, []);
  });
});
