import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A supabase/ folder with no migrations and no seed: REST tests create their own
 * tables, so they do not depend on (or collide with) the project's schema.
 */
export function emptySupabaseDir(): string {
  return mkdtempSync(path.join(tmpdir(), "local-stack-empty-"));
}
