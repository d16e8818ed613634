-- Concurrent bookings of one slot must all but one fail with the overlap
-- refusal (the app maps it to "slot taken"). The exclusion constraint alone
-- does not promise that: two inserts that each see the other's uncommitted
-- row wait on each other, and PostgreSQL ends one with "deadlock detected".
-- A status change writes the row's range into the constraint again and can
-- meet a booking the same way. So every insert or update of an appointment
-- first takes one transaction-scoped lock, before its row is written: a
-- second writer waits for the first to commit and then meets a committed row
-- (exclusion_violation). Appointments are a handful a day; waiting on each
-- other for the length of one write costs nothing.

create or replace function private.appointments_serialize_writes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock('public.appointments'::pg_catalog.regclass::pg_catalog.oid::bigint);
  return new;
end
$$;

revoke all on function private.appointments_serialize_writes() from public, anon, authenticated;

create trigger appointments_serialize_writes
  before insert or update on public.appointments
  for each row execute function private.appointments_serialize_writes();
