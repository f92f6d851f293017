import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The client lives in client/ (index.html there); the Worker and its bindings come from wrangler.toml.
export default defineConfig({
  root: "client",
  publicDir: "public",
  envDir: "..",
  plugins: [
    react(),
    cloudflare({
      configPath: "../wrangler.toml",
      persistState: { path: "../.wrangler/state" },
      // Local development never opens a remote session (Workers AI would); providers fall back to the built-in engine.
      remoteBindings: false,
    }),
  ],
  // The plugin writes dist/client (assets) and dist/rework (the Worker plus a redirected wrangler.json).
  // No modulepreload polyfill: every browser the es2022 target admits but Safari < 17 preloads natively, and there
  // the chunks still load, only without the preload hint; its bytes would count against the home route's JS budget.
  build: { outDir: "../dist", emptyOutDir: true, target: "es2022", modulePreload: { polyfill: false } },
  environments: {
    // The Worker's code without its indentation and comments: ~11 % less gzipped against the Workers size limit
    // (decision 740). Nothing is compressed or renamed, so the code that runs is the code written; the source map
    // still points into the sources, and licence comments stay.
    rework: {
      build: {
        rolldownOptions: {
          output: {
            minify: { compress: false, mangle: false, codegen: { removeWhitespace: true, legalComments: "inline" } },
          },
        },
      },
    },
  },
});
