import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from "@/scripts/db-types";

// lib/supabase/database.types.ts is generated (`npm run db:types`): a migration that
// changes the schema without regenerating it fails here.

describe("lib/supabase/database.types.ts", () => {
  it("is what `npm run db:types` generates from the migrations now", async () => {
    const committed = readFileSync(DATABASE_TYPES_FILE, "utf8");
    expect(committed, "lib/supabase/database.types.ts is stale: run `npm run db:types`").toBe(await generateDatabaseTypes());
  }, 60_000);
});
