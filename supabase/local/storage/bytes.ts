import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Queryable } from "../db";

// Where the bytes of stored objects live: files `<dir>/<bucket>/<object id>`,
// or a Map when the stack keeps its database in memory. Each database has a
// folder of its own, so that resetting one never removes another's files:
// `.data/storage` beside the default PGlite `.data/stack`, and for a
// PostgreSQL server (DATABASE_URL) `.data/storage-postgres-<hash>`, keyed by
// the server, port, database and user. The storage.objects row is the only way
// in: nothing is served without a live row, and the bytes of a deleted row
// (whatever deleted it) are removed by `sweep`, which empties the trash the
// trigger of sql/03-local-storage.sql fills. The stack sweeps when it starts
// and after each Storage request that writes.

/** Bytes written for an upload, made visible only once its row is committed. */
export interface Staged {
  commit(): Promise<void>;
  discard(): Promise<void>;
}

export interface ByteStore {
  /** Writes `bytes` aside for object `id` of `bucket`; `commit` puts them in place. */
  stage(bucket: string, id: string, bytes: Uint8Array): Promise<Staged>;
  /** The bytes of object `id`, or null when there are none. */
  read(bucket: string, id: string): Promise<Buffer | null>;
  remove(bucket: string, id: string): Promise<void>;
}

/**
 * The folder of the files of one database: the PGlite database in `dataDir`,
 * or the PostgreSQL database `databaseUrl` names (its files beside `dataDir`
 * all the same). Null, with no `dataDir`: in memory.
 */
export function storageDirFor({ dataDir, databaseUrl }: { dataDir: string | null; databaseUrl?: string }): string | null {
  if (dataDir === null) return null;
  const parent = path.dirname(path.resolve(dataDir));
  return path.join(parent, databaseUrl ? `storage-postgres-${databaseKey(databaseUrl)}` : "storage");
}

/** Which database a connection string names, whatever its password or other options: a short hash of user@host:port/database. */
function databaseKey(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const host = url.searchParams.get("host") ?? decodeURIComponent(url.hostname).toLowerCase();
  const port = url.searchParams.get("port") ?? (url.port || "5432");
  const database = decodeURIComponent(url.pathname.replace(/^\//, "")) || decodeURIComponent(url.username) || "postgres";
  const identity = `${decodeURIComponent(url.username)}@${host}:${port}/${database}`;
  return createHash("sha256").update(identity).digest("hex").slice(0, 16);
}

export function openByteStore(dir: string | null): ByteStore {
  return dir === null ? memoryStore() : diskStore(dir);
}

function memoryStore(): ByteStore {
  const files = new Map<string, Buffer>();
  const key = (bucket: string, id: string) => `${bucket}\u0000${id}`;
  return {
    async stage(bucket, id, bytes) {
      const copy = Buffer.from(bytes);
      return {
        commit: async () => void files.set(key(bucket, id), copy),
        discard: async () => {},
      };
    },
    read: async (bucket, id) => files.get(key(bucket, id)) ?? null,
    remove: async (bucket, id) => void files.delete(key(bucket, id)),
  };
}

/** A bucket id as one safe path segment (ids come from migrations, but never trust a path). */
function bucketDir(root: string, bucket: string): string {
  const segment = encodeURIComponent(bucket).replace(/^\.\.?$/, (dots) => dots.replaceAll(".", "%2E"));
  return path.join(root, segment || "%00");
}

/** Object ids are uuids; anything else never reaches the file system. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function diskStore(root: string): ByteStore {
  const file = (bucket: string, id: string) => {
    if (!UUID.test(id)) throw new Error(`not an object id: ${id}`);
    return path.join(bucketDir(root, bucket), id.toLowerCase());
  };
  return {
    async stage(bucket, id, bytes) {
      const target = file(bucket, id);
      const temp = `${target}.${randomUUID()}.upload`;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temp, bytes);
      return {
        commit: () => rename(temp, target),
        discard: () => rm(temp, { force: true }),
      };
    },
    async read(bucket, id) {
      try {
        return await readFile(file(bucket, id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    remove: (bucket, id) => rm(file(bucket, id), { force: true }),
  };
}

/** Removes the bytes of every storage.objects row deleted since the last sweep. */
export async function sweep(db: Queryable, store: ByteStore): Promise<void> {
  const { rows } = await db.query<{ bucket_id: string; object_id: string }>(
    "delete from _local_stack.storage_trash returning bucket_id, object_id::text",
  );
  for (const row of rows) await store.remove(row.bucket_id, row.object_id);
}
