// `npm test`: every tier, in order of cost. Stops at the first failing tier.
//   1. typecheck (tsc -b), lint + format check (biome), import rules (dependency-cruiser) and the rules' proof
//   2. worker tests inside workerd (vitest + @cloudflare/vitest-plugin)
//   3. build + deploy dry-run with the bundle-size check      4. browser tests in Chromium (@playwright/test)
import { ensureDependencies, run } from "./lib.mjs";

ensureDependencies();
run("tsc", ["-b"]);
run("biome", ["check", "."]);
run("depcruise", ["--config", ".dependency-cruiser.mjs", "worker", "client", "shared"]);
run("node", ["--test", "test/lint/boundaries.test.mjs"]);
run("vitest", ["run", "--config", "test/vitest.config.ts"]);
run("vite", ["build", "--logLevel", "warn"]);
run("node", ["scripts/check-bundle.mjs"]);
run("playwright", ["test", "--config", "test/e2e/playwright.config.mjs"], { env: { E2E_SKIP_BUILD: "1" } });
console.log("\n✓ All test tiers passed.");
