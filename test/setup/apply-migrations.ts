import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Storage is isolated per test file; applying the migrations here builds the schema from zero for each file.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
