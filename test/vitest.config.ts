/**
 * Worker tests run inside workerd (the Workers Vitest integration) with real local D1, R2, KV and Queues.
 * Kept apart from vite.config.ts so the `cloudflare()` Vite plugin is not loaded twice.
 */
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "..");

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  return {
    root,
    // Fixtures are imported as data URLs (`?inline`): workerd has no host file system.
    assetsInclude: [
      "**/*.pdf",
      "**/*.docx",
      "**/*.doc",
      "**/*.rtf",
      "**/*.txt",
      "**/*.exe",
      "**/*.png",
      "**/*.bin",
      "**/*.zip",
    ],
    plugins: [
      cloudflareTest({
        main: path.join(root, "worker/index.ts"),
        // Workers AI would open a remote session; tests mock providers at the fetch boundary instead.
        remoteBindings: false,
        wrangler: { configPath: path.join(root, "wrangler.toml") },
        miniflare: {
          // The tests describe a development deployment unless a test says otherwise.
          // Tests never call a model through the binding: providers are mocked at the fetch boundary (decision 073).
          bindings: { ENVIRONMENT: "test", AI_PROVIDER: "builtin", TEST_MIGRATIONS: migrations },
        },
      }),
    ],
    test: {
      testTimeout: 20_000,
      // An isolated test file starts its own workerd and imports its modules again: for the Worker's files that is
      // the whole app (seconds per file; "setup" was 73 % of the tier). So neither project isolates its files: each
      // runs its files one after another in one workerd that imports the app and pdf.js once.
      // - engine: pure functions of text — no bindings, spies, timers or module mocks, no schema (decision 351).
      // - worker: each file starts from emptied storage and a fresh schema, after the previous file's queue batches
      //   and `waitUntil` tasks have ended (test/setup/fresh-storage.ts); Vitest restores every spy between files
      //   (decision 415). A test file must therefore not replace a module's export or leave a global changed.
      projects: [
        {
          extends: true as const,
          test: {
            name: "engine",
            include: ["test/engine/**/*.test.ts"],
            isolate: false,
            setupFiles: ["test/setup/load-pdfjs.ts", "test/setup/property-seed.ts"],
          },
        },
        {
          extends: true as const,
          test: {
            name: "worker",
            include: ["test/worker/**/*.test.ts"],
            isolate: false,
            setupFiles: ["test/setup/load-pdfjs.ts", "test/setup/property-seed.ts", "test/setup/fresh-storage.ts"],
          },
        },
      ],
    },
  };
});
