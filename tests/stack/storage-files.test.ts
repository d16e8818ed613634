// @module-tag local-stack
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "@/supabase/local/index";
import { configFromEnv } from "@/supabase/local/config";
import { realPostgresUnavailable, startTempPostgres } from "../db/helpers/real-postgres";
import { startTestStack, type TestStack } from "../helpers/stack";
import { emptySupabaseDir } from "./support/empty-project";

// Where the local Storage API keeps bytes when the database is on disk:
// `<data dir's parent>/storage/<bucket>/<object id>`, read only through a live
// storage.objects row, removed when the row goes (however it goes). A stack on
// a PostgreSQL server (DATABASE_URL) keeps its files in a folder of that
// database's own beside it, so resetting either never touches the other's.

const root = mkdtempSync(path.join(tmpdir(), "local-stack-files-"));
const dataDir = path.join(root, "db");
const filesDir = path.join(root, "storage", "files");
const supabaseDir = emptySupabaseDir();
afterAll(() => rmSync(root, { recursive: true, force: true }));

const BUCKET_SQL = "insert into storage.buckets (id, name) values ('files', 'files');";

async function objectId(stack: TestStack, name: string): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>("select id::text as id from storage.objects where name = $1", [name]);
  return rows[0]?.id as string;
}

describe("stored files on disk", () => {
  it("writes, replaces, keeps across a restart, serves only through a live row, and removes", async () => {
    let stack = await startTestStack({ supabaseDir, dataDir });
    const files = () => stack.serviceClient().storage.from("files");
    try {
      await stack.db.exec(BUCKET_SQL);
      await files().upload("a/one.txt", new File(["one"], "one.txt", { type: "text/plain" }));
      const id = await objectId(stack, "a/one.txt");
      expect(readFileSync(path.join(filesDir, id), "utf8")).toBe("one");
      await files().upload("a/one.txt", new File(["uno"], "one.txt", { type: "text/plain" }), { upsert: true });
      expect(readFileSync(path.join(filesDir, id), "utf8")).toBe("uno");
      await files().upload("a/two.txt", new File(["two"], "two.txt", { type: "text/plain" }));
    } finally {
      await stack.stop();
    }

    stack = await startTestStack({ supabaseDir, dataDir, fresh: false });
    try {
      expect(await (await files().download("a/one.txt")).data?.text()).toBe("uno");
      const one = await objectId(stack, "a/one.txt");
      const two = await objectId(stack, "a/two.txt");

      await files().remove(["a/one.txt"]);
      expect(existsSync(path.join(filesDir, one))).toBe(false);

      // A row deleted by SQL (allowed only with storage.allow_delete_query): never served again,
      // and its bytes are swept by the next write through the API.
      await stack.db.transaction(async (tx) => {
        await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
        await tx.query("delete from storage.objects where name = 'a/two.txt'");
      });
      expect((await files().download("a/two.txt")).error).toMatchObject({ statusCode: "404", message: "Object not found" });
      expect(existsSync(path.join(filesDir, two))).toBe(true);
      await files().upload("a/three.txt", new File(["three"], "three.txt", { type: "text/plain" }));
      expect(existsSync(path.join(filesDir, two))).toBe(false);
    } finally {
      await stack.stop();
    }

    stack = await startTestStack({ supabaseDir, dataDir, fresh: true });
    await stack.stop();
    expect(existsSync(filesDir)).toBe(false);
  });
});

const unavailable = realPostgresUnavailable();
if (unavailable) console.log(`Skipping the PostgreSQL half of the stored-files tests: ${unavailable}.`);

describe.skipIf(unavailable !== null)("stored files of two databases side by side", () => {
  it("a reset removes only the files of the database it resets", async () => {
    const server = await startTempPostgres();
    const admin = new pg.Client({ connectionString: server.url("postgres") });
    await admin.connect();
    await admin.query("create database files_pg");
    await admin.end();
    const databaseUrl = server.url("files_pg");
    const side = mkdtempSync(path.join(tmpdir(), "local-stack-side-"));
    const sideDataDir = path.join(side, "stack");
    const upload = async (stack: TestStack, name: string) => {
      const { error } = await stack.serviceClient().storage.from("files").upload(name, new File([name], name, { type: "text/plain" }));
      expect(error).toBeNull();
      return objectId(stack, name);
    };
    /** Every stored file under the shared folder, as <folder>/<bucket>/<object id>. */
    const storedFiles = () => readdirSync(side, { recursive: true, encoding: "utf8" }).filter((f) => /storage[^/]*\/files\/[0-9a-f-]{36}$/.test(f));
    try {
      // The embedded stack (PGlite) holds a customer's photo.
      let embedded = await startTestStack({ supabaseDir, dataDir: sideDataDir });
      await embedded.db.exec(BUCKET_SQL);
      const photo = await upload(embedded, "photo.txt");
      await embedded.stop();
      expect(storedFiles()).toEqual([path.join("storage", "files", photo)]);

      // A fresh start on the server, beside it, with the same data directory.
      let external = await startTestStack({ supabaseDir, dataDir: sideDataDir, databaseUrl });
      await external.db.exec(BUCKET_SQL);
      const note = await upload(external, "note.txt");
      await external.stop();
      expect(storedFiles()).toHaveLength(2);
      expect(storedFiles()).toContain(path.join("storage", "files", photo));

      // `npm run db:reset` with DATABASE_URL: the server's files go, the embedded stack's stay.
      const config = { ...configFromEnv(), dataDir: sideDataDir, databaseUrl };
      await (await prepareDatabase(config, { fresh: true, supabaseDir })).close();
      expect(storedFiles()).toEqual([path.join("storage", "files", photo)]);
      embedded = await startTestStack({ supabaseDir, dataDir: sideDataDir, fresh: false });
      try {
        expect(await (await embedded.serviceClient().storage.from("files").download("photo.txt")).data?.text()).toBe("photo.txt");
      } finally {
        await embedded.stop();
      }

      // And the other way round: resetting the embedded stack leaves the server's files.
      external = await startTestStack({ supabaseDir, dataDir: sideDataDir, databaseUrl, fresh: false });
      await external.db.exec(BUCKET_SQL);
      const kept = await upload(external, "kept.txt");
      await external.stop();
      await (await prepareDatabase({ ...config, databaseUrl: undefined }, { fresh: true, supabaseDir })).close();
      expect(storedFiles()).toHaveLength(1);
      expect(storedFiles()[0]!.endsWith(path.join("files", kept))).toBe(true);
      expect(note).not.toBe(kept);
    } finally {
      server.stop();
      rmSync(side, { recursive: true, force: true });
    }
  }, 240_000);
});
