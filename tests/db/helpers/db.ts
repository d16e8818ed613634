import { randomUUID } from "node:crypto";
import { type Db, openDb, type Queryable } from "@/supabase/local/db";
import { databaseImage } from "@/tests/helpers/database-image";

export { MIGRATIONS_DIR, PLATFORM_SQL_DIR, ROOT } from "@/tests/helpers/database-image";

/** A fresh in-memory PGlite with the local stack's platform SQL, every migration and, optionally, the seed. */
export async function migratedDb(opts: { seed?: boolean } = {}): Promise<Db> {
  return openDb({ dataDir: null, image: await databaseImage(opts.seed ? "seeded" : "migrated") });
}

/** Who a request runs as, the way PostgREST sets it up from the JWT. */
export interface Actor {
  role: "anon" | "authenticated" | "service_role";
  sub?: string;
  appMetadata?: Record<string, unknown>;
  /** Request headers (lower-case names), as PostgREST exposes them in request.headers. */
  headers?: Record<string, string>;
}

export const anon = (headers?: Record<string, string>): Actor => ({ role: "anon", headers });
export const customer = (id: string): Actor => ({
  role: "authenticated",
  sub: id,
  appMetadata: { provider: "email", providers: ["email"] },
});
export const staff = (id: string): Actor => ({
  role: "authenticated",
  sub: id,
  appMetadata: { provider: "email", providers: ["email"], role: "staff" },
});
export const serviceRole = (): Actor => ({ role: "service_role" });

class Rollback extends Error {}

/**
 * Runs `fn` in one transaction as `actor` (set local role, request.jwt.claims,
 * request.headers: what PostgREST does per request). Rolled back afterwards
 * unless `commit` is set, so tests sharing a database do not see each other.
 */
export async function as<T>(db: Db, actor: Actor, fn: (q: Queryable) => Promise<T>, opts: { commit?: boolean } = {}): Promise<T> {
  const claims = {
    role: actor.role,
    aud: actor.role === "authenticated" ? "authenticated" : undefined,
    sub: actor.sub,
    app_metadata: actor.appMetadata,
  };
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.headers', $3, true)`,
        [actor.role, JSON.stringify(claims), JSON.stringify(actor.headers ?? {})],
      );
      result = await fn(tx);
      if (!opts.commit) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as T;
}

export interface DbError extends Error {
  code?: string;
}

export type Attempt<R> = { rows: R[]; error: null } | { rows: []; error: DbError };

/** Runs one statement inside a savepoint: a failure is returned, and the transaction goes on. */
export async function attempt<R = Record<string, unknown>>(q: Queryable, sql: string, params?: unknown[]): Promise<Attempt<R>> {
  await q.query("savepoint attempt");
  try {
    const { rows } = await q.query<R>(sql, params);
    await q.query("release savepoint attempt");
    return { rows, error: null };
  } catch (error) {
    await q.query("rollback to savepoint attempt");
    return { rows: [], error: error as DbError };
  }
}

/** Creates a confirmed auth user as the platform would (the profile comes from the trigger); returns its id. */
export async function createUser(
  db: Queryable,
  opts: { email?: string; fullName?: string; locale?: string; staff?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  const appMeta = { provider: "email", providers: ["email"], ...(opts.staff ? { role: "staff" } : {}) };
  const userMeta = { full_name: opts.fullName ?? "Test Customer", ...(opts.locale ? { locale: opts.locale } : {}) };
  await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, '', now(), $3, $4, now(), now())`,
    [id, opts.email ?? `${id}@example.test`, JSON.stringify(appMeta), JSON.stringify(userMeta)],
  );
  return id;
}
