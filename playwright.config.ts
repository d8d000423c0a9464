import { defineConfig } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "./scripts/lib/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 8799);
const baseURL = `http://127.0.0.1:${port}`;

/** End-to-end tests drive Debian's Chromium against the production build served by workerd. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // One retry on CI: wrangler's local proxy sometimes drops a connection to the Worker under this machine's load
  // ("Network connection lost", about 1 request in a run of 290 tests), which no product code can answer.
  // A test that passes only on its retry is listed as "flaky" in the log; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Two workers, the Worker and Chromium share this machine's two cores: a staff screen's first load can take
  // several seconds. Assertions wait up to 15 s and tests run up to a minute; what they check is unchanged.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // An empty queue and five people who just wrote: first, before anything else adds to the queue.
    { name: "first screen", testMatch: /first-screen\.spec\.ts$/ },
    { name: "site", testIgnore: /(study-editor|prescreen|partners|first-screen)\.spec\.ts$/, dependencies: ["first screen"] },
    // It adds, features and closes a study: after the rest, which count the seeded studies on public pages.
    // Alone: npx playwright test --project "study editor" --no-deps
    { name: "study editor", testMatch: /study-editor\.spec\.ts$/, dependencies: ["site"] },
    // They publish studies' questions (a study's "See if you qualify" then leads to them): after the editor's.
    // The pre-screening suite answers CONFIRMATION-HF's, a promotora's visitor FINALITY-HF's (docs/partners.md).
    { name: "pre-screening", testMatch: /(prescreen|partners)\.spec\.ts$/, dependencies: ["study editor"] },
  ],
  webServer: {
    // `npm run build` must have run first (CI does; locally `npm start` or `npm run build`).
    command: "npm run serve",
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
