import { applyD1Migrations, env } from "cloudflare:test";

// Storage is isolated per test file, so every file starts from a freshly migrated database.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
