import { defineConfig, devices } from "@playwright/test";
import { findChromium, testChromiumArgs } from "./scripts/find-chromium";
import { e2eEnv, e2ePorts, testStackCommand } from "./scripts/e2e-env";
import { builtImageFile } from "./tests/helpers/database-image";

// By default Playwright serves the production build from .next-test (made by
// `npm test`) with a fresh in-memory local stack. Set E2E_BASE_URL (and
// E2E_SUPABASE_URL, E2E_SUPABASE_PUBLISHABLE_KEY, E2E_SUPABASE_SECRET_KEY) to
// run against servers you started yourself instead: a site built against
// hosted Supabase or `supabase start` (docs/testing.md, "Against another Supabase").
const external = process.env.E2E_BASE_URL;
const SHOP_WIDE = /admin-schedule\.spec\.ts/;
const baseURL = external ?? `http://localhost:${e2ePorts.site}`;
process.env.E2E_SUPABASE_URL ??= external ? "http://127.0.0.1:54321" : e2eEnv.NEXT_PUBLIC_SUPABASE_URL;
// After Vitest (npm test runs it first) has migrated and seeded a database
// image, the stack starts from a copy of it instead of migrating again.
const seededImage = builtImageFile("seeded");

export default defineConfig({
  testDir: "tests/e2e",
  // Runs against an external server get their own output folder, so that
  // parallel runs in one checkout don't delete each other's artifacts.
  outputDir: external ? `test-results/run-${process.pid}` : "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three on two cores: with two the tests left a core idle whenever both waited on a poll, an email
  // or a server action (docs/testing.md, "How long each layer takes").
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // Recording a trace costs about a CPU-second a test here; CI records only a failed test's retry.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    // Animations and transitions end at once (the site's reduced-motion rule): the tests check what a screen says
    // and does, not its motion, and every frame an animation draws costs CPU the suite does not have to spare.
    reducedMotion: "reduce",
    launchOptions: { executablePath: findChromium({ shell: true }), args: testChromiumArgs },
  },
  // The schedule spec changes what the whole shop offers (technicians on
  // duty, closed days, next year's holidays), which other specs' bookings
  // would meet, so it runs on its own once they are done.
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: SHOP_WIDE },
    { name: "shop-wide", use: { ...devices["Desktop Chrome"] }, testMatch: SHOP_WIDE, dependencies: ["chromium"] },
  ],
  webServer: external
    ? undefined
    : [
        {
          command: [...testStackCommand, "--reset"].join(" "),
          url: `http://127.0.0.1:${e2ePorts.stack}/health`,
          reuseExistingServer: false,
          // Generous: on a busy 2-core machine the stack's first start (PGlite, every migration) can take minutes.
          timeout: 180_000,
          env: {
            LOCAL_STACK_PORT: String(e2ePorts.stack),
            LOCAL_STACK_DATA_DIR: "memory",
            LOCAL_STACK_RATE_LIMITS: "off",
            // New passwords hashed at bcrypt's lowest cost: each test creates and signs in its own users.
            LOCAL_STACK_PASSWORD_HASH_COST: "4",
            // The site forwards each visitor's address (x-forwarded-for) when it opens an emailed
            // link, and each test sends its own: the stack's always-on wrong-link lock then counts
            // per test, not the one address every test shares.
            LOCAL_STACK_TRUSTED_PROXY_HEADER: "x-forwarded-for",
            LOCAL_STACK_SITE_URL: baseURL,
            LOCAL_STACK_REDIRECT_URLS: `http://127.0.0.1:${e2ePorts.site}`,
            ...(seededImage ? { LOCAL_STACK_IMAGE: seededImage } : {}),
          },
        },
        {
          command: `npx next start --port ${e2ePorts.site}`,
          url: baseURL,
          reuseExistingServer: false,
          timeout: 180_000,
          env: e2eEnv,
        },
      ],
});
