import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        // The Worker and its bindings (D1, R2) run inside workerd, exactly as deployed.
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                // Most tests sign in with a password alone; the second-factor tests turn this on per request.
                REQUIRE_TOTP: "false",
                AUDIT_HMAC_KEY: "test-only-audit-key",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          setupFiles: ["./test/worker/setup.ts"],
        },
      },
      {
        // React components and client logic in a simulated DOM.
        plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
        define: { "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify("https://research.example.com"), "import.meta.env.VITE_RETENTION_DAYS": JSON.stringify("365") },
        test: {
          name: "client",
          environment: "happy-dom",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          setupFiles: ["./src/test/setup.ts"],
        },
      },
    ],
  },
});
