import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../helpers/stack";
import { emptySupabaseDir } from "./support/empty-project";

// Where the local Storage API keeps bytes when the database is on disk:
// `<data dir's parent>/storage/<bucket>/<object id>`, read only through a live
// storage.objects row, removed when the row goes (however it goes).

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
