-- Moving appointments, bookings staff take by phone, and adding closures
-- (docs/scheduling.md).
--
-- reschedule_appointment moves a pending appointment to another time: the
-- new time passes every time rule a booking does (private.assert_bookable_time,
-- then the triggers: closures, capacity, horizon; not the cap on upcoming
-- appointments, as a move adds none), the old time is freed in
-- the same update, and every move is kept in appointment_reschedules. The
-- owner may move it until 24 hours before its start; staff at any time (the
-- log says so).
--
-- book_for_customer is schedule_appointment for staff: the appointment
-- belongs to the customer named by id (an account; for a caller without one
-- the server creates it first and invites them once the booking holds,
-- docs/scheduling.md), booked_by is the staff member. search_customers finds
-- accounts by name, email or phone.
--
-- add_closure adds a closed day or range. If appointments already fall in it,
-- the first call refuses with BK008 and the number; the console lists them
-- (closure_conflicts) and calls again with p_confirmed. Those appointments
-- are flagged needs_call, their reminders voided, and the customers emailed.
--
-- New refusals (lib/booking/errors.ts, same values):
--   BK005  only a pending appointment can be moved
--   BK006  a customer's move less than 24 hours before the start
--   BK008  the closure covers appointments and was not confirmed
--   PT404  no such appointment (or not the caller's), no such customer

alter table public.profiles
  add column phone text check (phone ~ '^\+?[0-9(][0-9 ()./-]{5,18}[0-9]$');
grant update (phone) on public.profiles to authenticated;

-- Sign-up metadata may carry a phone (staff's invitations do); an invalid one is dropped.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_phone text := pg_catalog.btrim(meta ->> 'phone');
begin
  insert into public.profiles (id, full_name, locale, phone)
  values (
    new.id,
    pg_catalog.left(nullif(pg_catalog.btrim(meta ->> 'full_name'), ''), 100),
    case when meta ->> 'locale' in ('en', 'es') then meta ->> 'locale' else 'en' end,
    case when v_phone ~ '^\+?[0-9(][0-9 ()./-]{5,18}[0-9]$' then v_phone end
  )
  on conflict (id) do nothing;
  return new;
end
$$;

-- The time rules of every booking and move: given, in the future, a weekday,
-- one of the slots on the shop's clock, ending by the end of the day.
create or replace function private.assert_bookable_time(p_start timestamptz, p_duration integer)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_local timestamp := p_start at time zone public.business_time_zone();
begin
  if p_start is null then
    raise exception 'Appointment date and time are required' using errcode = 'invalid_parameter_value';
  end if;
  if p_start <= pg_catalog.now() then
    raise exception 'Appointment time must be in the future' using errcode = 'invalid_parameter_value';
  end if;
  if extract(isodow from v_local) > 5 then
    raise exception 'Appointments are available Monday to Friday only' using errcode = 'invalid_parameter_value';
  end if;
  if not (v_local::time = any (public.business_slots())) then
    raise exception 'Appointment time must be one of the available time slots' using errcode = 'invalid_parameter_value';
  end if;
  if v_local + pg_catalog.make_interval(mins => p_duration) > v_local::date + public.business_day_end() then
    raise exception 'Appointment would end after business hours' using errcode = 'invalid_parameter_value';
  end if;
end
$$;

-- One booking for one account, by that account or by staff.
create or replace function private.book(
  p_user_id uuid,
  p_service_id bigint,
  p_appointment_date timestamptz,
  p_issue_description text,
  p_service_request_id uuid
)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_service public.services;
  v_result public.appointments;
begin
  select s.* into v_service from public.services s where s.id = p_service_id and s.active;
  if not found then
    raise exception 'Service % is not a bookable service', p_service_id using errcode = 'BK002';
  end if;
  perform private.assert_bookable_time(p_appointment_date, v_service.duration);
  if p_service_request_id is not null and not exists (
    select 1 from public.service_requests r
    where r.id = p_service_request_id and r.user_id = p_user_id and r.status = 'approved'
  ) then
    raise exception 'Only your own approved service request can be scheduled' using errcode = 'invalid_parameter_value';
  end if;
  insert into public.appointments
    (user_id, service_id, service_name, appointment_date, duration, issue_description, status, service_request_id, booked_by)
  values
    (p_user_id, v_service.id, v_service.name, p_appointment_date, v_service.duration,
     nullif(pg_catalog.btrim(p_issue_description), ''), 'pending', p_service_request_id, auth.uid())
  returning * into v_result;
  return v_result;
end
$$;

create or replace function private.schedule_appointment(
  p_service_id bigint,
  p_appointment_date timestamptz,
  p_issue_description text,
  p_service_request_id uuid
)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Authentication required' using errcode = 'BK001';
  end if;
  return private.book(auth.uid(), p_service_id, p_appointment_date, p_issue_description, p_service_request_id);
end
$$;

create or replace function private.book_for_customer(
  p_customer_id uuid,
  p_service_id bigint,
  p_appointment_date timestamptz,
  p_issue_description text
)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  if auth.uid() is null or not exists (select 1 from public.profiles p where p.id = p_customer_id) then
    raise exception 'Customer not found' using errcode = 'PT404';
  end if;
  return private.book(p_customer_id, p_service_id, p_appointment_date, p_issue_description, null);
end
$$;

-- Accounts whose name, email or phone contains the query (at least 2
-- characters), for staff booking a caller: at most 10, by name.
create or replace function private.search_customers(p_query text)
returns table (id uuid, full_name text, email text, phone text, locale text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pattern text := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
    pg_catalog.btrim(coalesce(p_query, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  v_digits text := pg_catalog.regexp_replace(coalesce(p_query, ''), '[^0-9]', '', 'g');
begin
  perform private.require_staff();
  if char_length(pg_catalog.btrim(coalesce(p_query, ''))) < 2 then
    return;
  end if;
  return query
    select p.id, p.full_name, u.email::text, p.phone, p.locale
    from public.profiles p join auth.users u on u.id = p.id
    where coalesce(u.raw_app_meta_data ->> 'role', '') <> 'staff'
      and (p.full_name ilike v_pattern or u.email ilike v_pattern
        or (char_length(v_digits) >= 3 and pg_catalog.regexp_replace(coalesce(p.phone, ''), '[^0-9]', '', 'g') like '%' || v_digits || '%'))
    order by p.full_name nulls last, u.email
    limit 10;
end
$$;

-- Every move of an appointment. Read by its owner and staff; written only by reschedule_appointment.
create table public.appointment_reschedules (
  id bigint generated always as identity primary key,
  appointment_id uuid not null references public.appointments (id) on delete cascade,
  previous_date timestamptz not null,
  new_date timestamptz not null,
  moved_by uuid references auth.users (id) on delete set null,
  by_staff boolean not null,
  -- Staff moved it less than 24 hours before its start (customers may not).
  inside_window boolean not null,
  created_at timestamptz not null default now()
);

create index appointment_reschedules_appointment_id_idx on public.appointment_reschedules (appointment_id);
create index appointment_reschedules_moved_by_idx on public.appointment_reschedules (moved_by);

alter table public.appointment_reschedules enable row level security;
revoke all on public.appointment_reschedules from anon, authenticated;
grant select on public.appointment_reschedules to authenticated;
grant all on public.appointment_reschedules to service_role;

create policy appointment_reschedules_select_own_or_staff on public.appointment_reschedules
  for select to authenticated
  using ((select public.is_staff()) or exists (
    select 1 from public.appointments a where a.id = appointment_id and a.user_id = (select auth.uid())
  ));

create or replace function private.reschedule_appointment(p_appointment_id uuid, p_new_time timestamptz)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_staff boolean := public.is_staff();
  v_row public.appointments;
  v_previous timestamptz;
  v_inside boolean;
begin
  if v_user is null then
    raise exception 'Authentication required' using errcode = 'BK001';
  end if;
  select a.* into v_row from public.appointments a
  where a.id = p_appointment_id and (a.user_id = v_user or v_staff)
  for update;
  if not found then
    raise exception 'Appointment not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'Only a pending appointment can be moved' using errcode = 'BK005';
  end if;
  v_inside := v_row.appointment_date < pg_catalog.now() + public.late_cancellation_window();
  if v_inside and not v_staff then
    raise exception 'Appointments can be moved online until 24 hours before they start' using errcode = 'BK006',
      hint = 'Call the shop to change it.';
  end if;
  perform private.assert_bookable_time(p_new_time, v_row.duration);
  if p_new_time = v_row.appointment_date then
    raise exception 'The appointment is already at that time' using errcode = 'invalid_parameter_value';
  end if;
  v_previous := v_row.appointment_date;
  update public.appointments a
  set appointment_date = p_new_time, needs_call = false
  where a.id = p_appointment_id
  returning a.* into v_row;
  insert into public.appointment_reschedules (appointment_id, previous_date, new_date, moved_by, by_staff, inside_window)
  values (v_row.id, v_previous, p_new_time, v_user, v_staff, v_inside);
  return v_row;
end
$$;

-- The booking horizon holds for moves too; the cap on upcoming appointments
-- counts bookings only (a move does not add one).
create or replace function private.appointments_within_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limits jsonb := public.booking_limits();
  v_zone text := public.business_time_zone();
  v_last_day date := (pg_catalog.now() at time zone v_zone)::date + (v_limits ->> 'horizonDays')::int;
begin
  if nullif(pg_catalog.current_setting('request.headers', true), '') is null then
    return new;
  end if;
  if (new.appointment_date at time zone v_zone)::date > v_last_day then
    raise exception 'Appointments can be booked at most % days ahead', v_limits ->> 'horizonDays'
      using errcode = 'WB002', detail = pg_catalog.format('The last bookable day is %s.', v_last_day);
  end if;
  if tg_op = 'INSERT' and new.status in ('pending', 'in_progress') and (
    select count(*) from public.appointments a
    where a.user_id = new.user_id and a.status in ('pending', 'in_progress') and a.ends_at > pg_catalog.now()
  ) >= (v_limits ->> 'maxUpcoming')::int then
    raise exception 'At most % upcoming appointments per customer', v_limits ->> 'maxUpcoming'
      using errcode = 'WB003', hint = 'Cancel an upcoming appointment or wait until one has taken place.';
  end if;
  return new;
end
$$;

drop trigger appointments_within_limits on public.appointments;
create trigger appointments_within_limits
  before insert or update of appointment_date on public.appointments
  for each row execute function private.appointments_within_limits();

-- Open appointments that a closure of these days (and hours) would cover.
create or replace function private.closure_conflicts(p_starts_on date, p_ends_on date, p_closed_from time, p_closed_until time)
returns table (id uuid, user_id uuid, appointment_date timestamptz, service_name text, status text,
               customer_name text, customer_email text, customer_phone text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_zone text := public.business_time_zone();
begin
  perform private.require_staff();
  return query
    select a.id, a.user_id, a.appointment_date, a.service_name, a.status, p.full_name, u.email::text, p.phone
    from public.appointments a
    left join public.profiles p on p.id = a.user_id
    left join auth.users u on u.id = a.user_id
    where a.status in ('pending', 'in_progress') and a.ends_at > pg_catalog.now()
      and (a.appointment_date at time zone v_zone)::date between p_starts_on and p_ends_on
      and (p_closed_from is null or ((a.appointment_date at time zone v_zone)::time < p_closed_until
        and p_closed_from < (a.ends_at at time zone v_zone)::time))
    order by a.appointment_date;
end
$$;

create or replace function private.add_closure(
  p_starts_on date,
  p_ends_on date,
  p_closed_from time,
  p_closed_until time,
  p_reason_en text,
  p_reason_es text,
  p_confirmed boolean
)
returns public.closures
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.closures;
  v_conflict record;
  v_count integer;
begin
  perform private.require_staff();
  if p_starts_on is null or p_ends_on is null
    or p_starts_on < (pg_catalog.now() at time zone public.business_time_zone())::date then
    raise exception 'A closure starts today or later' using errcode = 'invalid_parameter_value';
  end if;
  select count(*) into v_count from private.closure_conflicts(p_starts_on, p_ends_on, p_closed_from, p_closed_until);
  if v_count > 0 and not coalesce(p_confirmed, false) then
    raise exception '% open appointments fall in this closure', v_count using errcode = 'BK008', detail = v_count::text,
      hint = 'List them with closure_conflicts and call again with p_confirmed.';
  end if;
  insert into public.closures (starts_on, ends_on, closed_from, closed_until, reason_en, reason_es)
  values (p_starts_on, p_ends_on, p_closed_from, p_closed_until,
          pg_catalog.btrim(coalesce(p_reason_en, '')), pg_catalog.btrim(coalesce(p_reason_es, '')))
  returning * into v_row;
  -- Rows first, then the booking lock (the first update takes it), as a
  -- move or a cancellation does: the other order could deadlock with them.
  perform 1 from public.appointments a
  where a.id in (select c.id from private.closure_conflicts(p_starts_on, p_ends_on, p_closed_from, p_closed_until) c)
  order by a.id
  for update;
  for v_conflict in
    select c.id from private.closure_conflicts(p_starts_on, p_ends_on, p_closed_from, p_closed_until) c
  loop
    update public.appointments a set needs_call = true where a.id = v_conflict.id;
    perform private.void_reminders(v_conflict.id);
    perform private.queue_notification('appointment_closure', a.user_id,
      private.appointment_payload(a) || pg_catalog.jsonb_build_object(
        'closure_reason_en', v_row.reason_en, 'closure_reason_es', v_row.reason_es),
      'appointment_closure:' || a.id || ':' || v_row.id)
    from public.appointments a where a.id = v_conflict.id;
  end loop;
  return v_row;
end
$$;

-- The console's list gains the phone, the closure flag and who booked.
drop function public.admin_list_appointments(timestamptz, timestamptz);
drop function private.admin_list_appointments(timestamptz, timestamptz);

create or replace function private.admin_list_appointments(p_from timestamptz, p_to timestamptz)
returns table (
  id uuid, user_id uuid, service_id bigint, service_name text, appointment_date timestamptz,
  ends_at timestamptz, duration integer, issue_description text, status text,
  service_request_id uuid, late_cancellation boolean, created_at timestamptz,
  customer_name text, customer_email text, customer_phone text, needs_call boolean, booked_by_staff boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select a.id, a.user_id, a.service_id, a.service_name, a.appointment_date, a.ends_at, a.duration,
           a.issue_description, a.status, a.service_request_id, a.late_cancellation, a.created_at,
           p.full_name, u.email::text, p.phone, a.needs_call, coalesce(a.booked_by <> a.user_id, false)
    from public.appointments a
    left join public.profiles p on p.id = a.user_id
    left join auth.users u on u.id = a.user_id
    where (p_from is null or a.appointment_date >= p_from)
      and (p_to is null or a.appointment_date < p_to)
    order by a.appointment_date;
end
$$;

-- Emails: a move tells the customer and the shop; a closure over a booked
-- appointment tells its customer to call (docs/notifications.md).
alter table private.notification_outbox drop constraint notification_outbox_kind_check;
alter table private.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'appointment_confirmed', 'appointment_reminder', 'appointment_cancelled', 'appointment_completed',
  'appointment_rescheduled', 'appointment_closure',
  'request_approved', 'request_in_progress', 'request_completed', 'request_cancelled',
  'shop_new_request', 'shop_new_booking', 'shop_cancellation', 'shop_new_review', 'shop_rescheduled'
));

create or replace function private.appointments_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb := private.appointment_payload(new);
  v_reminder_at timestamptz :=
    new.appointment_date - pg_catalog.make_interval(hours => (public.notification_rules() ->> 'reminderLeadHours')::int);
  v_id text := new.id::text;
  v_moved boolean := tg_op = 'UPDATE' and new.appointment_date is distinct from old.appointment_date;
  v_by text := case when auth.uid() = new.user_id then 'customer' else 'shop' end;
  v_move_key text;
begin
  if tg_op = 'INSERT' then
    perform private.queue_notification('appointment_confirmed', new.user_id, v_payload, 'appointment_confirmed:' || v_id);
    perform private.queue_notification('shop_new_booking', null, v_payload, 'shop_new_booking:' || v_id);
  elsif v_moved then
    perform private.void_reminders(new.id);
    v_move_key := ':' || v_id || ':' || extract(epoch from new.appointment_date)::bigint;
    perform private.queue_notification('appointment_rescheduled', new.user_id,
      v_payload || pg_catalog.jsonb_build_object('previous_starts_at', old.appointment_date, 'moved_by', v_by),
      'appointment_rescheduled' || v_move_key);
    perform private.queue_notification('shop_rescheduled', null,
      v_payload || pg_catalog.jsonb_build_object('previous_starts_at', old.appointment_date, 'moved_by', v_by),
      'shop_rescheduled' || v_move_key);
  end if;

  -- A reminder for the start, new or moved (its key names the start). Booked
  -- less than the lead ahead, the confirmation is the reminder.
  if (tg_op = 'INSERT' or v_moved) and new.status not in ('cancelled', 'completed') and v_reminder_at > pg_catalog.now() then
    perform private.queue_notification('appointment_reminder', new.user_id, v_payload,
      'appointment_reminder:' || v_id || ':' || extract(epoch from new.appointment_date)::bigint, v_reminder_at);
  end if;
  if tg_op = 'INSERT' then
    return null;
  end if;

  if new.status is distinct from old.status and new.status = 'cancelled' then
    perform private.void_reminders(new.id);
    v_payload := v_payload || pg_catalog.jsonb_build_object('cancelled_by', v_by);
    perform private.queue_notification('appointment_cancelled', new.user_id, v_payload, 'appointment_cancelled:' || v_id);
    perform private.queue_notification('shop_cancellation', null, v_payload, 'shop_cancellation:' || v_id);
  elsif new.status is distinct from old.status and new.status = 'completed' then
    perform private.void_reminders(new.id);
    perform private.queue_notification('appointment_completed', new.user_id, v_payload, 'appointment_completed:' || v_id);
  end if;
  return null;
end
$$;

-- A customer's own cancellation inside the window is late, unless the shop
-- closed over the appointment (needs_call): then the change is the shop's.
create or replace function private.set_appointment_status(p_appointment_id uuid, p_status text)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_staff boolean := public.is_staff();
  v_row public.appointments;
begin
  if v_user is null then
    raise exception 'Authentication required' using errcode = 'insufficient_privilege';
  end if;
  if p_status is null or p_status not in ('pending', 'in_progress', 'completed', 'cancelled') then
    raise exception 'Unknown appointment status: %', p_status using errcode = 'invalid_parameter_value';
  end if;
  select a.* into v_row from public.appointments a
  where a.id = p_appointment_id and (a.user_id = v_user or v_staff)
  for update;
  if not found then
    raise exception 'Appointment not found' using errcode = 'PT404';
  end if;
  if p_status <> 'cancelled' and not v_staff then
    raise exception 'Customers can only cancel appointments' using errcode = 'insufficient_privilege';
  end if;
  update public.appointments a
  set status = p_status,
      late_cancellation = a.late_cancellation or (
        p_status = 'cancelled' and a.status <> 'cancelled' and a.user_id = v_user and not a.needs_call
        and a.appointment_date < pg_catalog.now() + public.late_cancellation_window()
      )
  where a.id = p_appointment_id
  returning a.* into v_row;
  return v_row;
end
$$;

-- The API.

create or replace function public.reschedule_appointment(p_appointment_id uuid, p_new_time timestamptz)
returns public.appointments
language sql
set search_path = ''
as $$
  select * from private.reschedule_appointment(p_appointment_id, p_new_time)
$$;

create or replace function public.book_for_customer(
  p_customer_id uuid,
  p_service_id bigint,
  p_appointment_date timestamptz,
  p_issue_description text default null
)
returns public.appointments
language sql
set search_path = ''
as $$
  select * from private.book_for_customer(p_customer_id, p_service_id, p_appointment_date, p_issue_description)
$$;

create or replace function public.search_customers(p_query text)
returns table (id uuid, full_name text, email text, phone text, locale text)
language sql
stable
set search_path = ''
as $$
  select * from private.search_customers(p_query)
$$;

create or replace function public.closure_conflicts(
  p_starts_on date,
  p_ends_on date,
  p_closed_from time default null,
  p_closed_until time default null
)
returns table (id uuid, user_id uuid, appointment_date timestamptz, service_name text, status text,
               customer_name text, customer_email text, customer_phone text)
language sql
stable
set search_path = ''
as $$
  select * from private.closure_conflicts(p_starts_on, p_ends_on, p_closed_from, p_closed_until)
$$;

create or replace function public.add_closure(
  p_starts_on date,
  p_ends_on date,
  p_reason_en text,
  p_reason_es text,
  p_closed_from time default null,
  p_closed_until time default null,
  p_confirmed boolean default false
)
returns public.closures
language sql
set search_path = ''
as $$
  select * from private.add_closure(p_starts_on, p_ends_on, p_closed_from, p_closed_until, p_reason_en, p_reason_es, p_confirmed)
$$;

create or replace function public.admin_list_appointments(p_from timestamptz default null, p_to timestamptz default null)
returns table (
  id uuid, user_id uuid, service_id bigint, service_name text, appointment_date timestamptz,
  ends_at timestamptz, duration integer, issue_description text, status text,
  service_request_id uuid, late_cancellation boolean, created_at timestamptz,
  customer_name text, customer_email text, customer_phone text, needs_call boolean, booked_by_staff boolean
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_list_appointments(p_from, p_to)
$$;

revoke all on function
  private.assert_bookable_time(timestamptz, integer),
  private.book(uuid, bigint, timestamptz, text, uuid),
  private.book_for_customer(uuid, bigint, timestamptz, text),
  private.search_customers(text),
  private.reschedule_appointment(uuid, timestamptz),
  private.closure_conflicts(date, date, time, time),
  private.add_closure(date, date, time, time, text, text, boolean),
  private.admin_list_appointments(timestamptz, timestamptz),
  public.reschedule_appointment(uuid, timestamptz),
  public.book_for_customer(uuid, bigint, timestamptz, text),
  public.search_customers(text),
  public.closure_conflicts(date, date, time, time),
  public.add_closure(date, date, text, text, time, time, boolean),
  public.admin_list_appointments(timestamptz, timestamptz)
from public, anon, authenticated;

grant execute on function
  private.book_for_customer(uuid, bigint, timestamptz, text),
  private.search_customers(text),
  private.reschedule_appointment(uuid, timestamptz),
  private.closure_conflicts(date, date, time, time),
  private.add_closure(date, date, time, time, text, text, boolean),
  private.admin_list_appointments(timestamptz, timestamptz),
  public.reschedule_appointment(uuid, timestamptz),
  public.book_for_customer(uuid, bigint, timestamptz, text),
  public.search_customers(text),
  public.closure_conflicts(date, date, time, time),
  public.add_closure(date, date, text, text, time, time, boolean),
  public.admin_list_appointments(timestamptz, timestamptz)
to authenticated, service_role;
