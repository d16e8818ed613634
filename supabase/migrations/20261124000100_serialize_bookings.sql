-- Concurrent bookings of one slot must all but one fail with the overlap
-- refusal (spec §8 maps it to "slot taken"). The exclusion constraint alone
-- does not promise that: two inserts that each see the other's uncommitted
-- row wait on each other, and PostgreSQL ends one with "deadlock detected".
-- Taking one transaction-scoped lock before any appointment is written makes
-- the second booking wait for the first to commit, so it then meets a
-- committed row and gets exclusion_violation. Bookings are a handful a day;
-- waiting on each other for the length of one insert costs nothing.

create or replace function private.appointments_serialize_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock('public.appointments'::pg_catalog.regclass::pg_catalog.oid::bigint);
  return new;
end
$$;

revoke all on function private.appointments_serialize_insert() from public, anon, authenticated;

create trigger appointments_serialize_insert
  before insert on public.appointments
  for each row execute function private.appointments_serialize_insert();
