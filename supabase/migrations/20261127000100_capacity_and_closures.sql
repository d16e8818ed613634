-- Scheduling with more than one technician, and days the shop is closed
-- (docs/scheduling.md).
--
-- Capacity: public.technicians_on_duty holds how many technicians work on
-- each weekday (default 1); that many appointments may overlap. The single
-- exclusion constraint could only say "no overlap at all", so it gives way to
-- a count in a trigger. The count is safe under concurrency because every
-- insert or update of an appointment first takes the table's transaction lock
-- (appointments_serialize_writes, 20261124000100): the count runs after the
-- previous writer committed and sees its row. Triggers of one event fire in
-- name order, so appointments_within_capacity comes after that lock. With one
-- technician the refusals are the constraint's: BK003, slot taken.
--
-- Closures: public.closures holds closed days and date ranges, whole days or
-- part of each day, with the reason in both languages; anyone may read them
-- (the calendar shows the reason), only staff write them. No appointment may
-- be booked or moved so that it overlaps a closure (BK004). Appointments already booked when
-- a closure is added stay, flagged needs_call (20261127000200 add_closure).
--
-- New refusals (lib/booking/errors.ts, same values):
--   BK004  the shop is closed at that time
--   BK007  the customer already has an appointment overlapping that time
--          (only reachable with two or more technicians; with one, BK003
--          comes first, as before)

create table public.technicians_on_duty (
  isodow smallint primary key check (isodow between 1 and 7),
  technicians smallint not null default 1 check (technicians between 1 and 20),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);

insert into public.technicians_on_duty (isodow, technicians) values (1, 1), (2, 1), (3, 1), (4, 1), (5, 1);

alter table public.technicians_on_duty enable row level security;
revoke all on public.technicians_on_duty from anon, authenticated;
grant select, update (technicians, updated_at, updated_by) on public.technicians_on_duty to authenticated;
grant all on public.technicians_on_duty to service_role;

create index technicians_on_duty_updated_by_idx on public.technicians_on_duty (updated_by);

create policy technicians_on_duty_select_staff on public.technicians_on_duty
  for select to authenticated using ((select public.is_staff()));
create policy technicians_on_duty_update_staff on public.technicians_on_duty
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

create trigger technicians_on_duty_set_updated_at
  before update on public.technicians_on_duty
  for each row execute function private.set_updated_at();

-- How many appointments may overlap on a shop-calendar day (1 when unset).
create or replace function private.technicians_on(p_day date)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select t.technicians::int from public.technicians_on_duty t
                   where t.isodow = extract(isodow from p_day)), 1)
$$;

create table public.closures (
  id uuid primary key default gen_random_uuid(),
  starts_on date not null,
  ends_on date not null,
  -- Both null: closed all day. Both set: closed from..until on each day of the range (shop's clock).
  closed_from time,
  closed_until time,
  reason_en text not null check (char_length(reason_en) between 1 and 200),
  reason_es text not null check (char_length(reason_es) between 1 and 200),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint closures_range check (ends_on >= starts_on and ends_on - starts_on <= 366),
  constraint closures_part_of_day check (
    (closed_from is null and closed_until is null) or (closed_from is not null and closed_until > closed_from)
  )
);

create index closures_days_idx on public.closures (starts_on, ends_on);
create index closures_created_by_idx on public.closures (created_by);

alter table public.closures enable row level security;
revoke all on public.closures from anon, authenticated;
grant select on public.closures to anon, authenticated;
grant delete on public.closures to authenticated;
grant all on public.closures to service_role;

create policy closures_select_all on public.closures for select to anon, authenticated using (true);
create policy closures_delete_staff on public.closures for delete to authenticated using ((select public.is_staff()));

-- The closure, if any, that covers part of [p_start, p_end) on the shop's clock.
create or replace function private.closure_at(p_start timestamptz, p_end timestamptz)
returns public.closures
language sql
stable
security definer
set search_path = ''
as $$
  select c.* from public.closures c
  where (p_start at time zone public.business_time_zone())::date between c.starts_on and c.ends_on
    and (c.closed_from is null
      or ((p_start at time zone public.business_time_zone())::time < c.closed_until
        and c.closed_from < (p_end at time zone public.business_time_zone())::time))
  order by c.created_at
  limit 1
$$;

alter table public.appointments drop constraint appointments_no_overlap;
create index appointments_active_range_idx on public.appointments
  using gist (tstzrange(appointment_date, ends_at)) where status <> 'cancelled';

-- Who booked it (the customer, or the staff member who took a phone call) and
-- whether a closure added after booking left it needing a call from the shop.
alter table public.appointments
  add column booked_by uuid default auth.uid() references auth.users (id) on delete set null,
  add column needs_call boolean not null default false;
create index appointments_booked_by_idx on public.appointments (booked_by);

create or replace function private.appointments_within_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_closure public.closures;
  v_busy integer;
begin
  if new.status = 'cancelled'
    or (tg_op = 'UPDATE' and old.status <> 'cancelled'
      and new.appointment_date = old.appointment_date and new.ends_at = old.ends_at) then
    return new;
  end if;
  v_closure := private.closure_at(new.appointment_date, new.ends_at);
  if v_closure.id is not null then
    raise exception 'The shop is closed then: %', v_closure.reason_en using errcode = 'BK004';
  end if;
  -- Overlap is greatest at the new start or at a start of another appointment inside the new interval.
  select coalesce(max((
    select count(*) from public.appointments a
    where a.status <> 'cancelled' and a.id <> new.id and a.appointment_date <= p.at and a.ends_at > p.at
  )), 0) into v_busy
  from (
    select new.appointment_date as at
    union all
    select b.appointment_date from public.appointments b
    where b.status <> 'cancelled' and b.id <> new.id
      and b.appointment_date > new.appointment_date and b.appointment_date < new.ends_at
  ) p;
  if v_busy >= private.technicians_on((new.appointment_date at time zone public.business_time_zone())::date) then
    raise exception 'The requested time overlaps another appointment' using errcode = 'BK003';
  end if;
  if exists (
    select 1 from public.appointments a
    where a.user_id = new.user_id and a.id <> new.id and a.status <> 'cancelled'
      and a.appointment_date < new.ends_at and new.appointment_date < a.ends_at
  ) then
    raise exception 'The customer already has an appointment at that time' using errcode = 'BK007';
  end if;
  return new;
end
$$;

create trigger appointments_within_capacity
  before insert or update on public.appointments
  for each row execute function private.appointments_within_capacity();

-- Busy intervals of one shop-calendar day: where every technician is booked,
-- and where the shop is closed. Nothing personal. p_ignore leaves out one
-- appointment the caller owns (or any, for staff), so moving it shows its own
-- time as free.
drop function public.get_booked_slots(date);
drop function private.booked_slots(date);

create or replace function private.booked_slots(p_date date, p_ignore uuid)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with day as (
    select p_date::timestamp at time zone public.business_time_zone() as s,
           (p_date + 1)::timestamp at time zone public.business_time_zone() as e
  ),
  occupied as (
    select a.appointment_date as s, a.ends_at as e
    from public.appointments a, day
    where a.status <> 'cancelled' and a.appointment_date < day.e and a.ends_at > day.s
      and not (a.id is not distinct from p_ignore and (a.user_id is not distinct from auth.uid() or public.is_staff()))
  ),
  edges as (select o.s as t from occupied o union select o.e from occupied o),
  segments as (select g.t as s, lead(g.t) over (order by g.t) as e from edges g),
  full_segments as (
    select g.s, g.e from segments g
    where g.e is not null
      and (select count(*) from occupied o where o.s <= g.s and o.e >= g.e) >= private.technicians_on(p_date)
  ),
  closed as (
    select case when c.closed_from is null then day.s
                else (p_date + c.closed_from) at time zone public.business_time_zone() end as s,
           case when c.closed_from is null then day.e
                else (p_date + c.closed_until) at time zone public.business_time_zone() end as e
    from public.closures c, day
    where p_date between c.starts_on and c.ends_on
  )
  select f.s, f.e from full_segments f
  union all
  select c.s, c.e from closed c
  order by 1, 2
$$;

create or replace function public.get_booked_slots(p_date date, p_ignore uuid default null)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select b.starts_at, b.ends_at from private.booked_slots(p_date, p_ignore) b
$$;

revoke all on function
  private.technicians_on(date),
  private.closure_at(timestamptz, timestamptz),
  private.appointments_within_capacity(),
  private.booked_slots(date, uuid),
  public.get_booked_slots(date, uuid)
from public, anon, authenticated;
grant execute on function
  private.booked_slots(date, uuid),
  public.get_booked_slots(date, uuid)
to anon, authenticated, service_role;
