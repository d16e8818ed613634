// Where the end-to-end tests run: a production build in its own folder,
// served on :3100, talking to a fresh local stack on :24331 (and its SMTP on
// :24335). Both lie below the range Linux hands out as ephemeral ports
// (32768-60999), which Vitest's own stacks take, so the fault tests can run
// beside Vitest without one of its sockets holding a port they need.
// E2E_PORT_OFFSET shifts both, so that two checkouts can run their suites side
// by side (it must be the same for the build and the test run: the stack's URL
// is compiled into the browser bundle).
import { LOCAL_PUBLISHABLE_KEY } from "../lib/supabase/local-dev-keys";
import { LOCAL_SECRET_KEY } from "../lib/supabase/local-dev-service-role-key";

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
export const e2ePorts = { site: 3100 + offset, stack: 24331 + offset };

export const e2eEnv = {
  NEXT_DIST_DIR: ".next-test",
  NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${e2ePorts.stack}`,
  // The site runs on the opaque keys hosted Supabase issues now (the test
  // helpers' own clients keep the legacy JWT keys, so both forms are exercised).
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
  SUPABASE_SERVICE_ROLE_KEY: LOCAL_SECRET_KEY,
  NEXT_PUBLIC_SITE_URL: `http://localhost:${e2ePorts.site}`,
  // The tests stand in for the operator's proxy: each sends its own address, so they never share a review quota.
  TRUSTED_CLIENT_IP_HEADER: "x-forwarded-for",
  // Email goes to the test stack's SMTP server (its port + 4); the tests call the sweeper themselves.
  SMTP_URL: `smtp://127.0.0.1:${e2ePorts.stack + 4}`,
  CRON_SECRET: "e2e-cron-secret",
  NOTIFICATIONS_TEST_CLOCK: "on",
  // app/[locale]/(site)/e2e-error: a page that fails on purpose, for the error screen's test.
  E2E_ERROR_PAGE: "on",
  // An open request thread polls every 2 s instead of 15 s, so the conversation spec sees a reply arrive quickly.
  REQUEST_THREAD_POLL_MS: "2000",
};

/**
 * How the test stacks start (end-to-end and fault tests; Vitest's workers get the
 * same flag in vitest.config.ts). `--liftoff-only` keeps PGlite's 9 MB of
 * WebAssembly on V8's baseline compiler: by default V8 recompiles every hot
 * function with its optimizing compiler on background threads, which in runs of
 * a few minutes costs more CPU than the faster code saves (docs/testing.md).
 */
export const testStackCommand = ["node", "--liftoff-only", "--import", "tsx", "supabase/local/main.ts"];
