import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { ISOLATED_TEST_FILES } from "./tests/helpers/isolated-test-files";

// Unit tests are pure and fast. Stack and database tests each start their own
// local stack (a copy of a migrated in-memory database) on free ports, so
// their files share nothing and run side by side: two at once, not Vitest's
// default of one less than the cores (one on a 2-core machine).
const STACK_FILES = ["tests/db/**/*.test.ts", "tests/stack/**/*.test.ts"];
const stackFiles = {
  environment: "node",
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ["./vitest.global-setup.ts"],
  // PGlite's WebAssembly stays on V8's baseline compiler (scripts/e2e-env.ts,
  // testStackCommand): each file's stack lives for seconds, too short to repay
  // the optimizing compiler's background work (a quarter less CPU here).
  execArgv: ["--liftoff-only"],
};

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // Server modules (lib/server, ...) run here as they do on the server.
      "server-only": fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    maxWorkers: 2,
    // STACK_TEST_URL runs the stack tests against another Supabase
    // (tests/helpers/stack.ts); files tagged local-stack are then skipped.
    tags: [
      {
        name: "local-stack",
        description: "needs the local stack's internals: its database, mailbox, SMTP server or start options",
        skip: Boolean(process.env.STACK_TEST_URL),
      },
    ],
    projects: [
      // Modules shared per worker, not loaded again for each file (docs/testing.md), but for
      // the files that need their own (tests/helpers/isolated-test-files.ts).
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], exclude: ISOLATED_TEST_FILES, isolate: false, environment: "node" } },
      {
        extends: true,
        test: {
          name: "db",
          include: STACK_FILES,
          exclude: ISOLATED_TEST_FILES,
          // Each file still starts its own stack; loading the stack, PGlite and
          // supabase-js again for each of some 70 files cost minutes of CPU.
          isolate: false,
          ...stackFiles,
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED_TEST_FILES, ...stackFiles } },
    ],
  },
});
