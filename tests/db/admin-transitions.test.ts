import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentMovesFrom, requestMovesFrom } from "@/lib/admin/transitions";
import { APPOINTMENT_STATUSES, REQUEST_STATUSES } from "@/lib/dashboard/status";
import type { Db } from "@/supabase/local/db";
import { migratedDb } from "./helpers/db";

// The console offers only the moves the database allows: the app's tables
// must equal the transition functions the triggers enforce, pair by pair.

let db: Db;
beforeAll(async () => {
  db = await migratedDb();
});
afterAll(() => db?.close());

async function allowedBySql(fn: string, statuses: readonly string[]) {
  const { rows } = await db.query<{ from: string; to: string }>(
    `select f as from, t as to from unnest($1::text[]) f, unnest($1::text[]) t where f <> t and public.${fn}(f, t) order by f, t`,
    [statuses],
  );
  return rows.map((r) => `${r.from}->${r.to}`);
}

const allowedByApp = (moves: (from: string) => string[], statuses: readonly string[]) =>
  statuses.flatMap((from) => moves(from).map((to) => `${from}->${to}`)).sort();

describe("console transitions match the database", () => {
  it("service requests", async () => {
    expect(allowedByApp(requestMovesFrom, REQUEST_STATUSES)).toEqual(await allowedBySql("request_status_transition_allowed", REQUEST_STATUSES));
  });

  it("appointments", async () => {
    expect(allowedByApp(appointmentMovesFrom, APPOINTMENT_STATUSES)).toEqual(
      await allowedBySql("appointment_status_transition_allowed", APPOINTMENT_STATUSES),
    );
  });
});
