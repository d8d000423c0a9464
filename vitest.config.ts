import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { madeUpTwilioSid } from "./scripts/sms/local.ts";
import { buildDefines, pageRoutesDefine } from "./scripts/vite/buildVars.ts";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Two at a time on a 2-core machine (Vitest's default is cores - 1): most of a file's time is spent waiting on
    // workerd or on transforms, not on this process.
    maxWorkers: 2,
    projects: [
      {
        // The Worker and its bindings (D1, R2) run inside workerd, exactly as deployed, with the build's settings.
        define: buildDefines(),
        resolve: { alias: { "virtual:page-renderer": fileURLToPath(new URL("./src/renderPage.tsx", import.meta.url)) } },
        plugins: [
          // The Worker's own texts to people (worker/texts) are Lingui messages in .po catalogs.
          babel({ presets: [linguiTransformerBabelPreset()] }),
          lingui(),
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                // Most tests sign in with a password alone; the second-factor tests turn this on per request.
                REQUIRE_TOTP: "false",
                AUDIT_HMAC_KEY: "test-only-audit-key",
                // Encrypts second-factor seeds in D1 (worker/auth/seedCipher.ts); a test-only value.
                SECOND_FACTOR_KEY: "test-only-second-factor-key",
                // Messaging on, against the fake Twilio API the tests pass in (scripts/sms/twilioStandIn.ts).
                // Made-up values in Twilio's formats (no real account has them); the auth token is not a real secret.
                MESSAGING_KEY: "test-only-messaging-key",
                MESSAGES_FROM: "research-team@example.com",
                MESSAGES_REPLY_DOMAIN: "reply.example.com",
                TWILIO_ACCOUNT_SID: madeUpTwilioSid("AC", "1"),
                TWILIO_AUTH_TOKEN: "test-only-twilio-token",
                TWILIO_MESSAGING_SERVICE_SID: madeUpTwilioSid("MG", "1"),
                TWILIO_API_BASE: "https://api.twilio.test",
                // ClinicalTrials.gov: the tests route it to scripts/clinicalTrials/clinicalTrialsStandIn.ts.
                REGISTRY_API_BASE: "https://registry.test/api/v2",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          // The files share a runtime instead of starting workerd each (~3 s a file on this machine); each still
          // starts from an emptied, freshly migrated database (test/worker/setup.ts).
          isolate: false,
          setupFiles: ["./test/worker/setup.ts"],
        },
      },
      {
        // React components and client logic in a simulated DOM.
        plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
        define: {
          ...pageRoutesDefine(),
          "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify("https://research.example.com"),
          "import.meta.env.VITE_RETENTION_DAYS": JSON.stringify("365"),
          "import.meta.env.VITE_REGISTRY_CONSENT_MONTHS": JSON.stringify("12"),
        },
        test: {
          name: "client",
          environment: "happy-dom",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "contract/**/*.test.ts"],
          setupFiles: ["./src/test/setup.ts"],
        },
      },
    ],
  },
});
