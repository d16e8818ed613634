import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { PLATFORM_SQL_DIR, ROOT } from "./db";
import type { TempPostgres } from "./real-postgres";

/** The pinned Supabase CLI (devDependencies), the one a deployment uses. */
export const SUPABASE_CLI = path.join(ROOT, "node_modules", ".bin", "supabase");

/**
 * What a new hosted project has before its first `supabase db push`: the API
 * roles, the auth and storage schemas, the extensions. The local stack's own
 * SQL (its bookkeeping, its Auth internals) is not part of it.
 */
const HOSTED_PLATFORM_SQL = ["00-supabase-platform.sql", "02-platform-extensions.sql"];

/**
 * Runs the Supabase CLI in `workdir` (a folder holding supabase/) with `input`
 * on its standard input (`migration new` reads the new file's SQL from it);
 * resolves to its exit code and output.
 */
export function supabaseCli(args: string[], opts: { workdir?: string; input?: string } = {}): Promise<{ code: number; output: string }> {
  const workdir = opts.workdir ?? ROOT;
  return new Promise((resolve) => {
    const child = spawn(SUPABASE_CLI, [...args, "--workdir", workdir], { cwd: workdir });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString("utf8") }));
    child.stdin.end(opts.input ?? "");
  });
}

/** A new database `name` on `server` laid out as a new hosted project's, before any migration. */
export async function createHostedLikeDatabase(server: TempPostgres, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: server.url("postgres") });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const client = new pg.Client({ connectionString: server.url(name) });
  await client.connect();
  try {
    for (const file of HOSTED_PLATFORM_SQL) await client.query(readFileSync(path.join(PLATFORM_SQL_DIR, file), "utf8"));
  } finally {
    await client.end();
  }
}

/** `supabase db push --include-seed` of supabase/ in `workdir` to database `name`, as a deployment runs it; throws with the CLI's output when it fails. */
export async function dbPush(server: TempPostgres, name: string, opts: { workdir?: string; seed?: boolean } = {}): Promise<string> {
  const args = ["db", "push", "--db-url", server.tcpUrl(name), "--yes", ...(opts.seed ? ["--include-seed"] : [])];
  const { code, output } = await supabaseCli(args, { workdir: opts.workdir });
  if (code !== 0) throw new Error(`supabase ${args.join(" ")} exited ${code}:\n${output}`);
  return output;
}
