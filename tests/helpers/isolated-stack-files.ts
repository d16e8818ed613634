/**
 * The database and stack test files that must each get fresh modules. The
 * others share their Vitest worker's modules (`isolate: false`), so the stack,
 * PGlite and supabase-js load once per worker instead of once per file. These
 * cannot: they point the app's server modules at their own stack through
 * process.env (pointAppAt), which a module loaded for an earlier file would
 * not see again, or they replace a module (vi.mock).
 * tests/unit/isolated-stack-files.test.ts keeps this list complete.
 */
export const ISOLATED_STACK_FILES = [
  "tests/stack/attachments.test.ts",
  "tests/stack/notifications-delivery.test.ts",
  "tests/db/email-preferences.test.ts",
];
