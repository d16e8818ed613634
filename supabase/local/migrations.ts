import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Db, Queryable } from "./db";

/** Supabase CLI's migration file name: `<version>_<name>.sql`, version = digits. */
const MIGRATION_FILE = /^(\d+)_(.*)\.sql$/;

/** Runs every `*.sql` of the stack's own folder (platform schema, auth internals) in name order. */
export async function applyPlatformSql(db: Db, sqlDir: string): Promise<void> {
  for (const file of (await readdir(sqlDir)).filter((f) => f.endsWith(".sql")).sort()) {
    const sql = await readFile(path.join(sqlDir, file), "utf8");
    await inTransaction(db, path.join(sqlDir, file), (tx) => tx.exec(sql));
  }
}

/**
 * Applies `migrationsDir/<version>_<name>.sql` in file name order, each in its own
 * transaction, recorded in Supabase CLI's `supabase_migrations.schema_migrations`;
 * versions already recorded are skipped. A recorded version with no file (one
 * renamed or removed since) stops it with a message to reset the database. When that table did not exist yet (a new
 * database) the seed is marked as pending, so `applySeedIfPending` runs it once,
 * even if this start fails half-way and a later one completes it.
 */
export async function applyMigrations(db: Db, migrationsDir: string): Promise<string[]> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ missing: boolean }>(
      "select to_regclass('supabase_migrations.schema_migrations') is null as missing",
    );
    if (!rows[0]?.missing) return;
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table supabase_migrations.schema_migrations (version text primary key, name text, statements text[]);
      insert into _local_stack.meta (key, value) values ('seed_pending', 'true')
        on conflict (key) do update set value = excluded.value;
    `);
  });
  if (!existsSync(migrationsDir)) return [];
  const applied = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).rows.map(
      (r) => r.version,
    ),
  );
  const files = (await readdir(migrationsDir)).sort();
  const present = new Set(files.flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? []));
  const gone = [...applied].filter((version) => !present.has(version)).sort();
  if (gone.length > 0) {
    throw new Error(
      `This database records migration versions that ${migrationsDir} no longer has (${gone.join(", ")}): ` +
        "they were renamed or removed since it was built, so their successors would run a second time. " +
        "Run `npm run db:reset` to rebuild it from the migrations and the seed (its data is replaced).",
    );
  }
  const done: string[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) continue;
    const [, version, name] = match as unknown as [string, string, string];
    if (applied.has(version)) continue;
    const sql = await readFile(path.join(migrationsDir, file), "utf8");
    await inTransaction(db, path.join(migrationsDir, file), async (tx) => {
      await tx.exec(sql);
      await tx.query(
        "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3::text])",
        [version, name, sql],
      );
    });
    done.push(file);
  }
  return done;
}

/** Runs `seedFile` (when it exists) if the database was created by a start that has not seeded it yet. */
export async function applySeedIfPending(db: Db, seedFile: string): Promise<boolean> {
  const { rows } = await db.query<{ pending: boolean }>(
    "select exists (select 1 from _local_stack.meta where key = 'seed_pending') as pending",
  );
  if (!rows[0]?.pending) return false;
  const sql = existsSync(seedFile) ? await readFile(seedFile, "utf8") : null;
  await inTransaction(db, seedFile, async (tx) => {
    if (sql !== null) await tx.exec(sql);
    await tx.query("delete from _local_stack.meta where key = 'seed_pending'");
  });
  return sql !== null;
}

/** Runs `run` in one transaction; a failure names `file` in the error. */
async function inTransaction(db: Db, file: string, run: (tx: Queryable) => Promise<void>): Promise<void> {
  try {
    await db.transaction(run);
  } catch (error) {
    const relative = path.relative(process.cwd(), file);
    const shown = relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
    throw new Error(`${shown} failed: ${describeDbError(error)}`, { cause: error });
  }
}

/** One line out of a pg / PGlite error: message, SQLSTATE, detail and hint when present. */
export function describeDbError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as Error & { code?: string; detail?: string; hint?: string; where?: string };
  return [
    e.message,
    e.code && `(SQLSTATE ${e.code})`,
    e.detail && `Detail: ${e.detail}`,
    e.hint && `Hint: ${e.hint}`,
    e.where && `Where: ${e.where}`,
  ]
    .filter(Boolean)
    .join(" ");
}
