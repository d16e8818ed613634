import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  APPOINTMENT_STATUS_TRANSITIONS,
  APPOINTMENT_STATUSES,
  BOOKING_DAY_END,
  BOOKING_LIMITS,
  BOOKING_SLOTS,
  BOOKING_WEEKDAYS,
  BUSINESS_TIME_ZONE,
  CLOSURE_MAX_SPAN_DAYS,
  CLOSURE_REASON_MAX,
  CLOSURE_TIMES,
  DEFAULT_APPOINTMENT_DURATION,
  ESTIMATE_ITEM_KINDS,
  ESTIMATE_RULES,
  ESTIMATE_STATUS_TRANSITIONS,
  ESTIMATE_STATUSES,
  PAYMENT_METHODS,
  FULL_NAME_MAX,
  ISSUE_DESCRIPTION_MAX,
  LATE_CANCELLATION_FEE_PERCENT,
  LATE_CANCELLATION_HOURS,
  CANCEL_REASON_MAX,
  NOTIFICATION_RULES,
  CONVERSATION_RULES,
  WARRANTY_RULES,
  ATTACHMENT_TYPES,
  PROFILE_LOCALES,
  REQUEST_LIMITS,
  TECHNICIAN_NAME_MAX,
  REQUEST_STATUS_TRANSITIONS,
  REQUEST_STATUSES,
  REVIEW_LIMITS,
  REVIEW_RATE_LIMITS,
  EMAIL_LINK_RATE_LIMITS,
  REVIEW_RATING,
  REVIEW_SERVICES,
  SERVICE_REQUEST_RATE_LIMITS,
  SERVICE_TYPES,
  SHOP_WEEKDAYS,
  STAFF_ROLE,
  TECHNICIANS_RANGE,
} from "@/lib/rules/business-rules";
import { site } from "@/lib/site/business-profile";
import { SERVICE_SLUGS } from "@/content/services";
import { durationFitsASlot } from "@/lib/rules/booking-slots";
import { FALLBACK_SERVICES } from "@/lib/rules/booking-services";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import type { Db } from "@/supabase/local/db";
import { as, attempt, createUser, customer, migratedDb } from "./helpers/db";
import { DB_ERROR_CODES } from "@/lib/rules/db-errors";

let db: Db;
beforeAll(async () => {
  db = await migratedDb();
});
afterAll(() => db?.close());

const one = async <T>(sql: string, params?: unknown[]) => (await db.query<{ v: T }>(sql, params)).rows[0]!.v;

/** The values a text column's check constraint allows, read from the catalog (`col in (...)`, `col = any (array[...])`). */
async function allowedValues(table: string, column: string): Promise<string[]> {
  const { rows } = await db.query<{ def: string }>(
    `select pg_get_constraintdef(c.oid) as def from pg_constraint c
     where c.conrelid = $1::regclass and c.contype = 'c'
       and pg_get_constraintdef(c.oid) like '%' || $2 || '%ANY%'`,
    [`public.${table}`, column],
  );
  expect(rows).toHaveLength(1);
  return [...rows[0]!.def.matchAll(/'([^']+)'::text/g)].map((m) => m[1]!);
}

/** The definition of the one check constraint on `table` whose text mentions `column`. */
async function checkOf(table: string, column: string): Promise<string> {
  const { rows } = await db.query<{ def: string }>(
    `select pg_get_constraintdef(c.oid) as def from pg_constraint c
     where c.conrelid = $1::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%' || $2 || '%'`,
    [`public.${table}`, column],
  );
  expect(rows, `${table}.${column}`).toHaveLength(1);
  return rows[0]!.def;
}

// Every rule of lib/rules/business-rules.ts that the database also knows is compared
// here. CLIENT_IP_HEADER and the review limits' refusal code are proved by
// tests/db/reviews.test.ts.
describe("business constants: lib/rules/business-rules.ts equals the database", () => {
  it("time zone, in SQL, in the app and in the site profile", async () => {
    expect(await one("select public.business_time_zone() as v")).toBe(BUSINESS_TIME_ZONE);
    expect(site.timeZone).toBe(BUSINESS_TIME_ZONE);
  });

  it("slot list and day end", async () => {
    expect(await one("select array(select to_char(s, 'HH24:MI') from unnest(public.business_slots()) s) as v")).toEqual([
      ...BOOKING_SLOTS,
    ]);
    expect(await one("select to_char(public.business_day_end(), 'HH24:MI') as v")).toBe(BOOKING_DAY_END);
  });

  it("bookable weekdays: Monday up to the last day a booking or a move accepts", async () => {
    const last = Math.max(...BOOKING_WEEKDAYS);
    expect([...BOOKING_WEEKDAYS]).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    const source = await one<string>("select prosrc as v from pg_proc where oid = 'private.assert_bookable_time'::regproc");
    expect(source).toContain(`extract(isodow from v_local) > ${last}`);
  });

  it("schedule: the weekdays with technicians on duty, and how many a day may have", async () => {
    expect(SHOP_WEEKDAYS.map((d) => d.isodow)).toEqual([...BOOKING_WEEKDAYS]);
    expect(await one("select array(select isodow::int from public.technicians_on_duty order by isodow) as v")).toEqual([...BOOKING_WEEKDAYS]);
    expect(await checkOf("technicians_on_duty", "technicians")).toContain(`technicians >= ${TECHNICIANS_RANGE.min}) AND (technicians <= ${TECHNICIANS_RANGE.max}`);
  });

  it("closures: reason length, longest span, and part-of-day times within the shop's day", async () => {
    for (const column of ["reason_en", "reason_es"]) {
      expect(await checkOf("closures", column)).toContain(`char_length(${column}) <= ${CLOSURE_REASON_MAX}`);
    }
    expect(await checkOf("closures", "ends_on - starts_on")).toContain(`(ends_on - starts_on) <= ${CLOSURE_MAX_SPAN_DAYS}`);
    expect(CLOSURE_TIMES[0]).toBe(await one("select to_char((public.business_slots())[1], 'HH24:MI') as v"));
    expect(CLOSURE_TIMES.at(-1)).toBe(await one("select to_char(public.business_day_end(), 'HH24:MI') as v"));
  });

  it("the fee of a no-show or late cancellation, and the longest reason for a cancellation or a waiver", async () => {
    expect(await one("select public.late_cancellation_fee_percent() as v")).toBe(LATE_CANCELLATION_FEE_PERCENT);
    expect(await checkOf("service_requests", "cancel_reason")).toContain(`char_length(cancel_reason) <= ${CANCEL_REASON_MAX}`);
    expect(await checkOf("appointments", "char_length(fee_waiver_reason)")).toContain(`char_length(fee_waiver_reason) <= ${CANCEL_REASON_MAX}`);
    const waiver = await one<string>("select prosrc as v from pg_proc where oid = 'private.waive_visit_fee'::regproc");
    expect(waiver).toContain(`char_length(v_reason) > ${CANCEL_REASON_MAX}`);
  });

  it("refusal codes: each SQLSTATE is raised by a database function", async () => {
    for (const [name, code] of Object.entries(DB_ERROR_CODES)) {
      const raisers = await one<number>("select count(*)::int as v from pg_proc where prosrc like '%' || $1 || '%'", [`errcode = '${code}'`]);
      expect(raisers, `${name} ${code}`).toBeGreaterThan(0);
    }
  });

  it("late-cancellation window", async () => {
    expect(await one("select extract(epoch from public.late_cancellation_window())::int as v")).toBe(
      LATE_CANCELLATION_HOURS * 3600,
    );
  });

  it("review rate limits", async () => {
    expect(await one("select public.review_rate_limits() as v")).toEqual(REVIEW_RATE_LIMITS);
  });

  it("email link attempt limits", async () => {
    expect(await one("select public.email_link_rate_limits() as v")).toEqual(EMAIL_LINK_RATE_LIMITS);
  });

  it("service request rate limits", async () => {
    expect(await one("select public.service_request_rate_limits() as v")).toEqual(SERVICE_REQUEST_RATE_LIMITS);
  });

  it("booking horizon and upcoming-appointment cap", async () => {
    expect(await one("select public.booking_limits() as v")).toEqual(BOOKING_LIMITS);
  });

  it("email delivery: reminder lead, retries and lease", async () => {
    expect(await one("select public.notification_rules() as v")).toEqual(NOTIFICATION_RULES);
  });

  it("conversation rules and attachment types", async () => {
    expect(await one("select public.conversation_rules() as v")).toEqual(CONVERSATION_RULES);
    expect(await one("select public.warranty_rules() as v")).toEqual(WARRANTY_RULES);
    const check = await one<string>(
      "select pg_get_constraintdef(oid) as v from pg_constraint where conrelid = 'public.request_attachments'::regclass and conname like '%mime_type%'",
    );
    expect([...check.matchAll(/'([a-z/]+)'/g)].map((m) => m[1])).toEqual([...ATTACHMENT_TYPES]);
  });

  it("estimate rules: tax rate, currency and limits", async () => {
    expect(await one("select public.estimate_rules() as v")).toEqual(ESTIMATE_RULES);
    expect(await checkOf("estimate_items", "unit_price_cents")).toContain(`<= ${ESTIMATE_RULES.unitPriceMaxCents}`);
    expect(await checkOf("estimate_items", "quantity")).toContain(`<= (${ESTIMATE_RULES.quantityMax})`);
    expect(await checkOf("estimate_items", "description")).toContain(`<= ${ESTIMATE_RULES.descriptionMax}`);
    expect(await checkOf("estimates", "note")).toContain(`<= ${ESTIMATE_RULES.noteMax}`);
    expect(await checkOf("estimates", "decline_reason")).toContain(`<= ${ESTIMATE_RULES.declineReasonMax}`);
    const statusCheck = await one<string>("select pg_get_constraintdef(oid) as v from pg_constraint where conname = 'estimates_status_check'");
    expect([...statusCheck.matchAll(/'([^']+)'::text/g)].map((m) => m[1]).sort()).toEqual([...ESTIMATE_STATUSES].sort());
    expect((await allowedValues("estimate_items", "kind")).sort()).toEqual([...ESTIMATE_ITEM_KINDS].sort());
    expect((await allowedValues("receipt_items", "kind")).sort()).toEqual([...ESTIMATE_ITEM_KINDS].sort());
    expect((await allowedValues("receipts", "payment_method")).sort()).toEqual([...PAYMENT_METHODS].sort());
  });

  it("estimate status moves: every pair", async () => {
    for (const from of ESTIMATE_STATUSES) {
      for (const to of ESTIMATE_STATUSES) {
        const expected = from === to || ESTIMATE_STATUS_TRANSITIONS[from].includes(to);
        const allowed = await one<boolean>("select public.estimate_status_transition_allowed($1, $2) as v", [from, to]);
        expect(allowed, `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it("enumerations in check constraints", async () => {
    expect((await allowedValues("service_requests", "service_type")).sort()).toEqual([...SERVICE_TYPES].sort());
    expect((await allowedValues("service_requests", "status")).sort()).toEqual([...REQUEST_STATUSES].sort());
    expect((await allowedValues("appointments", "status")).sort()).toEqual([...APPOINTMENT_STATUSES].sort());
    expect((await allowedValues("reviews", "service")).sort()).toEqual([...REVIEW_SERVICES].sort());
    expect((await allowedValues("profiles", "locale")).sort()).toEqual([...PROFILE_LOCALES].sort());
  });

  it("request title and description lengths, at each boundary", async () => {
    const user = await createUser(db);
    const { titleMin, titleMax, descriptionMin, descriptionMax } = REQUEST_LIMITS;
    const cases: [string, string, boolean][] = [
      ["t".repeat(titleMin - 1), "d".repeat(descriptionMin), false],
      ["t".repeat(titleMin), "d".repeat(descriptionMin), true],
      ["t".repeat(titleMax), "d".repeat(descriptionMax), true],
      ["t".repeat(titleMax + 1), "d".repeat(descriptionMin), false],
      ["t".repeat(titleMin), "d".repeat(descriptionMin - 1), false],
      ["t".repeat(titleMin), "d".repeat(descriptionMax + 1), false],
    ];
    await as(db, customer(user), async (q) => {
      for (const [title, description, ok] of cases) {
        const res = await attempt(q, "insert into public.service_requests (title, description, service_type) values ($1, $2, 'other')", [title, description]);
        expect(res.error === null, `${title.length}/${description.length}`).toBe(ok);
      }
    });
  });

  it("technician display name length", async () => {
    expect(await checkOf("staff_profiles", "display_name")).toContain(`<= ${TECHNICIAN_NAME_MAX}`);
  });

  it("profile rules: full name length", async () => {
    const user = await createUser(db);
    await as(db, customer(user), async (q) => {
      for (const [length, ok] of [[FULL_NAME_MAX, true], [FULL_NAME_MAX + 1, false]] as const) {
        const res = await attempt(q, "update public.profiles set full_name = $1 where id = $2", ["n".repeat(length), user]);
        expect(res.error === null, `full_name ${length}`).toBe(ok);
      }
    });
  });

  it("review lengths, rating range and default", async () => {
    expect(await checkOf("reviews", "name")).toContain(`<= ${REVIEW_LIMITS.name}`);
    expect(await checkOf("reviews", "email")).toContain(`<= ${REVIEW_LIMITS.email}`);
    expect(await checkOf("reviews", "review_text")).toContain(`<= ${REVIEW_LIMITS.review}`);
    expect(await checkOf("reviews", "rating")).toContain(`(rating >= ${REVIEW_RATING.min}) AND (rating <= ${REVIEW_RATING.max})`);
    expect(
      await one("select column_default as v from information_schema.columns where table_schema = 'public' and table_name = 'reviews' and column_name = 'rating'"),
    ).toBe(String(REVIEW_RATING.default));
  });

  it("issue description limit, default booking duration and the staff role claim", async () => {
    expect(await one("select pg_get_function_arguments('public.schedule_appointment'::regproc) as v")).toContain(
      `p_duration integer DEFAULT ${DEFAULT_APPOINTMENT_DURATION}`,
    );
    expect(await one("select pg_get_constraintdef(oid) as v from pg_constraint where conname = 'appointments_issue_description_check'")).toContain(
      `<= ${ISSUE_DESCRIPTION_MAX}`,
    );
    const staffClaims = JSON.stringify({ role: "authenticated", app_metadata: { role: STAFF_ROLE } });
    expect(await one("select set_config('request.jwt.claims', $1, false) is not null and public.is_staff() as v", [staffClaims])).toBe(true);
    const otherClaims = JSON.stringify({ role: "authenticated", user_metadata: { role: STAFF_ROLE } });
    expect(await one("select set_config('request.jwt.claims', $1, false) is not null and public.is_staff() as v", [otherClaims])).toBe(false);
    await db.query("select set_config('request.jwt.claims', '', false)");
  });

  it("request status moves: every pair", async () => {
    for (const from of REQUEST_STATUSES) {
      for (const to of REQUEST_STATUSES) {
        const expected = from === to || REQUEST_STATUS_TRANSITIONS[from].includes(to);
        const allowed = await one<boolean>("select public.request_status_transition_allowed($1, $2) as v", [from, to]);
        expect(allowed, `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it("appointment status moves: every pair", async () => {
    for (const from of APPOINTMENT_STATUSES) {
      for (const to of APPOINTMENT_STATUSES) {
        const expected = from === to || APPOINTMENT_STATUS_TRANSITIONS[from].includes(to);
        const allowed = await one<boolean>("select public.appointment_status_transition_allowed($1, $2) as v", [from, to]);
        expect(allowed, `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it("the eight booking services, one per service page, with stable ids, prices and durations (seeded by a migration)", async () => {
    const { rows } = await db.query(
      "select id::int, slug, name, name_es, price_cents, duration, translation_key, remote, active from public.services order by sort_order, id",
    );
    expect(rows.map((r) => r.slug)).toEqual([...SERVICE_SLUGS]);
    expect(rows.map((r) => r.translation_key)).toEqual(SERVICE_TYPES.filter((t) => t !== "other"));
    expect(rows.map((r) => [r.id, r.price_cents, r.duration, r.remote, r.active])).toEqual([
      [1, 7500, 60, false, true],
      [6, 5000, 45, false, true],
      [4, 12000, 120, false, true],
      [2, 6000, 45, false, true],
      [3, 9000, 90, false, true],
      [7, 6500, 60, false, true],
      [8, 6500, 60, false, true],
      [9, 4500, 30, true, true],
    ]);
    // The fallback list books like the rows, and names each in both languages as the rows do.
    for (const row of rows) {
      const fallback = FALLBACK_SERVICES.find((s) => s.id === row.id)!;
      expect([fallback.slug, fallback.duration, fallback.translationKey, fallback.remote]).toEqual([row.slug, row.duration, row.translation_key, row.remote]);
      const key = row.translation_key as keyof typeof en.Booking.services;
      expect([row.name, row.name_es]).toEqual([en.Booking.services[key].name, es.Booking.services[key].name]);
    }
  });

  it("a service's duration fits a slot exactly when the app says so", async () => {
    for (let minutes = -15; minutes <= 600; minutes += 5) {
      expect(await one<boolean>("select public.service_duration_fits($1) as v", [minutes]), `${minutes}`).toBe(durationFitsASlot(minutes));
    }
  });
});
