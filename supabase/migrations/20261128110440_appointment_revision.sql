-- Calendar files follow RFC 5546: every file of an appointment has the same
-- UID, and its SEQUENCE says which state is newer. The number comes from the
-- appointment itself: appointments.revision is 0 when booked and one more at
-- each change a calendar shows (a move, a new duration, the cancellation),
-- counted by a trigger whoever writes, so a client cannot set it. Every
-- appointment email's payload carries the revision as it was queued (in place
-- of revised_at, the time of the change, which SEQUENCE came from before), and
-- the dashboard's download reads it from the row (docs/scheduling.md).

alter table public.appointments add column revision integer not null default 0 check (revision >= 0);

create or replace function private.appointments_count_revision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.revision := 0;
  elsif new.appointment_date is distinct from old.appointment_date
    or new.duration is distinct from old.duration
    or (new.status = 'cancelled' and old.status is distinct from 'cancelled') then
    new.revision := old.revision + 1;
  else
    new.revision := old.revision;
  end if;
  return new;
end
$$;

create trigger appointments_count_revision
  before insert or update on public.appointments
  for each row execute function private.appointments_count_revision();

revoke all on function private.appointments_count_revision() from public, anon, authenticated;

-- As in 20261128010400, with the revision in place of revised_at.
create or replace function private.appointment_payload(p_row public.appointments)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'appointment_id', p_row.id,
    'service_name', p_row.service_name,
    'translation_key', s.translation_key,
    'price', case when p_row.price_cents % 100 = 0
      then '$' || (p_row.price_cents / 100)::text
      else '$' || pg_catalog.to_char(p_row.price_cents / 100.0, 'FM999990.00') end,
    'remote', coalesce(s.remote, false),
    'starts_at', p_row.appointment_date,
    'duration', p_row.duration,
    'late_cancellation', p_row.late_cancellation,
    'customer_name', p.full_name,
    'customer_email', u.email,
    'revision', p_row.revision
  )
  from auth.users u
  left join public.profiles p on p.id = u.id
  left join public.services s on s.id = p_row.service_id
  where u.id = p_row.user_id
$$;
