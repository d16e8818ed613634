import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, serviceRole, staff } from "./helpers/db";

// The email sweeper records each run; staff see when it last ran
// (the overview warns once it is late). Only the server records, only staff read.

let db: Db;
let alice: string;
let sam: string;

beforeAll(async () => {
  db = await migratedDb();
  alice = await createUser(db, { fullName: "Alice" });
  sam = await createUser(db, { fullName: "Sam", staff: true });
});
afterAll(() => db?.close());

describe("the sweeper's heartbeat", () => {
  it("is null until the first run, then the newest run, never moved back", async () => {
    const lastRun = () => as(db, staff(sam), async (q) => (await q.query<{ at: Date | null }>("select public.admin_sweeper_last_run() as at")).rows[0]!.at);
    expect(await lastRun()).toBeNull();
    await as(db, serviceRole(), (q) => q.query("select public.record_sweeper_run('2026-12-01T15:00:00Z')"), { commit: true });
    await as(db, serviceRole(), (q) => q.query("select public.record_sweeper_run('2026-12-01T14:00:00Z')"), { commit: true });
    expect((await lastRun())?.toISOString()).toBe("2026-12-01T15:00:00.000Z");
  });

  it("is recorded only by the server and read only by staff", async () => {
    for (const actor of [anon(), customer(alice), staff(sam)]) {
      const recorded = await as(db, actor, (q) => attempt(q, "select public.record_sweeper_run()"));
      expect(recorded.error?.message, actor.role).toMatch(/permission denied/);
    }
    for (const actor of [anon(), customer(alice)]) {
      const read = await as(db, actor, (q) => attempt(q, "select public.admin_sweeper_last_run()"));
      expect(read.error, actor.role).not.toBeNull();
    }
  });
});
