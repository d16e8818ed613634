import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `supabase db push` refuses a local migration that sorts before the last one the
// remote database has applied, so a file dated in the future makes the next
// `supabase migration new` (stamped with the real time) undeployable without
// `--include-all`. Every migration must be dated when it is written: not later
// than now (UTC, the CLI's clock), and each version unique.
const dir = path.join(process.cwd(), "supabase/migrations");
const files = readdirSync(dir).filter((file) => file.endsWith(".sql"));

function versionTime(version: string): number {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(version) ?? [];
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

describe("migration file names", () => {
  it("are the CLI's <YYYYMMDDHHMMSS>_<name>.sql", () => {
    for (const file of files) expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
  });

  it("are dated no later than now, so a new migration sorts after them", () => {
    const now = Date.now();
    const late = files.filter((file) => versionTime(file.slice(0, 14)) > now);
    expect(late).toEqual([]);
  });

  it("have unique versions", () => {
    const versions = files.map((file) => file.slice(0, 14));
    expect(new Set(versions).size).toBe(versions.length);
  });
});
