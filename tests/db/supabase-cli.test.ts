import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./helpers/db";
import { skipWithoutRealPostgres, startTempPostgres, type TempPostgres } from "./helpers/real-postgres";
import { createHostedLikeDatabase, dbPush, supabaseCli } from "./helpers/supabase-cli";

// A deployment runs the pinned Supabase CLI against the hosted database
// (README, "Deploying"): these run the same commands against a fresh real
// PostgreSQL laid out as a new hosted project.

describe.skipIf(skipWithoutRealPostgres())("the Supabase CLI on a fresh real PostgreSQL", () => {
  let server: TempPostgres;
  let workdir: string;

  beforeAll(async () => {
    server = await startTempPostgres();
    await createHostedLikeDatabase(server, "deployed");
    await dbPush(server, "deployed", { seed: true });
    workdir = mkdtempSync(path.join(tmpdir(), "bytewise-cli-"));
  });

  afterAll(() => {
    server?.stop();
    if (workdir) rmSync(workdir, { recursive: true, force: true });
  });

  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: server.url("deployed") });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  // Each CLI call takes several seconds to start here, hence the longer timeouts.
  // plpgsql_check inside: errors and warnings, "warning extra" (unused parameters, ...) included.
  it("supabase db lint --level warning finds nothing in public and private", async () => {
    const { code, output } = await supabaseCli([
      "db", "lint", "--db-url", server.tcpUrl("deployed"), "-s", "public,private", "--level", "warning", "--fail-on", "warning",
    ]);
    expect(output).toContain("No schema errors found");
    expect(code).toBe(0);
  }, 120_000);

  // The next maintainer's first migration sorts after every committed one, so
  // a plain push applies it (no --include-all).
  it("a migration made by `supabase migration new` applies with a plain `supabase db push`", async () => {
    cpSync(path.join(ROOT, "supabase"), path.join(workdir, "supabase"), {
      recursive: true,
      filter: (from) => !from.startsWith(path.join(ROOT, "supabase", "local")),
    });
    const made = await supabaseCli(["migration", "new", "opening_note"], {
      workdir,
      input: "create table public.opening_note (id bigint primary key);\n",
    });
    expect(made.code, made.output).toBe(0);
    const [file] = readdirSync(path.join(workdir, "supabase", "migrations")).filter((f) => f.endsWith("_opening_note.sql"));
    expect(file).toBeDefined();

    const output = await dbPush(server, "deployed", { workdir });
    expect(output).toContain(`Applying migration ${file}`);
    expect(await query("select to_regclass('public.opening_note') is not null as made")).toEqual([{ made: true }]);
    const [latest] = await query("select version from supabase_migrations.schema_migrations order by version desc limit 1");
    expect(latest).toEqual({ version: file!.split("_")[0] });
  }, 120_000);
});
