import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/supabase/local/db";
import { migratedDb } from "./helpers/db";

// Our own checks of the migrated catalog, for what Supabase's database linter
// (splinter) reports as ERROR or WARN. `private` is not exposed by the API but
// holds the security definer code, so most checks cover it too.

let db: Db;
beforeAll(async () => {
  db = await migratedDb({ seed: true });
});
afterAll(() => db?.close());

const rows = async <T = Record<string, unknown>>(sql: string) => (await db.query<T>(sql)).rows;
const names = async (sql: string) => (await rows<{ name: string }>(sql)).map((r) => r.name).sort();

/** Functions that are not part of an extension, in the given schemas. */
const OWN_FUNCTIONS = (schemas: string) => `
  select p.oid, n.nspname, p.proname, p.prosecdef, p.proconfig,
         n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in (${schemas})
    and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`;

describe("database linter (own rules after splinter's ERROR and WARN lints)", () => {
  it("has the tables it should (guards the checks below against an empty catalog)", async () => {
    expect(await names("select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'")).toEqual(
      ["appointment_reschedules", "appointments", "calendar_feeds", "closures", "customer_changes", "customer_notes", "estimate_items", "estimates", "price_list_items", "profiles", "receipt_items", "receipts", "request_attachments", "request_messages", "request_passcodes", "request_reads", "reviews", "service_requests", "services", "staff_profiles", "status_changes", "technicians_on_duty"],
    );
  });

  it("RLS is enabled on every table in public and private", async () => {
    expect(
      await names(`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
                   where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') and not c.relrowsecurity`),
    ).toEqual([]);
  });

  it("no policy sits on a table without RLS", async () => {
    expect(
      await names(`select c.oid::regclass::text || ' ' || p.polname as name from pg_policy p join pg_class c on c.oid = p.polrelid
                   where not c.relrowsecurity`),
    ).toEqual([]);
  });

  it("every function in public and private sets search_path", async () => {
    expect(
      await names(`select name from (${OWN_FUNCTIONS("'public', 'private'")}) f
                   where not exists (select 1 from unnest(coalesce(f.proconfig, '{}')) c where c like 'search_path=%')`),
    ).toEqual([]);
  });

  it("no security definer function in public (the API); anon and authenticated reach definer code only where meant", async () => {
    expect(await names(`select name from (${OWN_FUNCTIONS("'public'")}) f where f.prosecdef`)).toEqual([]);
    const executable = (role: string) =>
      names(`select name from (${OWN_FUNCTIONS("'private'")}) f where f.prosecdef and has_function_privilege('${role}', f.oid, 'execute')`);
    expect(await executable("anon")).toEqual(["private.booked_slots(p_date date, p_ignore uuid)"]);
    expect(await executable("authenticated")).toEqual([
      "private.add_closure(p_starts_on date, p_ends_on date, p_closed_from time without time zone, p_closed_until time without time zone, p_reason_en text, p_reason_es text, p_confirmed boolean)",
      "private.add_closures(p_closures jsonb, p_confirmed boolean)",
      "private.admin_customer_record(p_customer uuid)",
      "private.admin_failed_notifications()",
      "private.admin_list_appointments(p_from timestamp with time zone, p_to timestamp with time zone)",
      "private.admin_list_requests(p_status text)",
      "private.admin_list_reviews(p_approved boolean)",
      "private.admin_retry_notification(p_id bigint)",
      "private.admin_search_appointments(p_from timestamp with time zone, p_query text, p_status text, p_needs_call boolean)",
      "private.admin_search_requests(p_status text, p_query text, p_unread boolean, p_needs_call boolean, p_queue text)",
      "private.admin_sweeper_last_run()",
      "private.admin_update_customer_contact(p_customer uuid, p_phone text, p_locale text)",
      "private.answer_estimate(p_estimate_id uuid, p_version integer, p_approve boolean, p_reason text)",
      "private.book_for_customer(p_customer_id uuid, p_service_id bigint, p_appointment_date timestamp with time zone, p_issue_description text)",
      "private.booked_slots(p_date date, p_ignore uuid)",
      "private.caller_email_confirmed()",
      "private.closure_conflicts(p_starts_on date, p_ends_on date, p_closed_from time without time zone, p_closed_until time without time zone)",
      "private.complete_with_receipt(p_request_id uuid, p_items jsonb, p_discount_cents bigint, p_payment_method text, p_paid_on date)",
      "private.is_staff_account(p_user_id uuid)",
      "private.issue_calendar_feed()",
      "private.mark_request_read(p_request_id uuid)",
      "private.open_warranty_request(p_request_id uuid)",
      "private.owns_request(p_request_id uuid)",
      "private.request_technician(p_request_id uuid)",
      "private.reschedule_appointment(p_appointment_id uuid, p_new_time timestamp with time zone)",
      "private.resend_estimate(p_estimate_id uuid, p_valid_until date)",
      "private.revoke_calendar_feed()",
      "private.save_estimate_draft(p_request_id uuid, p_items jsonb, p_discount_cents bigint, p_note text, p_valid_until date)",
      "private.save_request_intake(p_request_id uuid, p_access text, p_kind text, p_make text, p_model text, p_serial text, p_left_with text, p_condition text, p_passcode text)",
      "private.schedule_appointment(p_service_id bigint, p_appointment_date timestamp with time zone, p_issue_description text, p_service_request_id uuid)",
      "private.search_customers(p_query text)",
      "private.send_estimate(p_estimate_id uuid)",
      "private.service_request_exists(p_request_id uuid)",
      "private.set_appointment_status(p_appointment_id uuid, p_status text)",
      "private.technician_name(p_user_id uuid)",
      "private.waive_visit_fee(p_appointment_id uuid, p_reason text)",
      "private.withdraw_request(p_request_id uuid)",
    ]);
    expect(await names(`select name from (${OWN_FUNCTIONS("'public', 'private'")}) f where has_function_privilege('public', f.oid, 'execute')`)).toEqual([]);
  });

  it("anon may call only the public API functions meant for visitors", async () => {
    expect(await names(`select f.proname as name from (${OWN_FUNCTIONS("'public'")}) f where has_function_privilege('anon', f.oid, 'execute')`)).toEqual([
      "appointment_status_transition_allowed", "booking_limits", "business_day_end", "business_slots", "business_time_zone",
      "check_table_exists", "conversation_rules", "document_totals", "email_link_rate_limits", "estimate_rules", "estimate_status_transition_allowed", "get_booked_slots", "is_staff", "late_cancellation_window", "notification_rules",
      "request_status_transition_allowed", "review_rate_limits",
      // Callable so that a visitor gets "Authentication required" rather than a permission error.
      "schedule_appointment",
      "service_duration_fits",
      "service_request_rate_limits",
      "warranty_rules",
    ]);
  });

  it("no view in public (none exposes auth.users, none runs with its owner's rights)", async () => {
    expect(await names("select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('v', 'm')")).toEqual([]);
    expect(
      await names(`select distinct v.oid::regclass::text as name from pg_class v
                   join pg_rewrite r on r.ev_class = v.oid join pg_depend d on d.objid = r.oid
                   where v.relkind in ('v', 'm') and d.refobjid = 'auth.users'::regclass
                     and v.relnamespace not in ('auth'::regnamespace, 'pg_catalog'::regnamespace)`),
    ).toEqual([]);
  });

  it("policies call auth.*(), current_setting() and is_staff() through (select ...) so they run once per query", async () => {
    const policies = await rows<{ name: string; expr: string }>(
      `select schemaname || '.' || tablename || ' ' || policyname as name, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
       from pg_policies where schemaname in ('public', 'private')`,
    );
    expect(policies.length).toBeGreaterThan(5);
    const wrapped = /\(\s*SELECT\s+(?:(?:auth|public)\.)?\w+\(\)\s+AS\s+\w+\)/gi;
    const offenders = policies.filter((p) => /(auth\.\w+|is_staff|current_setting)\(/i.test(p.expr.replace(wrapped, "")));
    expect(offenders.map((p) => `${p.name}: ${p.expr}`)).toEqual([]);
    expect(policies.some((p) => /SELECT auth\.uid\(\)/.test(p.expr))).toBe(true);
  });

  it("no two permissive policies for the same table, role and command", async () => {
    expect(
      await names(`select c.oid::regclass::text || ' ' || r.role || ' ' || cmd.cmd || ' x' || count(*) as name
                   from pg_policy p join pg_class c on c.oid = p.polrelid
                   cross join lateral unnest(case when p.polroles = '{0}' then array['public'] else
                     array(select rolname::text from pg_roles where oid = any (p.polroles)) end) r(role)
                   cross join lateral unnest(case p.polcmd when '*' then array['r', 'a', 'w', 'd'] else array[p.polcmd::text] end) cmd(cmd)
                   where p.polpermissive
                   group by c.oid, r.role, cmd.cmd having count(*) > 1`),
    ).toEqual([]);
  });

  it("no policy references user_metadata (users can edit it)", async () => {
    expect(
      await names(`select policyname as name from pg_policies
                   where coalesce(qual, '') || coalesce(with_check, '') ~* 'user_meta'`),
    ).toEqual([]);
  });

  it("every foreign key has an index whose leading columns are the key's", async () => {
    const fks = await rows<{ name: string }>(
      `select conname as name from pg_constraint where contype = 'f' and connamespace in ('public'::regnamespace, 'private'::regnamespace)`,
    );
    expect(fks.length).toBeGreaterThanOrEqual(5);
    expect(
      await names(`select c.conrelid::regclass::text || '.' || c.conname as name from pg_constraint c
                   where c.contype = 'f' and c.connamespace in ('public'::regnamespace, 'private'::regnamespace)
                     and not exists (select 1 from pg_index i where i.indrelid = c.conrelid
                       and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(c.conkey)] = c.conkey)`),
    ).toEqual([]);
  });

  it("no extension in public, every table has a primary key, no duplicate index", async () => {
    expect(await names("select extname as name from pg_extension where extnamespace = 'public'::regnamespace")).toEqual([]);
    expect(
      await names(`select c.oid::regclass::text as name from pg_class c
                   where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and c.relkind = 'r'
                     and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p')`),
    ).toEqual([]);
    expect(
      await names(`select string_agg(indexrelid::regclass::text, ' = ') as name from pg_index
                   where indrelid in (select oid from pg_class where relnamespace in ('public'::regnamespace, 'private'::regnamespace))
                   group by indrelid, indkey::text, indclass::text, coalesce(pg_get_expr(indexprs, indrelid), ''), coalesce(pg_get_expr(indpred, indrelid), '')
                   having count(*) > 1`),
    ).toEqual([]);
  });

  it("the private schema grants nothing but usage: no table privilege for API roles", async () => {
    expect(
      await names(`select c.oid::regclass::text || ' ' || r as name from pg_class c, unnest(array['anon', 'authenticated', 'service_role']) r
                   where c.relnamespace = 'private'::regnamespace and c.relkind = 'r'
                     and has_table_privilege(r, c.oid, 'select, insert, update, delete')`),
    ).toEqual([]);
  });

  it("reviews.email is not readable by anon or authenticated (column privileges, no table-level select)", async () => {
    for (const role of ["anon", "authenticated"]) {
      expect((await rows(`select has_table_privilege('${role}', 'public.reviews', 'select') as v`))[0]).toEqual({ v: false });
      expect((await rows(`select has_column_privilege('${role}', 'public.reviews', 'email', 'select') as v`))[0]).toEqual({ v: false });
      expect((await rows(`select has_column_privilege('${role}', 'public.reviews', 'review_text', 'select') as v`))[0]).toEqual({ v: true });
    }
  });
});
