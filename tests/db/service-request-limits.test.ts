import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_REQUEST_RATE_LIMITS } from "@/lib/rules/business-rules";
import type { Db, Queryable } from "@/supabase/local/db";
import { as, attempt, createUser, customer, migratedDb } from "./helpers/db";
import { DB_ERROR_CODES } from "@/lib/rules/db-errors";

let db: Db;
beforeAll(async () => {
  db = await migratedDb();
});
afterAll(() => db?.close());

const { perHour, perDay } = SERVICE_REQUEST_RATE_LIMITS;

const file = (q: Queryable) =>
  attempt(q, "insert into public.service_requests (title, description, service_type) values ('Printer jams', 'The printer jams on every second page.', 'other')");

/** Files `count` requests for `user`, committed, each must pass. */
async function fileMany(user: string, count: number) {
  for (let i = 0; i < count; i++) {
    const res = await as(db, customer(user), file, { commit: true });
    expect(res.error, `request ${i + 1}`).toBeNull();
  }
}

/** Moves every request of `user` `hours` into the past (the trigger stamps created_at with now()). */
const age = (user: string, hours: number) =>
  db.query("update public.service_requests set created_at = created_at - make_interval(hours => $2) where user_id = $1", [user, hours]);

describe("service requests: per-account rate limits kept in Postgres", () => {
  it(`at most ${perHour} an hour, refused with SQLSTATE ${DB_ERROR_CODES.requestRateLimit}; other accounts unaffected`, async () => {
    const [flooder, neighbour] = [await createUser(db), await createUser(db)];
    await fileMany(flooder, perHour);
    const refused = await as(db, customer(flooder), file);
    expect(refused.error?.code).toBe(DB_ERROR_CODES.requestRateLimit);
    expect((await as(db, customer(neighbour), file)).error).toBeNull();

    await age(flooder, 1);
    expect((await as(db, customer(flooder), file)).error).toBeNull();
  });

  it(`at most ${perDay} a day, however they are spread over the hours`, async () => {
    const user = await createUser(db);
    for (let filed = 0; filed < perDay; filed += perHour) {
      await fileMany(user, Math.min(perHour, perDay - filed));
      await age(user, 2);
    }
    expect((await as(db, customer(user), file)).error?.code).toBe(DB_ERROR_CODES.requestRateLimit);

    await age(user, 24);
    expect((await as(db, customer(user), file)).error).toBeNull();
  });
});
