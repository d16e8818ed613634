// @module-tag local-stack
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../helpers/stack";

const root = mkdtempSync(path.join(tmpdir(), "local-stack-persist-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A supabase/ folder with the given migrations (file name -> SQL) and seed. */
function project(name: string, migrations: Record<string, string>, seed?: string): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, "migrations"), { recursive: true });
  for (const [file, sql] of Object.entries(migrations)) writeFileSync(path.join(dir, "migrations", file), sql);
  if (seed !== undefined) writeFileSync(path.join(dir, "seed.sql"), seed);
  return dir;
}

const FIRST = `
create table public.things (id integer primary key, name text not null);
alter table public.things enable row level security;
grant select, insert on public.things to service_role;`;

async function thingNames(stack: TestStack): Promise<string[]> {
  const { data, error } = await stack.serviceClient().from("things").select("name").order("id");
  if (error) throw new Error(error.message);
  return (data ?? []).map((r) => r.name as string);
}

describe("migrations, seed and restarts", () => {
  it("applies and records migrations, seeds once, and keeps data, mail and history across a restart", async () => {
    const supabaseDir = project("main", { "20260101000000_things.sql": FIRST, "notes.txt": "not a migration" },
      "insert into public.things values (1, 'seeded');");
    const dataDir = path.join(root, "data-main");
    // Built from nothing on disk, as a first `npm run dev` does; the other starts copy the platform image.
    let stack = await startTestStack({ supabaseDir, dataDir, initdb: true });
    try {
      expect(await thingNames(stack)).toEqual(["seeded"]);
      await stack.serviceClient().from("things").insert({ id: 2, name: "added through REST" });
      await stack.mailer.send({ to: "kept@example.com", subject: "Kept", html: "<p>hi</p>", text: "hi" });
    } finally {
      await stack.stop();
    }
    writeFileSync(path.join(supabaseDir, "migrations", "20260102000000_more.sql"),
      "alter table public.things add column extra text default 'x';");
    stack = await startTestStack({ supabaseDir, dataDir, fresh: false });
    try {
      expect(await thingNames(stack)).toEqual(["seeded", "added through REST"]);
      const { rows } = await stack.db.query<{ version: string; name: string; statements: string[] }>(
        "select version, name, statements from supabase_migrations.schema_migrations order by version",
      );
      expect(rows.map((r) => [r.version, r.name])).toEqual([
        ["20260101000000", "things"],
        ["20260102000000", "more"],
      ]);
      expect(rows[0]?.statements.join("")).toContain("create table public.things");
      expect((await stack.serviceClient().from("things").select("extra").eq("id", 1).single()).data).toEqual({ extra: "x" });
      expect((await stack.mailbox("kept@example.com")).map((m) => m.subject)).toEqual(["Kept"]);
    } finally {
      await stack.stop();
    }
    stack = await startTestStack({ supabaseDir, dataDir, fresh: true });
    try {
      expect(await thingNames(stack)).toEqual(["seeded"]);
      expect(await stack.mailbox("kept@example.com")).toEqual([]);
    } finally {
      await stack.stop();
    }
  });

  it("stops with an error naming the migration that failed, keeping the ones before it", async () => {
    const supabaseDir = project("broken", {
      "20260101000000_things.sql": FIRST,
      "20260102000000_broken.sql": "create table public.oops (id integer primary key, bad nonexistent_type);",
      "20260103000000_after.sql": "create table public.after_broken (id integer);",
    });
    const dataDir = path.join(root, "data-broken");
    await expect(startTestStack({ supabaseDir, dataDir })).rejects.toThrow(
      /migrations\/20260102000000_broken\.sql failed: type "nonexistent_type" does not exist/,
    );
    writeFileSync(path.join(supabaseDir, "migrations", "20260102000000_broken.sql"), "create table public.oops (id integer);");
    const stack = await startTestStack({ supabaseDir, dataDir, fresh: false });
    try {
      const { rows } = await stack.db.query<{ version: string }>(
        "select version from supabase_migrations.schema_migrations order by version",
      );
      expect(rows.map((r) => r.version)).toEqual(["20260101000000", "20260102000000", "20260103000000"]);
    } finally {
      await stack.stop();
    }
  });

  it("says to run npm run db:reset when the database records a migration whose file was renamed, instead of applying it again", async () => {
    const dataDir = path.join(root, "data-renamed");
    const before = project("before-rename", { "20260101000000_things.sql": FIRST });
    await (await startTestStack({ supabaseDir: before, dataDir })).stop();
    const after = project("after-rename", { "20251231000000_things.sql": FIRST });
    await expect(startTestStack({ supabaseDir: after, dataDir, fresh: false })).rejects.toThrow(
      /records migration versions that .* no longer has \(20260101000000\).*Run `npm run db:reset`/,
    );
  });
});
