-- appointments: created only through schedule_appointment (which checks the
-- booking rules), read by their owner and by staff. No two appointments that
-- are not cancelled may overlap: an exclusion constraint, so it holds under
-- concurrency too. Customers change nothing directly (cancel_appointment);
-- staff move the status pending -> in_progress -> completed, or cancel.

create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  service_id bigint not null references public.services (id),
  service_name text not null check (char_length(service_name) between 1 and 100),
  appointment_date timestamptz not null,
  duration integer not null check (duration between 15 and 480),
  -- appointment_date + duration, kept by a trigger (timestamptz arithmetic is not immutable).
  ends_at timestamptz not null,
  issue_description text check (char_length(issue_description) <= 2000),
  status text not null default 'pending' check (status in ('pending', 'in_progress', 'completed', 'cancelled')),
  service_request_id uuid references public.service_requests (id) on delete set null,
  -- Set when the customer cancels less than 24 hours before the start (50% fee).
  late_cancellation boolean not null default false,
  created_at timestamptz not null default now(),
  constraint appointments_ends_after_start check (ends_at > appointment_date),
  constraint appointments_no_overlap exclude using gist (tstzrange(appointment_date, ends_at) with &&)
    where (status <> 'cancelled')
);

create index appointments_user_id_appointment_date_idx on public.appointments (user_id, appointment_date);
create index appointments_service_id_idx on public.appointments (service_id);
create index appointments_service_request_id_idx on public.appointments (service_request_id);

create or replace function public.appointment_status_transition_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_from = p_to
    or (p_from, p_to) in (('pending', 'in_progress'), ('pending', 'completed'), ('in_progress', 'completed'))
    or (p_to = 'cancelled' and p_from in ('pending', 'in_progress'))
$$;

create or replace function private.appointments_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and not public.appointment_status_transition_allowed(old.status, new.status) then
    raise exception 'Invalid status transition from % to %', old.status, new.status
      using errcode = 'check_violation', hint = 'Appointments move pending -> in_progress -> completed, or to cancelled.';
  end if;
  new.ends_at := new.appointment_date + pg_catalog.make_interval(mins => new.duration);
  return new;
end
$$;

revoke all on function public.appointment_status_transition_allowed(text, text), private.appointments_before_write()
  from public, anon, authenticated;
grant execute on function public.appointment_status_transition_allowed(text, text) to anon, authenticated, service_role;

create trigger appointments_before_write
  before insert or update on public.appointments
  for each row execute function private.appointments_before_write();

alter table public.appointments enable row level security;

revoke all on public.appointments from anon, authenticated;
grant select on public.appointments to authenticated;
grant update (status) on public.appointments to authenticated;
grant all on public.appointments to service_role;

create policy appointments_select_own_or_staff on public.appointments
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_staff()));

create policy appointments_update_staff on public.appointments
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
