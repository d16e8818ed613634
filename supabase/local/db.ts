import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { moddatetime } from "@electric-sql/pglite/contrib/moddatetime";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/** What the local stack needs from a database: one shape over PGlite and pg. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs several `;`-separated statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` inside BEGIN/COMMIT on one connection; a throw rolls back.
   * PGlite has a single connection, so its transactions run one at a time.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as an image that `openDb({ image })` starts from. */
  dumpImage?(): Promise<Blob>;
}

/**
 * Opens the stack's database: a real Postgres when `databaseUrl` is given,
 * otherwise PGlite, persisted in `dataDir` (or in memory when it is null).
 * `image` (PGlite with no database yet) starts from a copy of a database dumped with
 * `dumpImage`: the tests migrate one database and copy it, instead of
 * migrating one per test file.
 */
export async function openDb(opts: { databaseUrl?: string; dataDir: string | null; image?: Blob }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts.image);
}

/**
 * A database image (`Db.dumpImage`) read from a file, as `openDb({ image })`
 * takes it. PGlite reads an image whole with `arrayBuffer()`, which on a Blob
 * built over the bytes copies them out again in small reads and glues them
 * together: a third of a copy's start (0.55 of 1.7 CPU-seconds for the
 * tests' 44 MB images). This Blob hands the bytes back at once.
 */
export function imageFromBytes(bytes: Uint8Array): Blob {
  return new BytesBlob(bytes);
}

class BytesBlob extends Blob {
  readonly #data: Uint8Array;
  constructor(data: Uint8Array) {
    super();
    this.#data = data;
  }
  override get size() {
    return this.#data.byteLength;
  }
  override arrayBuffer() {
    return Promise.resolve(this.#data.slice().buffer);
  }
}

/** Contrib extensions a Supabase project offers, made available to `create extension` on PGlite. */
const PGLITE_EXTENSIONS = { btree_gist, citext, moddatetime, pg_trgm, pgcrypto, uuid_ossp };

async function openPglite(dataDir: string | null, image?: Blob): Promise<Db> {
  // An image seeds only a database that does not exist yet; one already in `dataDir` is kept.
  const loadDataDir = dataDir && existsSync(path.join(dataDir, "PG_VERSION")) ? undefined : image;
  const db = await PGlite.create({ dataDir: dataDir ?? undefined, loadDataDir, extensions: PGLITE_EXTENSIONS });
  const wrap = (q: Pick<PGlite, "query" | "exec">): Queryable => ({
    query: async <T,>(sql: string, params?: unknown[]) => ({ rows: (await q.query<T>(sql, params)).rows }),
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  return {
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
    // A checkpoint first: otherwise every copy's start replays the log of all
    // the image's writes since initdb (its migrations and seed) before it answers.
    dumpImage: async () => {
      await db.exec("checkpoint");
      return db.dumpDataDir("none");
    },
  };
}

async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, shutdown) must not crash
  // the process; the pool replaces it on the next query.
  pool.on("error", (error) => console.warn(`Postgres connection lost: ${error.message}`));
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T,>(sql: string, params?: unknown[]) => ({
      rows: (await c.query(sql, params as unknown[])).rows as T[],
    }),
    exec: async (sql: string) => {
      await c.query(sql);
    },
  });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(wrap(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
