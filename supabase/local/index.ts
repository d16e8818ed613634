import { mkdirSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configFromEnv, type StackConfig } from "./config";
import { type Db, openDb } from "./db";
import { createGateway } from "./gateway";
import { createBridgeServer } from "./http-bridge";
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from "./keys";
import { applyMigrations, applyPlatformSql, applySeedIfPending } from "./migrations";
import { CatalogCache } from "./rest/catalog";
import { openByteStore, storageDirFor, sweep } from "./storage/bytes";
import { storageBodyLimit } from "./storage/limits";
import { smtpMailer } from "./smtp/mailer";
import { startSmtpServer } from "./smtp/server";
import type { Mailer } from "./types";

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The project's `supabase/` folder: migrations/ and seed.sql. */
export const DEFAULT_SUPABASE_DIR = path.resolve(HERE, "..");

export interface StackOptions extends Partial<StackConfig> {
  /** Wipe the database first (PGlite data dir, or every user schema of DATABASE_URL). */
  fresh?: boolean;
  /** Where migrations/ and seed.sql live; defaults to the project's supabase/ folder. */
  supabaseDir?: string;
  /** PGlite with no database yet (in memory, or an empty data directory): start from this database image (`Db.dumpImage`). */
  image?: Blob;
}

export interface RunningStack {
  url: string;
  /** The SMTP server's bound port on 127.0.0.1 (also `config.smtpPort`). */
  smtpPort: number;
  /** The legacy JWT keys (role anon and service_role). */
  anonKey: string;
  serviceRoleKey: string;
  /** The same roles as opaque keys, hosted's current form (sb_publishable_…, sb_secret_…). */
  publishableKey: string;
  secretKey: string;
  config: StackConfig;
  db: Db;
  mailer: Mailer;
  stop(): Promise<void>;
}

/**
 * Opens the database and brings it up to date: the stack's own SQL (sql/*.sql), then
 * pending migrations, then seed.sql if this database was created by this (or an
 * unfinished earlier) start. Throws, naming the file, when one of them fails.
 */
export async function prepareDatabase(config: StackConfig, opts: StackOptions = {}): Promise<Db> {
  if (opts.fresh && !config.databaseUrl && config.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
  // A fresh database has no storage.objects rows: its stored files go with
  // them, and only its own (each database has its folder: storage/bytes.ts).
  const filesDir = storageDirFor(config);
  if (opts.fresh && filesDir) rmSync(filesDir, { recursive: true, force: true });
  if (!config.databaseUrl && config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, image: opts.image });
  try {
    if (opts.fresh && config.databaseUrl) await wipePostgres(db);
    const supabaseDir = opts.supabaseDir ?? DEFAULT_SUPABASE_DIR;
    await applyPlatformSql(db, path.join(HERE, "sql"));
    await applyMigrations(db, path.join(supabaseDir, "migrations"));
    await applySeedIfPending(db, path.join(supabaseDir, "seed.sql"));
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Drops every non-system schema of a real Postgres database and recreates an empty `public`. */
async function wipePostgres(db: Db): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `select nspname as name from pg_namespace
     where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
  );
  const drops = rows.map((r) => `drop schema "${r.name.replaceAll('"', '""')}" cascade;`).join("\n");
  await db.exec(`${drops}\ncreate schema public authorization pg_database_owner;\ngrant usage on schema public to public;`);
}

/**
 * Starts the stack: database ready, then the SMTP server on 127.0.0.1:config.smtpPort
 * and the HTTP server on config.host:config.port (0 = any free port for either).
 */
export async function startStack(overrides: StackOptions = {}): Promise<RunningStack> {
  const { fresh, supabaseDir, image, ...configOverrides } = overrides;
  const config: StackConfig = { ...configFromEnv(), ...configOverrides };
  const db = await prepareDatabase(config, { fresh, supabaseDir, image });
  const smtp = await startSmtpServer(db, config.smtpPort).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  config.smtpPort = smtp.port;
  const mailer = smtpMailer(smtp.port);
  const bytes = openByteStore(storageDirFor(config));
  // Files of rows deleted while the stack was down (or before a crash) go now.
  await sweep(db, bytes).catch((error: unknown) => console.error("[local-stack] Storage sweep failed:", error));
  const gateway = createGateway({
    auth: { db, config, mailer },
    rest: { db, catalog: new CatalogCache() },
    storage: { db, bytes },
  });
  const server = createBridgeServer(gateway, storageBodyLimit);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => resolve());
    });
  } catch (error) {
    await smtp.close();
    await db.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new Error(`Port ${config.port} on ${config.host} is already in use: is another stack running?`);
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  // With port 0 the real port is known only now; the auth context shares this object.
  config.port = port;
  if (!configOverrides.publicUrl) config.publicUrl = url;
  let stopped: Promise<void> | null = null;
  return {
    url,
    smtpPort: smtp.port,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    config,
    db,
    mailer,
    stop: () =>
      (stopped ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await smtp.close();
        await db.close();
      })()),
  };
}

/** Where the data lives, for the banner. */
export function describeStorage(config: StackConfig): string {
  if (config.databaseUrl) return `PostgreSQL at ${config.databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")}`;
  if (!config.dataDir) return "PGlite in memory (gone when the stack stops)";
  return `PGlite in ${path.resolve(config.dataDir)}`;
}

/** Where Storage keeps uploaded files, for the banner. */
export function describeFiles(config: StackConfig): string {
  const dir = storageDirFor(config);
  return dir ? dir : "in memory (gone when the stack stops)";
}
