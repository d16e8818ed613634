-- Foundation: the business constants every rule stands on, the staff check,
-- and the `private` schema.
--
-- Conventions of all migrations:
--  - Every table in `public` has RLS on and explicit grants: hosted Supabase no
--    longer grants new tables to anon / authenticated / service_role, and a
--    table-level grant would defeat the column-level ones (reviews.email).
--  - Every function sets `search_path = ''` and names objects with their schema.
--  - Nothing in `public` is `security definer`. Where a rule needs the owner's
--    rights (booking, cancelling, the public busy-slot list, staff lists with
--    emails), a `security invoker` function in `public` (the API) calls a
--    `security definer` one in `private`, a schema PostgREST does not expose.
--  - Functions start with no EXECUTE for PUBLIC; each is granted to the roles
--    that need it.
--  - Business rules on writes apply to every role; only RLS is bypassed by
--    service_role and the table owner.
-- The same values live in lib/business-rules.ts; tests/db checks they match.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- The shop's IANA time zone: slots, weekdays and "that day" are read in it.
create or replace function public.business_time_zone()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 'America/Chicago'::text
$$;

-- Bookable start times, local to business_time_zone().
create or replace function public.business_slots()
returns time[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array[
    '09:00', '09:30', '10:00', '10:30', '11:00', '11:30',
    '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00'
  ]::time[]
$$;

-- No appointment may run past this local time (a 4:00 PM slot of 60 minutes ends exactly here).
create or replace function public.business_day_end()
returns time
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '17:00'::time
$$;

-- Staff hold `app_metadata.role = 'staff'` (set by the service role, never by
-- the user). Read from the JWT, so it costs no query.
create or replace function public.is_staff()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'staff', false)
$$;

-- The dashboard probes for the appointments table before reading it.
create or replace function public.check_table_exists(p_table_name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select to_regclass('public.' || pg_catalog.quote_ident(p_table_name)) is not null
$$;

-- Keeps updated_at on every update.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

revoke all on function public.business_time_zone(), public.business_slots(), public.business_day_end(),
  public.is_staff(), public.check_table_exists(text), private.set_updated_at()
  from public, anon, authenticated;
grant execute on function public.business_time_zone(), public.business_slots(), public.business_day_end(),
  public.is_staff(), public.check_table_exists(text)
  to anon, authenticated, service_role;
