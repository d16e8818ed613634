/**
 * The Vitest files that must each get fresh modules. The others share their
 * worker's modules (`isolate: false`), so Vitest, the stack, PGlite and
 * supabase-js load once per worker instead of once per file. These cannot:
 * they point the app's server modules at their own stack through
 * process.env (pointAppAt), which a module loaded for an earlier file would
 * not see again, or they replace a module (vi.mock), which every later file
 * in the worker would get too. tests/unit/isolated-test-files.test.ts keeps
 * this list complete.
 */
export const ISOLATED_TEST_FILES = [
  "tests/db/email-preferences.test.ts",
  "tests/stack/attachments.test.ts",
  "tests/stack/notifications-delivery.test.ts",
  "tests/unit/define-action.test.ts",
  "tests/unit/staff-caller.test.ts",
];
