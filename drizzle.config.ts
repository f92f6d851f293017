import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL into migrations/; wrangler (and the tests) apply it.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
