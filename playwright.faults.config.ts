import { defineConfig, devices } from "@playwright/test";
import { findChromium, testChromiumArgs } from "./scripts/find-chromium";
import { e2eEnv, e2ePorts } from "./scripts/e2e-env";

// The fault tests (tests/faults, docs/faults.md): what a user sees, and what
// the database keeps, when the local stack restarts or dies, or the site
// restarts. The specs start and stop the servers themselves
// (tests/faults/helpers/servers.ts) on the end-to-end ports, from the
// production build in NEXT_DIST_DIR (default .next-test, made by `npm test`),
// so there is no webServer and one worker.
process.env.E2E_SUPABASE_URL = e2eEnv.NEXT_PUBLIC_SUPABASE_URL;

export default defineConfig({
  testDir: "tests/faults",
  outputDir: "test-results/faults",
  // Stack restarts take seconds each on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${e2ePorts.site}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // As in the end-to-end tests: a spinner waiting on a stopped server would otherwise draw every frame until it answers.
    reducedMotion: "reduce",
    launchOptions: { executablePath: findChromium({ shell: true }), args: testChromiumArgs },
  },
  projects: [{ name: "faults", use: { ...devices["Desktop Chrome"] } }],
});
